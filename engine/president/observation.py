"""What a seat may see of a round, decided here only (rules brief 10; OpenSpiel's observer).

- :class:`Observation`: one seat's view of the round (its own hand, the public record, the
  cards it gave and received). The AI players decide from it and the legal moves only; the web
  facade's play view is an Observation plus session data.
- :func:`seen_event`: an event as one seat may see it (the cards of an exchange or inheritance
  gift between two other seats stay hidden).
- :func:`face_up`: the view with every hand shown, for worked examples and scenario replays.

>>> from president import Round, Rules
>>> rnd, _ = Round.start(Rules.preset("classic", players=3), ["3C 9H", "4C 2S", "7S 8S"], leader=0)
>>> obs = rnd.observation(1)
>>> obs.to_json()["hand"], obs.hand_sizes, obs.to_act
('4C 2S', (2, 2, 2), 0)
>>> face_up(rnd)["hands"]
['3C 9H', '4C 2S', '7S 8S']
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import format_cards
from .effects import inherit_targets
from .moves import Event
from .vocabulary import EventCode

#: Events that carry cards handed from one seat to another (``give``: a 7-pass, brief 12).
_GIFTS = (EventCode.EXCHANGE, EventCode.INHERIT, EventCode.GIVE)


def seen_event(event: Event, seat: int | None) -> Event:
    """``event`` as ``seat`` may see it (None: everything, face up). The cards of an exchange,
    an inheritance gift or a 7-pass between two other seats are hidden: the event keeps its code, seats
    and data, loses its cards, and gets ``data["count"]`` (how many cards)."""
    if seat is None or event.code not in _GIFTS or event.seat == seat or event.data.get("to") == seat:
        return event
    return Event(event.code, event.seat, (), **event.data, count=len(event.cards))


def face_up(rnd) -> dict:
    """The round with every hand shown (worked examples, scenario replays, digests), as plain
    JSON data: ``hands`` (notation per seat), ``pile`` (``[seat, notation]``), ``top``
    (notation or None), ``order``, ``direction`` (``forward``/``backward``), ``to_act``,
    ``phase``, ``passed`` (seats), ``out``, ``scores`` (points of the round once over, else
    zeros), ``pending`` (``Round.pending_give()``), ``lock`` (suit letters the trick is locked
    to, brief 12) and ``jack_back`` (a jack back in force)."""
    top = rnd.top
    return {
        "hands": [format_cards(h) for h in rnd.hands],
        "pile": [[s, c.notation()] for s, c in rnd.pile],
        "top": top.notation() if top is not None else None,
        "order": rnd.order,
        "direction": rnd.direction_name,
        "to_act": rnd.to_act,
        "phase": rnd.phase,
        "passed": [s for s in range(rnd.n) if rnd.passed[s]],
        "out": list(rnd.out),
        "scores": rnd.points() if rnd.over else [0] * rnd.n,
        "pending": rnd.pending_give(),
        "lock": rnd.lock_suits,
        "jack_back": rnd.jack_back,
    }


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
    revolution waits for the pile to clear (``after_trick``); ``first_lead_card``: the code the
    first lead must hold (-1: none); ``ranking_before``: the previous round's finishing order
    (None in a first round); brief 12: ``lock`` (suit letters the trick is locked to, e.g. ``"HS"``, or None),
    ``jack_back`` (True while a jack back reverses the order), ``bottom_out`` (seats placed
    from the bottom, last place first).
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
    ranking_before: tuple | None = None
    lock: str | None = None
    jack_back: bool = False
    bottom_out: tuple = ()

    @classmethod
    def of_round(cls, rnd, seat: int, scores=(), round_no: int = 1) -> "Observation":
        """What ``seat`` may know of the round ``rnd`` now; ``scores`` and ``round_no`` come
        from the game (:meth:`president.game.Game.observation`)."""
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
            lock=rnd.lock_suits,
            jack_back=rnd.jack_back,
            bottom_out=tuple(rnd.bottom_out),
            ranking_before=tuple(rnd.ranking_before) if rnd.ranking_before is not None else None,
        )

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.hand_sizes)

    @property
    def give_targets(self) -> list[int]:
        """Seats that may receive an inherited card from this seat (every other seat still in)."""
        return inherit_targets(self.seat, self.players, self.out)

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
            "first_lead_card": format_cards([self.first_lead_card]) if self.first_lead_card >= 0 else None,
            "lock": self.lock,
            "jack_back": self.jack_back,
            "bottom_out": list(self.bottom_out),
            "ranking_before": list(self.ranking_before) if self.ranking_before is not None else None,
        }
