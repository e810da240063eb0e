"""QA as a new player (issue 11, item 5): a game in progress comes back after a reload even
when the browser restores a scroll position below the table, on a phone, left to right and right to left."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402  (tests/messages.py: the widget messages as flat strings)

from test_table import FAST, take_hints, wait_table  # noqa: E402

STRINGS = messages.all_languages()


@pytest.mark.parametrize("lang", ["en", "he"])
def test_reload_scrolled_below_the_table_resumes_without_scrolling(base_url, page_factory, lang):
    # Found by QA: at 360 px a player scrolls down to the hand and the explanations, reloads,
    # and the browser puts the scroll position back below the (then empty) table. The table
    # started only when it came into view, so the saved game never came back by itself.
    page, watch = page_factory(init_script=FAST, viewport=(360, 780))
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{base_url}{prefix}play/#preset=daifugo&seed=3&levels=normal,normal,normal")
    root = wait_table(page)
    take_hints(page, root, 2)
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint')", timeout=30000)
    page.wait_for_timeout(500)  # the save of the last state
    hand = page.evaluate("() => document.querySelector('.president-play')._president.state.hand")
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    page.reload()
    page.wait_for_load_state("load")
    root = wait_table(page)  # no scrolling, no click: the saved game starts by itself
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint')", timeout=30000)
    assert page.evaluate("() => document.querySelector('.president-play')._president.state.hand") == hand
    assert root.locator(".pw-notice").text_content().startswith(STRINGS[lang]["save.restored"])
    # and the game is in view, not left above the viewport
    assert page.evaluate("() => document.querySelector('.president-play').getBoundingClientRect().bottom") > 0


@pytest.mark.parametrize("lang", ["en", "he"])
def test_restored_notice_goes_when_the_game_is_over(base_url, page_factory, lang):
    # Found by QA: "Your game in progress is back where you left it" stayed above the final
    # result of the restored game.
    page, watch = page_factory(init_script=FAST)
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{base_url}{prefix}play/#preset=classic&seed=5&levels=easy,easy,easy")
    root = wait_table(page)
    take_hints(page, root, 1)
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint')", timeout=30000)
    page.wait_for_timeout(500)  # the save of the last state
    page.reload()
    root = wait_table(page)
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint')", timeout=30000)
    assert root.locator(".pw-notice").text_content().startswith(STRINGS[lang]["save.restored"])
    take_hints(page, root, 200)
    assert root.get_attribute("data-phase") == "game_over"
    assert root.locator(".pw-notice").is_hidden()
    assert root.locator(".pw-result-title").text_content() == STRINGS[lang]["result.game_over"]


@pytest.mark.parametrize("lang", ["en", "he"])
@pytest.mark.parametrize("players,first_row", [(4, 3), (6, 3)])
def test_phone_seats_three_opponents_to_a_row(base_url, page_factory, lang, players, first_row):
    # Found by QA at 360 px: the opponents sat two to a row, so a default game (three
    # opponents) took two rows and a six-player game three, and the hand was below the fold.
    page, watch = page_factory(init_script=FAST, viewport=(360, 780))
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{base_url}{prefix}play/#preset=classic&players={players}&seed=5")
    wait_table(page)
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint')", timeout=30000)
    tops = page.evaluate("() => [...document.querySelectorAll('.president-play .pw-seat:not(.pw-me)')]"
                         ".map(s => Math.round(s.getBoundingClientRect().top))")
    assert len(tops) == players - 1
    assert tops.count(min(tops)) == first_row, tops
    rights = page.evaluate("() => [...document.querySelectorAll('.president-play .pw-seat')]"
                           ".map(s => [s.getBoundingClientRect().left, s.getBoundingClientRect().right])")
    assert all(left >= 0 and right <= 360 for left, right in rights), rights
