"""Profile random-bot games of the engine (cProfile) and print the top functions by total time.

    PYTHONPATH=engine .venv/bin/python scripts/profile_engine.py [--games 300] [--preset classic] [--top 15]

A random bot picks uniformly among the legal moves (a seeded ``random.Random``), so the profile
covers every kind of move and position the table sees; the games are seeded, so two runs profile
the same positions.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random

from president.playout import play_game
from president.rules import Rules


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--preset", default="classic")
    p.add_argument("--top", type=int, default=15)
    a = p.parse_args()
    rules = Rules.preset(a.preset, players=4)
    rng = random.Random(0)

    def random_bot(game, moves):
        return moves[rng.randrange(len(moves))]

    prof = cProfile.Profile()
    prof.enable()
    for seed in range(a.games):
        play_game(rules, seed, [random_bot] * 4)
    prof.disable()
    st = pstats.Stats(prof)
    st.sort_stats("cumulative").print_stats(a.top)
    st.sort_stats("tottime").print_stats(a.top)


if __name__ == "__main__":
    main()
