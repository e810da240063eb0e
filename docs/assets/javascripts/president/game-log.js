// The game's log: one line per event, in a box of its own that scrolls (newest at the bottom).
//
// It is drawn from the game's events (web.log), in this page's language, as the seat at this
// device may see them. New events are added as they come; it is drawn anew when it no longer
// follows from what is shown: after an undo (the undone moves leave it), after a reload (the
// saved game's events), and in pass and play when another person takes the device (each sees
// only what their seat may know).

import { t } from "./strings.js";
import { el, clear, frame } from "./dom.js";
import { eventSentence } from "./narration.js";

// Lines kept in the log of one game.
const MAX_LINES = 400;

class GameLog {
  /** Builds the log box (closed <details>); `signal` ends its listeners and frames; `port()`
   * gives what answers web.log (the engine client, or online the host: online-guest.js). */
  constructor(signal, port) {
    this.signal = signal;
    this.port = port;
    this.box = el("details", { class: "pw-log-box" }, el("summary", null, t("play.log")));
    // The log scrolls in its own box: focusable, so that the keyboard can scroll it too.
    this.list = el("ol", { class: "pw-log", tabindex: 0, "aria-label": t("play.log") });
    this.box.append(this.list);
    this.box.addEventListener("toggle", () => { if (this.box.open) this.list.scrollTop = this.list.scrollHeight; }, { signal });
    this.scroll = null;
  }

  /** Append one line of text. */
  add(text) {
    this.list.append(el("li", null, text));
    while (this.list.childElementCount > MAX_LINES) this.list.firstElementChild.remove();
    // The newest play in view: once per frame and only while the log is open, so that a play
    // does not force a layout.
    if (!this.scroll && this.box.open) {
      this.scroll = frame(this.signal, () => { this.scroll = null; this.list.scrollTop = this.list.scrollHeight; });
    }
  }

  clear() { clear(this.list); }

  /** A new game: nothing drawn yet. */
  reset() {
    this.clear();
    this.view = { size: 0, viewer: null, token: 0, pending: false };
  }

  /**
   * The game's state is now `state` after `events`: true when the caller is to add their lines
   * (the log follows on), false when the log is being drawn anew from the engine. `now()`
   * gives {game, state} as they are when the engine answers.
   */
  follow(state, events, now) {
    const lv = this.view;
    if (!lv.pending && (lv.viewer === null || lv.viewer === state.human) && state.log_size === lv.size + events.length) {
      lv.size = state.log_size;
      lv.viewer = state.human;
      this.list.dataset.size = String(lv.size); // the events drawn (tests wait for it)
      return true;
    }
    this.redraw(now);
    return false;
  }

  async redraw(now) {
    const lv = this.view;
    const { game, state: asked } = now();
    const token = ++lv.token;
    lv.pending = true;
    delete this.list.dataset.size;
    let res;
    try { res = await this.port().call("log", game, 0); } catch (e) { lv.pending = false; return; }
    const { game: current, state } = now();
    if (token !== lv.token || lv !== this.view || current !== game || !state) return;
    this.clear();
    for (const ev of res.events) {
      const x = eventSentence(ev, state._ctx);
      if (x) this.add(x);
    }
    lv.size = res.size;
    lv.viewer = asked ? asked.human : state.human;
    lv.pending = false;
    this.list.dataset.size = String(lv.size);
    // Moves made, or the device passed on, while the log was asked for: ask again.
    if (state.log_size !== res.size || state.human !== lv.viewer) this.redraw(now);
  }
}

export { GameLog };
