// Checks the widget messages (i18n/messages/<lang>.ftl) with @fluent/bundle itself, the library
// the pages use, and prints one JSON report: {"problems": [...], "formatted": N}.
//
// - every file parses completely (no entry skipped as junk);
// - every language has exactly English's messages;
// - every message formats in its language without an error and without a missing argument, for
//   every variant of every select expression it declares: a plural selector (variants named by
//   CLDR categories) with a number of each category of the language (e.g. 1, 2, 5, 22 in Polish),
//   and the result is that variant's text; a select on a string with each declared value;
// - a message that selects on a plural category declares every category the language uses for
//   whole numbers (pl: one, few, many; he: one, two; ...).
//
// Usage: node scripts/check_messages.mjs [messages-dir]
//        node scripts/check_messages.mjs --format '[["pl", "count-cards", {"n": 22}], ...]'
//          prints the formatted texts as a JSON list (for tests/site/test_messages.py).

import { readFileSync, readdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { FluentBundle, FluentResource } = await import(join(ROOT, "node_modules/@fluent/bundle/esm/index.js"));
// The functions the pages give their bundles (ATTACH: a Hebrew prefix on a name).
const { FUNCTIONS } = await import(join(ROOT, "docs/assets/javascripts/president/fluent-functions.js"));
const FORMAT = process.argv[2] === "--format" ? JSON.parse(process.argv[3]) : null;
const DIR = (!FORMAT && process.argv[2]) || join(ROOT, "i18n", "messages");
const LANGS = ["en", "pl", "nl", "de", "bg", "he"];
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];
const problems = [];
let formatted = 0;

function samples(lang) {
  // A number of each plural category; whole numbers first (they are what the widget passes).
  const rules = new Intl.PluralRules(lang);
  const out = {};
  const whole = {};
  for (const n of [...Array(200).keys(), 0.5, 1.5, 2.5]) {
    const c = rules.select(n);
    if (!(c in out)) out[c] = n;
    if (Number.isInteger(n) && !(c in whole)) whole[c] = n;
  }
  return { any: out, whole: Object.keys(whole) };
}

function walk(pattern, found) {
  if (typeof pattern === "string" || !pattern) return;
  for (const el of pattern) {
    if (typeof el === "string") continue;
    expr(el, found);
  }
}
function expr(el, found) {
  if (el.type === "var") found.vars.add(el.name);
  else if (el.type === "select") {
    found.selects.push(el);
    expr(el.selector, found);
    for (const v of el.variants) walk(v.value, found);
  } else if (el.type === "func") for (const a of el.args) if (a.type) expr(a, found);
}

const bundles = {};
const ids = {};
for (const lang of LANGS) {
  const file = join(DIR, `${lang}.ftl`);
  const text = readFileSync(file, "utf8");
  const resource = new FluentResource(text);
  const declared = [...text.matchAll(/^([a-zA-Z][\w-]*) =/gm)].map((m) => m[1]);
  const parsed = resource.body.map((m) => m.id);
  const lost = declared.filter((id) => !parsed.includes(id));
  if (lost.length) problems.push(`${lang}.ftl: entries that do not parse: ${lost.join(", ")}`);
  const bundle = new FluentBundle(lang, { useIsolating: false, functions: FUNCTIONS });
  const errors = bundle.addResource(resource);
  for (const e of errors) problems.push(`${lang}.ftl: ${e}`);
  bundles[lang] = bundle;
  ids[lang] = new Set(parsed);
}
if (FORMAT) {
  console.log(JSON.stringify(FORMAT.map(([lang, id, args]) => {
    const m = bundles[lang].getMessage(id);
    return m ? bundles[lang].formatPattern(m.value, args, []) : null;
  })));
  process.exit(0);
}

for (const lang of LANGS.slice(1)) {
  const missing = [...ids.en].filter((id) => !ids[lang].has(id));
  const extra = [...ids[lang]].filter((id) => !ids.en.has(id));
  if (missing.length) problems.push(`${lang}: missing messages: ${missing.join(", ")}`);
  if (extra.length) problems.push(`${lang}: messages English lacks: ${extra.join(", ")}`);
}

for (const lang of LANGS) {
  const bundle = bundles[lang];
  const { any, whole } = samples(lang);
  for (const id of ids[lang]) {
    const message = bundle.getMessage(id);
    if (!message.value) { problems.push(`${lang}: ${id} has no value`); continue; }
    const found = { vars: new Set(), selects: [] };
    walk(message.value, found);
    const base = {};
    for (const v of found.vars) base[v] = `<${v}>`;
    const runs = [];
    for (const sel of found.selects) {
      const name = sel.selector.name;
      const keys = sel.variants.map((v) => v.key.value);
      const plural = keys.every((k) => CATEGORIES.includes(k) || typeof k === "number");
      if (plural) {
        const missing = whole.filter((c) => !keys.includes(c));
        if (missing.length) problems.push(`${lang}: ${id} selects on $${name} but lacks the categories ${missing.join(", ")}`);
        for (const c of new Set([...whole, ...keys.filter((k) => CATEGORIES.includes(k))])) {
          if (!(c in any)) { problems.push(`${lang}: ${id} declares [${c}], which ${lang} never uses`); continue; }
          const variant = sel.variants.find((v) => v.key.value === c) || sel.variants[sel.star];
          runs.push({ args: { ...base, [name]: any[c] }, variant, what: `$${name}=${any[c]} (${c})` });
        }
      } else {
        for (const v of sel.variants) runs.push({ args: { ...base, [name]: v.key.value }, variant: v, what: `$${name}=${v.key.value}` });
      }
    }
    if (!runs.length) runs.push({ args: base, variant: null, what: "" });
    for (const run of runs) {
      const errors = [];
      const text = bundle.formatPattern(message.value, run.args, errors);
      formatted += 1;
      if (errors.length) problems.push(`${lang}: ${id} ${run.what}: ${errors.join("; ")}`);
      if (!text.trim() || /\{\$|\{[a-z_]+\}/.test(text)) problems.push(`${lang}: ${id} ${run.what}: formats as ${JSON.stringify(text)}`);
      if (run.variant && found.selects.length === 1 && message.value.length === 1) {
        const want = bundle.formatPattern(run.variant.value, run.args, []);
        if (text !== want) problems.push(`${lang}: ${id} ${run.what}: chose ${JSON.stringify(text)}, not ${JSON.stringify(want)}`);
      }
    }
  }
}
console.log(JSON.stringify({ problems, formatted }));
