// Online play, the connection: WebRTC data channels through PeerJS (npm peerjs, self-hosted by
// hooks/vendor_assets.py), introduced by a PeerJS signalling server (npm peer; ./dev serve
// starts one). The signalling server only introduces the browsers; the game then goes straight
// from browser to browser. Where it is, and the STUN/TURN servers if any, come from mkdocs.yml
// (extra.online, placed in the play page by hooks/page_widgets.py); the site never uses
// PeerJS's public servers. Tests may set presidentHooks.signal ({host, port, path}).
//
// HostLink listens under the table id; GuestLink connects to it and comes back by itself when
// the connection is lost. Both pass text messages; what they mean is online-protocol.js's.

import { hooks } from "./test-hooks.js";
import { BEAT_MS, SILENCE_MS } from "./online-protocol.js";

const PEERJS_URL = new URL("../vendor/peerjs/peerjs.min.js", import.meta.url);
const OPEN_TIMEOUT_MS = 15000;   // a data channel that is not open by then failed
const RETRY_MS = 2000;           // a guest's next try to reach the host

let loading = null;

// "Still here" (online-protocol.js): sent every beat by both sides, never passed on. A side that
// hears nothing from the other for SILENCE_MS closes the channel (a page gone without a word: a
// crash, a phone asleep, a network gone): the host then shows the guest away, the guest
// reconnects. A page that closes normally closes its channels on `pagehide`, so the other side
// knows at once.
const PING = '{"t":"ping"}';
function beats() {
  const ms = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);
  return { beat: ms(hooks.onlineBeatMs, BEAT_MS), silence: ms(hooks.onlineSilenceMs, SILENCE_MS) };
}

/** PeerJS's Peer class, loaded once from the site (a classic script that defines
 * window.peerjs). Rejects when the script cannot be loaded. */
function peerClass() {
  if (window.peerjs && window.peerjs.Peer) return Promise.resolve(window.peerjs.Peer);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement("script");
      script.src = PEERJS_URL.href;
      script.onload = () => (window.peerjs && window.peerjs.Peer ? resolve(window.peerjs.Peer) : reject(new Error("peerjs did not load")));
      script.onerror = () => { loading = null; reject(new Error("peerjs could not be fetched")); };
      document.head.append(script);
    });
  }
  return loading;
}

/** Calls `fn` when the page goes away (pagehide: closed, reloaded, left); returns the
 * AbortController whose abort() stops listening. */
function onPageGone(fn) {
  const leaving = new AbortController();
  window.addEventListener("pagehide", fn, { signal: leaving.signal });
  return leaving;
}

/** The site's online settings: {signal: {host, port, path, secure}, ice_servers: [...]}. */
function onlineConfig() {
  let conf = {};
  const node = document.getElementById("president-online");
  if (node) { try { conf = JSON.parse(node.textContent) || {}; } catch (e) { conf = {}; } }
  const signal = { ...(conf.signal || {}), ...(hooks.signal || {}) };
  return {
    host: signal.host || location.hostname,
    port: Number(signal.port) || 9000,
    path: signal.path || "/signal",
    secure: typeof signal.secure === "boolean" ? signal.secure : location.protocol === "https:",
    iceServers: Array.isArray(conf.ice_servers) ? conf.ice_servers : [],
  };
}

/** Where the signalling server is, as a reader would type it (for messages). */
function signalAddress() {
  const c = onlineConfig();
  return `${c.secure ? "wss" : "ws"}://${c.host}:${c.port}${c.path}`;
}

// A peer that loses the signalling server (it keeps its data channels) tries again after a
// moment, until `closed()` says the side is done.
function stayIntroduced(peer, closed) {
  peer.on("disconnected", () => {
    if (!closed() && !peer.destroyed) setTimeout(() => { if (!closed() && !peer.destroyed) peer.reconnect(); }, RETRY_MS);
  });
}

async function newPeer(id) {
  const Peer = await peerClass();
  const c = onlineConfig();
  const options = { host: c.host, port: c.port, path: c.path, secure: c.secure, debug: 0, config: { iceServers: c.iceServers } };
  return id ? new Peer(id, options) : new Peer(options);
}

// What went wrong, for the page's message: "signal" (the signalling server cannot be reached),
// "taken" (the table id is in use: the host is open in another tab), "absent" (no host under
// that id), "webrtc" (the browsers could not connect: a TURN server may be needed), "browser".
function failureOf(err) {
  const type = err && err.type;
  if (type === "unavailable-id") return "taken";
  if (type === "peer-unavailable") return "absent";
  if (type === "browser-incompatible") return "browser";
  if (type === "webrtc" || type === "negotiation-failed") return "webrtc";
  return "signal";
}

/**
 * The host's side: listens under `tableId`. handlers: onOpen(), onConnection(link) for each
 * guest (link: {id, send(text), close(), onMessage, onClose}), onFailure(kind). close() ends
 * everything. Peer ids that are taken (the page reloaded and the server still holds the old
 * socket for a moment) are tried again a few times.
 */
class HostLink {
  constructor(tableId, handlers) {
    this.tableId = tableId;
    this.h = handlers;
    this.peer = null;
    this.closed = false;
    this.tries = 0;
    this.links = new Set();
    this.timer = null;
    this.leaving = null;
  }

  // Every beat: a ping to each guest; a guest silent too long is let go.
  beat() {
    const { silence } = beats();
    const now = Date.now();
    for (const link of [...this.links]) {
      if (!link.open) continue;
      if (now - link.seen > silence) link.close();
      else link.send(PING);
    }
  }

  async open() {
    if (this.closed) return;
    let peer;
    try { peer = await newPeer(this.tableId); } catch (e) { this.h.onFailure("browser"); return; }
    if (this.closed) { peer.destroy(); return; }
    this.peer = peer;
    if (!this.timer) this.timer = setInterval(() => this.beat(), beats().beat);
    // A page that goes away closes its channels: the guests know at once, not after the
    // silence (a page kept for Back comes back and the guests reconnect by themselves).
    if (!this.leaving) this.leaving = onPageGone(() => { for (const link of [...this.links]) link.close(); });
    peer.on("open", () => { this.tries = 0; this.h.onOpen(); });
    peer.on("connection", (conn) => this.accept(conn));
    stayIntroduced(peer, () => this.closed);
    peer.on("error", (err) => {
      const kind = failureOf(err);
      console.warn(`online: the table's peer: ${err && err.type} (${err && err.message})`);
      if (kind === "absent") return; // a guest's id we answered has gone: nothing to do
      if ((kind === "taken" || kind === "signal") && this.tries++ < 8 && !this.closed) {
        // The old page's socket may still hold the id for a moment; the server may be starting.
        try { peer.destroy(); } catch (e) { /* ignore */ }
        setTimeout(() => this.open(), RETRY_MS);
        if (this.tries > 2) this.h.onFailure(kind);
        return;
      }
      this.h.onFailure(kind);
    });
  }

  accept(conn) {
    const link = { id: conn.connectionId, onMessage: null, onClose: null, open: false, seen: Date.now() };
    link.send = (text) => { if (link.open) { try { conn.send(text); } catch (e) { /* closing */ } } };
    link.close = () => { try { conn.close(); } catch (e) { /* ignore */ } gone(); };
    this.links.add(link);
    conn.on("open", () => { link.open = true; link.seen = Date.now(); this.h.onConnection(link); });
    conn.on("data", (data) => {
      link.seen = Date.now();
      if (data !== PING && link.onMessage) link.onMessage(data);
    });
    function gone() {
      if (!links.delete(link)) return;
      link.open = false;
      if (link.onClose) link.onClose();
    }
    const links = this.links;
    conn.on("close", gone);
    conn.on("error", gone);
  }

  close() {
    this.closed = true;
    clearInterval(this.timer);
    if (this.leaving) this.leaving.abort();
    for (const link of this.links) link.close();
    if (this.peer) { try { this.peer.destroy(); } catch (e) { /* ignore */ } }
  }
}

/**
 * A guest's side: connects to the host of `tableId` and keeps trying when the connection is
 * lost. handlers: onOpen() (each time the channel opens: say hello), onMessage(text),
 * onLost(kind) (the channel closed or could not open; kind as failureOf, or "lost").
 */
class GuestLink {
  constructor(tableId, handlers) {
    this.tableId = tableId;
    this.h = handlers;
    this.peer = null;
    this.conn = null;
    this.closed = false;
    this.timer = null;
    this.beater = null;
    this.seen = 0;
    this.leaving = null;
  }

  // Every beat: a ping to the host; a host silent too long is taken as gone (reconnect).
  beat() {
    const conn = this.conn;
    if (!conn || !conn.open) return;
    if (Date.now() - this.seen > beats().silence) { try { conn.close(); } catch (e) { /* ignore */ } return; }
    try { conn.send(PING); } catch (e) { /* closing */ }
  }

  async open() {
    if (this.closed) return;
    if (!this.beater) this.beater = setInterval(() => this.beat(), beats().beat);
    // A page that goes away (closed, reloaded, left) closes its channel: the host shows the
    // guest away at once, not after the silence; a page kept for Back reconnects (later()).
    if (!this.leaving) this.leaving = onPageGone(() => { if (this.conn) { try { this.conn.close(); } catch (e) { /* ignore */ } } });
    let peer;
    try { peer = await newPeer(null); } catch (e) { this.h.onLost("browser"); return; }
    if (this.closed) { peer.destroy(); return; }
    this.peer = peer;
    peer.on("open", () => this.connect());
    stayIntroduced(peer, () => this.closed);
    peer.on("error", (err) => {
      const kind = failureOf(err);
      console.warn(`online: the guest's peer: ${err && err.type} (${err && err.message})`);
      this.h.onLost(kind);
      if (kind === "absent") this.later();           // the host is not there (yet, again)
      else if (kind === "signal" && !this.peer.open) this.restart();
    });
  }

  restart() {
    if (this.closed) return;
    try { this.peer.destroy(); } catch (e) { /* ignore */ }
    this.peer = null;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.open(), RETRY_MS);
  }

  later() {
    if (this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), RETRY_MS);
  }

  connect() {
    if (this.closed || !this.peer || this.peer.destroyed) return;
    if (this.peer.disconnected) { this.restart(); return; }
    const conn = this.peer.connect(this.tableId, { serialization: "raw", reliable: true });
    this.conn = conn;
    const deadline = setTimeout(() => {
      if (this.conn === conn && !conn.open) { try { conn.close(); } catch (e) { /* ignore */ } this.h.onLost("webrtc"); this.later(); }
    }, OPEN_TIMEOUT_MS);
    conn.on("open", () => { clearTimeout(deadline); this.seen = Date.now(); if (this.conn === conn) this.h.onOpen(); });
    conn.on("data", (data) => {
      if (this.conn !== conn) return;
      this.seen = Date.now();
      if (data !== PING) this.h.onMessage(data);
    });
    const lost = () => {
      clearTimeout(deadline);
      if (this.conn !== conn) return;
      this.conn = null;
      if (this.closed) return;
      this.h.onLost("lost");
      this.later();
    };
    conn.on("close", lost);
    conn.on("error", lost);
  }

  send(text) {
    if (!this.conn || !this.conn.open) return false;
    try { this.conn.send(text); return true; } catch (e) { return false; }
  }

  close() {
    this.closed = true;
    clearTimeout(this.timer);
    clearInterval(this.beater);
    if (this.leaving) this.leaving.abort();
    if (this.conn) { try { this.conn.close(); } catch (e) { /* ignore */ } }
    if (this.peer) { try { this.peer.destroy(); } catch (e) { /* ignore */ } }
  }
}

export { HostLink, GuestLink, onlineConfig, signalAddress };
