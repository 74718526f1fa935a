import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";
import { scoreCountUpsert, shardOf } from "./0019_player_summaries.ts";

// Player Data's statistics (games all time, average and best score) count the runs the players' own
// rows count. run_score_counts (0019) counted every finished run, also one held for review (flown
// like a machine, docs/decisions/014) and one the operator rejected: a rejected bot's 9,999 stayed the
// "Best score" card for good, and a held run made the cards say "1 game" while the player's row (from
// player_stats, written only when a run is paid) said 0. A run now counts while it is finished and
// not held or rejected (review null or 'cleared'); clearing a held run counts it, as it pays it.
// The triggers are written again with that condition (the update trigger also on `review`) and the
// counts made again from the runs. A partial index of rejected runs (few; none for a normal finish)
// lets the statistics take today's held and rejected runs off "games today" by two index ranges.

/** The condition, on a row (`new`, `old`, or a table's name), under which a run is counted. */
const countedRun = (row: string) => `(${row}.status = 'finished' and (${row}.review is null or ${row}.review = 'cleared'))`;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const count = (row: string, delta: 1 | -1, when?: string) => scoreCountUpsert(dialect, row, delta, when);

  if (dialect === "sqlite") {
    for (const name of ["run_score_counts_insert", "run_score_counts_update", "run_score_counts_delete"]) {
      await sql.raw(`drop trigger ${name}`).execute(db);
    }
    const trigger = (name: string, on: string, body: string[]) =>
      sql.raw(`create trigger ${name} ${on} begin ${body.map((s) => `${s};`).join("\n")} end`).execute(db);
    await trigger("run_score_counts_insert", `after insert on runs when ${countedRun("new")}`, [count("new", 1)]);
    await trigger(
      "run_score_counts_update",
      `after update of id, status, score, review on runs when ${countedRun("old")} or ${countedRun("new")}`,
      [count("old", -1, countedRun("old")), count("new", 1, countedRun("new"))],
    );
    await trigger("run_score_counts_delete", `after delete on runs when ${countedRun("old")}`, [count("old", -1)]);
  } else {
    await sql
      .raw(
        `create or replace function run_score_counts_trigger() returns trigger language plpgsql as $$ begin
           if tg_op <> 'INSERT' then if ${countedRun("old")} then ${count("old", -1)}; end if; end if;
           if tg_op <> 'DELETE' then if ${countedRun("new")} then ${count("new", 1)}; end if; end if;
           return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create or replace function run_score_counts_inserted() returns trigger language plpgsql as $$ begin
           insert into run_score_counts (score, shard, n)
             select coalesce(score, 0), ${shardOf(dialect, "id")}, count(*) from new_rows where ${countedRun("new_rows")}
             group by 1, 2 order by 1, 2
             on conflict (score, shard) do update set n = run_score_counts.n + excluded.n;
           return null; end $$`,
      )
      .execute(db);
    await sql.raw(`drop trigger run_score_counts_update on runs`).execute(db);
    await sql
      .raw(
        `create trigger run_score_counts_update after update of id, status, score, review on runs
         for each row when (${countedRun("old")} or ${countedRun("new")}) execute function run_score_counts_trigger()`,
      )
      .execute(db);
    await sql.raw(`drop trigger run_score_counts_delete on runs`).execute(db);
    await sql
      .raw(
        `create trigger run_score_counts_delete after delete on runs
         for each row when (${countedRun("old")}) execute function run_score_counts_trigger()`,
      )
      .execute(db);
  }

  // The counts again, from the runs that count.
  await sql`delete from run_score_counts`.execute(db);
  await sql
    .raw(
      `insert into run_score_counts (score, shard, n)
       select coalesce(score, 0), ${shardOf(dialect, "id")}, count(*) from runs where ${countedRun("runs")}
       group by 1, 2`,
    )
    .execute(db);

  await sql`create index runs_rejected_idx on runs (finished_at) where review = 'rejected'`.execute(db);
}
