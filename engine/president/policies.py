"""Simple move choices shared by the Easy AI, the benchmark and the simulator."""

from __future__ import annotations


def lowest(moves, reversed_order: bool):
    """The lowest legal combination (rules brief 10, Easy): the play of least strength in the
    current order, fewest cards first among equals; pass only when no play is legal; for a
    give step, the lowest cards. ``moves`` is a non-empty list from ``legal_moves()``."""
    best = None
    best_key = None
    for m in moves:
        if m.kind == "play":
            c = m.combo
            k = (c.value(reversed_order), c.size, c.codes)
        elif m.kind == "give":
            k = (0, 0, tuple(sorted(p[0] for p in m.pairs)), m.to if m.to is not None else -1)
        else:
            continue
        if best_key is None or k < best_key:
            best, best_key = m, k
    return best if best is not None else moves[-1]
