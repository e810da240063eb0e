// What the play table keeps on this device (localStorage): the game in progress (the engine's
// versioned save data with the settings it was dealt with), statistics per ruleset and the
// computer speed.
// Storage may be blocked (private mode, a full quota): then nothing is kept and nothing fails.

const GAME_KEY = "president.game";
const STATS_KEY = "president.stats";
const SPEED_KEY = "president.ai_speed";
const FORMAT = 1; // of what is stored here (the engine's save data has its own version)

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch (e) {
    return null;
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch (e) {
    return false;
  }
}

/** The saved game: {config, fragment, save} or null (the game's log is in the engine's save). */
function loadGame() {
  const g = read(GAME_KEY);
  return g && g.format === FORMAT && g.save && g.config ? g : null;
}

/** Keep the game in progress: config (the settings), fragment (its link), save (engine data,
 * its log of events included). */
function storeGame(config, fragment, save) {
  return write(GAME_KEY, { format: FORMAT, config, fragment, save, at: Date.now() });
}

function clearGame() { write(GAME_KEY, null); }

/** Statistics: {preset: {games, places: [count per place], points}} (points: total). */
function loadStats() {
  const s = read(STATS_KEY);
  return s && s.format === FORMAT && s.presets ? s.presets : {};
}

/** Count a finished game: the human's place (0-based) among n players and points. */
function recordGame(preset, place, n, points) {
  const all = loadStats();
  const p = all[preset] || { games: 0, places: [], points: 0 };
  p.games += 1;
  while (p.places.length < n) p.places.push(0);
  p.places[place] = (p.places[place] || 0) + 1;
  p.points += points;
  all[preset] = p;
  write(STATS_KEY, { format: FORMAT, presets: all });
  return all;
}

function resetStats() { write(STATS_KEY, null); }

/** The computer speed chosen on this device: one of `names`, else `fallback`. Kept as plain
 * text (the key predates this module). */
function loadSpeed(names, fallback) {
  try {
    const v = localStorage.getItem(SPEED_KEY);
    if (v && names.includes(v)) return v;
  } catch (e) { /* storage blocked */ }
  return fallback;
}

function storeSpeed(name) {
  try { localStorage.setItem(SPEED_KEY, name); return true; } catch (e) { return false; } // private mode: this page only
}

export { loadGame, storeGame, clearGame, loadStats, recordGame, resetStats, loadSpeed, storeSpeed };
