"""Playing rounds and games out with bots: the one play-out loop of the engine, used by
``simulate``, the tournament, the benchmark, the cross-runtime check and the tests.

A *bot* is a ``callable(game, moves) -> Move`` that picks one of ``moves`` (the legal moves of
the seat to act, ``game.round.to_act``); :func:`bot` makes one by name.

``on_event(game, events, moves)`` (optional) hears everything a play-out causes, in order:
after each step ``events`` are the step's events and ``moves`` the legal moves it was chosen
from; after a deal (the first round's start, :meth:`Game.new_round`) ``events`` are the
automatic events of the deal and ``moves`` is None.

>>> from president import Rules
>>> game = play_game(Rules.preset("classic", players=4, rounds=2), 7, [bot("lowest")] * 4)
>>> game.over, sum(game.scores)
(True, 20)
"""

from __future__ import annotations

from .game import Game
from .policies import lowest
from .rules import Rules
from .vocabulary import MoveKind, Phase

OVER = Phase.OVER
GIVE = MoveKind.GIVE


def lowest_bot(game, moves):
    """The lowest legal combination (:func:`president.policies.lowest`)."""
    # policies.lowest without its call for the plays (the benchmark's every step): the play of
    # the least order key (strength in the current order, size, codes); the rest from lowest.
    rev = 1 if game.round.reversed else 0
    best = None
    best_key = None
    for m in moves:
        c = m.combo                       # set on the plays of legal_moves() only
        if c is not None:
            k = c.order_keys[rev]
            if best_key is None or k < best_key:
                best, best_key = m, k
    if best is not None:
        return best
    return lowest(moves, rev) if moves[0].kind == GIVE else moves[-1]     # a give, or the pass


def bot(level: str, seed: int = 0, budget_ms=300, max_samples=None):
    """A bot by name: ``lowest`` (:func:`lowest_bot`) or an AI level (``easy``, ``normal``,
    ``hard``, ``baseline``, and the pool designs ``montecarlo``, ``hard-uniform``: :func:`president.ai.bot` with ``seed``, ``budget_ms``,
    ``max_samples``). Raises ValueError naming the allowed names."""
    if level == "lowest":
        return lowest_bot
    from . import ai  # noqa: PLC0415  (the AI is only loaded when a level asks for it)
    if level not in ai.NAMES:
        raise ValueError(f"unknown bot {level!r}: allowed lowest, {', '.join(ai.NAMES)}")
    return ai.bot(level, seed=seed, budget_ms=budget_ms, max_samples=max_samples)


def play_round(game: Game, bots, on_event=None) -> int:
    """Play the current round of ``game`` to its end, ``bots[seat]`` choosing each step.
    Returns the number of steps taken."""
    rnd = game.round
    steps = 0
    apply = rnd.apply
    legal_moves = rnd.legal_moves
    if on_event is None:
        while rnd.phase != OVER:                       # rnd.over, without a property call
            apply(bots[rnd.to_act](game, legal_moves()))   # game.apply, without its call
            steps += 1
    else:
        while rnd.phase != OVER:
            moves = legal_moves()
            events = apply(bots[rnd.to_act](game, moves))
            steps += 1
            if rnd.phase == OVER:
                game._finish_round()
            on_event(game, events, moves)
    if steps:
        game._finish_round()                           # what game.apply does after the last step
    return steps


def play_game(rules: Rules, seed: int, bots, on_event=None) -> Game:
    """Play a whole game of ``rules.rounds`` rounds from the seeded deal ``seed`` and return
    the finished :class:`Game` (scores, rankings)."""
    game = Game(rules, seed)
    if on_event is not None:
        on_event(game, list(game.start_events), None)
    while True:
        play_round(game, bots, on_event)
        if game.over:
            return game
        events = game.new_round()
        if on_event is not None:
            on_event(game, events, None)
