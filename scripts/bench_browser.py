#!/usr/bin/env python3
"""Browser benchmark of the engine in the page (issue 6).

Builds the site (or uses --site DIR), serves it on 127.0.0.1 with caching headers like a
static host, drives Debian's Chromium and prints:
- bytes transferred for a rules page before the engine loads, and after it has loaded;
- time from the first interaction to a ready widget, cold (empty cache) and warm (cached);
- the longest main-thread task during a game (PerformanceObserver "longtask");
- Hard's thinking time per move inside the browser (Pyodide), at the default budget.

Targets: < 500 KB before the engine loads, ready < 3 s cold, no main-thread task > 100 ms.
Usage: .venv/bin/python scripts/bench_browser.py [--site DIR] [--page rules/] [--moves N]
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = os.environ.get("PRESIDENT_CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-background-networking", "--disable-component-update"]

LONGTASK_OBSERVER = """
window.__longtasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longtasks.push({start: e.startTime, ms: e.duration});
  }).observe({type: "longtask", buffered: true});
} catch (e) {}
"""


class Counter:
    def __init__(self):
        self.lock = threading.Lock()
        self.bytes = 0
        self.files: list[tuple[str, int]] = []

    def add(self, path, n):
        with self.lock:
            self.bytes += n
            self.files.append((path, n))

    def reset(self):
        with self.lock:
            self.bytes = 0
            self.files = []


def make_handler(directory: str, counter: Counter, use_gzip: bool = True):
    class Handler(http.server.SimpleHTTPRequestHandler):
        gzip = use_gzip
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                          ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                          ".json": "application/json", ".whl": "application/zip"}

        def log_message(self, *a):
            pass

        def end_headers(self):
            # Like a static host: cache assets, revalidate HTML.
            if self.path.endswith("/") or self.path.endswith(".html") or "manifest.json" in self.path:
                self.send_header("Cache-Control", "no-cache")
            else:
                self.send_header("Cache-Control", "public, max-age=3600")
            super().end_headers()

        def send_head(self):
            # gzip text like a static host does (Content-Encoding), so the byte counts are
            # what a reader's browser would download; wasm and zips go as they are.
            path = self.translate_path(self.path)
            if os.path.isdir(path):
                path = os.path.join(path, "index.html")
            gz = (self.gzip and "gzip" in self.headers.get("Accept-Encoding", "")
                  and path.endswith((".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt"))
                  and os.path.isfile(path))
            if not gz:
                return super().send_head()
            with open(path, "rb") as f:
                body = gzip.compress(f.read(), 6)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(path))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return io.BytesIO(body)

        def copyfile(self, source, outputfile):
            data = source.read()
            outputfile.write(data)
            counter.add(self.path, len(data))

    return functools.partial(Handler, directory=directory)


def build_site(out: Path) -> None:
    mkdocs = Path(sys.executable).with_name("mkdocs")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    subprocess.run([str(mkdocs) if mkdocs.exists() else "mkdocs", "build", "--quiet", "--site-dir", str(out)],
                   cwd=ROOT, check=True, env=env)


def kb(n: int) -> str:
    return f"{n / 1024:.0f} KB"


def wait_ready(page, timeout=120000):
    page.wait_for_function("() => window.presidentHooks?.engine && ['ready', 'failed'].includes(window.presidentHooks.engine.status)",
                           timeout=timeout)
    status = page.evaluate("window.presidentHooks.engine.status")
    if status != "ready":
        raise SystemExit(f"engine failed: {page.evaluate('window.presidentHooks.engine.detail')}")


def measure_rules_page(playwright, base, page_path, counter, profile):
    """Bytes before/after the engine, and interaction -> ready (cold, then warm). A persistent
    profile gives the browser a disk cache, as a reader's browser has."""
    results = {}
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=CHROMIUM, args=ARGS, viewport={"width": 1280, "height": 900})
    page = context.pages[0] if context.pages else context.new_page()
    counter.reset()
    page.goto(base + page_path, wait_until="load")
    page.wait_for_timeout(1500)
    if page.evaluate("window.presidentHooks?.engine ? window.presidentHooks.engine.status : 'none'") != "idle":
        print("note: the engine started before any interaction (an example is in view at load)")
    results["before"] = counter.bytes
    before_files = list(counter.files)
    example = page.locator(".president-example.pw-ready").first
    example.scroll_into_view_if_needed()
    t0 = page.evaluate("performance.now()")
    example.locator(".pw-next").click()
    wait_ready(page)
    results["cold_ms"] = page.evaluate("window.presidentHooks.engine.readyAt") - t0
    page.wait_for_timeout(500)
    results["after"] = counter.bytes
    # Warm: same browser cache, a new page load.
    page.goto(base + page_path, wait_until="load")
    page.wait_for_timeout(300)
    counter.reset()
    example = page.locator(".president-example.pw-ready").first
    example.scroll_into_view_if_needed()
    t0 = page.evaluate("performance.now()")
    example.locator(".pw-next").click()
    wait_ready(page)
    results["warm_ms"] = page.evaluate("window.presidentHooks.engine.readyAt") - t0
    results["warm_bytes"] = counter.bytes
    context.close()
    return results, before_files


def measure_game(browser, base, moves_wanted):
    """A game against Hard opponents at the default budget and AI pacing; the human takes hints."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.add_init_script(LONGTASK_OBSERVER + "window.presidentHooks = {aiDelayMs: 0};")
    page.goto(base + "play/#preset=classic&rounds=3&seed=99&levels=hard,hard,hard")
    t_start = time.monotonic()
    page.wait_for_function("() => document.querySelector('.president-play') && document.querySelector('.president-play').dataset.phase",
                           timeout=120000)
    ready_s = time.monotonic() - t_start
    page.evaluate("window.__longtasks = []")
    root = page.locator(".president-play")
    human_moves = 0
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        phase = root.get_attribute("data-phase")
        if phase == "game_over" or len(page.evaluate("window.presidentHooks.stats.ai")) >= moves_wanted:
            break
        if phase == "round_over":
            root.locator(".pw-next-round").click()
            page.wait_for_timeout(100)
            continue
        hint = root.locator(".pw-actions .pw-hint")
        if hint.count() == 0:
            page.wait_for_timeout(30)
            continue
        before = root.get_attribute("data-version")
        hint.click()
        root.locator(".pw-explain[data-hint]").wait_for(timeout=30000)
        kind = root.locator(".pw-explain").get_attribute("data-hint")
        root.locator({"pass": ".pw-actions .pw-pass", "give": ".pw-actions .pw-give", "play": ".pw-actions .pw-play-btn"}[kind]).click()
        page.wait_for_function("(b) => document.querySelector('.president-play').dataset.version !== b", arg=before, timeout=60000)
        human_moves += 1
    ai = page.evaluate("window.presidentHooks.stats.ai")
    longtasks = page.evaluate("window.__longtasks")
    context.close()
    return {"ready_s": ready_s, "ai": ai, "longtasks": longtasks, "human_moves": human_moves}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--site", help="a built site (default: build one into a temporary directory)")
    ap.add_argument("--page", default="rules/", help="rules page to measure (default rules/)")
    ap.add_argument("--moves", type=int, default=120, help="AI moves to time in the game (default 120)")
    ap.add_argument("--no-gzip", action="store_true", help="serve everything uncompressed")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    tmp = None
    if args.site:
        site = Path(args.site)
    else:
        tmp = tempfile.TemporaryDirectory(prefix="president-bench-")
        site = Path(tmp.name)
        print("building the site…", flush=True)
        build_site(site)
    counter = Counter()
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), make_handler(str(site), counter, not args.no_gzip))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    with sync_playwright() as p, tempfile.TemporaryDirectory(prefix="president-profile-") as profile:
        page_results, files = measure_rules_page(p, base, args.page, counter, profile)
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        game = measure_game(browser, base, args.moves)
        browser.close()
    server.shutdown()

    hard = [a["ms"] for a in game["ai"] if a["level"] == "hard"]
    longest = max((t["ms"] for t in game["longtasks"]), default=0.0)
    print()
    print(f"(text served {'uncompressed' if args.no_gzip else 'gzip-compressed, as a static host does'};"
          " wasm and zip files uncompressed)")
    print(f"rules page ({args.page}) transferred before the engine loads: {kb(page_results['before'])}"
          f"  [target < 500 KB] {'OK' if page_results['before'] < 500 * 1024 else 'OVER'}")
    top = sorted(files, key=lambda f: -f[1])[:5]
    print("   largest: " + ", ".join(f"{Path(f).name or f} {kb(n)}" for f, n in top))
    print(f"rules page transferred after the engine has loaded: {kb(page_results['after'])}")
    print(f"first interaction -> engine ready, cold: {page_results['cold_ms'] / 1000:.2f} s"
          f"  [target < 3 s] {'OK' if page_results['cold_ms'] < 3000 else 'OVER'}")
    print(f"first interaction -> engine ready, warm (HTTP cache): {page_results['warm_ms'] / 1000:.2f} s"
          f" ({kb(page_results['warm_bytes'])} transferred)")
    print(f"play page: load -> game on the table (cold cache): {game['ready_s']:.2f} s")
    if hard:
        print(f"Hard in the browser (Pyodide), default budget: {len(hard)} moves, mean {statistics.mean(hard):.0f} ms,"
              f" median {statistics.median(hard):.0f} ms, max {max(hard):.0f} ms per move")
    print(f"longest main-thread task during the game: {longest:.0f} ms"
          f" ({len(game['longtasks'])} tasks over 50 ms)  [target <= 100 ms] {'OK' if longest <= 100 else 'OVER'}")
    if tmp:
        tmp.cleanup()


if __name__ == "__main__":
    main()
