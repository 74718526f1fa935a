import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The rank count triggers of 0005 size their time buckets per board, and any board they do not name
// got the all-time sizes (30 days / 1 day): a course day's same-score rows would then all share one
// fine bucket, and a rank would count them one by one (20 ms at a million rows). The triggers are
// written again here with the course board in the daily board's sizes (1 hour / 1 minute); 'bestday'
// (period 'all') keeps the all-time sizes. server/leaderboards/service.ts RANK_BUCKETS says the same.
// Course rows written before this migration (0031) are counted again below in the new sizes.

const size = (row: string, level: "coarse" | "fine") =>
  level === "coarse"
    ? `case ${row}board when 'daily' then 3600000 when 'course' then 3600000 when 'weekly' then 86400000 else 2592000000 end`
    : `case ${row}board when 'daily' then 60000 when 'course' then 60000 when 'weekly' then 600000 else 86400000 end`;

/** The count rows' upserts for one row (NEW or OLD) of leaderboard_entries: as in 0005, with the sizes above. */
const add = (row: "NEW" | "OLD", delta: 1 | -1) =>
  [
    `insert into leaderboard_score_counts (board, period, score, n) values (${row}.board, ${row}.period, ${row}.score, ${delta})
       on conflict (board, period, score) do update set n = leaderboard_score_counts.n + (${delta})`,
    ...(["coarse", "fine"] as const).map(
      (level, index) => `insert into leaderboard_time_counts (board, period, score, level, bucket, n)
       values (${row}.board, ${row}.period, ${row}.score, ${index}, ${row}.achieved_at / (${size(`${row}.`, level)}), ${delta})
       on conflict (board, period, score, level, bucket) do update set n = leaderboard_time_counts.n + (${delta})`,
    ),
  ].join(";\n");

async function rewriteRankTriggers(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === "sqlite") {
    for (const name of ["leaderboard_counts_insert", "leaderboard_counts_delete", "leaderboard_counts_update"]) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
    await sql.raw(`create trigger leaderboard_counts_insert after insert on leaderboard_entries begin ${add("NEW", 1)}; end`).execute(db);
    await sql.raw(`create trigger leaderboard_counts_delete after delete on leaderboard_entries begin ${add("OLD", -1)}; end`).execute(db);
    await sql
      .raw(
        `create trigger leaderboard_counts_update after update of board, period, score, achieved_at on leaderboard_entries
        begin ${add("OLD", -1)}; ${add("NEW", 1)}; end`,
      )
      .execute(db);
    return;
  }
  // The trigger calls the function by name: replacing the function is enough.
  await sql
    .raw(
      `create or replace function leaderboard_counts_trigger() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${add("NEW", 1)};
      elsif tg_op = 'DELETE' then
        ${add("OLD", -1)};
      elsif (old.board, old.period, old.score, old.achieved_at) is distinct from (new.board, new.period, new.score, new.achieved_at) then
        if (old.score, old.achieved_at) <= (new.score, new.achieved_at) then
          ${add("OLD", -1)};
          ${add("NEW", 1)};
        else
          ${add("NEW", 1)};
          ${add("OLD", -1)};
        end if;
      end if;
      return null;
    end $$`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await rewriteRankTriggers(db, dialect);
  // The course rows counted in the old sizes (between 0031 and this migration): counted again.
  await sql`delete from leaderboard_time_counts where board = 'course'`.execute(db);
  for (const [index, level] of (["coarse", "fine"] as const).entries()) {
    await sql
      .raw(
        `insert into leaderboard_time_counts (board, period, score, level, bucket, n)
        select board, period, score, ${index}, b, count(*) from
          (select board, period, score, achieved_at / (${size("", level)}) as b from leaderboard_entries where board = 'course') t
        group by board, period, score, b`,
      )
      .execute(db);
  }
}
