// Process entry: turns on Node's compile cache, then starts the server (server/serve.ts).
//
// Node keeps the compiled code of every module it loads (and, for our .ts files, the stripped
// source) in a cache directory and reuses it on the next start whose files are unchanged. A start
// spent most of its CPU compiling the server's module graph (~1.2 s of ~2 s on this project's
// machines): a restart, a deploy's new instance or a crash's replacement answers sooner, and the
// e2e suite, which starts a server per test file and engine, spends far less on it. The cache is
// checked against each file's contents, so a changed file is compiled afresh. The import below is
// dynamic on purpose: static imports are all compiled before this module's first line runs.
import { constants, enableCompileCache } from "node:module";

const cache = enableCompileCache();
// Worker threads (the verification pool) start with a copy of this environment: same cache.
if (cache.status === constants.compileCacheStatus.ENABLED || cache.status === constants.compileCacheStatus.ALREADY_ENABLED) {
  if (cache.directory) process.env.NODE_COMPILE_CACHE = cache.directory;
}

await import("./serve.ts");
