"""Reading never loads the engine (issue 12): the steppers run on the steps computed at build
time. Stepping every example of a page to its end, and moving between pages by the site's
instant navigation, makes no request under assets/pyodide/ or assets/engine/ and starts no
worker; merely hovering or tabbing to "Play on from here" starts nothing (the runtime is
megabytes, issue 29); pressing it (the mouse button or a touch) starts the engine."""

from __future__ import annotations

import pytest

ENGINE_PATHS = ("/assets/pyodide/", "/assets/engine/")


def record_engine_requests(page) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda r: any(p in r.url for p in ENGINE_PATHS) and seen.append(r.url))
    return seen


def step_every_example_to_the_end(page) -> int:
    examples = page.locator(".president-example.pw-ready")
    examples.first.wait_for(state="attached")
    total = 0
    for i in range(examples.count()):
        node = examples.nth(i)
        node.scroll_into_view_if_needed()
        steps = node.locator(".pw-counter")
        nxt = node.locator(".pw-next")
        clicks = 0
        while not nxt.is_disabled():
            nxt.click()
            clicks += 1
            assert clicks < 200, f"example {i} never reaches its end"
        assert clicks > 0
        total += clicks
        assert steps.text_content()  # the counter shows the last step
    return total


@pytest.mark.parametrize("path", ["revolution/", "he/rules/"])
def test_stepping_every_example_loads_no_engine(base_url, page_factory, path):
    page, watch = page_factory()
    seen = record_engine_requests(page)
    page.goto(base_url + path, wait_until="load")
    assert step_every_example_to_the_end(page) > 5
    page.wait_for_timeout(500)
    assert seen == [], f"engine files requested while reading: {seen}"
    assert page.evaluate("window.presidentHooks.engine.status") == "idle"
    assert page.evaluate("performance.getEntriesByType('resource').filter(e => /president-worker/.test(e.name)).length") == 0


def test_reading_across_pages_loads_no_engine(base_url, page_factory):
    page, watch = page_factory()
    seen = record_engine_requests(page)
    page.goto(base_url + "revolution/", wait_until="load")
    step_every_example_to_the_end(page)
    # Instant navigation (Material's document$): jokers, then back to revolution.
    for slug in ("jokers", "revolution"):
        page.locator(f'nav a.md-nav__link[href$="{slug}/"]').first.click()
        page.wait_for_url(f"**/{slug}/")
        step_every_example_to_the_end(page)
    assert seen == [], f"engine files requested while reading: {seen}"


@pytest.mark.parametrize("intent", ["press", "touch"])
def test_intent_to_play_starts_the_engine(base_url, browser, page_factory, intent):
    if intent == "touch":
        context = browser.new_context(has_touch=True, viewport={"width": 412, "height": 900})
        page = context.new_page()
    else:
        page, watch = page_factory()
    try:
        seen = record_engine_requests(page)
        page.goto(base_url + "rules/", wait_until="load")
        button = page.locator(".president-example.pw-ready .pw-playon").first
        button.scroll_into_view_if_needed()
        assert page.evaluate("window.presidentHooks.engine.status") == "idle"
        # Passing over the button, or tabbing to it, fetches nothing.
        button.hover()
        button.focus()
        page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")
        assert page.evaluate("window.presidentHooks.engine.status") == "idle" and not seen
        if intent == "press":
            button.click()
        else:
            button.tap()
        page.wait_for_function("() => window.presidentHooks.engine.status !== 'idle'", timeout=10000)
        page.wait_for_function("() => window.presidentHooks.engine.status === 'ready'", timeout=90000)
        assert any("/assets/engine/" in u for u in seen) and any("/assets/pyodide/" in u for u in seen)
    finally:
        if intent == "touch":
            context.close()
