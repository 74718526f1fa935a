// Starts the production server (`node server/main.ts`) as a child process. Used by the e2e tests,
// the benches and the loopback cluster (scripts/cluster.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

/** The server output kept for output() (see keep). */
const OUTPUT_MAX = 32 * 1024 * 1024;
const OUTPUT_HEAD = 64 * 1024;

export interface RunningServer {
  url: string;
  process: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface StartOptions {
  env?: Record<string, string>;
  /** Resolve once the process prints this (default: the listening line). */
  waitFor?: RegExp;
  timeoutMs?: number;
}

/** Starts `node server/main.ts` (PORT 0 unless env says otherwise) and resolves once it listens. */
export function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      // Given, as a test or bench means it: loopback. Unset, a production start warns about it
      // (server/site/public-url.ts); a caller that tests that passes PUBLIC_URL: "".
      PUBLIC_URL: "http://localhost:3000",
      // A run that built elsewhere (BUILD_DIR) serves that build.
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  /**
   * Appends to the kept output. A bench's server logs a line per request, hundreds of thousands a
   * minute on a fast machine: past OUTPUT_MAX characters the middle is dropped (the start-up lines
   * and the latest half kept), before the string outgrows what V8 can hold (bench:capacity died so).
   */
  const keep = (text: string) => {
    output += text;
    if (output.length > OUTPUT_MAX) output = output.slice(0, OUTPUT_HEAD) + "\n[… output cut …]\n" + output.slice(-OUTPUT_MAX / 2);
  };
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return new Promise((resolvePromise, reject) => {
    let started = false;
    // A server that never says it listens (a LOG_LEVEL above info hides the line) must not outlive the caller.
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`server did not start in time:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      keep(chunk.toString());
      // Once started, the output is only kept (for output()), not searched again on every chunk.
      if (started) return;
      const match = /listening on (http:\/\/[^"\s]+)/.exec(output);
      const wanted = options.waitFor ? options.waitFor.test(output) : Boolean(match);
      if (wanted) {
        started = true;
        clearTimeout(timer);
        resolvePromise({
          url: match?.[1]?.replace("localhost", "127.0.0.1") ?? "",
          process: child,
          output: () => output,
          async stop(signal = "SIGTERM") {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      if (!options.waitFor) reject(new Error(`server exited with ${code} before listening:\n${output}`));
      else if (options.waitFor.test(output)) return;
      else reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}
