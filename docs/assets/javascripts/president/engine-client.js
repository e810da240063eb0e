// Engine client: one module worker (Pyodide + the engine, president-worker.js) for all widgets
// of the page, started lazily; calls are promises of JSON results. The main thread never waits
// on Python.

import { t } from "./strings.js";
import { el } from "./dom.js";
import { hooks } from "./test-hooks.js";

const WORKER_URL = new URL("../president-worker.js", import.meta.url);
const READY_TIMEOUT_MS = 90000;
const SNAPSHOT_AFTER_MS = 5000;  // the device's own snapshot: after the game has begun

class Engine {
  constructor() {
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
    this.status = "idle"; // idle | loading | ready | failed
    this.detail = "";
    this.listeners = new Set();
    this.progressListeners = new Set();
    this.progress = null; // {loaded, total}: bytes of the runtime's download (the worker's count)
    this.readyPromise = null;
    this.startedAt = 0;
    this.readyAt = 0;
  }

  onStatus(fn) { this.listeners.add(fn); fn(this.status, this.detail); return () => this.listeners.delete(fn); }

  /** fn({loaded, total}) now (if the download has begun) and at every step of the runtime's
   * download; returns the function that stops it. */
  onProgress(fn) {
    this.progressListeners.add(fn);
    if (this.progress) fn(this.progress);
    return () => this.progressListeners.delete(fn);
  }

  /** fn() once the engine is ready (at once if it is). */
  afterReady(fn) {
    if (this.status === "ready") { fn(); return; }
    const stop = this.onStatus((status) => { if (status === "ready") { queueMicrotask(() => stop()); fn(); } });
  }

  setStatus(status, detail) {
    this.status = status;
    this.detail = detail || "";
    for (const fn of this.listeners) { try { fn(status, this.detail); } catch (e) { console.warn(e); } }
  }

  start() {
    if (this.readyPromise) return this.readyPromise;
    this.startedAt = performance.now();
    this.readyPromise = new Promise((resolve, reject) => {
      this._resolveReady = resolve;
      this._rejectReady = reject;
    });
    this.readyPromise.catch(() => {});
    this.setStatus("loading", "");
    if (hooks.forceEngineFailure) {
      setTimeout(() => this.fail("disabled for a test"), 0);
      return this.readyPromise;
    }
    try {
      this.worker = new Worker(WORKER_URL, { type: "module", name: "president-engine" });
    } catch (err) {
      this.fail(String(err && err.message || err));
      return this.readyPromise;
    }
    this.worker.onmessage = (e) => this.receive(e.data || {});
    this.worker.onerror = (e) => { e.preventDefault && e.preventDefault(); this.fail(e.message || "worker error"); };
    this.timer = setTimeout(() => { if (this.status === "loading") this.fail("timeout"); }, READY_TIMEOUT_MS);
    this.worker.postMessage({ fn: "start" });
    return this.readyPromise;
  }

  // Start again after a failure (the network is back): a new worker loads everything anew.
  // Calls made meanwhile wait for this start.
  retry() {
    if (this.status !== "failed") return this.start();
    this.readyPromise = null;
    this.worker = null;
    this.reason = null;
    this.status = "idle";
    return this.start();
  }

  fail(detail) {
    if (this.status === "failed") return;
    clearTimeout(this.timer);
    this.reason = failureKind(detail);
    this.setStatus("failed", detail);
    this._rejectReady && this._rejectReady(new Error(detail));
    for (const { reject } of this.pending.values()) reject(Object.assign(new Error(detail), { code: "engine_unavailable" }));
    this.pending.clear();
    if (this.worker) { try { this.worker.terminate(); } catch (e) { /* ignore */ } }
  }

  receive(msg) {
    if (msg.progress) {
      this.progress = msg.progress;
      for (const fn of this.progressListeners) { try { fn(msg.progress); } catch (e) { console.warn(e); } }
      return;
    }
    if (msg.status) {
      if (msg.status === "ready") {
        clearTimeout(this.timer);
        this.readyAt = performance.now();
        this.setStatus("ready", msg.detail);
        this._resolveReady(msg.detail);
        this.snapshotLater(msg.detail);
      } else if (msg.status === "failed") {
        this.fail(msg.detail);
      } else {
        this.setStatus("loading", msg.detail);
      }
      return;
    }
    const p = this.pending.get(msg.id);
    if (!p) return;
    this.pending.delete(msg.id);
    if (msg.ok) p.resolve(msg.result);
    else p.reject(Object.assign(new Error(msg.error || "error"), { code: msg.code }));
  }

  // A returning reader's device (the service worker keeps the site) that started Python
  // normally makes its own memory snapshot, once, in a second worker, a few seconds after the
  // engine is ready: later visits start from it (president-worker.js, makeSnapshot). Tests:
  // hooks.deviceSnapshot true makes it at once on any visit, false never; the result is
  // hooks.deviceSnapshotMade (a promise).
  snapshotLater(detail) {
    const wanted = hooks.deviceSnapshot;
    if (wanted === false || !detail || !String(detail.start).startsWith("normal") || this.snapshotting) return;
    const returning = typeof navigator !== "undefined" && navigator.serviceWorker && navigator.serviceWorker.controller;
    if (wanted !== true && !returning) return;
    this.snapshotting = true;
    hooks.deviceSnapshotMade = new Promise((resolve) => {
      setTimeout(() => {
        let maker;
        try {
          maker = new Worker(WORKER_URL, { type: "module", name: "president-snapshot" });
        } catch (err) {
          resolve({ made: false, error: String(err) });
          return;
        }
        const done = (result) => { try { maker.terminate(); } catch (e) { /* ignore */ } resolve(result); };
        maker.onmessage = (e) => done(e.data && e.data.ok ? e.data.result : { made: false, error: e.data && e.data.error });
        maker.onerror = (e) => { e.preventDefault && e.preventDefault(); done({ made: false, error: e.message || "worker error" }); };
        maker.postMessage({ id: 1, fn: "makeSnapshot" });
      }, wanted === true ? 0 : SNAPSHOT_AFTER_MS);
    });
  }

  async call(fn, ...args) {
    try {
      await this.start();
    } catch (err) {
      throw Object.assign(new Error(err && err.message), { code: "engine_unavailable" });
    }
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, fn, args });
    });
  }
}

// What a failure was: "browser" when this browser cannot run the engine (no WebAssembly, no
// module workers), else "network" (a file did not arrive: offline, a server error, a timeout).
function failureKind(detail) {
  if (typeof WebAssembly === "undefined" || typeof Worker === "undefined") return "browser";
  if (/module|WebAssembly|wasm|SharedArrayBuffer|not supported|SyntaxError/i.test(String(detail)) && !/HTTP|fetch|network|load/i.test(String(detail))) return "browser";
  return "network";
}

const engine = new Engine();
const stats = { ai: [] };         // AI thinking times reported by the worker (benchmark)
hooks.engine = engine;
hooks.stats = stats;

// The message for a failed engine call: the engine never loaded, or it hit an error.
function engineTrouble(err) {
  if (err && err.code !== "engine_unavailable") console.warn("president engine:", err && err.message);
  return err && err.code === "engine_unavailable" ? t("engine.failed") : t("engine.error");
}

/** A line that says how the engine is doing (loading, failed); it stops listening when
 * `signal` (an AbortSignal, optional) aborts. */
function statusLine(signal) {
  const line = el("p", { class: "president-status", role: "status" });
  const unsub = engine.onStatus((status) => {
    line.dataset.status = status;
    line.textContent = status === "idle" ? "" : t(`engine.${status}`);
    // A failure is told (with what failed and a retry) by the widget that needed the engine:
    // said here as well, it appeared twice.
    line.hidden = status === "idle" || status === "ready" || status === "failed";
  });
  if (signal) signal.addEventListener("abort", unsub, { once: true });
  return line;
}

export { Engine, engine, stats, engineTrouble, statusLine, failureKind };
