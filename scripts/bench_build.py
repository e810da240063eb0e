"""How long the site takes to build while a writer works (issue 30, item 6): prints figures.

    .venv/bin/python scripts/bench_build.py [--edits 5] [--page docs/en/history.md]

1. `mkdocs build` of the whole site (six languages) into a temporary folder, twice: the first
   may compile the runtime into .cache/ (engine or pins changed), the second is what a build
   costs when only pages changed.
2. `mkdocs serve` (as `./dev serve` runs it, without the signalling server): the time until the
   site answers, then ``--edits`` times: the page's modification time is set to now (its text
   is not changed) and the time is taken from then until the server says it has rebuilt
   ("Reloading browsers"). The median of those is the warm rebuild after editing one page.

3. With ``--cold``: a fresh clone of this repository's HEAD (``git clone``, no ``.venv``,
   ``node_modules`` or ``.cache``) runs ``./dev serve`` as the README says, and the time is taken
   until the site answers; split into the setup (``python3 -m venv``, ``pip install`` from the
   machine's pip cache, ``npm ci`` from npm's cache: until mkdocs starts) and mkdocs (the build
   with the first compile of the runtime, until the server answers).

Wall-clock seconds on this machine; the machine's load moves them (run it on a quiet machine,
and read the spread).
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


def answered_after(port: int, proc, log: Path, start: float, timeout: float, marks: dict) -> float:
    """Seconds from ``start`` until the server on ``port`` answers; ``marks``: log text -> None,
    filled with the seconds at which that text first appeared in ``log``. Raises RuntimeError
    when ``proc`` ends or ``timeout`` passes first."""
    while True:
        text = log.read_text(errors="replace")
        for mark, seen in marks.items():
            if seen is None and mark in text:
                marks[mark] = time.monotonic() - start
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2).close()
            return time.monotonic() - start
        except OSError:
            if proc.poll() is not None or time.monotonic() - start > timeout:
                raise RuntimeError("the server did not answer:\n" + text[-2000:])
            time.sleep(0.1)


def serve(page: Path, edits: int) -> tuple[float, list[float]]:
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp:
        log = Path(tmp) / "serve.log"
        with log.open("w") as out:
            start = time.monotonic()
            proc = subprocess.Popen([str(MKDOCS), "serve", "--dev-addr", f"127.0.0.1:{port}"], cwd=ROOT, env=ENV,
                                    stdout=out, stderr=subprocess.STDOUT)
            try:
                answered = answered_after(port, proc, log, start, 300, {})
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


def cold_serve() -> tuple[float, float]:
    """(seconds until mkdocs starts, seconds until the site answers) of ``./dev serve`` in a
    fresh clone."""
    port, signal = free_port(), free_port()
    with tempfile.TemporaryDirectory() as tmp:
        clone = Path(tmp) / "clone"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        log = Path(tmp) / "serve.log"
        env = {**ENV, "ADDR": f"127.0.0.1:{port}", "SIGNAL_PORT": str(signal)}
        marks = {"Building documentation": None}
        with log.open("w") as out:
            start = time.monotonic()
            proc = subprocess.Popen(["./dev", "serve"], cwd=clone, env=env, stdout=out,
                                    stderr=subprocess.STDOUT, start_new_session=True)
            try:
                answered = answered_after(port, proc, log, start, 600, marks)
            finally:
                os.killpg(proc.pid, 15)
                proc.wait(20)
    setup = marks["Building documentation"]
    return setup if setup is not None else float("nan"), answered


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edits", type=int, default=5, help="rebuilds to time (default 5)")
    ap.add_argument("--page", default="docs/en/history.md", help="the page whose edit is timed")
    ap.add_argument("--cold", action="store_true",
                    help="also time ./dev serve in a fresh clone until the site answers")
    args = ap.parse_args(argv)
    page = ROOT / args.page
    if args.cold:
        setup, answered = cold_serve()
        print(f"fresh clone, ./dev serve: the site answered after {answered:.1f} s "
              f"(setup until mkdocs started {setup:.1f} s, mkdocs {answered - setup:.1f} s)")
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
