import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { InsufficientCoinsError, createWalletService } from "./service.ts";

async function addUser(getDb: () => import("../db/index.ts").Db, id: string) {
  const now = new Date().toISOString();
  await getDb()
    .kysely.insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, createdAt: now, updatedAt: now })
    .execute();
}

describeEachDialect("wallet", (getDb) => {
  it("starts at 0, credits and debits with a ledger row each, never below 0", async () => {
    await addUser(getDb, "p1");
    const wallet = createWalletService(getDb(), { now: () => 1000 });
    expect(await wallet.balance("p1")).toBe(0);
    expect(await wallet.apply({ playerId: "p1", delta: 150, reason: "test", reference: "r1" })).toEqual({ applied: true, balance: 150 });
    expect(await wallet.apply({ playerId: "p1", delta: -50, reason: "test", reference: "r2" })).toEqual({ applied: true, balance: 100 });
    await expect(wallet.apply({ playerId: "p1", delta: -101, reason: "test", reference: "r3" })).rejects.toBeInstanceOf(
      InsufficientCoinsError,
    );
    expect(await wallet.balance("p1")).toBe(100);
    const ledger = await wallet.ledger("p1");
    expect(ledger.map((e) => [e.delta, e.balanceAfter, e.reference]).sort()).toEqual(
      [
        [-50, 100, "r2"],
        [150, 150, "r1"],
      ].sort(),
    );
  });

  it("skips the reference's look-up only when the caller vouches for it, and still never pays a reference twice", async () => {
    await addUser(getDb, "p9");
    const wallet = createWalletService(getDb());
    const change = { playerId: "p9", delta: 25, reason: "run", reference: "run:vouched" };
    const inTransaction = (unapplied: boolean) =>
      getDb()
        .kysely.transaction()
        .execute((trx) => wallet.apply(unapplied ? { ...change, unappliedInTransaction: true } : change, trx));
    expect(await inTransaction(true)).toEqual({ applied: true, balance: 25 });
    // Vouched for wrongly: the ledger's unique reference fails the transaction, the credit rolls back.
    await expect(inTransaction(true)).rejects.toThrow();
    expect(await wallet.balance("p9")).toBe(25);
    // Without the caller's word the look-up answers it as applied before.
    expect(await inTransaction(false)).toEqual({ applied: false, balance: 25 });
    expect((await wallet.ledger("p9")).map((e) => e.reference)).toEqual(["run:vouched"]);
  });

  it("applies a reference at most once, also when requests race", async () => {
    await addUser(getDb, "p2");
    const wallet = createWalletService(getDb());
    const results = await Promise.all(
      Array.from({ length: 5 }, () => wallet.apply({ playerId: "p2", delta: 10, reason: "run", reference: "run-42" })),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect(await wallet.balance("p2")).toBe(10);
    expect(await wallet.ledger("p2")).toHaveLength(1);
  });

  it("refuses a zero or fractional delta", async () => {
    const wallet = createWalletService(getDb());
    await expect(wallet.apply({ playerId: "p1", delta: 0, reason: "x", reference: "z" })).rejects.toThrow(RangeError);
    await expect(wallet.apply({ playerId: "p1", delta: 1.5, reason: "x", reference: "z" })).rejects.toThrow(RangeError);
  });
});
