"""MkDocs hook: the 404 page in the language of the address.

mkdocs-static-i18n builds the site once per language, and every build writes the same
``404.html`` at the root: the last language built (Hebrew) won, so every unknown address got a
Hebrew page. Static hosts serve that one file for the whole site. This hook keeps the default
language's 404 page at the root and writes each other language's page to ``<lang>/404.html``
(for hosts that serve a folder's own 404 page). The root page carries the message in every
language (overrides/404.html) and president.js shows the one of the address's language folder.
Runs after hooks/strict_csp.py (the pages it keeps have their scripts moved out already).
"""

from __future__ import annotations

from pathlib import Path

_ROOT_PAGE: dict[str, str] = {}


def _default_language(config) -> str:
    for plugin in config.get("plugins", {}).values():
        languages = getattr(plugin, "config", {}).get("languages") if hasattr(plugin, "config") else None
        if languages:
            for lang in languages:
                if getattr(lang, "default", False) or (isinstance(lang, dict) and lang.get("default")):
                    return lang.locale if hasattr(lang, "locale") else lang["locale"]
    return "en"


def on_post_template(output_content: str, template_name: str, config) -> str:
    if template_name != "404.html":
        return output_content
    lang = config.theme.get("language") or "en"
    if lang == _default_language(config):
        _ROOT_PAGE[config.site_dir] = output_content  # the default language is built first
        return output_content
    folder = Path(config.site_dir) / lang
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "404.html").write_text(output_content, encoding="utf-8")
    # The root page stays the default language's.
    return _ROOT_PAGE.get(config.site_dir, output_content)
