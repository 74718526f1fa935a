import { CompiledQuery, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardService, dailyPeriod, SAMPLE_PERIOD, topDailyQuery } from "./service.ts";

const NOW = Date.UTC(2026, 10, 22, 15, 30); // 2026-11-22 15:30 UTC
const TODAY = "2026-11-22";
const YESTERDAY = "2026-11-21";

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

describe("dailyPeriod", () => {
  it("is the UTC date", () => {
    expect(dailyPeriod(NOW)).toBe(TODAY);
    expect(dailyPeriod(Date.UTC(2026, 10, 22, 0, 0, 0))).toBe(TODAY);
    expect(dailyPeriod(Date.UTC(2026, 10, 22, 0, 0, 0) - 1)).toBe(YESTERDAY);
  });
});

describeEachDialect(
  "leaderboards.topDaily",
  (getDb) => {
    it("shows the two samples on a fresh install", async () => {
      const board = createLeaderboardService(getDb(), { now: () => NOW });
      const rows = await board.topDaily(10);
      expect(rows.map((r) => [r.rank, r.name, r.score, r.location, r.isSample])).toEqual([
        [1, "FlappyPro", 42, "United States", true],
        [2, "SkyDancer", 35, "Canada", true],
      ]);
      expect(typeof rows[0]?.achievedAt).toBe("number");
    });

    it("merges today's entries with the samples, best first, earliest first on ties; yesterday is out", async () => {
      const db = getDb();
      await insert(db, { period: TODAY, name: "Late40", score: 40, achievedAt: NOW - 1_000 });
      await insert(db, { period: TODAY, name: "Early40", score: 40, achievedAt: NOW - 60_000 });
      await insert(db, { period: TODAY, name: "Top", score: 99, achievedAt: NOW - 5_000 });
      await insert(db, { period: TODAY, name: "Low", score: 3, achievedAt: NOW - 2_000 });
      await insert(db, { period: YESTERDAY, name: "Yesterday", score: 500, achievedAt: NOW - 86_400_000 });
      await insert(db, { period: TODAY, name: "OtherBoard", score: 300, achievedAt: NOW, board: "weekly" });

      const rows = await createLeaderboardService(db, { now: () => NOW }).topDaily(10);
      expect(rows.map((r) => [r.rank, r.name, r.score, r.isSample])).toEqual([
        [1, "Top", 99, false],
        [2, "FlappyPro", 42, true],
        [3, "Early40", 40, false],
        [4, "Late40", 40, false],
        [5, "SkyDancer", 35, true],
        [6, "Low", 3, false],
      ]);
      expect(rows[2]?.achievedAt).toBe(NOW - 60_000);
    });

    it("limits and ranks 1..n", async () => {
      const board = createLeaderboardService(getDb(), { now: () => NOW });
      expect((await board.topDaily(3)).map((r) => [r.rank, r.name])).toEqual([
        [1, "Top"],
        [2, "FlappyPro"],
        [3, "Early40"],
      ]);
      expect((await board.topDaily(1)).map((r) => r.name)).toEqual(["Top"]);
      expect(await board.topDaily(0)).toEqual([]);
      expect(await board.topDaily(Number.NaN)).toEqual([]);
    });

    it("a new UTC day starts from the samples again", async () => {
      const tomorrow = Date.UTC(2026, 10, 23, 0, 0, 1);
      const rows = await createLeaderboardService(getDb(), { now: () => tomorrow }).topDaily(10);
      expect(rows.map((r) => r.name)).toEqual(["FlappyPro", "SkyDancer"]);
    });

    it("samples only count with the sample flag set", async () => {
      const k = getDb().kysely;
      const samples = await k.selectFrom("leaderboard_entries").select(["period", "is_sample"]).where("is_sample", "=", 1).execute();
      expect(samples).toEqual([
        { period: SAMPLE_PERIOD, is_sample: 1 },
        { period: SAMPLE_PERIOD, is_sample: 1 },
      ]);
    });
  },
  { seed: true },
);

describeEachDialect(
  "leaderboards.topDaily query plan",
  (getDb, dialect) => {
    it("reads the rank index, never the whole table", async () => {
      const db = getDb();
      const k = db.kysely;
      const rows = Array.from({ length: 2000 }, (_, i) => ({
        id: `bulk${i}`,
        board: "daily",
        period: i % 2 === 0 ? TODAY : YESTERDAY,
        player_id: `bulk${i}`,
        name: `P${i}`,
        location: "Unknown",
        score: i % 97,
        achieved_at: NOW - i,
        is_sample: 0 as const,
      }));
      for (let i = 0; i < rows.length; i += 500) {
        await k.insertInto("leaderboard_entries").values(rows.slice(i, i + 500)).execute();
      }

      const query = topDailyQuery(k, TODAY, 10).compile();

      if (dialect === "sqlite") {
        await sql`analyze`.execute(k);
        const plan = await k.executeQuery<{ id: number; parent: number; detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        const details = plan.rows.map((r) => r.detail);
        const searches = plan.rows.filter((r) => r.detail.includes("USING INDEX leaderboard_entries_rank_idx"));
        expect(searches).toHaveLength(2);
        expect(details.filter((d) => /^SCAN leaderboard_entries\b/.test(d))).toEqual([]);
        // Each arm reads the index in order: no sort beside the index search (SQLite may still sort
        // the arms' few output rows for the outer ORDER BY).
        const sortParents = new Set(plan.rows.filter((r) => r.detail.includes("TEMP B-TREE")).map((r) => r.parent));
        for (const search of searches) expect(sortParents.has(search.parent)).toBe(false);
      } else {
        const plan = await k.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return trx.executeQuery<{ "QUERY PLAN": string }>(
            CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
          );
        });
        const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
        expect(text.match(/leaderboard_entries_rank_idx/g)).toHaveLength(2);
        expect(text).not.toMatch(/Seq Scan on leaderboard_entries/);
      }
    });
  },
  { seed: true },
);
