import { beforeAll, describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardService, dailyPeriod, SAMPLE_PERIOD } from "./service.ts";

const NOW = Date.UTC(2026, 10, 22, 15, 30); // 2026-11-22 15:30 UTC
const TODAY = "2026-11-22";
const YESTERDAY = "2026-11-21";
const TOMORROW = Date.UTC(2026, 10, 23, 0, 0, 1);

let nextId = 0;
async function insert(db: Db, entry: { period: string; name: string; score: number; achievedAt: number; board?: string }) {
  nextId += 1;
  await db.kysely
    .insertInto("leaderboard_entries")
    .values({
      id: `e${nextId}`,
      board: entry.board ?? "daily",
      period: entry.period,
      player_id: `p${nextId}`,
      name: entry.name,
      location: "Unknown",
      score: entry.score,
      achieved_at: entry.achievedAt,
      is_sample: 0,
    })
    .execute();
}

const SAMPLES = [
  [1, null, "FlappyPro", 42, "United States", true],
  [2, null, "SkyDancer", 35, "Canada", true],
];

describe("dailyPeriod", () => {
  it("is the UTC date", () => {
    expect(dailyPeriod(NOW)).toBe(TODAY);
    expect(dailyPeriod(Date.UTC(2026, 10, 22, 0, 0, 0))).toBe(TODAY);
    expect(dailyPeriod(Date.UTC(2026, 10, 22, 0, 0, 0) - 1)).toBe(YESTERDAY);
  });
});

// A database with only the seed: the tests run in order and only the last one writes.
describeEachDialect(
  "leaderboards.top without a real row today",
  (getDb) => {
    it("shows the two samples on a fresh install, flagged and without a player", async () => {
      const rows = await createLeaderboardService(getDb(), { now: () => NOW }).top("daily", 10);
      expect(rows.map((r) => [r.rank, r.playerId, r.name, r.score, r.location, r.isSample])).toEqual(SAMPLES);
      expect(typeof rows[0]?.achievedAt).toBe("number");
    });

    it("limits the samples too, and gives [] for a limit below 1 or not a number", async () => {
      const board = createLeaderboardService(getDb(), { now: () => NOW });
      expect((await board.top("daily", 1)).map((r) => [r.rank, r.name])).toEqual([[1, "FlappyPro"]]);
      expect(await board.top("daily", 0)).toEqual([]);
      expect(await board.top("daily", -3)).toEqual([]);
      expect(await board.top("daily", Number.NaN)).toEqual([]);
    });

    it("shows no samples on the other boards", async () => {
      const board = createLeaderboardService(getDb(), { now: () => NOW });
      expect(await board.top("weekly", 10)).toEqual([]);
      expect(await board.top("alltime", 10)).toEqual([]);
    });

    it("the samples are the only flagged rows, kept under their own period", async () => {
      const k = getDb().kysely;
      const flagged = await k
        .selectFrom("leaderboard_entries")
        .select(["board", "period", "is_sample"])
        .where("is_sample", "=", 1)
        .execute();
      expect(flagged).toEqual([
        { board: "daily", period: SAMPLE_PERIOD, is_sample: 1 },
        { board: "daily", period: SAMPLE_PERIOD, is_sample: 1 },
      ]);
    });

    // Writes: keep last in this block.
    it("rows of yesterday or of another board do not replace today's samples", async () => {
      const db = getDb();
      await insert(db, { period: YESTERDAY, name: "Yesterday", score: 500, achievedAt: NOW - 86_400_000 });
      await insert(db, { period: TODAY, name: "OtherBoard", score: 300, achievedAt: NOW, board: "weekly" });
      const board = createLeaderboardService(db, { now: () => NOW });
      const rows = await board.top("daily", 10);
      expect(rows.map((r) => [r.rank, r.playerId, r.name, r.score, r.location, r.isSample])).toEqual(SAMPLES);
      // The weekly board's period is a week key, not TODAY: the row above is in no current period.
      expect(await board.top("weekly", 10)).toEqual([]);
    });
  },
  { seed: true },
);

// A database with today's rows (and distractors), written once before the read-only tests.
describeEachDialect(
  "leaderboards.top with today's rows",
  (getDb) => {
    beforeAll(async () => {
      const db = getDb();
      await insert(db, { period: TODAY, name: "Late40", score: 40, achievedAt: NOW - 1_000 });
      await insert(db, { period: TODAY, name: "Early40", score: 40, achievedAt: NOW - 60_000 });
      await insert(db, { period: TODAY, name: "Top", score: 99, achievedAt: NOW - 5_000 });
      await insert(db, { period: TODAY, name: "Low", score: 3, achievedAt: NOW - 2_000 });
      await insert(db, { period: YESTERDAY, name: "Yesterday", score: 500, achievedAt: NOW - 86_400_000 });
      await insert(db, { period: TODAY, name: "OtherBoard", score: 300, achievedAt: NOW, board: "weekly" });
      await insert(db, { period: "2026-W47", name: "ThisWeek", score: 7, achievedAt: NOW, board: "weekly" });
    });

    it("lists today's entries only, best first, earliest first on ties; the samples are not merged in", async () => {
      const rows = await createLeaderboardService(getDb(), { now: () => NOW }).top("daily", 10);
      expect(rows.map((r) => [r.rank, r.name, r.score, r.isSample])).toEqual([
        [1, "Top", 99, false],
        [2, "Early40", 40, false],
        [3, "Late40", 40, false],
        [4, "Low", 3, false],
      ]);
      expect(rows[1]?.achievedAt).toBe(NOW - 60_000);
      expect(rows[1]?.location).toBe("Unknown");
      expect(rows.every((r) => typeof r.playerId === "string")).toBe(true);
    });

    it("limits and ranks 1..n", async () => {
      const board = createLeaderboardService(getDb(), { now: () => NOW });
      expect((await board.top("daily", 3)).map((r) => [r.rank, r.name])).toEqual([
        [1, "Top"],
        [2, "Early40"],
        [3, "Late40"],
      ]);
      expect((await board.top("daily", 2.9)).map((r) => r.name)).toEqual(["Top", "Early40"]);
      expect((await board.top("daily", 1)).map((r) => r.name)).toEqual(["Top"]);
      expect(await board.top("daily", 0)).toEqual([]);
      expect(await board.top("daily", Number.NaN)).toEqual([]);
    });

    it("keeps the boards apart", async () => {
      const board = createLeaderboardService(getDb(), { now: () => NOW });
      expect((await board.top("weekly", 10)).map((r) => [r.rank, r.name])).toEqual([[1, "ThisWeek"]]);
    });

    it("yesterday's board is still there under yesterday's clock", async () => {
      const rows = await createLeaderboardService(getDb(), { now: () => NOW - 86_400_000 }).top("daily", 10);
      expect(rows.map((r) => [r.rank, r.name, r.isSample])).toEqual([[1, "Yesterday", false]]);
    });

    it("a new UTC day starts from the samples again", async () => {
      const rows = await createLeaderboardService(getDb(), { now: () => TOMORROW }).top("daily", 10);
      expect(rows.map((r) => [r.rank, r.name, r.isSample])).toEqual([
        [1, "FlappyPro", true],
        [2, "SkyDancer", true],
      ]);
    });
  },
  { seed: true },
);
