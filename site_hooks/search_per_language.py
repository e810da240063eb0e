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

# lunr.js has stemmers for these of the site's languages; the others use the default pipeline.
LUNR_LANGUAGES = {"en", "nl", "de"}


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
        conf["lang"] = [lang] if lang in LUNR_LANGUAGES else ["en"]
        out.write_text(json.dumps({"config": conf, "docs": entries}, ensure_ascii=False, separators=(",", ":")),
                       encoding="utf-8")
    log.info("search index split per language: %s",
             ", ".join(f"{lang} {len(entries)}" for lang, entries in docs.items()))
