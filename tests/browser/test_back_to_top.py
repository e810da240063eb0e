"""Material's "Back to top" button never covers a card table: it shows when the reader scrolls
up, which a player does to look at the pile (a tester found it over the cards, on desktop and
phone); on a page with a table it stays hidden, on the other pages it works as before."""

from __future__ import annotations


def scroll_up(page):
    """Scroll down the page with the mouse wheel, then a little up (Material shows its button on
    the way up)."""
    page.mouse.move(180, 400)
    for dy in (3000, 3000, -200, -200, -200):
        page.mouse.wheel(0, dy)
        page.wait_for_timeout(300)


# The button's state: shown (not hidden and laid out) or not.
SHOWN = """() => {
  const b = document.querySelector('.md-top');
  return !!b && !b.hidden && getComputedStyle(b).display !== 'none' && b.getBoundingClientRect().height > 0;
}"""


def test_back_to_top_stays_hidden_on_the_play_page(open_table):
    table = open_table("preset=classic&seed=3", viewport="phone")
    page = table.page
    scroll_up(page)
    assert page.locator(".md-top").count() == 1, "Material's Back to top button is not on the page"
    assert not page.evaluate(SHOWN), "the Back to top button shows over the card table"


def test_back_to_top_still_shows_on_a_rules_page(base_url, page_factory):
    page, watch = page_factory(viewport=(360, 740))
    page.goto(f"{base_url}rules/")
    scroll_up(page)
    page.wait_for_function(SHOWN, timeout=10000)
