import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardService, periodOf, rankFormOf, weeklyPeriod } from "./service.ts";
import { rebuildRankCounts } from "./rank-counts.ts";

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

describe("periods in LEADERBOARD_TIMEZONE", () => {
  it("starts the day at the zone's midnight", () => {
    const lateUtc = Date.UTC(2026, 10, 22, 23, 30); // Sunday 23:30 UTC
    expect(periodOf("daily", lateUtc, "UTC")).toBe("2026-11-22");
    expect(periodOf("daily", lateUtc, "Europe/Berlin")).toBe("2026-11-23"); // 00:30 on Monday
    expect(periodOf("daily", lateUtc, "America/New_York")).toBe("2026-11-22");
    expect(periodOf("daily", Date.UTC(2026, 10, 22, 3, 0), "America/New_York")).toBe("2026-11-21");
  });

  it("starts the week on the zone's Monday", () => {
    const lateSundayUtc = Date.UTC(2026, 10, 22, 23, 30);
    expect(periodOf("weekly", lateSundayUtc, "UTC")).toBe("2026-W47");
    expect(periodOf("weekly", lateSundayUtc, "Asia/Tokyo")).toBe("2026-W48");
    expect(periodOf("alltime", lateSundayUtc, "Asia/Tokyo")).toBe("all");
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
    // ranksOf (a finish's answer): every board's rankOf at once, null where the player has no row.
    expect(await boards.ranksOf("p3")).toEqual({ daily: 3, weekly: null, alltime: null, course: null, bestday: null });
    expect(await boards.ranksOf("p9")).toEqual({ daily: null, weekly: 1, alltime: null, course: null, bestday: null });
    expect(await boards.ranksOf("nobody")).toEqual({ daily: null, weekly: null, alltime: null, course: null, bestday: null });
    // bestsOf (GET /api/me): the same ranks with each board's score.
    expect(await boards.bestsOf("p3")).toEqual({ daily: { score: 40, rank: 3 }, weekly: null, alltime: null, course: null, bestday: null });
    expect(await boards.bestsOf("p9")).toEqual({
      daily: null,
      weekly: { score: (await boards.top("weekly", 1))[0]!.score, rank: 1 },
      alltime: null,
      course: null,
      bestday: null,
    });

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

describeEachDialect(
  "leaderboards samples and time zone",
  (getDb) => {
    it("shows the daily samples only while the day has no real row", async () => {
      const db = getDb();
      const boards = createLeaderboardService(db, { now: () => NOW });
      expect((await boards.top("daily", 10)).map((r) => [r.name, r.isSample, r.playerId])).toEqual([
        ["FlappyPro", true, null],
        ["SkyDancer", true, null],
      ]);
      expect(await boards.top("weekly", 10)).toEqual([]);
      await insert(db, "daily", periodOf("daily", NOW), "p1", 3, NOW);
      expect((await boards.top("daily", 10)).map((r) => [r.rank, r.name, r.isSample])).toEqual([[1, "p1", false]]);
    });

    it("keys the periods in the configured zone", async () => {
      const db = getDb();
      const lateUtc = Date.UTC(2026, 10, 22, 23, 30);
      const berlin = createLeaderboardService(db, { now: () => lateUtc, timeZone: "Europe/Berlin" });
      expect(berlin.periodOf("daily")).toBe("2026-11-23");
      await insert(db, "daily", "2026-11-23", "p1", 7, lateUtc);
      expect(await berlin.rankOf("daily", "p1")).toBe(1);
      expect(await createLeaderboardService(db, { now: () => lateUtc }).rankOf("daily", "p1")).toBeNull();
    });
  },
  { seed: true },
);

describeEachDialect("leaderboards rank from the count tables", (getDb) => {
  it("equals counting the better rows, through inserts, better scores, moves and deletes", async () => {
    const db = getDb();
    const k = db.kysely;
    const boards = createLeaderboardService(db, { now: () => NOW });
    const day = periodOf("daily", NOW);
    const dayStart = Date.UTC(2027, 0, 6);
    // A small PRNG: the same rows on both engines.
    let state = 12345;
    const rand = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const players = Array.from({ length: 240 }, (_, i) => `r${i}`);
    // Few scores (heavy ties) spread over three hours, mostly in a few minutes: several coarse and fine
    // buckets, several rows per fine bucket.
    const timeOf = () => dayStart + rand(3) * 3_600_000 + rand(5 * 60_000);
    await k
      .insertInto("leaderboard_entries")
      .values(
        players.map((p, i) => ({
          id: `rc${i}`,
          board: "daily",
          period: day,
          player_id: p,
          name: p,
          score: rand(6),
          achieved_at: timeOf(),
        })),
      )
      .execute();
    // Better scores (the finish upsert's update), a move to another period, deletes.
    for (const p of players.slice(0, 40)) {
      await k
        .updateTable("leaderboard_entries")
        .set({ score: 3 + rand(5), achieved_at: timeOf() })
        .where("player_id", "=", p)
        .execute();
    }
    await k.updateTable("leaderboard_entries").set({ period: "2027-01-05" }).where("player_id", "in", players.slice(40, 50)).execute();
    await k.deleteFrom("leaderboard_entries").where("player_id", "in", players.slice(50, 70)).execute();

    const rows = await k
      .selectFrom("leaderboard_entries")
      .select(["player_id", "score", "achieved_at"])
      .where("board", "=", "daily")
      .where("period", "=", day)
      .execute();
    expect(rows.length).toBe(240 - 30);
    const naive = (score: number, at: number) =>
      1 + rows.filter((r) => Number(r.score) > score || (Number(r.score) === score && Number(r.achieved_at) < at)).length;
    for (const row of rows) {
      expect(await boards.rankOf("daily", row.player_id!), row.player_id!).toBe(naive(Number(row.score), Number(row.achieved_at)));
    }
    // Asked a moment after each row was achieved (as a finish asks for its new best), a rank counts in
    // the "recent" form: all rows of the score less those at or after the row, later rows included.
    let clock = NOW;
    const recentBoards = createLeaderboardService(db, { now: () => clock });
    const forms = { recent: 0, buckets: 0 };
    for (const row of rows) {
      const at = Number(row.achieved_at);
      forms[rankFormOf("daily", at, NOW)] += 1;
      clock = at + 1 + rand(3);
      expect(rankFormOf("daily", at, clock) === "recent" || at % 60_000 === 0).toBe(true);
      const expected = naive(Number(row.score), at);
      expect(await recentBoards.rankOf("daily", row.player_id!), row.player_id!).toBe(expected);
      expect((await recentBoards.bestsOf(row.player_id!)).daily, row.player_id!).toEqual({ score: Number(row.score), rank: expected });
    }
    // The loop above asked at 09:00, after every row: the "buckets" form, but for rows of its last moments.
    expect(forms.buckets).toBeGreaterThan(rows.length - 5);
    // The counts hold exactly the rows (nothing left over from the updates and deletes).
    const counted = await k
      .selectFrom("leaderboard_score_counts")
      .select((eb) => eb.fn.sum<number>("n").as("n"))
      .where("period", "=", day)
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(rows.length);
    for (const level of [0, 1]) {
      const bucketed = await k
        .selectFrom("leaderboard_time_counts")
        .select((eb) => eb.fn.sum<number>("n").as("n"))
        .where("period", "=", day)
        .where("level", "=", level)
        .executeTakeFirstOrThrow();
      expect(Number(bucketed.n)).toBe(rows.length);
    }
    // A rebuild from the rows gives the very counts the triggers kept.
    const snapshot = async () => ({
      scores: await k
        .selectFrom("leaderboard_score_counts")
        .selectAll()
        .where("n", "<>", 0)
        .orderBy(["board", "period", "score"])
        .execute(),
      times: await k
        .selectFrom("leaderboard_time_counts")
        .selectAll()
        .where("n", "<>", 0)
        .orderBy(["board", "period", "score", "level", "bucket"])
        .execute(),
    });
    const kept = await snapshot();
    await rebuildRankCounts(k);
    expect(await snapshot()).toEqual(kept);
    // The around rows agree with the ranks.
    const mid = rows[Math.floor(rows.length / 2)]!;
    const around = await boards.around("daily", mid.player_id!, 3);
    const me = around.find((r) => r.playerId === mid.player_id);
    expect(me?.rank).toBe(naive(Number(mid.score), Number(mid.achieved_at)));
    expect(around.map((r) => r.rank)).toEqual(around.map((_, i) => around[0]!.rank + i));
  });
});

describeEachDialect("the daily course's boards rank from the count tables", (getDb) => {
  // The course board counts in the daily sizes (the triggers as 0033 rewrote them), best days and the
  // all-time board in the all-time sizes (an hour since 0038: rows two days apart, several in an hour);
  // a rebuild from RANK_BUCKETS must give the counts the triggers kept.
  it("equals counting the better rows on the course, best-day and all-time boards, ties across days and minutes", async () => {
    const db = getDb();
    const k = db.kysely;
    const boards = createLeaderboardService(db, { now: () => NOW });
    let state = 777;
    const rand = (n: number) => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state % n;
    };
    const dayStart = Date.UTC(2027, 0, 6);
    for (const [board, period, spreadMs] of [
      ["course", periodOf("course", NOW), 86_400_000 - 1],
      ["bestday", periodOf("bestday", NOW), 90 * 86_400_000],
      ["alltime", periodOf("alltime", NOW), 2 * 86_400_000],
    ] as const) {
      const rows = Array.from({ length: 120 }, (_, i) => ({
        id: `${board}${i}`,
        board,
        period,
        player_id: `${board}-p${i}`,
        name: `P${i}`,
        score: rand(5),
        achieved_at: board === "course" ? dayStart + rand(spreadMs) : dayStart - rand(spreadMs),
      }));
      await k.insertInto("leaderboard_entries").values(rows).execute();
      await k
        .deleteFrom("leaderboard_entries")
        .where("id", "in", [`${board}3`, `${board}7`])
        .execute();
      const left = rows.filter((r) => r.id !== `${board}3` && r.id !== `${board}7`);
      const naive = (score: number, at: number) =>
        1 + left.filter((r) => r.score > score || (r.score === score && r.achieved_at < at)).length;
      for (const row of left) expect(await boards.rankOf(board, row.player_id), row.id).toBe(naive(row.score, row.achieved_at));
      expect((await boards.top(board, 100)).map((r) => r.playerId)).toEqual(
        [...left]
          .sort((a, b) => b.score - a.score || a.achieved_at - b.achieved_at)
          .slice(0, 100)
          .map((r) => r.player_id),
      );
    }
    const kept = await k
      .selectFrom("leaderboard_time_counts")
      .selectAll()
      .where("n", "<>", 0)
      .orderBy(["board", "period", "score", "level", "bucket"])
      .execute();
    await rebuildRankCounts(k);
    expect(
      await k
        .selectFrom("leaderboard_time_counts")
        .selectAll()
        .where("n", "<>", 0)
        .orderBy(["board", "period", "score", "level", "bucket"])
        .execute(),
    ).toEqual(kept);
  });
});
