"""Hard's development matches (engine/AI-RESULTS.md, issue 14): one configuration of Hard against
three Normals or against the pool of other designs, per-deal means kept so that two runs on the
same deals can be paired.

    python scripts/ai_experiment.py run NAME PRESET DEALS [--seed 1] [--offset 0]
        [--max-samples N|none] [--set PART.FIELD=VALUE ...] [--first hard] [--pool] [--pool-cap 8]
        [--against LEVEL] [--normal-from NAME] [--jobs 2] [--out /tmp/ai-experiments]
    python scripts/ai_experiment.py pair NAME_A NAME_B [--out DIR]

``run`` plays deal seeds ``seed + offset .. seed + offset + DEALS - 1`` (bot seed ``seed``; deals
1..DEALS by default) in the
duplicate format of :func:`president.tournament.play_deal`, 4 players, and writes ``DIR/NAME.json``
(``{"args": ..., "first": [mean points per round per deal], "normal": [...] (pool only)}``).
``--set PART.FIELD=VALUE`` runs the first player (a searching level) with one field of its
configuration changed (``president.ai.levels``: ``sampling``, ``opponents``, ``search``,
``endgame`` or ``budget``, e.g. ``--set search.trusted=0``; VALUE is a Python literal), in this process and
its workers (forked). The variants measured while Hard was developed (engine/AI-RESULTS.md,
flags such as ``--set OWN_PLAN=False``) run at git tag ``ai-experiments-2026-12``. ``--pool``: the first player and Normal each take one
seat against ``president.ai.strength.POOL``, ``--pool-cap`` capping ``hard-uniform``'s deals;
``--against LEVEL`` (implies ``--pool``): the same paired match against three seats of ``LEVEL``
instead (``montecarlo-cpu``: the Monte Carlo design at Hard's CPU time per decision);
``--normal-from NAME`` takes Normal's column from the earlier pool run ``NAME`` on the same deals
instead of replaying it (Normal and the pool decide the same way whatever Hard's flags are, so
this halves a pool run; the run must have the same preset, deals, seed, offset and cap).
``pair`` prints the mean paired difference of the first players, with its 95% confidence interval.
Figures, not tests: nothing here is timed.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import json
import multiprocessing as mp
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

import president.ai as ai  # noqa: E402
from president.ai import levels  # noqa: E402
from president.ai.strength import POOL  # noqa: E402
from president.rules import Rules  # noqa: E402
from president.tournament import mean_ci, play_deal  # noqa: E402

_CONF = {}


def _capped_choose(base, cap):
    def choose(level, obs, moves, rng=None, budget_ms=300, max_samples=None):
        if level == "hard-uniform":
            max_samples = cap
        return base(level, obs, moves, rng, budget_ms, max_samples)
    return choose


def _one(d):
    c = _CONF
    rules = Rules.preset(c["preset"], players=4)
    deal_seed = c["seed"] + c["offset"] + d
    names = (c["first"], "normal") if c["pool"] and c["normal"] is None else (c["first"],)
    out = []
    for name in names:
        others = [c["against"]] * 3 if c["against"] else list(POOL) if c["pool"] else ["normal"] * 3
        res = play_deal(rules, [name] + others, deal_seed, c["seed"], 300, c["max_samples"])
        rows = res[name]
        out.append(sum(r[0] for r in rows) / len(rows))
    if c["pool"] and c["normal"] is not None:
        out.append(c["normal"][d])
    return out


def variant(config, kv):
    """``config`` with the field of ``kv`` (``"part.field=value"``, or ``"field=value"`` for a
    field of the configuration itself, e.g. ``deals=1600`` of ``montecarlo-cpu``) changed."""
    path, _, value = kv.partition("=")
    part, _, name = path.partition(".")
    if not name and dataclasses.is_dataclass(config) and part in {f.name for f in dataclasses.fields(config)} \
            and not dataclasses.is_dataclass(getattr(config, part)):
        return dataclasses.replace(config, **{part: ast.literal_eval(value)})
    if not dataclasses.is_dataclass(config) or part not in {f.name for f in dataclasses.fields(config)}:
        raise SystemExit(f"--set {kv}: {type(config).__name__} has no part {part!r}")
    sub = getattr(config, part)
    if name not in {f.name for f in dataclasses.fields(sub)}:
        raise SystemExit(f"--set {kv}: {part} has no field {name!r}")
    return dataclasses.replace(config, **{part: dataclasses.replace(sub, **{name: ast.literal_eval(value)})})


def _ci(xs) -> str:
    m, h = mean_ci(xs)
    return f"{m:.3f} [{m - h:.3f}, {m + h:.3f}]"


def run(a) -> dict:
    if a.against:
        a.pool = True
    for kv in a.set or ():
        levels.CONFIGS[a.first] = variant(levels.CONFIGS[a.first], kv)
    if a.pool and a.pool_cap is not None:
        ai.choose = _capped_choose(ai.choose, a.pool_cap)
    normal = None
    if a.normal_from:
        if not a.pool:
            raise SystemExit("--normal-from needs --pool")
        with open(os.path.join(a.out, a.normal_from + ".json")) as f:
            ref = json.load(f)
        for key in ("preset", "deals", "seed", "offset", "pool_cap", "against"):
            if ref["args"].get(key) != getattr(a, key):
                raise SystemExit(f"--normal-from {a.normal_from}: its {key} is {ref['args'].get(key)!r}, "
                                 f"this run's {getattr(a, key)!r}")
        if "normal" not in ref:
            raise SystemExit(f"--normal-from {a.normal_from}: that run has no Normal column")
        normal = ref["normal"]
    _CONF.update(normal=normal, against=a.against, preset=a.preset, seed=a.seed, offset=a.offset, first=a.first, pool=a.pool,
                 max_samples=None if a.max_samples == "none" else int(a.max_samples))
    t0 = time.perf_counter()
    if a.jobs > 1:
        with mp.get_context("fork").Pool(a.jobs) as p:
            rows = p.map(_one, range(a.deals), chunksize=1)
    else:
        rows = [_one(d) for d in range(a.deals)]
    out = {"args": vars(a), "first": [r[0] for r in rows], "seconds": round(time.perf_counter() - t0, 1)}
    print(a.name, a.first, _ci(out["first"]))
    if a.pool:
        out["normal"] = [r[1] for r in rows]
        print(a.name, "normal", _ci(out["normal"]))
        print(a.name, f"{a.first} minus normal", _ci([x - y for x, y in rows]))
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, a.name + ".json"), "w") as f:
        json.dump(out, f)
    return out


def pair(a) -> float:
    xs = [json.load(open(os.path.join(a.out, n + ".json")))["first"] for n in (a.a, a.b)]
    if len(xs[0]) != len(xs[1]):
        raise SystemExit(f"{a.a} has {len(xs[0])} deals, {a.b} {len(xs[1])}: not the same deals")
    d = [x - y for x, y in zip(*xs)]
    m, h = mean_ci(d)
    print(f"{a.a} minus {a.b}: {m:+.3f} [{m - h:+.3f}, {m + h:+.3f}] over {len(d)} deals")
    return m


def main(argv=None):
    p = argparse.ArgumentParser(prog="python scripts/ai_experiment.py")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("name")
    r.add_argument("preset")
    r.add_argument("deals", type=int)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--offset", type=int, default=0)
    r.add_argument("--max-samples", default="none")
    r.add_argument("--set", action="append", metavar="PART.FIELD=VALUE")
    r.add_argument("--first", default="hard")
    r.add_argument("--pool", action="store_true")
    r.add_argument("--pool-cap", type=int, default=8)
    r.add_argument("--against", metavar="LEVEL")
    r.add_argument("--normal-from", metavar="NAME")
    r.add_argument("--jobs", type=int, default=2)
    r.add_argument("--out", default="/tmp/ai-experiments")
    q = sub.add_parser("pair")
    q.add_argument("a")
    q.add_argument("b")
    q.add_argument("--out", default="/tmp/ai-experiments")
    a = p.parse_args(argv)
    return run(a) if a.cmd == "run" else pair(a)


if __name__ == "__main__":
    main()
