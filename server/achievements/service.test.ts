import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createPlayersService } from "../players/service.ts";
import { createWalletService } from "../wallet/service.ts";
import { ACHIEVEMENTS } from "../../game/achievements.ts";
import { createAchievementsService } from "./service.ts";

async function addUser(db: Db, id: string, isAnonymous = false) {
  const iso = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, isAnonymous, createdAt: iso, updatedAt: iso })
    .execute();
}

const state = (list: Awaited<ReturnType<ReturnType<typeof createAchievementsService>["list"]>>) =>
  Object.fromEntries(list.map((a) => [a.id, [a.progress, a.unlocked, a.unlockedAt]]));

describeEachDialect("achievements", (getDb) => {
  it("lists the eight, locked at zero, for a player without runs", async () => {
    const db = getDb();
    await addUser(db, "fresh");
    const achievements = createAchievementsService(db);
    const list = await achievements.list("fresh");
    expect(list.map((a) => a.id)).toEqual(ACHIEVEMENTS.map((a) => a.id));
    expect(list.every((a) => a.progress === 0 && !a.unlocked && a.unlockedAt === null)).toBe(true);
    expect(await achievements.stats("fresh")).toEqual({ gamesPlayed: 0, bestScore: 0, totalFlaps: 0, perfectRuns: 0, lastPlayedAt: null });
  });

  it("advances from runs: totals add up, the best score only rises, each unlock once with its time", async () => {
    const db = getDb();
    await addUser(db, "ann");
    const achievements = createAchievementsService(db);
    const record = (score: number, flaps: number, perfect: boolean, at: number) =>
      db.kysely.transaction().execute((trx) => achievements.recordRun("ann", { score, flaps, perfect }, at, trx));

    const first = await record(12, 400, true, 1000);
    expect(first.map((a) => a.id)).toEqual(["first-flight", "rookie"]);
    expect(first[0]).toMatchObject({ unlocked: true, unlockedAt: 1000, progress: 1, name: "First Flight" });

    expect(await record(3, 300, false, 2000)).toEqual([]);
    const third = await record(30, 350, true, 3000);
    expect(third.map((a) => a.id)).toEqual(["intermediate", "flap-master"]);

    expect(await achievements.stats("ann")).toEqual({
      gamesPlayed: 3,
      bestScore: 30,
      totalFlaps: 1050,
      perfectRuns: 2,
      lastPlayedAt: 3000,
    });
    expect(state(await achievements.list("ann"))).toEqual({
      "first-flight": [1, true, 1000],
      rookie: [10, true, 1000],
      intermediate: [25, true, 3000],
      expert: [30, false, null],
      master: [30, false, null],
      dedicated: [3, false, null],
      "flap-master": [1000, true, 3000],
      "perfect-10": [2, false, null],
    });
  });

  it("a guest merge adds totals, keeps the earlier unlock and unlocks what the sum qualifies for", async () => {
    const db = getDb();
    await addUser(db, "guest", true);
    await addUser(db, "acct");
    const achievements = createAchievementsService(db);
    const players = createPlayersService(db, createWalletService(db), createInventoryService(db), achievements);
    const record = (who: string, score: number, flaps: number, at: number) =>
      db.kysely.transaction().execute((trx) => achievements.recordRun(who, { score, flaps, perfect: false }, at, trx));
    await record("guest", 11, 600, 500);
    await record("acct", 4, 500, 900);
    const runId = "guest-open-run";
    await db.kysely
      .insertInto("runs")
      .values({ id: runId, player_id: "guest", seed: 1, settings_version: 1, started_at: 1, expires_at: 2 })
      .execute();

    const merged = await players.mergeGuest("guest", "acct");
    expect(merged.runsMoved).toBe(1);
    expect(await achievements.stats("acct")).toMatchObject({ gamesPlayed: 2, bestScore: 11, totalFlaps: 1100 });
    const list = state(await achievements.list("acct"));
    expect(list["first-flight"]).toEqual([1, true, 500]); // the guest's earlier unlock
    expect(list.rookie).toEqual([10, true, 500]);
    expect(list["flap-master"]?.[0]).toBe(1000);
    expect(list["flap-master"]?.[1]).toBe(true); // 600 + 500 flaps: unlocked by the merge itself
    expect(await achievements.stats("guest")).toMatchObject({ gamesPlayed: 0 });
    const run = await db.kysely.selectFrom("runs").select("player_id").where("id", "=", runId).executeTakeFirstOrThrow();
    expect(run.player_id).toBe("acct");
  });
});
