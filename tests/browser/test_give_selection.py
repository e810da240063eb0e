"""While cards are being given, the line under the hand says so (issue 29: it said "Ready to
play"): after a set of 10s (10-discard) the selected card is ready to be discarded."""

from __future__ import annotations

from test_joker_reading import MOUNT, STRINGS

from conftest import FAST

SCENARIO = {"id": "give-selection", "title": "give selection", "rules": {"preset": "daifugo", "ten_discard": True},
            "hands": ["10C 4S 6S", "5C 6C", "7D 8D", "QH KH"], "leader": 0, "moves": []}


def test_the_selection_of_a_discard_is_ready_to_discard(base_url, page_factory):
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}sequences/")
    page.evaluate(MOUNT, SCENARIO)
    root = page.locator(".pw-test-table")
    root.locator(".pw-actions .pw-hint").wait_for(timeout=120000)
    root.locator("button.pw-card[data-card='10C']").click()
    root.locator(".pw-play-btn").click()
    root.locator(".pw-actions .pw-give").wait_for(timeout=30000)
    root.locator("button.pw-card[data-card='4S']").click()
    ready = STRINGS["en"]["play.selection_ok_discard"].split("{")[0]
    root.locator(".pw-explain").filter(has_text=ready).wait_for(timeout=30000)
    assert STRINGS["en"]["play.selection_ok"].split("{")[0] not in root.locator(".pw-explain").text_content()
