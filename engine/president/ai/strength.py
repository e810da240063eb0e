"""Strength benchmark of the AI levels (prints figures; not a timed test).

    python -m president.ai.strength [--deals 2000] [--max-samples 16] [--jobs 1]
        [--match hard:normal] [--preset classic] [--json-dir DIR]

Each match is a duplicate tournament, 4 players, one seat of the first level against three of
the second: Normal vs Easy, Hard vs Normal, Hard vs baseline, on ``cardverse`` and
``classic``. Prints one Markdown table row per match: mean score per round of the first level
with its 95% CI, President and Asshole shares, and the mean score difference (first minus
second) with its 95% CI.
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


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m president.ai.strength")
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget-ms", type=float, default=300)
    p.add_argument("--max-samples", type=int, default=16)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--match", action="append", help="FIRST:SECOND (default: the three matches)")
    p.add_argument("--preset", action="append", help="default: cardverse and classic")
    p.add_argument("--json-dir", help="write each match's summary as JSON here")
    a = p.parse_args(argv)
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
