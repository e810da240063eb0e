"""Polish one-letter words (a i o u w z, and capitals) keep to the next word in the built pages
(hooks/one_letter_words.py): in the prose a no-break space follows them, never an ordinary space
or a line break; code, card notation and text marked in another language are left alone; the
example captions and the widget messages embedded in a Polish page get the same space; the
other languages are not touched."""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "hooks"))
import one_letter_words  # noqa: E402

NBSP = "\u00a0"
# A one-letter word followed by an ordinary space or a line break and a word.
LOOSE = re.compile(r"(?<![\w\-.'’&#@])[aiouwzAIOUWZ][ \t\r\n]+(?=[^\s\x00])")
BLOCKS = {"p", "li", "td", "th", "tr", "div", "dt", "dd", "h1", "h2", "h3", "h4", "h5", "h6", "br", "ul", "ol",
          "table", "blockquote", "summary", "details", "figcaption", "section", "article", "nav", "header", "footer"}
SKIP = {"code", "pre", "kbd", "samp", "script", "style", "textarea", "svg", "math"}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"}


class Prose(HTMLParser):
    """The text of an HTML page's <article> as read (the texts of inline elements joined, a
    block boundary as a line of its own), without code, card spans and parts in another
    language."""

    def __init__(self, lang: str):
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.stack: list[tuple[str, bool]] = []
        self.article = 0
        self.out: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "article":
            self.article += 1
        if tag in BLOCKS:
            self.out.append("\n\x00\n")
        if tag in VOID:
            return
        classes = (a.get("class") or "").split()
        prose = (not self.stack or self.stack[-1][1]) and tag not in SKIP
        if any(c == "card" or c.startswith("card-") for c in classes):
            prose = False
        if a.get("lang") and a["lang"].split("-")[0] != self.lang:
            prose = False
        self.stack.append((tag, prose))

    def handle_endtag(self, tag):
        if tag == "article":
            self.article -= 1
        if tag in BLOCKS:
            self.out.append("\n\x00\n")
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        if self.article and (not self.stack or self.stack[-1][1]):
            self.out.append(data)


def loose_words(html_text: str, lang: str) -> list[str]:
    p = Prose(lang)
    p.feed(html_text)
    p.close()
    text = "".join(p.out)
    # Each as the word and what follows it: "w karty i".
    return [" ".join(text[m.start():m.end() + 10].replace("\x00", " ").split()) for m in LOOSE.finditer(text)]


def test_bind_html_keeps_notation_and_other_languages():
    html_text = ('<p>Gra w karty i <a href="#x">zasady</a> z <code>a b</code>, a '
                 '<span class="card" dir="ltr">A K</span> u W\nrozdaniu. A tym: o <strong>tym</strong>, <strong>jak\ni</strong> kierunek.</p>'
                 '<div lang="en"><p>a card</p></div><p>4-a i</p>')
    assert one_letter_words.bind_html(html_text, "pl") == (
        '<p>Gra w\u00a0karty i\u00a0<a href="#x">zasady</a> z\u00a0<code>a b</code>, a\u00a0'
        '<span class="card" dir="ltr">A K</span> u\u00a0W\u00a0rozdaniu. A\u00a0tym: o\u00a0<strong>tym</strong>, <strong>jak\ni</strong>\u00a0kierunek.</p>'
        '<div lang="en"><p>a card</p></div><p>4-a i</p>')
    assert one_letter_words.bind_html(html_text, "en") == html_text
    assert loose_words(f"<article>{html_text}</article>", "pl") == [
        "w karty i za", "i zasady z ,", "z , a u W r", "a u W rozdan", "u W rozdaniu", "W rozdaniu.", "A tym: o tym", "o tym, jak i", "i kierunek."]
    assert loose_words(f"<article>{one_letter_words.bind_html(html_text, 'pl')}</article>", "pl") == []


def test_bind_fluent_keeps_ids_comments_and_placeables():
    source = "# a b\nx-a = Zagraj w { $x } i o\n    [one] a { $n } z kart\n"
    assert one_letter_words.bind_fluent(source, "pl") == "# a b\nx-a = Zagraj w\u00a0{ $x } i\u00a0o\n    [one] a\u00a0{ $n } z\u00a0kart\n"


@pytest.mark.parametrize("lang", ["pl"])
def test_built_pages_keep_one_letter_words_with_the_next(built_site, lang):
    pages = [p for p in built_site.html_files if p.startswith(f"{lang}/") and p != f"{lang}/404.html"]
    assert len(pages) > 10, pages
    loose, bound = {}, 0
    for rel in pages:
        html_text = built_site.text(rel)
        bound += html_text.count(NBSP)
        found = loose_words(html_text, lang)
        if found:
            loose[rel] = found[:5]
    assert not loose, f"one-letter words before an ordinary space in {len(loose)} page(s): {loose}"
    assert bound > 500, bound


def test_widget_text_of_polish_pages(built_site):
    html_text = built_site.text("pl/rules/index.html")
    messages = json.loads(re.search(r'id="president-messages">(.*?)</script>', html_text, re.S).group(1))
    assert messages["lang"] == "pl"
    source = (ROOT / "i18n" / "messages" / "pl.ftl").read_text(encoding="utf-8")
    assert messages["ftl"] == one_letter_words.bind_fluent(source, "pl") != source
    assert NBSP not in messages["en"]
    captions = []
    for m in re.finditer(r'class="president-example-data">(.*?)</script>', html_text, re.S):
        data = json.loads(m.group(1))
        captions += [data["title"]] + [s["caption"] for s in data["steps"] if s["caption"]]
    assert captions and not [c for c in captions if LOOSE.search(c)], [c for c in captions if LOOSE.search(c)]
    assert any(NBSP in c for c in captions)


def test_other_languages_are_untouched(built_site):
    for rel in ("rules/index.html", "nl/rules/index.html", "de/rules/index.html"):
        assert NBSP not in built_site.text(rel), rel
