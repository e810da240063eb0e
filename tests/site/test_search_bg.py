"""Bulgarian search stems words (site_hooks/search/bg.js, issue 13): the forms of one word, bare,
definite and plural, get one stem under Node, so that any of them finds the others in the site's
search (tests/site/test_search_stems.py checks the language as Material's search worker loads
it; tests/browser/test_search.py searches in Chromium)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PLUGIN = ROOT / "site_hooks" / "search" / "bg.js"

# Each family: the bare form first, then definite and plural forms of a word of the game.
FAMILIES = [
    ["революция", "революцията", "революции", "революциите"],
    ["купчина", "купчината", "купчини"],
    ["взятка", "взятката", "взятки", "взятките"],
    ["жокер", "жокера", "жокерът", "жокери", "жокерите"],
    ["каре", "карето", "карета", "каретата"],
    ["чифт", "чифта", "чифтът", "чифтове", "чифтовете"],
    ["двойка", "двойката", "двойки", "двойките"],
    ["подредба", "подредбата"],
    ["президент", "президента", "президентът"],
    ["последователност", "последователността", "последователности", "последователностите"],
    ["комплект", "комплекта", "комплектът", "комплекти", "комплектите"],
    ["рунд", "рунда", "рундът", "рундове", "рундовете"],
    ["правило", "правилото", "правила", "правилата"],
    ["вале", "валето", "валета", "валетата"],
    ["поп", "попа", "попът", "попове", "поповете"],
    ["карта", "картата", "карти", "картите"],
    ["ход", "хода", "ходът", "ходове", "ходовете"],
    ["място", "мястото"],
    ["асо", "асото"],
    ["позиция", "позицията", "позиции"],
    ["нормален", "нормална", "нормалната", "нормалния", "нормалният", "нормални"],
]
UNCHANGED = ["classic", "daifugo", "cardverse", "3♣", "2"]


def stems(words: list[str]) -> list[str]:
    exe = shutil.which("node")
    if not exe:
        pytest.fail("node is missing (Node.js 20+ is expected, see README)")
    script = (
        "const vm = require('vm'), fs = require('fs');"
        "vm.runInThisContext(fs.readFileSync(process.argv[1], 'utf8'));"
        "console.log(JSON.stringify(JSON.parse(process.argv[2]).map(w => bulgarianStem(w))));"
    )
    out = subprocess.run([exe, "-e", script, str(PLUGIN), json.dumps(words)],
                         capture_output=True, text=True, check=True, timeout=60).stdout
    return json.loads(out)


def test_forms_of_a_word_share_its_stem():
    words = [w for family in FAMILIES for w in family]
    got = dict(zip(words, stems(words)))
    wrong = []
    for family in FAMILIES:
        found = {w: got[w] for w in family}
        if len(set(found.values())) != 1:
            wrong.append(found)
    assert not wrong, "forms of one word with different stems:\n" + "\n".join(map(str, wrong))


def test_stems_keep_three_letters_and_leave_other_words_alone():
    words = [w for family in FAMILIES for w in family]
    assert all(len(s) >= 3 for s in stems(words))
    assert stems(UNCHANGED) == UNCHANGED
