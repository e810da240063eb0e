// The play widget: one game driven in the engine worker (AI seats move one by one; the human's
// turn waits for input), drawn by its parts, one module each:
//   table-view.js      the head and the felt: seats, the trick in the centre, motion
//   hand.js            the human's hand, its selection and card input, the pass-and-play screen
//   table-controls.js  the buttons under the hand, the line that explains the turn, the speed
//   game-log.js        the log of the game's events
//   results.js         round and game results, statistics, the game's link
//   keeping.js         keeping the game on this device: the kept game a page opens, a game
//                      brought back, the game kept after each change, a finished game counted
//   saved-games.js     the games in progress kept on this device, listed
//   settings-panel.js  the settings form
//   table-keys.js      the focus after each update, the table's keys
//   online-play.js     online play: hosting a table, or a seat at another's (no engine then)
// This module is the game's flow: start (a link, a kept game, an example), the turn loop, the
// human's actions. Every listener, observer, timer and frame of the widget ends with
// one AbortController: destroy() is abort().

import { t } from "./strings.js";
import { el, clear } from "./dom.js";
import { eventSentence, errorText } from "./narration.js";
import { engine, stats, engineTrouble, statusLine } from "./engine-client.js";
import { presetsInfo, defaultConfig, parseConfigFragment, configFragment } from "./settings.js";
import { SettingsPanel } from "./settings-panel.js";
import { hooks } from "./test-hooks.js";
import { SavedGames } from "./saved-games.js";
import { Keeping } from "./keeping.js";
import { keepOffline } from "./offline.js";
import { loadProgress } from "./load-progress.js";
import { TableView } from "./table-view.js";
import { HandView } from "./hand.js";
import { Controls } from "./table-controls.js";
import { GameLog } from "./game-log.js";
import { RoundResult, StatsPanel, ShareLink } from "./results.js";
import { OnlinePlay } from "./online-play.js";
import { TableKeys } from "./table-keys.js";

class PlayWidget {
  /**
   * root: the element to fill (.president-play, or a box under an example); opts.fromExample:
   * {scenario, step, human} to play on from a worked example's step, with opts.onClose().
   */
  constructor(root, opts = {}) {
    this.root = root;
    this.opts = opts;
    this.info = presetsInfo();
    this.game = null;
    this.state = null;
    this.acting = false;
    this.loopToken = 0;
    this.lifetime = new AbortController();
    this.signal = this.lifetime.signal;
    // What answers the game's calls: the engine worker, or at another's table online the host
    // (online-guest.js). host: the HostTable when this page hosts an online table.
    this.port = engine;
    this.keeping = new Keeping(this, this.signal);
    this.build();
  }

  budget() {
    const b = Number(hooks.aiBudgetMs);
    return Number.isFinite(b) && b > 0 ? { budget_ms: b } : {};
  }

  /** The pause before each computer move (ms): the speed setting, or the tests' own. */
  get delay() {
    const d = Number(hooks.aiDelayMs);
    return Number.isFinite(d) && d >= 0 ? d : this.controls.delay;
  }

  build() {
    const r = this.root;
    const signal = this.signal;
    clear(r);
    r.classList.add("pw", "pw-play");
    r.setAttribute("role", "region");
    r.setAttribute("aria-label", t("play.label"));
    this.status = statusLine(signal);
    this.message = el("p", { class: "pw-message", role: "alert" });
    this.message.hidden = true;
    this.notice = el("div", { class: "pw-notice", role: "status" });
    this.notice.hidden = true;
    r.append(this.status, this.message, this.notice);
    this.online = new OnlinePlay(this);
    r.append(this.online.lobby.box);
    if (!this.opts.fromExample) {
      const settings = el("details", { class: "pw-settings" });
      settings.append(el("summary", null, t("play.settings")));
      const form = el("form", { class: "pw-form", onsubmit: (e) => { e.preventDefault(); this.newGameFromForm(); } });
      settings.append(form);
      this.panel = new SettingsPanel(form, this.info);
      this.settingsBox = settings;
      this.inviteBar = el("div", { class: "pw-invite-bar" },
        el("button", { type: "button", class: "md-button pw-btn pw-invite-btn", onclick: () => this.online.invite() }, t("online.invite")));
      r.append(settings, this.inviteBar);
    }
    const tableBox = el("div", { class: "pw-table" });
    const handBox = el("div", { class: "pw-hand-box" });
    const resultBox = el("div", { class: "pw-result" });
    this.tableBox = tableBox;
    this.hand = new HandView(handBox, {
      change: () => this.controls.check(),
      submit: (kind) => this.submit(kind),
      shown: () => this.renderHand(),
    }, signal);
    this.controls = new Controls(this, this.hand);
    this.table = new TableView(tableBox, { speedControl: () => (this.guest ? null : this.controls.speedControl()), still: () => this.delay === 0, signal });
    this.log = new GameLog(signal, () => this.port);
    this.result = new RoundResult(resultBox, {
      nextRound: () => this.nextRound(),
      waiting: () => (this.guest ? t("online.waiting_deal", this.online.hostName()) : null),
      again: this.opts.fromExample ? null : (seed) => this.once(async () => {
        const c = { ...this.config, seed: seed === "same" ? this.config.seed : null };
        if (this.host) { await this.online.startGame(c); return; }
        this.renderForm({ ...c, seed: null });
        await this.newGame(c);
      }),
    });
    this.live = el("div", { class: "pw-sr", "aria-live": "polite", "aria-atomic": "false" });
    this.keys = new TableKeys(this);
    r.addEventListener("keydown", (e) => this.keys.key(e), { signal });
    r.append(tableBox, handBox, resultBox, this.log.box, this.live);
    if (!this.opts.fromExample) {
      this.statsPanel = new StatsPanel(signal);
      this.share = new ShareLink();
      this.saved = new SavedGames({ resume: (g) => this.keeping.open(g) }, signal);
      r.append(this.saved.box, this.statsPanel.box, this.share.box);
      this.saved.refresh();
    } else {
      r.append(el("button", { type: "button", class: "md-button pw-btn", onclick: () => this.close() }, t("play.back_to_example")));
    }
  }

  showMessage(text) {
    this.message.textContent = text || "";
    this.message.hidden = !text;
  }

  renderForm(config) { if (this.panel) this.panel.render(config); }

  readForm() { return this.panel ? this.panel.read() : null; }

  // ---------------- lifecycle

  async start() {
    if (this.opts.fromExample) {
      engine.start();
      await this.begin(() => engine.call("from_example", this.opts.fromExample.scenario, this.opts.fromExample.step,
        this.opts.fromExample.human, "normal", this.newSeed()));
      return;
    }
    if (!this.info) { this.showMessage(t("engine.failed")); return; }
    // At another's table (#join=<id>): no engine, no settings; the host's page plays.
    const join = /^#join=(.+)$/.exec(location.hash);
    if (join) { this.online.join(join[1]); return; }
    // From the first visit of the play page on, the whole site works without the network.
    // (Once the engine is ready: its download does not share the network with the site's.)
    engine.afterReady(keepOffline);
    // This device's own table, after a reload (#host=<id>).
    const hosted = /^#host=(.+)$/.exec(location.hash);
    if (hosted && this.online.reopen(hosted[1])) return;
    const { config, error } = parseConfigFragment(location.hash, this.info);
    if (error) this.showMessage(t(error.key, error.params));
    // The seed of a link deals this game only; the form's New game deals a new one (its seed
    // field is for a seed the player types).
    this.renderForm({ ...config, seed: null });
    this.pendingConfig = config;
    this.lazyStart();
    // A link to this page with other settings (#preset=...) changes only the fragment: deal anew.
    window.addEventListener("hashchange", () => {
      if (!this.root.isConnected || !location.hash.includes("=")) return;
      const parsed = parseConfigFragment(location.hash, this.info);
      this.showMessage(parsed.error ? t(parsed.error.key, parsed.error.params) : "");
      this.renderForm({ ...parsed.config, seed: null });
      this.started = true;
      engine.start();
      this.keeping.resumeOrNew(parsed.config);
    }, { signal: this.signal });
  }

  // The page is gone (instant navigation): stop the turn loop, forget the game, and end every
  // listener, observer, timer and frame of the widget.
  destroy() {
    this.loopToken++;
    this.lifetime.abort();
    if (this.game !== null && !this.guest) engine.call("drop", this.game).catch(() => {});
    this.game = null;
    this.online.end();
  }

  lazyStart() {
    const signal = this.signal;
    const go = () => {
      if (this.started || signal.aborted) return;
      this.started = true;
      engine.start();
      this.keeping.resumeOrNew(this.pendingConfig);
    };
    // A game kept on this device comes back at once: after a reload the browser may restore a
    // scroll position below the (still empty) table, where nothing would ever start it.
    if (this.keeping.kept()) { go(); return; }
    this.root.addEventListener("pointerdown", go, { once: true, signal });
    this.root.addEventListener("focusin", go, { once: true, signal });
    if ("IntersectionObserver" in window) {
      const io = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) { io.disconnect(); go(); }
      });
      io.observe(this.root);
      signal.addEventListener("abort", () => io.disconnect());
    } else {
      go();
    }
  }

  newSeed() { return Math.floor(Math.random() * 1e9); }

  showNotice(text, action, onAction) {
    clear(this.notice);
    this.notice.hidden = !text;
    if (!text) return;
    this.notice.append(el("span", null, text));
    if (action) this.notice.append(" ", el("button", { type: "button", class: "md-button pw-btn pw-notice-action", onclick: onAction }, action));
  }

  async newGameFromForm() {
    const config = this.readForm();
    if (!config) return;
    this.showMessage("");
    await this.newGame(config);
    // The settings can be taller than a phone's screen: bring the new deal into view.
    const felt = this.root.querySelector(".pw-felt") || this.root;
    const top = felt.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.5) felt.scrollIntoView({ block: "start" });
  }

  async newGame(config) {
    if (config.seed === null || config.seed === undefined) config = { ...config, seed: this.newSeed() };
    this.config = config;
    this.keeping.dealt();
    const frag = this.host ? this.host.gameKey : configFragment(config, this.info);
    try { history.replaceState(history.state, "", frag); } catch (e) { /* ignore */ }
    if (this.share && !this.host) this.share.render(frag);
    await this.begin(() => engine.call("new_game", {
      rules: { preset: config.preset, players: config.players, ...config.options },
      seed: config.seed, levels: config.levels, human: 0, ...this.budget(),
    }));
  }

  async begin(makeGame, onRefused) {
    this.lastBegin = [makeGame, onRefused];
    const token = ++this.loopToken;
    this.showNotice("");
    const old = this.game;
    this.game = null;
    this.state = null;
    this.resetViews();
    this.tableBox.append(loadProgress(this.signal));
    if (old !== null) engine.call("drop", old).catch(() => {});
    let res;
    try {
      res = await makeGame();
    } catch (err) {
      if (token !== this.loopToken) return;
      clear(this.tableBox);
      if (err.code === "engine_unavailable") {
        // What failed, and a retry that loads the engine anew (once the network is back).
        const kind = engine.reason === "browser" ? "browser" : "network";
        const retry = el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-retry", onclick: () => this.once(async () => {
          engine.retry();
          const [make, refused] = this.lastBegin;
          await this.begin(make, refused);
        }) }, t("engine.retry"));
        this.tableBox.append(el("div", { class: "pw-failure", "data-kind": kind },
          el("p", { class: "pw-failed" }, t("engine.failed")), el("p", null, t(`engine.failed_${kind}`)), retry));
      } else {
        engineTrouble(err);
        this.tableBox.append(el("p", { class: "pw-failed" }, t("play.cannot_start")));
      }
      return;
    }
    if (token !== this.loopToken) return;
    if (res.error) {
      clear(this.tableBox);
      if (onRefused) { onRefused(res); return; }
      this.showMessage(t("link.rejected"));
      if (this.info && !this.opts.fromExample) {
        const config = defaultConfig(this.info);
        this.renderForm(config);
        this.newGame(config);
      }
      return;
    }
    this.game = res.game;
    this.keeping.begun();
    this.setState(res.state, res.events || []);
    this.loop(token);
  }

  close() {
    this.loopToken++;
    if (this.game !== null) engine.call("drop", this.game).catch(() => {});
    this.opts.onClose && this.opts.onClose();
  }

  // ---------------- online play (online-play.js: the host's table or a guest's seat)

  get host() { return this.online.host; }
  get guest() { return this.online.guest; }

  /** The game's state after a guest's move (or a seat handed to the computer), from HostTable. */
  remoteResult(res) {
    if (this.game === null) return;
    this.setState(res.state, res.events || []);
    this.loop(this.loopToken);
  }

  // No game on the table (an online table waiting for its players, a guest who left).
  stopGame() {
    this.loopToken++;
    if (this.game !== null && !this.guest) engine.call("drop", this.game).catch(() => {});
    this.game = this.guest ? "online" : null;
    this.state = null;
    this.resetViews();
    delete this.root.dataset.phase;
  }

  // Every part of the table empty (a new game, or none).
  resetViews() { for (const part of [this.log, this.result, this.table, this.hand, this.controls]) part.reset(); }

  /** The message for a failed call: the engine's, or at another's table the host's. */
  trouble(err) { return this.guest ? this.online.trouble(err) : engineTrouble(err); }

  // ---------------- the turn loop: AI seats move one by one; the human's turn waits for input

  async loop(token) {
    // At another's table the host's page plays the game: this page only shows its updates.
    if (this.guest) return;
    // One loop at a time (a guest's move or a seat handed to the computer may start one).
    if (this.looping === token) return;
    this.looping = token;
    try { await this.turns(token); } finally { if (this.looping === token) this.looping = null; }
  }

  async turns(token) {
    while (token === this.loopToken && this.state) {
      const s = this.state;
      if (s.game_over || s.round_over) return; // buttons take over
      if (s.to_act === s.human) return;
      // A guest's seat moves from the guest's page (HostTable.call then goes on here).
      if ((s.remote || []).includes(s.to_act)) return;
      await this.pause(this.delay);
      if (token !== this.loopToken) return;
      let res;
      try {
        res = await engine.call("ai_move", this.game);
      } catch (err) {
        if (token === this.loopToken) this.showMessage(engineTrouble(err));
        return;
      }
      if (token !== this.loopToken) return;
      if (res.level) stats.ai.push({ level: res.level, ms: res.ms });
      this.setState(res.state, res.events);
    }
  }

  // Wait ms before a computer move; a new speed setting (or the widget's end) ends the wait.
  pause(ms) {
    return new Promise((resolve) => {
      const controls = this.controls;
      const done = () => {
        clearTimeout(timer);
        this.signal.removeEventListener("abort", done);
        if (controls.wake === done) controls.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      controls.wake = done;
      this.signal.addEventListener("abort", done);
    });
  }

  setState(state, events) {
    this.state = state;
    this.version = (this.version || 0) + 1;
    this.root.dataset.version = String(this.version);
    // Pass and play (two or more people at this device): seats by their names, never "you".
    // Online, the people at other devices do not share this one.
    const remote = state.remote || [];
    this.shared = !this.guest && (state.humans || []).filter((seat) => !remote.includes(seat)).length > 1;
    state._ctx = { human: this.shared ? null : state.human, names: state.names || (this.host ? this.host.names() : null) };
    this.hand.selected.clear();
    const said = [];
    const spoken = { ...state._ctx, spoken: true };
    const appended = this.log.follow(state, events || [], () => ({ game: this.game, state: this.state }));
    for (const ev of events || []) {
      const x = eventSentence(ev, state._ctx);
      if (x) { if (appended) this.log.add(x); said.push(eventSentence(ev, spoken)); }
      this.table.note(ev, x);
    }
    // One announcement per update, so that a screen reader hears every play of it.
    this.live.textContent = said.join(" ");
    const hadFocus = this.keys.hasFocus();
    this.render();
    this.keeping.save();
    if (this.host) this.host.pushAll();
    if (hadFocus) this.keys.follow();
  }

  isMine(s) { return s.to_act === s.human && !s.round_over && !s.game_over; }

  // ---------------- rendering (each part changes only what changed)

  render() {
    const s = this.state;
    this.root.dataset.phase = s.game_over ? "game_over" : s.round_over ? "round_over" : s.phase;
    this.root.dataset.toAct = s.to_act === null ? "" : String(s.to_act);
    // "Your game in progress is back" is stale once that game is over.
    if (s.game_over && !this.notice.hidden) this.showNotice("");
    this.table.render(s, this.shared);
    this.renderHand();
    const done = this.result.render(s, this.game);
    if (done) this.live.textContent = [this.live.textContent, done].filter(Boolean).join(" ");
  }

  renderHand() {
    const s = this.state;
    const mine = this.isMine(s);
    const shown = this.hand.render(s, mine, this.shared);
    this.controls.sync(s, shown && mine);
    // Pass and play: while the device goes to the next person, the log (the last person's view
    // of the game) is hidden with the hand.
    this.log.box.hidden = !shown;
  }

  // ---------------- the human's actions

  submit(kind) { return this.once(() => this.submitNow(kind)); }

  async submitNow(kind) {
    const s = this.state;
    if (!s || !this.isMine(s)) return;
    const move = this.controls.move(kind);
    if (kind !== "pass" && !move.cards.length) {
      this.controls.complain(t("play.select_first"));
      return;
    }
    const token = this.loopToken;
    let res;
    try {
      res = await this.port.call("play", this.game, move);
    } catch (err) {
      this.showMessage(this.trouble(err));
      return;
    }
    if (token !== this.loopToken || this.state !== s) return;
    if (!res.ok) {
      this.controls.complain(errorText(res.error, res.detail));
      return;
    }
    // At another's table the move comes back with the host's next update.
    if (!res.state) return;
    this.setState(res.state, res.events);
    this.loop(token);
  }

  // Take back your last move (and the computer moves after it); marked in the log.
  undo() {
    return this.once(async () => {
      const s = this.state;
      if (!s || !s.can_undo) return;
      const token = this.loopToken;
      let res;
      try { res = await engine.call("undo", this.game); } catch (e) { this.showMessage(engineTrouble(e)); return; }
      if (token !== this.loopToken || this.state !== s || !res.ok) return;
      this.setState(res.state, []);
      this.live.textContent = t("log.undone");
      this.loop(token);
    });
  }

  hint() { return this.once(() => this.hintNow()); }

  async hintNow() {
    const s = this.state;
    if (!s || s.to_act !== s.human) return;
    let res;
    try { res = await this.port.call("hint", this.game); } catch (e) { if (this.guest) this.showMessage(this.trouble(e)); return; }
    if (this.state !== s || !res.move) return;
    this.controls.showHint(res.move, s);
  }

  // Run an action unless another one is in flight (double clicks, key repeat): every button
  // of the widget goes through here or checks the state it acts on.
  async once(action) {
    if (this.acting) return;
    this.acting = true;
    this.root.dataset.busy = "1";
    try { await action(); } finally { this.acting = false; delete this.root.dataset.busy; }
  }

  nextRound() {
    return this.once(async () => {
      const s = this.state;
      if (!s || !s.round_over || s.game_over) return; // already dealt: nothing to do
      const token = this.loopToken;
      let res;
      try { res = await engine.call("next_round", this.game); } catch (e) { this.showMessage(engineTrouble(e)); return; }
      if (token !== this.loopToken || this.state !== s) return;
      this.setState(res.state, res.events);
      this.loop(token);
    });
  }
}

export { PlayWidget };
