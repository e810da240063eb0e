"""Every game is kept under its own identity (issue 29): opening another game's link never
discards a game in progress; Back brings it back exactly as left; the play page lists the games
in progress to resume or delete; with storage blocked the game plays on and the page says it
cannot be kept."""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402

from conftest import FAST  # noqa: E402
from test_table import human_turn, play_until, take_hints, wait_saved, wait_table, widget_state  # noqa: E402

STRINGS = messages.all_languages()
A = "preset=classic&seed=17&levels=easy,easy,easy"
B = "preset=daifugo&seed=21&levels=easy,normal,easy"


def play_one_move(page, root):
    human_turn(page)
    take_hints(page, root, 1)
    human_turn(page)
    wait_saved(page)


def test_another_game_never_replaces_a_game_in_progress(base_url, page_factory):
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}play/#{A}")
    root = wait_table(page)
    play_one_move(page, root)
    a = widget_state(page)
    page.goto(f"{base_url}rules/")
    page.goto(f"{base_url}play/#{B}")
    root = wait_table(page)
    play_one_move(page, root)
    b = widget_state(page)
    assert b["hand"] != a["hand"]
    page.go_back()
    page.go_back()
    assert page.url.endswith(f"play/#{A}")
    root = wait_table(page)
    human_turn(page)
    assert widget_state(page) == a
    # The list of games in progress shows both, this one marked.
    root.locator(".pw-saved-box > summary").click()
    rows = root.locator(".pw-saved-table tbody tr")
    rows.nth(1).wait_for()
    assert rows.count() == 2
    assert root.locator(".pw-saved-table tr.pw-me th").text_content() == STRINGS["en"]["preset.classic"]
    other = root.locator(".pw-saved-table tbody tr:not(.pw-me)")
    assert other.locator("th").text_content() == STRINGS["en"]["preset.daifugo"]
    # Resume B from the list: its hand as left; then A is the other one.
    other.locator(".pw-saved-resume").click()
    page.wait_for_function("(h) => { const s = document.querySelector('.president-play')._president.state;"
                           " return s && JSON.stringify(s.hand) === h; }", arg=json.dumps(b["hand"], separators=(",", ":")), timeout=30000)
    human_turn(page)
    assert widget_state(page) == b
    assert page.url.endswith(f"#{B}")


def test_the_same_link_resumes_and_a_kept_game_can_be_deleted(base_url, page_factory):
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}play/#{A}")
    root = wait_table(page)
    play_one_move(page, root)
    a = widget_state(page)
    page.goto(f"{base_url}play/#{B}")
    root = wait_table(page)
    human_turn(page)
    wait_saved(page)
    # Opening A's link again resumes A, and offers to start this deal afresh.
    page.goto(f"{base_url}rules/")
    page.goto(f"{base_url}play/#{A}")
    root = wait_table(page)
    human_turn(page)
    assert widget_state(page) == a
    assert root.locator(".pw-notice-action").text_content() == STRINGS["en"]["play.replay_deal"]
    # Delete B from the list: A stays, B is gone.
    root.locator(".pw-saved-box > summary").click()
    root.locator(".pw-saved-table tbody tr").nth(1).wait_for()
    root.locator(".pw-saved-table tbody tr:not(.pw-me) .pw-saved-delete").click()
    assert root.locator(".pw-saved-table tbody tr").count() == 1
    assert root.locator(".pw-saved-limit").text_content() == STRINGS["en"]["saved.limit.other"].replace("{n}", "12")
    kept = page.evaluate("Object.keys(JSON.parse(localStorage.getItem('president.games')).games)")
    assert kept == [f"#{A}"]


# A device whose storage is full: every write is refused.
FULL = FAST + """
Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); };
"""


def test_full_storage_plays_on_and_says_so(base_url, page_factory):
    page, watch = page_factory(init_script=FULL)
    page.goto(f"{base_url}play/#{A}")
    root = wait_table(page)
    human_turn(page)
    take_hints(page, root, 1)
    human_turn(page)
    message = root.locator(".pw-message")
    message.wait_for(timeout=30000)
    assert message.text_content() == STRINGS["en"]["saved.cannot_keep"]
    take_hints(page, root, 1)  # the game plays on
    assert root.locator(".pw-message").count() == 1


def test_a_game_open_in_two_tabs_counts_once(base_url, page_factory):
    """The statistics count a finished game once, though two tabs of this device finish it."""
    page, watch = page_factory(init_script=FAST)
    game = "preset=classic&players=3&seed=40&levels=easy,easy"
    page.goto(f"{base_url}play/#{game}")
    root = wait_table(page)
    play_one_move(page, root)
    second = page.context.new_page()  # the same device: the same storage
    second.goto(f"{base_url}play/#{game}")
    other = wait_table(second)
    play_until(second, other, ("game_over",), max_moves=3000)
    page.bring_to_front()
    play_until(page, root, ("game_over",), max_moves=3000)
    for p in (page, second):
        p.wait_for_function("() => JSON.parse(localStorage.getItem('president.stats') || 'null')")
    stats = page.evaluate("JSON.parse(localStorage.getItem('president.stats')).presets.classic.games")
    assert stats == 1
    second.close()


# The games as an older version of the page kept them: every save inside "president.games".
OLD_FORMAT = """() => {
  const index = JSON.parse(localStorage.getItem('president.games'));
  const games = {};
  for (const [id, g] of Object.entries(index.games)) {
    games[id] = { ...g, save: JSON.parse(localStorage.getItem('president.save:' + id)).save };
    localStorage.removeItem('president.save:' + id);
  }
  localStorage.setItem('president.games', JSON.stringify({ format: 1, games }));
}"""


def test_each_game_is_stored_on_its_own_and_older_storage_is_taken_over(base_url, page_factory):
    """A move writes its own game only (a key per game, and a small index), and the games kept
    by the older version (all saves in one key) come back after the update."""
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}play/#{A}")
    root = wait_table(page)
    play_one_move(page, root)
    page.goto(f"{base_url}play/#{B}")
    root = wait_table(page)
    play_one_move(page, root)
    b = widget_state(page)
    keys = page.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('president.save:')).sort()")
    assert keys == sorted([f"president.save:#{A}", f"president.save:#{B}"])
    index = page.evaluate("() => JSON.parse(localStorage.getItem('president.games'))")
    assert index["format"] == 2 and all("save" not in g for g in index["games"].values())
    # Playing B leaves A's stored game untouched.
    a_before = page.evaluate(f"() => localStorage.getItem('president.save:#{A}')")
    play_one_move(page, root)
    assert page.evaluate(f"() => localStorage.getItem('president.save:#{A}')") == a_before
    b = widget_state(page)
    # The older format is taken over: B resumes exactly, A is still listed.
    page.evaluate(OLD_FORMAT)
    page.reload()
    root = wait_table(page)
    human_turn(page)
    assert widget_state(page) == b
    root.locator(".pw-saved-box > summary").click()
    root.locator(".pw-saved-table tbody tr").nth(1).wait_for()
    assert root.locator(".pw-saved-table tbody tr").count() == 2
