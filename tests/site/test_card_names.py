"""Screen readers get the full card names of the pages' card spans, in the page's language
(issue 13, item 2): every ``<span class="card">`` of a built page is ``role="img"`` with an
``aria-label`` that names its cards as the widget messages of that language name them
(``rank-*``, ``suit-*``, ``card-pattern``, ``card-joker``), while the visible letters stay the
termbase's. The expected names are computed here from the message files by the tests' own
reader (tests/messages.py), not by the hook."""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "hooks"))

from messages import read  # noqa: E402  (tests/messages.py)
from sitelib import LANGS, english_slugs, page_path  # noqa: E402

import card_letters  # noqa: E402

SLUGS = english_slugs()
SPAN = re.compile(r'<span class="card"([^>]*)>([^<]*)</span>')
SUITS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


def expected_name(token: str, msgs: dict[str, str]) -> str:
    """The name of one card of the notation (J Q K A, 2-10, ♣♦♥♠, JK) from the messages."""
    if token == "JK":
        return msgs["card.joker"]
    if token in SUITS:
        return msgs[f"suit.{SUITS[token]}"]
    rank, suit = (token[:-1], token[-1]) if token[-1] in SUITS else (token, None)
    name = msgs[f"rank.{rank}"]
    return name if suit is None else msgs["card.pattern"].format(rank=name, suit=msgs[f"suit.{SUITS[suit]}"])


def notation_of(shown: str, lang: str) -> str:
    """Back from the page's letters to the notation J Q K A (the hook changed them)."""
    back = {v: k for k, v in card_letters.card_letters()[lang].items()}
    return re.sub(r"JK|\S", lambda m: m.group(0) if m.group(0) == "JK" else back.get(m.group(0), m.group(0)), shown)


@pytest.mark.parametrize("lang", LANGS)
def test_card_spans_name_their_cards_in_the_pages_language(built_site, lang):
    msgs = read(lang)
    count, problems = 0, []
    for slug in SLUGS:
        rel = page_path(lang, slug)
        if not built_site.exists(rel):
            continue
        for attrs, shown in SPAN.findall(built_site.text(rel)):
            count += 1
            label = re.search(r'\baria-label="([^"]*)"', attrs)
            if 'role="img"' not in attrs or not label:
                problems.append(f"{rel}: card span {shown!r} has no role=img with an aria-label")
                continue
            want = ", ".join(expected_name(t, msgs) for t in notation_of(html.unescape(shown), lang).split())
            if html.unescape(label.group(1)) != want:
                problems.append(f"{rel}: card span {shown!r} is named {html.unescape(label.group(1))!r}, "
                                f"{lang} names it {want!r}")
    assert not problems, "\n".join(problems[:20])
    assert count > 100, f"only {count} card spans in the {lang} pages: the check read almost nothing"


def test_names_follow_the_language():
    """One span in three languages: the visible letters change with the termbase, the names
    with the messages, and a span that is not card notation fails the build naming it."""
    span = '<span class="card" dir="ltr">Q♣ JK</span>'
    assert card_letters.localise(span, "en") == (
        '<span class="card" dir="ltr" role="img" aria-label="queen of clubs, joker">Q♣ JK</span>')
    he = card_letters.localise(span, "he")
    assert 'aria-label="מלכה תלתן, ג&#x27;וקר">Q♣ JK<' in he
    assert card_letters.localise(span, "nl").endswith('aria-label="klaveren vrouw, joker">V♣ JK</span>')
    with pytest.raises(ValueError, match="not a card of the notation"):
        card_letters.localise('<span class="card" dir="ltr">Q♣ X</span>', "en")
