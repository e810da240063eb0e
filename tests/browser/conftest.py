"""Browser tests: the built site in headless Chromium (Debian's /usr/bin/chromium).

The site is built once per session with ``mkdocs build`` into a temporary directory and
served on 127.0.0.1 by a stdlib HTTP server thread on a free port. Every page fixture
- blocks and records any request to a host other than 127.0.0.1,
- records console errors and uncaught page errors,
and the test fails if there were any.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
import time
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


@contextlib.contextmanager
def _serving(site_dir, handler_class):
    """Serve ``site_dir`` with ``handler_class`` (a ``SimpleHTTPRequestHandler``) on a free port
    of 127.0.0.1 in a daemon thread; yield the base URL (ending in ``/``); stop on exit."""
    handler = functools.partial(handler_class, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="session")
def serve_site(site_dir):
    """``with serve_site(HandlerClass) as url:``: the built site served by a handler of the
    test's own (headers, 404s, a path prefix), on its own port."""
    return functools.partial(_serving, site_dir)


@pytest.fixture(scope="session")
def base_url(site_dir) -> str:
    with _serving(site_dir, _Handler) as url:
        yield url


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


# --------------------------------------------------------------------------- the play table
#
# What every test of the play page needs, in one place: open the page (language, viewport, the
# computer seats without pause), wait for the engine, and play the human seat by the hint.
# Rules that keep these tests free of races (the computer seats play on between two calls of
# the test):
# - a test acts or measures only on the human's turn (the hint button is shown and no action is
#   in flight: nothing re-renders then) or at the end of a round, and waits for it first;
# - what belongs together is read in ONE page.evaluate;
# - no fixed sleep stands in for a condition (the save of the last state is awaited as such).

FAST = "window.presidentHooks = {aiDelayMs: 0, aiBudgetMs: 40};"
sys.path.insert(0, str(ROOT / "hooks"))
from languages import default_language  # noqa: E402  (mkdocs.yml's i18n plugin)

DEFAULT_LANG = default_language()
DESKTOP = (1280, 900)
PHONE = (360, 780)
ENGINE_TIMEOUT_MS = 120000  # the first start of Pyodide on a loaded two-core machine
TURN_TIMEOUT_MS = 60000     # the computer seats' moves before the human's turn, a hint, a move

# The human's turn ("mine": the hint button is there and no action of the widget is in flight),
# or the end of a round or game; false while the computer seats play.
_TURN = """(sel) => {
  const r = document.querySelector(sel);
  if (!r || !r.dataset.phase) return false;
  if (r.dataset.phase === 'round_over' || r.dataset.phase === 'game_over') return r.dataset.phase;
  return r.querySelector('.pw-actions .pw-hint') && !r.dataset.busy ? 'mine' : false;
}"""

# Whether the game kept on this device (storage.js) is the game as it is now: a save asked now
# is answered after every save asked before it (the worker answers in order).
_SAVED = """async (sel) => {
  const w = document.querySelector(sel)._president;
  const now = await window.presidentHooks.engine.call('save', w.game);
  const all = JSON.parse(localStorage.getItem('president.games') || 'null');
  const kept = all && all.games[location.hash] && JSON.parse(localStorage.getItem('president.save:' + location.hash) || 'null');
  return !!kept && JSON.stringify(kept.save) === JSON.stringify(now);
}"""


class Table:
    """The play widget of a page (``.president-play``), driven as a player would."""

    def __init__(self, page, selector: str = ".president-play"):
        self.page = page
        self.selector = selector
        self.root = page.locator(selector)

    def ready(self, timeout: int = ENGINE_TIMEOUT_MS) -> Table:
        """Wait until the widget shows a game (the engine is loaded)."""
        self.page.wait_for_function(
            "(sel) => { const r = document.querySelector(sel); return r && r.dataset.phase; }",
            arg=self.selector, timeout=timeout)
        return self

    def wait_turn(self, timeout: int = TURN_TIMEOUT_MS) -> str:
        """Wait for the human's turn or the end of a round; return ``"mine"``, ``"round_over"``
        or ``"game_over"``."""
        return self.page.wait_for_function(_TURN, arg=self.selector, timeout=timeout).json_value()

    def _wait_new_version(self, before: str | None) -> None:
        self.page.wait_for_function(
            "([sel, b]) => document.querySelector(sel).dataset.version !== b",
            arg=[self.selector, before], timeout=TURN_TIMEOUT_MS)

    def take_hint(self) -> str:
        """On the human's turn: ask for the hint and take it; return its kind (play, pass, give)
        once the engine has taken the move."""
        assert self.wait_turn() == "mine", "not the human's turn"
        before = self.root.get_attribute("data-version")
        self.root.locator(".pw-actions .pw-hint").click()
        self.root.locator(".pw-explain[data-hint]").wait_for(timeout=TURN_TIMEOUT_MS)
        kind = self.root.locator(".pw-explain").get_attribute("data-hint")
        self.root.locator(".pw-actions " + {"pass": ".pw-pass", "give": ".pw-give", "play": ".pw-play-btn"}[kind]).click()
        self._wait_new_version(before)
        return kind

    def take_hints(self, moves: int) -> int:
        """Take up to ``moves`` hints, stopping at the end of the round; return how many."""
        done = 0
        while done < moves and self.wait_turn() == "mine":
            self.take_hint()
            done += 1
        return done

    def play_round(self, max_moves: int = 200) -> int:
        """Take hints until the round (or the game) is over; return the human's moves."""
        moves = 0
        while self.wait_turn() == "mine":
            self.take_hint()
            moves += 1
            assert moves <= max_moves, f"the round did not end in {max_moves} moves"
        return moves

    def play_to_the_end(self, max_moves: int = 600) -> int:
        """Take hints and deal the next rounds until the game is over; return the human's moves."""
        moves = 0
        while True:
            moves += self.play_round(max_moves - moves)
            if self.wait_turn() == "game_over":
                return moves
            before = self.root.get_attribute("data-version")
            self.root.locator(".pw-next-round").click()
            self._wait_new_version(before)

    def wait_saved(self, timeout_s: float = 60) -> None:
        """Wait until the game kept on this device is the game as it is now (call it on the
        human's turn, when nothing else moves)."""
        deadline = time.monotonic() + timeout_s
        while not self.page.evaluate(_SAVED, self.selector):
            assert time.monotonic() < deadline, "the game in progress was not saved"
            self.page.wait_for_timeout(50)

    def reload(self) -> Table:
        """Reload the page; the widget of the new page, once it shows a game."""
        self.page.reload()
        return Table(self.page, self.selector).ready()

    def state(self) -> dict:
        """The widget's current state (the engine's view for the human), read at once."""
        return self.page.evaluate("(sel) => { const s = { ...document.querySelector(sel)._president.state };"
                                  " delete s._ctx; return s; }", self.selector)


def example_page(page_factory, base_url: str, lang: str, path: str = "sequences/"):
    """A new page on ``path`` (a page with worked examples) in ``lang``, once its first example
    is ready: for tests that call the page's own widget modules with its messages."""
    page, _ = page_factory()
    prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
    page.goto(f"{base_url}{prefix}{path}")
    page.locator(".president-example.pw-ready").first.wait_for(state="attached")
    return page


@pytest.fixture
def open_table(base_url, page_factory):
    """``open_table(fragment, lang=..., viewport=DESKTOP | "phone" | (w, h), init_script=FAST,
    color_scheme=None, url=base_url, setup=None, also_script="") -> Table``: a new page on the
    play page of ``lang`` with the game of ``fragment`` (``"preset=classic&seed=3"``), once the
    engine shows it; ``setup(page)`` runs before the page is opened (routes), ``also_script``
    after ``init_script``."""

    def open_(fragment: str = "", lang: str = DEFAULT_LANG, viewport=DESKTOP, init_script: str = FAST,
              color_scheme: str | None = None, url: str | None = None, setup=None, also_script: str = "") -> Table:
        page, watch = page_factory(viewport=PHONE if viewport == "phone" else viewport,
                                   init_script=(init_script + also_script) or None)
        if color_scheme:
            page.emulate_media(color_scheme=color_scheme)
        if setup:
            setup(page)
        prefix = "" if lang == DEFAULT_LANG else f"{lang}/"
        page.goto(f"{url or base_url}{prefix}play/" + (f"#{fragment}" if fragment else ""))
        return Table(page).ready()

    return open_
