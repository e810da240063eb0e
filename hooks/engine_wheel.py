"""Build the pure-Python wheel of the engine (distribution ``president-engine``) without
network, build isolation or setuptools: a wheel of a pure package is a zip with three
metadata files, so we write it directly. The result is byte-for-byte reproducible for the
same sources (fixed timestamps, sorted entries), which keeps the site build deterministic.

Used by the MkDocs hook (``hooks/engine_assets.py``), by ``scripts/pyodide-run.mjs`` callers
(tests/pyodide) and by the benchmarks. Run directly: ``python hooks/engine_wheel.py OUTDIR``.
"""

from __future__ import annotations

import base64
import hashlib
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "engine"
_EPOCH = (1980, 1, 1, 0, 0, 0)


def _project() -> dict:
    with open(ENGINE / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]


def _sources(package_dir: Path) -> list[Path]:
    files = []
    for path in sorted(package_dir.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if path.suffix in (".pyc", ".pyo") or path.name.startswith("."):
            continue
        files.append(path)
    return files


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def wheel_name() -> str:
    project = _project()
    dist = project["name"].replace("-", "_")
    return f"{dist}-{project['version']}-py3-none-any.whl"


def build_wheel(out_dir: str | Path, engine_dir: Path = ENGINE) -> Path:
    """Write the engine wheel into ``out_dir`` and return its path."""
    project = _project()
    dist = project["name"].replace("-", "_")
    version = project["version"]
    info = f"{dist}-{version}.dist-info"
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / wheel_name()

    entries: list[tuple[str, bytes]] = []
    package_dir = engine_dir / "president"
    if not (package_dir / "__init__.py").is_file():
        raise FileNotFoundError(f"engine package not found: {package_dir}/__init__.py")
    for path in _sources(package_dir):
        entries.append((path.relative_to(engine_dir).as_posix(), path.read_bytes()))

    metadata = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {version}",
        f"Summary: {project.get('description', '')}",
        f"Requires-Python: {project.get('requires-python', '>=3.11')}",
    ]
    entries.append((f"{info}/METADATA", ("\n".join(metadata) + "\n").encode()))
    wheel = "Wheel-Version: 1.0\nGenerator: president-site-hook\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries.append((f"{info}/WHEEL", wheel.encode()))
    entries.append((f"{info}/top_level.txt", b"president\n"))
    record = [_record_line(name, data) for name, data in entries]
    record.append(f"{info}/RECORD,,")
    entries.append((f"{info}/RECORD", ("\n".join(record) + "\n").encode()))

    tmp = target.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in entries:
            zi = zipfile.ZipInfo(name, date_time=_EPOCH)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            zf.writestr(zi, data)
    tmp.replace(target)
    return target


if __name__ == "__main__":
    print(build_wheel(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist"))
