"""A Monte Carlo player of another design than Hard, for the tournament pool (issue 14).

Flat Monte Carlo: every distinct legal play (and the pass) is played out from the same
``deals`` deals of the unseen cards (``levels.MonteCarlo``: 12), dealt uniformly among the other seats (only hand sizes,
the cards played and the exchange are used; nothing is read from the others' passes), with
every seat then playing as the UECda sample client (``countplay.Table.baseline``); the best mean
finishing points wins, ties going to the sample client's own choice. Rank-count play-outs
(:mod:`.countplay`) where they apply, else the sample client's move alone.
"""

from __future__ import annotations

from .countplay import Table, playout, supports
from .search import hidden_constraints, sample_hands
from .simple import baseline_play


def montecarlo_choose(obs, moves, rng, deals):
    """One of ``moves`` for the Monte Carlo design (see the module doc)."""
    own = baseline_play(obs, moves)
    if obs.phase != "play" or not supports(obs.rules, "baseline") or len(moves) < 2:
        return own
    base = Table.from_observation(obs, [()] * obs.players)
    cands = []
    seen = set()
    for m in [own] + list(moves):
        key = None if m.kind == "pass" else base.shape(m.combo)
        if key not in seen:
            seen.add(key)
            cands.append((m, key))
    if len(cands) < 2:
        return own
    pool, known, caps = hidden_constraints(obs)
    totals = [0] * len(cands)
    for _ in range(deals):
        hands = sample_hands(obs, pool, known, caps, rng)
        t0 = base.copy()
        for s, h in enumerate(hands):
            if s != obs.seat:
                t0.deal(s, h)
        for k, (_, key) in enumerate(cands):
            totals[k] += playout(t0.copy(), obs.seat, key, policy="baseline")
    best = max(range(len(cands)), key=lambda k: (totals[k], -k))
    return cands[best][0]
