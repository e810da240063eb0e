"""``python -m president bench``: engine speed figures (a benchmark, not a test).

Prints full 4-player rounds per second played by bots that take the lowest legal combination
(``cardverse`` with revolution off, ``classic``, ``daifugo``) and microseconds per legal-move
generation over positions from such rounds.
"""

from __future__ import annotations

import time

from .game import Game
from .playout import lowest_bot, play_round
from .rules import Rules


def rounds_per_second(rules: Rules, seconds: float) -> tuple[float, int]:
    """Rounds per second of lowest-combination bots over ``seconds`` of wall time."""
    done = 0
    seed = 0
    t0 = time.perf_counter()
    bots = [lowest_bot] * rules.players
    while True:
        play_round(Game(rules, seed), bots)
        done += 1
        seed += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return done / dt, done


def legal_move_micros(rules: Rules, seconds: float) -> tuple[float, int]:
    """Mean microseconds of one ``legal_moves()`` call over positions of played rounds."""
    positions = []

    def recording_bot(game, moves):
        positions.append(game.round.copy())
        return lowest_bot(game, moves)

    for seed in range(20):
        play_round(Game(rules, 10_000 + seed), [recording_bot] * rules.players)
    calls = 0
    t0 = time.perf_counter()
    while True:
        for p in positions:
            p.legal_moves()
        calls += len(positions)
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return dt / calls * 1e6, calls


def run_bench(seconds: float = 3.0) -> dict:
    """Measure and print the figures; returns them as a dict."""
    cases = [("cardverse, revolution off", Rules.preset("cardverse", revolution=False)),
             ("classic", Rules.preset("classic")),
             ("daifugo", Rules.preset("daifugo"))]
    figures = {}
    print("President engine benchmark (one core, 4 players, lowest-combination bots)")
    for name, rules in cases:
        rps, n = rounds_per_second(rules, seconds)
        figures[name] = rps
        print(f"  {name:<28} {rps:8.0f} rounds/s   ({n} rounds)")
    for name, rules in cases:
        us, calls = legal_move_micros(rules, seconds / 2)
        figures["legal_moves " + name] = us
        print(f"  legal_moves(), {name:<13} {us:8.1f} us/call ({calls} calls)")
    return figures
