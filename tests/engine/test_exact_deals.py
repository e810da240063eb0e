"""Hard's exact deals (``ai.exact_deals.ExactDeals``): on small tables the count of deals
that meet the readings equals a brute-force count, every drawn deal meets them and keeps the
known cards and caps, and each deal comes up about equally often; on real positions of
Normal games the real deal always meets the readings it is drawn under."""

import itertools
import random
from collections import Counter
from types import SimpleNamespace

from president.ai import infer
from president.ai.exact_deals import ExactDeals
from president.ai.search import hidden_constraints
from test_ai_evidence import _positions


def _rank(c):
    return 16 if c == 52 else (c >> 2) + 3


def _meets(hands, cons):
    for s, pairs in cons.items():
        cnt = Counter(_rank(c) for c in hands[s])
        if any(cnt[r] == n for r, n in pairs):
            return False
    return True


def _all_deals(obs, pool, known, caps):
    """Every deal of ``pool`` to the other seats (hands as sorted tuples), brute force."""
    seats = [s for s in range(obs.players) if s != obs.seat and obs.hand_sizes[s]]
    rest = list(pool)
    for cs in known.values():
        for c in cs:
            rest.remove(c)
    out = []
    for who in itertools.product(range(len(seats)), repeat=len(rest)):
        hands = [list(known.get(s, ())) for s in range(obs.players)]
        for j, c in zip(who, rest):
            hands[seats[j]].append(c)
        if any(len(hands[s]) != obs.hand_sizes[s] for s in seats):
            continue
        if any(s in caps and any(c >= caps[s] for c in hands[s] if c not in known.get(s, ()))
               for s in seats):
            continue
        out.append(tuple(tuple(sorted(h)) for h in hands))
    return out


# Three other seats of 3, 3 and 2 cards; this seat (0) holds nothing of the pool. Pool: the four
# 5s, two 9s, the ace of clubs and a joker.
POOL = [8, 9, 10, 11, 24, 25, 44, 52]
OBS = SimpleNamespace(seat=0, players=4, hand_sizes=[5, 3, 3, 2])
CASES = [
    ({}, {}, {}),
    ({1: [(5, 0), (5, 1)], 2: [(9, 1)]}, {}, {}),
    ({1: [(5, 2)], 3: [(14, 1), (5, 0)]}, {2: [24]}, {}),
    ({2: [(5, 1)]}, {}, {3: 25}),                       # seat 3 holds nothing from the 9 of spades up
    ({1: [(5, 3)], 2: [(5, 0), (9, 0)]}, {1: [11]}, {2: 44}),
]


def test_the_count_is_the_brute_force_count_and_draws_meet_everything():
    for cons, known, caps in CASES:
        ok = [d for d in _all_deals(OBS, POOL, known, caps) if _meets(d, cons)]
        ex = ExactDeals(OBS, POOL, known, caps, cons)
        assert ex.ok and ex.total == len(ok), (cons, known, caps, ex.total, len(ok))
        rng = random.Random(7)
        seen = Counter()
        draws = 40 * len(ok)
        for _ in range(draws):
            hands = ex.draw(rng)
            deal = tuple(tuple(h) for h in hands)
            assert deal in set(ok), (cons, known, caps, hands)
            seen[deal] += 1
        # each deal equally likely: with 40 draws per deal (seed fixed) none is far off
        assert len(seen) == len(ok)
        assert max(seen.values()) < 40 * 2.2 and min(seen.values()) > 40 / 3, seen.most_common(2)


def test_counts_are_drawn_as_the_deals_are():
    # draw_counts gives the counts per rank of draw's deals, each count table as often
    for cons, known, caps in CASES:
        ok = [d for d in _all_deals(OBS, POOL, known, caps) if _meets(d, cons)]
        expect = Counter(tuple(tuple(Counter(_rank(c) for c in h)[r] for r in range(17)) for h in d[1:])
                         for d in ok)
        ex = ExactDeals(OBS, POOL, known, caps, cons)
        rng = random.Random(3)
        draws = 40 * len(ok)
        seen = Counter()
        for _ in range(draws):
            counts = ex.draw_counts(rng)
            assert counts[0] is None
            seen[tuple(tuple(c) for c in counts[1:])] += 1
        assert set(seen) == set(expect), (cons, known, caps)
        for key, n in expect.items():
            share = n / len(ok)
            assert abs(seen[key] / draws - share) < 0.25 * share + 0.01, (cons, key, seen[key], share * draws)


def test_no_deal_meets_the_readings_or_too_many_seats():
    # seat 3 (2 cards) must hold neither 0, 1 nor 2 of the 5s: no deal
    ex = ExactDeals(OBS, POOL, {}, {}, {3: [(5, 0), (5, 1), (5, 2)]})
    assert not ex.ok and ex.total == 0
    six = SimpleNamespace(seat=0, players=5, hand_sizes=[1, 2, 2, 2, 2])
    assert not ExactDeals(six, POOL, {}, {}, {}).ok


def test_a_reading_no_deal_can_change_is_left_out():
    # no 7 is unseen: "seat 1 holds no 7" is true of every deal and must not empty the set
    ex = ExactDeals(OBS, POOL, {}, {}, {1: [(7, 0)]})
    assert ex.ok and ex.total == len(_all_deals(OBS, POOL, {}, {}))


def test_the_real_deal_meets_normal_readings_and_is_drawn_under_them():
    positions = 0
    for obs, real in _positions("classic", "normal", games=30):
        pool, known, caps = hidden_constraints(obs)
        events = infer.replay_events(obs, pool)
        cons = infer.pass_constraints(obs, pool, events)
        for s, (model, pairs) in infer.seat_models(obs, pool, known, events).items():
            if model == "normal":
                cons.setdefault(s, [])
                cons[s] = sorted(set(cons[s]) | set(pairs))
        assert _meets(real, cons), (obs.seat, cons)
        ex = ExactDeals(obs, pool, known, caps, cons)
        assert ex.ok and ex.total >= 1
        rng = random.Random(positions)
        for _ in range(5):
            hands = ex.draw(rng)
            assert _meets(hands, cons)
            assert [len(h) for h in hands] == [0 if s == obs.seat else n for s, n in enumerate(obs.hand_sizes)]
            assert sorted(c for s, h in enumerate(hands) if s != obs.seat for c in h) == sorted(pool)
        positions += 1
    assert positions >= 20


def test_readings_that_contradict_each_other_are_dropped_seat_by_seat():
    from president.ai.hard import exact_deals
    alone_1 = {1: [(5, 0), (5, 1), (5, 2)]}                 # seat 1 holds three 5s
    alone_2 = {2: [(5, 0), (5, 1)]}                         # seat 2 holds two 5s or more
    impossible_3 = {3: [(5, 0), (5, 1), (5, 2)]}            # seat 3 (2 cards) can meet none
    deals = _all_deals(OBS, POOL, {}, {})
    # together 1 and 2 ask for five 5s: the seat with fewer readings (2) is read by nothing
    ex = exact_deals(OBS, POOL, {}, {}, alone_1 | alone_2 | impossible_3)
    assert ex is not None and ex.total == sum(_meets(d, alone_1) for d in deals)
    # each alone is kept
    ex = exact_deals(OBS, POOL, {}, {}, alone_2 | impossible_3)
    assert ex.total == sum(_meets(d, alone_2) for d in deals)
    # more seats than the exact draw handles: None (the caller falls back to the local search)
    six = SimpleNamespace(seat=0, players=5, hand_sizes=[1, 2, 2, 2, 2])
    assert exact_deals(six, POOL, {}, {}, alone_1) is None
