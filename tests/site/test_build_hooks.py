"""The MkDocs hooks, without a browser: the published runtime (hooks/publish_runtime.py), the
example replays and their clear errors (hooks/worked_examples.py), their placement in the pages
(hooks/page_widgets.py), and the languages read from mkdocs.yml (hooks/languages.py)."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import sys
import time
import zipfile
from pathlib import Path

import pytest
import yaml
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "hooks"))
sys.path.insert(0, str(ROOT / "site_hooks"))

import engine_wheel  # noqa: E402
import languages  # noqa: E402
import cache_headers  # noqa: E402
import page_widgets  # noqa: E402
import publish_runtime  # noqa: E402
import runtime_cache  # noqa: E402
import worked_examples  # noqa: E402


def wheel_names(path: Path) -> list[str]:
    with zipfile.ZipFile(path) as zf:
        return zf.namelist()


@pytest.mark.parametrize("precompile", [True, False])
def test_engine_assets_written(tmp_path, precompile):
    manifest = publish_runtime.write_engine_assets(tmp_path, precompile=precompile, snapshot=True)
    assert manifest["precompiled"] is precompile
    # The memory snapshot is made from the compiled runtime only.
    if precompile:
        snapshot = tmp_path / "assets" / "engine" / manifest["snapshot"]
        assert snapshot.name == runtime_cache.SNAPSHOT and snapshot.parent.name == hashlib.sha256(
            snapshot.read_bytes()).hexdigest()[:12]
        assert cache_headers.cache_control("/assets/engine/" + manifest["snapshot"]) == cache_headers.IMMUTABLE
    else:
        assert manifest["snapshot"] is None
    runtime = tmp_path / "assets" / "pyodide" / manifest["pyodide_version"]
    stdlib = (tmp_path / "assets" / "engine" / manifest["stdlib"]).resolve()
    assert stdlib.parent == runtime and stdlib.name.startswith("python_stdlib-")
    assert sorted(p.name for p in runtime.iterdir()) == sorted([*publish_runtime.PYODIDE_FILES, stdlib.name])
    assert manifest["pyodide_version"] == json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    assert manifest["lock_info"]["abi_version"]
    wheel = tmp_path / "assets" / "engine" / manifest["wheel"]
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == manifest["sha256"]
    assert manifest["wheel"].startswith(manifest["sha256"][:12] + "/")
    names = wheel_names(wheel)
    ext = ".pyc" if precompile else ".py"
    assert f"president/__init__{ext}" in names and f"president/web{ext}" in names
    assert any(n.endswith(".dist-info/RECORD") for n in names)
    assert not any(n.endswith(".map") for n in names)
    # What the browser never uses stays out of its wheel (hooks/engine_wheel.py NOT_SHIPPED); the rest is in.
    package = ROOT / "engine" / "president"
    left_out = sorted(str(p.relative_to(package.parent).with_suffix(ext)) for p in package.rglob("*.py")
                      if p.name in engine_wheel.NOT_SHIPPED)
    assert {"president/cli" + ext, "president/tournament" + ext, "president/ai/strength" + ext} <= set(left_out)
    assert not set(left_out) & set(names)
    shipped = {str(p.relative_to(package.parent).with_suffix(ext)) for p in package.rglob("*.py")
               if p.name not in engine_wheel.NOT_SHIPPED and "__pycache__" not in p.parts}
    assert shipped <= set(names)
    assert not any(n.endswith(".pyc" if not precompile else ".py") for n in names)
    stdlib_names = wheel_names(stdlib)
    assert ("json/decoder" + ext) in stdlib_names and ("json/decoder.py" + ("" if precompile else "c")) not in stdlib_names
    on_disk = json.loads((tmp_path / "assets" / "engine" / "manifest.json").read_text())
    assert on_disk == manifest
    # No file name with a two-letter middle part (mkdocs-static-i18n would take it for a language).
    for p in tmp_path.rglob("*"):
        parts = p.name.split(".")
        assert not (len(parts) > 2 and len(parts[-2]) == 2), p


def test_no_shipped_engine_module_imports_one_left_out_of_the_browser():
    # A module of the wheel that imported cli, tournament, strength, timing or bench (at any
    # level, relative or absolute) would fail in the page: none does.
    import ast  # noqa: PLC0415

    package = ROOT / "engine" / "president"

    def dotted(path: Path) -> str:
        return ".".join(path.relative_to(package.parent).with_suffix("").parts)

    left_out = {dotted(p) for p in package.rglob("*.py") if p.name in engine_wheel.NOT_SHIPPED}
    assert {"president.cli", "president.ai.strength"} <= left_out
    found = []
    for path in package.rglob("*.py"):
        if path.name in engine_wheel.NOT_SHIPPED:
            continue
        here = dotted(path).split(".")[:-1]  # the file's package
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                base = ".".join(here[:len(here) - node.level + 1] if node.level else [])
                full = ".".join(x for x in (base, node.module or "") if x)
                mods = [full] + [f"{full}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                mods = [a.name for a in node.names]
            else:
                continue
            if set(mods) & left_out:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def fake_cache_entry(cache: Path, kind: str, n: int, age_s: int) -> Path:
    entry = cache / f"{kind}-{n:016x}"
    entry.mkdir(parents=True)
    (entry / "data").write_bytes(b"x")
    old = time.time() - age_s
    os.utime(entry, (old, old))
    return entry


def test_prune_cache_keeps_the_used_entries_and_the_last_ones(tmp_path):
    cache = tmp_path / "precompiled"
    snaps = [fake_cache_entry(cache, "snapshot", n, age_s=100 * (5 - n)) for n in range(5)]  # 4 is the newest
    wheels = [fake_cache_entry(cache, "wheel", n, age_s=100 * (5 - n)) for n in range(3)]
    stdlib = fake_cache_entry(cache, "stdlib", 0, age_s=10_000)
    (cache / "notes.txt").write_text("not an entry")
    # This build uses the oldest snapshot (back to an old engine) and the oldest wheel.
    removed = runtime_cache.prune_cache([snaps[0] / "data", wheels[0]], cache=cache, keep=2)
    assert sorted(p.name for p in cache.iterdir()) == sorted(
        [snaps[0].name, snaps[4].name, wheels[0].name, wheels[2].name, stdlib.name, "notes.txt"])
    assert sorted(removed) == sorted([*snaps[1:4], wheels[1]])
    # The used entries are now the most recent: the next build with other entries keeps them.
    runtime_cache.prune_cache([snaps[4]], cache=cache, keep=2)
    assert {p.name for p in cache.glob("snapshot-*")} == {snaps[0].name, snaps[4].name}
    assert runtime_cache.prune_cache([], cache=tmp_path / "nothing-yet") == []


def test_the_build_prunes_the_cache_of_precompiled_files(tmp_path):
    # Old entries in the build's own cache (.cache/precompiled): one of each kind beyond what
    # the build keeps, years old (n = 0 the oldest).
    stale = [fake_cache_entry(runtime_cache.CACHE, kind, n, age_s=10**8 - 100 * n)
             for kind in ("stdlib", "wheel", "snapshot") for n in range(runtime_cache.KEEP_CACHED)]
    manifest = publish_runtime.write_engine_assets(tmp_path, precompile=True, snapshot=True)
    assert not any(p.exists() for p in stale[::runtime_cache.KEEP_CACHED])  # the oldest of each kind
    for kind in ("stdlib", "wheel", "snapshot"):
        entries = list(runtime_cache.CACHE.glob(f"{kind}-*"))
        assert 1 <= len(entries) <= runtime_cache.KEEP_CACHED, entries
    for p in stale:
        shutil.rmtree(p, ignore_errors=True)
    assert (tmp_path / "assets" / "engine" / manifest["snapshot"]).is_file()


def test_precompiled_wheel_record_matches_its_files(tmp_path):
    manifest = publish_runtime.write_engine_assets(tmp_path, precompile=True)
    wheel = tmp_path / "assets" / "engine" / manifest["wheel"]
    with zipfile.ZipFile(wheel) as zf:
        record_name = next(n for n in zf.namelist() if n.endswith(".dist-info/RECORD"))
        record = dict(line.split(",", 1) for line in zf.read(record_name).decode().splitlines())
        for name in zf.namelist():
            if name == record_name:
                continue
            data = zf.read(name)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert record[name] == f"sha256={digest},{len(data)}", name


def test_precompiling_again_costs_nothing(tmp_path, monkeypatch):
    wheel = publish_runtime.engine_wheel.build_wheel(tmp_path / "w")
    stdlib = runtime_cache.PYODIDE_NPM / runtime_cache.STDLIB
    first = runtime_cache.precompiled(stdlib, wheel)  # the build's cache: Node runs only if it is cold

    def no_node(*a, **k):
        raise AssertionError(f"Node ran again: {a}")

    monkeypatch.setattr(runtime_cache.subprocess, "run", no_node)
    assert runtime_cache.precompiled(stdlib, wheel) == first
    # A changed input is compiled anew (Node runs).
    changed = tmp_path / "changed" / wheel.name
    changed.parent.mkdir()
    with zipfile.ZipFile(wheel) as zin, zipfile.ZipFile(changed, "w") as zout:
        for info in zin.infolist():
            data = zin.read(info)
            zout.writestr(info, data + b"\n# changed\n" if info.filename == "president/web.py" else data)
    with pytest.raises(AssertionError, match="Node ran again"):  # (in a cache of its own: no trace in the build's)
        runtime_cache.precompiled(stdlib, changed, cache=tmp_path / "cache")


def test_precompile_and_snapshot_switches(monkeypatch, tmp_path):
    monkeypatch.setenv("PRESIDENT_PRECOMPILE", "0")
    assert runtime_cache.precompile_enabled() is False
    monkeypatch.setenv("PRESIDENT_PRECOMPILE", "1")
    assert runtime_cache.precompile_enabled() is True
    monkeypatch.setenv("PRESIDENT_SNAPSHOT", "off")
    assert runtime_cache.snapshot_enabled() is False
    assert publish_runtime.write_engine_assets(tmp_path)["snapshot"] is None
    # Off unless asked for (issue 29: it does not pay on a first visit).
    monkeypatch.delenv("PRESIDENT_SNAPSHOT")
    assert runtime_cache.snapshot_enabled() is False
    monkeypatch.setenv("PRESIDENT_SNAPSHOT", "1")
    assert runtime_cache.snapshot_enabled() is True


def test_wheel_is_reproducible(tmp_path):
    a = publish_runtime.engine_wheel.build_wheel(tmp_path / "a")
    b = publish_runtime.engine_wheel.build_wheel(tmp_path / "b")
    assert a.read_bytes() == b.read_bytes()


def test_every_example_replays():
    examples = worked_examples.load_examples()
    files = sorted((ROOT / "examples").glob("*.yml"))
    assert len(examples) == len(files)
    for ex in examples.values():
        steps = ex["replay"]["steps"]
        assert steps[0]["move"] is None
        assert len(steps) == len(ex["replay"]["scenario"]["moves"]) + 1


def write(tmp_path, name, text):
    (tmp_path / name).write_text(text, encoding="utf-8")


@pytest.mark.parametrize("text,needle", [
    ("id: x\npage: rules\nanchor: a\nrules: {preset: classic}\nhands: ['3C', '4C', '5C']\nmoves: [{seat: 0, play: 'ZZ'}]\n", "ZZ"),
    ("id: x\npage: rules\nanchor: a\nrules: {preset: classic}\nhands: ['3C', '4C', '5C']\n  bad: [", "not valid YAML"),
    ("id: x\nrules: {preset: classic}\nhands: ['3C', '4C', '5C']\nmoves: [{seat: 0, play: '3C'}]\n", "page"),
    ("id: x\npage: rules\nanchor: a\nrules: {preset: nosuch}\nhands: ['3C', '4C', '5C']\nmoves: [{seat: 0, play: '3C'}]\n", "nosuch"),
    ("id: x\npage: rules\nanchor: a\nrules: {preset: classic}\nhands: ['3C', '4C', '5C']\nleader: 0\n"
     "moves: [{seat: 0, play: '3C', expect: {next: 2}}]\n", "next"),
])
def test_broken_example_fails_the_build_naming_the_file(tmp_path, monkeypatch, text, needle):
    write(tmp_path, "broken-one.yml", text)
    monkeypatch.setattr(worked_examples, "EXAMPLES", tmp_path)
    monkeypatch.setattr(worked_examples, "ROOT", tmp_path.parent)
    with pytest.raises(PluginError) as err:
        worked_examples.load_examples()
    message = str(err.value)
    assert "broken-one.yml" in message
    assert needle in message
    assert "Traceback" not in message


def test_examples_of_another_folder_keep_the_imported_engine(tmp_path, monkeypatch):
    # The engine's tests run in this process with the engine modules they imported; loading
    # other examples (the broken-example tests above) must not re-import the engine.
    from president import web  # noqa: PLC0415

    worked_examples.load_examples()  # the examples of the site: now the hook's cache is warm
    one = sorted((ROOT / "examples").glob("*.yml"))[0]
    write(tmp_path, one.name, one.read_text(encoding="utf-8"))
    monkeypatch.setattr(worked_examples, "EXAMPLES", tmp_path)
    monkeypatch.setattr(worked_examples, "ROOT", tmp_path.parent)
    assert len(worked_examples.load_examples()) == 1
    assert sys.modules["president.web"] is web
    data = yaml.safe_load((ROOT / "examples" / "revolution-four-nines.yml").read_text(encoding="utf-8"))
    assert len(web.replay_example(data)["steps"]) > 1  # lazily imports president.scenario


def test_editing_one_example_replays_only_that_one(tmp_path, monkeypatch):
    # mkdocs serve: a rebuild after an edit of one example file replays that file, not all.
    two = sorted((ROOT / "examples").glob("*.yml"))[:2]
    for path in two:
        write(tmp_path, path.name, path.read_text(encoding="utf-8"))
    monkeypatch.setattr(worked_examples, "EXAMPLES", tmp_path)
    monkeypatch.setattr(worked_examples, "ROOT", tmp_path.parent)
    replayed = []
    real = worked_examples._load_example
    monkeypatch.setattr(worked_examples, "_load_example", lambda path, web: replayed.append(path.name) or real(path, web))
    first = worked_examples.load_examples()
    assert sorted(replayed) == sorted(p.name for p in two)
    edited = tmp_path / two[1].name
    edited.write_text(edited.read_text(encoding="utf-8") + "\n", encoding="utf-8")
    replayed.clear()
    again = worked_examples.load_examples()
    assert replayed == [two[1].name]
    assert again.keys() == first.keys()
    assert again[next(iter(first))] is first[next(iter(first))]


def test_an_engine_edit_is_picked_up_by_the_next_load(monkeypatch):
    # mkdocs serve: an edit of the engine's files re-imports the engine for the examples.
    saved = {name: mod for name, mod in sys.modules.items() if name == "president" or name.startswith("president.")}
    worked_examples.load_examples()
    old_web = sys.modules["president.web"]
    edited = worked_examples._engine_key() + (("edited", 1, 1),)
    monkeypatch.setattr(worked_examples, "_engine_key", lambda: edited)
    try:
        assert worked_examples.load_examples()
        assert sys.modules["president.web"] is not old_web
    finally:
        for name in [m for m in sys.modules if m == "president" or m.startswith("president.")]:
            del sys.modules[name]
        sys.modules.update(saved)
        worked_examples.S.examples = worked_examples.S.examples_key = worked_examples.S.engine_key = None


def test_insert_after_section():
    html = '<h2 id="a">A</h2><p>one</p><h3 id="b">B</h3><p>two</p><h2 id="c">C</h2><p>three</p>'
    out, found = page_widgets.insert_after_section(html, "a", "<div>W</div>")
    assert found and out.index("<div>W</div>") < out.index('<h2 id="c"') and out.index("<div>W</div>") > out.index("two")
    out, found = page_widgets.insert_after_section(html, "b", "<div>W</div>")
    assert found and out.index("two") < out.index("<div>W</div>") < out.index('<h2 id="c"')
    out, found = page_widgets.insert_after_section(html, "c", "<div>W</div>")
    assert found and out.endswith("<div>W</div>")
    out, found = page_widgets.insert_after_section(html, "zz", "<div>W</div>")
    assert not found and out == html


def test_widget_json_cannot_break_out_of_script():
    text = page_widgets.json_for_html({"caption": "</script><script>alert(1)</script> & <!--"})
    assert "<" not in text and ">" not in text and "&" not in text
    assert json.loads(text)["caption"].startswith("</script>")


def test_example_placed_after_its_section_in_its_language():
    example = next(iter(worked_examples.load_examples().values()))
    page = f'<h2 id="{example["anchor"]}">A</h2><p>one</p><h2 id="next">B</h2>'
    out = page_widgets.place_examples(page, [example], "pl", "test page")
    assert out.index("one") < out.index(f'data-example="{example["id"]}"') < out.index('id="next"')
    payload = json.loads(out.split('class="president-example-data">', 1)[1].split("</script>", 1)[0])
    assert payload["steps"][-1]["caption"] == worked_examples.localized(
        example["replay"]["steps"][-1].get("caption") or {}, "pl")
    # The heading already has the example's id: the widget must not repeat it.
    page = f'<h2 id="{example["id"]}">A</h2><p>one</p>'
    out = page_widgets.place_examples(page, [example], "en", "test page")
    assert out.count(f'id="{example["id"]}"') == 1


def test_languages_come_from_the_i18n_plugin(tmp_path):
    assert languages.site_languages()[0] == languages.default_language()
    yml = tmp_path / "mkdocs.yml"
    yml.write_text(
        "site_name: x\nplugins:\n  - search\n  - i18n:\n      languages:\n"
        "        - {locale: de, name: Deutsch}\n        - {locale: fr, name: Français, default: true}\n"
        "        - {locale: he, name: Hebrew, theme: {direction: rtl}}\n"
        "        - {locale: xx, name: Hidden, build: false}\n"
        "extra:\n  analytics: !ENV [GOOGLE, '']\n", encoding="utf-8")
    assert languages.site_languages(mkdocs_yml=yml) == ("fr", "de", "he")
    assert languages.default_language(mkdocs_yml=yml) == "fr"
    assert languages.rtl_languages(mkdocs_yml=yml) == ("he",)


@pytest.mark.parametrize("path,header", [
    ("/assets/pyodide/314.0.7/pyodide.asm.wasm", cache_headers.IMMUTABLE),
    ("/sub/assets/pyodide/314.0.7/python_stdlib-0123456789ab.zip", cache_headers.IMMUTABLE),
    ("/assets/engine/0123456789ab/president_engine-0.1.0-py3-none-any.whl", cache_headers.IMMUTABLE),
    ("/assets/engine/manifest.json", "no-cache"),
    ("/assets/javascripts/president-worker.js", "no-cache"),
    ("/play/", "no-cache"),
])
def test_cache_control(path, header):
    assert cache_headers.cache_control(path) == header


def test_mkdocs_serve_sends_the_cache_headers(tmp_path):
    from mkdocs.livereload import LiveReloadServer

    (tmp_path / "assets" / "engine" / "0123456789ab").mkdir(parents=True)
    (tmp_path / "assets" / "engine" / "0123456789ab" / "x.whl").write_bytes(b"wheel")
    (tmp_path / "assets" / "engine" / "manifest.json").write_text("{}")
    server = LiveReloadServer(builder=lambda: None, host="127.0.0.1", port=0, root=str(tmp_path))
    try:
        assert cache_headers.on_serve(server, None, None) is server
        app = server.get_app()

        def get(path):
            seen = {}
            body = b"".join(app({"PATH_INFO": path, "REQUEST_METHOD": "GET"},
                                lambda status, headers, exc_info=None: seen.update(status=status, headers=dict(headers))))
            return seen["status"], seen["headers"], body

        status, headers, body = get("/assets/engine/0123456789ab/x.whl")
        assert status.startswith("200") and body == b"wheel"
        assert headers["Cache-Control"] == cache_headers.IMMUTABLE
        status, headers, _ = get("/assets/engine/manifest.json")
        assert headers["Cache-Control"] == "no-cache"
        status, headers, _ = get("/nothing-here")
        assert status.startswith("404") and "Cache-Control" not in headers
    finally:
        server.server_close()


def test_templates_are_compiled_once_per_process_and_again_after_an_edit(tmp_path):
    # site_hooks/template_cache.py: the i18n plugin's six builds share the compiled templates.
    import importlib.util  # noqa: PLC0415

    import jinja2  # noqa: PLC0415

    spec = importlib.util.spec_from_file_location("template_cache", ROOT / "site_hooks" / "template_cache.py")
    template_cache = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(template_cache)
    (tmp_path / "page.html").write_text("<p>{{ title }}</p>", encoding="utf-8")
    compiled = []

    def env():
        e = template_cache.on_env(jinja2.Environment(loader=jinja2.FileSystemLoader(str(tmp_path))), None, None)
        real = e.compile
        e.compile = lambda *a, **k: compiled.append(a[1] if len(a) > 1 else k.get("name")) or real(*a, **k)
        return e

    assert env().get_template("page.html").render(title="A") == "<p>A</p>"
    assert env().get_template("page.html").render(title="B") == "<p>B</p>"
    assert compiled == ["page.html"]
    (tmp_path / "page.html").write_text("<h1>{{ title }}</h1>", encoding="utf-8")
    assert env().get_template("page.html").render(title="C") == "<h1>C</h1>"
    assert compiled == ["page.html", "page.html"]
