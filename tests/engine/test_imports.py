"""No import circle in the engine: the modules of ``president`` import each other in one
direction only, counting the imports inside functions too (a circle there only waits for the
first call to fail). Read from the sources, nothing is imported."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "engine" / "president"


def modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def imports(name: str, path: Path, known) -> set[str]:
    """The engine modules ``name`` imports, anywhere in its source."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = (package[:len(package) - node.level + 1] if node.level else [])
            base = ".".join(base + (node.module.split(".") if node.module else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        for t in targets:
            while t not in known and "." in t:
                t = t.rsplit(".", 1)[0]
            if t in known and t != name:
                found.add(t)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_the_import_graph_is_read():
    known = modules()
    graph = {m: imports(m, p, known) for m, p in known.items()}
    assert {"president.effects", "president.vocabulary"} <= graph["president.round"]
    assert "president.ai" in graph["president.playout"]  # an import inside a function counts
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_circle_in_the_engine():
    known = modules()
    graph = {m: imports(m, p, known) for m, p in known.items()}
    assert circles(graph) == []
