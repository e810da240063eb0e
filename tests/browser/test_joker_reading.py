"""The player chooses the card a joker stands for at the end of a run (rules brief 3: "where a
joker at an end makes the run ambiguous, the player's move states the joker's rank"; the
sequences and jokers pages say the player chooses, issue 28). In Dai Fugo (runs, Eight clears),
9♠ 10♠ and a joker read as 8-9-10 (the joker as the 8: it clears the pile) or 9-10-J (the
engine's reading of a bare joker, the stronger). The table offers both; the one picked is the
one played."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402

from conftest import FAST  # noqa: E402

STRINGS = messages.all_languages()
SCENARIO = {"id": "joker-reading", "title": "joker reading", "rules": {"preset": "daifugo"},
            "hands": ["9S 10S JK 4C", "5C 6C", "7D 8D", "QH KH"], "leader": 0, "moves": []}

MOUNT = """async (scenario) => {
  const { PlayWidget } = await import('/assets/javascripts/president/table.js');
  const box = document.createElement('div');
  box.className = 'pw-test-table';
  document.querySelector('article').prepend(box);
  const calls = window.__plays = [];
  const engine = window.presidentHooks.engine;
  const call = engine.call.bind(engine);
  engine.call = (name, ...args) => { if (name === 'play') calls.push(args[1]); return call(name, ...args); };
  const w = new PlayWidget(box, { fromExample: { scenario, step: 0, human: 0 } });
  box._president = w;
  w.start();
}"""


def table_with(page_factory, base_url, cards):
    """A table of the scenario on a rules page, the human's `cards` clicked: (page, root)."""
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}sequences/")
    page.evaluate(MOUNT, SCENARIO)
    root = page.locator(".pw-test-table")
    root.locator(".pw-actions .pw-hint").wait_for(timeout=120000)
    for card in cards:
        root.locator(f"button.pw-card[data-card='{card}']").click()
    return page, root


def test_the_player_picks_the_jokers_card(base_url, page_factory):
    page, root = table_with(page_factory, base_url, ["9S", "10S", "JK"])
    picker = root.locator(".pw-reading select")
    picker.wait_for(timeout=30000)
    en = STRINGS["en"]
    assert root.locator(".pw-reading label").text_content() == en["label.joker_card"]
    names = picker.locator("option").all_text_contents()
    # The engine's own reading first (the joker as the jack), then the other (as the eight), each
    # named as the card (cards.js, tested by test_card_names_read_aloud.py).
    want = page.evaluate("""async () => {
      const { cardName } = await import('/assets/javascripts/president/cards.js');
      return [cardName('JS'), cardName('8S')];
    }""")
    assert names == want and "jack" in want[0] and "eight" in want[1], (names, want)
    picker.select_option(index=1)
    root.locator(".pw-play-btn").click()
    page.wait_for_function("() => window.__plays.length === 1")
    sent = page.evaluate("window.__plays[0]")
    assert sent == {"kind": "play", "cards": ["JK@8", "9S", "10S"]}, sent
    # The run through the 8 cleared the pile: the player leads again.
    page.wait_for_function("() => { const s = document.querySelector('.pw-test-table')._president.state;"
                           " return s && s.hand.length === 1; }")
    state = page.evaluate("() => { const s = document.querySelector('.pw-test-table')._president.state;"
                          " return {pile: s.pile, to_act: s.to_act}; }")
    assert state == {"pile": [], "to_act": 0}, state


def test_one_reading_offers_no_choice(base_url, page_factory):
    page, root = table_with(page_factory, base_url, ["9S", "JK"])  # a pair of 9s: one reading
    # The engine's check has answered: the 10♠ is shown as fitting (9-10-joker is a run).
    root.locator("button.pw-card.pw-fits[data-card='10S']").wait_for(timeout=30000)
    assert root.locator(".pw-reading").is_hidden()
    assert root.locator(".pw-reading select").count() == 0
