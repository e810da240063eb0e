"""No horizontal overflow on a 360 px wide phone screen, in all six languages: the play page with
the settings open, during a game and at the end of a round (result table, log open), and a rules
page whose worked example is stepped to its end.

A long option text (Bulgarian "който държи тройка спатия (трябва да я изиграе)") once made the
settings' <select> and <fieldset> wider than the screen, and a six-player result table did
the same; the page then scrolled sideways."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "hooks"))
from languages import default_language, site_languages  # noqa: E402  (mkdocs.yml's i18n plugin)

LANGS = site_languages()
DEFAULT_LANG = default_language()
WIDTH = 360

# Page width, and every widget element that sticks out of the viewport on either side (elements
# inside a closed <details> are not laid out and are skipped).
OVERFLOW = """() => {
  const W = document.documentElement.clientWidth;
  const out = [];
  for (const e of document.querySelectorAll('.president-play *, .president-example *')) {
    if (e.closest('details:not([open]) > :not(summary)')) continue;
    const r = e.getBoundingClientRect();
    if (!r.width) continue;
    if (r.right > W + 0.5 || r.left < -0.5) out.push(`${e.tagName}.${e.className} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, clientWidth: W, out: out.slice(0, 8) };
}"""


def assert_fits(page, where):
    m = page.evaluate(OVERFLOW)
    assert m["clientWidth"] == WIDTH, m
    assert m["scrollWidth"] == WIDTH, f"{where}: page is {m['scrollWidth']} px wide; sticking out: {m['out']}"
    assert not m["out"], f"{where}: widget elements outside the screen: {m['out']}"


def open_details(page, selector):
    page.evaluate("(sel) => { for (const d of document.querySelectorAll(sel)) d.open = true; }", selector)


def check_hand_direction(page, lang):
    """Cards run left to right in every language, lowest first, and the hand sits in the middle
    of the table (in every language: a card table has no reading direction)."""
    m = page.evaluate("""() => {
      const hand = document.querySelector('.pw-hand').getBoundingClientRect();
      const cards = [...document.querySelectorAll('.pw-hand .pw-card')].map(c => c.getBoundingClientRect());
      // The last row: a full row touches both edges, the last one shows the alignment.
      const row = cards.filter(r => Math.abs(r.top - cards[cards.length - 1].top) < 2);
      return { handLeft: hand.left, handRight: hand.right, lefts: row.map(r => r.left),
               right: Math.max(...row.map(r => r.right)), left: Math.min(...row.map(r => r.left)) };
    }""")
    assert m["lefts"] == sorted(m["lefts"]), f"{lang}: cards not left to right: {m}"
    left_gap, right_gap = m["left"] - m["handLeft"], m["handRight"] - m["right"]
    assert left_gap >= -0.5 and right_gap >= -0.5, f"{lang}: cards outside the hand: {m}"
    assert abs(left_gap - right_gap) < 32, f"{lang}: hand not centred: {m}"


@pytest.mark.parametrize("lang", LANGS)
def test_play_page_fits_360(open_table, lang):
    # Six players of the Hebrew house rules: the most seats, the longest titles, every option shown.
    table = open_table("preset=hebrew&players=6&seed=5&rounds=2", lang=lang, viewport=(WIDTH, 740))
    page, root = table.page, table.root
    open_details(page, ".pw-settings")
    assert root.locator(".pw-settings select").count() >= 3
    assert_fits(page, f"{lang} settings open")
    # During a game: measured on the human's turn (nothing re-renders then), after three moves.
    assert table.take_hints(3) == 3
    assert table.wait_turn() == "mine", "the round ended before the fourth move"
    assert_fits(page, f"{lang} during a game")
    check_hand_direction(page, lang)
    table.play_round()
    assert root.get_attribute("data-phase") == "round_over"
    assert root.locator(".pw-result-table tbody tr").count() == 6
    open_details(page, ".pw-settings, .pw-log-box")
    assert_fits(page, f"{lang} round over")


@pytest.mark.parametrize("lang", LANGS)
def test_stepper_page_fits_360(base_url, page_factory, lang):
    page, watch = page_factory(viewport=(WIDTH, 740))
    prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
    page.goto(f"{base_url}{prefix}house-rules/")
    node = page.locator(".president-example.pw-ready").first
    node.wait_for()
    assert_fits(page, f"{lang} stepper at the start")
    steps = 0
    while not node.locator(".pw-next").is_disabled():
        node.locator(".pw-next").click()
        steps += 1
        assert_fits(page, f"{lang} stepper step {steps}")
    assert steps >= 2
