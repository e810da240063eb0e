"""Court cards in the page's language: the card spans of every page (``<span class="card"
dir="ltr">Q♣ K♣</span>``) show the letters the termbase gives for the page's language
(``i18n/termbase.yml``, ``card_letters``: de B D K A, nl B V H A, pl W D K A, bg В Д Р А),
as the play table, the example chips and the captions already do (issue 13, item 2).

The Markdown sources keep the notation ``J Q K A`` (one spelling for writers and for the
tests that read them); only the built page is localised. ``JK`` (a joker) is notation of
its own and stays. Code spans, links and the play links' fragments are not card spans and
are never touched.
"""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path

import yaml

TERMBASE = Path(__file__).resolve().parent.parent / "i18n" / "termbase.yml"

_SPAN = re.compile(r'(<span class="card"[^>]*>)([^<]*)(</span>)')
# A court card or ace letter standing alone or before a suit mark; "JK" (joker) is kept.
_LETTER = re.compile(r"JK|(?<![A-Za-z])[JQKA](?![A-Za-z])")


@lru_cache(maxsize=1)
def card_letters() -> dict[str, dict[str, str]]:
    """``{lang: {"J": letter, "Q": ..., "K": ..., "A": ...}}`` from the termbase.

    Raises KeyError (naming the file) when the termbase has no ``card_letters``."""
    data = yaml.safe_load(TERMBASE.read_text(encoding="utf-8")) or {}
    if "card_letters" not in data:
        raise KeyError(f"{TERMBASE}: no 'card_letters' table")
    return {lang: {str(k): str(v) for k, v in table.items()} for lang, table in data["card_letters"].items()}


def localise(html: str, lang: str) -> str:
    """``html`` with the letters inside its card spans written as ``lang``'s players write them.

    >>> localise('<span class="card" dir="ltr">Q♣ JK K A 2</span> Q', "de")
    '<span class="card" dir="ltr">D♣ JK K A 2</span> Q'
    """
    letters = card_letters().get(lang)
    if not letters or all(k == v for k, v in letters.items()):
        return html

    def text(match: re.Match) -> str:
        inner = _LETTER.sub(lambda m: letters.get(m.group(0), m.group(0)), match.group(2))
        return match.group(1) + inner + match.group(3)

    return _SPAN.sub(text, html)


def on_page_content(html: str, page, config, files) -> str:
    """MkDocs hook: localise the card spans of a page built in ``theme.language``."""
    return localise(html, str(config["theme"]["language"] or "en"))
