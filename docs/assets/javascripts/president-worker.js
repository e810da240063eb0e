// Module worker: runs Pyodide and the President engine for every widget of the page.
// Started by the page only when a reader means to play (hover, focus or touch of "Play on from
// here", or the play page); reading the worked examples never starts it.
// Protocol (all JSON-able):
//   main -> worker  {id, fn, args: [...]}          fn is a function of president.web
//   worker -> main  {id, ok: true, result}  or  {id, ok: false, error, code}
//   worker -> main  {status: "loading" | "ready" | "failed", detail}
//     "ready" detail: {version, pyodide, precompiled, start: "snapshot" | "normal" | ...,
//                      marks: {name: ms since the worker started}}
// The Python side keeps the game states; only JSON strings cross the boundary.
//
// Boot (hooks/publish_runtime.py writes the manifest): the manifest names the runtime, the
// precompiled standard library and the engine wheel, all under versioned or hashed paths. The
// wheel (and the memory snapshot, when the build made one) is fetched while Pyodide boots; the
// wheel is unpacked into site-packages, and the install is checked by importing the engine and
// comparing its version with the manifest's.

const manifestURL = new URL("../engine/manifest.json", import.meta.url);
const ALLOWED = new Set([
  "new_game", "from_example", "view", "check", "play", "ai_move", "hint",
  "next_round", "drop", "presets_info", "vocabulary", "replay_example", "ping", "undo", "log", "save", "restore",
  "update", "seat_level",
]);

let ready = null;   // Promise of the boot info
let web = null;

async function fetchBytes(url, what) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

// The memory snapshot is published gzipped; a host may already have undone that
// (Content-Encoding), so only data that starts like gzip is decompressed.
async function fetchSnapshot(url, mark) {
  const bytes = await fetchBytes(url, "snapshot");
  mark("snapshot_downloaded");
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function boot() {
  const t0 = performance.now();
  const marks = {};
  const mark = (name) => { marks[name] = Math.round(performance.now() - t0); };
  postMessage({ status: "loading", detail: "manifest" });
  // The manifest is the one file that changes in place: revalidate it.
  const res = await fetch(manifestURL, { cache: "no-cache" });
  if (!res.ok) throw new Error(`manifest: HTTP ${res.status}`);
  const manifest = await res.json();
  mark("manifest");
  const indexURL = new URL(manifest.pyodide, manifestURL).href;
  const wheelURL = new URL(manifest.wheel, manifestURL).href;
  // Everything below starts now and runs side by side: the wheel and snapshot downloads, the
  // loader, and (inside loadPyodide) the wasm and the standard library downloads.
  const wheelBytes = fetchBytes(wheelURL, "engine wheel").then((b) => { mark("wheel_fetched"); return b; });
  wheelBytes.catch(() => {});
  const snapshotBytes = manifest.snapshot && !self.PRESIDENT_NO_SNAPSHOT
    ? fetchSnapshot(new URL(manifest.snapshot, manifestURL), mark).then((b) => { mark("snapshot_fetched"); return b; })
    : null;
  if (snapshotBytes) snapshotBytes.catch(() => {});
  postMessage({ status: "loading", detail: "runtime" });
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  mark("loader");
  const options = {
    indexURL,
    stdLibURL: manifest.stdlib ? new URL(manifest.stdlib, manifestURL).href : undefined,
    // The site loads no Pyodide package: a lock file with none saves its download.
    lockFileContents: manifest.lock_info ? { info: manifest.lock_info, packages: {} } : undefined,
    packages: [],
  };
  // The wasm is compiled as it downloads, from the start: Pyodide would begin only once the
  // snapshot is in (it instantiates the wasm after preparing the snapshot). Pyodide's own
  // streaming instantiation then gets this module; if it cannot be used, Pyodide's call runs.
  const instantiate = WebAssembly.instantiateStreaming;
  const compiled = WebAssembly.compileStreaming
    ? WebAssembly.compileStreaming(fetch(new URL("pyodide.asm.wasm", indexURL))) : null;
  if (compiled) compiled.catch(() => {});
  if (instantiate) {
    WebAssembly.instantiateStreaming = async (source, imports) => {
      let result = null;
      if (compiled) {
        try {
          const module = await compiled;
          result = { module, instance: await WebAssembly.instantiate(module, imports) };
        } catch (err) {
          result = null;
        }
      }
      if (!result) result = await instantiate.call(WebAssembly, source, imports);
      mark("wasm");
      return result;
    };
  }
  let py = null;
  let start = "normal";
  try {
    if (snapshotBytes) {
      // Pyodide's memory snapshot (a private API): the engine already imported. Any failure
      // (download, a corrupt file, a Pyodide that rejects it) falls back to a normal start.
      try {
        py = await loadPyodide({ ...options, _loadSnapshot: snapshotBytes });
        // The snapshot holds the random state of the moment it was made, the same for every
        // reader: reseed from the browser's entropy (os.urandom -> crypto.getRandomValues).
        py.runPython("import random; random.seed()");
        start = "snapshot";
      } catch (err) {
        console.warn("president engine: memory snapshot unusable, starting normally:", String(err && err.message || err).slice(0, 300));
        py = null;
        start = "normal after snapshot failure";
      }
    }
    if (!py) py = await loadPyodide(options);
  } finally {
    if (instantiate) WebAssembly.instantiateStreaming = instantiate;
  }
  mark("runtime");
  postMessage({ status: "loading", detail: "engine" });
  if (start !== "snapshot") {
    // (A snapshot already holds every engine module, imported: nothing to install.)
    const bytes = await wheelBytes;
    const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
    py.unpackArchive(bytes, "zip", { extractDir: sitePackages });  // throws on a broken archive
    py.runPython("import importlib; importlib.invalidate_caches()");
  }
  let version;
  try {
    version = py.runPython("import president; president.__version__");
  } catch (err) {
    throw new Error(`engine wheel did not install: ${String(err && err.message || err).slice(-300)}`);
  }
  if (version !== manifest.engine_version) {
    throw new Error(`engine version ${version}, expected ${manifest.engine_version}`);
  }
  mark("wheel");
  web = py.pyimport("president.web");
  web.ping();
  mark("engine");
  return { version, pyodide: py.version, precompiled: !!manifest.precompiled, start, marks };
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
