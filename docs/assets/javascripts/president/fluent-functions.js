// Functions the widget messages (i18n/messages/<lang>.ftl) may call, given to every FluentBundle
// of the page (strings.js) and of the message checkers (scripts/check_messages.mjs,
// scripts/review_sheet.mjs).
//
// ATTACH(prefix, word): a prefix letter joined to the word it belongs to, as Hebrew writes ל, ב,
// ו before a noun: straight onto a word in the prefix's own script ("למושב 2"), and with a
// non-breaking hyphen (U+2011) onto anything else, such as a name typed in Latin letters or a
// number ("ל‑Ana"), the way Hebrew joins a prefix to a foreign word. A value that is no text
// (a number) counts as "anything else".

const SCRIPTS = ["Hebrew", "Arabic", "Latin", "Cyrillic", "Greek"].map((name) => new RegExp(`^\\p{Script=${name}}`, "u"));

function text(value) {
  if (value === undefined || value === null) return "";
  return typeof value === "string" ? value : String(value.valueOf());
}

function sameScript(a, b) {
  return SCRIPTS.some((re) => re.test(a) && re.test(b));
}

function ATTACH([prefix, word]) {
  const p = text(prefix);
  const w = text(word);
  if (!w) return p;
  return sameScript(p.slice(-1), w) ? p + w : `${p}\u2011${w}`;
}

const FUNCTIONS = { ATTACH };

export { FUNCTIONS };
