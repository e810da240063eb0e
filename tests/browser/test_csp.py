"""The built site under a strict Content Security Policy (issue 12): served with the policy a
careful host would send, the play page loads the engine in its module worker and a whole game is
played; reading a rules page and stepping an example work too. Any violation fails the test
(Chromium reports violations as console errors, which the page fixture collects, and the page
records every ``securitypolicyviolation`` event)."""

from __future__ import annotations

import http.server

import pytest

CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "style-src 'self' 'unsafe-inline'")
RECORD_VIOLATIONS = """
window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
});
"""


class _CSPHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
                      ".whl": "application/zip", ".json": "application/json"}

    def log_message(self, *args):
        pass

    def end_headers(self):
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


@pytest.fixture(scope="module")
def csp_url(serve_site):
    with serve_site(_CSPHandler) as url:
        yield url


def test_the_server_sends_the_policy(csp_url, page_factory):
    page, watch = page_factory()
    response = page.goto(csp_url)
    assert response.headers["content-security-policy"] == CSP


def test_a_game_under_strict_csp(csp_url, open_table):
    table = open_table("preset=classic&seed=3&levels=easy,easy,easy", url=csp_url,
                       also_script=RECORD_VIOLATIONS)
    assert table.play_to_the_end() > 0
    assert table.root.locator(".pw-result-table tbody tr").count() == 4
    assert table.page.evaluate("window.__cspViolations") == []


def test_an_example_under_strict_csp(csp_url, page_factory):
    page, watch = page_factory(init_script=RECORD_VIOLATIONS)
    page.goto(f"{csp_url}revolution/")
    example = page.locator(".president-example.pw-ready").first
    example.wait_for(timeout=30000)
    example.locator(".pw-next").click()
    assert example.get_attribute("data-step") == "1"
    assert page.evaluate("window.__cspViolations") == []
