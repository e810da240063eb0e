"""The termbase (i18n/termbase.yml, issue 13): each glossary page states the chosen terms, the
widget shows each language's card letters, and no page, example caption, widget message or
language block of mkdocs.yml uses a variant the termbase marks not to use. A failure names the
file, the line and the term to use."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402  (tests/messages.py)

TERMBASE = yaml.safe_load((ROOT / "i18n" / "termbase.yml").read_text(encoding="utf-8"))
LANGS = TERMBASE["languages"]


def avoid_rules(lang: str) -> list[tuple[str, re.Pattern, str, str]]:
    rules = []
    for concept, entry in TERMBASE["concepts"].items():
        for a in (entry.get(lang) or {}).get("avoid", []):
            rx = re.compile(rf"(?<!\w)(?:{a['pattern']})(?!\w)", re.I)
            rules.append((concept, rx, a["use"], a.get("why", "")))
    return rules


def language_lines(lang: str):
    """(file, line number, text) of everything written in `lang`."""
    for page in sorted((ROOT / "docs" / lang).glob("*.md")):
        for n, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            yield page, n, line
    key = re.compile(rf"^\s*(?:-\s*)?{lang}:\s")
    for example in sorted((ROOT / "examples").glob("*.yml")):
        for n, line in enumerate(example.read_text(encoding="utf-8").splitlines(), 1):
            if key.match(line):
                yield example, n, line
    messages = ROOT / "i18n" / "messages" / f"{lang}.ftl"
    for n, line in enumerate(messages.read_text(encoding="utf-8").splitlines(), 1):
        if not line.startswith("#"):
            yield messages, n, line
    config = ROOT / "mkdocs.yml"
    block = None
    for n, line in enumerate(config.read_text(encoding="utf-8").splitlines(), 1):
        m = re.match(r"^\s+- locale: (\w+)", line)
        if m:
            block = m.group(1)
        elif re.match(r"^\S", line):
            block = None
        elif block == lang:
            yield config, n, line


def test_termbase_shape():
    assert LANGS == ["en", "pl", "nl", "de", "bg", "he"]
    for concept, entry in TERMBASE["concepts"].items():
        assert set(entry) - {"glossary"} == set(LANGS), f"{concept}: languages {sorted(entry)}"
        for lang in LANGS:
            assert entry[lang].get("term"), f"{concept}/{lang}: no term"
            for a in entry[lang].get("avoid", []):
                re.compile(a["pattern"])
                assert a.get("use"), f"{concept}/{lang}: {a['pattern']!r} says nothing to use"
    for lang in LANGS:
        assert set(TERMBASE["card_letters"][lang]) == {"J", "Q", "K", "A"}
        assert set(TERMBASE["rulesets"][lang]) == {"classic", "cardverse", "daifugo", "hebrew", "japanese"}


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_states_the_terms(lang):
    text = (ROOT / "docs" / lang / "glossary.md").read_text(encoding="utf-8")
    heads = dict((m.group(2), m.group(1)) for m in re.finditer(r"^([^\s#][^\n{]*?)\s*\{#(glossary-[\w-]+)\}\s*$", text, re.M))
    wrong = []
    for concept, entry in TERMBASE["concepts"].items():
        anchor = entry.get("glossary")
        if anchor:
            want = entry[lang]["term"]
            if heads.get(anchor) != want:
                wrong.append(f"docs/{lang}/glossary.md #{anchor}: {heads.get(anchor)!r}, termbase says {want!r}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGS)
def test_no_variant_marked_not_to_use(lang):
    rules = avoid_rules(lang)
    found = []
    for path, n, line in language_lines(lang):
        for concept, rx, use, why in rules:
            for m in rx.finditer(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {m.group(0)!r} -> use {use!r} ({concept}: {why})")
    assert not found, f"{len(found)} variant(s) the termbase marks not to use:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGS)
def test_widget_card_letters_come_from_the_termbase(lang):
    strings = messages.read(lang)
    for rank, letter in TERMBASE["card_letters"][lang].items():
        assert strings.get(f"letter.{rank}") == letter, f"{lang}: letter.{rank} should be {letter!r}"
    for preset, name in TERMBASE["rulesets"][lang].items():
        assert strings.get(f"preset.{preset}") == name, f"{lang}: preset.{preset} should be {name!r}"


# Languages whose running text names the rulesets by their display names (termbase
# `ruleset_forms`).
RULESET_NAME_LANGS = ["en", "pl", "bg", "he"]
RULESET_IDS = ("classic", "cardverse", "daifugo", "hebrew", "japanese")
# The ids, or the English headings made of them ("Classic", "Cardverse" ...); "CardVerse" is a
# display name and "Daifugō" a title, so neither matches.
BARE_ID = re.compile(
    r"(?<![\w#=&/.-])(" + "|".join(RULESET_IDS + tuple(i.capitalize() for i in RULESET_IDS)) + r")(?![\w-])"
)
# English: the display names are the ids capitalized ("Classic") or spelled out, so a bare id is
# a lowercase id or "Cardverse". "Hebrew" and "Japanese" are also plain adjectives and language
# names ("the Hebrew article", "Japanese titles", "and Hebrew."), and "Daifugo" is how pagat.com
# spells the Japanese game, so these count as a ruleset's name only where they stand alone as a
# label: before a table bar, a comma, a semicolon, a colon, a closing bracket, "with", "over" or
# "ruleset" (a heading "## Hebrew {#rulesets-hebrew}" shows up in the anchors page's table).
EN_BARE_ID = re.compile(
    r"(?<![\w#=&/.-])(" + "|".join(RULESET_IDS) + r"|Cardverse"
    r"|(?:Hebrew|Japanese|Daifugo)(?=\s*(?:[|,;:)\]]|with\b|over\b|rulesets?\b)))(?![\w-])"
)
BARE_IDS = {"en": EN_BARE_ID}
NOTATION = [
    re.compile(r"`[^`]*`"),  # code spans: `classic`, `preset=daifugo`
    re.compile(r"\]\([^)]*\)"),  # link targets: (play.md#preset=hebrew)
    re.compile(r"\{[#:.][^}]*\}"),  # attribute lists and heading anchors: {#rulesets-classic}
    re.compile(r"<[^>]*>"),  # HTML tags and their attributes
    re.compile(r"\w+://\S+"),  # bare URLs
]


def running_text(lang: str):
    """(file, line number, text) of `lang`'s running text, notation removed: code blocks, code
    spans, link targets, attribute lists, HTML tags, URLs and the message ids of widget strings."""
    fence = False
    for path, n, line in language_lines(lang):
        if path.suffix == ".md" and line.lstrip().startswith(("```", "~~~")):
            fence = not fence
            continue
        if fence:
            continue
        if path.suffix == ".ftl":
            line = line.split("=", 1)[1] if "=" in line and not line.startswith(" ") else line
        if path.suffix == ".yml" and path.name != "mkdocs.yml":
            line = line.split(":", 1)[1]
        yield path, n, strip_notation(line)


def strip_notation(line: str) -> str:
    for rx in NOTATION:
        line = rx.sub(" ", line)
    return line


def test_bare_ruleset_id_is_found():
    line = "w zestawie daifugo i Classic, `classic`, [Dai Fugo](play.md#preset=daifugo){ .md-button }, CardVerse, Daifugō"
    assert [m.group(1) for m in BARE_ID.finditer(strip_notation(line))] == ["daifugo", "Classic"]


def test_bare_english_ruleset_id_is_found():
    line = (
        "in classic and Classic, `daifugo`, [Daifugo](play.md#preset=daifugo), | Hebrew | the Hebrew"
        " article, Hebrew house rules, Japanese titles, the japanese ruleset, Japanese with jokers"
    )
    found = [m.group(1) for m in EN_BARE_ID.finditer(strip_notation(line))]
    assert found == ["classic", "Daifugo", "Hebrew", "japanese", "Japanese"]


@pytest.mark.parametrize("lang", RULESET_NAME_LANGS)
def test_running_text_names_rulesets_by_display_name(lang):
    forms = TERMBASE["ruleset_forms"][lang]
    assert set(forms) == set(RULESET_IDS), f"{lang}: ruleset_forms {sorted(forms)}"
    found = []
    for path, n, line in running_text(lang):
        for m in BARE_IDS.get(lang, BARE_ID).finditer(line):
            rid = m.group(1).lower()
            found.append(f"{path.relative_to(ROOT)}:{n}: {m.group(1)!r} -> {TERMBASE['rulesets'][lang][rid]!r}, declined ({forms[rid]})")
    assert not found, f"{len(found)} ruleset id(s) in running text (write the display name):\n" + "\n".join(found)
