"""Compare the engine of this checkout with the engine of an earlier commit, in one process and
in alternating blocks (so that a change in the machine's load falls on both): full benchmark
rounds (``bench.our_block``, lowest bots) and the AI's rank-count play-outs (``countplay``, the
positions of ``python -m president.ai.timing --rollouts``), CPU time.

    .venv/bin/python scripts/compare_engine.py 6d5d453 [--blocks 8] [--presets cardverse,classic]

The earlier engine is copied from git (``git archive``) into a temporary folder as the package
``president_base``; nothing in the checkout changes. Prints per measure the medians of the
blocks and the median ratio of the paired blocks (now / base).
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
import tarfile
import tempfile
import time
from io import BytesIO
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def load_base(commit: str, where: Path):
    """The package ``president`` of ``commit`` imported as ``president_base``."""
    data = subprocess.run(["git", "archive", commit, "engine/president"], cwd=ROOT, check=True,
                          capture_output=True).stdout
    with tarfile.open(fileobj=BytesIO(data)) as tar:
        tar.extractall(where, filter="data")
    (where / "engine" / "president").rename(where / "president_base")
    sys.path.insert(0, str(where))
    return importlib.import_module("president_base")


def median(xs):
    return sorted(xs)[len(xs) // 2]


def compare(measure_base, measure_now, blocks: int) -> tuple[float, float, float]:
    """(median of base, median of now, median of now/base) over alternating blocks; each
    measure returns a rate (higher is faster)."""
    measure_base(), measure_now()          # warm both
    base, now = [], []
    for _ in range(blocks):
        base.append(measure_base())
        now.append(measure_now())
    return median(base), median(now), median([n / b for n, b in zip(now, base)])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("commit")
    p.add_argument("--blocks", type=int, default=8)
    p.add_argument("--rounds", type=int, default=200)
    p.add_argument("--presets", default="cardverse,classic,daifugo,japanese")
    a = p.parse_args()
    sys.path.insert(0, str(ROOT / "engine"))
    with tempfile.TemporaryDirectory() as tmp:
        base_pkg = load_base(a.commit, Path(tmp))
        base_bench = importlib.import_module("president_base.bench")
        base_cp = importlib.import_module("president_base.ai.countplay")
        base_timing = importlib.import_module("president_base.ai.timing")
        from president import bench
        from president.ai import countplay, timing
        assert Path(base_pkg.__file__).is_relative_to(tmp)

        def rounds(mod):
            return lambda: a.rounds / mod.our_block(a.rounds)

        b, n, r = compare(rounds(base_bench), rounds(bench), a.blocks)
        print(f"benchmark rounds/s   base {b:8.0f}  now {n:8.0f}  now/base {r:.3f}")
        for preset in a.presets.split(","):
            def rollouts(cp, tm):
                ps = [(g.round.copy(), legal[0]) for g, legal in tm.choices(preset, 7000, 200, after_lead=True)][:200]

                def run():
                    tables = []
                    for rnd, m in ps:
                        t = cp.Table.from_round(rnd)
                        tables.append((t, rnd.to_act, None if m.kind == "pass" else t.shape(m.combo)))
                    t0 = time.process_time()
                    for t, seat, first in tables:
                        for _ in range(3):
                            cp.playout(t.copy(), seat, first)
                    return len(tables) * 3 / ((time.process_time() - t0) * 1000)
                return run
            b, n, r = compare(rollouts(base_cp, base_timing), rollouts(countplay, timing), a.blocks)
            print(f"rollouts/ms {preset:<9} base {b:8.2f}  now {n:8.2f}  now/base {r:.3f}")


if __name__ == "__main__":
    main()
