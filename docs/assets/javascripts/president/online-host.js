// Online play, the host's table. The host's page runs the game in its own engine worker, as a
// local game; the seats taken by guests are "remote" seats of the engine (web.py), whose moves
// come from the guests' pages and are checked by the engine here. Each guest receives only its
// own seat's view (web.update: its observation, its legal cards, the events as it may see
// them); no other seat's cards ever leave this page. Every guest message is checked
// (online-protocol.js); a bad one gets an error back and changes nothing.
//
// The table's record (seats, names, seat tokens, settings, started) is kept on this device
// (storage.js), so that a host who reloads resumes the table; the game itself is kept as any
// game, under the table's own link (#host=<id>).

import { HostLink } from "./online-link.js";
import { randomId, newTableId, parseGuestMessage } from "./online-protocol.js";
import { storeTable } from "./storage.js";

class HostTable {
  /**
   * widget: the PlayWidget (port, game, state, config, online.startGame(config),
   * remoteResult(res), online.render()). record: a kept table (a reload) or null for a new one
   * with `config` (the settings: preset, players, options, levels) and `hostName`.
   */
  constructor(widget, { id, record, config, hostName }) {
    this.w = widget;
    this.id = id || newTableId();
    this.record = record || {
      config,
      started: false,
      seats: Array.from({ length: config.players }, (_, seat) => (seat === 0
        ? { role: "host", name: hostName }
        : { role: "free", level: (config.levels || [])[seat - 1] || "normal" })),
    };
    this.guests = new Set();     // {link, seat (or null), sent (events sent, or null), chain}
    this.status = "opening";     // opening | open | failed
    this.failure = null;
    this.link = new HostLink(this.id, {
      onOpen: () => { this.status = "open"; this.failure = null; this.w.online.render(); },
      onConnection: (link) => this.welcomeLink(link),
      onFailure: (kind) => { this.failure = kind; if (kind !== "taken" && kind !== "signal") this.status = "failed"; this.w.online.render(); },
    });
    this.keep();
  }

  /** The link a guest opens: this page's address with #join=<id>. */
  get invitation() {
    const u = new URL(location.href);
    u.hash = `join=${this.id}`;
    return u.href;
  }

  /** What the game is kept under (storage.js). */
  get gameKey() { return `#host=${this.id}`; }

  open() { this.link.open(); }

  close() {
    for (const g of this.guests) g.link.send(JSON.stringify({ t: "bye", reason: "ended" }));
    this.link.close();
  }

  keep() { storeTable(this.id, this.record); }

  forget() { storeTable(this.id, null); }

  seats() { return this.record.seats; }

  /** The names to show for each seat (null: the seat's default name; the host's when the host
   * typed none, so that each guest's page says "Host" in its own language). */
  names() { return this.record.seats.map((s) => (s.role === "host" || s.role === "guest" ? s.name || null : null)); }

  /** The level of each seat but the host's, for new_game: a guest's seat is "remote" (or, while
   * the computer plays it for an absent guest, that level). */
  levels() {
    return this.record.seats.slice(1).map((s) => (s.role === "guest" && !s.away ? "remote" : s.level || "normal"));
  }

  /** The host's name as the guests see it ("" for none). */
  rename(name) {
    this.record.seats[0].name = name;
    this.keep();
    this.broadcastLobby();
    this.pushAll();
  }

  /** Is the guest of `seat` connected now? */
  here(seat) { return [...this.guests].some((g) => g.seat === seat); }

  publicSeats() {
    return this.record.seats.map((s, seat) => ({
      seat, role: s.role, name: s.role === "host" || s.role === "guest" ? s.name : null,
      level: s.role === "free" || s.role === "ai" || s.away ? s.level || "normal" : null,
      here: s.role === "host" || (s.role === "guest" && this.here(seat)),
      away: !!s.away,
    }));
  }

  // ------------------------------------------------------------------ guests

  welcomeLink(link) {
    const g = { link, seat: null, sent: null, chain: Promise.resolve() };
    this.guests.add(g);
    link.onMessage = (data) => this.receive(g, data);
    link.onClose = () => {
      this.guests.delete(g);
      this.broadcastLobby();
      this.w.online.render();
    };
  }

  send(g, msg) { g.link.send(JSON.stringify(msg)); }

  fail(g, code, detail) { this.send(g, { t: "error", code, detail: detail === undefined ? null : detail }); }

  receive(g, data) {
    const { msg, error, detail } = parseGuestMessage(data);
    if (error) { this.fail(g, error, detail); return; }
    try {
      if (msg.t === "hello") this.hello(g, msg);
      else if (msg.t === "sit") this.sit(g, msg);
      else if (msg.t === "call") this.call(g, msg);
      else if (msg.t === "leave") this.leave(g);
    } catch (err) {
      console.warn("president online: a guest message", err);
      this.fail(g, "failed");
    }
  }

  hello(g, msg) {
    const seat = msg.token ? this.record.seats.findIndex((s) => s.role === "guest" && s.token === msg.token) : -1;
    if (seat < 0) {
      this.send(g, this.lobbyMessage(g));
      if (msg.token && this.record.started && !this.freeSeat()) this.fail(g, "table_full");
      return;
    }
    // A guest who comes back: the same seat, the game as it is. Another link of the same seat
    // (the old page, not yet noticed gone) is let go.
    for (const other of this.guests) if (other !== g && other.seat === seat) { other.seat = null; other.link.close(); }
    this.seatGuest(g, seat);
    const s = this.record.seats[seat];
    if (s.away && this.w.game !== null) this.handBack(seat);
  }

  freeSeat() { return this.record.seats.some((s) => s.role === "free"); }

  sit(g, msg) {
    if (g.seat !== null) { this.fail(g, "already_seated"); return; }
    if (this.record.started) { this.fail(g, this.freeSeat() ? "started" : "table_full"); return; }
    const s = this.record.seats[msg.seat];
    if (!s || s.role !== "free") { this.fail(g, this.freeSeat() ? "seat_taken" : "table_full"); return; }
    this.record.seats[msg.seat] = { role: "guest", name: msg.name, token: randomId(24), level: s.level };
    this.keep();
    this.seatGuest(g, msg.seat);
    this.broadcastLobby();
  }

  seatGuest(g, seat) {
    g.seat = seat;
    g.sent = null;
    this.send(g, { t: "welcome", seat, token: this.record.seats[seat].token });
    this.broadcastLobby();
    this.push(g);
    this.w.online.render();
  }

  leave(g) {
    const seat = g.seat;
    if (seat === null) return;
    g.seat = null;
    if (!this.record.started) {
      const old = this.record.seats[seat];
      this.record.seats[seat] = { role: "free", level: old.level || "normal" };
      this.keep();
    }
    this.broadcastLobby();
    this.w.online.render();
  }

  async call(g, msg) {
    const reply = (body) => this.send(g, { t: "reply", id: msg.id, ...body });
    if (g.seat === null) { reply({ error: "not_seated" }); return; }
    if (!this.record.started || this.w.game === null) { reply({ error: "not_started" }); return; }
    const game = this.w.game;
    let res;
    try {
      if (msg.fn === "check") res = await this.w.port.call("check", game, msg.args[0], g.seat);
      else if (msg.fn === "hint") res = await this.w.port.call("hint", game, g.seat);
      else if (msg.fn === "log") res = await this.w.port.call("log", game, msg.args[0], g.seat);
      else res = await this.w.port.call("play", game, msg.args[0], g.seat);
    } catch (err) {
      reply({ error: "failed" });
      return;
    }
    if (game !== this.w.game) { reply({ error: "not_started" }); return; }
    if (msg.fn === "play") {
      // The guest's page draws the move from its update; the host's page takes it as any move.
      reply({ result: { ok: res.ok, error: res.error || null, detail: res.detail || null } });
      if (res.ok) this.w.remoteResult(res);
      return;
    }
    reply({ result: res });
  }

  // ------------------------------------------------------------------ what guests are sent

  lobbyMessage(g) {
    return { t: "lobby", seats: this.publicSeats(), you: g.seat, started: this.record.started, preset: this.record.config.preset, players: this.record.config.players };
  }

  broadcastLobby() {
    for (const g of this.guests) this.send(g, this.lobbyMessage(g));
  }

  /** Send each seated guest what changed (after every change of the game here). */
  pushAll() {
    for (const g of this.guests) this.push(g);
  }

  // One guest's update, in order: each waits for the one before (the engine answers in order,
  // but an update must not overtake the one it follows).
  push(g) {
    if (g.seat === null || !this.record.started || this.w.game === null) return;
    const game = this.w.game;
    g.chain = g.chain.then(async () => {
      if (g.seat === null || game !== this.w.game || !this.guests.has(g)) return;
      const seat = g.seat;
      let res;
      // A guest who has just sat down (or come back) asks for no events (since -1: web.update
      // gives none) and draws its log anew through the host (web.log).
      try { res = await this.w.port.call("update", game, seat, g.sent === null ? -1 : g.sent); } catch (e) { return; }
      if (seat !== g.seat) return;
      g.sent = res.size;
      this.send(g, { t: "update", state: { ...res.state, names: this.names() }, events: res.events, size: res.size });
    });
  }

  // ------------------------------------------------------------------ the host's actions

  /** Deal: the guests' seats are played from their pages, the free ones by the computer. */
  async start() {
    const seats = this.record.seats;
    for (const s of seats) if (s.role === "free") { s.role = "ai"; }
    this.record.started = true;
    this.keep();
    this.broadcastLobby();
    await this.w.online.startGame(this.record.config);
    this.pushAll();
  }

  /** A guest who stays away: the computer plays the seat (until the guest comes back). */
  async handToComputer(seat) {
    const s = this.record.seats[seat];
    if (!s || s.role !== "guest" || this.w.game === null) return;
    const res = await this.w.port.call("seat_level", this.w.game, seat, s.level || "normal");
    if (!res.ok) return;
    s.away = true;
    this.keep();
    this.broadcastLobby();
    this.w.remoteResult({ state: res.state, events: [] });
  }

  async handBack(seat) {
    const s = this.record.seats[seat];
    const res = await this.w.port.call("seat_level", this.w.game, seat, "remote");
    if (!res.ok) return;
    delete s.away;
    this.keep();
    this.broadcastLobby();
    this.w.remoteResult({ state: res.state, events: [] });
  }
}

export { HostTable };
