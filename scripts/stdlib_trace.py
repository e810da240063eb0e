"""Which files of the standard library the site's runtime uses, found by running it INSIDE
Pyodide (scripts/pyodide-run.mjs, with the compiled standard library and the engine wheel).

Pyodide's own start, the worker's steps (unpack the wheel into site-packages, import the engine,
reseed ``random``), every module of the engine, every standard library module the engine's
sources name in an import statement (argv[1]: a JSON list, found by hooks/runtime_cache.py
with ``ast``, function-level imports included), and a game through ``president.web`` with
every function the widgets call, at every computer level. Prints a JSON list of the files of
``/lib/python314.zip`` that the interpreter loaded (frozen and built-in modules have none):
hooks/runtime_cache.py keeps these and nothing else of the standard library (about a third of
it). tests/pyodide runs the engine's scenarios and games in the runtime so trimmed.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
import random
import sys

ZIP = "/lib/python314.zip/"


def game_session(web) -> None:
    """A short game through the JSON facade, as the table and the examples play it."""
    info = json.loads(web.presets_info())
    json.loads(web.vocabulary())
    levels = list(web.LEVELS)
    for preset in info["presets"]:
        config = {"rules": {"preset": preset}, "seed": 5, "levels": ["human", *levels[:3]], "human": 0,
                  "budget_ms": 20}
        gid = json.loads(web.new_game(json.dumps(config)))["game"]
        for _ in range(12):
            state = json.loads(web.view(json.dumps(gid)))
            state = state.get("state", state)
            if state.get("game_over"):
                break
            if state.get("round_over"):
                web.next_round(json.dumps(gid))
            elif state.get("to_act") == state.get("human"):
                move = json.loads(web.hint(json.dumps(gid)))["move"]
                if move is None:
                    break
                web.check(json.dumps(gid), json.dumps(move))
                web.play(json.dumps(gid), json.dumps(move))
            else:
                web.ai_move(json.dumps(gid))
        saved = web.save(json.dumps(gid))
        web.undo(json.dumps(gid))
        web.log(json.dumps(gid))
        again = json.loads(web.restore(saved))
        web.drop(json.dumps(again.get("game", gid)))
        web.drop(json.dumps(gid))
    for level in levels:
        config = {"rules": {"preset": "classic"}, "seed": 9, "levels": [level] * 4, "budget_ms": 20}
        gid = json.loads(web.new_game(json.dumps(config)))["game"]
        for _ in range(4):
            try:
                web.ai_move(json.dumps(gid))
            except Exception:  # noqa: BLE001  (a round may end: the trace wants imports only)
                break
        web.drop(json.dumps(gid))


def main(argv: list[str]) -> None:
    named = json.loads(argv[1]) if len(argv) > 1 else []
    import president
    import president.web as web

    for info in pkgutil.walk_packages(president.__path__, "president."):
        if not info.name.endswith(".__main__"):
            importlib.import_module(info.name)
    for name in named:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # not in Pyodide at all: the probe of tests/pyodide says so
    random.seed()
    web.ping()
    try:
        game_session(web)
    except Exception as e:  # noqa: BLE001  (the facade's shapes may change: say so, keep the imports)
        print(f"stdlib_trace: the game session stopped: {type(e).__name__}: {e}", file=sys.stderr)
    files = set()
    for module in list(sys.modules.values()):
        # The file it was loaded from (a frozen module's __file__ may name one it was not).
        path = getattr(getattr(module, "__spec__", None), "origin", None) or ""
        if path.startswith(ZIP):
            files.add(path[len(ZIP):])
    print(json.dumps(sorted(files)))


if __name__ == "__main__":
    main(sys.argv)
