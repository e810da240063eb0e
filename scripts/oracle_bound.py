"""An oracle bound for issue 30 item 3 (engine/AI-RESULTS.md): how far can any player in one seat
get above Normal against three ``montecarlo-cpu`` seats?

The oracle knows every hand and every future decision of the other seats: a level decides by a
pure function of its observation (its rng is ``decision_seed(seed, obs)``), so the rest of a
round is simulated exactly. At each of its decisions with more than one distinct play (plays
grouped by their shape on rank counts, as the Monte Carlo design groups them; the pass is one
more), it copies the game, applies each candidate, plays the round to its end with the real
opponent bots in their seats and its own seat continuing as the shipped Hard, and takes the
candidate with the best final points for its seat (tie: Hard's own choice if among the tied,
else the first in the legal order). A candidate shape is played with the cards Hard chose when
Hard chose that shape, else with the first legal move of that shape (suits only steer the
others' random seeds, and the oracle does not hunt for seeds). Decisions with one distinct
play, and gives, are Hard's. So it is a one-move-deviation player with Hard continuing: a lower
bound on the best possible player, far above any real one.

Every decision of every level is memoised by (level, decision seed, legal moves) within a
round: exact, since the decision is a function of the observation, which that key fixes
(``--no-memo`` turns it off; ``verify`` checks both). The continuation of Hard's own candidate
is the shipped Hard's game, so Hard's column comes with the oracle's for free (and is checked
against a real Hard game in ``verify``).

    python scripts/oracle_bound.py run NAME DEALS [--seed 1] [--offset 0] [--against montecarlo-cpu]
        [--first-half] [--cap K] [--out /tmp/ai-experiments] [--log FILE]
    python scripts/oracle_bound.py verify [--deals 2]

``run`` plays deal seeds ``seed + offset + 1 ..`` (bot seed ``seed``), 4 players, classic, one
round per deal, each deal in the 4 rotations (the oracle, then Normal, in seat k against three
``--against`` seats), as ``scripts/ai_experiment.py run NAME classic DEALS --against LEVEL``.
It writes ``DIR/NAME.json`` after every deal: ``first`` (the oracle's mean points per round per
deal), ``hard`` and ``normal`` (same deals), ``seconds`` per deal, so a partial run still gives
figures; at the end it prints the means and the paired differences with 95% intervals.
``--first-half``: the oracle tries candidates only while its seat holds more than half its
dealt cards. ``--cap K``: at most K candidates, Hard's heuristic's best (``hard.score_moves``).
``verify``: for the oracle's first decision with a choice in each rotation of a few deals,
plays the chosen candidate's simulated continuation against the real game in which the oracle
plays that move and then Hard continues, with and without memo, and asserts the same moves.
"""

from __future__ import annotations

import argparse
import copy
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "engine"))

from president.ai import choose, decision_seed  # noqa: E402
from president.ai.countplay import Table  # noqa: E402
from president.game import Game  # noqa: E402
from president.playout import play_round  # noqa: E402
from president.rules import Rules  # noqa: E402
from president.tournament import mean_ci  # noqa: E402

PLAYERS = 4


class Levels:
    """Bots by level with a memo of decisions (the index of the move chosen in ``moves``)."""

    def __init__(self, seed, memo=True):
        self.seed = seed
        self.memo = {} if memo else None
        self.calls = 0

    def decide(self, level, game, moves):
        """Index in ``moves`` of ``level``'s decision for the seat to act."""
        if len(moves) == 1:
            return 0
        obs = game.observation(game.round.to_act)
        ds = decision_seed(self.seed, obs)
        key = (level, ds, tuple(str(m) for m in moves))
        if self.memo is not None and key in self.memo:
            return self.memo[key]
        self.calls += 1
        m = choose(level, obs, moves, random.Random(ds), 300, None)
        i = moves.index(m)
        if self.memo is not None:
            self.memo[key] = i
        return i

    def bot(self, level, log=None):
        def play(game, moves):
            m = moves[self.decide(level, game, moves)]
            if log is not None:
                log.append(str(m))
            return m
        return play


def candidates(game, moves, hard_i, cap=None):
    """Indices of the oracle's candidates: one move per distinct shape (and the pass), Hard's
    choice first, the others in legal order; with ``cap``, the best ``cap`` by Hard's heuristic."""
    obs = game.observation(game.round.to_act)
    if moves[0].kind != "play" and moves[0].kind != "pass":
        return [hard_i]
    base = Table.from_observation(obs, [()] * obs.players)

    def key(m):
        return None if m.kind == "pass" else base.shape(m.combo)

    seen, out = set(), []
    for i in [hard_i] + list(range(len(moves))):
        k = key(moves[i])
        if k not in seen:
            seen.add(k)
            out.append(i)
    if cap is not None and len(out) > cap:
        from president.ai.hard import score_moves  # noqa: PLC0415
        from president.ai.hand import Knowledge  # noqa: PLC0415
        scored = score_moves(obs, [moves[i] for i in out], Knowledge.of(obs))   # (score, index, move), best first
        keep = {0} | {j for _, j, _ in scored[:cap - 1]}
        out = [out[j] for j in sorted(keep)]
    return out


def rollout(game, seat, i, levels, lineup, log=None):
    """Points of ``seat`` at the round's end after the seat to act plays ``moves[i]`` in a copy
    of ``game``, every seat then playing its ``lineup`` level (``seat``: Hard)."""
    g = copy.deepcopy(game)
    moves = g.round.legal_moves()
    if log is not None:
        log.append(str(moves[i]))
    g.round.apply(moves[i])
    bots = [levels.bot("hard" if s == seat else lineup[s], log) for s in range(PLAYERS)]
    if not g.round.over:
        play_round(g, bots)
    return g.round.points()[seat]


def oracle_bot(seat, levels, lineup, stats, first_half=False, cap=None, trace=None):
    """The oracle for ``seat`` (a ``callable(game, moves)``). ``stats``: a dict it fills with the
    number of tried decisions and the value of Hard's candidate at the first one (Hard's own
    game's points). ``trace``: if a list, the first tried decision appends (chosen index, the
    simulated moves after it) and the oracle plays Hard from then on (``verify``)."""
    dealt = []

    def play(game, moves):
        if not dealt:
            dealt.append(len(game.round.hands[seat]))
        hard_i = levels.decide("hard", game, moves)
        if len(moves) == 1 or (trace is not None and trace):
            return moves[hard_i]
        if first_half and len(game.round.hands[seat]) * 2 <= dealt[0]:
            return moves[hard_i]
        cands = candidates(game, moves, hard_i, cap)
        if len(cands) < 2:
            return moves[hard_i]
        vals = [rollout(game, seat, i, levels, lineup) for i in cands]
        stats["tried"] = stats.get("tried", 0) + 1
        stats["cands"] = stats.get("cands", 0) + len(cands)
        stats.setdefault("hard", vals[0])
        best = max(range(len(cands)), key=lambda k: (vals[k], -k))
        if trace is not None:
            log = []
            rollout(game, seat, cands[best], levels, lineup, log)
            trace.append((cands[best], log))
        return moves[cands[best]]

    return play


def play_rotation(rules, deal_seed, k, first, against, levels, **kw):
    """Points of seat ``k`` (playing ``first``: ``oracle`` or a level) against three ``against``,
    and the stats of the oracle."""
    lineup = [against] * PLAYERS
    lineup[k] = first
    stats = {}
    game = Game(rules, deal_seed)
    if first == "oracle":
        bots = [levels.bot(lineup[s]) if s != k else oracle_bot(k, levels, lineup, stats, **kw)
                for s in range(PLAYERS)]
    else:
        bots = [levels.bot(lineup[s]) for s in range(PLAYERS)]
    play_round(game, bots)
    return game.round.points()[k], stats


def _ci(xs) -> str:
    m, h = mean_ci(xs)
    return f"{m:+.3f} [{m - h:+.3f}, {m + h:+.3f}]"


def run(a):
    rules = Rules.preset("classic", players=PLAYERS)
    out = {"args": vars(a), "first": [], "hard": [], "normal": [], "seconds": [], "tried": [], "cands": []}
    path = os.path.join(a.out, a.name + ".json")
    os.makedirs(a.out, exist_ok=True)
    logf = open(a.log, "a") if a.log else sys.stdout
    for d in range(a.deals):
        deal_seed = a.seed + a.offset + d
        t0 = time.perf_counter()
        o, h, n, tried, ncands = [], [], [], 0, 0
        for k in range(PLAYERS):
            levels = Levels(a.seed)
            pts, st = play_rotation(rules, deal_seed, k, "oracle", a.against, levels,
                                    first_half=a.first_half, cap=a.cap)
            hard_pts, _ = play_rotation(rules, deal_seed, k, "hard", a.against, levels)
            if "hard" in st and st["hard"] != hard_pts:
                raise AssertionError(f"deal {deal_seed} seat {k}: Hard's candidate {st['hard']}, Hard's game {hard_pts}")
            normal_pts, _ = play_rotation(rules, deal_seed, k, "normal", a.against, Levels(a.seed))
            o.append(pts)
            h.append(hard_pts)
            n.append(normal_pts)
            tried += st.get("tried", 0)
            ncands += st.get("cands", 0)
        secs = time.perf_counter() - t0
        out["first"].append(sum(o) / PLAYERS)
        out["hard"].append(sum(h) / PLAYERS)
        out["normal"].append(sum(n) / PLAYERS)
        out["seconds"].append(round(secs, 1))
        out["tried"].append(tried)
        out["cands"].append(ncands)
        with open(path + ".tmp", "w") as f:
            json.dump(out, f)
        os.replace(path + ".tmp", path)
        print(f"{time.strftime('%H:%M:%S')} deal {deal_seed}: oracle {o} hard {h} normal {n} "
              f"tried {tried} cands {ncands} {secs:.1f} s", file=logf, flush=True)
    report(out, logf)
    return out


def report(out, f=sys.stdout):
    o, h, n = out["first"], out["hard"], out["normal"]
    print(f"deals {len(o)}, {sum(out['seconds']) / max(1, len(o)) / PLAYERS:.1f} s per oracle round "
          "(with its Hard and Normal rounds)", file=f)
    for name, xs in (("oracle", o), ("hard", h), ("normal", n)):
        m, hw = mean_ci(xs)
        print(f"{name}: {m:.3f} [{m - hw:.3f}, {m + hw:.3f}]", file=f)
    print("oracle minus normal:", _ci([x - y for x, y in zip(o, n)]), file=f)
    print("oracle minus hard:", _ci([x - y for x, y in zip(o, h)]), file=f)
    print("hard minus normal:", _ci([x - y for x, y in zip(h, n)]), file=f, flush=True)


def verify(a):
    """The simulated continuation of the chosen move equals the real game with Hard continuing."""
    rules = Rules.preset("classic", players=PLAYERS)
    checked = 0
    for memo in (False, True):
        for d in range(a.deals):
            deal_seed = a.seed + d
            for k in range(PLAYERS):
                levels = Levels(a.seed, memo)
                lineup = [a.against] * PLAYERS
                lineup[k] = "oracle"
                trace = []
                real = []
                game = Game(rules, deal_seed)
                obot = oracle_bot(k, levels, lineup, {}, trace=trace)
                real_levels = Levels(a.seed, memo)   # the real game's others decide afresh
                bots = [real_levels.bot(lineup[s]) if s != k else obot for s in range(PLAYERS)]

                def logged(b):
                    def play(game, moves):
                        m = b(game, moves)
                        if trace:
                            real.append(str(m))
                        return m
                    return play
                play_round(game, [logged(b) for b in bots])
                if not trace:
                    continue
                sim = trace[0][1]
                if sim != real:
                    raise AssertionError(f"memo {memo} deal {deal_seed} seat {k}: simulated {sim[:12]} ... "
                                         f"real {real[:12]} ...")
                checked += 1
                print(f"memo {memo} deal {deal_seed} seat {k}: {len(sim)} moves equal", flush=True)
    print(f"verified {checked} rotations")


def main(argv=None):
    p = argparse.ArgumentParser(prog="python scripts/oracle_bound.py")
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("name")
    r.add_argument("deals", type=int)
    r.add_argument("--seed", type=int, default=1)
    r.add_argument("--offset", type=int, default=0)
    r.add_argument("--against", default="montecarlo-cpu")
    r.add_argument("--first-half", action="store_true")
    r.add_argument("--cap", type=int)
    r.add_argument("--out", default="/tmp/ai-experiments")
    r.add_argument("--log")
    v = sub.add_parser("verify")
    v.add_argument("--deals", type=int, default=2)
    v.add_argument("--seed", type=int, default=1)
    v.add_argument("--against", default="montecarlo-cpu")
    a = p.parse_args(argv)
    return run(a) if a.cmd == "run" else verify(a)


if __name__ == "__main__":
    main()
