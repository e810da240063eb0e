"""The built site: every page in all six languages, directions, links and anchors, the anchor list,
play links, card notation, and no reference to any other host.

The language-completeness tests fail until every page has been translated: a page missing in a
language would otherwise be filled in silently with the English text (the i18n plugin's fallback).
"""

from __future__ import annotations

import fnmatch
import re
import sys
import pytest
import yaml

from sitelib import (DEFAULT_LANG, DOCS, LANGS, ROOT, RTL_LANGS, anchors_yml, english_slugs,
                     page_path, source_ids)

TRANSLATED = [lang for lang in LANGS if lang != DEFAULT_LANG]
SLUGS = english_slugs()


# --------------------------------------------------------------------------- configuration


def test_config_languages_match(mkdocs_config):
    """mkdocs.yml builds exactly the six languages, English as default at the site root."""
    i18n = next(p["i18n"] for p in mkdocs_config["plugins"] if isinstance(p, dict) and "i18n" in p)
    assert i18n["docs_structure"] == "folder"
    locales = [lang["locale"] for lang in i18n["languages"]]
    assert locales == list(LANGS)
    defaults = [lang["locale"] for lang in i18n["languages"] if lang.get("default")]
    assert defaults == [DEFAULT_LANG]
    assert mkdocs_config["theme"].get("font") is False, "theme.font must be false (no Google Fonts)"
    assert "navigation.instant" not in mkdocs_config["theme"].get("features", [])


def _nav_titles(items) -> list[str]:
    titles = []
    for item in items:
        if isinstance(item, dict):
            for title, value in item.items():
                titles.append(title)
                if isinstance(value, list):
                    titles += _nav_titles(value)
    return titles


def _nav_slugs(items) -> list[str]:
    slugs = []
    for item in items:
        values = item.values() if isinstance(item, dict) else [item]
        for value in values:
            slugs += _nav_slugs(value) if isinstance(value, list) else [value[:-3]]
    return slugs


def test_nav_lists_every_page(mkdocs_config):
    assert sorted(_nav_slugs(mkdocs_config["nav"])) == SLUGS


@pytest.mark.parametrize("lang", TRANSLATED)
def test_language_config_translated(mkdocs_config, lang):
    """Every nav title, the site name, the palette toggles and the "site's choice" title exist in
    the language."""
    i18n = next(p["i18n"] for p in mkdocs_config["plugins"] if isinstance(p, dict) and "i18n" in p)
    conf = next(c for c in i18n["languages"] if c["locale"] == lang)
    missing = [t for t in _nav_titles(mkdocs_config["nav"]) if not (conf.get("nav_translations") or {}).get(t)]
    assert not missing, f"{lang}: nav_translations lacks {missing}"
    assert conf.get("site_name") and conf.get("site_description")
    toggles = [p.get("toggle", {}).get("name") for p in conf.get("theme", {}).get("palette", [])]
    assert len(toggles) == len(mkdocs_config["theme"]["palette"]) and all(toggles)
    assert (conf.get("admonition_translations") or {}).get("site-choice")


# --------------------------------------------------------------------------- sources


@pytest.mark.parametrize("lang", TRANSLATED)
def test_language_has_every_page(lang):
    """docs/<lang>/<slug>.md exists for every English page (no silent English fallback)."""
    missing = [s for s in SLUGS if not (DOCS / lang / f"{s}.md").is_file()]
    assert not missing, f"docs/{lang}/ lacks {len(missing)} of {len(SLUGS)} pages: {missing}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_language_has_no_extra_page(lang):
    folder = DOCS / lang
    extra = sorted(p.name for p in folder.glob("*.md") if p.stem not in SLUGS) if folder.is_dir() else []
    assert not extra, f"docs/{lang}/ has pages with no English original: {extra}"


def test_anchors_yml_matches_english_pages():
    """docs/anchors.yml lists exactly the explicit ids of each English page, in page order."""
    listed = anchors_yml()
    assert sorted(listed) == SLUGS
    for slug in SLUGS:
        # (The anchors page's ids include the headings of its generated per-page tables.)
        ids = source_ids(DOCS / "en" / f"{slug}.md")
        assert listed[slug] == ids, f"{slug}: run tests/site/update_anchors.py"


def test_anchor_ids_unique_and_prefixed():
    listed = anchors_yml()
    every = [a for ids in listed.values() for a in ids]
    dupes = sorted({a for a in every if every.count(a) > 1})
    assert not dupes, f"ids used twice: {dupes}"
    prefixes = {
        "index": ("home-",), "rules": ("rules-",), "revolution": ("revolution-",),
        "sequences": ("sequences-",), "jokers": ("jokers-",), "eight-clears": ("eight-clears-",),
        "equal-plays": ("equal-plays-",), "card-exchange": ("exchange-",),
        "rulesets": ("rulesets-",), "house-rules": ("house-", "western-revolution"),
        "local-rules": ("local-",),
        "history": ("history-",), "ai": ("ai-",), "play": ("play-",), "online": ("online-",), "glossary": ("glossary-",),
        "developers": ("developers-",), "anchors": ("anchors-",),
    }
    for slug, ids in listed.items():
        bad = [a for a in ids if not a.startswith(prefixes[slug])]
        assert not bad, f"{slug}: ids without the page prefix {prefixes[slug]}: {bad}"


def test_brief_anchors_present():
    """The rule sections the brief names each have their own anchor."""
    listed = anchors_yml()
    required = {
        "revolution": "trigger judged-before counter three-clears lone-joker timing new-round",
        "rules": "first-lead beating passing trick-end two-clears going-out scoring titles exchange",
        "sequences": "what no-wrap beating joker reversed",
        "jokers": "in-sets lone two-jokers in-sequences",
        "eight-clears": "set sequence joker",
        "equal-plays": "sets sequences off",
        "card-exchange": "losers-give winners-return normal-order later-lead",
        "house-rules": "two-bombs quad-clears match-skips match-clears joker-not-two uneven-deal "
                       "descents inheritance later-lead",
    }
    prefix = {"card-exchange": "exchange", "house-rules": "house"}
    for slug, names in required.items():
        for name in names.split():
            anchor = f"{prefix.get(slug, slug)}-{name}"
            assert anchor in listed[slug], f"{slug}: no section {anchor}"
    assert "western-revolution" in listed["house-rules"]


def test_anchors_page_lists_every_anchor():
    """The table of docs/en/anchors.md links every id of docs/anchors.yml on its page."""
    text = (DOCS / "en" / "anchors.md").read_text(encoding="utf-8")
    for slug, ids in anchors_yml().items():
        for anchor in ids:
            assert f"]({slug}.md#{anchor})" in text, f"anchors.md lacks {slug}#{anchor}"


def test_examples_point_at_existing_sections():
    """Every worked example (examples/*.yml) names a page and an anchor that exist."""
    listed = anchors_yml()
    files = sorted((ROOT / "examples").glob("*.y*ml"))
    if not files:
        pytest.skip("no examples yet")
    bad = []
    for path in files:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        page, anchor = data.get("page"), data.get("anchor")
        if page not in listed or anchor not in listed[page]:
            bad.append(f"{path.name}: page={page!r} anchor={anchor!r}")
    assert not bad, "examples naming a section that does not exist:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
def test_card_notation_convention_in_sources(lang):
    """Suit symbols appear only inside <span class="card" dir="ltr">, a dir="ltr" block or code."""
    folder = DOCS / lang
    if not folder.is_dir():
        pytest.skip(f"docs/{lang} does not exist yet")
    bad = []
    for path in sorted(folder.glob("*.md")):
        fenced = False
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("```"):
                fenced = not fenced
                continue
            if fenced:
                continue
            rest = re.sub(r'<span class="card" dir="ltr">[^<]*</span>', "", line)
            rest = re.sub(r"`[^`]*`", "", rest)
            if any(s in rest for s in "♣♦♥♠"):
                bad.append(f"{path.name}:{n}: {line.strip()[:80]}")
    assert not bad, "card notation outside <span class=\"card\" dir=\"ltr\">:\n" + "\n".join(bad)


# --------------------------------------------------------------------------- built pages


@pytest.mark.parametrize("lang", LANGS)
def test_built_pages_language_and_direction(built_site, lang):
    """Each page is built under its language prefix with <html lang> and the text direction."""
    want_dir = "rtl" if lang in RTL_LANGS else "ltr"
    problems = []
    for slug in SLUGS:
        rel = page_path(lang, slug)
        if not built_site.exists(rel):
            problems.append(f"{rel}: not built")
            continue
        page = built_site.page(rel)
        if page.html_lang != lang:
            problems.append(f"{rel}: <html lang={page.html_lang!r}>")
        if page.body_dir != want_dir:
            problems.append(f"{rel}: <body dir={page.body_dir!r}>, want {want_dir}")
        if page.html_dir not in (None, want_dir):
            problems.append(f"{rel}: <html dir={page.html_dir!r}>")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", TRANSLATED)
def test_built_pages_are_translated(built_site, lang):
    """The built page's article differs from the English one (detects a silent fallback)."""
    same = []
    for slug in SLUGS:
        rel = page_path(lang, slug)
        if built_site.exists(rel) and built_site.page(rel).article_text == built_site.page(page_path("en", slug)).article_text:
            same.append(slug)
    assert not same, f"{lang}: these pages show the English text: {same}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_anchor_exists_in_every_language(built_site, lang):
    missing = []
    for slug, ids in anchors_yml().items():
        rel = page_path(lang, slug)
        if not built_site.exists(rel):
            missing.append(f"{rel}: not built")
            continue
        present = set(built_site.page(rel).ids)
        missing += [f"{rel}#{a}" for a in ids if a not in present]
    assert not missing, f"{len(missing)} anchors missing:\n" + "\n".join(missing[:60])


def _article_targets(built_site, rel: str, prefix: str) -> set[tuple[str, str]]:
    """(target relative to the language root, fragment) of every link in a page's article."""
    targets = set()
    for link in built_site.page(rel).links:
        if link.in_article and link.tag == "a" and "headerlink" not in link.classes:
            target, fragment = built_site.resolve(rel, link.value)
            if target and prefix and target.startswith(prefix):
                target = target[len(prefix):]
            targets.add((target or link.value, fragment))
    return targets


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translation_keeps_structure(built_site, lang):
    """A translated page keeps the English page's anchor ids (in order), the targets of its links
    (permalinks aside) and its number of card spans."""
    problems = []
    stable = anchors_yml()
    for slug in SLUGS:
        rel, en = page_path(lang, slug), page_path("en", slug)
        if not (DOCS / lang / f"{slug}.md").is_file():
            continue  # reported by test_language_has_every_page
        a, b = built_site.page(en), built_site.page(rel)
        ids_a = [i for i in a.article_ids if i in stable[slug]]
        ids_b = [i for i in b.article_ids if i in stable[slug]]
        if ids_a != ids_b:
            problems.append(f"{slug}: anchors differ from English:\n  en {ids_a}\n  {lang} {ids_b}")
        la = _article_targets(built_site, en, "")
        lb = _article_targets(built_site, rel, f"{lang}/")
        if la != lb:
            problems.append(f"{slug}: links differ: only en {sorted(map(str, la - lb))[:6]}, only {lang} {sorted(map(str, lb - la))[:6]}")
        if a.card_spans != b.card_spans:
            problems.append(f"{slug}: {b.card_spans} card spans, English has {a.card_spans}")
    assert not problems, "\n".join(problems)


def test_no_duplicate_ids(built_site):
    problems = []
    for rel in built_site.html_files:
        ids = built_site.page(rel).ids
        seen, dupes = set(), set()
        for i in ids:
            (dupes if i in seen else seen).add(i)
        if dupes:
            problems.append(f"{rel}: {sorted(dupes)}")
    assert not problems, "pages with an id used twice:\n" + "\n".join(problems[:40])


def _play_fragment_error(fragment: str) -> str | None:
    """Why a play-page link fragment is not a valid game setup, or None."""
    sys.path.insert(0, str(ROOT / "engine"))
    from president.rules import CHOICES, OPTION_NAMES, Rules, RulesError

    pairs = {}
    for part in fragment.split("&"):
        if "=" not in part:
            return f"{part!r} is not NAME=VALUE"
        key, value = part.split("=", 1)
        if key in pairs:
            return f"{key} given twice"
        pairs[key] = value
    preset = pairs.pop("preset", "classic")
    options = {}
    for key, value in pairs.items():
        if key == "seed":
            if not value.isdigit():
                return f"seed={value}"
        elif key == "levels":
            if not all(v in ("easy", "normal", "hard", "expert", "baseline") for v in value.split(",")):
                return f"levels={value}"
        elif key in ("players", "rounds", "jokers"):
            if not value.isdigit():
                return f"{key}={value}: digits expected"
            options[key] = int(value)
        elif key in OPTION_NAMES and CHOICES.get(key) == (False, True):
            if value not in ("on", "off"):
                return f"{key}={value}: on or off expected"
            options[key] = value == "on"
        elif key in CHOICES:
            if value not in [str(c) for c in CHOICES[key]]:
                return f"{key}={value}: one of {CHOICES[key]} expected"
            options[key] = value
        else:
            return f"unknown option {key!r}"
    try:
        Rules.preset(preset, **options)
    except RulesError as e:
        return str(e)
    return None


def test_internal_links_and_anchors_resolve(built_site):
    """Every link, stylesheet, script and image of every built page resolves inside the site, and
    every #anchor exists on its target page. Play-page fragments must be valid game setups."""
    problems = []
    play_pages = {page_path(lang, "play") for lang in LANGS}
    for rel in built_site.html_files:
        page = built_site.page(rel)
        for link in page.links:
            value = link.value.strip()
            if link.attr == "srcset" or value.startswith(("data:", "mailto:", "javascript:")):
                continue
            target, fragment = built_site.resolve(rel, value)
            if target is None:
                continue  # another scheme or host: test_no_other_host
            if target.startswith("../") or not built_site.exists(target):
                problems.append(f"{rel}: <{link.tag} {link.attr}={value!r}> -> {target} does not exist")
                continue
            if not fragment or not target.endswith(".html"):
                continue
            if "=" in fragment:
                if target not in play_pages:
                    problems.append(f"{rel}: {value!r}: a settings fragment on a page that is not the play page")
                elif (err := _play_fragment_error(fragment)) is not None:
                    problems.append(f"{rel}: {value!r}: {err}")
                continue
            m = re.fullmatch(r"([a-z0-9-]+):\d{1,4}", fragment)
            anchor = m.group(1) if m else fragment
            tp = built_site.page(target)
            if anchor not in tp.ids and anchor not in tp.names:
                problems.append(f"{rel}: {value!r}: no id {anchor!r} in {target}")
    assert not problems, f"{len(problems)} broken links:\n" + "\n".join(sorted(set(problems))[:80])


@pytest.mark.parametrize("lang", LANGS)
def test_pages_load_the_widget_assets(built_site, lang):
    """Every page of every language loads president.js (as a module) and the stylesheets, from
    files that exist."""
    problems = []
    for slug in SLUGS:
        rel = page_path(lang, slug)
        if not built_site.exists(rel):
            problems.append(f"{rel}: not built")
            continue
        page = built_site.page(rel)
        found = {}
        for link in page.links:
            name = link.value.split("?")[0].rsplit("/", 1)[-1]
            if name in ("president.js", "president.css", "settings.css", "site.css"):
                target, _ = built_site.resolve(rel, link.value)
                found[name] = target is not None and built_site.exists(target)
        for name in ("president.js", "president.css", "settings.css", "site.css"):
            if not found.get(name):
                problems.append(f"{rel}: {name} {'not referenced' if name not in found else 'does not resolve'}")
        text = built_site.text(rel)
        if not re.search(r'<script[^>]*src="[^"]*president\.js"[^>]*type="module"|<script[^>]*type="module"[^>]*src="[^"]*president\.js"', text):
            problems.append(f"{rel}: president.js is not loaded as a module")
    assert not problems, "\n".join(problems)


def test_widget_modules_resolve(built_site):
    """president.js and every module it imports (relative URLs only, so the site works under a
    sub-path) are in the built site, and no module name looks like a language variant to
    mkdocs-static-i18n (a two-letter middle part such as x.de.js would be dropped or moved)."""
    base = "assets/javascripts/"
    todo, seen, problems = ["president.js"], set(), []
    while todo:
        rel = todo.pop()
        if rel in seen:
            continue
        seen.add(rel)
        if not built_site.exists(base + rel):
            problems.append(f"{rel}: missing from the built site")
            continue
        if re.search(r"\.[a-z]{2}\.js$", rel):
            problems.append(f"{rel}: looks like a language variant")
        text = built_site.text(base + rel)
        for spec in re.findall(r'^\s*(?:import|export)\b[^"\']*?from\s+["\']([^"\']+)["\']', text, re.M):
            if not spec.startswith("./") and not spec.startswith("../"):
                problems.append(f"{rel}: import {spec!r} is not relative")
                continue
            folder = rel.rsplit("/", 1)[0] + "/" if "/" in rel else ""
            parts = []
            for piece in (folder + spec).split("/"):
                if piece in ("", "."):
                    continue
                if piece == "..":
                    parts.pop()
                else:
                    parts.append(piece)
            todo.append("/".join(parts))
    assert len(seen) >= 8, sorted(seen)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_play_page_hosts_the_widget(built_site, lang):
    rel = page_path(lang, "play")
    assert built_site.exists(rel)
    assert 'class="president-play"' in built_site.text(rel)


@pytest.mark.parametrize("lang", LANGS)
def test_card_notation_is_ltr_in_built_pages(built_site, lang):
    """Card spans carry dir="ltr", and no suit symbol stands in text that could be reordered."""
    problems = []
    for slug in SLUGS:
        rel = page_path(lang, slug)
        if not built_site.exists(rel):
            continue
        page = built_site.page(rel)
        if page.card_spans_without_ltr:
            problems.append(f"{rel}: {page.card_spans_without_ltr} card spans without dir=ltr")
        if page.bare_suits:
            problems.append(f"{rel}: suit symbols outside an LTR element: {page.bare_suits[:3]}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", LANGS)
def test_card_spans_use_the_languages_letters(built_site, lang):
    """Court cards in the built pages' card spans are written with the termbase's letters for
    the page's language (issue 13 item 2: de B D K A, nl B V H A, pl W D K A, bg В Д Р А), so
    the rules read like the table; the sources keep the notation J Q K A."""
    letters = yaml.safe_load((ROOT / "i18n" / "termbase.yml").read_text(encoding="utf-8"))["card_letters"][lang]
    foreign = {k for k, v in letters.items() if k != v}
    expected = {v for k, v in letters.items()}
    seen, problems = set(), []
    for slug in SLUGS:
        rel = page_path(lang, slug)
        if not built_site.exists(rel):
            continue
        for inner in re.findall(r'<span class="card"[^>]*>([^<]*)</span>', built_site.text(rel)):
            tokens = set(re.findall(r"JK|(?<![A-Za-z\u0400-\u04FF])[A-Z\u0400-\u04FF](?![A-Za-z\u0400-\u04FF])", inner))
            seen |= tokens & expected
            wrong = (tokens - {"JK"}) & foreign
            if wrong:
                problems.append(f"{rel}: {inner!r} writes {sorted(wrong)}, {lang} writes "
                                + ", ".join(f"{k}={letters[k]}" for k in sorted(wrong)))
    assert not problems, "\n".join(problems[:20])
    assert seen, f"no court card letter in any card span of the {lang} pages: the check read nothing"


@pytest.mark.parametrize("lang", LANGS)
def test_site_choice_boxes_are_titled(built_site, mkdocs_config, lang):
    """Every "this site's choice" box carries the language's title, and the pages have some."""
    i18n = next(p["i18n"] for p in mkdocs_config["plugins"] if isinstance(p, dict) and "i18n" in p)
    conf = next(c for c in i18n["languages"] if c["locale"] == lang)
    want = conf["admonition_translations"]["site-choice"]
    titles = []
    for slug in SLUGS:
        rel = page_path(lang, slug)
        if built_site.exists(rel):
            titles += built_site.page(rel).site_choice_titles
    assert len(titles) >= 10
    assert set(titles) == {want}, f"{lang}: box titles {sorted(set(titles))}, want {want!r}"


# --------------------------------------------------------------------------- other hosts

# Namespace URIs are names, not addresses: browsers never fetch them.
NAMESPACE_URIS = {
    "http://www.w3.org/2000/svg",
    "http://www.w3.org/1999/xhtml",
    "http://www.w3.org/1999/xlink",
    "http://www.sitemaps.org/schemas/sitemap/0.9",
}
LICENCE_COMMENT_HOSTS = {
    # Hosts named only in licence, credit and documentation comments of bundled third-party code
    # (Material's bundle and search worker, lunr and its language packs, their source maps).
    "github.com", "clipboardjs.com", "developer.mozilla.org", "bit.ly", "t.ly", "rxjs.dev",
    "benediktmeurer.de", "www.npmjs.com", "lunrjs.com", "tartarus.org", "snowball.tartarus.org",
    "code.google.com", "www.mozilla.org", "chasen.org", "docs.python.org", "en.wikipedia.org",
    "msdn.microsoft.com", "narwhaljs.org", "people.mozilla.org", "underscorejs.org",
    "wiki.commonjs.org", "wiki.ecmascript.org", "fontawesome.com",
}
# Third-party files that name other hosts, each with the hosts allowed in it and why the site
# never contacts them. Any other file, or any other host, fails the test.
VENDORED = {
    "assets/javascripts/bundle.*.min.js": {
        # Repository facts (stars, forks): fetched only when mkdocs.yml sets repo_url; it sets none.
        "api.github.com", "${e}",
        # Mermaid, loaded only for pages with a mermaid diagram (none), and the ResizeObserver
        # polyfill, loaded only by browsers without ResizeObserver (none that the site supports).
        "unpkg.com",
    } | LICENCE_COMMENT_HOSTS,
    "assets/javascripts/bundle.*.min.js.map": {"api.github.com", "${base}", "unpkg.com"} | LICENCE_COMMENT_HOSTS,
    "assets/javascripts/workers/search.*.min.js": LICENCE_COMMENT_HOSTS,
    "assets/javascripts/workers/search.*.min.js.map": LICENCE_COMMENT_HOSTS,
    "assets/javascripts/lunr/*": LICENCE_COMMENT_HOSTS,
    "assets/javascripts/lunr/min/*": LICENCE_COMMENT_HOSTS,
    # @fluent/bundle (hooks/vendor_assets.py): a reference in a source comment of resolver.js.
    "assets/javascripts/vendor/fluent-bundle/*": {"msdn.microsoft.com"},
    # Material's icons, moved out of its stylesheets by hooks/strict_csp.py; Font Awesome's
    # licence comment names its site.
    "assets/stylesheets/icons/*.svg": {"fontawesome.com"},
    "assets/stylesheets/main.*.min.css": {"fontawesome.com"},  # licence comment of the icons
    "assets/stylesheets/main.*.min.css.map": {"fontawesome.com"} | LICENCE_COMMENT_HOSTS,
    # Pyodide's loader names its public CDN as the default place for packages that are not in the
    # local lock file; the engine loads no such package (tests/browser watches the requests).
    "assets/pyodide/*/pyodide.mjs": {"cdn.jsdelivr.net"},
    "assets/pyodide/*/pyodide.asm.mjs": {"${t}"},  # a host taken from a caller's URL at run time
    # qrcode-generator (hooks/vendor_assets.py): its licence comment names its author's and the
    # QR code trademark holder's sites. (peerjs names its public servers as defaults without a
    # URL; online-link.js always passes the site's own signalling and ICE servers.)
    "assets/javascripts/vendor/qrcode/*": {"www.d-project.com", "www.denso-wave.com", "www.opensource.org"},
}
URL = re.compile(r"https?://[^\s\"'`<>()\\]+")
TEXT_SUFFIXES = (".html", ".css", ".js", ".mjs", ".map", ".json", ".xml", ".txt", ".svg", ".webmanifest")


def _host(url: str) -> str:
    rest = url.split("://", 1)[1]
    return re.split(r"[/?#]", rest, 1)[0]


def test_no_other_host(built_site):
    """No page, stylesheet or script of the built site refers to another host (beyond the
    namespace URIs and the documented third-party leftovers in VENDORED)."""
    problems = []
    for rel in built_site.files(*TEXT_SUFFIXES):
        text = (built_site.root / rel).read_text(encoding="utf-8", errors="replace")
        allowed = set()
        for pattern, hosts in VENDORED.items():
            if fnmatch.fnmatch(rel, pattern):
                allowed |= hosts
        for url in set(URL.findall(text)):
            if url.rstrip("/.,;") in NAMESPACE_URIS or url in NAMESPACE_URIS:
                continue
            if _host(url) in allowed:
                continue
            problems.append(f"{rel}: {url}")
    assert not problems, f"{len(problems)} references to other hosts:\n" + "\n".join(sorted(problems)[:60])


def test_sitemap_has_no_bogus_urls(built_site):
    text = built_site.text("sitemap.xml")
    assert "None" not in text


# --------------------------------------------------------------------------- search


@pytest.mark.parametrize("lang", LANGS)
def test_search_is_per_language(built_site, lang):
    """Each language has its own search index with only its own pages, and the pages of the
    language point Material's search at it (app config base = the language's folder)."""
    import json
    import posixpath

    prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
    index = json.loads(built_site.text(f"{prefix}search/search_index.json"))
    locations = [d["location"] for d in index["docs"]]
    pages = {loc.split("#")[0] for loc in locations}
    assert {"", "rules/", "revolution/"} <= pages, f"{lang}: index lacks main pages"
    others = [f"{x}/" for x in LANGS if x != DEFAULT_LANG]
    assert not [p for p in pages if p.startswith(tuple(others))], f"{lang}: index holds other languages"
    for p in pages:
        assert built_site.exists(f"{prefix}{p}index.html"), f"{lang}: index entry {p!r} is no page"
    for slug in ("index", "rules", "glossary"):
        rel = page_path(lang, slug)
        m = re.search(r'<script id="__config" type="application/json">(.*?)</script>', built_site.text(rel), re.S)
        assert m, f"{rel}: no app config"
        base = json.loads(m.group(1))["base"]
        root = posixpath.normpath(posixpath.join(posixpath.dirname(rel), base))
        assert root == (lang if prefix else "."), f"{rel}: search base {base!r} -> {root}"
