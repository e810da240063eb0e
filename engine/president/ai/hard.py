"""Hard: counts the unseen cards, plans how to play out its whole hand, and checks its best
candidate moves by determinized rollouts (perfect-information Monte Carlo).

1. Knowledge: unseen cards of each rank (deck minus own hand minus every card seen played or
   discarded), unseen jokers, the largest opponent hand.
2. Plan: the hand split into combinations (one set per rank; with sequences on, natural runs
   taken out where that helps), each marked *control* (nothing unseen can beat it, or it
   clears the pile) or *loser*. ``plan_cost`` = losers (weighted by weakness) minus controls.
3. Heuristic score of a move: plan cost of the hand after it, minus a lead bonus when the play
   surely wins the trick; going out is best. This orders the candidates and decides alone
   when no search is possible (give steps) or allowed (budget 0).
4. Search: a sure winning line (an unbeatable or clearing play, then only sure winners and one
   last card) is played at once; with two seats left the round is solved exactly
   (``endgame.py``). Otherwise the best few candidates (``CANDIDATES``, one more when Normal
   explains every other seat's moves at least as well as the sample client,
   ``TRUSTED_CANDIDATES``; the pass always among them when
   legal; with ``ALL_PLAYS`` every distinct play), by successive halving, are each played out
   from the same sampled deals of the unseen cards, every seat then playing as Normal, except
   (on rank counts without suits) this seat, which plays its own heuristic (``OWN_PLAN``:
   :mod:`.countplan`), the seats read as the sample client, which play it (``MODELS``), and
   the seats no model explains, which play Hard's heuristic too (``OTHERS_PLAN``) or, in a
   share of the deals, the sample client (``OTHERS_MODELS``); the
   candidate with the best mean finishing points wins, ties going to
   the heuristic's order. Play-outs
   run on rank counts (``countplay.py``) for every rule set it supports, else on the engine's
   Round. The deals agree with everything certain: hand sizes, cards played, the cards this
   seat gave (still in the receiver's hand) and received (an exchange partner holds nothing
   better than its best cards were). What the other seats' passes and plays suggest
   (``infer.py``: no group of the played size that it would have played instead) shapes the
   deals: a share ``TRUST`` of them (default all) is made to agree with it. With at most
   three other seats holding cards and every deal trusted (``EXACT``) they are drawn exactly,
   every deal that breaks no reading equally likely (:class:`~.exact_deals.ExactDeals`, a small
   counting programme built once per decision; readings that contradict each other are dropped
   a seat at a time, :func:`exact_sampler`); with more seats a short local search finds a deal
   that breaks the fewest (:func:`~.infer.sample_consistent`, never an impossible deal). The
   rest is uniform.
   Measured against three Normals and against a pool of other designs, trusting the readings
   fully beat a 0.8 mixture and a Metropolis weighting (engine/AI-RESULTS.md). On rank counts
   without suits the deals also aim at what the moves say if the seat plays like Normal
   (``NORMAL_READ``: Normal leads its lowest whole set that is no control card, follows with
   the lowest whole set, passes rather than break one), for every seat whose moves of the
   round some hand of its size explains so (:func:`~.infer.seat_models`), or at what they say
   if it plays the sample client, for a seat only that model explains (``MODELS``); a seat no
   model explains is read by the shared readings only. A seat both models explain is read by
   one of the two drawn per deal from their joint posterior (``POSTERIOR``,
   :func:`model_mixture`: for players that always make the same move in the same position, a
   combination of models of such seats is about as likely as its prior times the number of
   deals on which those models would have made the moves of the round that their readings
   cover), the deal then drawn among those that meet the drawn models' readings and those
   seats played by them. Without ``POSTERIOR`` (and for the wider search of
   ``TRUSTED_CANDIDATES``) such a seat is read by the likelier model alone: the sample client
   when more hands of its size meet its readings than Normal's. Optional (off:
   measured no better against Normals and worse against the pool), on rank
   counts without suits, the others' moves are weighed as evidence (``LIKELIHOOD``,
   :class:`~.infer.MoveEvidence`): ``OVERSAMPLE`` times the deals are drawn so, and the deals
   searched are picked from them in proportion to how likely each other seat's moves of this
   round were with that hand, under a mixture of models (Normal, the sample client, or a
   player of no known model; each move a model would not have made costs a factor ``NOISE``):
   against Normals nearly only the deals on which they would have played as they did.

Reproducibility: the number of sampled deals comes from a fixed cost model, never from the
clock: ``samples = budget_ms / (nominal cost of a deal)`` (:func:`sample_count`: on rank
counts the play-outs per deal of the candidates' halving, each ``FAST_MS_PER_DEAL +
FAST_MS_PER_CARD * cards in play`` plus ``PLAN_MS_PER_CARD`` per card of this seat's hand
with ``OWN_PLAN``; else ``candidates * MS_PER_CARD * cards in play``),
clamped to ``[MIN_SAMPLES, max_samples]`` (caps by :func:`sample_cap`). The same observation, legal moves, rng state and budget give the same
move on any machine; a slower machine just takes longer (see engine/AI-RESULTS.md).
"""

from __future__ import annotations

from itertools import product

from .. import effects

from ..combos import SET
from . import hand as _hand
from .hand import Knowledge, clears, plan_counts, plan_hand, value
from . import infer
from .infer import (DealChain, MoveEvidence, replay_events, pass_constraints, sample_consistent, sample_weighted,
                    seat_evidence, seat_models)
from .countplay import Table, playout, shape_of, suited, supports
from .exact_deals import ExactDeals
from .search import base_round, hidden_constraints, rollout, sample_hands
from .simple import give_move, inherit_target

# Search.
INFER_TRIES = 40      # draws + swap budget for deals that agree with the others' passes/plays
CANDIDATES = 4
# ... and this many when Normal explains every other seat's moves of the round (their play-outs
# are then the players' own rule): +0.035 [+0.002, +0.068] per round against three Normals on
# CardVerse. Against players of other designs a wider search loses (-0.041 [-0.078, -0.005]
# against the pool with 5 everywhere; the bound that sees every hand loses -0.044 with every
# distinct play): their play-outs are only a model, and the heuristic's short list keeps the
# search from trusting it too far (engine/AI-RESULTS.md, seventh part). "Explains": infer.seat_models
# reads every seat as Normal (the likelier model), also with POSTERIOR, whose play-outs then give
# an ambiguous seat the sample client's habits in its share of the deals (measured so, ninth part).
TRUSTED_CANDIDATES = 5
MIN_SAMPLES = 4
MAX_SAMPLES = 64
# Reference cost of one rollout per card still in play (ms, CPython 3.11 on the project's
# 2-core reference machine); only used to turn a budget into a fixed number of samples.
NOMINAL_MS_PER_CARD = 0.03
# A rank-count play-out without suits (:mod:`.countplay`), its share of the deal's drawing
# included: ``FAST_MS_PER_DEAL`` plus ``FAST_MS_PER_CARD`` per card in play, times the
# play-outs successive halving makes per deal (3 for four candidates, 2 for two). Nominal ms:
# about 4.5 times CPython's CPU time on the reference machine (fitted on the positions of
# ``python -m president.ai.timing``), so that the default budget of 300 ms takes at most about
# 100 ms in CPython and stays under 300 ms at p95 in the browser (engine/AI-RESULTS.md, fifth
# part). Every decision thus gets about the same time: more deals when fewer cards are left
# (121 with 52 cards in play and four candidates, 272 with 20).
FAST_MS_PER_DEAL = 0.075
FAST_MS_PER_CARD = 0.0144
FAST_MAX_SAMPLES = 600
# ... plus, when this seat plays Hard's heuristic in them (``OWN_PLAN``), this much per card of
# its own hand (its later decisions in the play-out)
PLAN_MS_PER_CARD = 0.08
# ... and with suit masks (runs, the local rules of brief 12: about 3-4 times slower per
# rollout, ``python -m president.ai.timing --rollouts``), with a lower cap so that Hard stays
# under 300 ms at p95 in Pyodide (engine/AI-RESULTS.md).
SUITED_MS_PER_CARD = 0.01
SUITED_MAX_SAMPLES = 64
# The others' moves as evidence (infer.py): TRUST of the deals made to agree with what the
# moves suggest (as well as they can), the rest uniform; 1.0 measured best (0.8 lost 0.12 per
# round against the pool). Measured alternatives (off, see engine/AI-RESULTS.md): CHAIN, a
# Metropolis chain weighting each deal by EVIDENCE per reading it breaks; HARD_EVIDENCE, the
# repaired deals of the engine path.
TRUST = 1.0
EVIDENCE = 0.3
CHAIN = False
CHAIN_STEPS = 24      # card swaps proposed between two sampled deals of the chain
HARD_EVIDENCE = False
# On rank counts without suits, the deals also aim at what the others' moves say if they play
# Normal (infer.normal_readings), for each seat whose moves some hand explains so
# (infer.seat_models): +0.084 [+0.036, +0.133] per round against three Normals at 16 deals,
# +0.03 (noise) against the pool (engine/AI-RESULTS.md).
NORMAL_READ = True
EXACT = True          # draw deals exactly from those that meet every reading (exact_deals)
# ... or as the sample client's for a seat infer.seat_models reads as the sample client (Normal
# cannot explain it, or explains it with fewer hands: infer.WEIGH_MODELS), and play such a seat
# by the sample client in the play-outs. Alone measured no better; with the weighing +0.02
# per round against the pool (engine/AI-RESULTS.md, eighth part). Knowing which seat is the
# sample client (a benchmark's oracle, not a player) would be worth +0.09 there.
MODELS = True
# ... and a seat both models explain is not read as the likelier one alone: each deal first
# draws the models of all such seats from their joint posterior, each combination weighted by
# its prior (infer.NORMAL_ODDS per seat taken as Normal) times the number of whole deals that
# meet its readings (model_mixture), then the deal among those, and plays those seats by the
# drawn models. Paired against the likelier model alone: +0.031 [-0.009, +0.071] per round
# against the pool over 400 deals (+0.311 minus Normal, before +0.280); +0.006 [-0.045,
# +0.058] and +0.039 [-0.015, +0.093] against three Normals on classic and CardVerse (3.270
# and 3.276, before 3.264 and 3.237). engine/AI-RESULTS.md, ninth part. Not with MIXED.
POSTERIOR = True
UNKNOWN_UNREAD = False  # ... and read nothing from a seat that no model explains (no better)
ALL_PLAYS = False     # search every distinct play by successive halving (measured weaker)
FIRST_SHARE = 8       # ... every candidate seeing at least 1/FIRST_SHARE of the finalists' deals
HALVING_STEP = 1      # each round of the halving sees 2 ** HALVING_STEP times the deals of the one
                      # before (2: 20% more deals at four candidates, measured the same)
SURE_WIN = True       # play a sure winning line without sampling
MIXED = 0.0           # share of the other seats played by the sample client in rank-count
                      # rollouts (the rest by Normal): opponents of more than one style (turns
                      # POSTERIOR off)
# On rank counts without suits this seat plays its later moves in the play-outs by Hard's
# heuristic (countplan.py), the others by Normal: +0.086 [+0.033, +0.140] per round against
# three Normals at 80 deals each; at the same time per decision (PLAN_MS_PER_CARD) about +0.02
# to +0.04 (engine/AI-RESULTS.md, sixth part).
OWN_PLAN = True
# ... and so does every other seat whose moves of the round Normal cannot explain
# (infer.seat_models, so only with OWN_PLAN and NORMAL_READ, and not with MODELS, whose
# sample-client seats keep that policy): a player of another design is modelled as a strong one. Against the
# pool of other designs +0.080 [+0.016, +0.144] per round over OWN_PLAN alone; against
# Normals nothing changes (Normal explains them all). engine/AI-RESULTS.md, sixth part.
OTHERS_PLAN = True
# ... for such a seat, the other policies of its play-outs: ``(policy, share)``, drawn per deal
# and seat, the rest Hard's heuristic. Half the deals by the sample client: the search then
# values each move against two designs instead of trusting one. The bound that sees every
# hand: +0.046 [+0.024, +0.068] per round against the pool; Hard +0.025 [-0.021, +0.071];
# against Normals nothing changes (engine/AI-RESULTS.md, seventh part).
OTHERS_MODELS = (("baseline", 0.5),)
ENDGAME = True        # solve two-seat endgames exactly
# Likelihood of a deal under models of the others (infer.MoveEvidence): OVERSAMPLE x the deals
# are drawn, and the deals searched are picked from them in proportion to how likely the
# others' moves of this round were with those hands (weighted sampling without replacement).
# Off: measured +0.02 / +0.05 per round against three Normals (classic / CardVerse, 16 deals,
# inside the noise) and -0.19 against the pool of other designs (engine/AI-RESULTS.md).
LIKELIHOOD = False
OVERSAMPLE = 3
PRIORS = (0.7, 0.2)   # Normal, the sample client (the rest: a player of no known model)
NOISE = 0.1           # likelihood factor per move a model would not have made
FLOOR = 0.1
UNKNOWN = None        # ... and its factor per move (None: NOISE)
# Nominal cost of one drawn deal and of weighing it per move of the others (ms, CPython), and
# the cap on the deals searched when they are weighed (keeps Pyodide under 300 ms at p95).
DRAW_MS = 0.25
STEP_MS = 0.015
LIKELIHOOD_MAX_SAMPLES = 64
# Search only once the own hand is this small (earlier decisions use the heuristic alone).
SEARCH_MAX_HAND = 99


def _remove(hand, codes):
    h = list(hand)
    for c in codes:
        h.remove(c)
    return h


def flips_order(combo, rules) -> bool:
    """True if playing ``combo`` turns the order (revolution or Western revolution by a
    four of a kind)."""
    return combo.kind == SET and combo.size == 4 and (rules.revolution or rules.western_revolution)


def score_moves(obs, moves, know):
    """Heuristic score of each move (lower is better), as a sorted list of (score, index, move)."""
    return score_raw(list(obs.hand), obs.top, obs.order == "reversed", obs.rules, moves, know)


def score_raw(hand, top, rev, rules, moves, know):
    base_cost = None
    flipped = None
    out = []
    n = len(hand)
    for i, m in enumerate(moves):
        if m.kind == "pass":
            if base_cost is None:
                base_cost = plan_hand(hand, rules, know)[0]
            s = base_cost
        elif m.kind == "play":
            c = m.combo
            if c.size == n:
                if effects.is_forbidden_finish(c, rules, rev, effects.is_spade3_return(c, top, rules)):
                    s = 50.0               # brief 12: this last play would take the lowest free place
                else:
                    s = -100.0 + c.value(rev) * 0.01
            else:
                k = know
                if flips_order(c, rules):
                    if flipped is None:
                        flipped = Knowledge.__new__(Knowledge)
                        flipped.unseen, flipped.unseen_suits = know.unseen, know.unseen_suits
                        flipped.max_opp, flipped.min_opp = know.max_opp, know.min_opp
                        flipped.rules, flipped.rev = rules, not rev
                    k = flipped
                after = _remove(hand, c.codes)
                s, items = plan_hand(after, rules, k)
                if clears(c, rules, rev, top) or not know.combo_beatable(c):
                    s -= _hand.LEAD_BONUS
                    losers, controls = plan_counts(items, k, rules)
                    if losers <= 1:
                        # A winning line: sure winners first, the last loser last.
                        s -= _hand.WIN_LINE
                if top is None and c.size <= know.min_opp_small and not (clears(c, rules, rev, top) or not know.combo_beatable(c)):
                    # Leading something an almost-out opponent may answer with its last cards.
                    s += _hand.URGENCY
                s += 0.001 * c.value(rev)
        else:
            s = 0.0
        out.append((s, i, m))
    out.sort(key=lambda t: (t[0], t[1]))
    return out


def candidates(scored, limit):
    """The best ``limit`` moves, one per shape (kind, size, rank, low, jokers), pass included."""
    seen = set()
    cands = []
    pass_move = None
    for s, i, m in scored:
        if m.kind == "pass":
            pass_move = m
            continue
        c = m.combo
        shape = (c.kind, c.size, c.rank, c.low, c.codes.count(52))
        if shape in seen:
            continue
        seen.add(shape)
        cands.append(m)
    out = cands[:limit - 1 if pass_move is not None else limit]
    if pass_move is not None:
        # keep the heuristic order: insert pass where it ranked
        order = {id(m): k for k, (_, _, m) in enumerate(scored)}
        out.append(pass_move)
        out.sort(key=lambda m: order[id(m)])
    return out


def sample_count(obs, n_cands, budget_ms, max_samples, fast=False, evidence_steps=None, plan_cards=None):
    """Deals to sample: the budget over the nominal cost of a deal, clamped to
    ``[MIN_SAMPLES, max_samples]`` (default :func:`sample_cap`). On rank counts without suits
    (``fast`` and not :func:`~.countplay.suited`) a deal costs the play-outs successive halving
    makes for ``n_cands`` candidates, each ``FAST_MS_PER_DEAL + FAST_MS_PER_CARD * cards``;
    otherwise ``n_cands * MS_PER_CARD * cards`` (``SUITED_MS_PER_CARD`` with suit masks, else
    ``NOMINAL_MS_PER_CARD``); the seats that play Hard's heuristic in the play-outs
    (:mod:`.countplan`) add ``PLAN_MS_PER_CARD`` per card they hold, ``plan_cards`` (default:
    this seat's hand with ``OWN_PLAN``, else 0). With ``evidence_steps`` (the others' moves weighed by
    :class:`~.infer.MoveEvidence`) each deal also costs ``OVERSAMPLE`` drawn and weighed deals
    and the cap is ``LIKELIHOOD_MAX_SAMPLES``."""
    if plan_cards is None:
        plan_cards = len(obs.hand) if OWN_PLAN else 0
    cards = max(sum(obs.hand_sizes), 1)
    slow = fast and suited(obs.rules)
    if fast and not slow:
        per = playouts_per_deal(n_cands) * (FAST_MS_PER_DEAL + FAST_MS_PER_CARD * cards
                                            + PLAN_MS_PER_CARD * plan_cards)
    else:
        per = n_cands * (SUITED_MS_PER_CARD if slow else NOMINAL_MS_PER_CARD) * cards
    cap = sample_cap(obs.rules, fast)
    if evidence_steps is not None:
        per += OVERSAMPLE * (DRAW_MS + STEP_MS * evidence_steps)
        cap = LIKELIHOOD_MAX_SAMPLES
    n = int(budget_ms / per) if per > 0 else MIN_SAMPLES
    cap = cap if max_samples is None else max_samples
    return max(min(MIN_SAMPLES, cap), min(n, cap))


def playouts_per_deal(n_cands) -> float:
    """Play-outs per deal that :func:`halving_schedule` makes for ``n_cands`` candidates
    (4 -> 3.0, 3 -> 2.5, 2 -> 2.0)."""
    done = 0
    total = 0
    for alive, per in halving_schedule(n_cands, 1024):
        total += alive * (per - done)
        done = per
    return total / 1024


def sample_cap(rules, fast=None) -> int:
    """The most deals Hard samples per decision under ``rules`` (``fast``: rank-count
    play-outs, default whether :func:`~president.ai.countplay.supports` claims the rules)."""
    if fast is None:
        fast = supports(rules)
    if not fast:
        return MAX_SAMPLES
    return SUITED_MAX_SAMPLES if suited(rules) else FAST_MAX_SAMPLES


def hard_give(obs, moves, know):
    """Exchange and descent discards: the cards whose loss leaves the best plan (lowest cost,
    then the weakest cards); inheritance: the lowest card to the seat Normal would choose."""
    p = obs.pending or {}
    if p.get("reason") == "inherit":
        return give_move(moves, (min(obs.hand),), inherit_target(obs)) or moves[0]
    rules = obs.rules
    rev = know.rev
    hand = list(obs.hand)
    best = None
    best_key = None
    # Consider gives drawn from the weakest part of the hand (keeps the search small).
    order = sorted(hand, key=lambda c: (value(16 if c == 52 else (c >> 2) + 3, rev), c))
    pool = set(order[:max(8, p.get("count", 1) + 4)])
    for m in moves:
        codes = m.codes
        if any(c not in pool for c in codes):
            continue
        after = _remove(hand, codes)
        cost = plan_hand(after, rules, know)[0]
        key = (round(cost, 6), sum(value(16 if c == 52 else (c >> 2) + 3, rev) for c in codes), codes)
        if best_key is None or key < best_key:
            best, best_key = m, key
    return best or moves[0]


def distinct_plays(scored, fast):
    """Every distinct candidate in the heuristic's order (best first), the pass included: one
    move per shape. With ``fast`` (rank counts, no runs) the shape is (size, rank, naturals):
    which suits are played never changes the course of such a round."""
    seen = set()
    out = []
    for s, i, m in scored:
        if m.kind == "pass":
            key = None
        else:
            c = m.combo
            key = shape_of(c) if fast else (c.kind, c.size, c.rank, c.low, c.codes.count(52))
        if key in seen:
            continue
        seen.add(key)
        out.append(m)
    return out


def halving_schedule(n_cands, n_deals):
    """Successive halving: ``[(alive, deals each), ...]``, each round keeping the better half
    of the candidates and giving the survivors twice the deals, the last two (or one) seeing
    ``n_deals`` deals. The same deals (common random numbers) are used for every candidate."""
    rounds = []
    alive = n_cands
    sizes = [alive]
    while alive > 2:
        alive = (alive + 1) // 2
        sizes.append(alive)
    k = len(sizes)
    for i, a in enumerate(sizes):
        rounds.append((a, max(1, n_deals >> (HALVING_STEP * (k - 1 - i)), n_deals // FIRST_SHARE)))
    return rounds


def sure_win(scored):
    """The heuristic's best move when it starts a sure winning line (an unbeatable or clearing
    play after which the rest of the hand is sure winners and at most one last card), else
    None: no sampling is needed then."""
    s, _, m = scored[0]
    if m.kind == "play" and s <= -(_hand.LEAD_BONUS + _hand.WIN_LINE) + 0.5:
        return m
    return None


def hard_choose(obs, moves, rng, budget_ms=300, max_samples=None, trust=None, reveal=None, own_plan=None,
                n_candidates=None):
    """Hard's move (see the module doc). ``trust``: the share of sampled deals made to agree
    with what the others' passes and plays suggest (default ``TRUST``; 0 samples uniformly,
    reading nothing from the others' moves). ``reveal``: every seat's real hand (a list of
    card-code lists indexed by seat): every deal searched is then the real one and nothing is
    read from the others' moves for the deals (they still tell which seats play out as Normal,
    ``OTHERS_PLAN``). Only the strength benchmark's upper bound uses it
    (:func:`president.tournament.cheat_bot`), never a player. ``own_plan``: this seat plays Hard's
    heuristic in the play-outs (default ``OWN_PLAN``; ``hard-uniform`` of the tournament pool
    keeps Normal's habits there). ``n_candidates``: how many of the heuristic's best distinct moves
    (pass included) the search compares (default ``CANDIDATES``, or ``TRUSTED_CANDIDATES``
    when Normal explains every other seat's moves of the round)."""
    widen = n_candidates is None
    if n_candidates is None:
        n_candidates = CANDIDATES
    if own_plan is None:
        own_plan = OWN_PLAN
    if trust is None:
        trust = TRUST
    evidence = EVIDENCE if trust > 0 else 1.0     # a deal's weight per reading it breaks (CHAIN)
    if len(moves) == 1:
        return moves[0]
    rev = obs.order == "reversed"
    if obs.phase != "play" or moves[0].kind == "give":
        exchange = (obs.pending or {}).get("reason") == "exchange"
        opp = [n for s, n in enumerate(obs.hand_sizes) if s != obs.seat and s not in obs.out and n > 0]
        know = Knowledge(obs.hand, obs.played, obs.rules, rev and not exchange, opp or [0])
        return hard_give(obs, moves, know)
    know = Knowledge.of(obs)
    scored = score_moves(obs, moves, know)
    best = scored[0][2]
    if best.kind == "play" and best.combo.size == len(obs.hand):
        return best
    if budget_ms is None or budget_ms <= 0 or (max_samples is not None and max_samples <= 0):
        return best
    if len(obs.hand) > SEARCH_MAX_HAND:
        return best
    fast = supports(obs.rules)
    win = sure_win(scored) if fast and SURE_WIN else None
    if win is not None:
        return win
    cands = distinct_plays(scored, fast) if fast and ALL_PLAYS else candidates(scored, n_candidates)
    if len(cands) < 2:
        return best
    if fast and ENDGAME:
        solved = endgame(obs, cands)
        if solved is not None:
            return solved
    pool, known, caps = hidden_constraints(obs)
    ev = None
    if fast and LIKELIHOOD and trust > 0 and reveal is None and OVERSAMPLE > 1 and not suited(obs.rules):
        ev = MoveEvidence(obs, pool)
        if not (ev.ok and ev.snaps):
            ev = None
    events = replay_events(obs, pool) if INFER_TRIES > 0 and evidence < 1.0 else None
    cons = pass_constraints(obs, pool, events) if events is not None else None
    seat_policy = None
    models = None
    seat_ev = None
    shared = cons
    if cons is not None and (NORMAL_READ or MODELS) and fast and not suited(obs.rules):
        seat_ev = seat_evidence(obs, pool, known, events)
        models = seat_models(obs, pool, known, events, seat_ev)
        cons = _merged(cons, {s: v for s, (m, v) in models.items() if m == "normal" or (MODELS and m == "baseline")})
        if UNKNOWN_UNREAD:
            cons = {s: v for s, v in cons.items() if models.get(s, ("normal",))[0] is not None}
        if MODELS and any(m == "baseline" for m, _ in models.values()):
            seat_policy = ["baseline" if models.get(s, ("normal",))[0] == "baseline" else "normal"
                           for s in range(obs.players)]
    seat = obs.seat
    if own_plan and fast and not suited(obs.rules):
        seat_policy = list(seat_policy) if seat_policy is not None else ["normal"] * obs.players
        seat_policy[seat] = "planner"
        if OTHERS_PLAN and models:
            # a seat Normal cannot explain plays Hard's heuristic (a player of another design)
            for s, (m, _) in models.items():
                if m != "normal" and seat_policy[s] != "baseline":
                    seat_policy[s] = "planner"
    if (widen and TRUSTED_CANDIDATES and models and not ALL_PLAYS
            and all(m == "normal" for m, _ in models.values())):
        wide = candidates(scored, TRUSTED_CANDIDATES)
        if len(wide) > len(cands):
            cands = wide
    plan_cards = sum(obs.hand_sizes[s] for s, p in enumerate(seat_policy or ()) if p == "planner")
    n = sample_count(obs, len(cands) if fast and not suited(obs.rules) else n_candidates, budget_ms,
                     max_samples, fast, None if ev is None else len(ev.snaps), plan_cards)
    exact = None
    if reveal is None and cons and not HARD_EVIDENCE and EXACT and trust >= 1.0 and not (fast and CHAIN):
        exact = exact_sampler(obs, pool, known, caps, cons)
    posterior = None
    if POSTERIOR and MODELS and not MIXED and exact is not None and seat_ev and ev is None:
        # (seat_ev: rank counts without suits, so these deals are drawn by counts below)
        posterior = model_mixture(obs, pool, known, caps, cons, shared, models, seat_ev,
                                  seat_policy or ["normal"] * obs.players, exact)

    if reveal is not None:
        # the benchmark's bound: the real deal is the only deal (the readings above still
        # chose each seat's play-out policy)
        def draw():
            return [list(h) for h in reveal]
    elif fast and CHAIN:
        chain = DealChain(obs, pool, known, caps, cons, rng, evidence, CHAIN_STEPS)
        draw = chain.next
    elif exact is not None:
        def draw():
            return exact.draw(rng)
    elif cons and not HARD_EVIDENCE:
        def draw():
            # a mixture of two models of the others: they play like our levels (the deal is
            # made to agree with what their moves suggest) or their moves tell nothing
            if rng.random() < trust:
                return sample_consistent(obs, pool, known, caps, cons, rng, INFER_TRIES)
            return sample_hands(obs, pool, known, caps, rng)
    else:
        def draw():
            if cons and HARD_EVIDENCE:
                return sample_consistent(obs, pool, known, caps, cons, rng, INFER_TRIES)
            if cons:
                return sample_weighted(obs, pool, known, caps, cons, rng, INFER_TRIES, evidence)
            return sample_hands(obs, pool, known, caps, rng)

    if ev is not None:
        draw = _picked(draw, ev, n, rng)

    deals = []
    if fast:
        table = Table.from_observation(obs, [()] * obs.players)
        firsts = [None if m.kind == "pass" else table.shape(m.combo) for m in cands]
        mixed = MIXED if supports(obs.rules, "baseline") else 0.0
        by_counts = exact is not None and ev is None and not table.suited

        policies = []
        # the seats Normal cannot explain: each deal draws their play-out policy (OTHERS_MODELS)
        strangers = [s for s, p in enumerate(seat_policy or ()) if p == "planner" and s != seat] if OTHERS_MODELS else []

        def score(k, d):
            return playout(deals[d].copy(), seat, firsts[k], None,
                           policies[d] if (mixed or strangers or posterior is not None) else seat_policy or "normal")

        def with_strangers(pol):
            # each seat no model explains: a policy drawn by the shares of OTHERS_MODELS
            pol = list(pol)
            for s in strangers:
                x = rng.random()
                for name, share in OTHERS_MODELS:
                    if x < share:
                        pol[s] = name
                        break
                    x -= share
            return pol

        def new_deal():
            deals_of = exact
            if posterior is not None:
                # the models of the seats both explain, from their joint posterior, then a
                # deal among those that meet their readings
                deals_of, pol = drawn_models(posterior, rng)
                policies.append(with_strangers(pol))
            elif mixed:
                policies.append(["normal" if s == seat or rng.random() >= mixed else "baseline"
                                 for s in range(obs.players)])
            elif strangers:
                policies.append(with_strangers(seat_policy))
            t = table.copy()
            if by_counts:
                # the exact draw straight to counts per rank (no card placed: suits do not
                # matter on this table)
                for s, c in enumerate(deals_of.draw_counts(rng)):
                    if c is not None:
                        t.deal_counts(s, c)
                return t
            for s, h in enumerate(draw()):
                if s != seat:
                    t.deal(s, h)
            return t
    else:
        base = base_round(obs)

        def score(k, d):
            r = base.with_hands([obs.hand if s == seat else h for s, h in enumerate(deals[d])])
            return rollout(r, seat, cands[k])

        new_deal = draw

    totals = [0] * len(cands)
    done = [0] * len(cands)
    alive = list(range(len(cands)))
    for keep, per in halving_schedule(len(cands), n):
        if keep < len(alive):
            # keep the better part: mean over the same deals; ties to the heuristic's order
            alive.sort(key=lambda k: (-totals[k] / done[k], k))
            alive = sorted(alive[:keep])
        while len(deals) < per:
            deals.append(new_deal())
        for k in alive:
            for d in range(done[k], per):
                totals[k] += score(k, d)
            done[k] = per
    best_k = max(alive, key=lambda k: (totals[k] / done[k], -k))
    return cands[best_k]


def model_mixture(obs, pool, known, caps, cons, shared, models, evidence, seat_policy, exact=None):
    """The joint posterior over the models of the seats both Normal and the sample client
    explain (``evidence[s]["normal"][0]`` and ``["baseline"][0]`` both above 0, from
    :func:`~.infer.seat_evidence`): ``[(cumulative weight, ExactDeals, policy), ...]``, one
    entry per combination of those seats' models whose readings some deal meets, in the order
    of ``itertools.product(("normal", "baseline"), ...)`` over the seats in order; weights are
    integers while ``infer.NORMAL_ODDS`` is. ``cons``: the readings the deals would meet
    without it (``{seat: [(rank, count), ...]}``, each seat read by its model of ``models``,
    :func:`~.infer.seat_models`), kept for every other seat; ``shared``: the readings of
    :func:`~.infer.pass_constraints` (true whichever model a seat plays), kept for the
    ambiguous seats, each adding its model's. ``policy``: ``seat_policy`` (a play-out policy
    name per seat) with each ambiguous seat set to its model. A combination's weight is its
    prior (``NORMAL_ODDS`` per seat taken as Normal) times the number of whole deals that meet
    its readings (``ExactDeals.total``): for players that always make the same move in the
    same position, the probability of the round's moves given the models is about the share of
    deals on which the models would have made them (moves their readings skip, such as plays
    with a joker, count as certain), the same denominator for all. ``exact``: the caller's
    :class:`~.exact_deals.ExactDeals`, reused for the combination ``models`` chose when it was
    built for ``cons`` itself (:func:`exact_sampler` dropped nothing). None when no seat is
    ambiguous, when no combination is met by a deal (the caller then keeps its own fallback),
    or when only the combination ``models`` chose is (``exact`` draws the same deals). Rank
    counts without suits only."""
    amb = sorted(s for s, ev in evidence.items() if ev["normal"][0] and ev["baseline"][0])
    if not amb:
        return None
    pick = tuple(models[s][0] for s in amb)
    base = {s: v for s, v in (cons or {}).items() if s not in amb}
    base.update({s: v for s, v in (shared or {}).items() if s in amb})
    out = []
    acc = 0
    for combo in product(("normal", "baseline"), repeat=len(amb)):
        readings = _merged(base, {s: evidence[s][m][1] for s, m in zip(amb, combo)})
        if combo == pick and exact is not None and exact.readings is cons:   # the same readings
            ex = exact
        else:
            ex = ExactDeals(obs, pool, known, caps, readings)
        weight = ex.total * infer.NORMAL_ODDS ** combo.count("normal") if ex.ok else 0
        if weight <= 0:
            continue
        acc += weight
        pol = list(seat_policy)
        for s, m in zip(amb, combo):
            pol[s] = m
        out.append((acc, ex, pol, combo))
    if not out or (len(out) == 1 and out[0][3] == pick):
        return None
    return [(acc, ex, pol) for acc, ex, pol, _ in out]


def drawn_models(posterior, rng):
    """``(ExactDeals, policy)`` of one entry of :func:`model_mixture`'s ``posterior``, drawn
    in proportion to its weight (one ``rng.random()``)."""
    x = rng.random() * posterior[-1][0]
    for acc, ex, pol in posterior:
        if x < acc:
            return ex, pol
    return posterior[-1][1:]            # (a float product rounded up to the total)


def exact_sampler(obs, pool, known, caps, cons):
    """:class:`~.exact_deals.ExactDeals` for the readings ``cons``, or for as many of them as
    some deal meets together: a seat's readings that no deal meets on their own are dropped,
    then, while the rest still contradict each other, the readings of one seat more (the
    fewest readings first, then the lowest seat), down to none. None when the seats are too
    many for the exact draw, or when not even a deal without readings exists (known cards or
    caps that contradict each other); the caller then falls back to
    :func:`~.infer.sample_consistent`. Readings that contradict each other come from players
    that do not play like our levels: such a seat is then read by nothing, never by a deal that
    breaks the fewest readings (the local search it replaces costs a dozen times a draw)."""
    ex = ExactDeals(obs, pool, known, caps, cons)
    if ex.ok:
        return ex
    if not ExactDeals.handles(obs):
        return None
    keep = {s: v for s, v in cons.items() if ExactDeals(obs, pool, known, caps, {s: v}).ok}
    if len(keep) < len(cons):
        ex = ExactDeals(obs, pool, known, caps, keep)
        if ex.ok:
            return ex
    while keep:                    # ``keep`` is known to contradict itself here
        order = sorted(keep, key=lambda s: (len(keep[s]), s))
        for s in order:
            ex = ExactDeals(obs, pool, known, caps, {t: v for t, v in keep.items() if t != s})
            if ex.ok:
                return ex
        keep.pop(order[0])
    return None


def _merged(cons, more):
    """The readings of ``cons`` and ``more`` together (``{seat: [(rank, count), ...]}``)."""
    if not more:
        return cons
    out = {s: set(v) for s, v in cons.items()}
    for s, v in more.items():
        out.setdefault(s, set()).update(v)
    return {s: sorted(v) for s, v in out.items()}


def _picked(draw, ev, n, rng):
    """A ``draw`` that returns deals picked from ``OVERSAMPLE * n`` draws of ``draw`` with
    probability in proportion to their likelihood (``ev.weight``; weighted sampling without
    replacement by roulette, arithmetic only, so the same in every runtime); falls back to
    ``draw`` beyond the ``n`` picked."""
    drawn = []
    weights = []
    for _ in range(OVERSAMPLE * n):
        d = draw()
        drawn.append(d)
        weights.append(ev.weight(d, PRIORS, NOISE, FLOOR, UNKNOWN))
    picked = []
    total = sum(weights)
    while len(picked) < n and total > 0:
        x = rng.random() * total
        i = 0
        last = len(weights) - 1
        while i < last and (x >= weights[i] or weights[i] == 0):
            x -= weights[i]
            i += 1
        while weights[i] == 0 and i > 0:
            i -= 1             # rounding ran past the last deal left: take the one before
        if weights[i] == 0:
            break
        picked.append(drawn[i])
        total -= weights[i]
        weights[i] = 0.0
        if total <= 0:
            total = sum(weights)
    picked.reverse()

    def next_deal():
        return picked.pop() if picked else draw()
    return next_deal


def endgame(obs, cands):
    """Exact play when only this seat and one other are left: the hidden cards are then all
    in the other's hand, so the round is solved (:mod:`.endgame`). A move that surely beats the
    other seat, else None (the search decides)."""
    alive = [s for s in range(obs.players) if s not in obs.out]
    if len(alive) != 2:
        return None
    from .endgame import winning_move
    return winning_move(obs, cands)
