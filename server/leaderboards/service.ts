import type { Db } from "../db/index.ts";

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

export function createLeaderboardService(db: Db, options: LeaderboardServiceOptions = {}): LeaderboardService {
  const now = options.now ?? Date.now;
  const k = db.kysely;

  // Each arm is a range scan of leaderboard_entries_rank_idx (board, period, score desc, achieved_at)
  // that stops after `limit` rows; only the at most 2 * limit rows of both arms are merged and sorted.
  function topOfPeriod(period: string, limit: number) {
    return k
      .selectFrom("leaderboard_entries")
      .select(["name", "score", "location", "achieved_at", "is_sample"])
      .where("board", "=", DAILY_BOARD)
      .where("period", "=", period)
      .orderBy("score", "desc")
      .orderBy("achieved_at", "asc")
      .limit(limit);
  }

  return {
    async topDaily(limit) {
      if (!Number.isFinite(limit) || limit < 1) return [];
      const n = Math.min(MAX_LIMIT, Math.floor(limit));
      // SQLite allows ORDER BY / LIMIT only on a whole compound select, so each arm is a subquery.
      const today = k.selectFrom(topOfPeriod(dailyPeriod(now()), n).as("today")).selectAll();
      const samples = k.selectFrom(topOfPeriod(SAMPLE_PERIOD, n).as("samples")).selectAll();
      const rows = await k
        .selectFrom(today.unionAll(samples).as("board"))
        .selectAll()
        .orderBy("score", "desc")
        .orderBy("achieved_at", "asc")
        .limit(n)
        .execute();
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
