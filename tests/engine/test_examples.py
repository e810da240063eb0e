"""The worked examples (examples/*.yml): each replays with the engine exactly as written, is
complete in the six languages of the site, and points at a real page section.

The scenario format is /work/shared/scenario-format.md (plus the extensions listed in
engine/DECISIONS.md); the site embeds each example after the section named by its
``page``/``anchor``, and examples/README.md lists them.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
DOCS = ROOT / "docs"
sys.path.insert(0, str(ROOT / "hooks"))
from languages import site_languages  # noqa: E402  (the i18n plugin's languages in mkdocs.yml)

LANGS = site_languages()
VARIANT_PAGES = ("revolution", "sequences", "jokers", "eight-clears", "equal-plays", "card-exchange")
STEP_KEYS = {"seat", "play", "pass", "give", "to", "expect", "caption"}
# Every error code of the scenario format; readers learn from rejected steps, so each one is shown.
ERROR_CODES = {
    "not_your_turn", "not_in_hand", "invalid_combination", "wrong_type", "wrong_count",
    "not_higher", "already_passed", "cannot_pass_on_lead", "must_include", "invalid_give",
    "locked",
}
KEBAB = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
HEBREW = re.compile(r"[\u05d0-\u05ea]")
CYRILLIC = re.compile(r"[\u0400-\u04ff]")

FILES = sorted(EXAMPLES.glob("*.yml"))


def load(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


EXAMPLE_DATA = {path.stem: load(path) for path in FILES}


def run_check(*paths: Path) -> subprocess.CompletedProcess:
    """``python -m president check PATHS`` with the engine of this repository."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "engine"), env.get("PYTHONPATH")]))
    return subprocess.run(
        [sys.executable, "-m", "president", "check", *map(str, paths)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )


def texts(example: dict):
    """(where, language map) for the title, the lead and every caption of an example."""
    yield "title", example.get("title")
    yield "lead", example.get("lead")
    for i, step in enumerate(example.get("moves") or []):
        if "caption" in step:
            yield f"step {i + 1} caption", step["caption"]


# --------------------------------------------------------------------------- (a) the engine agrees

def test_every_example_replays_as_written():
    """``python -m president check examples/`` exits 0: every expect of every step holds."""
    proc = run_check(EXAMPLES)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    m = re.search(r"(\d+) files, (\d+) steps: (\d+) held, (\d+) failed", proc.stdout)
    assert m, proc.stdout
    files, _steps, held, failed = map(int, m.groups())
    assert files == len(FILES) == held and failed == 0, proc.stdout


def test_check_fails_on_a_wrong_expectation(tmp_path):
    """The check above can fail: a copy of an example with one wrong expectation exits 1."""
    source = EXAMPLE_DATA["rules-pair-of-twos"]
    broken = dict(source, moves=[dict(step) for step in source["moves"]])
    for step in broken["moves"]:
        if step.get("play") == "2C 2S":
            step["expect"] = dict(step["expect"], next=2)  # the 2s clear: seat 1 leads, not 2
    path = tmp_path / "rules-pair-of-twos.yml"
    path.write_text(yaml.safe_dump(broken, allow_unicode=True, sort_keys=False), encoding="utf-8")
    proc = run_check(path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert "next" in proc.stdout


# --------------------------------------------------------------------------- (b) six languages

@pytest.mark.parametrize("name", sorted(EXAMPLE_DATA))
def test_title_lead_and_captions_in_six_languages(name):
    example = EXAMPLE_DATA[name]
    missing = []
    for where, value in texts(example):
        if not isinstance(value, dict):
            missing.append(f"{where}: not a language map")
            continue
        extra = set(value) - set(LANGS)
        if extra:
            missing.append(f"{where}: unknown languages {sorted(extra)}")
        for lang in LANGS:
            text = value.get(lang)
            if not isinstance(text, str) or not text.strip():
                missing.append(f"{where} [{lang}]")
                continue
            if lang == "he" and not HEBREW.search(text):
                missing.append(f"{where} [he]: no Hebrew letters")
            if lang == "bg" and not CYRILLIC.search(text):
                missing.append(f"{where} [bg]: no Cyrillic letters")
            if lang != "en" and text.strip() == str(value.get("en", "")).strip():
                missing.append(f"{where} [{lang}]: same as the English text")
    assert not missing, f"{name}: " + "; ".join(missing)


@pytest.mark.parametrize("name", sorted(EXAMPLE_DATA))
def test_the_steps_that_show_the_rule_are_checked_and_explained(name):
    """At least one captioned step with an expect; only known step keys."""
    moves = EXAMPLE_DATA[name]["moves"]
    assert any("caption" in s and s.get("expect") for s in moves), f"{name}: no captioned step with an expect"
    for i, step in enumerate(moves):
        assert set(step) <= STEP_KEYS, f"{name} step {i + 1}: unknown keys {set(step) - STEP_KEYS}"
        assert sum(k in step for k in ("play", "pass", "give")) == 1, f"{name} step {i + 1}"


# --------------------------------------------------------------------------- (c) page and anchor

def test_page_and_anchor_exist():
    anchors = load(DOCS / "anchors.yml")
    problems = []
    for name, example in EXAMPLE_DATA.items():
        page, anchor = example.get("page"), example.get("anchor")
        if not (DOCS / "en" / f"{page}.md").is_file():
            problems.append(f"{name}: no page docs/en/{page}.md")
        elif anchor not in (anchors.get(page) or []):
            problems.append(f"{name}: anchor {anchor!r} is not a section id of {page} in docs/anchors.yml")
    assert not problems, "\n".join(problems)


def test_example_ids_do_not_collide_with_section_ids():
    """An example id is also its HTML anchor; it must not repeat a section id of the site."""
    anchors = load(DOCS / "anchors.yml")
    section_ids = {i for ids in anchors.values() for i in (ids or [])}
    assert not sorted(set(EXAMPLE_DATA) & section_ids)


# --------------------------------------------------------------------------- (d) ids

def test_ids_are_unique_kebab_case_and_equal_to_file_names():
    ids = [example.get("id") for example in EXAMPLE_DATA.values()]
    assert [n for n, c in Counter(ids).items() if c > 1] == []
    for name, example in EXAMPLE_DATA.items():
        assert example.get("id") == name, f"{name}.yml has id {example.get('id')!r}"
        assert KEBAB.match(name), name


# --------------------------------------------------------------------------- (e) coverage

def test_enough_examples_per_variant_page_and_overall():
    per_page = Counter(example["page"] for example in EXAMPLE_DATA.values())
    assert len(EXAMPLE_DATA) >= 30, len(EXAMPLE_DATA)
    thin = {page: per_page[page] for page in VARIANT_PAGES if per_page[page] < 3}
    assert not thin, f"fewer than 3 examples: {thin}"
    for page in ("rules", "rulesets", "house-rules"):
        assert per_page[page] >= 3, (page, per_page[page])


def test_every_error_code_is_shown_by_some_rejected_step():
    shown = set()
    for example in EXAMPLE_DATA.values():
        for step in example["moves"]:
            expect = step.get("expect") or {}
            if "error" in expect:
                assert expect.get("legal") is False, f"{example['id']}: an error step must expect legal: false"
                shown.add(expect["error"])
    assert ERROR_CODES - shown == set()


def test_examples_stay_small():
    """3 to 5 players with at most 8 cards each: an example is read step by step."""
    for name, example in EXAMPLE_DATA.items():
        hands = example["hands"]
        assert 3 <= len(hands) <= 5, name
        sizes = [len(h.split()) if isinstance(h, str) else len(h) for h in hands]
        assert max(sizes) <= 8, (name, sizes)


def test_readme_lists_every_example_with_its_page_and_anchor():
    readme = (EXAMPLES / "README.md").read_text(encoding="utf-8")
    rows = {}
    for line in readme.splitlines():
        cells = [c.strip().strip("`") for c in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[0] in EXAMPLE_DATA:
            rows[cells[0]] = cells[-1]
    assert sorted(rows) == sorted(EXAMPLE_DATA)
    for name, link in rows.items():
        example = EXAMPLE_DATA[name]
        assert f"{example['page']}#{example['anchor']}" in link, (name, link)
