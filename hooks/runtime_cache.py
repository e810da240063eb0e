"""The browser's Python, compiled once and kept: what hooks/publish_runtime.py publishes.

Pyodide's ``python_stdlib.zip`` holds only sources, which the browser would compile at every
start (about 3 s). So the standard library and the engine wheel are compiled to ``.pyc`` by the
pinned Pyodide's own Python (scripts/precompile.mjs under Node). The standard library is then
trimmed to the files that Pyodide's start, the worker's steps, the engine and a game load
(trimmed_stdlib(), scripts/stdlib_trace.py run inside Pyodide under Node; 1.3 of 3.9 MB).

Memory snapshot (only with ``PRESIDENT_SNAPSHOT=1``, off by default: see snapshot_enabled()):
scripts/snapshot.mjs starts Pyodide under Node, imports the engine and writes the interpreter's
memory; the worker restores it instead of bootstrapping Python.

Every result is cached in ``.cache/precompiled/<kind>-<hash>/`` by the hash of its inputs, of
the scripts that make it and of the Pyodide version, so a second build costs nothing; prune_cache()
keeps each kind's last KEEP_CACHED entries. ``PRESIDENT_PRECOMPILE=0`` turns compiling off
(sources are published as they are). Errors are PluginError with Node's output.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from mkdocs.exceptions import PluginError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENGINE = ROOT / "engine"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
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


def pyodide_version() -> str:
    """Version of the pinned npm package ``pyodide``, e.g. ``"314.0.7"``; PluginError if missing."""
    meta = PYODIDE_NPM / "package.json"
    if not meta.is_file():
        raise PluginError(
            "publish_runtime: node_modules/pyodide is missing; run `npm ci` (./dev setup does it)"
        )
    return json.loads(meta.read_text())["version"]


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
        raise PluginError(f"runtime_cache: Node.js is needed to {what} "
                          "(or build with PRESIDENT_PRECOMPILE=0)")
    proc = subprocess.run(["node", *args], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise PluginError(f"runtime_cache: {what} failed:\n" + (proc.stdout + proc.stderr)[-3000:])


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
        raise PluginError("runtime_cache: Node.js is needed to trim the standard library")
    proc = subprocess.run(["node", str(TRACE_SCRIPTS[0]), str(wheel), str(TRACE_SCRIPTS[1]), "--stdlib", str(stdlib),
                           "--", json.dumps(engine_stdlib_imports())], capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise PluginError("runtime_cache: tracing the standard library failed:\n" + (proc.stdout + proc.stderr)[-3000:])
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
