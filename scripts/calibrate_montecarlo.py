"""How many deals give the pool's Monte Carlo player Hard's CPU time per decision (issue 30,
item 3; engine/AI-RESULTS.md). A measurement, not a test: the deal count it prints is fixed
in ``president.ai.levels.CONFIGS["montecarlo-cpu"]`` so that decisions replay exactly.

    python scripts/calibrate_montecarlo.py [--deals 6] [--preset classic] [--level hard]
        [--mc-deals 12] [--fit 8,48]

Plays ``--deals`` deals (seeds 1..N, every rotation) of ``--level`` in one seat against three
``montecarlo`` seats with ``--mc-deals`` deals each, and takes the CPU time
(``time.process_time``) of every decision with a choice (two legal moves or more): the level's
mean, and the Monte Carlo seats' positions. It then times the Monte Carlo decision on those
positions at the two deal counts of ``--fit`` (the same rng per position), fits
``ms = fixed + per_deal * deals`` and prints the deal count whose mean equals the level's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from president import ai  # noqa: E402
from president.ai import levels  # noqa: E402
from president.ai.montecarlo import montecarlo_choose  # noqa: E402
from president.playout import play_game  # noqa: E402
from president.rules import Rules  # noqa: E402


def cpu_ms():
    return time.process_time() * 1000


def match(preset, level, deals, mc_deals):
    """``(level's CPU ms per decision with a choice, [(obs, moves)] of the Monte Carlo seats)``."""
    levels.CONFIGS["montecarlo"] = levels.MonteCarlo(deals=mc_deals)
    rules = Rules.preset(preset, players=4)
    spent, calls, positions = 0.0, 0, []

    def timed(b):
        def call(game, moves):
            nonlocal spent, calls
            t = cpu_ms()
            m = b(game, moves)
            if len(moves) > 1:
                spent += cpu_ms() - t
                calls += 1
            return m
        return call

    def kept(b):
        def call(game, moves):
            if len(moves) > 1 and moves[0].kind != "give":
                positions.append((game.observation(game.round.to_act), list(moves)))
            return b(game, moves)
        return call

    for d in range(1, deals + 1):
        for k in range(4):
            lineup = [level if (s - k) % 4 == 0 else "montecarlo" for s in range(4)]
            bots = [timed(ai.bot(x, seed=1)) if x == level else kept(ai.bot(x, seed=1)) for x in lineup]
            play_game(rules, d, bots)
    return spent / max(calls, 1), calls, positions


def mc_ms(positions, n):
    t = cpu_ms()
    for i, (obs, moves) in enumerate(positions):
        montecarlo_choose(obs, moves, random.Random(i), n)
    return (cpu_ms() - t) / len(positions)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python scripts/calibrate_montecarlo.py")
    p.add_argument("--deals", type=int, default=6)
    p.add_argument("--preset", default="classic")
    p.add_argument("--level", default="hard")
    p.add_argument("--mc-deals", type=int, default=12)
    p.add_argument("--fit", default="8,48")
    a = p.parse_args(argv)
    level_ms, calls, positions = match(a.preset, a.level, a.deals, a.mc_deals)
    lo, hi = (int(x) for x in a.fit.split(","))
    ms_lo, ms_hi = mc_ms(positions, lo), mc_ms(positions, hi)
    per_deal = (ms_hi - ms_lo) / (hi - lo)
    fixed = ms_lo - per_deal * lo
    n = max(1, round((level_ms - fixed) / per_deal))
    print(json.dumps({"preset": a.preset, "level": a.level, "level_cpu_ms": round(level_ms, 2),
                      "level_decisions": calls, "mc_positions": len(positions),
                      f"mc_ms_at_{lo}": round(ms_lo, 2), f"mc_ms_at_{hi}": round(ms_hi, 2),
                      "mc_fixed_ms": round(fixed, 3), "mc_ms_per_deal": round(per_deal, 3),
                      "equal_cpu_deals": n}))


if __name__ == "__main__":
    main()
