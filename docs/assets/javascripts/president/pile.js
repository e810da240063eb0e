// The pile (the current trick) and the facts of the table: order in force, direction, turn.

import { t } from "./strings.js";
import { el } from "./dom.js";
import { cardsSpan } from "./cards.js";
import { seatName, orderLabel } from "./narration.js";

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
  // Dai Fugo local rules (rules brief 12): a jack back makes the order shown above temporary;
  // a lock names the suits every play of this trick must have.
  if (state.jack_back) add(t("label.jack_back"), t("jack_back.until_clear"));
  const lock = typeof state.lock === "string" ? state.lock.split("") : (state.lock || []);
  if (lock.length) add(t("label.lock"), lock.map((s) => t(`suit.${s}`)).join(", "));
  add(t("label.to_act"), state.to_act === null || state.to_act === undefined ? "\u2014" : seatName(state.to_act, state._ctx));
  return facts;
}

export { renderPile, renderFacts };
