"""Pass and play is fair (issue 29): two people at one device, with a card exchange. Whenever a
person's hand is shown, the log is drawn from the game's events as that person's seat may see
them: the cards given between the other person and a computer seat never appear (only how
many), the cards this person received do. While the device goes from one person to the next,
the log is hidden with the hand. The truth is the engine's own face-up log (web.save)."""

from __future__ import annotations

import pytest

from test_table import take_hints, wait_table

from conftest import FAST

GIFTS = ("exchange", "give", "inherit")

LOOK = """async () => {
  const r = document.querySelector('.president-play');
  const w = r._president;
  const engine = window.presidentHooks.engine;
  const seen = JSON.parse(JSON.stringify((await engine.call('log', w.game)).events));
  const all = (await engine.call('save', w.game)).log;
  return {viewer: w.state.human, seen, all, lines: [...r.querySelectorAll('.pw-log li')].length,
          hidden: r.querySelector('.pw-log-box').hidden};
}"""

SHOWN = """() => { const r = document.querySelector('.president-play');
  return r.querySelector('.pw-hint, .pw-handover') || r.dataset.phase.endsWith('over'); }"""

DRAWN = """() => { const r = document.querySelector('.president-play');
  const s = r._president.state, l = r.querySelector('.pw-log');
  return s && l.dataset.size === String(s.log_size); }"""


@pytest.mark.parametrize("lang", ["en", "he"])
def test_each_person_sees_only_what_their_seat_may_know(base_url, page_factory, lang):
    page, watch = page_factory(init_script=FAST)
    prefix = "" if lang == "en" else f"{lang}/"
    # Three seats: people at 0 and 1, the computer at 2; two rounds, so the second begins with
    # an exchange between the first and the last of the first round.
    page.goto(f"{base_url}{prefix}play/#preset=classic&players=3&rounds=2&seed=11&levels=human,easy")
    root = wait_table(page)
    secrets = received = 0
    for _ in range(400):
        page.wait_for_function(SHOWN, timeout=30000)
        phase = root.get_attribute("data-phase")
        if phase == "game_over" or (phase == "play" and secrets and received and root.locator(".pw-hint").count()):
            break
        if phase == "round_over":
            root.locator(".pw-next-round").click()
            page.wait_for_function("() => document.querySelector('.president-play').dataset.phase !== 'round_over'", timeout=30000)
            continue
        if root.locator(".pw-handover").count():
            assert page.evaluate(LOOK)["hidden"], "the log shows while the device changes hands"
            root.locator(".pw-handover-show").click()
        root.locator(".pw-hint").wait_for(timeout=30000)
        page.wait_for_function(DRAWN, timeout=30000)
        look = page.evaluate(LOOK)
        viewer = look["viewer"]
        assert not look["hidden"] and len(look["seen"]) == len(look["all"])
        for truth, seen in zip(look["all"], look["seen"]):
            if truth["code"] not in GIFTS or not truth.get("cards"):
                continue
            to = (truth.get("data") or {}).get("to")
            if viewer in (truth.get("seat"), to):
                assert seen.get("cards") == truth["cards"], (viewer, truth, seen)
                received += to == viewer
            else:
                assert "cards" not in seen, f"seat {viewer} sees the cards of {truth}"
                secrets += 1
        take_hints(page, root, 1)
    # The deal must make the test mean something: a gift one person may not see, and cards a
    # person received and sees.
    assert secrets and received, (secrets, received)


def test_a_pass_and_play_game_is_counted_in_the_statistics(base_url, page_factory):
    """Two people at this device: the finished game is counted once, in a row of its own for the
    ruleset, with a place for each of them (issue 29: pass and play was not counted)."""
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}play/#preset=classic&players=3&seed=12&levels=human,easy")
    root = wait_table(page)
    for _ in range(300):
        page.wait_for_function(SHOWN, timeout=30000)
        if root.get_attribute("data-phase") == "game_over":
            break
        if root.locator(".pw-handover").count():
            root.locator(".pw-handover-show").click()
        root.locator(".pw-hint").wait_for(timeout=30000)
        take_hints(page, root, 1)
    assert root.get_attribute("data-phase") == "game_over"
    root.locator(".pw-stats-box > summary").click()
    row = root.locator('.pw-stats-table tr[data-preset="classic"][data-shared="1"]')
    cells = row.locator("td")
    assert cells.nth(0).text_content() == "1"  # one game
    scores = page.evaluate("() => document.querySelector('.president-play')._president.state.scores")
    places = sorted(sum(v > scores[s] for v in scores) + 1 for s in (0, 1))
    assert cells.nth(2).text_content() == f"{sum(places) / 2:g}"  # the average of both places
    assert root.locator('.pw-stats-table tr[data-preset="classic"]:not([data-shared])').count() == 0
