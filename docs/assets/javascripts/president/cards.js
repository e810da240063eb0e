// Cards: engine codes ("10H", "QS", "JK", "JK@7") as names, short text and chips.

import { t } from "./strings.js";
import { el } from "./dom.js";

const SUIT_SYMBOL = { C: "\u2663", D: "\u2666", H: "\u2665", S: "\u2660" };

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

// The rank as the page's language writes it on a card: J Q K A are letters of a format (scenario
// files, play links); players write B/V/H (nl), B/D/K (de), W/D/K (pl), В/Д/Р/А (bg). The letters
// come from i18n/termbase.yml through the widget strings (letter.J ...).
function rankLetter(rank) {
  return rank in LETTER_KEYS ? t(LETTER_KEYS[rank]) : rank;
}
const LETTER_KEYS = { J: "letter.J", Q: "letter.Q", K: "letter.K", A: "letter.A" };

function cardText(code) {
  const c = parseCard(code);
  if (c.joker) return c.as ? `\u2605${rankLetter(c.as)}` : "\u2605";
  return `${rankLetter(c.rank)}${SUIT_SYMBOL[c.suit] || c.suit}`;
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

export { parseCard, cardName, cardsName, cardText, cardsText, cardClass, cardSpan, cardsSpan, sortCards, RANK_ORDER, SUIT_SYMBOL };
