"""Simple move choices shared by the Easy AI, the benchmark and the simulator."""

from __future__ import annotations


def lowest(moves, reversed_order: bool):
    """The lowest legal combination (rules brief 10, Easy): the play of least strength in the
    current order, fewest cards first among equals; pass only when no play is legal; for a
    give step, the lowest cards. ``moves`` is a non-empty list from ``legal_moves()``."""
    best = None
    best_key = None
    rev = 1 if reversed_order else 0
    for m in moves:
        if m.kind == "play":
            k = m.combo.order_keys[rev]   # (strength in the order, size, codes)
        elif m.kind == "give":
            k = (0, 0, tuple(sorted(p[0] for p in m.pairs)), m.to if m.to is not None else -1)
        else:
            continue
        if best_key is None or k < best_key:
            best, best_key = m, k
    return best if best is not None else moves[-1]
