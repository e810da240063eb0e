"""Milliseconds per Hard decision over a fixed set of positions (a benchmark, not a test).

    python -m president.ai.timing [--budget-ms 300] [--max-samples N] [--positions 60]
                                  [--presets daifugo,japanese] [--level expert]
    python -m president.ai.timing --rollouts      # rollouts per ms, engine vs rank counts
    python -m president.ai.timing --rollouts --presets daifugo,japanese

Positions come from seeded 4-player games (cardverse and classic, or ``--presets``) played by
Normal bots (:func:`choices`); at each position where the seat to act has a choice, the level
(Hard, or ``--level expert``) decides with an rng seeded from the position number. Prints JSON: ms per decision (mean, median, max) per preset and a digest of
the decisions, which is the same on every machine and runtime for the same arguments.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import platform
import random
import sys
import time

from ..game import Game
from ..rules import Rules
from . import bot, choose


def choices(preset: str, seed: int, count: int, after_lead: bool = False):
    """Positions where the seat to act has a choice, from seeded 4-player games (deal seeds
    ``seed``, ``seed + 1``, ...) of Normal bots, whole games until at least ``count``: yields
    ``(game, legal moves)`` live (read what you need before the next step); ``after_lead``:
    only once the round's first lead is made."""
    normal = bot("normal")
    taken = 0
    while taken < count:
        game = Game(Rules.preset(preset), seed)
        rnd = game.round
        while not rnd.over:
            legal = rnd.legal_moves()
            if len(legal) > 1 and (rnd.first_play_done or not after_lead):
                yield game, legal
                taken += 1
            game.apply(normal(game, legal))
        seed += 1


def positions(preset: str, count: int):
    """``count`` (observation, legal moves) pairs spread over :func:`choices` from seed 9000."""
    out = [(game.observation(game.round.to_act), legal) for game, legal in choices(preset, 9000, count)]
    step = max(1, len(out) // count)
    return out[::step][:count]


def cpu_clock():
    """A clock of the CPU time this process used, in ms: ``time.process_time`` in CPython; under
    Node (Pyodide) Node's ``process.cpuUsage()``, since Pyodide's process_time is the wall
    clock. On a busy machine the CPU time is what a decision would take on an idle core."""
    if sys.platform == "emscripten":
        try:
            import js  # noqa: PLC0415  (Pyodide only)
            usage = js.process.cpuUsage

            def node_ms():
                u = usage()
                return (u.user + u.system) / 1000.0
            node_ms()
            return node_ms
        except Exception:  # noqa: BLE001  (in a browser there is no process: wall clock)
            pass
    return lambda: time.process_time() * 1000


def measure(budget_ms=300, max_samples=None, count=60, percentile=95, presets=("cardverse", "classic"),
            level="hard"):
    result = {"python": sys.version.split()[0], "implementation": platform.python_implementation(),
              "platform": sys.platform, "level": level, "budget_ms": budget_ms, "max_samples": max_samples}
    digest = hashlib.sha256()
    clock = cpu_clock()
    for preset in presets:
        times = []
        cpu = []
        for i, (obs, legal) in enumerate(positions(preset, count)):
            t = time.perf_counter()
            c = clock()
            m = choose(level, obs, legal, random.Random(i), budget_ms, max_samples)
            cpu.append(clock() - c)
            times.append((time.perf_counter() - t) * 1000)
            digest.update(str(m).encode())
        times.sort()
        cpu.sort()
        pk = min(len(times) - 1, int(len(times) * percentile / 100))
        result[preset] = {"decisions": len(times), "mean_ms": round(sum(times) / len(times), 2),
                          "median_ms": round(times[len(times) // 2], 2),
                          f"p{percentile:g}_ms": round(times[pk], 2), "max_ms": round(times[-1], 2),
                          f"cpu_p{percentile:g}_ms": round(cpu[pk], 2), "cpu_max_ms": round(cpu[-1], 2)}
    result["digest"] = digest.hexdigest()[:16]
    return result


ROLLOUT_PRESETS = ("cardverse", "classic", "daifugo", "japanese")


def rollout_speed(count=200, repeat=3, presets=ROLLOUT_PRESETS):
    """Rollouts per millisecond from the same positions (4 players, seat to act with a choice,
    after the first lead), by the engine's :class:`~president.round.Round` (``search.rollout``)
    and by the rank-count play-out (``countplay.playout``), every seat playing Normal. Milliseconds of CPU time (:func:`cpu_clock`)."""
    from .countplay import Table, playout
    from .search import rollout
    clock = cpu_clock()
    result = {}
    for preset in presets:
        ps = [(game.round.copy(), legal[0]) for game, legal in choices(preset, 7000, count, after_lead=True)][:count]
        t = clock()
        for r, m in ps:
            for _ in range(repeat):
                rollout(r.copy(), r.to_act, m)
        engine_ms = clock() - t
        tables = []
        for r, m in ps:
            tb = Table.from_round(r)
            tables.append((tb, r.to_act, None if m.kind == "pass" else tb.shape(m.combo)))
        t = clock()
        for tb, seat, first in tables:
            for _ in range(repeat):
                playout(tb.copy(), seat, first)
        fast_ms = clock() - t
        n = len(ps) * repeat
        result[preset] = {"rollouts": n, "engine_per_ms": round(n / engine_ms, 2),
                          "countplay_per_ms": round(n / fast_ms, 2), "speedup": round(engine_ms / fast_ms, 1)}
    return result


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m president.ai.timing")
    p.add_argument("--budget-ms", type=float, default=300)
    p.add_argument("--max-samples", type=int)
    p.add_argument("--positions", type=int, default=60)
    p.add_argument("--rollouts", action="store_true",
                   help="rollouts per ms: engine Round versus rank-count play-outs")
    p.add_argument("--presets", help="comma-separated presets (default: cardverse,classic for "
                   "decisions, " + ",".join(ROLLOUT_PRESETS) + " for --rollouts)")
    p.add_argument("--level", default="hard", help="the level timed per decision (hard, expert)")
    p.add_argument("--percentile", type=float, default=95, help="also report this percentile (ms)")
    a = p.parse_args(argv)
    if a.rollouts:
        print(json.dumps(rollout_speed(presets=a.presets.split(",") if a.presets else ROLLOUT_PRESETS)))
        return
    presets = a.presets.split(",") if a.presets else ("cardverse", "classic")
    print(json.dumps(measure(a.budget_ms, a.max_samples, a.positions, a.percentile, presets, a.level)))


if __name__ == "__main__":
    main()
