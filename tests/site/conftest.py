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
