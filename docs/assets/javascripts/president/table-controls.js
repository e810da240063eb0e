// The controls of the play widget: the buttons under the hand (Play, Pass, Give and to whom,
// Hint, Undo), the line that explains the turn (what to do, why a selection is not legal, a
// hint), and the computer speed in the table's head.

import { t, tn } from "./strings.js";
import { el, clear, frame } from "./dom.js";
import { cardName, cardsName, parseCard } from "./cards.js";
import { seatInline, seatName, errorText } from "./narration.js";
import { loadSpeed, storeSpeed } from "./storage.js";
import { setText } from "./table-view.js";

// The pause before each computer move (ms), by the speed setting.
const AI_SPEEDS = { instant: 0, fast: 250, normal: 650, slow: 1400 };

class Controls {
  /**
   * widget: the PlayWidget (its state, game and actions: submit, hint, undo); hand: its
   * HandView, whose box holds the buttons and the explanation line.
   */
  constructor(widget, hand) {
    this.w = widget;
    this.hand = hand;
    this.giveTo = null;
    this.key = null;
    this.speed = loadSpeed(Object.keys(AI_SPEEDS), "normal");
    this.wake = null;
    this.picked = null; // {key: the selection, readings: [[card...]...], select}
  }

  /** The pause before a computer move, in ms. */
  get delay() { return AI_SPEEDS[this.speed] ?? AI_SPEEDS.normal; }

  reset() { this.giveTo = null; this.key = null; this.picked = null; }

  // The buttons, rebuilt only when what the player can do changes; the line that explains the
  // turn follows every update (a hint or a check writes its own there).
  sync(s, mine) {
    const actions = this.hand.actions;
    const explain = this.hand.explain;
    if (!actions) { this.giveTo = null; this.key = null; return; }
    const giving = mine && (s.phase === "exchange" || s.phase === "give");
    const g = s.give || {};
    const undo = !!(s.can_undo && !this.w.opts.fromExample);
    const key = JSON.stringify([mine, giving, giving ? g : null, !!s.can_pass, undo, this.w.shared ? s.to_act : null, actions === this.actionsBox]);
    if (this.key !== key) {
      this.key = key;
      this.actionsBox = actions;
      clear(actions);
      this.giveTo = null;
      if (mine) {
        if (giving) {
          // The engine's pending give (web.py view): kind "exchange" (to a fixed seat), "discard"
          // (descents: to no one) or "inherit" (one card, to a seat the giver picks from targets:
          // the seats still in the round).
          if (g.kind === "inherit" && g.targets && g.targets.length) {
            const id = `pw-to-${Math.random().toString(36).slice(2, 8)}`;
            this.giveTo = el("select", { id, class: "pw-give-to" }, g.targets.map((seat) => el("option", { value: seat }, seatName(seat, s._ctx))));
            this.giveTo.addEventListener("change", () => { if (this.hand.selected.size) this.check(); });
            actions.append(el("label", { for: id }, t("give.to")), this.giveTo);
          }
          actions.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-give", onclick: () => this.w.submit("give") }, t("play.give")));
        } else {
          actions.append(
            el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-play-btn", onclick: () => this.w.submit("play") }, t("play.play")),
            el("button", { type: "button", class: "md-button pw-btn pw-pass", disabled: !s.can_pass, onclick: () => this.w.submit("pass") }, t("play.pass")),
          );
        }
        actions.append(el("button", { type: "button", class: "md-button pw-btn pw-hint", onclick: () => this.w.hint() }, t("play.hint")));
        if (undo) actions.append(el("button", { type: "button", class: "md-button pw-btn pw-undo", onclick: () => this.w.undo() }, t("play.undo")));
      }
    }
    explain.classList.remove("pw-bad");
    delete explain.dataset.hint;
    setText(explain, this.prompt(s, mine, giving, g));
    if (!this.picked || this.picked.key !== this.hand.cards().join(" ")) this.showReadings([]);
  }

  // The run's readings the engine allows for the selection (web.check: readings), when there are
  // several: the player picks the card the joker stands for; the first is the engine's own
  // reading of the bare joker (the strongest).
  showReadings(readings, chosen = null) {
    const box = this.hand.reading;
    if (!box) return;
    clear(box);
    box.hidden = !readings.length;
    this.picked = null;
    if (!readings.length) return;
    const id = `pw-reading-${Math.random().toString(36).slice(2, 8)}`;
    const select = el("select", { id, class: "pw-reading-select" }, readings.map((cards, i) =>
      el("option", { value: i, selected: chosen !== null && cards.join(" ") === chosen.join(" ") }, jokerCardName(cards))));
    box.append(el("label", { for: id }, t("label.joker_card")), select);
    this.picked = { key: this.hand.cards().join(" "), readings, select };
  }

  // What the player is to do now, or whom the table waits for.
  prompt(s, mine, giving, g) {
    if (giving) {
      if (g.kind === "inherit") return t("give.prompt_inheritance");
      if (g.to !== undefined && g.to !== null) return tn("give.prompt_to", g.count || 1, { to: seatInline(g.to, s._ctx) });
      return tn("give.prompt_discard", g.count || 1);
    }
    if (mine) {
      if (s.pile && s.pile.length) return t("play.your_turn_follow");
      // The game's first lead must hold the card the rules name: the 3 of the suit (♣ or ♦).
      if (s.first_lead_card) return t("play.your_turn_first_lead", { suit: s.first_lead_card.slice(-1) });
      return t("play.your_turn_lead");
    }
    if (!s.round_over && !s.game_over && s.to_act !== null) return t("play.waiting", { seat: seatName(s.to_act, s._ctx) });
    return "";
  }

  /** Say in the explanation line that something is wrong (`text`). */
  complain(text) {
    const explain = this.hand.explain;
    if (!explain) return;
    explain.textContent = text;
    explain.classList.add("pw-bad");
  }

  /** The move the selection makes: {kind, cards[, to]}. */
  move(kind) {
    if (kind === "pass") return { kind: "pass", cards: [] };
    const move = { kind, cards: this.hand.cards() };
    if (kind === "give" && this.giveTo) move.to = Number(this.giveTo.value);
    const p = this.picked;
    if (kind === "play" && p && p.key === move.cards.join(" ")) move.cards = p.readings[Number(p.select.value)] || move.cards;
    return move;
  }

  // The engine checks the selection: why it is not legal yet, or that it is; the cards that
  // could join it are highlighted.
  async check() {
    const w = this.w;
    const s = w.state;
    const explain = this.hand.explain;
    if (!s || !explain) return;
    const kind = s.phase === "exchange" || s.phase === "give" ? "give" : "play";
    this.showReadings([]);
    if (!this.hand.selected.size) { explain.textContent = ""; this.hand.showFits([]); return; }
    const token = w.loopToken;
    const move = this.move(kind);
    let res;
    try { res = await w.port.call("check", w.game, move); } catch (e) { return; }
    if (token !== w.loopToken || w.state !== s) return;
    if (this.hand.cards().join(" ") !== move.cards.join(" ")) return;
    this.hand.showFits(res.fits);
    this.showReadings(res.readings || []);
    // What the selection would do: be played, or given (an exchange, a 7-pass, an inheritance),
    // or discarded (a descent, a 10-discard): never "ready to play" while cards are given.
    const g = s.give || {};
    const ready = kind === "play" ? "play.selection_ok"
      : g.kind === "discard" || g.kind === "ten_discard" ? "play.selection_ok_discard" : "play.selection_ok_give";
    explain.textContent = res.error ? errorText(res.error, res.detail) : t(ready, { cards: cardsName(move.cards) });
    explain.classList.toggle("pw-bad", !!res.error);
  }

  /** Show the engine's hint `mv` for state `s`: its cards selected, said in the explanation
   * line, the focus on the button it leads to. */
  showHint(mv, s) {
    this.hand.select(mv.kind === "pass" ? [] : mv.cards);
    this.w.renderHand();
    // A hinted run with a joker: its reading is chosen in the picker when there is one.
    if (mv.kind === "play" && mv.cards.some((c) => c.includes("@"))) {
      this.w.port.call("check", this.w.game, { kind: "play", cards: mv.cards.map((c) => c.split("@")[0]) }).then((res) => {
        if (this.w.state === s && res.readings && res.readings.length) this.showReadings(res.readings, mv.cards);
      }, () => {});
    }
    if (this.giveTo && mv.to !== undefined && mv.to !== null) this.giveTo.value = String(mv.to);
    const explain = this.hand.explain;
    explain.classList.remove("pw-bad");
    explain.textContent = this.hintText(mv, s);
    explain.dataset.hint = mv.kind;
    const target = this.hand.box.querySelector(mv.kind === "pass" ? ".pw-pass" : mv.kind === "give" ? ".pw-give" : ".pw-play-btn");
    // In the next frame (no forced layout in this task).
    if (target) frame(this.w.signal, () => { if (this.w.state === s && target.isConnected) target.focus({ preventScroll: true }); });
  }

  // The hint in the words of the button it leads to: pass, play, or (Give) give to a seat,
  // hand on an inheritance, discard.
  hintText(mv, s) {
    if (mv.kind === "pass") return t("hint.pass");
    const cards = cardsName(mv.cards);
    if (mv.kind !== "give") return t("hint.play", { cards });
    const g = s.give || {};
    const to = mv.to !== undefined && mv.to !== null ? mv.to : g.to;
    if (g.kind === "discard" || to === undefined || to === null) return t("hint.discard", { cards });
    return t(g.kind === "inherit" ? "hint.inherit" : "hint.give_to", { cards, to: seatInline(to, s._ctx) });
  }

  // The pause before each computer move: a setting kept on this device.
  speedControl() {
    const id = `pw-speed-${Math.random().toString(36).slice(2, 8)}`;
    const sel = el("select", { id, class: "pw-speed" },
      Object.keys(AI_SPEEDS).map((k) => el("option", { value: k, selected: k === this.speed }, t(`speed.${k}`))));
    sel.addEventListener("change", () => {
      this.speed = sel.value;
      storeSpeed(this.speed);
      if (this.wake) this.wake();
    });
    return el("div", { class: "pw-field pw-speed-field" }, el("label", { for: id }, t("label.ai_speed")), sel);
  }
}

// The name of the card a joker stands for in a run's reading ("JK@8", the run's suit: the eight of
// spades).
function jokerCardName(cards) {
  const joker = cards.find((c) => c.startsWith("JK@"));
  const natural = cards.find((c) => !c.startsWith("JK"));
  if (!joker || !natural) return cardsName(cards);
  return cardName(joker.slice(3) + parseCard(natural).suit);
}

export { Controls, AI_SPEEDS };
