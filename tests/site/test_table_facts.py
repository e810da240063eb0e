"""File checks of the play table (issue 11): ruleset display names in the widget messages, every
option's rule link (docs/assets/javascripts/president/table.js) an existing section."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402  (tests/messages.py: the widget messages as flat strings)

STRINGS = messages.all_languages()


def test_ruleset_names_are_display_names():
    """Running text names a ruleset by its display name, never by its code (daifugo, hebrew)."""
    for lang, d in STRINGS.items():
        for key, text in d.items():
            assert "daifugo" not in text and "hebrew" not in text, (lang, key, text)


def test_every_option_links_to_an_existing_rule_section():
    anchors = yaml.safe_load((ROOT / "docs" / "anchors.yml").read_text(encoding="utf-8"))
    js = (ROOT / "docs" / "assets" / "javascripts" / "president" / "settings-panel.js").read_text(encoding="utf-8")
    block = js[js.index("const OPTION_RULES = {"):]
    block = block[:block.index("};")]
    targets = dict(re.findall(r'(\w+): "([a-z0-9-]+/#[a-z0-9-]+)"', block))
    from president import web  # noqa: PLC0415

    info = json.loads(web.presets_info())
    assert set(targets) == set(info["options"]), set(info["options"]) ^ set(targets)
    for name, target in targets.items():
        page, anchor = target.split("/#")
        assert anchor in anchors.get(page, []), (name, target)
    for preset in info["presets"]:
        assert f"rulesets-{preset}" in anchors["rulesets"]
