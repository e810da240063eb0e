"""How long the site takes to build while a writer works (issue 30, item 6): prints figures.

    .venv/bin/python scripts/bench_build.py [--edits 5] [--page docs/en/history.md]

1. `mkdocs build` of the whole site (six languages) into a temporary folder, twice: the first
   may compile the runtime into .cache/ (engine or pins changed), the second is what a build
   costs when only pages changed.
2. `mkdocs serve` (as `./dev serve` runs it, without the signalling server): the time until the
   site answers, then ``--edits`` times: the page's modification time is set to now (its text
   is not changed) and the time is taken from then until the server says it has rebuilt
   ("Reloading browsers"). The median of those is the warm rebuild after editing one page.

Wall-clock seconds on this machine; the machine's load moves them (run it on a quiet machine,
and read the spread). A fresh clone's `./dev serve` adds `./dev setup` (pip, npm ci) and the
first compile of the runtime (README, "Serving the site").
"""

from __future__ import annotations

import argparse
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MKDOCS = ROOT / ".venv" / "bin" / "mkdocs"
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def build_once(out: Path) -> float:
    start = time.monotonic()
    subprocess.run([str(MKDOCS), "build", "-q", "-d", str(out)], cwd=ROOT, env=ENV, check=True)
    return time.monotonic() - start


def wait_for_line(log: Path, pattern: re.Pattern, after: int, timeout: float) -> float:
    """Seconds until a line matching `pattern` appears in `log` past byte `after`."""
    start = time.monotonic()
    while time.monotonic() - start < timeout:
        if pattern.search(log.read_text(errors="replace")[after:]):
            return time.monotonic() - start
        time.sleep(0.05)
    raise TimeoutError(f"no {pattern.pattern!r} in {log} within {timeout} s")


def serve(page: Path, edits: int) -> tuple[float, list[float]]:
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "serve.log"
        with log.open("w") as out:
            start = time.monotonic()
            proc = subprocess.Popen([str(MKDOCS), "serve", "--dev-addr", f"127.0.0.1:{port}"], cwd=ROOT, env=ENV,
                                    stdout=out, stderr=subprocess.STDOUT)
            try:
                while True:
                    try:
                        urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).close()
                        break
                    except OSError:
                        if proc.poll() is not None or time.monotonic() - start > 300:
                            raise RuntimeError("mkdocs serve did not answer:\n" + log.read_text()[-2000:])
                        time.sleep(0.1)
                answered = time.monotonic() - start
                rebuilds = []
                reloaded = re.compile(r"Reloading browsers")
                for _ in range(edits):
                    time.sleep(2)  # let the watcher settle
                    mark = len(log.read_text(errors="replace"))
                    os.utime(page)  # an edit, as the watcher sees it (the text stays as it is)
                    rebuilds.append(wait_for_line(log, reloaded, mark, 120))
            finally:
                proc.terminate()
                proc.wait(20)
    return answered, rebuilds


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edits", type=int, default=5, help="rebuilds to time (default 5)")
    ap.add_argument("--page", default="docs/en/history.md", help="the page whose edit is timed")
    args = ap.parse_args(argv)
    page = ROOT / args.page
    with tempfile.TemporaryDirectory() as tmp:
        first = build_once(Path(tmp) / "a")
        second = build_once(Path(tmp) / "b")
    print(f"mkdocs build, six languages: first {first:.1f} s, again {second:.1f} s")
    answered, rebuilds = serve(page, args.edits)
    print(f"mkdocs serve answered after {answered:.1f} s")
    print(f"rebuild after editing {args.page}: median {statistics.median(rebuilds):.1f} s "
          f"(min {min(rebuilds):.1f}, max {max(rebuilds):.1f}; {len(rebuilds)} edits)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
