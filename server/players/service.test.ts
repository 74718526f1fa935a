import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createWalletService } from "../wallet/service.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createPlayersService, toBool, toEpochMs } from "./service.ts";

async function addUser(db: Db, id: string, extra: { isAnonymous?: boolean; email?: string } = {}) {
  const now = new Date("2026-01-02T03:04:05.678Z").toISOString();
  await db.kysely
    .insertInto("user")
    .values({
      id,
      name: id,
      email: extra.email ?? `${id}@example.com`,
      isAnonymous: extra.isAnonymous ?? false,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

function entry(id: string, player: string | null, period: string, score: number, achievedAt: number) {
  return { id, board: "daily", period, player_id: player, name: id, score, achieved_at: achievedAt };
}

describeEachDialect("players", (getDb) => {
  it("merges a guest in one go: coins through the ledger, the better score per period kept", async () => {
    const db = getDb();
    const wallet = createWalletService(db);
    const inventory = createInventoryService(db);
    const players = createPlayersService(db, wallet, inventory, createAchievementsService(db));
    await addUser(db, "guest", { isAnonymous: true, email: "g@anonymous.placeholder.invalid" });
    await addUser(db, "ana");
    await inventory.add("guest", "shield", 2);
    await inventory.add("guest", "mega-zap", 1);
    await inventory.add("ana", "shield", 1);
    await wallet.apply({ playerId: "guest", delta: 70, reason: "run", reference: "g-run" });
    await wallet.apply({ playerId: "ana", delta: 30, reason: "run", reference: "a-run" });
    await db.kysely
      .insertInto("leaderboard_entries")
      .values([
        entry("g1", "guest", "2026-01-01", 50, 10), // better than ana's 40 -> kept
        entry("a1", "ana", "2026-01-01", 40, 5),
        entry("g2", "guest", "2026-01-02", 10, 20), // worse than ana's 15 -> dropped
        entry("a2", "ana", "2026-01-02", 15, 30),
        entry("g3", "guest", "2026-01-03", 7, 40), // ana has none -> moved
      ])
      .execute();
    // The guest bought a skin with coins and paid for a coin pack by card.
    await db.kysely
      .insertInto("purchases")
      .values([
        { id: "p-guest", player_id: "guest", kind: "skin", item_id: "classic", price_coins: 0, idempotency_key: "k-guest", created_at: 1 },
        { id: "p-both", player_id: "guest", kind: "skin", item_id: "classic", price_coins: 0, idempotency_key: "k-both", created_at: 2 },
        { id: "p-ana", player_id: "ana", kind: "skin", item_id: "classic", price_coins: 0, idempotency_key: "k-both", created_at: 3 },
      ])
      .execute();
    await db.kysely
      .insertInto("checkout_sessions")
      .values({
        id: "cs_guest",
        provider: "sandbox",
        player_id: "guest",
        pack_id: "starter",
        coins: 100,
        amount_cents: 99,
        currency: "usd",
        status: "paid",
        created_at: 1,
        updated_at: 1,
      })
      .execute();

    expect(await players.mergeGuest("guest", "ana")).toEqual({
      coinsMoved: 70,
      leaderboardRowsMoved: 2,
      leaderboardRowsDropped: 2,
      inventoryItemsMoved: 3,
      runsMoved: 0,
    });
    expect(await wallet.balance("ana")).toBe(100);
    expect(await inventory.counts("ana")).toEqual({ shield: 3, "mega-zap": 1 });
    expect(await inventory.counts("guest")).toEqual({});
    expect(await wallet.balance("guest")).toBe(0);
    // The guest's rows take the account's name (one name per player on the boards).
    const rows = await db.kysely.selectFrom("leaderboard_entries").select(["id", "player_id", "name"]).orderBy("id").execute();
    expect(rows).toEqual([
      { id: "a2", player_id: "ana", name: "ana" },
      { id: "g1", player_id: "ana", name: "ana" },
      { id: "g3", player_id: "ana", name: "ana" },
    ]);
    // Its purchases and card payments are the account's (a key both used stays the guest's).
    const bought = await db.kysely.selectFrom("purchases").select(["id", "player_id"]).orderBy("id").execute();
    expect(bought).toEqual([
      { id: "p-ana", player_id: "ana" },
      { id: "p-both", player_id: "guest" },
      { id: "p-guest", player_id: "ana" },
    ]);
    expect(await db.kysely.selectFrom("checkout_sessions").select("player_id").where("id", "=", "cs_guest").executeTakeFirst()).toEqual({
      player_id: "ana",
    });
    // Merging again moves nothing (the reference is used once).
    expect(await players.mergeGuest("guest", "ana")).toEqual({
      coinsMoved: 0,
      leaderboardRowsMoved: 0,
      leaderboardRowsDropped: 0,
      inventoryItemsMoved: 0,
      runsMoved: 0,
    });
    expect(await wallet.balance("ana")).toBe(100);
  });

  it("keeps the operator's moderation through a merge: a hidden name stays hidden, removals follow", async () => {
    const db = getDb();
    const wallet = createWalletService(db);
    const players = createPlayersService(db, wallet, createInventoryService(db), createAchievementsService(db));
    await addUser(db, "hidden-guest", { isAnonymous: true, email: "h@anonymous.placeholder.invalid" });
    await addUser(db, "bea");
    await db.kysely.insertInto("player_moderation").values({ player_id: "hidden-guest", name_hidden: 1, updated_at: 1 }).execute();
    await db.kysely
      .insertInto("leaderboard_entries")
      .values([
        { ...entry("hg1", "hidden-guest", "2026-02-01", 9, 10), name: "Player hidden" },
        { ...entry("b1", "bea", "2026-02-02", 5, 10), name: "Bea" },
      ])
      .execute();
    await db.kysely
      .insertInto("leaderboard_removals")
      .values({
        id: "r1",
        entry_id: "x",
        board: "daily",
        period: "2026-01-30",
        player_id: "hidden-guest",
        name: "Rude",
        location: "Unknown",
        score: 3,
        achieved_at: 1,
        reason: "name",
        removed_by: "ops@example.com",
        removed_at: 2,
      })
      .execute();

    await players.mergeGuest("hidden-guest", "bea");

    const moderation = await db.kysely.selectFrom("player_moderation").select(["player_id", "name_hidden"]).execute();
    expect(moderation.map((row) => [row.player_id, Number(row.name_hidden)])).toEqual([["bea", 1]]);
    const names = await db.kysely
      .selectFrom("leaderboard_entries")
      .select(["id", "name"])
      .where("player_id", "=", "bea")
      .orderBy("id")
      .execute();
    expect(names).toEqual([
      { id: "b1", name: "Player bea" },
      { id: "hg1", name: "Player bea" },
    ]);
    const removal = await db.kysely.selectFrom("leaderboard_removals").select("player_id").where("id", "=", "r1").executeTakeFirstOrThrow();
    expect(removal.player_id).toBe("bea");
    // The database is shared by this file's tests.
    await db.kysely.deleteFrom("leaderboard_entries").where("player_id", "=", "bea").execute();
    await db.kysely.deleteFrom("leaderboard_removals").execute();
    await db.kysely.deleteFrom("player_moderation").execute();
  });

  it("renames a player everywhere at once: user, board rows, finished runs; a hidden name stays hidden", async () => {
    const db = getDb();
    const notified: string[][] = [];
    const players = createPlayersService(db, createWalletService(db), createInventoryService(db), createAchievementsService(db), {
      onBoardsChanged: (boards) => notified.push(boards),
    });
    await addUser(db, "rena");
    await db.kysely
      .insertInto("leaderboard_entries")
      .values([entry("r1", "rena", "2026-01-01", 5, 1), { ...entry("r2", "rena", "all", 5, 1), board: "alltime" }])
      .execute();
    const run = { player_id: "rena", seed: 1, settings_version: 1, started_at: 1, expires_at: 2, name: "old" };
    await db.kysely
      .insertInto("runs")
      .values([
        { ...run, id: "run-f", status: "finished" },
        { ...run, id: "run-s", status: "started" },
      ])
      .execute();

    expect(await players.rename("rena", "  Robin ")).toEqual({ ok: true, name: "Robin", changed: true });
    expect(notified).toEqual([["daily", "alltime"]]);
    expect((await db.kysely.selectFrom("user").select("name").where("id", "=", "rena").executeTakeFirstOrThrow()).name).toBe("Robin");
    const names = async () =>
      (await db.kysely.selectFrom("leaderboard_entries").select("name").where("player_id", "=", "rena").orderBy("id").execute()).map(
        (r) => r.name,
      );
    expect(await names()).toEqual(["Robin", "Robin"]);
    const runs = await db.kysely.selectFrom("runs").select(["id", "name"]).where("player_id", "=", "rena").orderBy("id").execute();
    expect(runs).toEqual([
      { id: "run-f", name: "Robin" },
      { id: "run-s", name: "old" },
    ]);
    // The same name again changes nothing and tells no board.
    expect(await players.rename("rena", "Robin")).toEqual({ ok: true, name: "Robin", changed: false });
    expect(notified).toHaveLength(1);
    // Bad names are refused with nothing changed; an unknown player is a 404.
    for (const bad of ["", "x".repeat(16), "fuck", "A\u200Bnn", 42]) {
      expect(await players.rename("rena", bad)).toMatchObject({ ok: false, status: 400, error: "invalid_name" });
    }
    expect(await players.rename("nobody", "Robin")).toMatchObject({ ok: false, status: 404 });
    expect(await names()).toEqual(["Robin", "Robin"]);
    // A name the operator hid: the boards keep the placeholder, the runs take the name for an unhide.
    await db.kysely
      .insertInto("player_moderation")
      .values({ player_id: "rena", name_hidden: 1, updated_at: 1, updated_by: "op" })
      .execute();
    await db.kysely.updateTable("leaderboard_entries").set({ name: "Player rena" }).where("player_id", "=", "rena").execute();
    expect(await players.rename("rena", "Wren")).toEqual({ ok: true, name: "Wren", changed: true });
    expect(await names()).toEqual(["Player rena", "Player rena"]);
    expect((await db.kysely.selectFrom("runs").select("name").where("id", "=", "run-f").executeTakeFirstOrThrow()).name).toBe("Wren");
    await db.kysely.deleteFrom("leaderboard_entries").where("player_id", "=", "rena").execute();
  });

  it("reads the profile with Better Auth's engine-dependent values normalized", async () => {
    const players = createPlayersService(
      getDb(),
      createWalletService(getDb()),
      createInventoryService(getDb()),
      createAchievementsService(getDb()),
    );
    expect(await players.profile("ana")).toMatchObject({
      id: "ana",
      email: "ana@example.com",
      isGuest: false,
      emailVerified: false,
      role: "player",
      createdAt: Date.parse("2026-01-02T03:04:05.678Z"),
    });
    expect((await players.profile("guest"))!.email).toBeNull();
    expect(await players.profile("nobody")).toBeNull();
    expect(await players.hasPassword("ana")).toBe(false);
  });

  it("exports everything about a player; deletion takes their entries off every board and audits it", async () => {
    const db = getDb();
    const players = createPlayersService(db, createWalletService(db), createInventoryService(db), createAchievementsService(db));
    const data = await players.exportData("ana");
    expect(data!.profile.email).toBe("ana@example.com");
    expect(data!.wallet.coins).toBe(100);
    expect(data!.wallet.ledger.map((e) => e.reason).sort()).toEqual(["guest_merge", "run"]);
    expect(data!.leaderboardEntries).toHaveLength(3);

    expect(await players.deleteAccount("ana")).toEqual({ ok: true });
    expect(await players.profile("ana")).toBeNull();
    expect(await db.kysely.selectFrom("leaderboard_entries").select("id").where("name", "=", "ana").execute()).toEqual([]);
    expect(await db.kysely.selectFrom("wallets").selectAll().where("player_id", "=", "ana").execute()).toEqual([]);
    const audit = await db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "player.erase").execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "player", actor_id: null });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ by: "player", rows: { leaderboard_entries: 3, user: 1 } });
    // A second request (another tab) finds no one and changes nothing.
    expect(await players.deleteAccount("ana")).toMatchObject({ ok: false, status: 404, error: "player_not_found" });
  });
});

it("normalizes Better Auth values of either engine", () => {
  expect(toEpochMs(new Date(5))).toBe(5);
  expect(toEpochMs("1970-01-01T00:00:00.005Z")).toBe(5);
  expect(toBool(1)).toBe(true);
  expect(toBool(true)).toBe(true);
  expect(toBool(0)).toBe(false);
  expect(toBool(null)).toBe(false);
});
