import { sql, type Kysely } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Database } from "./schema.ts";

// db.transact: SQLite groups concurrent transactions into one commit (server/db/group-commit.ts);
// PostgreSQL runs plain transactions. Both must behave as separate transactions would.
describeEachDialect("db.transact", (getDb, dialect) => {
  const put = (trx: Kysely<Database>, key: string, count = 1) =>
    trx.insertInto("rate_limits").values({ key, window_start: 0, count, expires_at: 1 }).execute();
  // The suite shares one database: each test reads only its own keys.
  const keys = async (prefix: string) =>
    (await getDb().kysely.selectFrom("rate_limits").select("key").where("key", "like", `${prefix}%`).orderBy("key").execute()).map(
      (row) => row.key,
    );

  it("commits concurrent transactions, each with its own answer", async () => {
    const db = getDb();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transact(async (trx) => {
          await put(trx, `k${String(i).padStart(2, "0")}`);
          return i;
        }),
      ),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(await keys("k")).toEqual(Array.from({ length: 20 }, (_, i) => `k${String(i).padStart(2, "0")}`));
  });

  it("rolls back only the transaction that throws, and gives its caller the error", async () => {
    const db = getDb();
    const results = await Promise.allSettled([
      db.transact((trx) => put(trx, "t-a")),
      db.transact(async (trx) => {
        await put(trx, "t-b");
        throw new Error("changed my mind");
      }),
      // A statement that fails inside: its own earlier write goes with it.
      db.transact(async (trx) => {
        await put(trx, "t-c");
        await put(trx, "t-c");
      }),
      db.transact((trx) => put(trx, "t-d")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(Error);
    expect(((results[1] as PromiseRejectedResult).reason as Error).message).toBe("changed my mind");
    expect(await keys("t-")).toEqual(["t-a", "t-d"]);
  });

  it("answers only after the commit: a caller's writes are visible to everyone once it resolves", async () => {
    const db = getDb();
    await Promise.all(
      ["x", "y", "z"].map(async (key) => {
        await db.transact((trx) => put(trx, key));
        const row = await db.kysely.selectFrom("rate_limits").select("key").where("key", "=", key).executeTakeFirst();
        expect(row?.key).toBe(key);
      }),
    );
  });

  it("sees the writes of the transactions committed before it (SQLite: serialised like its one connection)", async () => {
    if (dialect !== "sqlite") return;
    const db = getDb();
    const [, count] = await Promise.all([
      db.transact((trx) => put(trx, "n", 5)),
      db.transact(async (trx) => {
        await trx
          .updateTable("rate_limits")
          .set({ count: sql`count + 1` })
          .where("key", "=", "n")
          .execute();
        return (await trx.selectFrom("rate_limits").select("count").where("key", "=", "n").executeTakeFirstOrThrow()).count;
      }),
    ]);
    expect(Number(count)).toBe(6);
  });
});
