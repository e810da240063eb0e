"""The engine's words: one name per thing, shared by the rules, the events, the scenario files,
the web facade and the page's JavaScript (``web.vocabulary()`` hands these lists to the page).

Every word is a :class:`enum.StrEnum` member, so it *is* its text: ``Phase.PLAY == "play"``,
``json.dumps(Phase.PLAY) == '"play"'``, and code that compares with the plain text keeps
working. Scenario files, JSON states and events carry the text.

>>> Phase.GIVE == "give", str(GiveReason.INHERIT)
(True, 'inherit')
>>> PendingGive(2, 1, GiveReason.INHERIT).to_json()
[2, 1, 'inherit', None]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from types import SimpleNamespace


class Word(StrEnum):
    """A word of the vocabulary: a :class:`str` that prints and shows as its text (``'play'``,
    not ``<Phase.PLAY: 'play'>``), so lists of codes read as the scenario files write them."""

    def __repr__(self) -> str:
        return repr(self.value)


class Phase(Word):
    """Where a round stands (``Round.phase``): the card ``exchange`` before play (brief 4.8),
    ``play``, a ``give`` asked by a house rule mid-round (descent discards, inheritance gifts),
    and ``over``."""

    EXCHANGE = "exchange"
    PLAY = "play"
    GIVE = "give"
    OVER = "over"


class MoveKind(Word):
    """What a step does (``Move.kind``): put cards on the pile, pass, or give cards away."""

    PLAY = "play"
    PASS = "pass"
    GIVE = "give"


class GiveReason(Word):
    """Why a seat must give cards (``PendingGive.reason``; also the ``went_out`` event's
    ``reason`` for a hand that goes out by inheritance): the card ``exchange`` (4.8), a
    ``discard`` after a descent (brief 8) or an ``inherit`` gift (brief 8: a hand of only 2s
    and jokers goes out and hands its cards on); brief 12: ``seven_pass`` (cards handed to the
    next seat after a set of 7s) and ``ten_discard`` (cards discarded after a set of 10s)."""

    EXCHANGE = "exchange"
    DISCARD = "discard"
    INHERIT = "inherit"
    SEVEN_PASS = "seven_pass"
    TEN_DISCARD = "ten_discard"


class ClearReason(Word):
    """Why a play cleared the pile at once (the ``clear`` event's ``reason``): ``twos`` /
    ``threes`` (``two_clears``, normal / reversed order), ``eight`` (``eight_clears``),
    ``bomb`` (``two_bombs``), ``four_of_a_kind`` (``quad_clears``), ``match``
    (``match_clears``), ``spade3_return`` (brief 12: the 3♠ on a lone joker)."""

    TWOS = "twos"
    THREES = "threes"
    EIGHT = "eight"
    BOMB = "bomb"
    FOUR_OF_A_KIND = "four_of_a_kind"
    MATCH = "match"
    SPADE3_RETURN = "spade3_return"


class SkipReason(Word):
    """Why a seat lost its turn (the ``skip`` event's ``reason``): a single on a single of the
    same rank (``match``, ``match_skips``) or a 5 of a set of 5s (``five``, ``five_skip``)."""

    MATCH = "match"
    FIVE = "five"


class EventCode(Word):
    """What a step caused (``Event.code``). The scenario format's codes (``play``, ``pass``,
    ``revolution``, ``counter_revolution``, ``clear``, ``trick_won``, ``skip``, ``went_out``,
    ``round_over``, ``exchange``) and the engine's extras (``give``, ``discard``, ``inherit``,
    ``direction``, ``lead``, ``descent``); the Dai Fugo local rules (brief 12): ``lock`` (the
    trick is locked to ``suits``), ``jack_back`` / ``jack_back_end`` (the order flipped until the
    pile clears / back), ``spade3_return``, ``capital_fall`` (the previous President out at
    ``place``), ``forbidden_finish`` (went out in ``place`` from the bottom)."""

    PLAY = "play"
    PASS = "pass"
    REVOLUTION = "revolution"
    COUNTER_REVOLUTION = "counter_revolution"
    CLEAR = "clear"
    TRICK_WON = "trick_won"
    SKIP = "skip"
    WENT_OUT = "went_out"
    ROUND_OVER = "round_over"
    EXCHANGE = "exchange"
    GIVE = "give"
    DISCARD = "discard"
    INHERIT = "inherit"
    DIRECTION = "direction"
    LEAD = "lead"
    DESCENT = "descent"
    LOCK = "lock"
    JACK_BACK = "jack_back"
    JACK_BACK_END = "jack_back_end"
    SPADE3_RETURN = "spade3_return"
    CAPITAL_FALL = "capital_fall"
    FORBIDDEN_FINISH = "forbidden_finish"


class ErrorCode(Word):
    """Why a step is illegal (``IllegalMove.code``, ``Round.check``): the scenario format's
    error codes (``locked``: the play lacks the suits the trick is locked to, brief 12)."""

    NOT_YOUR_TURN = "not_your_turn"
    NOT_IN_HAND = "not_in_hand"
    INVALID_COMBINATION = "invalid_combination"
    WRONG_TYPE = "wrong_type"
    WRONG_COUNT = "wrong_count"
    NOT_HIGHER = "not_higher"
    ALREADY_PASSED = "already_passed"
    CANNOT_PASS_ON_LEAD = "cannot_pass_on_lead"
    MUST_INCLUDE = "must_include"
    ROUND_OVER = "round_over"
    INVALID_GIVE = "invalid_give"
    LOCKED = "locked"


class Order(Word):
    """The order of the ranks (``Round.order``): ``normal`` (2 strongest) or ``reversed``
    (after a revolution, 3 strongest)."""

    NORMAL = "normal"
    REVERSED = "reversed"


class Direction(Word):
    """The direction of play by name (``Round.direction_name``; ``Round.direction`` is +1/-1)."""

    FORWARD = "forward"
    BACKWARD = "backward"


class CombinationKind(Word):
    """What a combination is (``Combination.kind``): a ``set`` of one rank (the lone joker is
    a set of one) or a ``sequence`` (run) of one suit."""

    SET = "set"
    SEQUENCE = "sequence"


@dataclass(frozen=True)
class PendingGive:
    """A give the round waits for: ``seat`` gives ``count`` cards for ``reason``, to seat
    ``to`` (the exchange partner), or to no one (``discard``), or to a seat the giver picks
    (``inherit``: ``to`` is None). JSON: ``[seat, count, reason, to]``."""

    seat: int
    count: int
    reason: GiveReason
    to: int | None = None

    def to_json(self) -> list:
        """``[seat, count, reason, to]`` (the form of ``Round.to_json()["gives"]``)."""
        return [self.seat, self.count, str(self.reason), self.to]

    @classmethod
    def from_json(cls, data) -> "PendingGive":
        """From ``[seat, count, reason, to]``. Raises ValueError for an unknown reason."""
        seat, count, reason, to = data
        return cls(seat, count, GiveReason(reason), to)

    def as_dict(self) -> dict:
        """``{"seat", "count", "reason", "to"}`` (``Round.pending_give()``)."""
        return {"seat": self.seat, "count": self.count, "reason": str(self.reason), "to": self.to}


def names(word_list) -> SimpleNamespace:
    """The members of a word list as plain attributes (``names(EventCode).PLAY is
    EventCode.PLAY``): the same objects, but looked up several times faster than on the enum
    class in CPython 3.11, for code that runs on every step."""
    return SimpleNamespace(**{w.name: w for w in word_list})


def words() -> dict:
    """Every word list by name, as plain JSON data: ``{"phases": [...], "move_kinds": [...],
    "give_reasons": [...], "clear_reasons": [...], "skip_reasons": [...], "event_codes": [...],
    "error_codes": [...],
    "orders": [...], "directions": [...], "combination_kinds": [...]}``."""
    return {
        "phases": [str(w) for w in Phase],
        "move_kinds": [str(w) for w in MoveKind],
        "give_reasons": [str(w) for w in GiveReason],
        "clear_reasons": [str(w) for w in ClearReason],
        "skip_reasons": [str(w) for w in SkipReason],
        "event_codes": [str(w) for w in EventCode],
        "error_codes": [str(w) for w in ErrorCode],
        "orders": [str(w) for w in Order],
        "directions": [str(w) for w in Direction],
        "combination_kinds": [str(w) for w in CombinationKind],
    }
