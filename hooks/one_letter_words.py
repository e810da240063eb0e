"""Polish one-letter words keep to the next word: Polish typography does not leave the
prepositions and conjunctions ``a i o u w z`` (and ``A I O U W Z`` opening a sentence) at the end
of a line ("w | rozdaniu" is a typesetting error). The built Polish pages get a no-break space
(U+00A0) after each, in their prose only: code, preformatted text, keyboard keys, scripts,
styles, card notation (``class="card…"``) and parts marked in another language
(``lang="en"``) are left as they are; so are the attributes of tags.

The worked examples' titles and captions and the widget messages are text the widget puts in the
page; they get the same space (in the example data and in the Fluent source embedded in the page,
``hooks/page_widgets.py``), so that the play table and the stepper wrap the same way. The sources
(``docs/pl``, ``examples``, ``i18n/messages/pl.ftl``) keep ordinary spaces: the rule lives here,
in one place.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

from page_widgets import json_for_html  # noqa: E402  (sibling module: the JSON it embeds)

# Languages whose one-letter words stay with the next word, and those words.
ONE_LETTER_WORDS = {"pl": "aiouwzAIOUWZ"}
NBSP = "\u00a0"

_TOKEN = re.compile(r"(<!--.*?-->|<[^>]*>)", re.S)
_TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)([^>]*?)(/?)>", re.S)
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}
_NOT_PROSE_TAGS = {"code", "pre", "kbd", "samp", "script", "style", "textarea", "svg", "math"}
_CLASS = re.compile(r'\bclass\s*=\s*"([^"]*)"')
_LANG = re.compile(r'\blang\s*=\s*"([^"]*)"')
# Inline elements a one-letter word binds to when its space is the last character of a text
# ("w <a …>rozdaniu</a>", "z <strong>wierzchem</strong>").
_INLINE = {"a", "abbr", "b", "bdi", "code", "em", "i", "kbd", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "u"}


def _word(lang: str) -> re.Pattern | None:
    letters = ONE_LETTER_WORDS.get(lang)
    if not letters:
        return None
    # The letter stands alone: not after a letter, digit, hyphen, dot or apostrophe (not the "a"
    # of "4-a", not an initial "A." before a name).
    return re.compile(rf"(?<![\w\-.'’&#@])([{letters}])[ \t\r\n]+(?=(\S)|$)")


def bind(text: str, lang: str, at_end: bool = False) -> str:
    """``text`` (plain text) with a no-break space after each one-letter word of ``lang`` that a
    word follows; ``at_end``: also when the word ends the text (an inline element follows).
    Other languages: ``text`` unchanged."""
    rx = _word(lang)
    if rx is None:
        return text

    def sub(m: re.Match) -> str:
        if m.group(2) is None and not at_end:
            return m.group(0)
        return m.group(1) + NBSP
    return rx.sub(sub, text)


def bind_fluent(source: str, lang: str) -> str:
    """A Fluent resource with :func:`bind` applied to the text of its messages (comments, ids,
    placeables ``{ … }`` and variant keys ``[one]`` are kept)."""
    if _word(lang) is None:
        return source
    out = []
    for line in source.split("\n"):
        if line.startswith("#") or not line.strip():
            out.append(line)
            continue
        head, eq, body = line.partition("=") if not line[:1].isspace() else ("", "", line)
        # Text outside placeables: a one-letter word before "{ $x }" binds to it.
        parts = re.split(r"(\{[^{}]*\})", body)
        for i in range(0, len(parts), 2):
            parts[i] = bind(parts[i], lang, at_end=i + 1 < len(parts))
        out.append(head + eq + "".join(parts))
    return "\n".join(out)


def bind_html(html_text: str, lang: str) -> str:
    """HTML with :func:`bind` applied to its prose (see the module's docstring for what is not
    prose)."""
    if _word(lang) is None:
        return html_text
    letters = ONE_LETTER_WORDS[lang]
    ends_with_word = re.compile(rf"(?:^|(?<![\w\-.'’&#@]))[{letters}]$")
    tokens = _TOKEN.split(html_text)
    stack: list[tuple[str, bool]] = []   # open elements: (name, prose inside it)
    # A one-letter word that ends an inline element ("<strong>jak i</strong> kierunek") binds to
    # the space after the element's end.
    pending = False
    for i in range(0, len(tokens), 2):
        if i > 0:
            m = _TAG.fullmatch(tokens[i - 1])
            if not (m and m.group(1) and m.group(2).lower() in _INLINE):
                pending = False
            if m:
                closing, name, attrs, self_closing = m.group(1), m.group(2).lower(), m.group(3), m.group(4)
                if closing:
                    while stack:
                        if stack.pop()[0] == name:
                            break
                elif name not in _VOID and not self_closing:
                    prose = (not stack or stack[-1][1]) and name not in _NOT_PROSE_TAGS
                    cls = _CLASS.search(attrs)
                    if cls and any(c == "card" or c.startswith("card-") for c in cls.group(1).split()):
                        prose = False
                    tag_lang = _LANG.search(attrs)
                    if tag_lang and tag_lang.group(1).split("-")[0] != lang:
                        prose = False
                    stack.append((name, prose))
        if (stack and not stack[-1][1]) or not tokens[i]:
            continue
        text = tokens[i]
        if pending:
            text = re.sub(r"^[ \t\r\n]+(?=\S)", NBSP, text)
        following = _TAG.fullmatch(tokens[i + 1]) if i + 1 < len(tokens) else None
        at_end = bool(following and not following.group(1) and following.group(2).lower() in _INLINE)
        tokens[i] = bind(text, lang, at_end=at_end)
        pending = bool(ends_with_word.search(text))
    return "".join(tokens)


_EXAMPLE_DATA = re.compile(r'(<script type="application/json" class="president-example-data">)(.*?)(</script>)', re.S)
_MESSAGES = re.compile(r'(<script type="application/json" id="president-messages">)(.*?)(</script>)', re.S)


def bind_widget_data(html_text: str, lang: str) -> str:
    """The example data (title, captions) and the page language's Fluent source embedded in the
    page, with :func:`bind` applied to their text."""
    if _word(lang) is None:
        return html_text

    def example(m: re.Match) -> str:
        data = json.loads(m.group(2))
        if isinstance(data.get("title"), str):
            data["title"] = bind(data["title"], lang)
        for step in data.get("steps", []):
            if isinstance(step.get("caption"), str):
                step["caption"] = bind(step["caption"], lang)
        return m.group(1) + json_for_html(data) + m.group(3)

    def messages(m: re.Match) -> str:
        data = json.loads(m.group(2))
        if data.get("lang") == lang and isinstance(data.get("ftl"), str):
            data["ftl"] = bind_fluent(data["ftl"], lang)
        return m.group(1) + json_for_html(data) + m.group(3)

    return _MESSAGES.sub(messages, _EXAMPLE_DATA.sub(example, html_text))


def on_page_content(html_text: str, page, config, files, **kwargs) -> str:
    """MkDocs hook (after hooks/page_widgets.py): the one-letter words of a page built in a
    language of ONE_LETTER_WORDS keep to the next word."""
    lang = str(config["theme"]["language"] or "en")
    return bind_widget_data(bind_html(html_text, lang), lang)
