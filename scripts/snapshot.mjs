#!/usr/bin/env node
// Make a Pyodide memory snapshot with the engine imported, for the worker to start from.
//
//   node scripts/snapshot.mjs STDLIB_ZIP WHEEL OUT.bin.gz
//
// Starts the pinned Pyodide (npm package `pyodide`) under Node with the given standard library
// (the precompiled one the site publishes), installs the wheel, imports every module of the
// engine (but its command-line entry point), and writes the interpreter's memory, gzipped.
// Restoring it in the browser skips the Python bootstrap and the imports. Pyodide's snapshot
// API is private (`_makeSnapshot`, `makeMemorySnapshot`, `_loadSnapshot`): the worker falls back
// to a normal start on any failure. The restored interpreter has the random state of this
// moment: the worker reseeds it. Used by hooks/runtime_cache.py (cached by content hash).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const [stdlib, wheel, out] = process.argv.slice(2);
if (!out) {
  process.stderr.write("usage: node scripts/snapshot.mjs STDLIB_ZIP WHEEL OUT.bin.gz\n");
  process.exit(2);
}
const pyodideDir = path.dirname(require.resolve("pyodide/pyodide.mjs", { paths: [path.join(here, "..")] }));
const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({ indexURL: pyodideDir + path.sep, stdLibURL: path.resolve(stdlib), _makeSnapshot: true });
const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
py.unpackArchive(new Uint8Array(readFileSync(wheel)), "zip", { extractDir: sitePackages });
const imported = py.runPython(`
import importlib, pkgutil
import president, president.web
names = [m.name for m in pkgutil.walk_packages(president.__path__, "president.") if not m.name.endswith("__main__")]
for name in names:
    importlib.import_module(name)
president.web.ping()
len(names)
`);
const snapshot = py.makeMemorySnapshot();
writeFileSync(out, zlib.gzipSync(snapshot, { level: 9 }));
process.stdout.write(`snapshot: ${imported} engine modules, ${snapshot.length} bytes (${out})\n`);
