// What the play table keeps on this device (localStorage): the games in progress (each under its
// own identity, the link of its settings and seed, with the engine's versioned save data and when
// it was last played), statistics per ruleset and the computer speed; for online play, the
// tables this device hosts and its seats at others' tables.
// Storage may be blocked (private mode) or full: then nothing is kept, nothing fails, and the
// writers say so (they return false).

const GAMES_KEY = "president.games";
const OLD_GAME_KEY = "president.game"; // one game, before games were kept side by side
const STATS_KEY = "president.stats";
const SPEED_KEY = "president.ai_speed";
const FORMAT = 1; // of what is stored here (the engine's save data has its own version)
// Games in progress kept at most; a new one beyond it makes room by forgetting the game played
// longest ago (the play page says so).
const MAX_GAMES = 12;
// Finished games already counted in the statistics (their ids), so that a game open in two tabs
// counts once.
const COUNTED_KEPT = 50;

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

// Each game's save data (its moves and log: the big part) has a key of its own, SAVE_PREFIX + its
// id, so that a move writes that game only; GAMES_KEY holds the small index of the games
// (settings, link, summary, when last played). Format 1 kept every save in GAMES_KEY: it is
// split on first read.
const SAVE_PREFIX = "president.save:";
const INDEX_FORMAT = 2;

function validGame(g) { return !!g && g.config && typeof g.fragment === "string"; }

function readSave(id) {
  const data = read(SAVE_PREFIX + id);
  return data && data.format === FORMAT && data.save ? data.save : null;
}

// The entry of the index with its save data read when asked for (a list draws without them).
function withSave(entry) {
  const game = { ...entry };
  Object.defineProperty(game, "save", { enumerable: true, get: () => readSave(entry.id) });
  return game;
}

// A game kept by an older version of the page (its save data inside) moves into `games`, its
// save to a key of its own; false when it is not a game or cannot be kept.
function takeOver(games, g) {
  if (!validGame(g) || !g.save || !write(SAVE_PREFIX + g.fragment, { format: FORMAT, save: g.save })) return false;
  games[g.fragment] = { id: g.fragment, config: g.config, fragment: g.fragment, summary: g.summary, at: g.at || Date.now() };
  return true;
}

/** The index of the games in progress: {id: {id, config, fragment, at, summary}} (id: its
 * fragment). Games kept by older versions of the page (one game; all games with their saves in
 * one key) are taken over. */
function index() {
  const data = read(GAMES_KEY);
  let games = {};
  if (data && data.format === INDEX_FORMAT && data.games) games = data.games;
  else if (data && data.format === FORMAT && data.games) {
    for (const g of Object.values(data.games)) takeOver(games, g);
    write(GAMES_KEY, { format: INDEX_FORMAT, games });
  }
  const old = read(OLD_GAME_KEY);
  if (old && old.format === FORMAT && !games[old.fragment] && takeOver(games, old)) {
    if (write(GAMES_KEY, { format: INDEX_FORMAT, games })) write(OLD_GAME_KEY, null);
  }
  for (const id of Object.keys(games)) if (!validGame(games[id])) delete games[id];
  return games;
}

function lastPlayedFirst(games) { return Object.values(games).sort((a, b) => b.at - a.at); }

/** The games in progress, the one played last first: [{id, config, fragment, save, at, summary}]
 * (save: read from storage when used). */
function listGames() {
  return lastPlayedFirst(index()).map(withSave);
}

/** The game kept under `id` (its settings fragment, "#preset=...&seed=..."), or, without an id,
 * the game played last; null when there is none (or its save data is gone). */
function loadGame(id) {
  const games = index();
  const entry = id === undefined || id === null ? lastPlayedFirst(games)[0] : games[id];
  const save = entry ? readSave(entry.id) : null;
  return save ? { ...entry, save } : null;
}

/**
 * Keep a game in progress under `id` (its fragment): config (the settings), save (the engine's
 * data, its log included), summary ({preset, round_no, rounds, score, players}: what the list of
 * saved games shows). Writes this game's save and the small index, nothing else. Returns {kept,
 * forgot}: kept false when storage is blocked or full; forgot the id of a game forgotten to make
 * room (or null).
 */
function storeGame(id, config, save, summary) {
  const games = index();
  let forgot = null;
  if (!games[id] && Object.keys(games).length >= MAX_GAMES) {
    forgot = Object.values(games).sort((a, b) => a.at - b.at)[0].id;
    delete games[forgot];
    write(SAVE_PREFIX + forgot, null);
  }
  games[id] = { id, config, fragment: id, summary, at: Date.now() };
  const kept = write(SAVE_PREFIX + id, { format: FORMAT, save }) && write(GAMES_KEY, { format: INDEX_FORMAT, games });
  return { kept, forgot: kept ? forgot : null };
}

/** Forget the game kept under `id`. */
function deleteGame(id) {
  const games = index();
  write(SAVE_PREFIX + id, null);
  if (!games[id]) return true;
  delete games[id];
  return write(GAMES_KEY, { format: INDEX_FORMAT, games });
}

/** Statistics: {key: {games, places: [count per place], points}} (points: total; places
 * counts one result per person, so a pass-and-play game counts a place for each person at the
 * device). key: the preset, or "<preset>|shared" for the games played in pass and play. */
function loadStats() {
  const s = read(STATS_KEY);
  return s && s.format === FORMAT && s.presets ? s.presets : {};
}

/** Count a finished game `id` once (another tab may count it too): the places (0-based) among
 * n players of the people at this device (one; several in pass and play, `shared`) and their
 * points together. Returns false when it was counted already. */
function recordGame(id, preset, places, n, points, shared = false) {
  const s = read(STATS_KEY);
  const all = s && s.format === FORMAT && s.presets ? s.presets : {};
  const counted = s && Array.isArray(s.counted) ? s.counted : [];
  if (id && counted.includes(id)) return false;
  const key = shared ? `${preset}|shared` : preset;
  const p = all[key] || { games: 0, places: [], points: 0 };
  p.games += 1;
  while (p.places.length < n) p.places.push(0);
  for (const place of places) p.places[place] = (p.places[place] || 0) + 1;
  p.points += points;
  all[key] = p;
  if (id) counted.push(id);
  write(STATS_KEY, { format: FORMAT, presets: all, counted: counted.slice(-COUNTED_KEPT) });
  return true;
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

// ---------------------------------------------------------------- online tables

const TABLES_KEY = "president.tables"; // tables this device hosts: {id: record}
const SEATS_KEY = "president.seats";   // seats this device holds at others' tables: {id: seat}
const MAX_TABLES = 12;

function keyed(key) {
  const data = read(key);
  return data && data.format === FORMAT && data.items && typeof data.items === "object" ? data.items : {};
}

function storeKeyed(key, id, value) {
  const items = keyed(key);
  if (value === null) delete items[id];
  else items[id] = { ...value, at: Date.now() };
  const ids = Object.keys(items).sort((a, b) => items[b].at - items[a].at);
  for (const old of ids.slice(MAX_TABLES)) delete items[old];
  return write(key, { format: FORMAT, items });
}

/** The table this device hosts under `id` (online-host.js's record: seats, names, seat tokens,
 * settings, started), or null. */
function loadTable(id) { return keyed(TABLES_KEY)[id] || null; }

/** Keep (or with null forget) the hosted table `id`; false when storage is blocked or full. */
function storeTable(id, record) { return storeKeyed(TABLES_KEY, id, record); }

/** This device's seat at another's table `id`: {seat, token, name}, or null. */
function loadSeat(id) { return keyed(SEATS_KEY)[id] || null; }

/** Keep (or with null forget) this device's seat at table `id`. */
function storeSeat(id, seat) { return storeKeyed(SEATS_KEY, id, seat); }

export {
  MAX_GAMES, listGames, loadGame, storeGame, deleteGame, loadStats, recordGame, resetStats, loadSpeed, storeSpeed,
  loadTable, storeTable, loadSeat, storeSeat,
};
