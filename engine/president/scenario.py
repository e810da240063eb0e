"""Scenario files (``shared/scenario-format.md``): load, replay, compare ``expect`` lines.

A scenario is YAML or JSON. JSON needs nothing; YAML needs PyYAML (the optional extra
``president-engine[yaml]``), which the command line and the tests have. In Pyodide, pass an
already-parsed mapping to :func:`from_data`.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field

from .cards import JOKER, NotationError, format_cards, parse_codes
from .moves import Move
from .observation import face_up
from .round import IllegalMove, Round
from .rules import Rules, RulesError

TOP_KEYS = {"id", "rules", "hands", "leader", "order", "ranking_before", "title", "moves",
            # accepted extras: pages and the stepper use them, the engine ignores them
            "page", "anchor", "lead", "description", "tags"}
STEP_KEYS = {"seat", "play", "pass", "give", "to", "caption", "expect", "note"}
EXPECT_KEYS = {"legal", "error", "next", "order", "top", "events", "out", "hand_sizes", "hands",
               "scores", "direction", "phase", "passed"}
ID_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")


class ScenarioError(ValueError):
    """A scenario file that cannot be loaded. ``where`` names the file and the place in it
    (``moves[3].play``); the message says what was wrong and what is allowed."""

    def __init__(self, where: str, message: str):
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


@dataclass
class Step:
    """One step of a scenario: ``seat``, ``move`` (:class:`Move`), ``expect`` (dict),
    ``caption`` (language -> text) and ``index`` (0-based)."""

    index: int
    seat: int
    move: Move
    expect: dict
    caption: dict
    raw: dict


@dataclass
class Scenario:
    """A loaded scenario: ``id``, ``rules``, ``hands`` (codes per seat), ``leader``, ``order``,
    ``ranking_before``, ``steps``, ``source`` (file name or ``<data>``) and ``data`` (the raw
    mapping, with extra keys such as ``title``, ``page``, ``anchor``, ``lead``)."""

    id: str
    rules: Rules
    hands: list
    leader: int | None
    order: str
    ranking_before: list | None
    steps: list
    source: str
    data: dict = field(repr=False, default_factory=dict)

    def start(self):
        """A fresh :class:`Round` at the scenario's start and its automatic events."""
        return Round.start(self.rules, self.hands, self.leader, self.order, self.ranking_before)


def read_file(path: str) -> dict:
    """The mapping in a YAML or JSON file. Raises :class:`ScenarioError`."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise ScenarioError(path, f"cannot read the file ({e.strerror})") from None
    except UnicodeDecodeError as e:
        raise ScenarioError(path, f"not UTF-8 text (byte {e.start})") from None
    if path.endswith(".json"):
        try:
            return json.loads(text)
        except json.JSONDecodeError as e:
            raise ScenarioError(f"{path}:{e.lineno}", f"not valid JSON ({e.msg})") from None
    try:
        import yaml
    except ImportError:
        raise ScenarioError(path, "reading YAML needs PyYAML (pip install 'president-engine[yaml]'); JSON files work without it") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as e:
        mark = getattr(e, "problem_mark", None)
        where = f"{path}:{mark.line + 1}" if mark else path
        raise ScenarioError(where, f"not valid YAML ({getattr(e, 'problem', None) or e})") from None


def load(path: str) -> Scenario:
    """Load and validate one scenario file. Raises :class:`ScenarioError`."""
    return from_data(read_file(path), path)


def _cards(value, where):
    try:
        pairs = parse_codes(value)
    except NotationError as e:
        raise ScenarioError(where, f"{e} (bad token {e.token!r})") from None
    return pairs


def _seat(value, n, where):
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < n:
        raise ScenarioError(where, f"{value!r} is not a seat 0..{n - 1}")
    return value


def from_data(data, source: str = "<data>") -> Scenario:
    """Validate a parsed scenario mapping. Raises :class:`ScenarioError` naming the key."""
    if not isinstance(data, dict):
        raise ScenarioError(source, "a scenario is a mapping with id, rules, hands and moves")
    for key in ("id", "rules", "hands", "moves"):
        if key not in data:
            raise ScenarioError(source, f"missing required key {key!r}")
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise ScenarioError(f"{source}: {unknown[0]}", f"unknown key; allowed: {', '.join(sorted(TOP_KEYS))}")
    sid = data["id"]
    if not isinstance(sid, str) or not ID_RE.match(sid):
        raise ScenarioError(f"{source}: id", f"{sid!r} is not a kebab-case name such as 'revolution-counter'")
    rules_data = data["rules"]
    if not isinstance(rules_data, dict):
        raise ScenarioError(f"{source}: rules", "rules is a mapping such as {preset: classic, revolution: true}")
    hands_data = data["hands"]
    if not isinstance(hands_data, list) or not hands_data:
        raise ScenarioError(f"{source}: hands", "hands is a list of card lists, one per seat")
    rules_data = dict(rules_data)
    rules_data.setdefault("players", len(hands_data))
    try:
        rules = Rules.from_dict(rules_data)
    except RulesError as e:
        raise ScenarioError(f"{source}: rules.{e.option}", str(e)) from None
    if rules.players != len(hands_data):
        raise ScenarioError(f"{source}: hands", f"{len(hands_data)} hands but rules say players={rules.players}")
    hands = []
    for seat, h in enumerate(hands_data):
        pairs = _cards(h, f"{source}: hands[{seat}]")
        if any(s is not None for _, s in pairs):
            raise ScenarioError(f"{source}: hands[{seat}]", "a hand lists cards without @ marks")
        hands.append([c for c, _ in pairs])
    n = rules.players
    leader = data.get("leader")
    if leader is not None:
        _seat(leader, n, f"{source}: leader")
    order = data.get("order", "normal")
    if order not in ("normal", "reversed"):
        raise ScenarioError(f"{source}: order", f"{order!r}: allowed normal, reversed")
    ranking = data.get("ranking_before")
    if ranking is not None and (not isinstance(ranking, list) or sorted(ranking) != list(range(n))):
        raise ScenarioError(f"{source}: ranking_before", f"{ranking!r} is not an order of the seats 0..{n - 1}")
    moves = data["moves"]
    if not isinstance(moves, list):
        raise ScenarioError(f"{source}: moves", "moves is a list of steps")
    steps = []
    for i, raw in enumerate(moves):
        where = f"{source}: moves[{i}]"
        if not isinstance(raw, dict):
            raise ScenarioError(where, "a step is a mapping such as {seat: 0, play: '7C 7D'}")
        unknown = sorted(set(raw) - STEP_KEYS)
        if unknown:
            raise ScenarioError(f"{where}.{unknown[0]}", f"unknown key; allowed: {', '.join(sorted(STEP_KEYS))}")
        if "seat" not in raw:
            raise ScenarioError(where, "missing 'seat'")
        seat = _seat(raw["seat"], n, f"{where}.seat")
        kinds = [k for k in ("play", "pass", "give") if k in raw]
        if len(kinds) != 1:
            raise ScenarioError(where, "a step has exactly one of play, pass, give")
        kind = kinds[0]
        if kind == "pass":
            if raw["pass"] is not True:
                raise ScenarioError(f"{where}.pass", "pass must be true")
            move = Move.pass_()
        else:
            pairs = _cards(raw[kind], f"{where}.{kind}")
            if not pairs:
                raise ScenarioError(f"{where}.{kind}", "no cards")
            to = raw.get("to")
            if to is not None:
                _seat(to, n, f"{where}.to")
            if kind == "give" and any(s is not None for _, s in pairs):
                raise ScenarioError(f"{where}.give", "a give step names cards without @ marks")
            move = Move(kind, tuple(pairs), to if kind == "give" else None)
        expect = raw.get("expect") or {}
        if not isinstance(expect, dict):
            raise ScenarioError(f"{where}.expect", "expect is a mapping")
        unknown = sorted(set(expect) - EXPECT_KEYS)
        if unknown:
            raise ScenarioError(f"{where}.expect.{unknown[0]}", f"unknown key; allowed: {', '.join(sorted(EXPECT_KEYS))}")
        for key in ("top",):
            if expect.get(key) is not None:
                _cards(expect[key], f"{where}.expect.{key}")
        if "hands" in expect:
            if not isinstance(expect["hands"], list) or len(expect["hands"]) != n:
                raise ScenarioError(f"{where}.expect.hands", f"a list of {n} card lists")
            for s, h in enumerate(expect["hands"]):
                _cards(h, f"{where}.expect.hands[{s}]")
        caption = raw.get("caption") or {}
        if not isinstance(caption, dict):
            raise ScenarioError(f"{where}.caption", "caption is a map language -> text")
        steps.append(Step(i, seat, move, expect, caption, raw))
    return Scenario(sid, rules, hands, leader, order, ranking, steps, source, data)


#: The state of a round after each step of a replay: the face-up view.
snapshot = face_up


def _multiset(pairs):
    return sorted(c for c, _ in pairs)


def _compare(key, want, rnd: Round, outcome) -> tuple[bool, object]:
    """``(holds, value found)`` for one ``expect`` key after a step."""
    accepted, error, events = outcome
    if key == "legal":
        return (want == accepted), accepted
    if key == "error":
        return (want == error), error
    if key == "next":
        return (want == rnd.to_act), rnd.to_act
    if key == "order":
        return (want == rnd.order), rnd.order
    if key == "direction":
        return (want == rnd.direction_name), rnd.direction_name
    if key == "phase":
        return (want == rnd.phase), rnd.phase
    if key == "top":
        top = rnd.top
        if want is None:
            return top is None, (top.notation() if top is not None else None)
        if top is None:
            return False, None
        pairs = parse_codes(want)
        ok = _multiset(pairs) == sorted(top.codes)
        marks = sorted(s for c, s in pairs if c == JOKER and s is not None)
        if ok and marks and top.kind == "sequence":
            ok = marks == sorted(top.joker_ranks)
        return (ok), top.notation()
    if key == "events":
        got = [e.code for e in events]
        missing = [w for w in want if w not in got]
        return (not missing), got
    if key == "out":
        return (list(want) == rnd.out), list(rnd.out)
    if key == "passed":
        got = [s for s in range(rnd.n) if rnd.passed[s]]
        return (sorted(want) == got), got
    if key == "hand_sizes":
        got = [len(h) for h in rnd.hands]
        return (list(want) == got), got
    if key == "hands":
        ok = all(_multiset(parse_codes(w)) == sorted(h) for w, h in zip(want, rnd.hands))
        return (ok), [format_cards(h) for h in rnd.hands]
    if key == "scores":
        got = rnd.points() if rnd.over else [0] * rnd.n
        return (list(want) == got), got
    raise KeyError(key)


@dataclass
class Mismatch:
    """One ``expect`` that did not hold: ``step`` (0-based), ``seat``, ``key``, ``wanted``, ``got``."""

    step: int
    seat: int
    key: str
    wanted: object
    got: object

    def describe(self, source: str) -> str:
        return f"{source}: step {self.step + 1} (seat {self.seat}): {self.key}: wanted {self.wanted!r}, got {self.got!r}"


@dataclass
class Result:
    """Replay of a scenario: ``initial`` state, per-step records and the mismatches."""

    scenario: Scenario
    initial: dict
    initial_events: list
    steps: list
    mismatches: list

    @property
    def ok(self) -> bool:
        return not self.mismatches

    def to_json(self) -> dict:
        return {"id": self.scenario.id, "source": self.scenario.source, "ok": self.ok,
                "rules": self.scenario.rules.to_dict(), "initial": self.initial,
                "initial_events": self.initial_events, "steps": self.steps,
                "mismatches": [m.__dict__ for m in self.mismatches]}


def run(scn: Scenario) -> Result:
    """Replay a scenario with the engine: each step is applied (a rejected step leaves the
    state unchanged and the replay goes on) and every ``expect`` is compared after it."""
    try:
        rnd, start_events = scn.start()
    except ValueError as e:
        raise ScenarioError(f"{scn.source}: hands", str(e)) from None
    initial = snapshot(rnd)
    steps, mismatches = [], []
    for st in scn.steps:
        try:
            events = rnd.apply(st.move, st.seat)
            outcome = (True, None, events)
            message = ""
        except IllegalMove as e:
            outcome = (False, e.code, [])
            message = e.message
        for key, want in st.expect.items():
            holds, got = _compare(key, want, rnd, outcome)
            if not holds:
                mismatches.append(Mismatch(st.index, st.seat, key, want, got))
        steps.append({"index": st.index, "seat": st.seat, "move": st.move.to_json(),
                      "accepted": outcome[0], "error": outcome[1], "message": message,
                      "events": [e.to_json() for e in outcome[2]],
                      "caption": st.caption, "state": snapshot(rnd)})
    return Result(scn, initial, [e.to_json() for e in start_events], steps, mismatches)


def find_files(paths) -> list[str]:
    """Scenario files (``.yml``, ``.yaml``, ``.json``) under the given files and folders,
    sorted. Raises :class:`ScenarioError` for a path that does not exist."""
    out = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, files in os.walk(p):
                dirs.sort()
                for f in sorted(files):
                    if f.endswith((".yml", ".yaml", ".json")):
                        out.append(os.path.join(root, f))
        elif os.path.isfile(p):
            out.append(p)
        else:
            raise ScenarioError(p, "no such file or folder")
    return out
