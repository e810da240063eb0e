"""The Easy, Normal and UEC-baseline players, and the give decisions of every level.

Each play function takes the seat's hand (sorted codes), the top of the pile (or None), the
order (``rev``), the rules, and the legal moves; it never sees another seat's cards.
"""

from __future__ import annotations

from .. import effects
from ..cards import JOKER
from ..combos import RUN, SET
from ..policies import lowest
from .hand import JOKER_RANK, breaks_group, rank_counts, top_rank, value


def combo_key(c, rev):
    """Sort key: weakest first in the current order, fewer jokers, fewer cards."""
    return (c.value(rev), c.codes.count(JOKER), c.size, c.codes)


# ---------------------------------------------------------------------------- Normal
def is_keeper(c, rev) -> bool:
    """A control card Normal saves to win back the lead: 2s (3s in a revolution), jokers,
    four of a kinds."""
    if JOKER in c.codes:
        return True
    if c.kind == SET:
        return c.rank == top_rank(rev) or c.size == 4
    return False


def forbidden_out(c, top, rules, rev, n) -> bool:
    """True if playing ``c`` empties a hand of ``n`` cards on a forbidden card (brief 12)."""
    return c.size == n and effects.is_forbidden_finish(c, rules, rev, effects.is_spade3_return(c, top, rules))


def local_rules_play(hand, top, rev, rules, moves):
    """Normal's use of the Dai Fugo local rules (brief 12), before its usual choice; a move or
    None. Answers a lone joker with the 3♠ (spade-3 return); plays a set of Jacks (jack back)
    when two or more of its other cards are weak now and strong in the reversed order; with
    ``forbidden_finish``, spends its forbidden cards (jokers, the top rank, 8s with
    ``eight_clears``) while it still holds two or fewer other cards to go out on."""
    plays = [m for m in moves if m.kind == "play"]
    if not plays:
        return None
    n = len(hand)
    counts = rank_counts(hand)
    if rules.spade3_return and top is not None and top.is_lone_joker:
        for m in plays:
            if effects.is_spade3_return(m.combo, top, rules) and not forbidden_out(m.combo, top, rules, rev, n):
                return m
    if rules.jack_back:
        jacks = [m for m in plays if effects.is_jack_back(m.combo, rules) and m.combo.size < n
                 and JOKER not in m.combo.codes and not breaks_group(m.combo, counts)]
        weak = sum(1 for c in hand if c != JOKER and (c >> 2) + 3 != effects.JACK and value((c >> 2) + 3, rev) <= 6)
        if jacks and weak >= 2:
            return jacks[0]
    if rules.forbidden_finish:
        def bad(c):
            r = (c >> 2) + 3
            return c == JOKER or r == top_rank(rev) or (rules.eight_clears and r == 8)
        spare = sum(1 for c in hand if not bad(c))
        if 0 < spare <= 2 and spare < n:
            spend = [m for m in plays if m.combo.size < n and any(bad(c) for c in m.combo.codes)
                     and not forbidden_out(m.combo, top, rules, rev, n)]
            if spend:
                return min(spend, key=lambda m: combo_key(m.combo, rev))
    return None


def normal_play(hand, top, rev, rules, moves, urgent: bool, lock=None):
    """Normal (rules brief 10): lowest play that keeps sets whole and saves the control cards
    (2s or the top rank of the order, jokers, four of a kinds); passes rather than break a set
    or spend a control card, except near the end of its hand or when an opponent is about to
    go out (``urgent``), when it uses them to win back the lead. Goes out when it can (never on
    a forbidden card when another step exists). With the local rules (brief 12) see
    :func:`local_rules_play`; with ``lock`` it prefers, at a small cost, a play that locks the
    trick to suits in which it keeps a stronger card (``lock``: the trick's current lock)."""
    n = len(hand)
    counts = rank_counts(hand)
    local_move = local_rules_play(hand, top, rev, rules, moves)
    if local_move is not None:
        return local_move
    if rules.forbidden_finish and any(m.kind == "play" and forbidden_out(m.combo, top, rules, rev, n) for m in moves):
        others = [m for m in moves if not (m.kind == "play" and forbidden_out(m.combo, top, rules, rev, n))]
        if others:
            moves = others
    locking = rules.lock and top is not None and not lock
    tr = top_rank(rev)
    best = None
    best_key = None
    pass_move = None
    any_play = False
    for m in moves:
        c = m.combo
        if c is None:
            if m.kind == "pass":
                pass_move = m
            continue
        any_play = True
        size = c.size
        if size == n:
            return m
        codes = c.codes
        if codes[-1] == JOKER:
            continue                       # a joker is a control card
        if c.kind == SET:
            r = c.rank
            if r == tr or size == 4 or size < counts[r]:
                continue                   # control card, or it would split a set
        else:
            lo, hi = c.low, c.rank
            if any(counts[x] > 1 for x in range(lo, hi + 1)):
                continue
        bonus = 0
        if locking:
            suits = effects.lock_made(c, top, rules)
            # Worth a little: a stronger card of those suits stays in hand to follow the lock.
            if suits and any(x != JOKER and (x & 3) in suits and x not in codes
                             and value((x >> 2) + 3, rev) > c.value(rev) for x in hand):
                bonus = 2
        k = (c.value(rev) - bonus, -bonus, size, codes)
        if best_key is None or k < best_key:
            best, best_key = m, k
    if best is not None:
        return best
    if not any_play:
        return pass_move
    groups = sum(1 for r in range(3, 17) if counts[r])
    if top is None or groups <= 2 or urgent:
        # Leading (must play) or near the end: whole sets first, control cards included.
        plays = [m for m in moves if m.kind == "play"]
        whole = [m for m in plays if not breaks_group(m.combo, counts)]
        pool = whole or plays
        return min(pool, key=lambda m: combo_key(m.combo, rev))
    return pass_move


# ---------------------------------------------------------------------------- baseline
def _in_run_codes(hand, rules):
    """Cards of the hand that belong to a natural run of 3+ (sequences on)."""
    if not rules.sequences:
        return set()
    have = set(c for c in hand if c != JOKER)
    out = set()
    for c in have:
        r, s = (c >> 2) + 3, c & 3
        def has(rr):
            return 3 <= rr <= 15 and ((rr - 3) << 2 | s) in have
        if (has(r - 1) and has(r - 2)) or (has(r - 1) and has(r + 1)) or (has(r + 1) and has(r + 2)):
            out.add(c)
    return out


def baseline_play(hand, top, rev, rules, moves):
    """The UEC computer Daihinmin (UECda) sample client's heuristic: leading, the longest run,
    else the largest set, else the lowest single; following a single, the lowest single that
    is no card of a set or a run (the lone joker allowed); following a set (``followGroup``),
    the lowest whole natural group of exactly that size, never a card out of a larger set and
    no joker; following a run, the lowest run that beats it; pass when there is none."""
    plays = [m for m in moves if m.kind == "play"]
    pass_move = next((m for m in moves if m.kind == "pass"), None)
    if not plays:
        return pass_move
    if top is None:
        runs = [m for m in plays if m.combo.kind == RUN]
        if runs:
            return min(runs, key=lambda m: (-m.combo.size, m.combo.codes.count(JOKER), m.combo.value(rev), m.combo.codes))
        return min(plays, key=lambda m: (-m.combo.size, m.combo.codes.count(JOKER), m.combo.value(rev), m.combo.codes))
    if top.kind == SET and top.size == 1:
        counts = rank_counts(hand)
        in_run = _in_run_codes(hand, rules)
        singles = [m for m in plays if m.combo.size == 1 and (m.combo.rank == JOKER_RANK or
                   (counts[m.combo.rank] == 1 and m.combo.codes[0] not in in_run))]
        if not singles:
            return pass_move
        return min(singles, key=lambda m: combo_key(m.combo, rev))
    if top.kind == SET:
        # followGroup: only a whole natural group of exactly the pile's size (a larger set is
        # never split, no joker is spent).
        counts = rank_counts(hand)
        whole = [m for m in plays if m.combo.kind == SET and m.combo.size == top.size
                 and JOKER not in m.combo.codes and counts[m.combo.rank] == top.size]
        if not whole:
            return pass_move
        return min(whole, key=lambda m: combo_key(m.combo, rev))
    return min(plays, key=lambda m: combo_key(m.combo, rev))


# ---------------------------------------------------------------------------- gives
def give_move(moves, codes, to=None):
    """The legal give move with exactly these cards (and target)."""
    want = tuple(sorted(codes))
    for m in moves:
        if m.kind == "give" and tuple(sorted(m.codes)) == want and (to is None or m.to == to):
            return m
    return None


def inherit_target(obs):
    """Seat to receive an inherited card: the seat still in the round with the lowest game
    score (ties: most cards, then lowest seat). The giver's own place is already fixed, so
    this only shapes the rest of the game."""
    cands = [s for s in range(obs.players) if s != obs.seat and s not in obs.out]
    scores = obs.scores if obs.scores else (0,) * obs.players
    return min(cands, key=lambda s: (scores[s], -obs.hand_sizes[s], s))


def weakest_cards(hand, count, rev, keep_sets: bool):
    """The ``count`` cards to part with: weakest in the order, never jokers or the top rank
    while others remain; with ``keep_sets`` single cards go before cards of a pair or more."""
    counts = rank_counts(hand)
    tr = top_rank(rev)

    def key(c):
        r = JOKER_RANK if c == JOKER else (c >> 2) + 3
        keeper = c == JOKER or r == tr
        return (keeper, keep_sets and counts[r] > 1, value(r, rev), c)

    return sorted(hand, key=key)[:count]


def simple_give(level, obs, moves):
    """Give decisions of Easy, Normal and baseline (exchange, descent discard, inheritance)."""
    p = obs.pending or {}
    reason = p.get("reason")
    if level == "easy":
        return lowest(moves, obs.order == "reversed")
    if reason == "inherit":
        to = inherit_target(obs)
        card = min(obs.hand)
        return give_move(moves, (card,), to) or moves[0]
    count = p.get("count", len(moves[0].pairs))
    rev = obs.order == "reversed" and reason != "exchange"
    cards = weakest_cards(list(obs.hand), count, rev, keep_sets=(level != "baseline"))
    return give_move(moves, cards) or lowest(moves, rev)
