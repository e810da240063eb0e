"""The engine's start from Pyodide's memory snapshot (issue 12, hooks/publish_runtime.py): the
worker restores it, reseeds the random state (the snapshot's is the same for every reader), and
starts normally when the snapshot is unusable (corrupt, truncated, missing).

The site is built without a snapshot by default since issue 29 (its 5 MB do not pay on a first
visit: README, "Hosting"); these tests publish one into a copy of the built site, as
``PRESIDENT_SNAPSHOT=1`` builds it."""

from __future__ import annotations

import gzip
import json
import shutil
import sys
from pathlib import Path

import pytest

from conftest import _Handler, _serving

ENGINE = "window.presidentHooks.engine"
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "engine"))
from president import web  # noqa: E402

PRESETS = list(json.loads(web.presets_info())["presets"])


def manifest(site_dir) -> dict:
    return json.loads((site_dir / "assets" / "engine" / "manifest.json").read_text())


@pytest.fixture(scope="module")
def snapshot_site(site_dir, tmp_path_factory) -> Path:
    """A copy of the built site with the memory snapshot published (as PRESIDENT_SNAPSHOT=1)."""
    sys.path.insert(0, str(ROOT / "hooks"))
    import publish_runtime

    copy = tmp_path_factory.mktemp("snapshot-site") / "site"
    shutil.copytree(site_dir, copy)
    publish_runtime.write_engine_assets(copy, precompile=True, snapshot=True)
    return copy


@pytest.fixture(scope="module")
def snapshot_url(snapshot_site) -> str:
    with _serving(snapshot_site, _Handler) as url:
        yield url


def test_the_default_build_has_no_snapshot(site_dir, base_url, page_factory):
    assert manifest(site_dir)["snapshot"] is None
    assert not list((site_dir / "assets" / "engine").glob("*/pyodide-snapshot*"))
    page, watch = page_factory()
    page.goto(base_url + "play/")
    info = engine_info(page)
    assert info["status"] == "ready" and info["detail"]["start"] == "normal", info
    # A first visit does not make the device's own snapshot either (only a returning reader's).
    assert page.evaluate("window.presidentHooks.deviceSnapshotMade === undefined")


SEED = "window.presidentHooks.engine.call('new_game', {rules: {preset: 'classic'}}).then(r => r.state.seed)"
KEYS = "caches.open('engine-snapshots').then(c => c.keys()).then(k => k.length)"


def test_a_returning_device_makes_its_own_snapshot_and_starts_from_it(base_url, page_factory):
    """Without a published snapshot, a returning reader's device makes one in a second worker
    from the runtime it keeps (no download); the next visits restore it and reseed; a broken
    one is dropped (a normal start) and made anew. (hooks.deviceSnapshot: true makes it at once,
    on any visit.)"""
    page, watch = page_factory(init_script="window.presidentHooks = {deviceSnapshot: true};")
    page.goto(base_url + "play/")
    assert engine_info(page)["detail"]["start"] == "normal"
    made = page.evaluate("window.presidentHooks.deviceSnapshotMade")
    assert made["made"] and made["bytes"] > 1_000_000, made
    assert page.evaluate(KEYS) == 1
    seeds = []
    for _ in range(2):
        page.goto("about:blank")
        page.goto(base_url + "play/")
        info = engine_info(page)
        assert info["status"] == "ready" and info["detail"]["start"] == "device snapshot", info
        assert page.evaluate("window.presidentHooks.deviceSnapshotMade === undefined")  # (it has one)
        seeds.append(page.evaluate(SEED))
    assert len(set(seeds)) == 2, f"the same random seeds after two restores: {seeds}"
    # A broken snapshot, unreadable (truncated gzip) or not Pyodide's (gzipped garbage): a normal
    # start, and it is made anew.
    for broken, start in (("new Uint8Array([31, 139, 8, 0, 1, 2, 3])", "normal"),
                          ("await new Response(new Blob([new Uint8Array(4096).fill(7)]).stream()"
                           ".pipeThrough(new CompressionStream('gzip'))).arrayBuffer()", "normal after snapshot failure")):
        page.evaluate(f"""caches.open('engine-snapshots').then(async (c) => {{
          for (const k of await c.keys()) await c.put(k, new Response({broken}));
        }})""")
        page.goto("about:blank")
        page.goto(base_url + "play/")
        assert engine_info(page)["detail"]["start"] == start
        assert page.evaluate("window.presidentHooks.deviceSnapshotMade")["made"]
        page.goto("about:blank")
        page.goto(base_url + "play/")
        assert engine_info(page)["detail"]["start"] == "device snapshot"


def engine_info(page) -> dict:
    page.wait_for_function(f"() => ['ready', 'failed'].includes({ENGINE}.status)", timeout=120000)
    return page.evaluate(f"({{status: {ENGINE}.status, detail: {ENGINE}.detail}})")


def test_the_build_made_a_snapshot(snapshot_site):
    m = manifest(snapshot_site)
    assert m["snapshot"], "the build published no memory snapshot"
    data = (snapshot_site / "assets" / "engine" / m["snapshot"]).read_bytes()
    assert len(gzip.decompress(data)) > 10_000_000  # the interpreter's memory


def test_play_page_starts_from_the_snapshot_and_reseeds(snapshot_url, page_factory):
    seeds = []
    for _ in range(2):
        page, watch = page_factory()
        page.goto(snapshot_url + "play/")
        info = engine_info(page)
        assert info["status"] == "ready" and info["detail"]["start"] == "snapshot", info
        # A game without a seed draws one from Python's random state, restored from the snapshot.
        result = page.evaluate(f"{ENGINE}.call('new_game', {{rules: {{preset: 'classic'}}}})")
        seeds.append(result["state"]["seed"])
        seeds.append(page.evaluate("window.presidentHooks.engine.call('new_game', {rules: {preset: 'classic'}})"
                                   ".then(r => r.state.seed)"))
    assert len(set(seeds)) == len(seeds), f"the same random seeds after two restores: {seeds}"


@pytest.mark.parametrize("corruption", ["garbage", "truncated", "missing"])
def test_an_unusable_snapshot_falls_back_to_a_normal_start(snapshot_site, snapshot_url, open_table, corruption):
    snapshot = manifest(snapshot_site)["snapshot"]
    data = (snapshot_site / "assets" / "engine" / snapshot).read_bytes()

    def serve_broken(route):
        if corruption == "garbage":
            route.fulfill(status=200, body=b"\x1f\x8b not a snapshot at all" * 100, content_type="application/gzip")
        elif corruption == "truncated":
            route.fulfill(status=200, body=gzip.compress(gzip.decompress(data)[: 1 << 20]), content_type="application/gzip")
        else:
            route.fulfill(status=404, body=b"not found")

    table = open_table("preset=classic&seed=4&levels=easy,easy,easy",
                       setup=lambda page: page.context.route(f"**/assets/engine/{snapshot}", serve_broken), url=snapshot_url)
    info = engine_info(table.page)
    assert info["status"] == "ready", info
    assert info["detail"]["start"] == "normal after snapshot failure"
    assert table.play_to_the_end() > 0


@pytest.mark.parametrize("preset", PRESETS)
def test_a_whole_game_of_every_preset_from_the_snapshot(snapshot_url, open_table, preset):
    table = open_table(f"preset={preset}&rounds=2&seed=21&levels=normal,normal,normal", url=snapshot_url)
    info = engine_info(table.page)
    assert info["detail"]["start"] == "snapshot", info
    assert table.play_to_the_end() > 0
    assert table.root.locator(".pw-result-table tbody tr").count() == 4
