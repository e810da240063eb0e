"""MkDocs hook: publishes the engine's runtime into the built site.

After the build it copies the Pyodide runtime files of the pinned npm package
(node_modules/pyodide) to ``assets/pyodide/<version>/``, builds the engine wheel
(hooks/engine_wheel.py: ``python -m build``, offline, no build isolation) to
``assets/engine/<sha12>/<wheel>``, and writes ``assets/engine/manifest.json`` (wheel path,
sha256, versions), which the worker (docs/assets/javascripts/president-worker.js) reads.
Every published path holds a version or a content hash, so hosts may cache them for good.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import sys
import tempfile
from pathlib import Path

from mkdocs.exceptions import PluginError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENGINE = ROOT / "engine"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
# The runtime files Pyodide needs to start (nothing else is copied: no .map files, no consoles).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import engine_wheel  # noqa: E402  (sibling module)


class _State:
    """Per-process cache: the wheel is built in one temporary folder per process."""

    tmp: tempfile.TemporaryDirectory | None = None


S = _State()


def pyodide_version() -> str:
    """Version of the pinned npm package ``pyodide``, e.g. ``"314.0.7"``; PluginError if missing."""
    meta = PYODIDE_NPM / "package.json"
    if not meta.is_file():
        raise PluginError(
            "publish_runtime: node_modules/pyodide is missing; run `npm ci` (./dev setup does it)"
        )
    return json.loads(meta.read_text())["version"]


def build_wheel() -> tuple[Path, str]:
    """Build the engine wheel into this process's temporary folder; return (path, sha256 hex)."""
    if S.tmp is None:
        S.tmp = tempfile.TemporaryDirectory(prefix="president-wheel-")
    wheel = engine_wheel.build_wheel(S.tmp.name)
    sha = hashlib.sha256(wheel.read_bytes()).hexdigest()
    return wheel, sha


def _copy_if_changed(src: Path, dst: Path) -> None:
    if dst.is_file() and dst.stat().st_size == src.stat().st_size and dst.stat().st_mtime >= src.stat().st_mtime:
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


def write_engine_assets(site_dir: Path) -> dict:
    """Copy the Pyodide runtime and the engine wheel into ``site_dir``; return the manifest
    (the dict written to ``assets/engine/manifest.json``). PluginError if a runtime file is missing."""
    version = pyodide_version()
    runtime = site_dir / "assets" / "pyodide" / version
    for name in PYODIDE_FILES:
        src = PYODIDE_NPM / name
        if not src.is_file():
            raise PluginError(f"publish_runtime: {src} is missing (npm package pyodide {version})")
        _copy_if_changed(src, runtime / name)
    wheel, sha = build_wheel()
    engine_dir = site_dir / "assets" / "engine"
    rel = f"{sha[:12]}/{wheel.name}"
    (engine_dir / sha[:12]).mkdir(parents=True, exist_ok=True)
    shutil.copyfile(wheel, engine_dir / rel)
    manifest = {
        "engine_version": _engine_version(),
        "pyodide_version": version,
        # Both paths are relative to the manifest itself.
        "pyodide": f"../pyodide/{version}/",
        "wheel": rel,
        "wheel_name": wheel.name,
        "sha256": sha,
    }
    (engine_dir / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def _engine_version() -> str:
    text = (ENGINE / "president" / "__init__.py").read_text()
    m = re.search(r"__version__\s*=\s*[\"']([^\"']+)", text)
    return m.group(1) if m else "unknown"


def on_post_build(config, **kwargs) -> None:
    write_engine_assets(Path(config.site_dir))
