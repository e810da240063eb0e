"""Pages that list the rulesets list every preset the engine has (president.rules.PRESETS), in
every language: the `preset` values of play links (anchors page), the glossary's Ruleset entry
and the description of the rulesets page. A preset added to the engine fails here until each
language names it."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))
from president.rules import PRESETS  # noqa: E402

TERMBASE = yaml.safe_load((ROOT / "i18n" / "termbase.yml").read_text(encoding="utf-8"))
LANGS = TERMBASE["languages"]


def page(lang: str, name: str) -> str:
    return (ROOT / "docs" / lang / f"{name}.md").read_text(encoding="utf-8")


def named(text: str, lang: str, preset: str) -> bool:
    """Whether `text` names `preset` by its display name (termbase `rulesets`) or its id."""
    folded = " ".join(text.split()).casefold()
    return any(n.casefold() in folded for n in (TERMBASE["rulesets"][lang][preset], preset))


@pytest.mark.parametrize("lang", LANGS)
def test_anchors_page_lists_every_preset_value(lang):
    text = page(lang, "anchors")
    m = re.search(r"^- `preset`.*?(?=^\S|^- |\Z)", text, re.M | re.S)
    assert m, f"docs/{lang}/anchors.md: no bullet on `preset`"
    missing = [p for p in PRESETS if f"`{p}`" not in m.group(0)]
    assert not missing, f"docs/{lang}/anchors.md: the `preset` bullet leaves out {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_ruleset_entry_names_every_preset(lang):
    text = page(lang, "glossary")
    m = re.search(r"\{#glossary-ruleset\}\n(.*?)(?=\n\n|\Z)", text, re.S)
    assert m, f"docs/{lang}/glossary.md: no entry {{#glossary-ruleset}}"
    missing = [p for p in PRESETS if not named(m.group(1), lang, p)]
    assert not missing, f"docs/{lang}/glossary.md: the Ruleset entry leaves out {missing}"


@pytest.mark.parametrize("lang", LANGS)
def test_rulesets_description_names_every_preset(lang):
    m = re.search(r"^description: (.*)$", page(lang, "rulesets"), re.M)
    assert m, f"docs/{lang}/rulesets.md: no description"
    missing = [p for p in PRESETS if not named(m.group(1), lang, p)]
    assert not missing, f"docs/{lang}/rulesets.md: the description leaves out {missing}"
