"""One rules core (issue 30 items 1-2): the table's path and the rollouts' path give the same
results, position by position.

- *The table's path* is :class:`~president.round.Round` as a page or a play-out drives it: moves
  from ``legal_moves()`` (shared, interned play moves, trusted by their token), the hand's suit
  masks kept card by card, the play effects read from the table of the rule set. Every step is
  also replayed from the saved state (``to_json`` / ``from_json``: no cache, no token) with the
  move as written (``Move.from_json``: read and checked again); events and the state after the
  step must be the same.
- *The rollouts' path* is :class:`~president.ai.countplay.Table`: at random positions of random
  rule sets, every legal move is applied on both, and the whole state after it (hands as counts
  and suit masks, pile, order, direction, passes, places, lock, jack back, pending flips, the
  seat to act) must be the same, as must the legal moves of the position.

Both paths run one turn flow (:class:`~president.turns.TurnFlow`): what this file compares is
each representation's own bookkeeping around it (cards leaving a hand, the pile, the lock's
value, a fallen President's cards); a slip in the shared flow itself fails the conformance
scenarios (``test_conformance.py``), which check the table's events and states.
"""

import json
import random

from president import Game, Rules, ai
from president.ai.countplay import Table, counts_of, masks_of, supports
from president.moves import Move
from president.playout import play_game
from president.round import Round
from president.rules import RulesError

OPTIONS = ["two_bombs", "quad_clears", "match_skips", "match_clears", "joker_not_two",
           "western_revolution", "revolution", "equal_plays", "two_clears", "eight_clears",
           "sequences", "lock", "spade3_return", "jack_back", "forbidden_finish", "capital_fall",
           "five_skip"]
GIVES = ["descents", "inheritance", "seven_pass", "ten_discard"]


def random_rules(rng, presets, gives=False):
    opts = {}
    for o in OPTIONS + (GIVES if gives else []):
        if rng.random() < 0.3:
            opts[o] = rng.random() < 0.5
    opts.update(jokers=rng.randint(0, 2), revolution_timing=rng.choice(["immediate", "after_trick"]),
                players=rng.randint(3, 6))
    preset = rng.choice(presets)
    while True:             # the options a preset locks keep its value
        try:
            return Rules.preset(preset, rounds=2, **opts)
        except RulesError as e:
            del opts[e.option]


def table_state(t: Table) -> dict:
    state = {"counts": [list(c) for c in t.counts], "sizes": list(t.sizes), "pile": list(t.pile),
             "rev": t.reversed, "flips": t.pending_flips, "direction": t.direction, "over": t.over,
             "to_act": t.to_act, "passed": list(t.passed), "out": list(t.out), "last": t.last_player}
    if t.suited:
        state.update(masks=[list(m) for m in t.masks], lock=t.lock, jb=t.jack_back, bottom=list(t.bottom_out))
    return state


def round_state(r: Round, t: Table) -> dict:
    """The state of ``r`` in the terms of the table ``t`` (its representation)."""
    state = {"counts": [counts_of(h) for h in r.hands], "sizes": [len(h) for h in r.hands],
             "pile": [(s, t.shape(c)) for s, c in r.pile], "rev": r.reversed, "flips": r.pending_flips,
             "direction": r.direction, "over": r.over, "to_act": r.to_act, "passed": list(r.passed),
             "out": list(r.out), "last": r.last_player}
    if t.suited:
        state.update(masks=[masks_of(h) for h in r.hands], lock=sum(1 << s for s in r.lock or ()),
                     jb=r.jack_back, bottom=list(r.bottom_out))
    return state


def test_every_legal_move_does_the_same_on_the_table_and_in_the_rollouts():
    rng = random.Random(30)
    drivers = [ai.bot(name) for name in ("easy", "normal", "baseline")]
    seen = {"positions": 0, "moves": 0, "suited": 0}

    def checking_bot(game, legal):
        r = game.round
        if r.phase == "play" and r.first_play_done:
            t = Table.from_round(r)
            assert t.legal() == list(dict.fromkeys(
                None if m.kind == "pass" else t.shape(m.combo) for m in legal)), r.rules.changed()
            for m in legal:
                after = r.copy()
                after.apply(after.legal_moves()[legal.index(m)])
                fast = t.copy()
                fast.apply(None if m.kind == "pass" else t.shape(m.combo))
                assert table_state(fast) == round_state(after, t), (r.rules.changed(), str(m))
                seen["moves"] += 1
            seen["positions"] += 1
            seen["suited"] += t.suited
        return rng.choice(drivers)(game, legal)

    for i in range(36):
        rules = random_rules(rng, ["classic", "cardverse", "hebrew", "daifugo", "japanese"])
        assert supports(rules), rules.changed()
        play_game(rules, 3000 + i, [checking_bot] * rules.players)
    assert seen["positions"] > 1500 and seen["moves"] > 6000, seen
    assert 300 < seen["suited"] < seen["positions"] - 300, seen


def test_the_table_path_equals_a_replay_from_the_saved_state():
    """Random games of random rule sets (the gives of descents, inheritance, 7-pass and 10-discard
    included): each step by the table's path gives the events and the state that the same step
    gives from the saved state, written out and read back."""
    rng = random.Random(31)
    steps = []

    def replaying_bot(game, legal):
        r = game.round
        move = legal[rng.randrange(len(legal))]
        replay = Round.from_json(json.loads(json.dumps(r.to_json())))
        steps.append((r, replay, [e.to_json() for e in replay.apply(Move.from_json(move.to_json()))]))
        return move

    def compare(game, events, moves):
        if moves is not None:          # after a step (not a deal)
            r, replay, slow = steps[-1]
            assert [e.to_json() for e in events] == slow, (r.rules.changed(), slow)
            assert r.to_json() == replay.to_json(), r.rules.changed()

    for i in range(30):
        rules = random_rules(rng, ["classic", "cardverse", "hebrew", "daifugo", "japanese"], gives=True)
        play_game(rules, 4000 + i, [replaying_bot] * rules.players, compare)
    assert len(steps) > 3000, len(steps)
