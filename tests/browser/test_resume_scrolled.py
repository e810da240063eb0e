"""QA as a new player (issue 11, item 5): a game in progress comes back after a reload even
when the browser restores a scroll position below the table, on a phone, left to right and right to left."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402  (tests/messages.py: the widget messages as flat strings)

STRINGS = messages.all_languages()


@pytest.mark.parametrize("lang", ["en", "he"])
def test_reload_scrolled_below_the_table_resumes_without_scrolling(open_table, lang):
    # Found by QA: at 360 px a player scrolls down to the hand and the explanations, reloads,
    # and the browser puts the scroll position back below the (then empty) table. The table
    # started only when it came into view, so the saved game never came back by itself.
    table = open_table("preset=daifugo&seed=3&levels=normal,normal,normal", lang=lang, viewport="phone")
    page = table.page
    assert table.take_hints(2) == 2
    assert table.wait_turn() == "mine"
    table.wait_saved()
    hand = table.state()["hand"]
    page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
    table = table.reload()  # no scrolling, no click: the saved game starts by itself
    assert table.wait_turn() == "mine"
    assert table.state()["hand"] == hand
    assert table.root.locator(".pw-notice").text_content().startswith(STRINGS[lang]["save.restored"])
    # and the game is in view, not left above the viewport
    assert page.evaluate("() => document.querySelector('.president-play').getBoundingClientRect().bottom") > 0


@pytest.mark.parametrize("lang", ["en", "he"])
def test_restored_notice_goes_when_the_game_is_over(open_table, lang):
    # Found by QA: "Your game in progress is back where you left it" stayed above the final
    # result of the restored game.
    table = open_table("preset=classic&seed=5&levels=easy,easy,easy", lang=lang)
    assert table.take_hints(1) == 1
    assert table.wait_turn() == "mine"
    table.wait_saved()
    table = table.reload()
    assert table.wait_turn() == "mine"
    assert table.root.locator(".pw-notice").text_content().startswith(STRINGS[lang]["save.restored"])
    table.play_to_the_end()
    assert table.root.get_attribute("data-phase") == "game_over"
    assert table.root.locator(".pw-notice").is_hidden()
    assert table.root.locator(".pw-result-title").text_content() == STRINGS[lang]["result.game_over"]


@pytest.mark.parametrize("lang", ["en", "he"])
@pytest.mark.parametrize("players,first_row", [(4, 3), (6, 3)])
def test_phone_seats_three_opponents_to_a_row(open_table, lang, players, first_row):
    # Found by QA at 360 px: the opponents sat two to a row, so a default game (three
    # opponents) took two rows and a six-player game three, and the hand was below the fold.
    table = open_table(f"preset=classic&players={players}&seed=5", lang=lang, viewport="phone")
    assert table.wait_turn() == "mine"  # nothing moves on the human's turn: measure then, at once
    m = table.page.evaluate("""() => {
      const seats = [...document.querySelectorAll('.president-play .pw-seat')];
      return {tops: seats.filter(s => !s.matches('.pw-me')).map(s => Math.round(s.getBoundingClientRect().top)),
              sides: seats.map(s => [s.getBoundingClientRect().left, s.getBoundingClientRect().right])};
    }""")
    tops = m["tops"]
    assert len(tops) == players - 1
    assert tops.count(min(tops)) == first_row, tops
    assert all(left >= 0 and right <= 360 for left, right in m["sides"]), m["sides"]
