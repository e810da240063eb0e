"""Every help line of the play page's options states what a scenario asserts (issue 28): each
``option_help-*`` message of i18n/messages/en.ftl is listed in tests/help-lines-backing.yml with
the scenario files (or, for a setting that is not a rule, the engine test) that back its claim,
boundary included; every listed file exists and every listed scenario passes."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from president import scenario

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = ROOT / "tests" / "scenarios"
BACKING = yaml.safe_load((ROOT / "tests" / "help-lines-backing.yml").read_text(encoding="utf-8"))
HELP_LINES = re.findall(r"^(option_help-\w+) =", (ROOT / "i18n" / "messages" / "en.ftl").read_text(encoding="utf-8"), re.M)


def test_every_help_line_is_backed():
    assert len(HELP_LINES) > 25
    missing = sorted(set(HELP_LINES) - set(BACKING))
    assert not missing, f"help lines without backing scenarios in tests/help-lines-backing.yml: {missing}"
    stale = sorted(set(BACKING) - set(HELP_LINES))
    assert not stale, f"help-lines-backing.yml lists help lines that no longer exist: {stale}"


def test_every_backing_scenario_exists_and_passes():
    problems = []
    for key, files in BACKING.items():
        assert files, key
        for name in files:
            if name.startswith("tests/"):  # an engine test: file::function
                path, _, func = name.partition("::")
                text = (ROOT / path).read_text(encoding="utf-8") if (ROOT / path).is_file() else ""
                if f"def {func}(" not in text:
                    problems.append(f"{key}: {name} does not exist")
                continue
            path = SCENARIOS / name
            if not path.is_file():
                problems.append(f"{key}: {name} does not exist")
                continue
            result = scenario.run(scenario.load(str(path)))
            problems += [f"{key}: {m.describe(str(path))}" for m in result.mismatches]
    assert not problems, "\n".join(problems)
