// Migration 0038: the all-time and best-day boards' fine rank buckets go from a day to an hour. Rows
// counted before it (in day buckets) are counted again; afterwards the triggers count in hours and a
// rank equals counting the better rows.
import { sql } from "kysely";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../../tests/dialects.ts";
import { createLeaderboardService } from "../../leaderboards/service.ts";
import { rebuildRankCounts } from "../../leaderboards/rank-counts.ts";
import { up as alltimeRankBuckets } from "./0038_alltime_rank_buckets.ts";
import { SIZES_0033 } from "./0033_course_rank_buckets.ts";
import { rewriteRankTriggers } from "./rank-count-triggers.ts";

const NOW = Date.UTC(2027, 0, 6, 12);
const HOUR = 3_600_000;

describeEachDialect("migration 0038: the all-time boards' fine rank buckets", (getDb, dialect) => {
  it("counts the rows written in day buckets again in hours, and the triggers count in hours after it", async () => {
    const db = getDb();
    const k = db.kysely;
    // The database as 0033 left it: the triggers count the all-time boards in day buckets.
    await rewriteRankTriggers(k, dialect, SIZES_0033);
    const rowsOf = (board: "alltime" | "bestday", from: number) =>
      Array.from({ length: 60 }, (_, i) => ({
        id: `${board}${from + i}`,
        board,
        period: "all",
        player_id: `${board}-p${from + i}`,
        name: `P${i}`,
        // Five scores, several rows per hour over two days: ties inside an hour and a day.
        score: (i * 7) % 5,
        achieved_at: NOW - ((i * 37) % 48) * HOUR - ((i * 13) % 60) * 60_000,
      }));
    await k
      .insertInto("leaderboard_entries")
      .values([...rowsOf("alltime", 0), ...rowsOf("bestday", 0)])
      .execute();
    const dayBuckets = await k
      .selectFrom("leaderboard_time_counts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("board", "=", "alltime")
      .where("level", "=", 1)
      .executeTakeFirstOrThrow();
    // Two or three days of rows: that many fine buckets per score at most.
    expect(Number(dayBuckets.n)).toBeLessThanOrEqual(15);

    await alltimeRankBuckets(k, dialect);
    // Counted again in hours: exactly what a rebuild from RANK_BUCKETS gives.
    const snapshot = () =>
      k
        .selectFrom("leaderboard_time_counts")
        .selectAll()
        .where("n", "<>", 0)
        .orderBy(["board", "period", "score", "level", "bucket"])
        .execute();
    const recounted = await snapshot();
    expect(recounted.filter((r) => r.board === "alltime" && Number(r.level) === 1).length).toBeGreaterThan(15);
    await rebuildRankCounts(k);
    expect(await snapshot()).toEqual(recounted);

    // New rows go through the rewritten triggers in hours; every rank equals counting.
    await k
      .insertInto("leaderboard_entries")
      .values([...rowsOf("alltime", 100), ...rowsOf("bestday", 100)])
      .execute();
    await k.deleteFrom("leaderboard_entries").where("id", "in", ["alltime3", "bestday104"]).execute();
    const after = await snapshot();
    await rebuildRankCounts(k);
    expect(await snapshot()).toEqual(after);
    const boards = createLeaderboardService(db, { now: () => NOW });
    for (const board of ["alltime", "bestday"] as const) {
      const rows = await k
        .selectFrom("leaderboard_entries")
        .select(["player_id", "score", "achieved_at"])
        .where("board", "=", board)
        .execute();
      expect(rows).toHaveLength(119);
      for (const row of rows) {
        const naive =
          1 +
          rows.filter(
            (r) =>
              Number(r.score) > Number(row.score) ||
              (Number(r.score) === Number(row.score) && Number(r.achieved_at) < Number(row.achieved_at)),
          ).length;
        expect(await boards.rankOf(board, row.player_id!), row.player_id!).toBe(naive);
      }
    }
    await sql`delete from leaderboard_entries`.execute(k);
  });
});
