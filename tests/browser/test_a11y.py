"""Accessibility of the play page (issue 11, item 11): axe-core (npm, pinned in package.json)
finds no serious or critical violation before, during and after a game, in English and Hebrew,
Material's own components included; every control's accessible name contains its visible text
(label-content-name-mismatch, an experimental rule, switched on here)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
FAST = "window.presidentHooks = {aiDelayMs: 0, aiBudgetMs: 40};"

RUN = """async () => {
  const r = await axe.run(document, {
    runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']},
    rules: {'label-content-name-mismatch': {enabled: true}},
  });
  return r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => ({id: v.id, impact: v.impact, help: v.help,
                nodes: v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary || '').slice(0, 160))}));
}"""


def violations(page):
    if not AXE.exists():
        pytest.fail("node_modules/axe-core is missing: run ./dev setup (npm ci)")
    page.add_script_tag(path=str(AXE))
    return page.evaluate(RUN)


def wait_table(page):
    page.wait_for_function("() => { const r = document.querySelector('.president-play'); return r && r.dataset.phase; }",
                           timeout=90000)
    return page.locator(".president-play")


def take_hint(page, root):
    before = root.get_attribute("data-version")
    root.locator(".pw-actions .pw-hint").click()
    root.locator(".pw-explain[data-hint]").wait_for(timeout=30000)
    kind = root.locator(".pw-explain").get_attribute("data-hint")
    root.locator(".pw-actions " + {"pass": ".pw-pass", "give": ".pw-give", "play": ".pw-play-btn"}[kind]).click()
    page.wait_for_function("(b) => document.querySelector('.president-play').dataset.version !== b", arg=before, timeout=30000)


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "he"])
def test_play_page_has_no_serious_violation(base_url, page_factory, lang, scheme):
    page, watch = page_factory(init_script=FAST)
    page.emulate_media(color_scheme=scheme)  # the palette follows the system's scheme
    prefix = "" if lang == "en" else f"{lang}/"
    page.goto(f"{base_url}{prefix}play/#preset=classic&players=4&seed=9&levels=easy,easy,easy")
    root = wait_table(page)
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint')", timeout=30000)
    assert page.evaluate("document.body.dataset.mdColorScheme") == ("slate" if scheme == "dark" else "default")
    page.evaluate("() => { for (const d of document.querySelectorAll('.pw-settings, .pw-log-box')) d.open = true; }")
    found = {"before": violations(page)}
    for _ in range(3):
        if root.get_attribute("data-phase") in ("round_over", "game_over"):
            break
        if root.locator(".pw-actions .pw-hint").count() == 0:
            page.wait_for_timeout(30)
            continue
        take_hint(page, root)
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint') || document.querySelector('.president-play').dataset.phase.endsWith('over')", timeout=30000)
    root.locator(".pw-hand .pw-card").first.click()
    found["during"] = violations(page)
    for _ in range(300):
        if root.get_attribute("data-phase") in ("round_over", "game_over"):
            break
        if root.locator(".pw-actions .pw-hint").count() == 0:
            page.wait_for_timeout(30)
            continue
        take_hint(page, root)
    found["after"] = violations(page)
    assert not any(found.values()), json.dumps(found, indent=1, ensure_ascii=False)
