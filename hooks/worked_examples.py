"""The worked examples (examples/*.yml), replayed by the engine when the site is built.

Each file names the page and the section (``page``, ``anchor``) it belongs to; the replay gives
every step's state, so the page's stepper needs no engine. A broken file stops the build with a
message that names the file (PluginError); nothing breaks for readers.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml
from mkdocs.exceptions import PluginError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENGINE = ROOT / "engine"
EXAMPLES = ROOT / "examples"

if str(ENGINE) not in sys.path:
    sys.path.insert(0, str(ENGINE))


class _State:
    """Per-process cache: MkDocs (and the i18n plugin's per-language builds) ask for the
    examples several times in one process; they are replayed once per change of the files."""

    examples: dict | None = None
    examples_key: tuple | None = None
    engine_key: tuple | None = None  # the engine files when the engine was last imported
    # Each file's replay, by (name, mtime, size): a rebuild after editing one example replays
    # only that one (cleared when the engine changes).
    files: dict[tuple, dict] = {}


S = _State()


# libyaml's safe loader where PyYAML has it (the same documents, about ten times faster).
_YAML_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class ExampleError(Exception):
    """An example file is malformed or the engine disagrees with it (message without the file)."""


def _engine_key() -> tuple:
    files = sorted(p for p in (ENGINE / "president").rglob("*.py"))
    return tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in files) + (
        (ENGINE / "pyproject.toml").stat().st_mtime_ns,
    )


def _current_engine_key() -> tuple | None:
    try:
        return _engine_key()
    except OSError:
        return None


def _examples_key() -> tuple:
    files = sorted(EXAMPLES.glob("*.y*ml")) if EXAMPLES.is_dir() else []
    key = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files)
    return key + (_current_engine_key() or ())


def load_examples() -> dict:
    """Replay every example file; return ``{id: example}`` where an example is
    ``{id, file, page, anchor, lead: {lang: text}, title: {lang: text}, replay}``.
    Raises PluginError naming every broken file."""
    key = _examples_key()
    if S.examples is not None and S.examples_key == key:
        return S.examples
    examples: dict = {}
    files = sorted(EXAMPLES.glob("*.y*ml")) if EXAMPLES.is_dir() else []
    if files:
        try:
            engine_key = _current_engine_key()
            if S.engine_key is not None and engine_key != S.engine_key:
                # A rebuild after an engine edit (mkdocs serve). Only then: forgetting the
                # engine modules while others hold the old ones mixes two engines in one
                # process (the old `web` importing a new `scenario` lazily), which once made
                # the engine's own tests fail after the hook tests (IllegalMove not_higher).
                _purge_engine_modules()
                S.files.clear()
            from president import web  # noqa: PLC0415  (engine from the working tree)
            S.engine_key = engine_key
        except Exception as e:  # the engine itself is broken: say so, no traceback
            raise PluginError(f"worked_examples: cannot import the engine for the examples: {e!r}") from e
    problems = []
    kept: dict[tuple, dict] = {}
    for path in files:
        rel = path.relative_to(ROOT)
        stat = path.stat()
        file_key = (path.name, stat.st_mtime_ns, stat.st_size)
        try:
            example = S.files.get(file_key) or _load_example(path, web)
        except ExampleError as e:
            problems.append(f"{rel}: {e}")
            continue
        except Exception as e:  # noqa: BLE001  (any engine error becomes a message naming the file)
            problems.append(f"{rel}: {type(e).__name__}: {e}")
            continue
        if example["id"] in examples:
            problems.append(f"{rel}: duplicate example id {example['id']!r} (also in {examples[example['id']]['file']})")
            continue
        examples[example["id"]] = kept[file_key] = example
    if problems:
        raise PluginError("broken example file(s):\n  " + "\n  ".join(problems))
    S.examples, S.examples_key, S.files = examples, key, kept
    return examples


def _purge_engine_modules() -> None:
    """Under `mkdocs serve`, pick up engine edits: forget the imported engine modules."""
    for name in [m for m in sys.modules if m == "president" or m.startswith("president.")]:
        del sys.modules[name]


def _load_example(path: Path, web) -> dict:
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_YAML_LOADER)
    except yaml.YAMLError as e:
        raise ExampleError(f"not valid YAML: {e}") from e
    if not isinstance(data, dict):
        raise ExampleError("the file must hold a mapping (id, rules, hands, moves, ...)")
    for key in ("id", "page", "anchor"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            raise ExampleError(f"missing or empty top-level key {key!r}")
    if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", data["id"]):
        raise ExampleError(f"id {data['id']!r} is not kebab-case")
    lead = data.get("lead") or {}
    if not isinstance(lead, dict):
        raise ExampleError("'lead' must map language -> text")
    title = data.get("title") or {}
    if not isinstance(title, dict):
        raise ExampleError("'title' must map language -> text")
    source = str(path.relative_to(ROOT))
    replay = web.replay_example(data, source)  # raises with a message naming the place on a bad file
    mismatches = web.check_example(data, source)
    if mismatches:
        raise ExampleError("the engine does not do what the example expects:\n    " + "\n    ".join(mismatches))
    return {
        "id": data["id"],
        "file": str(path.relative_to(ROOT)),
        "page": data["page"].strip().strip("/").removesuffix(".md"),
        "anchor": data["anchor"].strip().lstrip("#"),
        "lead": {k: str(v) for k, v in lead.items()},
        "title": {k: str(v) for k, v in title.items()},
        "replay": replay,
    }


def localized(texts: dict, lang: str) -> str:
    """``texts[lang]``, else the English text, else ``""``."""
    return texts.get(lang) or texts.get("en") or ""


def example_payload(example: dict, lang: str) -> dict:
    """What the page's stepper reads, in one language: ``{id, title, players, scenario, steps}``
    with each step's caption in ``lang``."""
    replay = example["replay"]
    steps = []
    for step in replay["steps"]:
        step = dict(step)
        caption = step.pop("caption", None) or {}
        step["caption"] = localized(caption, lang)
        steps.append(step)
    return {
        "id": example["id"],
        "title": localized(example["title"], lang),
        "players": replay["players"],
        "scenario": replay["scenario"],
        "steps": steps,
    }
