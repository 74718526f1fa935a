import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// A player's rank without counting every better row (a million-row day would count half a million
// index entries for a middling player; docs/decisions/006). Two count tables, kept by triggers so
// every writer (the finish transaction, guest merges, admin edits, tests, bulk loads) keeps them right:
//
// - leaderboard_score_counts (board, period, score) -> n: the rows with that score. The rows with a
//   higher score are SUM(n) over the distinct scores above (a few hundred at most).
// - leaderboard_time_counts (board, period, score, level, bucket) -> n: the rows with that score per
//   time bucket, at two levels: 0 = coarse (an hour of a day), 1 = fine (a minute). The rows with the
//   same score and an earlier time are SUM(n) over the earlier coarse buckets (< 24), the earlier fine
//   buckets of the player's coarse bucket (< 60), and a range count inside the player's fine bucket.
//
// Bucket sizes per board (coarse / fine): daily 1 h / 1 min, weekly 1 day / 10 min, all-time 30 days /
// 1 day. server/leaderboards/service.ts (RANK_BUCKETS) must use the same sizes.

const size = (row: string, level: "coarse" | "fine") =>
  level === "coarse"
    ? `case ${row}board when 'daily' then 3600000 when 'weekly' then 86400000 else 2592000000 end`
    : `case ${row}board when 'daily' then 60000 when 'weekly' then 600000 else 86400000 end`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // SQLite: WITHOUT ROWID makes the primary key the table itself, so a SUM over a key range reads
  // one contiguous run of the B-tree.
  const clustered = dialect === "sqlite" ? sql`without rowid` : sql``;
  await db.schema
    .createTable("leaderboard_score_counts")
    .addColumn("board", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("leaderboard_score_counts_pk", ["board", "period", "score"])
    .modifyEnd(clustered)
    .execute();
  await db.schema
    .createTable("leaderboard_time_counts")
    .addColumn("board", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull().check(sql`level in (0, 1)`))
    .addColumn("bucket", "bigint", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("leaderboard_time_counts_pk", ["board", "period", "score", "level", "bucket"])
    .modifyEnd(clustered)
    .execute();

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

  if (dialect === "sqlite") {
    await sql.raw(`create trigger leaderboard_counts_insert after insert on leaderboard_entries begin ${add("NEW", 1)}; end`).execute(db);
    await sql.raw(`create trigger leaderboard_counts_delete after delete on leaderboard_entries begin ${add("OLD", -1)}; end`).execute(db);
    await sql
      .raw(
        `create trigger leaderboard_counts_update after update of board, period, score, achieved_at on leaderboard_entries
        begin ${add("OLD", -1)}; ${add("NEW", 1)}; end`,
      )
      .execute(db);
  } else {
    // The count rows' locks are taken lower (score, time) first, so two finishes moving between the
    // same two scores in opposite directions cannot deadlock.
    await sql
      .raw(
        `create function leaderboard_counts_trigger() returns trigger language plpgsql as $$
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
    await sql
      .raw(
        `create trigger leaderboard_counts after insert or update or delete on leaderboard_entries
        for each row execute function leaderboard_counts_trigger()`,
      )
      .execute(db);
  }

  // The rows written before this migration.
  await sql
    .raw(
      `insert into leaderboard_score_counts (board, period, score, n)
      select board, period, score, count(*) from leaderboard_entries group by board, period, score`,
    )
    .execute(db);
  for (const [index, level] of (["coarse", "fine"] as const).entries()) {
    await sql
      .raw(
        `insert into leaderboard_time_counts (board, period, score, level, bucket, n)
        select board, period, score, ${index}, b, count(*) from
          (select board, period, score, achieved_at / (${size("", level)}) as b from leaderboard_entries) t
        group by board, period, score, b`,
      )
      .execute(db);
  }
}
