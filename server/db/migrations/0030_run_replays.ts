import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Watching a run (docs/decisions/028-watch-any-ranked-run.md). A board row names the run that made
// it (leaderboard_entries.run_id), so every board can offer "Watch"; an operator's removal keeps it
// (leaderboard_removals.run_id), so a removed run is not watchable until restored; and a run keeps
// the skin it was flown in (runs.skin), so the replay draws the bird the player saw.
// Rows from before this migration: a board row's run is the player's finished run with the row's
// score that finished at the row's time (a finish writes achieved_at = finished_at); a run's skin
// stays null (the replay draws the player's skin of today). Plain statements on both engines.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("runs").addColumn("skin", "text").execute();
  await db.schema.alterTable("leaderboard_entries").addColumn("run_id", "text").execute();
  await db.schema.alterTable("leaderboard_removals").addColumn("run_id", "text").execute();
  await backfillRunIds(db);
}

/** Names the run of each board row and removal written before 0030 (exported for its test). */
export async function backfillRunIds(db: Kysely<any>): Promise<void> {
  for (const table of ["leaderboard_entries", "leaderboard_removals"]) {
    await sql`
      update ${sql.table(table)} set run_id = (
        select runs.id from runs
        where runs.player_id = ${sql.ref(`${table}.player_id`)}
          and runs.status = 'finished'
          and runs.score = ${sql.ref(`${table}.score`)}
          and runs.finished_at = ${sql.ref(`${table}.achieved_at`)}
        order by runs.id
        limit 1
      )
      where player_id is not null`.execute(db);
  }
}
