// The server setups the load and crash benches and the crash test run the workload against:
//   sqlite-1    one app process on a fresh SQLite file (the one-machine setup), players talk to it directly;
//   postgres-1  one app process on a fresh PostgreSQL database, behind nginx (startCluster, 1 instance);
//   postgres-2  two app processes on one fresh PostgreSQL database, behind nginx.
// postgres-1 goes through nginx too, so "two instances against one" compares like with like.
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { startCluster, type Cluster } from "../e2e/cluster.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "../e2e/server.ts";

export const SETUP_NAMES = ["sqlite-1", "postgres-1", "postgres-2"] as const;
export type SetupName = (typeof SETUP_NAMES)[number];

export function isSetupName(name: string): name is SetupName {
  return (SETUP_NAMES as readonly string[]).includes(name);
}

export interface Setup {
  name: SetupName;
  /** What players talk to (the app process, or nginx). */
  url: string;
  databaseUrl: string;
  instances(): RunningServer[];
  /** kill -9 of app process `index`. */
  kill(index: number): Promise<void>;
  /** Starts app process `index` again on the same database (a single process may come back on a new port: see url). */
  restart(index: number): Promise<void>;
  /** Error lines (pino level 50 and up) the app processes logged, the first few. */
  serverErrors(): string[];
  serverErrorCount(): number;
  stop(): Promise<void>;
}

/**
 * The server's output is only scanned for error lines from here on. (startServer keeps all of it
 * and re-reads it per chunk to find the listening line: at thousands of log lines a second that
 * would make the load generator, not the server, the bottleneck.)
 */
function watchErrors(server: RunningServer, errors: { lines: string[]; count: number }) {
  for (const stream of [server.process.stdout, server.process.stderr]) {
    if (!stream) continue;
    stream.removeAllListeners("data");
    let partial = "";
    stream.on("data", (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split("\n");
      partial = lines.pop() ?? "";
      for (const line of lines) {
        const level = /"level":(\d+)/.exec(line)?.[1];
        if (level && Number(level) >= 50) {
          errors.count += 1;
          if (errors.lines.length < 20) errors.lines.push(line.slice(0, 2000));
        }
      }
    });
  }
}

/** Builds the production bundle when it is missing or stale (into BUILD_DIR when that is set: the caller built it). */
export function ensureBuild(): void {
  const root = resolve(import.meta.dirname, "../..");
  if (process.env.BUILD_DIR) {
    if (!existsSync(resolve(root, process.env.BUILD_DIR, "server/index.js"))) {
      throw new Error(`BUILD_DIR=${process.env.BUILD_DIR} has no build: run BUILD_DIR=${process.env.BUILD_DIR} npm run build first`);
    }
    return;
  }
  execFileSync(process.execPath, [resolve(root, "scripts/build-if-stale.ts")], { stdio: ["ignore", 2, 2] });
}

export async function startSetup(name: SetupName, env: Record<string, string> = {}): Promise<Setup> {
  const database: TestDatabase = await createTestDatabase(name === "sqlite-1" ? "sqlite" : "postgres");
  const errors = { lines: [] as string[], count: 0 };
  // A production server has no payments sandbox unless asked (server/payments/mode.ts); the load buys coin packs.
  const serverEnv = { DATABASE_URL: database.url, PAYMENTS_SANDBOX: "true", ...env };
  try {
    if (name === "sqlite-1") {
      let server = await startServer({ env: serverEnv });
      watchErrors(server, errors);
      const setup: Setup = {
        name,
        url: server.url,
        databaseUrl: database.url,
        instances: () => [server],
        async kill() {
          await server.stop("SIGKILL");
        },
        async restart() {
          await server.stop("SIGKILL");
          server = await startServer({ env: serverEnv });
          watchErrors(server, errors);
          setup.url = server.url;
        },
        serverErrors: () => errors.lines,
        serverErrorCount: () => errors.count,
        async stop() {
          await server.stop();
          await database.drop();
        },
      };
      return setup;
    }
    const cluster: Cluster = await startCluster({ instances: name === "postgres-2" ? 2 : 1, databaseUrl: database.url, env: serverEnv });
    for (const instance of cluster.instances) watchErrors(instance, errors);
    return {
      name,
      url: cluster.url,
      databaseUrl: database.url,
      instances: () => cluster.instances,
      async kill(index) {
        await cluster.instances[index]!.stop("SIGKILL");
      },
      async restart(index) {
        watchErrors(await cluster.restart(index), errors);
      },
      serverErrors: () => errors.lines,
      serverErrorCount: () => errors.count,
      async stop() {
        await cluster.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
