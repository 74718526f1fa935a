import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { withoutNul } from "./text-safe.ts";

describeEachDialect("text values with a NUL character", (getDb) => {
  it("are stored and looked up alike on both engines (PostgreSQL refused them: a 500)", async () => {
    const { kysely } = getDb();
    const key = "fuzz:\u0000:key";
    await kysely.insertInto("rate_limits").values({ key, window_start: 1, count: 1, expires_at: 2 }).execute();
    const found = await kysely.selectFrom("rate_limits").select("key").where("key", "=", key).executeTakeFirst();
    expect(found?.key).toBe("fuzz:\ufffd:key");
    const listed = await kysely.selectFrom("rate_limits").select("key").where("key", "in", [key, "other"]).execute();
    expect(listed.map((row) => row.key)).toEqual(["fuzz:\ufffd:key"]);
    const raw = await sql<{ n: number }>`select count(*) as n from rate_limits where key = ${key}`.execute(kysely);
    expect(Number(raw.rows[0]!.n)).toBe(1);
  });

  it("leaves other values as they are", () => {
    expect(withoutNul("plain")).toBe("plain");
    expect(withoutNul(["a\u0000", 1])).toEqual(["a\ufffd", 1]);
    expect(withoutNul(5)).toBe(5);
  });
});
