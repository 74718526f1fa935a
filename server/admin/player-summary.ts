// The per-player summary behind Player Data (docs/decisions/016): player_summaries (one row per player:
// the list's sort, filter and search columns) and run_score_counts (counted runs per score: finished,
// not held or rejected; the statistics cards). Database triggers keep both (migrations 0019, 0039), in
// the statement and transaction of every write to user, player_stats, wallets, checkout_sessions and
// runs, so no writer calls anything here. This module holds what reads them the same way on both
// engines, and the from-scratch computation a test (or an operator in doubt) compares them with.
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import type { Database, PlayerSummariesTable } from "../db/schema.ts";

export type PlayerSummary = {
  [K in keyof PlayerSummariesTable]: K extends "player_id" | "name_key" | "email_key" | "id_key" ? string : number;
};

/**
 * The half-open range [from, to) holding exactly the strings that start with `prefix`, compared by
 * code point (SQLite's BINARY, PostgreSQL's "C" collation: what the summary's key columns use).
 * `to` is the prefix with its last code point incremented; null when there is none above (unbounded).
 */
export function prefixRange(prefix: string): { from: string; to: string | null } {
  const points = [...prefix].map((c) => c.codePointAt(0)!);
  while (points.length > 0) {
    let last = points.pop()! + 1;
    if (last >= 0xd800 && last <= 0xdfff) last = 0xe000; // no surrogates in UTF-8 text
    if (last <= 0x10ffff) return { from: prefix, to: String.fromCodePoint(...points, last) };
  }
  return { from: prefix, to: null };
}

/** `column` starts with `prefix`: one index range on the column. */
export function startsWith(column: Expression<string>, prefix: string): Expression<SqlBool> {
  const { from, to } = prefixRange(prefix);
  return to === null ? sql<SqlBool>`${column} >= ${from}` : sql<SqlBool>`(${column} >= ${from} and ${column} < ${to})`;
}

/**
 * Every player's summary computed from the source tables, by player id: what the triggers must have
 * written. Reads the whole of them: for tests and checks, never for a page.
 */
export async function recomputePlayerSummaries(k: Kysely<Database>, dialect: "sqlite" | "postgres"): Promise<PlayerSummary[]> {
  const joined =
    dialect === "postgres"
      ? sql<number>`(extract(epoch from u."createdAt") * 1000)::bigint`
      : sql<number>`cast(round(unixepoch(u."createdAt", 'subsec') * 1000) as integer)`;
  const rows = await k
    .selectFrom("user as u")
    .leftJoin("player_stats as s", "s.player_id", "u.id")
    .leftJoin("wallets as w", "w.player_id", "u.id")
    .where("u.role", "=", "player")
    .select([
      "u.id as player_id",
      sql<number>`case when u."isAnonymous" = ${dialect === "postgres" ? sql`true` : sql`1`} then 1 else 0 end`.as("is_guest"),
      sql<string>`lower(u.name)`.as("name_key"),
      sql<string>`lower(u.email)`.as("email_key"),
      sql<string>`lower(u.id)`.as("id_key"),
      joined.as("joined"),
      sql<number>`coalesce(s.games_played, 0)`.as("games_played"),
      sql<number>`coalesce(s.best_score, 0)`.as("best_score"),
      sql<number>`coalesce(s.last_played_at, 0)`.as("last_played_at"),
      sql<number>`coalesce(w.coins, 0)`.as("coins"),
      sql<number>`coalesce((select sum(c.amount_cents) from checkout_sessions c where c.player_id = u.id and c.status = 'paid'), 0)`.as(
        "spent_cents",
      ),
    ])
    .orderBy("u.id")
    .execute();
  return rows.map(normalize);
}

/** The summary rows as stored, by player id (same shape as recomputePlayerSummaries). */
export async function storedPlayerSummaries(k: Kysely<Database>): Promise<PlayerSummary[]> {
  return (await k.selectFrom("player_summaries").selectAll().orderBy("player_id").execute()).map(normalize);
}

/** The runs the statistics count (migration 0039's condition): finished, not held or rejected. */
export const isCountedRun = (eb: ExpressionBuilder<Database, "runs">) =>
  eb.and([eb("status", "=", "finished"), eb.or([eb("review", "is", null), eb("review", "=", "cleared")])]);

/** Counted runs (isCountedRun) per score, from the runs themselves and from run_score_counts (shards summed, zeros dropped). */
export async function recomputeRunScoreCounts(k: Kysely<Database>): Promise<Array<{ score: number; n: number }>> {
  const rows = await k
    .selectFrom("runs")
    .where(isCountedRun)
    .select([sql<number>`coalesce(score, 0)`.as("score"), (eb) => eb.fn.countAll<number>().as("n")])
    .groupBy(sql`coalesce(score, 0)`)
    .orderBy("score")
    .execute();
  return rows.map((row) => ({ score: Number(row.score), n: Number(row.n) }));
}

export async function storedRunScoreCounts(k: Kysely<Database>): Promise<Array<{ score: number; n: number }>> {
  const rows = await k
    .selectFrom("run_score_counts")
    .select(["score", (eb) => eb.fn.sum<number>("n").as("n")])
    .groupBy("score")
    .having((eb) => eb.fn.sum("n"), "<>", 0)
    .orderBy("score")
    .execute();
  return rows.map((row) => ({ score: Number(row.score), n: Number(row.n) }));
}

function normalize(row: Record<string, unknown>): PlayerSummary {
  return {
    player_id: String(row.player_id),
    is_guest: Number(row.is_guest),
    name_key: String(row.name_key),
    email_key: String(row.email_key),
    id_key: String(row.id_key),
    joined: Number(row.joined),
    games_played: Number(row.games_played),
    best_score: Number(row.best_score),
    last_played_at: Number(row.last_played_at),
    coins: Number(row.coins),
    spent_cents: Number(row.spent_cents),
  } as PlayerSummary;
}
