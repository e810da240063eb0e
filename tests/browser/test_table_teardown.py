"""The play widget is torn down in one step (issue 30): when its page is gone, president.js
calls destroy(), which aborts the widget's one AbortController. After it nothing of the widget
runs: no computer move is asked of the engine, a game link in the address does not deal, the
engine's status line no longer listens, and no timer or frame of the widget fires."""

from __future__ import annotations

import time


def test_destroy_leaves_nothing_behind(open_table):
    # Normal speed: the computer seats wait 650 ms before each move, so the turn loop is waiting
    # on its timer when the widget goes.
    table = open_table("preset=classic&seed=5&levels=normal,normal,normal,normal", also_script="window.presidentHooks.aiDelayMs = 650;")
    page = table.page
    before = page.evaluate("window.presidentHooks.engine.listeners.size")
    calls = page.evaluate("""() => {
      const engine = window.presidentHooks.engine;
      const log = window.__calls = [];
      const call = engine.call.bind(engine);
      engine.call = (name, ...args) => { log.push(name); return call(name, ...args); };
      const root = document.querySelector('.president-play');
      const widget = root._president;
      root.remove();
      widget.destroy();
      return log.length;
    }""")
    after = page.evaluate("window.presidentHooks.engine.listeners.size")
    assert after == before - 1, f"the status line still listens to the engine ({before} -> {after})"
    # A game link in the address would deal a new game in a live widget.
    page.evaluate("location.hash = '#preset=daifugo&seed=9'")
    time.sleep(2.0)  # longer than the computer's pause: a live loop would have moved by now
    asked = page.evaluate("window.__calls")
    assert [c for c in asked if c != "drop"] == [], f"the widget still asked the engine for {asked}"
    assert asked.count("drop") == 1 and calls == 1, asked  # destroy() drops its game, once
