"""Hard's exact deals (``ai.exact_deals.ExactDeals``): on small tables the count of deals
that meet the readings equals a brute-force count, every drawn deal meets them and keeps the
known cards and caps, and each deal comes up about equally often; on real positions of
Normal games the real deal always meets the readings it is drawn under."""

import itertools
import random
from collections import Counter
from types import SimpleNamespace

from president import Game, Rules, ai
from president.ai import infer
from president.ai.exact_deals import ExactDeals
from president.ai.search import hidden_constraints


def _positions(preset, level, games=40):
    """Observations of the seat to act, part way into rounds of four ``level`` bots, with the
    real hands."""
    for seed in range(games):
        game = Game(Rules.preset(preset, players=4), seed)
        bots = [ai.bot(level, seed=1)] * 4
        stop = random.Random(seed).randrange(5, 40)
        for _ in range(stop):
            rnd = game.round
            if rnd.over:
                break
            game.apply(bots[rnd.to_act](game, rnd.legal_moves()))
        rnd = game.round
        if not rnd.over and rnd.phase == "play":
            yield game.observation(rnd.to_act), [list(h) for h in rnd.hands]


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
OBS_ONE_LESS = SimpleNamespace(seat=0, players=4, hand_sizes=[5, 3, 3, 1])
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


def test_a_reading_no_deal_can_change_holds_in_every_deal_or_in_none():
    # no 7 is unseen, so seat 1 holds no 7 in every deal: "not exactly one 7" always holds,
    # "not exactly no 7" never does (then no deal meets the readings)
    ex = ExactDeals(OBS, POOL, {}, {}, {1: [(7, 1)]})
    assert ex.ok and ex.total == len(_all_deals(OBS, POOL, {}, {}))
    ex = ExactDeals(OBS, POOL, {}, {}, {1: [(7, 1), (7, 0)]})
    assert not ex.ok and ex.total == 0
    # the same with a known card: seat 2 is known to hold the 9 of clubs and no other 9 is
    # unseen, so it holds exactly one 9 in every deal
    pool = [c for c in POOL if c != 25]
    assert not ExactDeals(OBS_ONE_LESS, pool, {2: [24]}, {}, {2: [(9, 1)]}).ok
    assert ExactDeals(OBS_ONE_LESS, pool, {2: [24]}, {}, {2: [(9, 2)]}).ok


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
    from president.ai.hard import exact_sampler
    alone_1 = {1: [(5, 0), (5, 1), (5, 2)]}                 # seat 1 holds three 5s
    alone_2 = {2: [(5, 0), (5, 1)]}                         # seat 2 holds two 5s or more
    impossible_3 = {3: [(5, 0), (5, 1), (5, 2)]}            # seat 3 (2 cards) can meet none
    deals = _all_deals(OBS, POOL, {}, {})
    # together 1 and 2 ask for five 5s: the seat with fewer readings (2) is read by nothing
    ex = exact_sampler(OBS, POOL, {}, {}, alone_1 | alone_2 | impossible_3)
    assert ex is not None and ex.total == sum(_meets(d, alone_1) for d in deals)
    # each alone is kept
    ex = exact_sampler(OBS, POOL, {}, {}, alone_2 | impossible_3)
    assert ex.total == sum(_meets(d, alone_2) for d in deals)
    # more seats than the exact draw handles: None (the caller falls back to the local search)
    six = SimpleNamespace(seat=0, players=5, hand_sizes=[1, 2, 2, 2, 2])
    assert exact_sampler(six, POOL, {}, {}, alone_1) is None


def test_random_small_tables_count_as_brute_force():
    """150 random small tables (2-4 players, up to 2 jokers, known cards, caps, readings on
    any rank): the count is the brute-force count and every draw is one of those deals."""
    rng = random.Random(20261202)
    tried = 0
    for _ in range(150):
        players = rng.choice([2, 3, 4, 4])
        seat = rng.randrange(players)
        ranks = rng.sample(range(3, 16), rng.randint(1, 3))
        pool = []
        for r in ranks:
            pool += rng.sample([(r - 3) * 4 + k for k in range(4)], rng.randint(1, 4))
        pool = (pool + [52] * rng.choice([0, 0, 1, 2]))[:8]
        others = [s for s in range(players) if s != seat]
        sizes = [0] * players
        for _ in pool:
            sizes[rng.choice(others)] += 1
        sizes[seat] = 5
        obs = SimpleNamespace(seat=seat, players=players, hand_sizes=sizes)
        known, caps, cons = {}, {}, {}
        free = [c for c in pool if c != 52]
        for s in others:
            if sizes[s] and free and rng.random() < 0.3:
                known[s] = [free.pop(rng.randrange(len(free)))]
            if sizes[s] and rng.random() < 0.3:
                caps[s] = rng.choice(pool + [53])
            if sizes[s] and rng.random() < 0.7:
                cons[s] = sorted({(rng.choice(ranks + [rng.randrange(3, 16)]), rng.randint(0, 3))
                                  for _ in range(rng.randint(1, 3))})
        ok = [d for d in _all_deals(obs, pool, known, caps) if _meets(d, cons)]
        ex = ExactDeals(obs, pool, known, caps, cons)
        assert ex.total == len(ok) and ex.ok == bool(ok), (sizes, pool, known, caps, cons, ex.total, len(ok))
        if ex.ok:
            allowed = set(ok)
            for _ in range(20):
                assert tuple(tuple(h) for h in ex.draw(rng)) in allowed
            tried += 1
    assert tried > 60
