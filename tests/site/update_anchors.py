"""Regenerate docs/anchors.yml and the anchor tables of docs/en/anchors.md from the English pages.

Run after adding or renaming a section id (an attr_list ``{#id}``) on an English page:

    .venv/bin/python tests/site/update_anchors.py

docs/anchors.yml maps each page slug to its anchor ids, in page order; other tools and the site
tests read it. The tables of docs/en/anchors.md (between the ``anchors:start`` and
``anchors:end`` markers) list the same ids with the English section titles; translators copy
them and translate the titles only. tests/site checks that both stay in step with the pages.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
EN = DOCS / "en"
ANCHORS_YML = DOCS / "anchors.yml"
ANCHORS_PAGE = EN / "anchors.md"

# An explicit id: "## Title {#id}" or a glossary term "Term {#id}".
ID_LINE = re.compile(r"^(?P<hashes>#{1,6}\s+)?(?P<title>.+?)\s*\{#(?P<id>[a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$")
START = "<!-- anchors:start -->"
END = "<!-- anchors:end -->"


def nav_slugs() -> list[str]:
    """Page slugs in the order of the nav in mkdocs.yml."""
    config = yaml.load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"), Loader=yaml.BaseLoader)
    slugs: list[str] = []

    def walk(items):
        for item in items:
            if isinstance(item, str):
                slugs.append(item[:-3])
            elif isinstance(item, dict):
                for value in item.values():
                    if isinstance(value, list):
                        walk(value)
                    else:
                        slugs.append(value[:-3])

    walk(config["nav"])
    return slugs


def page_anchors(path: Path) -> list[tuple[str, str]]:
    """(id, title) of every explicit id on a page, in order; code blocks and the generated
    tables of the anchors page are skipped."""
    found = []
    fenced = False
    generated = False
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() in (START, END):
            generated = line.strip() == START  # the generated tables of the anchors page
            continue
        if generated:
            continue
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if fenced:
            continue
        m = ID_LINE.match(line)
        if m:
            found.append((m.group("id"), m.group("title").strip()))
    return found


def table_rows(slug: str, anchors: list[tuple[str, str]]) -> list[str]:
    rows = ["| anchor | section |", "|---|---|"]
    for anchor, title in anchors:
        rows.append(f"| [`{anchor}`]({slug}.md#{anchor}) | {title} |")
    return rows


def main() -> int:
    slugs = nav_slugs()
    per_page = {slug: page_anchors(EN / f"{slug}.md") for slug in slugs}
    # The anchors page gets one sub-heading per page; they belong to its own ids as well.
    page_titles = {}
    for slug in slugs:
        first = next((line for line in (EN / f"{slug}.md").read_text(encoding="utf-8").splitlines()
                      if line.startswith("# ")), f"# {slug}")
        page_titles[slug] = first[2:].strip()
    generated: list[str] = []
    own = [a for a in per_page["anchors"]]
    for slug in slugs:
        anchors = per_page[slug]
        if slug == "anchors":
            anchors = own + [(f"anchors-{s}", page_titles[s]) for s in slugs]
        heading_id = f"anchors-{slug}"
        generated += ["", f"### {page_titles[slug]} {{#{heading_id}}}", ""]
        generated += table_rows(slug, anchors)
    per_page["anchors"] = own + [(f"anchors-{s}", page_titles[s]) for s in slugs]

    text = ANCHORS_PAGE.read_text(encoding="utf-8")
    if START not in text or END not in text:
        print(f"{ANCHORS_PAGE}: markers {START} / {END} are missing", file=sys.stderr)
        return 1
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    ANCHORS_PAGE.write_text(head + START + "\n" + "\n".join(generated).strip("\n") + "\n\n" + END + tail,
                            encoding="utf-8")

    lines = [
        "# Every stable anchor id of the site, per page slug, in page order.",
        "# The ids are the same in every language (docs/<lang>/<slug>.md).",
        "# Generated from docs/en by tests/site/update_anchors.py; tests/site checks it.",
    ]
    for slug in slugs:
        lines.append(f"{slug}:")
        lines += [f"  - {anchor}" for anchor, _ in per_page[slug]]
    ANCHORS_YML.write_text("\n".join(lines) + "\n", encoding="utf-8")
    total = sum(len(v) for v in per_page.values())
    print(f"{ANCHORS_YML.relative_to(ROOT)}: {total} anchors on {len(slugs)} pages")
    return 0


if __name__ == "__main__":
    sys.exit(main())
