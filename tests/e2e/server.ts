// Starts the production server (`node server/main.ts`) as a child process on a free port.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";

const root = resolve(import.meta.dirname, "../..");
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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

export function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [join(root, "server/main.ts")], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      PORT: "0",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      // A run that built elsewhere (BUILD_DIR) serves that build.
      ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${output}`)),
      options.timeoutMs ?? 30_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^"\s]+)/.exec(output);
      const wanted = options.waitFor ? options.waitFor.test(output) : Boolean(match);
      if (wanted) {
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

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty database of the given engine, dropped afterwards. */
export async function createTestDatabase(dialect: "sqlite" | "postgres"): Promise<TestDatabase> {
  const name = `flap_e2e_${randomBytes(6).toString("hex")}`;
  if (dialect === "sqlite") {
    const file = join(tmpdir(), `${name}.db`);
    return {
      url: `file:${file}`,
      async drop() {
        for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
      },
    };
  }
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is required for the e2e tests (${TEST_DATABASE_URL}): ${(error as Error).message}`);
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
