"""JSON facade of the engine for the site's widgets (the Pyodide worker and the build hooks).

Every public function takes and returns JSON text (the worker passes strings across the
JavaScript boundary); :func:`replay_example` and :func:`check_example` also take a dict (the
build hook calls them from Python). The game states stay here, in a table of sessions keyed by
an integer handle. ``engine/API.md`` lists every function with its JSON shapes.

Views are plain data: cards in the scenario notation (``"10H"``, ``"JK"``), seats 0..n-1.
What the human seat may see is decided by :mod:`president.observation` only: a play view is
the human's :class:`~president.observation.Observation` plus session data, events pass
through :func:`~president.observation.seen_event`, and the worked examples show
:func:`~president.observation.face_up`.
"""

from __future__ import annotations

import json
import random
import time
from collections import Counter

from . import ai
from .cards import CODE_NAMES
from .combos import ComboError, read_combination
from .moves import Event, Move
from .observation import Observation, face_up, seen_event
from .round import IllegalMove, Round
from .rules import CHOICES, LOCKS, OPTION_NAMES, PLAYER_RANGE, PRESETS, MAX_ROUNDS, Rules, RulesError
from .vocabulary import GiveReason, Phase, words

LEVELS = ai.LEVELS
HINT_LEVEL = "normal"
DEFAULT_BUDGET_MS = 300
MAX_SESSIONS = 16
UNDO_DEPTH = 20    # moves of the human that can be taken back
SAVE_VERSION = 1   # of save() data; restore() refuses other versions
HUMAN_LEVEL = "human"  # a seat of new_game's levels played by a person (pass and play)
REMOTE_LEVEL = "remote"  # a seat played by a person at another device (online play)

# ---------------------------------------------------------------------------- helpers


def _cards(codes) -> list[str]:
    return [CODE_NAMES[c] for c in codes]


def _combo_cards(combo) -> list[str]:
    return combo.notation().split()


def _event(ev, visible_to: int | None = None) -> dict:
    """An Event as {code, seat, cards: [...], data: {...}} as seat ``visible_to`` may see it
    (None: face up); :func:`president.observation.seen_event` decides."""
    ev = seen_event(ev, visible_to)
    cards = _cards(ev.cards)
    data = {k: v for k, v in ev.data.items() if isinstance(v, (int, str, bool, list, type(None)))}
    out = {"code": ev.code}
    if ev.seat is not None:
        out["seat"] = ev.seat
    if cards:
        out["cards"] = cards
    if data:
        out["data"] = data
    return out


_CODE_OF = {name: code for code, name in enumerate(CODE_NAMES)}


def _event_back(d: dict) -> Event:
    """An Event from its face-up JSON form (:func:`_event` with ``visible_to=None``), as the game's
    log keeps it in saved data. Raises KeyError or TypeError on data that is not such a form."""
    return Event(d["code"], d.get("seat"), tuple(_CODE_OF[c] for c in d.get("cards", [])), **dict(d.get("data") or {}))


def _move_json(move: Move, seat: int | None = None) -> dict:
    d = {"kind": move.kind, "cards": [] if move.kind == "pass" else move.notation().split()}
    if move.kind == "give" and move.to is not None:
        d["to"] = move.to
    if seat is not None:
        d["seat"] = seat
    return d


def _move_from(data: dict) -> Move:
    """Move from the widget's {kind, cards, to?} (or the scenario's {play|pass|give})."""
    if not isinstance(data, dict):
        raise ValueError("a move is a mapping")
    if "kind" in data:
        kind = data["kind"]
        cards = data.get("cards") or []
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ValueError("cards must be a list of card names")
        if kind == "pass":
            return Move.pass_()
        if kind == "play":
            return Move.play(" ".join(cards))
        if kind == "give":
            to = data.get("to")
            return Move.give(" ".join(cards), to if isinstance(to, int) and not isinstance(to, bool) else None)
        raise ValueError(f"unknown move kind {kind!r}")
    return Move.from_json(data)


def _seat_view(obs: Observation) -> dict:
    """The round as the observing seat sees it (the play view without session data)."""
    return {
        "players": obs.players,
        "hand_sizes": list(obs.hand_sizes),
        "pile": [{"seat": s, "cards": text.split()} for s, text in obs.pile],
        "top": _combo_cards(obs.top) if obs.top is not None else None,
        "order": obs.order,
        "direction": obs.direction,
        "to_act": obs.to_act,
        "phase": obs.phase,
        "passed": list(obs.passed),
        "out": list(obs.out),
        # Seats placed from the bottom (capital fall, forbidden finish), last place first: their
        # place is n - index, not their index in ``out`` (Round.place).
        "bottom_out": list(obs.bottom_out),
        "pending_revolution": bool(obs.pending_flips),
        # brief 12: the suits the trick is locked to (letters), a jack back in force
        "lock": list(obs.lock or ""),
        "jack_back": obs.jack_back,
        "hand": _cards(obs.hand),
        # The card the game's first lead must hold ("3C", "3D"), until it is played; None when
        # any lead goes (rules brief 4.2).
        "first_lead_card": CODE_NAMES[obs.first_lead_card] if obs.first_lead_card >= 0 else None,
    }


def _move_codes(move: Move) -> list[int]:
    """The card codes a move puts down or gives (a joker of a run counts as one joker)."""
    return [] if move.kind == "pass" else [c for c, _ in move.pairs]


def _playable(legal: list[Move]) -> list[str]:
    """The cards that take part in at least one of ``legal`` (the human's legal moves): in play,
    the cards of some legal combination; in an exchange or gift every card that may be given.
    Sorted, each name once (two jokers: ``"JK"`` once)."""
    codes = set()
    for m in legal:
        codes.update(_move_codes(m))
    return _cards(sorted(codes))


def _fits(legal: list[Move], chosen: list[int]) -> list[str]:
    """The cards that can join ``chosen`` (codes, a multiset) towards a legal move: the other
    cards of every legal move that holds all of ``chosen``. Sorted, each name once; empty when
    no legal move holds the selection."""
    want = Counter(chosen)
    codes = set()
    for m in legal:
        have = Counter(_move_codes(m))
        if want and not want - have:
            codes.update((have - want).elements())
    return _cards(sorted(codes))


def _readings(legal: list[Move], move: Move, rnd: Round) -> list[list[str]]:
    """The ways of playing exactly ``move``'s cards that ``legal`` allows, when there are
    several: a run with a joker at one end reads as two runs ("JK@8 9S 10S" or "9S 10S JK@J"),
    and the player chooses (rules brief 3: "where a joker at an end makes the run ambiguous, the
    player's move states the joker's rank"). Each reading is the move's card names, the joker
    written with its rank (``JK@8``), the reading the engine takes for the cards as given first
    (a bare joker: the strongest, combos.read_combination); [] when the cards can be played one
    way only, or not at all."""
    if move.kind != "play":
        return []
    try:
        given = read_combination(move.pairs, rnd.rules, rnd.reversed).notation().split()
    except ComboError:
        given = None
    want = Counter(_move_codes(move))
    out = []
    for m in legal:
        if m.kind == "play" and Counter(_move_codes(m)) == want:
            cards = m.notation().split()
            if cards not in out:
                out.insert(0, cards) if cards == given else out.append(cards)
    return out if len(out) > 1 else []


def _dumps(data) -> str:
    return json.dumps(data, separators=(",", ":"))


def _loads(text):
    if isinstance(text, str):
        return json.loads(text)
    return text


# ---------------------------------------------------------------------------- presets


# When an option cannot make a difference (the play settings disable it and say why): the option
# it needs switched on, or the least value of another option. The exchange, the uneven deal and
# the later-round lead happen only when a next round is dealt (Game.new_round); the timing of a
# revolution applies to a revolution (Round); joker_not_two is about jokers (effects); the capital
# fall is of the previous round's President (from the second round on).
OPTION_NEEDS = {
    "revolution_timing": {"option": "revolution", "is": True},
    "exchange": {"option": "rounds", "min": 2},
    "uneven_deal": {"option": "rounds", "min": 2},
    "later_lead": {"option": "rounds", "min": 2},
    "joker_not_two": {"option": "jokers", "min": 1},
    "capital_fall": {"option": "rounds", "min": 2},
}


def presets_info() -> str:
    """What the play form needs: presets with defaults, locks and player ranges; every option
    with its type and allowed values; the AI levels; ``needs``: :data:`OPTION_NEEDS`."""
    options = {}
    for name in OPTION_NAMES:
        if name in ("players", "titles"):
            continue
        if name == "rounds":
            options[name] = {"type": "int", "min": 1, "max": min(MAX_ROUNDS, 20)}
            continue
        allowed = CHOICES.get(name)
        if allowed is None:
            continue
        if allowed == (False, True):
            options[name] = {"type": "bool"}
        else:
            options[name] = {"type": "choice", "choices": list(allowed)}
    presets = {}
    for name, defaults in PRESETS.items():
        presets[name] = {
            "defaults": {k: v for k, v in defaults.items()},
            "locked": [k for k in LOCKS[name] if k in options],
            "players": list(PLAYER_RANGE[name]),
        }
    return _dumps({"presets": presets, "options": options, "levels": list(LEVELS), "default_preset": "classic",
                   "vocabulary": words(), "needs": OPTION_NEEDS, "human_level": HUMAN_LEVEL})


def vocabulary() -> str:
    """The engine's words for the page (:func:`president.vocabulary.words`): ``{"phases",
    "move_kinds", "give_reasons", "clear_reasons", "event_codes", "error_codes", "orders",
    "directions", "combination_kinds"}``, each a list of strings. Also in :func:`presets_info`
    under ``"vocabulary"``."""
    return _dumps(words())


# ---------------------------------------------------------------------------- examples


def _load_example(data: dict, source: str = "<example>"):
    """The example as a validated :class:`president.scenario.Scenario` (ScenarioError names
    the key that is wrong)."""
    from . import scenario  # noqa: PLC0415

    return scenario.from_data(data, source)


def _scenario_core(data: dict) -> dict:
    """The part of an example the worker needs to rebuild any of its positions."""
    core = {k: data[k] for k in ("id", "rules", "hands", "leader", "order", "ranking_before") if k in data}
    core["moves"] = [{k: v for k, v in step.items() if k in ("seat", "play", "pass", "give", "to")}
                     for step in data.get("moves", [])]
    return core


def _example_state(rnd: Round) -> dict:
    """The stepper's state: the face-up view (:func:`president.observation.face_up`) in the
    page's form, defaults left out to keep the pages light; ``pending_revolution`` when an
    ``after_trick`` revolution waits for the pile to clear."""
    table = face_up(rnd)
    view = {
        "hands": [h.split() for h in table["hands"]],
        "pile": [{"seat": s, "cards": text.split()} for s, text in table["pile"]],
        "order": table["order"],
        "to_act": table["to_act"],
        "passed": table["passed"],
        "out": table["out"],
    }
    if table["phase"] != Phase.PLAY:
        view["phase"] = table["phase"]
    if table["direction"] != "forward":
        view["direction"] = -1
    if rnd.pending_flips:
        view["pending_revolution"] = True
    if rnd.bottom_out:  # seats placed from the bottom, last place first (Round.place)
        view["bottom_out"] = list(rnd.bottom_out)
    return view


def replay_example(data, source: str = "<example>") -> dict:
    """Replay a worked example (a parsed example file) and return, for each step (0 = the
    start), the move (a give with ``reason``: why cards are being given at that point, the
    pending give's reason), whether it was legal, its error code and ``detail`` (as :func:`check`),
    the events and the full state with every hand face up. Raises ValueError (ScenarioError) naming the place when the
    file is wrong."""
    data = _loads(data)
    scn = _load_example(data, source)
    rnd, events = scn.start()
    steps = [{"move": None, "legal": True, "error": None, "detail": None, "events": [_event(e) for e in events],
              "state": _example_state(rnd), "caption": {}}]
    for st in scn.steps:
        move = _move_json(st.move, st.seat)
        pending = rnd.pending_give()
        if st.move.kind == "give" and pending:
            # Why cards are given now (an exchange, a discard, ...): the narration of a refused
            # give names the act the rules ask for, not the one the cards usually make.
            move["reason"] = pending["reason"]
        try:
            evs = rnd.apply(st.move, st.seat)
            legal, error, detail = True, None, None
        except IllegalMove as e:
            evs, legal, error, detail = [], False, e.code, e.detail
        steps.append({"move": move, "legal": legal, "error": error, "detail": detail,
                      "events": [_event(e) for e in evs], "state": _example_state(rnd),
                      "caption": {k: str(v) for k, v in (st.caption or {}).items()}})
    return {"rules": rnd.rules.to_dict(), "players": rnd.n, "scenario": _scenario_core(data), "steps": steps}


def check_example(data, source: str = "<example>") -> list[str]:
    """The example's ``expect`` mismatches, described (empty when every expectation holds)."""
    from . import scenario  # noqa: PLC0415

    result = scenario.run(_load_example(_loads(data), source))
    return [m.describe(source) for m in result.mismatches]


# ---------------------------------------------------------------------------- sessions


class _Session:
    def __init__(self, rnd: Round | None, game, human: int, levels: list, seed: int, budget_ms: int,
                 remote=()):
        self.game = game
        self._round = rnd
        self.human = human
        self.levels = levels  # per seat, None for the human
        self.seed = seed
        self.rng = random.Random(seed * 7919 + 17)
        self.budget_ms = budget_ms
        self.last_used = time.monotonic()
        self.undo: list[dict] = []  # snapshots (to_json) before each of the human's moves
        # The game's events so far, face up (every seat's view of them is drawn from these):
        # the page's log, in the reader's language, as the seat at this device may see it.
        self.log: list[Event] = []
        # Pass and play: every seat without a level (``humans``) is played by a person; the view
        # is of the one at this device to act (or of the last one who acted).
        # Online play: the seats played by people at other devices (among the humans). Their
        # moves come through the host's page (play/check/hint with ``seat``); each sees only
        # its own :meth:`view`. The view at this device never turns to them.
        self.remote = sorted(set(remote))

    @property
    def humans(self) -> list[int]:
        """The seats played by people (no level): at this device, or remote."""
        return [s for s, lv in enumerate(self.levels) if lv is None]

    def follow(self) -> None:
        """Pass and play: the view turns to the human seat to act (at this device)."""
        seat = self.round.to_act
        if seat is not None and seat in self.humans and seat not in self.remote:
            self.human = seat

    def snapshot(self) -> dict:
        """The game (or the example's round) as JSON data."""
        if self.game is not None:
            return {"game": self.game.to_json()}
        return {"round": self._round.to_json()}

    def restore(self, snap: dict) -> None:
        from .game import Game  # noqa: PLC0415

        if "game" in snap:
            self.game, self._round = Game.from_json(snap["game"]), None
        else:
            self.game, self._round = None, Round.from_json(snap["round"])

    @property
    def round(self) -> Round:
        return self.game.round if self.game is not None else self._round

    @property
    def rules(self) -> Rules:
        return self.round.rules

    def observation(self, seat: int) -> Observation:
        if self.game is not None:
            return self.game.observation(seat)
        return Observation.of_round(self._round, seat)

    def apply(self, move: Move, seat: int):
        """Play ``move`` for ``seat``; the events, also kept in the log. Raises IllegalMove
        (nothing changes then)."""
        events = self.game.apply(move, seat) if self.game is not None else self._round.apply(move, seat)
        self.log.extend(events)
        return events

    def checkpoint(self) -> dict:
        """What undo goes back to: the game's snapshot and the length of its log."""
        return {**self.snapshot(), "log_size": len(self.log)}

    def back_to(self, point: dict) -> None:
        """Undo: the game as at ``point`` (:meth:`checkpoint`), the later events out of the log."""
        self.restore(point)
        del self.log[point["log_size"]:]

    @property
    def game_over(self) -> bool:
        return self.game.over if self.game is not None else self._round.over

    def scores(self) -> list[int]:
        if self.game is not None:
            return list(self.game.scores)
        return self._round.points() if self._round.over else [0] * self._round.n

    def view(self, seat: int | None = None) -> dict:
        """The play view of ``seat`` (default: the human at this device): that seat's
        observation plus the session's data. A remote seat's view leaves out the seed (it
        would tell every hand)."""
        me = self.human if seat is None else seat
        obs = self.observation(me)
        over = obs.phase == Phase.OVER
        v = _seat_view(obs)
        v.update({
            "human": me,
            "levels": self.levels,
            "rules": obs.rules.to_dict(),
            "seed": self.seed if me not in self.remote else None,
            "round_no": self.game.round_no if self.game is not None else 1,
            "rounds": obs.rules.rounds if self.game is not None else 1,
            "scores": self.scores(),
            "round_over": over,
            "game_over": self.game_over,
            "ranking": list(obs.out) if over else None,
            "previous_ranking": list(obs.ranking_before) if obs.ranking_before else None,
            # Finishing order of every finished round of the game (round points: n - place).
            "rankings": [list(r) for r in self.game.rankings] if self.game is not None else [],
            "can_pass": obs.to_act == me and obs.phase == Phase.PLAY and obs.top is not None,
            "give": None,
            "can_undo": (bool(self.undo) and obs.to_act == me and not over and len(self.humans) == 1
                         and not self.remote),
            "humans": list(self.humans),
            "remote": list(self.remote),
            # How many events the game's log holds (web.log gives them): fewer than the page
            # has drawn after an undo.
            "log_size": len(self.log),
            # The cards of the hand that take part in at least one legal move of the human now
            # (None when it is not the human's turn); the page dims the others.
            "playable": _playable(self.round.legal_moves()) if obs.to_act == me and not over else None,
        })
        # The card the first lead must hold is for the leader's prompt: to the other seats it
        # would name a card of another hand.
        if obs.to_act != me:
            v["first_lead_card"] = None
        pending = obs.pending
        if pending:
            give = {"count": pending["count"], "kind": pending["reason"], "to": pending["to"]}
            if pending["reason"] == GiveReason.INHERIT:
                give["targets"] = obs.give_targets
            v["give"] = give
        return v


_SESSIONS: dict[int, _Session] = {}
_NEXT = [1]


def _store(sess: _Session) -> int:
    if len(_SESSIONS) >= MAX_SESSIONS:  # forget the least recently used game
        oldest = min(_SESSIONS, key=lambda k: _SESSIONS[k].last_used)
        del _SESSIONS[oldest]
    gid = _NEXT[0]
    _NEXT[0] += 1
    _SESSIONS[gid] = sess
    return gid


def _get(gid) -> _Session:
    gid = _loads(gid)
    sess = _SESSIONS.get(gid)
    if sess is None:
        raise KeyError(f"no game {gid!r}")
    sess.last_used = time.monotonic()
    sess.follow()
    return sess


def _levels(raw, players: int, human: int) -> tuple[list, list[int]]:
    """The level of each seat (None: a person) and the remote seats, from new_game's
    ``levels`` (one per opponent in seat order). Raises ValueError for an unknown level."""
    raw = list(raw or [])
    out = []
    remote = []
    k = 0
    for seat in range(players):
        if seat == human:
            out.append(None)
            continue
        level = raw[k] if k < len(raw) else "normal"
        k += 1
        if level in (HUMAN_LEVEL, REMOTE_LEVEL):  # a person, at this device or another one
            out.append(None)
            if level == REMOTE_LEVEL:
                remote.append(seat)
            continue
        if level not in LEVELS:
            raise ValueError(f"unknown AI level {level!r}: allowed {', '.join(LEVELS)}")
        out.append(level)
    return out, remote


def _seat(sess: _Session, seat) -> int:
    """The seat a call acts for: the human at this device (``seat`` None), or a remote seat.
    Raises ValueError for any other seat (a guest acts only for its own seat)."""
    if seat is None:
        return sess.human
    seat = _loads(seat) if isinstance(seat, str) else seat
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in sess.remote:
        raise ValueError(f"seat {seat!r} is not a remote seat of this game")
    return seat


def new_game(config) -> str:
    """Start a game. ``config``: {rules: {preset, players, option: value...}, seed, levels:
    [level per opponent in seat order; ``"human"`` for a seat played by another person at this
    device (pass and play), ``"remote"`` for a seat played from another device (online: its
    moves come through :func:`play` with ``seat``)], human: seat, budget_ms}. Returns {game, state, events}
    or {error, message} when the configuration is not allowed."""
    from .game import Game  # noqa: PLC0415

    config = _loads(config)
    try:
        rules = Rules.from_dict(dict(config.get("rules") or {}))
        seed = config.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**31:
            seed = random.randrange(2**31)
        human = config.get("human", 0)
        if not isinstance(human, int) or not 0 <= human < rules.players:
            raise ValueError(f"human seat {human!r} is not a seat")
        levels, remote = _levels(config.get("levels"), rules.players, human)
        budget = int(config.get("budget_ms", DEFAULT_BUDGET_MS))
    except (RulesError, ValueError, TypeError) as e:
        return _dumps({"error": "bad_config", "message": str(e)})
    game = Game(rules, seed)
    sess = _Session(None, game, human, levels, seed, budget, remote)
    gid = _store(sess)
    sess.log.extend(game.start_events)
    events = [_event(e, human) for e in game.start_events]
    return _dumps({"game": gid, "state": sess.view(), "events": events})


def from_example(scenario, step, human, level=None, seed=None) -> str:
    """A game of one round from a worked example's position after ``step`` steps (rejected
    steps are skipped as in the replay), with ``human`` to play and AI opponents at ``level``
    (default ``normal``). Returns {game, state, events: []} or {error: "round_over", message}
    when the example's round is over by then."""
    data = _loads(scenario)
    step = int(_loads(step))
    human = int(_loads(human))
    level = _loads(level) if level is not None else "normal"
    seed = _loads(seed) if seed is not None else 0
    scn = _load_example(data)
    rnd, _ = scn.start()
    for st in scn.steps[:step]:
        try:
            rnd.apply(st.move, st.seat)
        except IllegalMove:
            pass
    if rnd.over:
        return _dumps({"error": "round_over", "message": "the round of this example is over"})
    if level not in LEVELS:
        return _dumps({"error": "bad_config", "message": f"unknown AI level {level!r}: allowed {', '.join(LEVELS)}"})
    levels = [None if s == human else level for s in range(rnd.n)]
    sess = _Session(rnd, None, human, levels, int(seed) if isinstance(seed, int) else 0, DEFAULT_BUDGET_MS)
    gid = _store(sess)
    return _dumps({"game": gid, "state": sess.view(), "events": []})


def view(gid, seat=None) -> str:
    """The human seat's view of the game (``seat``: a remote seat's view instead)."""
    sess = _get(gid)
    return _dumps(sess.view(_seat(sess, seat)))


def update(gid, seat, since=0) -> str:
    """What a remote seat's page needs after a change: {state, events, size}: the seat's view,
    the game's events from number ``since`` on as that seat may see them, and the log's length.
    Raises ValueError when ``seat`` is not a remote seat."""
    sess = _get(gid)
    me = _seat(sess, seat)
    since = _loads(since) if isinstance(since, str) else since
    if not isinstance(since, int) or isinstance(since, bool) or not 0 <= since <= len(sess.log):
        since = len(sess.log)
    return _dumps({"state": sess.view(me), "events": [_event(e, me) for e in sess.log[since:]],
                   "size": len(sess.log)})


def check(gid, move, seat=None) -> str:
    """{error: code or None, detail, fits: [card...]} for the human's ``move`` ({kind, cards,
    to?}); changes nothing. ``detail`` names the fault (``Round.error_detail``: for
    ``must_include`` ``{cards: ["3D"]}``), or is null. ``fits``: the cards of the hand that can
    join the move's cards towards a legal move of the human (the page highlights them; empty
    when it is not the human's turn or no legal move holds those cards). ``readings``: the ways
    to play exactly these cards when there are several (:func:`_readings`), else [].
    ``seat``: a remote seat's move instead of the human's (ValueError for another seat)."""
    sess = _get(gid)
    me = _seat(sess, seat)
    try:
        mv = _move_from(_loads(move))
    except ValueError:
        return _dumps({"error": "invalid_combination", "detail": None, "fits": [], "readings": []})
    rnd = sess.round
    mine = rnd.to_act == me and not rnd.over
    legal = rnd.legal_moves() if mine else []
    fits = _fits(legal, _move_codes(mv)) if mine else []
    code = rnd.check(mv, me)
    return _dumps({"error": code, "detail": rnd.error_detail(code), "fits": fits,
                   "readings": _readings(legal, mv, rnd)})


def play(gid, move, seat=None) -> str:
    """The human plays ``move``. {ok, error, events, state}; a refused move: {ok: false, error,
    detail} (as :func:`check`), and nothing changes. ``seat``: a remote seat plays it (online;
    ValueError for another seat); events and state are still the human's view, the remote
    seat's comes from :func:`update`."""
    sess = _get(gid)
    me = _seat(sess, seat)
    try:
        mv = _move_from(_loads(move))
    except ValueError:
        return _dumps({"ok": False, "error": "invalid_combination", "detail": None})
    before = sess.checkpoint()
    try:
        events = sess.apply(mv, me)
    except IllegalMove as e:
        return _dumps({"ok": False, "error": e.code, "detail": e.detail})
    if me == sess.human:
        sess.undo.append(before)
        del sess.undo[:-UNDO_DEPTH]
    return _dumps({"ok": True, "error": None, "events": [_event(e, sess.human) for e in events],
                   "move": _move_json(mv, me), "state": sess.view()})


def ai_move(gid) -> str:
    """The AI seat to act makes its move. {move, events, state, ms}."""
    sess = _get(gid)
    rnd = sess.round
    seat = rnd.to_act
    if seat is None or seat in sess.humans:
        return _dumps({"move": None, "events": [], "state": sess.view(), "ms": 0})
    level = sess.levels[seat] or "normal"
    legal = rnd.legal_moves()
    t0 = time.perf_counter()
    move = ai.choose(level, sess.observation(seat), legal, sess.rng, sess.budget_ms)
    ms = (time.perf_counter() - t0) * 1000
    events = sess.apply(move, seat)
    return _dumps({"move": _move_json(move, seat), "events": [_event(e, sess.human) for e in events],
                   "state": sess.view(), "ms": round(ms, 1), "level": level})


def hint(gid, seat=None) -> str:
    """What the Normal AI would play for the human now: {move} (None when not the human's turn).
    ``seat``: for a remote seat (it sees only that seat's observation)."""
    sess = _get(gid)
    me = _seat(sess, seat)
    rnd = sess.round
    if rnd.to_act != me:
        return _dumps({"move": None})
    legal = rnd.legal_moves()
    rng = random.Random(sess.seed + len(rnd.history))
    move = ai.choose(HINT_LEVEL, sess.observation(me), legal, rng, 150)
    return _dumps({"move": _move_json(move)})


def next_round(gid) -> str:
    """Deal the next round of the game. {events, state}."""
    sess = _get(gid)
    if sess.game is None or sess.game.over:
        return _dumps({"events": [], "state": sess.view()})
    events = sess.game.new_round()
    sess.log.extend(events or [])
    sess.undo.clear()  # no taking back across rounds
    return _dumps({"events": [_event(e, sess.human) for e in events or []], "state": sess.view()})


def undo(gid) -> str:
    """Take back the human's last move and the computer moves after it (games against the
    computer only; not across rounds). {ok, state}; ok is False when there is nothing to undo."""
    sess = _get(gid)
    if not sess.undo:
        return _dumps({"ok": False, "state": sess.view()})
    sess.back_to(sess.undo.pop())
    return _dumps({"ok": True, "state": sess.view()})


def seat_level(gid, seat, level) -> str:
    """Online play: hand a seat to the computer (``level``: an AI level; a guest stayed away) or
    back to its person at another device (``"remote"``). Only a remote seat or a computer seat
    changes; {ok, state} (the human's view), or {ok: false, error: "bad_seat" | "bad_level"}."""
    sess = _get(gid)
    seat, level = _loads(seat) if isinstance(seat, str) else seat, _loads(level)
    if (not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < len(sess.levels)
            or seat == sess.human or (sess.levels[seat] is None and seat not in sess.remote)):
        return _dumps({"ok": False, "error": "bad_seat", "state": sess.view()})
    if level != REMOTE_LEVEL and level not in LEVELS:
        return _dumps({"ok": False, "error": "bad_level", "state": sess.view()})
    remote = set(sess.remote) - {seat}
    if level == REMOTE_LEVEL:
        sess.levels[seat] = None
        remote.add(seat)
    else:
        sess.levels[seat] = level
    sess.remote = sorted(remote)
    return _dumps({"ok": True, "state": sess.view()})


def log(gid, since=0, seat=None) -> str:
    """The game's events from number ``since`` on, as the human seat (in pass and play: the one
    to act) may see them: {events: [...], size} (size: the log's length). The page draws its
    log from these, in its language, anew after an undo, a reload or when another person takes
    the device."""
    sess = _get(gid)
    me = _seat(sess, seat)
    since = _loads(since) if isinstance(since, str) else since
    if not isinstance(since, int) or isinstance(since, bool) or since < 0:
        since = 0
    return _dumps({"events": [_event(e, me) for e in sess.log[since:]], "size": len(sess.log)})


def save(gid) -> str:
    """The game as versioned JSON data, to keep in the browser and give to :func:`restore`:
    {version: SAVE_VERSION, engine, human, levels, remote, seed, budget_ms, log, game | round} (log: the
    game's events face up, as :func:`_event` writes them)."""
    from . import __version__  # noqa: PLC0415

    sess = _get(gid)
    data = {"version": SAVE_VERSION, "engine": __version__, "human": sess.human,
            "levels": sess.levels, "remote": sess.remote, "seed": sess.seed, "budget_ms": sess.budget_ms,
            "log": [_event(e) for e in sess.log]}
    data.update(sess.snapshot())
    return _dumps(data)


def restore(data) -> str:
    """A game from :func:`save` data: {game, state} or {error, message} (another version, or
    data that does not describe a game)."""
    from .game import Game  # noqa: PLC0415

    data = _loads(data)
    if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
        return _dumps({"error": "bad_version", "message": f"saved data is not version {SAVE_VERSION}"})
    try:
        game = Game.from_json(data["game"]) if "game" in data else None
        rnd = None if game is not None else Round.from_json(data["round"])
        n = (game.round if game is not None else rnd).n
        human = data["human"]
        if not isinstance(human, int) or not 0 <= human < n:
            raise ValueError(f"human seat {human!r} is not a seat")
        levels = list(data["levels"])
        if len(levels) != n or any(lv is not None and lv not in LEVELS for i, lv in enumerate(levels)):
            raise ValueError("levels do not match the seats")
        remote = list(data.get("remote") or [])
        if any(not isinstance(r, int) or not 0 <= r < n or levels[r] is not None or r == human for r in remote):
            raise ValueError("remote seats do not match the seats")
        seed = int(data.get("seed") or 0)
        budget = int(data.get("budget_ms", DEFAULT_BUDGET_MS))
        # The log (saves before it was kept have none: the game goes on with an empty log).
        events = [_event_back(d) for d in data.get("log") or []]
    except (KeyError, TypeError, ValueError, RulesError) as e:
        return _dumps({"error": "bad_save", "message": str(e)[:200]})
    sess = _Session(rnd, game, human, levels, seed, budget, remote)
    sess.log = events
    return _dumps({"game": _store(sess), "state": sess.view(), "events": []})


def drop(gid) -> str:
    """Forget a game."""
    _SESSIONS.pop(_loads(gid), None)
    return _dumps({"ok": True})


def ping() -> str:
    from . import __version__  # noqa: PLC0415

    return _dumps({"version": __version__})
