// GET /api/me's view read in two statements (server/players/me.ts) against what each capability's own
// reads answer, on both engines: a fresh guest, a player with a bit of everything, a chosen skin that
// is no longer theirs, and an unknown id.
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { meView, type MeView } from "./me.ts";

describeEachDialect(
  "GET /api/me's view",
  (getDb) => {
    let services: Services;

    beforeAll(() => {
      const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: "http://127.0.0.1:3999" });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
    });

    async function addUser(id: string, isAnonymous: boolean) {
      const at = new Date("2026-01-02T03:04:05.678Z").toISOString();
      await getDb()
        .kysely.insertInto("user")
        .values({ id, name: `Name of ${id}`, email: `${id}@example.com`, isAnonymous, createdAt: at, updatedAt: at })
        .execute();
    }

    /** The view as each service reads it on its own (what meView answered before it read the rows together). */
    async function apart(playerId: string): Promise<MeView | null> {
      const profile = await services.players.profile(playerId);
      if (!profile) return null;
      return {
        player: { id: profile.id, name: profile.name, isGuest: profile.isGuest },
        balance: await services.wallet.balance(playerId),
        inventory: await services.inventory.counts(playerId),
        skins: await services.store.playerSkins(playerId),
        bests: await services.leaderboards.bestsOf(playerId),
        stats: await services.achievements.stats(playerId),
        achievements: await services.achievements.list(playerId),
      };
    }

    it("answers a fresh guest's empty view: no coins, items, owned skins, totals or progress", async () => {
      await addUser("fresh", true);
      const view = await meView(services, "fresh");
      expect(view).toEqual(await apart("fresh"));
      expect(view).toMatchObject({ player: { id: "fresh", name: "Name of fresh", isGuest: true }, balance: 0, inventory: {} });
      expect(view!.stats).toEqual({ gamesPlayed: 0, bestScore: 0, totalFlaps: 0, perfectRuns: 0, lastPlayedAt: null });
      expect(view!.achievements.every((a) => a.progress === 0 && !a.unlocked)).toBe(true);
    });

    it("answers every row of a player who has played, bought and chosen", async () => {
      const db = getDb();
      await addUser("busy", false);
      await services.wallet.apply({ playerId: "busy", delta: 9_000, reason: "test", reference: "busy-coins" });
      await services.inventory.add("busy", "shield", 2);
      await services.inventory.add("busy", "mega-zap", 1);
      await services.inventory.add("busy", "magnet", 1);
      expect(await services.inventory.takeOne("busy", "magnet")).toBe(0); // a count of 0 is not listed
      const bought = await services.store.purchase("busy", { itemId: "skin-ice-falcon", idempotencyKey: "busy-key-0001" });
      expect(bought).toMatchObject({ ok: true });
      expect((await services.store.setActiveSkin("busy", "ice-falcon")).ok).toBe(true);
      const at = Date.UTC(2026, 0, 2, 12);
      await db.kysely.transaction().execute(async (trx) => {
        await services.achievements.recordRun("busy", { score: 12, flaps: 40, perfect: false }, at, trx);
        await services.achievements.recordRun("busy", { score: 31, flaps: 90, perfect: true }, at + 60_000, trx);
      });
      const view = await meView(services, "busy");
      expect(view).toEqual(await apart("busy"));
      expect(view).toMatchObject({
        player: { isGuest: false },
        balance: 7_000,
        inventory: { shield: 2, "mega-zap": 1 },
        skins: { active: "ice-falcon" },
        stats: { gamesPlayed: 2, bestScore: 31, totalFlaps: 130, perfectRuns: 1, lastPlayedAt: at + 60_000 },
      });
      expect(view!.skins.unlocked).toContain("ice-falcon");
      expect(view!.achievements.some((a) => a.unlocked && a.unlockedAt !== null)).toBe(true);
      expect(view!.achievements.some((a) => a.progress > 0)).toBe(true);
    });

    it("falls back to the default skin when the chosen one is no longer the player's", async () => {
      const db = getDb();
      await addUser("taken", true);
      await db.kysely.insertInto("player_state").values({ player_id: "taken", active_skin: "ice-falcon", updated_at: 1 }).execute();
      const view = await meView(services, "taken");
      expect(view).toEqual(await apart("taken"));
      expect(view!.skins.active).not.toBe("ice-falcon");
      expect(view!.skins.unlocked).not.toContain("ice-falcon");
    });

    it("answers null for a player who does not exist", async () => {
      expect(await meView(services, "nobody")).toBeNull();
    });
  },
  { seed: true },
);
