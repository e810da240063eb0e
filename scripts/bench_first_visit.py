#!/usr/bin/env python3
"""A reader's first visit of the play page (issue 29 item 3): bytes and time to first cards.

Serves built sites on 127.0.0.1 like a compressing static host (gzip of every response whose
type a host compresses: pages, scripts, styles, JSON, WebAssembly; zips, wheels, the gzipped
snapshot and images as they are; the Cache-Control headers of site_hooks/cache_headers.py) and
drives Debian's Chromium with a new, empty profile for every visit (cold: nothing cached, no
service worker). Prints

- the bytes of a cold visit of the play page: every response the page and its engine worker
  asked for (the bytes on the wire, gzip where the host compresses, and the file's size), what
  the service worker then fetches to keep the rest of the site, and the total (the whole first
  visit); a file sent more than once is named;
- the time from navigation to the first cards in the hand, cold, unthrottled and at 10 Mbit/s
  (the server's link: 10 Mbit/s shared by every response, 20 ms before each; Chromium's own
  emulation, CDP ``Network.emulateNetworkConditions`` on the page, leaves the first downloads of
  the engine's worker at full speed: a 5 MB snapshot arrived in 90 ms), warm (the same
  browser's second visit, once the service worker has kept the site) and later (its third,
  once the device has made its own snapshot), medians of --runs visits;

for the site built with the memory snapshot and without it (two builds, PRESIDENT_SNAPSHOT=1
and 0, or --site / --no-snapshot-site). Targets (issue 29): at most 8 MB for the first visit,
each file once.

Usage: .venv/bin/python scripts/bench_first_visit.py [--site DIR] [--no-snapshot-site DIR]
       [--runs 3] [--list] [--only snapshot|nosnapshot]
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import gzip
import http.server
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "hooks"))
sys.path.insert(0, str(ROOT / "site_hooks"))
sys.path.insert(0, str(ROOT / "scripts"))
from bench_browser import ARGS, CARDS_JS, CHROMIUM, FreshBrowser  # noqa: E402
from cache_headers import cache_control  # noqa: E402

MB = 1_000_000
BUDGET = 8 * MB
PLAY = "play/#preset=classic&seed=7&levels=normal,normal,normal"
# 10 Mbit/s (bytes per second) for all responses together, 20 ms before each.
SLOW = {"rate": 10_000_000 / 8, "latency": 0.020}
CHUNK = 16 * 1024
# The types a compressing host (GitHub Pages, Netlify, Cloudflare, nginx with gzip_types) gzips.
COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "application/wasm",
                    "application/manifest+json", "image/svg+xml", "application/xml")
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".whl": "application/zip", ".zip": "application/zip",
         ".gz": "application/gzip", ".webmanifest": "application/manifest+json"}
# The service worker has kept the site: it is active and controls the page.
KEPT_JS = "() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)"


class Link:
    """The network between the server and the browser: None (as fast as the machine goes) or
    ``rate`` bytes per second shared by every response, each delayed by ``latency`` s."""

    def __init__(self):
        self.lock = threading.Lock()
        self.shape: dict | None = None
        self.free = 0.0  # when the link has sent everything queued so far

    def wait_latency(self):
        if self.shape:
            time.sleep(self.shape["latency"])

    def send(self, out, data: bytes) -> None:
        for i in range(0, len(data), CHUNK):
            chunk = data[i:i + CHUNK]
            if self.shape:
                with self.lock:
                    start = max(time.monotonic(), self.free)
                    self.free = start + len(chunk) / self.shape["rate"]
                    until = self.free
                delay = until - time.monotonic()
                if delay > 0:
                    time.sleep(delay)
            out.write(chunk)


class Log:
    """Every response of the server: (path, status, bytes sent, size of the file)."""

    def __init__(self):
        self.lock = threading.Lock()
        self.rows: list[tuple[str, int, int, int]] = []
        self.t0 = time.monotonic()
        self.ends: list[tuple[float, str]] = []  # when each body was written (s since take())

    def done(self, path):
        with self.lock:
            self.ends.append((time.monotonic() - self.t0, path))

    def add(self, row):
        with self.lock:
            self.rows.append(row)

    def take(self) -> list[tuple[str, int, int, int]]:
        with self.lock:
            rows, self.rows = self.rows, []
            self.ends = []
            self.t0 = time.monotonic()
        return rows


def make_handler(directory: str, log: Log, link: Link):
    class Handler(http.server.SimpleHTTPRequestHandler):
        extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}
        protocol_version = "HTTP/1.1"

        def log_message(self, *a):
            pass

        def send_head(self):
            link.wait_latency()
            path = self.translate_path(self.path)
            if os.path.isdir(path):
                if not self.path.split("?", 1)[0].endswith("/"):
                    return super().send_head()  # the redirect to the folder
                path = os.path.join(path, "index.html")
            if not os.path.isfile(path):
                self.send_error(404)
                log.add((self.path, 404, 0, 0))
                return None
            st = os.stat(path)
            ctype = self.guess_type(path)
            since = self.headers.get("If-Modified-Since")
            if since:
                try:
                    if int(st.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                        self.send_response(304)
                        self.send_header("Cache-Control", cache_control(self.path.split("?", 1)[0]))
                        self.end_headers()
                        log.add((self.path, 304, 0, st.st_size))
                        return None
                except (TypeError, ValueError):
                    pass
            with open(path, "rb") as f:
                body = f.read()
            size = len(body)
            encode = ctype.startswith(COMPRESSED_TYPES) and "gzip" in self.headers.get("Accept-Encoding", "")
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            if encode:
                body = gzip.compress(body, 6)
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Last-Modified", self.date_time_string(int(st.st_mtime)))
            self.send_header("Cache-Control", cache_control(self.path.split("?", 1)[0]))
            self.end_headers()
            log.add((self.path, 200, len(body), size))
            return io.BytesIO(body)

        def copyfile(self, source, outputfile):
            try:
                link.send(outputfile, source.read())
            except (BrokenPipeError, ConnectionResetError):
                return  # the browser closed (the visit is over)
            log.done(self.path)

    return functools.partial(Handler, directory=directory)


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # a connection the browser dropped when its visit ended


def serve(site: Path):
    log, link = Log(), Link()
    server = Server(("127.0.0.1", 0), make_handler(str(site), log, link))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    server.link = link
    return server, log, f"http://127.0.0.1:{server.server_address[1]}/"


def build(out: Path, snapshot: bool) -> None:
    mkdocs = Path(sys.executable).with_name("mkdocs")
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "PRESIDENT_SNAPSHOT": "1" if snapshot else "0"}
    subprocess.run([str(mkdocs) if mkdocs.exists() else "mkdocs", "build", "--quiet", "--site-dir", str(out)],
                   cwd=ROOT, check=True, env=env)


def first_cards(page, base) -> dict:
    """One cold visit of the play page: ms from navigation to the first cards in the hand, and
    the worker's start (snapshot or normal) and boot marks."""
    page.goto(base + PLAY, wait_until="commit")
    ms = page.wait_for_function(CARDS_JS, timeout=300000, polling="raf").json_value()
    detail = page.evaluate("window.presidentHooks.engine.detail") or {}
    return {"ms": ms, "start": detail.get("start"), "marks": detail.get("marks", {})}


def visit_bytes(playwright, base, log: Log) -> dict:
    """The responses of one cold visit, until the service worker has kept the site and the
    network is quiet: those the page (and its engine worker) asked for, and the service
    worker's copy of the rest of the site."""
    log.take()
    asked: list[str] = []
    with FreshBrowser(playwright) as page:
        page.on("request", lambda r: asked.append(urlsplit(r.url).path))
        cards = first_cards(page, base)
        page.wait_for_function(KEPT_JS, timeout=300000, polling=500)
        page.wait_for_timeout(1000)
        rows = log.take()
    mine, rest = [], []
    pending = list(asked)
    for row in rows:
        path = row[0].split("?", 1)[0]
        if path in pending:
            pending.remove(path)
            mine.append(row)
        else:
            rest.append(row)
    return {"cards": cards, "until_cards": mine, "rest": rest}


def timed(playwright, server, base, shape, runs) -> list[dict]:
    """Cold visits (a new browser each) and, in the same browser once the service worker has
    kept the site, a second visit (warm): {ms, start, marks, warm_ms}."""
    out = []
    server.link.shape = shape
    try:
        for _ in range(runs):
            with FreshBrowser(playwright) as page:
                cold = first_cards(page, base)
                page.wait_for_function(KEPT_JS, timeout=300000, polling=500)
                page.goto("about:blank")
                cold["warm_ms"] = first_cards(page, base)["ms"]
                # A returning reader's device makes its own snapshot (without a published one):
                # the visit after that starts from it.
                made = page.evaluate("window.presidentHooks.deviceSnapshotMade || null")
                page.goto("about:blank")
                third = first_cards(page, base)
                cold["later_ms"], cold["later_start"] = third["ms"], third["start"]
                cold["device_snapshot"] = made
                out.append(cold)
    finally:
        server.link.shape = None
    return out


def mb(n: int) -> str:
    return f"{n / MB:.2f} MB"


def print_bytes(name: str, v: dict, full_list: bool) -> None:
    rows = v["until_cards"] + v["rest"]
    total = sum(r[2] for r in rows)
    print(f"\n== {name}: a cold visit of the play page ({v['cards']['start']} start)")
    print(f"{'sent':>11} {'file':>11}  status  path")
    shown = sorted(v["until_cards"], key=lambda r: -r[2])
    for path, status, sent, size in shown:
        print(f"{sent:>11,} {size:>11,}  {status:>6}  {path}")
    print(f"{sum(r[2] for r in v['until_cards']):>11,} {sum(r[3] for r in v['until_cards']):>11,}"
          f"  the play page and its engine: {len(v['until_cards'])} responses")
    if full_list:
        for path, status, sent, size in sorted(v["rest"], key=lambda r: -r[2]):
            print(f"{sent:>11,} {size:>11,}  {status:>6}  {path}  (service worker)")
    print(f"{sum(r[2] for r in v['rest']):>11,} {sum(r[3] for r in v['rest']):>11,}"
          f"  then the service worker keeps the rest of the site: {len(v['rest'])} responses")
    fetched: dict[str, int] = {}
    for path, status, sent, _ in rows:
        if status == 200:
            fetched[path.split("?", 1)[0]] = fetched.get(path.split("?", 1)[0], 0) + 1
    twice = sorted(p for p, n in fetched.items() if n > 1)
    print(f"the whole first visit: {mb(total)} sent (target at most {mb(BUDGET)}: {'OK' if total <= BUDGET else 'OVER'});"
          f" files sent more than once: {', '.join(twice) if twice else 'none'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--site", help="the site built with the memory snapshot (default: build it)")
    ap.add_argument("--no-snapshot-site", help="the site built with PRESIDENT_SNAPSHOT=0 (default: build it)")
    ap.add_argument("--only", choices=("snapshot", "nosnapshot"), help="measure one of the two builds")
    ap.add_argument("--runs", type=int, default=3, help="cold visits per figure (default 3)")
    ap.add_argument("--list", action="store_true", help="list every file the service worker fetches too")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    tmp = tempfile.TemporaryDirectory(prefix="president-first-visit-")
    sites = {}
    for name, given, snapshot in (("snapshot", args.site, True), ("nosnapshot", args.no_snapshot_site, False)):
        if args.only and args.only != name:
            continue
        if given:
            sites[name] = Path(given)
        else:
            print(f"building the site ({name})…", flush=True)
            sites[name] = Path(tmp.name) / name
            build(sites[name], snapshot)
    served = {name: serve(site) for name, site in sites.items()}
    figures = {}
    with sync_playwright() as p:
        for name, (server, log, base) in served.items():
            figures[name] = {"bytes": visit_bytes(p, base, log)}
        for i in range(args.runs):  # interleaved: this machine's speed drifts
            for name, (server, log, base) in served.items():
                for label, throttle in (("unthrottled", None), ("10 Mbit/s", SLOW)):
                    (r,) = timed(p, server, base, throttle, 1)
                    figures[name].setdefault(label, []).append(r)
                    print(f"  run {i + 1}/{args.runs} {name} {label}: first cards {r['ms']:.0f} ms, warm {r['warm_ms']:.0f} ms,"
                          f" later {r['later_ms']:.0f} ms ({r['start']} start, later {r['later_start']})", flush=True)
                    log.take()
    for server, _, _ in served.values():
        server.shutdown()
    for name, f in figures.items():
        print_bytes(name, f["bytes"], args.list)
    print(f"\ntime from navigation to the first cards (medians of {args.runs}; cold: a new browser,"
          " warm: its second visit, the site kept by the service worker; later: its third, once the"
          " device has made its snapshot):")
    for name, f in figures.items():
        parts = []
        for label in ("unthrottled", "10 Mbit/s"):
            ms = statistics.median(r["ms"] for r in f[label])
            parts.append(f"{label} {ms / 1000:.2f} s")
        parts.append(f"warm {statistics.median(r['warm_ms'] for r in f['unthrottled']) / 1000:.2f} s")
        later = f["unthrottled"]
        parts.append(f"later {statistics.median(r['later_ms'] for r in later) / 1000:.2f} s ({later[0]['later_start']} start)")
        print(f"  {name:>10}: " + ", ".join(parts) + f"  (worker start: {f['unthrottled'][0]['start']})")
        print(f"  {'':>10}  boot marks, unthrottled: {json.dumps(f['unthrottled'][0]['marks'])}")
        print(f"  {'':>10}  boot marks, 10 Mbit/s:   {json.dumps(f['10 Mbit/s'][0]['marks'])}")
    tmp.cleanup()


if __name__ == "__main__":
    main()
