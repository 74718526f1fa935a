// The server process (started by server/main.ts): config -> db -> migrations -> http -> graceful stop.
import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { answerClientErrors, drainUnreadBodies } from "./http/body.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type Db } from "./db/index.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { seed } from "./db/seed.ts";
import { createHttpHandler, type HttpHandlerOptions } from "./http/front.ts";
import { limitRequestBodies } from "./http/body-limit.ts";
import { afterMigrations, closeServices, createServices } from "./services.ts";
import { publicUrlWarning } from "./site/public-url.ts";

const root = resolve(import.meta.dirname, "..");

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Flap Master cannot start: invalid configuration\n${error.problems.join("\n")}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Connections the kernel may queue before this process accepts them (see the listen call). */
const LISTEN_BACKLOG = 4096;

async function main() {
  const config = readConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const publicUrlProblem = publicUrlWarning(config);
  if (publicUrlProblem) logger.warn({ PUBLIC_URL: config.PUBLIC_URL }, publicUrlProblem);
  const db = openDatabase(config.DATABASE_URL, {
    poolMax: config.DATABASE_POOL_MAX,
    ...(config.SQLITE_STATEMENT_STATS ? { statementStatsFile: config.SQLITE_STATEMENT_STATS } : {}),
    // SQLite: the WAL is checkpointed on a thread of its own, never in a request's commit (docs/decisions/021).
    backgroundCheckpoints: { onError: (message) => logger.error({ dialect: "sqlite" }, `WAL checkpoint: ${message}`) },
  });
  const services = createServices({ config, db, logger });

  let ready = false;
  let shuttingDown = false;
  let retryTimer: NodeJS.Timeout | undefined;

  // A database that is down at start must not crash-loop the process: serve 503s and keep trying.
  async function prepareDatabase(attempt = 1): Promise<void> {
    try {
      const result = await migrateToLatest(db);
      const applied = result.results?.filter((r) => r.status === "Success").map((r) => r.migrationName) ?? [];
      if (applied.length > 0) logger.info({ applied }, "migrations applied");
      if (config.SEED_ON_START) await seed(db);
      await afterMigrations(services);
      ready = true;
    } catch (error) {
      const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempt - 1, 5));
      logger.error(
        { err: error, dialect: db.dialect, retryInMs: delay },
        `database unreachable or migration failed (${(error as Error).message}); retrying`,
      );
      if (!shuttingDown) retryTimer = setTimeout(() => void prepareDatabase(attempt + 1), delay);
    }
  }

  const handlerOptions: Omit<HttpHandlerOptions, "build" | "clientDir" | "devMiddleware"> = {
    services,
    isReady: () => ready,
    isShuttingDown: () => shuttingDown,
  };
  let handle: (req: IncomingMessage, res: ServerResponse) => void;
  let closeDev: (() => Promise<void>) | undefined;

  if (config.NODE_ENV === "development") {
    const vite = await import("vite");
    const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: "custom" });
    closeDev = () => devServer.close();
    handle = createHttpHandler({
      ...handlerOptions,
      build: () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      devMiddleware: devServer.middlewares,
    });
  } else {
    const serverEntry = resolve(root, config.BUILD_DIR, "server/index.js");
    if (!existsSync(serverEntry)) {
      logger.fatal(`no production build at ${serverEntry}; run "npm run build" first`);
      process.exit(1);
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    handle = createHttpHandler({ ...handlerOptions, build, clientDir: resolve(root, config.BUILD_DIR, "client") });
  }

  await prepareDatabase();

  // Request bodies are capped before anything reads them (docs/security.md); one a route left unread
  // is dropped after the answer, so its keep-alive connection serves the next request.
  const server = createServer(limitRequestBodies(drainUnreadBodies(handle)));
  answerClientErrors(server);
  server.keepAliveTimeout = 65_000;
  // Connections that have not sent a request yet (browsers and fetch open spare ones): Node counts
  // them as active, so closeIdleConnections() keeps them and they would hold the drain.
  const unused = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    services.metrics.connectionAccepted();
    unused.add(socket);
    socket.once("close", () => unused.delete(socket));
  });
  server.on("request", (req: IncomingMessage) => unused.delete(req.socket));
  server.on("error", (error) => {
    logger.fatal({ err: error }, `cannot listen on ${config.HOST}:${config.PORT}`);
    process.exit(1);
  });
  // A crowd arriving at once (a shared challenge link) connects faster than a busy process accepts:
  // Node's default queue of 511 pending connections overflowed at 2,000 players arriving within 5 s
  // (`LOAD_PLAYERS=2000 npm run bench:load`: 70 connections reset on sqlite-1). The kernel caps the
  // queue at net.core.somaxconn (4,096 on current Linux).
  server.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG }, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const host = config.HOST === "0.0.0.0" || config.HOST === "127.0.0.1" ? "localhost" : config.HOST;
    logger.info({ dialect: db.dialect, env: config.NODE_ENV }, `Flap Master listening on http://${host}:${port}`);
  });

  async function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    clearTimeout(retryTimer);
    logger.info({ signal }, "shutting down: draining in-flight requests");
    // Open event streams never finish on their own: end them now so they do not hold the drain.
    const feedClosed = services.leaderboardFeed.close();
    // A running crawl fetches this very server (PUBLIC_URL): cancel it before the drain so its
    // requests are not cut into false errors; it is stored (as cancelled) before the database closes.
    const crawlStopped = services.crawler.stop().catch((error: unknown) => logger.warn({ err: error }, "stopping the crawler failed"));
    const forced = setTimeout(() => {
      logger.warn("drain timeout reached; closing remaining connections");
      server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS - 1000);
    forced.unref();
    // A keep-alive socket whose response ends during the drain would otherwise idle until
    // keepAliveTimeout: sweep those as they become idle, and the never-used ones.
    const sweep = setInterval(() => {
      server.closeIdleConnections();
      for (const socket of unused) socket.destroy();
    }, 50);
    // Stop accepting; idle keep-alive sockets go now, busy ones after their response.
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    clearInterval(sweep);
    clearTimeout(forced);
    await closeDev?.();
    // The campaign sender finishes the mail on the wire and hands its unsent claims back to the queue.
    await services.campaigns.worker.stop();
    // The analytics rollup job: a tick in progress finishes before the database closes.
    await services.analytics.worker.stop();
    // The verification workers: a job still running in one finishes on this thread.
    await closeServices(services);
    await crawlStopped;
    await feedClosed;
    await closeDatabase(db);
    logger.info("stopped");
    process.exit(0);
  }

  async function closeDatabase(database: Db) {
    try {
      await database.close();
    } catch (error) {
      logger.warn({ err: error }, "closing the database failed");
    }
  }

  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

await main();
