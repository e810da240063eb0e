// President widgets: the worked-example stepper and the play table, as ES modules under
// president/ (one per concept: strings, dom, cards, narration, engine-client, pile, settings,
// stepper, table, test-hooks; scroll-regions for the page's wide tables; search-input, so that the
// search box searches text that arrives without key events). This entry mounts the widgets of each page through Material's
// document$ (every page load) and tears down those whose page is gone. Python (Pyodide + the
// engine) runs in one module worker for all widgets of the page, started lazily.
// Nothing from the URL or the engine is ever inserted as HTML.

import { strings, t } from "./president/strings.js";
import { el } from "./president/dom.js";
import { cardName } from "./president/cards.js";
import { eventSentence } from "./president/narration.js";
import { parseConfigFragment, configFragment } from "./president/settings.js";
import { Stepper, parseStepFragment } from "./president/stepper.js";
import { PlayWidget } from "./president/table.js";
import { hooks } from "./president/test-hooks.js";
import { bindScrollRegions } from "./president/scroll-regions.js";
import { bindSearchInput } from "./president/search-input.js";
import { watchUpdates } from "./president/offline.js";

// Mounted widgets: {root, destroy}. A widget whose root left the document is torn down.
const mounted = [];

function mount(root, widget) {
  mounted.push({ root, widget });
  root._president = widget;
}

function teardown() {
  for (let i = mounted.length - 1; i >= 0; i--) {
    const { root, widget } = mounted[i];
    if (root.isConnected) continue;
    mounted.splice(i, 1);
    try { widget.destroy && widget.destroy(); } catch (err) { console.warn("president: teardown", err); }
  }
}

function bindAll() {
  teardown();
  bindSearchInput();
  bindScrollRegions();
  strings();
  for (const node of document.querySelectorAll(".president-example[data-example]")) {
    if (node.dataset.bound) continue;
    node.dataset.bound = "1";
    try {
      if (!node.querySelector("script.president-example-data")) {
        node.append(el("p", { class: "pw-failed" }, t("example.missing")));
        continue;
      }
      mount(node, new Stepper(node));
    } catch (err) {
      console.warn("president: example", node.dataset.example, err);
      node.append(el("p", { class: "pw-failed" }, t("example.broken")));
    }
  }
  for (const node of document.querySelectorAll(".president-play")) {
    if (node.dataset.bound) continue;
    node.dataset.bound = "1";
    const w = new PlayWidget(node);
    mount(node, w);
    w.start();
  }
  // Reading never loads the engine: the steppers run on the steps computed at build time, and
  // only a reader's intent to play ("Play on from here", the play page) starts the worker.
}

hooks.mounted = mounted;

// The page for an unknown address (overrides/404.html) in the language of its address: a
// language folder in the path (/pl/..., /sub/path/he/...) picks that language's message, its
// direction and its home page. The site root is two folders above this module.
function localizeNotFound() {
  const data = document.getElementById("president-404");
  if (!data) return;
  let texts;
  try { texts = JSON.parse(data.textContent); } catch (e) { return; }
  const lang = location.pathname.split("/").find((seg) => seg && Object.prototype.hasOwnProperty.call(texts, seg));
  if (!lang || lang === document.documentElement.lang) return;
  const box = data.closest(".president-404");
  const siteRoot = new URL("../../", import.meta.url);
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === "he" ? "rtl" : "ltr";
  box.querySelector(".president-404-title").textContent = `404 \u00B7 ${texts[lang].title}`;
  box.querySelector(".president-404-text").textContent = texts[lang].text;
  const home = box.querySelector(".president-404-home");
  home.textContent = texts[lang].home;
  home.href = new URL(lang === "en" ? "./" : `${lang}/`, siteRoot).href;
  document.title = `${texts[lang].title} - ${document.title.split(" - ").pop()}`;
}
localizeNotFound();

// The language switcher keeps the fragment: the same section, example step or game settings on
// the same page in the other language (the ids and game links are the same in every language).
// The links are brought up to date when they are about to be used (the stepper changes the
// fragment without a hashchange event).
function keepFragment(e) {
  const a = e.target && e.target.closest && e.target.closest("a.md-select__link[hreflang]");
  if (!a) return;
  const base = a.getAttribute("href").split("#")[0];
  a.setAttribute("href", location.hash && location.hash.length > 1 ? base + location.hash : base);
}
for (const type of ["pointerover", "focusin", "mousedown", "click", "auxclick", "contextmenu"]) {
  document.addEventListener(type, keepFragment, true);
}

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => bindAll());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", bindAll);
} else {
  bindAll();
}

// A site kept for offline use: a new version is announced (president/offline.js).
watchUpdates();

// Exposed for tests.
export { parseConfigFragment, configFragment, parseStepFragment, cardName, eventSentence };
