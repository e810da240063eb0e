"""Compile Python sources to bytecode INSIDE Pyodide (run by scripts/precompile.mjs).

Pyodide 314 ships ``python_stdlib.zip`` with ``.py`` sources only, so every start in the
browser compiles the standard library it imports. This program, run by the pinned Pyodide's
own Python (the bytecode must be that interpreter's: its magic number), rewrites a zip so that
every ``.py`` becomes a sourceless ``.pyc`` next to where the source was (the layout zipimport
and the file system importer load without a source). The pycs are unchecked-hash pycs (PEP 552):
no timestamps, the same bytes for the same source. The standard library is compiled at optimize
level 2 (no docstrings, no asserts, as ``python -OO``): 0.6 MB less to download and a 0.3 MB
smaller memory snapshot, the same start-up time (bench_browser and restores under Node, within
the noise); the engine at level 0 (its docstrings and asserts stay).

    argv: MODE IN OUT PREFIX
      MODE    ``stdlib`` (a plain zip) or ``wheel`` (a wheel: its RECORD is rewritten)
      PREFIX  the path the archive's files have at run time, for code objects' file names
              (``/lib/python314.zip`` for the standard library, site-packages for a wheel)

Files that do not compile are kept as sources and listed on stderr; exit status 0.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

DATE = (1980, 1, 1, 0, 0, 0)
OPTIMIZE = {"stdlib": 2, "wheel": 0}  # per MODE: compile()'s optimize level


def compile_entry(name: str, source: bytes, prefix: str, optimize: int = 0) -> bytes:
    code = compile(source, f"{prefix}/{name}", "exec", dont_inherit=True, optimize=optimize)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def rewrite(mode: str, src: str, dst: str, prefix: str) -> None:
    kept: list[str] = []
    out_files: list[tuple[str, bytes]] = []
    record_name = None
    with zipfile.ZipFile(src) as zin:
        for info in zin.infolist():
            name = info.filename
            if info.is_dir():
                continue
            data = zin.read(info)
            if mode == "wheel" and name.endswith(".dist-info/RECORD"):
                record_name = name
                continue
            if name.endswith(".py"):
                try:
                    out_files.append((name[:-3] + ".pyc", compile_entry(name, data, prefix, OPTIMIZE[mode])))
                    continue
                except SyntaxError as e:
                    kept.append(f"{name}: {e}")
            out_files.append((name, data))
    if mode == "wheel":
        if record_name is None:
            raise SystemExit(f"{src}: not a wheel (no .dist-info/RECORD)")
        lines = [record_line(n, d) for n, d in out_files] + [f"{record_name},,"]
        out_files.append((record_name, ("\n".join(lines) + "\n").encode()))
    with zipfile.ZipFile(dst, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for name, data in out_files:
            info = zipfile.ZipInfo(name, DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zout.writestr(info, data)
    for line in kept:
        print(f"precompile: kept as source: {line}", file=sys.stderr)
    print(f"precompile: {src} -> {dst}: {sum(n.endswith('.pyc') for n, _ in out_files)} pyc, {len(kept)} kept")


if __name__ == "__main__":
    if len(sys.argv) != 5 or sys.argv[1] not in ("stdlib", "wheel"):
        raise SystemExit("usage: precompile.py (stdlib|wheel) IN OUT PREFIX")
    rewrite(*sys.argv[1:])
