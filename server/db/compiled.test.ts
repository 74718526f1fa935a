import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { precompiled } from "./compiled.ts";

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

  it("refuses a missing value and a value used as anything but a value", async () => {
    const db = getDb();
    await expect(upsert(db.kysely, { key: "pc-c", count: 1 } as never)).rejects.toThrow(/No value for at/);
    const spliced = precompiled((d, v: { key: string }) => d.selectFrom("rate_limits").select("key").where("key", "like", `${v.key}%`));
    await expect(spliced(db.kysely, { key: "pc" })).rejects.toThrow(/changed before it was bound/);
    const inlined = precompiled((d, v: { key: string }) => d.selectFrom("rate_limits").select(sql.lit(v.key).as("k")));
    await expect(inlined(db.kysely, { key: "pc" })).rejects.toThrow(/written into the statement's text/);
  });
});
