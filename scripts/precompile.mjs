#!/usr/bin/env node
// Precompile Python to bytecode with the pinned Pyodide's own Python (npm package `pyodide`).
//
//   node scripts/precompile.mjs (stdlib|wheel) IN OUT PREFIX [(stdlib|wheel) IN OUT PREFIX]...
//
// Each job rewrites the zip IN to OUT with every .py compiled to a sourceless .pyc by
// scripts/precompile.py, run inside Pyodide: the bytecode must be Python 3.14's as Pyodide
// builds it (`pyodide py-compile` uses the host's Python, whose pycs Pyodide rejects with
// "bad magic number"). One Pyodide start serves all jobs. Used by hooks/runtime_cache.py,
// which caches the results by content hash. Exit status 1 on any failure.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);
if (argv.length === 0 || argv.length % 4 !== 0) {
  process.stderr.write("usage: node scripts/precompile.mjs (stdlib|wheel) IN OUT PREFIX [...]\n");
  process.exit(2);
}
const pyodideDir = path.dirname(require.resolve("pyodide/pyodide.mjs", { paths: [path.join(here, "..")] }));
const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  stdout: (s) => process.stdout.write(s + "\n"),
  stderr: (s) => process.stderr.write(s + "\n"),
});
// Host folders are mounted at /host/0, /host/1, ... so Python reads and writes them directly.
const mounts = new Map();
function inPyodide(file) {
  const dir = path.dirname(path.resolve(file));
  if (!mounts.has(dir)) {
    const at = `/host/${mounts.size}`;
    py.FS.mkdirTree(at);
    py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, at);
    mounts.set(dir, at);
  }
  return `${mounts.get(dir)}/${path.basename(file)}`;
}
py.runPython(readFileSync(path.join(here, "precompile.py"), "utf8").replace(/\nif __name__ == "__main__":[\s\S]*$/, "\n"));
const rewrite = py.globals.get("rewrite");
let status = 0;
for (let i = 0; i < argv.length; i += 4) {
  const [mode, src, dst, prefix] = argv.slice(i, i + 4);
  try {
    rewrite(mode, inPyodide(src), inPyodide(dst), prefix);
  } catch (err) {
    process.stderr.write(`precompile: ${mode} ${src}: ${String(err && err.message || err).slice(-1500)}\n`);
    status = 1;
  }
}
process.exitCode = status;
