import { t } from "./strings.js";

// Game settings: the engine's presets and options (presets_info, embedded in the page), game
// links (#preset=...&players=...) read and written.

// What each other seat can be: the computer players' levels, as the engine names them
// (presets_info().levels), and a person at this device (pass and play: human_level).
function levelNames() {
  const info = presetsInfo();
  const levels = info && Array.isArray(info.levels) ? info.levels : ["normal"];
  return info && info.human_level ? [...levels, info.human_level] : levels;
}

let PRESETS = null;
function presetsInfo() {
  if (PRESETS) return PRESETS;
  const node = document.getElementById("president-presets");
  try { PRESETS = node ? JSON.parse(node.textContent) : null; } catch (e) { PRESETS = null; }
  return PRESETS;
}

function defaultConfig(info, preset) {
  const p = info.presets[preset || info.default_preset];
  const players = p.defaults.players;
  return { preset: preset || info.default_preset, options: {}, players, seed: null, levels: Array(players - 1).fill("normal") };
}

// Parse "#preset=daifugo&revolution=on&players=5&seed=42&levels=hard,normal" into a config.
// A part that cannot be used (unknown setting, value not allowed, locked by the ruleset, broken
// encoding) is left out and the others are kept. Returns {config, error, given}; error, when
// parts were left out, is a message key + params naming each part and why (text, never HTML).
function parseConfigFragment(hash, info) {
  const raw = (hash || "").replace(/^#/, "");
  if (!raw || !raw.includes("=")) return { config: defaultConfig(info), error: null, given: false };
  if (raw.length > 2000) return { config: defaultConfig(info), error: { key: "link.too_long" }, given: true };
  const ignored = [];
  const ignore = (part, why) => ignored.push(`${String(part).slice(0, 40)} (${why})`);
  const pairs = new Map();
  for (const part of raw.split("&")) {
    if (!part) continue;
    const i = part.indexOf("=");
    try {
      const k = decodeURIComponent(i < 0 ? part : part.slice(0, i));
      const v = decodeURIComponent(i < 0 ? "" : part.slice(i + 1));
      pairs.set(k, v);
    } catch (e) {
      ignore(part, t("link.why_encoding"));
    }
  }
  let preset = info.default_preset;
  if (pairs.has("preset")) {
    if (Object.prototype.hasOwnProperty.call(info.presets, pairs.get("preset"))) preset = pairs.get("preset");
    else ignore(`preset=${pairs.get("preset")}`, t("link.why_value"));
  }
  const p = info.presets[preset];
  const config = defaultConfig(info, preset);
  for (const [k, v] of pairs) {
    if (k === "preset") continue;
    const part = `${k}=${v}`;
    if (k === "players") {
      const n = /^\d{1,2}$/.test(v) ? Number(v) : NaN;
      if (!(n >= p.players[0] && n <= p.players[1])) { ignore(part, t("link.why_players", { min: p.players[0], max: p.players[1] })); continue; }
      config.players = n;
    } else if (k === "seed") {
      if (!/^\d{1,9}$/.test(v)) { ignore(part, t("link.why_value")); continue; }
      config.seed = Number(v);
    } else if (k === "levels") {
      const levels = v.split(",");
      if (!levels.every((l) => info.levels.includes(l) || l === info.human_level)) { ignore(part, t("link.why_value")); continue; }
      config.levels = levels;
    } else if (Object.prototype.hasOwnProperty.call(info.options, k)) {
      const spec = info.options[k];
      let value;
      if (spec.type === "bool") {
        value = v === "on" ? true : v === "off" ? false : undefined;
      } else if (spec.type === "int") {
        value = /^\d{1,4}$/.test(v) && Number(v) >= spec.min && Number(v) <= spec.max ? Number(v) : undefined;
      } else if (spec.choices.map(String).includes(v)) {
        value = typeof spec.choices[0] === "number" ? Number(v) : v;
      }
      if (value === undefined) { ignore(part, t("link.why_value")); continue; }
      if (p.locked.includes(k) && value !== p.defaults[k]) { ignore(part, t("link.why_locked")); continue; }
      config.options[k] = value;
    } else {
      ignore(k, t("link.why_unknown"));
    }
  }
  // One level per opponent: pad with "normal", cut extra ones.
  const want = config.players - 1;
  config.levels = config.levels.slice(0, want);
  while (config.levels.length < want) config.levels.push("normal");
  const error = ignored.length ? { key: "link.ignored", params: { parts: ignored.join("; ") } } : null;
  return { config, error, given: true };
}

function configFragment(config, info) {
  const p = info.presets[config.preset];
  const parts = [`preset=${config.preset}`];
  for (const [k, v] of Object.entries(config.options)) {
    if (v === p.defaults[k]) continue;
    parts.push(`${k}=${typeof v === "boolean" ? (v ? "on" : "off") : v}`);
  }
  if (config.players !== p.defaults.players) parts.push(`players=${config.players}`);
  if (config.seed !== null && config.seed !== undefined) parts.push(`seed=${config.seed}`);
  parts.push(`levels=${config.levels.join(",")}`);
  return "#" + parts.join("&");
}

export { levelNames, presetsInfo, defaultConfig, parseConfigFragment, configFragment };
