"""The widget messages (i18n/messages/<lang>.ftl) as flat strings, for the tests that compute the
sentences a widget must show: ``{lang: {key: text}}`` with the widget's dotted keys, ``{name}``
placeholders, and one key per variant of a message that selects on one variable
(``event.descent.one``, ``event.descent.few``, ...).

Only the forms the message files use are read: ``id = text`` and ``id =`` followed by one select
expression. Anything else raises ValueError, so a message this reader cannot show fails the tests
instead of being skipped; tests/site/test_messages.py checks the files with @fluent/bundle itself.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MESSAGES = ROOT / "i18n" / "messages"
sys.path.insert(0, str(ROOT / "hooks"))
from languages import site_languages  # noqa: E402  (the i18n plugin's languages in mkdocs.yml)

LANGS = list(site_languages())

_PLACEABLE = re.compile(r"\{ \$(\w+) \}")
# ``ATTACH("ל", $to)`` (docs/assets/javascripts/president/fluent-functions.js): the prefix joined
# to the value; read as the prefix straight before ``{to}``, as it is for a word of its script
# (the tests' seats: "מושב 2").
_ATTACH = re.compile(r'\{ ATTACH\("([^"]+)", \$(\w+)\) \}')


def _text(pattern: str, where: str) -> str:
    pattern = _ATTACH.sub(r"\1{ $\2 }", pattern)
    if "{" in _PLACEABLE.sub("", pattern):
        raise ValueError(f"{where}: a placeable this reader does not know: {pattern!r}")
    return _PLACEABLE.sub(r"{\1}", pattern)


def read(lang: str) -> dict[str, str]:
    path = MESSAGES / f"{lang}.ftl"
    out: dict[str, str] = {}
    lines = path.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        where = f"{path.name}:{i + 1}"
        if not line.strip() or line.startswith("#"):
            i += 1
            continue
        m = re.match(r"^([a-zA-Z][\w-]*) =(?: (.*))?$", line)
        if not m:
            raise ValueError(f"{where}: not a message: {line!r}")
        key = m.group(1).replace("-", ".")
        if m.group(2) is not None:
            out[key] = _text(m.group(2), where)
            i += 1
            continue
        if not re.match(r"^\s+\{ \$\w+ ->$", lines[i + 1]):
            raise ValueError(f"{where}: a multi-line message that is not one select expression")
        i += 2
        while not re.match(r"^\s+\}$", lines[i]):
            v = re.match(r"^\s+(\*?)\[(\w+)\] (.*)$", lines[i])  # [one] / *[other]
            if not v:
                raise ValueError(f"{path.name}:{i + 1}: not a variant: {lines[i]!r}")
            out[f"{key}.{v.group(2)}"] = _text(v.group(3), f"{path.name}:{i + 1}")
            i += 1
        i += 1
    return out


def all_languages() -> dict[str, dict[str, str]]:
    return {lang: read(lang) for lang in LANGS}
