"""The play page's settings panel, the 404 page in the address's language, and a refused first
lead that names its card (issue 11, items 4 and 9), in English and Hebrew."""

from __future__ import annotations

import http.server
import json
import sys
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "engine"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
import messages  # noqa: E402  (tests/messages.py: the widget messages as flat strings)
from president import web  # noqa: E402
from test_a11y import violations  # noqa: E402  (axe-core, serious and critical only)

STRINGS = messages.all_languages()
INFO = json.loads(web.presets_info())
FAST = "window.presidentHooks = {aiDelayMs: 0, aiBudgetMs: 40};"
LANGS = messages.LANGS
GROUPS = ["players", "beat", "clear", "revolution", "lead", "house", "local"]


def prefix(lang):
    return "" if lang == "en" else f"{lang}/"


def open_settings(page, base_url, lang, fragment):
    page.goto(f"{base_url}{prefix(lang)}play/{fragment}")
    page.wait_for_function("() => { const r = document.querySelector('.president-play');"
                           " return r && r.dataset.phase; }", timeout=90000)
    root = page.locator(".president-play")
    root.locator(".pw-settings > summary").click()
    return root.locator("form.pw-form")


FIELDS = """form => {
  const out = {};
  for (const f of form.querySelectorAll('.pw-field[data-option]')) {
    const link = f.querySelector('a.pw-rule-link');
    const label = f.querySelector(':scope > label');
    const control = f.querySelector('input, select');
    out[f.dataset.option] = {
      label: label ? label.textContent : null,
      what: (f.querySelector('.pw-what') || {}).textContent || '',
      why: (f.querySelector('.pw-reason') || {}).textContent || '',
      link: link ? link.href : null,
      disabled: control.disabled,
      group: f.closest('details.pw-group').dataset.group,
      described: (control.getAttribute('aria-describedby') || '').split(' ').map(
        id => (document.getElementById(id) || {}).textContent || '').join(' '),
    };
  }
  return out;
}"""

GROUP_STATE = """form => [...form.querySelectorAll('details.pw-group')].map(d => ({
  id: d.dataset.group, title: d.querySelector('summary').firstChild.textContent, open: d.open,
  note: (d.querySelector('summary .pw-group-note') || {}).textContent || ''}))"""


@pytest.mark.parametrize("lang", ["en", "he"])
def test_settings_are_grouped_and_explained(base_url, page_factory, lang):
    """The ruleset first, by its display name, described; then the groups in the game's terms,
    each option with its name, one line of explanation, its rule on a page of the same language,
    and the reason when it is off; the rarely changed groups closed unless the ruleset uses them."""
    s = STRINGS[lang]
    page, watch = page_factory(init_script=FAST)
    form = open_settings(page, base_url, lang, "#preset=classic&seed=2")
    # The ruleset menu names the rulesets by their display names, never their ids.
    assert form.locator(".pw-field").first.locator("select").get_attribute("name") == "preset"
    names = form.locator('select[name="preset"] option').evaluate_all("os => os.map(o => o.textContent)")
    assert names == [s[f"preset.{p}"] for p in INFO["presets"]]
    assert form.locator(".pw-preset-desc").text_content().startswith(s["preset_desc.classic"])
    # The groups, in order, with their headings; the house and local rules closed in Classic.
    groups = form.evaluate(GROUP_STATE)
    assert [g["id"] for g in groups] == GROUPS
    assert [g["title"] for g in groups] == [s[f"settings.group.{g}"] for g in GROUPS]
    assert {g["id"]: g["open"] for g in groups} == {g: g not in ("house", "local") for g in GROUPS}
    # Every option of the engine, once, named and explained, with its rule in this language.
    fields = form.evaluate(FIELDS)
    options = [n for n in INFO["options"] if n != "players"]
    assert set(options) <= set(fields)
    for name in options:
        f = fields[name]
        assert f["label"] == s[f"option.{name}"], name
        assert f["what"] == s[f"option_help.{name}"] and f["what"] in f["described"], name
        path = urlsplit(f["link"]).path
        assert path.startswith("/" + prefix(lang)) and path.split("/")[1 + (lang != "en")] not in LANGS, (name, path)
        assert urlsplit(f["link"]).fragment, name
    assert fields["players"]["what"] == s["option_help.players"].replace("{min}", "3").replace("{max}", "8")
    # An option that cannot matter is off, with the reason, read with it by a screen reader.
    timing = fields["revolution_timing"]
    assert timing["disabled"] and timing["why"] == s["settings.needs_revolution"]
    assert timing["why"] in timing["described"]
    assert fields["exchange"]["disabled"] and fields["exchange"]["why"] == s["settings.needs_rounds"]
    assert fields["joker_not_two"]["why"] == s["settings.needs_jokers"]
    form.locator('input[name="revolution"]').check()
    assert form.locator('select[name="revolution_timing"]').is_enabled()
    assert form.locator('.pw-field[data-option="revolution_timing"] .pw-reason').text_content() == ""
    # The seats in order of play: yours is seat 0, then one level menu per opponent.
    seats = form.locator(".pw-levels .pw-seat-label").evaluate_all("ls => ls.map(l => l.textContent)")
    assert seats == [s["seat.name"].replace("{n}", str(n)) for n in range(4)]
    assert form.locator(".pw-levels .pw-you").text_content().endswith(s["seat.you"])
    assert form.locator(".pw-levels select").count() == 3
    # Hebrew reads right to left, the panel included.
    direction = form.evaluate("f => getComputedStyle(f).direction")
    assert direction == ("rtl" if lang == "he" else "ltr")


@pytest.mark.parametrize("lang", ["en", "he"])
def test_rulesets_open_the_groups_they_use(base_url, page_factory, lang):
    """Japanese local rules open their group with the rules on; CardVerse, which fixes almost
    everything, closes the groups it fixes and says so, and names the fixed options' reason."""
    s = STRINGS[lang]
    page, watch = page_factory(init_script=FAST)
    form = open_settings(page, base_url, lang, "#preset=japanese&seed=2")
    groups = {g["id"]: g for g in form.evaluate(GROUP_STATE)}
    assert groups["local"]["open"] and not groups["house"]["open"]
    assert form.locator('input[name="lock"]').is_checked() and form.locator('input[name="lock"]').is_visible()
    form.locator('select[name="preset"]').select_option("cardverse")
    page.wait_for_function("() => document.querySelector('.pw-preset-desc').textContent.length > 0")
    assert form.locator(".pw-preset-desc").text_content().startswith(s["preset_desc.cardverse"])
    groups = {g["id"]: g for g in form.evaluate(GROUP_STATE)}
    assert groups["players"]["open"] and groups["revolution"]["open"]
    for g in ("beat", "clear", "lead", "house", "local"):
        assert not groups[g]["open"] and groups[g]["note"] == s["settings.locked"], g
    fields = form.evaluate(FIELDS)
    assert not fields["revolution"]["disabled"]
    assert fields["revolution_timing"]["disabled"] and fields["revolution_timing"]["why"] == s["settings.locked"]
    assert form.locator('input[name="players"]').get_attribute("max") == "6"


@pytest.mark.parametrize("lang", ["en", "he"])
def test_settings_fit_a_phone(base_url, page_factory, lang):
    """At 360 px every group open: nothing wider than the screen, each option's explanation
    under its name, the New game button reachable."""
    page, watch = page_factory(viewport=(360, 740), init_script=FAST)
    form = open_settings(page, base_url, lang, "#preset=japanese&seed=2")
    page.evaluate("() => { for (const d of document.querySelectorAll('details.pw-group')) d.open = true; }")
    wide = page.evaluate("""() => {
      const w = document.documentElement.clientWidth;
      const out = [];
      for (const e of document.querySelectorAll('.pw-settings-panel *')) {
        const r = e.getBoundingClientRect();
        if (r.width && (r.right > w + 0.5 || r.left < -0.5)) out.push(`${e.tagName}.${e.className} ${r.left}-${r.right}`);
      }
      return {scroll: document.documentElement.scrollWidth, w, out};
    }""")
    assert wide["scroll"] <= wide["w"] and not wide["out"], wide
    below = form.evaluate("""f => [...f.querySelectorAll('.pw-field.pw-check')].every(x => {
      const l = x.querySelector(':scope > label').getBoundingClientRect();
      const h = x.querySelector('.pw-what').getBoundingClientRect();
      return h.top >= l.bottom - 1; })""")
    assert below
    new = form.locator(".pw-new")
    new.scroll_into_view_if_needed()
    assert new.is_visible()


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["en", "he"])
def test_settings_panel_has_no_serious_violation(base_url, page_factory, lang, scheme):
    """axe-core on the panel with every group open, light and dark: Classic (options off until
    they matter) and CardVerse (options fixed by the ruleset)."""
    found = {}
    for preset in ("classic", "cardverse"):
        page, watch = page_factory(init_script=FAST)
        page.emulate_media(color_scheme=scheme)
        open_settings(page, base_url, lang, f"#preset={preset}&seed=2")
        assert page.evaluate("document.body.dataset.mdColorScheme") == ("slate" if scheme == "dark" else "default")
        page.evaluate("() => { for (const d of document.querySelectorAll('details.pw-group')) d.open = true; }")
        found[preset] = violations(page)
    assert not any(found.values()), json.dumps(found, indent=1, ensure_ascii=False)


def lead_seed(preset, card):
    """A seed whose deal gives seat 0 (the human) the first lead with ``card`` and other cards."""
    for seed in range(200):
        out = json.loads(web.new_game(json.dumps({"rules": {"preset": preset, "players": 4}, "seed": seed,
                                                  "human": 0, "levels": ["easy"] * 3})))
        state = out["state"]
        web.drop(json.dumps(out["game"]))
        if state["to_act"] == 0 and card in state["hand"] and len(state["hand"]) > 1:
            return seed, next(c for c in state["hand"] if not c.startswith("3"))
    raise AssertionError(f"no seed where seat 0 leads with {card} in {preset}")


@pytest.mark.parametrize("lang", ["en", "he"])
@pytest.mark.parametrize("preset,card,suit", [("daifugo", "3D", "D"), ("classic", "3C", "C")])
def test_refused_first_lead_names_the_card(base_url, page_factory, lang, preset, card, suit):
    """The engine says which card the first lead must include; the message names it in the
    page's language (the three of diamonds in Dai Fugo, of clubs in Classic)."""
    s = STRINGS[lang]
    seed, other = lead_seed(preset, card)
    page, watch = page_factory(init_script=FAST)
    page.goto(f"{base_url}{prefix(lang)}play/#preset={preset}&seed={seed}&levels=easy,easy,easy")
    page.wait_for_function("() => document.querySelector('.president-play .pw-hint')", timeout=90000)
    root = page.locator(".president-play")
    assert root.get_attribute("data-to-act") == "0"
    root.locator(f'.pw-hand .pw-card[data-card="{other}"]').click()
    root.locator(".pw-explain.pw-bad").wait_for()
    want = s[f"error.must_include.{suit}"]
    assert root.locator(".pw-explain").text_content() == want
    root.locator(".pw-actions .pw-play-btn").click()
    # The explanation already said so before the click: wait for the engine's answer to the
    # play itself (the widget is busy from the click until then).
    page.wait_for_function("() => !document.querySelector('.president-play').dataset.busy", timeout=30000)
    assert root.locator(".pw-explain").text_content() == want
    assert root.locator(f'.pw-hand .pw-card[data-card="{other}"]').count() == 1


@pytest.mark.parametrize("lang", ["en", "he"])
def test_worked_example_names_the_card_of_the_first_lead(base_url, page_factory, lang):
    """The rulesets page's Dai Fugo example: the refused lead says it lacks the three of diamonds."""
    s = STRINGS[lang]
    page, watch = page_factory()
    page.goto(f"{base_url}{prefix(lang)}rulesets/")
    example = page.locator('.president-example[data-example="rulesets-daifugo-first-lead"]')
    page.wait_for_function("() => document.querySelector("
                           "'.president-example[data-example=\"rulesets-daifugo-first-lead\"].pw-ready')", timeout=30000)
    # What the step says (its narration), not the lead above it, which may state the rule.
    narration = example.locator(".pw-narration")
    assert s["error.must_include.D"] not in narration.text_content()
    for _ in range(2):
        example.locator(".pw-next").click()
    assert s["error.must_include.D"] in narration.text_content()


class _NotFound(http.server.SimpleHTTPRequestHandler):
    """A static host: /404.html for every unknown address (GitHub Pages, Netlify)."""

    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        if code != 404:
            return super().send_error(code, message, explain)
        body = (Path(self.directory) / "404.html").read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


_NotFound.extensions_map = {**_NotFound.extensions_map, ".js": "text/javascript", ".mjs": "text/javascript"}


@pytest.fixture
def not_found_host(serve_site):
    with serve_site(_NotFound) as url:
        yield url


HEADER = """() => ({
  lang: document.documentElement.lang,
  dir: getComputedStyle(document.documentElement).direction,
  site: document.querySelector('.md-header__topic .md-ellipsis').textContent.trim(),
  search: (document.querySelector('.md-search__input') || {}).placeholder,
  title: document.querySelector('.president-404-title').textContent,
  address: location.pathname + location.search + location.hash,
  switcher: [...document.querySelectorAll('a.md-select__link[hreflang]')].map(a => [a.hreflang, new URL(a.href).pathname]),
  home: new URL(document.querySelector('.president-404-home').href).pathname,
})"""


@pytest.mark.parametrize("path,lang,site,search,title", [
    ("no-such-page/", "en", "President", "Search", "Page not found"),
    ("he/no/such/page/?x=1#top", "he", "פרזידנט", None, "הדף לא נמצא"),
    ("pl/nie-ma/", "pl", "Prezydent", None, "Nie znaleziono strony"),
])
def test_not_found_page_header_follows_the_address(not_found_host, page_factory, path, lang, site, search, title):
    """An unknown address under /he/ or /pl/ gets the whole 404 page in that language: header
    (site name, search), navigation, message and home link; the address stays the one asked
    for, and the language switcher leads to each language's home page."""
    page, watch = page_factory()
    page.goto(not_found_host + path)
    page.wait_for_function("(a) => document.documentElement.lang === a.lang && location.pathname + location.search"
                           " + location.hash === a.path && document.querySelector('.president-404-title')",
                           arg={"lang": lang, "path": "/" + path}, timeout=15000)
    page.wait_for_load_state("load")
    got = page.evaluate(HEADER)
    # The unknown address answers 404: expected; nothing else may fail.
    watch.errors[:] = [e for e in watch.errors if not e.endswith(not_found_host + path)]
    assert got["lang"] == lang and got["dir"] == ("rtl" if lang == "he" else "ltr")
    assert got["site"] == site
    if search:
        assert got["search"] == search
    else:
        assert got["search"] and got["search"] != "Search"
    assert got["title"].endswith(title)
    assert got["address"] == "/" + path
    assert got["home"] == ("/" if lang == "en" else f"/{lang}/")
    homes = dict(got["switcher"])
    assert homes["en"] == "/" and homes["he"] == "/he/" and homes["pl"] == "/pl/", homes
    assert page.evaluate("() => document.documentElement.style.visibility") == ""
