"""The built site needs nothing a strict Content Security Policy forbids (hooks/strict_csp.py):
no inline script in any page, no data: image in any stylesheet; what was moved out exists and
is well-formed. The browser test (tests/browser/test_csp.py) serves the site with the policy."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

SCRIPT = re.compile(r"<script(?P<attrs>[^>]*)>(?P<code>.*?)</script>", re.S | re.I)
CSS_URL = re.compile(r"""url\((["']?)(?P<url>[^"')]+)\1\)""")


def test_no_inline_script(built_site):
    pages = built_site.files(".html")
    assert len(pages) > 50
    moved = 0
    for rel in pages:
        html = (built_site.root / rel).read_text(encoding="utf-8")
        for m in SCRIPT.finditer(html):
            attrs = m.group("attrs")
            if "src=" in attrs:
                src = re.search(r'src="([^"]+)"', attrs).group(1)
                if "/inline/" in src:
                    moved += 1
                    # Root-relative on the 404 pages (served at any address), else page-relative.
                    target = built_site.root / src.lstrip("/") if src.startswith("/") else (built_site.root / rel).parent.joinpath(src)
                    assert target.resolve().is_file(), (rel, src)
                continue
            kind = re.search(r'type="([^"]*)"', attrs)
            assert kind and kind.group(1) == "application/json", f"{rel}: inline script {m.group(0)[:120]}"
    assert moved >= len(pages)  # Material's storage helpers are on every page


def test_no_data_image_in_stylesheets(built_site):
    sheets = built_site.files(".css")
    icons = 0
    for rel in sheets:
        css = (built_site.root / rel).read_text(encoding="utf-8")
        assert "data:image" not in css, rel
        for m in CSS_URL.finditer(css):
            url = m.group("url")
            if url.startswith("icons/"):
                icons += 1
                ET.fromstring((built_site.root / rel).parent.joinpath(url).read_bytes())  # well-formed SVG
    assert icons > 10
