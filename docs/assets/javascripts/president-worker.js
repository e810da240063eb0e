// Module worker: runs Pyodide and the President engine for every widget of the page.
// Started by the page only when a reader means to play (a press of "Play on from here", or the
// play page); reading the worked examples never starts it.
// Protocol (all JSON-able):
//   main -> worker  {id, fn, args: [...]}          fn is a function of president.web
//   worker -> main  {id, ok: true, result}  or  {id, ok: false, error, code}
//   worker -> main  {status: "loading" | "ready" | "failed", detail}
//   worker -> main  {progress: {loaded, total}}     bytes of the runtime's download so far
//     "ready" detail: {version, pyodide, precompiled, start: "normal" | "device snapshot" |
//                      "snapshot" (published) | "normal after snapshot failure",
//                      marks: {name: ms since the worker started}}
//   main -> worker  {id, fn: "makeSnapshot"}        (a second worker: the device's own snapshot)
// The Python side keeps the game states; only JSON strings cross the boundary.
//
// Boot (hooks/publish_runtime.py writes the manifest): the manifest names the runtime, the
// precompiled standard library (trimmed to what the runtime uses) and the engine wheel, all
// under versioned or hashed paths, and their sizes. Every file is fetched once, all at the
// start, side by side: the wheel (and the memory snapshot, when the build made one: off by
// default) while Pyodide boots; the wheel is unpacked into site-packages, and the install is
// checked by importing the engine and comparing its version with the manifest's.

const manifestURL = new URL("../engine/manifest.json", import.meta.url);
const ALLOWED = new Set([
  "new_game", "from_example", "view", "check", "play", "ai_move", "hint",
  "next_round", "drop", "presets_info", "vocabulary", "replay_example", "ping", "undo", "log", "save", "restore",
  "update", "seat_level",
]);

let ready = null;   // Promise of the boot info
let web = null;

// Download progress of the runtime (the table draws it as a bar with megabytes): every file of
// the manifest's `download` list counts with its size on the wire. A host that compresses a
// file (Content-Encoding; one that compressed the manifest is taken to) sends fewer bytes than
// the file has; the stream gives the file's bytes, so what arrived is scaled by the file's
// share (Content-Length, or the gzip size the build measured). Posted at most every
// PROGRESS_MS: {progress: {loaded, total}} in bytes.
const PROGRESS_MS = 100;
const progress = { files: new Map(), last: 0 };

// `compressing`: the host gzips what it can (it did so with the manifest).
function expect(url, entry, compressing) {
  progress.files.set(url, { wire: (compressing && entry.gzip) || entry.bytes, bytes: entry.bytes, got: 0 });
}

function report(force) {
  const now = performance.now();
  if (!force && now - progress.last < PROGRESS_MS) return;
  progress.last = now;
  let loaded = 0;
  let total = 0;
  for (const f of progress.files.values()) {
    total += f.wire;
    loaded += f.bytes ? Math.min(1, f.got / f.bytes) * f.wire : 0;
  }
  postMessage({ progress: { loaded: Math.round(loaded), total: Math.round(total) } });
}

// A file loaded as a script (its bytes cannot be counted as they arrive): all in at once, with
// the size it had on the wire when the browser's resource timing tells it.
function done(url) {
  const f = progress.files.get(url);
  if (!f) return;
  const timing = performance.getEntriesByName(url).find((e) => e.encodedBodySize > 0);
  if (timing) f.wire = timing.encodedBodySize;
  f.got = f.bytes;
  report(true);
}

// A response whose body is counted as it streams in (the same bytes, for Pyodide or for us).
function counted(url, res) {
  const f = progress.files.get(url);
  if (!f || !res.ok || !res.body) return res;
  const encoded = res.headers.get("Content-Encoding");
  const length = Number(res.headers.get("Content-Length"));
  if (!encoded || encoded === "identity") f.wire = f.bytes;
  else if (length > 0) f.wire = length;
  const body = res.body.pipeThrough(new TransformStream({
    transform(chunk, controller) { f.got += chunk.byteLength; report(false); controller.enqueue(chunk); },
    flush() { f.got = f.bytes; report(true); },
  }));
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
}

function fetchCounted(url) {
  return fetch(url).then((res) => counted(url, res));
}

async function fetchBytes(url, what) {
  const res = await fetchCounted(url);
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
  const compressing = !!res.headers.get("Content-Encoding") && res.headers.get("Content-Encoding") !== "identity";
  mark("manifest");
  const indexURL = new URL(manifest.pyodide, manifestURL).href;
  const wheelURL = new URL(manifest.wheel, manifestURL).href;
  const stdlibURL = manifest.stdlib ? new URL(manifest.stdlib, manifestURL).href : undefined;
  const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
  const asmURL = new URL("pyodide.asm.mjs", indexURL).href;
  const useSnapshot = !!manifest.snapshot && !self.PRESIDENT_NO_SNAPSHOT;
  // A snapshot made on this device by an earlier visit (makeSnapshot below), when the build
  // published none: nothing to download, the runtime comes from the cache.
  const deviceSnapshot = useSnapshot ? null : storedSnapshot(manifest);  // (bytes or null)
  for (const [rel, entry] of Object.entries(manifest.download || {})) {
    const url = new URL(rel, manifestURL).href;
    if (useSnapshot || url !== new URL(manifest.snapshot || "-", manifestURL).href) expect(url, entry, compressing);
  }
  report(true);
  // Everything below starts now and runs side by side: the wheel (and snapshot) downloads, the
  // loader and Pyodide's own script, the wasm (compiled as it arrives) and the standard library.
  // Each file is fetched once: Pyodide asks for the wasm and the standard library itself, and
  // gets the responses already under way (see pyodideFetch).
  const wheelBytes = fetchBytes(wheelURL, "engine wheel").then((b) => { mark("wheel_fetched"); return b; });
  wheelBytes.catch(() => {});
  const snapshotBytes = useSnapshot
    ? fetchSnapshot(new URL(manifest.snapshot, manifestURL), mark).then((b) => { mark("snapshot_fetched"); return b; })
    : null;
  if (snapshotBytes) snapshotBytes.catch(() => {});
  const wasmResponse = fetchCounted(wasmURL);
  wasmResponse.catch(() => {});
  const stdlibResponse = stdlibURL ? fetchCounted(stdlibURL) : null;
  if (stdlibResponse) stdlibResponse.catch(() => {});
  // Pyodide's script, fetched now rather than once the loader runs (the same module for both).
  const asmScript = import(asmURL).then(() => done(asmURL));
  asmScript.catch(() => {});
  postMessage({ status: "loading", detail: "runtime" });
  const loaderURL = new URL("pyodide.mjs", indexURL).href;
  const { loadPyodide } = await import(loaderURL);
  done(loaderURL);
  mark("loader");
  const options = {
    indexURL,
    stdLibURL: stdlibURL,
    // The site loads no Pyodide package: a lock file with none saves its download.
    lockFileContents: manifest.lock_info ? { info: manifest.lock_info, packages: {} } : undefined,
    packages: [],
  };
  // The wasm is compiled as it downloads, from the start: Pyodide would begin only once the
  // snapshot is in (it instantiates the wasm after preparing the snapshot). Pyodide's own
  // streaming instantiation then gets this module; if it cannot be used, the wasm is fetched
  // anew and Pyodide's call runs on it.
  const instantiate = WebAssembly.instantiateStreaming;
  const compiled = WebAssembly.compileStreaming ? WebAssembly.compileStreaming(wasmResponse) : null;
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
      if (!result) result = await instantiate.call(WebAssembly, compiled ? fetch(wasmURL) : source, imports);
      mark("wasm");
      return result;
    };
  }
  // Pyodide fetches the wasm and the standard library when loadPyodide is called: it gets the
  // responses started above instead of a second download of each. (Its wasm response is never
  // read when the module compiled above is used.)
  const ownFetch = self.fetch;
  const early = new Map([[wasmURL, wasmResponse], [stdlibURL, stdlibResponse]]);
  self.fetch = function pyodideFetch(input, init) {
    const url = String(input instanceof Request ? input.url : input);
    const response = early.get(url);
    if (response) {
      early.delete(url);  // once: a second request (a retry) goes to the network
      return response;
    }
    return ownFetch.call(self, input, init);
  };
  let py = null;
  let start = "normal";
  try {
    const fromDevice = deviceSnapshot ? await deviceSnapshot : null;
    const snapshot = snapshotBytes || fromDevice;
    if (snapshot) {
      // Pyodide's memory snapshot (a private API): the engine already imported. Any failure
      // (download, a corrupt file, a Pyodide that rejects it) falls back to a normal start.
      try {
        py = await loadPyodide({ ...options, _loadSnapshot: snapshot });
        // The snapshot holds the random state of the moment it was made, the same for every
        // reader: reseed from the browser's entropy (os.urandom -> crypto.getRandomValues).
        py.runPython("import random; random.seed()");
        start = fromDevice ? "device snapshot" : "snapshot";
      } catch (err) {
        console.warn("president engine: memory snapshot unusable, starting normally:", String(err && err.message || err).slice(0, 300));
        if (fromDevice) caches.open(SNAPSHOTS).then((c) => c.delete(snapshotKey(manifest))).catch(() => {});
        py = null;
        start = "normal after snapshot failure";
      }
    }
    if (!py) py = await loadPyodide(options);
  } finally {
    if (instantiate) WebAssembly.instantiateStreaming = instantiate;
    self.fetch = ownFetch;
  }
  await asmScript;
  report(true);
  mark("runtime");
  postMessage({ status: "loading", detail: "engine" });
  if (!start.endsWith("snapshot")) {
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

// ---------------------------------------------------------------- the snapshot of this device
//
// Pyodide's memory snapshot with the engine imported restores faster than Python boots (about
// 0.35 s of 1.1 s on a warm start here), but published it is 5 MB more for every first visit
// (issue 29: bench_first_visit.py). So a returning reader's device makes its own, once, in a
// second worker of this script, from the runtime it already keeps (no download), and later
// visits start from it. It is stored gzipped in Cache Storage under the runtime's identity;
// any failure only means a normal start.

const SNAPSHOTS = "engine-snapshots";  // (not "president-...": the service worker drops those)

function snapshotKey(manifest) {
  return new URL(`snapshot?${encodeURIComponent([manifest.pyodide_version, manifest.stdlib, manifest.sha256].join(" "))}`,
    manifestURL).href;
}

async function storedSnapshot(manifest) {
  if (!self.caches || !manifest.sha256) return null;
  let cache = null;
  try {
    cache = await caches.open(SNAPSHOTS);
    const hit = await cache.match(snapshotKey(manifest));
    if (!hit) return null;
    const stream = hit.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch (err) {
    if (cache) cache.delete(snapshotKey(manifest)).catch(() => {});  // unreadable: made anew later
    return null;
  }
}

// Make the snapshot (this worker does nothing else): as scripts/snapshot.mjs does at build time.
async function makeSnapshot() {
  const res = await fetch(manifestURL, { cache: "no-cache" });
  if (!res.ok) throw new Error(`manifest: HTTP ${res.status}`);
  const manifest = await res.json();
  if (manifest.snapshot || !self.caches) return { made: false };
  const cache = await caches.open(SNAPSHOTS);
  const key = snapshotKey(manifest);
  if (await cache.match(key)) return { made: false };
  const indexURL = new URL(manifest.pyodide, manifestURL).href;
  const wheel = fetch(new URL(manifest.wheel, manifestURL)).then((r) => {
    if (!r.ok) throw new Error(`engine wheel: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  const { loadPyodide } = await import(new URL("pyodide.mjs", indexURL).href);
  const py = await loadPyodide({
    indexURL,
    stdLibURL: manifest.stdlib ? new URL(manifest.stdlib, manifestURL).href : undefined,
    lockFileContents: manifest.lock_info ? { info: manifest.lock_info, packages: {} } : undefined,
    packages: [],
    _makeSnapshot: true,
  });
  const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
  py.unpackArchive(new Uint8Array(await wheel), "zip", { extractDir: sitePackages });
  py.runPython(`
import importlib, pkgutil
importlib.invalidate_caches()
import president, president.web
for m in pkgutil.walk_packages(president.__path__, "president."):
    if not m.name.endswith("__main__"):
        importlib.import_module(m.name)
president.web.ping()
`);
  const memory = py.makeMemorySnapshot();
  const gz = new Blob([memory]).stream().pipeThrough(new CompressionStream("gzip"));
  const body = await new Response(gz).arrayBuffer();
  for (const old of await cache.keys()) await cache.delete(old);  // another runtime's
  await cache.put(key, new Response(body, { headers: { "Content-Type": "application/gzip" } }));
  return { made: true, bytes: body.byteLength };
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
  if (fn === "makeSnapshot") {
    makeSnapshot().then((result) => postMessage({ id, ok: true, result }),
      (err) => postMessage({ id, ok: false, error: String(err && err.message || err).slice(-800), code: "snapshot" }));
    return;
  }
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
