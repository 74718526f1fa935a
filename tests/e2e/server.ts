// Test servers and databases: the production server as a child process (scripts/app-process.ts) and
// a fresh database per test file.
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export { startServer, type RunningServer, type StartOptions } from "../../scripts/app-process.ts";

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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
