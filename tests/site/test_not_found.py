"""The 404 pages (site_hooks/not_found_per_language.py, overrides/404.html): the root one in the
default language, one per other language in its folder, each with its language's header, a
language switcher that leads to each language's home page and no alternate links naming some
other page (the language selector fetched a sitemap.xml next to each). The move from the root
page to the address's language is tested in the browser (tests/browser/test_settings.py)."""

from __future__ import annotations

import re

import pytest

from sitelib import LANGS


def site_name(config: dict, lang: str) -> str:
    """The site name in the header of a language (mkdocs.yml: the i18n plugin's site_name)."""
    for plugin in config["plugins"]:
        if isinstance(plugin, dict) and "i18n" in plugin:
            for language in plugin["i18n"]["languages"]:
                if language["locale"] == lang:
                    return language.get("site_name", config["site_name"])
    raise AssertionError(f"{lang} is not a language of mkdocs.yml")


@pytest.mark.parametrize("lang", LANGS)
def test_each_language_has_its_404_page(built_site, mkdocs_config, lang):
    rel = "404.html" if lang == "en" else f"{lang}/404.html"
    assert built_site.exists(rel), rel
    html = built_site.text(rel)
    assert re.search(rf'<html lang="{lang}"', html), rel
    topic = re.search(r'<div class="md-header__topic">\s*<span class="md-ellipsis">\s*([^<]*?)\s*</span>', html)
    assert topic and topic.group(1) == site_name(mkdocs_config, lang), (rel, topic and topic.group(1))
    switcher = dict((code, href) for href, code in re.findall(r'<a href="([^"]*)" hreflang="([a-z]+)" class="md-select__link"', html))
    assert switcher == {code: "/" if code == "en" else f"/{code}/" for code in LANGS}, (rel, switcher)
    head = html[:html.index("</head>")]
    assert 'rel="alternate"' not in head, rel
