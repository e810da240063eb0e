"""Hard's reading of the others' moves as evidence (``infer.MoveEvidence``): replayed on the
real hands, each model makes exactly the moves its seats made; deals that contradict the
moves are less likely than the real one, never impossible."""

import random

from president import Game, Rules
from president import ai
from president.ai.infer import MoveEvidence
from president.ai.search import hidden_constraints, sample_hands


def _positions(preset, level, games=40):
    """Observations of the seat to act, part way into rounds of four ``level`` bots."""
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


def test_each_model_explains_its_own_moves_on_the_real_hands():
    for preset in ("classic", "cardverse"):
        for k, level in enumerate(("normal", "baseline")):
            own = other = steps = 0
            for obs, hands in _positions(preset, level):
                pool, _, _ = hidden_constraints(obs)
                ev = MoveEvidence(obs, pool)
                assert ev.ok
                steps += len(ev.snaps)
                for seat, row in ev.misses(hands).items():
                    assert seat != obs.seat
                    own += row[k]
                    other += row[1 - k]
            assert steps > 300
            assert own == 0, (preset, level)
            assert other > 50, (preset, level)      # the models tell the players apart


def test_the_real_deal_is_at_least_as_likely_as_any_other():
    rng = random.Random(5)
    lower = total = 0
    for obs, hands in _positions("classic", "normal", 30):
        pool, known, caps = hidden_constraints(obs)
        ev = MoveEvidence(obs, pool)
        if not ev.snaps:
            continue
        real = ev.weight(hands, (1.0, 0.0), 0.1, 0.01)
        for _ in range(5):
            w = ev.weight(sample_hands(obs, pool, known, caps, rng), (1.0, 0.0), 0.1, 0.01)
            assert 0 < w <= real
            lower += w < real
            total += 1
    assert total > 50 and lower > total // 2


def test_hard_with_the_likelihood_plays_whole_rounds_the_same_way_twice(monkeypatch):
    """``hard.LIKELIHOOD`` (off by default): Hard still plays legal, complete rounds, and the
    same seeds give the same moves."""
    from president.ai import hard as hard_mod
    from president.playout import play_game
    monkeypatch.setattr(hard_mod, "LIKELIHOOD", True)
    for preset in ("classic", "cardverse"):
        runs = []
        for _ in range(2):
            bots = [ai.bot("hard", seed=3, max_samples=4)] + [ai.bot("normal")] * 3
            game = play_game(Rules.preset(preset, players=4), 11, bots)
            runs.append((game.scores, [str(h) for h in game.round.history]))
        assert runs[0] == runs[1]
        assert sum(runs[0][0]) == 10
