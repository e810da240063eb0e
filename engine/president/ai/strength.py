"""Strength benchmark of the AI levels (prints figures; not a timed test).

    python -m president.ai.strength [--deals 2000] [--max-samples 16] [--jobs 1]
        [--match hard:normal] [--preset classic] [--json-dir DIR] [--pool | --against LEVEL]

Each match is a duplicate tournament, 4 players, one seat of the first level against three of
the second: Normal vs Easy, Hard vs Normal, Hard vs baseline, on ``cardverse`` and
``classic``. Prints one Markdown table row per match: mean score per round of the first level
with its 95% CI, President and Asshole shares, and the mean score difference (first minus
second) with its 95% CI. ``--pool``: the first and the second level each in one seat against
the pool of other designs (``POOL``), paired by deal; ``--against LEVEL``: the same against three
seats of ``LEVEL`` (``montecarlo-cpu``: the Monte Carlo design at Hard's CPU time per decision).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from ..rules import Rules
from ..tournament import run_tournament

MATCHES = [("normal", "easy"), ("hard", "normal"), ("hard", "baseline")]
PRESETS = ("cardverse", "classic")
HEADER = ("| preset | match | deals | mean score of first (95% CI) | President | Asshole | "
          "difference per round (95% CI) | ms/decision (first) |\n|---|---|---|---|---|---|---|---|")


def row(s) -> str:
    a = s["seats"][0]
    b = s["seats"][1]
    x = s["bots"][a]
    d = s["differences"][0]
    return (f"| {s['rules']['preset']} | {a} vs 3 {b} | {s['deals']} | {x['mean_score']:.3f} "
            f"[{x['ci95'][0]:.3f}, {x['ci95'][1]:.3f}] | {x['president_share']:.1%} | {x['asshole_share']:.1%} | "
            f"{d['mean_difference']:+.3f} [{d['ci95'][0]:+.3f}, {d['ci95'][1]:+.3f}] | {x['ms_per_decision']:.2f} |")


def _ticker(every=100):
    """Progress on stderr: a line every ``every`` deals (for long runs in the background)."""
    def wrap(it, total):
        t0 = time.perf_counter()
        for i, x in enumerate(it, 1):
            if i % every == 0 or i == total:
                print(f"{i}/{total} deals, {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
            yield x
    return wrap


POOL = ("baseline", "montecarlo", "hard-uniform")


def pool_match(rules, first, second, pool, deals, seed, budget_ms, max_samples, progress=None):
    """``first`` and ``second`` each in one seat against the same ``pool`` of other designs
    on the same deals (duplicate format, every rotation): per bot its mean score per round
    with a 95% CI, and ``first`` minus ``second`` paired within each deal."""
    from ..tournament import mean_ci, play_deal
    a_means, b_means, t_a, t_b = [], [], [], []
    it = range(deals)
    if progress is not None:
        it = progress(it, deals)
    for d in it:
        for name, out, tm in ((first, a_means, t_a), (second, b_means, t_b)):
            timers = {}
            res = play_deal(rules, [name] + list(pool), seed + d, seed, budget_ms, max_samples, timers)
            rows = res[name]
            out.append(sum(r[0] for r in rows) / len(rows))
            t = timers.get(name)
            if t is not None:
                tm.append((t.calls, t.seconds))
    ma, ha = mean_ci(a_means)
    mb, hb = mean_ci(b_means)
    md, hd = mean_ci([x - y for x, y in zip(a_means, b_means)])

    def ms(tm):
        calls = sum(c for c, _ in tm)
        return 1000 * sum(s for _, s in tm) / calls if calls else 0.0
    return {"rules": rules.changed() | {"preset": rules.preset, "players": rules.players},
            "first": first, "second": second, "pool": list(pool), "deals": deals, "seed": seed,
            "max_samples": max_samples, "first_mean": ma, "first_ci95": [ma - ha, ma + ha],
            "second_mean": mb, "second_ci95": [mb - hb, mb + hb], "difference": md,
            "difference_ci95": [md - hd, md + hd], "first_ms": ms(t_a), "second_ms": ms(t_b)}


def pool_row(s) -> str:
    return (f"| {s['rules']['preset']} | {s['first']} vs {s['second']}, each against {', '.join(s['pool'])} | "
            f"{s['deals']} | {s['first_mean']:.3f} [{s['first_ci95'][0]:.3f}, {s['first_ci95'][1]:.3f}] | "
            f"{s['second_mean']:.3f} [{s['second_ci95'][0]:.3f}, {s['second_ci95'][1]:.3f}] | "
            f"{s['difference']:+.3f} [{s['difference_ci95'][0]:+.3f}, {s['difference_ci95'][1]:+.3f}] | "
            f"{s['first_ms']:.2f} |")


POOL_HEADER = ("| preset | match | deals | mean score of first (95% CI) | mean score of second (95% CI) | "
               "first minus second, paired (95% CI) | ms/decision (first) |\n|---|---|---|---|---|---|---|")


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m president.ai.strength")
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget-ms", type=float, default=300)
    p.add_argument("--max-samples", type=int, default=16)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--match", action="append",
                   help="FIRST:SECOND (default: the three matches); FIRST may be 'cheat', Hard seeing every hand")
    p.add_argument("--preset", action="append", help="default: cardverse and classic")
    p.add_argument("--json-dir", help="write each match's summary as JSON here")
    p.add_argument("--pool", action="store_true",
                   help="FIRST and SECOND each against the pool " + ",".join(POOL) + " (paired)")
    p.add_argument("--against", metavar="LEVEL",
                   help="as --pool, against three seats of LEVEL (e.g. montecarlo-cpu: the Monte Carlo "
                   "design at Hard's CPU time per decision)")
    a = p.parse_args(argv)
    if a.pool or a.against:
        pool = (a.against,) * 3 if a.against else POOL
        matches = [tuple(m.split(":")) for m in a.match] if a.match else [("hard", "normal")]
        print(POOL_HEADER, flush=True)
        for preset in a.preset or PRESETS:
            for first, second in matches:
                s = pool_match(Rules.preset(preset, players=4), first, second, pool, a.deals, a.seed,
                               a.budget_ms, a.max_samples, _ticker(50))
                print(pool_row(s), flush=True)
                if a.json_dir:
                    os.makedirs(a.json_dir, exist_ok=True)
                    tag = f"{a.against}-" if a.against else "pool-"
                    with open(os.path.join(a.json_dir, f"{tag}{preset}-{first}-{second}.json"), "w") as f:
                        json.dump(s, f, indent=1)
        return
    matches = [tuple(m.split(":")) for m in a.match] if a.match else MATCHES
    presets = a.preset or PRESETS
    print(HEADER, flush=True)
    for preset in presets:
        for first, second in matches:
            s = run_tournament(Rules.preset(preset, players=4), [first] + [second] * 3, a.deals, a.seed,
                               a.budget_ms, a.max_samples, a.jobs, _ticker())
            print(row(s), flush=True)
            if a.json_dir:
                os.makedirs(a.json_dir, exist_ok=True)
                with open(os.path.join(a.json_dir, f"{preset}-{first}-{second}.json"), "w") as f:
                    json.dump(s, f, indent=1)


if __name__ == "__main__":
    main()
