"""Hard's heuristic on rank counts: this seat's play-out policy on tables without suits.

The rule of :func:`president.ai.hard.score_moves` (the plan of the whole hand: one set per
rank and lone jokers, each a *control* when nothing the others hold can beat it or it clears
the pile, else a *loser*; a move scores the plan cost of the hand after it, less
``lead_bonus`` when it surely wins the trick and ``win_line`` more when at most one
loser is left, plus ``urgency`` for leading what an almost-out opponent can answer), on a
:class:`~.countplay.Table` without suits. The unseen cards are what the other seats hold
together, which is what the seat knows from the cards played: no single hand is read.

Hard plays its own seat by it in the play-outs (``levels.Opponents.own_plan``), and the seats
whose moves Normal cannot explain: with Normal's habits for itself too, the search
valued each move as if Hard then played on as Normal (engine/AI-RESULTS.md, sixth part). The
rule is written here a second time, on counts and thresholds, for speed (about 16 us a call in
CPython); tests check that it picks the move :func:`~.hard.score_moves` ranks first, with
:meth:`~.hand.Knowledge.from_hands` of the others' hands, at every position of random games
and on random positions with jokers, small hands and any pile.
"""

from __future__ import annotations

from ..cards import JOKER_RANK
from ..effects import STRENGTH
from . import hand as _hand
from .levels import HEURISTIC

PASS = None       # countplay's pass (countplay imports this module, not the other way round)

_RANKS = tuple(range(3, 16))
_DESC = tuple(tuple(sorted(_RANKS, key=lambda r: -STRENGTH[rev][r])) for rev in (False, True))
# a loser's weakness per rank in each order (hand.weakness)
_WEAK = tuple(tuple(_hand.weakness(STRENGTH[rev][r]) if r >= 3 else 0.0 for r in range(17))
              for rev in (False, True))


def _limits(unseen, rules, rev, max_opp) -> list:
    """``lim[size]`` for sizes 0..8: a set of ``size`` cards whose strength in the order ``rev``
    is above ``lim[size]`` cannot be beaten by the unseen cards ``unseen`` (17 counts, jokers at
    16) held by one hand of at most ``max_opp`` cards: :meth:`~.hand.Knowledge.beatable` for
    sets, as one threshold per size."""
    st = STRENGTH[rev]
    eq = rules.equal_plays
    jok = unseen[16]
    nj2 = rules.joker_not_two
    # best[k]: the strongest natural rank of which one hand could hold k cards, jokers helping
    # (ranks from the strongest down: the first rank with k or more sets best[k])
    best = [-1] * 9
    filled = 0
    most = 4 + jok
    for r in _DESC[rev]:
        u = unseen[r]
        if u:
            tot = u + (0 if (nj2 and r == 15) else jok)
            if tot > filled:
                v = st[r]
                for k in range(filled + 1, (tot if tot < 8 else 8) + 1):
                    best[k] = v
                filled = tot
                if filled >= most:
                    break
    # beaten when a stronger set exists (or an equal one with equal plays)
    lim = [b if eq else b - 1 for b in best]
    if jok:                        # a lone joker beats any single but a joker (equal plays: any)
        lim[1] = 99 if eq else max(lim[1], 15)
    if rules.two_bombs:
        top = 3 if rev else 15
        if unseen[top]:            # a bomb beats every larger set (a single below a 2: best[1])
            for k in range(2, 9):
                lim[k] = 99
    for k in range(max_opp + 1, 9):
        lim[k] = -99               # nobody holds that many cards
    return lim


def _sets(cnt, lim, rev, rules):
    """The plan of the hand ``cnt`` (:func:`~.hand.plan_cost` of its sets, ``lim`` from
    :func:`_limits`): ``(control, losers, weak, controls)``, ``control[rank]`` True for a set
    (or the lone jokers, at 16) that nothing unseen beats or that clears."""
    wk = _WEAK[rev]
    control = [False] * 17
    losers = 0
    weak = 0.0
    controls = 0
    for r in _RANKS:
        c = cnt[r]
        if c:
            if _is_control(c, r, lim, rev, rules):
                control[r] = True
                controls += 1
            else:
                losers += 1
                weak += wk[r]
    control[16] = _is_control(1, JOKER_RANK, lim, rev, rules)
    j = cnt[16]
    if j:
        if control[16]:
            controls += j
        else:
            losers += j
            weak += j * wk[JOKER_RANK]
    return control, losers, weak, controls


def _is_control(size, rank, lim, rev, rules) -> bool:
    """:func:`~.hand.item_is_control` for a set of ``size`` cards of ``rank`` (``lim``:
    :func:`_limits` in the order ``rev``): it clears the pile by a rule, or nothing unseen
    beats it."""
    strongest = 3 if rev else 15
    return ((rank == strongest and (rules.two_clears or rules.two_bombs)) or (rank == 8 and rules.eight_clears)
            or (size == 4 and rules.quad_clears) or STRENGTH[rev][rank] > lim[size])


def plan_move(t):
    """Hard's heuristic choice for the seat to act on the table ``t`` (a
    :class:`~.countplay.Table` without suits only): the shape from ``t.legal()`` (or ``PASS``)
    of lowest score, ties to the engine's order of moves. The plan after a play is the plan
    before with the played rank's set (and any joker) changed, so each move costs a few
    comparisons."""
    moves = t.legal()
    if len(moves) == 1:
        return moves[0]
    seat = t.to_act
    rules = t.rules
    rev = t.rev
    counts = t.counts
    sizes = t.sizes
    cnt = counts[seat]
    n = sizes[seat]
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
    small = min_opp if min_opp <= 2 else 0
    st = STRENGTH[rev]
    wk = _WEAK[rev]
    lim = _limits(unseen, rules, rev, max_opp)
    strongest = 3 if rev else 15
    # the plan before: per rank whether its set is a control, and the totals
    ctl, losers, weak, controls = _sets(cnt, lim, rev, rules)
    jc = ctl[16]
    jw = wk[JOKER_RANK]
    lead_bonus, win_line, urgency = HEURISTIC.lead_bonus, HEURISTIC.win_line, HEURISTIC.urgency
    flips = rules.revolution or rules.western_revolution
    pile = t.pile
    pile_top = pile[-1][1] if pile else None
    twos_clear = rules.two_clears
    bomb = rules.two_bombs
    eights = rules.eight_clears
    quads = rules.quad_clears
    match = rules.match_clears and pile_top is not None and pile_top[0] == 2
    best = None
    best_s = None
    for m in moves:
        if m is PASS:
            s = _hand.cost_of(losers, weak, controls)
        else:
            size, rank, nat = m
            v = st[rank]
            if size == n:
                s = -100.0 + v * 0.01
            else:
                if size == 4 and flips:
                    # a revolution: the plan after it in the other order
                    after = list(cnt)
                    after[rank] -= nat
                    after[16] -= size - nat
                    _, lo, w, co = _sets(after, _limits(unseen, rules, not rev, max_opp), not rev, rules)
                    s = _hand.cost_of(lo, w, co)
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
                            if _is_control(left, rank, lim, rev, rules):
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
                    s = _hand.cost_of(lo, w, co)
                # it surely wins the trick: it clears (effects.clear_reason) or nothing beats it
                if ((rank == strongest and (twos_clear or (size == 1 and nat == 1 and bomb)))
                        or (rank == 8 and eights) or (size == 4 and quads)
                        or (match and size == 2 and pile_top[1] == rank)
                        or v > lim[size]):
                    s -= lead_bonus
                    if lo <= 1:
                        s -= win_line
                elif pile_top is None and size <= small:
                    s += urgency
                s += 0.001 * v
        if best_s is None or s < best_s:
            best, best_s = m, s
    return best

