// The table of the play widget: its head (round, order in force, computer speed, direction) and
// the felt, with a place for every seat around the centre, where the plays of the trick lie.
//
// The table is built once per game (and when the seat at the bottom changes, in pass and play);
// each update then changes only what changed: a seat's chips, count and turn, the new plays of
// the trick. A full re-render per computer move cost 50-200 ms of main thread on a loaded
// phone-class CPU (scripts/bench_browser.py).

import { t, tn } from "./strings.js";
import { el, clear, frame } from "./dom.js";
import { cardFace, cardBacks } from "./cards.js";
import { placeOf, seatName, titleName, titleOf, orderLabel } from "./narration.js";

// Plays of a trick shown in the centre, the newest large and on top.
const TRICK_SHOWN = 6;

// Where each seat sits, seen from the human seat (at the bottom): the opponents in turn order,
// up the left side, across the top, down the right side.
function seatPositions(n, human) {
  const opp = [];
  for (let k = 1; k < n; k++) opp.push((human + k) % n);
  const k = opp.length;
  const side = k >= 6 ? 2 : k >= 3 ? 1 : 0;
  return { left: opp.slice(0, side), top: opp.slice(side, k - side), right: opp.slice(k - side) };
}

// Change a node's text only when it differs: no needless style work.
function setText(node, text) { if (node.textContent !== text) node.textContent = text; }

class TableView {
  /**
   * box: the element the table is drawn in; options.speedControl(): the speed setting's field
   * for the head (null: none, at another's table); options.still(): true when plays should not move (Instant speed); signal:
   * cancels pending frames.
   */
  constructor(box, { speedControl, still, signal }) {
    this.box = box;
    this.speedControl = speedControl;
    this.still = still;
    this.signal = signal;
    this.v = null;
    this.flipped = false;
    this.cleared = false;
    this.lastClear = null;
  }

  /** Forget the table of the last game (the next render builds a new one). */
  reset() { this.v = null; clear(this.box); }

  /** What an event shows on the table: why the pile cleared (its sentence), that the order
   * flipped. */
  note(ev, sentence) {
    // The pile cleared by a rule (2s clear, 8 clears, a cutter, ...) or because nobody else
    // could play: the trick leaves the centre, the reason stays there.
    if (ev.code === "clear" || (ev.code === "trick_won" && !this.cleared)) { this.lastClear = sentence; this.cleared = true; }
    if (ev.code === "revolution" || ev.code === "counter_revolution") this.flipped = true;
  }

  /** Bring the table up to the state `s` (the engine's view; `shared`: pass and play). */
  render(s, shared) {
    const v = this.v;
    if (!v || !v.root.isConnected || v.players !== s.players || v.human !== s.human || v.shared !== shared) this.build(s, shared);
    this.updateHead(s);
    for (let seat = 0; seat < s.players; seat++) this.updateSeat(s, seat);
    this.updateCentre(s);
    this.flipped = false;
    this.cleared = false;
    this.animate();
  }

  // The table's frame: the head, the felt with a place for every seat around the centre.
  build(s, shared) {
    const n = s.players;
    clear(this.box);
    const v = this.v = { players: n, human: s.human, shared, seats: [], keys: {} };
    v.round = el("p", { class: "pw-round" });
    v.orderText = el("span", { class: "pw-order" });
    v.order = el("p", { class: "pw-order-badge" }, el("span", { class: "pw-label" }, t("label.order")), " ", v.orderText);
    v.direction = el("p", { class: "pw-direction" }, t("label.direction"), ": ", t("direction.backward"));
    const head = el("div", { class: "pw-table-head" }, v.round, v.order, this.speedControl(), v.direction);
    // The felt: opponents around (left, across, right, in turn order after you), the trick in
    // the centre, your seat at the bottom. On a phone the opponents form one compact row.
    const pos = seatPositions(n, s.human);
    for (let seat = 0; seat < n; seat++) v.seats[seat] = this.seatShell(s, seat);
    const side = (name, seatsHere) => el("ul", { class: `pw-seats pw-side pw-side-${name}` }, seatsHere.map((seat) => v.seats[seat].li));
    v.centre = el("section", { class: "pw-centre", "aria-label": t("label.pile") });
    v.trick = null;
    v.pile = null;
    const felt = el("div", { class: "pw-felt", "data-players": n },
      side("left", pos.left), side("top", pos.top), side("right", pos.right), v.centre, side("me", [s.human]));
    v.root = felt;
    this.box.append(head, felt);
  }

  updateHead(s) {
    const v = this.v;
    setText(v.round, t("play.round", { i: s.round_no, n: s.rounds }));
    if (v.order.dataset.order !== s.order) {
      v.order.dataset.order = s.order;
      v.order.className = `pw-order-badge pw-order-${s.order}`;
      v.orderText.className = `pw-order pw-order-${s.order}`;
      v.orderText.textContent = orderLabel(s.order);
    }
    // A revolution (or any flip): the badge pulses (restarted on the next frame, without
    // forcing a layout; the stylesheet turns it off under prefers-reduced-motion).
    if (this.flipped) {
      v.order.classList.remove("pw-flip");
      frame(this.signal, () => v.order.classList.add("pw-flip"));
    }
    v.direction.hidden = s.direction !== -1;
  }

  // One seat: name, level, card backs with the count, passed / out / title, whose turn.
  seatShell(s, seat) {
    const n = s.players;
    const me = seat === s.human;
    const headBits = [el("strong", { class: "pw-seat-name" }, seatName(seat, s._ctx))];
    const person = (s.humans || []).includes(seat);
    // Online, every person but this page's own plays from another device.
    const online = (s.remote || []).length > 0;
    if (!me) headBits.push(el("span", { class: "pw-seat-level" }, person ? t(online ? "level.remote" : "level.human") : t(`level.${s.levels[seat] || "normal"}`)));
    const count = el("span", { class: "pw-seat-count" });
    const status = el("div", { class: "pw-seat-status" });
    const li = el("li", { class: `pw-seat${me ? " pw-me" : ""}`, "data-seat": seat, style: `order: ${me ? 100 : (seat - s.human + n) % n}` },
      el("div", { class: "pw-seat-head" }, headBits), count, status);
    return { li, me, count, status, keys: {} };
  }

  updateSeat(s, seat) {
    const n = s.players;
    const box = this.v.seats[seat];
    const active = s.to_act === seat && !s.round_over;
    const place = placeOf(seat, s);
    box.li.classList.toggle("pw-active", active);
    box.li.classList.toggle("pw-out", place > 0);
    // The title a seat holds: from the previous round while a round is played (it decides
    // the exchange), from this round once it is over.
    const ranking = s.round_over ? s.ranking : s.previous_ranking;
    const title = ranking && ranking.length ? titleOf(seat, ranking, n, s.rules) : null;
    const passed = (s.passed || []).includes(seat);
    // The last seat has a place but still holds cards: it did not go out.
    const left = s.hand_sizes[seat] > 0;
    const chipsKey = `${active}|${passed}|${place}|${left}|${title}`;
    if (box.keys.chips !== chipsKey) {
      box.keys.chips = chipsKey;
      const chips = [];
      const chip = (cls, text) => chips.push(el("span", { class: `pw-chip ${cls}` }, text));
      // On the reader's own seat: "your turn" (a third person's "to act" read wrong there).
      if (active) chip("pw-chip-turn", t(seat === s.human && !this.v.shared ? "status.your_turn" : "status.to_act"));
      if (passed) chip("pw-chip-passed", t("status.passed"));
      if (place > 0) chip("pw-chip-out", t(left ? "status.place" : "status.out", { place }));
      if (title) chip("pw-chip-title", titleName(title));
      clear(box.status);
      box.status.append(...chips);
    }
    const cards = s.hand_sizes[seat];
    if (box.keys.count !== cards) {
      box.keys.count = cards;
      const label = tn("count.cards", cards);
      const shown = box.me ? el("span", { class: "pw-seat-count" }, label) : cardBacks(cards, label);
      box.count.replaceWith(shown);
      box.count = shown;
    }
  }

  // The centre: every play of this trick, newest on top, each with who played it; when the pile
  // is empty, why it cleared. A new play is added at the top; a cleared trick leaves the centre.
  updateCentre(s) {
    const v = this.v;
    const pile = s.pile || [];
    const old = v.pile;
    const same = (a, b) => a.seat === b.seat && a.cards.join(" ") === b.cards.join(" ");
    if (old && v.round_no === s.round_no && old.length === pile.length && pile.every((p, i) => same(p, old[i]))) return;
    const grows = old && v.round_no === s.round_no && old.length > 0 && old.length < pile.length && old.every((p, i) => same(p, pile[i]));
    v.pile = pile;
    v.round_no = s.round_no;
    const box = v.centre;
    if (!pile.length) {
      // The trick leaves the centre (animate() sends it on its way), the reason stays.
      if (v.trick && this.cleared) {
        v.leaving = { node: v.trick, to: old.length ? old[old.length - 1].seat : null };
        v.trick.classList.add("pw-trick-leaving");
        v.trick.setAttribute("aria-hidden", "true");
      } else if (v.trick) {
        v.trick.remove();
      }
      v.trick = null;
      for (const p of box.querySelectorAll(":scope > p")) p.remove();
      box.append(el("p", { class: "pw-empty" }, t("label.pile"), ": ", t("pile.empty")));
      if (this.lastClear) box.append(el("p", { class: "pw-cleared" }, this.lastClear));
      return;
    }
    this.lastClear = null;
    for (const p of box.querySelectorAll(":scope > p")) p.remove();
    const item = (p) => el("li", { class: "pw-trick-play", "data-seat": p.seat },
      el("span", { class: "pw-who" }, seatName(p.seat, s._ctx)),
      el("span", { class: "pw-trick-cards", dir: "ltr" }, p.cards.map((c) => cardFace(c, "pcard-sm", p.cards))));
    if (grows && v.trick) {
      for (const p of pile.slice(old.length)) v.trick.prepend(item(p));
    } else {
      if (v.trick) v.trick.remove();
      v.trick = el("ol", { class: "pw-trick", reversed: true }, pile.slice(-TRICK_SHOWN).reverse().map(item));
      box.append(v.trick);
    }
    const items = v.trick.children;
    while (items.length > TRICK_SHOWN) items[items.length - 1].remove();
    [...items].forEach((li, i) => {
      const top = i === 0;
      if (li.classList.contains("pw-top") === top && li.classList.contains("pw-under") !== top) return;
      li.classList.toggle("pw-top", top);
      li.classList.toggle("pw-under", !top);
      for (const c of li.querySelectorAll(".pcard")) {
        c.classList.toggle("pcard-md", top);
        c.classList.toggle("pcard-sm", !top);
      }
    });
    if (pile.length > TRICK_SHOWN) box.append(el("p", { class: "pw-trick-more" }, tn("trick.earlier", pile.length - TRICK_SHOWN)));
    v.fresh = pile[pile.length - 1];
  }

  // Motion, after the browser has laid the table out (in the next frame: no forced layout in
  // the update): a new play travels from its seat to the centre, a cleared trick leaves towards
  // the seat that took it. None under prefers-reduced-motion or at the Instant speed, where
  // the plays follow each other at once.
  animate() {
    const v = this.v;
    const fresh = v.fresh;
    const leaving = v.leaving;
    v.fresh = null;
    v.leaving = null;
    const still = this.still() || !window.matchMedia || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (still) {
      if (leaving) leaving.node.remove();
      return;
    }
    if (!fresh && !leaving) return;
    const top = fresh && v.trick ? v.trick.firstElementChild : null;
    frame(this.signal, () => {
      const centre = (node) => { const r = node.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
      if (top && top.isConnected && top.animate) {
        const seat = v.seats[fresh.seat] && v.seats[fresh.seat].li;
        const cards = top.querySelector(".pw-trick-cards");
        if (seat && cards) {
          const [fx, fy] = centre(seat);
          const [tx, ty] = centre(cards);
          cards.animate([{ transform: `translate(${fx - tx}px, ${fy - ty}px) scale(0.6)`, opacity: 0.4 }, { transform: "none", opacity: 1 }],
            { duration: 280, easing: "ease-out" });
        }
      }
      if (leaving && leaving.node.isConnected) {
        const node = leaving.node;
        const seat = leaving.to !== null && v.seats[leaving.to] ? v.seats[leaving.to].li : null;
        let dx = 0;
        let dy = -40;
        if (seat) {
          const [fx, fy] = centre(node);
          const [tx, ty] = centre(seat);
          dx = tx - fx;
          dy = ty - fy;
        }
        const anim = node.animate ? node.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(0.4)`, opacity: 0 }],
          { duration: 450, easing: "ease-in", fill: "forwards" }) : null;
        if (anim) anim.finished.then(() => node.remove(), () => node.remove()); else node.remove();
      } else if (leaving) {
        leaving.node.remove();
      }
    });
  }
}

export { TableView, seatPositions, setText };
