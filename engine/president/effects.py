"""What a play does: the rules' effects as pure functions, one place for each rule.

:class:`~president.round.Round` calls these to run a turn and the AI calls the same functions
to foresee one, so a rule is written once. Nothing here keeps state: each function reads a
combination (anything with ``kind``, ``size``, ``rank``, ``low``, ``codes``, see
:class:`~president.combos.Combination`), the pile or a hand (sorted card codes) and the
:class:`~president.rules.Rules`, and answers.

Strength (rules brief 3, 6): in the normal order a set's strength is its rank (3..15, 2 = 15);
in the reversed order ``18 - rank`` (3 is 15, 2 is 3); the lone joker is 16 in both orders.
A sequence counts by its highest card in the normal order and by its lowest in the reversed
order.

>>> strength(15, False), strength(15, True), strength(16, True)
(15, 3, 16)
>>> strongest_rank(True)
3
"""

from __future__ import annotations

from .cards import JOKER, JOKER_RANK
from .vocabulary import ClearReason, CombinationKind, GiveReason

SET = CombinationKind.SET
#: Lowest card code of a 2 (codes 48..51 are the 2s, 52 the joker): ``code >= TWO_CODE``
#: means "a 2 or a joker".
TWO_CODE = 48
#: Rank numbers of the natural ranks that rules name.
TWO, THREE, EIGHT = 15, 3, 8


# ---------------------------------------------------------------------------- strength

def _strengths(reversed_order: bool) -> tuple:
    return tuple(r if (r == JOKER_RANK or not reversed_order) else 18 - r for r in range(JOKER_RANK + 1))


#: ``STRENGTH[reversed_order][rank]``: :func:`strength` as two tables (for inner loops).
STRENGTH = (_strengths(False), _strengths(True))


def strength(rank: int, reversed_order: bool) -> int:
    """Strength of a set of ``rank`` (3..15, 16 the lone joker) in the current order; higher
    beats lower (brief 3, 6).

    >>> [strength(r, True) for r in (3, 10, 15)]
    [15, 8, 3]
    """
    return STRENGTH[reversed_order][rank]


def run_strength(low: int, high: int, reversed_order: bool) -> int:
    """Strength of a sequence from ``low`` to ``high`` (ranks): its highest card in the
    normal order, its lowest (``18 - low``) in the reversed order."""
    return STRENGTH[True][low] if reversed_order else high


def strongest_rank(reversed_order: bool) -> int:
    """The natural rank that is strongest in the current order: the 2 (15), or the 3 during
    a revolution. It is the rank of ``two_clears`` and of the ``two_bombs`` bomb."""
    return THREE if reversed_order else TWO


def no_joker_rank(rules) -> int | None:
    """``joker_not_two`` (brief 8): the rank no joker may stand for, the 2 (15); None when a
    joker may stand for any rank. ``rank == no_joker_rank(rules)`` is the test (never true
    when it is None).

    >>> from president.rules import Rules
    >>> no_joker_rank(Rules.preset("classic", joker_not_two=True)), no_joker_rank(Rules.preset("classic"))
    (15, None)
    """
    return TWO if rules.joker_not_two else None


def is_single(combo) -> bool:
    """A set of one natural card (not the lone joker)."""
    return combo.kind == SET and combo.size == 1 and combo.rank != JOKER_RANK


# ---------------------------------------------------------------------------- bombs

def is_bomb(combo, rules, reversed_order: bool) -> bool:
    """``two_bombs`` (brief 8): a single natural 2 (a single 3 during a revolution) is a bomb;
    it may go on any pile (see :func:`bomb_may_go_on`) and clears it."""
    return (rules.two_bombs and combo.kind == SET and combo.size == 1
            and combo.codes[0] != JOKER and combo.rank == strongest_rank(reversed_order))


def outranks(new_strength: int, top_strength: int, rules) -> bool:
    """Whether a play of ``new_strength`` may go on one of ``top_strength`` (same kind and
    size): stronger, or equal with ``equal_plays`` (brief 3, 5)."""
    return new_strength > top_strength or (new_strength == top_strength and rules.equal_plays)


def bomb_may_go_on(combo, top, rules, reversed_order: bool) -> bool:
    """Whether the bomb ``combo`` may go on ``top``: on a pair, triple, four or sequence
    always; on a single only if it beats it by the normal comparison, so a lone joker cannot
    be bombed (``engine/DECISIONS.md``)."""
    if top.kind == SET and top.size == 1:
        return outranks(strength(combo.rank, reversed_order), strength(top.rank, reversed_order), rules)
    return True


# ---------------------------------------------------------------------------- clears

def is_match(combo, top, size: int) -> bool:
    """``combo`` is a set of ``size`` cards of the same rank as the set ``top`` (of the same
    size) it goes on: the ``match_*`` house rules look at singles and pairs."""
    return (top is not None and combo.kind == SET and combo.size == size and top.kind == SET
            and top.size == size and top.rank == combo.rank)


def clear_reason(combo, top, rules, reversed_order: bool) -> ClearReason | None:
    """Why playing ``combo`` on ``top`` (None: leading) clears the pile at once, or None.

    Checked in this order (one reason only): ``spade3_return`` (brief 12), ``two_clears`` (a set of the strongest rank:
    ``twos``, ``threes`` in a revolution), ``eight_clears`` (any 8 or a joker standing for
    one, sequences included), ``two_bombs`` (``bomb``), ``quad_clears`` (``four_of_a_kind``),
    ``match_clears`` (a pair on a pair of the same rank: ``match``). ``reversed_order`` is the
    order the play was made in (before any revolution it causes).
    """
    is_set = combo.kind == SET
    if is_spade3_return(combo, top, rules):
        return ClearReason.SPADE3_RETURN
    if is_set and rules.two_clears and combo.rank == strongest_rank(reversed_order):
        return ClearReason.THREES if reversed_order else ClearReason.TWOS
    if rules.eight_clears and combo.contains_rank(EIGHT):
        return ClearReason.EIGHT
    if is_bomb(combo, rules, reversed_order):
        return ClearReason.BOMB
    if is_set and combo.size == 4 and rules.quad_clears:
        return ClearReason.FOUR_OF_A_KIND
    if rules.match_clears and is_match(combo, top, 2):
        return ClearReason.MATCH
    return None


def skips(combo, top, rules) -> bool:
    """``match_skips`` (brief 8): a single on a single of the same rank skips the next seat."""
    return rules.match_skips and combo.rank != JOKER_RANK and is_match(combo, top, 1)


# ---------------------------------------------------------------------------- flips

#: What :func:`flip` answers: no flip, the revolution (order only), the Western revolution
#: (order and direction at once).
NO_FLIP, REVOLUTION, WESTERN = None, "revolution", "western"


def flip(combo, pile, rules) -> str | None:
    """The flip a play causes, ``pile`` being the trick with the play on top (list of
    ``(seat, combination)``): ``WESTERN`` with ``western_revolution`` for a four of a kind
    or the fourth single of one rank in a row (brief 9: order and direction flip, always at
    once); else ``REVOLUTION`` for a four of a kind with ``revolution`` (brief 6; the round
    applies ``revolution_timing``); else None. One flip only, never two."""
    quad = combo.kind == SET and combo.size == 4
    if rules.western_revolution:
        if quad:
            return WESTERN
        if is_single(combo) and len(pile) >= 4 and all(
                c.kind == SET and c.size == 1 and c.rank == combo.rank for _, c in pile[-4:]):
            return WESTERN
    if quad and rules.revolution:
        return REVOLUTION
    return NO_FLIP


def flip_reads_pile(combo, rules) -> bool:
    """Whether :func:`flip` of ``combo`` depends on the plays below it (the Western revolution's
    fourth single in a row); otherwise it depends on the play and the rules alone."""
    return rules.western_revolution and is_single(combo)


# ---------------------------------------------------------------------------- turn order

def next_in(seat: int, players: int, direction: int, out) -> int | None:
    """The next seat after ``seat`` in the direction of play (+1/-1) that is still in the
    round (not in ``out``), ``seat`` itself last; None when every seat is out (brief 4.4)."""
    for k in range(1, players + 1):
        s = (seat + direction * k) % players
        if s not in out:
            return s
    return None


def next_to_act(seat: int, players: int, direction: int, out, passed, last) -> int | None:
    """The next seat after ``seat`` that may still act in this trick: in the round, not
    passed (``passed[s]``), and not ``last`` (who made the last play); None when there is none
    and the trick is won (brief 4.4, 4.5)."""
    s = (seat + direction) % players            # most often the next seat, without the loop
    if s != last and not passed[s] and s not in out:
        return s
    for k in range(2, players):
        s = (seat + direction * k) % players
        if s != last and not passed[s] and s not in out:
            return s
    return None


def leader_after(seat: int, players: int, direction: int, out) -> int | None:
    """Who leads once ``seat`` has won or cleared the trick: ``seat`` itself, or when it has gone
    out the next seat still in (brief 4.5, 4.6)."""
    return seat if seat not in out else next_in(seat, players, direction, out)


def able_from(first, players: int, direction: int, out, passed, last) -> list[int]:
    """The seats that may still act in this trick, in turn from ``first`` (the next one after
    the play, or None): what a skip counts (``five_skip``, ``match_skips``, brief 12)."""
    able = []
    s = first
    while s is not None and s not in able:
        able.append(s)
        s = next_to_act(s, players, direction, out, passed, last)
    return able


def turn_after_play(seat: int, players: int, direction: int, out, passed, skips: int) -> tuple:
    """Who acts after ``seat``'s play that left the pile in place (no clear): ``(next, skipped)``.

    ``next`` is the next seat that may still act in this trick (in the round, not passed, not
    ``seat``: brief 4.4), passing over ``skips`` of them (``five_skip``, ``match_skips``, brief
    12), or None when no other seat can act: ``seat`` then wins the trick "as if all had passed"
    (4.5) and leads (:func:`leader_after`). ``skipped`` is the tuple of seats passed over, first
    skipped first. The one turn decision after a play for the table (``Round``) and the
    play-outs (``ai.countplay``).

    >>> turn_after_play(0, 4, 1, [], [False] * 4, 1)
    (2, (1,))
    >>> turn_after_play(0, 3, 1, [], [False, False, True], 1)
    (None, (1,))
    """
    nxt = next_to_act(seat, players, direction, out, passed, seat)
    if nxt is None or not skips:
        return nxt, ()
    return skip_from(nxt, players, direction, out, passed, seat, skips)


def skip_from(first: int, players: int, direction: int, out, passed, seat: int, skips: int) -> tuple:
    """:func:`turn_after_play` once ``first`` (not None) is known to be the next seat that may
    act after ``seat``'s play: ``(next, skipped)`` passing over ``skips`` (> 0) seats."""
    able = able_from(first, players, direction, out, passed, seat)
    return (able[skips] if skips < len(able) else None), tuple(able[:skips])


def placed(out, bottom_out, seat: int, from_bottom: bool) -> list[int]:
    """The seats placed (``out``, in finishing-place order: the places from the top, then those
    given from the bottom) once ``seat`` takes the next place from the top, or with
    ``from_bottom`` the lowest free one (``seat`` already last in ``bottom_out``, which lists
    the places from the bottom, last place first)."""
    if not bottom_out:          # no place given from the bottom: the next place from the top
        return out + [seat]
    top = [s for s in out if s not in bottom_out]
    if not from_bottom:
        top.append(seat)
    return top + bottom_out[::-1]


# ---------------------------------------------------------------------------- going out

def only_twos_and_jokers(hand) -> bool:
    """A non-empty hand (card codes) holding nothing but 2s and jokers."""
    return bool(hand) and all(c >= TWO_CODE for c in hand)


def inherit_targets(seat: int, players: int, out) -> list[int]:
    """Seats that may receive an inherited card from ``seat``: every other seat still in."""
    return [s for s in range(players) if s != seat and s not in out]


def inherits(hand, rules) -> bool:
    """``inheritance`` (brief 8): a hand of only 2s and jokers goes out at once and hands its
    cards on, one ``inherit`` gift at a time."""
    return rules.inheritance and only_twos_and_jokers(hand)


# ---------------------------------------------------------------------------- descents

def descent_size(pile, reversed_order: bool) -> int:
    """``descents`` (brief 8, this site's reading): the number of cards every other seat still
    in must discard after this play (0: no descent). A descent is three sets of one size in a
    row on the pile (never sequences or the lone joker) whose ranks rise by one step each in
    the current order (5, 6, 7 normally; 7, 6, 5 in a revolution); the size is theirs."""
    if len(pile) < 3:
        return 0
    three = [c for _, c in pile[-3:]]
    size = three[0].size
    if any(c.kind != SET or c.rank == JOKER_RANK or c.size != size for c in three):
        return 0
    v = [strength(c.rank, reversed_order) for c in three]
    if v[1] == v[0] + 1 and v[2] == v[1] + 1:
        return size
    return 0


def descent_discard(size: int, hand_size: int) -> int:
    """Cards a seat holding ``hand_size`` cards discards in a descent of ``size``: that many,
    but never its last card."""
    return min(size, hand_size - 1)


# ---------------------------------------------------------------------------- Dai Fugo local rules (brief 12)

#: Card code of the 3♠ (rank 3, spades): the spade-3 return.
SPADE_THREE = 3
#: Ranks the local rules name.
FIVE, SEVEN, TEN, JACK = 5, 7, 10, 11


def is_spade3_return(combo, top, rules) -> bool:
    """``spade3_return`` (brief 12): a single 3♠ played on a lone joker, in either order. It
    beats the joker and clears the pile; its player leads. Anywhere else the 3♠ is an ordinary 3.

    >>> from president.rules import Rules
    >>> from president.combos import read_combination, lone_joker
    >>> from president.cards import parse_codes
    >>> r = Rules.preset("japanese")
    >>> is_spade3_return(read_combination(parse_codes("3S"), r, False), lone_joker(), r)
    True
    """
    return (rules.spade3_return and top is not None and top.kind == SET and top.rank == JOKER_RANK
            and combo.kind == SET and combo.size == 1 and combo.codes[0] == SPADE_THREE)


def suits(combo) -> tuple[frozenset, int]:
    """``(suits of the natural cards, number of jokers)`` of a set; for a sequence its one
    suit and no jokers (a run's jokers take its suit). Suits are 0..3 (C, D, H, S)."""
    if combo.kind != SET:
        return frozenset((combo.suit,)), 0
    naturals = frozenset(c & 3 for c in combo.codes if c != JOKER)
    return naturals, sum(1 for c in combo.codes if c == JOKER)


def lock_made(combo, before, rules) -> frozenset | None:
    """``lock`` (brief 12): the suits the trick becomes locked to when ``combo`` is played right
    after ``before`` (the previous play of the same trick) with the same suits, else None.

    A joker matches any suit, in either play (``engine/DECISIONS.md``): the plays have the same
    suits when their cards can be paired one to one, naturals only with naturals of their suit.
    The lock holds the suits of both plays together (two jokers paired leave a free slot);
    sequences lock by their one suit. Two lone jokers lock nothing."""
    if not rules.lock or before is None or combo.kind != before.kind:
        return None
    n2, j2 = suits(combo)
    n1, j1 = suits(before)
    if combo.kind != SET:
        return n2 if n1 == n2 else None
    if len(n2 - n1) <= j1 and len(n1 - n2) <= j2 and (n1 | n2):
        return n1 | n2
    return None


def follows_lock(combo, lock) -> bool:
    """Whether ``combo`` carries the locked suits ``lock`` (None: no lock): each locked suit by
    a natural card of that suit or by a joker standing in for it."""
    if not lock:
        return True
    naturals, jokers = suits(combo)
    return len(lock - naturals) <= jokers


def is_jack_back(combo, rules) -> bool:
    """``jack_back`` (brief 12): a set of Jacks (a joker standing for a Jack counts; never a
    sequence) flips the order until the pile clears."""
    return rules.jack_back and combo.kind == SET and combo.rank == JACK


def skip_count(combo, top, rules) -> int:
    """Seats a play skips: one per 5 of a set of 5s (``five_skip``) plus one for a matching
    single (``match_skips``); the two add up (``engine/DECISIONS.md``)."""
    n = combo.size if (rules.five_skip and combo.kind == SET and combo.rank == FIVE) else 0
    if skips(combo, top, rules):
        n += 1
    return n


def give_after(combo, rules) -> GiveReason | None:
    """The give a play asks of its player right after it: ``seven_pass`` after a set of 7s
    (hand one card per 7 to the next seat still in), ``ten_discard`` after a set of 10s
    (discard one card per 10); the count is ``min(size, cards left)`` (brief 12)."""
    if combo.kind != SET:
        return None
    if rules.seven_pass and combo.rank == SEVEN:
        return GiveReason.SEVEN_PASS
    if rules.ten_discard and combo.rank == TEN:
        return GiveReason.TEN_DISCARD
    return None


def is_forbidden_finish(combo, rules, reversed_order: bool, spade3: bool = False) -> bool:
    """``forbidden_finish`` (brief 12): going out with this play takes the lowest free place.
    Forbidden: a joker, the strongest natural rank of the order in force when it is played (a 2,
    or a 3 in the reversed order), an 8 with ``eight_clears``, the 3♠ of a spade-3 return
    (``spade3``). Sequences through such a rank hold it."""
    if not rules.forbidden_finish:
        return False
    return (spade3 or JOKER in combo.codes or combo.contains_rank(strongest_rank(reversed_order))
            or (rules.eight_clears and combo.contains_rank(EIGHT)))


# ---------------------------------------------------------------------------- one play, all at once

class PlayEffects:
    """What playing a combination on ``top`` (None: leading) in an order does by the rules
    above, for the effects that depend on the play, the top and the order alone (a table of
    them is kept per rule set, :meth:`president.round.Round._effects`): ``spade3`` (a spade-3
    return), ``lock`` (the suits the play locks the trick to, if it is not free yet, else None),
    ``lock_mask`` (the same suits as a bit mask, bit ``s`` for suit ``s``; 0 for none), ``flip``
    (:func:`flip` when ``flip_reads_pile`` is false), ``flip_reads_pile``,
    ``jack_back``, ``give`` (:func:`give_after`), ``forbidden`` (going out with it is a
    forbidden finish), ``clear`` (:func:`clear_reason`), ``skips`` (:func:`skip_count`),
    ``match`` (:func:`skips`: the first skip is a match), ``alters`` (``lock``, ``flip``,
    ``flip_reads_pile`` or ``jack_back``: the play changes the trick's lock, the order or the
    direction) and ``plain`` (none of them but ``forbidden``: the play only goes on the pile)."""

    __slots__ = ("spade3", "lock", "lock_mask", "flip", "flip_reads_pile", "jack_back", "give", "forbidden",
                 "clear", "skips", "match", "alters", "plain")

    def __init__(self, combo, top, rules, reversed_order: bool):
        self.spade3 = s3 = is_spade3_return(combo, top, rules)
        self.lock = lock_made(combo, top, rules) if top is not None and not s3 else None
        self.lock_mask = sum(1 << s for s in self.lock) if self.lock else 0
        self.flip_reads_pile = flip_reads_pile(combo, rules)
        self.flip = None if self.flip_reads_pile else flip(combo, [(None, combo)], rules)
        self.jack_back = is_jack_back(combo, rules)
        self.give = give_after(combo, rules)
        self.forbidden = is_forbidden_finish(combo, rules, reversed_order, s3)
        self.clear = clear_reason(combo, top, rules, reversed_order)
        self.skips = skip_count(combo, top, rules)
        self.match = skips(combo, top, rules)
        self.alters = bool(self.lock_mask or self.flip_reads_pile or self.flip or self.jack_back)
        #: None of the effects above but ``forbidden`` (which needs the last card): the play only
        #: goes on the pile and the turn passes on.
        self.plain = not (self.spade3 or self.lock or self.flip_reads_pile or self.flip or self.jack_back
                          or self.give or self.clear is not None or self.skips)
