"""Search finds other forms of a word (issue 28): in every language the site's lunr language
(site_hooks/search/) indexes each word as written and as its stem, and stems each query word, so
that a plural or a case form finds the pages of the plain word. Checked under Node with the very
file Material's search worker imports (site_hooks/search_per_language.py worker_file); the search
itself is typed key by key in Chromium by tests/browser/test_search.py."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "site_hooks"))

import search_per_language  # noqa: E402

# Per language: (query words, page words): every query word, with Material's trailing wildcard,
# must find every page word. Each group has a pair where the query is not the beginning of the
# page word, so a search without stems fails it (checked below).
GROUPS = {
    "en": [(["revolution", "revolutions"], ["revolution", "revolutions"]),
           (["trick", "tricks"], ["trick", "tricks"]),
           (["pass", "passes", "passed", "passing"], ["pass", "passes", "passed", "passing"]),
           (["sequence", "sequences"], ["sequence", "sequences"])],
    "de": [(["Revolution", "Revolutionen"], ["Revolution", "Revolutionen"]),
           (["Stich", "Stiche", "Stichen"], ["Stich", "Stiche", "Stichen"]),
           (["Karte", "Karten"], ["Karte", "Karten"]),
           (["Vierling", "Vierlinge", "Vierlingen"], ["Vierling", "Vierlinge", "Vierlingen"])],
    "nl": [(["revolutie", "revoluties"], ["revolutie", "revoluties"]),
           (["stapel", "stapels"], ["stapel", "stapels"]),
           (["slag", "slagen"], ["slag", "slagen"]),
           (["speler", "spelers"], ["speler", "spelers"])],
    "pl": [(["rewolucja", "rewolucje", "rewolucji", "rewolucją", "rewolucjach"],
            ["rewolucja", "rewolucje", "rewolucji", "rewolucją", "rewolucjach"]),
           (["kareta", "karety", "karetę"], ["kareta", "karety", "karetę"]),
           (["karta", "karty", "kartami"], ["karta", "karty", "kart", "kartami"]),
           (["gracz", "gracze", "graczy", "graczem"], ["gracz", "gracze", "graczy", "graczem"])],
    "bg": [(["революция", "революции", "революцията"], ["революция", "революции", "революцията"]),
           (["карта", "карти", "картите"], ["карта", "карти", "картите"])],
    # Hebrew: a query without a prefix finds the word with its prefixes (ה "the", ב "in", ו "and").
    "he": [(["מהפכה", "מהפכות"], ["מהפכה", "מהפכות", "המהפכה", "במהפכה", "והמהפכה"]),
           (["רצף", "רצפים"], ["רצף", "רצפים", "הרצף", "ברצפים"]),
           (["קלף", "קלפים"], ["קלף", "קלפים", "הקלפים"]),
           (["רביעייה", "רביעיות"], ["רביעייה", "רביעיות", "הרביעייה"])],
}


def stems(lang: str, words: list[str], tmp_path: Path) -> dict:
    exe = shutil.which("node")
    if exe is None:
        pytest.fail("node is missing (Node.js 20+ is expected, see README)")
    worker = tmp_path / f"lunr.site-{lang}.min.js"
    worker.write_text(search_per_language.worker_file(lang), encoding="utf-8")
    proc = subprocess.run([exe, str(ROOT / "scripts" / "search_stems.mjs"), lang, str(worker), json.dumps(words)],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return json.loads(proc.stdout)


@pytest.mark.parametrize("lang", list(GROUPS))
def test_each_form_finds_the_others(lang, tmp_path):
    words = sorted({w for queries, pages in GROUPS[lang] for w in queries + pages})
    got = stems(lang, words, tmp_path)
    misses = []
    for queries, pages in GROUPS[lang]:
        for q in queries:
            for p in pages:
                if not any(term.startswith(got[q]["query"]) for term in got[p]["index"]):
                    misses.append(f"{q!r} (query stem {got[q]['query']!r}) misses {p!r} (indexed as {got[p]['index']})")
    assert not misses, f"{lang}:\n" + "\n".join(misses)


@pytest.mark.parametrize("lang", list(GROUPS))
def test_the_groups_need_stems(lang):
    """Each group has a query word that is not the beginning of a page word of the group, so the
    test above fails without stemming (Material's wildcard alone finds only longer words)."""
    for queries, pages in GROUPS[lang]:
        assert any(not p.lower().startswith(q.lower()) for q in queries for p in pages), (lang, queries)


@pytest.mark.parametrize("lang", list(GROUPS))
def test_the_index_keeps_each_word_as_written(lang, tmp_path):
    """Material marks a query word as missing from a result unless a found word begins with it:
    the index keeps the written word beside its stems."""
    words = sorted({w for queries, pages in GROUPS[lang] for w in pages})
    got = stems(lang, words, tmp_path)
    assert all(got[w]["index"][0] == w.lower() for w in words), got


def test_the_built_site_gives_each_language_its_search(built_site):
    for lang in GROUPS:
        prefix = "" if lang == "en" else f"{lang}/"
        config = json.loads(built_site.text(f"{prefix}search/search_index.json"))["config"]
        assert config["lang"] == [f"site-{lang}"], (lang, config)
        assert set(config["pipeline"]) == {"trimmer", "stopWordFilter", "stemmer"}, (lang, config)
        worker = built_site.text(f"assets/javascripts/lunr/min/lunr.site-{lang}.min.js")
        assert worker == search_per_language.worker_file(lang), lang
