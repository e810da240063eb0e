"""MkDocs hook: the site works offline and installs as an app (issue 29).

After the whole site is built (every language, the search indexes split per language and the
engine published: this runs after those hooks' post-build steps), it writes to the site's root:

- ``sw.js``, the service worker (``site_hooks/offline/sw.js``) with ``VERSION``, a hash of every
  file of the site, and ``FILES``, the address of every file (a page by its folder); the play page
  registers it (``president/offline.js``) and it keeps them all, one cache per version;
- ``manifest.webmanifest``, the web app manifest (name, colours, icons of
  ``docs/assets/images/icon-*.png``, drawn by ``scripts/make_icons.py``); every page links it
  (``overrides/main.html``).

Source maps are left out of the kept files (nobody reads them offline), and so are the search
languages of Material's lunr that no search index of the site uses (Thai's 680 KB word cutter,
two dozen languages' stemmers: 0.2 MB of a first visit's 8, issue 29).
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from mkdocs.plugins import event_priority

log = logging.getLogger("mkdocs.hooks.offline")

TEMPLATE = Path(__file__).with_name("offline") / "sw.js"
SKIP_SUFFIXES = (".map",)
SKIP_NAMES = {"sw.js"}


LUNR = "assets/javascripts/lunr/"


def lunr_files_used(site: Path) -> set[str]:
    """The files of Material's lunr folder that the search worker loads for the languages of the
    site's search indexes (their ``config.lang``): what its worker imports for them."""
    langs: set[str] = set()
    multi = False
    for index in site.rglob("search_index.json"):
        try:
            lang = json.loads(index.read_text(encoding="utf-8")).get("config", {}).get("lang") or []
        except (OSError, ValueError):
            continue
        langs.update(lang)
        multi = multi or len(lang) > 1
    used = {LUNR + "min/lunr.stemmer.support.min.js"} | {LUNR + f"min/lunr.{lang}.min.js" for lang in langs if lang != "en"}
    if multi:
        used.add(LUNR + "min/lunr.multi.min.js")
    if langs & {"ja", "jp"}:
        used.add(LUNR + "tinyseg.js")
    if langs & {"hi", "th"}:
        used.add(LUNR + "wordcut.js")
    return used


def kept_files(site: Path) -> dict[str, Path]:
    """Every file of the built site a reader may need offline: {address relative to the site's
    root ("rules/" for rules/index.html, "./" for index.html): path}, in sorted order."""
    out = {}
    lunr = lunr_files_used(site)
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        rel = path.relative_to(site).as_posix()
        if rel in SKIP_NAMES or rel.endswith(SKIP_SUFFIXES) or (rel.startswith(LUNR) and rel not in lunr):
            continue
        if rel == "index.html":
            rel = "./"
        elif rel.endswith("/index.html"):
            rel = rel[: -len("index.html")]
        out[rel] = path
    return out


def version_of(files: dict[str, Path]) -> str:
    """A hash of every kept file's address and bytes: a new build that changes anything is a
    new version."""
    h = hashlib.sha256()
    for rel, path in files.items():
        h.update(rel.encode())
        h.update(hashlib.sha256(path.read_bytes()).digest())
    return h.hexdigest()[:16]


def manifest(config) -> dict:
    """The web app manifest: the site's name and colours (Material's teal), its icons."""
    icons = [
        {"src": "assets/images/icon-192.png", "sizes": "192x192", "type": "image/png"},
        {"src": "assets/images/icon-512.png", "sizes": "512x512", "type": "image/png"},
        {"src": "assets/images/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
    ]
    return {"name": config["site_name"], "short_name": config["site_name"], "description": config.get("site_description") or "",
            "start_url": "./", "scope": "./", "display": "standalone", "background_color": "#ffffff",
            "theme_color": "#009688", "icons": icons}


@event_priority(-300)
def on_post_build(config, **kwargs) -> None:
    i18n = config.plugins.get("i18n")
    if i18n is not None and getattr(i18n, "building", False):
        return  # one of the i18n plugin's nested per-language builds: the whole site comes later
    site = Path(config.site_dir)
    (site / "manifest.webmanifest").write_text(json.dumps(manifest(config), ensure_ascii=False, indent=1), encoding="utf-8")
    count, version = write_service_worker(site)
    log.info("offline: %d files kept by the service worker, version %s", count, version)


def write_service_worker(site: Path) -> tuple[int, str]:
    """Write ``sw.js`` for the built site at ``site`` (its files as they are now): (files kept,
    version)."""
    files = kept_files(site)
    version = version_of(files)
    head = f"const VERSION = {json.dumps(version)};\nconst FILES = {json.dumps(list(files))};\n"
    (site / "sw.js").write_text(head + TEMPLATE.read_text(encoding="utf-8"), encoding="utf-8")
    return len(files), version
