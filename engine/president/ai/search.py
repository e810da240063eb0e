"""Determinized search for Hard: rebuild the position from the observation, deal the unseen
cards to the other seats in a way that agrees with everything public (hand sizes, the cards
played, what this seat gave and received in the exchange), and play the round out with the
Normal player in every seat (rollouts: the rules the rank counts of :mod:`.countplay` do not
play out, those with gives in play).

Only the observation is used: the rebuilt :class:`Round` is this seat's guess, never the
real one.
"""

from __future__ import annotations

from ..cards import JOKER
from ..round import Round
from .countplay import Table
from .simple import weakest_cards, give_move


def base_round(obs) -> Round:
    """A Round in the observed position with this seat's hand and empty hands for the others
    (fill them with :func:`sample_hands`). Only for the ``play`` phase."""
    hands = [[] for _ in range(obs.players)]
    hands[obs.seat] = list(obs.hand)
    return Round.position(
        obs.rules, hands, to_act=obs.seat, pile=obs.pile, order=obs.order, direction=obs.direction,
        pending_flips=obs.pending_flips, passed=obs.passed, out=obs.out,
        last_player=obs.pile[-1][0] if obs.pile else None, lead_card=obs.first_lead_card,
        first_play_done=obs.first_lead_card < 0, lock=obs.lock, jack_back=obs.jack_back,
        bottom_out=obs.bottom_out, ranking_before=obs.ranking_before)


def hidden_constraints(obs):
    """``(pool, known, caps)``: the unseen cards, cards known to be in a seat's hand (this seat
    gave them and they were not played since), and code caps: when this seat received an
    exchange partner's best cards, the partner holds nothing better than those (apart from
    what this seat gave back)."""
    seen = [0] * 53
    for c in obs.hand:
        seen[c] += 1
    for c in obs.played:
        seen[c] += 1
    pool = [c for c in range(52) if not seen[c]]
    pool += [JOKER] * max(0, obs.rules.jokers - seen[JOKER])
    in_pool = set(pool)
    known: dict[int, list] = {}
    for s, codes in obs.gave:
        for c in codes:
            if c in in_pool and c != JOKER and s not in obs.out:
                known.setdefault(s, []).append(c)
    caps: dict[int, int] = {}
    if obs.rules.exchange and obs.round_no > 1:
        got = {}
        for s, codes in obs.received:
            got.setdefault(s, []).extend(codes)
        gave = {}
        for s, codes in obs.gave:
            gave.setdefault(s, []).extend(codes)
        for s, codes in got.items():
            if s in gave and len(codes) <= 2 and min(codes) > max(gave[s]) and s not in obs.out:
                caps[s] = min(codes)
    return pool, known, caps


def sample_hands(obs, pool, known, caps, rng):
    """One deal of the unseen ``pool`` to the other seats with their known hand sizes."""
    n = obs.players
    hands = [[] for _ in range(n)]
    need = list(obs.hand_sizes)
    need[obs.seat] = 0
    rest = list(pool)
    for s, codes in known.items():
        take = codes[:need[s]]
        for c in take:
            rest.remove(c)
        hands[s].extend(take)
        need[s] -= len(take)
    rng.shuffle(rest)
    for s, cap in caps.items():
        if need[s] <= 0:
            continue
        take = [c for c in rest if c < cap][:need[s]]
        for c in take:
            rest.remove(c)
        hands[s].extend(take)
        need[s] -= len(take)
    i = 0
    for s in range(n):
        if s == obs.seat:
            continue
        k = need[s]
        if k > 0:
            hands[s].extend(rest[i:i + k])
            i += k
    for s in range(n):
        if s != obs.seat:
            hands[s].sort()
    return hands


def rollout_move(r: Round):
    """The move every seat makes in a rollout: Normal's choice (and its give decisions)."""
    moves = r.legal_moves()
    if len(moves) == 1:
        return moves[0]
    if r.phase != "play":
        g = r.gives[0]
        if g.reason == "inherit":
            return moves[0]
        cards = weakest_cards(r.hands[r.to_act], g.count, r.reversed, True)
        return give_move(moves, cards) or moves[0]
    return Table.from_round(r, seat_only=True).engine_move("normal", moves)


def rollout(r: Round, seat: int, first, max_steps: int = 2000) -> int:
    """Apply ``first`` for ``seat``, then play the round out with every seat (``seat`` too)
    playing as Normal; returns ``seat``'s points (n for first place ... 1 for last)."""
    r.apply(first)
    steps = 0
    while r.phase != "over" and seat not in r.out and steps < max_steps:
        r.apply(rollout_move(r))
        steps += 1
    if seat in r.out:
        return r.n + 1 - r.place(seat)
    # Not finished (step cap): count cards as a rough place estimate.
    mine = len(r.hands[seat])
    better = sum(1 for s in range(r.n) if s != seat and (s in r.out or len(r.hands[s]) < mine))
    return r.n - better

