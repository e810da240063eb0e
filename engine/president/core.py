"""The shared tables of the rules core: what each play does by the rules, worked out once per
rule set and kept for the table (:class:`~president.round.Round`) and for the AI's play-outs
(:class:`~president.ai.countplay.Table`) alike.

The rules themselves are in :mod:`president.effects`; a table entry is its
:class:`~president.effects.PlayEffects` of one play on one top. A rule set has two tables, one
per order (normal, reversed). ``Round`` keys their entries by the numbers of interned
combinations (``(Combination.iid, top's iid or 0)``: iids start at 1; a combination that is not
interned has -1 and no entry), the play-outs by their shapes (``shape``, holding a dict by the
top's shape or None); both kinds of key live in the same tables. A table is emptied when it
reaches :data:`LIMIT` entries, so that memory stays bounded in a long session.
"""

from __future__ import annotations

from .cards import JOKER, JOKER_RANK
from .combos import RUN, legal_plays, lone_joker, make_run, make_set
from .effects import STRENGTH, PlayEffects, clear_reason

#: Entries a table of play effects holds before it is emptied.
LIMIT = 50_000

_TABLES: dict = {}
_SHAPES: dict = {}
_PLAYS: dict = {}
_CLEARS: dict = {}


def effects_table(rules) -> tuple:
    """The tables of play effects of ``rules`` in the normal and in the reversed order (one pair
    per rule set, shared)."""
    tables = _TABLES.get(rules)
    if tables is None:
        tables = _TABLES[rules] = ({}, {})
    return tables


def effects_entry(table: dict, key, combo, top, rules, reversed_order: bool) -> PlayEffects:
    """Work out :class:`~president.effects.PlayEffects` of ``combo`` on ``top`` and keep it in
    ``table`` under ``key``."""
    if len(table) >= LIMIT:
        table.clear()
    fx = table[key] = PlayEffects(combo, top, rules, reversed_order)
    return fx


class CountPlays:
    """What may go on one top, for a table that reads no suit (``ai.countplay`` on rank counts),
    worked out by the engine's legality (:func:`president.combos.legal_plays`) on a hand holding
    every card of the pack and the rule set's jokers.

    ``shapes``: the shapes on counts (``(size, rank, naturals)``; the lone joker ``(1, 16, 0)``)
    that may go on the top, in the order of ``Round.legal_moves`` (first occurrence of each); a
    hand may play those it holds (``naturals`` cards of the rank, ``size - naturals`` jokers), in
    that order. ``allowed``: the same as a set. ``set_ranks``: the ranks whose natural set of the
    top's size may go on it, weakest first in the order in force (empty for a lead).
    """

    __slots__ = ("shapes", "allowed", "set_ranks")

    def __init__(self, top, rules, reversed_order: bool):
        full = [15] * 13 + [rules.jokers]
        combos = legal_plays(full, rules, reversed_order, None if top is None else combination_of(top))
        self.shapes = tuple(dict.fromkeys(
            (c.size, c.rank, c.size - c.codes.count(JOKER)) for c in combos))
        self.allowed = frozenset(self.shapes)
        if top is None:
            self.set_ranks = ()
        else:
            k = top[0]
            ranks = [m[1] for m in self.shapes if m[0] == m[2] == k and m[1] != JOKER_RANK]
            self.set_ranks = tuple(sorted(ranks, key=STRENGTH[reversed_order].__getitem__))


def count_plays(rules) -> tuple:
    """The tables of :class:`CountPlays` of ``rules`` in the normal and in the reversed order
    (one pair per rule set, shared), each a dict from the top's shape on counts (None: a lead);
    fill an entry with :func:`count_plays_on`."""
    tables = _PLAYS.get(rules)
    if tables is None:
        tables = _PLAYS[rules] = ({}, {})
    return tables


def count_plays_on(table: dict, top, rules, reversed_order: bool) -> CountPlays:
    """Work out :class:`CountPlays` of ``top`` (a shape on counts, or None) and keep it in
    ``table`` (at most a few hundred tops per rule set and order)."""
    entry = table[top] = CountPlays(top, rules, reversed_order)
    return entry


def set_clears(rules) -> tuple:
    """Which natural sets clear the pile whatever it holds, per order (normal, reversed): a tuple
    of 17 ints by rank (index 3..15; 16, the lone joker, and 0..2 are 0) with bit ``k`` set when
    a set of ``k`` cards of that rank clears it (``effects.clear_reason`` of the set played on an
    empty pile: ``two_clears``, ``eight_clears``, ``two_bombs``, ``quad_clears``; not the rules
    that look at the top, such as ``match_clears``). For the AI's plan of a hand
    (``ai.countplan``), which counts such a set as a control."""
    clears = _CLEARS.get(rules)
    if clears is None:
        clears = _CLEARS[rules] = tuple(
            tuple(sum(1 << k for k in range(1, 5)
                      if clear_reason(make_set(tuple(((r - 3) << 2) | x for x in range(k)), 0, r), None,
                                      rules, rev) is not None) if 3 <= r <= 15 else 0
                  for r in range(17))
            for rev in (False, True))
    return clears


def combination_of(shape):
    """The engine combination of a play-out's shape (``president.ai.countplay``): the one it
    stands for (a suited shape: ``(size, rank, naturals, suit_mask)`` or ``(size, high, low,
    suit, joker_ranks)``), or for a shape on counts only (``(size, rank, naturals)``) the one of
    the lowest suits (no rule that a table on counts plays reads a suit)."""
    c = _SHAPES.get(shape)
    if c is None:
        if len(shape) == 5:
            size, high, low, suit, jr = shape
            c = make_run(suit, low, high, tuple(r for r in range(low, high + 1) if jr >> r & 1))
        elif shape[1] == JOKER_RANK:
            c = lone_joker()
        else:
            size, r, nat = shape[0], shape[1], shape[2]
            suits = [x for x in range(4) if shape[3] >> x & 1] if len(shape) == 4 else range(nat)
            c = make_set(tuple(((r - 3) << 2) | x for x in suits), size - nat, r)
        _SHAPES[shape] = c
    return c


def suited_shape(combo) -> tuple:
    """The suited shape of an interned combination (``countplay.shape_of(combo, True)``, the
    inverse of :func:`combination_of`), kept on the combination (worked out each time for a
    combination that is not interned)."""
    shape = combo.shape
    if shape is None:
        if combo.kind == RUN:
            jr = 0
            for r in combo.joker_ranks:
                jr |= 1 << r
            shape = (combo.size, combo.rank, combo.low, combo.suit, jr)
        else:
            sm = 0
            for x in combo.codes:
                if x != JOKER:
                    sm |= 1 << (x & 3)
            shape = (combo.size, combo.rank, combo.size - combo.codes.count(JOKER), sm)
        if combo.iid >= 0:
            combo.shape = shape
    return shape
