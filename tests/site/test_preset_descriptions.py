"""The play page's description of each ruleset (message ``preset_desc-<preset>``, every language)
names no Dai Fugo local rule that the ruleset leaves off.

The Japanese local rules' description listed 5-skip, 7-pass and 10-discard, which that preset
leaves off (rules brief 12; ``president.rules.PRESETS``), and the translations copied the list.
A rule is found by its name as the options menu shows it (``option-<name>`` up to its
parenthesis, case and hyphens aside), so a description that names a rule in the words of the
menu must agree with the engine's presets.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from messages import LANGS, read  # noqa: E402  (tests/messages.py)
from president.rules import PRESETS  # noqa: E402

# The local rules of brief section 12 that are switched on or off (titles is a choice).
LOCAL_RULES = ("spade3_return", "lock", "jack_back", "capital_fall", "forbidden_finish",
               "five_skip", "seven_pass", "ten_discard")


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[-\u2010\u2011]", " ", text.casefold()).split())


def short_name(label: str) -> str:
    """``"5-skip (each 5 skips a player)"`` -> ``"5 skip"``."""
    return _norm(label.split(" (", 1)[0])


@pytest.mark.parametrize("lang", LANGS)
def test_preset_descriptions_name_no_rule_that_is_off(lang):
    msgs = read(lang)
    problems = []
    for preset, settings in PRESETS.items():
        desc = _norm(msgs[f"preset_desc.{preset}"])
        for option in LOCAL_RULES:
            name = short_name(msgs[f"option.{option}"])
            if not settings.get(option) and re.search(rf"(?<!\w){re.escape(name)}(?!\w)", desc):
                problems.append(f"{lang}.ftl preset_desc-{preset} names {name!r} ({option}), "
                                f"which {preset} leaves off")
    assert not problems, "\n".join(problems)


def test_short_name_reads_the_menu_label():
    assert short_name("5-skip (each 5 skips a player)") == "5 skip"
    assert short_name("5 מדלג (כל 5 מדלג על שחקן)") == "5 מדלג"
