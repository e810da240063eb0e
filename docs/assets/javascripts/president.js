// President widgets: the worked-example stepper and the play table.
// One ES module on the main thread. Python (Pyodide + the engine) runs in one module worker
// for all widgets of the page, started lazily; the main thread never waits on Python.
// Strings come from <script id="president-strings"> (embedded by hooks/engine_assets.py in the
// page's language); nothing from the URL or the engine is ever inserted as HTML.

const WORKER_URL = new URL("./president-worker.js", import.meta.url);
const READY_TIMEOUT_MS = 90000;
const SUIT_SYMBOL = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };
const LEVELS = ["easy", "normal", "hard", "baseline"];

// ------------------------------------------------------------------ strings

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

// ------------------------------------------------------------------ DOM helpers

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  if (attrs) {
    for (const [k, v] of Object.entries(attrs)) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") node.className = v;
      else if (k === "text") node.textContent = v;
      else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
      else node.setAttribute(k, v === true ? "" : String(v));
    }
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function clear(node) { while (node.firstChild) node.removeChild(node.firstChild); }

// ------------------------------------------------------------------ cards

function parseCard(code) {
  // "10H", "QS", "JK", "JK@7"
  if (code.startsWith("JK")) return { joker: true, as: code.includes("@") ? code.split("@")[1] : null };
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

function cardName(code) {
  const c = parseCard(code);
  if (c.joker) return c.as ? t("card.joker_as", { rank: t(`rank.${c.as}`) }) : t("card.joker");
  return t("card.pattern", { rank: t(`rank.${c.rank}`), suit: t(`suit.${c.suit}`) });
}

function cardsName(cards) { return cards.map(cardName).join(", "); }

function cardText(code) {
  const c = parseCard(code);
  if (c.joker) return c.as ? `\u2605${c.as}` : "\u2605";
  return `${c.rank}${SUIT_SYMBOL[c.suit] || c.suit}`;
}

// Card codes inside a sentence, as one left-to-right island: on a Hebrew page "3♣" would
// otherwise show as "♣3" and "10♣ 10♦" as "♦10 ♣10" (U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069).
function cardsText(cards) { return `\u2066${cards.map(cardText).join(" ")}\u2069`; }

function cardClass(code) {
  const c = parseCard(code);
  if (c.joker) return "pc pc-joker";
  return `pc ${c.suit === "H" || c.suit === "D" ? "pc-red" : "pc-black"}`;
}

function cardSpan(code) {
  return el("span", { class: cardClass(code), dir: "ltr", role: "img", "aria-label": cardName(code), title: cardName(code) }, cardText(code));
}

function cardsSpan(cards) {
  if (!cards || !cards.length) return el("span", { class: "pc-none" }, "\u2014");
  return el("span", { class: "pc-group", dir: "ltr" }, cards.map(cardSpan));
}

const RANK_ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"];
function sortCards(cards) {
  const key = (code) => {
    const c = parseCard(code);
    if (c.joker) return 100;
    return RANK_ORDER.indexOf(c.rank) * 4 + "CDHS".indexOf(c.suit);
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}

// ------------------------------------------------------------------ narration

function seatName(seat, ctx) {
  if (ctx && ctx.human !== undefined && ctx.human !== null && seat === ctx.human) return t("seat.you");
  return t("seat.name", { n: seat });
}

function moveText(move) {
  if (!move) return "";
  if (move.kind === "pass") return t("move.pass");
  if (move.kind === "give") return t("move.give", { cards: cardsText(move.cards) });
  return cardsText(move.cards);
}

function has(key) { return Object.prototype.hasOwnProperty.call(strings(), key); }

// The sentence for the human seat ("You play ...") or about it ("... gives you ...") when the
// language has one; otherwise the third-person sentence.
function tv(key, ev, ctx, params) {
  const human = ctx && ctx.human !== undefined && ctx.human !== null ? ctx.human : null;
  if (human !== null) {
    if (ev.seat === human && has(`${key}.you`)) return t(`${key}.you`, params);
    const to = ev.data ? ev.data.to : undefined;
    if (to === human && has(`${key}.to_you`)) return t(`${key}.to_you`, params);
  }
  return t(key, params);
}

function titleName(title) { return t(`title.${title}`); }

// Each event is {code, seat, cards, data}. Returns a sentence in the page's language.
function eventSentence(ev, ctx) {
  const who = ev.seat === null || ev.seat === undefined ? "" : seatName(ev.seat, ctx);
  const cards = cardsText(ev.cards || []);
  const d = ev.data || {};
  switch (ev.code) {
    case "play": return tv("event.play", ev, ctx, { seat: who, cards });
    case "pass": return tv("event.pass", ev, ctx, { seat: who });
    case "revolution": return t("event.revolution");
    case "counter_revolution": return t("event.counter_revolution");
    case "clear": return t(has(`event.clear.${d.reason}`) ? `event.clear.${d.reason}` : "event.clear.generic", { seat: who });
    case "trick_won": return tv("event.trick_won", ev, ctx, { seat: who });
    case "skip": return tv("event.skip", ev, ctx, { seat: who });
    case "went_out":
      return d.reason === "inherit"
        ? tv("event.went_out_inheritance", ev, ctx, { seat: who, place: d.place ?? "" })
        : tv("event.went_out", ev, ctx, { seat: who, place: d.place ?? "" });
    case "round_over": return t("event.round_over");
    case "give":
    case "exchange":
    case "inherit": {
      const to = d.to !== undefined && d.to !== null ? seatName(d.to, ctx) : "";
      const prefix = ev.code === "inherit" ? "event.inherit" : "event.exchange";
      return (ev.cards && ev.cards.length)
        ? tv(prefix, ev, ctx, { seat: who, to, cards })
        : tn(`${prefix}_hidden`, d.count || 0, { seat: who, to });
    }
    case "discard": return tv("event.discard", ev, ctx, { seat: who, cards });
    case "descent": return tn("event.descent", d.size || 1, { seat: who });
    case "direction": return d.direction === "backward" ? t("event.direction_backward") : t("event.direction_forward");
    case "lead": return null; // said by "next to act"
    default: return t("event.unknown", { seat: who });
  }
}

function errorText(code) {
  const key = `error.${code}`;
  const s = strings();
  return Object.prototype.hasOwnProperty.call(s, key) ? s[key] : t("error.generic");
}

// ------------------------------------------------------------------ engine client

class Engine {
  constructor() {
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    this.status = "idle"; // idle | loading | ready | failed
    this.detail = "";
    this.listeners = new Set();
    this.readyPromise = null;
    this.startedAt = 0;
    this.readyAt = 0;
  }

  onStatus(fn) { this.listeners.add(fn); fn(this.status, this.detail); return () => this.listeners.delete(fn); }

  setStatus(status, detail) {
    this.status = status;
    this.detail = detail || "";
    for (const fn of this.listeners) { try { fn(status, this.detail); } catch (e) { console.warn(e); } }
  }

  start() {
    if (this.readyPromise) return this.readyPromise;
    this.startedAt = performance.now();
    this.readyPromise = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.readyPromise.catch(() => {});
    this.setStatus("loading", "");
    if (window.PRESIDENT_FORCE_ENGINE_FAILURE) {
      setTimeout(() => this.fail("disabled for a test"), 0);
      return this.readyPromise;
    }
    try {
      this.worker = new Worker(WORKER_URL, { type: "module", name: "president-engine" });
    } catch (err) {
      this.fail(String(err && err.message || err));
      return this.readyPromise;
    }
    this.worker.onmessage = (e) => this.receive(e.data || {});
    this.worker.onerror = (e) => { e.preventDefault && e.preventDefault(); this.fail(e.message || "worker error"); };
    this.timer = setTimeout(() => { if (this.status === "loading") this.fail("timeout"); }, READY_TIMEOUT_MS);
    this.worker.postMessage({ fn: "start" });
    return this.readyPromise;
  }

  fail(detail) {
    if (this.status === "failed") return;
    clearTimeout(this.timer);
    this.setStatus("failed", detail);
    this._rejectReady && this._rejectReady(new Error(detail));
    for (const { reject } of this.pending.values()) reject(Object.assign(new Error(detail), { code: "engine_unavailable" }));
    this.pending.clear();
    if (this.worker) { try { this.worker.terminate(); } catch (e) { /* ignore */ } }
  }

  receive(msg) {
    if (msg.status) {
      if (msg.status === "ready") {
        clearTimeout(this.timer);
        this.readyAt = performance.now();
        this.setStatus("ready", msg.detail);
        this._resolveReady(msg.detail);
      } else if (msg.status === "failed") {
        this.fail(msg.detail);
      } else {
        this.setStatus("loading", msg.detail);
      }
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(Object.assign(new Error(msg.error || "error"), { code: msg.code }));
  }

  async call(fn, ...args) {
    await this.start();
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, fn, args });
    });
  }
}

const engine = new Engine();
window.presidentEngine = engine; // for the browser tests and the benchmark
const stats = { ai: [] };         // AI thinking times reported by the worker (benchmark)
window.presidentStats = stats;

// The message for a failed engine call: the engine never loaded, or it hit an error.
function engineTrouble(err) {
  if (err && err.code !== "engine_unavailable") console.warn("president engine:", err && err.message);
  return err && err.code === "engine_unavailable" ? t("engine.failed") : t("engine.error");
}

function statusLine() {
  const line = el("p", { class: "president-status", role: "status" });
  const unsub = engine.onStatus((status) => {
    line.dataset.status = status;
    line.textContent = status === "idle" ? "" : t(`engine.${status}`);
    line.hidden = status === "idle" || status === "ready";
  });
  line._unsub = unsub;
  return line;
}

// ------------------------------------------------------------------ shared pieces

function titleFor(place, n) {
  if (place === 0) return "president";
  if (place === n - 1) return "asshole";
  if (n >= 4 && place === 1) return "vice_president";
  if (n >= 4 && place === n - 2) return "vice_asshole";
  return "citizen";
}

function titleOf(seat, ranking, n, rules) {
  const place = ranking.indexOf(seat);
  if (place < 0) return null;
  let title = titleFor(place, n);
  if (rules && rules.titles === "hebrew") {
    title = { citizen: "middle", asshole: "loser", vice_asshole: "vice_loser" }[title] || title;
  }
  return title;
}

function orderLabel(order) { return order === "reversed" ? t("order.reversed") : t("order.normal"); }

function renderPile(state) {
  const box = el("div", { class: "pw-pile" });
  box.append(el("span", { class: "pw-label" }, t("label.pile")));
  if (!state.pile || !state.pile.length) {
    box.append(el("span", { class: "pw-empty" }, t("pile.empty")));
  } else {
    const list = el("ol", { class: "pw-pile-list" });
    state.pile.forEach((p, i) => {
      const last = i === state.pile.length - 1;
      list.append(el("li", { class: last ? "pw-top" : "pw-under" },
        el("span", { class: "pw-who" }, seatName(p.seat, state._ctx)), " ", cardsSpan(p.cards)));
    });
    box.append(list);
  }
  return box;
}

function renderFacts(state) {
  const facts = el("dl", { class: "pw-facts" });
  const add = (label, value) => facts.append(el("div", null, el("dt", null, label), el("dd", null, value)));
  add(t("label.order"), el("span", { class: `pw-order pw-order-${state.order}` }, orderLabel(state.order)));
  if (state.direction === -1) add(t("label.direction"), t("direction.backward"));
  add(t("label.to_act"), state.to_act === null || state.to_act === undefined ? "\u2014" : seatName(state.to_act, state._ctx));
  return facts;
}

// ------------------------------------------------------------------ example stepper

class Stepper {
  constructor(root) {
    this.root = root;
    const data = root.querySelector("script.president-example-data");
    this.data = JSON.parse(data.textContent);
    this.id = this.data.id;
    this.steps = this.data.steps;
    this.index = 0;
    this.build();
    const frag = parseStepFragment(location.hash, this.id, this.steps.length);
    this.go(frag === null ? 0 : frag, { announce: false, updateUrl: false });
    if (frag !== null) requestAnimationFrame(() => root.scrollIntoView({ block: "start" }));
    STEPPERS.add(this);
  }

  build() {
    const r = this.root;
    r.classList.add("pw", "pw-ready");
    r.setAttribute("role", "group");
    r.setAttribute("aria-label", this.data.title || t("example.label"));
    r.tabIndex = -1;
    this.table = el("div", { class: "pw-table-wrap" });
    this.board = el("div", { class: "pw-board" });
    this.narration = el("div", { class: "pw-narration", "aria-live": "polite" });
    this.counter = el("span", { class: "pw-counter" });
    const btn = (cls, label, icon, fn) => el("button", { type: "button", class: `md-button pw-btn ${cls}`, "aria-label": label, title: label, onclick: fn }, el("span", { "aria-hidden": "true" }, icon));
    const rtl = getComputedStyle(r).direction === "rtl";
    this.bFirst = btn("pw-first", t("step.first"), rtl ? "\u00BB" : "\u00AB", () => this.go(0));
    this.bPrev = btn("pw-prev", t("step.previous"), rtl ? "\u203A" : "\u2039", () => this.go(this.index - 1));
    this.bNext = btn("pw-next", t("step.next"), rtl ? "\u2039" : "\u203A", () => this.go(this.index + 1));
    this.bLast = btn("pw-last", t("step.last"), rtl ? "\u00AB" : "\u00BB", () => this.go(this.steps.length - 1));
    this.bPlay = el("button", { type: "button", class: "md-button pw-btn pw-playon", onclick: () => this.playOn() }, t("step.play_on"));
    const controls = el("div", { class: "pw-controls" }, this.bFirst, this.bPrev, this.counter, this.bNext, this.bLast, this.bPlay);
    this.playBox = el("div", { class: "pw-playon-box" });
    r.append(this.table, this.board, this.narration, controls, this.playBox);
    r.addEventListener("keydown", (e) => this.key(e));
    // Start the engine when the reader is about to need it.
    const warm = () => engine.start();
    this.bPlay.addEventListener("pointerenter", warm, { once: true });
    this.bPlay.addEventListener("focus", warm, { once: true });
  }

  key(e) {
    if (e.target && (e.target.closest(".pw-play") || /INPUT|SELECT|TEXTAREA/.test(e.target.tagName))) return;
    const rtl = getComputedStyle(this.root).direction === "rtl";
    const fwd = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    let handled = true;
    if (e.key === fwd) this.go(this.index + 1);
    else if (e.key === back) this.go(this.index - 1);
    else if (e.key === "Home") this.go(0);
    else if (e.key === "End") this.go(this.steps.length - 1);
    else handled = false;
    if (handled) e.preventDefault();
  }

  go(i, opts = {}) {
    const n = this.steps.length;
    i = Math.max(0, Math.min(n - 1, i));
    this.index = i;
    this.render(opts.announce !== false);
    if (opts.updateUrl !== false) {
      try { history.replaceState(history.state, "", `#${this.id}:${i}`); } catch (e) { /* ignore */ }
    }
  }

  render(announce) {
    const step = this.steps[this.index];
    const state = step.state;
    const ctx = {};
    state._ctx = ctx;
    const n = this.data.players;
    // Hands table
    clear(this.table);
    const table = el("table", { class: "pw-hands" });
    table.append(el("caption", { class: "md-visually-hidden pw-sr" }, t("label.hands")));
    table.append(el("thead", null, el("tr", null,
      el("th", { scope: "col" }, t("label.seat")), el("th", { scope: "col" }, t("label.hand")), el("th", { scope: "col" }, t("label.status")))));
    const tbody = el("tbody");
    for (let s = 0; s < n; s++) {
      const status = [];
      if (state.to_act === s) status.push(t("status.to_act"));
      if ((state.passed || []).includes(s)) status.push(t("status.passed"));
      const place = (state.out || []).indexOf(s);
      if (place >= 0) status.push(t("status.out", { place: place + 1 }));
      const tr = el("tr", { class: state.to_act === s ? "pw-active" : null },
        el("th", { scope: "row" }, seatName(s, ctx)),
        el("td", null, cardsSpan(sortCards(state.hands[s] || []))),
        el("td", null, status.join(" \u00B7 ")));
      tbody.append(tr);
    }
    table.append(tbody);
    this.table.append(table);
    // Pile and facts
    clear(this.board);
    this.board.append(renderPile(state), renderFacts(state));
    // Narration
    clear(this.narration);
    const sentences = [];
    if (this.index === 0) {
      sentences.push(t("step.start"));
      for (const ev of step.events || []) { const x = eventSentence(ev, ctx); if (x) sentences.push(x); }
    } else {
      const mv = step.move;
      if (step.legal === false) {
        sentences.push(t("step.rejected", { seat: seatName(mv.seat, ctx), move: moveText(mv), reason: errorText(step.error) }));
      } else {
        for (const ev of step.events || []) { const x = eventSentence(ev, ctx); if (x) sentences.push(x); }
      }
    }
    if (state.to_act !== null && state.to_act !== undefined) sentences.push(t("step.next_to_act", { seat: seatName(state.to_act, ctx) }));
    const p = el("p", { class: "pw-events" }, sentences.join(" "));
    this.narration.append(p);
    if (step.caption) this.narration.append(el("p", { class: "pw-caption" }, step.caption));
    if (!announce) this.narration.setAttribute("aria-live", "off");
    else this.narration.setAttribute("aria-live", "polite");
    this.counter.textContent = t("step.counter", { i: this.index, n: this.steps.length - 1 });
    this.bFirst.disabled = this.bPrev.disabled = this.index === 0;
    this.bNext.disabled = this.bLast.disabled = this.index === this.steps.length - 1;
    this.bPlay.disabled = state.to_act === null || state.to_act === undefined;
    // A focused button that just became disabled would drop the focus to the page: keep it in
    // the widget so the arrow keys go on working.
    const active = document.activeElement;
    if (active && active.disabled && this.root.contains(active)) this.root.focus({ preventScroll: true });
    this.root.dataset.step = String(this.index);
  }

  playOn() {
    const step = this.steps[this.index];
    const human = step.state.to_act;
    if (human === null || human === undefined) return;
    clear(this.playBox);
    const box = el("div", { class: "pw-play pw-play-from-example" });
    this.playBox.append(box);
    const widget = new PlayWidget(box, {
      fromExample: { scenario: this.data.scenario, step: this.index, human },
      onClose: () => { clear(this.playBox); this.bPlay.focus(); },
    });
    widget.start();
  }
}

// "#<example id>:<step>": the step, or null when the fragment is not a step of this example.
// The step is any plain non-negative integer (ASCII digits, any length); past the end it is
// the last step. Anything else ("-1", "1e3", other digits, garbage) is ignored.
function parseStepFragment(hash, id, n) {
  if (!hash || hash.length < 2) return null;
  let frag;
  try { frag = decodeURIComponent(hash.slice(1)); } catch (e) { return null; }
  const m = /^([a-z0-9-]+):([0-9]+)$/.exec(frag);
  if (!m || m[1] !== id) return null;
  const i = Number(m[2]); // a very long number is Infinity: the last step as well
  return Math.max(0, Math.min(n - 1, i));
}

// A step link followed on the open page (only the fragment changes) moves its stepper too.
const STEPPERS = new Set();
window.addEventListener("hashchange", () => {
  for (const stepper of [...STEPPERS]) {
    if (!stepper.root.isConnected) { STEPPERS.delete(stepper); continue; }
    const i = parseStepFragment(location.hash, stepper.id, stepper.steps.length);
    if (i === null) continue;
    stepper.go(i, { updateUrl: false });
    stepper.root.scrollIntoView({ block: "start" });
  }
});

// ------------------------------------------------------------------ play configuration

let PRESETS = null;
function presetsInfo() {
  if (PRESETS) return PRESETS;
  const node = document.getElementById("president-presets");
  try { PRESETS = node ? JSON.parse(node.textContent) : null; } catch (e) { PRESETS = null; }
  return PRESETS;
}

function defaultConfig(info, preset) {
  const p = info.presets[preset || info.default_preset];
  const players = p.defaults.players;
  return { preset: preset || info.default_preset, options: {}, players, seed: null, levels: Array(players - 1).fill("normal") };
}

// Parse "#preset=daifugo&revolution=on&players=5&seed=42&levels=hard,normal" into a config.
// Returns {config, error}; error is a message key + params (never HTML).
function parseConfigFragment(hash, info) {
  const raw = (hash || "").replace(/^#/, "");
  if (!raw || !raw.includes("=")) return { config: defaultConfig(info), error: null, given: false };
  if (raw.length > 2000) return { config: defaultConfig(info), error: { key: "link.too_long" }, given: true };
  const pairs = new Map();
  for (const part of raw.split("&")) {
    if (!part) continue;
    const i = part.indexOf("=");
    let k, v;
    try {
      k = decodeURIComponent(i < 0 ? part : part.slice(0, i));
      v = decodeURIComponent(i < 0 ? "" : part.slice(i + 1));
    } catch (e) {
      return { config: defaultConfig(info), error: { key: "link.bad", params: { part: part.slice(0, 40) } }, given: true };
    }
    pairs.set(k, v);
  }
  const bad = (part) => ({ config: defaultConfig(info), error: { key: "link.bad", params: { part: String(part).slice(0, 40) } }, given: true });
  const preset = pairs.has("preset") ? pairs.get("preset") : info.default_preset;
  if (!Object.prototype.hasOwnProperty.call(info.presets, preset)) return bad(`preset=${preset}`);
  const p = info.presets[preset];
  const config = defaultConfig(info, preset);
  for (const [k, v] of pairs) {
    if (k === "preset") continue;
    if (k === "players") {
      if (!/^\d{1,2}$/.test(v)) return bad(`${k}=${v}`);
      const n = Number(v);
      if (n < p.players[0] || n > p.players[1]) return bad(`${k}=${v}`);
      config.players = n;
    } else if (k === "seed") {
      if (!/^\d{1,9}$/.test(v)) return bad(`${k}=${v}`);
      config.seed = Number(v);
    } else if (k === "levels") {
      const levels = v.split(",");
      if (!levels.every((l) => LEVELS.includes(l))) return bad(`${k}=${v}`);
      config.levels = levels;
    } else if (Object.prototype.hasOwnProperty.call(info.options, k)) {
      const spec = info.options[k];
      let value;
      if (spec.type === "bool") {
        if (v !== "on" && v !== "off") return bad(`${k}=${v}`);
        value = v === "on";
      } else if (spec.type === "int") {
        if (!/^\d{1,4}$/.test(v)) return bad(`${k}=${v}`);
        value = Number(v);
        if (value < spec.min || value > spec.max) return bad(`${k}=${v}`);
      } else {
        if (!spec.choices.map(String).includes(v)) return bad(`${k}=${v}`);
        value = typeof spec.choices[0] === "number" ? Number(v) : v;
      }
      if (p.locked.includes(k) && value !== p.defaults[k]) return bad(`${k}=${v}`);
      config.options[k] = value;
    } else {
      return bad(k);
    }
  }
  // One level per opponent: pad with "normal", cut extra ones.
  const want = config.players - 1;
  config.levels = config.levels.slice(0, want);
  while (config.levels.length < want) config.levels.push("normal");
  return { config, error: null, given: true };
}

function configFragment(config, info) {
  const p = info.presets[config.preset];
  const parts = [`preset=${config.preset}`];
  for (const [k, v] of Object.entries(config.options)) {
    if (v === p.defaults[k]) continue;
    parts.push(`${k}=${typeof v === "boolean" ? (v ? "on" : "off") : v}`);
  }
  if (config.players !== p.defaults.players) parts.push(`players=${config.players}`);
  if (config.seed !== null && config.seed !== undefined) parts.push(`seed=${config.seed}`);
  parts.push(`levels=${config.levels.join(",")}`);
  return "#" + parts.join("&");
}

// ------------------------------------------------------------------ play widget

const AI_DELAY_MS = 650;

class PlayWidget {
  constructor(root, opts = {}) {
    this.root = root;
    this.opts = opts;
    this.info = presetsInfo();
    this.game = null;
    this.state = null;
    this.selected = new Set();
    this.busy = false;
    this.loopToken = 0;
    this.log = [];
    this.build();
  }

  budget() {
    const b = Number(window.PRESIDENT_AI_BUDGET_MS);
    return Number.isFinite(b) && b > 0 ? { budget_ms: b } : {};
  }

  get delay() {
    const d = Number(window.PRESIDENT_AI_DELAY);
    return Number.isFinite(d) && d >= 0 ? d : AI_DELAY_MS;
  }

  build() {
    const r = this.root;
    clear(r);
    r.classList.add("pw", "pw-play");
    r.setAttribute("role", "region");
    r.setAttribute("aria-label", t("play.label"));
    this.status = statusLine();
    this.message = el("p", { class: "pw-message", role: "alert" });
    this.message.hidden = true;
    r.append(this.status, this.message);
    if (!this.opts.fromExample) {
      this.settings = el("details", { class: "pw-settings" });
      this.settings.append(el("summary", null, t("play.settings")));
      this.form = el("form", { class: "pw-form", onsubmit: (e) => { e.preventDefault(); this.newGameFromForm(); } });
      this.settings.append(this.form);
      r.append(this.settings);
    }
    this.tableBox = el("div", { class: "pw-table" });
    this.handBox = el("div", { class: "pw-hand-box" });
    this.resultBox = el("div", { class: "pw-result" });
    this.logBox = el("details", { class: "pw-log-box" }, el("summary", null, t("play.log")));
    this.logList = el("ol", { class: "pw-log" });
    this.logBox.append(this.logList);
    this.live = el("div", { class: "pw-sr", "aria-live": "polite", "aria-atomic": "false" });
    r.append(this.tableBox, this.handBox, this.resultBox, this.logBox, this.live);
    if (!this.opts.fromExample) {
      this.shareBox = el("div", { class: "pw-share" });
      r.append(this.shareBox);
    } else {
      r.append(el("button", { type: "button", class: "md-button pw-btn", onclick: () => this.close() }, t("play.back_to_example")));
    }
  }

  showMessage(text) {
    this.message.textContent = text || "";
    this.message.hidden = !text;
  }

  // ---------------- settings form

  renderForm(config) {
    const info = this.info;
    const f = this.form;
    clear(f);
    const p = info.presets[config.preset];
    const row = (label, control, id) => el("div", { class: "pw-field" }, el("label", { for: id }, label), control);
    const uid = (name) => `pw-${name}-${Math.random().toString(36).slice(2, 8)}`;
    // preset
    const presetId = uid("preset");
    const presetSel = el("select", { id: presetId, name: "preset" },
      Object.keys(info.presets).map((name) => el("option", { value: name, selected: name === config.preset }, t(`preset.${name}`))));
    presetSel.addEventListener("change", () => {
      const c = defaultConfig(info, presetSel.value);
      this.renderForm(c);
      // The select the user was on is a new one now: keep the focus there.
      if (this.form.elements.preset) this.form.elements.preset.focus({ preventScroll: true });
    });
    f.append(row(t("label.preset"), presetSel, presetId));
    // players
    const playersId = uid("players");
    const players = el("input", { id: playersId, name: "players", type: "number", min: p.players[0], max: p.players[1], value: config.players, inputmode: "numeric" });
    // Only the list of opponents follows the number of players, in place: rebuilding the form
    // here would remove the field and the New game button under a click or Enter in progress.
    const follow = () => this.syncLevels(players.value, p);
    players.addEventListener("input", follow);
    players.addEventListener("change", follow);
    f.append(row(t("label.players"), players, playersId));
    // options
    const opts = el("fieldset", { class: "pw-options" }, el("legend", null, t("label.options")));
    for (const [name, spec] of Object.entries(info.options)) {
      if (name === "players") continue;
      const value = name in config.options ? config.options[name] : p.defaults[name];
      const locked = p.locked.includes(name);
      const id = uid(name);
      let control;
      if (spec.type === "bool") {
        control = el("input", { id, name, type: "checkbox", checked: !!value, disabled: locked });
        opts.append(el("div", { class: "pw-field pw-check" }, control, el("label", { for: id }, t(`option.${name}`))));
        continue;
      } else if (spec.type === "int") {
        control = el("input", { id, name, type: "number", min: spec.min, max: spec.max, value, disabled: locked, inputmode: "numeric" });
      } else {
        control = el("select", { id, name, disabled: locked },
          spec.choices.map((c) => el("option", { value: String(c), selected: c === value }, t(`choice.${name}.${c}`))));
      }
      opts.append(row(t(`option.${name}`), control, id));
    }
    if (p.locked.length) opts.append(el("p", { class: "pw-note" }, t("play.locked_note")));
    f.append(opts);
    // levels
    this.levelsBox = el("fieldset", { class: "pw-levels" }, el("legend", null, t("label.levels")));
    for (let s = 1; s < config.players; s++) this.levelsBox.append(this.levelRow(s, config.levels[s - 1]));
    f.append(this.levelsBox);
    // seed
    const seedId = uid("seed");
    f.append(row(t("label.seed"), el("input", { id: seedId, name: "seed", type: "number", min: 0, max: 999999999, value: config.seed ?? "", placeholder: t("label.seed_random"), inputmode: "numeric" }), seedId));
    f.append(el("button", { type: "submit", class: "md-button md-button--primary pw-btn pw-new" }, t("play.new_game")));
  }

  levelRow(seat, level) {
    const id = `pw-level${seat}-${Math.random().toString(36).slice(2, 8)}`;
    const sel = el("select", { id, name: `level${seat}` },
      LEVELS.map((l) => el("option", { value: l, selected: l === (level || "normal") }, t(`level.${l}`))));
    return el("div", { class: "pw-field", "data-seat": seat }, el("label", { for: id }, seatName(seat)), sel);
  }

  // One level select per opponent for the number typed so far (ignored until it is a whole
  // number in the preset's range); the levels already chosen stay.
  syncLevels(value, p) {
    const box = this.levelsBox;
    if (!box || !box.isConnected || !/^\d{1,2}$/.test(String(value).trim())) return;
    const n = Number(value);
    if (n < p.players[0] || n > p.players[1]) return;
    const rows = [...box.querySelectorAll(".pw-field[data-seat]")];
    rows.slice(n - 1).forEach((r) => r.remove());
    for (let seat = rows.length + 1; seat < n; seat++) box.append(this.levelRow(seat, "normal"));
  }

  readForm() {
    const info = this.info;
    const f = this.form;
    if (!f || !f.elements.preset || !f.elements.players || !f.elements.seed) return null;
    const preset = f.elements.preset.value;
    const p = info.presets[preset];
    if (!p) return null;
    let players = Number(f.elements.players.value);
    if (!Number.isInteger(players)) players = p.defaults.players;
    players = Math.max(p.players[0], Math.min(p.players[1], players));
    const options = {};
    for (const [name, spec] of Object.entries(info.options)) {
      if (name === "players") continue;
      const c = f.elements[name];
      if (!c || p.locked.includes(name)) continue;
      if (spec.type === "bool") options[name] = c.checked;
      else if (spec.type === "int") {
        let v = Number(c.value);
        if (!Number.isInteger(v)) v = p.defaults[name];
        options[name] = Math.max(spec.min, Math.min(spec.max, v));
      } else {
        options[name] = typeof spec.choices[0] === "number" ? Number(c.value) : c.value;
      }
      if (options[name] === p.defaults[name]) delete options[name];
    }
    const levels = [];
    for (let s = 1; s < players; s++) {
      const c = f.elements[`level${s}`];
      levels.push(c && LEVELS.includes(c.value) ? c.value : "normal");
    }
    const seedText = f.elements.seed.value.trim();
    const seed = /^\d{1,9}$/.test(seedText) ? Number(seedText) : null;
    return { preset, options, players, seed, levels };
  }

  // ---------------- lifecycle

  async start() {
    if (this.opts.fromExample) {
      engine.start();
      await this.begin(() => engine.call("from_example", this.opts.fromExample.scenario, this.opts.fromExample.step,
        this.opts.fromExample.human, "normal", this.newSeed()));
      return;
    }
    if (!this.info) { this.showMessage(t("engine.failed")); return; }
    const { config, error } = parseConfigFragment(location.hash, this.info);
    if (error) this.showMessage(t(error.key, error.params));
    this.renderForm(config);
    this.lazyStart();
    this.pendingConfig = config;
    // A link to this page with other settings (#preset=...) changes only the fragment: deal anew.
    window.addEventListener("hashchange", () => {
      if (!this.root.isConnected || !location.hash.includes("=")) return;
      const parsed = parseConfigFragment(location.hash, this.info);
      this.showMessage(parsed.error ? t(parsed.error.key, parsed.error.params) : "");
      this.renderForm(parsed.config);
      this.started = true;
      engine.start();
      this.newGame(parsed.config);
    });
  }

  lazyStart() {
    const go = () => {
      if (this.started) return;
      this.started = true;
      engine.start();
      this.newGame(this.pendingConfig);
    };
    this.root.addEventListener("pointerdown", go, { once: true });
    this.root.addEventListener("focusin", go, { once: true });
    if ("IntersectionObserver" in window) {
      const io = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) { io.disconnect(); go(); }
      });
      io.observe(this.root);
    } else {
      go();
    }
  }

  newSeed() { return Math.floor(Math.random() * 1e9); }

  newGameFromForm() {
    const config = this.readForm();
    if (!config) return;
    this.showMessage("");
    this.newGame(config);
  }

  async newGame(config) {
    if (config.seed === null || config.seed === undefined) config = { ...config, seed: this.newSeed() };
    this.config = config;
    const frag = configFragment(config, this.info);
    try { history.replaceState(history.state, "", frag); } catch (e) { /* ignore */ }
    this.renderShare(frag);
    await this.begin(() => engine.call("new_game", {
      rules: { preset: config.preset, players: config.players, ...config.options },
      seed: config.seed, levels: config.levels, human: 0, ...this.budget(),
    }));
  }

  async begin(makeGame) {
    const token = ++this.loopToken;
    const old = this.game;
    this.game = null;
    this.state = null;
    this.selected.clear();
    this.log = [];
    clear(this.logList);
    clear(this.resultBox);
    clear(this.tableBox);
    clear(this.handBox);
    this.tableBox.append(el("p", { class: "pw-wait" }, t("engine.loading")));
    if (old !== null) engine.call("drop", old).catch(() => {});
    let res;
    try {
      res = await makeGame();
    } catch (err) {
      if (token !== this.loopToken) return;
      clear(this.tableBox);
      if (err.code === "engine_unavailable") {
        this.tableBox.append(el("p", { class: "pw-failed" }, t("engine.failed")));
      } else {
        engineTrouble(err);
        this.tableBox.append(el("p", { class: "pw-failed" }, t("play.cannot_start")));
      }
      return;
    }
    if (token !== this.loopToken) return;
    if (res.error) {
      clear(this.tableBox);
      this.showMessage(t("link.rejected"));
      if (this.info && !this.opts.fromExample) {
        const config = defaultConfig(this.info);
        this.renderForm(config);
        this.newGame(config);
      }
      return;
    }
    this.game = res.game;
    this.setState(res.state, res.events || []);
    this.loop(token);
  }

  close() {
    this.loopToken++;
    if (this.game !== null) engine.call("drop", this.game).catch(() => {});
    this.opts.onClose && this.opts.onClose();
  }

  // ---------------- the turn loop: AI seats move one by one; the human's turn waits for input

  async loop(token) {
    while (token === this.loopToken && this.state) {
      const s = this.state;
      if (s.game_over || s.round_over) return; // buttons take over
      if (s.to_act === s.human) return;
      await new Promise((r) => setTimeout(r, this.delay));
      if (token !== this.loopToken) return;
      let res;
      try {
        res = await engine.call("ai_move", this.game);
      } catch (err) {
        if (token === this.loopToken) this.showMessage(engineTrouble(err));
        return;
      }
      if (token !== this.loopToken) return;
      if (res.level) stats.ai.push({ level: res.level, ms: res.ms });
      this.setState(res.state, res.events);
    }
  }

  setState(state, events) {
    this.state = state;
    this.version = (this.version || 0) + 1;
    this.root.dataset.version = String(this.version);
    state._ctx = { human: state.human };
    this.selected.clear();
    const said = [];
    for (const ev of events || []) {
      const x = eventSentence(ev, state._ctx);
      if (x) { this.addLog(x); said.push(x); }
    }
    // One announcement per update, so that a screen reader hears every play of it.
    this.live.textContent = said.join(" ");
    const hadFocus = this.root.contains(document.activeElement);
    this.render();
    if (!hadFocus) return; // the user is elsewhere on the page: leave the focus there
    const now = document.activeElement;
    const mine = state.to_act === state.human && !state.round_over && !state.game_over;
    // The human's turn (back): from the widget itself, where the focus waits while the
    // opponents play, or from a button that is gone, to the first card of the hand.
    const card = mine && (now === this.root || !this.root.contains(now))
      ? this.handBox.querySelector(".pw-card:not([disabled])") : null;
    if (card) card.focus({ preventScroll: true });
    else if (!this.root.contains(now)) this.refocus();
  }

  // Keep keyboard users inside the widget when the buttons they were on are re-rendered.
  refocus() {
    const target = this.handBox.querySelector(".pw-card:not([disabled]), .pw-actions button:not([disabled])")
      || this.resultBox.querySelector("button")
      || this.root;
    if (target === this.root) this.root.tabIndex = -1;
    target.focus({ preventScroll: true });
  }

  addLog(text) {
    this.logList.append(el("li", null, text));
    while (this.logList.childElementCount > 400) this.logList.firstElementChild.remove();
    // The newest play in view (the list scrolls inside its own box).
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  // ---------------- rendering

  render() {
    const s = this.state;
    const ctx = s._ctx;
    const n = s.players;
    this.root.dataset.phase = s.game_over ? "game_over" : s.round_over ? "round_over" : s.phase;
    this.root.dataset.toAct = s.to_act === null ? "" : String(s.to_act);
    // table of seats
    clear(this.tableBox);
    const seats = el("ul", { class: "pw-seats" });
    for (let seat = 0; seat < n; seat++) {
      const bits = [];
      if (seat !== s.human) bits.push(t(`level.${s.levels[seat] || "normal"}`));
      bits.push(tn("count.cards", s.hand_sizes[seat]));
      if ((s.passed || []).includes(seat)) bits.push(t("status.passed"));
      const place = (s.out || []).indexOf(seat);
      if (place >= 0) bits.push(t("status.out", { place: place + 1 }));
      // The title a seat holds: from the previous round while a round is played (it decides
      // the exchange), from this round once it is over.
      const ranking = s.round_over ? s.ranking : s.previous_ranking;
      if (ranking && ranking.length) {
        const title = titleOf(seat, ranking, n, s.rules);
        if (title) bits.push(titleName(title));
      }
      seats.append(el("li", { class: `pw-seat${s.to_act === seat ? " pw-active" : ""}${seat === s.human ? " pw-me" : ""}`, "data-seat": seat },
        el("strong", null, seatName(seat, ctx)), el("span", null, bits.join(" \u00B7 "))));
    }
    this.tableBox.append(seats, el("div", { class: "pw-board" }, renderPile(s), renderFacts(s)));
    const head = el("p", { class: "pw-round" }, t("play.round", { i: s.round_no, n: s.rounds }));
    this.tableBox.prepend(head);
    this.renderHand();
    this.renderResult();
  }

  renderHand() {
    const s = this.state;
    clear(this.handBox);
    this.giveTo = null;
    const mine = s.to_act === s.human && !s.round_over && !s.game_over;
    const giving = mine && (s.phase === "exchange" || s.phase === "give");
    const heading = el("p", { class: "pw-hand-title" }, t("label.your_hand"));
    this.handBox.append(heading);
    const hand = el("div", { class: "pw-hand", role: "group", "aria-label": t("label.your_hand") });
    for (const code of sortCards(s.hand)) {
      const on = this.selected.has(code);
      const b = el("button", {
        type: "button", class: `pw-card ${cardClass(code)}${on ? " pw-selected" : ""}`, dir: "ltr",
        "aria-pressed": on ? "true" : "false", "aria-label": cardName(code), "data-card": code,
        disabled: !mine,
      }, cardText(code));
      b.addEventListener("click", () => this.toggle(code));
      hand.append(b);
    }
    if (!s.hand.length) hand.append(el("span", { class: "pw-empty" }, t("hand.empty")));
    this.handBox.append(hand);
    const actions = el("div", { class: "pw-actions" });
    this.explain = el("p", { class: "pw-explain", "aria-live": "polite" });
    if (mine) {
      if (giving) {
        // The engine's pending give (web.py view): kind "exchange" (to a fixed seat), "discard"
        // (descents: to no one) or "inherit" (one card, to a seat the giver picks from targets:
        // the seats still in the round).
        const g = s.give || {};
        const inherit = g.kind === "inherit";
        const prompt = inherit ? t("give.prompt_inheritance")
          : g.to !== undefined && g.to !== null ? tn("give.prompt_to", g.count || 1, { to: seatName(g.to, s._ctx) })
          : tn("give.prompt_discard", g.count || 1);
        this.explain.textContent = prompt;
        if (inherit && g.targets && g.targets.length) {
          const id = `pw-to-${Math.random().toString(36).slice(2, 8)}`;
          this.giveTo = el("select", { id, class: "pw-give-to" }, g.targets.map((seat) => el("option", { value: seat }, seatName(seat, s._ctx))));
          this.giveTo.addEventListener("change", () => { if (this.selected.size) this.checkSelection(); });
          actions.append(el("label", { for: id }, t("give.to")), this.giveTo);
        } else {
          this.giveTo = null;
        }
        actions.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-give", onclick: () => this.submit("give") }, t("play.give")));
      } else {
        actions.append(
          el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-play-btn", onclick: () => this.submit("play") }, t("play.play")),
          el("button", { type: "button", class: "md-button pw-btn pw-pass", disabled: !s.can_pass, onclick: () => this.submit("pass") }, t("play.pass")),
        );
        this.explain.textContent = s.pile && s.pile.length ? t("play.your_turn_follow") : t("play.your_turn_lead");
      }
      actions.append(el("button", { type: "button", class: "md-button pw-btn pw-hint", onclick: () => this.hint() }, t("play.hint")));
    } else if (!s.round_over && !s.game_over) {
      this.explain.textContent = s.to_act === null ? "" : t("play.waiting", { seat: seatName(s.to_act, s._ctx) });
    }
    this.handBox.append(actions, this.explain);
  }

  toggle(code) {
    if (this.selected.has(code)) this.selected.delete(code); else this.selected.add(code);
    const b = this.handBox.querySelector(`button[data-card="${CSS.escape(code)}"]`);
    if (b) {
      const on = this.selected.has(code);
      b.classList.toggle("pw-selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
    }
    this.checkSelection();
  }

  selectedMove(kind) {
    const cards = sortCards([...this.selected]);
    if (kind === "pass") return { kind: "pass", cards: [] };
    const move = { kind, cards };
    if (kind === "give" && this.giveTo) move.to = Number(this.giveTo.value);
    return move;
  }

  async checkSelection() {
    const s = this.state;
    const kind = s.phase === "exchange" || s.phase === "give" ? "give" : "play";
    if (!this.selected.size) { this.explain.textContent = ""; return; }
    const token = this.loopToken;
    const move = this.selectedMove(kind);
    let res;
    try { res = await engine.call("check", this.game, move); } catch (e) { return; }
    if (token !== this.loopToken || this.state !== s) return;
    const same = sortCards([...this.selected]).join(" ") === move.cards.join(" ");
    if (!same) return;
    this.explain.textContent = res.error ? errorText(res.error) : t("play.selection_ok", { cards: cardsName(move.cards) });
    this.explain.classList.toggle("pw-bad", !!res.error);
  }

  async submit(kind) {
    if (this.busy) return;
    const s = this.state;
    const move = this.selectedMove(kind);
    if (kind !== "pass" && !move.cards.length) {
      this.explain.textContent = t("play.select_first");
      this.explain.classList.add("pw-bad");
      return;
    }
    this.busy = true;
    const token = this.loopToken;
    let res;
    try {
      res = await engine.call("play", this.game, move);
    } catch (err) {
      this.busy = false;
      this.showMessage(engineTrouble(err));
      return;
    } finally {
      this.busy = false;
    }
    if (token !== this.loopToken || this.state !== s) return;
    if (!res.ok) {
      this.explain.textContent = errorText(res.error);
      this.explain.classList.add("pw-bad");
      return;
    }
    this.setState(res.state, res.events);
    this.loop(token);
  }

  async hint() {
    const s = this.state;
    let res;
    try { res = await engine.call("hint", this.game); } catch (e) { return; }
    if (this.state !== s || !res.move) return;
    const mv = res.move;
    this.selected = new Set(mv.kind === "pass" ? [] : mv.cards);
    this.renderHand();
    if (this.giveTo && mv.to !== undefined && mv.to !== null) this.giveTo.value = String(mv.to);
    this.explain.classList.remove("pw-bad");
    this.explain.textContent = this.hintText(mv);
    this.explain.dataset.hint = mv.kind;
    const target = this.handBox.querySelector(mv.kind === "pass" ? ".pw-pass" : mv.kind === "give" ? ".pw-give" : ".pw-play-btn");
    if (target) target.focus({ preventScroll: true });
  }

  // The hint in the words of the button it leads to: pass, play, or (Give) give to a seat,
  // hand on an inheritance, discard.
  hintText(mv) {
    if (mv.kind === "pass") return t("hint.pass");
    const cards = cardsName(mv.cards);
    if (mv.kind !== "give") return t("hint.play", { cards });
    const g = this.state.give || {};
    const to = mv.to !== undefined && mv.to !== null ? mv.to : g.to;
    if (g.kind === "discard" || to === undefined || to === null) return t("hint.discard", { cards });
    return t(g.kind === "inherit" ? "hint.inherit" : "hint.give_to", { cards, to: seatName(to, this.state._ctx) });
  }

  renderResult() {
    const s = this.state;
    clear(this.resultBox);
    if (!s.round_over && !s.game_over) return;
    const n = s.players;
    const ranking = s.ranking || [];
    const box = el("section", { class: "pw-result-box", "aria-live": "polite" });
    box.append(el("h3", { class: "pw-result-title" }, s.game_over ? t("result.game_over") : t("result.round_over", { i: s.round_no })));
    const table = el("table", { class: "pw-result-table" });
    table.append(el("thead", null, el("tr", null,
      el("th", { scope: "col" }, t("result.place")), el("th", { scope: "col" }, t("label.seat")),
      el("th", { scope: "col" }, t("result.title")), el("th", { scope: "col" }, t("result.points")), el("th", { scope: "col" }, t("result.total")))));
    const body = el("tbody");
    ranking.forEach((seat, place) => {
      body.append(el("tr", { class: seat === s.human ? "pw-me" : null },
        el("td", null, String(place + 1)), el("th", { scope: "row" }, seatName(seat, s._ctx)),
        el("td", null, titleName(titleOf(seat, ranking, n, s.rules))),
        el("td", null, String(n - place)), el("td", null, String(s.scores[seat]))));
    });
    table.append(body);
    // Scrolls by itself, never the page, if six long titles do not fit a narrow screen.
    box.append(el("div", { class: "pw-table-wrap" }, table));
    if (s.game_over) {
      const best = Math.max(...s.scores);
      const winners = s.scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
      box.append(el("p", { class: "pw-winner" }, t("result.winner", { seats: winners.map((w) => seatName(w, s._ctx)).join(", ") })));
      if (!this.opts.fromExample) {
        box.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-new-game", onclick: () => {
          const c = { ...this.config, seed: null };
          this.renderForm(c);
          this.newGame(c);
        } }, t("play.new_game")));
      }
    } else {
      box.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-next-round", onclick: () => this.nextRound() }, t("play.next_round")));
    }
    this.resultBox.append(box);
    const done = s.game_over ? t("result.game_over") : t("result.round_over", { i: s.round_no });
    this.live.textContent = [this.live.textContent, done].filter(Boolean).join(" ");
  }

  async nextRound() {
    const token = this.loopToken;
    let res;
    try { res = await engine.call("next_round", this.game); } catch (e) { this.showMessage(engineTrouble(e)); return; }
    if (token !== this.loopToken) return;
    this.setState(res.state, res.events);
    this.loop(token);
  }

  renderShare(frag) {
    if (!this.shareBox) return;
    clear(this.shareBox);
    const url = location.href.split("#")[0] + frag;
    const id = `pw-share-${Math.random().toString(36).slice(2, 8)}`;
    const input = el("input", { id, type: "text", readonly: true, value: url, class: "pw-share-url", dir: "ltr" });
    const copy = el("button", { type: "button", class: "md-button pw-btn pw-copy", onclick: async () => {
      input.select();
      try { await navigator.clipboard.writeText(url); copy.textContent = t("share.copied"); } catch (e) { copy.textContent = t("share.select"); }
    } }, t("share.copy"));
    this.shareBox.append(el("label", { for: id }, t("share.label")), el("div", { class: "pw-share-row" }, input, copy));
  }
}

// ------------------------------------------------------------------ binding

function bindAll() {
  strings();
  for (const node of document.querySelectorAll(".president-example[data-example]")) {
    if (node.dataset.bound) continue;
    node.dataset.bound = "1";
    try {
      if (!node.querySelector("script.president-example-data")) {
        node.append(el("p", { class: "pw-failed" }, t("example.missing")));
        continue;
      }
      new Stepper(node);
    } catch (err) {
      console.warn("president: example", node.dataset.example, err);
      node.append(el("p", { class: "pw-failed" }, t("example.broken")));
    }
  }
  for (const node of document.querySelectorAll(".president-play")) {
    if (node.dataset.bound) continue;
    node.dataset.bound = "1";
    const w = new PlayWidget(node);
    node._president = w;
    w.start();
  }
  // Stepper widgets warm the engine when they come into view.
  const examples = document.querySelectorAll(".president-example.pw-ready");
  if (examples.length && "IntersectionObserver" in window) {
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { io.disconnect(); engine.start(); }
    }, { rootMargin: "0px" });
    examples.forEach((e) => io.observe(e));
  }
}

if (window.document$ && typeof window.document$.subscribe === "function") {
  window.document$.subscribe(() => bindAll());
} else if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", bindAll);
} else {
  bindAll();
}

// Exposed for tests.
export { parseConfigFragment, configFragment, parseStepFragment, cardName, eventSentence };
