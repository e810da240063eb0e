"""The widget messages in Fluent (i18n/messages/<lang>.ftl), checked by @fluent/bundle itself
under Node (scripts/check_messages.mjs): every message exists in all six languages and formats,
without an error or a missing argument, for every plural category and select value it declares,
choosing the variant it should; plural messages declare every category their language uses."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "check_messages.mjs"


def node(*args: str) -> str:
    exe = shutil.which("node")
    if exe is None:
        pytest.fail("node is missing (Node.js 20+ is expected, see README)")
    if not (ROOT / "node_modules" / "@fluent" / "bundle" / "esm" / "index.js").is_file():
        pytest.fail("node_modules/@fluent/bundle is missing: run ./dev setup (npm ci)")
    proc = subprocess.run([exe, str(SCRIPT), *args], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def fmt(*calls) -> list[str]:
    return json.loads(node("--format", json.dumps(calls)))


def test_every_message_formats_in_every_language():
    report = json.loads(node())
    assert report["formatted"] > 1000, report  # all messages of six languages were formatted
    assert not report["problems"], "\n".join(report["problems"])


def test_the_checker_finds_a_missing_category(tmp_path):
    """The check fails on a Polish plural without its "few" form (so it can fail at all)."""
    for f in (ROOT / "i18n" / "messages").glob("*.ftl"):
        text = f.read_text(encoding="utf-8")
        if f.stem == "pl":
            text = text.replace("        [few] { $n } karty\n        [many] { $n } kart\n", "        [many] { $n } kart\n", 1)
        (tmp_path / f.name).write_text(text, encoding="utf-8")
    report = json.loads(node(str(tmp_path)))
    assert any("pl: count-cards" in p and "few" in p for p in report["problems"]), report["problems"]


def test_polish_counts_and_hebrew_pairs():
    assert fmt(["pl", "count-cards", {"n": 1}], ["pl", "count-cards", {"n": 2}], ["pl", "count-cards", {"n": 5}],
               ["pl", "count-cards", {"n": 22}]) == ["1 karta", "2 karty", "5 kart", "22 karty"]
    two, three = fmt(["he", "give-prompt_discard", {"n": 2}], ["he", "give-prompt_discard", {"n": 3}])
    assert "שני" in two and "3" in three


def test_a_hebrew_prefix_joins_a_latin_name_with_a_hyphen():
    """Hebrew writes ל straight onto a Hebrew word ("למושב 2") and with a hyphen onto a name typed
    in Latin letters ("ל‑Ana", online play): ATTACH in fluent-functions.js, as the pages format it."""
    hebrew, latin, waiting = fmt(["he", "event-exchange", {"subject": "מושב 1", "cards": "5♣", "to": "מושב 2"}],
                                 ["he", "event-exchange", {"subject": "מושב 1", "cards": "5♣", "to": "Ana"}],
                                 ["he", "play-waiting", {"seat": "Bob"}])
    assert hebrew.endswith(" למושב 2."), hebrew
    assert latin.endswith(" ל\u2011Ana."), latin
    assert waiting == "מחכים ל\u2011Bob…", waiting
    assert "לAna" not in latin


def test_winners_with_ties():
    one, two = fmt(["en", "result-winner", {"seats": "Seat 1", "count": 1}],
                   ["en", "result-winner", {"seats": "Seat 1, Seat 3", "count": 2}])
    assert (one, two) == ("Winner: Seat 1", "Winners, tied: Seat 1, Seat 3")
    pl = fmt(["pl", "result-winner", {"seats": "Miejsce 1, Miejsce 3", "count": 2}])[0]
    assert pl.startswith("Wygrywają")


def test_the_old_strings_file_is_gone():
    """The widget strings moved to i18n/messages/<lang>.ftl; a hooks/widget_strings.json added
    back (e.g. by a rebase that kept it) would be read by nothing."""
    assert not (ROOT / "hooks" / "widget_strings.json").exists(), \
        "hooks/widget_strings.json is no longer read: put the messages in i18n/messages/<lang>.ftl"


SHEET = ROOT / "scripts" / "review_sheet.mjs"


def sheet(*args: str) -> str:
    exe = shutil.which("node")
    if exe is None:
        pytest.fail("node is missing (Node.js 20+ is expected, see README)")
    proc = subprocess.run([exe, str(SHEET), *args], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-3000:]
    return proc.stdout


def test_no_message_makes_a_broken_sentence():
    """Every message of every language, filled as the widget fills it (one card and several, a
    seat and "you", each order, reason and plural category, every option name), makes a whole
    sentence: not empty, nothing unfilled, no value twice in a row, not two colons, and in
    en/nl/pl/bg no capital letter of the message's own text after a colon."""
    report = json.loads(sheet("--check"))
    assert report["rendered"] > 2000, report
    assert not report["problems"], "\n".join(report["problems"][:40])


def test_the_sentence_check_finds_each_pattern(tmp_path):
    broken = {
        "event-pass = { $subject } passes.\n": "event-pass = { $subject } { $subject } passes.\n",
        "event-pass-you = You pass.\n": "event-pass-you = You pass: now: go.\n",
        "log-undone = You took back your last move.\n": "log-undone = Undone: You took back your last move.\n",
        "event-skip = { $subject } is skipped.\n": "event-skip = { $subject } is skipped by { $nobody }.\n",
        "event-round_over = The round is over.\n": 'event-round_over = { "" }\n',
    }
    for f in (ROOT / "i18n" / "messages").glob("*.ftl"):
        text = f.read_text(encoding="utf-8")
        if f.stem == "en":
            for old, new in broken.items():
                assert old in text, old
                text = text.replace(old, new)
        (tmp_path / f.name).write_text(text, encoding="utf-8")
    problems = json.loads(sheet("--check", str(tmp_path)))["problems"]
    for id_, what in [("event-pass ", "twice in a row"), ("event-pass-you", "two colons"),
                      ("log-undone", "capital after a colon"), ("event-skip ", "unfilled"), ("event-round_over", "empty")]:
        assert any(p.startswith(f"en: {id_}") and what in p for p in problems), (id_, what, problems)


def test_the_review_sheet_shows_each_sentence(tmp_path):
    sheet(str(tmp_path))
    for lang in ("en", "pl", "nl", "de", "bg", "he"):
        assert (tmp_path / f"{lang}.md").is_file()
    en = (tmp_path / "en.md").read_text(encoding="utf-8")
    assert "Lock! Until the pile clears, every play must have the locked suit: hearts." in en
    assert "Lock! Until the pile clears, every play must have the locked suits: hearts and spades." in en
    assert "Capital fall! Someone else went out first, so Seat 2, the previous President, drops to place 4." in en
    pl = (tmp_path / "pl.md").read_text(encoding="utf-8")
    assert "każde zagranie musi być w kolorze kier." in pl


def test_each_needed_option_has_a_sentence_of_its_own():
    """The play settings say why an option is off with a sentence per option it needs
    (settings.needs_<option>), never an option's name put inside another sentence."""
    from president.web import OPTION_NEEDS

    needed = sorted({need["option"] for need in OPTION_NEEDS.values()})
    calls = [[lang, f"settings-needs_{o}", {}] for lang in ("en", "pl", "nl", "de", "bg", "he") for o in needed]
    assert all(fmt(*calls)), list(zip(calls, fmt(*calls)))
    for f in (ROOT / "i18n" / "messages").glob("*.ftl"):
        assert "$option" not in f.read_text(encoding="utf-8"), f.name
