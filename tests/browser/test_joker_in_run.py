"""A joker in a run is shown where it stands, with the card it stands for (issue 13, native
reads): "9♣ ★(10♣) J♣", read aloud "nine of clubs, joker as the ten of clubs, jack of clubs", in
the worked example's narration and pile, in the play table's log, live region and centre.

The order and the rank come from the engine (the play event's ``data.combination``, the pile's
notation ``9C JK@10 JC``); the suit is the run's. Expected texts are built from the language's own
messages (tests/messages.py), so a changed wording does not break the test, a wrong order does."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402  (tests/messages.py: the widget messages as flat strings)
from conftest import example_page  # noqa: E402

STRINGS = messages.all_languages()
SUIT = {"C": "\u2663", "D": "\u2666", "H": "\u2665", "S": "\u2660"}
EXAMPLE = "sequences-joker-at-end"
RUN = ["9C", "JK@10", "JC"]   # the engine's notation of seat 2's run in that example


def fill(text: str, **params) -> str:
    for k, v in params.items():
        text = text.replace("{" + k + "}", str(v))
    return text


def letter(lang, rank):
    return STRINGS[lang].get(f"letter.{rank}", rank)


def shown(lang, code, suit="C"):
    if code.startswith("JK@"):
        return f"\u2605({letter(lang, code[3:])}{SUIT[suit]})"
    return letter(lang, code[:-1]) + SUIT[code[-1]]


def spoken(lang, code, suit="C"):
    s = STRINGS[lang]
    if code.startswith("JK@"):
        return fill(s["card.joker_as_card"], card=fill(s["card.pattern"], rank=s[f"rank.{code[3:]}"], suit=s[f"suit.{suit}"]))
    return fill(s["card.pattern"], rank=s[f"rank.{code[:-1]}"], suit=s[f"suit.{code[-1]}"])


@pytest.mark.parametrize("lang", ["en", "de", "he"])
def test_worked_example_shows_the_joker_in_its_place(base_url, page_factory, lang):
    page, watch = page_factory()
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{base_url}{prefix}sequences/")
    node = page.locator(f'.president-example.pw-ready[data-example="{EXAMPLE}"]')
    node.wait_for(state="attached")
    data = json.loads(node.locator("script.president-example-data").text_content())
    step = next(i for i, st in enumerate(data["steps"])
                if any((e.get("data") or {}).get("combination") == " ".join(RUN) for e in st["events"]))
    page.evaluate(f"location.hash = '#{EXAMPLE}:{step}'")
    page.wait_for_function(f"() => document.querySelector('[data-example=\"{EXAMPLE}\"]').getAttribute('data-step') === '{step}'")
    seen = node.evaluate("""n => ({
        events: n.querySelector('.pw-events').textContent,
        top: [...n.querySelectorAll('.pw-pile .pw-top .pc')].map(c => [c.textContent, c.getAttribute('aria-label')]),
    })""")
    s = STRINGS[lang]
    cards = "\u2066" + " ".join(shown(lang, c) for c in RUN) + "\u2069"
    seat = fill(s["seat.name"], n=2)
    assert fill(s["event.play"], seat=seat, subject=fill(s["seat.subject.no"], seat=seat), cards=cards) in seen["events"]
    assert seen["top"] == [[shown(lang, c), spoken(lang, c)] for c in RUN]


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_table_narration_and_centre_name_the_card_the_joker_stands_for(base_url, page_factory, lang):
    """The play table's log and live region come from narration.eventSentence (written and
    spoken), its centre from cards.cardFace with the run it belongs to: both called in the page
    with its own messages, on the event the engine sends for the run (cards joker last)."""
    page = example_page(page_factory, base_url, lang)
    # The page's own module instances (the same URLs as its imports), with its messages.
    got = page.evaluate("""async (dir) => {
        const narration = await import(dir + 'narration.js');
        const cards = await import(dir + 'cards.js');
        const ev = {code: 'play', seat: 2, cards: ['9C', 'JC', 'JK'], data: {combination: '9C JK@10 JC', kind: 'sequence'}};
        const face = cards.cardFace('JK@10', 'pcard-md', ['9C', 'JK@10', 'JC']);
        return {
            written: narration.eventSentence(ev, {}),
            said: narration.eventSentence(ev, {spoken: true}),
            face: [face.getAttribute('aria-label'), face.querySelector('.pcard-as').textContent],
            lone: cards.cardsName(['JK']),
        };
    }""", f"{base_url}assets/javascripts/president/")
    s = STRINGS[lang]
    seat = fill(s["seat.name"], n=2)
    subject = fill(s["seat.subject.no"], seat=seat)
    assert got["written"] == fill(s["event.play"], seat=seat, subject=subject, cards="\u2066" + " ".join(shown(lang, c) for c in RUN) + "\u2069")
    assert got["said"] == fill(s["event.play"], seat=seat, subject=subject, cards=", ".join(spoken(lang, c) for c in RUN))
    assert got["face"] == [spoken(lang, "JK@10"), f"=10{SUIT['C']}"]
    assert got["lone"] == s["card.joker"]
