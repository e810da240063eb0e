// Widget messages of the page's language, in Fluent (i18n/messages/<lang>.ftl, embedded in the
// page by hooks/page_widgets.py as <script type="application/json" id="president-messages">
// {"lang", "ftl", "en"}, English being the fallback) and formatted by @fluent/bundle (pinned in
// package.json, copied into the site by hooks/fluent_assets.py; no CDN).
//
// t(key, params) formats the message of a widget key ("event.play.you" is the Fluent message
// "event-play-you"); plural and select variants are chosen inside the message (e.g. on $n or
// $count), so tn(key, n, params) is t(key, {n, ...params}). has(key) tells whether the page's
// language (or English) has the message. A missing message shows its key.

import { FluentBundle, FluentResource } from "../vendor/fluent-bundle/index.js";
import { FUNCTIONS } from "./fluent-functions.js";

let BUNDLES = null;
let LANG = "en";

function bundleFrom(source, lang) {
  if (!source) return null;
  // Card runs are isolated where they are built (cards.js); Fluent's own isolation marks around
  // every placeable would also land in aria-labels and copied text.
  // The messages' own functions (fluent-functions.js: ATTACH, a Hebrew prefix on a name).
  const bundle = new FluentBundle(lang, { useIsolating: false, functions: FUNCTIONS });
  const errors = bundle.addResource(new FluentResource(source));
  if (errors.length) console.warn(`president: ${errors.length} error(s) in the ${lang} messages`, errors);
  return bundle;
}

function bundles() {
  if (BUNDLES) return BUNDLES;
  let data = {};
  const node = document.getElementById("president-messages");
  if (node) {
    try { data = JSON.parse(node.textContent); } catch (e) { data = {}; }
  }
  LANG = data.lang || document.documentElement.lang || "en";
  BUNDLES = [bundleFrom(data.ftl, LANG), bundleFrom(data.en, "en")].filter(Boolean);
  return BUNDLES;
}

function messageId(key) { return key.replace(/\./g, "-"); }

// Numbers are numbers for the selectors ($n, $count: plural categories); any other number (a
// seed, a place, a round) is shown as written, without the locale's digit grouping.
function plainParams(params) {
  if (!params) return null;
  const out = {};
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === "number" && k !== "n" && k !== "count" ? String(v) : v;
  return out;
}

function t(key, params) {
  const id = messageId(key);
  for (const bundle of bundles()) {
    const message = bundle.getMessage(id);
    if (message && message.value) {
      const errors = [];
      const text = bundle.formatPattern(message.value, plainParams(params), errors);
      if (errors.length) console.warn(`president: message ${id}:`, errors);
      return text;
    }
  }
  return key;
}

/** Reads the messages of the page anew (after Material's instant navigation to a page, which
 * may be in another language); returns the bundles, the page's language first. */
function strings() { BUNDLES = null; return bundles(); }

function tn(key, n, params) { return t(key, { n, ...(params || {}) }); }

function has(key) { return bundles().some((b) => b.hasMessage(messageId(key))); }

/** The page's language code ("en", "he", ...). */
function lang() { bundles(); return LANG; }

export { strings, t, tn, has, lang };
