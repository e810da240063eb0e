// Module worker: runs Pyodide and the President engine for every widget of the page.
// Started lazily by president.js. Protocol (all JSON-able):
//   main -> worker  {id, fn, args: [...]}          fn is a function of president.web
//   worker -> main  {id, ok: true, result}  or  {id, ok: false, error, code}
//   worker -> main  {status: "loading" | "ready" | "failed", detail}
// The Python side keeps the game states; only JSON strings cross the boundary.

const manifestURL = new URL("../engine/manifest.json", import.meta.url);
const ALLOWED = new Set([
  "new_game", "from_example", "view", "check", "play", "ai_move", "hint",
  "next_round", "drop", "presets_info", "replay_example", "ping",
]);

let ready = null;   // Promise of the president.web proxy
let web = null;

async function boot() {
  const t0 = performance.now();
  const marks = {};
  const mark = (name) => { marks[name] = Math.round(performance.now() - t0); };
  postMessage({ status: "loading", detail: "manifest" });
  const res = await fetch(manifestURL, { cache: "no-cache" });
  if (!res.ok) throw new Error(`manifest: HTTP ${res.status}`);
  const manifest = await res.json();
  const indexURL = new URL(manifest.pyodide, manifestURL).href;
  const wheelURL = new URL(manifest.wheel, manifestURL).href;
  postMessage({ status: "loading", detail: "runtime" });
  mark("manifest");
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  mark("loader");
  const py = await loadPyodide({ indexURL, packages: [] });
  mark("runtime");
  postMessage({ status: "loading", detail: "engine" });
  // Pyodide's own loader installs the wheel. It does not reject when a package fails to load:
  // it reports through errorCallback and leaves the package out of what it returns.
  const errors = [];
  const loaded = await py.loadPackage(wheelURL, { messageCallback: () => {}, errorCallback: (m) => errors.push(m) });
  if (!Array.isArray(loaded) || !loaded.some((p) => /^president[-_]engine$/.test(p.name))) {
    throw new Error(`engine wheel did not load${errors.length ? ": " + errors.join("; ").slice(0, 300) : ""}`);
  }
  const version = py.runPython("import president; president.__version__");
  if (version !== manifest.engine_version) {
    throw new Error(`engine version ${version}, expected ${manifest.engine_version}`);
  }
  mark("wheel");
  web = py.pyimport("president.web");
  web.ping();
  mark("engine");
  return { version, pyodide: py.version, marks };
}

function start() {
  if (!ready) {
    ready = boot().then(
      (info) => { postMessage({ status: "ready", detail: info }); return info; },
      (err) => { postMessage({ status: "failed", detail: String(err && err.message || err) }); throw err; },
    );
  }
  return ready;
}

self.onmessage = async (event) => {
  const msg = event.data || {};
  const { id, fn, args } = msg;
  if (fn === "start") { start().catch(() => {}); return; }
  try {
    await start();
  } catch (err) {
    postMessage({ id, ok: false, error: String(err && err.message || err), code: "engine_unavailable" });
    return;
  }
  if (!ALLOWED.has(fn)) {
    postMessage({ id, ok: false, error: `unknown function ${fn}`, code: "bad_request" });
    return;
  }
  try {
    const out = web[fn](...(args || []).map((a) => JSON.stringify(a)));
    postMessage({ id, ok: true, result: JSON.parse(out) });
  } catch (err) {
    postMessage({ id, ok: false, error: String(err && err.message || err).slice(-800), code: "python_error" });
  }
};
