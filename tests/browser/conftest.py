"""Browser tests: the built site in headless Chromium (Debian's /usr/bin/chromium).

The site is built once per session with ``mkdocs build`` into a temporary directory and
served on 127.0.0.1 by a stdlib HTTP server thread on a free port. Every page fixture
- blocks and records any request to a host other than 127.0.0.1,
- records console errors and uncaught page errors,
and the test fails if there were any.
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from urllib.parse import urlparse

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("PRESIDENT_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update"]

# Console messages that are not ours to fix here: Material's language selector asks each
# alternate language for a sitemap.xml next to the page, which a multi-language build
# does not have (404). Nothing of the widgets' may be ignored.
IGNORED_CONSOLE = ("sitemap.xml",)


def pytest_collection_modifyitems(config, items):
    # Every test of this folder drives a browser (tests that only read files live in
    # tests/site/), so `-m "not browser"` leaves the whole folder out.
    for item in items:
        path = str(item.fspath).replace(os.sep, "/")
        if "tests/browser/" in path:
            item.add_marker(pytest.mark.browser)


def _need_browser():
    try:
        import playwright  # noqa: F401
    except ImportError:
        pytest.fail("playwright is not installed (requirements-dev.txt pins it)")
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: ./dev test installs Debian's chromium")


class _Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # quiet
        pass

    def end_headers(self):
        # Same headers a static host would send; Pyodide needs the wasm MIME type.
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


_Handler.extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                           ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                           ".whl": "application/zip", ".json": "application/json"}


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory) -> Path:
    if not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("node_modules/pyodide is missing: run ./dev setup (npm ci)")
    out = tmp_path_factory.mktemp("site")
    mkdocs = Path(sys.executable).with_name("mkdocs")
    cmd = [str(mkdocs) if mkdocs.exists() else "mkdocs", "build", "--quiet", "--site-dir", str(out)]
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=env)
    if proc.returncode != 0:
        pytest.fail(f"mkdocs build failed:\n{proc.stdout[-3000:]}\n{proc.stderr[-3000:]}")
    yield out
    shutil.rmtree(out, ignore_errors=True)


@pytest.fixture(scope="session")
def base_url(site_dir) -> str:
    handler = functools.partial(_Handler, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser():
    _need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


class PageWatch:
    """Console errors, page errors and blocked foreign requests of one page."""

    def __init__(self):
        self.errors: list[str] = []
        self.foreign: list[str] = []

    def check(self):
        assert not self.foreign, f"requests to other hosts: {self.foreign}"
        assert not self.errors, f"console errors: {self.errors}"


def open_page(browser, viewport=(1280, 900), init_script: str | None = None):
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    watch = PageWatch()

    def route(r):
        host = urlparse(r.request.url).hostname
        if r.request.url.startswith(("data:", "blob:")) or host == "127.0.0.1":
            r.continue_()
        else:
            watch.foreign.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    page = context.new_page()
    page.on("console", lambda m: (m.type == "error" and not any(s in m.text or s in (m.location or {}).get("url", "") for s in IGNORED_CONSOLE)) and watch.errors.append(f"{m.text} @ {(m.location or {}).get('url', '')}"))
    page.on("pageerror", lambda e: watch.errors.append(f"pageerror: {e}"))
    page.on("requestfailed", lambda r: None)
    if init_script:
        page.add_init_script(init_script)
    return context, page, watch


@pytest.fixture
def page_factory(browser):
    made = []

    def make(**kw):
        ctx, page, watch = open_page(browser, **kw)
        made.append((ctx, watch))
        return page, watch

    yield make
    for ctx, watch in made:
        ctx.close()
    for ctx, watch in made:
        watch.check()
