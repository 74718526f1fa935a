import { sql, type Kysely } from "kysely";
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

export const BOARDS = ["daily", "weekly", "alltime"] as const;
export type Board = (typeof BOARDS)[number];
/** Period key of the all-time board. */
export const ALLTIME_PERIOD = "all";

export function isBoard(value: unknown): value is Board {
  return typeof value === "string" && (BOARDS as readonly string[]).includes(value);
}

/** A ranked row of a player's board (no sample rows). */
export interface BoardRow extends LeaderboardRow {
  playerId: string | null;
}

export interface LeaderboardService {
  /** Today's (UTC) daily board plus the sample rows, best first (ties: earliest first), ranked 1..n. */
  topDaily(limit: number): Promise<LeaderboardRow[]>;
  /** The current period's best `limit` rows of a board (players' rows only), ranked 1..n. */
  top(board: Board, limit: number): Promise<BoardRow[]>;
  /** The player's rank on the board's current period (1 = best), or null without a row. */
  rankOf(board: Board, playerId: string, executor?: Kysely<Database>): Promise<number | null>;
  /** Up to `k` rows above and below the player, and the player's own row, ranked; [] without a row. */
  around(board: Board, playerId: string, k: number): Promise<BoardRow[]>;
}

export interface LeaderboardServiceOptions {
  /** Clock (epoch ms); tests pin it. */
  now?: () => number;
}

/** The daily period key of an instant: its UTC date, 'YYYY-MM-DD'. */
export function dailyPeriod(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The weekly period key of an instant: its ISO-8601 week, 'YYYY-Www' (weeks start on Monday, UTC). */
export function weeklyPeriod(epochMs: number): string {
  const d = new Date(epochMs);
  const day = (d.getUTCDay() + 6) % 7; // Monday = 0
  // The Thursday of this week decides the ISO year; week 1 holds the year's first Thursday.
  const thursday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 3 - day);
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** The period key of a board at an instant. */
export function periodOf(board: Board, epochMs: number): string {
  if (board === "daily") return dailyPeriod(epochMs);
  if (board === "weekly") return weeklyPeriod(epochMs);
  return ALLTIME_PERIOD;
}

export const MAX_LIMIT = 100;
/** Cap on `k` for around(). */
export const MAX_AROUND = 25;

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
  const k0 = db.kysely;

  const columns = ["player_id", "name", "score", "location", "achieved_at", "is_sample"] as const;
  type Row = { player_id: string | null; name: string; score: number; location: string; achieved_at: number; is_sample: number };
  const toRow = (row: Row, rank: number): BoardRow => ({
    rank,
    playerId: row.player_id,
    name: row.name,
    score: Number(row.score),
    location: row.location,
    achievedAt: Number(row.achieved_at),
    isSample: Number(row.is_sample) === 1,
  });

  async function ownRow(k: Kysely<Database>, board: Board, period: string, playerId: string) {
    return k
      .selectFrom("leaderboard_entries")
      .select(columns)
      .where("board", "=", board)
      .where("period", "=", period)
      .where("player_id", "=", playerId)
      .executeTakeFirst();
  }

  /** 1 + the rows with a better (score desc, achieved_at asc) key: a range count on the rank index. */
  async function rankIn(k: Kysely<Database>, board: Board, period: string, score: number, achievedAt: number) {
    const better = await k
      .selectFrom("leaderboard_entries")
      .select(sql<number>`count(*)`.as("n"))
      .where("board", "=", board)
      .where("period", "=", period)
      .where((eb) => eb.or([eb("score", ">", score), eb.and([eb("score", "=", score), eb("achieved_at", "<", achievedAt)])]))
      .executeTakeFirstOrThrow();
    return Number(better.n) + 1;
  }

  return {
    async top(board, limit) {
      if (!Number.isFinite(limit) || limit < 1) return [];
      const n = Math.min(MAX_LIMIT, Math.floor(limit));
      const rows = await k0
        .selectFrom("leaderboard_entries")
        .select(columns)
        .where("board", "=", board)
        .where("period", "=", periodOf(board, now()))
        .orderBy("score", "desc")
        .orderBy("achieved_at", "asc")
        .limit(n)
        .execute();
      return rows.map((row, index) => toRow(row, index + 1));
    },
    async rankOf(board, playerId, executor = k0) {
      const period = periodOf(board, now());
      const own = await ownRow(executor, board, period, playerId);
      if (!own) return null;
      return rankIn(executor, board, period, Number(own.score), Number(own.achieved_at));
    },
    async around(board, playerId, k) {
      const n = Math.min(MAX_AROUND, Math.max(0, Math.floor(Number.isFinite(k) ? k : 0)));
      const period = periodOf(board, now());
      const own = await ownRow(k0, board, period, playerId);
      if (!own) return [];
      const score = Number(own.score);
      const at = Number(own.achieved_at);
      const rank = await rankIn(k0, board, period, score, at);
      const base = () => k0.selectFrom("leaderboard_entries").select(columns).where("board", "=", board).where("period", "=", period);
      const above = n === 0 ? [] : await base()
        .where((eb) => eb.or([eb("score", ">", score), eb.and([eb("score", "=", score), eb("achieved_at", "<", at)])]))
        .orderBy("score", "asc")
        .orderBy("achieved_at", "desc")
        .limit(n)
        .execute();
      const below = n === 0 ? [] : await base()
        .where("player_id", "<>", playerId)
        .where((eb) => eb.or([eb("score", "<", score), eb.and([eb("score", "=", score), eb("achieved_at", ">=", at)])]))
        .orderBy("score", "desc")
        .orderBy("achieved_at", "asc")
        .limit(n)
        .execute();
      return [
        ...above.reverse().map((row, i) => toRow(row, rank - above.length + i)),
        toRow(own, rank),
        ...below.map((row, i) => toRow(row, rank + 1 + i)),
      ];
    },
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
