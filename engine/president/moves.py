"""Moves and events: the steps of a round and what they caused (scenario format "Steps",
"Event codes")."""

from __future__ import annotations

from .cards import CODE_NAMES, JOKER, RANK_NAMES, Card, NotationError, parse_codes, parse_token
from .combos import Combination, SET
from .vocabulary import EventCode, MoveKind

_KINDS = {str(k): k for k in MoveKind}


class Move:
    """One step of a seat: play cards, pass, or give cards (exchange, discard, inheritance).

    ``kind``: a :class:`~president.vocabulary.MoveKind` (``"play"``, ``"pass"`` or ``"give"``); ``pairs``: tuple of ``(code, stands_for)``
    as written (``stands_for`` is a joker's declared rank or None); ``to``: target seat of an
    inheritance gift or None. Moves from :meth:`Round.legal_moves` carry their resolved
    :class:`Combination` in ``combo``.

    >>> str(Move.parse("7c 7d"))
    '7C 7D'
    >>> Move.parse("pass").kind
    'pass'
    >>> str(Move.parse("give 3C 4D"))
    'give 3C 4D'
    """

    __slots__ = ("kind", "_pairs", "to", "combo", "token")

    def __init__(self, kind: str, pairs: tuple | None = (), to: int | None = None, combo: Combination | None = None):
        if kind.__class__ is not MoveKind:
            if not isinstance(kind, str) or kind not in _KINDS:
                raise ValueError(f"move kind must be play, pass or give, not {kind!r}")
            kind = _KINDS[kind]
        self.kind = kind
        self._pairs = pairs
        self.to = to
        self.combo = combo
        self.token = None

    @property
    def pairs(self) -> tuple:
        """``((code, stands_for_rank_or_None), ...)`` as written (jokers of a run carry their rank)."""
        if self._pairs is None:
            combo = self.combo
            if combo.kind == SET:
                self._pairs = tuple((c, None) for c in combo.codes)
            else:
                naturals = tuple((c, None) for c in combo.codes if c != JOKER)
                self._pairs = naturals + tuple((JOKER, r) for r in combo.joker_ranks)
        return self._pairs

    @classmethod
    def play(cls, cards) -> "Move":
        """A play of ``cards`` (notation string, list of tokens or Cards). Raises NotationError."""
        pairs = tuple(parse_codes(cards))
        if not pairs:
            raise NotationError("a play needs at least one card", "")
        return cls("play", pairs)

    @classmethod
    def pass_(cls) -> "Move":
        """A pass."""
        return cls("pass")

    @classmethod
    def give(cls, cards, to: int | None = None) -> "Move":
        """Give ``cards`` (exchange, descent discard) or, with ``to``, one inherited card."""
        pairs = tuple(parse_codes(cards))
        if any(s is not None for _, s in pairs):
            raise NotationError("a give step names cards without @ marks", "@")
        return cls("give", pairs, to)

    @classmethod
    def from_combination(cls, combo: Combination) -> "Move":
        """The play of a resolved combination (jokers in runs carry their rank)."""
        return cls("play", None, None, combo)

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Read ``"pass"``, ``"7C 7D"``, ``"play 7C 7D"``, ``"give 3C 4D"`` or ``"give 2C to 3"``."""
        words = text.split()
        if not words:
            raise NotationError("empty move: write cards, 'pass' or 'give CARDS'", text)
        head = words[0].lower()
        if head == "pass" and len(words) == 1:
            return cls.pass_()
        if head == "give":
            to = None
            if len(words) >= 3 and words[-2].lower() == "to":
                try:
                    to = int(words[-1])
                except ValueError:
                    raise NotationError(f"bad seat {words[-1]!r} after 'to'", words[-1]) from None
                words = words[:-2]
            return cls.give(words[1:], to)
        if head == "play":
            words = words[1:]
        return cls.play(words)

    @classmethod
    def from_json(cls, data: dict) -> "Move":
        """Move from a scenario step or :meth:`to_json` output: ``{"play": CARDS}``,
        ``{"pass": true}`` or ``{"give": CARDS, "to": SEAT}``."""
        if not isinstance(data, dict):
            raise NotationError(f"a move is a mapping with play, pass or give, not {data!r}", str(data))
        kinds = [k for k in ("play", "pass", "give") if k in data]
        if len(kinds) != 1:
            raise NotationError("a step needs exactly one of play, pass or give", str(data))
        kind = kinds[0]
        if kind == "pass":
            if data["pass"] is not True:
                raise NotationError("pass must be true", "pass")
            return cls.pass_()
        if kind == "play":
            return cls.play(data["play"])
        to = data.get("to")
        if to is not None and (not isinstance(to, int) or isinstance(to, bool)):
            raise NotationError(f"'to' must be a seat number, not {to!r}", str(to))
        return cls.give(data["give"], to)

    @property
    def codes(self) -> tuple:
        return tuple(c for c, _ in self.pairs)

    @property
    def cards(self) -> tuple:
        """The cards of the move as :class:`Card` objects."""
        return tuple(Card(c) for c, _ in self.pairs)

    def notation(self) -> str:
        """Cards in notation (a resolved run in rank order with ``JK@`` marks)."""
        if self.combo is not None:
            return self.combo.notation()
        return " ".join(CODE_NAMES[c] + ("@" + RANK_NAMES[s] if s is not None else "") for c, s in self.pairs)

    def to_json(self) -> dict:
        if self.kind == "pass":
            return {"pass": True}
        if self.kind == "play":
            return {"play": self.notation()}
        d = {"give": self.notation()}
        if self.to is not None:
            d["to"] = self.to
        return d

    def key(self) -> tuple:
        pairs = self.combo.key() if self.combo is not None else tuple(sorted(self.pairs, key=lambda p: (p[0], p[1] or 0)))
        return (self.kind, pairs, self.to)

    def __eq__(self, other):
        return isinstance(other, Move) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())

    def __str__(self):
        if self.kind == "pass":
            return "pass"
        if self.kind == "give":
            return "give " + self.notation() + (f" to {self.to}" if self.to is not None else "")
        return self.notation()

    def __repr__(self):
        return f"Move({str(self)!r})"


EVENT_CODES = tuple(EventCode)


class Event:
    """Something a step caused, for narration and checks.

    ``code``: an :class:`~president.vocabulary.EventCode` (the scenario format's event codes
    ``play``, ``pass``, ``revolution``, ``counter_revolution``, ``clear``, ``trick_won``,
    ``skip``, ``went_out``, ``round_over``, ``exchange``, or an engine extra: ``give``,
    ``discard``, ``inherit``, ``direction``, ``lead``, ``descent``);
    ``seat``: the seat concerned or None; ``cards``: card codes involved; ``data``: extra facts
    (``to``, ``place``, ``reason``, ``direction``...).
    """

    __slots__ = ("code", "seat", "cards", "data")

    def __init__(self, code: str, seat: int | None = None, cards: tuple = (), **data):
        self.code = code
        self.seat = seat
        self.cards = cards
        self.data = data

    def to_json(self) -> dict:
        d = {"code": self.code}
        if self.seat is not None:
            d["seat"] = self.seat
        if self.cards:
            d["cards"] = " ".join(CODE_NAMES[c] for c in self.cards)
        d.update(self.data)
        return d

    def __repr__(self):
        return f"Event({self.to_json()})"


def event(code, seat, cards, data) -> Event:
    """``Event(code, seat, cards, **data)`` with ``data`` given as a dict (kept, not copied):
    the engine's own way to make the events of every step, without a call through keywords."""
    e = _new_object(Event)
    e.code = code
    e.seat = seat
    e.cards = cards
    e.data = data
    return e


_new_object = object.__new__


class PlayEvent(Event):
    """The ``play`` event of a play of an interned combination ``combo`` (what
    :class:`~president.round.Round` makes on every play): an :class:`Event` like any other, whose
    ``cards`` are the combination's and whose ``data`` (``combination``: its notation, ``kind``)
    is made when first read, not on every play. Make one with :func:`play_event`."""

    __slots__ = ("combo", "_data")
    code = EventCode.PLAY

    @property
    def cards(self) -> tuple:
        return self.combo.codes

    @property
    def data(self) -> dict:
        try:
            return self._data
        except AttributeError:
            c = self.combo
            d = self._data = {"combination": c.notation(), "kind": c.kind}
            return d

    @data.setter
    def data(self, value: dict):
        self._data = value


class PassEvent(Event):
    """The ``pass`` event of ``seat`` (no cards, no data; made by :func:`pass_event`)."""

    __slots__ = ("_data",)
    code = EventCode.PASS
    cards = ()

    @property
    def data(self) -> dict:
        try:
            return self._data
        except AttributeError:
            d = self._data = {}
            return d

    @data.setter
    def data(self, value: dict):
        self._data = value


def _plain(code, seat, cards, data) -> Event:
    return event(code, seat, cards, dict(data))


def _reduce(self):
    """A copy or a pickle of an event made lazily is a plain :class:`Event` with the same fields."""
    return (_plain, (self.code, self.seat, self.cards, self.data))


PlayEvent.__reduce__ = PassEvent.__reduce__ = _reduce


def play_event(seat: int, combo: Combination) -> PlayEvent:
    """``Event("play", seat, combo.codes, combination=combo.notation(), kind=combo.kind)``."""
    e = _new_object(PlayEvent)
    e.seat = seat
    e.combo = combo
    return e


def pass_event(seat: int) -> PassEvent:
    """``Event("pass", seat)``."""
    e = _new_object(PassEvent)
    e.seat = seat
    return e
