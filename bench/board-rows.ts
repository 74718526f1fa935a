// Generated leaderboard rows for the benches (bench/leaderboard.ts, bench/finish.ts), made inside the
// database: a recursive CTE on SQLite, generate_series on PostgreSQL. Row i's score is exponential
// with mean 25 in u, Knuth's multiplicative hash of i (most 0-60, a tail to ~350, thousands of ties),
// so both engines hold the same board.
import { sql } from "kysely";
import type { Db } from "../server/db/index.ts";
import { rebuildRankCounts } from "../server/leaderboards/rank-counts.ts";

export const MEAN_SCORE = 25;

export interface GeneratedRows {
  board: string;
  period: string;
  /** Row numbers first..last (1-based). */
  first: number;
  last: number;
  /** Row i's id is `${idPrefix}${i}`, its player `${playerPrefix}${i}`. */
  idPrefix: string;
  playerPrefix: string;
  /** Row i was achieved at startAt + i * stepMs. */
  startAt: number;
  stepMs: number;
}

/** Inserts the rows (through the count triggers unless withCountTriggersOff). */
export async function insertGeneratedRows(db: Db, rows: GeneratedRows): Promise<void> {
  const u = sql.raw(`(((i * 2654435761) % 4294967296) + 0.5) / 4294967296.0`);
  // Literals: node:sqlite binds a JS number as REAL ('p' || i would read 'p1.0').
  const [first, last, startAt, step, mean] = [rows.first, rows.last, rows.startAt, rows.stepMs, MEAN_SCORE].map((n) => sql.lit(n));
  const values = sql`${rows.idPrefix} || i, ${rows.board}, ${rows.period}, ${rows.playerPrefix} || i, 'Player ' || (i % 997), 'Unknown'`;
  if (db.dialect === "sqlite") {
    await sql`
      insert into leaderboard_entries (id, board, period, player_id, name, location, score, achieved_at, is_sample)
      with recursive n(i) as (select ${first} union all select i + 1 from n where i < ${last})
      select ${values}, cast(-${mean} * ln(1 - ${u}) as integer), ${startAt} + i * ${step}, 0
      from n`.execute(db.kysely);
  } else {
    await sql`
      insert into leaderboard_entries (id, board, period, player_id, name, location, score, achieved_at, is_sample)
      select ${values}, floor(-${mean} * ln(1 - ${u}))::int, ${startAt}::bigint + i * ${step}, 0
      from generate_series(${first}::bigint, ${last}::bigint) as g(i)`.execute(db.kysely);
  }
}

/**
 * Runs `load` with PostgreSQL's rank-count row trigger off, then rebuilds the counts from the rows
 * (what the trigger would have written): through the trigger a million-row load takes many minutes.
 * SQLite's triggers stay on (fast there).
 */
export async function withCountTriggersOff(db: Db, load: () => Promise<void>): Promise<void> {
  if (db.dialect !== "postgres") return load();
  await sql`alter table leaderboard_entries disable trigger leaderboard_counts`.execute(db.kysely);
  await load();
  await sql`alter table leaderboard_entries enable trigger leaderboard_counts`.execute(db.kysely);
  await db.kysely.transaction().execute((trx) => rebuildRankCounts(trx));
}

/**
 * PostgreSQL: autovacuum off for the board rows, so rows written from now on stay out of the
 * statistics, as on a large live table (analyzed again only after a tenth of it changed, long after a
 * day's board began), where this bench's small table would be analyzed within a minute.
 */
export async function keepOutOfStatistics(db: Db): Promise<void> {
  if (db.dialect === "postgres") await sql`alter table leaderboard_entries set (autovacuum_enabled = false)`.execute(db.kysely);
}
