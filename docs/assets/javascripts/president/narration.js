// Narration: engine events, moves, seats and titles as sentences of the page's language.

import { t, tn, has, lang } from "./strings.js";
import { cardsText, cardsName, parseCard } from "./cards.js";

// Which name a seat has: "you" (the reader's own seat), "named" (online: the name the player
// chose, text from other people's pages, never markup) or "number".
function seatKind(seat, ctx) {
  if (ctx && ctx.human !== undefined && ctx.human !== null && seat === ctx.human) return "you";
  if (ctx && ctx.names && typeof ctx.names[seat] === "string" && ctx.names[seat]) return "named";
  return "number";
}

function seatName(seat, ctx) {
  const kind = seatKind(seat, ctx);
  if (kind === "you") return t("seat.you");
  if (kind === "named") return ctx.names[seat];
  return t("seat.name", { n: seat });
}

// A seat inside a sentence (seat-inline: "so seat 2 wins the trick", "to seat 3", a list of
// winners): a language may write a numbered seat or "you" there in another form than as a label
// or at the start of a sentence (Polish "miejsce 2", "ty"). $kind: you, named (a typed name),
// number; $seat is seatName, $n the seat's number.
function seatInline(seat, ctx) {
  return t("seat.inline", { seat: seatName(seat, ctx), n: seat, kind: seatKind(seat, ctx) });
}

function moveText(move) {
  if (!move) return "";
  if (move.kind === "pass") return t("move.pass");
  if (move.kind === "give") return t("move.give", { cards: cardsText(move.cards) });
  return cardsText(move.cards);
}


// The sentence for the human seat ("You play ...") or about it ("... gives you ...") when the
// language has one; otherwise the third-person sentence.
function tv(key, ev, ctx, params) {
  const human = ctx && ctx.human !== undefined && ctx.human !== null ? ctx.human : null;
  if (human !== null) {
    if (ev.seat === human && has(`${key}.you`)) return t(`${key}.you`, params);
    const to = ev.data ? ev.data.to : undefined;
    if (to === human && has(`${key}.to_you`)) return t(`${key}.to_you`, params);
  }
  return t(key, params);
}

// Names as a list of the language ("hearts and spades", "לב ועלה").
function listText(names) {
  try {
    const text = new Intl.ListFormat(lang(), { type: "conjunction" }).format(names);
    // Hebrew joins ו to a Latin name or a digit with a hyphen: the non-breaking one (U+2011), so
    // that a narrow screen does not leave the ו alone at the end of a line (termbase typography).
    return lang() === "he" ? text.replace(/ו-/g, "ו\u2011") : text;
  } catch (e) {
    return names.join(", ");
  }
}

function titleName(title) { return t(`title.${title}`); }

// Each event is {code, seat, cards, data}. Returns a sentence in the page's language.
function eventSentence(ev, ctx) {
  const who = ev.seat === null || ev.seat === undefined ? "" : seatName(ev.seat, ctx);
  // The seat as the subject of a sentence (seat-subject): some languages say "the player at
  // Seat 2" for a numbered seat, but a typed name or "you" stands alone ($named: yes).
  const named = who !== "" && who !== t("seat.name", { n: ev.seat }) ? "yes" : "no";
  const subject = who === "" ? "" : t("seat.subject", { seat: who, named });
  // The same seat inside a sentence ($inline: "so seat 2 wins the trick").
  const inline = who === "" ? "" : seatInline(ev.seat, ctx);
  const d = ev.data || {};
  // A play's cards as the engine writes the combination (data.combination): a run in rank order
  // with the rank each joker stands for ("9C JK@10 JC"), where ev.cards lists the joker last.
  const codes = ev.code === "play" && typeof d.combination === "string" ? d.combination.split(" ") : ev.cards || [];
  // Spoken (a live region): the cards by name ("seven of hearts"), not symbols.
  const cards = ctx && ctx.spoken ? cardsName(codes) : cardsText(codes);
  switch (ev.code) {
    case "play": return tv("event.play", ev, ctx, { seat: who, subject, cards });
    case "pass": return tv("event.pass", ev, ctx, { seat: who, subject });
    case "revolution": return t("event.revolution");
    case "counter_revolution": return t("event.counter_revolution");
    // What the event says, never what is usually true: the order the cutter was judged in, why
    // the trick ended (everyone else passed, or no one else could play).
    case "clear": return t(has(`event.clear.${d.reason}`) ? `event.clear.${d.reason}` : "event.clear.generic", { seat: who, subject, order: d.order || "normal" });
    case "trick_won": return tv("event.trick_won", ev, ctx, { seat: who, subject, inline, reason: d.reason || "passed" });
    case "skip": return tv("event.skip", ev, ctx, { seat: who, subject });
    case "went_out":
      if (d.forbidden) return null; // said by "forbidden_finish"
      return d.reason === "inherit"
        ? tv("event.went_out_inheritance", ev, ctx, { seat: who, subject, place: d.place ?? "" })
        : tv("event.went_out", ev, ctx, { seat: who, subject, place: d.place ?? "" });
    case "round_over": return t("event.round_over");
    case "give":
    case "exchange":
    case "inherit": {
      const to = d.to !== undefined && d.to !== null ? seatInline(d.to, ctx) : "";
      const prefix = ev.code === "inherit" ? "event.inherit" : "event.exchange";
      return (ev.cards && ev.cards.length)
        ? tv(prefix, ev, ctx, { seat: who, subject, to, cards })
        : tn(`${prefix}_hidden`, d.count || 0, { seat: who, subject, to });
    }
    case "discard": return tv("event.discard", ev, ctx, { seat: who, subject, cards });
    case "descent": return tn("event.descent", d.size || 1, { seat: who, subject });
    case "direction": return d.direction === "backward" ? t("event.direction_backward") : t("event.direction_forward");
    case "lead": return null; // said by "next to act"
    // Dai Fugo local rules (rules brief 12)
    // One suit or several: each its own sentence ("in hearts", "the same suits: hearts, spades").
    case "lock": return tn("event.lock", (d.suits || []).length, { suits: listText((d.suits || []).map((s) => t(`suit.${s}`))) });
    case "jack_back": return t("event.jack_back", { order: d.order || "reversed" });
    case "jack_back_end": return t("event.jack_back_end", { order: d.order || "normal" });
    case "spade3_return": return tv("event.spade3_return", ev, ctx, { seat: who, subject });
    case "capital_fall": return tv("event.capital_fall", ev, ctx, { seat: who, subject, inline, place: d.place ?? "" });
    case "forbidden_finish": return tv("event.forbidden_finish", ev, ctx, { seat: who, subject, place: d.place ?? "" });
    default: return t("event.unknown", { seat: who, subject });
  }
}

// Why a move was refused, from the engine's error code and its detail (web.check / play /
// replay_example: for must_include {cards: ["3D"]}, the card the first lead must include, so
// the message names it: $card its name, $suit its suit letter, which messages select on).
function errorText(code, detail) {
  const key = `error.${code}`;
  if (!has(key)) return t("error.generic");
  const cards = detail && Array.isArray(detail.cards) ? detail.cards : [];
  const one = cards.length === 1 ? parseCard(cards[0]) : null;
  return t(key, { card: cardsName(cards), suit: one && !one.joker ? one.suit : "other" });
}

// Why a move was refused, said of the player in a worked example: a statement (reason.<code>),
// never the table's instruction to the reader ("put something on the empty pile").
function reasonText(code, detail) {
  return has(`reason.${code}`) ? t(`reason.${code}`) : errorText(code, detail);
}

function titleFor(place, n) {
  if (place === 0) return "president";
  if (place === n - 1) return "asshole";
  if (n >= 4 && place === 1) return "vice_president";
  if (n >= 4 && place === n - 2) return "vice_asshole";
  return "citizen";
}

/** The finishing place of `seat` (1 = first) in state `s` ({out, bottom_out, players or
 * hands}), or 0 while it plays on: a seat placed from the bottom (capital fall, forbidden
 * finish) holds the lowest places (Round.place), the others their order in `out`. */
function placeOf(seat, s) {
  const n = s.players || (s.hands || []).length;
  const bottom = (s.bottom_out || []).indexOf(seat);
  if (bottom >= 0) return n - bottom;
  return (s.out || []).indexOf(seat) + 1;
}

function titleOf(seat, ranking, n, rules) {
  const place = ranking.indexOf(seat);
  if (place < 0) return null;
  let title = titleFor(place, n);
  if (rules && rules.titles === "hebrew") {
    title = { citizen: "middle", asshole: "loser", vice_asshole: "vice_loser" }[title] || title;
  } else if (rules && rules.titles === "japanese") {
    title = { president: "daifugo", vice_president: "fugo", citizen: "heimin", vice_asshole: "hinmin",
              asshole: "daihinmin" }[title] || title;
  }
  return title;
}

function orderLabel(order) { return order === "reversed" ? t("order.reversed") : t("order.normal"); }

export { listText, placeOf, seatName, seatInline, moveText, tv, titleName, eventSentence, errorText, reasonText, titleFor, titleOf, orderLabel };
