"""MkDocs hook: one search index per language.

The i18n plugin writes a single search/search_index.json holding the pages of all six languages,
so a search on a Polish page would also list English, Dutch, ... pages. After the i18n plugin has
built every language (it runs its own post-build step at priority -100), this hook splits that
index: search/search_index.json keeps the default language's pages, and <lang>/search/
search_index.json gets each other language's pages, with locations relative to the language's
folder. overrides/main.html points the search of a page at its language's folder.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from mkdocs.plugins import event_priority

log = logging.getLogger("mkdocs.hooks.search_per_language")

# How each language's index is searched: as typed, and by stems. Each language is a lunr language
# of the site's, "site-<lang>" (site_hooks/search/stems.js): the index holds every word as written
# and its stem, a query word is stemmed, so "revolutions", "Revolutionen", "revoluties",
# "rewolucje", "революции" and "מהפכות" find the pages of "revolution". Material's search worker
# imports lunr.site-<lang>.min.js for an index whose config says lang ["site-<lang>"]; this hook
# writes that file from the parts below, in order:
# - the language's stemmer: lunr-languages (npm, pinned in package.json) for de, nl and pl, lunr's
#   own Porter stemmer for en; the site's own for bg (lunr-languages and Snowball have no
#   Bulgarian) and he (lunr-languages' Hebrew only rewrites final letters), in site_hooks/search/;
# - stems.js, which makes the language and stems the query words Material gives a wildcard;
# - site-<lang>.js, the language's entry.
# `pipeline` names every function, so Material removes none of the language's own; `separator`
# splits words where the trimmer would not (Polish and Bulgarian have no trimmer: it splits off the
# punctuation; U+2011, the non-breaking hyphen, joins a Hebrew prefix to a Latin name or a digit).
SEARCH_DIR = Path(__file__).with_name("search")
LUNR_LANGUAGES = Path(__file__).resolve().parents[1] / "node_modules" / "lunr-languages" / "min"
_PUNCTUATION_SEPARATOR = "[\\s\\-\u2010-\u2015.,;:!?()\\[\\]{}\"'\u201e\u201c\u201d\u201a\u2018\u2019\u00ab\u00bb\u2026/]+"
_ALL = ["trimmer", "stopWordFilter", "stemmer"]
SEARCH_SETTINGS: dict[str, dict] = {
    "en": {"lang": ["site-en"], "pipeline": _ALL},
    "nl": {"lang": ["site-nl"], "pipeline": _ALL},
    "de": {"lang": ["site-de"], "pipeline": _ALL},
    "he": {"lang": ["site-he"], "pipeline": _ALL, "separator": "[\\s\\-\u2011]+"},
    "bg": {"lang": ["site-bg"], "pipeline": _ALL, "separator": _PUNCTUATION_SEPARATOR},
    "pl": {"lang": ["site-pl"], "pipeline": _ALL, "separator": _PUNCTUATION_SEPARATOR},
}
# The parts of each language's worker file: ("lunr-languages", name) or ("own", name).
WORKER_PARTS: dict[str, list[tuple[str, str]]] = {
    "en": [("own", "stems.js"), ("own", "site-en.js")],
    "nl": [("lunr-languages", "lunr.nl.min.js"), ("own", "stems.js"), ("own", "site-nl.js")],
    "de": [("lunr-languages", "lunr.de.min.js"), ("own", "stems.js"), ("own", "site-de.js")],
    "pl": [("lunr-languages", "lunr.pl.min.js"), ("own", "stems.js"), ("own", "site-pl.js")],
    "he": [("lunr-languages", "lunr.he.min.js"), ("own", "he.js"), ("own", "stems.js"), ("own", "site-he.js")],
    "bg": [("own", "bg.js"), ("own", "stems.js"), ("own", "site-bg.js")],
}


def worker_file(lang: str) -> str:
    """The text of lunr.site-<lang>.min.js: the parts of WORKER_PARTS[lang] joined.

    Raises FileNotFoundError naming the part when one is missing (lunr-languages comes from
    ``npm ci``, which ./dev runs)."""
    texts = []
    for source, name in WORKER_PARTS[lang]:
        path = (LUNR_LANGUAGES if source == "lunr-languages" else SEARCH_DIR) / name
        if not path.is_file():
            raise FileNotFoundError(f"search of {lang!r}: {path} is missing (run ./dev setup for npm's lunr-languages)")
        texts.append(f"/* {source}: {name} */\n" + path.read_text(encoding="utf-8"))
    return "\n;\n".join(texts) + "\n"


@event_priority(-200)
def on_post_build(config, **kwargs) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is None or getattr(i18n, "building", False):
        return  # no i18n, or one of the i18n plugin's nested per-language builds
    site = Path(config.site_dir)
    index_file = site / "search" / "search_index.json"
    if not index_file.is_file():
        return
    data = json.loads(index_file.read_text(encoding="utf-8"))
    default = i18n.default_language
    others = [lang for lang in i18n.build_languages if lang != default]
    docs: dict[str, list] = {lang: [] for lang in [default, *others]}
    for doc in data.get("docs", []):
        first, _, rest = doc["location"].partition("/")
        if first in others:
            docs[first].append({**doc, "location": rest})
        else:
            docs[default].append(doc)
    for lang, entries in docs.items():
        folder = site if lang == default else site / lang
        out = folder / "search" / "search_index.json"
        out.parent.mkdir(parents=True, exist_ok=True)
        conf = dict(data.get("config", {}))
        conf.update(SEARCH_SETTINGS.get(lang, {"lang": ["en"]}))
        out.write_text(json.dumps({"config": conf, "docs": entries}, ensure_ascii=False, separators=(",", ":")),
                       encoding="utf-8")
    # Each language's lunr file where Material's search worker imports lunr.<lang>.min.js, and
    # lunr-languages' stemmer support (pinned; the language files of the same release need it).
    lunr_dir = site / "assets" / "javascripts" / "lunr" / "min"
    lunr_dir.mkdir(parents=True, exist_ok=True)
    (lunr_dir / "lunr.stemmer.support.min.js").write_bytes((LUNR_LANGUAGES / "lunr.stemmer.support.min.js").read_bytes())
    for lang in docs:
        (lunr_dir / f"lunr.site-{lang}.min.js").write_text(worker_file(lang), encoding="utf-8")
    log.info("search index split per language: %s",
             ", ".join(f"{lang} {len(entries)}" for lang, entries in docs.items()))
