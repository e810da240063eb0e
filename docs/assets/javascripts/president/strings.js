// Widget strings of the page's language: <script id="president-strings"> (embedded by
// hooks/engine_assets.py from hooks/widget_strings.json). t() fills {name} placeholders,
// tn() picks the CLDR plural form, has() tells whether the language has a key.

let STR = null;
let LANG = "en";
function strings() {
  if (STR) return STR;
  STR = {};
  const el = document.getElementById("president-strings");
  if (el) {
    try { STR = JSON.parse(el.textContent); } catch (e) { STR = {}; }
  }
  LANG = STR._lang || document.documentElement.lang || "en";
  return STR;
}

function t(key, params) {
  const s = strings();
  let text = Object.prototype.hasOwnProperty.call(s, key) ? s[key] : key;
  if (params) {
    text = text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  }
  return text;
}

let pluralRules = null;
function tn(key, n, params) {
  strings();
  if (!pluralRules) {
    try { pluralRules = new Intl.PluralRules(LANG); } catch (e) { pluralRules = new Intl.PluralRules("en"); }
  }
  const form = `${key}.${pluralRules.select(n)}`;
  const k = Object.prototype.hasOwnProperty.call(STR, form) ? form : `${key}.other`;
  return t(k, { n, ...(params || {}) });
}

function has(key) { return Object.prototype.hasOwnProperty.call(strings(), key); }

/** The page's language code ("en", "he", ...), once the strings are read. */
function lang() { strings(); return LANG; }

export { strings, t, tn, has, lang };
