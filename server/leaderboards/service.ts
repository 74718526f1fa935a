import { sql, type Kysely, type AliasedSelectQueryBuilder } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";

export const DAILY_BOARD = "daily";
/** Period key of the seeded sample rows: the daily board shows them while the day has no real row. */
export const SAMPLE_PERIOD = "sample";

export interface LeaderboardRow {
  rank: number;
  name: string;
  score: number;
  location: string;
  /** Epoch ms, UTC. */
  achievedAt: number;
  isSample: boolean;
  /** The run that made the row (watch it at /replay/:runId); null for sample rows. */
  runId: string | null;
}

/**
 * The free runs' boards (daily, weekly, all-time) and the daily course's (docs/decisions/029): "course",
 * the day's course runs (period = the day), and "bestday", each player's best course day of all time.
 */
export const BOARDS = ["daily", "weekly", "alltime", "course", "bestday"] as const;
export type Board = (typeof BOARDS)[number];
/** The boards a free run goes on. */
export const FREE_BOARDS = ["daily", "weekly", "alltime"] as const satisfies readonly Board[];
/** The boards a daily-course run goes on. */
export const COURSE_BOARDS = ["course", "bestday"] as const satisfies readonly Board[];
export const COURSE_BOARD = "course";
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
  /**
   * The current period's best `limit` rows of a board, ranked 1..n. The daily board shows the seeded
   * sample rows while the day has no real row yet (so a fresh day is never an empty page).
   */
  top(board: Board, limit: number): Promise<BoardRow[]>;
  /** The board's period key at an instant (now by default), in the configured time zone. */
  periodOf(board: Board, at?: number): string;
  /** The player's rank on the board's current period (1 = best), or null without a row. */
  rankOf(board: Board, playerId: string, executor?: Kysely<Database>): Promise<number | null>;
  /** rankOf on every board, in two statements whatever the number of boards (a finish's answer). */
  ranksOf(playerId: string, executor?: Kysely<Database>): Promise<Record<Board, number | null>>;
  /** The player's score and rank on each board's current period (null: no row there). */
  bestsOf(playerId: string): Promise<Record<Board, BoardBest | null>>;
  /** Up to `k` rows above and below the player, and the player's own row, ranked; [] without a row. */
  around(board: Board, playerId: string, k: number): Promise<BoardRow[]>;
}

/** A value per board, every one null. */
export function noBoards<T>(): Record<Board, T | null> {
  return { daily: null, weekly: null, alltime: null, course: null, bestday: null };
}

/** A player's standing on one board. */
export interface BoardBest {
  score: number;
  rank: number;
}

export interface LeaderboardServiceOptions {
  /** Clock (epoch ms); tests pin it. */
  now?: () => number;
  /** IANA zone whose midnight (and Monday) starts a daily (weekly) period: LEADERBOARD_TIMEZONE. */
  timeZone?: string;
}

/** Calendar date parts of an instant in a time zone (IANA name; "UTC" by default). */
function datePartsIn(epochMs: number, timeZone: string): { year: number; month: number; day: number } {
  if (timeZone === "UTC") {
    const d = new Date(epochMs);
    return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
  const parts = dateFormatter(timeZone).formatToParts(epochMs);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day") };
}

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA zone name this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The daily period key of an instant: its date in `timeZone` (UTC by default), 'YYYY-MM-DD'. */
export function dailyPeriod(epochMs: number, timeZone = "UTC"): string {
  const { year, month, day } = datePartsIn(epochMs, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The weekly period key of an instant: its ISO-8601 week, 'YYYY-Www' (weeks start on Monday in `timeZone`). */
export function weeklyPeriod(epochMs: number, timeZone = "UTC"): string {
  const { year: y, month: m, day: dd } = datePartsIn(epochMs, timeZone);
  const date = Date.UTC(y, m - 1, dd); // the local calendar date, as a UTC midnight
  const day = (new Date(date).getUTCDay() + 6) % 7; // Monday = 0
  // The Thursday of this week decides the ISO year; week 1 holds the year's first Thursday.
  const thursday = date + (3 - day) * 86_400_000;
  const year = new Date(thursday).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1)) / 86_400_000 / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The period key of a board at an instant. */
export function periodOf(board: Board, epochMs: number, timeZone = "UTC"): string {
  if (board === "daily" || board === "course") return dailyPeriod(epochMs, timeZone);
  if (board === "weekly") return weeklyPeriod(epochMs, timeZone);
  return ALLTIME_PERIOD;
}

export const MAX_LIMIT = 100;

/**
 * Time buckets per board for ranking ties (the triggers write the same sizes: migrations/0005, 0033,
 * 0038): coarse / fine = an hour / a minute of a day, a day / ten minutes of a week, 30 days / an hour
 * of all time (a day until 0038: a busy day's same-score rows all shared one bucket, counted one by
 * one). coarseMs is a multiple of fineMs. The daily course's board (a day) has the daily sizes
 * (migrations/0033 rewrote the triggers for it); its best-day board (all time) the all-time sizes.
 */
export const RANK_BUCKETS: Record<Board, { coarseMs: number; fineMs: number }> = {
  daily: { coarseMs: 3_600_000, fineMs: 60_000 },
  weekly: { coarseMs: 86_400_000, fineMs: 600_000 },
  alltime: { coarseMs: 2_592_000_000, fineMs: 3_600_000 },
  course: { coarseMs: 3_600_000, fineMs: 60_000 },
  bestday: { coarseMs: 2_592_000_000, fineMs: 3_600_000 },
};
/** Cap on `k` for around(). */
export const MAX_AROUND = 25;

/** The values of a rank's four counts (rankParts): a row's key and its time buckets on `board`. */
interface RankKey {
  period: string;
  score: number;
  achievedAt: number;
  coarse: number;
  /** The first fine bucket of the coarse one, and the fine bucket's first ms. */
  fineFrom: number;
  fine: number;
  fineStartMs: number;
}

function rankKey(board: Board, period: string, score: number, achievedAt: number): RankKey {
  const { coarseMs, fineMs } = RANK_BUCKETS[board];
  const coarse = Math.floor(achievedAt / coarseMs);
  const fine = Math.floor(achievedAt / fineMs);
  return { period, score, achievedAt, coarse, fineFrom: (coarse * coarseMs) / fineMs, fine, fineStartMs: fine * fineMs };
}

/** `key`'s values named for selectRankCounts ("<board>_<name>"), added to `into`. */
function rankValuesOf(board: Board, key: RankKey, into: Record<string, string | number> = {}): Record<string, string | number> {
  for (const [name, value] of Object.entries(key)) into[`${board}_${name}`] = value;
  return into;
}

/**
 * How a rank counts the rows of the same score achieved before the player's row (both exact):
 * - "buckets": the time buckets before the row's fine bucket, then the rows inside it up to the row;
 * - "recent": all rows of that score (one count row) less those achieved at or after the row.
 * A row achieved a moment ago (a finish's new best) has almost nothing after it, while "buckets"
 * would count every row of its score since its fine bucket began: up to an hour of them on the
 * all-time board, hundreds per rank at a few hundred finishes a second (bench:finish). So each rank
 * takes the form whose counted range is the shorter time: after the row until now, or before it in
 * its fine bucket.
 */
export type RankForm = "buckets" | "recent";

export function rankFormOf(board: Board, achievedAt: number, now: number): RankForm {
  const { fineMs } = RANK_BUCKETS[board];
  return now - achievedAt < achievedAt - Math.floor(achievedAt / fineMs) * fineMs ? "recent" : "buckets";
}

/** A board in selectRankCounts' shape: "daily" (buckets) or "daily~" (recent). */
const RECENT_MARK = "~";

/** The counts rankIn adds up (sumRank), as subqueries named with `prefix` (several boards' in one statement). */
function rankParts(
  k: Kysely<Database>,
  board: Board,
  key: RankKey,
  prefix: string,
  form: RankForm = "buckets",
): AliasedSelectQueryBuilder<{ n: number }, string>[] {
  const sumOf = (n: "n") => sql<number>`coalesce(sum(${sql.ref(n)}), 0)`;
  const times = () =>
    k
      .selectFrom("leaderboard_time_counts")
      .select(sumOf("n").as("n"))
      .where("board", "=", board)
      .where("period", "=", key.period)
      .where("score", "=", key.score);
  /** The board's rows of a higher score (">") or of the player's own ("="), from their count rows. */
  const scoreCounts = (op: ">" | "=") =>
    k
      .selectFrom("leaderboard_score_counts")
      .select(sumOf("n").as("n"))
      .where("board", "=", board)
      .where("period", "=", key.period)
      .where("score", op, key.score);
  /** A count of the board's rows of the player's score, on the rank index (a time range is added). */
  const sameScoreRows = () =>
    k
      .selectFrom("leaderboard_entries")
      .select(sql<number>`count(*)`.as("n"))
      .where("board", "=", board)
      .where("period", "=", key.period)
      .where("score", "=", key.score);
  const higher = scoreCounts(">");
  if (form === "recent") {
    const atOrAfter = sameScoreRows().where("achieved_at", ">=", key.achievedAt);
    return [higher.as(`${prefix}higher`), scoreCounts("=").as(`${prefix}same`), atOrAfter.as(`${prefix}after`)];
  }
  const earlierCoarse = times().where("level", "=", 0).where("bucket", "<", key.coarse);
  const earlierFine = times().where("level", "=", 1).where("bucket", ">=", key.fineFrom).where("bucket", "<", key.fine);
  const inFine = sameScoreRows().where("achieved_at", ">=", key.fineStartMs).where("achieved_at", "<", key.achievedAt);
  return [
    higher.as(`${prefix}higher`),
    earlierCoarse.as(`${prefix}coarse`),
    earlierFine.as(`${prefix}fine`),
    inFine.as(`${prefix}in_fine`),
  ];
}

// bestsOf's two statements, compiled once (server/db/compiled.ts).
/** The player's row on each board's current period (values: playerId and each board's period). */
const selectOwnRows = precompiled((db, v: { playerId: string } & Record<Board, string>) => {
  const own = (board: Board) =>
    db
      .selectFrom("leaderboard_entries")
      .select(["board", "score", "achieved_at"])
      .where("board", "=", board)
      .where("period", "=", v[board])
      .where("player_id", "=", v.playerId);
  return BOARDS.slice(1).reduce((query, board) => query.unionAll(own(board)), own(BOARDS[0]));
});
/**
 * The rank counts of the boards in `shape` ("daily~,weekly,alltime~": a board, marked when its rank
 * takes the "recent" form), each board's RankKey values prefixed "<board>_".
 */
const selectRankCounts = precompiled((db, v: Record<string, string | number>, shape) =>
  db.selectNoFrom(
    shape.split(",").flatMap((entry) => {
      const form: RankForm = entry.endsWith(RECENT_MARK) ? "recent" : "buckets";
      const board = (form === "recent" ? entry.slice(0, -RECENT_MARK.length) : entry) as Board;
      const key = Object.fromEntries(
        ["period", "score", "achievedAt", "coarse", "fineFrom", "fine", "fineStartMs"].map((name) => [name, v[`${board}_${name}`]]),
      ) as unknown as RankKey;
      return rankParts(db, board, key, `${board}_`, form);
    }),
  ),
);

/** A board's entry in selectRankCounts' shape. */
function rankShapeOf(board: Board, form: RankForm): string {
  return form === "recent" ? board + RECENT_MARK : board;
}

/** A board row's columns, as every read of rows selects them. */
const ROW_COLUMNS = ["player_id", "name", "score", "location", "achieved_at", "is_sample", "run_id"] as const;

// A board's reads for GET /api/leaderboards/:board and the board pages (the top rows, the caller's row,
// the rows around it), compiled once: Kysely's building and compiling cost more than the reads.
const selectTop = precompiled((db, v: { board: string; period: string; limit: number }) =>
  db
    .selectFrom("leaderboard_entries")
    .select(ROW_COLUMNS)
    .where("board", "=", v.board)
    .where("period", "=", v.period)
    .orderBy("score", "desc")
    .orderBy("achieved_at", "asc")
    .limit(v.limit),
);
const selectOwnRow = precompiled((db, v: { board: string; period: string; playerId: string }) =>
  db
    .selectFrom("leaderboard_entries")
    .select(ROW_COLUMNS)
    .where("board", "=", v.board)
    .where("period", "=", v.period)
    .where("player_id", "=", v.playerId),
);

type AroundValues = { board: string; period: string; score: number; at: number; n: number; playerId: string };
// Each side is two index ranges (the same score by time, then the next scores), each with a limit, in
// one round trip: a single OR-ed range would make both engines filter the whole board.
const boardRows = (db: Kysely<Database>, v: AroundValues) =>
  db.selectFrom("leaderboard_entries").select(ROW_COLUMNS).where("board", "=", v.board).where("period", "=", v.period);
/** One index range of a side, at most `n` rows. */
const arm = (db: Kysely<Database>, v: AroundValues, query: ReturnType<typeof boardRows>) =>
  db.selectFrom(query.limit(v.n).as("arm")).selectAll();
const selectAbove = precompiled((db, v: AroundValues) =>
  db
    .selectFrom(
      arm(db, v, boardRows(db, v).where("score", "=", v.score).where("achieved_at", "<", v.at).orderBy("achieved_at", "desc"))
        .unionAll(arm(db, v, boardRows(db, v).where("score", ">", v.score).orderBy("score", "asc").orderBy("achieved_at", "desc")))
        .as("above"),
    )
    .selectAll()
    .orderBy("score", "asc")
    .orderBy("achieved_at", "desc")
    .limit(v.n),
);
const selectBelow = precompiled((db, v: AroundValues) =>
  db
    .selectFrom(
      arm(
        db,
        v,
        boardRows(db, v)
          .where("score", "=", v.score)
          .where("achieved_at", ">=", v.at)
          .where("player_id", "<>", v.playerId)
          .orderBy("achieved_at", "asc"),
      )
        .unionAll(arm(db, v, boardRows(db, v).where("score", "<", v.score).orderBy("score", "desc").orderBy("achieved_at", "asc")))
        .as("below"),
    )
    .selectAll()
    .orderBy("score", "desc")
    .orderBy("achieved_at", "asc")
    .limit(v.n),
);

export function createLeaderboardService(db: Db, options: LeaderboardServiceOptions = {}): LeaderboardService {
  const now = options.now ?? Date.now;
  const timeZone = options.timeZone ?? "UTC";
  const currentPeriod = (board: Board, at = now()) => periodOf(board, at, timeZone);
  const k0 = db.kysely;

  type Row = {
    player_id: string | null;
    name: string;
    score: number;
    location: string;
    achieved_at: number;
    is_sample: number;
    run_id: string | null;
  };
  const toRow = (row: Row, rank: number): BoardRow => ({
    rank,
    playerId: row.player_id,
    name: row.name,
    score: Number(row.score),
    location: row.location,
    achievedAt: Number(row.achieved_at),
    isSample: Number(row.is_sample) === 1,
    runId: row.run_id ?? null,
  });

  async function ownRow(k: Kysely<Database>, board: Board, period: string, playerId: string) {
    return (await selectOwnRow(k, { board, period, playerId })).rows[0];
  }

  /**
   * 1 + the rows with a better (score desc, achieved_at asc) key, from the trigger-kept count tables
   * (migrations/0005, docs/decisions/006): the rows with a higher score, the same score in earlier
   * coarse buckets, in earlier fine buckets of the same coarse bucket, and a range count inside the
   * player's fine bucket. Each part is a short key range whatever the size of the board; one round trip.
   */
  async function rankIn(k: Kysely<Database>, board: Board, period: string, score: number, achievedAt: number) {
    const values = rankValuesOf(board, rankKey(board, period, score, achievedAt));
    const shape = rankShapeOf(board, rankFormOf(board, achievedAt, now()));
    return sumRank((await selectRankCounts(k, values, shape)).rows[0]!, `${board}_`);
  }

  /**
   * The player's score and rank on each board's current period, in two statements: one key lookup per
   * board (one statement), then every rank's counts (one statement). Both are compiled once (the
   * counts once per set of boards the player is on): a finish answers with them.
   */
  async function bestsOf(playerId: string, executor: Kysely<Database>): Promise<Record<Board, BoardBest | null>> {
    const bests = noBoards<BoardBest>();
    const at = now();
    const periods = Object.fromEntries(BOARDS.map((board) => [board, currentPeriod(board, at)])) as Record<Board, string>;
    const { rows } = await selectOwnRows(executor, { playerId, ...periods });
    const found = rows.filter((row): row is typeof row & { board: Board } => isBoard(row.board));
    if (found.length === 0) return bests;
    const values: Record<string, string | number> = {};
    for (const row of found)
      rankValuesOf(row.board, rankKey(row.board, periods[row.board], Number(row.score), Number(row.achieved_at)), values);
    const shape = found.map((row) => rankShapeOf(row.board, rankFormOf(row.board, Number(row.achieved_at), at))).join(",");
    const counts = (await selectRankCounts(executor, values, shape)).rows[0]!;
    for (const row of found) bests[row.board] = { score: Number(row.score), rank: sumRank(counts, `${row.board}_`) };
    return bests;
  }

  /** The rank from rankParts' counts, in either form. */
  function sumRank(row: Record<string, unknown>, prefix: string): number {
    const higher = Number(row[`${prefix}higher`]);
    // "recent": the rows of the same score less those at or after the row (the row itself among them).
    if (`${prefix}same` in row) return higher + Number(row[`${prefix}same`]) - Number(row[`${prefix}after`]) + 1;
    return higher + Number(row[`${prefix}coarse`]) + Number(row[`${prefix}fine`]) + Number(row[`${prefix}in_fine`]) + 1;
  }

  return {
    periodOf: currentPeriod,
    async top(board, limit) {
      if (!Number.isFinite(limit) || limit < 1) return [];
      const n = Math.min(MAX_LIMIT, Math.floor(limit));
      const topOf = async (period: string) => (await selectTop(k0, { board, period, limit: n })).rows;
      let rows = await topOf(currentPeriod(board));
      if (rows.length === 0 && board === DAILY_BOARD) rows = await topOf(SAMPLE_PERIOD);
      return rows.map((row, index) => toRow(row, index + 1));
    },
    async ranksOf(playerId, executor = k0) {
      const bests = await bestsOf(playerId, executor);
      return Object.fromEntries(BOARDS.map((board) => [board, bests[board]?.rank ?? null])) as Record<Board, number | null>;
    },
    bestsOf: (playerId) => bestsOf(playerId, k0),
    async rankOf(board, playerId, executor = k0) {
      const period = currentPeriod(board);
      const own = await ownRow(executor, board, period, playerId);
      if (!own) return null;
      return rankIn(executor, board, period, Number(own.score), Number(own.achieved_at));
    },
    async around(board, playerId, k) {
      const n = Math.min(MAX_AROUND, Math.max(0, Math.floor(Number.isFinite(k) ? k : 0)));
      const period = currentPeriod(board);
      const own = await ownRow(k0, board, period, playerId);
      if (!own) return [];
      const score = Number(own.score);
      const at = Number(own.achieved_at);
      const values: AroundValues = { board, period, score, at, n, playerId };
      // The rank and both sides are independent: in parallel (PostgreSQL runs them on pooled connections).
      const [rank, above, below] = await Promise.all([
        rankIn(k0, board, period, score, at),
        n === 0 ? [] : selectAbove(k0, values).then((result) => result.rows),
        n === 0 ? [] : selectBelow(k0, values).then((result) => result.rows),
      ]);
      return [
        ...above.reverse().map((row, i) => toRow(row, rank - above.length + i)),
        toRow(own, rank),
        ...below.map((row, i) => toRow(row, rank + 1 + i)),
      ];
    },
  };
}
