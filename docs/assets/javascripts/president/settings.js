// Game settings: the engine's presets and options (presets_info, embedded in the page), game
// links (#preset=...&players=...) read and written.

const LEVELS = ["easy", "normal", "hard", "baseline"];

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
// Returns {config, error}; error is a message key + params (never HTML).
function parseConfigFragment(hash, info) {
  const raw = (hash || "").replace(/^#/, "");
  if (!raw || !raw.includes("=")) return { config: defaultConfig(info), error: null, given: false };
  if (raw.length > 2000) return { config: defaultConfig(info), error: { key: "link.too_long" }, given: true };
  const pairs = new Map();
  for (const part of raw.split("&")) {
    if (!part) continue;
    const i = part.indexOf("=");
    let k, v;
    try {
      k = decodeURIComponent(i < 0 ? part : part.slice(0, i));
      v = decodeURIComponent(i < 0 ? "" : part.slice(i + 1));
    } catch (e) {
      return { config: defaultConfig(info), error: { key: "link.bad", params: { part: part.slice(0, 40) } }, given: true };
    }
    pairs.set(k, v);
  }
  const bad = (part) => ({ config: defaultConfig(info), error: { key: "link.bad", params: { part: String(part).slice(0, 40) } }, given: true });
  const preset = pairs.has("preset") ? pairs.get("preset") : info.default_preset;
  if (!Object.prototype.hasOwnProperty.call(info.presets, preset)) return bad(`preset=${preset}`);
  const p = info.presets[preset];
  const config = defaultConfig(info, preset);
  for (const [k, v] of pairs) {
    if (k === "preset") continue;
    if (k === "players") {
      if (!/^\d{1,2}$/.test(v)) return bad(`${k}=${v}`);
      const n = Number(v);
      if (n < p.players[0] || n > p.players[1]) return bad(`${k}=${v}`);
      config.players = n;
    } else if (k === "seed") {
      if (!/^\d{1,9}$/.test(v)) return bad(`${k}=${v}`);
      config.seed = Number(v);
    } else if (k === "levels") {
      const levels = v.split(",");
      if (!levels.every((l) => LEVELS.includes(l))) return bad(`${k}=${v}`);
      config.levels = levels;
    } else if (Object.prototype.hasOwnProperty.call(info.options, k)) {
      const spec = info.options[k];
      let value;
      if (spec.type === "bool") {
        if (v !== "on" && v !== "off") return bad(`${k}=${v}`);
        value = v === "on";
      } else if (spec.type === "int") {
        if (!/^\d{1,4}$/.test(v)) return bad(`${k}=${v}`);
        value = Number(v);
        if (value < spec.min || value > spec.max) return bad(`${k}=${v}`);
      } else {
        if (!spec.choices.map(String).includes(v)) return bad(`${k}=${v}`);
        value = typeof spec.choices[0] === "number" ? Number(v) : v;
      }
      if (p.locked.includes(k) && value !== p.defaults[k]) return bad(`${k}=${v}`);
      config.options[k] = value;
    } else {
      return bad(k);
    }
  }
  // One level per opponent: pad with "normal", cut extra ones.
  const want = config.players - 1;
  config.levels = config.levels.slice(0, want);
  while (config.levels.length < want) config.levels.push("normal");
  return { config, error: null, given: true };
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

export { LEVELS, presetsInfo, defaultConfig, parseConfigFragment, configFragment };
