"""Rule-conformance suite: the scenario files under tests/scenarios/ replayed by the engine's
own checker (`python -m president check`), plus the few rules a scenario cannot express
(the seeded deal of 4.1, the uneven deal of 8, a new round after a revolution, preset locks).

The scenario files were written from the rules brief and the scenario format, independently
of the engine's code. Each starts with a line `# brief: <section> — <rule>`.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from collections import Counter
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
ENGINE = ROOT / "engine"
VENV_PY = ROOT / ".venv" / "bin" / "python"
PYTHON = str(VENV_PY) if VENV_PY.exists() else sys.executable

# Brief sections that must each have at least one scenario file. 4.1 (the seeded deal) cannot
# be written as a scenario (hands are given); it is tested through the API below.
REQUIRED_SECTIONS = ["3", "4.2", "4.3", "4.4", "4.5", "4.6", "4.7", "4.8", "5", "6", "7", "8", "9", "12"]
ERROR_CODES = ["not_your_turn", "not_in_hand", "invalid_combination", "wrong_type", "wrong_count",
               "not_higher", "already_passed", "cannot_pass_on_lead", "must_include", "round_over",
               "invalid_give", "locked"]
BRIEF_LINE = re.compile(r"^# brief: (\d+(?:\.\d+)?) — \S")

sys.path.insert(0, str(ENGINE))


def scenario_files() -> list[Path]:
    return sorted(SCENARIOS.rglob("*.yml"))


def run_check(*paths) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ENGINE) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([PYTHON, "-m", "president", "check", *map(str, paths)],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


# --- the scenario suite ------------------------------------------------------------------

def test_suite_is_large_enough():
    assert len(scenario_files()) >= 80


def test_engine_passes_every_scenario():
    proc = run_check(SCENARIOS)
    report = proc.stdout + proc.stderr
    assert proc.returncode == 0, report
    m = re.search(r"(\d+) files, (\d+) steps: (\d+) held, (\d+) failed, (\d+) could not be loaded", report)
    assert m, report
    files, _steps, held, failed, unloaded = map(int, m.groups())
    assert files == len(scenario_files())
    assert (held, failed, unloaded) == (files, 0, 0), report


def test_every_file_names_its_brief_section_and_id():
    ids = Counter()
    for path in scenario_files():
        first = path.read_text(encoding="utf-8").splitlines()[0]
        assert BRIEF_LINE.match(first), f"{path}: first line must be '# brief: <section> — <rule>'"
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        assert re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", data["id"]), path
        ids[data["id"]] += 1
        for i, step in enumerate(data["moves"]):
            assert step.get("expect"), f"{path}: step {i + 1} has no expect"
    assert [k for k, v in ids.items() if v > 1] == []


def test_every_listed_brief_section_has_a_file():
    sections = Counter()
    for path in scenario_files():
        m = BRIEF_LINE.match(path.read_text(encoding="utf-8").splitlines()[0])
        sections[m.group(1)] += 1
    missing = [s for s in REQUIRED_SECTIONS if sections[s] == 0]
    assert missing == [], f"brief sections without a scenario file: {missing}"


def test_every_error_code_is_exercised():
    seen = Counter()
    for path in scenario_files():
        for step in yaml.safe_load(path.read_text(encoding="utf-8"))["moves"]:
            exp = step.get("expect") or {}
            if "error" in exp:
                # an error code is only meaningful on a rejected step
                assert exp.get("legal") is False, f"{path}: error without legal: false"
                seen[exp["error"]] += 1
    assert [c for c in ERROR_CODES if not seen[c]] == []


# --- the checker must be able to fail ------------------------------------------------------

WRONG = {
    # a legal first play, expected to be refused
    "wrong-legal": """
        moves:
          - {seat: 0, play: "9C", expect: {legal: false}}""",
    # an error code on a step the engine accepts
    "wrong-error-on-accepted-step": """
        moves:
          - {seat: 0, play: "9C", expect: {error: not_higher}}""",
    "wrong-error-code": """
        moves:
          - {seat: 0, play: "9C"}
          - {seat: 1, play: "5C", expect: {legal: false, error: wrong_count}}""",
    "wrong-next": """
        moves:
          - {seat: 0, play: "9C", expect: {next: 2}}""",
    # a seat expected to act after the round has ended
    "wrong-next-after-round-over": """
        hands: ["KC", "AD", "4C 5C"]
        moves:
          - {seat: 0, play: "KC"}
          - {seat: 1, play: "AD", expect: {next: 0}}""",
    "wrong-top": """
        moves:
          - {seat: 0, play: "9C", expect: {top: "4D"}}""",
    "wrong-hand-sizes": """
        moves:
          - {seat: 0, play: "9C", expect: {hand_sizes: [3, 3, 3]}}""",
    "wrong-event": """
        moves:
          - {seat: 0, play: "9C", expect: {events: [clear]}}""",
}


def test_checker_reports_wrong_expectations(tmp_path):
    for name, moves in WRONG.items():
        moves = textwrap.dedent(moves).lstrip("\n")
        if not moves.startswith("hands:"):
            moves = 'hands: ["9C 4D KD", "5C 10H KS", "6D 8H QS"]\n' + moves
        body = f"id: {name}\nrules: {{preset: classic}}\nleader: 0\n{moves}\n"
        (tmp_path / f"{name}.yml").write_text(body, encoding="utf-8")
    proc = run_check(tmp_path)
    report = proc.stdout + proc.stderr
    assert proc.returncode == 1, report
    not_reported = [n for n in WRONG if f"{n}.yml" not in report]
    assert not_reported == [], f"wrong expectations the checker let pass: {not_reported}\n{report}"


# --- rules a scenario cannot express --------------------------------------------------------

president = pytest.importorskip("president")


@pytest.mark.parametrize("players,jokers,sizes", [
    (3, 0, [18, 17, 17]),
    (4, 0, [13, 13, 13, 13]),
    (5, 0, [11, 11, 10, 10, 10]),
    (4, 2, [14, 14, 13, 13]),
    (8, 1, [7, 7, 7, 7, 7, 6, 6, 6]),
])
def test_deal_as_even_as_possible_extra_cards_to_first_seats(players, jokers, sizes):
    # brief 4.1
    rules = president.Rules.preset("classic", players=players, jokers=jokers)
    hands = president.deal(rules, 11)
    assert [len(h) for h in hands] == sizes
    cards = [c for h in hands for c in h]
    assert len(cards) == 52 + jokers
    naturals = [c for c in cards if c != president.JOKER]
    assert len(set(naturals)) == len(naturals) == 52  # every natural card dealt once
    assert len(cards) - len(naturals) == jokers


def test_deal_is_fixed_by_rules_and_seed():
    rules = president.Rules.preset("classic", players=4)
    assert president.deal(rules, 3) == president.deal(rules, 3)
    assert president.deal(rules, 3) != president.deal(rules, 4)


def _play_round_out(game, pick=None):
    """Play the current round to its end with a fixed choice among the legal moves."""
    for _ in range(2000):
        if game.round.over:
            return
        moves = game.legal_moves()
        game.apply(pick(moves) if pick else moves[0])
    raise AssertionError("round did not end")


def _finish_exchange(game):
    for _ in range(20):
        if game.round.phase == "play":
            return
        game.apply(game.legal_moves()[0])
    raise AssertionError("exchange did not end")


def test_rounds_option_adds_scores_over_the_game():
    # brief 4.7, 5 (rounds)
    game = president.Game(president.Rules.preset("classic", players=4, rounds=2), seed=5)
    _play_round_out(game)
    assert sorted(game.scores) == [1, 2, 3, 4]
    assert not game.over
    game.new_round()
    assert game.round_no == 2
    _finish_exchange(game)
    _play_round_out(game)
    assert game.over
    assert sum(game.scores) == 20
    assert all(2 <= s <= 8 for s in game.scores)


def test_exchange_in_round_two_moves_best_cards_and_asshole_leads():
    # brief 4.8, 4.3
    game = president.Game(president.Rules.preset("classic", players=4, rounds=2), seed=9)
    _play_round_out(game)
    ranking = game.rankings[-1]
    game.new_round()
    assert game.round.phase == "exchange"
    assert game.round.to_act == ranking[0]
    _finish_exchange(game)
    assert game.round.to_act == ranking[-1]
    assert all(len(h) == 13 for h in game.round.hands)


def test_uneven_deal_from_round_two():
    # brief 8, Decision: deal evenly, then 2 cards Loser -> President and 1 Vice-Loser -> VP;
    # then the exchange (which keeps the sizes); the seat after the Loser leads.
    rules = president.Rules.preset("hebrew", players=4, rounds=2, uneven_deal=True)
    even = [14, 14, 13, 13]  # 54 cards (two jokers) dealt from seat 0
    assert rules.jokers == 2
    for seed in (1, 2, 3):
        game = president.Game(rules, seed=seed)
        _play_round_out(game)
        p, vp, vl, loser = (game.rankings[-1][i] for i in (0, 1, 2, 3))
        game.new_round()
        _finish_exchange(game)
        want = list(even)
        want[p] += 2
        want[vp] += 1
        want[vl] -= 1
        want[loser] -= 2
        assert [len(h) for h in game.round.hands] == want, seed
        assert game.round.to_act == (loser + 1) % 4


def test_new_round_starts_in_normal_order_after_a_revolution():
    # brief 6: every new round starts in the normal order
    rules = president.Rules.preset("classic", players=4, rounds=2, revolution=True)

    def biggest(moves):
        plays = [m for m in moves if m.kind == "play"]
        return max(plays, key=lambda m: len(m.cards)) if plays else moves[0]

    for seed in range(60):
        game = president.Game(rules, seed=seed)
        _play_round_out(game, biggest)
        if game.round.order == "reversed":
            game.new_round()
            assert game.round.order == "normal"
            _finish_exchange(game)
            assert game.round.order == "normal"
            return
    pytest.fail("no seed in 0..59 ended its first round in the reversed order")


@pytest.mark.parametrize("option,value", [("sequences", True), ("equal_plays", True), ("jokers", 1)])
def test_cardverse_locks_equal_plays_jokers_sequences(option, value):
    # brief 7: "equal plays, jokers and sequences are locked off"
    with pytest.raises(president.RulesError):
        president.Rules.from_dict({"preset": "cardverse", option: value})


def test_cardverse_revolution_and_rounds_stay_switchable():
    rules = president.Rules.from_dict({"preset": "cardverse", "revolution": False, "rounds": 3})
    assert rules.revolution is False and rules.rounds == 3


@pytest.mark.parametrize("preset,bad,good", [("classic", [2, 9], [3, 8]), ("cardverse", [2, 7], [3, 6])])
def test_player_counts_of_presets(preset, bad, good):
    # brief 7: classic 3-8 players, cardverse 3-6
    for n in bad:
        with pytest.raises(president.RulesError):
            president.Rules.preset(preset, players=n)
    for n in good:
        assert president.Rules.preset(preset, players=n).players == n


def test_western_revolution_off_in_every_preset():
    # brief 9
    for name in president.PRESETS:
        assert president.Rules.preset(name).western_revolution is False
