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
    """The variants not to use (`avoid`) and the term in a sense it must not carry (`not_for`)."""
    rules = []
    for concept, entry in TERMBASE["concepts"].items():
        for a in (entry.get(lang) or {}).get("avoid", []):
            rx = re.compile(rf"(?<!\w)(?:{a['pattern']})(?!\w)", re.I)
            rules.append((concept, rx, a["use"], a.get("why", "")))
        for a in (entry.get(lang) or {}).get("not_for", []):
            rx = re.compile(rf"(?<!\w)(?:{a['pattern']})(?!\w)", re.I)
            rules.append((concept, rx, a["use"], f"the term in a wrong sense: {a['sense']}"))
    return rules


def test_every_concept_says_what_it_means():
    """The termbase records what each term means (issue 28), so that a term keeps its sense
    and not only its spelling; each `not_for` names the wrong sense and what to use."""
    missing = [c for c, e in TERMBASE["concepts"].items() if not isinstance(e.get("means"), str) or not e["means"].strip()]
    assert not missing, f"concepts without `means`: {missing}"
    for concept, entry in TERMBASE["concepts"].items():
        for lang in LANGS:
            for a in (entry.get(lang) or {}).get("not_for", []):
                assert {"pattern", "sense", "use"} <= set(a), (concept, lang, a)


def test_a_term_in_a_wrong_sense_is_found():
    page = ROOT / "docs" / "he" / "x.md"
    found = variant_findings("he", [(page, 1, "כל אחת גבוהה בערך אחד מקודמתה")])
    assert len(found) == 1 and "wrong sense" in found[0], found


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
        assert set(entry) - {"glossary", "means"} == set(LANGS), f"{concept}: languages {sorted(entry)}"
        for lang in LANGS:
            assert entry[lang].get("term"), f"{concept}/{lang}: no term"
            for a in entry[lang].get("avoid", []) + entry[lang].get("not_for", []):
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


def variant_findings(lang: str, lines) -> list[str]:
    """The variants marked not to use in (file, line number, text) `lines`, as "file:line: ..."."""
    rules = avoid_rules(lang)
    found = []
    previous = (None, 0, "")
    for path, n, line in lines:
        # A page wraps its prose: a variant may begin on one line and end on the next, so each
        # line is also read joined to the one before it ("wyraźnie" / "wyższe").
        before = previous[2].rstrip() if previous[0] == path and path.suffix == ".md" else ""
        joined = f"{before} {line.lstrip()}" if before else line
        for concept, rx, use, why in rules:
            for m in rx.finditer(joined):
                if before and m.end() <= len(before):
                    continue  # wholly on the line before: reported there
                at = n if not before or m.start() > len(before) else f"{n - 1}-{n}"
                found.append(f"{path.relative_to(ROOT)}:{at}: {m.group(0)!r} -> use {use!r} ({concept}: {why})")
        previous = (path, n, line)
    return found


def test_variant_split_across_lines_is_found():
    page = ROOT / "docs" / "pl" / "x.md"
    lines = [(page, 1, "musi być od niego **wyraźnie"), (page, 2, "wyższe**, a samotny joker"), (page, 3, "  nie.")]
    found = [f.split(" -> ")[0] for f in variant_findings("pl", lines)]
    assert found == ["docs/pl/x.md:1-2: 'wyraźnie wyższe'", "docs/pl/x.md:2: 'samotny joker'"]


@pytest.mark.parametrize("lang", LANGS)
def test_no_variant_marked_not_to_use(lang):
    found = variant_findings(lang, language_lines(lang))
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


# Typography per language (termbase `typography`): the quotation marks of the language's print,
# paired within each paragraph, and marks not to use (straight quotes, another language's quotes,
# a hyphen for a dash). Only running text is checked: the notation (code blocks, code spans, link
# targets, attribute lists, HTML tags, URLs) is removed, and so is text marked lang="en" (the
# English parts of the developers page and the anchors table).
TYPOGRAPHY = TERMBASE.get("typography") or {}
ENGLISH_SPAN = re.compile(r"<(\w+)\b[^>]*\blang=\"en\"[^>]*>.*?</\1>")
FLUENT_PLACEABLE = re.compile(r"\{[^{}]*\}")
FLUENT_VARIANT_KEY = re.compile(r"^\s*\*?\[[^\]]*\]")


def _yaml_value(line: str) -> str:
    """The text of a `key: value` line of YAML (a caption, a front matter or mkdocs.yml line)."""
    try:
        value = yaml.safe_load(line.strip().removeprefix("- "))
    except yaml.YAMLError:
        return line
    if isinstance(value, dict) and len(value) == 1:
        value = next(iter(value.values()))
    return value if isinstance(value, str) else ""


def prose_paragraphs(lang: str):
    """Lists of (file, line number, text) of `lang`'s running text, one list per paragraph (a
    page's block between blank lines, or one caption, message or mkdocs.yml line)."""
    para, current = [], None
    fence = front = comment = False
    english_divs = 0
    for path, n, line in language_lines(lang):
        if path != current:
            if para:
                yield para
            para, current, fence, front, comment, english_divs = [], path, False, False, False, 0
        if path.suffix != ".md":
            if path.suffix == ".ftl":
                text = line.split("=", 1)[1] if "=" in line and not line.startswith(" ") else line
                text = FLUENT_VARIANT_KEY.sub(" ", FLUENT_PLACEABLE.sub(" ", text))
            else:
                text = _yaml_value(line)
            yield [(path, n, strip_notation(text))]
            continue
        stripped = line.strip()
        if n == 1 and stripped == "---":
            front = True
            continue
        if front:
            if stripped == "---":
                front = False
            elif stripped.startswith("description:"):
                yield [(path, n, _yaml_value(line))]
            continue
        if stripped.startswith(("```", "~~~")):
            fence = not fence
            continue
        if "<!--" in line and "-->" not in line:
            comment = True
        if comment or fence:
            comment = comment and "-->" not in line
            continue
        if english_divs or re.search(r"<div\b[^>]*\blang=\"en\"", line):
            english_divs += line.count("<div") - line.count("</div>")
            continue
        if not stripped:
            if para:
                yield para
            para = []
            continue
        para.append((path, n, strip_notation(ENGLISH_SPAN.sub(" ", line))))
    if para:
        yield para


def typography_defects(lang: str, paragraphs) -> list[str]:
    rules = TYPOGRAPHY[lang]
    found = []
    for para in paragraphs:
        for path, n, text in para:
            for a in rules.get("avoid", []):
                for m in re.finditer(a["pattern"], text):
                    found.append(f"{path.relative_to(ROOT)}:{n}: {m.group(0)!r} -> use {a['use']} ({a.get('why', '')})")
        for opening, closing in rules.get("quotes", []):
            if opening == closing:
                marks = [(path, n) for path, n, text in para for _ in range(text.count(opening))]
                if len(marks) % 2:
                    path, n = marks[-1]
                    found.append(f"{path.relative_to(ROOT)}:{n}: {opening} without its pair in this paragraph -> close every quote with {closing}")
                continue
            open_at = []
            for path, n, text in para:
                for ch in text:
                    if ch == opening:
                        open_at.append((path, n))
                    elif ch == closing:
                        if not open_at:
                            found.append(f"{path.relative_to(ROOT)}:{n}: {closing} closes a quote never opened -> open it with {opening}")
                        else:
                            open_at.pop()
            for path, n in open_at:
                found.append(f"{path.relative_to(ROOT)}:{n}: {opening} opens a quote never closed in this paragraph -> close it with {closing}")
    return found


def test_typography_finds_wrong_marks():
    page = ROOT / "docs" / "pl" / "x.md"
    para = [
        (page, 1, strip_notation('Tytuły "wice" i “wice” - a `"code"` i [„J Q K A”](play.md#a"b) nie.')),
        (page, 2, strip_notation("„otwarte, «dobre» i »złe«, 2-3 karty, zamknięte” i ” bez pary.")),
        (page, 3, "„nigdy niezamknięte"),
    ]
    found = typography_defects("pl", [para])
    marks = [f.removeprefix("docs/pl/x.md:").split(" ->")[0] for f in found]
    assert marks == [
        "1: '\"'", "1: '\"'", "1: '“'", "1: ' - '", "2: '»'", "2: '«'", "2: '2-3'",
        "1: ” closes a quote never opened", "2: ” closes a quote never opened",
        "3: „ opens a quote never closed in this paragraph",
        "2: » closes a quote never opened", "2: « opens a quote never closed in this paragraph",
    ], found
    assert all(f.startswith("docs/pl/x.md:") for f in found)


@pytest.mark.parametrize("lang, text, want", [
    ("en", 'The "cutter" - or—here—a \'best\' card, 2-3 cards; players\' “best” cards, 5-6-7, 2–3.',
     ["'\"'", "'\"'", "\"'\"", "' - '", "'—'", "'—'", "'2-3'"]),
    ("de", 'Der "Buster" - „Bube“, ‚Dame‘ und „Dame”, 3-8 Karten, 3–8, 5-6-7.',
     ["'\"'", "'\"'", "'”'", "' - '", "'3-8'", "„ opens a quote never closed in this paragraph"]),
    ("nl", "De „bom” - of ‘snijder’ en “x”, zo'n 3-8 pagina's, 'brander'.",
     ["'„'", "\"'\"", "\"'\"", "' - '", "'3-8'", "” closes a quote never opened"]),
])
def test_typography_of_en_de_nl_finds_wrong_marks(lang, text, want):
    """The English, German and Dutch rules find straight and foreign quotes, a hyphen or an em
    dash for a dash and a hyphen in a range (in the order of the rules); their own quotes, apostrophes inside or after a word,
    runs of ranks and an en dash in a range pass."""
    page = ROOT / "docs" / lang / "x.md"
    found = typography_defects(lang, [[(page, 1, strip_notation(text))]])
    marks = [f.removeprefix(f"docs/{lang}/x.md:1: ").split(" ->")[0] for f in found]
    assert marks == want, found


@pytest.mark.parametrize("lang", sorted(TYPOGRAPHY))
def test_typography(lang):
    assert lang in LANGS, f"typography: {lang} is not a language of the site"
    for a in TYPOGRAPHY[lang].get("avoid", []):
        re.compile(a["pattern"])
        assert a.get("use"), f"typography/{lang}: {a['pattern']!r} says nothing to use"
    found = typography_defects(lang, prose_paragraphs(lang))
    assert not found, f"{len(found)} typographic defect(s) in {lang}:\n" + "\n".join(found)


def test_hebrew_typography_finds_wrong_marks():
    """The Hebrew rules find foreign quotes, a quote mark in an abbreviation, dashes, a prefix
    joined by an ASCII hyphen and runs of ranks that are not isolated; "…" after a prefix, a run
    in U+2066 … U+2069 with U+2011 and "3 עד 8" pass."""
    page = ROOT / "docs" / "he" / "x.md"
    para = [
        (page, 1, strip_notation('האפשרות „רצפים” - פועלת — ה-3, ב-CardVerse, צה"ל.')),
        (page, 2, strip_notation("רצף 9-10-J, רצף 9\u201110\u2011J, רצף \u20669\u201110\u2011J\u2069, 3 עד 8.")),
        (page, 3, strip_notation('ה"חותך" ו"שורף" ב\u2011CardVerse.')),
    ]
    found = typography_defects("he", [para])
    marks = [f.removeprefix("docs/he/x.md:").split(" ->")[0] for f in found]
    assert marks == [
        "1: '„'", "1: '”'", "1: '\"'", "1: ' - '", "1: '—'", "1: 'ה-'", "1: 'ב-'",
        "2: '9-10-J'", "2: '9\u201110\u2011J'", "3: \" without its pair in this paragraph",
    ], found
