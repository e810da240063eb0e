// Online play, a guest's side. The guest's page runs no engine (it never loads Python): it
// shows what the host's page sends for its seat, and asks the host for everything else (the
// check of a selection, a hint, the log, a move) through call(), which has the shape of the
// engine client's call(), so the table's parts work unchanged. The seat token is kept on this
// device (storage.js), so that a reload or a lost connection gets the same seat back.

import { GuestLink } from "./online-link.js";
import { PROTOCOL, parseHostMessage } from "./online-protocol.js";
import { loadSeat, storeSeat } from "./storage.js";
import { hooks } from "./test-hooks.js";

const CALL_TIMEOUT_MS = 20000;

/** The error of a call the host did not answer (code "host_unreachable"). */
function unreachable(why) { return Object.assign(new Error(why), { code: "host_unreachable" }); }

class GuestTable {
  /**
   * id: the table id (from #join=<id>). handlers: lobby(msg), welcome(seat), update(msg),
   * error(code), status(kind): "connecting" | "open" | "lost" | "absent" | "signal" | "webrtc" |
   * "browser" | "ended".
   */
  constructor(id, handlers) {
    this.id = id;
    this.h = handlers;
    this.kept = loadSeat(id);         // {seat, token, name} from an earlier visit
    this.seat = null;
    this.lobby = null;
    this.pending = new Map();
    this.nextId = 1;
    this.ended = false;
    this.link = new GuestLink(id, {
      onOpen: () => {
        this.h.status("open");
        this.send({ t: "hello", v: PROTOCOL, token: this.kept ? this.kept.token : null });
      },
      onMessage: (text) => this.receive(text),
      onLost: (kind) => {
        this.failPending();
        if (!this.ended) this.h.status(kind === "lost" ? "lost" : kind);
      },
    });
  }

  open() { this.h.status("connecting"); this.link.open(); }

  close() { this.failPending(); this.link.close(); }

  send(msg) { return this.link.send(JSON.stringify(msg)); }

  sit(seat, name) { this.name = name; this.send({ t: "sit", seat, name }); }

  leave() {
    this.send({ t: "leave" });
    storeSeat(this.id, null);
    this.kept = null;
    this.seat = null;
  }

  receive(text) {
    // Tests record every message a guest receives (presidentHooks.received = []): none may hold
    // a card of another seat's hand.
    if (Array.isArray(hooks.received)) hooks.received.push(text);
    const m = parseHostMessage(text);
    if (!m) return;
    switch (m.t) {
      case "lobby": this.lobby = m; this.h.lobby(m); break;
      case "welcome":
        if (!Number.isInteger(m.seat) || typeof m.token !== "string") return;
        this.seat = m.seat;
        this.kept = { seat: m.seat, token: m.token, name: this.kept && this.kept.seat === m.seat ? this.kept.name : this.name };
        storeSeat(this.id, this.kept);
        this.h.welcome(m.seat);
        break;
      case "update": if (m.state && Array.isArray(m.events)) this.h.update(m); break;
      case "reply": {
        const p = this.pending.get(m.id);
        if (!p) return;
        this.pending.delete(m.id);
        clearTimeout(p.timer);
        if (m.error) p.reject(Object.assign(new Error(m.error), { code: m.error }));
        else p.resolve(m.result);
        break;
      }
      case "error": this.h.error(String(m.code || "failed")); break;
      case "bye": this.ended = true; this.h.status("ended"); break;
      default: break;
    }
  }

  failPending() {
    for (const p of this.pending.values()) {
      clearTimeout(p.timer);
      p.reject(unreachable("host unreachable"));
    }
    this.pending.clear();
  }

  /** The engine client's call(), answered by the host for this seat: check, play, hint and log
   * (the game handle is the host's business; it is ignored here). Rejects with code
   * "host_unreachable" when the host cannot be reached, or the host's error code. */
  call(fn, game, ...args) {
    if (fn === "drop") return Promise.resolve({ ok: true });
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      const body = fn === "hint" ? [] : fn === "log" ? [args[0] || 0] : [args[0]];
      if (!this.send({ t: "call", id, fn, args: body })) {
        reject(unreachable("host unreachable"));
        return;
      }
      const timer = setTimeout(() => {
        if (this.pending.delete(id)) reject(unreachable("no answer"));
      }, CALL_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
    });
  }
}

export { GuestTable };
