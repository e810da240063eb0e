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

# How each language's index is searched. Material loads lunr.<lang>.min.js from lunr-languages
# (which it ships) for every language but "en"; the English pipeline's trimmer drops every word
# that is not Latin, so a language without its own lunr-languages file must not use it.
# - en, nl, de: lunr's / lunr-languages' own language, with Material's default pipeline (stop
#   words only).
# - he: lunr-languages' Hebrew, with its trimmer, stop words and stemmer (which strips the
#   prefixes ה ו ב ל מ ש and suffixes, so "המהפכה" is found by "מהפכה").
# - pl: lunr-languages has no Polish. Material's own Polish setting: no trimmer, no stop words,
#   no stemmer, so the separator has to split off the punctuation the trimmer would have removed.
#   It keeps every letter, Latin names (classic, daifugo) included; no stemming.
# - bg: lunr-languages has no Bulgarian either (Material's Bulgarian setting is the Russian
#   pipeline, which stems Bulgarian words differently from the way Material matches the stems
#   back to the query: "революция" found 4 of 20 pages). The site ships its own lunr.bg
#   (site_hooks/lunr.bg.js, copied to where Material's search worker loads lunr.<lang>.min.js):
#   a light stemmer for the article and plural endings, in the index and the query pipeline,
#   with the same punctuation separator as Polish. TRANSLATING.md says why.
# `pipeline` lists the functions of the language's pipeline to keep (Material removes the others).
_PUNCTUATION_SEPARATOR = "[\\s\\-\u2010-\u2015.,;:!?()\\[\\]{}\"'\u201e\u201c\u201d\u201a\u2018\u2019\u00ab\u00bb\u2026/]+"
SEARCH_SETTINGS: dict[str, dict] = {
    "en": {"lang": ["en"]},
    "nl": {"lang": ["nl"]},
    "de": {"lang": ["de"]},
    # U+2011 (non-breaking hyphen) joins a Hebrew prefix to a Latin name or a digit ("ב‑cardverse").
    "he": {"lang": ["he"], "pipeline": ["trimmer", "stopWordFilter", "stemmer"], "separator": "[\\s\\-\u2011]+"},
    "bg": {"lang": ["bg"], "pipeline": ["stemmer"], "separator": _PUNCTUATION_SEPARATOR},
    "pl": {"lang": ["en"], "pipeline": [], "separator": _PUNCTUATION_SEPARATOR},
}

# Outside docs/: mkdocs-static-i18n reads a name like lunr.bg.min.js as a language variant.
OWN_LUNR_LANGUAGES = {"bg": Path(__file__).with_name("lunr.bg.js")}


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
    # Languages lunr-languages lacks, with their lunr.<lang> plugin from this folder, where
    # Material's search worker imports lunr.<lang>.min.js (assets/javascripts/lunr/min/).
    for lang, plugin in OWN_LUNR_LANGUAGES.items():
        out = site / "assets" / "javascripts" / "lunr" / "min" / f"lunr.{lang}.min.js"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_bytes(plugin.read_bytes())
    log.info("search index split per language: %s",
             ", ".join(f"{lang} {len(entries)}" for lang, entries in docs.items()))
