// Keeping the game on this device: the kept game a page opens (its link's, or the one played
// last), a kept game brought back (after a reload, or from the list of games in progress), the
// game in progress kept after every change, a finished game counted in the statistics instead,
// and the message when the device cannot keep it. storage.js holds the data; saved-games.js
// lists it.

import { t } from "./strings.js";
import { engine } from "./engine-client.js";
import { configFragment } from "./settings.js";
import { loadGame, storeGame, deleteGame, recordGame } from "./storage.js";

// One game played from its deal to its end, on any tab that resumes it: counted once.
function newInstance() { return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`; }

class Keeping {
  /** widget: the PlayWidget (root, config, info, game, state, version, shared, host, guest,
   * saved, statsPanel, share; newGame(), begin(), once(), showMessage(), showNotice(),
   * renderForm()); signal: the widget's lifetime, after which nothing is kept. */
  constructor(widget, signal) {
    this.w = widget;
    this.signal = signal;
    this.instance = null;  // this game from its deal to its end (counted once in the statistics)
    this.recorded = null;  // the game already counted
    this.unkept = false;   // "cannot keep" said once
  }

  /** A new deal: a new game to count. */
  dealt() { this.instance = newInstance(); }

  /** The engine has begun a game (dealt or restored): it is not counted yet. */
  begun() { this.recorded = null; }

  // The kept game this page opens: the game of its link (a reload, Back and Forward, the same
  // link again), or without a game link the game played last; null when there is none.
  kept() {
    const hash = location.hash;
    return hash.includes("=") ? loadGame(hash) : loadGame();
  }

  // A kept game comes back; a link of a game not kept deals it. Another game never replaces a
  // kept one: each is kept under its own link (storage.js).
  async resumeOrNew(config) {
    const saved = this.kept();
    if (!saved) return this.w.newGame(config);
    await this.resume(saved, config);
  }

  // From the list of games in progress.
  open(game) {
    const w = this.w;
    // A table this device hosts comes back as a table (its guests reconnect by themselves).
    const hosted = /^#host=(.+)$/.exec(game.fragment);
    if (hosted) {
      w.online.close(false);
      try { history.replaceState(history.state, "", game.fragment); } catch (e) { /* ignore */ }
      if (w.online.reopen(hosted[1])) return Promise.resolve();
    }
    return w.once(async () => {
      w.showMessage("");
      await this.resume(game, game.config);
      if (w.game !== null) w.root.scrollIntoView({ block: "start" });
    });
  }

  async resume(saved, config) {
    const w = this.w;
    w.config = saved.config;
    this.instance = (saved.summary && saved.summary.instance) || newInstance();
    try { history.replaceState(history.state, "", saved.fragment); } catch (e) { /* ignore */ }
    if (w.share) w.share.render(saved.fragment);
    w.renderForm({ ...saved.config, seed: null });
    await w.begin(() => engine.call("restore", saved.save), () => {
      deleteGame(saved.id);
      w.newGame(config);
    });
    if (w.game !== null && w.state) {
      // Back as it was left, or this deal from its start.
      w.showNotice(t("save.restored"), t("play.replay_deal"), () => w.once(() => w.newGame({ ...w.config })));
      // The restored scroll position may lie below the table, which was empty when the browser
      // put it back: bring the game into view.
      if (w.root.getBoundingClientRect().bottom <= 0) w.root.scrollIntoView({ block: "start" });
    }
  }

  // Keep the game in progress on this device (the engine's save data); a finished game is
  // counted in the statistics instead.
  async save() {
    const w = this.w;
    const gid = w.game;
    const s = w.state;
    if (w.opts.fromExample || w.guest || gid === null || !s || !w.config) return;
    const id = w.host ? w.host.gameKey : configFragment(w.config, w.info);
    if (s.game_over) {
      if (this.recorded !== gid) {
        this.recorded = gid;
        // The people at this device: the player, or in pass and play each of them (a row of
        // its own per ruleset). Counted once, though the game may be open in two tabs.
        const people = w.shared ? s.humans.filter((seat) => !(s.remote || []).includes(seat)) : [s.human];
        const places = people.map((seat) => s.scores.filter((v) => v > s.scores[seat]).length);
        recordGame(this.instance, w.config.preset, places, s.players, people.reduce((sum, seat) => sum + s.scores[seat], 0), w.shared);
        if (w.statsPanel) w.statsPanel.refresh();
      }
      deleteGame(id);
      if (w.saved) w.saved.refresh();
      return;
    }
    const version = w.version;
    let data;
    try { data = await engine.call("save", gid); } catch (e) { return; }
    if (gid !== w.game || this.signal.aborted) return;
    const { kept } = storeGame(id, w.config, data,
      { preset: w.config.preset, round_no: s.round_no, rounds: s.rounds, points: s.scores[s.human], players: s.players, instance: this.instance });
    // Storage full or blocked: the game plays on, and the page says it cannot be kept.
    if (!kept && !this.unkept) { this.unkept = true; w.showMessage(t("saved.cannot_keep")); }
    if (w.saved) w.saved.setCurrent(id);
    // Which state is kept now (data-saved = data-version: a reload brings back this position).
    if (version === w.version) w.root.dataset.saved = String(version);
  }
}

export { Keeping };
