"""Exact endgames for Hard: when only two seats are left in a round, every unseen card is in
the other seat's hand, so the round is a game of perfect information. A short minimax on rank
counts (:class:`~president.ai.countplay.Table`) tells whether a move surely makes this seat go
out first. Only for rules that :func:`~president.ai.countplay.supports` plays exactly.
"""

from __future__ import annotations

from .countplay import Table
from .search import hidden_constraints


class _TooBig(Exception):
    pass


def _key(t, me, opp):
    key = (tuple(t.counts[me]), tuple(t.counts[opp]), tuple(c for _, c in t.pile[-4:]),
           t.reversed, t.pending_flips, t.to_act, t.passed[me], t.passed[opp], t.last_player == me)
    if t.suited:
        key += (tuple(t.masks[me]), tuple(t.masks[opp]), t.lock, t.jack_back)
    return key


def _wins(t, me, opp, memo, budget):
    """True if ``me`` goes out before ``opp`` from position ``t`` with best play of both."""
    out = t.out
    if me in out or opp in out:
        # two seats left: the round is over (places from the top, or from the bottom after a
        # forbidden finish)
        return t.points(me) > t.points(opp)
    key = _key(t, me, opp)
    got = memo.get(key)
    if got is not None:
        return got
    budget[0] -= 1
    if budget[0] < 0:
        raise _TooBig
    mine = t.to_act == me
    moves = t.legal()
    # going out first, then larger plays: finds the decisive lines sooner
    moves.sort(key=lambda m: (0, -m[0]) if m is not None else (1, 0))
    result = not mine
    for m in moves:
        c = t.copy()
        c.apply(m)
        w = _wins(c, me, opp, memo, budget)
        if w == mine:
            result = mine
            break
    memo[key] = result
    return result


def winning_move(obs, cands, node_limit):
    """The first of ``cands`` (legal moves, heuristic order) after which this seat surely goes
    out before the only other seat left, or None (none does, or the position is too large:
    more than ``node_limit`` positions, about 50 ms in CPython for 5,000, Hard's
    :attr:`~.levels.Endgame.nodes`)."""
    me = obs.seat
    alive = [s for s in range(obs.players) if s not in obs.out]
    if len(alive) != 2 or me not in alive:
        return None
    opp = alive[0] if alive[1] == me else alive[1]
    pool, _, _ = hidden_constraints(obs)
    if len(pool) != obs.hand_sizes[opp]:
        return None
    hands = [[] for _ in range(obs.players)]
    hands[opp] = sorted(pool)
    base = Table.from_observation(obs, hands)
    memo = {}
    budget = [node_limit]
    try:
        for m in cands:
            t = base.copy()
            t.apply(None if m.kind == "pass" else base.shape(m.combo))
            if _wins(t, me, opp, memo, budget):
                return m
    except _TooBig:
        return None
    return None
