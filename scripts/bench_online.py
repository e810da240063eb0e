"""Online play latency (issue 31): the time from a move on one browser to its display on the
others, over loopback, for a whole game of a host and two guests in headless Chromium.

    .venv/bin/python scripts/bench_online.py [--site DIR] [--rounds 2] [--seed 7]

It builds the site (or serves --site), starts the PeerJS signalling server (npm peer, as
./dev serve does) on a free port, opens the host and two guests in separate browser contexts and
plays every person's turn by the hint. For each move a person makes (the button's click, read in
that page), it records when each other page drew the state that holds it (a MutationObserver on
the table's data-version, in each page), and prints the median, p95 and max over the game.
Target: p95 under 150 ms. Figures, not a test: the machine's load changes them.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"

# Each page: when its table drew which state (ms since the epoch, the log's length then).
WATCH = """
window.__drawn = [];
new MutationObserver(() => {
  const r = document.querySelector('.president-play');
  const s = r && r._president && r._president.state;
  if (s) window.__drawn.push([Date.now(), s.log_size]);
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-version']});
"""

TURN = """() => {
  const r = document.querySelector('.president-play');
  if (!r || !r.dataset.phase) return false;
  if (r.dataset.phase === 'round_over' || r.dataset.phase === 'game_over') return r.dataset.phase;
  return r.querySelector('.pw-actions .pw-hint') && !r.dataset.busy ? 'mine' : false;
}"""

# Press the hinted move's button and say when, with the log's length before it.
PRESS = """(kind) => {
  const r = document.querySelector('.president-play');
  const sel = {pass: '.pw-pass', give: '.pw-give', play: '.pw-play-btn'}[kind];
  const size = r._president.state.log_size;
  const t = Date.now();
  r.querySelector('.pw-actions ' + sel).click();
  return [t, size];
}"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build(out: Path) -> None:
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-d", str(out)], cwd=ROOT, check=True)


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # no line per request
        pass


def serve(site: Path) -> str:
    handler = functools.partial(Quiet, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--site", type=Path, help="a built site (default: build one)")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    tmp = tempfile.TemporaryDirectory()
    site = args.site or Path(tmp.name) / "site"
    if not args.site:
        print("building the site…", flush=True)
        build(site)
    base = serve(site)
    port = free_port()
    peer = subprocess.Popen([str(ROOT / "node_modules" / ".bin" / "peerjs"), "--port", str(port), "--path", "/signal"],
                            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    hooks = (f"window.presidentHooks = {{aiDelayMs: 0, aiBudgetMs: 40,"
             f" signal: {{host: '127.0.0.1', port: {port}, path: '/signal'}}}};")
    latencies: list[float] = []
    try:
        time.sleep(1.5)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])

            def page():
                pg = browser.new_context().new_page()
                pg.add_init_script(hooks)
                pg.add_init_script(WATCH)
                return pg

            host = page()
            host.goto(f"{base}play/#preset=classic&players=4&rounds={args.rounds}&seed={args.seed}&levels=easy,easy,easy")
            host.wait_for_function("() => document.querySelector('.president-play').dataset.phase", timeout=180000)
            host.locator(".pw-invite-btn").click()
            host.wait_for_function("() => document.querySelector('.pw-online-status').dataset.kind === 'open'", timeout=60000)
            link = host.locator(".pw-invite-link").input_value()
            guests = []
            for seat, name in ((1, "Ana"), (2, "Bo")):
                g = page()
                g.goto(link)
                g.locator(".pw-guest-name").fill(name, timeout=60000)
                g.locator(f".pw-take-seat[data-seat='{seat}']").click(timeout=60000)
                g.wait_for_function("() => document.querySelector('.pw-leave-table')", timeout=60000)
                guests.append(g)
            pages = [host, *guests]
            host.locator(".pw-start-online").click()
            for pg in pages:
                pg.wait_for_function("() => document.querySelector('.president-play').dataset.phase", timeout=60000)
            moves = 0
            while True:
                phases = [pg.evaluate(TURN) for pg in pages]
                if all(ph == "game_over" for ph in phases):
                    break
                if all(ph in ("round_over", "game_over") for ph in phases) and host.locator(".pw-next-round").count():
                    before = host.get_attribute(".president-play", "data-version")
                    host.locator(".pw-next-round").click()
                    host.wait_for_function("(b) => document.querySelector('.president-play').dataset.version !== b", arg=before)
                    continue
                mover = next((pg for pg, ph in zip(pages, phases) if ph == "mine"), None)
                if mover is None:
                    host.wait_for_timeout(20)
                    continue
                mover.locator(".pw-actions .pw-hint").click()
                mover.locator(".pw-explain[data-hint]").wait_for(timeout=60000)
                kind = mover.locator(".pw-explain").get_attribute("data-hint")
                t0, size = mover.evaluate(PRESS, kind)
                for other in pages:
                    if other is mover:
                        continue
                    other.wait_for_function(
                        "(n) => window.__drawn.some(([t, s]) => s > n)", arg=size, timeout=60000)
                    drawn = other.evaluate("(n) => window.__drawn.find(([t, s]) => s > n)[0]", size)
                    latencies.append(max(0, drawn - t0))
                moves += 1
            browser.close()
    finally:
        peer.terminate()
        tmp.cleanup()
    latencies.sort()
    p95 = latencies[min(len(latencies) - 1, int(round(0.95 * (len(latencies) - 1))))]
    print(f"moves by people: {moves}; displays measured: {len(latencies)}")
    print(f"move -> display on the other browsers (ms): median {statistics.median(latencies):.0f}, "
          f"p95 {p95:.0f}, max {latencies[-1]:.0f}  (target: p95 < 150)")


if __name__ == "__main__":
    main()
