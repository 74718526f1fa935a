import { existsSync } from "node:fs";
import { sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { sqlitePathOf } from "../server/db/index.ts";
import { createTestDb, describeEachDialect, DIALECTS, postgresStatus, skipPostgres, TEST_DATABASE_URL } from "./dialects.ts";
import { migrations } from "../server/db/migrations/index.ts";

describe("the DIALECTS fixture", () => {
  it("lists both engines", () => {
    expect(DIALECTS).toEqual(["sqlite", "postgres"]);
  });

  it("SQLite: a fresh file in the temp directory, removed with its -wal/-shm after", async () => {
    const testDb = await createTestDb("sqlite");
    const path = sqlitePathOf(testDb.url);
    await testDb.db.kysely
      .insertInto("email_templates")
      .values({ id: "t", name: "n", subject: "s", body: "b", created_at: 1, updated_at: 1 })
      .execute();
    expect(existsSync(path)).toBe(true);
    expect(existsSync(`${path}-wal`)).toBe(true);
    await testDb.drop();
    for (const suffix of ["", "-wal", "-shm"]) expect(existsSync(path + suffix)).toBe(false);
  });

  it.skipIf(skipPostgres)("PostgreSQL: a fresh schema on the search_path, dropped after", async () => {
    const a = await createTestDb("postgres");
    const b = await createTestDb("postgres");
    try {
      expect(a.schema).toMatch(/^test_\d+_[0-9a-f]{12}$/);
      expect(a.schema).not.toBe(b.schema);
      // pg honours ?options=-c search_path=...: every pooled connection lands in the schema.
      const current = await Promise.all([1, 2, 3].map(() => sql<{ s: string }>`select current_schema() as s`.execute(a.db.kysely)));
      expect(current.map((r) => r.rows[0]?.s)).toEqual([a.schema, a.schema, a.schema]);
      // Both were migrated separately: each has its own migration bookkeeping and tables.
      for (const testDb of [a, b]) {
        const rows = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(testDb.db.kysely);
        expect(Number(rows.rows[0]?.n)).toBe(Object.keys(migrations).length);
      }
      await a.db.kysely
        .insertInto("email_templates")
        .values({ id: "t", name: "n", subject: "s", body: "b", created_at: 1, updated_at: 1 })
        .execute();
      const inB = await b.db.kysely.selectFrom("email_templates").selectAll().execute();
      expect(inB).toEqual([]);
    } finally {
      await a.drop();
      await b.drop();
    }
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const left = await client.query("select 1 from pg_namespace where nspname = any($1)", [[a.schema, b.schema]]);
      expect(left.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});

const seen: string[] = [];
describeEachDialect(
  "describeEachDialect",
  (getDb, dialect) => {
    it("hands each suite its own migrated and seeded database", async () => {
      const db = getDb();
      expect(db.dialect).toBe(dialect);
      seen.push(dialect);
      const skins = await db.kysely.selectFrom("skins").select("id").execute();
      expect(skins).toHaveLength(10);
    });
  },
  { seed: true },
);

describe("describeEachDialect (after)", () => {
  it("ran the suite on every reachable dialect", () => {
    expect(seen).toEqual(postgresStatus.reachable ? ["sqlite", "postgres"] : ["sqlite"]);
  });
});
