"""The MkDocs hook that puts the engine in the page (hooks/engine_assets.py), without a browser:
wheel and runtime files, example replay and insertion, and clear errors for broken examples."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import zipfile
from pathlib import Path

import pytest
from mkdocs.exceptions import PluginError

ROOT = Path(__file__).resolve().parents[2]


def load_hook():
    spec = importlib.util.spec_from_file_location("engine_assets_under_test", ROOT / "hooks" / "engine_assets.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


@pytest.fixture
def hook():
    return load_hook()


def test_engine_assets_written(hook, tmp_path):
    manifest = hook.write_engine_assets(tmp_path)
    runtime = tmp_path / "assets" / "pyodide" / manifest["pyodide_version"]
    assert sorted(p.name for p in runtime.iterdir()) == sorted(hook.PYODIDE_FILES)
    assert manifest["pyodide_version"] == json.loads((ROOT / "package.json").read_text())["dependencies"]["pyodide"]
    wheel = tmp_path / "assets" / "engine" / manifest["wheel"]
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == manifest["sha256"]
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
    assert "president/__init__.py" in names and "president/web.py" in names
    assert any(n.endswith(".dist-info/RECORD") for n in names)
    assert not any(n.endswith((".pyc", ".map")) for n in names)
    on_disk = json.loads((tmp_path / "assets" / "engine" / "manifest.json").read_text())
    assert on_disk == manifest
    # No file name with a two-letter middle part (mkdocs-static-i18n would take it for a language).
    for p in tmp_path.rglob("*"):
        parts = p.name.split(".")
        assert not (len(parts) > 2 and len(parts[-2]) == 2), p


def test_wheel_is_reproducible(hook, tmp_path):
    a = hook.engine_wheel.build_wheel(tmp_path / "a")
    b = hook.engine_wheel.build_wheel(tmp_path / "b")
    assert a.read_bytes() == b.read_bytes()


def test_every_example_replays(hook):
    examples = hook.load_examples()
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
def test_broken_example_fails_the_build_naming_the_file(hook, tmp_path, monkeypatch, text, needle):
    write(tmp_path, "broken-one.yml", text)
    monkeypatch.setattr(hook, "EXAMPLES", tmp_path)
    monkeypatch.setattr(hook, "ROOT", tmp_path.parent)
    with pytest.raises(PluginError) as err:
        hook.load_examples()
    message = str(err.value)
    assert "broken-one.yml" in message
    assert needle in message
    assert "Traceback" not in message


def test_insert_after_section(hook):
    html = '<h2 id="a">A</h2><p>one</p><h3 id="b">B</h3><p>two</p><h2 id="c">C</h2><p>three</p>'
    out, found = hook.insert_after_section(html, "a", "<div>W</div>")
    assert found and out.index("<div>W</div>") < out.index('<h2 id="c"') and out.index("<div>W</div>") > out.index("two")
    out, found = hook.insert_after_section(html, "b", "<div>W</div>")
    assert found and out.index("two") < out.index("<div>W</div>") < out.index('<h2 id="c"')
    out, found = hook.insert_after_section(html, "c", "<div>W</div>")
    assert found and out.endswith("<div>W</div>")
    out, found = hook.insert_after_section(html, "zz", "<div>W</div>")
    assert not found and out == html


def test_widget_json_cannot_break_out_of_script(hook):
    text = hook._json_for_html({"caption": "</script><script>alert(1)</script> & <!--"})
    assert "<" not in text and ">" not in text and "&" not in text
    assert json.loads(text)["caption"].startswith("</script>")
