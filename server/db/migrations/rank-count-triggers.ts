import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The rank count triggers of 0005 (docs/decisions/006) with given time bucket sizes, for the
// migrations that change the sizes (0033, 0038). Not a migration: each migration passes its own
// sizes as literals, so what it writes never changes with later code.

/** Per board: the coarse and fine bucket sizes in ms; `other` is every board not named. */
export interface RankBucketSizes {
  boards: Record<string, { coarse: number; fine: number }>;
  other: { coarse: number; fine: number };
}

/** The SQL size of `level` for the row `row` ("NEW.", "OLD." or "" for a plain column). */
function bucketSizeSql(sizes: RankBucketSizes, row: string, level: "coarse" | "fine"): string {
  const cases = Object.entries(sizes.boards)
    .map(([board, size]) => `when '${board}' then ${size[level]}`)
    .join(" ");
  return `case ${row}board ${cases} else ${sizes.other[level]} end`;
}

/** The count rows' upserts for one row (NEW or OLD) of leaderboard_entries, as in 0005. */
function countUpserts(sizes: RankBucketSizes, row: "NEW" | "OLD", delta: 1 | -1): string {
  return [
    `insert into leaderboard_score_counts (board, period, score, n) values (${row}.board, ${row}.period, ${row}.score, ${delta})
       on conflict (board, period, score) do update set n = leaderboard_score_counts.n + (${delta})`,
    ...(["coarse", "fine"] as const).map(
      (level, index) => `insert into leaderboard_time_counts (board, period, score, level, bucket, n)
       values (${row}.board, ${row}.period, ${row}.score, ${index}, ${row}.achieved_at / (${bucketSizeSql(sizes, `${row}.`, level)}), ${delta})
       on conflict (board, period, score, level, bucket) do update set n = leaderboard_time_counts.n + (${delta})`,
    ),
  ].join(";\n");
}

/** Writes the triggers (SQLite) or the trigger function (PostgreSQL) again with `sizes`. */
export async function rewriteRankTriggers(db: Kysely<any>, dialect: Dialect, sizes: RankBucketSizes): Promise<void> {
  const add = (row: "NEW" | "OLD", delta: 1 | -1) => countUpserts(sizes, row, delta);
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

/** Counts `boards`' rows at `level` again in the given sizes (their old bucket rows deleted first). */
export async function recountTimeBuckets(db: Kysely<any>, sizes: RankBucketSizes, boards: string[], levels: ("coarse" | "fine")[]) {
  const list = boards.map((board) => `'${board}'`).join(", ");
  for (const level of levels) {
    const index = level === "coarse" ? 0 : 1;
    await sql.raw(`delete from leaderboard_time_counts where board in (${list}) and level = ${index}`).execute(db);
    await sql
      .raw(
        `insert into leaderboard_time_counts (board, period, score, level, bucket, n)
        select board, period, score, ${index}, b, count(*) from
          (select board, period, score, achieved_at / (${bucketSizeSql(sizes, "", level)}) as b from leaderboard_entries where board in (${list})) t
        group by board, period, score, b`,
      )
      .execute(db);
  }
}
