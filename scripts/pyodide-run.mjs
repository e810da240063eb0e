#!/usr/bin/env node
// Run Python inside Pyodide (npm package `pyodide`, pinned in package.json) under Node,
// with the engine wheel installed.
//
//   node scripts/pyodide-run.mjs WHEEL (FILE.py | -c CODE) [--stdlib ZIP] [--mount HOSTDIR:/path]... [-- ARGS...]
//
// --stdlib ZIP: start with this standard library instead of the package's python_stdlib.zip
// (the precompiled one the site publishes: hooks/publish_runtime.py). Prints the program's stdout/stderr; exits with its exit code (1 on an exception).
// A host directory can be mounted (read-only use) so the program can read example files.
// Used by tests/pyodide (CPython vs Pyodide cross checks) and by the benchmarks.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

function usage(msg) {
  if (msg) process.stderr.write(`pyodide-run: ${msg}\n`);
  process.stderr.write("usage: node scripts/pyodide-run.mjs WHEEL (FILE.py | -c CODE) [--stdlib ZIP] [--mount HOST:/path]... [-- ARGS...]\n");
  process.exit(2);
}

const argv = process.argv.slice(2);
if (argv.length < 2) usage();
const wheel = argv.shift();
let code = null;
let file = null;
let stdlib = null;
const mounts = [];
const args = [];
while (argv.length) {
  const a = argv.shift();
  if (a === "-c") code = argv.shift();
  else if (a === "--mount") mounts.push(argv.shift());
  else if (a === "--stdlib") stdlib = path.resolve(argv.shift());
  else if (a === "--") { args.push(...argv.splice(0)); }
  else if (file === null && code === null) file = a;
  else usage(`unexpected argument ${a}`);
}
if (code === null && file === null) usage("no program given");
if (code === null) code = readFileSync(file, "utf8");

let pyodideDir;
try {
  pyodideDir = path.dirname(require.resolve("pyodide/pyodide.mjs", { paths: [path.join(here, "..")] }));
} catch (e) {
  usage("npm package pyodide not installed (run ./dev setup or npm ci)");
}
const { loadPyodide } = await import(path.join(pyodideDir, "pyodide.mjs"));
const py = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  ...(stdlib ? { stdLibURL: stdlib } : {}),
  stdout: (s) => process.stdout.write(s + "\n"),
  stderr: (s) => process.stderr.write(s + "\n"),
});

const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
py.unpackArchive(new Uint8Array(readFileSync(wheel)), "zip", { extractDir: sitePackages });
for (const m of mounts) {
  const i = m.indexOf(":");
  if (i < 1) usage(`bad --mount ${m}`);
  const host = path.resolve(m.slice(0, i));
  const target = m.slice(i + 1);
  py.FS.mkdirTree(target);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: host }, target);
}
py.globals.set("__pyodide_run_args", py.toPy([file ?? "-c", ...args]));
py.globals.set("__pyodide_run_source", code);
py.globals.set("__pyodide_run_filename", file ?? "<string>");
let status = 1;
try {
  // The program runs as __main__; SystemExit and exceptions are turned into an exit status
  // here, so that Pyodide's runtime never sees them.
  status = py.runPython(`
def __pyodide_run():
    import importlib, sys, traceback
    g = globals()
    sys.argv = list(g.pop("__pyodide_run_args"))
    source = g.pop("__pyodide_run_source")
    filename = g.pop("__pyodide_run_filename")
    importlib.invalidate_caches()
    try:
        exec(compile(source, filename, "exec"), {"__name__": "__main__", "__file__": filename})
    except SystemExit as e:
        if e.code is None:
            return 0
        if isinstance(e.code, int):
            return e.code
        print(e.code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 0
__pyodide_run()
`);
} catch (err) {
  process.stderr.write(String(err && err.message ? err.message : err).slice(0, 2000) + "\n");
  status = 1;
}
process.exitCode = status;
