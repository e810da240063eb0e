"""The fast play-outs of Hard's search (``president.ai.countplay``, issue 14): on random
positions of random rule sets they list the engine's legal moves and play the round on exactly
as the engine does, move for move; they claim only the rules they play."""

import random

from president import Game, Rules, ai
from president.ai.countplan import plan_move
from president.ai.countplay import Table, playout, supports
from president.ai.hand import Knowledge
from president.ai.hard import score_moves
from president.ai.search import rollout_move

# Options drawn on and off at random; the local rules of brief 12 that ask for gives (7-pass,
# 10-discard) and the house rules descents and inheritance are not claimed.
OPTIONS = ["two_bombs", "quad_clears", "match_skips", "match_clears", "joker_not_two",
           "western_revolution", "revolution", "equal_plays", "two_clears", "eight_clears",
           "sequences", "lock", "spade3_return", "jack_back", "forbidden_finish", "capital_fall",
           "five_skip"]


def engine_playout(r, seat, first, policy, table):
    """Play ``first`` and then the round on in the engine with every seat making ``policy``'s
    choice until ``seat`` is out: ``(trace of (seat, shape), points of seat)``."""
    trace = []
    r.apply(first)
    while r.phase != "over" and seat not in r.out:
        s = r.to_act
        if policy == "normal":
            m = rollout_move(r)
        else:
            moves = r.legal_moves()
            m = moves[0] if len(moves) == 1 else Table.from_round(r).engine_move("baseline", moves)
        trace.append((s, None if m.kind == "pass" else table.shape(m.combo)))
        r.apply(m)
    return trace, r.n + 1 - r.place(seat)


def random_claimed_rules(rng, preset):
    opts = {}
    if preset != "cardverse":
        for o in OPTIONS:
            if rng.random() < 0.3:
                opts[o] = rng.random() < 0.5
        opts.update(jokers=rng.randint(0, 2), revolution_timing=rng.choice(["immediate", "after_trick"]))
    return Rules.preset(preset, players=rng.randint(3, 6), rounds=2, **opts)


def compare_games(games, seed, presets, share):
    """Play ``games`` random games (easy, normal and baseline moves mixed); at every position of
    the play phase after the first lead compare the legal shapes, and at a ``share`` of them
    play the round on both ways from a random legal move. Returns the counts."""
    rng = random.Random(seed)
    drivers = [ai.bot("easy"), ai.bot("normal"), ai.bot("baseline")]
    seen = {"positions": 0, "playouts": 0, "steps": 0, "suited": 0, "planned": 0}
    for i in range(games):
        rules = random_claimed_rules(rng, rng.choice(presets))
        assert supports(rules), rules.changed()
        game = Game(rules, 700 + i)
        while not game.over:
            r = game.round
            while not r.over:
                legal = r.legal_moves()
                if r.phase == "play" and r.first_play_done:
                    t = Table.from_round(r)
                    shapes = list(dict.fromkeys(None if m.kind == "pass" else t.shape(m.combo) for m in legal))
                    assert t.legal() == shapes, (rules.changed(), [str(m) for m in legal])
                    seen["positions"] += 1
                    # Normal's shortcuts (on counts, no joker: going out, the lowest whole group;
                    # suited: the lead and the follow of a set) give the choice its full rule
                    # makes from the whole list of legal shapes
                    assert t.normal() == t._normal_full(t.legal()), (rules.changed(), t.counts[t.to_act], t.pile)
                    if not t.suited:
                        # the sample client's shortcut (no joker) gives its choice from the list
                        assert t.baseline() == t._baseline_full(), (rules.changed(), t.counts[t.to_act], t.pile)
                        # Hard's heuristic on counts picks the move score_moves ranks first
                        # when the unseen cards are the others' hands
                        others = [h for s, h in enumerate(r.hands) if s != r.to_act]
                        ranked = score_moves(game.observation(r.to_act), legal,
                                             Knowledge.from_hands(others, rules, r.reversed))[0][2]
                        assert plan_move(t) == (None if ranked.kind == "pass" else t.shape(ranked.combo)), (
                            rules.changed(), t.counts[t.to_act], t.pile)
                        seen["planned"] += 1
                    if rng.random() < share:
                        seat = r.to_act
                        first = rng.choice(legal)
                        policy = "normal" if not supports(rules, "baseline") else rng.choice(["normal", "baseline"])
                        fast = []
                        shape = None if first.kind == "pass" else t.shape(first.combo)
                        p = playout(t.copy(), seat, shape, fast, policy)
                        assert playout(t.copy(), seat, shape, None, policy) == p    # the untraced loop
                        if not t.suited:
                            # this seat by Hard's heuristic, the others by Normal: both loops agree
                            mixed = ["planner" if s == seat else "normal" for s in range(r.n)]
                            steps = []
                            q = playout(t.copy(), seat, shape, steps, mixed)
                            assert playout(t.copy(), seat, shape, None, mixed) == q
                            replay = t.copy()
                            replay.apply(shape)
                            for s, m in steps:
                                assert m == (plan_move(replay) if s == seat else replay.normal())
                                replay.apply(m)
                        slow, q = engine_playout(r.copy(), seat, first, policy, t)
                        assert (fast, p) == (slow, q), (rules.changed(), str(first), policy)
                        seen["playouts"] += 1
                        seen["steps"] += len(fast)
                        seen["suited"] += t.suited
                game.apply(rng.choice(drivers)(game, legal))
            if not game.over:
                game.new_round()
    return seen


def test_rank_count_playouts_agree_move_for_move_with_the_engine():
    """Thousands of positions: the legal shapes and every later step (seat and shape) and the
    final place of a play-out are the engine's, for Normal and the sample client as policy, on
    counts (classic, CardVerse, Hebrew options) and suited (runs, lock and the local rules)."""
    seen = compare_games(40, 11, ["classic", "cardverse", "hebrew", "daifugo", "japanese"], 0.12)
    assert seen["positions"] > 3000 and seen["playouts"] > 400 and seen["steps"] > 8000, seen
    assert seen["planned"] > 1200, seen
    assert 100 < seen["suited"] < seen["playouts"] - 100, seen


def test_suited_playouts_of_the_dai_fugo_presets():
    """daifugo and japanese as shipped (runs, joker, 8-stop, lock, jack back, spade-3 return,
    forbidden finish, capital fall in the second round) with their options drawn at random."""
    seen = compare_games(14, 5, ["daifugo", "japanese"], 0.3)
    assert seen["positions"] > 1000 and seen["suited"] > 300, seen


def test_rank_count_playouts_claim_only_the_rules_they_play():
    assert supports(Rules.preset("classic")) and supports(Rules.preset("cardverse"))
    assert supports(Rules.preset("hebrew"))
    assert supports(Rules.preset("daifugo")) and supports(Rules.preset("japanese"))
    assert not supports(Rules.preset("daifugo"), "baseline")          # the sample client: counts only
    assert supports(Rules.preset("classic"), "baseline")
    assert not supports(Rules.preset("hebrew", descents=True))
    assert not supports(Rules.preset("hebrew", inheritance=True))
    assert not supports(Rules.preset("japanese", seven_pass=True))
    assert not supports(Rules.preset("japanese", ten_discard=True))
    assert Table.from_round(Game(Rules.preset("japanese"), 1).round).suited
    assert not Table.from_round(Game(Rules.preset("hebrew"), 1).round).suited

    class Future:                                                     # a local rule it does not know
        def __init__(self, on):
            self.values = {**Rules.preset("classic").to_dict(), "wizard": on}

        def __getattr__(self, name):
            return self.values[name]

        def to_dict(self):
            return dict(self.values)
    assert supports(Future(False)) and not supports(Future(True))


def random_position(rng, rules):
    """A random play-phase position of ``rules`` (no suits): the cards still in play split
    unevenly (some seats out, the seat to act often short), jokers anywhere, any order and
    direction, and on the table nothing or a random set (jokers in it, the lone joker)."""
    from president.cards import JOKER
    from president.combos import lone_joker, make_set
    from president.round import Round
    n = rules.players
    deck = list(range(52)) + [JOKER] * rules.jokers
    rng.shuffle(deck)
    live = deck[:rng.randint(n, len(deck))]
    seat = rng.randrange(n)
    out = [s for s in range(n) if s != seat and rng.random() < 0.2][:n - 2]
    alive = [s for s in range(n) if s not in out]
    hands = [[] for _ in range(n)]
    lopsided = rng.random() < 0.3
    for c in live:
        hands[alive[0] if lopsided and rng.random() < 0.5 else rng.choice(alive)].append(c)
    if rng.random() < 0.5:               # a short hand to act: the rest to the others
        keep = rng.randint(1, max(1, min(len(hands[seat]), 8)))
        extra, hands[seat] = hands[seat][keep:], hands[seat][:keep]
        for c in extra:
            hands[rng.choice([s for s in alive if s != seat])].append(c)
    if any(not hands[s] for s in alive):
        return None
    pile = []
    if rng.random() < 0.6:
        size = rng.choice([1, 1, 1, 2, 2, 3, 4])
        if size == 1 and rng.random() < 0.08:
            combo = lone_joker()
        else:
            r = rng.randint(3, 15)
            nat = tuple(((r - 3) << 2) | s for s in range(size))
            jok = 0
            if rules.jokers and size > 1 and rng.random() < 0.2 and not (rules.joker_not_two and r == 15):
                jok, nat = 1, nat[:-1]
            combo = make_set(nat, jok, r)
        pile = [(rng.choice([s for s in range(n) if s != seat]), combo)]
    flips = rng.choice([0, 0, 1]) if rules.revolution_timing == "after_trick" else 0
    return Round.position(rules, hands, to_act=seat, pile=pile, order=rng.choice(["normal", "reversed"]),
                          out=out, last_player=pile[-1][0] if pile else None, pending_flips=flips,
                          direction=rng.choice([1, -1]))


def test_hard_heuristic_on_counts_agrees_on_random_positions():
    """countplan.plan_move = the move hard.score_moves ranks first (the others' hands as the
    unseen cards): the one heuristic (countplan.score_plays) given the engine's moves and given
    the play-outs' shapes decides alike, on random positions that games rarely reach: two jokers
    in one hand, sets larger than every opponent hand, the lone joker or a set with a joker on
    the table, seats out, every counts option drawn at random."""
    from president.ai.hard import score_raw
    rng = random.Random(3)
    counts_options = ["two_bombs", "quad_clears", "match_skips", "match_clears", "joker_not_two",
                      "western_revolution", "revolution", "equal_plays", "two_clears", "eight_clears"]
    checked = 0
    while checked < 12000:
        opts = {o: rng.random() < 0.5 for o in counts_options}
        rules = Rules.preset(rng.choice(["classic", "hebrew"]), players=rng.randint(3, 6), jokers=rng.randint(0, 2),
                             revolution_timing=rng.choice(["immediate", "after_trick"]), **opts)
        for _ in range(20):
            r = random_position(rng, rules)
            if r is None or len(r.legal_moves()) < 2:
                continue
            t = Table.from_round(r)
            seat = r.to_act
            know = Knowledge.from_hands([h for s, h in enumerate(r.hands) if s != seat], rules, r.reversed)
            ranked = score_raw(list(r.hands[seat]), r.top, r.reversed, rules, r.legal_moves(), know)[0][2]
            want = None if ranked.kind == "pass" else t.shape(ranked.combo)
            assert plan_move(t) == want, (rules.changed(), r.reversed, t.counts[seat], t.sizes, t.pile)
            checked += 1


def test_play_out_policies_are_checked_by_name():
    """A misspelt policy or Hard's heuristic on a table with suits is refused, not played as
    Normal."""
    import pytest
    t = Table.from_round(Game(Rules.preset("classic"), 1).round)
    seat = t.to_act
    for bad in ("Normal", ["normal", "planer", "normal", "normal"], "planner"):
        with pytest.raises(ValueError, match="play-out policy"):
            playout(t.copy(), seat, t.legal()[0], None, bad)
    suited_table = Table.from_round(Game(Rules.preset("daifugo"), 1).round)
    with pytest.raises(ValueError, match="play-out policy 'planner'"):
        playout(suited_table.copy(), suited_table.to_act, suited_table.legal()[0], None, ["planner"] * 4)
    assert playout(t.copy(), seat, t.legal()[0], None, ["planner" if s == seat else "normal" for s in range(4)]) in (1, 2, 3, 4)
