import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createPlayersService } from "../players/service.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createWalletService } from "../wallet/service.ts";
import { createCatalogueService } from "./catalogue.ts";
import type { Failure, Result } from "../http/result.ts";
import { createStoreService, type Purchase } from "./service.ts";

async function addUser(db: Db, id: string, isAnonymous = false) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, isAnonymous, createdAt: now, updatedAt: now })
    .execute();
}

function setup(db: Db) {
  const wallet = createWalletService(db);
  const inventory = createInventoryService(db);
  const catalogue = createCatalogueService(db);
  const store = createStoreService({ db, catalogue, wallet, inventory });
  const give = (playerId: string, coins: number, reference: string) => wallet.apply({ playerId, delta: coins, reason: "test", reference });
  const count = async (table: "purchases" | "player_skins", playerId: string) =>
    Number(
      (
        await db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("player_id", "=", playerId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { wallet, inventory, catalogue, store, give, count };
}

function failed(result: Result<Purchase>): Failure {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result)}`);
  return result;
}

function succeeded(result: Result<Purchase>): Purchase {
  if (!result.ok) throw new Error(`expected a purchase, got ${JSON.stringify(result)}`);
  return result;
}

describeEachDialect(
  "store",
  (getDb) => {
    it("shows a visitor the catalogue with the default skin owned and active, balance 0", async () => {
      const { store } = setup(getDb());
      const view = await store.view(null);
      expect(view.balance).toBe(0);
      expect(view.activeSkin).toBe("classic");
      expect(view.skins.filter((s) => s.owned).map((s) => s.id)).toEqual(["classic"]);
      expect(view.skins.find((s) => s.id === "classic")).toMatchObject({ active: true, unlockedByDefault: true, priceCoins: 0 });
      expect(view.skins.find((s) => s.id === "golden-phoenix")).toMatchObject({
        owned: false,
        active: false,
        purchaseOnly: true,
        rarity: "legendary",
      });
      expect(view.powerUps).toHaveLength(9);
      expect(view.powerUps.every((p) => p.owned === 0)).toBe(true);
      expect(view.powerUps[0]).toEqual({
        id: "time-slow",
        name: "Time Slow",
        description: "Pipes scroll at half speed, giving you more time to line up with each gap.",
        priceCoins: 100,
        durationText: "10 s",
        owned: 0,
      });
      expect(view.coinPacks.map((c) => c.id)).toEqual(["starter", "popular", "ultimate"]);
      expect(Object.keys(view.coinPacks[0]!).sort()).toEqual(["bonusCoins", "coins", "description", "id", "name", "priceCents"]);
    });

    it("buys a power-up at the catalogue's price: debit, inventory +1 and ledger row in one go", async () => {
      const db = getDb();
      const { store, wallet, give } = setup(db);
      await addUser(db, "pu");
      await give("pu", 1000, "pu-coins");
      // The operator changed the price: the server's price is what is charged.
      await db.kysely.updateTable("power_ups").set({ price_coins: 321 }).where("id", "=", "shield").execute();
      const first = succeeded(await store.purchase("pu", { itemId: "shield", idempotencyKey: "key-pu-0001" }));
      expect(first).toMatchObject({ itemId: "shield", kind: "power_up", priceCoins: 321, balance: 679, owned: 1, replayed: false });
      const second = succeeded(await store.purchase("pu", { itemId: "shield", idempotencyKey: "key-pu-0002" }));
      expect(second).toMatchObject({ priceCoins: 321, balance: 358, owned: 2 });
      const ledger = await wallet.ledger("pu");
      expect(
        ledger
          .filter((e) => e.reason === "purchase")
          .map((e) => [e.delta, e.reference])
          .sort(),
      ).toEqual(
        [
          [-321, `purchase:${first.purchaseId}`],
          [-321, `purchase:${second.purchaseId}`],
        ].sort(),
      );
      const view = await store.view("pu");
      expect(view.balance).toBe(358);
      expect(view.powerUps.find((p) => p.id === "shield")).toMatchObject({ owned: 2, priceCoins: 321 });
    });

    it("refuses a purchase at a price the store no longer charges (price_changed) and charges nothing", async () => {
      const db = getDb();
      const { store, wallet, give, count } = setup(db);
      await addUser(db, "pc");
      await give("pc", 1000, "pc-coins");
      // The card showed 150; the operator has since made it 300.
      await db.kysely.updateTable("power_ups").set({ price_coins: 300 }).where("id", "=", "shield").execute();
      const refused = failed(await store.purchase("pc", { itemId: "shield", idempotencyKey: "key-pc-0001", expectedPriceCoins: 150 }));
      expect(refused).toMatchObject({ status: 409, error: "price_changed" });
      expect(refused.message).toContain("300 coins");
      expect(await wallet.balance("pc")).toBe(1000);
      expect(await count("purchases", "pc")).toBe(0);
      expect((await store.view("pc")).powerUps.find((p) => p.id === "shield")).toMatchObject({ owned: 0, priceCoins: 300 });
      // The new price, as the card now shows it, buys; a retry of that purchase replays it even after
      // another price change (the player was charged what they saw).
      const bought = succeeded(await store.purchase("pc", { itemId: "shield", idempotencyKey: "key-pc-0002", expectedPriceCoins: 300 }));
      expect(bought).toMatchObject({ priceCoins: 300, balance: 700, owned: 1 });
      await db.kysely.updateTable("power_ups").set({ price_coins: 50 }).where("id", "=", "shield").execute();
      const retried = succeeded(await store.purchase("pc", { itemId: "shield", idempotencyKey: "key-pc-0002", expectedPriceCoins: 300 }));
      expect(retried).toEqual({ ...bought, replayed: true });
      expect(await wallet.balance("pc")).toBe(700);
    });

    it("replays the same key without changing anything, and refuses it for another item", async () => {
      const db = getDb();
      const { store, wallet, give, count } = setup(db);
      await addUser(db, "rp");
      await give("rp", 500, "rp-coins");
      const first = succeeded(await store.purchase("rp", { itemId: "time-slow", idempotencyKey: "same-key-123" }));
      const again = succeeded(await store.purchase("rp", { itemId: "time-slow", idempotencyKey: "same-key-123" }));
      expect(again).toEqual({ ...first, replayed: true });
      expect(await wallet.balance("rp")).toBe(400);
      expect(await count("purchases", "rp")).toBe(1);
      const conflict = failed(await store.purchase("rp", { itemId: "magnet", idempotencyKey: "same-key-123" }));
      expect(conflict).toMatchObject({ status: 409, error: "idempotency_conflict" });
      expect(await wallet.balance("rp")).toBe(400);
      // Keys are per player: another player may use the same string.
      await addUser(db, "rp2");
      await give("rp2", 100, "rp2-coins");
      expect(succeeded(await store.purchase("rp2", { itemId: "time-slow", idempotencyKey: "same-key-123" })).replayed).toBe(false);
    });

    it("grants nothing when the balance is short (the whole transaction rolls back)", async () => {
      const db = getDb();
      const { store, wallet, inventory, give, count } = setup(db);
      await addUser(db, "poor");
      await give("poor", 399, "poor-coins");
      expect(failed(await store.purchase("poor", { itemId: "skin-fire-cardinal", idempotencyKey: "poor-key-1" }))).toEqual({
        ok: false,
        status: 409,
        error: "insufficient_coins",
        message: "Insufficient coins",
      });
      expect(failed(await store.purchase("poor", { itemId: "score-multiplier", idempotencyKey: "poor-key-2" })).error).toBe(
        "insufficient_coins",
      );
      expect(await count("player_skins", "poor")).toBe(0);
      expect(await count("purchases", "poor")).toBe(0);
      expect(await inventory.counts("poor")).toEqual({});
      expect(await wallet.balance("poor")).toBe(399);
      expect((await wallet.ledger("poor")).map((e) => e.reason)).toEqual(["test"]);
      // The failed key was never used up: with enough coins the same key buys.
      await give("poor", 2601, "poor-coins-2");
      const bought = succeeded(await store.purchase("poor", { itemId: "skin-fire-cardinal", idempotencyKey: "poor-key-1" }));
      expect(bought).toMatchObject({ kind: "skin", owned: true, balance: 0, replayed: false });
    });

    it("sells a skin once: already owned, default skins, and unknown items are refused", async () => {
      const db = getDb();
      const { store, wallet, give, count } = setup(db);
      await addUser(db, "sk");
      await give("sk", 10_000, "sk-coins");
      const bought = succeeded(await store.purchase("sk", { itemId: "skin-ice-falcon", idempotencyKey: "sk-key-0001" }));
      expect(bought).toMatchObject({ itemId: "skin-ice-falcon", kind: "skin", priceCoins: 2000, balance: 8000, owned: true });
      const row = await db.kysely.selectFrom("player_skins").selectAll().where("player_id", "=", "sk").executeTakeFirstOrThrow();
      expect(row).toMatchObject({ skin_id: "ice-falcon", source: "purchase" });
      expect(failed(await store.purchase("sk", { itemId: "skin-ice-falcon", idempotencyKey: "sk-key-0002" }))).toMatchObject({
        status: 409,
        error: "already_owned",
      });
      expect(failed(await store.purchase("sk", { itemId: "skin-classic", idempotencyKey: "sk-key-0003" })).error).toBe("already_owned");
      for (const itemId of ["skin-nope", "nope", "ice-falcon", "skin-", ""]) {
        expect(failed(await store.purchase("sk", { itemId, idempotencyKey: "sk-key-0004" }))).toMatchObject({
          status: 400,
          error: "unknown_item",
        });
      }
      expect(failed(await store.purchase("sk", { itemId: "shield", idempotencyKey: "short" })).error).toBe("invalid_body");
      expect(await wallet.balance("sk")).toBe(8000);
      expect(await count("purchases", "sk")).toBe(1);
      expect(await store.ownedSkins("sk")).toEqual(["classic", "ice-falcon"]);
    });

    it("buys a skin exactly once when two keys race for it", async () => {
      const db = getDb();
      const { store, wallet, give } = setup(db);
      await addUser(db, "race");
      await give("race", 20_000, "race-coins");
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => store.purchase("race", { itemId: "skin-shadow-raven", idempotencyKey: `race-key-${i}` })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === "already_owned")).toBe(true);
      expect(await wallet.balance("race")).toBe(17_000);
    });

    it("with a balance for exactly one, 200 parallel purchases make one", async () => {
      const db = getDb();
      const { store, wallet, inventory, catalogue, give, count } = setup(db);
      await addUser(db, "crowd");
      const price = (await catalogue.powerUps()).find((p) => p.id === "mini-size")!.priceCoins;
      await give("crowd", price, "crowd-coins");
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => store.purchase("crowd", { itemId: "mini-size", idempotencyKey: `crowd-key-${i}` })),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.error === "insufficient_coins")).toHaveLength(199);
      expect(await wallet.balance("crowd")).toBe(0);
      expect(await inventory.counts("crowd")).toEqual({ "mini-size": 1 });
      expect(await count("purchases", "crowd")).toBe(1);
      // And the same key in parallel is one purchase.
      await give("crowd", 1000, "crowd-coins-2");
      const same = await Promise.all(
        Array.from({ length: 20 }, () => store.purchase("crowd", { itemId: "time-slow", idempotencyKey: "crowd-same-key" })),
      );
      const ok = same.filter((r): r is Purchase & { ok: true } => r.ok);
      expect(ok).toHaveLength(20);
      expect(ok.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(ok.map((r) => r.purchaseId)).size).toBe(1);
      expect(await wallet.balance("crowd")).toBe(900);
      expect(await inventory.counts("crowd")).toEqual({ "mini-size": 1, "time-slow": 1 });
    });

    it("lets a player fly only default or owned skins", async () => {
      const db = getDb();
      const { store, give } = setup(db);
      await addUser(db, "fly");
      expect(await store.activeSkin("fly")).toBe("classic");
      expect(await store.setActiveSkin("fly", "rainbow-parrot")).toMatchObject({ ok: false, status: 409, error: "skin_locked" });
      expect(await store.setActiveSkin("fly", "no-such-skin")).toMatchObject({ ok: false, status: 400, error: "unknown_item" });
      await give("fly", 3000, "fly-coins");
      succeeded(await store.purchase("fly", { itemId: "skin-rainbow-parrot", idempotencyKey: "fly-key-001" }));
      // Bought: it is the skin the player flies now.
      expect(await store.activeSkin("fly")).toBe("rainbow-parrot");
      expect(await store.setActiveSkin("fly", "classic")).toEqual({ ok: true, activeSkin: "classic" });
      // The same key again (a retry of that click) changes nothing: the player's choice since stays.
      expect(succeeded(await store.purchase("fly", { itemId: "skin-rainbow-parrot", idempotencyKey: "fly-key-001" })).replayed).toBe(true);
      expect(await store.activeSkin("fly")).toBe("classic");
      expect(await store.setActiveSkin("fly", "rainbow-parrot")).toEqual({ ok: true, activeSkin: "rainbow-parrot" });
      expect(await store.activeSkin("fly")).toBe("rainbow-parrot");
      const view = await store.view("fly");
      expect(view.activeSkin).toBe("rainbow-parrot");
      expect(view.skins.filter((s) => s.active).map((s) => s.id)).toEqual(["rainbow-parrot"]);
      expect(view.skins.filter((s) => s.owned).map((s) => s.id)).toEqual(["classic", "rainbow-parrot"]);
      expect(await store.setActiveSkin("fly", "classic")).toEqual({ ok: true, activeSkin: "classic" });
      expect(await store.activeSkin("fly")).toBe("classic");
      // A chosen skin taken away (e.g. by the operator) falls back to the default one.
      await store.setActiveSkin("fly", "rainbow-parrot");
      await db.kysely.deleteFrom("player_skins").where("player_id", "=", "fly").execute();
      expect(await store.activeSkin("fly")).toBe("classic");
    });

    it("moves a guest's skins and chosen skin into the account it signs into", async () => {
      const db = getDb();
      const { store, wallet, inventory, give } = setup(db);
      const players = createPlayersService(db, wallet, inventory, createAchievementsService(db));
      await addUser(db, "g1", true);
      await addUser(db, "acct1");
      await give("g1", 5000, "g1-coins");
      succeeded(await store.purchase("g1", { itemId: "skin-ice-falcon", idempotencyKey: "g1-key-0001" }));
      succeeded(await store.purchase("g1", { itemId: "skin-emerald-hummingbird", idempotencyKey: "g1-key-0002" }));
      await store.setActiveSkin("g1", "ice-falcon");
      // The account already owns one of them: its row stays.
      await db.kysely
        .insertInto("player_skins")
        .values({ player_id: "acct1", skin_id: "emerald-hummingbird", source: "admin", acquired_at: 1 })
        .execute();
      await players.mergeGuest("g1", "acct1");
      expect(await store.ownedSkins("acct1")).toEqual(["classic", "ice-falcon", "emerald-hummingbird"]);
      const rows = await db.kysely
        .selectFrom("player_skins")
        .select(["skin_id", "source"])
        .where("player_id", "=", "acct1")
        .orderBy("skin_id")
        .execute();
      expect(rows).toEqual([
        { skin_id: "emerald-hummingbird", source: "admin" },
        { skin_id: "ice-falcon", source: "merge" },
      ]);
      expect(await store.activeSkin("acct1")).toBe("ice-falcon");
      expect(await store.ownedSkins("g1")).toEqual(["classic"]);

      // An account that chose a skin keeps its choice.
      await addUser(db, "g2", true);
      await addUser(db, "acct2");
      await give("g2", 3000, "g2-coins");
      succeeded(await store.purchase("g2", { itemId: "skin-fire-cardinal", idempotencyKey: "g2-key-0001" }));
      await store.setActiveSkin("g2", "fire-cardinal");
      await store.setActiveSkin("acct2", "classic");
      await players.mergeGuest("g2", "acct2");
      expect(await store.activeSkin("acct2")).toBe("classic");
      expect(await store.ownedSkins("acct2")).toEqual(["classic", "fire-cardinal"]);
    });
  },
  { seed: true },
);
