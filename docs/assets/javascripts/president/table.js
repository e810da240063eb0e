// The play widget: settings, the table, your hand, the log and the results, driving a game in
// the engine worker (AI seats move one by one; the human's turn waits for input).

import { t, tn } from "./strings.js";
import { el, clear } from "./dom.js";
import { parseCard, cardName, cardsName, cardColour, cardFace, cardFaceParts, cardBacks, sortCards, sortHand } from "./cards.js";
import { seatName, titleName, titleOf, eventSentence, errorText, orderLabel } from "./narration.js";
import { engine, stats, engineTrouble, statusLine } from "./engine-client.js";
import { presetsInfo, defaultConfig, parseConfigFragment, configFragment } from "./settings.js";
import { SettingsPanel } from "./settings-panel.js";
import { hooks } from "./test-hooks.js";
import { loadGame, storeGame, clearGame, loadStats, recordGame, resetStats } from "./storage.js";

// The pause before each computer move (ms), by the speed setting.
const AI_SPEEDS = { instant: 0, fast: 250, normal: 650, slow: 1400 };
const SPEED_KEY = "president.ai_speed";
// A finger (or the mouse) held this long on a card selects its whole set, like a double-click.
const LONG_PRESS_MS = 500;

function savedSpeed() {
  try {
    const v = localStorage.getItem(SPEED_KEY);
    if (v && Object.prototype.hasOwnProperty.call(AI_SPEEDS, v)) return v;
  } catch (e) { /* storage blocked */ }
  return "normal";
}

// Where each seat sits, seen from the human seat (at the bottom): the opponents in turn order,
// up the left side, across the top, down the right side.
function seatPositions(n, human) {
  const opp = [];
  for (let k = 1; k < n; k++) opp.push((human + k) % n);
  const k = opp.length;
  const side = k >= 6 ? 2 : k >= 3 ? 1 : 0;
  return { left: opp.slice(0, side), top: opp.slice(side, k - side), right: opp.slice(k - side) };
}

class PlayWidget {
  constructor(root, opts = {}) {
    this.root = root;
    this.opts = opts;
    this.info = presetsInfo();
    this.game = null;
    this.state = null;
    this.selected = new Set();
    this.acting = false;
    this.loopToken = 0;
    this.log = [];
    this.speed = savedSpeed();
    this.sortBy = "rank";
    this.build();
  }

  budget() {
    const b = Number(hooks.aiBudgetMs);
    return Number.isFinite(b) && b > 0 ? { budget_ms: b } : {};
  }

  get delay() {
    const d = Number(hooks.aiDelayMs);
    return Number.isFinite(d) && d >= 0 ? d : AI_SPEEDS[this.speed] ?? AI_SPEEDS.normal;
  }

  build() {
    const r = this.root;
    clear(r);
    r.classList.add("pw", "pw-play");
    r.setAttribute("role", "region");
    r.setAttribute("aria-label", t("play.label"));
    this.status = statusLine();
    this.message = el("p", { class: "pw-message", role: "alert" });
    this.message.hidden = true;
    this.notice = el("div", { class: "pw-notice", role: "status" });
    this.notice.hidden = true;
    r.append(this.status, this.message, this.notice);
    if (!this.opts.fromExample) {
      this.settings = el("details", { class: "pw-settings" });
      this.settings.append(el("summary", null, t("play.settings")));
      this.form = el("form", { class: "pw-form", onsubmit: (e) => { e.preventDefault(); this.newGameFromForm(); } });
      this.settings.append(this.form);
      this.panel = new SettingsPanel(this.form, this.info);
      r.append(this.settings);
    }
    this.tableBox = el("div", { class: "pw-table" });
    this.handBox = el("div", { class: "pw-hand-box" });
    this.resultBox = el("div", { class: "pw-result" });
    this.logBox = el("details", { class: "pw-log-box" }, el("summary", null, t("play.log")));
    // The log scrolls in its own box: focusable, so that the keyboard can scroll it too.
    this.logList = el("ol", { class: "pw-log", tabindex: 0, "aria-label": t("play.log") });
    this.logBox.append(this.logList);
    this.logBox.addEventListener("toggle", () => { if (this.logBox.open) this.logList.scrollTop = this.logList.scrollHeight; });
    this.live = el("div", { class: "pw-sr", "aria-live": "polite", "aria-atomic": "false" });
    r.addEventListener("keydown", (e) => this.tableKey(e));
    r.append(this.tableBox, this.handBox, this.resultBox, this.logBox, this.live);
    if (!this.opts.fromExample) {
      this.statsBox = el("details", { class: "pw-log-box pw-stats-box" }, el("summary", null, t("stats.title")));
      this.statsBody = el("div", { class: "pw-stats" });
      this.statsBox.append(this.statsBody);
      this.statsBox.addEventListener("toggle", () => { if (this.statsBox.open) this.renderStats(); });
      r.append(this.statsBox);
    }
    if (!this.opts.fromExample) {
      this.shareBox = el("div", { class: "pw-share" });
      r.append(this.shareBox);
    } else {
      r.append(el("button", { type: "button", class: "md-button pw-btn", onclick: () => this.close() }, t("play.back_to_example")));
    }
  }

  showMessage(text) {
    this.message.textContent = text || "";
    this.message.hidden = !text;
  }

  // ---------------- settings form (settings-panel.js)

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
    const { config, error } = parseConfigFragment(location.hash, this.info);
    if (error) this.showMessage(t(error.key, error.params));
    // The seed of a link deals this game only; the form's New game deals a new one (its seed
    // field is for a seed the player types).
    this.renderForm({ ...config, seed: null });
    this.pendingConfig = config;
    this.lazyStart();
    // A link to this page with other settings (#preset=...) changes only the fragment: deal anew.
    this.onHash = () => {
      if (!this.root.isConnected || !location.hash.includes("=")) return;
      const parsed = parseConfigFragment(location.hash, this.info);
      this.showMessage(parsed.error ? t(parsed.error.key, parsed.error.params) : "");
      this.renderForm({ ...parsed.config, seed: null });
      this.started = true;
      engine.start();
      this.newGame(parsed.config);
    };
    window.addEventListener("hashchange", this.onHash);
  }

  // The page is gone (instant navigation): stop the turn loop, forget the game, drop listeners.
  destroy() {
    this.loopToken++;
    if (this.onHash) window.removeEventListener("hashchange", this.onHash);
    if (this.game !== null) engine.call("drop", this.game).catch(() => {});
    this.game = null;
  }

  lazyStart() {
    const go = () => {
      if (this.started) return;
      this.started = true;
      engine.start();
      this.resumeOrNew(this.pendingConfig);
    };
    // A game kept on this device comes back at once: after a reload the browser may restore a
    // scroll position below the (still empty) table, where nothing would ever start it.
    if (loadGame()) { go(); return; }
    this.root.addEventListener("pointerdown", go, { once: true });
    this.root.addEventListener("focusin", go, { once: true });
    if ("IntersectionObserver" in window) {
      const io = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) { io.disconnect(); go(); }
      });
      io.observe(this.root);
    } else {
      go();
    }
  }

  newSeed() { return Math.floor(Math.random() * 1e9); }

  // The game kept on this device comes back when the page is opened without a game link or
  // with the link of that game (a reload, back and forward); another link deals its own game.
  async resumeOrNew(config) {
    const saved = loadGame();
    const hash = location.hash;
    if (!saved || (hash.includes("=") && hash !== saved.fragment)) return this.newGame(config);
    this.config = saved.config;
    try { history.replaceState(history.state, "", saved.fragment); } catch (e) { /* ignore */ }
    this.renderShare(saved.fragment);
    this.renderForm({ ...saved.config, seed: null });
    await this.begin(() => engine.call("restore", saved.save), () => {
      clearGame();
      this.newGame(config);
    });
    if (this.game !== null && this.state) {
      for (const line of saved.log || []) this.addLog(String(line));
      this.showNotice(t("save.restored"), t("play.new_deal"), () => this.once(() => this.newGame({ ...this.config, seed: null })));
      // The restored scroll position may lie below the table, which was empty when the browser
      // put it back: bring the game into view.
      if (this.root.getBoundingClientRect().bottom <= 0) this.root.scrollIntoView({ block: "start" });
    }
  }

  showNotice(text, action, onAction) {
    clear(this.notice);
    this.notice.hidden = !text;
    if (!text) return;
    this.notice.append(el("span", null, text));
    if (action) this.notice.append(" ", el("button", { type: "button", class: "md-button pw-btn pw-notice-action", onclick: onAction }, action));
  }

  // Keep the game in progress on this device (the engine's save data); a finished game is
  // counted in the statistics instead.
  async autosave() {
    const gid = this.game;
    const s = this.state;
    if (this.opts.fromExample || gid === null || !s || !this.config) return;
    if (s.game_over) {
      if (this.recorded !== gid && !this.shared) {
        this.recorded = gid;
        const better = s.scores.filter((v) => v > s.scores[s.human]).length;
        recordGame(this.config.preset, better, s.players, s.scores[s.human]);
        if (this.statsBox && this.statsBox.open) this.renderStats();
      }
      clearGame();
      return;
    }
    const version = this.version;
    let data;
    try { data = await engine.call("save", gid); } catch (e) { return; }
    if (gid !== this.game) return;
    storeGame(this.config, configFragment(this.config, this.info), data, [...this.logList.children].map((li) => li.textContent));
    // Which state is kept now (data-saved = data-version: a reload brings back this position).
    if (version === this.version) this.root.dataset.saved = String(version);
  }

  renderStats() {
    const body = this.statsBody;
    clear(body);
    const all = loadStats();
    const names = Object.keys(all).filter((k) => all[k].games > 0);
    if (!names.length) {
      body.append(el("p", { class: "pw-empty" }, t("stats.none")));
      return;
    }
    const table = el("table", { class: "pw-stats-table" });
    table.append(el("thead", null, el("tr", null,
      el("th", { scope: "col" }, t("label.preset")), el("th", { scope: "col" }, t("stats.games")),
      el("th", { scope: "col" }, t("stats.wins")), el("th", { scope: "col" }, t("stats.average_place")),
      el("th", { scope: "col" }, t("stats.average_points")))));
    const tbody = el("tbody");
    const fmt = (x) => x.toLocaleString(document.documentElement.lang || undefined, { maximumFractionDigits: 1 });
    for (const name of names) {
      const p = all[name];
      const placeSum = p.places.reduce((acc, c, i) => acc + c * (i + 1), 0);
      tbody.append(el("tr", { "data-preset": name }, el("th", { scope: "row" }, t(`preset.${name}`)),
        el("td", null, String(p.games)), el("td", null, String(p.places[0] || 0)),
        el("td", null, fmt(placeSum / p.games)), el("td", null, fmt(p.points / p.games))));
    }
    table.append(tbody);
    body.append(el("div", { class: "pw-table-wrap" }, table),
      el("button", { type: "button", class: "md-button pw-btn pw-stats-reset", onclick: () => { resetStats(); this.renderStats(); } }, t("stats.reset")));
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
    const frag = configFragment(config, this.info);
    try { history.replaceState(history.state, "", frag); } catch (e) { /* ignore */ }
    this.renderShare(frag);
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
    this.selected.clear();
    this.log = [];
    clear(this.logList);
    clear(this.resultBox);
    clear(this.tableBox);
    clear(this.handBox);
    this.view = null;
    this.handView = null;
    this.resultKey = null;
    this.tableBox.append(el("p", { class: "pw-wait" }, t("engine.loading")));
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
    this.recorded = null;
    this.setState(res.state, res.events || []);
    this.loop(token);
  }

  close() {
    this.loopToken++;
    if (this.game !== null) engine.call("drop", this.game).catch(() => {});
    this.opts.onClose && this.opts.onClose();
  }

  // ---------------- the turn loop: AI seats move one by one; the human's turn waits for input

  async loop(token) {
    while (token === this.loopToken && this.state) {
      const s = this.state;
      if (s.game_over || s.round_over) return; // buttons take over
      if (s.to_act === s.human) return;
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

  // Wait ms before a computer move; a new speed setting ends the wait at once.
  pause(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() { clearTimeout(timer); if (self.wake === done) self.wake = null; resolve(); }
      this.wake = done;
    });
  }

  setState(state, events) {
    this.state = state;
    this.version = (this.version || 0) + 1;
    this.root.dataset.version = String(this.version);
    // Pass and play (two or more people at this device): seats by their names, never "you".
    this.shared = (state.humans || []).length > 1;
    state._ctx = { human: this.shared ? null : state.human };
    this.selected.clear();
    const said = [];
    const spoken = { ...state._ctx, spoken: true };
    for (const ev of events || []) {
      const x = eventSentence(ev, state._ctx);
      if (x) { this.addLog(x); said.push(eventSentence(ev, spoken)); }
      // Shown on the table: why the pile cleared, and that the order flipped.
      // The pile cleared by a rule (2s clear, 8 clears, a cutter, ...) or because everyone else
      // passed: the trick leaves the centre, the reason stays there.
      if (ev.code === "clear" || (ev.code === "trick_won" && !this.cleared)) { this.lastClear = x; this.cleared = true; }
      if (ev.code === "revolution" || ev.code === "counter_revolution") this.flipped = true;
    }
    // One announcement per update, so that a screen reader hears every play of it.
    this.live.textContent = said.join(" ");
    const hadFocus = this.root.contains(document.activeElement) || this.keepFocus;
    this.render();
    this.autosave();
    if (!hadFocus) return; // the user is elsewhere on the page: leave the focus there
    // The focus moves in the next frame, once the browser lays the table out anyway (a focus
    // right after the update forced that layout inside the update: the longest task of a game).
    this.keepFocus = true;
    if (!this.focusFrame) this.focusFrame = requestAnimationFrame(() => { this.focusFrame = 0; this.keepFocus = false; this.placeFocus(); });
  }

  placeFocus() {
    const s = this.state;
    if (!s || !this.root.isConnected) return;
    const now = document.activeElement;
    const lost = !now || now === document.body || now === document.documentElement;
    if (!lost && !this.root.contains(now)) return; // the user has put it elsewhere meanwhile
    const mine = s.to_act === s.human && !s.round_over && !s.game_over;
    // The human's turn (back): from the widget itself, where the focus waits while the
    // opponents play, or from a button that is gone, to the first card of the hand.
    const card = mine && (lost || now === this.root)
      ? this.handBox.querySelector(".pw-card:not([disabled]), .pw-handover-show") : null;
    if (card) card.focus({ preventScroll: true });
    else if (lost) this.refocus();
  }

  // Keep keyboard users inside the widget when the buttons they were on are re-rendered.
  refocus() {
    const target = this.handBox.querySelector(".pw-card:not([disabled]), .pw-handover-show, .pw-actions button:not([disabled])")
      || this.resultBox.querySelector("button")
      || this.root;
    if (target === this.root) this.root.tabIndex = -1;
    target.focus({ preventScroll: true });
  }

  addLog(text) {
    this.logList.append(el("li", null, text));
    while (this.logList.childElementCount > 400) this.logList.firstElementChild.remove();
    // The newest play in view (the list scrolls inside its own box): once per frame and only
    // while the log is open, so that a play does not force a layout.
    if (!this.logScroll && this.logBox.open) {
      this.logScroll = requestAnimationFrame(() => { this.logScroll = 0; this.logList.scrollTop = this.logList.scrollHeight; });
    }
  }

  // ---------------- rendering
  //
  // The table is built once per game (and when the seat at the bottom changes, in pass and
  // play); each update then changes only what changed: a seat's chips, count and turn, the new
  // plays of the trick, the cards that left the hand. A full re-render per computer move cost
  // 50-200 ms of main thread on a loaded phone-class CPU (scripts/bench_browser.py).

  render() {
    const s = this.state;
    this.root.dataset.phase = s.game_over ? "game_over" : s.round_over ? "round_over" : s.phase;
    this.root.dataset.toAct = s.to_act === null ? "" : String(s.to_act);
    // "Your game in progress is back" is stale once that game is over.
    if (s.game_over && !this.notice.hidden) this.showNotice("");
    const v = this.view;
    if (!v || !v.root.isConnected || v.players !== s.players || v.human !== s.human || v.shared !== this.shared) this.buildTable();
    this.updateHead();
    for (let seat = 0; seat < s.players; seat++) this.updateSeat(seat);
    this.updateCentre();
    this.flipped = false;
    this.cleared = false;
    this.renderHand();
    this.renderResult();
    this.animate();
  }

  // The table's frame: the head (round, order in force, computer speed), the felt with a place
  // for every seat around the centre.
  buildTable() {
    const s = this.state;
    const n = s.players;
    clear(this.tableBox);
    const v = this.view = { players: n, human: s.human, shared: this.shared, seats: [], keys: {} };
    v.round = el("p", { class: "pw-round" });
    v.orderText = el("span", { class: "pw-order" });
    v.order = el("p", { class: "pw-order-badge" }, el("span", { class: "pw-label" }, t("label.order")), " ", v.orderText);
    v.direction = el("p", { class: "pw-direction" }, t("label.direction"), ": ", t("direction.backward"));
    const head = el("div", { class: "pw-table-head" }, v.round, v.order, this.speedControl(), v.direction);
    // The felt: opponents around (left, across, right, in turn order after you), the trick in
    // the centre, your seat at the bottom. On a phone the opponents form one compact row.
    const pos = seatPositions(n, s.human);
    for (let seat = 0; seat < n; seat++) v.seats[seat] = this.seatShell(seat);
    const side = (name, seatsHere) => el("ul", { class: `pw-seats pw-side pw-side-${name}` }, seatsHere.map((seat) => v.seats[seat].li));
    v.centre = el("section", { class: "pw-centre", "aria-label": t("label.pile") });
    v.trick = null;
    v.pile = null;
    const felt = el("div", { class: "pw-felt", "data-players": n },
      side("left", pos.left), side("top", pos.top), side("right", pos.right), v.centre, side("me", [s.human]));
    v.root = felt;
    this.tableBox.append(head, felt);
  }

  // Change a node's text (or an attribute) only when it differs: no needless style work.
  static setText(node, text) { if (node.textContent !== text) node.textContent = text; }

  updateHead() {
    const s = this.state;
    const v = this.view;
    PlayWidget.setText(v.round, t("play.round", { i: s.round_no, n: s.rounds }));
    if (v.order.dataset.order !== s.order) {
      v.order.dataset.order = s.order;
      v.order.className = `pw-order-badge pw-order-${s.order}`;
      v.orderText.className = `pw-order pw-order-${s.order}`;
      v.orderText.textContent = orderLabel(s.order);
    }
    // A revolution (or any flip): the badge pulses (restarted on the next frame, without
    // forcing a layout; the stylesheet turns it off under prefers-reduced-motion).
    if (this.flipped) {
      v.order.classList.remove("pw-flip");
      requestAnimationFrame(() => v.order.classList.add("pw-flip"));
    }
    v.direction.hidden = s.direction !== -1;
  }

  // One seat: name, level, card backs with the count, passed / out / title, whose turn.
  seatShell(seat) {
    const s = this.state;
    const n = s.players;
    const me = seat === s.human;
    const headBits = [el("strong", { class: "pw-seat-name" }, seatName(seat, s._ctx))];
    const person = (s.humans || []).includes(seat);
    if (!me) headBits.push(el("span", { class: "pw-seat-level" }, person ? t("level.human") : t(`level.${s.levels[seat] || "normal"}`)));
    const count = el("span", { class: "pw-seat-count" });
    const status = el("div", { class: "pw-seat-status" });
    const li = el("li", { class: `pw-seat${me ? " pw-me" : ""}`, "data-seat": seat, style: `order: ${me ? 100 : (seat - s.human + n) % n}` },
      el("div", { class: "pw-seat-head" }, headBits), count, status);
    return { li, me, count, status, keys: {} };
  }

  updateSeat(seat) {
    const s = this.state;
    const n = s.players;
    const box = this.view.seats[seat];
    const active = s.to_act === seat && !s.round_over;
    const place = (s.out || []).indexOf(seat);
    box.li.classList.toggle("pw-active", active);
    box.li.classList.toggle("pw-out", place >= 0);
    // The title a seat holds: from the previous round while a round is played (it decides
    // the exchange), from this round once it is over.
    const ranking = s.round_over ? s.ranking : s.previous_ranking;
    const title = ranking && ranking.length ? titleOf(seat, ranking, n, s.rules) : null;
    const passed = (s.passed || []).includes(seat);
    // The last seat has a place but still holds cards: it did not go out.
    const left = s.hand_sizes[seat] > 0;
    const chipsKey = `${active}|${passed}|${place}|${left}|${title}`;
    if (box.keys.chips !== chipsKey) {
      box.keys.chips = chipsKey;
      const chips = [];
      const chip = (cls, text) => chips.push(el("span", { class: `pw-chip ${cls}` }, text));
      if (active) chip("pw-chip-turn", t("status.to_act"));
      if (passed) chip("pw-chip-passed", t("status.passed"));
      if (place >= 0) chip("pw-chip-out", t(left ? "status.place" : "status.out", { place: place + 1 }));
      if (title) chip("pw-chip-title", titleName(title));
      clear(box.status);
      box.status.append(...chips);
    }
    const cards = s.hand_sizes[seat];
    if (box.keys.count !== cards) {
      box.keys.count = cards;
      const label = tn("count.cards", cards);
      const shown = box.me ? el("span", { class: "pw-seat-count" }, label) : cardBacks(cards, label);
      box.count.replaceWith(shown);
      box.count = shown;
    }
  }

  // The centre: every play of this trick, newest on top, each with who played it; when the pile
  // is empty, why it cleared. A new play is added at the top; a cleared trick leaves the centre.
  updateCentre() {
    const s = this.state;
    const v = this.view;
    const pile = s.pile || [];
    const old = v.pile;
    const same = (a, b) => a.seat === b.seat && a.cards.join(" ") === b.cards.join(" ");
    if (old && v.round_no === s.round_no && old.length === pile.length && pile.every((p, i) => same(p, old[i]))) return;
    const grows = old && v.round_no === s.round_no && old.length > 0 && old.length < pile.length && old.every((p, i) => same(p, pile[i]));
    v.pile = pile;
    v.round_no = s.round_no;
    const box = v.centre;
    if (!pile.length) {
      // The trick leaves the centre (animate() sends it on its way), the reason stays.
      if (v.trick && this.cleared) {
        v.leaving = { node: v.trick, to: old.length ? old[old.length - 1].seat : null };
        v.trick.classList.add("pw-trick-leaving");
        v.trick.setAttribute("aria-hidden", "true");
      } else if (v.trick) {
        v.trick.remove();
      }
      v.trick = null;
      for (const p of box.querySelectorAll(":scope > p")) p.remove();
      box.append(el("p", { class: "pw-empty" }, t("label.pile"), ": ", t("pile.empty")));
      if (this.lastClear) box.append(el("p", { class: "pw-cleared" }, this.lastClear));
      return;
    }
    this.lastClear = null;
    for (const p of box.querySelectorAll(":scope > p")) p.remove();
    const item = (p) => el("li", { class: "pw-trick-play", "data-seat": p.seat },
      el("span", { class: "pw-who" }, seatName(p.seat, s._ctx)),
      el("span", { class: "pw-trick-cards", dir: "ltr" }, p.cards.map((c) => cardFace(c, "pcard-sm", p.cards))));
    if (grows && v.trick) {
      for (const p of pile.slice(old.length)) v.trick.prepend(item(p));
    } else {
      if (v.trick) v.trick.remove();
      v.trick = el("ol", { class: "pw-trick", reversed: true }, pile.slice(-6).reverse().map(item));
      box.append(v.trick);
    }
    // Six plays at most, the newest large and on top.
    const items = v.trick.children;
    while (items.length > 6) items[items.length - 1].remove();
    [...items].forEach((li, i) => {
      const top = i === 0;
      if (li.classList.contains("pw-top") === top && li.classList.contains("pw-under") !== top) return;
      li.classList.toggle("pw-top", top);
      li.classList.toggle("pw-under", !top);
      for (const c of li.querySelectorAll(".pcard")) {
        c.classList.toggle("pcard-md", top);
        c.classList.toggle("pcard-sm", !top);
      }
    });
    if (pile.length > 6) box.append(el("p", { class: "pw-trick-more" }, tn("trick.earlier", pile.length - 6)));
    v.fresh = pile[pile.length - 1];
  }

  // Motion, after the browser has laid the table out (in the next frame: no forced layout in
  // the update): a new play travels from its seat to the centre, a cleared trick leaves towards
  // the seat that took it. None under prefers-reduced-motion or at the Instant speed, where
  // the plays follow each other at once.
  animate() {
    const v = this.view;
    const fresh = v.fresh;
    const leaving = v.leaving;
    v.fresh = null;
    v.leaving = null;
    const still = this.delay === 0 || !window.matchMedia || window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    if (still) {
      if (leaving) leaving.node.remove();
      return;
    }
    if (!fresh && !leaving) return;
    const top = fresh && v.trick ? v.trick.firstElementChild : null;
    requestAnimationFrame(() => {
      const centre = (node) => { const r = node.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; };
      if (top && top.isConnected && top.animate) {
        const seat = v.seats[fresh.seat] && v.seats[fresh.seat].li;
        const cards = top.querySelector(".pw-trick-cards");
        if (seat && cards) {
          const [fx, fy] = centre(seat);
          const [tx, ty] = centre(cards);
          cards.animate([{ transform: `translate(${fx - tx}px, ${fy - ty}px) scale(0.6)`, opacity: 0.4 }, { transform: "none", opacity: 1 }],
            { duration: 280, easing: "ease-out" });
        }
      }
      if (leaving && leaving.node.isConnected) {
        const node = leaving.node;
        const seat = leaving.to !== null && v.seats[leaving.to] ? v.seats[leaving.to].li : null;
        let dx = 0;
        let dy = -40;
        if (seat) {
          const [fx, fy] = centre(node);
          const [tx, ty] = centre(seat);
          dx = tx - fx;
          dy = ty - fy;
        }
        const anim = node.animate ? node.animate([{ transform: "none", opacity: 1 }, { transform: `translate(${dx}px, ${dy}px) scale(0.4)`, opacity: 0 }],
          { duration: 450, easing: "ease-in", fill: "forwards" }) : null;
        if (anim) anim.finished.then(() => node.remove(), () => node.remove()); else node.remove();
      } else if (leaving) {
        leaving.node.remove();
      }
    });
  }

  // The pause before each computer move: a setting kept on this device.
  speedControl() {
    const id = `pw-speed-${Math.random().toString(36).slice(2, 8)}`;
    const sel = el("select", { id, class: "pw-speed" },
      Object.keys(AI_SPEEDS).map((k) => el("option", { value: k, selected: k === this.speed }, t(`speed.${k}`))));
    sel.addEventListener("change", () => {
      this.speed = sel.value;
      try { localStorage.setItem(SPEED_KEY, this.speed); } catch (e) { /* private mode: this page only */ }
      this.wake && this.wake();
    });
    return el("div", { class: "pw-field pw-speed-field" }, el("label", { for: id }, t("label.ai_speed")), sel);
  }

  // Your hand and your actions. The cards are kept (one button per card for the whole round)
  // and only changed: their order, selection, dimming, whether it is your turn; the buttons
  // below are rebuilt only when what you can do changes.
  renderHand() {
    const s = this.state;
    const mine = s.to_act === s.human && !s.round_over && !s.game_over;
    // Pass and play: the hands stay hidden between the turns of different people.
    if (this.shared && mine && this.viewer !== s.to_act) {
      const who = seatName(s.to_act);
      const key = `handover:${s.to_act}`;
      if (this.handView && this.handView.key === key) return;
      clear(this.handBox);
      this.handView = { key };
      this.giveTo = null;
      const show = el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-handover-show",
        onclick: () => { this.viewer = s.to_act; this.renderHand(); const c = this.handBox.querySelector(".pw-card"); if (c) c.focus(); } },
      t("handover.show", { seat: who }));
      this.handBox.append(el("div", { class: "pw-handover", role: "status" },
        el("p", { class: "pw-handover-title" }, t("handover.title", { seat: who })), show));
      this.explain = el("p", { class: "pw-explain" });
      return;
    }
    let h = this.handView;
    if (!h || h.key !== "hand" || !h.hand.isConnected) h = this.buildHand();
    this.syncCards(mine);
    this.syncActions(mine);
  }

  buildHand() {
    clear(this.handBox);
    const sort = el("button", { type: "button", class: "md-button pw-btn pw-sort",
      onclick: () => { this.sortBy = this.sortBy === "rank" ? "suit" : "rank"; this.renderHand(); sort.focus(); } });
    const heading = el("div", { class: "pw-hand-head" }, el("p", { class: "pw-hand-title" }, t("label.your_hand")), sort);
    const hand = el("div", { class: "pw-hand", role: "group", "aria-label": t("label.your_hand"), dir: "ltr" });
    hand.addEventListener("keydown", (e) => this.handKey(e, [...hand.querySelectorAll("button.pw-card")]));
    hand.addEventListener("focusin", (e) => {
      const b = e.target.closest && e.target.closest("button.pw-card");
      if (!b) return;
      this.focusCard = b.dataset.card;
      for (const c of hand.querySelectorAll("button.pw-card")) c.tabIndex = c === b ? 0 : -1;
    });
    const empty = el("span", { class: "pw-empty" }, t("hand.empty"));
    const actions = el("div", { class: "pw-actions" });
    this.explain = el("p", { class: "pw-explain", "aria-live": "polite" });
    this.handBox.append(heading, hand, actions, this.explain);
    this.giveTo = null;
    this.handView = { key: "hand", sort, hand, empty, actions, cards: new Map(), actionsKey: null };
    return this.handView;
  }

  // One button per card, kept while the card is in the hand (two jokers: two keys).
  syncCards(mine) {
    const s = this.state;
    const h = this.handView;
    h.sort.dataset.sort = this.sortBy;
    PlayWidget.setText(h.sort, t(this.sortBy === "rank" ? "hand.sort_suit" : "hand.sort_rank"));
    // The engine's playable cards (web.py view): the others are dimmed on your turn, still in
    // the tab order and named as not playable now.
    const playable = mine && Array.isArray(s.playable) ? new Set(s.playable) : null;
    const seen = {};
    const wanted = [];
    for (const code of sortHand(s.hand, this.sortBy, s.order)) {
      const key = `${code}#${seen[code] = (seen[code] || 0) + 1}`;
      let b = h.cards.get(key);
      if (!b) {
        b = el("button", { type: "button", class: `pw-card pcard pcard-${cardColour(code)}`, dir: "ltr", "data-card": code }, cardFaceParts(code));
        this.cardInput(b, code);
        h.cards.set(key, b);
      }
      const on = this.selected.has(code);
      const dim = playable !== null && !playable.has(code);
      b.classList.toggle("pw-selected", on);
      b.classList.toggle("pw-dim", dim);
      b.classList.remove("pw-fits");
      const pressed = on ? "true" : "false";
      if (b.getAttribute("aria-pressed") !== pressed) b.setAttribute("aria-pressed", pressed);
      const label = dim ? t("hand.not_playable", { card: cardName(code) }) : cardName(code);
      if (b.getAttribute("aria-label") !== label) b.setAttribute("aria-label", label);
      if (b.disabled !== !mine) b.disabled = !mine;
      wanted.push([key, b]);
    }
    const keep = new Set(wanted.map(([key]) => key));
    for (const [key, b] of h.cards) if (!keep.has(key)) { b.remove(); h.cards.delete(key); }
    // In the order shown, moving only the cards that are out of place.
    let at = h.hand.firstChild;
    for (const [, b] of wanted) {
      if (at === b) { at = b.nextSibling; continue; }
      h.hand.insertBefore(b, at);
    }
    if (!s.hand.length) { if (!h.empty.isConnected) h.hand.append(h.empty); } else if (h.empty.isConnected) h.empty.remove();
    // One stop for Tab in the hand (the card last in focus, else the first); the arrow keys move
    // between the cards, Space selects, Enter plays (or gives) the selection.
    const current = wanted.find(([, b]) => b.dataset.card === this.focusCard) || wanted[0];
    for (const [, b] of wanted) {
      const tab = current && b === current[1] ? 0 : -1;
      if (b.tabIndex !== tab) b.tabIndex = tab;
    }
  }

  // A card's input: click (or Space) toggles it; double-click, or a long press (a finger or the
  // mouse held LONG_PRESS_MS without moving away), selects its whole set.
  cardInput(b, code) {
    b.addEventListener("click", () => {
      if (this.pressedSet === b) { this.pressedSet = null; return; } // the click that ends a long press
      this.toggle(code);
    });
    b.addEventListener("dblclick", () => this.selectSet(code));
    let timer = null;
    let start = null;
    const cancel = () => { if (timer !== null) { clearTimeout(timer); timer = null; } };
    b.addEventListener("pointerdown", (e) => {
      if (b.disabled || (e.pointerType === "mouse" && e.button !== 0)) return;
      cancel();
      start = [e.clientX, e.clientY];
      this.pressedSet = null;
      timer = setTimeout(() => {
        timer = null;
        this.pressedSet = b;
        this.selectSet(code);
      }, LONG_PRESS_MS);
    });
    b.addEventListener("pointermove", (e) => {
      if (timer !== null && start && Math.hypot(e.clientX - start[0], e.clientY - start[1]) > 10) cancel();
    });
    for (const type of ["pointerup", "pointercancel", "pointerleave"]) b.addEventListener(type, cancel);
    // No context menu (or text selection callout) under a finger held on a card.
    b.addEventListener("contextmenu", (e) => { if (this.pressedSet === b || timer !== null) e.preventDefault(); });
  }

  // The buttons under the hand, rebuilt only when what you can do changes; the line that
  // explains your turn follows every update (a hint or a check writes its own there).
  syncActions(mine) {
    const s = this.state;
    const h = this.handView;
    const giving = mine && (s.phase === "exchange" || s.phase === "give");
    const g = s.give || {};
    const key = JSON.stringify([mine, giving, giving ? g : null, !!s.can_pass, !!(s.can_undo && !this.opts.fromExample), this.shared ? s.to_act : null]);
    if (h.actionsKey !== key) {
      h.actionsKey = key;
      const actions = h.actions;
      clear(actions);
      this.giveTo = null;
      if (mine) {
        if (giving) {
          // The engine's pending give (web.py view): kind "exchange" (to a fixed seat), "discard"
          // (descents: to no one) or "inherit" (one card, to a seat the giver picks from targets:
          // the seats still in the round).
          if (g.kind === "inherit" && g.targets && g.targets.length) {
            const id = `pw-to-${Math.random().toString(36).slice(2, 8)}`;
            this.giveTo = el("select", { id, class: "pw-give-to" }, g.targets.map((seat) => el("option", { value: seat }, seatName(seat, s._ctx))));
            this.giveTo.addEventListener("change", () => { if (this.selected.size) this.checkSelection(); });
            actions.append(el("label", { for: id }, t("give.to")), this.giveTo);
          }
          actions.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-give", onclick: () => this.submit("give") }, t("play.give")));
        } else {
          actions.append(
            el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-play-btn", onclick: () => this.submit("play") }, t("play.play")),
            el("button", { type: "button", class: "md-button pw-btn pw-pass", disabled: !s.can_pass, onclick: () => this.submit("pass") }, t("play.pass")),
          );
        }
        actions.append(el("button", { type: "button", class: "md-button pw-btn pw-hint", onclick: () => this.hint() }, t("play.hint")));
        if (s.can_undo && !this.opts.fromExample) {
          actions.append(el("button", { type: "button", class: "md-button pw-btn pw-undo", onclick: () => this.undo() }, t("play.undo")));
        }
      }
    }
    let text = "";
    if (giving) {
      text = g.kind === "inherit" ? t("give.prompt_inheritance")
        : g.to !== undefined && g.to !== null ? tn("give.prompt_to", g.count || 1, { to: seatName(g.to, s._ctx) })
          : tn("give.prompt_discard", g.count || 1);
    } else if (mine) {
      text = s.pile && s.pile.length ? t("play.your_turn_follow") : t("play.your_turn_lead");
    } else if (!s.round_over && !s.game_over) {
      text = s.to_act === null ? "" : t("play.waiting", { seat: seatName(s.to_act, s._ctx) });
    }
    this.explain.classList.remove("pw-bad");
    delete this.explain.dataset.hint;
    PlayWidget.setText(this.explain, text);
  }

  toggle(code) {
    if (this.selected.has(code)) this.selected.delete(code); else this.selected.add(code);
    const b = this.handBox.querySelector(`button[data-card="${CSS.escape(code)}"]`);
    if (b) {
      const on = this.selected.has(code);
      b.classList.toggle("pw-selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
    }
    this.checkSelection();
  }

  // Keys in the hand: arrows (and Home/End) move between the cards in the order they are shown
  // (left to right on every page), Space selects (the button's own behaviour), Enter plays or
  // gives the selection (the card in focus alone when nothing is selected).
  handKey(e, cards) {
    const b = e.target.closest && e.target.closest("button.pw-card");
    if (!b || e.altKey || e.ctrlKey || e.metaKey) return;
    const i = cards.indexOf(b);
    let to = null;
    if (e.key === "ArrowRight" || e.key === "ArrowDown") to = Math.min(cards.length - 1, i + 1);
    else if (e.key === "ArrowLeft" || e.key === "ArrowUp") to = Math.max(0, i - 1);
    else if (e.key === "Home") to = 0;
    else if (e.key === "End") to = cards.length - 1;
    else if (e.key === "Enter") {
      e.preventDefault();
      if (e.repeat) return;
      const s = this.state;
      if (!this.selected.size) this.toggle(b.dataset.card);
      this.submit(s.phase === "exchange" || s.phase === "give" ? "give" : "play");
      return;
    }
    if (to === null) return;
    e.preventDefault();
    cards[to].focus();
  }

  // Keys anywhere in the table (not in the settings): P passes, H asks for a hint.
  tableKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const t0 = e.target;
    if (t0 && (t0.closest(".pw-settings") || /INPUT|SELECT|TEXTAREA/.test(t0.tagName))) return;
    const key = e.key.toLowerCase();
    // Material's page keys (p and n: previous and next page) stay out of the table.
    if (["p", "h", "n", ",", "."].includes(key)) e.stopPropagation();
    const s = this.state;
    if (!s || s.to_act !== s.human || s.round_over || s.game_over) return;
    if (e.repeat || (this.shared && this.viewer !== s.to_act)) return;
    if (key === "p" && s.can_pass) { e.preventDefault(); this.submit("pass"); }
    else if (key === "h") { e.preventDefault(); this.hint(); }
  }

  // Double-click (or double-tap) a card: select every card of its rank (its whole set).
  selectSet(code) {
    const c = parseCard(code);
    const same = this.state.hand.filter((x) => { const y = parseCard(x); return !c.joker && !y.joker && y.rank === c.rank; });
    if (!same.length) return;
    this.selected = new Set(same);
    for (const b of this.handBox.querySelectorAll("button.pw-card")) {
      const on = this.selected.has(b.dataset.card);
      b.classList.toggle("pw-selected", on);
      b.setAttribute("aria-pressed", on ? "true" : "false");
    }
    this.checkSelection();
  }

  selectedMove(kind) {
    const cards = sortCards([...this.selected]);
    if (kind === "pass") return { kind: "pass", cards: [] };
    const move = { kind, cards };
    if (kind === "give" && this.giveTo) move.to = Number(this.giveTo.value);
    return move;
  }

  // The cards that can join the selection towards a legal move (the engine's check: fits) are
  // highlighted, and named so; none while nothing is selected.
  showFits(fits) {
    const set = new Set(fits || []);
    for (const b of this.handBox.querySelectorAll("button.pw-card")) {
      const code = b.dataset.card;
      const fit = set.has(code) && !this.selected.has(code);
      if (b.classList.contains("pw-fits") === fit) continue;
      b.classList.toggle("pw-fits", fit);
      b.setAttribute("aria-label", fit ? t("hand.fits", { card: cardName(code) })
        : b.classList.contains("pw-dim") ? t("hand.not_playable", { card: cardName(code) }) : cardName(code));
    }
  }

  async checkSelection() {
    const s = this.state;
    const kind = s.phase === "exchange" || s.phase === "give" ? "give" : "play";
    if (!this.selected.size) { this.explain.textContent = ""; this.showFits([]); return; }
    const token = this.loopToken;
    const move = this.selectedMove(kind);
    let res;
    try { res = await engine.call("check", this.game, move); } catch (e) { return; }
    if (token !== this.loopToken || this.state !== s) return;
    const same = sortCards([...this.selected]).join(" ") === move.cards.join(" ");
    if (!same) return;
    this.showFits(res.fits);
    this.explain.textContent = res.error ? errorText(res.error, res.detail) : t("play.selection_ok", { cards: cardsName(move.cards) });
    this.explain.classList.toggle("pw-bad", !!res.error);
  }

  submit(kind) { return this.once(() => this.submitNow(kind)); }

  async submitNow(kind) {
    const s = this.state;
    if (!s || s.to_act !== s.human || s.round_over || s.game_over) return;
    const move = this.selectedMove(kind);
    if (kind !== "pass" && !move.cards.length) {
      this.explain.textContent = t("play.select_first");
      this.explain.classList.add("pw-bad");
      return;
    }
    const token = this.loopToken;
    let res;
    try {
      res = await engine.call("play", this.game, move);
    } catch (err) {
      this.showMessage(engineTrouble(err));
      return;
    }
    if (token !== this.loopToken || this.state !== s) return;
    if (!res.ok) {
      this.explain.textContent = errorText(res.error, res.detail);
      this.explain.classList.add("pw-bad");
      return;
    }
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
      this.addLog(t("log.undone"));
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
    try { res = await engine.call("hint", this.game); } catch (e) { return; }
    if (this.state !== s || !res.move) return;
    const mv = res.move;
    this.selected = new Set(mv.kind === "pass" ? [] : mv.cards);
    this.renderHand();
    if (this.giveTo && mv.to !== undefined && mv.to !== null) this.giveTo.value = String(mv.to);
    this.explain.classList.remove("pw-bad");
    this.explain.textContent = this.hintText(mv);
    this.explain.dataset.hint = mv.kind;
    const target = this.handBox.querySelector(mv.kind === "pass" ? ".pw-pass" : mv.kind === "give" ? ".pw-give" : ".pw-play-btn");
    // In the next frame (no forced layout in this task).
    if (target) requestAnimationFrame(() => { if (this.state === s && target.isConnected) target.focus({ preventScroll: true }); });
  }

  // The hint in the words of the button it leads to: pass, play, or (Give) give to a seat,
  // hand on an inheritance, discard.
  hintText(mv) {
    if (mv.kind === "pass") return t("hint.pass");
    const cards = cardsName(mv.cards);
    if (mv.kind !== "give") return t("hint.play", { cards });
    const g = this.state.give || {};
    const to = mv.to !== undefined && mv.to !== null ? mv.to : g.to;
    if (g.kind === "discard" || to === undefined || to === null) return t("hint.discard", { cards });
    return t(g.kind === "inherit" ? "hint.inherit" : "hint.give_to", { cards, to: seatName(to, this.state._ctx) });
  }

  renderResult() {
    const s = this.state;
    // Built once per finished round (the state does not change until the next action).
    const key = s.round_over || s.game_over ? `${this.game}|${s.round_no}|${s.game_over}|${(s.ranking || []).join(",")}` : "";
    if (key === this.resultKey) return;
    this.resultKey = key;
    clear(this.resultBox);
    if (!key) return;
    const n = s.players;
    const ranking = s.ranking || [];
    const box = el("section", { class: "pw-result-box", "aria-live": "polite" });
    box.append(el("h3", { class: "pw-result-title" }, s.game_over ? t("result.game_over") : t("result.round_over", { i: s.round_no })));
    const table = el("table", { class: "pw-result-table" });
    table.append(el("thead", null, el("tr", null,
      el("th", { scope: "col" }, t("result.place")), el("th", { scope: "col" }, t("label.seat")),
      el("th", { scope: "col" }, t("result.title")), el("th", { scope: "col" }, t("result.points")), el("th", { scope: "col" }, t("result.total")))));
    const body = el("tbody");
    ranking.forEach((seat, place) => {
      body.append(el("tr", { class: seat === s.human ? "pw-me" : null },
        el("td", null, String(place + 1)), el("th", { scope: "row" }, seatName(seat, s._ctx)),
        el("td", null, titleName(titleOf(seat, ranking, n, s.rules))),
        el("td", null, String(n - place)), el("td", null, String(s.scores[seat]))));
    });
    table.append(body);
    // Scrolls by itself, never the page, if six long titles do not fit a narrow screen.
    box.append(el("div", { class: "pw-table-wrap" }, table));
    // Every round so far, in a game of several rounds: the points of each round and the total.
    const rounds = s.rankings || [];
    if (s.rounds > 1 && rounds.length) {
      const all = el("table", { class: "pw-rounds-table" });
      all.append(el("caption", null, t("result.all_rounds")));
      all.append(el("thead", null, el("tr", null, el("th", { scope: "col" }, t("label.seat")),
        rounds.map((_, i) => el("th", { scope: "col" }, t("result.round_short", { i: i + 1 }))),
        el("th", { scope: "col" }, t("result.total")))));
      const rows = el("tbody");
      for (let seat = 0; seat < n; seat++) {
        rows.append(el("tr", { class: seat === s.human ? "pw-me" : null }, el("th", { scope: "row" }, seatName(seat, s._ctx)),
          rounds.map((r) => el("td", null, String(r.indexOf(seat) >= 0 ? n - r.indexOf(seat) : 0))),
          el("td", null, String(s.scores[seat]))));
      }
      all.append(rows);
      box.append(el("div", { class: "pw-table-wrap" }, all));
    }
    if (s.game_over) {
      const best = Math.max(...s.scores);
      const winners = s.scores.map((v, i) => (v === best ? i : -1)).filter((i) => i >= 0);
      box.append(el("p", { class: "pw-winner" }, t("result.winner", { seats: winners.map((w) => seatName(w, s._ctx)).join(", "), count: winners.length })));
      if (!this.opts.fromExample) {
        // Two distinct actions: the same cards again, or a new deal with the same settings.
        const again = (seed) => this.once(async () => {
          const c = { ...this.config, seed };
          this.renderForm({ ...c, seed: null });
          await this.newGame(c);
        });
        box.append(el("div", { class: "pw-actions pw-end-actions" },
          el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-new-game pw-new-deal", onclick: () => again(null) }, t("play.new_deal")),
          el("button", { type: "button", class: "md-button pw-btn pw-replay", onclick: () => again(this.config.seed) }, t("play.replay_deal"))));
      }
    } else {
      box.append(el("button", { type: "button", class: "md-button md-button--primary pw-btn pw-next-round", onclick: () => this.nextRound() }, t("play.next_round")));
    }
    this.resultBox.append(box);
    const done = s.game_over ? t("result.game_over") : t("result.round_over", { i: s.round_no });
    this.live.textContent = [this.live.textContent, done].filter(Boolean).join(" ");
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

  renderShare(frag) {
    if (!this.shareBox) return;
    clear(this.shareBox);
    const url = location.href.split("#")[0] + frag;
    const id = `pw-share-${Math.random().toString(36).slice(2, 8)}`;
    const input = el("input", { id, type: "text", readonly: true, value: url, class: "pw-share-url", dir: "ltr" });
    const copy = el("button", { type: "button", class: "md-button pw-btn pw-copy", onclick: async () => {
      input.select();
      try { await navigator.clipboard.writeText(url); copy.textContent = t("share.copied"); } catch (e) { copy.textContent = t("share.select"); }
    } }, t("share.copy"));
    this.shareBox.append(el("label", { for: id }, t("share.label")), el("div", { class: "pw-share-row" }, input, copy));
  }
}

export { PlayWidget };
