"""The site works offline and installs as an app (issue 29): after one online visit of the play
page and one rules page, with the network off, the play page deals and takes a move, and a page
never visited (another language) opens with a working stepper and search. The web app manifest
names the site and its icons."""

from __future__ import annotations

import json
import shutil
import sys

from conftest import FAST, ROOT, _Handler, _serving
from test_table import human_turn, take_hints, wait_table

sys.path.insert(0, str(ROOT / "site_hooks"))
sys.path.insert(0, str(ROOT / "tests"))
import messages  # noqa: E402
import offline  # noqa: E402  (site_hooks/offline.py)

KEPT = """async () => {
  const reg = await navigator.serviceWorker.ready;
  return !!navigator.serviceWorker.controller && !!reg.active;
}"""


def test_offline_after_one_visit(base_url, page_factory):
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}play/#preset=classic&seed=17&levels=easy,easy,easy")
    wait_table(page)
    # The service worker has kept the whole site once it controls the page (it claims the page
    # when its install, which fetches every file, has ended).
    page.wait_for_function(KEPT, timeout=180000, polling=500)
    page.goto(f"{base_url}rules/")
    page.context.set_offline(True)
    try:
        page.goto(f"{base_url}play/#preset=daifugo&seed=21&levels=easy,normal,easy")
        root = wait_table(page)
        human_turn(page)
        before = root.get_attribute("data-version")
        take_hints(page, root, 1)
        assert root.get_attribute("data-version") != before
        # A page never visited, in another language: its stepper steps and its search finds.
        page.goto(f"{base_url}he/revolution/")
        node = page.locator(".president-example.pw-ready").first
        node.wait_for(timeout=30000)
        step = node.get_attribute("data-step")
        node.locator(".pw-next").click()
        page.wait_for_function("([s]) => document.querySelector('.president-example.pw-ready').dataset.step !== s", arg=[step])
        box = page.locator("input.md-search__input")
        box.click()
        page.keyboard.type("מהפכות", delay=40)
        page.wait_for_selector("a.md-search-result__link", timeout=60000)
        hrefs = page.eval_on_selector_all("a.md-search-result__link", "els => els.map(e => e.href)")
        assert any(h.split("?")[0].endswith("/he/revolution/") for h in hrefs), hrefs[:5]
    finally:
        page.context.set_offline(False)


def test_the_manifest_installs_the_site(base_url, page_factory):
    page, watch = page_factory()
    page.goto(f"{base_url}pl/rules/")
    href = page.eval_on_selector("link[rel=manifest]", "l => l.href")
    data = json.loads(page.request.get(href).text())
    assert data["display"] == "standalone" and data["start_url"] == "./"
    sizes = {i["sizes"] for i in data["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in data["icons"]:
        resp = page.request.get(href.rsplit("/", 1)[0] + "/" + icon["src"])
        assert resp.ok and resp.body()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_new_version_is_announced_and_taken_up_whole(site_dir, page_factory, tmp_path):
    """A new build of the site: the kept version goes on serving until the reader, told that a
    new version is ready, reloads; then every file is the new version's."""
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    with _serving(copy, _Handler) as url:  # a site of its own: the others stay as built
        page, watch = page_factory(init_script=FAST)
        page.goto(f"{url}play/")
        wait_table(page)
        page.wait_for_function(KEPT, timeout=180000, polling=500)
        # The new version: a page changed, the service worker rewritten by the build's own hook.
        rules = copy / "rules" / "index.html"
        rules.write_text(rules.read_text(encoding="utf-8").replace("</body>", "<p id='new-version'>new</p></body>"), encoding="utf-8")
        offline.write_service_worker(copy)
        page.goto(f"{url}rules/")
        assert page.locator("#new-version").count() == 0  # the kept version, as a whole
        bar = page.locator(".pw-update")
        bar.wait_for(timeout=180000)
        assert bar.locator("span").text_content() == messages.all_languages()["en"]["offline.update"]
        with page.expect_navigation(timeout=60000):
            bar.locator("button").click()
        page.locator("#new-version").wait_for(timeout=30000)
