"""engine/API.md stays true: the names it gives exist, and every field the engine hands out
(an observation, the face-up view, the web facade's play and example states, the web
functions, the effects) is named there. It once drifted (``card.joker_id``, new fields of the
Dai Fugo rules missing)."""

import dataclasses
import inspect
import json
import re
from pathlib import Path

import yaml

from president import Round, Rules, effects, web
from president.observation import Observation, face_up

ROOT = Path(__file__).resolve().parents[2]
API = (ROOT / "engine" / "API.md").read_text(encoding="utf-8")


def bullet(start: str) -> str:
    """The text of the list item of API.md that begins with ``start`` (up to the next item,
    heading or blank line)."""
    i = API.index(start)
    m = re.search(r"\n(?:- |#|\n)", API[i + len(start):])
    return API[i:i + len(start) + (m.start() if m else len(API))]


def named(text: str) -> set[str]:
    """Every name in back quotes in ``text``, also inside JSON-like shapes and calls."""
    return {w for span in re.findall(r"`([^`]+)`", text) for w in re.findall(r"[A-Za-z_]\w*", span)}


def example_round():
    rnd, _ = Round.start(Rules.preset("daifugo", players=4), [
        "3C 4C 5C", "3D 4D 5D", "3H 4H 5H", "3S 4S 5S"], leader=0)
    return rnd


def test_observation_fields_are_all_named():
    fields = {f.name for f in dataclasses.fields(Observation)} | {"players", "give_targets"}
    missing = fields - named(bullet("- `Observation.of_round("))
    assert not missing, f"API.md does not name Observation fields {sorted(missing)}"


def test_face_up_keys_are_all_named():
    missing = set(face_up(example_round())) - named(bullet("- `face_up(round)`"))
    assert not missing, f"API.md does not name face_up keys {sorted(missing)}"


def test_play_and_example_states_are_all_named():
    out = json.loads(web.new_game(json.dumps({"rules": {"preset": "daifugo", "players": 4}, "seed": 1})))
    try:
        missing = set(out["state"]) - named(bullet("- A play `state`:"))
        assert not missing, f"API.md does not name play state keys {sorted(missing)}"
    finally:
        web.drop(json.dumps(out["game"]))
    data = yaml.safe_load((ROOT / "examples" / "revolution-four-nines.yml").read_text(encoding="utf-8"))
    states = [step["state"] for step in web.replay_example(data)["steps"]]
    keys = set().union(*states)
    missing = keys - named(bullet("- An example `state`"))
    assert not missing, f"API.md does not name example state keys {sorted(missing)}"


def test_the_web_table_lists_exactly_the_public_functions():
    public = {name for name, fn in inspect.getmembers(web, inspect.isfunction)
              if not name.startswith("_") and fn.__module__ == web.__name__}
    table = set(re.findall(r"^\| `(\w+)\(", API, re.M))
    assert table == public


def test_the_effects_named_exist_and_every_rule_function_is_named():
    section = API[API.index("## What a play does"):API.index("## Combinations")]
    calls = set(re.findall(r"`(\w+)\(", section))
    assert calls, "no function named in the effects section"
    assert not {c for c in calls if not callable(getattr(effects, c, None))}
    public = {name for name, fn in inspect.getmembers(effects, inspect.isfunction)
              if not name.startswith("_") and fn.__module__ == effects.__name__}
    # Helpers the rules above are made of, not rules of their own.
    assert public - calls <= {"suits", "is_single", "is_match", "only_twos_and_jokers"}



WORKER = (ROOT / "docs" / "assets" / "javascripts" / "president-worker.js").read_text(encoding="utf-8")
CLIENT = (ROOT / "docs" / "assets" / "javascripts" / "president" / "engine-client.js").read_text(encoding="utf-8")


def test_the_worker_ready_message_is_described():
    """Every field of the worker's `ready` detail, every way it starts, every timing mark, and
    what the page's engine client keeps, are named in the worker protocol section; and every
    mark named there is one the worker makes."""
    section = API[API.index("## Worker protocol"):]
    section = section[:section.index("\n## ") if "\n## " in section else len(section)]
    boot = WORKER[WORKER.index("async function boot()"):]
    boot = boot[:boot.index("\n}\n")]
    ready = re.search(r"return \{([^{}]*)\};\s*$", boot)
    assert ready, "boot() of the worker no longer ends by returning the ready detail"
    fields = set(re.findall(r"(?:^|,)\s*(\w+)", ready.group(1)))
    assert len(fields) >= 5, fields
    starts = set(re.findall(r'\bstart = "([^"]+)"', WORKER)) | set(re.findall(r'\bstart = \w+ \? "([^"]+)" : "([^"]+)"', WORKER)[0] if re.search(r'\bstart = \w+ \? "', WORKER) else ())
    marks = set(re.findall(r'\bmark\("(\w+)"\)', WORKER))
    kept = {"status", "detail"} | set(re.findall(r"this\.(\w+At) = ", CLIENT))
    assert {"snapshot", "normal"} <= starts and len(marks) >= 8 and kept >= {"startedAt", "readyAt"}
    quoted = set(re.findall(r"`([^`]+)`", section))
    assert not fields - named(section), f"API.md does not name the ready fields {sorted(fields - named(section))}"
    assert not starts - quoted, f"API.md does not name the starts {sorted(starts - quoted)}"
    assert not kept - named(section), f"API.md does not name {sorted(kept - named(section))} of the engine client"
    listed = bullet("- The `ready` detail's `marks`:")
    listed = listed[listed.index("cumulative"):listed.index("The page's engine client")]
    in_doc = set(re.findall(r"`(\w+)`", listed)) - {"instantiateStreaming"}
    assert in_doc == marks, f"marks the worker makes but API.md does not name: {sorted(marks - in_doc)}; " \
                            f"named but not made: {sorted(in_doc - marks)}"
