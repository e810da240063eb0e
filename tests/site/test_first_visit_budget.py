"""A first visit of the play page sends at most 8 MB from a gzip host (issue 29 item 3).

The service worker keeps every file it lists (sw.js's FILES: the play page, its scripts, the
runtime, the engine, and the rest of the site in every language), each fetched once
(tests/browser/test_first_visit.py); so a first visit sends what those files weigh as a gzip
host sends them, plus sw.js. This adds them up from the built site, so that a page, a script or
a runtime file that takes the visit past 8 MB fails here, naming the largest parts.
scripts/bench_first_visit.py measures the same visit in Chromium (7.7 to 7.8 MB when written).
"""

from __future__ import annotations

import gzip
import json
import re
from collections import Counter

BUDGET = 8_000_000
# What a compressing host (GitHub Pages, Netlify, Cloudflare) gzips; zips, wheels, images and
# the gzipped snapshot go as they are.
COMPRESSED = (".html", ".css", ".js", ".mjs", ".json", ".wasm", ".svg", ".xml", ".txt", ".webmanifest")


def wire_size(path) -> int:
    data = path.read_bytes()
    return len(gzip.compress(data, 6)) if path.name.endswith(COMPRESSED) else len(data)


def test_a_first_visit_of_the_play_page_fits_in_8_mb(built_site):
    sw = (built_site.root / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"^const FILES = (.*);$", sw, re.M).group(1))
    assert "play/" in files and any(f.endswith(".wasm") for f in files)
    parts: Counter = Counter()
    total = wire_size(built_site.root / "sw.js")
    for rel in files:
        path = built_site.root / (rel + "index.html" if rel.endswith("/") else rel)
        if rel == "./":
            path = built_site.root / "index.html"
        size = wire_size(path)
        total += size
        parts["runtime and engine" if rel.startswith(("assets/pyodide/", "assets/engine/")) else
              "pages" if path.name.endswith(".html") else "search indexes" if "search" in rel else "other"] += size
    assert total <= BUDGET, (f"a first visit sends {total / 1e6:.2f} MB, over {BUDGET / 1e6:.0f} MB: "
                             + ", ".join(f"{k} {v / 1e6:.2f} MB" for k, v in parts.most_common()))
