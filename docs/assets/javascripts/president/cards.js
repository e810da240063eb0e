// Cards: engine codes ("10H", "QS", "JK", "JK@7") as names, short text and chips.

import { t } from "./strings.js";
import { el } from "./dom.js";

const SUIT_SYMBOL = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };

function parseCard(code) {
  // "10H", "QS", "JK", "JK@7"
  if (code.startsWith("JK")) return { joker: true, as: code.includes("@") ? code.split("@")[1] : null };
  return { rank: code.slice(0, -1), suit: code.slice(-1) };
}

// A joker in a run stands for a card of the run's suit: in "9C JK@10 JC" (the engine's notation
// of a run, in rank order with the rank each joker stands for) it is the ten of clubs. The suit is
// the one every natural card of the group shares; null when there is none (a set, jokers alone).
function runSuit(cards) {
  if (!cards || !cards.some((code) => code.startsWith("JK@"))) return null;
  const suits = new Set(cards.map(parseCard).filter((c) => !c.joker).map((c) => c.suit));
  return suits.size === 1 ? [...suits][0] : null;
}

// `suit`: the suit of the run the card is in (runSuit), for a joker standing for a rank.
function cardName(code, suit) {
  const c = parseCard(code);
  if (c.joker) {
    if (c.as && suit) return t("card.joker_as_card", { card: t("card.pattern", { rank: t(`rank.${c.as}`), suit: t(`suit.${suit}`) }) });
    return c.as ? t("card.joker_as", { rank: t(`rank.${c.as}`) }) : t("card.joker");
  }
  return t("card.pattern", { rank: t(`rank.${c.rank}`), suit: t(`suit.${c.suit}`) });
}

function cardsName(cards) { const suit = runSuit(cards); return cards.map((code) => cardName(code, suit)).join(", "); }

// The rank as the page's language writes it on a card: J Q K A are letters of a format (scenario
// files, play links); players write B/V/H (nl), B/D/K (de), W/D/K (pl), В/Д/Р/А (bg). The letters
// come from i18n/termbase.yml through the widget strings (letter.J ...).
function rankLetter(rank) {
  return rank in LETTER_KEYS ? t(LETTER_KEYS[rank]) : rank;
}
const LETTER_KEYS = { J: "letter.J", Q: "letter.Q", K: "letter.K", A: "letter.A" };

function cardText(code, suit) {
  const c = parseCard(code);
  if (c.joker && c.as && suit) return `\u2605(${rankLetter(c.as)}${SUIT_SYMBOL[suit] || suit})`;
  if (c.joker) return c.as ? `\u2605${rankLetter(c.as)}` : "\u2605";
  return `${rankLetter(c.rank)}${SUIT_SYMBOL[c.suit] || c.suit}`;
}

// Card codes inside a sentence, as one left-to-right island: on a Hebrew page "3♣" would
// otherwise show as "♣3" and "10♣ 10♦" as "♦10 ♣10" (U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069).
function cardsText(cards) { const suit = runSuit(cards); return `\u2066${cards.map((code) => cardText(code, suit)).join(" ")}\u2069`; }

function cardClass(code) {
  const c = parseCard(code);
  if (c.joker) return "pc pc-joker";
  return `pc ${c.suit === "H" || c.suit === "D" ? "pc-red" : "pc-black"}`;
}

function cardSpan(code, suit) {
  const name = cardName(code, suit);
  return el("span", { class: cardClass(code), dir: "ltr", role: "img", "aria-label": name, title: name }, cardText(code, suit));
}

function cardsSpan(cards) {
  if (!cards || !cards.length) return el("span", { class: "pc-none" }, "\u2014");
  const suit = runSuit(cards);
  return el("span", { class: "pc-group", dir: "ltr" }, cards.map((code) => cardSpan(code, suit)));
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

export { parseCard, runSuit, cardName, cardsName, cardText, cardsText, cardClass, cardSpan, cardsSpan, sortCards, RANK_ORDER, SUIT_SYMBOL };

// ------------------------------------------------------------------ card faces (the play table)

const SVG_NS = "http://www.w3.org/2000/svg";
// Suit marks drawn by the project on a 100 x 100 box (no font needed: crisp at any zoom and
// never an emoji).
const SUIT_SHAPES = {
  H: [["path", { d: "M50 92C22 68 2 50 2 28 2 12 14 2 28 2 38 2 46 8 50 17 54 8 62 2 72 2 86 2 98 12 98 28 98 50 78 68 50 92Z" }]],
  D: [["path", { d: "M50 2 90 50 50 98 10 50Z" }]],
  S: [["path", { d: "M50 2C62 22 98 40 98 62 98 77 87 87 74 87 66 87 59 84 55 78 57 88 61 94 69 98H31C39 94 43 88 45 78 41 84 34 87 26 87 13 87 2 77 2 62 2 40 38 22 50 2Z" }]],
  C: [["circle", { cx: 50, cy: 27, r: 22 }], ["circle", { cx: 25, cy: 60, r: 22 }], ["circle", { cx: 75, cy: 60, r: 22 }],
      ["path", { d: "M46 50C46 75 42 88 32 98H68C58 88 54 75 54 50Z" }]],
};

function suitMark(suit, cls) {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("class", cls);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  for (const [tag, attrs] of SUIT_SHAPES[suit] || []) {
    const shape = document.createElementNS(SVG_NS, tag);
    for (const [k, v] of Object.entries(attrs)) shape.setAttribute(k, String(v));
    svg.append(shape);
  }
  return svg;
}

function cardColour(code) {
  const c = parseCard(code);
  if (c.joker) return "joker";
  return c.suit === "H" || c.suit === "D" ? "red" : "black";
}

// The inside of a drawn card: rank and suit in two corners, a large suit mark in the middle;
// a joker shows a star and the word (and the card it stands for in a run: "=10♣", `suit` from
// runSuit). All aria-hidden: the card itself carries the name (aria-label).
function cardFaceParts(code, suit) {
  const c = parseCard(code);
  if (c.joker) {
    const parts = [
      el("span", { class: "pcard-corner", "aria-hidden": "true" }, el("span", { class: "pcard-rank" }, "\u2605")),
      el("span", { class: "pcard-joker", "aria-hidden": "true" }, t("card.joker_short")),
    ];
    if (c.as) parts.push(el("span", { class: "pcard-as", "aria-hidden": "true" }, `=${rankLetter(c.as)}${suit ? SUIT_SYMBOL[suit] || "" : ""}`));
    return parts;
  }
  // The second corner repeats the rank by CSS (content: attr(data-rank)): the card's text is
  // its rank once, which a control's name must contain (hand.js).
  const corner = (extra, text) => el("span", { class: `pcard-corner${extra}`, "aria-hidden": "true" },
    el("span", { class: "pcard-rank", "data-rank": rankLetter(c.rank) }, text), suitMark(c.suit, "pcard-suit"));
  return [corner("", rankLetter(c.rank)), suitMark(c.suit, "pcard-pip"), corner(" pcard-corner-end", "")];
}

// A drawn card (not a control): role img named by the card's name. `group`: the cards played
// with it (a run names the card its joker stands for: "joker as the ten of clubs").
function cardFace(code, extraClass, group) {
  const suit = runSuit(group);
  const name = cardName(code, suit);
  return el("span", { class: `pcard pcard-${cardColour(code)}${extraClass ? " " + extraClass : ""}`, dir: "ltr", role: "img", "aria-label": name, title: name, "data-card": code },
    cardFaceParts(code, suit));
}

// A fan of face-down cards with the count: what an opponent holds.
function cardBacks(count, label) {
  const shown = Math.min(count, 8);
  const fan = el("span", { class: "pcard-fan", role: "img", "aria-label": label, title: label });
  for (let i = 0; i < shown; i++) fan.append(el("span", { class: "pcard-back", "aria-hidden": "true" }));
  if (count > 0) fan.append(el("span", { class: "pcard-count", "aria-hidden": "true" }, String(count)));
  return fan;
}

// A hand sorted for the table: by rank in the order in force ("normal" or "reversed": 2 low,
// 3 high), suits in a fixed order within a rank; or by suit, then rank. Jokers last.
function sortHand(cards, by, order) {
  const rank = (c) => (order === "reversed" ? 12 - RANK_ORDER.indexOf(c.rank) : RANK_ORDER.indexOf(c.rank));
  const key = (code) => {
    const c = parseCard(code);
    if (c.joker) return 1000;
    return by === "suit" ? "CDHS".indexOf(c.suit) * 20 + rank(c) : rank(c) * 4 + "CDHS".indexOf(c.suit);
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}

export { sortHand, suitMark, cardColour, cardFaceParts, cardFace, cardBacks };
