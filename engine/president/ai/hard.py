"""Hard: counts the unseen cards, plans how to play out its whole hand, and checks its best
candidate moves by determinized rollouts (perfect-information Monte Carlo). One pipeline, its
parts and budget set by a :class:`~.levels.Hard` configuration (``levels.CONFIGS``: Hard,
Expert, the pool's hard-uniform); ``engine/AI.md`` describes it for a reader and
``engine/AI-RESULTS.md`` how each part was measured.

:func:`hard_choose` runs these steps:

1. *Heuristic* (:func:`score_moves`, written once in :mod:`.countplan` for these moves and
   for the play-outs on rank counts): the unseen cards of each rank (:class:`~.hand.Knowledge`)
   and a plan of the whole hand (one set per rank; with sequences on, natural runs taken out
   where that helps, :func:`~.hand.plan_hand`), each combination a *control* (nothing unseen can
   beat it, or it clears the pile) or a *loser*; a move scores the plan cost of the hand after
   it, less a bonus when it surely wins the trick; going out is best. A give step is decided by
   it alone (:func:`hard_give`), and so is (:func:`quick_move`) a move that goes out, a decision
   without budget, and a sure winning line (an unbeatable or clearing play, then only sure
   winners and one last card, on the rules :func:`~.countplay.supports`).
2. *Candidates* (:func:`candidates`): the heuristic's best distinct moves, the pass among them
   when legal. With two seats left the round is solved exactly (*Endgame*, :mod:`.endgame`).
3. *Reading the seats* (:func:`read_seats`): what the others' passes and plays say
   (:mod:`.infer`): the readings every simple level shares (:func:`~.infer.pass_constraints`)
   and, on rank counts without suits, per seat the model that explains its moves of the round,
   Normal or the sample client (:func:`~.infer.seat_models`), whose readings are added. While
   Normal explains every other seat the search compares ``trusted`` candidates
   (:func:`widened`).
4. *Play-out policies* (:func:`playout_policies`, rank counts without suits): this seat plays
   Hard's heuristic (:mod:`.countplan`), a seat read as the sample client plays it, a seat no
   model explains plays the heuristic or, in a share of the deals, the sample client; a seat
   both models explain plays, per deal, the model drawn from their joint posterior
   (:func:`model_mixture`); everyone else plays Normal.
5. *Deals* (:func:`deal_source`): the hidden cards dealt so that everything certain holds (hand
   sizes, cards played, what this seat gave and received) and every reading some deal meets
   (:class:`~.exact_deals.ExactDeals`, drawn exactly; readings that contradict each other are
   dropped a seat at a time, :func:`exact_sampler`), or, with more than three other seats, as
   few readings broken as a short local search finds (:func:`~.infer.sample_consistent`).
   Uniform when nothing is read.
6. *Search* (:func:`halving`): successive halving over the same deals (common random numbers),
   each candidate played out on rank counts (:mod:`.countplay`) for every rule set it supports,
   else on the engine's Round (:func:`~.search.rollout`, every seat Normal); the best mean
   finishing points wins, ties going to the heuristic's order.

Reproducibility: the number of deals comes from a fixed cost model, never from the clock
(:func:`sample_count`, :class:`~.levels.Budget`). The same observation, legal moves, rng state,
budget and configuration give the same move on any machine; a slower machine just takes longer.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import product

from .. import effects

from ..cards import JOKER
from ..combos import SET
from .countplan import PASS, score_plays
from .hand import Knowledge, plan_hand, rank_counts, value
from .infer import replay_events, pass_constraints, sample_consistent, seat_evidence, seat_models
from .countplay import Table, playout, suited, supports
from .exact_deals import ExactDeals
from .levels import HARD, HEURISTIC
from .search import base_round, hidden_constraints, rollout, sample_hands
from .simple import give_move, inherit_target


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
    """:func:`score_moves` of the hand ``hand`` (card codes) with ``top`` on the pile in the order
    ``rev``: Hard's heuristic (:func:`~.countplan.score_plays`) of each move given as its shape
    and its :class:`~president.effects.PlayEffects`; with sequences on, the plans after the moves
    are searched with runs on the cards (:func:`~.hand.plan_hand`)."""
    shapes = []
    plans = [] if rules.sequences else None
    n = len(hand)
    flipped = None

    def effects_of(shape, top):
        return effects.PlayEffects(moves[shape[3]].combo, top, rules, rev)

    for i, m in enumerate(moves):
        if m.kind != "play":
            shapes.append(PASS)
            if plans is not None:
                plans.append(plan_hand(hand, rules, know)[1:] + (None,))
            continue
        c = m.combo
        # the shape, and the move's index; a run: the rank that gives its strength
        shape = (c.size, c.rank if c.kind == SET or not rev else c.low, c.size - c.codes.count(JOKER), i)
        shapes.append(shape)
        if plans is not None:
            if c.size == n:
                plans.append(None)
                continue
            sure = None
            if c.kind != SET:
                sure = effects_of(shape, top).clear is not None or not know.run_beatable(c.size, c.rank, c.low)
            k = know
            if flips_order(c, rules):
                k = flipped = flipped or know.flipped()
            plans.append(plan_hand(_remove(hand, c.codes), rules, k)[1:] + (sure,))
    scores = score_plays(rank_counts(hand), n, know.unseen, know.max_opp, know.min_opp, rules, rev, top, shapes,
                         effects_of, plans)
    out = sorted(zip(scores, range(len(moves)), moves), key=lambda t: (t[0], t[1]))
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


def hard_give(obs, moves):
    """Exchange and descent discards: the cards whose loss leaves the best plan (lowest cost,
    then the weakest cards; in the exchange the order of the next round, not yet reversed);
    inheritance: the lowest card to the seat Normal would choose."""
    p = obs.pending or {}
    exchange = p.get("reason") == "exchange"
    opp = [n for s, n in enumerate(obs.hand_sizes) if s != obs.seat and s not in obs.out and n > 0]
    know = Knowledge(obs.hand, obs.played, obs.rules, obs.order == "reversed" and not exchange, opp or [0])
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
        cost = plan_hand(_remove(hand, codes), rules, know)[0]
        key = (round(cost, 6), sum(value(16 if c == 52 else (c >> 2) + 3, rev) for c in codes), codes)
        if best_key is None or key < best_key:
            best, best_key = m, key
    return best or moves[0]


def hard_choose(obs, moves, rng, budget_ms=300, max_samples=None, config=HARD, reveal=None):
    """Hard's move (see the module doc) under ``config`` (a :class:`~.levels.Hard`; default
    Hard's). ``budget_ms`` (times ``config.budget.scale``) sets the number of sampled deals,
    ``max_samples`` caps it (0: the heuristic alone). ``reveal``: every seat's real hand (card
    codes per seat): every deal searched is then the real one, the seats' moves still choosing
    their play-out policies. Only the strength benchmark's upper bound uses it
    (:func:`president.tournament.cheat_bot`), never a player."""
    if len(moves) == 1:
        return moves[0]
    if obs.phase != "play" or moves[0].kind == "give":
        return hard_give(obs, moves)
    scored = score_moves(obs, moves, Knowledge.of(obs))
    fast = supports(obs.rules)
    quick = quick_move(obs, scored, fast, budget_ms, max_samples)
    if quick is not None:
        return quick
    cands = candidates(scored, config.search.candidates)
    if len(cands) < 2:
        return scored[0][2]
    if fast:
        solved = endgame(obs, cands, config.endgame.nodes)
        if solved is not None:
            return solved
    counts = fast and not suited(obs.rules)      # rank counts without suits: models and plans
    reading = read_seats(obs, config.sampling, counts)
    policy = playout_policies(obs, config.opponents, reading.models, counts)
    cands = widened(scored, cands, config.search.trusted, reading.models)
    plan_cards = sum(obs.hand_sizes[s] for s, p in enumerate(policy or ()) if p == "planner")
    n = sample_count(obs, len(cands) if counts else config.search.candidates, budget_ms * config.budget.scale,
                     max_samples, config.budget, fast, plan_cards)
    draw, exact, posterior = deal_source(obs, reading, policy, rng, config.sampling, reveal)
    if fast:
        new_deal, score = count_playouts(obs, cands, policy, rng, draw, exact, posterior, config.opponents.strangers)
    else:
        new_deal, score = round_rollouts(obs, cands, draw)
    return cands[halving(len(cands), n, new_deal, score, config.search.first_share)]


def quick_move(obs, scored, fast, budget_ms, max_samples):
    """The heuristic's move when no search is needed or allowed: it goes out, there is no
    budget (``budget_ms`` None or 0, ``max_samples`` 0), or it starts a sure winning line
    (:func:`sure_win`, on the rules ``fast``: :func:`~.countplay.supports`); else None."""
    best = scored[0][2]
    if best.kind == "play" and best.combo.size == len(obs.hand):
        return best
    if budget_ms is None or budget_ms <= 0 or (max_samples is not None and max_samples <= 0):
        return best
    return sure_win(scored) if fast else None


@dataclass
class Reading:
    """What :func:`read_seats` knows and reads of the hidden cards: ``pool`` the unseen cards,
    ``known`` the cards known in a seat's hand, ``caps`` the exchange caps
    (:func:`~.search.hidden_constraints`); ``shared`` the readings every simple level's moves
    give (:func:`~.infer.pass_constraints`), ``readings`` those plus each seat's model's,
    ``evidence`` and ``models`` per seat (:func:`~.infer.seat_evidence`,
    :func:`~.infer.seat_models`). Unread parts are None."""
    pool: list
    known: dict
    caps: dict
    shared: dict | None = None
    readings: dict | None = None
    evidence: dict | None = None
    models: dict | None = None


def read_seats(obs, sampling, counts) -> Reading:
    """Step 3: the others' moves of this round, read when ``sampling.read_moves``; the models
    of the seats (Normal, the sample client, or none) only on rank counts without suits
    (``counts``)."""
    pool, known, caps = hidden_constraints(obs)
    reading = Reading(pool, known, caps)
    if not sampling.read_moves:
        return reading
    events = replay_events(obs, pool)
    if events is None:
        return reading
    reading.shared = reading.readings = pass_constraints(obs, pool, events)
    if counts:
        reading.evidence = seat_evidence(obs, pool, known, events)
        reading.models = seat_models(obs, pool, known, events, reading.evidence, sampling.normal_odds)
        reading.readings = _merged(reading.shared, {s: v for s, (m, v) in reading.models.items() if m is not None})
    return reading


def widened(scored, cands, trusted, models):
    """The candidates, ``trusted`` of them when Normal explains every other seat's moves
    (``models``: :func:`~.infer.seat_models`), their play-outs being then the players' own rule;
    against players of other designs the short list keeps the search from trusting a model too
    far (engine/AI-RESULTS.md, seventh part)."""
    if trusted and models and all(m == "normal" for m, _ in models.values()):
        wide = candidates(scored, trusted)
        if len(wide) > len(cands):
            return wide
    return cands


def playout_policies(obs, opponents, models, counts):
    """Step 4: the play-out policy per seat (``"normal"``, ``"baseline"``, ``"planner"``), or
    None when every seat plays Normal: a seat ``models`` reads as the sample client plays it;
    on rank counts without suits (``counts``) with ``opponents.own_plan`` this seat plays Hard's
    heuristic, and so does every seat Normal cannot explain and the sample client does not
    (a player of another design)."""
    policy = None
    if models and any(m == "baseline" for m, _ in models.values()):
        policy = ["baseline" if models.get(s, ("normal",))[0] == "baseline" else "normal" for s in range(obs.players)]
    if opponents.own_plan and counts:
        policy = list(policy) if policy is not None else ["normal"] * obs.players
        policy[obs.seat] = "planner"
        for s, (m, _) in (models or {}).items():
            if m != "normal" and policy[s] != "baseline":
                policy[s] = "planner"
    return policy


def deal_source(obs, reading, policy, rng, sampling, reveal=None):
    """Step 5: ``(draw, exact, posterior)``: ``draw()`` deals the hidden cards (hands per seat,
    this seat's empty); ``exact`` the :class:`~.exact_deals.ExactDeals` it draws from, or None;
    ``posterior`` the joint posterior of the models of the seats both models explain
    (:func:`model_mixture`), or None. ``reveal``: the real hands, the only deal."""
    if reveal is not None:
        return (lambda: [list(h) for h in reveal]), None, None
    pool, known, caps, cons = reading.pool, reading.known, reading.caps, reading.readings
    if not cons:
        return (lambda: sample_hands(obs, pool, known, caps, rng)), None, None
    exact = exact_sampler(obs, pool, known, caps, cons)
    if exact is None:
        def draw():
            rng.random()        # (one draw per deal, as the decisions were recorded)
            return sample_consistent(obs, pool, known, caps, cons, rng, sampling.swap_tries)
        return draw, None, None
    posterior = None
    if reading.evidence:
        posterior = model_mixture(obs, pool, known, caps, cons, reading.shared, reading.models, reading.evidence,
                                  policy or ["normal"] * obs.players, exact, sampling.normal_odds)
    return (lambda: exact.draw(rng)), exact, posterior


def count_playouts(obs, cands, policy, rng, draw, exact, posterior, strangers_shares):
    """``(new_deal, score)`` for :func:`halving` on rank counts (:mod:`.countplay`): a deal is
    a :class:`~.countplay.Table` with the hidden hands dealt (straight to counts from ``exact``
    when suits do not matter) and the play-out policy of each seat for that deal: ``policy``, or
    with a ``posterior`` the models drawn from it, each seat no model explains then drawn by
    ``strangers_shares`` (``[(policy, share), ...]``, the rest Hard's heuristic)."""
    seat = obs.seat
    table = Table.from_observation(obs, [()] * obs.players)
    firsts = [None if m.kind == "pass" else table.shape(m.combo) for m in cands]
    by_counts = exact is not None and not table.suited
    strangers = [s for s, p in enumerate(policy or ()) if p == "planner" and s != seat] if strangers_shares else []
    fixed = policy or "normal"

    def with_strangers(pol):
        pol = list(pol)
        for s in strangers:
            x = rng.random()
            for name, share in strangers_shares:
                if x < share:
                    pol[s] = name
                    break
                x -= share
        return pol

    def new_deal():
        deals_of = exact
        pol = fixed
        if posterior is not None:
            deals_of, pol = drawn_models(posterior, rng)
            pol = with_strangers(pol)
        elif strangers:
            pol = with_strangers(policy)
        t = table.copy()
        if by_counts:
            for s, c in enumerate(deals_of.draw_counts(rng)):
                if c is not None:
                    t.deal_counts(s, c)
            return t, pol
        for s, h in enumerate(draw()):
            if s != seat:
                t.deal(s, h)
        return t, pol

    def score(k, deal):
        return playout(deal[0].copy(), seat, firsts[k], None, deal[1])

    return new_deal, score


def round_rollouts(obs, cands, draw):
    """``(new_deal, score)`` for :func:`halving` on the engine's Round (rules the rank counts
    do not play): every seat plays Normal (:func:`~.search.rollout`)."""
    base = base_round(obs)
    seat = obs.seat

    def score(k, hands):
        r = base.with_hands([obs.hand if s == seat else h for s, h in enumerate(hands)])
        return rollout(r, seat, cands[k])

    return draw, score


def halving(n_cands, n_deals, new_deal, score, first_share=8) -> int:
    """Step 6, successive halving: the index of the candidate with the best mean
    ``score(k, deal)`` over the deals (:func:`halving_schedule`), every candidate scored on
    the same deals of ``new_deal()``; ties go to the lower index (the heuristic's order)."""
    deals = []
    totals = [0] * n_cands
    done = [0] * n_cands
    alive = list(range(n_cands))
    for keep, per in halving_schedule(n_cands, n_deals, first_share):
        if keep < len(alive):
            # keep the better part: mean over the same deals; ties to the heuristic's order
            alive.sort(key=lambda k: (-totals[k] / done[k], k))
            alive = sorted(alive[:keep])
        while len(deals) < per:
            deals.append(new_deal())
        for k in alive:
            for d in range(done[k], per):
                totals[k] += score(k, deals[d])
            done[k] = per
    return max(alive, key=lambda k: (totals[k] / done[k], -k))


def halving_schedule(n_cands, n_deals, first_share=8):
    """Successive halving: ``[(alive, deals each), ...]``, each round keeping the better half
    of the candidates and giving the survivors twice the deals, the last two (or one) seeing
    ``n_deals`` deals, every round at least ``n_deals // first_share``."""
    rounds = []
    alive = n_cands
    sizes = [alive]
    while alive > 2:
        alive = (alive + 1) // 2
        sizes.append(alive)
    k = len(sizes)
    for i, a in enumerate(sizes):
        rounds.append((a, max(1, n_deals >> (k - 1 - i), n_deals // first_share)))
    return rounds


def playouts_per_deal(n_cands) -> float:
    """Play-outs per deal that :func:`halving_schedule` makes for ``n_cands`` candidates
    (4 -> 3.0, 3 -> 2.5, 2 -> 2.0)."""
    done = 0
    total = 0
    for alive, per in halving_schedule(n_cands, 1024):
        total += alive * (per - done)
        done = per
    return total / 1024


def sample_count(obs, n_cands, budget_ms, max_samples, budget=HARD.budget, fast=False, plan_cards=0):
    """Deals to sample: ``budget_ms`` over the nominal cost of a deal (:class:`~.levels.Budget`),
    clamped to ``[budget.min_deals, max_samples]`` (default :func:`sample_cap`). ``fast``: the
    play-outs run on rank counts (:func:`~.countplay.supports`); ``plan_cards``: the cards of the
    seats that play Hard's heuristic in them."""
    cards = max(sum(obs.hand_sizes), 1)
    slow = fast and suited(obs.rules)
    if fast and not slow:
        per = playouts_per_deal(n_cands) * (budget.ms_per_deal + budget.ms_per_card * cards
                                            + budget.plan_ms_per_card * plan_cards)
    else:
        per = n_cands * (budget.suited_ms_per_card if slow else budget.round_ms_per_card) * cards
    n = int(budget_ms / per) if per > 0 else budget.min_deals
    cap = sample_cap(obs.rules, fast, budget) if max_samples is None else max_samples
    return max(min(budget.min_deals, cap), min(n, cap))


def sample_cap(rules, fast=None, budget=HARD.budget) -> int:
    """The most deals the search samples per decision under ``rules`` (``fast``: rank-count
    play-outs, default whether :func:`~president.ai.countplay.supports` claims the rules):
    ``budget.scale`` times its cap for the play-outs' representation."""
    if fast is None:
        fast = supports(rules)
    if not fast:
        cap = budget.round_cap
    else:
        cap = budget.suited_cap if suited(rules) else budget.counts_cap
    return budget.scale * cap


def endgame(obs, cands, node_limit):
    """Exact play when only this seat and one other are left: the hidden cards are then all
    in the other's hand, so the round is solved (:mod:`.endgame`, at most ``node_limit``
    positions). A move that surely beats the other seat, else None (the search decides)."""
    alive = [s for s in range(obs.players) if s not in obs.out]
    if len(alive) != 2:
        return None
    from .endgame import winning_move
    return winning_move(obs, cands, node_limit)


def sure_win(scored):
    """The heuristic's best move when it starts a sure winning line (an unbeatable or clearing
    play after which the rest of the hand is sure winners and at most one last card), else
    None: no sampling is needed then."""
    s, _, m = scored[0]
    if m.kind == "play" and s <= -(HEURISTIC.lead_bonus + HEURISTIC.win_line) + 0.5:
        return m
    return None


def model_mixture(obs, pool, known, caps, cons, shared, models, evidence, seat_policy, exact=None, normal_odds=1):
    """The joint posterior over the models of the seats both Normal and the sample client
    explain (``evidence[s]["normal"][0]`` and ``["baseline"][0]`` both above 0, from
    :func:`~.infer.seat_evidence`): ``[(cumulative weight, ExactDeals, policy), ...]``, one
    entry per combination of those seats' models whose readings some deal meets, in the order
    of ``itertools.product(("normal", "baseline"), ...)`` over the seats in order; weights are
    integers while ``normal_odds`` is. ``cons``: the readings the deals would meet
    without it (``{seat: [(rank, count), ...]}``, each seat read by its model of ``models``,
    :func:`~.infer.seat_models`), kept for every other seat; ``shared``: the readings of
    :func:`~.infer.pass_constraints` (true whichever model a seat plays), kept for the
    ambiguous seats, each adding its model's. ``policy``: ``seat_policy`` (a play-out policy
    name per seat) with each ambiguous seat set to its model. A combination's weight is its
    prior (``normal_odds`` per seat taken as Normal, :attr:`~.levels.Sampling.normal_odds`) times the number of whole deals that meet
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
        weight = ex.total * normal_odds ** combo.count("normal") if ex.ok else 0
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
