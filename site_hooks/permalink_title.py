"""The tooltip of every heading's permalink (the ¶ that `toc: permalink` adds) in the page's
language. Python-Markdown's toc writes one `permalink_title` for the whole site ("Permanent link"),
and mkdocs-static-i18n cannot change Markdown extension options per language; this hook replaces
the title in each built page by the one of the language the i18n plugin built it in
(`theme.language`, which the plugin sets per language)."""

from __future__ import annotations

TITLES = {
    "en": "Permanent link",
    "pl": "Link bezpośredni",
    "nl": "Vaste link",
    "de": "Permanenter Link",
    "bg": "Постоянна връзка",
    "he": "קישור קבוע",
}


def on_page_content(html: str, page, config, files) -> str:
    lang = str(config["theme"]["language"] or "en")
    title = TITLES.get(lang)
    if not title or lang == "en":
        return html
    return html.replace('title="Permanent link">', f'title="{title}">')
