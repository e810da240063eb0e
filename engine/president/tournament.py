"""AI players against each other in duplicate format (``python -m president tournament``).

Every deal (seed S, S+1, ...) is played once per rotation of the seat line-up, so each bot
plays every hand from every seat; luck of the deal cancels out. For each bot type: mean score
per round, the share of President and Asshole finishes, each with a 95% confidence interval
(normal approximation over deals, the deal being the independent unit). Head to head: the
mean score difference per round between the first bot type and each other type, paired
within each deal, with its 95% confidence interval.

    python -m president tournament --preset classic --players 4 \
        --seats hard,normal,normal,normal --deals 2000 --seed 1 [--json] [--budget-ms 300]
"""

from __future__ import annotations

import math
import sys
import time

from .playout import bot, play_game
from .rules import Rules
from .vocabulary import EventCode

Z95 = 1.959964


def mean_ci(xs):
    """(mean, half-width of the 95% confidence interval) of a list of numbers."""
    n = len(xs)
    if n == 0:
        return 0.0, 0.0
    m = sum(xs) / n
    if n < 2:
        return m, float("inf")
    var = sum((x - m) ** 2 for x in xs) / (n - 1)
    return m, Z95 * math.sqrt(var / n)


# The upper bound (``--match cheat:normal``): Hard seeing every hand. Its deals are all the real
# one and Normal decides without randomness, so a few deals value each candidate exactly.
CHEAT = "cheat"
CHEAT_DEALS = 4


def cheat_bot(seed=0, budget_ms=300):
    """The benchmark's upper bound, not a level: a ``callable(game, moves)`` that decides as
    Hard (candidates, sure lines, endgames) but plays each candidate out on the real hands of
    every seat (``hard_choose(..., reveal=...)``, ``CHEAT_DEALS`` deals), each seat then
    playing as in Hard's own play-outs (this seat and any seat Normal cannot explain by Hard's
    heuristic, the others as Normal). Against Normals that look-ahead knows their answers
    exactly; it shows how much of the hidden cards' worth Hard gets (engine/AI-RESULTS.md, sixth part)."""
    import random  # noqa: PLC0415  (as playout.bot: the AI is only loaded when a bot asks for it)

    from .ai import decision_seed  # noqa: PLC0415
    from .ai.hard import hard_choose  # noqa: PLC0415

    def play(game, moves):
        if len(moves) == 1:
            return moves[0]
        obs = game.observation(game.round.to_act)
        rng = random.Random(decision_seed(seed, obs))
        return hard_choose(obs, list(moves), rng, budget_ms, CHEAT_DEALS,
                           reveal=[list(h) for h in game.round.hands])

    play.level = CHEAT
    return play


def make_bot(level, seed=0, budget_ms=300, max_samples=None):
    """:func:`president.ai.bot` for ``level``; ``"cheat"`` (``CHEAT``) is the strength
    benchmark's upper bound, Hard seeing every hand (:func:`cheat_bot`), never a level a player
    meets."""
    if level == CHEAT:
        return cheat_bot(seed, budget_ms)
    return bot(level, seed=seed, budget_ms=budget_ms, max_samples=max_samples)


def play_deal(rules: Rules, seats, deal_seed: int, seed: int, budget_ms, max_samples, timers=None):
    """Play one deal in every rotation. Returns per bot type lists of
    (points, president?, asshole?) per seat-round."""
    n = rules.players
    per_type: dict[str, list] = {t: [] for t in dict.fromkeys(seats)}
    for k in range(n):
        lineup = [seats[(s - k) % n] for s in range(n)]
        bots = []
        for level in lineup:
            b = make_bot(level, seed, budget_ms, max_samples)
            if timers is not None:
                b = _wrap(timers.setdefault(level, _Timer()), b)
            bots.append(b)

        def on_event(game, events, moves, lineup=lineup):
            if any(e.code == EventCode.ROUND_OVER for e in events):
                out, pts = game.round.out, game.round.points()
                for s in range(n):
                    per_type[lineup[s]].append((pts[s], out[0] == s, out[-1] == s))

        play_game(rules, deal_seed, bots, on_event)
    return per_type


class _Timer:
    """Decisions and seconds spent by one bot type."""

    def __init__(self):
        self.calls = 0
        self.seconds = 0.0


def _wrap(timer, fn):
    def call(game, moves):
        t = time.perf_counter()
        m = fn(game, moves)
        timer.seconds += time.perf_counter() - t
        timer.calls += 1
        return m
    return call


def _deal_worker(payload):
    rules_dict, seats, deal_seed, seed, budget_ms, max_samples = payload
    timers = {}
    res = play_deal(Rules.from_dict(rules_dict), seats, deal_seed, seed, budget_ms, max_samples, timers)
    return res, {k: (t.calls, t.seconds) for k, t in timers.items()}


def run_tournament(rules: Rules, seats, deals: int, seed: int = 0, budget_ms=300, max_samples=None,
                   jobs: int = 1, progress=None):
    """Run the duplicate tournament and return the summary dict (see module doc)."""
    if len(seats) != rules.players:
        raise ValueError(f"{len(seats)} seats for {rules.players} players")
    types = list(dict.fromkeys(seats))
    per_deal = {t: [] for t in types}          # mean points per round of the type in each deal
    pres = {t: [] for t in types}
    ass = {t: [] for t in types}
    calls = {t: 0 for t in types}
    secs = {t: 0.0 for t in types}
    rounds = 0
    t0 = time.perf_counter()
    payloads = [(rules.to_dict(), list(seats), seed + d, seed, budget_ms, max_samples) for d in range(deals)]
    if jobs > 1:
        import multiprocessing as mp
        pool = mp.get_context("fork" if sys.platform != "win32" else "spawn").Pool(jobs)
        results = pool.imap(_deal_worker, payloads, chunksize=1)
    else:
        pool = None
        results = map(_deal_worker, payloads)
    if progress is not None:
        results = progress(results, deals)
    try:
        for res, timing in results:
            for t in types:
                rows = res[t]
                per_deal[t].append(sum(r[0] for r in rows) / len(rows))
                pres[t].append(sum(r[1] for r in rows) / len(rows))
                ass[t].append(sum(r[2] for r in rows) / len(rows))
            rounds += sum(len(v) for v in res.values()) // rules.players
            for t, (c, s) in timing.items():
                calls[t] += c
                secs[t] += s
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    dt = time.perf_counter() - t0
    bots = {}
    for t in types:
        m, h = mean_ci(per_deal[t])
        pm, ph = mean_ci(pres[t])
        am, ah = mean_ci(ass[t])
        bots[t] = {"seats": seats.count(t), "mean_score": m, "ci95": [m - h, m + h],
                   "president_share": pm, "president_ci95": [pm - ph, pm + ph],
                   "asshole_share": am, "asshole_ci95": [am - ah, am + ah],
                   "decisions": calls[t], "ms_per_decision": 1000 * secs[t] / calls[t] if calls[t] else 0.0}
    diffs = []
    a = types[0]
    for b in types[1:]:
        d = [x - y for x, y in zip(per_deal[a], per_deal[b])]
        m, h = mean_ci(d)
        diffs.append({"a": a, "b": b, "mean_difference": m, "ci95": [m - h, m + h],
                      "significant": (m - h > 0) or (m + h < 0)})
    return {"rules": rules.changed() | {"preset": rules.preset, "players": rules.players},
            "seats": list(seats), "deals": deals, "seed": seed, "rounds_played": rounds,
            "budget_ms": budget_ms, "max_samples": max_samples, "seconds": round(dt, 2),
            "seat_average": (rules.players + 1) / 2, "bots": bots, "differences": diffs}


def format_summary(s) -> str:
    lines = [f"{s['deals']} deals x {len(s['seats'])} rotations ({s['rounds_played']} rounds) of "
             f"{s['rules']['preset']}, {s['rules']['players']} players, seats {','.join(s['seats'])}; "
             f"hard budget {s['budget_ms']} ms, max samples {s['max_samples']}; {s['seconds']:.0f} s",
             f"{'bot':<10}{'mean/round':>11}{'95% CI':>18}{'President':>11}{'95% CI':>16}{'Asshole':>9}{'95% CI':>16}{'ms/decision':>13}"]
    for t, b in s["bots"].items():
        lines.append(f"{t:<10}{b['mean_score']:>11.3f}   [{b['ci95'][0]:.3f}, {b['ci95'][1]:.3f}]"
                     f"{b['president_share']:>10.1%}  [{b['president_ci95'][0]:.1%}, {b['president_ci95'][1]:.1%}]"
                     f"{b['asshole_share']:>9.1%}  [{b['asshole_ci95'][0]:.1%}, {b['asshole_ci95'][1]:.1%}]"
                     f"{b['ms_per_decision']:>11.2f}")
    lines.append(f"(seat average {s['seat_average']:.2f} points per round)")
    for d in s["differences"]:
        verdict = "significant" if d["significant"] else "not significant"
        lines.append(f"{d['a']} minus {d['b']}: {d['mean_difference']:+.3f} points per round, "
                     f"95% CI [{d['ci95'][0]:+.3f}, {d['ci95'][1]:+.3f}] ({verdict})")
    return "\n".join(lines)
