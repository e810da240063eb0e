"""Narration says what the event says, never what is usually true (issue 28, en-facts W7,
W9-W12): the events come from the engine playing the reviewers' reproductions, and the page's
own narration (narration.js, the page's messages) tells them. Expected texts are the variants of
the language's messages (tests/messages.py) that the event's data selects."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402
from conftest import example_page  # noqa: E402

from president import web  # noqa: E402
from president.moves import Move  # noqa: E402
from president.round import Round  # noqa: E402
from president.rules import Rules  # noqa: E402

STRINGS = messages.all_languages()


def events(preset, hands, moves, order="normal", **options):
    rules = Rules.from_dict({"preset": preset, "players": len(hands), **options})
    rnd, _ = Round.start(rules, hands, leader=0, order=order)
    out = []
    for seat, move in moves:
        out += rnd.apply(Move.pass_() if move == "pass" else Move.play(move), seat)
    return [web._event(e) for e in out]


def event(evs, code):
    found = [e for e in evs if e["code"] == code]
    assert found, f"no {code} in {evs}"
    return found[0]


CASES = [
    # W9: jacks during a revolution bring the normal order back until the pile clears.
    ("jack_back", lambda: events("classic", ["JC 4C", "5D 6D", "7H 8H", "9S 10S"], [(0, "JC")], order="reversed",
                                 jack_back=True, revolution=True), "event.jack_back.normal"),
    ("jack_back", lambda: events("classic", ["JC 4C", "5D 6D", "7H 8H", "9S 10S"], [(0, "JC")], jack_back=True), "event.jack_back.reversed"),
    # W10: a revolution made inside a jack back stays: the jack back ends with the order reversed.
    ("jack_back_end", lambda: events("japanese", ["JC JD JH JS 4C", "5D 6D", "7H 8H", "9S 10S"],
                                     [(0, "JC JD JH JS"), (1, "pass"), (2, "pass"), (3, "pass")]), "event.jack_back_end.reversed"),
    # W11: in the reversed order the cutter is a single 3.
    ("clear", lambda: events("hebrew", ["5C 6C", "3C 7D", "8H 9H", "10S JS"], [(0, "5C"), (1, "3C")], order="reversed",
                             revolution=True), "event.clear.bomb.reversed"),
    # W12: 5-skips reach every other seat: nobody passed.
    ("trick_won", lambda: events("classic", ["5C 5D 6C", "7D 8D", "9H 10H"], [(0, "5C 5D")], five_skip=True), "event.trick_won.no_one_left"),
    ("trick_won", lambda: events("classic", ["5C 6C", "7D 8D", "9H 10H"], [(0, "5C"), (1, "pass"), (2, "pass")]), "event.trick_won.passed"),
]

NARRATE = """async ([ev]) => {
  const { eventSentence } = await import('/assets/javascripts/president/narration.js');
  return eventSentence(ev, { human: null });
}"""


@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_narration_tells_what_happened(base_url, page_factory, lang):
    page, watch = page_factory()
    page.goto(f"{base_url}{'' if lang == 'en' else lang + '/'}rules/")
    for code, make, key in CASES:
        ev = event(make(), code)
        said = page.evaluate(NARRATE, [ev])
        want = STRINGS[lang][key]
        seat = STRINGS[lang]["seat.name"].replace("{n}", str(ev.get("seat", "")))
        inline = STRINGS[lang]["seat.inline.number"].replace("{n}", str(ev.get("seat", "")))
        assert said == want.replace("{seat}", seat).replace("{inline}", inline), (code, ev, said)


def test_a_refused_exchange_give_is_a_give_not_a_discard(base_url, page_factory):
    """W7: in the worked example of a refused exchange, the narration says "tries to give" (the
    rules ask for an exchange there), then why, in a sentence of its own."""
    import yaml

    data = yaml.safe_load((ROOT / "examples" / "card-exchange-invalid-give.yml").read_text(encoding="utf-8"))
    steps = web.replay_example(data)["steps"]
    refused = [i for i, st in enumerate(steps) if i and st["move"]["kind"] == "give" and not st["legal"]]
    assert refused and all(steps[i]["move"]["reason"] == "exchange" for i in refused)
    page, watch = page_factory()
    en = STRINGS["en"]
    for i in refused:
        page.goto(f"{base_url}{data['page']}/#{data['id']}:{i}")
        node = page.locator(f'.president-example[data-example="{data["id"]}"]')
        page.wait_for_function("([id, i]) => { const n = document.querySelector(`.president-example[data-example='${id}']`);"
                               " return n && n.dataset.step === String(i); }", arg=[data["id"], i])
        text = node.locator(".pw-events").text_content()
        start = en["step.rejected.give"].split("{seat}")[1].split("{cards}")[0].strip()
        assert start in text and "discard" not in text, text
        # the reason said of the player (reason.<code>), never the table's instruction
        why = en.get("reason." + steps[i]["error"]) or en["error." + steps[i]["error"]]
        assert why.split("{")[0] in text, text


@pytest.mark.parametrize("lang", ["nl", "en", "pl"])
def test_a_seat_with_a_typed_name_is_the_subject_itself(base_url, page_factory, lang):
    """Online, a seat carries the name its player typed: Dutch says "De speler op plaats 2
    speelt …" for a numbered seat but "Ana speelt …" for a name, never "De speler op Ana"
    (seat-subject, $named); the reader's own seat is "you" the same way. Called in the page with
    its own messages (narration.eventSentence, as the log and the live region call it)."""
    page = example_page(page_factory, base_url, lang)
    got = page.evaluate("""async (dir) => {
        const narration = await import(dir + 'narration.js');
        const ev = (code) => ({code, seat: 2, cards: code === 'pass' ? [] : ['7H'], data: {}});
        return ['play', 'pass', 'skip'].map((code) => [
            narration.eventSentence(ev(code), {}),
            narration.eventSentence(ev(code), {names: {2: 'Ana'}}),
        ]);
    }""", f"{base_url}assets/javascripts/president/")
    s = messages.read(lang)
    seat = s["seat.name"].replace("{n}", "2")
    for (numbered, named), code in zip(got, ["play", "pass", "skip"]):
        assert "Ana" in named and seat not in named, (code, named)
        assert seat in numbered, (code, numbered)
        assert named.startswith("Ana"), (code, named)  # the name itself is the subject
        if lang == "nl":
            assert numbered.startswith("De speler op plaats 2"), numbered
            assert "De speler op Ana" not in named, named


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_seat_inside_a_sentence_takes_the_inline_form(base_url, page_factory, lang):
    """A seat inside a sentence (seat-inline: the trick's winner after "so", the receiver of an
    exchange, the list of winners) takes the language's in-sentence form: Polish writes
    "więc miejsce 2 bierze lewę" and "ty" in lower case, a label keeps "Miejsce 2"; a typed name
    stays as typed. English keeps "Seat 2" and "You". Called in the page with its messages."""
    page = example_page(page_factory, base_url, lang)
    got = page.evaluate("""async (dir) => {
        const narration = await import(dir + 'narration.js');
        const won = {code: 'trick_won', seat: 2, cards: [], data: {reason: 'passed'}};
        const give = {code: 'exchange', seat: 1, cards: ['7H'], data: {to: 3}};
        return [narration.eventSentence(won, {}), narration.eventSentence(give, {}),
                narration.eventSentence(give, {names: {3: 'Ana'}}),
                narration.seatInline(0, {human: 0}), narration.seatName(2, {})];
    }""", f"{base_url}assets/javascripts/president/")
    won, give, named, you, label = got
    if lang == "pl":
        assert "więc miejsce 2 bierze lewę" in won, won
        assert give.startswith("Miejsce 1 oddaje") and give.endswith("odbiorcą jest miejsce 3."), give
        assert named.endswith("odbiorcą jest Ana."), named
        assert (you, label) == ("ty", "Miejsce 2")
    else:
        assert "so Seat 2 wins the trick" in won, won
        assert give.endswith("to Seat 3."), give
        assert named.endswith("to Ana."), named
        assert (you, label) == ("You", "Seat 2")


def test_a_hebrew_prefix_takes_a_hyphen_before_a_typed_name(base_url, page_factory):
    """Online, a seat has the name its player typed: Hebrew joins the prefix ל to it with a hyphen
    when the name is not in Hebrew letters ("ל‑Ana"), straight onto a Hebrew one ("למושב 0")."""
    page, watch = page_factory()
    page.goto(f"{base_url}he/rules/")
    ev = {"code": "exchange", "seat": 3, "cards": ["KS", "2S"], "data": {"to": 0, "auto": True}}
    said = page.evaluate("""async ([ev]) => {
      const { eventSentence } = await import('/assets/javascripts/president/narration.js');
      return [eventSentence(ev, { human: null, names: ["Ana", null, null, "דנה"] }),
              eventSentence(ev, { human: null })];
    }""", [ev])
    assert "ל\u2011Ana" in said[0] and "לAna" not in said[0], said
    assert said[0].startswith("דנה"), said
    assert "למושב 0" in said[1], said
