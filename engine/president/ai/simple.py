"""The give decisions of the levels without search (exchange, descent discards, inheritance),
and the play of Normal and the sample client as engine moves.

The rules of Normal and of the sample client are written once, on rank counts and suit masks:
:meth:`~.countplay.Table.normal` and :meth:`~.countplay.Table.baseline`, which the levels, the
play-outs of Hard's search and of the Monte Carlo design, and the engine's Round rollouts all
use; :func:`normal_play` and :func:`baseline_play` turn their choice into one of the legal moves.
A decision sees only the seat's own cards and the others' hand sizes.
"""

from __future__ import annotations

from ..cards import JOKER, JOKER_RANK
from ..policies import lowest
from .countplay import Table
from .hand import rank_counts, top_rank, value


def normal_play(obs, moves):
    """Normal's move among ``moves`` (the legal play moves of the observing seat):
    :meth:`~.countplay.Table.normal`."""
    return Table.seat_view(obs).engine_move("normal", moves)


def baseline_play(obs, moves):
    """The sample client's move among ``moves`` (the legal play moves of the observing seat):
    :meth:`~.countplay.Table.baseline`."""
    return Table.seat_view(obs).engine_move("baseline", moves)


# ---------------------------------------------------------------------------- gives
def give_move(moves, codes, to=None):
    """The legal give move with exactly these cards (and target)."""
    want = tuple(sorted(codes))
    for m in moves:
        if m.kind == "give" and tuple(sorted(m.codes)) == want and (to is None or m.to == to):
            return m
    return None


def inherit_target(obs):
    """Seat to receive an inherited card: the seat still in the round with the lowest game
    score (ties: most cards, then lowest seat). The giver's own place is already fixed, so
    this only shapes the rest of the game."""
    cands = [s for s in range(obs.players) if s != obs.seat and s not in obs.out]
    scores = obs.scores if obs.scores else (0,) * obs.players
    return min(cands, key=lambda s: (scores[s], -obs.hand_sizes[s], s))


def weakest_cards(hand, count, rev, keep_sets: bool):
    """The ``count`` cards to part with: weakest in the order, never jokers or the top rank
    while others remain; with ``keep_sets`` single cards go before cards of a pair or more."""
    counts = rank_counts(hand)
    tr = top_rank(rev)

    def key(c):
        r = JOKER_RANK if c == JOKER else (c >> 2) + 3
        keeper = c == JOKER or r == tr
        return (keeper, keep_sets and counts[r] > 1, value(r, rev), c)

    return sorted(hand, key=key)[:count]


def simple_give(level, obs, moves):
    """Give decisions of Easy, Normal and baseline (exchange, descent discard, inheritance)."""
    p = obs.pending or {}
    reason = p.get("reason")
    if level == "easy":
        return lowest(moves, obs.order == "reversed")
    if reason == "inherit":
        to = inherit_target(obs)
        card = min(obs.hand)
        return give_move(moves, (card,), to) or moves[0]
    count = p.get("count", len(moves[0].pairs))
    rev = obs.order == "reversed" and reason != "exchange"
    cards = weakest_cards(list(obs.hand), count, rev, keep_sets=(level != "baseline"))
    return give_move(moves, cards) or lowest(moves, rev)
