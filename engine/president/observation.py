"""What one seat may know of a round (rules brief 10; OpenSpiel's observer).

The AI players decide from an :class:`Observation` and the legal moves only.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Card, format_cards


@dataclass(frozen=True)
class Observation:
    """One seat's view of a round.

    ``seat``; ``hand``: its own cards (codes, sorted); ``hand_sizes``: cards per seat;
    ``pile``: ``[(seat, notation)]`` of the current trick; ``order``: ``normal``/``reversed``;
    ``direction``: +1/-1; ``to_act``; ``phase``; ``passed``: seats that passed this trick;
    ``out``: finishing order so far; ``history``: the public steps of the round (plays, passes,
    discards, inheritance gifts without their cards); ``gave``/``received``: ``[(other seat,
    codes)]`` the cards this seat handed over or got (exchange, inheritance); ``scores``: game
    scores; ``round_no``; ``pending``: what this seat must give now, or None; ``played``: codes
    of every card seen played or discarded this round; ``rules``; ``pending_flips``: 1 when a
    revolution waits for the pile to clear (``after_trick``).
    """

    seat: int
    hand: tuple
    hand_sizes: tuple
    pile: tuple
    top: object
    order: str
    direction: int
    to_act: object
    phase: str
    passed: tuple
    out: tuple
    history: tuple
    gave: tuple
    received: tuple
    played: tuple
    rules: object
    pending: object = None
    pending_flips: int = 0
    scores: tuple = ()
    round_no: int = 1
    first_lead_card: int = -1

    @classmethod
    def of_round(cls, rnd, seat: int, scores=(), round_no: int = 1) -> "Observation":
        played = []
        for _, c in rnd.pile:
            played.extend(c.codes)
        played.extend(rnd.cleared)
        played.extend(rnd.discarded)
        gave = tuple((b, tuple(c)) for a, b, c in rnd.transfers if a == seat)
        received = tuple((a, tuple(c)) for a, b, c in rnd.transfers if b == seat)
        pending = rnd.pending_give() if rnd.to_act == seat else None
        return cls(
            seat=seat,
            hand=tuple(rnd.hands[seat]),
            hand_sizes=tuple(len(h) for h in rnd.hands),
            pile=tuple((s, c.notation()) for s, c in rnd.pile),
            top=rnd.top,
            order=rnd.order,
            direction=rnd.direction,
            to_act=rnd.to_act,
            phase=rnd.phase,
            passed=tuple(s for s in range(rnd.n) if rnd.passed[s]),
            out=tuple(rnd.out),
            history=tuple(tuple(sorted(h.items())) for h in rnd.history),
            gave=gave,
            received=received,
            played=tuple(sorted(played)),
            rules=rnd.rules,
            pending=pending,
            pending_flips=rnd.pending_flips,
            scores=tuple(scores),
            round_no=round_no,
            first_lead_card=rnd.lead_card if not rnd.first_play_done else -1,
        )

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    def to_json(self) -> dict:
        """Plain JSON data of the observation (cards in notation)."""
        return {
            "seat": self.seat,
            "hand": format_cards(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "pile": [list(p) for p in self.pile],
            "order": self.order,
            "direction": self.direction,
            "to_act": self.to_act,
            "phase": self.phase,
            "passed": list(self.passed),
            "out": list(self.out),
            "history": [dict(h) for h in self.history],
            "gave": [[s, format_cards(c)] for s, c in self.gave],
            "received": [[s, format_cards(c)] for s, c in self.received],
            "played": format_cards(self.played),
            "pending": self.pending,
            "pending_flips": self.pending_flips,
            "scores": list(self.scores),
            "round_no": self.round_no,
            "rules": self.rules.to_dict(),
        }
