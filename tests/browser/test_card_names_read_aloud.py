"""Chromium's accessibility tree names the rules pages' card spans with the full card names of
the page's language (issue 13, item 2; hooks/card_letters.py): a card span is an image whose
name is "queen of clubs, queen of diamonds, queen of spades" (en), "מלכה תלתן, מלכה יהלום,
מלכה עלה" (he), "Kreuz-Dame, ..." (de) while the eye still reads Q♣ Q♦ Q♠ / D♣ D♦ D♠; and
axe-core (pinned in package.json) finds no violation on those spans."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"

# The three of a kind of the rules page's combinations table, in every language.
EXPECTED = {
    "en": ("Q♣ Q♦ Q♠", "queen of clubs, queen of diamonds, queen of spades"),
    "pl": ("D♣ D♦ D♠", "dama trefl, dama karo, dama pik"),
    "nl": ("V♣ V♦ V♠", "klaveren vrouw, ruiten vrouw, schoppen vrouw"),
    "de": ("D♣ D♦ D♠", "Kreuz-Dame, Karo-Dame, Pik-Dame"),
    "bg": ("Д♣ Д♦ Д♠", "дама спатия, дама каро, дама пика"),
    "he": ("Q♣ Q♦ Q♠", "מלכה תלתן, מלכה יהלום, מלכה עלה"),
}

AXE_ON_CARDS = """async () => {
  const r = await axe.run({include: [['.md-typeset .card']]}, {
    runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']},
  });
  return {checked: r.passes.reduce((n, p) => n + p.nodes.length, 0),
          violations: r.violations.map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))};
}"""


def chromium_ax(page, locator):
    """(role, name) of the element and of its parent in Chromium's own accessibility tree (CDP
    Accessibility.getPartialAXTree), which is what a screen reader is given."""
    locator.evaluate("(e) => e.setAttribute('data-ax-probe', '')")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Accessibility.enable")
    found = cdp.send("Runtime.evaluate", {"expression": "document.querySelector('[data-ax-probe]')"})
    backend = cdp.send("DOM.describeNode", {"objectId": found["result"]["objectId"]})["node"]["backendNodeId"]
    nodes = cdp.send("Accessibility.getPartialAXTree", {"backendNodeId": backend, "fetchRelatives": True})["nodes"]
    element = next(n for n in nodes if n.get("backendDOMNodeId") == backend)
    parent = next(n for n in nodes if element["nodeId"] in n.get("childIds", []))

    def role_name(node):
        return node.get("role", {}).get("value"), node.get("name", {}).get("value")

    return role_name(element), role_name(parent)


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_card_spans_are_named_in_the_accessibility_tree(base_url, page_factory, lang):
    shown, name = EXPECTED[lang]
    page, _ = page_factory()
    page.goto(f"{base_url}{'' if lang == 'en' else lang + '/'}rules/")
    span = page.locator(".md-typeset table .card", has_text=shown)
    assert span.count() == 1
    assert span.inner_text() == shown  # what the eye reads: the language's letters
    # What a screen reader gets: Playwright's snapshot, and Chromium's own accessibility tree,
    # where the span is an image of that name and the table cell is named by it.
    assert span.aria_snapshot().startswith(f'- img "{name}"'), span.aria_snapshot()
    image, cell = chromium_ax(page, span)
    assert image == ("image", name)
    assert cell == ("cell", name)
    # The order line 3 < 4 < ... < 2 names the ranks alone, e.g. the jack.
    jack = page.locator(".card-order .card").nth(8)
    assert jack.aria_snapshot().startswith('- img "') and jack.inner_text() != jack.aria_snapshot()[7:-1]
    if lang in ("en", "he"):
        if not AXE.exists():
            pytest.fail("node_modules/axe-core is missing: run ./dev setup (npm ci)")
        page.add_script_tag(path=str(AXE))
        result = page.evaluate(AXE_ON_CARDS)
        assert not result["violations"], result["violations"]
        assert result["checked"] > 20, result
