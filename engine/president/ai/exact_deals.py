"""Deals of the unseen cards drawn exactly from the uniform deal given the readings.

Hard reads the others' passes and plays as *readings*: counts a seat's hand must not hold
(``{seat: [(rank, count), ...]}``, see :mod:`.infer`). Every deal of the unseen cards that
gives each seat its hand size, keeps the known cards where they are (``known``), keeps a
capped seat's unknown cards below its cap (``caps``) and breaks no reading is equally likely;
:class:`ExactDeals` draws from exactly that set, with no rejection and no local search.

How: the seats' hands are a table of counts, rank by rank. A rank that a reading or a cap
concerns is a *layer*: each way of splitting its unseen cards between the seats (the counts)
is weighed by the number of card assignments that give it (a multinomial, or under a cap the
assignments counted one by one), and a count a seat must not hold drops out. Every other
unseen card is *free*: however the free cards are split, each split of ``m`` cards into
``n1 + n2 + n3`` is worth ``m! / (n1! n2! n3!)`` assignments. A dynamic programme over the
layers (the state: what each seat still has to receive) counts the completions of every
state, so a deal is drawn layer by layer in proportion to them, then the free cards are
shuffled into what each seat still lacks. Integer arithmetic only: the same bits in CPython and
Pyodide for the same ``rng``.

Only for up to three other seats still holding cards (:data:`MAX_SEATS`: four players, or more
once seats are out); more seats, or readings that no deal meets together, leave ``ok`` False
and the caller falls back (``hard.exact_sampler``). A reading on a rank whose cards are all seen
or known holds in every deal or in none: in none, no deal meets the readings. Jokers (several
code-52 entries) count as different physical cards, so "every deal equally likely" means every
assignment of the physical cards.
"""

from __future__ import annotations

from itertools import product
from math import factorial

from ..cards import rank_of
from .hand import rank_counts

MAX_SEATS = 3          # other seats with cards the programme handles


class ExactDeals:
    """Exact draws of the hidden hands given the readings.

    ``obs``: the observation (its ``seat``, ``players``, ``hand_sizes``); ``pool``: the unseen
    card codes (jokers repeated as 52), known cards included; ``known``: ``{seat: [codes]}``
    cards known to be in a seat's hand; ``caps``: ``{seat: code}``, a seat's unknown cards are
    all below it; ``cons``: the readings, ``{seat: [(rank, count), ...]}`` (counts of the whole
    hand, known cards included). After construction ``ok`` tells whether :meth:`draw` may be
    called (False: more than :data:`MAX_SEATS` seats, inconsistent ``known``, or no deal meets
    the readings) and ``total`` is the number of card assignments that meet them. ``readings`` keeps ``cons``.
    """

    @staticmethod
    def handles(obs) -> bool:
        """Whether the other seats with cards are few enough (1..:data:`MAX_SEATS`)."""
        return 0 < sum(1 for s, n in enumerate(obs.hand_sizes) if s != obs.seat and n > 0) <= MAX_SEATS

    def __init__(self, obs, pool, known, caps, cons):
        self.ok = False
        self.total = 0
        self.readings = cons           # what it was built for (hard.model_mixture reuses it)
        self.players = obs.players
        me = obs.seat
        seats = [s for s in range(obs.players) if s != me and obs.hand_sizes[s] > 0]
        if not self.handles(obs):
            return
        rest = list(pool)
        fixed = {}
        for s in seats:
            take = list(known.get(s, ()))[:obs.hand_sizes[s]]
            for c in take:
                if c not in rest:
                    return
                rest.remove(c)
            fixed[s] = take
        need = [obs.hand_sizes[s] - len(fixed[s]) for s in seats]
        if sum(need) != len(rest):
            return
        while len(seats) < 3:                      # a seat that receives nothing pads to three
            seats.append(None)
            need.append(0)
        self.seats, self.fixed, self.need = seats, fixed, need
        held = [rank_counts(fixed[s] if s is not None else ()) for s in seats]
        banned = []
        for s in seats:
            b = {}
            for rank, count in (cons.get(s, ()) if s is not None else ()):
                b.setdefault(rank, set()).add(count)
            banned.append(b)
        cap = [caps.get(s) if s is not None else None for s in seats]
        by_rank = {}
        for c in rest:
            by_rank.setdefault(rank_of(c), []).append(c)
        for j in range(3):
            for rank, no in banned[j].items():
                if rank not in by_rank and held[j][rank] in no:
                    return                         # every deal breaks it: none meets them all
        layers = []
        ranks = []                                 # the rank of each layer
        free = []
        for rank in sorted(by_rank):
            codes = by_rank[rank]
            capped = any(x is not None and max(codes) >= x for x in cap)
            if not capped and not any(rank in b for b in banned):
                free.extend(codes)
                continue
            a = len(codes)
            opts = []
            for c1 in range(min(a, need[0]) + 1):
                for c2 in range(min(a - c1, need[1]) + 1):
                    c3 = a - c1 - c2
                    if c3 > need[2]:
                        continue
                    vec = (c1, c2, c3)
                    if any(held[j][rank] + vec[j] in banned[j].get(rank, ()) for j in range(3)):
                        continue
                    if capped:
                        whos = [w for w in product(range(3), repeat=a)
                                if all(w.count(j) == vec[j] for j in range(3))
                                and all(cap[j] is None or c < cap[j] for j, c in zip(w, codes))]
                        weight = len(whos)
                    else:
                        whos = None
                        weight = factorial(a) // (factorial(c1) * factorial(c2) * factorial(c3))
                    if weight:
                        opts.append((c1, c2, c3, weight, whos))
            if not opts:
                return
            layers.append((codes, opts))
            ranks.append(rank)
        self.layers, self.free = layers, free
        self.held = held
        self.layer_ranks = ranks
        self.free_ranks = [rank_of(c) for c in free]
        self._programme()

    def _programme(self):
        """``self.f[i][n1][n2]``: assignments of layers ``i..`` and the free cards when the
        first two seats still receive ``n1`` and ``n2`` (the third: what is left)."""
        need, layers = self.need, self.layers
        m = len(self.free)
        fact = [factorial(x) for x in range(m + 1)]
        rem = [0] * (len(layers) + 1)
        rem[-1] = m
        for i in range(len(layers) - 1, -1, -1):
            rem[i] = rem[i + 1] + len(layers[i][0])
        s1, s2, s3 = need
        last = [[0] * (s2 + 1) for _ in range(s1 + 1)]
        for n1 in range(min(s1, m) + 1):
            for n2 in range(min(s2, m - n1) + 1):
                n3 = m - n1 - n2
                if n3 <= s3:
                    last[n1][n2] = fact[m] // (fact[n1] * fact[n2] * fact[n3])
        f = [None] * len(layers) + [last]
        for i in range(len(layers) - 1, -1, -1):
            nxt = f[i + 1]
            r = rem[i]
            cur = [[0] * (s2 + 1) for _ in range(s1 + 1)]
            opts = layers[i][1]
            for n1 in range(min(s1, r) + 1):
                row = cur[n1]
                for n2 in range(min(s2, r - n1) + 1):
                    n3 = r - n1 - n2
                    if n3 > s3:
                        continue
                    total = 0
                    for c1, c2, c3, w, _ in opts:
                        if c1 <= n1 and c2 <= n2 and c3 <= n3:
                            total += w * nxt[n1 - c1][n2 - c2]
                    row[n2] = total
            f[i] = cur
        self.f = f
        self.total = f[0][s1][s2] if layers else last[s1][s2]
        self.ok = self.total > 0
        self._cum = {}

    def _walk(self, rng):
        """The options drawn layer by layer: ``([(codes, (c1, c2, c3), whos), ...], (n1, n2,
        n3))`` with what each seat still receives from the free cards."""
        n1, n2, n3 = self.need
        f = self.f
        picks = []
        for i, (codes, opts) in enumerate(self.layers):
            cum = self._cum.get((i, n1, n2))
            if cum is None:
                nxt = f[i + 1]
                cum = []
                total = 0
                for c1, c2, c3, w, whos in opts:
                    if c1 <= n1 and c2 <= n2 and c3 <= n3:
                        sub = nxt[n1 - c1][n2 - c2]
                        if sub:
                            total += w * sub
                            cum.append((total, (c1, c2, c3), whos))
                self._cum[(i, n1, n2)] = cum
            x = rng.randrange(cum[-1][0])
            lo, hi = 0, len(cum) - 1
            while lo < hi:                       # the first option whose running total > x
                mid = (lo + hi) // 2
                if cum[mid][0] > x:
                    hi = mid
                else:
                    lo = mid + 1
            _, vec, whos = cum[lo]
            picks.append((codes, vec, whos))
            n1, n2, n3 = n1 - vec[0], n2 - vec[1], n3 - vec[2]
        return picks, (n1, n2, n3)

    def draw(self, rng):
        """One deal: the hands per seat (card codes, sorted; this seat's and seats out empty),
        every deal that meets the readings equally likely. Uses ``rng.randrange`` and
        ``rng.shuffle`` only."""
        hands = [[] for _ in range(self.players)]
        seats = self.seats
        for s in seats:
            if s is not None:
                hands[s].extend(self.fixed[s])
        picks, left = self._walk(rng)
        for codes, vec, whos in picks:
            if whos is None:
                _split(codes, vec, seats, hands, rng)
            else:
                who = whos[rng.randrange(len(whos))]
                for j, c in zip(who, codes):
                    hands[seats[j]].append(c)
        if self.free:
            _split(self.free, left, seats, hands, rng)
        for s in seats:
            if s is not None:
                hands[s].sort()
        return hands

    def draw_counts(self, rng):
        """The same draw as :meth:`draw` as counts per rank (per seat a list of 17, jokers at
        16; None for this seat and the seats out), for play-outs on rank counts: no card is
        placed, one shuffle of the free cards' ranks is all the randomness besides the
        layers' choices (the counts are distributed exactly as :meth:`draw`'s)."""
        counts = [None] * self.players
        seats = self.seats
        for j, s in enumerate(seats):
            if s is not None:
                counts[s] = list(self.held[j])
        picks, left = self._walk(rng)
        for rank, (_, vec, _) in zip(self.layer_ranks, picks):
            for j, k in enumerate(vec):
                if k:
                    counts[seats[j]][rank] += k
        if self.free:
            ranks = list(self.free_ranks)
            rng.shuffle(ranks)
            at = 0
            for j, k in enumerate(left):
                if k:
                    cnt = counts[seats[j]]
                    for r in ranks[at:at + k]:
                        cnt[r] += 1
                    at += k
        return counts


def _split(codes, counts, seats, hands, rng):
    """Shuffle ``codes`` and give ``counts[j]`` of them to ``seats[j]`` (into ``hands``)."""
    cards = list(codes)
    rng.shuffle(cards)
    at = 0
    for j, k in enumerate(counts):
        if k:
            hands[seats[j]].extend(cards[at:at + k])
            at += k
