// Online play in the play widget: this page hosts a table (online-host.js: "Invite friends",
// #host=<id> after a reload) or sits at another's (online-guest.js: #join=<id>, no engine on
// this page). The panel above the table is lobby.js's; the game is the widget's own (table.js),
// whose calls go to the engine worker or, at another's table, to the host.

import { t } from "./strings.js";
import { el } from "./dom.js";
import { engine, engineTrouble } from "./engine-client.js";
import { defaultConfig } from "./settings.js";
import { loadGame, deleteGame, loadTable } from "./storage.js";
import { Lobby, hostOf } from "./lobby.js";
import { HostTable } from "./online-host.js";
import { GuestTable } from "./online-guest.js";
import { TABLE_ID, cleanName } from "./online-protocol.js";
import { signalAddress } from "./online-link.js";

// What a guest's page shows for a host's error code (others: "refused").
const GUEST_ERRORS = ["table_full", "seat_taken", "started", "name"];

class OnlinePlay {
  /** widget: the PlayWidget (table.js). */
  constructor(widget) {
    this.w = widget;
    this.lobby = new Lobby();
    this.host = null;          // HostTable when this page hosts a table
    this.guest = null;         // GuestTable when this page sits at another's
    this.guestState = null;    // {status, lobby, seat, error, name, address}
  }

  /** Invite friends: this page hosts a table with the settings of the form; the invitation
   * link (and its QR code) appear above the table. */
  invite() {
    const w = this.w;
    const config = w.readForm() || w.config;
    if (!config) return;
    this.close(false);
    w.started = true;
    engine.start();
    this.host = new HostTable(w, { config: { ...config }, hostName: "" });
    try { history.replaceState(history.state, "", this.host.gameKey); } catch (e) { /* ignore */ }
    w.stopGame();
    w.tableBox.append(el("p", { class: "pw-wait" }, t("online.waiting_players")));
    this.host.open();
    this.render();
    const link = this.lobby.box.querySelector(".pw-invite-link");
    if (link) link.focus({ preventScroll: false });
  }

  /** After a reload (#host=<id>): this device's table comes back, its game with it (the guests
   * reconnect by themselves). False when this device keeps no such table. */
  reopen(id) {
    const w = this.w;
    const record = TABLE_ID.test(id) ? loadTable(id) : null;
    if (!record) { w.showMessage(t("online.table_gone")); return false; }
    w.started = true;
    engine.start();
    this.host = new HostTable(w, { id, record });
    w.config = record.config;
    w.renderForm({ ...record.config, seed: null });
    this.host.open();
    this.render();
    const saved = record.started ? loadGame(this.host.gameKey) : null;
    if (saved) {
      w.keeping.resume(saved, saved.config);
    } else {
      // Not dealt yet (or the game is over): the table waits for its players again.
      record.started = false;
      for (const s of record.seats) if (s.role === "ai") s.role = "free";
      this.host.keep();
      w.tableBox.append(el("p", { class: "pw-wait" }, t("online.waiting_players")));
    }
    return true;
  }

  /** Deal the table's game (the host's Start game, or a new deal at the game's end): the
   * guests' seats are remote seats of the engine, the others the computer's. */
  async startGame(config) {
    if (!this.host) return;
    await this.w.newGame({ ...config, levels: this.host.levels() });
    this.render();
  }

  /** Close this device's table: the guests are told; with `dealLocal`, a local game is dealt. */
  close(dealLocal) {
    const host = this.host;
    if (!host) return;
    host.close();
    host.forget();
    deleteGame(host.gameKey);
    this.host = null;
    this.lobby.hide();
    if (dealLocal) {
      const w = this.w;
      const config = w.readForm() || defaultConfig(w.info);
      try { history.replaceState(history.state, "", location.pathname); } catch (e) { /* ignore */ }
      w.newGame({ ...config, seed: null });
    }
  }

  /** The widget is gone: connections end (a hosted table stays kept for a reload). */
  end() {
    if (this.host) this.host.link.close();
    if (this.guest) this.guest.close();
  }

  /** At another's table (#join=<id>): no engine on this page; the host's page answers. */
  join(id) {
    const w = this.w;
    // What belongs to this device's own games leaves the page (a hidden <details> would still
    // show: Material styles its display).
    for (const box of [w.settingsBox, w.inviteBar, w.saved && w.saved.box, w.statsPanel && w.statsPanel.box, w.share && w.share.box]) {
      if (box) box.remove();
    }
    if (!TABLE_ID.test(id)) { w.showMessage(t("online.bad_link")); return; }
    const gs = this.guestState = { status: "connecting", lobby: null, seat: null, error: null, name: "", address: signalAddress() };
    this.guest = new GuestTable(id, {
      lobby: (m) => { gs.lobby = m; this.render(); },
      welcome: (seat) => { gs.seat = seat; gs.error = null; this.render(); },
      update: (m) => {
        if (gs.seat === null) return;
        // The host without a name is "Host" in this page's language.
        const names = Array.isArray(m.state.names) ? m.state.names.slice() : [];
        const host = gs.lobby && gs.lobby.seats.find((x) => x.role === "host");
        if (host && !names[host.seat]) names[host.seat] = t("online.host");
        m.state.names = names;
        w.setState(m.state, m.events);
      },
      error: (code) => { gs.error = GUEST_ERRORS.includes(code) ? code : "refused"; this.render(); },
      status: (kind) => { gs.status = kind; if (kind !== "open") gs.error = null; this.render(); },
    });
    if (this.guest.kept) gs.name = this.guest.kept.name || "";
    w.port = this.guest;
    w.stopGame();
    w.tableBox.append(el("p", { class: "pw-wait" }, t("online.waiting_game")));
    this.guest.open();
    this.render();
  }

  /** The panel above the table, as things are now. */
  render() {
    // While this page hosts a table its settings are the table's (close it to change them), and
    // inviting again would open another: both wait. (A <details> ignores hidden: Material sets
    // its display.)
    if (this.w.inviteBar) this.w.inviteBar.hidden = !!this.host;
    if (this.w.settingsBox) this.w.settingsBox.style.display = this.host ? "none" : "";
    // The link of a game of one's own would share another game: the invitation is the link.
    if (this.w.share) this.w.share.box.hidden = !!this.host;
    if (this.host) {
      this.lobby.renderHost(this.host, {
        start: () => this.w.once(() => this.host.start()),
        close: () => this.close(true),
        handToComputer: (seat) => this.host.handToComputer(seat),
        rename: (name) => this.host.rename(cleanName(name) || ""),
      });
    } else if (this.guest) {
      const gs = this.guestState;
      this.lobby.renderGuest(gs, {
        sit: (seat, name) => {
          const clean = cleanName(name);
          gs.error = clean ? null : "name";
          if (clean) this.guest.sit(seat, clean);
          this.render();
        },
        leave: () => {
          this.guest.leave();
          gs.seat = null;
          this.w.stopGame();
          this.render();
        },
        // The play page without the invitation: the game kept on this device, or a new deal.
        playAlone: () => {
          this.guest.close();
          location.assign(location.pathname + location.search);
        },
      });
    } else {
      this.lobby.hide();
    }
  }

  /** The host for a message (lobby.js hostOf). */
  hostName() { return hostOf(this.guestState && this.guestState.lobby); }

  /** A guest's message for a failed call: the host out of reach, or the host refused it. */
  trouble(err) {
    if (err && err.code === "host_unreachable") return t("online.status_lost");
    if (err && err.code === "engine_unavailable") return engineTrouble(err);
    return t("online.error_refused");
  }
}

export { OnlinePlay };
