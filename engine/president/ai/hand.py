"""Hand analysis shared by the AI levels: strength in the current order, what a seat knows of
the unseen cards (:class:`Knowledge`), and the plan of a hand of card codes with runs (:func:`plan_hand`), around Hard's heuristic on rank
counts (:mod:`.countplan`): what needs the suits (the unseen cards of each suit, whether a run
can be beaten, which runs the hand holds) is here, the rest is written once there.

Everything here works on card codes (``president.cards``) and :class:`Combination` objects,
never on a :class:`Round`, so the levels decide from an :class:`Observation` only.
"""

from __future__ import annotations

from ..cards import JOKER
from ..effects import run_strength, strongest_rank
from ..effects import strength as value  # noqa: F401  (the AI levels' name for it)
from ..effects import strongest_rank as top_rank  # noqa: F401
from .countplan import cost_of, limits, plan_sets, weakness


def rank_counts(hand) -> list:
    """``counts[rank]`` for ranks 3..15 and jokers at index 16 (list of 17 ints)."""
    counts = [0] * 17
    for c in hand:
        counts[16 if c == JOKER else (c >> 2) + 3] += 1
    return counts


class Knowledge:
    """What a seat can count from its observation: the unseen cards of each rank (held by
    the others), unseen jokers, and the largest opponent hand.

    ``unseen[rank]`` for ranks 3..15, ``unseen[16]`` jokers; ``unseen_suits[suit]`` is the set
    of natural ranks of that suit still unseen (for runs).
    """

    __slots__ = ("unseen", "unseen_suits", "max_opp", "rules", "rev", "min_opp", "_lim")

    def __init__(self, hand, played, rules, rev: bool, opp_sizes):
        seen = [0] * 53
        for c in hand:
            seen[c] += 1
        for c in played:
            seen[c] += 1
        unseen = [0] * 17
        suits = [set(), set(), set(), set()]
        for c in range(52):
            if not seen[c]:
                r = (c >> 2) + 3
                unseen[r] += 1
                suits[c & 3].add(r)
        unseen[16] = max(0, rules.jokers - seen[JOKER])
        self.unseen = unseen
        self.unseen_suits = suits
        self.max_opp = max(opp_sizes) if opp_sizes else 0
        self.min_opp = min(opp_sizes) if opp_sizes else 0
        self.rules = rules
        self.rev = rev
        self._lim = None

    @classmethod
    def from_hands(cls, others, rules, rev: bool):
        """Knowledge with the unseen cards being exactly ``others`` (lists of codes): used in
        rollouts, where the sampled hands of the other seats are this seat's unseen cards."""
        k = cls.__new__(cls)
        unseen = [0] * 17
        suits = [set(), set(), set(), set()]
        sizes = []
        for h in others:
            if h:
                sizes.append(len(h))
            for c in h:
                if c == JOKER:
                    unseen[16] += 1
                else:
                    r = (c >> 2) + 3
                    unseen[r] += 1
                    suits[c & 3].add(r)
        k.unseen = unseen
        k.unseen_suits = suits
        k.max_opp = max(sizes) if sizes else 0
        k.min_opp = min(sizes) if sizes else 0
        k.rules = rules
        k.rev = rev
        k._lim = None
        return k

    @classmethod
    def of(cls, obs):
        opp = [n for s, n in enumerate(obs.hand_sizes) if s != obs.seat and s not in obs.out and n > 0]
        return cls(obs.hand, obs.played, obs.rules, obs.order == "reversed", opp)

    def limits(self) -> list:
        """:func:`~.countplan.limits` of these unseen cards in the order ``rev`` (per size, the
        strength above which nothing unseen beats a set), worked out once."""
        lim = self._lim
        if lim is None:
            lim = self._lim = limits(self.unseen, self.rules, self.rev, self.max_opp)
        return lim

    def flipped(self) -> "Knowledge":
        """The same knowledge in the other order (after a revolution)."""
        k = Knowledge.__new__(Knowledge)
        k.unseen, k.unseen_suits = self.unseen, self.unseen_suits
        k.max_opp, k.min_opp = self.max_opp, self.min_opp
        k.rules, k.rev, k._lim = self.rules, not self.rev, None
        return k

    def run_beatable(self, size, high, low) -> bool:
        """Could some unseen cards (one opponent holding them) beat a run of ``size`` cards from
        ``low`` to ``high``? (Runs need the suits; a set's answer is :meth:`limits`.)"""
        rules, rev, unseen = self.rules, self.rev, self.unseen
        if size > self.max_opp:
            return False
        eq = rules.equal_plays
        jok = unseen[16]
        # a run: any suit, same length, stronger
        v = run_strength(low, high, rev)
        if rules.two_bombs and unseen[strongest_rank(rev)] > 0:
            return True
        for suit in range(4):
            have = self.unseen_suits[suit]
            if len(have) + jok < size:
                continue
            for lo in range(3, 16 - size + 1):
                hi = lo + size - 1
                vv = run_strength(lo, hi, rev)
                if vv < v or (vv == v and not eq):
                    continue
                missing = sum(1 for r in range(lo, hi + 1) if r not in have)
                if missing <= jok and missing < size:
                    return True
        return False


# ---------------------------------------------------------------------------- plans
# The plan of a hand is Hard's heuristic of countplan.py (one set per rank, the lone jokers);
# with sequences on, natural runs may be taken out first, a split that needs the suits and is
# searched here.

def _runs_in(hand_by_suit):
    """Candidate natural runs (suit, low, high) of length >= 3 in the hand."""
    out = []
    for suit in range(4):
        ranks = hand_by_suit[suit]
        r = 3
        while r <= 15:
            if r in ranks:
                s = r
                while r + 1 in ranks:
                    r += 1
                e = r
                if e - s + 1 >= 3:
                    for lo in range(s, e - 1):
                        for hi in range(lo + 2, e + 1):
                            out.append((suit, lo, hi))
            r += 1
    return out


def plan_hand(hand, rules, know: Knowledge):
    """The plan of the hand ``hand`` (card codes) of least :func:`~.countplan.cost_of`: its
    sets (:func:`~.countplan.plan_sets`), and with sequences on, up to two disjoint natural runs
    taken out first when that costs less (a small search over the first 24 runs the hand
    holds; a run is a control when it holds an 8 with ``eight_clears`` or nothing unseen beats
    it). Returns ``(cost, losers, weak, controls)``."""
    rev = know.rev
    lim = know.limits()
    counts = rank_counts(hand)
    _, lo, w, co = plan_sets(counts, lim, rev, rules)
    best = (cost_of(lo, w, co), lo, w, co)
    if not rules.sequences or len(hand) < 3:
        return best
    by_suit = [set(), set(), set(), set()]
    for c in hand:
        if c != JOKER:
            by_suit[c & 3].add((c >> 2) + 3)
    runs = _runs_in(by_suit)
    if not runs:
        return best
    # Try up to two disjoint runs.
    hand_set = set(hand)

    def with_runs(chosen):
        used = set()
        lo = co = 0
        w = 0.0
        for suit, low, high in chosen:
            cs = tuple(((r - 3) << 2) | suit for r in range(low, high + 1))
            if any(c in used or c not in hand_set for c in cs):
                return None
            used.update(cs)
            size = high - low + 1
            if (rules.eight_clears and low <= 8 <= high) or not know.run_beatable(size, high, low):
                co += 1
            else:
                lo += 1
                w += weakness(run_strength(low, high, rev))
        rest = rank_counts([c for c in hand if c not in used or c == JOKER])
        _, lo, w, co = plan_sets(rest, lim, rev, rules, lo, w, co)
        return cost_of(lo, w, co), lo, w, co

    runs = runs[:24]
    for i, a in enumerate(runs):
        plan = with_runs([a])
        if plan is None:
            continue
        if plan[0] < best[0]:
            best = plan
        for b in runs[i + 1:]:
            plan = with_runs([a, b])
            if plan is not None and plan[0] < best[0]:
                best = plan
    return best
