"""``python -m president bench``: engine speed figures (a benchmark, not a test).

Prints full 4-player rounds per second played by bots that take the lowest legal combination
(``cardverse`` with revolution off, ``classic``, ``daifugo``) and microseconds per legal-move
generation over positions from such rounds.

Given a checkout of the small public engine bnicholson98/president (``--peer DIR`` or the
environment variable ``PRESIDENT_PEER``), it also plays that engine's full 4-player rounds (its
own bots take the first valid play, which is the lowest) in the same run and prints the ratio.
Both sides are timed in CPU time (``time.process_time``) for the same number of rounds, in
alternating blocks (ours, peer, ours, peer, ...) so that a change in the machine's load falls on
both; the figure of each side is its best block (the least disturbed one).
"""

from __future__ import annotations

import os
import random
import sys
import time

from .game import Game
from .playout import lowest_bot, play_round
from .rules import Rules

PEER_ENV = "PRESIDENT_PEER"


def rounds_per_second(rules: Rules, seconds: float) -> tuple[float, int]:
    """Rounds per second of lowest-combination bots over ``seconds`` of wall time."""
    done = 0
    seed = 0
    t0 = time.perf_counter()
    bots = [lowest_bot] * rules.players
    while True:
        play_round(Game(rules, seed), bots)
        done += 1
        seed += 1
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return done / dt, done


def legal_move_micros(rules: Rules, seconds: float) -> tuple[float, int]:
    """Mean microseconds of one ``legal_moves()`` call over positions of played rounds."""
    positions = []

    def recording_bot(game, moves):
        positions.append(game.round.copy())
        return lowest_bot(game, moves)

    for seed in range(20):
        play_round(Game(rules, 10_000 + seed), [recording_bot] * rules.players)
    calls = 0
    t0 = time.perf_counter()
    while True:
        for p in positions:
            p.legal_moves()
        calls += len(positions)
        dt = time.perf_counter() - t0
        if dt >= seconds:
            return dt / calls * 1e6, calls


def our_block(n: int, first_seed: int = 0) -> float:
    """CPU seconds of ``n`` full 4-player ``cardverse`` rounds (revolution off), lowest bots."""
    rules = Rules.preset("cardverse", revolution=False)
    bots = [lowest_bot] * 4
    t0 = time.process_time()
    for seed in range(first_seed, first_seed + n):
        play_round(Game(rules, seed), bots)
    return time.process_time() - t0


def load_peer(peer_dir: str):
    """The peer's ``Game`` class from a checkout of bnicholson98/president (its ``src`` package)."""
    if not os.path.isfile(os.path.join(peer_dir, "src", "game.py")):
        raise FileNotFoundError(f"{peer_dir}: not a checkout of bnicholson98/president (no src/game.py)")
    sys.path.insert(0, os.path.abspath(peer_dir))
    try:
        from src.game import Game as PeerGame  # noqa: PLC0415
    finally:
        sys.path.pop(0)
    return PeerGame


def peer_block(peer_game, n: int, first_seed: int = 0) -> float:
    """CPU seconds of ``n`` full 4-player rounds of the peer engine (a first round each: a new
    shuffled deck, no exchange, its auto-play of the first valid play until one seat holds cards)."""
    t0 = time.process_time()
    for seed in range(first_seed, first_seed + n):
        random.seed(seed)
        peer_game(["a", "b", "c", "d"], 1).play_round()
    return time.process_time() - t0


def compare_with_peer(peer_dir: str, rounds: int = 300, blocks: int = 5) -> dict:
    """Ours against the peer in one run: ``blocks`` alternating blocks of ``rounds`` rounds each
    side; returns rounds/s of each (best block) and the ratio ours/peer."""
    peer_game = load_peer(peer_dir)
    our_block(20), peer_block(peer_game, 20)  # warm both (imports, caches)
    ours, theirs = [], []
    for b in range(blocks):
        ours.append(our_block(rounds, b * rounds))
        theirs.append(peer_block(peer_game, rounds, b * rounds))
    o, p = rounds / min(ours), rounds / min(theirs)
    return {"ours": o, "peer": p, "ratio": o / p, "rounds": rounds, "blocks": blocks}


def run_bench(seconds: float = 3.0, peer: str | None = None, rounds: int = 300, blocks: int = 5) -> dict:
    """Measure and print the figures; returns them as a dict."""
    peer = peer or os.environ.get(PEER_ENV) or None
    figures = {}
    print("President engine benchmark (one core, 4 players, lowest-combination bots)")
    if peer:
        c = compare_with_peer(peer, rounds, blocks)
        figures["peer"] = c
        print(f"  side by side, cardverse without revolution, CPU time, best of {blocks} alternating blocks "
              f"of {rounds} rounds:")
        print(f"    ours  {c['ours']:8.0f} rounds/s")
        print(f"    peer  {c['peer']:8.0f} rounds/s   (bnicholson98/president at {peer})")
        print(f"    ratio {c['ratio']:8.2f}x")
    else:
        print(f"  (no peer: give --peer DIR or {PEER_ENV}=DIR, a checkout of bnicholson98/president)")
    cases = [("cardverse, revolution off", Rules.preset("cardverse", revolution=False)),
             ("classic", Rules.preset("classic")),
             ("daifugo", Rules.preset("daifugo"))]
    for name, rules in cases:
        rps, n = rounds_per_second(rules, seconds)
        figures[name] = rps
        print(f"  {name:<28} {rps:8.0f} rounds/s   ({n} rounds)")
    for name, rules in cases:
        us, calls = legal_move_micros(rules, seconds / 2)
        figures["legal_moves " + name] = us
        print(f"  legal_moves(), {name:<13} {us:8.1f} us/call ({calls} calls)")
    return figures
