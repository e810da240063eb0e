// The keyboard at the play table: where the focus goes after the game changes (to the hand when
// it is the player's turn, never away from where the user put it), and the table's own keys
// (P passes, H asks for a hint).

import { frame } from "./dom.js";

class TableKeys {
  /** widget: the PlayWidget (root, state, hand, result, shared, signal; submit(), hint(),
   * isMine()). */
  constructor(widget) {
    this.w = widget;
    this.keep = false;    // an update came while the focus was in the table: it stays there
    this.pending = null;  // the frame that places it
  }

  /** Is the focus in the table (or about to be put back there)? Asked before each update. */
  hasFocus() { return this.w.root.contains(document.activeElement) || this.keep; }

  /** After an update that found the focus in the table: place it in the next frame, once the
   * browser lays the table out anyway (a focus right after the update forced that layout inside
   * the update: the longest task of a game). */
  follow() {
    this.keep = true;
    if (!this.pending) this.pending = frame(this.w.signal, () => { this.pending = null; this.keep = false; this.place(); });
  }

  place() {
    const w = this.w;
    const s = w.state;
    if (!s || !w.root.isConnected) return;
    const now = document.activeElement;
    const lost = !now || now === document.body || now === document.documentElement;
    if (!lost && !w.root.contains(now)) return; // the user has put it elsewhere meanwhile
    const mine = w.isMine(s);
    // The human's turn (back): from the widget itself, where the focus waits while the
    // opponents play, or from a button that is gone, to the first card of the hand.
    const card = mine && (lost || now === w.root)
      ? w.hand.box.querySelector(".pw-card:not([disabled]), .pw-handover-show") : null;
    if (card) card.focus({ preventScroll: true });
    else if (lost) this.refocus();
  }

  // Keep keyboard users inside the widget when the buttons they were on are re-rendered.
  refocus() {
    const w = this.w;
    const target = w.hand.box.querySelector(".pw-card:not([disabled]), .pw-handover-show, .pw-actions button:not([disabled])")
      || w.result.box.querySelector("button")
      || w.root;
    if (target === w.root) w.root.tabIndex = -1;
    target.focus({ preventScroll: true });
  }

  /** Keys anywhere in the table (not in the settings or a text box): P passes, H asks for a
   * hint. Material's page keys (p and n: previous and next page) stay out of the table. */
  key(e) {
    const w = this.w;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const t0 = e.target;
    if (t0 && (t0.closest(".pw-settings") || /INPUT|SELECT|TEXTAREA/.test(t0.tagName))) return;
    const key = e.key.toLowerCase();
    if (["p", "h", "n", ",", "."].includes(key)) e.stopPropagation();
    const s = w.state;
    if (!s || !w.isMine(s)) return;
    if (e.repeat || (w.shared && w.hand.viewer !== s.to_act)) return;
    if (key === "p" && s.can_pass) { e.preventDefault(); w.submit("pass"); }
    else if (key === "h") { e.preventDefault(); w.hint(); }
  }
}

export { TableKeys };
