"""Every AI level makes the moves it made when its configuration was frozen (issue 30 item 4).

``ai_recorded_moves.json`` holds, for 20 fixed deals over the presets and the paths of the AI
(rank counts, suit masks, the engine's Round for rules with gives, the exact draw and the local
search of 5 and more seats, the exchange), the moves of seat 0 played by each level and design
(``easy``, ``normal``, ``baseline``, ``hard``, ``expert``, ``montecarlo``, ``hard-uniform`` and
the benchmark's ``cheat`` bound) against fixed Normal, sample-client and Easy seats. They were
recorded by the code at tag ``ai-experiments-2026-12`` (before the development switches left
the package); a change of any level's decisions fails here. Deliberate changes re-record them:

    PYTHONPATH=engine .venv/bin/python tests/engine/test_ai_recorded_moves.py --write
"""

import json
import pathlib
import sys

import pytest

from president import Rules, playout
from president.tournament import make_bot

DATA = pathlib.Path(__file__).with_name("ai_recorded_moves.json")
NAMES = ("easy", "normal", "baseline", "hard", "expert", "montecarlo", "hard-uniform", "cheat")
# Hard's thinking budget in most deals (a third of the default, to keep the test short; the
# budget only sets the number of sampled deals) and the deals played at the default 300 ms.
SHORT_MS = 100
FULL_BUDGET = (0, 9)

# (preset, options, deal seed, the other seats' levels)
DEALS = [
    ("classic", dict(rounds=2), 1, ("normal", "baseline", "normal")),
    ("classic", {}, 2, ("baseline", "baseline", "normal")),
    ("classic", {}, 3, ("normal", "normal", "normal")),
    ("classic", dict(revolution=True, jokers=2), 4, ("normal", "baseline", "easy")),
    ("classic", dict(players=3), 5, ("baseline", "normal")),
    ("classic", dict(players=6), 6, ("normal", "baseline", "normal", "baseline", "normal")),
    ("classic", dict(players=5, sequences=True), 7, ("normal", "baseline", "normal", "normal")),
    ("cardverse", dict(rounds=2), 8, ("normal", "baseline", "normal")),
    ("cardverse", {}, 9, ("baseline", "normal", "baseline")),
    ("cardverse", {}, 10, ("normal", "normal", "normal")),
    ("cardverse", dict(revolution=True), 11, ("baseline", "easy", "normal")),
    ("daifugo", dict(rounds=2), 12, ("normal", "baseline", "normal")),
    ("daifugo", {}, 13, ("baseline", "normal", "normal")),
    ("daifugo", dict(seven_pass=True, ten_discard=True), 14, ("normal", "baseline", "normal")),
    ("japanese", {}, 15, ("normal", "normal", "baseline")),
    ("hebrew", dict(players=5, rounds=2, descents=True, inheritance=True), 16,
     ("normal", "baseline", "normal", "normal")),
    ("hebrew", {}, 17, ("baseline", "normal", "normal")),
    ("classic", dict(two_bombs=True, match_skips=True, eight_clears=True), 18, ("normal", "baseline", "normal")),
    ("classic", dict(equal_plays=True, western_revolution=True), 19, ("baseline", "baseline", "baseline")),
    ("cardverse", dict(players=5), 20, ("normal", "baseline", "normal", "baseline")),
]


def seat0_moves(name, k):
    """The moves seat 0 makes as ``name`` in deal ``k`` of ``DEALS`` (as text, in order)."""
    preset, options, seed, others = DEALS[k]
    rules = Rules.preset(preset, **options)
    budget = 300 if k in FULL_BUDGET else SHORT_MS
    bots = [make_bot(name, seed=k, budget_ms=budget)] + [make_bot(lv, seed=k) for lv in others]
    made = []

    def seat0(game, moves):
        move = bots[0](game, moves)
        made.append(str(move))
        return move

    playout.play_game(rules, seed, [seat0] + bots[1:])
    return made


def record():
    return {name: {str(k): seat0_moves(name, k) for k in range(len(DEALS))} for name in NAMES}


@pytest.mark.parametrize("name", NAMES)
def test_each_level_makes_the_recorded_moves(name):
    recorded = json.loads(DATA.read_text())[name]
    assert set(recorded) == {str(k) for k in range(len(DEALS))}
    for k in range(len(DEALS)):
        assert seat0_moves(name, k) == recorded[str(k)], (name, k, DEALS[k])


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit(__doc__)
    moves = record()
    lines = ",\n".join(f'"{name}": {{\n' + ",\n".join(f'"{k}": {json.dumps(made)}' for k, made in deals.items()) + "}"
                      for name, deals in moves.items())
    DATA.write_text("{\n" + lines + "\n}\n")
