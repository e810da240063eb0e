"""A game: a series of rounds with cumulative scores, the card exchange and the later-round
lead rule (rules brief 4.3, 4.7, 4.8; Hebrew uneven deal, 8)."""

from __future__ import annotations

import random

from .cards import shuffled_deal
from .moves import Event, Move
from .observation import Observation
from .round import Round
from .rules import Rules
from .vocabulary import Phase

OVER = Phase.OVER


def round_seed(seed: int, round_no: int) -> int:
    """The seed of round ``round_no`` (1-based) of a game with ``seed``: round 1 uses ``seed``
    itself, so ``deal(rules, seed)`` is the first deal of the game."""
    return seed if round_no == 1 else seed * 1_000_003 + round_no


def deal(rules: Rules, seed: int) -> list[list[int]]:
    """The seeded first deal for ``rules`` (brief 4.1): sorted hands of card codes."""
    return shuffled_deal(rules.players, rules.jokers, seed)


class Game:
    """A series of ``rules.rounds`` rounds.

    ``rules``; ``seed`` (int); ``round`` (the current :class:`Round`); ``round_no`` (1-based);
    ``scores`` (list per seat, points of the finished rounds); ``rankings`` (finishing order
    of each finished round); ``events`` of the current round's start (automatic exchange).

    >>> g = Game(Rules.preset("cardverse"), seed=7)
    >>> g.round.to_act, len(g.round.hands[0])
    (0, 13)
    """

    def __init__(self, rules: Rules, seed: int = 0):
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"seed must be an integer, not {seed!r}")
        self.rules = rules
        self.seed = seed
        self.round_no = 1
        self.scores = [0] * rules.players
        self.rankings: list[list[int]] = []
        self.round, self.start_events = Round._dealt(rules, deal(rules, seed))

    @property
    def over(self) -> bool:
        """True when the last round of the game is over."""
        return self.round.over and self.round_no >= self.rules.rounds

    @property
    def to_act(self):
        return self.round.to_act

    def legal_moves(self) -> list[Move]:
        """Legal steps of the seat to act in the current round."""
        return self.round.legal_moves()

    def check(self, move: Move, seat: int | None = None) -> str | None:
        """Error code of ``move`` in the current round, or None if legal."""
        return self.round.check(move, seat)

    def apply(self, move: Move, seat: int | None = None) -> list[Event]:
        """Play one step of the current round; when it ends the round, its points are added to
        ``scores``. Raises :class:`IllegalMove` with the state unchanged."""
        events = self.round.apply(move, seat)
        if self.round.phase == OVER:
            self._finish_round()
        return events

    def _finish_round(self):
        if len(self.rankings) == self.round_no:
            return
        for seat, pts in enumerate(self.round.points()):
            self.scores[seat] += pts
        self.rankings.append(list(self.round.out))

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now (see :class:`Observation`)."""
        return Observation.of_round(self.round, seat, self.scores, self.round_no)

    def new_round(self) -> list[Event]:
        """Deal the next round: seeded deal, the uneven deal (``uneven_deal``), the exchange
        (``exchange``), then the later-round lead. Returns the automatic events.
        Raises ValueError if the current round is not over or the game is over."""
        if not self.round.over:
            raise ValueError("the current round is not over yet")
        if self.round_no >= self.rules.rounds:
            raise ValueError(f"the game is over: it has {self.rules.rounds} round(s)")
        self.round_no += 1
        rs = round_seed(self.seed, self.round_no)
        hands = shuffled_deal(self.rules.players, self.rules.jokers, rs)
        ranking = self.rankings[-1]
        if self.rules.uneven_deal:
            rng = random.Random(rs + 1)
            moves = [(ranking[-1], ranking[0], 2)]
            if self.rules.players >= 4:
                moves.append((ranking[-2], ranking[1], 1))
            for loser, winner, k in moves:
                for _ in range(k):
                    card = rng.choice(hands[loser])
                    hands[loser].remove(card)
                    hands[winner].append(card)
                hands[winner].sort()
        self.round, self.start_events = Round._dealt(self.rules, hands, ranking)
        return list(self.start_events)

    def to_json(self) -> dict:
        """The whole game as JSON data; :meth:`from_json` restores it exactly."""
        return {"rules": self.rules.to_dict(), "seed": self.seed, "round_no": self.round_no,
                "scores": list(self.scores), "rankings": [list(r) for r in self.rankings],
                "round": self.round.to_json()}

    @classmethod
    def from_json(cls, data: dict) -> "Game":
        """Game from :meth:`to_json` data."""
        g = cls.__new__(cls)
        g.rules = Rules.from_dict(data["rules"])
        g.seed = data["seed"]
        g.round_no = data["round_no"]
        g.scores = list(data["scores"])
        g.rankings = [list(r) for r in data["rankings"]]
        g.round = Round.from_json(data["round"])
        g.start_events = []
        return g
