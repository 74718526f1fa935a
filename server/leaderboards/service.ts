import type { Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";

export const DAILY_BOARD = "daily";
/** Period key of the seeded sample rows: shown beside every day's entries. */
export const SAMPLE_PERIOD = "sample";

export interface LeaderboardRow {
  rank: number;
  name: string;
  score: number;
  location: string;
  /** Epoch ms, UTC. */
  achievedAt: number;
  isSample: boolean;
}

export interface LeaderboardService {
  /** Today's (UTC) daily board plus the sample rows, best first (ties: earliest first), ranked 1..n. */
  topDaily(limit: number): Promise<LeaderboardRow[]>;
}

export interface LeaderboardServiceOptions {
  /** Clock (epoch ms); tests pin it. */
  now?: () => number;
}

/** The daily period key of an instant: its UTC date, 'YYYY-MM-DD'. */
export function dailyPeriod(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

export const MAX_LIMIT = 100;

/**
 * Today's top `limit` rows plus the samples. Each arm is a range scan of leaderboard_entries_rank_idx
 * (board, period, score desc, achieved_at) that stops after `limit` rows; only those (at most
 * 2 * limit) rows are merged and sorted. SQLite allows ORDER BY / LIMIT only on a whole compound
 * select, so each arm is a subquery.
 */
export function topDailyQuery(k: Kysely<Database>, period: string, limit: number) {
  const topOf = (key: string) =>
    k
      .selectFrom(
        k
          .selectFrom("leaderboard_entries")
          .select(["name", "score", "location", "achieved_at", "is_sample"])
          .where("board", "=", DAILY_BOARD)
          .where("period", "=", key)
          .orderBy("score", "desc")
          .orderBy("achieved_at", "asc")
          .limit(limit)
          .as("arm"),
      )
      .selectAll();
  return k
    .selectFrom(topOf(period).unionAll(topOf(SAMPLE_PERIOD)).as("board"))
    .selectAll()
    .orderBy("score", "desc")
    .orderBy("achieved_at", "asc")
    .limit(limit);
}

export function createLeaderboardService(db: Db, options: LeaderboardServiceOptions = {}): LeaderboardService {
  const now = options.now ?? Date.now;
  return {
    async topDaily(limit) {
      if (!Number.isFinite(limit) || limit < 1) return [];
      const n = Math.min(MAX_LIMIT, Math.floor(limit));
      const rows = await topDailyQuery(db.kysely, dailyPeriod(now()), n).execute();
      return rows.map((row, index) => ({
        rank: index + 1,
        name: row.name,
        score: Number(row.score),
        location: row.location,
        achievedAt: Number(row.achieved_at),
        isSample: Number(row.is_sample) === 1,
      }));
    },
  };
}
