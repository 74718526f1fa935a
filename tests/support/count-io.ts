// Preloaded into a test server (NODE_OPTIONS=--import): counts every call into node:fs (but writes
// to stdout and stderr: the request log) and every module the process loads (but Node's built-in ones), and prints the counts
// on SIGUSR2. tests/e2e/per-request-io.test.ts reads them around a batch of requests.
import fs from "node:fs";
import { registerHooks, syncBuiltinESMExports } from "node:module";

const calls = new Map<string, number>();
let modules = 0;
const loaded: string[] = [];

function wrapAll(target: Record<string, unknown>, prefix: string) {
  for (const name of Object.keys(target)) {
    const original = target[name];
    // Classes (ReadStream, Stats, ...) and constants are left alone.
    if (typeof original !== "function" || /^[A-Z]/.test(name)) continue;
    const wrapped = function (this: unknown, ...args: unknown[]) {
      const toConsole =
        (name === "write" || name === "writeSync" || name === "writev" || name === "writevSync") && (args[0] === 1 || args[0] === 2);
      if (!toConsole) calls.set(prefix + name, (calls.get(prefix + name) ?? 0) + 1);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    Object.assign(wrapped, original);
    target[name] = wrapped;
  }
}
wrapAll(fs as unknown as Record<string, unknown>, "fs.");
wrapAll(fs.promises as unknown as Record<string, unknown>, "fs.promises.");
syncBuiltinESMExports();

registerHooks({
  load(url, context, nextLoad) {
    // Node's own modules are compiled in; a require of one (pg's net when it opens a connection) is a lookup.
    if (!url.startsWith("node:")) {
      modules++;
      loaded.push(url);
    }
    return nextLoad(url, context);
  },
});

process.on("SIGUSR2", () => {
  const fsTotal = [...calls.values()].reduce((a, b) => a + b, 0);
  process.stderr.write(`io-count ${JSON.stringify({ fs: fsTotal, modules, calls: Object.fromEntries(calls), last: loaded.slice(-5) })}\n`);
});
