"""The standard library the site publishes holds only what the runtime uses (issue 29 item 3):
hooks/runtime_cache.py keeps the files that scripts/stdlib_trace.py sees loaded (Pyodide's
start, the worker's steps, every engine module and the standard library modules the engine
names, a game through president.web), about a third of the 3.9 MB. The trimmed runtime runs
the trace again and the engine's scenarios and games (tests/pyodide/test_cross_runtime.py, on
the same runtime); a module missing from it fails them, as the last test shows."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "hooks"))
import runtime_cache  # noqa: E402

pytestmark = pytest.mark.pyodide

TRACE = ROOT / "scripts" / "stdlib_trace.py"


def trace(stdlib: Path, wheel: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["node", str(ROOT / "scripts" / "pyodide-run.mjs"), str(wheel), str(TRACE), "--stdlib", str(stdlib),
                           "--", json.dumps(runtime_cache.engine_stdlib_imports())],
                          capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def full_stdlib(tmp_path_factory) -> Path:
    """The compiled standard library before trimming (the same cache entries as the build's)."""
    from engine_wheel import build_wheel

    wheel = build_wheel(tmp_path_factory.mktemp("wheel"))
    stdlib, _ = runtime_cache.precompiled(runtime_cache.PYODIDE_NPM / runtime_cache.STDLIB, wheel, trim=False)
    return Path(shutil.copy(stdlib, tmp_path_factory.mktemp("full") / stdlib.name))  # (see conftest)


def names(path: Path) -> set[str]:
    with zipfile.ZipFile(path) as z:
        return set(z.namelist())


def test_the_published_standard_library_is_trimmed(compiled_runtime, full_stdlib):
    trimmed, _ = compiled_runtime
    kept, full = names(trimmed), names(full_stdlib)
    assert kept < full
    assert trimmed.stat().st_size < 0.4 * full_stdlib.stat().st_size, (trimmed.stat().st_size, full_stdlib.stat().st_size)
    # What the engine imports, and what Pyodide's start needs, is there...
    assert {"json/__init__.pyc", "random.pyc", "dataclasses.pyc", "_pyodide/_base.pyc", "pyodide/webloop.pyc"} <= kept
    # ... and packages nothing of the runtime loads are not.
    for gone in ("unittest/", "xml/", "email/mime/", "pydoc.pyc", "tkinter/", "sqlite3/", "http/server.pyc"):
        assert not any(n.startswith(gone) for n in kept), gone


def test_the_trimmed_runtime_runs_its_own_trace(compiled_runtime):
    # Pyodide starts, the engine installs and imports, and a game of every preset is played
    # (every function the widgets call) with the trimmed standard library; it loads nothing
    # the trimmed zip does not have, and everything it loads is in it.
    stdlib, wheel = compiled_runtime
    proc = trace(stdlib, wheel)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "stopped" not in proc.stderr, proc.stderr[-3000:]
    loaded = set(json.loads(proc.stdout.strip().splitlines()[-1]))
    assert loaded == names(stdlib)


def test_a_module_missing_from_the_runtime_is_caught(compiled_runtime, tmp_path):
    # The check can fail: without hashlib (which the engine imports, Pyodide's start does not),
    # the engine does not run in the runtime.
    stdlib, wheel = compiled_runtime
    broken = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(stdlib) as zin, zipfile.ZipFile(broken, "w") as zout:
        for info in zin.infolist():
            if info.filename != "hashlib.pyc":
                zout.writestr(info, zin.read(info))
    proc = trace(broken, wheel)
    assert proc.returncode != 0
    assert "No module named 'hashlib'" in proc.stderr, proc.stderr[-2000:]
