import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createCatalogueService } from "./catalogue.ts";

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

    it("refuses malformed stored effects instead of passing them on", async () => {
      const db = getDb();
      await db.kysely.updateTable("skins").set({ effects_json: '{"trailColor":"red"}' }).where("id", "=", "mystic-owl").execute();
      await expect(createCatalogueService(db).skins()).rejects.toThrow(/trailColor/);
    });
  },
  { seed: true },
);
