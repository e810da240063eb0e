"""The AI reads as a design (issue 30 item 4): each level is one frozen configuration of
``president.ai.levels``, passed down to the parts that decide, and no module of
``engine/president/ai/`` keeps a development switch or a tuning constant of its own."""

import ast
import dataclasses
import pathlib

import pytest

from president import ai
from president.ai import levels

AI_DIR = pathlib.Path(ai.__file__).parent
ENGINE = AI_DIR.parents[1]

# The only module-level constants the AI package may keep: names of levels, the level
# configurations, and facts of the rules or of the representation (each documented where it is
# defined). Anything else that tunes or switches a part belongs in a configuration of levels.py.
ALLOWED = {
    "__init__": {"LEVELS", "POOL", "NAMES"},                     # the names of the levels
    "levels": {"HEURISTIC", "HARD", "CONFIGS"},                  # the configurations
    "countplay": {"PASS", "KNOWN_OPTIONS", "GIVES", "SUITED",    # the options it plays, and how
                  "SPADE3", "LONE_JOKER"},                       # shapes of the pass and cards
    "countplan": {"PASS"},                                       # countplay's pass
    "exact_deals": {"MAX_SEATS"},                                # what the exact programme handles
    # command-line benchmarks (figures, not decisions): their defaults and table headers
    "strength": {"MATCHES", "PRESETS", "HEADER", "POOL", "POOL_HEADER"},
    "timing": {"ROLLOUT_PRESETS"},
}


def module_names():
    """``{(module, name): value node}`` of every module-level assignment in the package."""
    out = {}
    for path in sorted(AI_DIR.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign):
                targets = [n for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                targets = [node.target]
            else:
                continue
            for t in targets:
                out[(path.stem, t.id)] = node.value
    return out


def is_literal(node) -> bool:
    try:
        ast.literal_eval(node)
    except ValueError:
        return False
    return True


def test_no_module_level_switch_or_tuning_constant_in_the_ai_package():
    """Every UPPER_CASE module-level name, and every name of any case bound to a literal (a
    flag, a number, a tuple of them: how a switch looks), is one of the short ALLOWED list."""
    names = module_names()
    assert len(names) > 20                     # (the scan reads the package)
    stray = sorted(f"{m}.{n}" for (m, n), value in names.items()
                   if (n.lstrip("_").isupper() and not n.startswith("_") or is_literal(value))
                   and n not in ALLOWED.get(m, ()))
    assert not stray, f"development switch or tuning constant outside ai/levels.py configurations: {stray}"
    # the list names only what exists
    missing = sorted(f"{m}.{n}" for m, ns in ALLOWED.items() for n in ns if (m, n) not in names)
    assert not missing, missing


def test_each_level_is_one_frozen_configuration():
    """Every level and pool design has a configuration; each is frozen, made of frozen parts
    (a variant is made with dataclasses.replace, never by changing one); Expert is Hard with
    four times the budget and nothing else."""
    assert set(levels.CONFIGS) == set(ai.NAMES)
    for name, config in levels.CONFIGS.items():
        assert dataclasses.is_dataclass(config) and config.__dataclass_params__.frozen, name
        for f in dataclasses.fields(config):
            part = getattr(config, f.name)
            if dataclasses.is_dataclass(part):
                assert part.__dataclass_params__.frozen, (name, f.name)
                with pytest.raises(dataclasses.FrozenInstanceError):
                    setattr(part, dataclasses.fields(part)[0].name, None)
    hard, expert = levels.CONFIGS["hard"], levels.CONFIGS["expert"]
    assert expert == dataclasses.replace(hard, budget=dataclasses.replace(hard.budget, scale=4))
    assert hard is levels.HARD


def test_the_ai_page_describes_every_level():
    """engine/AI.md names every level and pool design, and the parts of the searching ones."""
    page = (ENGINE / "AI.md").read_text(encoding="utf-8")
    for name in ai.NAMES:
        assert f"`{name}`" in page, name
    for part in ("Sampling", "Opponents", "Search", "Endgame", "Budget", "Heuristic"):
        assert part in page, part
