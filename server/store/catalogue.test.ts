import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { countedDb } from "../../tests/support/counted-db.ts";
import { createAuditService, type AuditActor } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createWalletService } from "../wallet/service.ts";
import { DEFAULT_GAME_SETTINGS, STORE_DURATIONS_NOTE, createSettingsService } from "../settings/service.ts";
import { createCatalogueService, type SaveCatalogueResult } from "./catalogue.ts";
import { createStoreService } from "./service.ts";

const effectCount = (effects: object) => Object.keys(effects).length;

describeEachDialect(
  "catalogue",
  (getDb) => {
    it("lists the ten skins in order with prices, rarities and flags", async () => {
      const skins = await createCatalogueService(getDb()).skins();
      expect(skins.map((s) => [s.name, s.rarity, s.priceCoins])).toEqual([
        ["Classic Bird", "common", 0],
        ["Ice Falcon", "rare", 2000],
        ["Emerald Hummingbird", "rare", 2000],
        ["Rainbow Parrot", "epic", 3000],
        ["Fire Cardinal", "epic", 3000],
        ["Shadow Raven", "epic", 3000],
        ["Golden Phoenix", "legendary", 5000],
        ["American Eagle", "legendary", 5000],
        ["Mystic Owl", "legendary", 5000],
        ["Crystal Dove", "legendary", 5000],
      ]);
      const classic = skins[0]!;
      expect(classic).toMatchObject({ id: "classic", priceCoins: 0, unlockedByDefault: true, purchaseOnly: false });
      expect(skins.filter((s) => s.unlockedByDefault).map((s) => s.id)).toEqual(["classic"]);
      expect(new Set(skins.map((s) => s.id)).size).toBe(10);
      for (const skin of skins) expect(skin.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(skins.find((s) => s.id === "golden-phoenix")?.effects).toEqual({
        glow: true,
        particles: true,
        trailColor: "#FF6F00",
        wingColor: "#FFE082",
      });
    });

    it("gives rarer skins more effects", async () => {
      const skins = await createCatalogueService(getDb()).skins();
      const order = ["common", "rare", "epic", "legendary"] as const;
      for (let i = 1; i < order.length; i++) {
        const lower = skins.filter((s) => s.rarity === order[i - 1]).map((s) => effectCount(s.effects));
        const higher = skins.filter((s) => s.rarity === order[i]).map((s) => effectCount(s.effects));
        expect(Math.min(...higher)).toBeGreaterThan(Math.max(...lower));
      }
    });

    it("lists the nine store power-ups with prices and durations", async () => {
      const powerUps = await createCatalogueService(getDb()).powerUps();
      expect(powerUps.map((p) => [p.id, p.priceCoins, p.durationText, p.durationMs])).toEqual([
        ["time-slow", 100, "10 s", 10000],
        ["shield", 150, "1 hit", null],
        ["double-points", 200, "15 s", 15000],
        ["mini-size", 175, "12 s", 12000],
        ["magnet", 225, "8 s", 8000],
        ["extra-life", 300, "1 life", null],
        ["boost", 250, "5 s", 5000],
        ["score-multiplier", 400, "10 s", 10000],
        ["mega-zap", 350, "instant", null],
      ]);
      for (const p of powerUps) expect(p.description.length).toBeGreaterThan(10);
      expect(powerUps.find((p) => p.id === "score-multiplier")?.description).toContain("3x");
    });

    it("lists the three coin packs, Ultimate at $19.99", async () => {
      const packs = await createCatalogueService(getDb()).coinPacks();
      expect(packs.map((p) => [p.name, p.coins, p.bonusCoins, p.priceCents])).toEqual([
        ["Starter", 1000, 0, 99],
        ["Popular", 5000, 500, 499],
        ["Ultimate", 12000, 2000, 1999],
      ]);
      expect(packs.every((p) => p.stripePriceId === null)).toBe(true);
    });

    it("follows sort_order and reads admin edits", async () => {
      const db = getDb();
      await db.kysely.updateTable("coin_packs").set({ sort_order: 0, price_cents: 1499 }).where("id", "=", "ultimate").execute();
      await db.kysely.updateTable("skins").set({ effects_json: '{"glow":true}' }).where("id", "=", "classic").execute();
      const catalogue = createCatalogueService(db);
      const packs = await catalogue.coinPacks();
      expect(packs.map((p) => p.id)).toEqual(["ultimate", "starter", "popular"]);
      expect(packs[0]?.priceCents).toBe(1499);
      expect((await catalogue.skins())[0]?.effects).toEqual({ glow: true });
    });

    it("reads a list again only after a change to the catalogue, by any writer, seen at once by every instance", async () => {
      const db = getDb();
      // Two instances' catalogues on one database; the first counts its statements.
      const counted = countedDb(db);
      const first = createCatalogueService(counted.db);
      let from = 0;
      const second = createCatalogueService(db);
      const priceOf = async (id: string) => (await first.powerUps()).find((p) => p.id === id)?.priceCoins;
      const germanName = async (id: string) => (await first.skins("de")).find((s) => s.id === id)?.name;

      expect(await priceOf("shield")).toBe(150);
      from = counted.statements();
      expect(await priceOf("shield")).toBe(150);
      expect(counted.statements() - from).toBe(1); // the stamp alone

      // A save on the other instance, plain SQL on each table, a translation removed: seen at once.
      expect(await second.save({ powerUps: [{ id: "shield", priceCoins: 175 }] }, OPERATOR)).toMatchObject({ ok: true });
      from = counted.statements();
      expect(await priceOf("shield")).toBe(175);
      expect(counted.statements() - from).toBe(2); // the stamp, then the list
      await db.kysely.updateTable("power_ups").set({ price_coins: 180 }).where("id", "=", "shield").execute();
      expect(await priceOf("shield")).toBe(180);
      await db.kysely.updateTable("coin_packs").set({ price_cents: 1299 }).where("id", "=", "ultimate").execute();
      expect((await first.coinPacks()).find((p) => p.id === "ultimate")?.priceCents).toBe(1299);
      expect(await germanName("golden-phoenix")).toBe("Goldphönix");
      await db.kysely.updateTable("skins").set({ price_coins: 4500 }).where("id", "=", "golden-phoenix").execute();
      expect((await first.skins("de")).find((s) => s.id === "golden-phoenix")?.priceCoins).toBe(4500);
      await db.kysely
        .deleteFrom("catalogue_translations")
        .where("item_kind", "=", "skin")
        .where("item_id", "=", "golden-phoenix")
        .where("locale", "=", "de")
        .execute();
      expect(await germanName("golden-phoenix")).toBe("Golden Phoenix");

      // A change that rolls back changes nothing, the stamp included.
      expect(await priceOf("shield")).toBe(180);
      await expect(
        db.kysely.transaction().execute(async (trx) => {
          await trx.updateTable("power_ups").set({ price_coins: 1 }).where("id", "=", "shield").execute();
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      from = counted.statements();
      expect(await priceOf("shield")).toBe(180);
      expect(counted.statements() - from).toBe(1);

      // Without its stamp row (removed by hand) the catalogue cannot tell a change: every read reads.
      await db.kysely.deleteFrom("catalogue_stamp").execute();
      await db.kysely.updateTable("power_ups").set({ price_coins: 190 }).where("id", "=", "shield").execute();
      expect(await priceOf("shield")).toBe(190);
      await db.kysely.updateTable("power_ups").set({ price_coins: 195 }).where("id", "=", "shield").execute();
      expect(await priceOf("shield")).toBe(195);
    });

    it("refuses malformed stored effects instead of passing them on", async () => {
      const db = getDb();
      await db.kysely.updateTable("skins").set({ effects_json: '{"trailColor":"red"}' }).where("id", "=", "mystic-owl").execute();
      await expect(createCatalogueService(db).skins()).rejects.toThrow(/trailColor/);
    });
  },
  { seed: true },
);

const OPERATOR: AuditActor = { id: "operator-1", label: "operator@example.com", ip: "203.0.113.9" };

function saved(result: SaveCatalogueResult) {
  if (!result.ok) throw new Error(`expected a save, got ${JSON.stringify(result)}`);
  return result;
}

function refusedFields(result: SaveCatalogueResult) {
  if (result.ok) throw new Error("expected the save to be refused");
  expect(result).toMatchObject({ status: 400, error: "invalid_catalogue" });
  return Object.fromEntries(Object.entries(result.fields).map(([key, field]) => [key, field.code]));
}

async function auditRows(db: Db) {
  return createAuditService(db).list({ action: "catalogue.save" });
}

async function snapshot(db: Db) {
  const k = db.kysely;
  return {
    skins: await k.selectFrom("skins").selectAll().orderBy("id").execute(),
    powerUps: await k.selectFrom("power_ups").selectAll().orderBy("id").execute(),
    packs: await k.selectFrom("coin_packs").selectAll().orderBy("id").execute(),
  };
}

describeEachDialect(
  "catalogue: Store Settings saves",
  (getDb) => {
    it("lists the editable catalogue: whole seconds (none for untimed power-ups), cents, rarities", async () => {
      const editable = await createCatalogueService(getDb()).editable();
      expect(editable.powerUps.slice(0, 2)).toMatchObject([
        { id: "time-slow", name: "Time Slow", priceCoins: 100, durationSeconds: 10, durationText: "10 s" },
        { id: "shield", name: "Shield", priceCoins: 150, durationSeconds: null, durationText: "1 hit" },
      ]);
      expect(editable.powerUps.filter((p) => p.durationSeconds === null).map((p) => p.id)).toEqual(["shield", "extra-life", "mega-zap"]);
      expect(editable.coinPacks.map((p) => [p.id, p.coins, p.priceCents, p.bonusCoins, p.stripePriceId])).toEqual([
        ["starter", 1000, 99, 0, null],
        ["popular", 5000, 499, 500, null],
        ["ultimate", 12000, 1999, 2000, null],
      ]);
      expect(editable.skins).toHaveLength(10);
      expect(editable.skins[1]).toMatchObject({ id: "ice-falcon", name: "Ice Falcon", color: "#7FD4F5", priceCoins: 2000, rarity: "rare" });
    });

    it("refuses bad values field by field and changes nothing (no audit row)", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      const before = await snapshot(db);
      const fields = refusedFields(
        await catalogue.save(
          {
            powerUps: [
              { id: "time-slow", priceCoins: -1, durationSeconds: 0 },
              { id: "double-points", priceCoins: 12.5, durationSeconds: 1.5 },
              { id: "magnet", priceCoins: Number.NaN, durationSeconds: null },
              { id: "shield", priceCoins: "150", durationSeconds: 10 },
              { id: "boost", priceCoins: 100_000_001, durationSeconds: 3601 },
              { id: "no-such-power-up", priceCoins: 1 },
            ],
            coinPacks: [
              { id: "starter", coins: 0, priceCents: 49, bonusCoins: -5 },
              { id: "popular", coins: 10.5, priceCents: 499.5, bonusCoins: null },
              { id: "ultimate", priceCents: 100_000 },
              { id: "ultimate", coins: 1 },
            ],
            skins: [
              { id: "ice-falcon", priceCoins: Number.POSITIVE_INFINITY, rarity: "mythic" },
              { id: "mystic-owl", rarity: "seasonal" },
            ],
          },
          OPERATOR,
        ),
      );
      expect(fields).toEqual({
        "powerUps.time-slow.priceCoins": "too_small",
        "powerUps.time-slow.durationSeconds": "too_small",
        "powerUps.double-points.priceCoins": "whole_number",
        "powerUps.double-points.durationSeconds": "whole_number",
        "powerUps.magnet.priceCoins": "whole_number",
        "powerUps.magnet.durationSeconds": "duration_required",
        "powerUps.shield.priceCoins": "whole_number",
        "powerUps.shield.durationSeconds": "not_timed",
        "powerUps.boost.priceCoins": "too_large",
        "powerUps.boost.durationSeconds": "too_large",
        "powerUps.no-such-power-up": "unknown_item",
        "coinPacks.starter.coins": "too_small",
        "coinPacks.starter.priceCents": "too_small",
        "coinPacks.starter.bonusCoins": "too_small",
        "coinPacks.popular.coins": "whole_number",
        "coinPacks.popular.priceCents": "whole_number",
        "coinPacks.popular.bonusCoins": "whole_number",
        "coinPacks.ultimate.priceCents": "too_large",
        "coinPacks.ultimate": "duplicate_item",
        "skins.ice-falcon.priceCoins": "whole_number",
        "skins.ice-falcon.rarity": "rarity",
        "skins.mystic-owl.rarity": "rarity",
      });
      const starterPrice = await catalogue.save({ coinPacks: [{ id: "starter", priceCents: 49 }] }, OPERATOR);
      expect(starterPrice).toMatchObject({ ok: false, fields: { "coinPacks.starter.priceCents": { code: "too_small", limit: 50 } } });
      // One bad field among good ones: the good ones are not saved either.
      refusedFields(
        await catalogue.save(
          {
            skins: [
              { id: "ice-falcon", priceCoins: 1 },
              { id: "fire-cardinal", priceCoins: -1 },
            ],
          },
          OPERATOR,
        ),
      );
      // Shapes that are not a catalogue at all.
      for (const body of [
        null,
        [],
        { skins: {} },
        { extra: [] },
        { skins: [{ id: "ice-falcon", price: 1 }] },
        { skins: [{ priceCoins: 1 }] },
      ]) {
        const result = await catalogue.save(body, OPERATOR);
        expect(result, JSON.stringify(body)).toMatchObject({ ok: false, status: 400, error: "invalid_catalogue", fields: {} });
      }
      expect(await snapshot(db)).toEqual(before);
      expect(await auditRows(db)).toEqual([]);
    });

    it("saves in one go, the durationText following the duration, and audits the changed fields only", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      const result = saved(
        await catalogue.save(
          {
            powerUps: [
              { id: "time-slow", priceCoins: 120, durationSeconds: 20 },
              // Listed but unchanged: not in the audit row.
              { id: "shield", priceCoins: 150, durationSeconds: null },
            ],
            coinPacks: [{ id: "popular", coins: 6000, priceCents: 599, bonusCoins: 600 }],
            skins: [
              { id: "ice-falcon", priceCoins: 0, rarity: "legendary" },
              { id: "classic", priceCoins: 0 },
            ],
          },
          OPERATOR,
        ),
      );
      expect(result.changed).toBe(3);
      expect(result.catalogue.powerUps[0]).toMatchObject({
        id: "time-slow",
        name: "Time Slow",
        priceCoins: 120,
        durationSeconds: 20,
        durationText: "20 s",
      });
      expect(result.catalogue).toEqual(await catalogue.editable());

      // What the store reads now.
      const timeSlow = (await catalogue.powerUps()).find((p) => p.id === "time-slow");
      expect(timeSlow).toMatchObject({ priceCoins: 120, durationMs: 20_000, durationText: "20 s" });
      expect((await catalogue.coinPacks()).find((p) => p.id === "popular")).toMatchObject({
        coins: 6000,
        priceCents: 599,
        bonusCoins: 600,
      });
      expect((await catalogue.skins()).find((s) => s.id === "ice-falcon")).toMatchObject({ priceCoins: 0, rarity: "legendary" });

      const rows = await auditRows(db);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actorId: "operator-1", actor: "operator@example.com", ip: "203.0.113.9", target: "catalogue" });
      expect(rows[0]!.before).toEqual({
        powerUps: { "time-slow": { priceCoins: 100, durationSeconds: 10, durationText: "10 s" } },
        coinPacks: { popular: { coins: 5000, priceCents: 499, bonusCoins: 500 } },
        skins: { "ice-falcon": { priceCoins: 2000, rarity: "rare" } },
      });
      expect(rows[0]!.after).toEqual({
        powerUps: { "time-slow": { priceCoins: 120, durationSeconds: 20, durationText: "20 s" } },
        coinPacks: { popular: { coins: 6000, priceCents: 599, bonusCoins: 600 } },
        skins: { "ice-falcon": { priceCoins: 0, rarity: "legendary" } },
      });

      // Saving the same values again changes nothing and writes no row.
      const again = saved(await catalogue.save({ powerUps: [{ id: "time-slow", priceCoins: 120, durationSeconds: 20 }] }, OPERATOR));
      expect(again.changed).toBe(0);
      expect(saved(await catalogue.save({}, OPERATOR)).changed).toBe(0);
      expect(await auditRows(db)).toHaveLength(1);
    });

    it("saves a changed duration as a new game settings version too, in the same transaction, audited", async () => {
      const db = getDb();
      const settings = createSettingsService(db);
      const catalogue = createCatalogueService(db, { settings });
      const start = await settings.current();
      // The game's cap on an effect (60 s) is the limit; nothing is written on a refusal.
      expect(await catalogue.save({ powerUps: [{ id: "magnet", durationSeconds: 61 }] }, OPERATOR)).toMatchObject({
        ok: false,
        fields: { "powerUps.magnet.durationSeconds": { code: "too_large", limit: 60 } },
      });
      // A price alone is no game setting.
      saved(await catalogue.save({ powerUps: [{ id: "magnet", priceCoins: 230 }] }, OPERATOR));
      expect((await settings.current()).version).toBe(start.version);

      saved(
        await catalogue.save(
          {
            powerUps: [
              { id: "magnet", durationSeconds: 60 },
              { id: "mini-size", durationSeconds: 3 },
            ],
          },
          OPERATOR,
        ),
      );
      const next = await settings.current();
      expect(next.version).toBe(start.version + 1);
      expect(next.settings).toEqual({
        ...start.settings,
        inventoryDurations: { ...start.settings.inventoryDurations, magnet: 60_000, "mini-size": 3000 },
      });
      const [entry] = await settings.history(1);
      expect(entry).toMatchObject({ createdBy: "operator@example.com", note: STORE_DURATIONS_NOTE });
      expect(entry!.changes).toEqual([
        { field: "inventoryDurations.mini-size", before: 12_000, after: 3000 },
        { field: "inventoryDurations.magnet", before: 8000, after: 60_000 },
      ]);
      const [audited] = await createAuditService(db).list({ action: "settings.save" });
      expect(audited).toMatchObject({ target: `settings:v${next.version}`, actor: "operator@example.com" });

      // A Game Settings save (its form knows nothing of these) and a restore keep the store's durations.
      const physics = await settings.save({ ...DEFAULT_GAME_SETTINGS, gravity: 0.3 }, OPERATOR);
      expect(physics).toMatchObject({ ok: true, created: true, settings: { gravity: 0.3, inventoryDurations: { magnet: 60_000 } } });
      const restored = await settings.restore(start.version, OPERATOR);
      expect(restored).toMatchObject({
        ok: true,
        settings: { gravity: start.settings.gravity, inventoryDurations: { magnet: 60_000, "mini-size": 3000 } },
      });

      // The store's words follow (durationText), and the same duration saved again is no new version.
      expect((await catalogue.powerUps()).find((p) => p.id === "magnet")).toMatchObject({ durationMs: 60_000, durationText: "60 s" });
      const versionNow = (await settings.current()).version;
      saved(await catalogue.save({ powerUps: [{ id: "magnet", durationSeconds: 60 }] }, OPERATOR));
      expect((await settings.current()).version).toBe(versionNow);
    });

    it("redoes a duration save that raced a Game Settings save for the same version number", async () => {
      const db = getDb();
      const settings = createSettingsService(db);
      const catalogue = createCatalogueService(db, { settings });
      const durations = [21, 22, 23, 24];
      const gravities = [0.4, 0.45, 0.5, 0.55];
      const results = await Promise.all([
        ...durations.map((seconds) => catalogue.save({ powerUps: [{ id: "boost", durationSeconds: seconds }] }, OPERATOR)),
        ...gravities.map((gravity) => settings.save({ ...DEFAULT_GAME_SETTINGS, gravity }, OPERATOR)),
      ]);
      expect(results.every((r) => r.ok)).toBe(true);
      // Whatever the order, the newest settings play the store's boost duration.
      const boost = (await catalogue.powerUps()).find((p) => p.id === "boost")!;
      expect((await settings.current()).settings.inventoryDurations?.boost).toBe(boost.durationMs);
    });

    it("drops a pack's Stripe price id when its price changes (a Stripe Price's amount is fixed), not otherwise", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      await db.kysely.updateTable("coin_packs").set({ stripe_price_id: "price_starter" }).where("id", "=", "starter").execute();
      saved(await catalogue.save({ coinPacks: [{ id: "starter", coins: 1100, bonusCoins: 10 }] }, OPERATOR));
      expect((await catalogue.coinPacks()).find((p) => p.id === "starter")).toMatchObject({ coins: 1100, stripePriceId: "price_starter" });
      saved(await catalogue.save({ coinPacks: [{ id: "starter", priceCents: 149 }] }, OPERATOR));
      expect((await catalogue.coinPacks()).find((p) => p.id === "starter")).toMatchObject({ priceCents: 149, stripePriceId: null });
      const [latest] = await auditRows(db);
      expect(latest!.before).toEqual({ coinPacks: { starter: { priceCents: 99, stripePriceId: "price_starter" } } });
      expect(latest!.after).toEqual({ coinPacks: { starter: { priceCents: 149, stripePriceId: null } } });
    });

    it("charges the saved price on the next coin purchase of a skin and a power-up", async () => {
      const db = getDb();
      const now = new Date().toISOString();
      await db.kysely
        .insertInto("user")
        .values({ id: "buyer", name: "buyer", email: "buyer@example.com", isAnonymous: false, createdAt: now, updatedAt: now })
        .execute();
      const wallet = createWalletService(db);
      const catalogue = createCatalogueService(db);
      const store = createStoreService({ db, catalogue, wallet, inventory: createInventoryService(db) });
      await wallet.apply({ playerId: "buyer", delta: 5000, reason: "test", reference: "catalogue-test:buyer" });

      saved(
        await catalogue.save(
          { skins: [{ id: "fire-cardinal", priceCoins: 2222 }], powerUps: [{ id: "magnet", priceCoins: 333 }] },
          OPERATOR,
        ),
      );
      const view = await store.view("buyer");
      expect(view.skins.find((s) => s.id === "fire-cardinal")?.priceCoins).toBe(2222);
      expect(view.powerUps.find((p) => p.id === "magnet")?.priceCoins).toBe(333);

      const skin = await store.purchase("buyer", { itemId: "skin-fire-cardinal", idempotencyKey: "catalogue-skin-1" });
      expect(skin).toMatchObject({ ok: true, priceCoins: 2222, balance: 5000 - 2222 });
      const magnet = await store.purchase("buyer", { itemId: "magnet", idempotencyKey: "catalogue-magnet-1" });
      expect(magnet).toMatchObject({ ok: true, priceCoins: 333, balance: 5000 - 2222 - 333 });
      expect(await wallet.balance("buyer")).toBe(5000 - 2222 - 333);
    });

    it("runs saves of the same item one after the other: each audit row's before is the previous one's after", async () => {
      const db = getDb();
      const catalogue = createCatalogueService(db);
      const start = (await catalogue.skins()).find((s) => s.id === "shadow-raven")!.priceCoins;
      const prices = Array.from({ length: 8 }, (_, i) => 3100 + i);
      const results = await Promise.all(
        prices.map((price) => catalogue.save({ skins: [{ id: "shadow-raven", priceCoins: price }] }, OPERATOR)),
      );
      expect(results.every((r) => r.ok && r.changed === 1)).toBe(true);
      type Row = { skins: Record<string, { priceCoins: number }> };
      const rows = (await auditRows(db)).filter((row) => JSON.stringify(row.after).includes("shadow-raven"));
      expect(rows).toHaveLength(prices.length);
      // Chained in some order: start -> a -> b -> ... -> the stored price, each save seeing the last.
      const next = new Map(
        rows.map((row) => [(row.before as Row).skins["shadow-raven"]!.priceCoins, (row.after as Row).skins["shadow-raven"]!.priceCoins]),
      );
      expect(next.size).toBe(prices.length);
      let price = start;
      for (let i = 0; i < prices.length; i++) price = next.get(price)!;
      expect(price).toBe((await catalogue.skins()).find((s) => s.id === "shadow-raven")!.priceCoins);
    });
  },
  { seed: true },
);
