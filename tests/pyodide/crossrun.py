"""Digests of every state and event: run by CPython and by Pyodide, the results must agree.

Usage: ``python crossrun.py INPUT.json OUTPUT.json``. INPUT holds ``{"examples": [parsed
scenario mappings], "games": [{"preset": P, "seed": S, "players": N, "rounds": R,
"options": {...}}]}``. OUTPUT gets ``{name: sha256 hex}`` per example and per game, plus
``python`` (the version that ran it). Uses the ``president`` engine only (no PyYAML).
"""

import hashlib
import json
import random
import sys

from president import Rules
from president.playout import bot, play_game
from president.scenario import from_data, run


def digest_example(data) -> str:
    res = run(from_data(data, data.get("id", "<data>")))
    h = hashlib.sha256()
    h.update(json.dumps(res.initial, sort_keys=True).encode())
    for st in res.steps:
        h.update(json.dumps(st, sort_keys=True, ensure_ascii=False).encode())
    h.update(json.dumps([m.__dict__ for m in res.mismatches], sort_keys=True, default=str).encode())
    return h.hexdigest()


def bots_for(players, seed):
    """Seat bots: the lowest combination, seeded random choices and the AI levels (every
    decision depends only on seeds, never on time)."""
    rng = random.Random(seed)

    def random_bot(game, moves):
        return moves[rng.randrange(len(moves))]

    policies = [bot("lowest"), random_bot] + [bot(level, seed=seed) for level in ("easy", "normal", "baseline")]
    return [policies[(seed + s) % len(policies)] for s in range(players)]


def digest_game(spec) -> str:
    rules = Rules.preset(spec["preset"], players=spec["players"], rounds=spec["rounds"], **spec.get("options", {}))
    h = hashlib.sha256()

    def on_event(game, events, moves):
        if moves is not None:
            h.update(",".join(str(m) for m in moves).encode())
        h.update(json.dumps([e.to_json() for e in events], sort_keys=True).encode())
        if moves is not None:
            h.update(json.dumps(game.to_json(), sort_keys=True).encode())

    game = play_game(rules, spec["seed"], bots_for(rules.players, spec["seed"]), on_event)
    h.update(json.dumps(game.scores).encode())
    return h.hexdigest()


def main(argv):
    with open(argv[1], encoding="utf-8") as f:
        spec = json.load(f)
    out = {"python": sys.version.split()[0]}
    for data in spec["examples"]:
        out["example:" + data["id"]] = digest_example(data)
    for g in spec["games"]:
        out[f"game:{g['preset']}:{g['seed']}"] = digest_game(g)
    with open(argv[2], "w", encoding="utf-8") as f:
        json.dump(out, f, indent=1, sort_keys=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
