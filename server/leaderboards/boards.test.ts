import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardService, periodOf, weeklyPeriod } from "./service.ts";

const NOW = Date.UTC(2027, 0, 6, 9, 0); // Wednesday 2027-01-06

describe("weeklyPeriod", () => {
  it("is the ISO-8601 week (Monday first; the Thursday decides the year)", () => {
    expect(weeklyPeriod(Date.UTC(2026, 10, 22))).toBe("2026-W47"); // a Sunday
    expect(weeklyPeriod(Date.UTC(2026, 10, 23))).toBe("2026-W48"); // the Monday after
    expect(weeklyPeriod(Date.UTC(2021, 0, 3))).toBe("2020-W53");
    expect(weeklyPeriod(Date.UTC(2024, 11, 30))).toBe("2025-W01");
    expect(weeklyPeriod(Date.UTC(2027, 0, 1))).toBe("2026-W53");
    expect(periodOf("alltime", NOW)).toBe("all");
    expect(periodOf("daily", NOW)).toBe("2027-01-06");
  });
});

let nextId = 0;
async function insert(db: Db, board: string, period: string, player: string, score: number, achievedAt: number) {
  nextId += 1;
  await db.kysely
    .insertInto("leaderboard_entries")
    .values({ id: `b${nextId}`, board, period, player_id: player, name: player, score, achieved_at: achievedAt })
    .execute();
}

describeEachDialect("leaderboards.top / rankOf / around", (getDb) => {
  it("ranks by score desc then earliest, in the current period only", async () => {
    const db = getDb();
    const boards = createLeaderboardService(db, { now: () => NOW });
    const day = periodOf("daily", NOW);
    // p1 50, p2 40 (earlier), p3 40 (later), p4..p8 35..15, and a row of another day.
    await insert(db, "daily", day, "p1", 50, NOW - 10);
    await insert(db, "daily", day, "p3", 40, NOW - 5);
    await insert(db, "daily", day, "p2", 40, NOW - 8);
    for (let i = 4; i <= 8; i++) await insert(db, "daily", day, `p${i}`, 35 - (i - 4) * 5, NOW - i);
    await insert(db, "daily", "2027-01-05", "p9", 999, NOW - 86_400_000);
    await insert(db, "weekly", periodOf("weekly", NOW), "p9", 999, NOW - 86_400_000);

    const top = await boards.top("daily", 3);
    expect(top.map((r) => [r.rank, r.playerId, r.score])).toEqual([
      [1, "p1", 50],
      [2, "p2", 40],
      [3, "p3", 40],
    ]);
    expect(await boards.rankOf("daily", "p1")).toBe(1);
    expect(await boards.rankOf("daily", "p3")).toBe(3);
    expect(await boards.rankOf("daily", "p8")).toBe(8);
    expect(await boards.rankOf("daily", "p9")).toBeNull();
    expect(await boards.rankOf("weekly", "p9")).toBe(1);

    const around = await boards.around("daily", "p5", 2);
    expect(around.map((r) => [r.rank, r.playerId])).toEqual([
      [3, "p3"],
      [4, "p4"],
      [5, "p5"],
      [6, "p6"],
      [7, "p7"],
    ]);
    expect((await boards.around("daily", "p1", 2)).map((r) => r.rank)).toEqual([1, 2, 3]);
    expect((await boards.around("daily", "p8", 2)).map((r) => r.rank)).toEqual([6, 7, 8]);
    expect(await boards.around("daily", "nobody", 2)).toEqual([]);
    expect(await boards.top("alltime", 10)).toEqual([]);
  });
});
