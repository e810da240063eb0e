"""Fast play-outs for Hard's search: a round played to its end on counts per rank (plus suit
masks where suits matter). What a play does by the rules (clears, skips, flips, the lock, jack
back, forbidden finishes) is the engine's own: :class:`~president.effects.PlayEffects` of the
play's engine combination (``core.combination_of``), kept in the table of the rule set that
:class:`~president.round.Round` reads too (:mod:`president.core`); so is what may be played
(``combos.legal_plays``, on counts listed once per top: ``core.CountPlays``), and so is what
follows a play or a pass (the turn flow :class:`~president.turns.TurnFlow`, which ``Round`` runs
too); this module keeps the hands and the choices of the play-out policies.
Checked move for move against the engine by tests (``tests/engine/test_countplay.py``,
``tests/engine/test_one_core.py``).

Two representations, chosen by the rules (:attr:`Table.suited`):

- *Counts only* (no runs and none of the Dai Fugo local rules, brief 12): the suit of a card
  never changes what happens in a round once its first lead is made, so a hand is
  ``counts[3..15]`` (jokers at ``counts[16]``) and a play a *shape* ``(size, rank, naturals)``:
  ``size`` cards of ``rank`` of which ``naturals`` are natural (the rest jokers); the lone
  joker is ``(1, 16, 0)``.
- *Suited* (``sequences``, ``lock``, ``spade3_return``, ``jack_back``, ``forbidden_finish``,
  ``capital_fall``, ``five_skip``): each seat also keeps ``masks[rank]``, a 4-bit mask of the
  suits it holds of that rank (bit ``s`` for suit ``s``, 0..3 = C D H S). A set is
  ``(size, rank, naturals, suit_mask)``, the lone joker ``(1, 16, 0, 0)``; a run
  ``(size, high, low, suit, joker_ranks)`` with ``joker_ranks`` a bit mask over ranks
  (``1 << rank``) of the places its jokers fill. The trick's lock is a suit mask (0: free).

:func:`playout` plays a position to the end with every seat making Normal's choice
(:meth:`Table.normal`, the one place of Normal's rule: the Normal level and the engine's Round
rollouts of ``search.rollout_move`` choose by it too), or the sample client's (:meth:`Table.baseline`,
the baseline level's rule; in play-outs on counts only). It claims only the
rules it can represent (:func:`supports`): no descents, inheritance, 7-pass or 10-discard (the
gives) and no option it does not know turned on; Hard falls back to the engine's
:class:`~president.round.Round` otherwise.

A position is a :class:`Table`; :meth:`Table.from_round` and :meth:`Table.from_observation`
build one from the engine's round or from a seat's observation plus sampled hands; a sampled
hand goes in with :meth:`Table.deal`, a legal move's combination becomes a shape with
:meth:`Table.shape`.
"""

from __future__ import annotations

from ..cards import JOKER, JOKER_RANK, SUITS
from ..combos import legal_plays
from ..core import LIMIT, combination_of, count_plays, count_plays_on, effects_table, suited_shape
from ..effects import EIGHT, JACK, SPADE_THREE, STRENGTH, PlayEffects, flip, lock_made, strongest_rank
from ..turns import TurnFlow
from .countplan import plan_move

PASS = None             # the pass, as a move of a table

# Options of the rules this module plays as the engine does. Any other option (a local rule
# added later) must be off (False, 0, None, "off") for :func:`supports` to claim the rules.
KNOWN_OPTIONS = frozenset((
    "preset", "players", "equal_plays", "two_clears", "revolution", "revolution_timing",
    "sequences", "jokers", "eight_clears", "exchange", "rounds", "first_lead", "later_lead",
    "two_bombs", "quad_clears", "match_skips", "match_clears", "joker_not_two", "uneven_deal",
    "descents", "inheritance", "western_revolution", "titles",
    "spade3_return", "lock", "jack_back", "capital_fall", "forbidden_finish", "five_skip",
    "seven_pass", "ten_discard",
))
# Rules with a give step in play (a card choice the play-out does not model).
GIVES = ("descents", "inheritance", "seven_pass", "ten_discard")
# Rules that need the suited representation (suit masks, the general move list).
SUITED = ("sequences", "lock", "spade3_return", "jack_back", "forbidden_finish", "capital_fall",
          "five_skip")


def suited(rules) -> bool:
    """True if ``rules`` need suit masks (runs, a lock, the 3 of spades) or the general path
    of the local rules (brief 12)."""
    return any(getattr(rules, name) for name in SUITED)


def supports(rules, policy="normal") -> bool:
    """True if :func:`playout` plays rounds under ``rules`` exactly as the engine does with
    ``policy`` (``"normal"``; ``"baseline"``, the sample client, only on counts)."""
    if any(getattr(rules, name) for name in GIVES):
        return False
    if policy != "normal" and suited(rules):
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


def masks_of(codes) -> list:
    """Suit masks per rank (list of 16: index 3..15, bit ``s`` for suit ``s``) of card codes."""
    m = [0] * 16
    for x in codes:
        if x != JOKER:
            m[(x >> 2) + 3] |= 1 << (x & 3)
    return m


def shape_of(combo, suited=False) -> tuple:
    """The shape of a :class:`~president.combos.Combination`: ``(size, rank, naturals)``
    (counts only, sets), or with ``suited`` ``(size, rank, naturals, suit_mask)`` for a set and
    ``(size, high, low, suit, joker_ranks)`` for a run (see the module doc)."""
    if suited:
        return suited_shape(combo)
    return (combo.size, combo.rank, combo.size - combo.codes.count(JOKER))


# ``_SUIT_SETS[mask]``: the set of suit indexes of a suit mask (a lock, as the engine writes it).
_SUIT_SETS = tuple(frozenset(x for x in range(4) if mask >> x & 1) for mask in range(16))
SPADE3 = (1, 3, 1, 1 << (SPADE_THREE & 3))      # the 3 of spades played alone (suited shape)
LONE_JOKER = (1, 16, 0, 0)                      # the joker played alone (suited shape)


def _jokers(m) -> int:
    return m[4].bit_count() if len(m) == 5 else m[0] - m[2]


def _codes(m) -> tuple:
    """The card codes of a shape, sorted (the engine's ``Combination.codes``; a shape on counts
    only stands for the lowest suits, ``core.combination_of``)."""
    if len(m) == 3:
        return combination_of(m).codes
    if len(m) == 5:
        size, high, low, suit, jr = m
        return tuple(((r - 3) << 2) | suit for r in range(low, high + 1) if not jr >> r & 1) + \
            (JOKER,) * jr.bit_count()
    size, r, nat, sm = m
    if r == JOKER_RANK:
        return (JOKER,)
    base = (r - 3) << 2
    return tuple(base | x for x in range(4) if sm >> x & 1) + (JOKER,) * (size - nat)


def _strength(m, rev) -> int:
    """Strength of a suited shape in the order ``rev`` (a run: its high card, or in the
    reversed order its low card)."""
    if len(m) == 5:
        return STRENGTH[True][m[2]] if rev else m[1]
    return STRENGTH[rev][m[1]]


def _key(m, rev):
    """Sort key of a suited shape: weakest first, fewer jokers, fewer cards, then the codes."""
    return (_strength(m, rev), _jokers(m), m[0], _codes(m))


_UP = tuple(range(3, 16))
_DOWN = tuple(range(15, 2, -1))
_TOP = (strongest_rank(False), strongest_rank(True))


def _value(rank, rev):
    return STRENGTH[rev][rank]


class Table(TurnFlow):
    """A round in the ``play`` phase on rank counts: what follows a step is the engine's turn
    flow (:class:`~president.turns.TurnFlow`, the one of :class:`~president.round.Round`).

    ``counts``: per seat, list of 17 counts; ``sizes``: cards per seat; ``pile``: shapes of
    the current trick (last is the top) with the seat that played each (``(seat, shape)``);
    ``reversed``: reversed order; ``pending_flips``: pending revolution (``after_trick``);
    ``direction``; ``to_act``; ``passed`` (list of bool); ``out`` (seats in finishing-place
    order); ``last_player`` (seat of the last play or None): the names and meanings of
    :class:`~president.round.Round`'s, which the turn flow (:class:`~president.turns.TurnFlow`)
    reads in both. ``suited`` (see the module doc) adds ``masks`` (per seat, suit masks per
    rank), ``lock`` (suit mask, 0: free), ``jack_back`` (a jack back in force), ``bottom_out``
    (seats placed from the bottom, last place first) and ``prev`` (the President of the round
    before, for ``capital_fall``; None); on counts only ``lock`` stays 0, ``jack_back`` False and
    ``bottom_out`` the empty tuple (no rule on counts places a seat from the bottom). What may go
    on a top is read from ``plays`` (:func:`president.core.count_plays`: the engine's legality,
    listed once per rule set and top; a suited table reads there only which ranks' sets may
    follow a set, its other plays are ``combos.legal_plays`` on its suit masks).
    """

    __slots__ = ("rules", "n", "counts", "sizes", "pile", "reversed", "pending_flips", "direction",
                 "to_act", "passed", "out", "last_player", "over", "suited", "masks", "lock", "jack_back",
                 "bottom_out", "prev", "fx", "plays", "_gives_in_play")

    FREE_LOCK = 0       # a free trick (``lock`` is a suit mask)
    gives = ()          # no give in play (:func:`supports`); ``_gives_in_play`` is False (a slot:
                        # reading a slot is quicker than a class attribute)

    def copy(self) -> "Table":
        """An independent copy (hands, pile, passes and places copied; the shared tables not)."""
        t = Table.__new__(Table)
        t.rules = self.rules
        t.n = self.n
        t.counts = [list(c) for c in self.counts]
        t.sizes = list(self.sizes)
        t.pile = list(self.pile)
        t.reversed = self.reversed
        t.pending_flips = self.pending_flips
        t.direction = self.direction
        t.to_act = self.to_act
        t.passed = list(self.passed)
        t.out = list(self.out)
        t.last_player = self.last_player
        t.over = self.over
        t.suited = self.suited
        t.fx = self.fx
        t.plays = self.plays
        t._gives_in_play = False
        t.lock = self.lock
        t.jack_back = self.jack_back
        t.bottom_out = list(self.bottom_out) if self.suited else ()
        t.prev = self.prev
        if self.suited:
            t.masks = [list(m) for m in self.masks]
        return t

    @classmethod
    def make(cls, rules, hands, pile, rev, flips, direction, to_act, passed, out, last, lock=None,
             jack_back=False, bottom_out=(), ranking_before=None):
        """A table from engine values: ``hands`` (codes per seat), ``pile`` (``(seat,
        Combination)``), ``lock`` (suit indexes or letters, None: free), ``jack_back``,
        ``bottom_out`` and ``ranking_before`` as in :class:`~president.round.Round`."""
        t = cls.__new__(cls)
        t.rules = rules
        t.n = len(hands)
        t.suited = su = suited(rules)
        t.counts = [counts_of(h) for h in hands]
        t.sizes = [len(h) for h in hands]
        t.pile = [(s, shape_of(c, su)) for s, c in pile]
        t.reversed = bool(rev)
        t.pending_flips = flips
        t.direction = direction
        t.to_act = to_act
        t.passed = list(passed)
        t.out = list(out)
        t.last_player = last
        t.over = False
        t.fx = effects_table(rules)
        t.plays = count_plays(rules)
        t._gives_in_play = False
        t.lock = sum(1 << (SUITS.index(x) if isinstance(x, str) else x) for x in set(lock or ()))
        t.jack_back = bool(jack_back)
        t.bottom_out = list(bottom_out) if su else ()
        t.prev = ranking_before[0] if (rules.capital_fall and ranking_before) else None
        if su:
            t.masks = [masks_of(h) for h in hands]
        return t

    @classmethod
    def from_round(cls, r, seat_only=False) -> "Table":
        """The position of an engine :class:`~president.round.Round` in the play phase;
        ``seat_only``: only the seat to act's cards (the others' hand sizes kept), enough for
        its own choice."""
        hands = r.hands
        if seat_only:
            hands = [h if s == r.to_act else () for s, h in enumerate(hands)]
        t = cls.make(r.rules, hands, r.pile, r.reversed, r.pending_flips, r.direction, r.to_act,
                     r.passed, r.out, r.last_player, r.lock, r.jack_back, r.bottom_out, r.ranking_before)
        if seat_only:
            t.sizes = [len(h) for h in r.hands]
        return t

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
                        [s in obs.passed for s in range(n)], obs.out, pile[-1][0] if pile else None,
                        obs.lock, obs.jack_back, obs.bottom_out, obs.ranking_before)

    @classmethod
    def seat_view(cls, obs) -> "Table":
        """The observed position as the seat to act sees it, for its own choice: its hand, the
        other seats' hand sizes (their cards unknown, counted as none)."""
        t = cls.from_observation(obs, [()] * obs.players)
        t.sizes = list(obs.hand_sizes)
        return t

    def engine_move(self, policy, moves):
        """The engine move that ``policy`` (``"normal"``: :meth:`normal`; ``"baseline"``:
        :meth:`baseline`) makes for the seat to act, among ``moves`` (its legal moves, in the
        engine's order): the first with the shape it chooses. When its choice is not among them
        (the round's first lead, which must hold a given card the table does not know), it
        chooses among their shapes."""
        choose = self.normal if policy == "normal" else self.baseline
        shape = choose()
        shape_of = self.shape
        for m in moves:
            if (PASS if m.kind == "pass" else shape_of(m.combo)) == shape:
                return m
        by_shape = {}
        for m in moves:
            by_shape.setdefault(PASS if m.kind == "pass" else shape_of(m.combo), m)
        return by_shape[choose(list(by_shape))]

    def deal(self, seat, codes) -> None:
        """Give ``seat`` the hand ``codes`` (card codes), replacing what it held."""
        self.counts[seat] = counts_of(codes)
        self.sizes[seat] = len(codes)
        if self.suited:
            self.masks[seat] = masks_of(codes)

    def deal_counts(self, seat, counts) -> None:
        """Give ``seat`` the hand ``counts`` (a list of 17 counts per rank, jokers at 16; kept,
        not copied), replacing what it held. Tables without suits only."""
        self.counts[seat] = counts
        self.sizes[seat] = sum(counts)

    def shape(self, combo) -> tuple:
        """The shape of an engine :class:`~president.combos.Combination` on this table."""
        return shape_of(combo, self.suited)

    def points(self, seat) -> int:
        """Points of ``seat`` once it is out: ``n`` for first place ... 1 for last."""
        if seat in self.bottom_out:
            return 1 + self.bottom_out.index(seat)
        return self.n - self.out.index(seat)

    # ------------------------------------------------------------------ moves
    def legal(self) -> list:
        """Distinct legal shapes for the seat to act (and ``PASS`` unless leading), in the
        engine's order of :meth:`Round.legal_moves` (first occurrence of each shape)."""
        if self.suited:
            return self._legal_suited()
        cnt = self.counts[self.to_act]
        jokers = cnt[16]
        top = self.pile[-1][1] if self.pile else None
        out = [m for m in self._plays_on(top).shapes if cnt[m[1]] >= m[2] and jokers >= m[0] - m[2]]
        if top is not None:
            out.append(PASS)
        return out

    def _plays_on(self, top):
        """:class:`~president.core.CountPlays` of ``top`` (a shape on counts, or None) in the
        order in force: the engine's legality on counts."""
        table = self.plays[self.reversed]
        entry = table.get(top)
        if entry is None:
            entry = count_plays_on(table, top, self.rules, self.reversed)
        return entry

    def urgent(self, seat) -> bool:
        """Whether another seat still in the round holds two cards or fewer (Normal then plays
        rather than pass: rules brief 10)."""
        sizes = self.sizes
        out = self.out
        for s in range(self.n):
            if s != seat and sizes[s] <= 2 and s not in out:
                return True
        return False

    def normal(self, among=None):
        """Normal's choice for the seat to act: the rule of the Normal level, written once, here
        (rules brief 10: the lowest play that keeps sets whole and saves the control cards, 2s
        or the top rank of the order, jokers, four of a kinds; passes rather than break a set or
        spend a control card, except near the end of its hand or when an opponent is about to go
        out; goes out when it can, never on a forbidden card when another step exists; the local
        rules' choices of :meth:`_local`; with a lock at stake it prefers, at a small cost, a
        play that locks the trick to suits in which it keeps a stronger card). ``among``: the
        shapes to choose from, in the engine's order (default :meth:`legal`; the level passes
        its legal moves', which know the first lead's card)."""
        if among is not None or self.suited:
            return self._normal_full(among)
        seat = self.to_act
        cnt = self.counts[seat]
        if not cnt[16]:
            # Common case (no joker): the lowest whole group that is no control card, found
            # without listing every legal play.
            rev = self.reversed
            tr = _TOP[rev]
            pile = self.pile
            n = self.sizes[seat]
            if 0 < n <= 4:
                # Normal's first rule: go out at once when the hand is one legal group
                for r in _UP:          # the lowest rank held (a loop: no generator per call)
                    if cnt[r]:
                        break
                if cnt[r] == n:
                    if not pile or (n, r, n) in self._plays_on(pile[-1][1]).allowed:
                        return (n, r, n)
            if not pile:
                for r in (_DOWN if rev else _UP):
                    c = cnt[r]
                    if c and c < 4 and r != tr:
                        return (c, r, c)
            else:
                top = pile[-1][1]
                k = top[0]
                plays = self.plays[rev].get(top) or self._plays_on(top)
                can = False
                for r in plays.set_ranks:
                    c = cnt[r]
                    if c == k and r != tr and k != 4:
                        return (k, r, k)
                    if c >= k:
                        can = True
                if not can:
                    # no set of the pile's size: pass unless another play goes (a bomb)
                    for m in plays.shapes:
                        if m[0] == m[2] and cnt[m[1]] >= m[2]:
                            break
                    else:
                        return PASS
                if self._holds_back(seat, cnt):
                    return PASS
        return self._normal_full()

    def _holds_back(self, seat, cnt) -> bool:
        """Normal passes rather than spend a control card or break a set while it holds more
        than two groups (jokers count as one) and no opponent is about to go out."""
        return 17 - cnt.count(0) > 2 and not self.urgent(seat)

    # ------------------------------------------------------------------ flow
    # the table's part of the turn flow (:class:`~president.turns.TurnFlow`)
    def _lock_of(self, fx):
        return fx.lock_mask

    def _pile_flip(self, m):
        return flip(combination_of(m), [(s, combination_of(x)) for s, x in self.pile[-4:]], self.rules)

    def _previous_president(self):
        return self.prev

    def _fall(self, seat):
        self.counts[seat] = [0] * 17
        self.masks[seat] = [0] * 16
        self.sizes[seat] = 0

    def _finish(self, last, log):
        self.over = True

    def _effects(self, m, top, rev) -> PlayEffects:
        """The rule effects of playing the shape ``m`` on ``top`` in the order ``rev``: those of
        the engine's combinations (:class:`~president.effects.PlayEffects`, the rules of
        :mod:`president.effects`), kept in the table of this rule set (:mod:`president.core`)."""
        table = self.fx[rev]
        by_top = table.get(m)
        if by_top is None:
            if len(table) >= LIMIT:
                table.clear()
            by_top = table[m] = {}
        fx = by_top[top] = PlayEffects(combination_of(m), None if top is None else combination_of(top),
                                       self.rules, rev)
        return fx

    def apply(self, m):
        """One step of the seat to act: a shape from :meth:`legal` or ``PASS`` (unchecked).

        A pass or a play goes on as in :class:`~president.round.Round`: by the same turn flow
        (:class:`~president.turns.TurnFlow`, ``_after_pass`` and ``_after_play``); this method
        only takes the cards of a play out of the hand (counts, and suit masks on a suited
        table) and puts the play on the pile. What each step does is the play's
        :class:`~president.effects.PlayEffects`."""
        seat = self.to_act
        if m is None:
            self._after_pass(seat, None)
            return
        cnt = self.counts[seat]
        if not self.suited:
            size, rank, nat = m
            cnt[rank] -= nat
            if size > nat:
                cnt[16] -= size - nat
        elif len(m) == 5:
            size, high, low, suit, jr = m
            msk = self.masks[seat]
            bit = ~(1 << suit)
            for r in range(low, high + 1):
                if not jr >> r & 1:
                    cnt[r] -= 1
                    msk[r] &= bit
            cnt[16] -= jr.bit_count()
        else:
            size, rank, nat, sm = m
            if rank == JOKER_RANK:
                cnt[16] -= 1
            else:
                cnt[rank] -= nat
                self.masks[seat][rank] &= ~sm
                cnt[16] -= size - nat
        sizes = self.sizes
        sizes[seat] -= size
        pile = self.pile
        top_before = pile[-1][1] if pile else None
        was_rev = self.reversed
        fx = self.fx[was_rev].get(m)
        fx = fx.get(top_before) if fx is not None else None
        if fx is None:
            fx = self._effects(m, top_before, was_rev)
        pile.append((seat, m))
        self.last_player = seat
        self._after_play(seat, m, fx, sizes[seat], was_rev, None)

    # ------------------------------------------------------------------ suited (runs, brief 12)
    def _legal_suited(self) -> list:
        """:meth:`legal` with suit masks: the engine's legality (``combos.legal_plays``, the
        one used by ``Round.legal_moves``) on this seat's suit masks, as shapes."""
        seat = self.to_act
        msk = self.masks[seat]
        masks = msk[3:16]
        masks.append(self.counts[seat][16])
        pile = self.pile
        if pile:
            lock = self.lock
            plays = legal_plays(masks, self.rules, self.reversed, combination_of(pile[-1][1]),
                                _SUIT_SETS[lock] if lock else None)
        else:
            plays = legal_plays(masks, self.rules, self.reversed, None)
        out = [c.shape or suited_shape(c) for c in plays]
        if pile:
            out.append(PASS)
        return out

    def _effects_now(self, m, top) -> PlayEffects:
        """:meth:`_effects` of ``m`` on ``top`` in the order in force, from the table."""
        by_top = self.fx[self.reversed].get(m)
        fx = by_top.get(top) if by_top is not None else None
        return fx if fx is not None else self._effects(m, top, self.reversed)

    def _forbidden_out(self, m, top, n) -> bool:
        """``m`` empties a hand of ``n`` cards on a forbidden card (brief 12,
        ``effects.is_forbidden_finish``)."""
        if m[0] != n or not self.rules.forbidden_finish:
            return False
        return self._effects_now(m, top).forbidden

    def _lock_made(self, m, top) -> int:
        """The suit mask the trick locks to when ``m`` goes on ``top`` (``effects.lock_made``;
        0: none)."""
        fx = self._effects_now(m, top)
        if not fx.spade3:
            return fx.lock_mask
        made = lock_made(combination_of(m), combination_of(top), self.rules)
        return sum(1 << x for x in made) if made else 0

    def _local(self, moves, top, cnt, msk, n):
        """Normal's use of the Dai Fugo local rules (brief 12), before its usual choice; a shape
        or None. Answers a lone joker with the 3 of spades (spade-3 return); plays a set of
        Jacks (jack back) when two or more of its other cards are weak now and strong in the
        reversed order; with ``forbidden_finish``, spends its forbidden cards (jokers, the top
        rank, 8s with ``eight_clears``) while it still holds two or fewer other cards."""
        rules = self.rules
        plays = [m for m in moves if m is not None]
        if not plays:
            return None
        rev = self.reversed
        if rules.spade3_return and top == LONE_JOKER and SPADE3 in plays:
            if not self._forbidden_out(SPADE3, top, n):
                return SPADE3
        if rules.jack_back:
            jacks = [m for m in plays if len(m) == 4 and m[1] == JACK and m[0] < n and m[2] == m[0]
                     and m[2] == cnt[JACK]]
            if jacks:
                strengths = STRENGTH[rev]
                weak = 0
                for r in range(3, 16):
                    if r != JACK and strengths[r] <= 6:
                        weak += cnt[r]
                if weak >= 2:
                    return jacks[0]
        if rules.forbidden_finish:
            tr = strongest_rank(rev)
            e8 = rules.eight_clears
            spare = n - cnt[16] - cnt[tr] - (cnt[EIGHT] if e8 else 0)
            if 0 < spare <= 2 and spare < n:
                spend = []
                for m in plays:
                    if m[0] >= n:
                        continue
                    if len(m) == 5:
                        size, high, low, suit, jr = m
                        bad = jr != 0 or (low <= tr <= high and not jr >> tr & 1) or \
                            (e8 and low <= EIGHT <= high and not jr >> EIGHT & 1)
                    else:
                        bad = m[0] > m[2] or (m[2] and (m[1] == tr or (e8 and m[1] == EIGHT)))
                    if bad:
                        spend.append(m)
                if spend:
                    return min(spend, key=lambda m: _key(m, rev))
        return None

    def _normal_full(self, moves=None):
        """:meth:`normal`'s rule in full, on the shapes ``moves`` (default :meth:`legal`) of
        either representation; :meth:`normal` answers the common positions without listing the
        moves, and so do :meth:`_lead` and :meth:`_follow_set` on suited tables (the same
        choice, ``tests/engine/test_countplay.py``)."""
        rules = self.rules
        seat = self.to_act
        cnt = self.counts[seat]
        su = self.suited
        msk = self.masks[seat] if su else None
        n = self.sizes[seat]
        rev = self.reversed
        top = self.pile[-1][1] if self.pile else None
        if moves is None:
            quick = False
            if su and top is None:
                if n > 4:
                    quick = self._lead(cnt, msk, n)
            elif su and len(top) == 4 and top[1] != JOKER_RANK and n > top[0]:
                quick = self._follow_set(top, cnt, msk, n)
            if quick is not False:
                return quick
            moves = self.legal()
        if su:
            local = self._local(moves, top, cnt, msk, n)
            if local is not None:
                return local
        if rules.forbidden_finish:
            bad = [m is not None and self._forbidden_out(m, top, n) for m in moves]
            if any(bad) and not all(bad):
                moves = [m for m, b in zip(moves, bad) if not b]
        locking = rules.lock and top is not None and not self.lock
        tr = strongest_rank(rev)
        strengths = STRENGTH[rev]
        best = None
        best_key = 1 << 30
        any_play = False
        has_pass = False
        for m in moves:
            if m is None:
                has_pass = True
                continue
            any_play = True
            size = m[0]
            if size == n:
                return m
            if su and len(m) == 5:
                if m[4]:
                    continue                   # a joker is a control card
                if any(cnt[x] > 1 for x in range(m[2], m[1] + 1)):
                    continue
                v = _strength(m, rev)
            else:
                r = m[1]
                if m[2] < size or r == JOKER_RANK or r == tr or size == 4 or size < cnt[r]:
                    continue
                v = strengths[r]
            bonus = 0
            if locking:
                made = self._lock_made(m, top)
                if made:
                    for r in range(3, 16):
                        if msk[r] & made and strengths[r] > v:
                            bonus = 2
                            break
            # the key (v - bonus, -bonus, size) as one number (sizes are under 16)
            k = ((v - bonus) * 4 + 2 - bonus) * 16 + size
            if k < best_key or (k == best_key and _codes(m) < _codes(best)):
                best, best_key = m, k
        if best is not None:
            return best
        if not any_play:
            return PASS
        if top is None or 17 - cnt.count(0) <= 2 or self.urgent(seat):
            plays = [m for m in moves if m is not None]
            if su:
                whole = [m for m in plays if not _breaks(m, cnt)]
                return min(whole or plays, key=lambda m: _key(m, rev))
            # on counts (sets only) :func:`_breaks` and :func:`_key` read as follows, and no two
            # shapes tie on (strength, jokers, size), so no codes to compare
            whole = [m for m in plays if m[1] == JOKER_RANK or m[0] == m[2] == cnt[m[1]]]
            return min(whole or plays, key=lambda m: (strengths[m[1]], m[0] - m[2], m[0]))
        return PASS if has_pass else None

    def _lead(self, cnt, msk, n):
        """Normal's lead with more than four cards, found without listing every legal play:
        a jack back when it applies, else the weakest whole natural set (no control card) or
        natural run of single cards, the shorter first; ``False`` when the full rule must
        decide (forbidden cards to spend, a run that might take the whole hand, or no such
        play)."""
        rules = self.rules
        rev = self.reversed
        strengths = STRENGTH[rev]
        if rules.jack_back and cnt[JACK]:
            weak = 0
            for r in range(3, 16):
                if r != JACK and strengths[r] <= 6:
                    weak += cnt[r]
            if weak >= 2:
                return (cnt[JACK], JACK, cnt[JACK], msk[JACK])
        tr = strongest_rank(rev)
        if rules.forbidden_finish:
            spare = n - cnt[16] - cnt[tr] - (cnt[EIGHT] if rules.eight_clears else 0)
            if 0 < spare <= 2 and spare < n:
                return False
        seq = rules.sequences
        if seq:
            held = 0
            for r in range(3, 16):
                held |= msk[r]
            if held.bit_count() < 2:
                return False
        best = None
        best_key = None
        for r in range(3, 16):
            c = cnt[r]
            if c and c < 4 and r != tr:
                key = (strengths[r], c)
                if best_key is None or key < best_key:
                    best, best_key = (c, r, c, msk[r]), key
        if seq:
            for suit in range(4):
                bit = 1 << suit
                r = 3
                while r <= 15:
                    if cnt[r] == 1 and msk[r] & bit:
                        a = r
                        while r < 15 and cnt[r + 1] == 1 and msk[r + 1] & bit:
                            r += 1
                        if r - a >= 2:
                            if rev:
                                run = (3, r, r - 2, suit, 0)
                                key = (strengths[r - 2], 3)
                            else:
                                run = (3, a + 2, a, suit, 0)
                                key = (a + 2, 3)
                            if best_key is None or key < best_key:
                                best, best_key = run, key
                    r += 1
        return False if best is None else best

    def _follow_set(self, top, cnt, msk, n):
        """Normal's choice following a set (not the lone joker) that it cannot go out on, found
        without listing every legal play: the lowest whole natural set of the pile's size
        (the lock bonus of :meth:`_normal_full` included), else the pass while it holds more
        than two groups; ``False`` when the full rule must decide (a local rule may apply, or
        no such set and no reason to pass)."""
        rules = self.rules
        k = top[0]
        if rules.jack_back and cnt[JACK] == k:
            return False
        rev = self.reversed
        tr = strongest_rank(rev)
        if rules.forbidden_finish:
            spare = n - cnt[16] - cnt[tr] - (cnt[EIGHT] if rules.eight_clears else 0)
            if 0 < spare <= 2 and spare < n:
                return False
        if k != 4:
            strengths = STRENGTH[rev]
            lock = self.lock
            locking = rules.lock and not lock
            best = None
            best_key = None
            counts_top = top[:3]
            for r in (self.plays[rev].get(counts_top) or self._plays_on(counts_top)).set_ranks:
                if cnt[r] != k or r == tr:
                    continue
                v = strengths[r]
                sm = msk[r]
                if lock & ~sm:
                    continue
                bonus = 0
                if locking:
                    made = self._lock_made((k, r, k, sm), top)
                    if made:
                        for r2 in range(3, 16):
                            if msk[r2] & made and strengths[r2] > v:
                                bonus = 2
                                break
                key = (v - bonus, -bonus)
                if best_key is None or key < best_key:
                    best, best_key = (k, r, k, sm), key
            if best is not None:
                return best
        if self._holds_back(self.to_act, cnt):
            return PASS
        return False

    def baseline(self, among=None):
        """The UECda sample client's choice, the rule of the baseline level written once, here:
        leading, the longest run, else the largest set (fewest jokers, weakest first), else
        the lowest single; following a single, the lowest single that is no card of a set or of
        a natural run of three (the lone joker allowed); following a set (``followGroup``), the
        lowest whole natural group of exactly that size, never a card out of a larger set and
        no joker; following a run, the lowest play; pass when there is none. ``among``: the
        shapes to choose from, in the engine's order (default :meth:`legal`)."""
        if among is not None or self.suited:
            return self._baseline_full(among)
        cnt = self.counts[self.to_act]
        if not cnt[16]:
            # Common case (no joker): every play is natural, found without listing them all.
            # A lead is the largest set, of the weakest rank holding that many; a follow the
            # weakest rank beating the pile that holds exactly as many cards as it.
            rev = self.reversed
            if not self.pile:
                k = min(4, max(cnt[3:16]))
                for r in (_DOWN if rev else _UP):
                    if cnt[r] >= k:
                        return (k, r, k)
            top = self.pile[-1][1]
            k = top[0]
            for r in (self.plays[rev].get(top) or self._plays_on(top)).set_ranks:
                if cnt[r] == k:
                    return (k, r, k)
            return PASS
        return self._baseline_full()

    def _baseline_full(self, moves=None):
        """:meth:`baseline` from the list of shapes ``moves`` (default :meth:`legal`)."""
        if moves is None:
            moves = self.legal()
        plays = [m for m in moves if m is not None]
        if not plays:
            return PASS
        rev = self.reversed
        pile = self.pile
        su = self.suited
        if su:
            def key(m):
                return _key(m, rev)
        else:
            def key(m):
                return (_value(m[1], rev), m[0] - m[2])
        if not pile:
            runs = [m for m in plays if len(m) == 5]
            return min(runs or plays, key=lambda m: (-m[0], _jokers(m), _strength(m, rev)) + ((_codes(m),) if su else ()))
        top = pile[-1][1]
        if len(top) == 5:
            return min(plays, key=key)
        seat = self.to_act
        cnt = self.counts[seat]
        k = top[0]
        if k == 1:
            in_run = _in_runs(self.masks[seat]) if su and self.rules.sequences else None
            pool = [m for m in plays if m[0] == 1 and (m[1] == JOKER_RANK or (
                m[2] == 1 and cnt[m[1]] == 1 and not (in_run and in_run[m[1]] & m[3])))]
        else:
            pool = [m for m in plays if len(m) != 5 and m[0] == k and m[2] == k and cnt[m[1]] == k]
        if not pool:
            return PASS
        return min(pool, key=key)


def _in_runs(msk) -> list:
    """Per rank, the suit mask of the cards of ``msk`` (suit masks per rank) that belong to a
    natural run of three or more of one suit."""
    m = list(msk) + [0, 0]
    out = [0] * 16
    for r in range(3, 16):
        below1 = m[r - 1] if r > 3 else 0
        below2 = m[r - 2] if r > 4 else 0
        out[r] = m[r] & ((below1 & below2) | (below1 & m[r + 1]) | (m[r + 1] & m[r + 2]))
    return out


def _breaks(m, cnt) -> bool:
    """Whether playing the suited shape ``m`` splits a set the hand ``cnt`` holds (fewer cards of
    a rank than the hand has, or a run card taken from a pair or more) or spends a joker on a
    set or run (Normal's rule for breaking a set, engine/AI.md)."""
    if len(m) == 5:
        return m[4] != 0 or any(cnt[r] > 1 for r in range(m[2], m[1] + 1))
    if m[1] == JOKER_RANK:
        return False
    return m[2] < cnt[m[1]] or m[2] < m[0]


# The play-out policies a seat can follow: Normal's habits, the sample client's, Hard's
# heuristic (countplan.py, tables without suits).
_POLICIES = {"normal": Table.normal, "baseline": Table.baseline, "planner": plan_move}


def playout(t: Table, seat: int, first, trace=None, policy="normal") -> int:
    """Apply ``first`` (a shape or ``PASS``) for the seat to act, then play on with every seat
    making Normal's choice until ``seat`` goes out; returns ``seat``'s points (``n`` for first
    place ... 1 for last). ``t`` is changed. ``trace``: a list to receive ``(seat, shape)`` of
    every later step. ``policy``: ``"normal"`` or ``"baseline"`` (every seat plays it), or one
    per seat (a list), where ``"planner"`` is Hard's heuristic (:func:`~.countplan.plan_move`,
    tables without suits only). Raises ``ValueError`` for another name."""
    names = (policy,) if isinstance(policy, str) else policy
    for p in names:
        if p not in _POLICIES or (p == "planner" and (isinstance(policy, str) or t.suited)):
            raise ValueError(f"play-out policy {p!r}: allowed 'normal', 'baseline', and 'planner' per seat "
                             "on tables without suits")
    t.apply(first)
    if trace is None:
        # the common cases, with the methods looked up once
        apply = t.apply
        if isinstance(policy, str):
            choose = t.baseline if policy == "baseline" else t.normal
            while seat not in t.out:       # (placing a seat replaces ``out``)
                apply(choose())
        else:
            chooser = [_POLICIES[p] for p in policy]
            while seat not in t.out:
                apply(chooser[t.to_act](t))
        return t.points(seat)
    if isinstance(policy, str):
        choose = Table.baseline if policy == "baseline" else Table.normal
        chooser = None
    else:
        chooser = [_POLICIES[p] for p in policy]
    while seat not in t.out:
        s = t.to_act
        m = chooser[s](t) if chooser is not None else choose(t)
        if trace is not None:
            trace.append((s, m))
        t.apply(m)
    return t.points(seat)
