"""Helpers of the site tests: the source layout, and a stdlib HTML parser for the built pages."""

from __future__ import annotations

import posixpath
import re
import sys
from dataclasses import dataclass, field
from functools import cached_property
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import yaml

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
sys.path.insert(0, str(ROOT / "hooks"))
from languages import default_language, rtl_languages, site_languages  # noqa: E402  (mkdocs.yml's i18n plugin)

DEFAULT_LANG = default_language()
LANGS = site_languages()
RTL_LANGS = rtl_languages()

# An explicit id in a Markdown source: "## Title {#id}" or a glossary term "Term {#id}".
SOURCE_ID = re.compile(r"\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$")
SUITS = "♣♦♥♠"


def english_slugs() -> list[str]:
    """Slugs of the English pages (docs/en/<slug>.md), sorted."""
    return sorted(p.stem for p in (DOCS / DEFAULT_LANG).glob("*.md"))


def source_ids(path: Path) -> list[str]:
    """Explicit ids of a Markdown page, in order (fenced code is skipped)."""
    ids, fenced = [], False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced:
            m = SOURCE_ID.search(line)
            if m:
                ids.append(m.group(1))
    return ids


def anchors_yml() -> dict[str, list[str]]:
    return yaml.safe_load((DOCS / "anchors.yml").read_text(encoding="utf-8"))


def page_path(lang: str, slug: str) -> str:
    """Path of a built page, relative to the site root."""
    prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
    return f"{prefix}index.html" if slug == "index" else f"{prefix}{slug}/index.html"


# Tags whose URL attributes make the browser load or navigate to something.
URL_ATTRS = {
    "a": ("href",), "link": ("href",), "script": ("src",), "img": ("src", "srcset"),
    "source": ("src", "srcset"), "iframe": ("src",), "video": ("src", "poster"), "audio": ("src",),
    "form": ("action",), "object": ("data",), "embed": ("src",), "track": ("src",),
}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Link:
    tag: str
    attr: str
    value: str
    in_article: bool
    rel: str = ""
    classes: tuple[str, ...] = ()


@dataclass
class ParsedPage:
    html_lang: str | None = None
    html_dir: str | None = None
    body_dir: str | None = None
    ids: list[str] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    # Text runs with a suit symbol that are not inside a dir="ltr" element or code.
    bare_suits: list[str] = field(default_factory=list)
    card_spans: int = 0
    card_spans_without_ltr: int = 0
    article_ids: list[str] = field(default_factory=list)
    # The article's text without what the build translates by itself (worked examples, box titles).
    article_text: str = ""
    site_choice_titles: list[str] = field(default_factory=list)


class PageParser(HTMLParser):
    """Collects ids, links, direction and card-notation facts of one built page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.page = ParsedPage()
        self.stack: list[tuple[str, bool]] = []  # (tag, makes its content LTR)
        self.article_depth = None
        self.skip_depth = 0  # inside <script> or <style>
        self.in_choice_title = None
        self.choice_depth = None
        self.article_chunks: list[str] = []
        self.widget_depth = None

    @property
    def ltr(self) -> bool:
        return any(flag for _, flag in self.stack)

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        p = self.page
        if tag == "html":
            p.html_lang = a.get("lang")
            p.html_dir = a.get("dir")
        elif tag == "body":
            p.body_dir = a.get("dir")
        in_article = self.article_depth is not None
        if "id" in a:
            p.ids.append(a["id"])
            if in_article:
                p.article_ids.append(a["id"])
        if tag == "a" and "name" in a:
            p.names.append(a["name"])
        for attr in URL_ATTRS.get(tag, ()):
            if attr in a:
                p.links.append(Link(tag, attr, a[attr], in_article, a.get("rel", ""),
                                    tuple(a.get("class", "").split())))
        classes = a.get("class", "").split()
        if tag == "span" and "card" in classes:
            p.card_spans += 1
            if a.get("dir") != "ltr":
                p.card_spans_without_ltr += 1
        if tag == "div" and "site-choice" in classes and "admonition" in classes:
            self.choice_depth = len(self.stack)
        if tag == "p" and "admonition-title" in classes and self.choice_depth is not None:
            self.in_choice_title = []
        if tag in VOID:
            return
        if tag == "article":
            self.article_depth = len(self.stack)
        if "president-example" in classes and self.widget_depth is None:
            self.widget_depth = len(self.stack)  # worked examples: localized by the build hook
        if tag in ("script", "style"):
            self.skip_depth += 1
        # The page direction on <body> does not count: card notation must carry its own.
        self.stack.append((tag, (a.get("dir") == "ltr" and tag != "body") or tag in ("code", "pre", "kbd", "svg")))

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if tag == "p" and self.in_choice_title is not None:
            self.page.site_choice_titles.append("".join(self.in_choice_title).strip())
            self.in_choice_title = None
        # Pop up to the matching open tag (tolerates implicitly closed elements).
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break
        if tag in ("script", "style"):
            self.skip_depth = max(0, self.skip_depth - 1)
        if self.article_depth is not None and len(self.stack) <= self.article_depth:
            self.article_depth = None
        if self.choice_depth is not None and len(self.stack) <= self.choice_depth:
            self.choice_depth = None
        if self.widget_depth is not None and len(self.stack) <= self.widget_depth:
            self.widget_depth = None

    def handle_data(self, data):
        if self.skip_depth:
            return
        if self.in_choice_title is not None:
            self.in_choice_title.append(data)
        if self.article_depth is not None and self.widget_depth is None and self.in_choice_title is None:
            self.article_chunks.append(data)
        if any(s in data for s in SUITS) and not self.ltr:
            self.page.bare_suits.append(data.strip())

    def close(self):
        super().close()
        self.page.article_text = " ".join(" ".join(self.article_chunks).split())


def parse_html(text: str) -> ParsedPage:
    parser = PageParser()
    parser.feed(text)
    parser.close()
    return parser.page


class BuiltSite:
    """A built site folder; pages are parsed on demand and cached."""

    def __init__(self, root: Path):
        self.root = root
        self._pages: dict[str, ParsedPage] = {}

    def exists(self, rel: str) -> bool:
        return (self.root / rel).is_file()

    def text(self, rel: str) -> str:
        return (self.root / rel).read_text(encoding="utf-8")

    def page(self, rel: str) -> ParsedPage:
        if rel not in self._pages:
            self._pages[rel] = parse_html(self.text(rel))
        return self._pages[rel]

    @cached_property
    def html_files(self) -> list[str]:
        return sorted(p.relative_to(self.root).as_posix() for p in self.root.rglob("*.html"))

    def files(self, *suffixes: str) -> list[str]:
        return sorted(p.relative_to(self.root).as_posix() for p in self.root.rglob("*")
                      if p.is_file() and p.name.endswith(suffixes))

    def resolve(self, page: str, url: str) -> tuple[str | None, str]:
        """(target file relative to the root, fragment) of a link on ``page``; the target is None
        for a link that leaves the site (another scheme or host)."""
        parts = urlsplit(url)
        if parts.scheme or parts.netloc:
            return None, parts.fragment
        path = unquote(parts.path)
        if not path:
            return page, unquote(parts.fragment)
        if path.startswith("/"):
            target = posixpath.normpath(path.lstrip("/")) if path.strip("/") else "."
        else:
            target = posixpath.normpath(posixpath.join(posixpath.dirname(page), path))
        if target == ".":
            target = "index.html"
        elif path.endswith("/") or (self.root / target).is_dir():
            target = posixpath.join(target, "index.html")
        return target, unquote(parts.fragment)
