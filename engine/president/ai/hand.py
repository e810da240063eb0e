"""Hand analysis shared by the AI levels: strength in the current order, groups of a hand,
which plays break a group, what the unseen cards can beat, and a plan of the whole hand.

Everything here works on card codes (``president.cards``) and :class:`Combination` objects,
never on a :class:`Round`, so the levels decide from an :class:`Observation` only.
"""

from __future__ import annotations

from ..cards import JOKER, JOKER_RANK
from ..combos import RUN, SET
from ..effects import clear_reason, run_strength, strongest_rank
from ..effects import strength as value  # noqa: F401  (the AI levels' name for it)
from ..effects import strongest_rank as top_rank  # noqa: F401
from .levels import HEURISTIC


def rank_counts(hand) -> list:
    """``counts[rank]`` for ranks 3..15 and jokers at index 16 (list of 17 ints)."""
    counts = [0] * 17
    for c in hand:
        counts[16 if c == JOKER else (c >> 2) + 3] += 1
    return counts


def naturals(combo) -> int:
    return sum(1 for c in combo.codes if c != JOKER)


def breaks_group(combo, counts) -> bool:
    """True if playing ``combo`` splits a set the hand holds (plays fewer cards of a rank than
    the hand has, or takes a run card from a pair or more), or spends a joker on a set or run."""
    if combo.kind == SET:
        if combo.rank == JOKER_RANK:
            return False
        nat = naturals(combo)
        return nat < counts[combo.rank] or nat < combo.size
    if JOKER in combo.codes:
        return True
    return any(counts[r] > 1 for r in range(combo.low, combo.rank + 1))


def clears(combo, rules, rev: bool, top) -> bool:
    """True if this play clears the pile at once by a rule (its player then leads):
    :func:`president.effects.clear_reason`."""
    return clear_reason(combo, top, rules, rev) is not None


class Knowledge:
    """What a seat can count from its observation: the unseen cards of each rank (held by
    the others), unseen jokers, and the largest opponent hand.

    ``unseen[rank]`` for ranks 3..15, ``unseen[16]`` jokers; ``unseen_suits[suit]`` is the set
    of natural ranks of that suit still unseen (for runs).
    """

    __slots__ = ("unseen", "unseen_suits", "max_opp", "rules", "rev", "min_opp")

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
        return k

    @classmethod
    def of(cls, obs):
        opp = [n for s, n in enumerate(obs.hand_sizes) if s != obs.seat and s not in obs.out and n > 0]
        return cls(obs.hand, obs.played, obs.rules, obs.order == "reversed", opp)

    def beatable(self, kind, size, rank, low, single_natural=True) -> bool:
        """Could some unseen cards (one opponent holding them) beat this combination?"""
        rules, rev, unseen = self.rules, self.rev, self.unseen
        if size > self.max_opp:
            return False
        eq = rules.equal_plays
        jok = unseen[16]
        if kind == SET:
            v = value(rank, rev)
            if rules.two_bombs:
                b = strongest_rank(rev)
                if unseen[b] > 0 and not (size == 1 and (v > value(b, rev) or (v == value(b, rev) and not eq))):
                    return True
            if size == 1 and jok and (v < 16 or eq):
                return True
            for r in range(3, 16):
                vr = value(r, rev)
                if vr > v or (vr == v and eq):
                    j = 0 if (rules.joker_not_two and r == 15) else jok
                    if unseen[r] and unseen[r] + j >= size:
                        return True
            return False
        # a run: any suit, same length, stronger
        v = run_strength(low, rank, rev)
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

    @property
    def min_opp_small(self) -> int:
        """The smallest opponent hand if it holds at most 2 cards, else 0."""
        return self.min_opp if self.min_opp <= 2 else 0

    def combo_beatable(self, combo) -> bool:
        return self.beatable(combo.kind, combo.size, combo.rank, combo.low)


# ---------------------------------------------------------------------------- plans
# A plan item is (kind, size, rank, low, codes): one combination the hand will play.

def _set_items(counts, codes_by_rank):
    items = []
    for r in range(3, 16):
        if counts[r]:
            cs = codes_by_rank[r]
            items.append((SET, len(cs), r, r, tuple(cs)))
    for _ in range(counts[16]):
        items.append((SET, 1, JOKER_RANK, JOKER_RANK, (JOKER,)))
    return items


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
    """Split the hand into combinations to play it out, choosing the split of least
    :func:`plan_cost`: one set per rank (jokers kept as lone jokers), and with sequences on,
    some natural runs taken out first (a small search). Returns ``(cost, items)``."""
    counts = rank_counts(hand)
    by_rank = {}
    for c in hand:
        if c != JOKER:
            by_rank.setdefault((c >> 2) + 3, []).append(c)
    base = _set_items(counts, by_rank)
    best = (plan_cost(base, know, rules), base)
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
        items = []
        for suit, lo, hi in chosen:
            cs = tuple(((r - 3) << 2) | suit for r in range(lo, hi + 1))
            if any(c in used or c not in hand_set for c in cs):
                return None
            used.update(cs)
            items.append((RUN, hi - lo + 1, hi, lo, cs))
        rest = [c for c in hand if c not in used or c == JOKER]
        rc = rank_counts(rest)
        rb = {}
        for c in rest:
            if c != JOKER:
                rb.setdefault((c >> 2) + 3, []).append(c)
        return items + _set_items(rc, rb)

    runs = runs[:24]
    for i, a in enumerate(runs):
        items = with_runs([a])
        if items is None:
            continue
        cost = plan_cost(items, know, rules)
        if cost < best[0]:
            best = (cost, items)
        for b in runs[i + 1:]:
            items2 = with_runs([a, b])
            if items2 is None:
                continue
            cost = plan_cost(items2, know, rules)
            if cost < best[0]:
                best = (cost, items2)
    return best


def item_is_control(item, know: Knowledge, rules) -> bool:
    kind, size, rank, low, codes = item
    rev = know.rev
    if kind == SET:
        if rules.two_clears and rank == strongest_rank(rev):
            return True
        if rules.eight_clears and rank == 8:
            return True
        if rules.quad_clears and size == 4:
            return True
        if rules.two_bombs and rank == strongest_rank(rev):
            return True
    elif rules.eight_clears and low <= 8 <= rank:
        return True
    return not know.beatable(kind, size, rank, low)


def plan_counts(items, know: Knowledge, rules) -> tuple:
    """(losers, controls) of a plan."""
    c = sum(1 for it in items if item_is_control(it, know, rules))
    return len(items) - c, c


def weakness(strength) -> float:
    """What a loser of ``strength`` (in the current order) adds to :func:`plan_cost`, 0..1:
    ``(15 - min(strength, 15)) / 12``."""
    return (15 - min(strength, 15)) / 12.0


def cost_of(losers, weak, controls, w=HEURISTIC) -> float:
    """:func:`plan_cost` from a plan's totals: ``losers`` (int), their summed :func:`weakness`
    and ``controls`` (int), weighed by ``w`` (:class:`~.levels.Heuristic`)."""
    return w.loser * losers + w.weak * weak - w.control * min(controls, losers + 1)


def plan_cost(items, know: Knowledge, rules) -> float:
    """How hard the plan is to play out: each combination that others can beat costs about
    one lead (more when it is weak); each combination nobody can beat (or that clears the pile)
    wins a lead back. Lower is better."""
    losers = 0
    weak = 0.0
    controls = 0
    rev = know.rev
    for item in items:
        if item_is_control(item, know, rules):
            controls += 1
        else:
            losers += 1
            kind, size, rank, low, _ = item
            weak += weakness(value(rank, rev) if kind == SET else run_strength(low, rank, rev))
    return cost_of(losers, weak, controls)
