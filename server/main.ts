// Process entry: turns on Node's compile cache, then starts the server (server/serve.ts).
//
// Node keeps the compiled code of every module it loads (and, for our .ts files, the stripped
// source) in a cache directory and reuses it on the next start whose files are unchanged. A start
// spent most of its CPU compiling the server's module graph (~1.2 s of ~2 s on this project's
// machines): a restart, a deploy's new instance or a crash's replacement answers sooner, and the
// e2e suite, which starts a server per test file and engine, spends far less on it. The cache is
// checked against each file's contents, so a changed file is compiled afresh. The import below is
// dynamic on purpose: static imports are all compiled before this module's first line runs.
import { enableCompileCache } from "node:module";

// Worker threads (the verification pool) do not inherit the cache, but they do read
// NODE_COMPILE_CACHE from the copy of this environment they start with. `directory` is set only
// when the cache is on (a directory that cannot be written leaves it off, and the start as it was).
const { directory } = enableCompileCache();
if (directory) process.env.NODE_COMPILE_CACHE = directory;

await import("./serve.ts");
