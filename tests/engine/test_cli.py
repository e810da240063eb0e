"""The command line: user errors give exit code 2 and one line naming what and where, never a
traceback (issue 2, item 10); the subcommands do their job."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "president", *args], capture_output=True, text=True, cwd=cwd, timeout=300)


@pytest.fixture(scope="module")
def bad_files(tmp_path_factory):
    d = tmp_path_factory.mktemp("bad")
    (d / "card.yml").write_text("id: x\nrules: {preset: classic}\nhands: ['3C ZZ', '4C', '5C']\nmoves: []\n")
    (d / "yaml.yml").write_text("id: x\nrules: {preset: classic\n")
    (d / "binary.yml").write_bytes(b"\xff\xfe\x00bad")
    (d / "option.yml").write_text("id: x\nrules: {preset: cardverse, jokers: 1}\nhands: ['3C', '4C', '5C']\nmoves: []\n")
    return d


@pytest.mark.parametrize("args,needle", [
    (["check", "{d}/card.yml"], "ZZ"),
    (["check", "{d}/yaml.yml"], "not valid YAML"),
    (["check", "{d}/binary.yml"], "UTF-8"),
    (["check", "{d}/option.yml"], "jokers"),
    (["check", "{d}/missing.yml"], "no such file"),
    (["replay", "{d}/card.yml"], "hands[0]"),
    (["deal", "--set", "jokers=9"], "allowed 0, 1, 2"),
    (["deal", "--set", "revolutions=on"], "unknown option"),
    (["deal", "--preset", "cardverse", "--set", "sequences=on"], "locked"),
    (["simulate", "--games", "0"], "--games"),
    (["simulate", "--games", "1", "--bots", "wizard"], "wizard"),
])
def test_user_errors_are_one_line_with_exit_2(bad_files, args, needle):
    proc = run(*[a.format(d=bad_files) for a in args])
    assert proc.returncode == 2, proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout
    assert needle in proc.stderr + proc.stdout
    errors = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(errors) <= 1 or args[0] == "check"


def test_help_lists_every_command():
    proc = run("--help")
    assert proc.returncode == 0, proc.stderr
    for cmd in ("check", "replay", "deal", "simulate", "bench", "tournament"):
        assert cmd in proc.stdout


def test_check_reports_a_mismatch_and_exits_1(tmp_path):
    (tmp_path / "wrong.yml").write_text(
        "id: wrong\nrules: {preset: classic}\nhands: ['4C 9D', '5C', '6C']\nleader: 0\n"
        "moves:\n  - {seat: 0, play: 4C, expect: {next: 2}}\n")
    proc = run("check", str(tmp_path))
    assert proc.returncode == 1
    assert "step 1 (seat 0): next: wanted 2, got 1" in proc.stdout


def test_replay_json_and_deal_and_simulate(tmp_path):
    example = sorted((ROOT / "examples").glob("*.yml"))[0]
    data = json.loads(run("replay", str(example), "--json").stdout)
    assert data["ok"] and data["steps"]
    deal = json.loads(run("deal", "--preset", "daifugo", "--seed", "7", "--json").stdout)
    assert sum(len(h.split()) for h in deal["hands"]) == 53
    sim = json.loads(run("simulate", "--preset", "hebrew", "--set", "descents=on", "--set", "inheritance=on",
                         "--set", "western_revolution=on", "--games", "20", "--json", "-q").stdout)
    assert sim["rounds"] == 20 and abs(sum(sim["mean_score_per_round"]) - 10) < 1e-6


def test_library_modules_do_not_import_the_command_line():
    """The tournament, the play-outs and the web facade are libraries: importing them loads no
    argument parsing (no import circle with president.cli)."""
    code = ("import sys, president.tournament, president.playout, president.bench, president.web; "
            "print('president.cli' in sys.modules, 'argparse' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert out.stdout.split() == ["False", "False"], out.stderr


def test_simulate_counts_every_round_of_every_game():
    res = run("simulate", "--preset", "classic", "--players", "4", "--rounds", "3", "--games", "4",
              "--bots", "easy,normal,baseline,lowest", "--json", "-q")
    assert res.returncode == 0, res.stderr
    summary = json.loads(res.stdout)
    assert summary["rounds"] == 12 and summary["bots"] == ["easy", "normal", "baseline", "lowest"]
    assert abs(sum(summary["president_share"]) - 1) < 1e-9 and abs(sum(summary["mean_score_per_round"]) - 10) < 0.01


def test_bench_compares_with_a_peer_checkout_in_one_run(tmp_path):
    """``bench --peer DIR`` plays the peer's rounds in the same run and prints the ratio; the
    figures come from the alternating blocks (a fake peer that counts its rounds stands in)."""
    from president import bench  # noqa: PLC0415
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "__init__.py").write_text("")
    (tmp_path / "src" / "game.py").write_text(
        "PLAYED = []\n"
        "class Game:\n"
        "    def __init__(self, names, rounds):\n"
        "        assert len(names) == 4 and rounds == 1\n"
        "    def play_round(self):\n"
        "        PLAYED.append(sum(i * i for i in range(20000)))\n")
    sys.modules.pop("src", None), sys.modules.pop("src.game", None)
    try:
        c = bench.compare_with_peer(str(tmp_path), rounds=4, blocks=2)
        assert len(sys.modules["src.game"].PLAYED) == 20 + 4 * 2  # warm-up + blocks
    finally:
        sys.modules.pop("src", None), sys.modules.pop("src.game", None)
    assert c["ours"] > 0 and c["peer"] > 0 and abs(c["ratio"] - c["ours"] / c["peer"]) < 1e-9
    proc = run("bench", "--peer", str(tmp_path / "nowhere"))
    assert proc.returncode == 2 and "not a checkout of bnicholson98/president" in proc.stderr + proc.stdout
