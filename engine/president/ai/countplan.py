"""Hard's heuristic, written once, on rank counts: the plan of a hand and the score of a move.

One implementation serves both uses: Hard's decisions on the engine's moves under every rule
set (:func:`president.ai.hard.score_moves`, which gives each move here as its shape) and the
play-outs on rank counts (:func:`plan_move`, this seat's policy and that of the seats no model
explains, ``levels.Opponents.own_plan``), where it is called at every turn and written for
speed (a few microseconds a call in CPython).

- *What the others can beat* (:func:`limits`): the unseen cards (what the other seats hold
  together, 17 counts, jokers at 16) and the largest other hand give, per size of a set, the
  strength above which no set of that size can be beaten. No single hand is read.
- *The plan* (:func:`plan_sets`): one set per rank and the lone jokers, each a *control* when
  it clears the pile when played or nothing unseen beats it (:func:`is_control`), else a
  *loser*; its cost (:func:`cost_of`) counts the losers, their weakness and the controls that
  win a lead back. With sequences on, natural runs may be taken out first: that split needs the
  suits and is searched in :func:`president.ai.hand.plan_hand`, the sets left planned here.
- *A move* (:func:`score_plays`): the plan cost of the hand after it; going out is best (a
  forbidden finish last); less ``lead_bonus`` when it surely wins the trick
  (it clears the pile, by the engine's own rules, :class:`~president.effects.PlayEffects`, or
  nothing unseen beats it) and ``win_line`` more when at most one loser is left; plus
  ``urgency`` for leading what an almost-out opponent can answer; ``0.001`` per point of
  strength to prefer the lower of two equal plans. The weights are :data:`~.levels.HEURISTIC`.
  Without runs the plan after a play is the plan before with the played rank's set (and any
  joker) changed, so a move costs a few comparisons.
"""

from __future__ import annotations

from ..cards import JOKER_RANK
from ..core import set_clears
from ..effects import STRENGTH
from .levels import HEURISTIC

PASS = None       # countplay's pass (countplay imports this module, not the other way round)

_RANKS = tuple(range(3, 16))
_DESC = tuple(tuple(sorted(_RANKS, key=lambda r: -STRENGTH[rev][r])) for rev in (False, True))


def weakness(strength) -> float:
    """What a loser of ``strength`` (in the current order) adds to a plan's weakness, 0..1:
    ``(15 - min(strength, 15)) / 12``."""
    return (15 - min(strength, 15)) / 12.0


# a loser's weakness per rank in each order (the lone joker at 16: 0)
_WEAK = tuple(tuple(weakness(STRENGTH[rev][r]) if r >= 3 else 0.0 for r in range(17)) for rev in (False, True))


def cost_of(losers, weak, controls, w=HEURISTIC) -> float:
    """A plan's cost from its totals: ``losers`` (int), their summed :func:`weakness` and
    ``controls`` (int), weighed by ``w`` (:class:`~.levels.Heuristic`): each loser costs about
    one lead (more when it is weak), each control wins one back. Lower is better."""
    return w.loser * losers + w.weak * weak - w.control * min(controls, losers + 1)


def limits(unseen, rules, rev, max_opp) -> list:
    """``lim[size]`` for sizes 0..8: a set of ``size`` cards whose strength in the order ``rev``
    is above ``lim[size]`` cannot be beaten by the unseen cards ``unseen`` (17 counts, jokers at
    16) held by one hand of at most ``max_opp`` cards (a bomb, a lone joker, a stronger set, or
    with equal plays an equal one)."""
    st = STRENGTH[rev]
    off = 0 if rules.equal_plays else 1      # beaten by a stronger set (or an equal one with equal plays)
    jok = unseen[16]
    nj2 = rules.joker_not_two
    # the strongest natural rank of which one hand could hold ``k`` cards, jokers helping,
    # less ``off``: ranks from the strongest down, the first rank with ``k`` or more sets lim[k]
    lim = [-1 - off] * 9
    filled = 0
    most = 4 + jok
    for r in _DESC[rev]:
        u = unseen[r]
        if u:
            tot = u + (0 if (nj2 and r == 15) else jok)
            if tot > filled:
                v = st[r] - off
                for k in range(filled + 1, (tot if tot < 8 else 8) + 1):
                    lim[k] = v
                filled = tot
                if filled >= most:
                    break
    if jok:                        # a lone joker beats any single but a joker (equal plays: any)
        lim[1] = 99 if not off else max(lim[1], 15)
    if rules.two_bombs and unseen[3 if rev else 15]:
        lim[2:] = [99] * 7         # a bomb beats every larger set (a single below a 2: as above)
    if max_opp < 8:
        lim[max_opp + 1:] = [-99] * (8 - max_opp)      # nobody holds that many cards
    return lim


def clearing_sets(rules, rev) -> tuple:
    """The sets that clear the pile when played, for :func:`is_control`: per rank (17 entries)
    a bit mask of the set sizes that clear it in the order ``rev``, the engine's rules
    (``core.set_clears``: ``effects.clear_reason``; a set of 2s clears with ``two_clears``,
    only a single 2 with ``two_bombs``)."""
    return set_clears(rules)[rev]


def is_control(size, rank, lim, st, clearing) -> bool:
    """A set of ``size`` cards of ``rank`` (16: the lone joker) is a control of the plan: nothing
    unseen beats it (``lim``: :func:`limits`, ``st``: ``STRENGTH`` in the same order), or played,
    it clears the pile (``clearing``: :func:`clearing_sets` of the rules in that order)."""
    return st[rank] > lim[size] or clearing[rank] >> size & 1


def plan_sets(cnt, lim, rev, rules, losers=0, weak=0.0, controls=0, clearing=None):
    """The plan of the hand ``cnt`` (17 counts) as sets: one per rank, and each joker a lone
    joker (``lim``: :func:`limits` in the order ``rev``), added to the totals ``losers``,
    ``weak``, ``controls`` of what the plan already holds (runs taken out first, ranks in
    order, so sums are made in one order; ``clearing``: :func:`clearing_sets`, if known). Returns
    ``(control, losers, weak, controls)``, ``control[rank]`` True for a rank whose set is a
    control (index 16: the lone joker)."""
    wk = _WEAK[rev]
    st = STRENGTH[rev]
    clears = clearing or clearing_sets(rules, rev)
    control = [False] * 17
    for r in _RANKS:
        c = cnt[r]
        if c:
            if st[r] > lim[c] or clears[r] >> c & 1:                        # is_control, inline
                control[r] = True
                controls += 1
            else:
                losers += 1
                weak += wk[r]
    control[16] = jc = st[16] > lim[1]                                     # (16 never clears)
    j = cnt[16]
    if j:
        if jc:
            controls += j
        else:
            losers += j
            weak += j * wk[JOKER_RANK]
    return control, losers, weak, controls


def score_plays(cnt, n, unseen, max_opp, min_opp, rules, rev, top, moves, effects, plans=None) -> list:
    """Hard's heuristic score of each move (lower is better; see the module doc) for a hand of
    ``cnt`` (17 counts) and ``n`` cards, the unseen cards ``unseen`` held by other hands of at
    most ``max_opp`` and at least ``min_opp`` cards (0: none), in the order ``rev``, ``top``
    on the pile (None: leading).

    ``moves``: ``PASS`` or a shape ``(size, rank, naturals)``, the lone joker ``(1, 16, 0)``, a
    run ``(size, r, naturals)`` with ``r`` the rank that gives its strength (its high card, its
    low card in the reversed order); a shape may carry more fields. ``effects(m, top)``: the
    :class:`~president.effects.PlayEffects` of the play ``m`` (its ``clear`` and ``forbidden``),
    asked only when the plans do not decide.
    ``plans``: with runs (sequences on) the plans searched on the cards
    (:func:`president.ai.hand.plan_hand`): ``plans[i]`` ``(losers, weak, controls, sure)`` of
    the plan after move ``i`` (after a pass: the plan now), ``sure`` whether a run surely wins
    the trick (None for a set, decided here); without, the plans are made here from the counts."""
    lead_bonus, win_line, urgency = HEURISTIC.lead_bonus, HEURISTIC.win_line, HEURISTIC.urgency
    st = STRENGTH[rev]
    lim = limits(unseen, rules, rev, max_opp)
    small = min_opp if min_opp <= 2 else 0
    lead = top is None
    flips = rules.revolution or rules.western_revolution
    if plans is None:
        # the plan now: per rank whether its set is a control, and the totals
        clearing = clearing_sets(rules, rev)
        ctl, losers, weak, controls = plan_sets(cnt, lim, rev, rules, clearing=clearing)
        jc = ctl[16]
        wk = _WEAK[rev]
        jw = wk[JOKER_RANK]
    out = []
    for i, m in enumerate(moves):
        if m is PASS:
            if plans is None:
                s = cost_of(losers, weak, controls)
            else:
                lo, w, co, _ = plans[i]
                s = cost_of(lo, w, co)
        else:
            size, rank, nat = m[0], m[1], m[2]
            v = st[rank]
            if size == n:
                # going out; a forbidden finish takes the lowest free place (brief 12)
                s = 50.0 if effects(m, top).forbidden else -100.0 + v * 0.01
            else:
                sure = None
                if plans is not None:
                    lo, w, co, sure = plans[i]
                elif size == 4 and flips:
                    # a revolution: the plan after it in the other order
                    after = list(cnt)
                    after[rank] -= nat
                    after[16] -= size - nat
                    _, lo, w, co = plan_sets(after, limits(unseen, rules, not rev, max_opp), not rev, rules)
                else:
                    lo, w, co = losers, weak, controls
                    j = size - nat         # jokers played (the lone joker: 1)
                    if nat:
                        if ctl[rank]:
                            co -= 1
                        else:
                            lo -= 1
                            w -= wk[rank]
                        left = cnt[rank] - nat
                        if left:
                            if is_control(left, rank, lim, st, clearing):
                                co += 1
                            else:
                                lo += 1
                                w += wk[rank]
                    if j:
                        if jc:
                            co -= j
                        else:
                            lo -= j
                            w -= j * jw
                s = cost_of(lo, w, co)
                if sure is None:
                    # it surely wins the trick: it clears the pile, or nothing unseen beats it
                    sure = v > lim[size] or effects(m, top).clear is not None
                if sure:
                    s -= lead_bonus
                    if lo <= 1:
                        # a winning line: sure winners first, the last loser last
                        s -= win_line
                elif lead and size <= small:
                    # leading what an almost-out opponent may answer with its last cards
                    s += urgency
                s += 0.001 * v
        out.append(s)
    return out


def plan_move(t):
    """Hard's heuristic choice for the seat to act on the table ``t`` (a
    :class:`~.countplay.Table` without suits only): the shape from ``t.legal()`` (or ``PASS``)
    of lowest :func:`score_plays`, ties to the engine's order of moves; the unseen cards are the
    other seats' hands together."""
    moves = t.legal()
    if len(moves) == 1:
        return moves[0]
    seat = t.to_act
    counts = t.counts
    sizes = t.sizes
    unseen = None
    max_opp = 0
    min_opp = 99
    for s in range(t.n):
        z = sizes[s]
        if s != seat and z:
            if z > max_opp:
                max_opp = z
            if z < min_opp:
                min_opp = z
            unseen = list(counts[s]) if unseen is None else [a + b for a, b in zip(unseen, counts[s])]
    if unseen is None:
        unseen = [0] * 17
    pile = t.pile
    scores = score_plays(counts[seat], sizes[seat], unseen, max_opp, min_opp, t.rules, t.reversed,
                         pile[-1][1] if pile else None, moves, t._effects_now)
    return moves[scores.index(min(scores))]
