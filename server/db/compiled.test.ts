import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, describeEachDialect, skipPostgres, type TestDb } from "../../tests/dialects.ts";
import { precompiled } from "./compiled.ts";
import { openDatabase } from "./index.ts";

// Precompiled statements (server/db/compiled.ts) are the SQL Kysely compiles from the same builder,
// compiled once per dialect and shape, with each call's values bound as parameters.
describeEachDialect("precompiled statements", (getDb) => {
  const upsert = precompiled((db, v: { key: string; count: number; at: number }) =>
    db
      .insertInto("rate_limits")
      .values({ key: v.key, window_start: v.at, count: v.count, expires_at: v.at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ count: sql`rate_limits.count + ${v.count}` }))
      .returning(["key", "count"]),
  );

  it("binds each call's values, in a transaction or not, as the built statement would", async () => {
    const db = getDb();
    expect((await upsert(db.kysely, { key: "pc-a", count: 2, at: 5 })).rows).toEqual([{ key: "pc-a", count: 2 }]);
    const inTrx = await db.transact((trx) => upsert(trx, { key: "pc-a", count: 3, at: 6 }));
    expect(inTrx.rows).toEqual([{ key: "pc-a", count: 5 }]);
    // A value with quotes and a NUL is a bound value like any other (the NUL replaced as everywhere, server/db/text-safe.ts).
    const odd = "pc-'b\";--\u0000";
    await upsert(db.kysely, { key: odd, count: 1, at: 7 });
    const stored = await db.kysely.selectFrom("rate_limits").select("key").where("key", "like", "pc-'b%").execute();
    expect(stored).toEqual([{ key: "pc-'b\";--\ufffd" }]);
  });

  it("compiles one statement per shape", async () => {
    const db = getDb();
    const insertMany = precompiled((d, v: Record<string, string | number>, shape) =>
      d.insertInto("rate_limits").values(
        Array.from({ length: Number(shape) }, (_, i) => ({
          key: v[`k${i}`] as string,
          window_start: 0,
          count: v.n as number,
          expires_at: 1,
        })),
      ),
    );
    await insertMany(db.kysely, { k0: "pc-s1", n: 4 }, "1");
    await insertMany(db.kysely, { k0: "pc-s2", k1: "pc-s3", n: 9 }, "2");
    const rows = await db.kysely.selectFrom("rate_limits").select(["key", "count"]).where("key", "like", "pc-s%").orderBy("key").execute();
    expect(rows).toEqual([
      { key: "pc-s1", count: 4 },
      { key: "pc-s2", count: 9 },
      { key: "pc-s3", count: 9 },
    ]);
  });

  it("runs as a statement PostgreSQL prepares once per connection, under a name of its own text", async () => {
    const db = getDb();
    const read = precompiled((d, v: { key: string }) => d.selectFrom("rate_limits").select("count").where("key", "=", v.key));
    await upsert(db.kysely, { key: "pc-p", count: 7, at: 1 });
    // One transaction is one connection: the second call finds the statement the first one prepared.
    const { first, second, prepared } = await db.kysely.transaction().execute(async (trx) => {
      const first = (await read(trx, { key: "pc-p" })).rows;
      const second = (await read(trx, { key: "pc-none" })).rows;
      const prepared =
        db.dialect === "postgres"
          ? (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)).rows
          : [];
      return { first, second, prepared };
    });
    expect(first).toEqual([{ count: 7 }]);
    expect(second).toEqual([]);
    if (db.dialect === "postgres") {
      const mine = prepared.filter((row) => row.statement.startsWith('select "count" from "rate_limits"'));
      expect(mine).toHaveLength(1);
      expect(mine[0]!.name).toMatch(/^flap_\d+$/);
      // Other SQL is not prepared under a name.
      expect(prepared.some((row) => row.statement.includes("pg_prepared_statements"))).toBe(false);
      // Planned once for any values (docs/decisions/033), not for the values of its first calls.
      const mode = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db.kysely);
      expect(mode.rows[0]!.plan_cache_mode).toBe("force_generic_plan");
    }
  });

  it("refuses a missing value and a value used as anything but a value", async () => {
    const db = getDb();
    await expect(upsert(db.kysely, { key: "pc-c", count: 1 } as never)).rejects.toThrow(/No value for at/);
    const spliced = precompiled((d, v: { key: string }) => d.selectFrom("rate_limits").select("key").where("key", "like", `${v.key}%`));
    await expect(spliced(db.kysely, { key: "pc" })).rejects.toThrow(/changed before it was bound/);
    const inlined = precompiled((d, v: { key: string }) => d.selectFrom("rate_limits").select(sql.lit(v.key).as("k")));
    await expect(inlined(db.kysely, { key: "pc" })).rejects.toThrow(/written into the statement's text/);
  });
});

describe.skipIf(skipPostgres)("precompiled statements on one PostgreSQL connection", () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb("postgres", { migrate: false });
  });
  afterAll(async () => {
    await testDb?.drop();
  });

  it("are prepared again after another connection changes the columns of a table they read", async () => {
    await sql`create table prepared_probe (id integer primary key, a text)`.execute(testDb.db.kysely);
    await sql`insert into prepared_probe (id, a) values (1, 'x')`.execute(testDb.db.kysely);
    const readAll = precompiled((d, v: { id: number }) =>
      (d as unknown as Kysely<{ prepared_probe: { id: number; a: string } }>)
        .selectFrom("prepared_probe")
        .selectAll()
        .where("id", "=", v.id),
    );
    const one = openDatabase(testDb.url, { poolMax: 1 });
    try {
      expect((await readAll(one.kysely, { id: 1 })).rows).toEqual([{ id: 1, a: "x" }]);
      // Another instance's migration adds a column: the prepared plan's result no longer fits.
      await sql`alter table prepared_probe add column b text default 'y'`.execute(testDb.db.kysely);
      await expect(readAll(one.kysely, { id: 1 })).rejects.toThrow(/cached plan must not change result type/);
      // Only that call: the next one prepares it again on the same connection.
      expect((await readAll(one.kysely, { id: 1 })).rows).toEqual([{ id: 1, a: "x", b: "y" }]);
      expect((await readAll(one.kysely, { id: 1 })).rows).toEqual([{ id: 1, a: "x", b: "y" }]);
    } finally {
      await one.close();
    }
  });
});
