// Coins are spent once. A guest whose balance covers exactly one power-up fires 200 parallel
// purchases (distinct idempotency keys): exactly one succeeds and the balance ends at 0. On SQLite with
// one server; on PostgreSQL with TWO server processes sharing the database, the requests split across
// both (the guest's session lives in the database, so its cookie works on either). The same key sent
// 20 times in parallel is one purchase. Coins are given with the wallet service on the test database.
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

interface StoreView {
  balance: number;
  activeSkin: string | null;
  skins: Array<{ id: string; priceCoins: number; owned: boolean; active: boolean }>;
  powerUps: Array<{ id: string; priceCoins: number; owned: number }>;
  coinPacks: Array<{ id: string }>;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  setCookie: string;
}

async function post(server: RunningServer, path: string, body: unknown, cookie = ""): Promise<Answer> {
  const response = await fetch(server.url + path, {
    method: "POST",
    headers: { origin: new URL(server.url).origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    setCookie: response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}

async function view(server: RunningServer, cookie = ""): Promise<StoreView> {
  const response = await fetch(server.url + "/api/store", { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  return (await response.json()) as StoreView;
}

/** 200 purchases of one power-up, round-robin over `servers`, all in flight at once. */
async function storm(servers: RunningServer[], cookie: string, itemId: string, keys: (i: number) => string, n: number) {
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      post(servers[i % servers.length]!, "/api/store/purchase", { itemId, idempotencyKey: keys(i) }, cookie),
    ),
  );
}

async function checkStorm(servers: RunningServer[], db: Db) {
  const [first] = servers as [RunningServer];
  const wallet = createWalletService(db);

  // A visitor sees the catalogue without becoming a guest.
  const visitor = await view(first);
  expect(visitor).toMatchObject({ balance: 0, activeSkin: "classic" });
  const shield = visitor.powerUps.find((p) => p.id === "shield")!;
  expect(shield.priceCoins).toBeGreaterThan(0);
  // Bad input makes no guest either.
  const bad = await post(first, "/api/store/purchase", { itemId: "no-such-thing", idempotencyKey: "abcdefgh-1" });
  expect(bad).toMatchObject({ status: 400, body: { error: "unknown_item" }, setCookie: "" });
  const short = await post(first, "/api/store/purchase", { itemId: "shield", idempotencyKey: "short" });
  expect(short).toMatchObject({ status: 400, body: { error: "invalid_body" }, setCookie: "" });

  // The first purchase makes the visitor a guest (cookie in the answer); it has no coins yet.
  const broke = await post(first, "/api/store/purchase", { itemId: "shield", idempotencyKey: "first-try-0" });
  expect(broke.status).toBe(409);
  expect(broke.body).toEqual({ error: "insufficient_coins", message: "Insufficient coins" });
  expect(broke.setCookie).not.toBe("");
  const cookie = broke.setCookie;
  const guest = (await (await fetch(first.url + "/api/me", { headers: { cookie } })).json()) as {
    player: { id: string; isGuest: boolean };
  };
  expect(guest.player.isGuest).toBe(true);
  const playerId = guest.player.id;

  // Exactly one shield's worth of coins, then 200 purchases with distinct keys.
  await wallet.apply({ playerId, delta: shield.priceCoins, reason: "test", reference: `e2e-coins-1:${playerId}` });
  const results = await storm(servers, cookie, "shield", (i) => `storm-key-${i}`, 200);
  // Every server knew the guest's session (none made a new guest).
  expect(results.filter((r) => r.setCookie !== "")).toEqual([]);
  const wins = results.filter((r) => r.status === 200);
  expect(wins).toHaveLength(1);
  expect(wins[0]!.body).toMatchObject({ itemId: "shield", kind: "power_up", priceCoins: shield.priceCoins, balance: 0, owned: 1 });
  const losses = results.filter((r) => r.status !== 200);
  expect(losses.every((r) => r.status === 409 && r.body.error === "insufficient_coins" && r.body.message === "Insufficient coins")).toBe(
    true,
  );
  for (const server of servers) {
    const seen = await view(server, cookie);
    expect(seen.balance).toBe(0);
    expect(seen.powerUps.find((p) => p.id === "shield")!.owned).toBe(1);
  }
  const spent = (await wallet.ledger(playerId)).filter((e) => e.reason === "purchase");
  expect(spent).toHaveLength(1);

  // The same key 20 times in parallel (over both servers): one purchase, the rest replays.
  const timeSlow = visitor.powerUps.find((p) => p.id === "time-slow")!;
  await wallet.apply({ playerId, delta: timeSlow.priceCoins * 5, reason: "test", reference: `e2e-coins-2:${playerId}` });
  const same = await storm(servers, cookie, "time-slow", () => "the-same-key-42", 20);
  expect(same.every((r) => r.status === 200)).toBe(true);
  expect(new Set(same.map((r) => r.body.purchaseId)).size).toBe(1);
  expect(same.filter((r) => r.body.replayed === true)).toHaveLength(19);
  expect(await wallet.balance(playerId)).toBe(timeSlow.priceCoins * 4);
  const counts = (await view(servers.at(-1)!, cookie)).powerUps;
  expect(counts.find((p) => p.id === "time-slow")!.owned).toBe(1);
  // The key belongs to that item now.
  expect((await post(first, "/api/store/purchase", { itemId: "magnet", idempotencyKey: "the-same-key-42" }, cookie)).body.error).toBe(
    "idempotency_conflict",
  );
  return { cookie, playerId, wallet };
}

describe("coin spending never double-spends", () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  });

  it("SQLite, one server: 200 parallel purchases over a balance for one make one; a skin is bought and flown", async () => {
    const database: TestDatabase = await createTestDatabase("sqlite");
    cleanups.push(() => database.drop());
    const server = await startServer({ env: { DATABASE_URL: database.url } });
    cleanups.push(() => server.stop());
    const db = openDatabase(database.url);
    cleanups.push(() => db.close());
    const { cookie, playerId, wallet } = await checkStorm([server], db);

    // Skins: locked until bought, then selectable; bought once.
    expect((await post(server, "/api/store/active-skin", { skinId: "ice-falcon" })).status).toBe(401);
    expect((await post(server, "/api/store/active-skin", { skinId: "ice-falcon" }, cookie)).body.error).toBe("skin_locked");
    await wallet.apply({ playerId, delta: 2000, reason: "test", reference: `e2e-skin:${playerId}` });
    const before = await wallet.balance(playerId);
    const bought = await post(server, "/api/store/purchase", { itemId: "skin-ice-falcon", idempotencyKey: "skin-key-0001" }, cookie);
    expect(bought).toMatchObject({ status: 200, body: { itemId: "skin-ice-falcon", kind: "skin", owned: true, balance: before - 2000 } });
    const again = await post(server, "/api/store/purchase", { itemId: "skin-ice-falcon", idempotencyKey: "skin-key-0002" }, cookie);
    expect(again).toMatchObject({ status: 409, body: { error: "already_owned" } });
    expect(await post(server, "/api/store/active-skin", { skinId: "ice-falcon" }, cookie)).toMatchObject({
      status: 200,
      body: { activeSkin: "ice-falcon" },
    });
    const seen = await view(server, cookie);
    expect(seen.activeSkin).toBe("ice-falcon");
    expect(seen.skins.filter((s) => s.owned).map((s) => s.id)).toEqual(["classic", "ice-falcon"]);
    const me = (await (await fetch(server.url + "/api/me", { headers: { cookie } })).json()) as { skins: unknown };
    expect(me.skins).toEqual({ unlocked: ["classic", "ice-falcon"], active: "ice-falcon" });
  }, 90_000);

  it("PostgreSQL, two server processes on one database: the same, split across both", async () => {
    const database = await createTestDatabase("postgres");
    cleanups.push(() => database.drop());
    // One after the other: the first migrates and seeds, the second finds it done.
    const a = await startServer({ env: { DATABASE_URL: database.url } });
    cleanups.push(() => a.stop());
    const b = await startServer({ env: { DATABASE_URL: database.url } });
    cleanups.push(() => b.stop());
    expect(a.url).not.toBe(b.url);
    const db = openDatabase(database.url, { poolMax: 2 });
    cleanups.push(() => db.close());
    await checkStorm([a, b], db);
  }, 90_000);
});
