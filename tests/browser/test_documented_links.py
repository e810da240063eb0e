"""Every link the page "Linking to this site" documents works (issue 28 item 5, issue 29 item 5),
opened as a reader would: the step link opens its example at that step, each play link in its
code block opens a game with the settings it names, and a link that changes an option the
ruleset locks keeps the ruleset and the rest, leaving that part out with a message. Each
stepper's own "copy link to this step" gives a link that opens the same step."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402

from conftest import FAST  # noqa: E402
from test_table import wait_table  # noqa: E402

PAGE = (ROOT / "docs" / "en" / "anchors.md").read_text(encoding="utf-8")
STEP_LINKS = re.findall(r"`([a-z-]+/#[a-z0-9-]+:\d+)`", PAGE)
PLAY_LINKS = re.findall(r"^(play/#\S+)$", PAGE, re.M)
STRINGS = messages.all_languages()


def test_the_page_documents_links():
    assert STEP_LINKS and len(PLAY_LINKS) >= 3


@pytest.mark.parametrize("link", STEP_LINKS)
def test_a_documented_step_link_opens_the_step(base_url, page_factory, link):
    page, watch = page_factory()
    page.goto(base_url + link)
    example, step = link.split("#")[1].split(":")
    node = page.locator(f'.president-example[data-example="{example}"]')
    node.wait_for()
    page.wait_for_function("([id, s]) => document.querySelector(`.president-example[data-example='${id}']`).dataset.step === s",
                           arg=[example, step])


@pytest.mark.parametrize("link", PLAY_LINKS)
def test_a_documented_play_link_opens_its_game(base_url, page_factory, link):
    page, watch = page_factory(init_script=FAST)
    page.goto(base_url + link)
    wait_table(page)
    want = dict(pair.split("=") for pair in link.split("#")[1].split("&"))
    state = page.evaluate("() => { const w = document.querySelector('.president-play')._president;"
                          " return {config: w.config, rules: w.state.rules, players: w.state.players}; }")
    assert state["config"]["preset"] == want["preset"]
    for key, value in want.items():
        if key == "preset":
            continue
        if key == "players":
            assert state["players"] == int(value)
        elif key == "seed":
            assert state["config"]["seed"] == int(value)
        elif key == "levels":
            assert state["config"]["levels"] == value.split(",")
        else:
            got = state["rules"][key]
            assert str(got).lower() in ({"on": "true", "off": "false"}.get(value, value), value), (key, got)


def test_a_locked_option_in_a_link_keeps_the_ruleset(base_url, page_factory):
    page, watch = page_factory(init_script=FAST)
    page.goto(base_url + "play/#preset=cardverse&jokers=1&players=5")
    root = wait_table(page)
    state = page.evaluate("() => { const w = document.querySelector('.president-play')._president;"
                          " return {preset: w.config.preset, jokers: w.state.rules.jokers, players: w.state.players}; }")
    assert state == {"preset": "cardverse", "jokers": 0, "players": 5}
    assert root.locator(".pw-message").is_visible()


def test_copy_link_to_this_step_opens_the_same_step(base_url, page_factory):
    page, watch = page_factory()
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    page.goto(base_url + "revolution/")
    node = page.locator(".president-example.pw-ready").first
    node.wait_for()
    node.locator(".pw-next").click()
    node.locator(".pw-next").click()
    node.locator(".pw-copy-step").click()
    page.wait_for_function("(t) => document.querySelector('.pw-copy-step').textContent === t",
                           arg=STRINGS["en"]["step.link_copied"])
    link = page.evaluate("navigator.clipboard.readText()")
    example = node.get_attribute("data-example")
    assert link.endswith(f"/revolution/#{example}:2"), link
    other, watch2 = page_factory()
    other.goto(link)
    other.wait_for_function("([id]) => { const n = document.querySelector(`.president-example[data-example='${id}']`);"
                            " return n && n.dataset.step === '2'; }", arg=[example])
