"""Fast play-outs for Hard's search: a round played to its end on rank counts (counts per
rank instead of cards; the rule effects mirror :mod:`president.effects`, checked move for move
against the engine by a test).

Without sequences (runs), the suit of a card never changes what happens in a round once its
first lead is made: which plays are legal, which clear the pile or turn the order, who goes
out. So a hand is enough as *counts per rank* (``counts[3..15]``, jokers at ``counts[16]``)
and a play as a *shape* ``(size, rank, naturals)``: ``size`` cards of ``rank`` of which
``naturals`` are natural cards (the rest jokers); the lone joker is ``(1, 16, 0)``.

:func:`playout` plays a position to the end with every seat making Normal's choice
(``simple.normal_play``, the same rule as ``search.rollout_move``), and agrees with the
engine move for move (``tests/engine/test_ai.py`` plays thousands of positions both ways).
It claims only the rules it can represent (:func:`supports`): no sequences, no descents, no
inheritance, and no option it does not know turned on; Hard falls back to the engine's
:class:`~president.round.Round` otherwise.

A position is a :class:`Table`; :meth:`Table.from_round` and :meth:`Table.from_observation`
build one from the engine's round or from a seat's observation plus sampled hands.
"""

from __future__ import annotations

from ..cards import JOKER
from ..effects import STRENGTH, next_in, next_to_act, strongest_rank

JOKER_RANK = 16
PASS = None

# Options of the rules this module plays as the engine does. Any other option (a local rule
# added later) must be off (False, 0, None, "off") for :func:`supports` to claim the rules.
KNOWN_OPTIONS = frozenset((
    "preset", "players", "equal_plays", "two_clears", "revolution", "revolution_timing",
    "sequences", "jokers", "eight_clears", "exchange", "rounds", "first_lead", "later_lead",
    "two_bombs", "quad_clears", "match_skips", "match_clears", "joker_not_two", "uneven_deal",
    "descents", "inheritance", "western_revolution", "titles",
))


def supports(rules) -> bool:
    """True if :func:`playout` plays rounds under ``rules`` exactly as the engine does."""
    if rules.sequences or rules.descents or rules.inheritance:
        return False
    for name, value in rules.to_dict().items():
        if name not in KNOWN_OPTIONS and value not in (False, 0, None, "", "off", "none"):
            return False
    return True


def counts_of(codes) -> list:
    """Counts per rank (list of 17: indices 3..15 natural ranks, 16 jokers) of card codes."""
    c = [0] * 17
    for x in codes:
        c[16 if x == JOKER else (x >> 2) + 3] += 1
    return c


def shape_of(combo) -> tuple:
    """``(size, rank, naturals)`` of a set :class:`~president.combos.Combination`."""
    nat = combo.size - combo.codes.count(JOKER)
    return (combo.size, combo.rank, nat)


_UP = tuple(range(3, 16))
_DOWN = tuple(range(15, 2, -1))


def _value(rank, rev):
    return STRENGTH[rev][rank]


class Table:
    """A round in the ``play`` phase on rank counts.

    ``counts``: per seat, list of 17 counts; ``sizes``: cards per seat; ``pile``: shapes of
    the current trick (last is the top) with the seat that played each (``(seat, shape)``);
    ``rev``: reversed order; ``flips``: pending revolution (``after_trick``); ``direction``;
    ``to_act``; ``passed`` (list of bool); ``out`` (finishing order); ``last`` (seat of the
    last play or None).
    """

    __slots__ = ("rules", "n", "counts", "sizes", "pile", "rev", "flips", "direction", "to_act",
                 "passed", "out", "last", "over")

    def copy(self) -> "Table":
        t = Table.__new__(Table)
        t.rules = self.rules
        t.n = self.n
        t.counts = [list(c) for c in self.counts]
        t.sizes = list(self.sizes)
        t.pile = list(self.pile)
        t.rev = self.rev
        t.flips = self.flips
        t.direction = self.direction
        t.to_act = self.to_act
        t.passed = list(self.passed)
        t.out = list(self.out)
        t.last = self.last
        t.over = self.over
        return t

    @classmethod
    def make(cls, rules, hands, pile, rev, flips, direction, to_act, passed, out, last):
        t = cls.__new__(cls)
        t.rules = rules
        t.n = len(hands)
        t.counts = [counts_of(h) for h in hands]
        t.sizes = [len(h) for h in hands]
        t.pile = [(s, shape_of(c)) for s, c in pile]
        t.rev = bool(rev)
        t.flips = flips
        t.direction = direction
        t.to_act = to_act
        t.passed = list(passed)
        t.out = list(out)
        t.last = last
        t.over = False
        return t

    @classmethod
    def from_round(cls, r) -> "Table":
        """The position of an engine :class:`~president.round.Round` in the play phase."""
        return cls.make(r.rules, r.hands, r.pile, r.reversed, r.pending_flips, r.direction, r.to_act,
                        r.passed, r.out, r.last_player)

    @classmethod
    def from_observation(cls, obs, hands) -> "Table":
        """The observed position with ``hands`` (codes per seat; this seat's own hand is taken
        from the observation)."""
        hands = list(hands)
        hands[obs.seat] = obs.hand
        from ..cards import parse_codes
        from ..combos import read_combination
        rev = obs.order == "reversed"
        pile = [(s, read_combination(parse_codes(text), obs.rules, rev)) for s, text in obs.pile]
        n = len(hands)
        return cls.make(obs.rules, hands, pile, rev, obs.pending_flips, obs.direction, obs.seat,
                        [s in obs.passed for s in range(n)], obs.out, pile[-1][0] if pile else None)

    # ------------------------------------------------------------------ moves
    def legal(self) -> list:
        """Distinct legal shapes for the seat to act (and ``PASS`` unless leading), in the
        engine's order of :meth:`Round.legal_moves` (first occurrence of each shape)."""
        rules = self.rules
        cnt = self.counts[self.to_act]
        jokers = cnt[16]
        rev = self.rev
        out = []
        top = self.pile[-1][1] if self.pile else None
        if top is None:
            sizes = (1, 2, 3, 4)
            floor = -1
        else:
            sizes = (top[0],)
            floor = _value(top[1], rev)
        eq = rules.equal_plays
        for r in range(3, 16):
            m = cnt[r]
            if not m:
                continue
            if floor >= 0:
                v = STRENGTH[rev][r]
                if v < floor or (v == floor and not eq):
                    continue
            jok = 0 if (rules.joker_not_two and r == 15) else jokers
            for k in sizes:
                for nat in range(max(1, k - jok), min(m, k) + 1):
                    out.append((k, r, nat))
        if jokers and (top is None or top[0] == 1):
            if top is None or 16 > floor or (16 == floor and eq):
                out.append((1, JOKER_RANK, 0))
        if top is not None:
            if rules.two_bombs and top[0] > 1:
                b = strongest_rank(rev)
                if cnt[b]:
                    out.append((1, b, 1))
            out.append(PASS)
        return out

    def urgent(self, seat) -> bool:
        sizes = self.sizes
        out = self.out
        for s in range(self.n):
            if s != seat and sizes[s] <= 2 and s not in out:
                return True
        return False

    def normal(self):
        """Normal's choice for the seat to act (``simple.normal_play`` on counts)."""
        seat = self.to_act
        cnt = self.counts[seat]
        if self.sizes[seat] > 4 and not cnt[16]:
            # Common case (no joker, cannot go out): the lowest whole group that is no
            # control card, found without listing every legal play.
            rev = self.rev
            tr = strongest_rank(rev)
            ranks = _DOWN if rev else _UP
            pile = self.pile
            if not pile:
                for r in ranks:
                    c = cnt[r]
                    if c and c < 4 and r != tr:
                        return (c, r, c)
            else:
                k, rt, _ = pile[-1][1]
                floor = _value(rt, rev)
                eq = self.rules.equal_plays
                can = False
                for r in ranks:
                    v = STRENGTH[rev][r]
                    if v < floor or (v == floor and not eq):
                        continue
                    c = cnt[r]
                    if c == k and r != tr and k != 4:
                        return (k, r, k)
                    if c >= k:
                        can = True
                if not can and not (self.rules.two_bombs and k > 1 and cnt[tr]):
                    return PASS
                if not self.urgent(seat):
                    groups = 0
                    for r in range(3, 16):
                        if cnt[r]:
                            groups += 1
                    if groups > 2:
                        return PASS
        return self._normal_slow()

    def _normal_slow(self):
        seat = self.to_act
        moves = self.legal()
        cnt = self.counts[seat]
        n = self.sizes[seat]
        rev = self.rev
        tr = strongest_rank(rev)
        best = None
        best_v = 99
        any_play = False
        has_pass = False
        for m in moves:
            if m is None:
                has_pass = True
                continue
            any_play = True
            size, r, nat = m
            if size == n:
                return m
            if nat != size or r == tr or size == 4 or size < cnt[r]:
                continue
            v = STRENGTH[rev][r]
            if v < best_v:
                best, best_v = m, v
        if best is not None or not any_play:
            return best
        top = self.pile[-1][1] if self.pile else None
        if top is not None and not self.urgent(seat):
            groups = 0
            for r in range(3, 17):
                if cnt[r]:
                    groups += 1
            if groups > 2:
                return PASS
        whole = [m for m in moves if m is not None and (m[1] == JOKER_RANK or (m[2] == cnt[m[1]] and m[2] == m[0]))]
        pool = whole or [m for m in moves if m is not None]
        return min(pool, key=lambda m: (_value(m[1], rev), m[0] - m[2], m[0]))

    # ------------------------------------------------------------------ flow
    def _next_in(self, seat):
        return next_in(seat, self.n, self.direction, self.out)

    def _next_to_act(self, seat):
        return next_to_act(seat, self.n, self.direction, self.out, self.passed, self.last)

    def _clear(self):
        self.pile = []
        self.passed = [False] * self.n
        self.last = None
        if self.flips:
            self.flips = 0
            self.rev = not self.rev

    def apply(self, m):
        """One step of the seat to act: a shape from :meth:`legal` or ``PASS`` (unchecked)."""
        seat = self.to_act
        if m is None:
            self.passed[seat] = True
            nxt = self._next_to_act(seat)
            if nxt is None:
                winner = self.last
                self._clear()
                nxt = winner if winner not in self.out else self._next_in(winner)
            self.to_act = nxt
            return
        rules = self.rules
        size, rank, nat = m
        cnt = self.counts[seat]
        cnt[rank] -= nat
        if size > nat:
            cnt[16] -= size - nat
        self.sizes[seat] -= size
        top_before = self.pile[-1][1] if self.pile else None
        was_rev = self.rev
        self.pile.append((seat, m))
        self.last = seat
        quad = size == 4
        western = False
        if rules.western_revolution:
            if quad:
                western = True
            elif size == 1 and rank != JOKER_RANK and len(self.pile) >= 4:
                western = all(c[0] == 1 and c[1] == rank for _, c in self.pile[-4:])
        if western:
            self.rev = not self.rev
            self.direction = -self.direction
        elif quad and rules.revolution:
            if rules.revolution_timing == "after_trick":
                self.flips ^= 1
            else:
                self.rev = not self.rev
        if not self.sizes[seat]:
            self.out.append(seat)
        if len(self.out) >= self.n - 1:
            for s in range(self.n):
                if s not in self.out:
                    self.out.append(s)
            self.over = True
            self.to_act = None
            return
        b = strongest_rank(was_rev)
        if ((rules.two_clears and rank == b)
                or (rules.eight_clears and rank == 8)
                or (rules.two_bombs and size == 1 and nat == 1 and rank == b)
                or (quad and rules.quad_clears)
                or (rules.match_clears and size == 2 and top_before is not None
                    and top_before[0] == 2 and top_before[1] == rank)):
            self._clear()
            self.to_act = seat if seat not in self.out else self._next_in(seat)
            return
        nxt = self._next_to_act(seat)
        if (nxt is not None and rules.match_skips and size == 1 and rank != JOKER_RANK
                and top_before is not None and top_before[0] == 1 and top_before[1] == rank):
            nxt = self._next_to_act(nxt)
            if nxt == seat:
                nxt = None
        if nxt is None:
            self._clear()
            nxt = seat if seat not in self.out else self._next_in(seat)
        self.to_act = nxt


    def baseline(self):
        """The UECda sample client's choice (``simple.baseline_play`` on counts, no runs)."""
        moves = self.legal()
        plays = [m for m in moves if m is not None]
        if not plays:
            return PASS
        rev = self.rev
        pile = self.pile
        if not pile:
            return min(plays, key=lambda m: (-m[0], m[0] - m[2], _value(m[1], rev)))
        cnt = self.counts[self.to_act]
        k = pile[-1][1][0]
        if k == 1:
            pool = [m for m in plays if m[0] == 1 and (m[1] == JOKER_RANK or cnt[m[1]] == 1)]
        else:
            pool = [m for m in plays if m[0] == k and m[2] == k and cnt[m[1]] == k]
        if not pool:
            return PASS
        return min(pool, key=lambda m: (_value(m[1], rev), m[0] - m[2]))


def playout(t: Table, seat: int, first, trace=None, policy="normal") -> int:
    """Apply ``first`` (a shape or ``PASS``) for the seat to act, then play on with every seat
    making Normal's choice until ``seat`` goes out; returns ``seat``'s points (``n`` for first
    place ... 1 for last). ``t`` is changed. ``trace``: a list to receive ``(seat, shape)`` of
    every later step. ``policy``: ``"normal"`` or ``"baseline"`` (every seat plays it), or one
    of them per seat (a list)."""
    t.apply(first)
    out = t.out
    if isinstance(policy, str):
        choose = Table.baseline if policy == "baseline" else Table.normal
        chooser = None
    else:
        chooser = [Table.baseline if p == "baseline" else Table.normal for p in policy]
    while seat not in out:
        s = t.to_act
        m = chooser[s](t) if chooser is not None else choose(t)
        if trace is not None:
            trace.append((s, m))
        t.apply(m)
    return t.n - out.index(seat)
