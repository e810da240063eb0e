"""Fixtures of the Pyodide tests: the runtime the site publishes (hooks/publish_runtime.py),
i.e. the standard library and the engine wheel compiled to .pyc by the pinned Pyodide."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "hooks"))


@pytest.fixture(scope="session")
def compiled_runtime(tmp_path_factory) -> tuple[Path, Path]:
    """(standard library zip, engine wheel) as the site publishes them, compiled (cached in
    .cache/precompiled/ like the site build)."""
    if shutil.which("node") is None:
        pytest.fail("Node.js is needed to run the engine inside Pyodide")
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("the npm package pyodide is not installed: run ./dev setup")
    import runtime_cache
    from engine_wheel import build_wheel

    wheel = build_wheel(tmp_path_factory.mktemp("wheel"))
    stdlib, compiled = runtime_cache.precompiled(runtime_cache.PYODIDE_NPM / runtime_cache.STDLIB, wheel)
    # Copies of the session's own: a build running meanwhile (another checkout's engine) may
    # prune these cache entries.
    out = tmp_path_factory.mktemp("runtime")
    return Path(shutil.copy(stdlib, out / stdlib.name)), Path(shutil.copy(compiled, out / compiled.name))
