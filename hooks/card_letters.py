"""Card spans in the page's language: the card spans of every page (``<span class="card"
dir="ltr">Q♣ K♣</span>``) show the letters the termbase gives for the page's language
(``i18n/termbase.yml``, ``card_letters``: de B D K A, nl B V H A, pl W D K A, bg В Д Р А),
as the play table, the example chips and the captions already do, and carry the full names of
their cards for assistive technology (issue 13, item 2).

A span becomes ``<span class="card" dir="ltr" role="img" aria-label="queen of clubs, king of
clubs">Q♣ K♣</span>``: a screen reader reads the names in the page's language, where it would
read "Q, black club suit" or skip the suit; the visible letters stay the text of the page (for
search, copying and the eye). The names come from the widget messages, the one source of card
names (``i18n/messages/<lang>.ftl``: ``rank-*``, ``suit-*``, ``card-pattern``, ``card-joker``).

The Markdown sources keep the notation ``J Q K A`` (one spelling for writers and for the
tests that read them); only the built page is localised. ``JK`` (a joker) is notation of
its own and stays. Code spans, links and the play links' fragments are not card spans and
are never touched.
"""

from __future__ import annotations

import html as html_lib
import re
from functools import lru_cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
TERMBASE = ROOT / "i18n" / "termbase.yml"
MESSAGES = ROOT / "i18n" / "messages"

_SPAN = re.compile(r'(<span class="card"[^>]*)>([^<]*)(</span>)')
# A court card or ace letter standing alone or before a suit mark; "JK" (joker) is kept.
_LETTER = re.compile(r"JK|(?<![A-Za-z])[JQKA](?![A-Za-z])")
# One card of the notation: a joker, a rank with or without its suit, or a suit alone.
_CARD = re.compile(r"^(?:(?P<joker>JK)|(?P<rank>10|[2-9JQKA])(?P<suit>[♣♦♥♠])?|(?P<lone_suit>[♣♦♥♠]))$")
_SUIT = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}
_NAME_MESSAGES = ([f"rank-{r}" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
                  + [f"suit-{s}" for s in "CDHS"] + ["card-pattern", "card-joker"])


@lru_cache(maxsize=1)
def card_letters() -> dict[str, dict[str, str]]:
    """``{lang: {"J": letter, "Q": ..., "K": ..., "A": ...}}`` from the termbase.

    Raises KeyError (naming the file) when the termbase has no ``card_letters``."""
    data = yaml.load(TERMBASE.read_text(encoding="utf-8"), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader)) or {}
    if "card_letters" not in data:
        raise KeyError(f"{TERMBASE}: no 'card_letters' table")
    return {lang: {str(k): str(v) for k, v in table.items()} for lang, table in data["card_letters"].items()}


@lru_cache(maxsize=None)
def card_name_messages(lang: str) -> dict[str, str]:
    """The messages that name cards in ``lang`` (``{"rank-Q": "queen", "suit-C": "clubs",
    "card-pattern": "{ $rank } of { $suit }", "card-joker": "joker", ...}``), read from
    ``i18n/messages/<lang>.ftl``.

    Only one-line messages are read (these are); raises ValueError naming the file and the
    message when one is missing or is not a single line of text and ``{ $rank }``/``{ $suit }``
    placeables."""
    path = MESSAGES / f"{lang}.ftl"
    found: dict[str, str] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^([a-zA-Z][\w-]*) = (.+)$", line)
        if m and m.group(1) in _NAME_MESSAGES:
            found[m.group(1)] = m.group(2).strip()
    missing = [k for k in _NAME_MESSAGES if k not in found]
    if missing:
        raise ValueError(f"{path}: no one-line message {', '.join(missing)} (card names for the card spans)")
    for key, text in found.items():
        if "{" in re.sub(r"\{ \$(?:rank|suit) \}", "", text):
            raise ValueError(f"{path}: {key} = {text!r} has a placeable the card-span names cannot fill")
    return found


def card_name(token: str, lang: str) -> str:
    """The full name of one card of the notation in ``lang``: ``"Q♣"`` -> ``"queen of clubs"``
    (en), ``"מלכה תלתן"`` (he); a rank alone (``"K"``) or a suit alone (``"♣"``) is named alone,
    ``"JK"`` is the joker. Raises ValueError for anything that is not a card of the notation."""
    m = _CARD.match(token)
    if not m:
        raise ValueError(f"{token!r} is not a card of the notation (rank 2-10 J Q K A with a suit ♣♦♥♠, a suit, or JK)")
    msgs = card_name_messages(lang)
    if m.group("joker"):
        return msgs["card-joker"]
    if m.group("lone_suit"):
        return msgs[f"suit-{_SUIT[m.group('lone_suit')]}"]
    rank = msgs[f"rank-{m.group('rank')}"]
    if not m.group("suit"):
        return rank
    suit = msgs[f"suit-{_SUIT[m.group('suit')]}"]
    return msgs["card-pattern"].replace("{ $rank }", rank).replace("{ $suit }", suit)


def span_label(notation: str, lang: str) -> str:
    """The accessible name of a card span: its cards' names joined by ", "."""
    return ", ".join(card_name(token, lang) for token in notation.split())


def localise(html: str, lang: str) -> str:
    """``html`` with its card spans written as ``lang``'s players write them, and named for
    assistive technology in ``lang`` (``role="img"`` and ``aria-label``, from the notation
    before the letters change).

    >>> localise('<span class="card" dir="ltr">Q♣ JK 2</span> Q', "de")
    '<span class="card" dir="ltr" role="img" aria-label="Kreuz-Dame, Joker, Zwei">D♣ JK 2</span> Q'

    Raises ValueError naming the span when a card span holds something that is not a card."""
    letters = card_letters().get(lang) or {}

    def span(match: re.Match) -> str:
        opening, inner = match.group(1), match.group(2)
        try:
            label = span_label(html_lib.unescape(inner), lang)
        except ValueError as err:
            raise ValueError(f"card span {match.group(0)!r}: {err}") from None
        if "role=" not in opening:
            opening += f' role="img" aria-label="{html_lib.escape(label, quote=True)}"'
        shown = _LETTER.sub(lambda m: letters.get(m.group(0), m.group(0)), inner)
        return opening + ">" + shown + match.group(3)

    return _SPAN.sub(span, html)


def on_page_content(html: str, page, config, files) -> str:
    """MkDocs hook: localise and name the card spans of a page built in ``theme.language``."""
    return localise(html, str(config["theme"]["language"] or "en"))
