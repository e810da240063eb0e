"""Issue 7: every example and 200 seeded full games give identical digests of every state and
event in CPython and inside Pyodide (the npm ``pyodide`` package under Node, with the standard
library and the engine wheel compiled to .pyc as the site publishes them)."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "hooks"))

pytestmark = pytest.mark.pyodide

PRESET_OPTIONS = {
    "classic": [{}, {"revolution": True, "sequences": True, "jokers": 2}],
    "cardverse": [{}, {"revolution": False}],
    "daifugo": [{}, {"equal_plays": True, "revolution_timing": "immediate"}],
    "hebrew": [{}, {"descents": True, "inheritance": True, "western_revolution": True, "revolution": True}],
    # Dai Fugo local rules (brief 12), also the three that japanese leaves off.
    "japanese": [{}, {"five_skip": True, "seven_pass": True, "ten_discard": True},
                 {"lock": False, "jack_back": False, "descents": True, "inheritance": True}],
}


def game_specs():
    specs = []
    for preset, variants in PRESET_OPTIONS.items():
        for i in range(200 // len(PRESET_OPTIONS)):
            players = 3 + i % (4 if preset == "cardverse" else 6)
            specs.append({"preset": preset, "seed": 1000 + i, "players": players, "rounds": 1 + i % 3,
                          "options": variants[i % len(variants)]})
    return specs


@pytest.fixture(scope="module")
def digests(tmp_path_factory, compiled_runtime):
    stdlib, wheel = compiled_runtime
    tmp = tmp_path_factory.mktemp("cross")
    examples = [yaml.safe_load(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "examples").glob("*.yml"))]
    spec = {"examples": examples, "games": game_specs()}
    (tmp / "input.json").write_text(json.dumps(spec), encoding="utf-8")
    runner = HERE / "crossrun.py"
    subprocess.run([sys.executable, str(runner), str(tmp / "input.json"), str(tmp / "cpython.json")],
                   check=True, env={"PYTHONPATH": str(ROOT / "engine"), "PATH": "/usr/bin:/bin"})
    proc = subprocess.run(["node", str(ROOT / "scripts" / "pyodide-run.mjs"), str(wheel), str(runner),
                           "--stdlib", str(stdlib), "--mount", f"{tmp}:/cross", "--", "/cross/input.json", "/cross/pyodide.json"],
                          capture_output=True, text=True, timeout=1500)
    assert proc.returncode == 0, proc.stderr[-3000:]
    cp = json.loads((tmp / "cpython.json").read_text())
    pyo = json.loads((tmp / "pyodide.json").read_text())
    return cp, pyo, len(examples)


def test_pyodide_runs_python_3_14(digests):
    cp, pyo, _ = digests
    assert pyo["python"].startswith("3.14"), pyo["python"]


def test_every_example_and_game_is_identical(digests):
    cp, pyo, n_examples = digests
    names = [k for k in cp if k != "python"]
    assert sum(k.startswith("example:") for k in names) == n_examples >= 30
    assert sum(k.startswith("game:") for k in names) == 200
    # Digests are of real, different games: no two games hash alike.
    games = [cp[k] for k in names if k.startswith("game:")]
    assert len(set(games)) == len(games)
    differ = [k for k in names if cp[k] != pyo.get(k)]
    assert not differ, f"{len(differ)} digests differ between CPython and Pyodide, e.g. {differ[:5]}"
