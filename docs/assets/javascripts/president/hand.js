// The human's hand in the play widget: one button per card (kept for the whole round and only
// changed: order, selection, dimming, whether it is the player's turn), the selection, the
// card input (click, Space, double-click, long press, arrow keys) and, in pass and play, the
// screen that hides the hand until the next person takes the device.

import { t } from "./strings.js";
import { el, clear, later } from "./dom.js";
import { parseCard, cardName, cardText, cardColour, cardFaceParts, sortCards, sortHand } from "./cards.js";
import { seatName } from "./narration.js";
import { setText } from "./table-view.js";

// A finger (or the mouse) held this long on a card selects its whole set, like a double-click.
const LONG_PRESS_MS = 500;

// A card button's name begins with what it shows ("3♣"), then says it in words: a name must hold
// the visible text (WCAG 2.5.3, Label in Name: speech users say what they see).
// A joker shows its word (JOKER), which its name holds already.
function buttonLabel(code, words) { return parseCard(code).joker ? words : `${cardText(code)} ${words}`; }

class HandView {
  /**
   * box: the element under the table (the hand, its buttons and the line that explains the
   * turn); on.change(): the selection changed; on.submit(kind): Enter on a card ("play" or
   * "give"); signal: ends the timers of a long press.
   */
  constructor(box, on, signal) {
    this.box = box;
    this.on = on;
    this.signal = signal;
    this.selected = new Set();
    this.sortBy = "rank";
    this.viewer = null; // pass and play: the seat whose hand is shown
    this.view = null;
    this.focusCard = null;
    this.pressedSet = null;
    this.state = null;
  }

  /** Forget the last game's hand. */
  reset() { this.view = null; this.selected.clear(); clear(this.box); }

  /** The actions and the explanation line (built with the hand; see table-controls.js). */
  get actions() { return this.view && this.view.actions; }

  get explain() { return this.view && this.view.explain; }

  get reading() { return this.view && this.view.reading; }

  /**
   * Show the hand of state `s` (`mine`: the human's turn). In pass and play (`shared`), when
   * another person's turn comes, the hand is hidden behind "pass the device to ..." until that
   * person asks to see it: returns false then (no hand, no actions), else true.
   */
  render(s, mine, shared) {
    this.state = s;
    if (shared && mine && this.viewer !== s.to_act) {
      this.handover(s);
      return false;
    }
    let h = this.view;
    if (!h || h.key !== "hand" || !h.hand.isConnected) h = this.build();
    this.syncCards(s, mine);
    return true;
  }

  handover(s) {
    const who = seatName(s.to_act);
    const key = `handover:${s.to_act}`;
    if (this.view && this.view.key === key) return;
    clear(this.box);
    const explain = el("p", { class: "pw-explain" });
    this.view = { key, actions: null, explain };
    const show = el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-handover-show",
      onclick: () => {
        this.viewer = s.to_act;
        this.on.shown();
        const c = this.box.querySelector(".pw-card");
        if (c) c.focus();
      } }, t("handover.show", { seat: who }));
    this.box.append(el("div", { class: "pw-handover", role: "status" },
      el("p", { class: "pw-handover-title" }, t("handover.title", { seat: who })), show));
  }

  build() {
    clear(this.box);
    const sort = el("button", { type: "button", class: "md-button pw-btn pw-sort",
      onclick: () => { this.sortBy = this.sortBy === "rank" ? "suit" : "rank"; this.on.shown(); sort.focus(); } });
    const heading = el("div", { class: "pw-hand-head" }, el("p", { class: "pw-hand-title" }, t("label.your_hand")), sort);
    const hand = el("div", { class: "pw-hand", role: "group", "aria-label": t("label.your_hand"), dir: "ltr" });
    hand.addEventListener("keydown", (e) => this.key(e, [...hand.querySelectorAll("button.pw-card")]));
    hand.addEventListener("focusin", (e) => {
      const b = e.target.closest && e.target.closest("button.pw-card");
      if (!b) return;
      this.focusCard = b.dataset.card;
      for (const c of hand.querySelectorAll("button.pw-card")) c.tabIndex = c === b ? 0 : -1;
    });
    const empty = el("span", { class: "pw-empty" }, t("hand.empty"));
    const actions = el("div", { class: "pw-actions" });
    // A run with a joker at one end reads two ways: the card the joker stands for is chosen here.
    const reading = el("div", { class: "pw-field pw-reading" });
    reading.hidden = true;
    const explain = el("p", { class: "pw-explain", "aria-live": "polite" });
    this.box.append(heading, hand, actions, reading, explain);
    this.view = { key: "hand", sort, hand, empty, actions, reading, explain, cards: new Map() };
    return this.view;
  }

  // One button per card, kept while the card is in the hand (two jokers: two keys).
  syncCards(s, mine) {
    const h = this.view;
    h.sort.dataset.sort = this.sortBy;
    setText(h.sort, t(this.sortBy === "rank" ? "hand.sort_suit" : "hand.sort_rank"));
    // The engine's playable cards (web.py view): the others are dimmed on your turn, still in
    // the tab order and named as not playable now.
    const playable = mine && Array.isArray(s.playable) ? new Set(s.playable) : null;
    const seen = {};
    const wanted = [];
    for (const code of sortHand(s.hand, this.sortBy, s.order)) {
      const key = `${code}#${seen[code] = (seen[code] || 0) + 1}`;
      let b = h.cards.get(key);
      if (!b) {
        b = el("button", { type: "button", class: `pw-card pcard pcard-${cardColour(code)}`, dir: "ltr", "data-card": code }, cardFaceParts(code));
        this.cardInput(b, code);
        h.cards.set(key, b);
      }
      const on = this.selected.has(code);
      const dim = playable !== null && !playable.has(code);
      b.classList.toggle("pw-selected", on);
      b.classList.toggle("pw-dim", dim);
      b.classList.remove("pw-fits");
      const pressed = on ? "true" : "false";
      if (b.getAttribute("aria-pressed") !== pressed) b.setAttribute("aria-pressed", pressed);
      const label = buttonLabel(code, dim ? t("hand.not_playable", { card: cardName(code) }) : cardName(code));
      if (b.getAttribute("aria-label") !== label) b.setAttribute("aria-label", label);
      if (b.disabled !== !mine) b.disabled = !mine;
      wanted.push([key, b]);
    }
    const keep = new Set(wanted.map(([key]) => key));
    for (const [key, b] of h.cards) if (!keep.has(key)) { b.remove(); h.cards.delete(key); }
    // In the order shown, moving only the cards that are out of place.
    let at = h.hand.firstChild;
    for (const [, b] of wanted) {
      if (at === b) { at = b.nextSibling; continue; }
      h.hand.insertBefore(b, at);
    }
    if (!s.hand.length) { if (!h.empty.isConnected) h.hand.append(h.empty); } else if (h.empty.isConnected) h.empty.remove();
    // One stop for Tab in the hand (the card last in focus, else the first); the arrow keys move
    // between the cards, Space selects, Enter plays (or gives) the selection.
    const current = wanted.find(([, b]) => b.dataset.card === this.focusCard) || wanted[0];
    for (const [, b] of wanted) {
      const tab = current && b === current[1] ? 0 : -1;
      if (b.tabIndex !== tab) b.tabIndex = tab;
    }
  }

  // A card's input: click (or Space) toggles it; double-click, or a long press (a finger or the
  // mouse held LONG_PRESS_MS without moving away), selects its whole set.
  cardInput(b, code) {
    b.addEventListener("click", () => {
      if (this.pressedSet === b) { this.pressedSet = null; return; } // the click that ends a long press
      this.toggle(code);
    });
    b.addEventListener("dblclick", () => this.selectSet(code));
    let timer = null;
    let start = null;
    const cancel = () => { if (timer !== null) { timer.cancel(); timer = null; } };
    b.addEventListener("pointerdown", (e) => {
      if (b.disabled || (e.pointerType === "mouse" && e.button !== 0)) return;
      cancel();
      start = [e.clientX, e.clientY];
      this.pressedSet = null;
      timer = later(this.signal, () => {
        timer = null;
        this.pressedSet = b;
        this.selectSet(code);
      }, LONG_PRESS_MS);
    });
    b.addEventListener("pointermove", (e) => {
      if (timer !== null && start && Math.hypot(e.clientX - start[0], e.clientY - start[1]) > 10) cancel();
    });
    for (const type of ["pointerup", "pointercancel", "pointerleave"]) b.addEventListener(type, cancel);
    // No context menu (or text selection callout) under a finger held on a card.
    b.addEventListener("contextmenu", (e) => { if (this.pressedSet === b || timer !== null) e.preventDefault(); });
  }

  /** Show the selection on the card buttons (after it changed as a whole). */
  markSelection() {
    for (const b of this.box.querySelectorAll("button.pw-card")) {
      const on = this.selected.has(b.dataset.card);
      b.classList.toggle("pw-selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
    }
  }

  toggle(code) {
    if (this.selected.has(code)) this.selected.delete(code); else this.selected.add(code);
    this.markSelection();
    this.on.change();
  }

  /** Select exactly `cards` (a hint; a joker written with its rank, JK@8, selects the joker). */
  select(cards) {
    this.selected = new Set(cards.map((c) => c.split("@")[0]));
    this.markSelection();
  }

  // Double-click (or double-tap) a card: select every card of its rank (its whole set).
  selectSet(code) {
    const c = parseCard(code);
    const same = this.state.hand.filter((x) => { const y = parseCard(x); return !c.joker && !y.joker && y.rank === c.rank; });
    if (!same.length) return;
    this.select(same);
    this.on.change();
  }

  /** The selected cards, sorted as the engine writes them. */
  cards() { return sortCards([...this.selected]); }

  // Keys in the hand: arrows (and Home/End) move between the cards in the order they are shown
  // (left to right on every page), Space selects (the button's own behaviour), Enter plays or
  // gives the selection (the card in focus alone when nothing is selected).
  key(e, cards) {
    const b = e.target.closest && e.target.closest("button.pw-card");
    if (!b || e.altKey || e.ctrlKey || e.metaKey) return;
    const i = cards.indexOf(b);
    let to = null;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") to = Math.min(cards.length - 1, i + 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") to = Math.max(0, i - 1);
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = cards.length - 1;
    else if (e.key === "Enter") {
      e.preventDefault();
      if (e.repeat) return;
      const s = this.state;
      if (!this.selected.size) this.toggle(b.dataset.card);
      this.on.submit(s.phase === "exchange" || s.phase === "give" ? "give" : "play");
      return;
    }
    if (to === null) return;
    e.preventDefault();
    cards[to].focus();
  }

  // The cards that can join the selection towards a legal move (the engine's check: fits) are
  // highlighted, and named so; none while nothing is selected.
  showFits(fits) {
    const set = new Set(fits || []);
    for (const b of this.box.querySelectorAll("button.pw-card")) {
      const code = b.dataset.card;
      const fit = set.has(code) && !this.selected.has(code);
      if (b.classList.contains("pw-fits") === fit) continue;
      b.classList.toggle("pw-fits", fit);
      b.setAttribute("aria-label", buttonLabel(code, fit ? t("hand.fits", { card: cardName(code) })
        : b.classList.contains("pw-dim") ? t("hand.not_playable", { card: cardName(code) }) : cardName(code)));
    }
  }
}

export { HandView };
