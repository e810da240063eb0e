"""The widget modules keep to their jobs (issue 30): only storage.js touches localStorage, and
the play widget's modules tie every listener they put outside their own elements (on window or
document), every observer and every timer to the widget's AbortSignal, so that destroy() leaves
nothing behind (tests/browser/test_table_teardown.py checks it in Chromium)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODULES = ROOT / "docs" / "assets" / "javascripts" / "president"
# The play widget: its flow and its parts.
PLAY_WIDGET = ["table.js", "table-view.js", "hand.js", "table-controls.js", "game-log.js", "results.js", "table-keys.js", "keeping.js",
               "online-play.js", "lobby.js", "online-host.js", "online-guest.js", "online-link.js", "online-protocol.js"]


def code(name: str) -> str:
    text = (MODULES / name).read_text(encoding="utf-8")
    return re.sub(r"//[^\n]*", "", text)


def test_only_storage_touches_local_storage():
    users = sorted(p.name for p in MODULES.glob("*.js") if "localStorage" in code(p.name))
    assert users == ["storage.js"], users


def call_text(text: str, start: int) -> str:
    """The arguments of the call whose "(" ends at `start`, up to its closing parenthesis."""
    depth = 1
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return text[start:i]
    return text[start:]


def test_the_play_widget_ties_outside_listeners_to_its_signal():
    bad = []
    for name in PLAY_WIDGET:
        text = code(name)
        for m in re.finditer(r"\b(window|document)\.addEventListener\(", text):
            args = call_text(text, m.end())
            # The options, after the listener: the last argument.
            if not re.search(r"\bsignal\b[^()]*\}\s*$", args):
                bad.append(f"{name}: {text[m.start():m.end() + 60]}")
        for m in re.finditer(r"new (IntersectionObserver|ResizeObserver|MutationObserver)\(", text):
            if ".disconnect()" not in text[m.end():m.end() + 600] or "abort" not in text[m.end():m.end() + 600]:
                bad.append(f"{name}: a {m.group(1)} not disconnected on abort")
    assert not bad, "\n".join(bad)


def test_the_play_widget_is_split_by_concept():
    sizes = {name: len((MODULES / name).read_text(encoding="utf-8").splitlines()) for name in PLAY_WIDGET}
    assert max(sizes.values()) < 600, sizes
