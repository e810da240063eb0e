"""What each AI level is: one frozen configuration per level, made of named parts.

A player meets ``easy``, ``normal``, ``hard``, ``expert`` and ``baseline`` (``LEVELS`` in
:mod:`president.ai`); the tournament pool adds ``montecarlo``, ``montecarlo-cpu`` and ``hard-uniform``. Every level is
one entry of :data:`CONFIGS`, and :func:`president.ai.choose` passes that entry down: no part of
the AI reads a module-level switch. ``engine/AI.md`` describes the levels for a reader.

- A :class:`Rule` level decides by one rule, without search: Easy (``policies.lowest``),
  Normal and the sample client (``countplay.Table.normal``, ``Table.baseline``; their gives in
  ``simple.py``).
- A :class:`Hard` level is Hard's pipeline (``hard.py``) around one heuristic (the plan of the
  whole hand, :class:`Heuristic`, :data:`HEURISTIC`): five parts, the last its budget.

  1. :class:`Sampling`: deals of the cards the seat cannot see, agreeing with everything certain
     and, when it reads the others' moves, with what those moves say (``infer.py``,
     ``exact_deals.py``).
  2. :class:`Opponents`: who plays what in the play-outs (Normal, the sample client, Hard's own
     heuristic of ``countplan.py``).
  3. :class:`Search`: the heuristic's best moves (``hard.candidates``) compared by successive
     halving over the sampled deals, each played out to the end of the round; a sure winning
     line is played at once.
  4. :class:`Endgame`: with two seats left the round is solved exactly (``endgame.py``).
  5. :class:`Budget`: how many deals, from a fixed cost model of a play-out (never the clock),
     so the same position and seed give the same move on every machine and runtime.

- A :class:`MonteCarlo` level is flat Monte Carlo with the sample client as play-out policy
  (``montecarlo.py``), a design unlike Hard's for the tournament pool.

A benchmark may derive a variant with :func:`dataclasses.replace` (``scripts/ai_experiment.py
--set``); the variants measured while Hard was developed (engine/AI-RESULTS.md) are kept at git
tag ``ai-experiments-2026-12``, not here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Rule:
    """A level without search: ``play`` names the rule of a play step (``"lowest"``:
    ``policies.lowest``; ``"normal"``: ``countplay.Table.normal``; ``"baseline"``:
    ``countplay.Table.baseline``, as engine moves by ``simple.normal_play`` and
    ``simple.baseline_play``), ``give`` the level whose give decisions it makes
    (``simple.simple_give``)."""
    play: str
    give: str


@dataclass(frozen=True)
class Sampling:
    """How the hidden cards are dealt for the search (``search.hidden_constraints``: hand sizes,
    the cards played, the cards this seat gave and received always hold).

    ``read_moves``: aim the deals at what the others' passes and plays say, read as Normal's or
    the sample client's (``infer.seat_models``); the deals then meet every reading some deal meets
    (``exact_deals.ExactDeals``, up to three other seats), or break as few as a local search of
    ``swap_tries * 3`` card swaps finds (``infer.sample_consistent``, more seats). Off: uniform
    deals. ``normal_odds``: the prior odds of Normal against the sample client for a seat both
    explain; its model is drawn per deal from their joint posterior (``hard.model_mixture``)."""
    read_moves: bool = True
    swap_tries: int = 40
    normal_odds: int = 1


@dataclass(frozen=True)
class Opponents:
    """The play-out policy of each seat (rank counts without suits; elsewhere every seat plays
    Normal). Every other seat plays the model that explains its moves (Normal, or the sample
    client). ``own_plan``: this seat plays Hard's heuristic (``countplan.plan_move``), else
    Normal. ``strangers``: a seat no model explains plays, per deal, each ``(policy, share)``
    in turn, the rest Hard's heuristic (only with ``own_plan``)."""
    own_plan: bool = True
    strangers: tuple = (("baseline", 0.5),)


@dataclass(frozen=True)
class Search:
    """What the search compares, and how: the heuristic's best ``candidates`` distinct moves (the
    pass among them when legal), or ``trusted`` when Normal explains every other seat's moves of
    the round (0: never more), by successive halving over the sampled deals, every candidate
    seeing at least 1/``first_share`` of the finalists' deals."""
    candidates: int = 4
    trusted: int = 5
    first_share: int = 8


@dataclass(frozen=True)
class Endgame:
    """The exact solver of a two-seat endgame (``endgame.py``): at most ``nodes`` positions,
    beyond which the sampled search decides."""
    nodes: int = 5000


@dataclass(frozen=True)
class Budget:
    """Deals per decision: ``budget_ms * scale`` over the nominal cost of one deal (ms, fitted
    on the reference machine so that 300 ms stays under 300 ms at p95 in the browser), clamped
    to ``[min_deals, cap]``; the cap is ``scale`` times ``counts_cap`` (rank counts without
    suits), ``suited_cap`` (with suit masks) or ``round_cap`` (the engine's Round, rules with
    gives in play), unless the caller gives one. A deal costs, on rank counts, its play-outs
    (``hard.playouts_per_deal``) times ``ms_per_deal + ms_per_card * cards in play +
    plan_ms_per_card * cards of the seats playing Hard's heuristic``; with suit masks
    ``suited_ms_per_card``, on the Round ``round_ms_per_card``, per candidate and card."""
    scale: int = 1
    min_deals: int = 4
    ms_per_deal: float = 0.075
    ms_per_card: float = 0.0144
    plan_ms_per_card: float = 0.08
    suited_ms_per_card: float = 0.01
    round_ms_per_card: float = 0.03
    counts_cap: int = 600
    suited_cap: int = 64
    round_cap: int = 64


@dataclass(frozen=True)
class Hard:
    """Hard's pipeline (``hard.hard_choose``): its parts and its budget."""
    sampling: Sampling = field(default_factory=Sampling)
    opponents: Opponents = field(default_factory=Opponents)
    search: Search = field(default_factory=Search)
    endgame: Endgame = field(default_factory=Endgame)
    budget: Budget = field(default_factory=Budget)


@dataclass(frozen=True)
class Heuristic:
    """The weights of Hard's heuristic, one for every level that plans (tuned against three
    Normals, engine/AI-RESULTS.md). A plan of the hand costs ``loser`` per combination the
    unseen cards can beat, plus ``weak`` times its weakness, minus ``control`` per combination
    nothing beats or that clears the pile (``countplan.cost_of``); a move scores the cost of the
    hand after it, less ``lead_bonus`` when it surely wins the trick and ``win_line`` more when
    the rest is sure winners and one last card, plus ``urgency`` for leading what an almost-out
    opponent can answer (``countplan.score_plays``)."""
    lead_bonus: float = 0.9
    win_line: float = 2.0
    urgency: float = 1.0
    loser: float = 1.0
    weak: float = 0.35
    control: float = 0.8


@dataclass(frozen=True)
class MonteCarlo:
    """Flat Monte Carlo (``montecarlo.montecarlo_choose``): every distinct play is played out by
    the sample client in every seat from the same ``deals`` uniform deals."""
    deals: int = 12


HEURISTIC = Heuristic()
HARD = Hard()
CONFIGS = {
    "easy": Rule(play="lowest", give="easy"),
    "normal": Rule(play="normal", give="normal"),
    "baseline": Rule(play="baseline", give="baseline"),
    "hard": HARD,
    # Hard with four times the budget and the caps on deals
    "expert": replace(HARD, budget=replace(HARD.budget, scale=4)),
    "montecarlo": MonteCarlo(),
    # the same design at Hard's CPU time per decision (classic, 4 players, one Hard against
    # three of it: 17 ms mean CPU per decision with a choice, scripts/calibrate_montecarlo.py);
    # a fixed count, not a clock, so that its decisions replay exactly
    "montecarlo-cpu": MonteCarlo(deals=160),
    # Hard as when the tournament pool was made: uniform deals, Normal's habits for every seat
    # in the play-outs, four candidates always
    "hard-uniform": Hard(sampling=Sampling(read_moves=False), opponents=Opponents(own_plan=False),
                         search=Search(trusted=0)),
}
