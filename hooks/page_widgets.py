"""MkDocs hook: puts the widgets in the pages.

- Every worked example (hooks/worked_examples.py) is placed in its page, in every language, in
  one way: at the end of the section whose heading has the example's ``anchor`` id, with its
  pre-computed steps embedded as JSON (the page's stepper needs no engine).
- A page with a widget (an example, or ``<div class="president-play">``) gets the widget messages
  of its language and of English, the fallback (i18n/messages/<lang>.ftl, Fluent, formatted in
  the page by @fluent/bundle); the play page also gets the presets and the online play settings
  (``extra.online`` of mkdocs.yml).

The languages are those of the i18n plugin (hooks/languages.py).
"""

from __future__ import annotations

import html
import json
import logging
import re
import sys
from pathlib import Path

from mkdocs.exceptions import PluginError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MESSAGES = ROOT / "i18n" / "messages"

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

import worked_examples  # noqa: E402  (sibling module)
from languages import site_languages  # noqa: E402

log = logging.getLogger("mkdocs.hooks.page_widgets")


class _State:
    """Per-process cache of the widget messages (re-read when a file changes)."""

    messages: dict[str, tuple[int, str]] = {}
    examples: dict = {}  # this build's worked examples (read once per build, in on_pre_build)


S = _State()


# --------------------------------------------------------------------------- messages


def messages_for(lang: str) -> str:
    """The Fluent source of ``lang``'s widget messages (i18n/messages/<lang>.ftl); PluginError if
    it cannot be read."""
    path = MESSAGES / f"{lang}.ftl"
    try:
        mtime = path.stat().st_mtime_ns
        cached = S.messages.get(lang)
        if cached is None or cached[0] != mtime:
            S.messages[lang] = (mtime, path.read_text(encoding="utf-8"))
    except OSError as e:
        raise PluginError(f"page_widgets: cannot read {path}: {e}") from e
    return S.messages[lang][1]


def load_messages() -> None:
    """Read every language's messages once (fails the build early if one is missing)."""
    for path in sorted(MESSAGES.glob("*.ftl")):
        messages_for(path.stem)


def json_for_html(data) -> str:
    """JSON safe inside ``<script type="application/json">``: no ``</script>``, no ``<!--``."""
    return (
        json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
    )


# --------------------------------------------------------------------------- examples


def example_widget(example: dict, lang: str, with_id: bool = True) -> str:
    """The stepper's HTML: title, lead-in paragraph and the steps as JSON; the JS renders them."""
    payload = worked_examples.example_payload(example, lang)
    eid = html.escape(example["id"], quote=True)
    lead = worked_examples.localized(example["lead"], lang)
    # The id is left out when the page already has an element with it (a heading whose id is
    # the example's id): ids must stay unique, and the heading is the link target then.
    id_attr = f' id="{eid}"' if with_id else ""
    parts = [f'<div class="president-example"{id_attr} data-example="{eid}">']
    if payload["title"]:
        parts.append(f'<p class="president-example-title">{html.escape(payload["title"])}</p>')
    if lead:
        parts.append(f'<p class="president-example-lead">{html.escape(lead)}</p>')
    parts.append(f'<script type="application/json" class="president-example-data">{json_for_html(payload)}</script>')
    parts.append("</div>")
    return "\n".join(parts)


_HEADING = re.compile(r"<h([1-6])\b[^>]*>", re.I)


def insert_after_section(content: str, anchor: str, widget: str) -> tuple[str, bool]:
    """Insert ``widget`` at the end of the section whose heading (or element) has id=anchor:
    before the next heading of the same or a higher level. Returns (html, found)."""
    m = re.search(r"<(h[1-6]|[a-z]+)\b[^>]*\bid=\"" + re.escape(anchor) + r"\"[^>]*>", content, re.I)
    if not m:
        return content, False
    tag = m.group(1).lower()
    level = int(tag[1]) if re.fullmatch(r"h[1-6]", tag) else 6
    pos = m.end()
    for h in _HEADING.finditer(content, pos):
        if int(h.group(1)) <= level:
            return content[: h.start()] + widget + "\n" + content[h.start() :], True
    return content + "\n" + widget, True


def place_examples(html_text: str, examples, lang: str, where: str) -> str:
    """Place each example of ``examples`` after its section in ``html_text`` (``where`` names
    the page in warnings); an example whose section is missing goes at the end, with a warning."""
    for example in examples:
        taken = re.search(r'\bid="' + re.escape(example["id"]) + '"', html_text) is not None
        widget = example_widget(example, lang, with_id=not taken)
        html_text, found = insert_after_section(html_text, example["anchor"], widget)
        if not found:
            log.warning(
                "example %s (%s): no section with id %r on page %s; the example is put at the end of the page",
                example["id"], example["file"], example["anchor"], where,
            )
            html_text += "\n" + widget
    return html_text


# --------------------------------------------------------------------------- pages


def page_language(page, config) -> str:
    """Language of the page being built: the i18n plugin's current language, else the first
    folder of the page's source path, else the default language."""
    langs = site_languages(config)
    plugin = config.plugins.get("i18n") if hasattr(config, "plugins") else None
    lang = getattr(plugin, "current_language", None)
    if lang in langs:
        return lang
    first = page.file.src_uri.split("/", 1)[0]
    return first if first in langs else langs[0]


def page_slug(page, langs) -> str:
    """The page's path without language, e.g. ``"revolution"``, ``"index"``."""
    src = page.file.src_uri
    parts = src.split("/")
    if parts[0] in langs and len(parts) > 1:
        parts = parts[1:]
    slug = "/".join(parts).removesuffix(".md")
    slug = re.sub(r"\.(" + "|".join(langs) + r")$", "", slug)  # suffix structure
    if slug == "index":
        return "index"
    return slug.removesuffix("/index")


def _strings_script(lang: str) -> str:
    """The page language's messages and English's (the fallback), as Fluent source in JSON data
    (the site's CSP allows no inline script but data): {"lang": ..., "ftl": ..., "en": ...}."""
    data = {"lang": lang, "ftl": messages_for(lang), "en": messages_for("en") if lang != "en" else None}
    return f'<script type="application/json" id="president-messages">{json_for_html(data)}</script>'


def _presets_script() -> str:
    try:
        from president import web  # noqa: PLC0415

        info = json.loads(web.presets_info())
    except Exception as e:  # noqa: BLE001
        raise PluginError(f"page_widgets: the engine cannot describe its presets: {e!r}") from e
    return f'<script type="application/json" id="president-presets">{json_for_html(info)}</script>'


def _online_script(config) -> str:
    """The online play settings of mkdocs.yml (``extra.online``: the signalling server and the
    ICE servers) for the play page's online-link.js."""
    online = dict((config.get("extra") or {}).get("online") or {})
    return f'<script type="application/json" id="president-online">{json_for_html(online)}</script>'


# --------------------------------------------------------------------------- MkDocs events


def on_pre_build(config, **kwargs) -> None:
    load_messages()
    S.examples = worked_examples.load_examples()


def on_page_content(html_text: str, page, config, files, **kwargs) -> str:
    lang = page_language(page, config)
    slug = page_slug(page, site_languages(config))
    examples = [ex for ex in S.examples.values() if ex["page"] == slug]
    html_text = place_examples(html_text, examples, lang, f"{page.file.src_uri} [{lang}]")
    if "president-example" in html_text or "president-play" in html_text:
        html_text += "\n" + _strings_script(lang)
    if 'class="president-play' in html_text:
        html_text += "\n" + _presets_script() + "\n" + _online_script(config)
    return html_text


def on_serve(server, config, builder, **kwargs):
    """`mkdocs serve`: rebuild when an example, the engine or the widget messages change."""
    for path in (worked_examples.EXAMPLES, worked_examples.ENGINE / "president", MESSAGES):
        if path.exists():
            server.watch(str(path))
    return server
