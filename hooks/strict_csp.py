"""MkDocs hook: the built site works under a strict Content Security Policy.

The policy a careful host sends (README.md, "Hosting"; tests/browser/test_csp.py serves it):

    default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self';
    style-src 'self' 'unsafe-inline'

It forbids inline scripts and ``data:`` images. Material writes a few small inline scripts into
every page (storage helpers, the remembered colour palette and tabs), and its stylesheets (and
site.css) draw icons from ``data:`` SVG URLs. So, after each page is rendered, every inline
script is moved to ``assets/javascripts/inline/<sha12>.js`` (same content, same place in the
page: a classic script without async/defer runs at the same moment as the inline one), and after
the build every ``url("data:image/svg+xml...")`` of the site's stylesheets becomes a file next
to the stylesheet, ``assets/stylesheets/icons/<sha12>.svg``. JSON data blocks
(``<script type="application/json">``) are data, not scripts, and stay.
"""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

INLINE_DIR = "assets/javascripts/inline"
ICON_DIR = "icons"  # next to the stylesheets
# A script element without src whose type runs code (none, a JavaScript MIME type, or module).
_INLINE = re.compile(
    r'<script(?P<attrs>(?:\s+(?!src\b)[a-z-]+(?:="[^"]*")?)*)\s*>(?P<code>.*?)</script>', re.S | re.I)
_TYPE = re.compile(r'\btype="(?P<type>[^"]*)"', re.I)
_CODE_TYPES = ("", "text/javascript", "application/javascript", "module")
_DATA_URL = re.compile(r"""url\((?P<q>["']?)data:image/svg\+xml(?P<meta>[;,][^"')]*?),(?P<data>.*?)(?P=q)\)""", re.S)


_CSS_ESCAPE = re.compile(r"\\(?:([0-9a-fA-F]{1,6})[ \t\n]?|(.))", re.S)


def _css_unescape(m: re.Match) -> str:
    return chr(int(m.group(1), 16)) if m.group(1) else m.group(2)


def _sha12(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()[:12]


def externalize_scripts(html: str, page_url: str, site_dir: Path, base: str | None = None) -> str:
    """Move every inline script of ``html`` (a page at ``page_url``, e.g. ``"pl/play/"``) to a
    file under ``site_dir``/INLINE_DIR named by its hash; return the page's new HTML. ``base``:
    the URL of the site root when the page links from there (the 404 page, served at any
    address), else the files are linked relative to ``page_url``."""

    def move(m: re.Match) -> str:
        attrs = m.group("attrs") or ""
        t = _TYPE.search(attrs)
        kind = (t.group("type") if t else "").strip().lower()
        if kind not in _CODE_TYPES or not m.group("code").strip():
            return m.group(0)
        code = m.group("code").encode("utf-8")
        name = f"{INLINE_DIR}/{_sha12(code)}.js"
        target = site_dir / name
        if not target.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(code)
        # Page URLs are folders ("pl/play/"); the 404 page is served at any address.
        src = base + name if base is not None else "../" * page_url.count("/") + name
        return f'<script{attrs} src="{src}"></script>'

    return _INLINE.sub(move, html)


def externalize_data_images(css_file: Path) -> int:
    """Replace the ``data:image/svg+xml`` URLs of a stylesheet by files in ``icons/`` next to
    it; return how many were replaced."""
    text = css_file.read_text(encoding="utf-8")
    count = 0

    def move(m: re.Match) -> str:
        nonlocal count
        meta = m.group("meta")
        data = _CSS_ESCAPE.sub(_css_unescape, m.group("data"))  # the CSS string first, then the URL
        svg = base64.b64decode(data) if ";base64" in meta else unquote(data).encode("utf-8")
        name = f"{ICON_DIR}/{_sha12(svg)}.svg"
        target = css_file.parent / name
        if not target.is_file():
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(svg)
        count += 1
        return f'url("{name}")'

    new = _DATA_URL.sub(move, text)
    if count:
        css_file.write_text(new, encoding="utf-8")
    return count


def on_post_page(output: str, page, config) -> str:
    return externalize_scripts(output, page.url, Path(config.site_dir))


def on_post_build(config, **kwargs) -> None:
    for css in sorted((Path(config.site_dir) / "assets" / "stylesheets").glob("*.css")):
        externalize_data_images(css)


def on_post_template(output_content: str, template_name: str, config) -> str:
    if template_name == "404.html":  # rendered without a page object, linking from the root
        base = urlsplit(config.site_url or "/").path
        return externalize_scripts(output_content, "404.html", Path(config.site_dir), base=base if base.endswith("/") else base + "/")
    return output_content
