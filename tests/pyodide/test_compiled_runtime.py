"""The runtime the site publishes is complete and compiled: every module the engine (and so the
page's widgets, which call ``president.web`` through the worker) imports is found in the
precompiled standard library inside Pyodide, and loads from bytecode, as do the engine's own
modules. Optional imports (inside ``try: ... except ImportError``) are left out."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "engine" / "president"
sys.path.insert(0, str(ROOT / "hooks"))
from engine_wheel import NOT_SHIPPED  # noqa: E402  (modules left out of the browser's wheel)

pytestmark = pytest.mark.pyodide

PROBE = r"""
import importlib, json, pkgutil, sys
import president
names = json.loads(sys.argv[1])
found = {}
for name in names:
    try:
        module = importlib.import_module(name)
    except Exception as e:  # a missing module is what this test looks for
        found[name] = {"error": f"{type(e).__name__}: {e}"}
    else:
        spec = module.__spec__
        # Frozen modules (os, ...) are in the interpreter itself; their __file__ names a source.
        found[name] = {"file": None if spec.origin in ("frozen", "built-in") else getattr(module, "__file__", None),
                       "doc": module.__doc__ is not None}
engine = {}
engine_docs = {}
for info in pkgutil.walk_packages(president.__path__, "president."):
    if info.name.endswith(".__main__"):  # runs the command line
        continue
    module = importlib.import_module(info.name)
    engine[info.name] = module.__file__
    engine_docs[info.name] = module.__doc__ is not None
print(json.dumps({"stdlib": found, "engine": engine, "engine_docs": engine_docs}))
"""


def _optional(node: ast.AST, parents: dict) -> bool:
    """True if ``node`` sits in a ``try`` whose handlers catch ImportError."""
    while node in parents:
        node = parents[node]
        if isinstance(node, ast.Try):
            for h in node.handlers:
                names = [h.type] if not isinstance(h.type, ast.Tuple) else list(h.type.elts)
                if any(isinstance(n, ast.Name) and n.id in ("ImportError", "ModuleNotFoundError") for n in names):
                    return True
    return False


def engine_imports() -> set[str]:
    """Top-level names of the modules outside the engine that the engine imports (not optionally)."""
    names = set()
    for path in PACKAGE.rglob("*.py"):
        if path.name in NOT_SHIPPED:
            continue  # not in the wheel the browser gets (hooks/engine_wheel.py)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                mods = [node.module]
            else:
                continue
            if not _optional(node, parents):
                names.update(m for m in mods if m.split(".")[0] not in ("president", "__future__"))
    return names


@pytest.fixture(scope="module")
def probe(compiled_runtime):
    stdlib, wheel = compiled_runtime
    names = sorted(engine_imports())
    proc = subprocess.run(["node", str(ROOT / "scripts" / "pyodide-run.mjs"), str(wheel), "-c", PROBE,
                           "--stdlib", str(stdlib), "--", json.dumps(names)],
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return names, json.loads(proc.stdout.strip().splitlines()[-1])


def test_the_engine_imports_the_standard_library():
    # The scan itself works: these are imported by the engine today.
    assert {"json", "random", "dataclasses"} <= engine_imports()
    assert "yaml" not in engine_imports() and "tqdm" not in engine_imports()  # optional


def test_every_module_the_engine_imports_is_in_the_compiled_runtime(probe):
    names, result = probe
    missing = {n: r["error"] for n, r in result["stdlib"].items() if "error" in r}
    assert not missing, f"missing from the published runtime: {missing}"
    assert set(result["stdlib"]) == set(names)


def test_the_runtime_and_the_engine_load_from_bytecode(probe):
    _, result = probe
    from_zip = {n: r["file"] for n, r in result["stdlib"].items() if r.get("file")}
    assert from_zip, "no pure-Python standard library module among the engine's imports"
    not_compiled = {n: f for n, f in from_zip.items() if not f.endswith(".pyc")}
    assert not not_compiled, f"loaded from source: {not_compiled}"
    assert "president.web" in result["engine"]
    not_compiled = {n: f for n, f in result["engine"].items() if not f.endswith(".pyc")}
    assert not not_compiled, f"engine modules loaded from source: {not_compiled}"


def test_the_standard_library_comes_without_docstrings_and_the_engine_with(probe):
    # scripts/precompile.py compiles the standard library at optimize level 2 (no docstrings,
    # no asserts: 0.6 MB less to download, and a smaller snapshot) and the engine at level 0.
    _, result = probe
    from_zip = {n for n, r in result["stdlib"].items() if (r.get("file") or "").startswith("/lib/python314.zip")}
    assert from_zip, "no standard library module from the zip among the engine's imports"
    # (hashlib assigns its __doc__ in code: not a docstring.)
    documented = sorted(n for n in from_zip if result["stdlib"][n]["doc"])
    assert {"json", "random", "dataclasses"} <= from_zip and len(documented) <= 1, \
        f"standard library modules with docstrings: {documented}"
    assert result["engine_docs"]["president.web"] and all(result["engine_docs"].values()), result["engine_docs"]
