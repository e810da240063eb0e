"""Every widget message exists in all six languages (i18n/messages/<lang>.ftl, read as flat
strings by tests/messages.py), with the same placeholders, the plural forms each language needs,
and a message for every key the widget code, the engine's options, error codes and event codes
can ask for. No browser needed. tests/site/test_messages.py formats them with @fluent/bundle."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402  (tests/messages.py)

STRINGS = messages.all_languages()
# The widget code: president.js and its modules (docs/assets/javascripts/president/*.js).
JS_DIR = ROOT / "docs" / "assets" / "javascripts"
JS = "\n".join(p.read_text(encoding="utf-8") for p in [JS_DIR / "president.js", *sorted((JS_DIR / "president").glob("*.js"))])
LANGS = messages.LANGS  # the i18n plugin's languages in mkdocs.yml
# CLDR plural categories for cardinal numbers (what Intl.PluralRules returns).
PLURALS = {"en": {"one", "other"}, "pl": {"one", "few", "many", "other"}, "nl": {"one", "other"},
           "de": {"one", "other"}, "bg": {"one", "other"}, "he": {"one", "two", "other"}}
CATEGORIES = {"zero", "one", "two", "few", "many", "other"}

def plural_bases(keys) -> set[str]:
    """Keys with plural forms: those with both a ``.one`` and an ``.other`` variant."""
    keys = set(keys)
    return {k[:-4] for k in keys if k.endswith(".one") and k[:-4] + ".other" in keys}


def singular_keys(keys) -> set[str]:
    bases = plural_bases(keys)
    return {k for k in keys if k.rsplit(".", 1)[0] not in bases}


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)\}", text))


def test_all_languages_present():
    assert sorted(STRINGS) == sorted(LANGS)


@pytest.mark.parametrize("lang", LANGS[1:])
def test_same_keys_as_english(lang):
    en, other = STRINGS["en"], STRINGS[lang]
    missing = singular_keys(en) - singular_keys(other)
    extra = singular_keys(other) - singular_keys(en)
    assert not missing, f"{lang} lacks {sorted(missing)}"
    assert not extra, f"{lang} has keys English lacks: {sorted(extra)}"
    assert plural_bases(en) == plural_bases(other), f"{lang}: plural keys differ"


@pytest.mark.parametrize("lang", LANGS)
def test_plural_forms(lang):
    d = STRINGS[lang]
    for base in plural_bases(STRINGS["en"]):
        for cat in PLURALS[lang]:
            assert f"{base}.{cat}" in d, f"{lang}: {base}.{cat} missing"


@pytest.mark.parametrize("lang", LANGS)
def test_placeholders_match_english(lang):
    en = STRINGS["en"]
    for key, text in STRINGS[lang].items():
        assert isinstance(text, str) and text.strip(), f"{lang}: {key} is empty"
        ref = en.get(key) or en.get(key.rsplit(".", 1)[0] + ".other")
        assert ref is not None, f"{lang}: {key} has no English counterpart"
        want = placeholders(ref)
        got = placeholders(text)
        if key.rsplit(".", 1)[-1] in ("one", "two") or key.rsplit(".", 1)[-1].isdigit():
            want.discard("n")  # "one card" (or an exact-number variant such as nl [2] "twee kaarten") need not repeat the number
            got.discard("n")
        assert got == want, f"{lang}: {key} placeholders {sorted(got)} != English {sorted(want)}"


def test_every_literal_key_in_the_widget_code_exists():
    keys = set(re.findall(r"""\btn?\(\s*["']([a-z_][a-z0-9_.]*)["']""", JS))
    keys |= set(re.findall(r"""\btv\(\s*["']([a-z_][a-z0-9_.]*)["']""", JS))
    assert len(keys) > 50
    en = STRINGS["en"]
    # A message that selects (a plural, a suit, ...) reads as one key per variant: "key.C".
    ftl = (ROOT / "i18n" / "messages" / "en.ftl").read_text(encoding="utf-8")
    selects = {m.replace("-", ".") for m in re.findall(r"^([a-zA-Z][\w-]*) =\n\s+\{ \$\w+ ->", ftl, re.M)}
    bases = plural_bases(en) | selects
    missing = sorted(k for k in keys if k not in en and k not in bases)
    assert not missing, f"keys used in the widget code but missing: {missing}"


def test_dynamic_keys_cover_the_engine():
    from president import web
    from president.moves import EVENT_CODES
    from president.vocabulary import ClearReason, ErrorCode

    en = STRINGS["en"]
    info = json.loads(web.presets_info())
    for name in info["presets"]:
        assert f"preset.{name}" in en
    for name, spec in info["options"].items():
        assert f"option.{name}" in en, name
        for choice in spec.get("choices", []):
            assert f"choice.{name}.{choice}" in en, (name, choice)
    for level in info["levels"]:
        assert f"level.{level}" in en
    for code in ErrorCode:
        # A message that names the fault selects on the engine's detail (must_include: $suit).
        assert f"error.{code}" in en or f"error.{code}.other" in en, code
    handled = set(re.findall(r'case "([a-z0-9_]+)":', JS))
    assert set(EVENT_CODES) <= handled, f"events without narration: {set(EVENT_CODES) - handled}"
    for reason in [*ClearReason, "generic"]:
        # A reason may select on the order the play was judged in (event-clear-bomb).
        assert f"event.clear.{reason}" in en or f"event.clear.{reason}.normal" in en, reason
    for title in ("president", "vice_president", "citizen", "vice_asshole", "asshole", "middle", "vice_loser", "loser",
                  "daifugo", "fugo", "heimin", "hinmin", "daihinmin"):
        assert f"title.{title}" in en
    for rank in ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]:
        assert f"rank.{rank}" in en
    for suit in "CDHS":
        assert f"suit.{suit}" in en


def test_card_names_are_distinct_per_language():
    for lang in LANGS:
        d = STRINGS[lang]
        names = {d["card.pattern"].replace("{rank}", d[f"rank.{r}"]).replace("{suit}", d[f"suit.{s}"])
                 for r in ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"] for s in "CDHS"}
        assert len(names) == 52, lang


def test_give_kinds_in_the_widget_code_are_the_engines():
    """The widget compares move kinds and pending-give reasons only with values the engine
    sends (president.vocabulary: MoveKind, GiveReason; the words web.vocabulary() hands the page). A typo
    such as "inheritance" left the inheritance gift without its seat choice (QA P1)."""
    from president.vocabulary import GiveReason, MoveKind

    used = set(re.findall(r"""\.kind\s*[!=]==\s*["']([a-z0-9_]+)["']""", JS))
    assert "inherit" in used
    assert used <= {*MoveKind, *GiveReason}, used - {*MoveKind, *GiveReason}
