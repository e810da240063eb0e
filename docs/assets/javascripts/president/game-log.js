// The game's log: one line per event, in a box of its own that scrolls (newest at the bottom).

import { t } from "./strings.js";
import { el, clear } from "./dom.js";

// Lines kept in the log of one game.
const MAX_LINES = 400;

class GameLog {
  /** Builds the log box (closed <details>); `signal` ends its listeners and frames. */
  constructor(signal) {
    this.signal = signal;
    this.box = el("details", { class: "pw-log-box" }, el("summary", null, t("play.log")));
    // The log scrolls in its own box: focusable, so that the keyboard can scroll it too.
    this.list = el("ol", { class: "pw-log", tabindex: 0, "aria-label": t("play.log") });
    this.box.append(this.list);
    this.box.addEventListener("toggle", () => { if (this.box.open) this.list.scrollTop = this.list.scrollHeight; }, { signal });
    this.frame = 0;
    signal.addEventListener("abort", () => cancelAnimationFrame(this.frame));
  }

  /** Append one line of text. */
  add(text) {
    this.list.append(el("li", null, text));
    while (this.list.childElementCount > MAX_LINES) this.list.firstElementChild.remove();
    // The newest play in view: once per frame and only while the log is open, so that a play
    // does not force a layout.
    if (!this.frame && this.box.open) {
      this.frame = requestAnimationFrame(() => { this.frame = 0; this.list.scrollTop = this.list.scrollHeight; });
    }
  }

  clear() { clear(this.list); }
}

export { GameLog };
