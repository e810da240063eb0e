"""Fixtures of the site tests: the site is built ONCE per session with ``mkdocs build --strict``
into a temporary folder, and any warning fails the session's build fixture."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sitelib import ROOT, BuiltSite  # noqa: E402

# MkDocs log lines look like "WARNING -  message"; any of them means the build is not clean.
WARNING_LINE = re.compile(r"^\s*(?:\x1b\[[0-9;]*m)?(WARNING|ERROR)\b", re.M)


@pytest.fixture(scope="session")
def mkdocs_config() -> dict:
    """mkdocs.yml as plain data."""
    return yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def built_site(tmp_path_factory) -> BuiltSite:
    """Build the whole site (every language) once, strictly; fail on any warning."""
    out = tmp_path_factory.mktemp("site")
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1", PYTHONUNBUFFERED="1")
    # SITE_TEST_MKDOCS_CONFIG: build from another config file (local debugging only).
    config = os.environ.get("SITE_TEST_MKDOCS_CONFIG", str(ROOT / "mkdocs.yml"))
    proc = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--clean", "--config-file", config,
         "--site-dir", str(out)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=900,
    )
    log = proc.stdout + proc.stderr
    if proc.returncode != 0:
        pytest.fail(f"mkdocs build --strict failed (exit {proc.returncode}):\n{log[-6000:]}", pytrace=False)
    warnings = [m.group(0) for m in re.finditer(r"^.*\b(WARNING|ERROR)\b.*$", log, re.M)
                if WARNING_LINE.match(m.group(0))]
    if warnings:
        pytest.fail("mkdocs build printed warnings:\n" + "\n".join(warnings), pytrace=False)
    return BuiltSite(out)


def _engine_modules() -> dict:
    return {name: mod for name, mod in sys.modules.items() if name == "president" or name.startswith("president.")}


@pytest.fixture(autouse=True)
def engine_modules_stay_imported():
    """No site test may replace the imported engine modules: the engine's tests run in the same
    process, and an old module importing a new one lazily mixes two engines (the hook of the
    worked examples once did it, and tests/engine/test_api_doc.py failed with IllegalMove
    not_higher when it ran after tests/site/test_build_hooks.py)."""
    before = _engine_modules()
    yield
    after = _engine_modules()
    replaced = sorted(name for name, mod in before.items() if after.get(name) is not mod)
    assert not replaced, f"this test replaced or removed the imported engine modules {replaced[:5]}"
