import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/dialects.ts";
import { dialectOf, openDatabase, sqlitePathOf, startupOptionsOf } from "./index.ts";

describe("dialectOf / sqlitePathOf", () => {
  it("picks the engine from the URL", () => {
    expect(dialectOf("postgres://u@h/db")).toBe("postgres");
    expect(dialectOf("postgresql://u@h/db")).toBe("postgres");
    expect(dialectOf("file:data/flapmaster.db")).toBe("sqlite");
  });

  it("resolves file: URLs to absolute paths and keeps :memory:", () => {
    expect(sqlitePathOf("file:data/x.db")).toBe(join(process.cwd(), "data/x.db"));
    expect(sqlitePathOf("file::memory:")).toBe(":memory:");
  });
});

describe("startupOptionsOf (PostgreSQL)", () => {
  it("sends generic plans for prepared statements, with the URL's own options, which leave the URL", () => {
    expect(startupOptionsOf("postgres://u:p%40ss@db.example:5432/flap")).toEqual({
      connectionString: "postgres://u:p%40ss@db.example:5432/flap",
      options: "-c plan_cache_mode=force_generic_plan",
    });
    const withOwn = startupOptionsOf("postgres://u@localhost/flap?options=-c%20search_path%3Dtest_1&sslmode=disable");
    expect(withOwn.options).toBe("-c search_path=test_1 -c plan_cache_mode=force_generic_plan");
    expect(withOwn.connectionString).toBe("postgres://u@localhost/flap?sslmode=disable");
  });
});

describe("the node:sqlite adapter", () => {
  let testDb: TestDb;
  const open = async () => (testDb ??= await createTestDb("sqlite"));
  afterAll(async () => {
    await testDb?.drop();
  });

  it("opens the file in WAL mode with foreign keys on and a busy timeout", async () => {
    const k = (await open()).db.kysely;
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(k);
    expect(journal.rows[0]?.journal_mode).toBe("wal");
    const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(k);
    expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
    const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(k);
    expect(busy.rows[0]?.timeout).toBe(5000);
  });

  it("enforces foreign keys", async () => {
    const k = (await open()).db.kysely;
    await sql`create table parent_t (id text primary key)`.execute(k);
    await sql`create table child_t (id text primary key, parent_id text not null references parent_t(id))`.execute(k);
    await expect(sql`insert into child_t values ('c', 'missing')`.execute(k)).rejects.toThrow(/FOREIGN KEY/);
  });

  it("binds booleans as 0/1", async () => {
    const k = (await open()).db.kysely;
    const result = await sql<{ t: number; f: number }>`select ${true} as t, ${false} as f`.execute(k);
    expect(result.rows[0]).toEqual({ t: 1, f: 0 });
    await sql`create table flags_t (id integer primary key, on_off integer not null)`.execute(k);
    await sql`insert into flags_t (id, on_off) values (1, ${true}), (2, ${false})`.execute(k);
    const rows = await sql<{ on_off: number }>`select on_off from flags_t order by id`.execute(k);
    expect(rows.rows.map((r) => r.on_off)).toEqual([1, 0]);
  });

  it("reports affected rows and inserted ids for writes", async () => {
    const k = (await open()).db.kysely;
    await sql`create table counter_t (id integer primary key, n integer not null)`.execute(k);
    const insert = await sql`insert into counter_t (n) values (1), (2), (3)`.execute(k);
    expect(Number(insert.numAffectedRows)).toBe(3);
    const update = await sql`update counter_t set n = n + 1 where n >= 2`.execute(k);
    expect(Number(update.numAffectedRows)).toBe(2);
  });

  it("creates the data directory of a new file and ping() answers", async () => {
    const dir = join(tmpdir(), `flapmaster-dir-${process.pid}-${Date.now()}`);
    const db = openDatabase(`file:${join(dir, "nested", "x.db")}`);
    try {
      await db.ping();
      expect(existsSync(join(dir, "nested", "x.db"))).toBe(true);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
