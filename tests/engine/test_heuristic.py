"""Hard's heuristic, written once (``president.ai.countplan``): the plan after a play made by
its shortcut is the plan of the hand left, and with sequences the plan takes runs out of the hand
where that costs less. That Hard's engine moves and the play-outs' shapes get the same choice
from it is ``test_countplay.test_hard_heuristic_on_counts_agrees_on_random_positions``."""

import random

from test_countplay import random_position

from president import Rules
from president.ai import countplan, hard
from president.ai.countplay import Table
from president.ai.hand import Knowledge, plan_hand
from president.cards import parse_codes
from president.combos import RUN
from president.effects import STRENGTH
from president.round import Round

COUNTS_OPTIONS = ["two_bombs", "quad_clears", "match_skips", "match_clears", "joker_not_two",
                  "western_revolution", "revolution", "equal_plays", "two_clears", "eight_clears"]


def full_plans(cnt, moves, unseen, max_opp, rules, rev):
    """The plan (losers, weak, controls) after each move made from the whole hand left, in the
    order the play leaves in force (a four of a kind with a revolution turns it)."""
    out = []
    for m in moves:
        after, order = list(cnt), rev
        if m is not None:
            size, rank, nat = m
            after[rank] -= nat
            after[16] -= size - nat
            if size == 4 and (rules.revolution or rules.western_revolution):
                order = not rev
        lim = countplan.limits(unseen, rules, order, max_opp)
        out.append(countplan.plan_sets(after, lim, order, rules)[1:] + (None,))
    return out


def test_the_plan_after_a_play_is_the_plan_of_the_hand_left():
    """score_plays changes only the played rank's set and the jokers of the plan it had before
    the move; the scores equal those from the plans of the whole hands left, on random positions
    of random rule sets on rank counts (a revolution, jokers, sets larger than any other hand).
    plan_sets marks as controls the sets is_control names."""
    rng = random.Random(11)
    checked = 0
    while checked < 3000:
        opts = {o: rng.random() < 0.5 for o in COUNTS_OPTIONS}
        rules = Rules.preset(rng.choice(["classic", "hebrew"]), players=rng.randint(3, 6), jokers=rng.randint(0, 2),
                             revolution_timing=rng.choice(["immediate", "after_trick"]), **opts)
        r = random_position(rng, rules)
        if r is None:
            continue
        t = Table.from_round(r)
        moves = t.legal()
        seat = t.to_act
        others = [s for s in range(t.n) if s != seat and t.sizes[s]]
        unseen = [sum(t.counts[s][i] for s in others) for i in range(17)]
        max_opp = max((t.sizes[s] for s in others), default=0)
        min_opp = min((t.sizes[s] for s in others), default=0)
        top = t.pile[-1][1] if t.pile else None
        args = (t.counts[seat], t.sizes[seat], unseen, max_opp, min_opp, rules, t.reversed, top, moves, t._effects_now)
        lim = countplan.limits(unseen, rules, t.reversed, max_opp)
        control = countplan.plan_sets(t.counts[seat], lim, t.reversed, rules)[0]
        st, clearing = STRENGTH[t.reversed], countplan.clearing_sets(rules, t.reversed)
        assert control == [False] * 3 + [countplan.is_control(t.counts[seat][r] or 1, r, lim, st, clearing)
                                         and bool(t.counts[seat][r]) for r in range(3, 16)] + \
            [countplan.is_control(1, 16, lim, st, clearing)]
        shortcut = countplan.score_plays(*args)
        whole = countplan.score_plays(*args, full_plans(t.counts[seat], moves, unseen, max_opp, rules, t.reversed))
        assert [round(s, 9) for s in shortcut] == [round(s, 9) for s in whole], (rules.changed(), moves)
        checked += 1


def test_a_run_is_taken_out_of_the_plan_where_it_costs_less():
    """With sequences, 3-4-5 of clubs with a 9 is planned as the run and the 9 (two losers), not
    as four single losers; without sequences as four sets; the heuristic then leads the run."""
    hand = sorted(code for code, _ in parse_codes("3C 4C 5C 9D"))
    others = [c for c in range(52) if c not in hand]
    hands = [hand, others[:16], others[16:32], others[32:]]
    for sequences, losers in ((True, 2), (False, 4)):
        rules = Rules.preset("classic", sequences=sequences)
        know = Knowledge.from_hands(hands[1:], rules, False)
        cost, lo, weak, controls = plan_hand(hand, rules, know)
        assert (lo, controls) == (losers, 0)
        assert cost == countplan.cost_of(lo, weak, controls)
    r = Round.position(Rules.preset("classic", sequences=True), hands, to_act=0)
    best = hard.score_moves(r.observation(0), r.legal_moves(), Knowledge.from_hands(hands[1:], r.rules, False))[0][2]
    assert best.combo.kind == RUN and best.combo.size == 3, str(best)


def test_a_set_counts_as_clearing_only_when_the_rules_clear_it():
    """The heuristic's clearing sets are the engine's (``core.set_clears``, ``effects.clear_reason``):
    with ``two_bombs`` only a single 2 clears (a pair of 2s is a bomb's target, not a control while
    a 2 is unseen), with ``two_clears`` a set of 2s of any size does; in the reversed order the 3s.
    A heuristic that counted every set of 2s as clearing under ``two_bombs`` failed here."""
    from president.combos import make_set
    from president.effects import clear_reason

    for preset, opts in (("hebrew", {}), ("classic", {"two_bombs": True, "two_clears": False}),
                         ("classic", {"two_clears": True}), ("classic", {"eight_clears": True, "quad_clears": True})):
        rules = Rules.preset(preset, **opts)
        for rev in (False, True):
            clearing = countplan.clearing_sets(rules, rev)
            for r in range(3, 16):
                for k in range(1, 5):
                    combo = make_set(tuple(((r - 3) << 2) | x for x in range(k)), 0, r)
                    assert bool(clearing[r] >> k & 1) == (clear_reason(combo, None, rules, rev) is not None), \
                        (preset, opts, rev, r, k)
    rules = Rules.preset("hebrew")
    unseen = [0] * 3 + [4] * 13 + [2]
    unseen[15] = 1                           # one 2 unseen: it bombs a pair
    lim = countplan.limits(unseen, rules, False, 10)
    clearing = countplan.clearing_sets(rules, False)
    assert countplan.is_control(1, 15, lim, STRENGTH[False], clearing)
    assert not countplan.is_control(2, 15, lim, STRENGTH[False], clearing)
