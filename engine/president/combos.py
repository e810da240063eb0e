"""Combinations: sets, the lone joker and sequences; reading, comparing and generating them.

Rules brief section 3. Strength in the current order is an int ``value``, defined in
:mod:`president.effects` (:func:`~president.effects.strength`): a set's rank in the normal
order, ``18 - rank`` in the reversed order, 16 for the lone joker in both; a sequence counts by
its highest card in the normal order and by its lowest in the reversed order.

>>> from president.rules import Rules
>>> from president.cards import parse_codes
>>> pair = read_combination(parse_codes("9H JK"), Rules.preset("classic", jokers=1), False)
>>> pair.kind, pair.size, pair.rank, pair.notation()
('set', 2, 9, '9H JK')
>>> pair.value(False), pair.value(True)
(9, 9)
>>> compare(pair, read_combination(parse_codes("10C 10D"), Rules.preset("classic"), False), Rules.preset("classic"), False)
('not_higher', 'the play is lower than the top of the pile in the current order')
"""

from __future__ import annotations

from itertools import combinations as _choose

from .cards import JOKER, JOKER_RANK, RANK_NAMES, CODE_NAMES, SUITS, code_of, rank_of, suit_of
from .effects import (SPADE_THREE, STRENGTH, bomb_may_go_on, follows_lock, is_bomb, is_spade3_return, no_joker_rank,
                      outranks, run_strength, strongest_rank)
from .vocabulary import CombinationKind, ErrorCode

SET, RUN = CombinationKind.SET, CombinationKind.SEQUENCE


class Combination:
    """What one play puts down.

    ``kind``: ``"set"`` or ``"sequence"``; ``size``: number of cards; ``rank``: the set's rank
    (16 for the lone joker) or the run's highest rank; ``low``: the set's rank or the run's
    lowest rank; ``suit``: 0..3 for a run, -1 for a set; ``codes``: sorted card codes;
    ``joker_ranks``: for a run, the ranks its jokers stand for (sorted), else ``()``.
    """

    __slots__ = ("kind", "size", "rank", "low", "suit", "codes", "joker_ranks", "_note", "move", "order_keys", "iid", "shape")

    def __init__(self, kind, size, rank, low, suit, codes, joker_ranks=()):
        self.kind = kind
        self.size = size
        self.rank = rank
        self.low = low
        self.suit = suit
        self.codes = codes
        self.joker_ranks = joker_ranks
        self._note = None
        # The one ``Move`` that plays this combination (interned combinations only; made by
        # ``Round.legal_moves``), and ``(value, size, codes)`` in the normal and the reversed
        # order: the sort key of the lowest play (``policies.lowest``).
        self.move = None
        self.order_keys = ((self.value(False), size, codes), (self.value(True), size, codes))
        # The number of an interned combination (-1: not interned), for tables of its effects,
        # and its shape in the AI's play-outs (``president.core.suited_shape``, made when asked).
        self.iid = -1
        self.shape = None

    def value(self, reversed_order: bool) -> int:
        """Strength in the given order (higher is stronger)."""
        if self.kind == SET:
            return STRENGTH[reversed_order][self.rank]
        return run_strength(self.low, self.rank, reversed_order)

    def contains_rank(self, rank: int) -> bool:
        """True if the combination holds a card of ``rank`` or a joker standing for it."""
        if self.kind == SET:
            return self.rank == rank
        return self.low <= rank <= self.rank

    def notation(self) -> str:
        """Cards in notation; in a run in rank order with the jokers' ranks (``5C JK@6 7C``)."""
        note = self._note
        if note is None:
            note = self._note = self._notation()
        return note

    def _notation(self) -> str:
        if self.kind == SET:
            return " ".join(CODE_NAMES[c] for c in self.codes)
        naturals = {rank_of(c): c for c in self.codes if c != JOKER}
        parts = []
        for r in range(self.low, self.rank + 1):
            parts.append(CODE_NAMES[naturals[r]] if r in naturals else "JK@" + RANK_NAMES[r])
        return " ".join(parts)

    def key(self) -> tuple:
        return (self.codes, self.joker_ranks)

    def __eq__(self, other):
        return isinstance(other, Combination) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())

    def __repr__(self):
        return f"Combination({self.notation()!r})"


class ComboError(Exception):
    """Internal: a proposed card list is no legal combination; ``code`` is the format's error code."""

    def __init__(self, code: str, message: str):
        super().__init__(message)
        self.code = code
        self.message = message


# Every combination is made once (``Combination`` is a value: nothing changes one after it is
# made) and kept here by its key, so a play's notation, strength and Move are worked out once
# per process, not once per position.
_INTERNED: dict = {}


def _interned(kind, size, rank, low, suit, codes, joker_ranks=()) -> Combination:
    key = (codes, joker_ranks)
    c = _INTERNED.get(key)
    if c is None:
        c = _INTERNED[key] = Combination(kind, size, rank, low, suit, codes, joker_ranks)
        c.iid = len(_INTERNED)
    return c


_LONE_JOKER = _interned(SET, 1, JOKER_RANK, JOKER_RANK, -1, (JOKER,))


def lone_joker() -> Combination:
    return _LONE_JOKER


def make_set(naturals: tuple, jokers: int, rank: int) -> Combination:
    return _interned(SET, len(naturals) + jokers, rank, rank, -1, tuple(naturals) + (JOKER,) * jokers)


def make_run(suit: int, low: int, high: int, joker_ranks: tuple) -> Combination:
    naturals = tuple(code_of(r, suit) for r in range(low, high + 1) if r not in joker_ranks)
    return _interned(RUN, high - low + 1, high, low, suit, naturals + (JOKER,) * len(joker_ranks), tuple(sorted(joker_ranks)))


def single(code: int) -> Combination:
    """The play of one natural card."""
    r = rank_of(code)
    return _interned(SET, 1, r, r, -1, (code,))


# The move table of sets: ``_SETS[jokers * 5 + size][(rank - 3) << 4 | suits]`` is every set of
# ``size`` cards that a hand holding the suits ``suits`` (bit ``s`` for suit ``s``) of ``rank``
# and ``jokers`` jokers (0..2) may put down, in the order of :func:`generate`: fewer natural cards
# first, then the choices of naturals in the order of their codes. ``size`` 0: every size 1..4
# (a lead). Filled when first asked.
_SETS: list = [[None] * (13 << 4) for _ in range(3 * 5)]


def _set_table(rank: int, suits: int, jokers: int, size: int) -> tuple:
    if size == 0:
        out = ()
        for k in (1, 2, 3, 4):
            out += _set_table(rank, suits, jokers, k)
    else:
        nat = [code_of(rank, x) for x in range(4) if suits >> x & 1]
        out = []
        for n in range(max(1, size - jokers), min(len(nat), size) + 1):
            tail = (JOKER,) * (size - n)
            for p in _choose(nat, n):
                out.append(_interned(SET, size, rank, rank, -1, p + tail))
        out = tuple(out)
    _SETS[jokers * 5 + size][(rank - 3) << 4 | suits] = out
    return out


def read_combination(pairs, rules, reversed_order: bool) -> Combination:
    """Read ``[(code, stands_for_rank_or_None), ...]`` as a combination under ``rules``.

    Rules brief 3: a set is 1-4 cards of one rank, jokers standing in, at least one natural
    card unless it is the lone joker; two jokers alone are no combination. A run (``sequences``
    on) is 3+ cards of one suit in consecutive ranks 3..2 without wrapping, jokers filling any
    place. Jokers marked ``@rank`` are read as that rank. A bare joker next to natural cards of
    one rank makes a set (this site's choice); in a run, bare jokers take the strongest reading
    in the current order (brief 3, Decision). With ``joker_not_two`` no joker stands for a 2.
    Raises :class:`ComboError` (``invalid_combination``).
    """
    if not pairs:
        raise ComboError(ErrorCode.INVALID_COMBINATION, "no cards")
    naturals = sorted(c for c, _ in pairs if c != JOKER)
    marks = [s for c, s in pairs if c == JOKER]
    if len(naturals) != sum(1 for c, _ in pairs if c != JOKER) or any(s is not None for c, s in pairs if c != JOKER):
        raise ComboError(ErrorCode.INVALID_COMBINATION, "a rank mark @ belongs only to a joker")
    if not naturals:
        if len(marks) == 1:
            return lone_joker()
        raise ComboError(ErrorCode.INVALID_COMBINATION, "jokers alone are no combination (only a single joker is)")
    ranks = {rank_of(c) for c in naturals}
    if len(ranks) == 1:
        rank = next(iter(ranks))
        if all(m is None or m == rank for m in marks):
            if len(pairs) > 4:
                raise ComboError(ErrorCode.INVALID_COMBINATION, "a set holds at most 4 cards")
            if marks and rank == no_joker_rank(rules):
                raise ComboError(ErrorCode.INVALID_COMBINATION, "a joker may not stand for a 2 (joker_not_two)")
            return make_set(tuple(naturals), len(marks), rank)
    if not rules.sequences:
        raise ComboError(ErrorCode.INVALID_COMBINATION, "cards of different ranks make no set (sequences are off)")
    suits = {suit_of(c) for c in naturals}
    if len(suits) != 1:
        raise ComboError(ErrorCode.INVALID_COMBINATION, "a sequence is of one suit")
    if len(ranks) != len(naturals):
        raise ComboError(ErrorCode.INVALID_COMBINATION, "a sequence holds each rank once")
    total = len(pairs)
    if total < 3:
        raise ComboError(ErrorCode.INVALID_COMBINATION, "a sequence has at least 3 cards")
    fixed = [m for m in marks if m is not None]
    bare = len(marks) - len(fixed)
    if len(set(fixed)) != len(fixed) or ranks & set(fixed):
        raise ComboError(ErrorCode.INVALID_COMBINATION, "two cards of a sequence stand for the same rank")
    taken = ranks | set(fixed)
    lo, hi = min(taken), max(taken)
    best = None
    banned = no_joker_rank(rules)
    for low in range(max(3, hi - total + 1), min(lo, 15 - total + 1) + 1):
        high = low + total - 1
        free = [r for r in range(low, high + 1) if r not in taken]
        if len(free) != bare:
            continue
        jr = tuple(sorted(fixed + free))
        if banned in jr:
            continue
        cand = (low, high, jr)
        if best is None or (low < best[0] if reversed_order else low > best[0]):
            best = cand
    if best is None:
        raise ComboError(ErrorCode.INVALID_COMBINATION, "these cards make no sequence of consecutive ranks (3 up to 2, no wrap)")
    suit = next(iter(suits))
    return make_run(suit, best[0], best[1], best[2])


def compare(new: Combination, top: Combination, rules, reversed_order: bool):
    """``None`` if ``new`` may go on ``top``, else ``(error code, message)``.

    Rules brief 3: sets only on sets of the same size, runs only on runs of the same length;
    stronger in the current order, or equal with ``equal_plays``.
    """
    if new.kind != top.kind:
        return (ErrorCode.WRONG_TYPE, f"a {new.kind} cannot go on a {top.kind}")
    if new.size != top.size:
        return (ErrorCode.WRONG_COUNT, f"{new.size} cards cannot go on {top.size}: play the same number")
    a, b = new.value(reversed_order), top.value(reversed_order)
    if outranks(a, b, rules):
        return None
    if a == b:
        return (ErrorCode.NOT_HIGHER, "equal plays are off: the play must be strictly higher")
    return (ErrorCode.NOT_HIGHER, "the play is lower than the top of the pile in the current order")


def hand_masks(hand) -> list:
    """A hand (card codes) as 14 numbers: for each rank 3..15 (index ``rank - 3``) the suits it
    holds of that rank (bit ``s`` for suit ``s``), then its number of jokers (index 13)."""
    masks = [0] * 14
    for c in hand:
        masks[c >> 2] |= 1 << (c & 3)
    masks[13] = hand.count(JOKER) if masks[13] else 0
    return masks


class _Equal:
    def __init__(self, equal_plays):
        self.equal_plays = equal_plays


# ``_BEATING[equal_plays][reversed_order][strength]``: the ranks (as indexes ``rank - 3``, lowest
# rank first) whose sets may go on a set of that strength.
_BEATING = tuple(tuple({floor: tuple(r - 3 for r in range(3, 16)
                                     if outranks(STRENGTH[rev][r], floor, _Equal(eq)))
                        for floor in range(3, 17)} for rev in (False, True)) for eq in (False, True))


def generate(hand: list, rules, reversed_order: bool, top: Combination | None, lead_card: int = -1) -> list:
    """Every distinct combination from ``hand`` (sorted codes) that may be played now.

    ``top`` None means leading: every combination (containing ``lead_card`` if >= 0);
    otherwise only those that beat ``top`` by :func:`compare`. Bombs are added by the caller.
    Jokers are identical, so a choice of which joker never makes two moves.
    """
    return generate_from(hand_masks(hand), rules, reversed_order, top, lead_card)


def generate_from(masks: list, rules, reversed_order: bool, top: Combination | None, lead_card: int = -1) -> list:
    """:func:`generate` from the hand's :func:`hand_masks`."""
    jokers = masks[13]
    out = []
    if top is None or top.kind == SET:
        if top is None:
            ranks = range(13)
            k = 0
        else:
            k = top.size
            ranks = _BEATING[rules.equal_plays][reversed_order][top.order_keys[reversed_order][0]]
        if not jokers:
            row = _SETS[k]
            for i in ranks:
                suits = masks[i]
                if suits:
                    sets = row[i << 4 | suits]
                    if sets is None:
                        sets = _set_table(i + 3, suits, 0, k)
                    out += sets
            if top is not None and lead_card < 0:
                return out          # following a set with no joker in hand: no run, no lone joker
        else:
            banned = no_joker_rank(rules)
            jok = jokers if jokers < 3 else 2
            for i in ranks:
                suits = masks[i]
                if not suits:
                    continue
                rank = i + 3
                j = 0 if rank == banned else jok
                sets = _SETS[j * 5 + k][i << 4 | suits]
                if sets is None:
                    sets = _set_table(rank, suits, j, k)
                out += sets
        if jokers and (top is None or top.size == 1):
            if top is None or outranks(STRENGTH[reversed_order][JOKER_RANK], top.value(reversed_order), rules):
                out.append(_LONE_JOKER)
    if rules.sequences and (top is None or top.kind == RUN):
        _runs(masks, jokers, rules, reversed_order, top, out.append)
    if lead_card >= 0:
        out = [c for c in out if lead_card in c.codes]
    return out


def refusal(combo: Combination, top: Combination, rules, reversed_order: bool, lock=None):
    """``None`` if ``combo`` may go on ``top`` now, else ``(error code, message)`` for the first
    rule it breaks; ``lock`` is the set of suit indexes the trick is locked to, or None.

    The order of the following rules, written once: a bomb (``two_bombs``, brief 8) and the
    spade-3 return (brief 12) go on whatever their own rule allows, the lock included; any other
    play must beat the top (:func:`compare`: type, size, strength) and then carry the locked
    suits (``locked`` only for a play that would otherwise go, engine/DECISIONS.md).
    :func:`legal_plays` lists exactly the plays of a hand this accepts (the property test
    ``test_generated_moves_equal_validated_subsets``); ``Round.check`` names the refusal.
    """
    if is_bomb(combo, rules, reversed_order) and bomb_may_go_on(combo, top, rules, reversed_order):
        return None
    if is_spade3_return(combo, top, rules):
        return None
    err = compare(combo, top, rules, reversed_order)
    if err:
        return err
    if not follows_lock(combo, lock):
        return (ErrorCode.LOCKED, "the trick is locked to " + " ".join(SUITS[s] for s in sorted(lock))
                + ": the play must have those suits")
    return None


def legal_plays(masks: list, rules, reversed_order: bool, top: Combination | None, lock=None,
                lead_card: int = -1) -> list:
    """Every combination the hand of :func:`hand_masks` ``masks`` may play now, in the order of
    ``Round.legal_moves``: leading, :func:`generate_from` (holding ``lead_card`` if >= 0);
    following ``top``, the plays :func:`refusal` accepts (rules brief 3, 8, 12): those that beat
    it and carry the locked suits ``lock`` (a set of suit indexes or None), then the spade-3
    return and the bombs, which the lock does not bind. The one place of legality for the table
    (``Round``) and the play-outs (``ai.countplay``)."""
    if top is None:
        return generate_from(masks, rules, reversed_order, None, lead_card)
    combos = generate_from(masks, rules, reversed_order, top)
    if lock:
        combos = [c for c in combos if follows_lock(c, lock)]
    if rules.spade3_return and masks[0] >> (SPADE_THREE & 3) & 1:
        s3 = single(SPADE_THREE)
        if is_spade3_return(s3, top, rules):
            combos.append(s3)
    if rules.two_bombs:
        bomb_rank = strongest_rank(reversed_order)
        held = masks[bomb_rank - 3]
        for x in range(4):
            if held >> x & 1:
                b = single(code_of(bomb_rank, x))
                if b not in combos and bomb_may_go_on(b, top, rules, reversed_order):
                    combos.append(b)
    return combos


# Runs by ``((suit * 16 + low) * 16 + high) << 16 | joker_ranks`` (a bit ``1 << rank`` per place
# a joker fills): the interned run, found without building its cards again.
_RUNS: dict = {}


def _run(suit: int, low: int, high: int, jr: int) -> Combination:
    key = ((suit * 16 + low) * 16 + high) << 16 | jr
    c = _RUNS.get(key)
    if c is None:
        c = _RUNS[key] = make_run(suit, low, high, tuple(r for r in range(low, high + 1) if jr >> r & 1))
    return c


def _runs(masks, jokers, rules, reversed_order, top, append):
    """Append the runs of the hand ``masks`` (:func:`hand_masks`) that may be played (on ``top``,
    or leading), by suit, lowest rank, highest rank, then the ranks its jokers fill (fewest
    first, in the order of ``itertools.combinations``). Ranks are bit masks (``1 << rank``)."""
    length = None if top is None else top.size
    floor = None if top is None else top.value(reversed_order)
    eq = rules.equal_plays
    banned = no_joker_rank(rules) == 15
    low_strength = STRENGTH[True]
    for suit in range(4):
        bit = 1 << suit
        pres = 0
        for i in range(13):
            if masks[i] & bit:
                pres |= 1 << (i + 3)
        if not pres:
            continue
        for low in range(3, 14):
            if not jokers and not pres >> low & 1:
                continue
            if length is None:
                highs = range(low + 2, 16)
            else:
                h = low + length - 1
                if h > 15:
                    break
                highs = (h,)
            base = (1 << low) - 1
            for high in highs:
                span = ((1 << (high + 1)) - 1) ^ base
                need = span & ~pres
                missing = need.bit_count()
                if missing > jokers:
                    break
                if floor is not None:
                    v = low_strength[low] if reversed_order else high
                    if v < floor or (v == floor and not eq):
                        continue
                if banned and need >> 15 & 1:
                    continue
                have = span & pres
                if not have:
                    continue
                append(_run(suit, low, high, need))
                spare = jokers - missing
                if spare and have.bit_count() > 1:
                    ranks = [r for r in range(low, high + 1) if have >> r & 1]
                    for extra in range(1, spare + 1):
                        if extra > len(ranks) - 1:
                            break
                        for sub in _choose(ranks, extra):
                            if banned and 15 in sub:
                                continue
                            jr = need
                            for r in sub:
                                jr |= 1 << r
                            append(_run(suit, low, high, jr))
