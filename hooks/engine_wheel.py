"""Build the engine wheel (distribution ``president-engine``) with the standard PyPA
``python -m build`` front end and setuptools, offline: no build isolation, so the pinned
setuptools of ``requirements-dev.txt`` is used and nothing is downloaded.

The build runs on a copy of ``engine/`` in a temporary folder, so no ``build/`` or
``*.egg-info`` folders are left in the source tree and a stale build can never leak into the
wheel. ``SOURCE_DATE_EPOCH`` fixes the timestamps in the zip, so the same sources give the
same bytes (the site publishes the wheel under its sha256).

Used by the MkDocs hook that publishes the runtime (``hooks/publish_runtime.py``), by tests/pyodide and by the
benchmarks. Run directly: ``python hooks/engine_wheel.py OUTDIR``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
SOURCE_DATE_EPOCH = "315532800"  # 1980-01-01, the earliest date a zip can hold
# Engine modules the browser never uses, left out of the wheel (by file name): the command line
# (cli.py, __main__.py), the tournament and the AI's strength and timing benchmarks, and the
# speed benchmark (it imports a peer engine's code). They run from a checkout or the installed
# package; tests/pyodide/test_compiled_runtime.py checks that the wheel holds everything else and
# that no shipped module imports one of these.
NOT_SHIPPED = ("bench.py", "cli.py", "__main__.py", "tournament.py", "strength.py", "timing.py")


def _project() -> dict:
    with open(ENGINE / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


def wheel_name() -> str:
    """File name of the engine wheel, e.g. ``president_engine-0.1.0-py3-none-any.whl``."""
    project = _project()
    dist = project["name"].replace("-", "_")
    return f"{dist}-{project['version']}-py3-none-any.whl"


class WheelBuildError(RuntimeError):
    """``python -m build`` failed; the message holds the end of its output."""


def build_wheel(out_dir: str | Path, engine_dir: Path = ENGINE) -> Path:
    """Build the engine wheel into ``out_dir`` and return its path.

    Raises :class:`WheelBuildError` with the build's output when it fails.
    """
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    if not (engine_dir / "president" / "__init__.py").is_file():
        raise FileNotFoundError(f"engine package not found: {engine_dir}/president/__init__.py")
    with tempfile.TemporaryDirectory(prefix="engine-build-") as tmp:
        src = Path(tmp) / "engine"
        shutil.copytree(engine_dir, src, ignore=shutil.ignore_patterns(
            "__pycache__", "*.pyc", "build", "dist", "*.egg-info", ".*", *NOT_SHIPPED))
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "PYTHONDONTWRITEBYTECODE": "1"}
        proc = subprocess.run(
            [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(src / "dist"), str(src)],
            capture_output=True, text=True, env=env)
        if proc.returncode != 0:
            raise WheelBuildError("python -m build failed:\n" + (proc.stdout + proc.stderr)[-3000:])
        built = src / "dist" / wheel_name()
        if not built.is_file():
            raise WheelBuildError(f"python -m build did not produce {wheel_name()}")
        target = out_dir / wheel_name()
        shutil.copyfile(built, target)
    return target


if __name__ == "__main__":
    print(build_wheel(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist"))
