"""What lies between Hard and the oracle of ``scripts/oracle_bound.py`` (issue 30 item 3,
engine/AI-RESULTS.md): how much of the oracle's edge comes from knowing the cards, the
opponents' way of deciding, or their dice, and what a player that cheats in nothing gets when
its play-outs let the opponents search.

    python scripts/oracle_variants.py dice NAME DEALS [--sim-seed 1001] [--model LEVEL]
    python scripts/oracle_variants.py pimc NAME DEALS [--samples 4] [--cap 5] [--model montecarlo]
        [--self normal]

Both play seat k of deal seeds 1..DEALS (bot seed 1, classic, 4 players, one round, each deal
in the four rotations) against three ``montecarlo-cpu`` seats, like ``oracle_bound.py run``,
and write ``/tmp/ai-experiments/NAME.json`` after every deal (``first``: the player's mean points
per round per deal; ``seconds``). Hard's and Normal's columns on the same deals come from
``oracle_bound.py run`` (its ``hard`` and ``normal``); pair them with ``first``.

- ``dice``: the oracle (every hand known, one-move deviation with Hard continuing, every distinct
  play tried), but it plays the other seats out with bot seed ``--sim-seed`` instead of theirs:
  it knows how they decide, not their dice. ``--model LEVEL`` plays them out as LEVEL instead
  (``montecarlo``: the pool's Monte Carlo with 12 deals, a cheap model of the 160-deal seats).
- ``pimc``: a player that knows nothing hidden: at each decision with a choice, Hard's best
  ``--cap`` distinct plays (Hard's choice among them) are played out on ``--samples`` deals of
  the unseen cards (uniform, hand sizes kept; the same deals for every candidate), every other
  seat deciding as ``--model`` with its own dice (bot seed 2001) and this seat as ``--self``;
  the best total wins (tie: Hard's choice). Its time per decision is many times Hard's (printed
  per deal): a measure of the design, not a level.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import oracle_bound as ob  # noqa: E402  (puts the engine on the path)
from president.game import Game  # noqa: E402
from president.playout import play_round  # noqa: E402
from president.rules import Rules  # noqa: E402

PLAYERS = 4
AGAINST = "montecarlo-cpu"


class Simulated:
    """The oracle's levels: Hard's own decisions (``decide``, and Hard in the play-outs) with the
    real bot seed; every other seat played out with ``sim`` (another seed), as ``model`` if
    given."""

    def __init__(self, real, sim, model=None):
        self.real, self.sim, self.model = real, sim, model

    def decide(self, level, game, moves):
        return self.real.decide(level, game, moves)

    def bot(self, level, log=None):
        if level == "hard":
            return self.real.bot(level, log)
        return self.sim.bot(self.model or level, log)


def resample(game, seat, rng) -> None:
    """Deal the cards ``seat`` cannot see again among the other seats (uniform, sizes kept)."""
    r = game.round
    others = [s for s in range(r.n) if s != seat]
    pool = [c for s in others for c in r.hands[s]]
    rng.shuffle(pool)
    i = 0
    for s in others:
        k = len(r.hands[s])
        r.hands[s] = sorted(pool[i:i + k])
        i += k
    r._masks = [None] * r.n         # the hands' suit masks are worked out again


def pimc_bot(seat, real, sim, samples, cap, model, self_level, stats):
    """The ``pimc`` player for ``seat`` (a ``callable(game, moves)``)."""
    def play(game, moves):
        hard_i = real.decide("hard", game, moves)
        if len(moves) == 1:
            return moves[hard_i]
        cands = ob.candidates(game, moves, hard_i, cap)
        if len(cands) < 2:
            return moves[hard_i]
        rng = random.Random(hash((len(game.round.history), seat, tuple(game.round.hands[seat]))) & 0xffffffff)
        deals = []
        for _ in range(samples):
            g = copy.deepcopy(game)
            resample(g, seat, rng)
            deals.append(g)
        totals = [0] * len(cands)
        for g0 in deals:
            for j, i in enumerate(cands):
                g = copy.deepcopy(g0)
                g.round.apply(g.round.legal_moves()[i])
                if not g.round.over:
                    play_round(g, [sim.bot(self_level if s == seat else model) for s in range(PLAYERS)])
                totals[j] += g.round.points()[seat]
        stats["tried"] = stats.get("tried", 0) + 1
        best = max(range(len(cands)), key=lambda k: (totals[k], -k))
        return moves[cands[best]]
    return play


def run(a):
    rules = Rules.preset("classic", players=PLAYERS)
    out = {"args": vars(a), "first": [], "seconds": []}
    os.makedirs(a.out, exist_ok=True)
    path = os.path.join(a.out, a.name + ".json")
    for d in range(a.deals):
        deal_seed = 1 + d
        t0 = time.perf_counter()
        pts = []
        tried = 0
        for k in range(PLAYERS):
            real = ob.Levels(1)
            lineup = [AGAINST] * PLAYERS
            st = {}
            if a.cmd == "dice":
                lineup[k] = "oracle"
                me = ob.oracle_bot(k, Simulated(real, ob.Levels(a.sim_seed), a.model), lineup, st)
            else:
                me = pimc_bot(k, real, ob.Levels(2001), a.samples, a.cap, a.model, a.self_level, st)
            game = Game(rules, deal_seed)
            play_round(game, [real.bot(lineup[s]) if s != k else me for s in range(PLAYERS)])
            pts.append(game.round.points()[k])
            tried += st.get("tried", 0)
        out["first"].append(sum(pts) / PLAYERS)
        out["seconds"].append(round(time.perf_counter() - t0, 1))
        with open(path + ".tmp", "w") as f:
            json.dump(out, f)
        os.replace(path + ".tmp", path)
        print(f"{time.strftime('%H:%M:%S')} deal {deal_seed}: {pts} tried {tried} "
              f"{out['seconds'][-1]} s", flush=True)
    return out


def main(argv=None):
    p = argparse.ArgumentParser(prog="python scripts/oracle_variants.py")
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("dice", "pimc"):
        r = sub.add_parser(name)
        r.add_argument("name")
        r.add_argument("deals", type=int)
        r.add_argument("--out", default="/tmp/ai-experiments")
        if name == "dice":
            r.add_argument("--sim-seed", type=int, default=1001)
            r.add_argument("--model", default=None)
        else:
            r.add_argument("--samples", type=int, default=4)
            r.add_argument("--cap", type=int, default=5)
            r.add_argument("--model", default="montecarlo")
            r.add_argument("--self", dest="self_level", default="normal")
    return run(p.parse_args(argv))


if __name__ == "__main__":
    main()
