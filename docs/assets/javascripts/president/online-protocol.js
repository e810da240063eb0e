// Online play, the messages between the host's page and a guest's page (one JSON object per
// data-channel message, sent as text). The host's engine is the only judge of the game: a guest
// sends what it means to do, the host answers and sends each guest its own seat's view.
//
// guest -> host
//   {t: "hello", v: 1, token?}          first message; token: the seat token kept on the
//                                       guest's device (a guest that comes back)
//   {t: "sit", seat, name}              take a free seat under a name (1..24 characters)
//   {t: "call", id, fn, args}           fn "check" | "play" | "hint" | "log" on the guest's own
//                                       seat: args [move] | [move] | [] | [since]
//   {t: "leave"}                        give the seat up
//   {t: "ping"}                         "still here", every few seconds (a page that closed or a
//                                       phone that slept sends none: the host then sees it gone)
// host -> guest
//   {t: "lobby", seats, you, started}   who sits where: seats [{seat, role: "host" | "guest" |
//                                       "ai" | "free", name, level, here}]
//   {t: "welcome", seat, token}         the seat is the guest's; token: its key to come back
//   {t: "update", state, events, size}  the guest's seat view after a change (web.update)
//   {t: "reply", id, result} | {t: "reply", id, error}
//   {t: "error", code, detail}          what was wrong with the guest's last message
//   {t: "bye", reason}                  the host ended the table ("ended") or left it
//   {t: "ping"}                         the host is still here (a guest that hears nothing for a
//                                       while reconnects)
// Nothing a guest sends is trusted: parseGuestMessage checks size, type and every field, and
// names are shown as text only.

const PROTOCOL = 1;
const MAX_GUEST_BYTES = 4096;        // a guest's message (a move holds at most a few cards)
const MAX_NAME = 24;                 // characters of a player's name
const MAX_CARDS = 16;                // cards in one move
const CALLS = new Set(["check", "play", "hint", "log"]);
const MOVE_KINDS = new Set(["play", "pass", "give"]);
const CARD = /^(?:(?:[2-9]|10|[JQKA])[CDHS]|JK(?:@(?:[2-9]|10|[JQKA]))?)$/;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
// A table id is the host's PeerJS id, so it must be one PeerJS accepts (its util.validateId:
// letters and digits, single "-", "_" or " " only between them); 22-64 characters.
const TABLE_ID = /^(?=.{22,64}$)[A-Za-z0-9]+(?:[_-][A-Za-z0-9]+)*$/;
// Each side says "still here" this often (ms); silence for SILENCE_MS means the other is gone.
// Tests may shorten both (presidentHooks.onlineBeatMs, onlineSilenceMs).
const BEAT_MS = 5000;
const SILENCE_MS = 3 * BEAT_MS;

/** `bytes` random bytes as base64url text (crypto.getRandomValues), for a seat token (never
 * a PeerJS id: see newTableId). */
function randomId(bytes = 16) {
  const raw = new Uint8Array(bytes);
  crypto.getRandomValues(raw);
  return btoa(String.fromCharCode(...raw)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A new table id: 128 random bits as 32 lower-case hex digits (base64url text would start or
 * end with "-" or "_", or hold two of them in a row, about one time in twenty: PeerJS refuses
 * such an id with "invalid-id"). */
function newTableId() {
  const raw = new Uint8Array(16);
  crypto.getRandomValues(raw);
  return Array.from(raw, (b) => b.toString(16).padStart(2, "0")).join("");
}

function isInt(x, min, max) { return Number.isInteger(x) && x >= min && x <= max; }

/** A guest's move ({kind, cards, to?}) if well formed, else null. */
function cleanMove(m) {
  if (!m || typeof m !== "object" || Array.isArray(m)) return null;
  if (!MOVE_KINDS.has(m.kind)) return null;
  if (!Array.isArray(m.cards) || m.cards.length > MAX_CARDS || !m.cards.every((c) => typeof c === "string" && CARD.test(c))) return null;
  const out = { kind: m.kind, cards: m.cards.slice() };
  if (m.to !== undefined && m.to !== null) {
    if (!isInt(m.to, 0, 15)) return null;
    out.to = m.to;
  }
  return out;
}

/** A player's name as typed: trimmed, control characters out; null if empty or too long. */
function cleanName(name) {
  if (typeof name !== "string") return null;
  // eslint-disable-next-line no-control-regex
  const s = name.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  if (!s || [...s].length > MAX_NAME) return null;
  return s;
}

/**
 * A guest's message, checked: {msg} (a clean copy holding only the known fields) or {error:
 * code, detail} with code "too_large" | "malformed" | "unknown_type" | "bad_field". `text`: the
 * data as received (a string; anything else is malformed).
 */
function parseGuestMessage(text) {
  if (typeof text !== "string") return { error: "malformed", detail: "not text" };
  if (text.length > MAX_GUEST_BYTES) return { error: "too_large", detail: `${text.length} > ${MAX_GUEST_BYTES}` };
  let m;
  try { m = JSON.parse(text); } catch (e) { return { error: "malformed", detail: "not JSON" }; }
  if (!m || typeof m !== "object" || Array.isArray(m)) return { error: "malformed", detail: "not an object" };
  const bad = (field) => ({ error: "bad_field", detail: field });
  switch (m.t) {
    case "hello":
      if (m.v !== PROTOCOL) return bad("v");
      if (m.token !== undefined && m.token !== null && !(typeof m.token === "string" && TOKEN.test(m.token))) return bad("token");
      return { msg: { t: "hello", token: m.token || null } };
    case "sit": {
      if (!isInt(m.seat, 0, 15)) return bad("seat");
      const name = cleanName(m.name);
      if (!name) return bad("name");
      return { msg: { t: "sit", seat: m.seat, name } };
    }
    case "call": {
      if (!isInt(m.id, 0, 2 ** 31)) return bad("id");
      if (!CALLS.has(m.fn)) return bad("fn");
      if (!Array.isArray(m.args) || m.args.length > 1) return bad("args");
      if (m.fn === "check" || m.fn === "play") {
        const move = cleanMove(m.args[0]);
        if (!move) return bad("move");
        return { msg: { t: "call", id: m.id, fn: m.fn, args: [move] } };
      }
      if (m.fn === "log") {
        const since = m.args.length ? m.args[0] : 0;
        if (!isInt(since, 0, 1e6)) return bad("since");
        return { msg: { t: "call", id: m.id, fn: "log", args: [since] } };
      }
      return { msg: { t: "call", id: m.id, fn: m.fn, args: [] } };
    }
    case "leave":
      return { msg: { t: "leave" } };
    case "ping":
      return { msg: { t: "ping" } };
    default:
      return { error: "unknown_type", detail: String(m.t).slice(0, 20) };
  }
}

/** A host's message as received by a guest: the object, or null when it is not one (the host
 * runs our code, but the channel is a network: a guest never acts on anything else). */
function parseHostMessage(text) {
  if (typeof text !== "string" || text.length > 2_000_000) return null;
  let m;
  try { m = JSON.parse(text); } catch (e) { return null; }
  return m && typeof m === "object" && !Array.isArray(m) && typeof m.t === "string" ? m : null;
}

export {
  PROTOCOL, BEAT_MS, SILENCE_MS, MAX_GUEST_BYTES, MAX_NAME, TABLE_ID, TOKEN, randomId, newTableId, cleanName, cleanMove,
  parseGuestMessage, parseHostMessage,
};
