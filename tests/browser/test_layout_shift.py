"""The play page does not jump when the table appears (issue 29: cumulative layout shift 0.41):
the widget keeps the room of a four-player game while the engine loads. Measured with the
browser's own layout-shift entries, on a desktop and a phone, until the first cards are shown."""

from __future__ import annotations

import pytest

from conftest import DESKTOP, FAST, PHONE

CLS = """window.__cls = 0; new PerformanceObserver((list) => {
  for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
}).observe({type: 'layout-shift', buffered: true});"""


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE])
def test_the_table_appears_in_its_place(base_url, page_factory, viewport):
    page, watch = page_factory(init_script=FAST + CLS, viewport=viewport)
    page.goto(f"{base_url}play/#preset=classic&seed=3&levels=easy,easy,easy")
    page.locator(".president-play .pw-hand .pw-card").first.wait_for(timeout=90000)
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
    shift = page.evaluate("window.__cls")
    assert shift < 0.1, f"cumulative layout shift {shift:.3f} at {viewport}"
