"""A reader's first visit of the play page (issue 29 item 3): while the runtime loads, the table
shows a progress bar with megabytes that reaches the end, in the page's language; and a cold
visit fetches each file of the runtime once, the service worker's keeping of the site included
(it takes the immutable runtime from the browser's cache), on a host with the README's headers.
The bytes and times of a first visit: scripts/bench_first_visit.py."""

from __future__ import annotations

import http.server
import json
import re
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

from conftest import CHROMIUM, CHROMIUM_ARGS, FAST, ROOT, Table, _Handler

sys.path.insert(0, str(ROOT / "hooks"))
sys.path.insert(0, str(ROOT / "site_hooks"))
from cache_headers import cache_control  # noqa: E402  (the headers README's "Hosting" asks for)

# Every state the progress bar shows, in order (attributes, as drawn).
RECORD = """
window.__progress = [];
new MutationObserver(() => {
  const bar = document.querySelector('.president-play .pw-load-bar');
  const amount = document.querySelector('.president-play .pw-load-amount');
  if (!bar || bar.hidden) return;
  const row = {value: Number(bar.getAttribute('value')), max: Number(bar.getAttribute('max')), text: amount.textContent,
               label: bar.getAttribute('aria-label')};
  const last = window.__progress[window.__progress.length - 1];
  if (!last || last.value !== row.value || last.max !== row.max || last.text !== row.text) window.__progress.push(row);
}).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
"""

# (\s: Polish binds its one-letter words to the next with a no-break space, hooks/one_letter_words.py.)
AMOUNT = {"en": r"(\d+\.\d)\sof\s(\d+\.\d)\sMB", "pl": r"(\d+,\d)\sz\s(\d+,\d)\sMB",
          "he": r"(\d+\.\d)\sמתוך\s(\d+\.\d)\sMB"}


def runtime_files(site_dir: Path) -> dict:
    manifest = json.loads((site_dir / "assets" / "engine" / "manifest.json").read_text())
    return {"/assets/engine/" + rel if not rel.startswith("../") else "/assets/" + rel[3:]: entry
            for rel, entry in manifest["download"].items()}


@pytest.mark.parametrize("lang", ["en", "pl", "he"])
def test_the_table_shows_the_download_in_megabytes_until_the_end(base_url, page_factory, site_dir, lang):
    page, watch = page_factory(init_script=FAST + RECORD)
    page.goto(f"{base_url}{'' if lang == 'en' else lang + '/'}play/#preset=classic&seed=3&levels=easy,easy,easy")
    Table(page).ready()
    states = page.evaluate("window.__progress")
    assert len(states) >= 2, states
    # The whole download: the runtime's files as this host sends them (uncompressed here).
    total = sum(entry["bytes"] for entry in runtime_files(site_dir).values())
    assert {s["max"] for s in states} == {total}, states
    shares = [s["value"] / s["max"] for s in states]
    assert shares == sorted(shares) and shares[0] < 0.5, shares
    assert states[-1]["value"] == states[-1]["max"], states[-1]  # it reaches the end
    for s in states:
        m = re.fullmatch(AMOUNT[lang], s["text"])
        assert m, s["text"]
        loaded, whole = (float(g.replace(",", ".")) for g in m.groups())
        assert whole == round(total / 1e6, 1) and loaded == round(s["value"] / 1e6, 1), s
        assert s["label"], "the bar has no name"
    assert re.fullmatch(AMOUNT[lang], states[-1]["text"]).group(1) == re.fullmatch(AMOUNT[lang], states[-1]["text"]).group(2)


class _Counting(http.server.SimpleHTTPRequestHandler):
    """The README's headers (immutable runtime, everything else revalidated); every response
    is counted, and those that send the file's bytes (200) apart."""

    extensions_map = _Handler.extensions_map
    log_message = _Handler.log_message
    sent: Counter = Counter()
    asked: Counter = Counter()

    def end_headers(self):
        self.send_header("Cache-Control", cache_control(self.path.split("?", 1)[0]))
        super().end_headers()

    def send_response(self, code, message=None):
        path = self.path.split("?", 1)[0]
        type(self).asked[path] += 1
        if code == 200:
            type(self).sent[path] += 1
        super().send_response(code, message)


def test_a_cold_visit_fetches_each_runtime_file_once(serve_site, site_dir, browser):
    _Counting.sent.clear()
    _Counting.asked.clear()
    errors = []
    with serve_site(_Counting) as url, tempfile.TemporaryDirectory(prefix="president-profile-") as profile:
        # A browser with a profile on disk, as a reader's (its cache keeps the 9.6 MB wasm).
        context = browser.browser_type.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = context.pages[0] if context.pages else context.new_page()
            page.on("console", lambda m: m.type == "error" and "sitemap.xml" not in m.text and errors.append(m.text))
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.add_init_script(FAST)
            page.goto(f"{url}play/#preset=classic&seed=5&levels=easy,easy,easy")
            Table(page).ready()
            # The service worker keeps the whole site once the engine is ready.
            page.wait_for_function("() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)",
                                   timeout=180000, polling=500)
        finally:
            context.close()
    assert not errors, errors
    files = runtime_files(site_dir)
    assert len(files) >= 5, files
    for path in files:
        # One request, which sends the file: neither the worker nor Pyodide nor the service
        # worker asks again (the immutable files come from the browser's cache).
        assert _Counting.asked[path] == 1 and _Counting.sent[path] == 1, (path, _Counting.asked[path], _Counting.sent[path])
    twice = {path: n for path, n in _Counting.sent.items() if n > 1}
    assert not twice, f"files sent more than once: {twice}"
    # The service worker did keep the site: pages of other languages were fetched.
    assert _Counting.sent["/he/rules/"] == 1 and _Counting.sent["/sw.js"] >= 1
