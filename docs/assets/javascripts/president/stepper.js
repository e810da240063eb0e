// The worked-example stepper: the embedded steps of an example (hooks/worked_examples.py, placed by hooks/page_widgets.py), stepped
// with buttons, arrow keys and step links (#<example id>:<step>); "Play on from here" opens a
// play widget at the step.

import { t } from "./strings.js";
import { el, clear } from "./dom.js";
import { sortCards, cardsSpan, cardsText } from "./cards.js";
import { placeOf, seatName, eventSentence, reasonText } from "./narration.js";
import { engine } from "./engine-client.js";
import { renderPile, renderFacts } from "./pile.js";
import { PlayWidget } from "./table.js";

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

  // The page is gone: forget this stepper (and any game opened from it).
  destroy() {
    STEPPERS.delete(this);
    const box = this.playBox && this.playBox.querySelector(".pw-play");
    if (box && box._president) box._president.destroy();
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
    // The link of the step shown (the address holds it too: go() writes "#<id>:<step>").
    this.bLink = el("button", { type: "button", class: "md-button pw-btn pw-copy-step", onclick: () => this.copyLink() }, t("step.copy_link"));
    const controls = el("div", { class: "pw-controls" }, this.bFirst, this.bPrev, this.counter, this.bNext, this.bLast, this.bPlay, this.bLink);
    this.playBox = el("div", { class: "pw-playon-box" });
    r.append(this.table, this.board, this.narration, controls, this.playBox);
    r.addEventListener("keydown", (e) => this.key(e));
    // Start the engine only when the reader presses the button (a press, not a mouse passing
    // over it or a Tab through it: the runtime is megabytes): stepping the example needs no
    // engine.
    const warm = () => engine.start();
    this.bPlay.addEventListener("pointerdown", warm, { once: true });
    this.bPlay.addEventListener("touchstart", warm, { once: true, passive: true });
  }

  /** The link of the step shown, to the clipboard; where the browser refuses, the reader is
   * told that the address bar holds it. */
  async copyLink() {
    const url = location.href.split("#")[0] + `#${this.id}:${this.index}`;
    try {
      history.replaceState(history.state, "", `#${this.id}:${this.index}`);
    } catch (e) { /* ignore */ }
    try {
      await navigator.clipboard.writeText(url);
      this.bLink.textContent = t("step.link_copied");
    } catch (e) {
      this.bLink.textContent = t("step.link_in_address");
    }
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
    this.notePlayOn();
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
      const place = placeOf(s, state);
      if (place > 0) status.push(t((state.hands[s] || []).length ? "status.place" : "status.out", { place }));
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
        // One whole sentence per kind of move ("tries to pass" is not "tries <play> pass"), then
        // the reason as a sentence of its own. A give is a discard only where the rules ask for
        // one (web.replay_example: the pending give's reason), else a give (an exchange, ...).
        const discard = mv.reason === "discard" || mv.reason === "ten_discard";
        const kind = mv.kind === "pass" ? "pass" : mv.kind === "give" ? (discard ? "discard" : "give") : "play";
        sentences.push(t(`step.rejected.${kind}`, { seat: seatName(mv.seat, ctx), cards: cardsText(mv.cards || []) }));
        sentences.push(reasonText(step.error, step.detail));
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
    if (this.bLink) this.bLink.textContent = t("step.copy_link");
    // A focused button that becomes disabled drops the focus to the page (at once in some
    // Chromium versions, at the next frame in others): note the focus before, and keep it in the
    // widget so the arrow keys go on working.
    const active = document.activeElement;
    this.bFirst.disabled = this.bPrev.disabled = this.index === 0;
    this.bNext.disabled = this.bLast.disabled = this.index === this.steps.length - 1;
    this.bPlay.disabled = state.to_act === null || state.to_act === undefined;
    if (active && active.disabled && this.root.contains(active)) this.root.focus({ preventScroll: true });
    this.root.dataset.step = String(this.index);
  }

  // The game opened with Play on stays on its own step: say so when the example moves on.
  notePlayOn() {
    const note = this.playNote;
    if (!note || !note.isConnected || this.playFrom === null || this.playFrom === undefined) return;
    clear(note);
    note.hidden = this.index === this.playFrom;
    if (note.hidden) return;
    const canPlay = this.steps[this.index].state.to_act !== null && this.steps[this.index].state.to_act !== undefined;
    note.append(t("step.game_elsewhere", { i: this.playFrom, j: this.index }));
    if (canPlay) {
      note.append(" ", el("button", { type: "button", class: "md-button pw-btn pw-playon-restart", onclick: () => this.playOn() },
        t("step.play_on_step", { j: this.index })));
    }
  }

  playOn() {
    const step = this.steps[this.index];
    const human = step.state.to_act;
    if (human === null || human === undefined) return;
    const old = this.playBox.querySelector(".pw-play");
    if (old && old._president) old._president.destroy();
    clear(this.playBox);
    // A separate panel that names the step it started from; when the example is stepped
    // elsewhere, the panel says so and offers to start again from there.
    const title = t("step.game_from", { i: this.index });
    this.playFrom = this.index;
    this.playNote = el("p", { class: "pw-playon-note", role: "status" });
    this.playNote.hidden = true;
    const panel = el("section", { class: "pw-playon-panel", "aria-label": title, "data-from": this.index },
      el("h4", { class: "pw-playon-title" }, title), this.playNote);
    const box = el("div", { class: "pw-play pw-play-from-example" });
    panel.append(box);
    this.playBox.append(panel);
    const widget = new PlayWidget(box, {
      fromExample: { scenario: this.data.scenario, step: this.index, human },
      onClose: () => { clear(this.playBox); this.playFrom = null; this.bPlay.focus(); },
    });
    box._president = widget;
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

export { Stepper, parseStepFragment };
