"""MkDocs hook: puts the engine in the page.

At build time it
- builds the engine wheel (hooks/engine_wheel.py: `python -m build`, offline, no build isolation) and copies it,
  with the Pyodide runtime files from the pinned npm package (node_modules/pyodide), into the
  built site: ``assets/pyodide/<version>/`` and ``assets/engine/<sha12>/<wheel>``, plus
  ``assets/engine/manifest.json`` (wheel path, sha256, versions) that the worker reads;
- replays every worked example (examples/*.yml) with the engine and inserts its stepper widget,
  with the precomputed states embedded as JSON, after the section named by the example's
  ``anchor`` on the page named by its ``page``, in every language;
- embeds the widget strings of the page's language (hooks/widget_strings.json) in every page
  that has a widget (examples, ``<div class="president-play">``).

A broken example file stops the build with a message that names the file; nothing breaks for
readers.
"""

from __future__ import annotations

import hashlib
import html
import json
import logging
import re
import shutil
import sys
import tempfile
from pathlib import Path

import yaml
from mkdocs.exceptions import PluginError

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
ENGINE = ROOT / "engine"
EXAMPLES = ROOT / "examples"
STRINGS = HERE / "widget_strings.json"
PYODIDE_NPM = ROOT / "node_modules" / "pyodide"
# The runtime files Pyodide needs to start (nothing else is copied: no .map files, no consoles).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
LANGUAGES = ("en", "pl", "nl", "de", "bg", "he")

log = logging.getLogger("mkdocs.hooks.engine_assets")

if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
if str(ENGINE) not in sys.path:
    sys.path.insert(0, str(ENGINE))

import engine_wheel  # noqa: E402  (sibling module)


class _State:
    """Per-process cache: MkDocs (and the i18n plugin's per-language builds) call the hooks
    several times in one process; the wheel and the example replays are made once."""

    wheel: Path | None = None
    wheel_sha: str | None = None
    examples: dict | None = None
    examples_key: tuple | None = None
    strings: dict | None = None
    strings_mtime: int | None = None
    tmp: tempfile.TemporaryDirectory | None = None


S = _State()


# --------------------------------------------------------------------------- engine wheel


def pyodide_version() -> str:
    meta = PYODIDE_NPM / "package.json"
    if not meta.is_file():
        raise PluginError(
            "engine_assets: node_modules/pyodide is missing; run `npm ci` (./dev setup does it)"
        )
    return json.loads(meta.read_text())["version"]


def _engine_key() -> tuple:
    files = sorted(p for p in (ENGINE / "president").rglob("*.py"))
    return tuple((str(p), p.stat().st_mtime_ns, p.stat().st_size) for p in files) + (
        (ENGINE / "pyproject.toml").stat().st_mtime_ns,
    )


def build_wheel() -> tuple[Path, str]:
    if S.tmp is None:
        S.tmp = tempfile.TemporaryDirectory(prefix="president-wheel-")
    wheel = engine_wheel.build_wheel(S.tmp.name)
    sha = hashlib.sha256(wheel.read_bytes()).hexdigest()
    S.wheel, S.wheel_sha = wheel, sha
    return wheel, sha


def _copy_if_changed(src: Path, dst: Path) -> None:
    if dst.is_file() and dst.stat().st_size == src.stat().st_size and dst.stat().st_mtime >= src.stat().st_mtime:
        return
    dst.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(src, dst)


def write_engine_assets(site_dir: Path) -> dict:
    """Copy the Pyodide runtime and the engine wheel into the site; return the manifest."""
    version = pyodide_version()
    runtime = site_dir / "assets" / "pyodide" / version
    for name in PYODIDE_FILES:
        src = PYODIDE_NPM / name
        if not src.is_file():
            raise PluginError(f"engine_assets: {src} is missing (npm package pyodide {version})")
        _copy_if_changed(src, runtime / name)
    wheel, sha = build_wheel()
    engine_dir = site_dir / "assets" / "engine"
    rel = f"{sha[:12]}/{wheel.name}"
    (engine_dir / sha[:12]).mkdir(parents=True, exist_ok=True)
    shutil.copyfile(wheel, engine_dir / rel)
    manifest = {
        "engine_version": _engine_version(),
        "pyodide_version": version,
        # Both paths are relative to the manifest itself.
        "pyodide": f"../pyodide/{version}/",
        "wheel": rel,
        "wheel_name": wheel.name,
        "sha256": sha,
    }
    (engine_dir / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def _engine_version() -> str:
    text = (ENGINE / "president" / "__init__.py").read_text()
    m = re.search(r"__version__\s*=\s*[\"']([^\"']+)", text)
    return m.group(1) if m else "unknown"


# --------------------------------------------------------------------------- strings


def load_strings() -> dict:
    if S.strings is None or S.strings_mtime != STRINGS.stat().st_mtime_ns:
        S.strings_mtime = STRINGS.stat().st_mtime_ns
        try:
            S.strings = json.loads(STRINGS.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise PluginError(f"engine_assets: cannot read {STRINGS}: {e}") from e
    return S.strings


def strings_for(lang: str) -> dict:
    data = load_strings()
    out = dict(data.get("en", {}))
    out.update(data.get(lang, {}))
    out["_lang"] = lang
    return out


# --------------------------------------------------------------------------- examples


class ExampleError(Exception):
    pass


def _examples_key() -> tuple:
    files = sorted(EXAMPLES.glob("*.y*ml")) if EXAMPLES.is_dir() else []
    key = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files)
    try:
        key += _engine_key()
    except OSError:
        pass
    return key


def load_examples() -> dict:
    """Replay every example file; return {id: example}. Raises PluginError naming the file."""
    key = _examples_key()
    if S.examples is not None and S.examples_key == key:
        return S.examples
    examples: dict = {}
    files = sorted(EXAMPLES.glob("*.y*ml")) if EXAMPLES.is_dir() else []
    if files:
        try:
            if S.examples_key is not None:  # a rebuild after an edit (mkdocs serve)
                _purge_engine_modules()
            from president import web  # noqa: PLC0415  (engine from the working tree)
        except Exception as e:  # the engine itself is broken: say so, no traceback
            raise PluginError(f"engine_assets: cannot import the engine for the examples: {e!r}") from e
    problems = []
    for path in files:
        rel = path.relative_to(ROOT)
        try:
            example = _load_example(path, web)
        except ExampleError as e:
            problems.append(f"{rel}: {e}")
            continue
        except Exception as e:  # noqa: BLE001  (any engine error becomes a message naming the file)
            problems.append(f"{rel}: {type(e).__name__}: {e}")
            continue
        if example["id"] in examples:
            problems.append(f"{rel}: duplicate example id {example['id']!r} (also in {examples[example['id']]['file']})")
            continue
        examples[example["id"]] = example
    if problems:
        raise PluginError("broken example file(s):\n  " + "\n  ".join(problems))
    S.examples, S.examples_key = examples, key
    return examples


def _purge_engine_modules() -> None:
    """Under `mkdocs serve`, pick up engine edits: forget the imported engine modules."""
    for name in [m for m in sys.modules if m == "president" or m.startswith("president.")]:
        del sys.modules[name]


def _load_example(path: Path, web) -> dict:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
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


def _localized(texts: dict, lang: str) -> str:
    return texts.get(lang) or texts.get("en") or ""


def _json_for_html(data) -> str:
    # Safe inside <script type="application/json">: no "</script>", no "<!--".
    return (
        json.dumps(data, ensure_ascii=False, separators=(",", ":"))
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026")
    )


def example_widget(example: dict, lang: str, with_id: bool = True) -> str:
    """The stepper's HTML: a lead-in paragraph and the states as JSON; the JS renders them."""
    replay = example["replay"]
    steps = []
    for step in replay["steps"]:
        step = dict(step)
        caption = step.pop("caption", None) or {}
        step["caption"] = _localized(caption, lang)
        steps.append(step)
    payload = {
        "id": example["id"],
        "title": _localized(example["title"], lang),
        "players": replay["players"],
        "scenario": replay["scenario"],
        "steps": steps,
    }
    eid = html.escape(example["id"], quote=True)
    lead = _localized(example["lead"], lang)
    # The id is left out when the page already has an element with it (a heading whose id is
    # the example's id): ids must stay unique, and the heading is the link target then.
    id_attr = f' id="{eid}"' if with_id else ""
    parts = [f'<div class="president-example"{id_attr} data-example="{eid}">']
    if payload["title"]:
        parts.append(f'<p class="president-example-title">{html.escape(payload["title"])}</p>')
    if lead:
        parts.append(f'<p class="president-example-lead">{html.escape(lead)}</p>')
    parts.append(f'<script type="application/json" class="president-example-data">{_json_for_html(payload)}</script>')
    parts.append("</div>")
    return "\n".join(parts)


# --------------------------------------------------------------------------- pages

_HEADING = re.compile(r"<h([1-6])\b[^>]*>", re.I)
_PLACED = re.compile(r'<div class="president-example"[^>]*?data-example="(?P<id>[^"]*)"[^>]*>\s*</div>')


def insert_after_section(content: str, anchor: str, widget: str) -> tuple[str, bool]:
    """Insert ``widget`` at the end of the section whose heading (or element) has id=anchor:
    before the next heading of the same or a higher level. Returns (html, found)."""
    m = re.search(r"<(h[1-6]|[a-z]+)\b[^>]*\bid=\"" + re.escape(anchor) + r"\"[^>]*>", content, re.I)
    if not m:
        return content, False
    tag = m.group(1).lower()
    level = int(tag[1]) if re.fullmatch(r"h[1-6]", tag) else 6
    pos = m.end()
    for h in _HEADING.finditer(content, pos):
        if int(h.group(1)) <= level:
            return content[: h.start()] + widget + "\n" + content[h.start() :], True
    return content + "\n" + widget, True


def page_language(page, config) -> str:
    plugin = config.plugins.get("i18n") if hasattr(config, "plugins") else None
    lang = getattr(plugin, "current_language", None)
    if lang in LANGUAGES:
        return lang
    first = page.file.src_uri.split("/", 1)[0]
    return first if first in LANGUAGES else "en"


def page_slug(page) -> str:
    src = page.file.src_uri
    parts = src.split("/")
    if parts[0] in LANGUAGES and len(parts) > 1:
        parts = parts[1:]
    slug = "/".join(parts).removesuffix(".md")
    slug = re.sub(r"\.(" + "|".join(LANGUAGES) + r")$", "", slug)  # suffix structure
    if slug == "index":
        return "index"
    return slug.removesuffix("/index")


def _strings_script(lang: str) -> str:
    return f'<script type="application/json" id="president-strings">{_json_for_html(strings_for(lang))}</script>'


def _presets_script() -> str:
    try:
        from president import web  # noqa: PLC0415

        info = json.loads(web.presets_info())
    except Exception as e:  # noqa: BLE001
        raise PluginError(f"engine_assets: the engine cannot describe its presets: {e!r}") from e
    return f'<script type="application/json" id="president-presets">{_json_for_html(info)}</script>'


# --------------------------------------------------------------------------- MkDocs events


def on_pre_build(config, **kwargs) -> None:
    load_strings()
    load_examples()


def on_page_content(html_text: str, page, config, files, **kwargs) -> str:
    lang = page_language(page, config)
    slug = page_slug(page)
    examples = load_examples()
    for example in examples.values():
        if example["page"] != slug:
            continue
        if re.search(r'data-example="' + re.escape(example["id"]) + '"', html_text):
            continue  # placed by hand in the Markdown: filled below
        taken = re.search(r'\bid="' + re.escape(example["id"]) + '"', html_text) is not None
        widget = example_widget(example, lang, with_id=not taken)
        html_text, found = insert_after_section(html_text, example["anchor"], widget)
        if not found:
            log.warning(
                "example %s (%s): no section with id %r on page %s [%s]; the example is put at the end of the page",
                example["id"], example["file"], example["anchor"], page.file.src_uri, lang,
            )
            html_text += "\n" + widget
    # Examples placed by hand: <div class="president-example" data-example="ID"></div>
    def fill(m: re.Match) -> str:
        eid = m.group("id")
        if eid not in examples:
            log.warning("page %s: unknown example %r", page.file.src_uri, eid)
            return m.group(0)
        taken = re.search(r'\bid="' + re.escape(eid) + '"', html_text.replace(m.group(0), "")) is not None
        return example_widget(examples[eid], lang, with_id=not taken)

    html_text = _PLACED.sub(fill, html_text)
    if "president-example" in html_text or "president-play" in html_text:
        html_text += "\n" + _strings_script(lang)
    if 'class="president-play' in html_text:
        html_text += "\n" + _presets_script()
    return html_text


def on_serve(server, config, builder, **kwargs):
    """`mkdocs serve`: rebuild when an example, the engine or the widget strings change."""
    for path in (EXAMPLES, ENGINE / "president", STRINGS):
        if path.exists():
            server.watch(str(path))
    return server


def on_post_build(config, **kwargs) -> None:
    write_engine_assets(Path(config.site_dir))
