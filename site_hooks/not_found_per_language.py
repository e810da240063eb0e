"""MkDocs hook: the 404 page in the language of the address.

mkdocs-static-i18n builds the site once per language, and every build writes the same
``404.html`` at the root: the last language built (Hebrew) won, so every unknown address got a
Hebrew page. Static hosts serve that one file for the whole site. This hook keeps the default
language's 404 page at the root and writes each other language's page to ``<lang>/404.html``
(for hosts that serve a folder's own 404 page, and for the root page, which moves to the
page of the address's language folder: overrides/404.html). The root page also carries the
message in every language, which president.js shows when that move cannot happen.
The language switcher of a 404 page leads to each language's home page (the i18n plugin leaves
the links of the last page it built there). Runs after hooks/strict_csp.py (the pages it keeps
have their scripts moved out already).
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import urlsplit

_ROOT_PAGE: dict[str, str] = {}


def _default_language(config) -> str:
    for plugin in config.get("plugins", {}).values():
        languages = getattr(plugin, "config", {}).get("languages") if hasattr(plugin, "config") else None
        if languages:
            for lang in languages:
                if getattr(lang, "default", False) or (isinstance(lang, dict) and lang.get("default")):
                    return lang.locale if hasattr(lang, "locale") else lang["locale"]
    return "en"


# Material's <link rel="alternate" hreflang> tags (site_hooks/no_alternate_links.py drops them
# from the pages; that hook does not see the 404 page, a template without a page): on a 404
# page they point at the last page built, and the language selector fetched a sitemap.xml next
# to each of them (six 404s).
_ALTERNATE = re.compile(r'\s*<link rel="alternate" href="[^"]*" hreflang="[^"]*">')
_SWITCHER_LINK = re.compile(r'(<a href=")[^"]*(" hreflang="([a-zA-Z-]+)" class="md-select__link")')


def _switcher_to_homes(html: str, base: str, default: str) -> str:
    """The language switcher's links on a 404 page: each language's home page."""
    return _SWITCHER_LINK.sub(lambda m: f"{m.group(1)}{base}{'' if m.group(3) == default else m.group(3) + '/'}{m.group(2)}", html)


def on_post_template(output_content: str, template_name: str, config) -> str:
    if template_name != "404.html":
        return output_content
    lang = config.theme.get("language") or "en"
    default = _default_language(config)
    base = urlsplit(config.site_url or "/").path
    output_content = _switcher_to_homes(output_content, base if base.endswith("/") else base + "/", default)
    head_end = output_content.find("</head>")
    if head_end >= 0:
        output_content = _ALTERNATE.sub("", output_content[:head_end]) + output_content[head_end:]
    if lang == default:
        _ROOT_PAGE[config.site_dir] = output_content  # the default language is built first
        return output_content
    folder = Path(config.site_dir) / lang
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "404.html").write_text(output_content, encoding="utf-8")
    # The root page stays the default language's.
    return _ROOT_PAGE.get(config.site_dir, output_content)
