"""Determinized search for Hard: rebuild the position from the observation, deal the unseen
cards to the other seats in a way that agrees with everything public (hand sizes, the cards
played, what this seat gave and received in the exchange), and play the round out with the
Normal player in every seat (rollouts).

Only the observation is used: the rebuilt :class:`Round` is this seat's guess, never the
real one.
"""

from __future__ import annotations

from ..cards import JOKER, parse_codes
from ..combos import read_combination
from ..round import Round
from .simple import normal_play, weakest_cards, give_move


def base_round(obs) -> Round:
    """A Round in the observed position with this seat's hand and empty hands for the others
    (fill them with :func:`sample_hands`). Only for the ``play`` phase."""
    rules = obs.rules
    rev = obs.order == "reversed"
    r = Round(rules)
    pile = []
    for s, text in obs.pile:
        pile.append((s, read_combination(parse_codes(text), rules, rev)))
    r.pile = pile
    r.reversed = rev
    r.pending_flips = obs.pending_flips
    r.direction = obs.direction
    r.to_act = obs.seat
    r.passed = [s in obs.passed for s in range(r.n)]
    r.out = list(obs.out)
    r.last_player = pile[-1][0] if pile else None
    r.phase = "play"
    r.lead_card = obs.first_lead_card
    r.first_play_done = obs.first_lead_card < 0
    r.hands = [[] for _ in range(r.n)]
    r.hands[obs.seat] = list(obs.hand)
    return r


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
    seat = r.to_act
    hand = r.hands[seat]
    if r.phase != "play":
        _, count, reason, _to = r.gives[0]
        if reason == "inherit":
            return moves[0]
        cards = weakest_cards(hand, count, r.reversed, True)
        return give_move(moves, cards) or moves[0]
    urgent = False
    out = r.out
    hands = r.hands
    for s in range(r.n):
        if s != seat and s not in out and len(hands[s]) <= 2:
            urgent = True
            break
    return normal_play(hand, r.top, r.reversed, r.rules, moves, urgent)


def rollout(r: Round, seat: int, first, max_steps: int = 2000) -> int:
    """Apply ``first`` for ``seat``, then play the round out with every seat (``seat`` too)
    playing as Normal; returns ``seat``'s points (n for first place ... 1 for last)."""
    r.apply(first)
    steps = 0
    while r.phase != "over" and seat not in r.out and steps < max_steps:
        r.apply(rollout_move(r))
        steps += 1
    if seat in r.out:
        return r.n - r.out.index(seat)
    # Not finished (step cap): count cards as a rough place estimate.
    mine = len(r.hands[seat])
    better = sum(1 for s in range(r.n) if s != seat and (s in r.out or len(r.hands[s]) < mine))
    return r.n - better

