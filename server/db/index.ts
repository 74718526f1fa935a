// The one dialect switch: every engine-specific choice lives in server/db/.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { Kysely, PostgresDialect, SqliteDialect, sql, type SqliteDatabase, type SqliteStatement } from "kysely";
import pg from "pg";
import type { Database } from "./schema.ts";
import { groupCommit, plainTransact, type Transact } from "./group-commit.ts";
import { preparedNameOf } from "./compiled.ts";
import { bindTextSafe, textSafeParameters } from "./text-safe.ts";
import { DurableSqliteDialect, createWalSync, type SyncFile, type WalSync } from "./sqlite-durable.ts";
import { startCheckpointer, type Checkpointer, type CheckpointerOptions } from "./sqlite-checkpoint.ts";
import { createStatementStats, writeStatementStats, type StatementStats } from "./sqlite-statement-stats.ts";

export type Dialect = "sqlite" | "postgres";

/** SQLite: the size a rewound WAL file is cut back to (64 MiB). */
export const WAL_SIZE_LIMIT_BYTES = 64 * 1024 * 1024;

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * A write transaction for the hot write paths (a run's finish, the rate limit counters): on SQLite
   * the ones that arrive together share one commit (server/db/group-commit.ts); on PostgreSQL it is
   * `kysely.transaction()`. Either way the promise resolves once the transaction is committed.
   */
  transact: Transact;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** SQLite with background checkpoints: the checkpoint thread (server/db/sqlite-checkpoint.ts). */
  checkpointer?: Checkpointer;
  /** PostgreSQL: the connection pool now (for /metrics); SQLite has no pool. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export function dialectOf(url: string): Dialect {
  return /^postgres(ql)?:\/\//.test(url) ? "postgres" : "sqlite";
}

export function sqlitePathOf(url: string): string {
  const path = url.replace(/^file:/, "");
  return path === ":memory:" ? path : resolve(path);
}

export interface OpenOptions {
  poolMax?: number;
  /** SQLite: how the WAL file is synced (tests hold or count it; server/db/sqlite-durable.ts). */
  syncWal?: SyncFile;
  /**
   * SQLite: checkpoint the WAL on a thread of its own instead of in the commits of this connection
   * (the server; server/db/sqlite-checkpoint.ts). Short-lived connections (CLI commands, tests) keep
   * SQLite's own auto-checkpoint.
   */
  backgroundCheckpoints?: CheckpointerOptions;
  /** SQLite: time every statement's CPU and write the totals to this file each second (server/db/sqlite-statement-stats.ts). */
  statementStatsFile?: string;
}

export function openDatabase(url: string, options: OpenOptions = {}): Db {
  const dialect = dialectOf(url);
  const pool = dialect === "postgres" ? openPool(url, options) : undefined;
  const sqlite = pool ? undefined : openSqlite(url, options);
  const kysely =
    sqlite?.kysely ?? new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool!, onCreateConnection: bindTextSafe }) });
  // The round that lets the WAL rewind holds the one connection: no statement runs meanwhile.
  sqlite?.checkpointer?.rewindWith((round) => kysely.connection().execute(() => round()));
  return {
    kysely,
    dialect,
    transact: sqlite ? groupCommit(kysely, { durable: sqlite.durable }) : plainTransact(kysely),
    ...(sqlite?.checkpointer ? { checkpointer: sqlite.checkpointer } : {}),
    ...(pool
      ? { poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: options.poolMax ?? 10 }) }
      : {}),
    async ping() {
      await sql`select 1`.execute(kysely);
    },
    async close() {
      sqlite?.statementStats?.stop();
      await sqlite?.checkpointer?.close();
      await kysely.destroy();
    },
  };
}

// int8 (bigint, count(*)) comes back as a number, as SQLite gives it: times are epoch ms, well within 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * The hot paths' prepared statements (prepareHotStatements) are planned once, for any values
 * (docs/decisions/033): a plan made for a new day's period, which the statistics have not seen,
 * estimates a row or two for every index on (board, period) and could take the wrong one. Only named
 * statements have cached plans; Kysely's other (unnamed) statements are planned per call as before.
 */
const GENERIC_PLANS = "-c plan_cache_mode=force_generic_plan";

/**
 * The URL without its `options` parameter and the startup options to send: the URL's own (a test
 * schema's search_path, say) and GENERIC_PLANS. node-postgres lets the URL's `options` win over the
 * config's, so both go in the config.
 */
export function startupOptionsOf(url: string): { connectionString: string; options: string } {
  try {
    const parsed = new URL(url);
    const own = parsed.searchParams.get("options");
    parsed.searchParams.delete("options");
    return { connectionString: parsed.toString(), options: [own, GENERIC_PLANS].filter(Boolean).join(" ") };
  } catch {
    return { connectionString: url, options: GENERIC_PLANS };
  }
}

function openPool(url: string, options: OpenOptions): pg.Pool {
  const pool = new pg.Pool({
    ...startupOptionsOf(url),
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  pool.on("connect", prepareHotStatements);
  return pool;
}

/**
 * The hot paths' statements (server/db/compiled.ts) run as named prepared statements on this client
 * (docs/decisions/032): PostgreSQL parses and plans an unnamed statement on every call (a finish's
 * rank counts, 12 subqueries, were planned on each), a named one once per connection. Kysely calls
 * `client.query(text, values)`; any other SQL goes through as it came.
 */
function prepareHotStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  // A statement whose result's columns changed under it (another instance's migration added one to
  // a table it selects * from) fails once with "cached plan must not change result type"; it is then
  // prepared again under a new name on this connection, so only that one call fails.
  const renamed = new Map<string, string>();
  client.query = ((text: unknown, ...rest: unknown[]) => {
    const values = rest[0];
    const named = rest.length === 1 && typeof text === "string" && Array.isArray(values) ? preparedNameOf(text) : undefined;
    if (!named) return query(text, ...rest);
    const name = renamed.get(named) ?? named;
    return query({ name, text, values }).catch((error: unknown) => {
      const { code, message } = error as { code?: unknown; message?: unknown };
      if (code === "0A000" && typeof message === "string" && message.includes("cached plan")) {
        renamed.set(named, `${named}_${renamed.size + 1}`);
      }
      throw error;
    });
  }) as typeof client.query;
}

interface OpenSqlite {
  kysely: Kysely<Database>;
  /** Resolves once every write made so far is on disk (a group commit's COMMIT waits for it). */
  durable: () => Promise<void>;
  checkpointer?: Checkpointer;
  statementStats?: { stop(): void };
}

function openSqlite(url: string, { syncWal, backgroundCheckpoints, statementStatsFile }: OpenOptions): OpenSqlite {
  const path = sqlitePathOf(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new DatabaseSync(path);
  database.exec("PRAGMA journal_mode = WAL");
  database.exec("PRAGMA foreign_keys = ON");
  database.exec("PRAGMA busy_timeout = 5000");
  if (path === ":memory:") {
    database.exec("PRAGMA synchronous = FULL");
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: adaptNodeSqlite(database) }),
    });
    return { kysely, durable: async () => {} };
  }
  // A commit is on disk before it is acknowledged, so a power cut cannot take back a purchase or a
  // finish the player was told about. SQLite would fsync the WAL at each commit (FULL) on this, the
  // main, thread; NORMAL leaves that to the dialect, which syncs the WAL off the event loop and
  // answers the caller after it (server/db/sqlite-durable.ts, docs/decisions/019). NORMAL still syncs
  // around each checkpoint, so the database file never gets ahead of the WAL.
  database.exec("PRAGMA synchronous = NORMAL");
  // A rewound WAL is written again from its start and keeps the size it reached; past this size the
  // rewind also cuts the file back to it, so a burst (or a reader that held checkpoints up) does not
  // keep its disk space. The rewinds under load (sqlite-checkpoint.ts) keep the WAL well below it.
  database.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  const wal = createWalSync(`${path}-wal`, syncWal);
  const stats = statementStatsFile ? createStatementStats() : undefined;
  const kysely = new Kysely<Database>({
    dialect: new DurableSqliteDialect({ database: adaptNodeSqlite(database, wal, stats) }, wal),
  });
  const checkpointer = backgroundCheckpoints ? startCheckpointer(database, path, backgroundCheckpoints) : undefined;
  return {
    kysely,
    durable: () => wal.durable(wal.writes),
    ...(checkpointer ? { checkpointer } : {}),
    ...(stats ? { statementStats: writeStatementStats(stats, statementStatsFile!) } : {}),
  };
}

/** A statement SQLite runs without writing: a query (a WITH that only reads) or an EXPLAIN. */
const READ_ONLY = /^\s*\(?\s*(select|explain)\b/i;
const WITH_READ = /^\s*with\b/i;
const WRITE_WORD = /\b(insert|update|delete|replace)\b/i;

function isReadOnly(text: string): boolean {
  return READ_ONLY.test(text) || (WITH_READ.test(text) && !WRITE_WORD.test(text));
}

/** Shapes node:sqlite's DatabaseSync like the better-sqlite3 API that Kysely's SqliteDialect expects. */
function adaptNodeSqlite(database: DatabaseSync, wal?: WalSync, stats?: StatementStats): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  /** A write that ended outside a transaction (autocommit, or the COMMIT itself) is counted for the WAL sync. */
  const counted =
    <R>(execute: (parameters: ReadonlyArray<unknown>) => R) =>
    (parameters: ReadonlyArray<unknown>): R => {
      try {
        return execute(parameters);
      } finally {
        if (!database.isTransaction) wal!.noteWrite();
      }
    };
  return {
    close: () => database.close(),
    prepare(text) {
      const cached = cache.get(text);
      if (cached) return cached;
      const statement: StatementSync = database.prepare(text);
      let all = (parameters: ReadonlyArray<unknown>) => statement.all(...bindable(parameters));
      let run = (parameters: ReadonlyArray<unknown>) => statement.run(...bindable(parameters));
      if (stats) {
        // Streamed reads (iterate: the CSV exports) run between other work, row by row: not timed.
        const [untimedAll, untimedRun] = [all, run];
        all = (parameters) => stats.time(text, () => untimedAll(parameters));
        run = (parameters) => stats.time(text, () => untimedRun(parameters));
      }
      const writes = wal !== undefined && !isReadOnly(text);
      const adapted: SqliteStatement = {
        reader: statement.columns().length > 0,
        all: writes ? counted(all) : all,
        run: writes ? counted(run) : run,
        iterate: (parameters) => statement.iterate(...bindable(parameters)),
      };
      if (cache.size > 500) cache.clear();
      cache.set(text, adapted);
      return adapted;
    },
  };
}

// node:sqlite binds only null, numbers, bigints, strings and buffers; booleans are stored as 0/1.
// Strings are bound without NUL, as on PostgreSQL (server/db/text-safe.ts).
function bindable(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return textSafeParameters(parameters).map((value) => (typeof value === "boolean" ? Number(value) : value) as SQLInputValue);
}
