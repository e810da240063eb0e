// The review sheet of the widget messages: every message of every language (i18n/messages/
// <lang>.ftl) formatted by @fluent/bundle, the library the pages use, with realistic values: one
// card and several, each order, each reason, a seat and "you" (the widget passes seat.you as a
// seat's name), every option name, the ruleset names, each plural category of the language.
// Reviewers read the sentences as the reader will, not the templates.
//
// Usage: node scripts/review_sheet.mjs [out-dir]   writes <out-dir>/<lang>.md (default
//          build/review-sheet/), generated output, not committed
//        node scripts/review_sheet.mjs --check [messages-dir]   prints JSON {"problems": [...],
//          "rendered": N}: the patterns of a broken sentence (tests/site/test_messages.py):
//          an empty result, an unfilled { $x }, a value twice in a row, two colons in one
//          message, and (en, nl, pl, bg, whose words after a colon start small) a capital
//          letter of the message's own text right after a colon.

import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { FluentBundle, FluentResource } = await import(join(ROOT, "node_modules/@fluent/bundle/esm/index.js"));
// The functions the pages give their bundles (ATTACH: a Hebrew prefix on a name).
const { FUNCTIONS } = await import(join(ROOT, "docs/assets/javascripts/president/fluent-functions.js"));
const CHECK = process.argv[2] === "--check";
const DIR = (CHECK && process.argv[3]) || join(ROOT, "i18n", "messages");
const OUT = (!CHECK && process.argv[2]) || join(ROOT, "build", "review-sheet");
const LANGS = ["en", "pl", "nl", "de", "bg", "he"];
const SMALL_AFTER_COLON = new Set(["en", "nl", "pl", "bg"]);
const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];
const MARK = "\u0001";
const NEVER_YOU = new Set(["handover-show", "handover-title", "play-waiting", "step-next_to_act", "step-rejected-discard",
  "step-rejected-give", "step-rejected-pass", "step-rejected-play",
  "online-seat_ai", "online-seat_free", "online-take_seat", "online-hand_to_ai"]); // stands for a value while checking the message's own text

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function vars(pattern, found) {
  if (!pattern || typeof pattern === "string") return;
  for (const el of pattern) if (typeof el !== "string") expr(el, found);
}
function expr(el, found) {
  if (el.type === "var") { if (!found.has(el.name)) found.set(el.name, null); }
  else if (el.type === "select") {
    if (el.selector.type === "var") found.set(el.selector.name, el.variants.map((v) => v.key.value));
    expr(el.selector, found);
    for (const v of el.variants) vars(v.value, found);
  } else if (el.type === "func") for (const a of el.args) if (a.type) expr(a, found);
}

function numbers(lang) {
  // One whole number of each plural category the language uses (1, 2, 5, 22 ... as it needs).
  const rules = new Intl.PluralRules(lang);
  const out = new Map();
  for (let n = 1; n < 200; n++) if (!out.has(rules.select(n))) out.set(rules.select(n), n);
  return [...out.values()];
}

function load(lang) {
  const text = readFileSync(join(DIR, `${lang}.ftl`), "utf8");
  const resource = new FluentResource(text);
  const bundle = new FluentBundle(lang, { useIsolating: false, functions: FUNCTIONS });
  bundle.addResource(resource);
  return { bundle, ids: resource.body.map((m) => m.id).sort() };
}

// The values the code passes, as it builds them (narration.js, table-controls.js, results.js,
// settings-panel.js, settings.js): names in the language, cards as the page writes them.
function values(lang, bundle) {
  const f = (id, args = {}) => bundle.formatPattern(bundle.getMessage(id).value, args, []);
  const seat = f("seat-name", { n: 2 });
  const you = f("seat-you");
  const inline = (n, kind, name) => f("seat-inline", { seat: kind === "you" ? you : name || f("seat-name", { n }), n, kind });
  const options = [...bundle._messages.keys()].filter((id) => id.startsWith("option-")).map((id) => f(id));
  const presets = [...bundle._messages.keys()].filter((id) => id.startsWith("preset-")).map((id) => f(id));
  const whys = [...bundle._messages.keys()].filter((id) => id.startsWith("link-why_")).map((id) => f(id, { min: 3, max: 7 }));
  const nums = numbers(lang);
  return {
    // A seat inside a sentence (seat-inline: the receiver, the trick's winner after "so", the
    // winners' list): a numbered seat, "you", a typed name.
    seat: [seat, you], to: [inline(3, "number"), inline(0, "you")],
    inline: [inline(2, "number"), inline(0, "you"), inline(2, "named", "Ana")],
    // The seat as a sentence's subject (narration.js eventSentence): a numbered seat, a typed name.
    subject: [f("seat-subject", { seat, named: "no" }), f("seat-subject", { seat: "Ana", named: "yes" })],
    cards: ["7♥", "7♥ 7♠ 7♦", "9♣ JK 🃏 J♣"], card: ["3♦", "Q♠"],
    n: nums, count: nums, place: [1, 4], i: [1, 3], j: [2], min: [3], max: [7],
    suits: [f("suit-H"), new Intl.ListFormat(lang, { type: "conjunction" }).format([f("suit-H"), f("suit-S")])],
    seats: [inline(2, "number"), inline(0, "you"), [inline(2, "number"), inline(4, "number")].join(", "),
      [inline(0, "you"), inline(2, "number")].join(", ")],
    option: options, preset: presets,
    part: whys, parts: [`jokers (${whys[0]})`, `jokers (${whys[0]}); lock (${whys[1]})`],
    rank: [f("rank-7"), f("rank-Q")], suit: ["C", "D", "H", "S"],
    // Online play (lobby.js): names the players typed, the host's (typed, or "Host" in this
    // language), a computer seat's level, the signalling server's address.
    name: ["Ana", "Jan Kowalski"], host: ["Ana", f("online-host")],
    level: [f("level-normal"), f("level-hard")], address: ["ws://127.0.0.1:9000/signal"],
    // The runtime's download (engine-client.js): megabytes so far and in all.
    loaded: ["0.4", "3.1"], total: ["7.4"],
  };
}

function combos(found, pool, lang) {
  let runs = [{}];
  for (const [name, keys] of found) {
    let list;
    if (keys) {
      const plural = keys.every((k) => CATEGORIES.includes(k) || typeof k === "number");
      list = plural ? (pool[name] && typeof pool[name][0] === "number" ? pool[name] : numbers(lang)) : keys;
    } else list = pool[name] || [`«${name}»`];
    const next = [];
    for (const r of runs) for (const v of list) next.push({ ...r, [name]: v });
    runs = next.slice(0, 400);
  }
  // The count goes with the list it counts (one suit with n = 1, two suits with more).
  if (found.has("n") && found.has("suits")) runs = runs.filter((r) => (r.n === 1) === (r.suits === pool.suits[0]));
  if (found.has("count") && found.has("seats")) runs = runs.filter((r) => (r.count === 1) === !r.seats.includes(", "));
  return runs;
}

const problems = [];
let rendered = 0;
if (!CHECK) mkdirSync(OUT, { recursive: true });
for (const lang of LANGS) {
  const { bundle, ids } = load(lang);
  const pool = values(lang, bundle);
  const lines = [`# Widget messages, ${lang}: every message as the reader sees it`, "",
    "Generated by scripts/review_sheet.mjs from i18n/messages/" + lang + ".ftl. Each message, then each sentence it makes with realistic values.", ""];
  for (const id of ids) {
    const message = bundle.getMessage(id);
    if (!message || !message.value) continue;
    const found = new Map();
    vars(message.value, found);
    lines.push(`## ${id}`, "");
    const seen = new Set();
    // "you" only where the code would pass it: a message with a sentence of its own for the
    // reader (<id>-you, <id>-to_you) never gets "you" as $seat or $to (narration.js tv()).
    const you = pool.seat[1];
    const mine = id.endsWith("-you") || id.endsWith("-to_you");
    // Nor where the seat is never the reader's: a hand-over, waiting for a computer seat, a worked
    // example (no reader's seat), a hidden give (the reader sees the cards of their own give).
    const never = NEVER_YOU.has(id) || id.endsWith("_hidden");
    const realistic = (a) => !((a.seat === you && (never || mine || bundle.hasMessage(`${id}-you`)))
      || (a.to === you && (mine || bundle.hasMessage(`${id}-to_you`) || bundle.hasMessage(id.replace(/-you$/, "-to_you")))));
    for (const args of combos(found, pool, lang).filter(realistic)) {
      const errors = [];
      const text = bundle.formatPattern(message.value, args, errors);
      rendered += 1;
      if (seen.has(text)) continue;
      seen.add(text);
      const shown = Object.keys(args).length ? ` _(${Object.entries(args).map(([k, v]) => `${k}=${v}`).join(", ")})_` : "";
      lines.push(`- ${text}${shown}`);
      const where = `${lang}: ${id}${shown ? ` ${JSON.stringify(args)}` : ""}`;
      if (errors.length) problems.push(`${where}: ${errors.join("; ")}`);
      if (!text.trim()) problems.push(`${where}: empty`);
      if (/\{\s*\$?[\w-]+\s*\}|«/.test(text)) problems.push(`${where}: unfilled value in ${JSON.stringify(text)}`);
      const twice = text.match(/(?:^|[\s(„“"'])([\p{L}\p{N}♥♠♦♣]+)\s+\1(?=$|[\s.,!?;:)…“”"'])/iu);
      const doubled = Object.values(args).map(String).find((v) => v.length > 1 && new RegExp(`${escape(v)}[\\s,]*${escape(v)}`, "iu").test(text));
      const word = twice && Object.values(args).some((v) => String(v).toLowerCase().includes(twice[1].toLowerCase())) ? twice[1] : null;
      if (doubled || word) problems.push(`${where}: "${doubled || word}" twice in a row in ${JSON.stringify(text)}`);
      if ((text.match(/:(?!\/)/g) || []).length > 1) problems.push(`${where}: two colons in ${JSON.stringify(text)}`);
      if (SMALL_AFTER_COLON.has(lang)) {
        // The message's own words only: the values are replaced by a mark.
        const marked = {};
        for (const [k, v] of Object.entries(args)) marked[k] = found.get(k) ? v : MARK;
        const own = bundle.formatPattern(message.value, marked, []);
        if (/:\s+\p{Lu}/u.test(own)) problems.push(`${where}: a capital after a colon in ${JSON.stringify(text)}`);
      }
    }
    lines.push("");
  }
  if (!CHECK) writeFileSync(join(OUT, `${lang}.md`), lines.join("\n"));
}
if (CHECK) console.log(JSON.stringify({ problems, rendered }));
else console.log(`wrote ${LANGS.map((l) => join(OUT, `${l}.md`)).join(", ")} (${rendered} sentences)`);
