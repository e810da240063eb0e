"""MkDocs hook: publishes the engine's runtime into the built site.

After the build it copies the Pyodide runtime files of the pinned npm package
(node_modules/pyodide) to ``assets/pyodide/<version>/``, builds the engine wheel
(hooks/engine_wheel.py: ``python -m build``, offline, no build isolation) to
``assets/engine/<sha12>/<wheel>``, and writes ``assets/engine/manifest.json`` (paths, sha256,
versions, download sizes), which the worker (docs/assets/javascripts/president-worker.js) reads.
The standard library and the wheel it publishes are compiled (and the standard library trimmed,
the snapshot made when asked) by hooks/runtime_cache.py, cached by the hash of their inputs.

Every published path holds a version or a content hash, so hosts may cache them for good
(``Cache-Control: public, max-age=31536000, immutable``); only ``manifest.json`` changes in place
(site_hooks/cache_headers.py says which header each path gets and sends it under ./dev serve).
"""

from __future__ import annotations

import gzip
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
# The runtime files Pyodide needs to start (nothing else is copied: no .map files, no consoles,
# no pyodide-lock.json: the worker passes the lock file's `info` from the manifest, and the site
# loads no Pyodide package). The standard library is published apart (see stdlib_file()).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import engine_wheel  # noqa: E402  (sibling modules)
from runtime_cache import (  # noqa: E402
    PYODIDE_NPM, SNAPSHOT, STDLIB, _sha256, memory_snapshot, precompile_enabled, precompiled, prune_cache, pyodide_version,
    snapshot_enabled,
)


class _State:
    """Per-process cache: the wheel is built in one temporary folder per process, again only
    when the engine's sources change (the i18n plugin runs the post-build step per language)."""

    tmp: tempfile.TemporaryDirectory | None = None
    wheel: tuple[Path, str] | None = None
    wheel_key: str | None = None


S = _State()


def build_wheel() -> tuple[Path, str]:
    """Build the engine wheel into this process's temporary folder; return (path, sha256 hex)."""
    key = hashlib.sha256()
    for path in sorted((ENGINE / "president").rglob("*.py")) + [ENGINE / "pyproject.toml"]:
        key.update(str(path.relative_to(ENGINE)).encode() + b"\0" + path.read_bytes() + b"\0")
    if S.wheel is not None and S.wheel_key == key.hexdigest() and S.wheel[0].is_file():
        return S.wheel
    if S.tmp is None:
        S.tmp = tempfile.TemporaryDirectory(prefix="president-wheel-")
    wheel = engine_wheel.build_wheel(S.tmp.name)
    S.wheel, S.wheel_key = (wheel, _sha256(wheel.read_bytes())), key.hexdigest()
    return S.wheel


def _copy_if_changed(src: Path, dst: Path) -> None:
    if dst.is_file() and dst.stat().st_size == src.stat().st_size and dst.stat().st_mtime >= src.stat().st_mtime:
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


def write_engine_assets(site_dir: Path, precompile: bool | None = None, snapshot: bool | None = None) -> dict:
    """Copy the Pyodide runtime and the engine wheel into ``site_dir`` (compiled unless
    ``precompile`` is off, with a memory snapshot unless ``snapshot`` or ``precompile`` is off;
    None: the environment's switches); return the manifest (the dict written to
    ``assets/engine/manifest.json``). PluginError if a runtime file is missing."""
    version = pyodide_version()
    runtime = site_dir / "assets" / "pyodide" / version
    for name in (*PYODIDE_FILES, STDLIB, "pyodide-lock.json"):
        src = PYODIDE_NPM / name
        if not src.is_file():
            raise PluginError(f"publish_runtime: {src} is missing (npm package pyodide {version})")
    for name in PYODIDE_FILES:
        _copy_if_changed(PYODIDE_NPM / name, runtime / name)
    wheel, sha = build_wheel()
    stdlib = PYODIDE_NPM / STDLIB
    compiled = precompile_enabled() if precompile is None else precompile
    if compiled:
        stdlib, wheel = precompiled(stdlib, wheel)
        sha = _sha256(wheel.read_bytes())
    # The standard library's name carries its hash: the same version may be published compiled or not.
    stdlib_name = f"python_stdlib-{_sha256(stdlib.read_bytes())[:12]}.zip"
    _copy_if_changed(stdlib, runtime / stdlib_name)
    lock_info = json.loads((PYODIDE_NPM / "pyodide-lock.json").read_text())["info"]
    engine_dir = site_dir / "assets" / "engine"
    snapshot_rel = None
    if compiled and (snapshot_enabled() if snapshot is None else snapshot):
        snap = memory_snapshot(stdlib, wheel)
        snapshot_rel = f"{_sha256(snap.read_bytes())[:12]}/{SNAPSHOT}"
        _copy_if_changed(snap, engine_dir / snapshot_rel)
        prune_cache([stdlib, wheel, snap])
    elif compiled:
        prune_cache([stdlib, wheel])
    rel = f"{sha[:12]}/{wheel.name}"
    (engine_dir / sha[:12]).mkdir(parents=True, exist_ok=True)
    shutil.copyfile(wheel, engine_dir / rel)
    manifest = {
        "engine_version": _engine_version(),
        # What the worker downloads, relative to the manifest: {path: {bytes, gzip}} (gzip: the
        # size gzip -6 makes of it, as a compressing host sends it; null for the zips, which
        # hosts send as they are), for the table's progress bar in megabytes.
        "download": download_sizes(site_dir, engine_dir, [
            f"../pyodide/{version}/{name}" for name in PYODIDE_FILES] + [
            f"../pyodide/{version}/{stdlib_name}", rel] + ([snapshot_rel] if snapshot_rel else [])),
        "pyodide_version": version,
        # Both paths are relative to the manifest itself.
        "pyodide": f"../pyodide/{version}/",
        "stdlib": f"../pyodide/{version}/{stdlib_name}",
        "wheel": rel,
        "wheel_name": wheel.name,
        "sha256": sha,
        "precompiled": compiled,
        # Relative to the manifest; null when the build made none (the worker boots normally).
        "snapshot": snapshot_rel,
        # Pyodide checks the lock file's ABI; the site installs no Pyodide package.
        "lock_info": lock_info,
    }
    (engine_dir / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


# The types a compressing host (GitHub Pages, Netlify, Cloudflare...) sends gzipped.
COMPRESSED = (".wasm", ".mjs", ".js", ".json")


def download_sizes(site_dir: Path, engine_dir: Path, rels: list[str]) -> dict:
    """{path relative to ``engine_dir``: {"bytes": size, "gzip": gzip -6 size or None}}."""
    out = {}
    for rel in rels:
        path = (engine_dir / rel).resolve()
        st = path.stat()
        key = (str(path), st.st_size, st.st_mtime_ns)
        if key not in _GZIP_SIZES:  # once per file and process (the post-build step runs per language)
            data = path.read_bytes()
            _GZIP_SIZES[key] = len(gzip.compress(data, 6)) if rel.endswith(COMPRESSED) else None
        out[rel] = {"bytes": st.st_size, "gzip": _GZIP_SIZES[key]}
    return out


_GZIP_SIZES: dict[tuple, int | None] = {}


def _engine_version() -> str:
    text = (ENGINE / "president" / "__init__.py").read_text()
    m = re.search(r"__version__\s*=\s*[\"']([^\"']+)", text)
    return m.group(1) if m else "unknown"


def on_post_build(config, **kwargs) -> None:
    write_engine_assets(Path(config.site_dir))
