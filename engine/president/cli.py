"""``python -m president``: check, replay, deal, simulate, bench, tournament.

User errors (a bad file, option or value) print one line naming what was wrong and where and
exit with code 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

from .cards import NotationError, format_cards
from .game import deal
from .playout import bot, play_game
from .rules import OPTION_NAMES, PRESETS, Rules, RulesError
from .scenario import ScenarioError, find_files, load, run
from .vocabulary import EventCode


class UserError(Exception):
    """A mistake in the command line or its input: printed as one line, exit code 2."""


def parse_value(name: str, text: str):
    """Option value from the command line: on/off/true/false, integers, or words."""
    low = text.lower()
    if low in ("on", "true", "yes", "1") and name not in ("jokers", "rounds", "players"):
        return True
    if low in ("off", "false", "no", "0") and name not in ("jokers", "rounds", "players"):
        return False
    if low.lstrip("-").isdigit():
        return int(low)
    return text


def rules_from_args(args) -> Rules:
    opts = {}
    for item in args.set or []:
        if "=" not in item:
            raise UserError(f"--set {item!r}: write OPTION=VALUE, e.g. --set revolution=on")
        key, value = item.split("=", 1)
        key = key.strip()
        if key not in OPTION_NAMES:
            raise UserError(f"--set {key}: unknown option; allowed {', '.join(OPTION_NAMES)}")
        opts[key] = parse_value(key, value.strip())
    if getattr(args, "players", None) is not None:
        opts["players"] = args.players
    if getattr(args, "rounds", None) is not None:
        opts["rounds"] = args.rounds
    try:
        return Rules.preset(args.preset, **opts)
    except RulesError as e:
        raise UserError(str(e)) from None


def progress(iterable, total: int, desc: str, enabled: bool = True):
    """A progress bar on stderr (tqdm when installed, else a plain counter)."""
    if not enabled:
        return iterable
    try:
        from tqdm import tqdm
        return tqdm(iterable, total=total, desc=desc, file=sys.stderr, leave=False)
    except ImportError:
        return iterable


def cmd_check(args) -> int:
    try:
        files = find_files(args.paths)
    except ScenarioError as e:
        raise UserError(str(e)) from None
    if not files:
        raise UserError(f"no scenario files (.yml, .yaml, .json) under {' '.join(args.paths)}")
    failed = steps = 0
    broken = []
    ids: dict[str, str] = {}
    for path in files:
        try:
            res = run(load(path))
        except ScenarioError as e:
            broken.append(str(e))
            print(f"ERROR {e}")
            continue
        if res.scenario.id in ids:
            broken.append(f"{path}: id {res.scenario.id!r} is also used by {ids[res.scenario.id]}")
            print(f"ERROR {broken[-1]}")
        ids[res.scenario.id] = path
        steps += len(res.steps)
        for m in res.mismatches:
            print("FAIL " + m.describe(path))
        if res.mismatches:
            failed += 1
        elif args.verbose:
            print(f"ok   {path}")
    print(f"{len(files)} files, {steps} steps: {len(files) - failed - len(broken)} held, {failed} failed, {len(broken)} could not be loaded")
    if broken:
        return 2
    return 1 if failed else 0


def cmd_replay(args) -> int:
    try:
        res = run(load(args.file))
    except ScenarioError as e:
        raise UserError(str(e)) from None
    if args.json:
        print(json.dumps(res.to_json(), ensure_ascii=False, indent=1))
    else:
        print(f"{res.scenario.id}: {res.scenario.rules.preset} {res.scenario.rules.changed()}")
        for i, h in enumerate(res.initial["hands"]):
            print(f"  seat {i}: {h}")
        for st in res.steps:
            mv = st["move"]
            text = "pass" if "pass" in mv else (mv.get("play") or "give " + mv.get("give", ""))
            status = "ok" if st["accepted"] else f"REJECTED {st['error']}: {st['message']}"
            codes = ", ".join(e["code"] for e in st["events"])
            print(f"{st['index'] + 1:3}. seat {st['seat']}: {text:<20} {status}  [{codes}]  next={st['state']['to_act']}")
        for m in res.mismatches:
            print("FAIL " + m.describe(args.file))
    return 1 if res.mismatches else 0


def cmd_deal(args) -> int:
    rules = rules_from_args(args)
    hands = deal(rules, args.seed)
    if args.json:
        print(json.dumps({"rules": rules.to_dict(), "seed": args.seed, "hands": [format_cards(h) for h in hands]}))
    else:
        for i, h in enumerate(hands):
            print(f"seat {i}: {format_cards(h)}")
    return 0


def _bot_for(level: str):
    try:
        return bot(level)
    except ValueError as e:
        raise UserError(f"--bots: {e}") from None


def cmd_simulate(args) -> int:
    if args.games < 1:
        raise UserError(f"--games {args.games}: play at least 1 game")
    rules = rules_from_args(args)
    levels = (args.bots or "lowest").split(",")
    if len(levels) == 1:
        levels = levels * rules.players
    if len(levels) != rules.players:
        raise UserError(f"--bots: {len(levels)} levels for {rules.players} players")
    bots = [_bot_for(lv) for lv in levels]
    totals = [0] * rules.players
    firsts = [0] * rules.players
    lasts = [0] * rules.players
    counts = {"revolution": 0, "counter_revolution": 0, "clear": 0, "skip": 0, "discard": 0,
              "inherit": 0, "direction": 0, "trick_won": 0}
    tally = {"steps": 0, "rounds": 0}

    def on_event(game, events, moves):
        if moves is not None:
            tally["steps"] += 1
        for e in events:
            if e.code in counts:
                counts[e.code] += moves is not None
            elif e.code == EventCode.ROUND_OVER:
                tally["rounds"] += 1
                firsts[e.data["out"][0]] += 1
                lasts[e.data["out"][-1]] += 1

    t0 = time.perf_counter()
    for i in progress(range(args.games), args.games, "games", not args.quiet):
        game = play_game(rules, args.seed + i, bots, on_event)
        for s in range(rules.players):
            totals[s] += game.scores[s]
    steps, rounds_played = tally["steps"], tally["rounds"]
    dt = time.perf_counter() - t0
    summary = {"rules": rules.to_dict(), "games": args.games, "rounds": rounds_played,
               "steps_per_round": round(steps / rounds_played, 2), "seconds": round(dt, 3),
               "rounds_per_second": round(rounds_played / dt, 1),
               "mean_score_per_round": [round(t / rounds_played, 3) for t in totals],
               "president_share": [round(f / rounds_played, 3) for f in firsts],
               "asshole_share": [round(f / rounds_played, 3) for f in lasts],
               "events_per_round": {k: round(v / rounds_played, 3) for k, v in counts.items()},
               "bots": levels}
    if args.json:
        print(json.dumps(summary))
    else:
        print(f"{rounds_played} rounds of {rules.preset} ({rules.players} players, changed: {rules.changed() or 'none'}) "
              f"in {dt:.2f} s: {rounds_played / dt:.0f} rounds/s, {steps / rounds_played:.1f} steps per round")
        for s in range(rules.players):
            print(f"  seat {s} ({levels[s]}): mean {totals[s] / rounds_played:.3f} points/round, "
                  f"President {firsts[s] / rounds_played:.1%}, Asshole {lasts[s] / rounds_played:.1%}")
        print("  events per round: " + ", ".join(f"{k} {v / rounds_played:.2f}" for k, v in counts.items()))
    return 0


def cmd_bench(args) -> int:
    if not args.seconds > 0:
        raise UserError(f"--seconds {args.seconds}: give a positive time")
    from .bench import run_bench
    peer = args.peer or os.environ.get("PRESIDENT_PEER") or None
    if peer is not None and not os.path.isfile(os.path.join(peer, "src", "game.py")):
        raise UserError(f"--peer {peer}: not a checkout of bnicholson98/president (no src/game.py)")
    if args.rounds < 1 or args.blocks < 1:
        raise UserError("--rounds and --blocks must be at least 1")
    run_bench(seconds=args.seconds, peer=peer, rounds=args.rounds, blocks=args.blocks)
    return 0


def cmd_tournament(args) -> int:
    from . import ai, tournament  # noqa: PLC0415  (loaded only for this command)
    rules = rules_from_args(args)
    seats = [x.strip() for x in args.seats.split(",") if x.strip()]
    if len(seats) != rules.players:
        raise UserError(f"--seats: {len(seats)} levels for {rules.players} players")
    for lv in seats:
        if lv not in ai.NAMES:
            raise UserError(f"--seats: unknown level {lv!r}; allowed {', '.join(ai.NAMES)}")
    if args.deals < 1:
        raise UserError("--deals must be at least 1")
    if args.jobs < 1:
        raise UserError("--jobs must be at least 1")
    bar = None if args.quiet else (lambda it, total: progress(it, total, "deals"))
    summary = tournament.run_tournament(rules, seats, args.deals, args.seed, args.budget_ms, args.max_samples,
                                        args.jobs, bar)
    print(json.dumps(summary) if args.json else tournament.format_summary(summary))
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m president", description="President rules engine")
    sub = p.add_subparsers(dest="command", required=True)

    c = sub.add_parser("check", help="replay scenario files and compare their expect lines")
    c.add_argument("paths", nargs="+", metavar="FILE_OR_DIR")
    c.add_argument("-v", "--verbose", action="store_true")
    c.set_defaults(func=cmd_check)

    r = sub.add_parser("replay", help="replay one scenario and print every step")
    r.add_argument("file")
    r.add_argument("--json", action="store_true")
    r.set_defaults(func=cmd_replay)

    def rules_args(q):
        q.add_argument("--preset", default="classic", choices=list(PRESETS))
        q.add_argument("--players", type=int)
        q.add_argument("--set", action="append", metavar="OPTION=VALUE", help="change an option, e.g. revolution=on")

    d = sub.add_parser("deal", help="a seeded deal for given rules")
    rules_args(d)
    d.add_argument("--seed", type=int, default=0)
    d.add_argument("--json", action="store_true")
    d.set_defaults(func=cmd_deal)

    s = sub.add_parser("simulate", help="play N seeded games with bots and print a summary")
    rules_args(s)
    s.add_argument("--rounds", type=int, help="rounds per game (the rules option)")
    s.add_argument("--games", type=int, default=200)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--bots", help="lowest (default) or comma-separated AI levels per seat")
    s.add_argument("--json", action="store_true")
    s.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    s.set_defaults(func=cmd_simulate)

    b = sub.add_parser("bench", help="print engine speed figures")
    b.add_argument("--seconds", type=float, default=3.0, help="time per figure")
    b.add_argument("--peer", metavar="DIR", help="a checkout of bnicholson98/president to compare with "
                   "in the same run (default: the PRESIDENT_PEER environment variable)")
    b.add_argument("--rounds", type=int, default=300, help="rounds per block of the side-by-side comparison")
    b.add_argument("--blocks", type=int, default=5, help="alternating blocks per side")
    b.set_defaults(func=cmd_bench)

    t = sub.add_parser("tournament", help="AI players in duplicate format, with 95%% confidence intervals")
    rules_args(t)
    t.add_argument("--seats", required=True, help="comma-separated AI level per seat, e.g. hard,normal,normal,normal")
    t.add_argument("--deals", type=int, default=200)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--rounds", type=int, help="rounds per game (the rules option)")
    t.add_argument("--budget-ms", type=float, default=300, help="Hard's thinking budget (default 300)")
    t.add_argument("--max-samples", type=int, help="cap on Hard's sampled deals per decision (0: no search)")
    t.add_argument("--jobs", type=int, default=1, help="worker processes (results do not depend on it)")
    t.add_argument("--json", action="store_true")
    t.add_argument("-q", "--quiet", action="store_true", help="no progress bar")
    t.set_defaults(func=cmd_tournament)
    return p


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except UserError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except (RulesError, ScenarioError, NotationError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
