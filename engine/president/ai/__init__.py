"""AI players (rules brief 10): ``easy``, ``normal``, ``hard``, ``expert`` and ``baseline``.

``choose(level, observation, legal_moves, rng, budget_ms=300)`` returns one of
``legal_moves``; it decides from the :class:`~president.observation.Observation` and the legal
moves only (never from a Round or Game) and draws randomness only from ``rng``.
``bot(level, seed=0, budget_ms=300)`` wraps it as the ``callable(game, moves)`` that the
command line and the tournament use, with an rng seeded from (seed, game seed, round, step).

Each level is one frozen configuration of :mod:`.levels` (``levels.CONFIGS``), passed down to
the part that decides; ``engine/AI.md`` says what each level does:

- easy: the lowest legal combination (``policies.lowest``).
- normal: keeps sets whole and saves control cards (2s / top rank of the order, jokers, four of
  a kinds); passes rather than break a set, except near its end or when an opponent is nearly
  out; gives away its weakest single cards.
- baseline: the UEC computer Daihinmin sample client (longest run, else largest set, else
  lowest single when leading; following, the lowest beating single that is no card of a set
  or run, the lowest whole group of exactly the pile's size (``followGroup``: never a card out
  of a larger set), the lowest beating run).
- hard: card counting, a plan of the whole hand, deals read from the others' moves and
  determinized play-outs of its best candidates (``hard.py``).
- expert: Hard with four times its thinking budget and its cap on sampled deals (for players
  who want a stronger opponent and can wait about that much longer per move).

Other designs for the tournament pool (``POOL``; not offered to players): ``montecarlo``
(``montecarlo.py``: flat Monte Carlo with the sample client as play-out policy; ``montecarlo-cpu``
the same with as many deals as fit Hard's CPU time per decision) and
``hard-uniform`` (Hard reading nothing from the others' moves, and playing its own seat by
Normal's habits in its play-outs, as Hard did when the pool was made).
"""

from __future__ import annotations

import hashlib
import random

from ..policies import lowest
from .hard import hard_choose
from .levels import CONFIGS, Hard, MonteCarlo, Rule
from .montecarlo import montecarlo_choose
from .simple import baseline_play, normal_play, simple_give

LEVELS = ("easy", "normal", "hard", "expert", "baseline")
POOL = ("montecarlo", "montecarlo-cpu", "hard-uniform")
NAMES = LEVELS + POOL


def choose(level, observation, legal_moves, rng=None, budget_ms=300, max_samples=None):
    """One move from ``legal_moves`` for ``level``.

    ``rng``: a ``random.Random`` (Hard and the Monte Carlo design sample deals from it; the
    other levels are deterministic). ``budget_ms``: the thinking budget of a searching level,
    turned into a fixed number of sampled deals by a cost model (not the clock), so decisions
    are reproducible; ``max_samples`` caps that number (0 = no search, heuristic only). Expert
    thinks with four times ``budget_ms`` and, unless ``max_samples`` is given, four times Hard's
    cap on deals (``levels.CONFIGS``).
    """
    if level not in NAMES:
        raise ValueError(f"unknown AI level {level!r}: allowed {', '.join(NAMES)}")
    moves = list(legal_moves)
    if not moves:
        raise ValueError("no legal moves to choose from")
    if len(moves) == 1:
        return moves[0]
    config = CONFIGS[level]
    obs = observation
    if isinstance(config, Hard):
        return hard_choose(obs, moves, rng if rng is not None else random.Random(0), budget_ms, max_samples, config)
    if isinstance(config, MonteCarlo):
        if moves[0].kind == "give":
            return simple_give("baseline", obs, moves)
        return montecarlo_choose(obs, moves, rng if rng is not None else random.Random(0), config.deals)
    return _rule_move(config, obs, moves)


def _rule_move(config: Rule, obs, moves):
    """The move of a level without search."""
    rev = obs.order == "reversed"
    if config.play == "lowest":
        return lowest(moves, rev)
    if moves[0].kind == "give":
        return simple_give(config.give, obs, moves)
    if config.play == "normal":
        return normal_play(obs, moves)
    return baseline_play(obs, moves)


def decision_seed(seed, obs) -> str:
    """The seed of one decision: the bot's own ``seed`` and what is public when it decides
    (round, seat, game scores, the round's public history, the size of each hand), plus the
    cards this seat holds, gave and received. Never the deal's seed or another seat's hidden
    cards, so redealing what the seat cannot see never changes its decision (fairness)."""
    public = (obs.round_no, obs.seat, tuple(obs.scores), obs.history, tuple(obs.hand_sizes), obs.hand,
              obs.gave, obs.received)
    return f"{seed}:" + hashlib.sha256(repr(public).encode()).hexdigest()[:32]


def bot(level, seed=0, budget_ms=300, max_samples=None):
    """A ``callable(game, moves) -> Move`` for ``level``: the seat to act decides from its
    observation with ``random.Random`` seeded by :func:`decision_seed` (the bot's ``seed`` and
    the public history, never the deal's seed), so a game replayed with the same seeds gets
    the same decisions."""
    if level not in NAMES:
        raise ValueError(f"unknown AI level {level!r}: allowed {', '.join(NAMES)}")

    def play(game, moves):
        obs = game.observation(game.round.to_act)
        rng = random.Random(decision_seed(seed, obs))
        return choose(level, obs, moves, rng, budget_ms, max_samples)

    play.level = level
    return play
