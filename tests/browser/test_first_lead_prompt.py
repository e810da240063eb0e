"""The first lead names the card the rules require (issue 28, en-facts W6): in Classic the game's
first play must hold the 3 of clubs, in Dai Fugo the 3 of diamonds; the table says so, and says
"any combination" only on a later lead. In CardVerse the first lead is free."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402

from president import web  # noqa: E402

STRINGS = messages.all_languages()


def human_leads(preset: str) -> int:
    """A seed whose deal gives seat 0 (the human) the first lead."""
    for seed in range(1, 200):
        state = json.loads(web.new_game(json.dumps({"rules": {"preset": preset, "players": 4}, "seed": seed,
                                                    "levels": ["normal"] * 4, "human": 0})))["state"]
        if state["to_act"] == 0:
            return seed
    raise AssertionError(f"no seed of 1-199 gives seat 0 the first lead in {preset}")


@pytest.mark.parametrize("preset,want", [("classic", "play.your_turn_first_lead.C"),
                                         ("daifugo", "play.your_turn_first_lead.D"),
                                         ("cardverse", "play.your_turn_lead")])
@pytest.mark.parametrize("lang", ["en", "he"])
def test_the_first_lead_prompt_names_the_card(open_table, preset, want, lang):
    seed = human_leads(preset)
    table = open_table(f"preset={preset}&seed={seed}", lang=lang)
    table.wait_turn()
    said = table.root.locator(".pw-explain").text_content()
    assert said == STRINGS[lang][want], (preset, said)
