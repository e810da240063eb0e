"""MkDocs hook: publishes the engine's runtime into the built site.

After the build it copies the Pyodide runtime files of the pinned npm package
(node_modules/pyodide) to ``assets/pyodide/<version>/``, builds the engine wheel
(hooks/engine_wheel.py: ``python -m build``, offline, no build isolation) to
``assets/engine/<sha12>/<wheel>``, and writes ``assets/engine/manifest.json`` (paths, sha256,
versions), which the worker (docs/assets/javascripts/president-worker.js) reads.

Precompiled Python: Pyodide's ``python_stdlib.zip`` holds only sources, which the browser would
compile at every start (about 3 s). So the standard library and the wheel are published compiled
to ``.pyc`` by the pinned Pyodide's own Python (scripts/precompile.mjs under Node), as
``assets/pyodide/<version>/python_stdlib-<sha12>.zip`` and a compiled wheel. The results are
cached in ``.cache/precompiled/`` by the hash of their inputs and of the compiler, so a second
build costs nothing; each build removes the entries beyond its own and the ones used before them
(prune_cache(), KEEP_CACHED). ``PRESIDENT_PRECOMPILE=0`` turns it off (sources are published as they are).

Standard library trimmed: of the compiled standard library only the files that Pyodide's start,
the worker's steps, the engine and a game load are published (trimmed_stdlib(),
scripts/stdlib_trace.py run inside Pyodide under Node; 1.3 of 3.9 MB).

Memory snapshot (only with ``PRESIDENT_SNAPSHOT=1``, off by default: see snapshot_enabled()):
with the precompiled runtime, scripts/snapshot.mjs also starts Pyodide under Node, imports the
engine and writes the interpreter's memory (``assets/engine/<sha12>/pyodide-snapshot.bin.gz``,
cached the same way); the worker restores it instead of bootstrapping Python, reseeds the random
state, and falls back to a normal start on any failure.

Every published path holds a version or a content hash, so hosts may cache them for good
(``Cache-Control: public, max-age=31536000, immutable``); only ``manifest.json`` changes in place.
cache_control() says which header each path gets; under ``mkdocs serve`` (./dev serve) this
hook sends it (README.md, "Hosting", lists it for other hosts).
"""

from __future__ import annotations

import ast
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from mkdocs.exceptions import PluginError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENGINE = ROOT / "engine"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
# The runtime files Pyodide needs to start (nothing else is copied: no .map files, no consoles,
# no pyodide-lock.json: the worker passes the lock file's `info` from the manifest, and the site
# loads no Pyodide package). The standard library is published apart (see stdlib_file()).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm")
STDLIB = "python_stdlib.zip"
PRECOMPILE_SCRIPTS = (ROOT / "scripts" / "precompile.mjs", ROOT / "scripts" / "precompile.py")
SNAPSHOT_SCRIPT = ROOT / "scripts" / "snapshot.mjs"
TRACE_SCRIPTS = (ROOT / "scripts" / "pyodide-run.mjs", ROOT / "scripts" / "stdlib_trace.py")
SNAPSHOT = "pyodide-snapshot.bin.gz"
CACHE = ROOT / ".cache" / "precompiled"
# Entries of the cache kept per kind (stdlib, wheel, snapshot): the build's own and the one used
# before it, so going back to the last engine costs nothing; older ones are removed (each engine
# change adds a wheel and a 5 MB snapshot).
KEEP_CACHED = 2
# Where the archives' files are at run time in Pyodide (the names code objects carry).
STDLIB_PREFIX = "/lib/python314.zip"
SITE_PACKAGES = "/lib/python3.14/site-packages"

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import engine_wheel  # noqa: E402  (sibling module)


class _State:
    """Per-process cache: the wheel is built in one temporary folder per process, again only
    when the engine's sources change (the i18n plugin runs the post-build step per language)."""

    tmp: tempfile.TemporaryDirectory | None = None
    wheel: tuple[Path, str] | None = None
    wheel_key: str | None = None


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


def _switch(name: str, default: str = "1") -> bool:
    return os.environ.get(name, default).strip().lower() not in ("0", "no", "off", "false")


def precompile_enabled() -> bool:
    """False when the environment says ``PRESIDENT_PRECOMPILE=0`` (publish the sources)."""
    return _switch("PRESIDENT_PRECOMPILE")


def snapshot_enabled() -> bool:
    """True when the environment says ``PRESIDENT_SNAPSHOT=1``: the memory snapshot is made and
    published. Off by default (issue 29): its 5 MB take a first visit past the 8 MB budget
    (12.7 MB instead of 7.7), and at 10 Mbit/s its download costs more time than it saves
    (scripts/bench_first_visit.py; README, "Hosting"). A returning reader's device makes its own
    instead (president-worker.js, makeSnapshot)."""
    return _switch("PRESIDENT_SNAPSHOT", "0")


def _run_node(args: list[str], what: str) -> None:
    if shutil.which("node") is None:
        raise PluginError(f"publish_runtime: Node.js is needed to {what} "
                          "(or build with PRESIDENT_PRECOMPILE=0)")
    proc = subprocess.run(["node", *args], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise PluginError(f"publish_runtime: {what} failed:\n" + (proc.stdout + proc.stderr)[-3000:])


def memory_snapshot(stdlib: Path, wheel: Path, cache: Path | None = None) -> Path:
    """A gzipped Pyodide memory snapshot with the engine imported (scripts/snapshot.mjs), made
    from the compiled ``stdlib`` and ``wheel``; cached by the hash of both, of the script and of
    the Pyodide version. Raises PluginError when Node fails."""
    cache = cache or CACHE
    key = hashlib.sha256(pyodide_version().encode() + SNAPSHOT_SCRIPT.read_bytes())
    key.update(hashlib.sha256(stdlib.read_bytes()).digest() + hashlib.sha256(wheel.read_bytes()).digest())
    out = cache / f"snapshot-{key.hexdigest()[:16]}" / SNAPSHOT
    if not out.is_file():
        out.parent.mkdir(parents=True, exist_ok=True)
        part = out.with_name(out.name + ".part")
        _run_node([str(SNAPSHOT_SCRIPT), str(stdlib), str(wheel), str(part)], "making the memory snapshot")
        part.replace(out)
    return out


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def precompiled(stdlib: Path, wheel: Path, cache: Path | None = None, trim: bool = True) -> tuple[Path, Path]:
    """The standard library zip and the wheel compiled to ``.pyc`` by the pinned Pyodide:
    ``(stdlib_zip, wheel)`` paths in the cache; the standard library trimmed to what the runtime
    uses (trimmed_stdlib()) unless ``trim`` is False. Each is keyed by the sha256 of its input, of the
    compiler scripts and of the Pyodide version, so unchanged inputs are not compiled again.
    Raises PluginError (with Node's output) when Node or the compilation fails."""
    cache = cache or CACHE
    tool = hashlib.sha256(pyodide_version().encode())
    for script in PRECOMPILE_SCRIPTS:
        tool.update(script.read_bytes())
    tool_key = tool.hexdigest()
    std_out = cache / f"stdlib-{_sha256(stdlib.read_bytes() + tool_key.encode())[:16]}" / STDLIB
    whl_out = cache / f"wheel-{_sha256(wheel.read_bytes() + tool_key.encode())[:16]}" / wheel.name
    jobs: list[tuple[str, Path, Path, str]] = []
    for mode, src, dst, prefix in (("stdlib", stdlib, std_out, STDLIB_PREFIX), ("wheel", wheel, whl_out, SITE_PACKAGES)):
        if not dst.is_file():
            jobs.append((mode, src, dst, prefix))
    if jobs:
        args = []
        for mode, src, dst, prefix in jobs:
            dst.parent.mkdir(parents=True, exist_ok=True)
            args += [mode, str(src), str(dst.with_name(dst.name + ".part")), prefix]
        _run_node([str(PRECOMPILE_SCRIPTS[0]), *args], "precompiling Python")
        for _, _, dst, _ in jobs:
            part = dst.with_name(dst.name + ".part")
            part.chmod(0o644)  # written through Pyodide's NODEFS as 0666
            part.replace(dst)
    return (trimmed_stdlib(std_out, whl_out, cache) if trim else std_out), whl_out


def engine_stdlib_imports() -> list[str]:
    """Every module the engine's shipped sources name in an import statement (function-level
    imports included), but the engine's own: the roots of scripts/stdlib_trace.py."""
    names = set()
    for path in sorted((ENGINE / "president").rglob("*.py")):
        if path.name in engine_wheel.NOT_SHIPPED:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names.add(node.module)
    return sorted(n for n in names if n.split(".")[0] not in ("president", "__future__"))


def trimmed_stdlib(stdlib: Path, wheel: Path, cache: Path | None = None) -> Path:
    """The compiled standard library cut down to the files the runtime loads (issue 29: 3.9 MB
    of 567 modules, most of which the engine never imports): scripts/stdlib_trace.py runs
    Pyodide's start, the worker's steps, the engine and a game inside Pyodide under Node and
    lists them; every other file is left out. Cached by the hash of both inputs and of the
    scripts. A missing module is caught by tests/pyodide (the engine's scenarios and games run
    in the trimmed runtime)."""
    cache = cache or CACHE
    key = hashlib.sha256(pyodide_version().encode())
    for script in TRACE_SCRIPTS:
        key.update(script.read_bytes())
    key.update(hashlib.sha256(stdlib.read_bytes()).digest() + hashlib.sha256(wheel.read_bytes()).digest())
    out = cache / f"trimmed-{key.hexdigest()[:16]}" / STDLIB
    if out.is_file():
        return out
    if shutil.which("node") is None:
        raise PluginError("publish_runtime: Node.js is needed to trim the standard library")
    proc = subprocess.run(["node", str(TRACE_SCRIPTS[0]), str(wheel), str(TRACE_SCRIPTS[1]), "--stdlib", str(stdlib),
                           "--", json.dumps(engine_stdlib_imports())], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise PluginError("publish_runtime: tracing the standard library failed:\n" + (proc.stdout + proc.stderr)[-3000:])
    used = set(json.loads(proc.stdout.strip().splitlines()[-1]))
    out.parent.mkdir(parents=True, exist_ok=True)
    part = out.with_name(out.name + ".part")
    with zipfile.ZipFile(stdlib) as zin, zipfile.ZipFile(part, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in zin.infolist():
            if info.filename in used:
                zout.writestr(info, zin.read(info))
    part.replace(out)
    return out


def prune_cache(used: list[Path], cache: Path | None = None, keep: int = KEEP_CACHED) -> list[Path]:
    """Mark the cache entries ``used`` (folders ``<kind>-<hash>`` of ``cache``, or files in
    them) as used now and remove, per kind, all but the ``keep`` most recently used entries;
    a used entry is never removed. Returns the removed folders."""
    cache = cache or CACHE
    used_dirs = {(p if p.is_dir() else p.parent).resolve() for p in used}
    for d in used_dirs:
        os.utime(d)
    kinds: dict[str, list[Path]] = {}
    for d in cache.iterdir() if cache.is_dir() else ():
        if d.is_dir() and re.fullmatch(r"[a-z]+-[0-9a-f]{16}", d.name):
            kinds.setdefault(d.name.split("-")[0], []).append(d)
    removed = []
    for entries in kinds.values():
        entries.sort(key=lambda d: (d.resolve() in used_dirs, d.stat().st_mtime_ns), reverse=True)
        for d in entries[keep:]:
            if d.resolve() not in used_dirs:
                shutil.rmtree(d, ignore_errors=True)
                removed.append(d)
    return removed


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


IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# assets/pyodide/<version>/<file> and assets/engine/<sha12>/<file>, under any sub-path.
_VERSIONED = re.compile(r"/assets/(?:pyodide/[0-9][^/]*|engine/[0-9a-f]{12})/[^/]+$")


def cache_control(url_path: str) -> str:
    """The ``Cache-Control`` value for a path of the built site (``/assets/engine/...``):
    immutable for the versioned runtime and the hashed engine (never downloaded twice),
    ``no-cache`` (revalidate) for everything else, the manifest and the pages included."""
    return IMMUTABLE if _VERSIONED.search(url_path) else REVALIDATE


def on_serve(server, config, builder, **kwargs):
    """`mkdocs serve`: send cache_control()'s header with every successful response, so that a
    second visit takes the runtime from the browser's cache, as on a well-configured host."""
    app = server.get_app()

    def with_cache_headers(environ, start_response):
        path = environ.get("PATH_INFO", "")

        def start(status, headers, exc_info=None):
            if status.startswith("200") and not any(k.lower() == "cache-control" for k, _ in headers):
                headers = [*headers, ("Cache-Control", cache_control(path))]
            return start_response(status, headers, exc_info)

        return app(environ, start)

    server.set_app(with_cache_headers)
    return server


def on_post_build(config, **kwargs) -> None:
    write_engine_assets(Path(config.site_dir))
