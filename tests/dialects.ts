// The DIALECTS matrix: run a suite against a FRESH SQLite file and a FRESH PostgreSQL schema.
//
//   describeEachDialect("wallet", (getDb, dialect) => {
//     it("credits once", async () => { const db = getDb(); ... });
//   }, { seed: true });
//
// PostgreSQL comes from TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). When it
// cannot be reached, the postgres half is skipped with a warning, or FAILS when CI is set.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { openDatabase, type Db } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seed as seedDatabase } from "../server/db/seed.ts";

export const DIALECTS = ["sqlite", "postgres"] as const;
export type TestDialect = (typeof DIALECTS)[number];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";

export interface TestDbOptions {
  /** Run the migrations (default true). */
  migrate?: boolean;
  /** Run the seed after migrating (default false). */
  seed?: boolean;
}

export interface TestDb {
  db: Db;
  dialect: TestDialect;
  /** The URL the database was opened with. */
  url: string;
  /** PostgreSQL: the schema this database lives in (tables of other schemas are not yours). */
  schema: string | undefined;
  /** Closes the connection and deletes the file / drops the schema. */
  drop(): Promise<void>;
}

const SCHEMA_PREFIX = "test_";
const STALE_SCHEMA_SECONDS = 3600;

function randomSuffix(): string {
  return randomBytes(6).toString("hex");
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  client.on("error", () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database of the given dialect, migrated (and seeded) as asked. Call drop() when done. */
export async function createTestDb(dialect: TestDialect, options: TestDbOptions = {}): Promise<TestDb> {
  const { migrate = true, seed = false } = options;
  let testDb: TestDb;

  if (dialect === "sqlite") {
    const path = join(tmpdir(), `flapmaster-test-${Date.now()}-${randomSuffix()}.db`);
    const url = `file:${path}`;
    const db = openDatabase(url);
    testDb = {
      db,
      dialect,
      url,
      schema: undefined,
      async drop() {
        await db.close();
        for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(path + suffix, { force: true });
      },
    };
  } else {
    // Name carries its creation time so that schemas leaked by a killed run can be swept later.
    const schema = `${SCHEMA_PREFIX}${Math.floor(Date.now() / 1000)}_${randomSuffix()}`;
    await withAdminClient(async (client) => {
      await sweepStaleSchemas(client);
      await client.query(`create schema "${schema}"`);
    });
    const url = new URL(TEST_DATABASE_URL);
    // pg reads `options` from the URL and sends it in the startup packet: every pooled connection
    // starts with this search_path, so unqualified names (and Kysely's migration tables) land here.
    url.searchParams.set("options", `-c search_path=${schema}`);
    const db = openDatabase(url.toString(), { poolMax: 4 });
    testDb = {
      db,
      dialect,
      url: url.toString(),
      schema,
      async drop() {
        await db.close();
        await withAdminClient((client) => client.query(`drop schema if exists "${schema}" cascade`));
      },
    };
  }

  try {
    if (migrate || seed) await migrateToLatest(testDb.db);
    if (seed) await seedDatabase(testDb.db);
  } catch (error) {
    await testDb.drop();
    throw error;
  }
  return testDb;
}

async function sweepStaleSchemas(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(`select nspname from pg_namespace where nspname like '${SCHEMA_PREFIX}%'`);
  const cutoff = Math.floor(Date.now() / 1000) - STALE_SCHEMA_SECONDS;
  for (const { nspname } of rows) {
    const match = /^test_(\d+)_[0-9a-f]+$/.exec(nspname);
    if (match && Number(match[1]) < cutoff) {
      await client.query(`drop schema if exists "${nspname}" cascade`).catch(() => {});
    }
  }
}

export type PostgresStatus = { reachable: true } | { reachable: false; reason: string };

async function probePostgres(): Promise<PostgresStatus> {
  try {
    await withAdminClient((client) => client.query("select 1"));
    return { reachable: true };
  } catch (error) {
    return { reachable: false, reason: (error as Error).message || String(error) };
  }
}

/** Probed once per test file (at import). */
export const postgresStatus: PostgresStatus = await probePostgres();

/**
 * For tests that open PostgreSQL themselves (createTestDb): skip only when it is unreachable AND CI is
 * not set; in CI such tests run and fail on the connection error.
 */
export const skipPostgres: boolean = !postgresStatus.reachable && !process.env.CI;

let warned = false;
function unreachableMessage(reason: string): string {
  const where = TEST_DATABASE_URL.replace(/\/\/[^@/]*@/, "//");
  return `PostgreSQL at ${where} is unreachable (${reason}); set TEST_DATABASE_URL or start PostgreSQL`;
}

/**
 * Defines `describe("<name> [<dialect>]")` once per dialect. Each gets its own fresh database, created
 * before its first test and dropped after its last; `getDb()` returns it (inside hooks and tests).
 */
export function describeEachDialect(
  name: string,
  define: (getDb: () => Db, dialect: TestDialect) => void,
  options: TestDbOptions = {},
): void {
  for (const dialect of DIALECTS) {
    const title = `${name} [${dialect}]`;
    if (dialect === "postgres" && !postgresStatus.reachable) {
      const message = unreachableMessage(postgresStatus.reason);
      if (process.env.CI) {
        describe(title, () => {
          it("needs PostgreSQL (CI is set, so it is not skipped)", () => {
            throw new Error(message);
          });
        });
        continue;
      }
      if (!warned) {
        console.warn(`[tests/dialects] skipping the postgres half: ${message}`);
        warned = true;
      }
      describe.skip(title, () => define(() => unavailable(), dialect));
      continue;
    }

    describe(title, () => {
      let testDb: TestDb | undefined;
      beforeAll(async () => {
        testDb = await createTestDb(dialect, options);
      });
      afterAll(async () => {
        await testDb?.drop();
        testDb = undefined;
      });
      define(() => {
        if (!testDb) throw new Error("getDb() is only available inside tests and hooks");
        return testDb.db;
      }, dialect);
    });
  }
}

function unavailable(): never {
  throw new Error("PostgreSQL is not available");
}
