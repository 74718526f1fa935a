import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The operator's longest run (server/runs/rules.ts maxRunSeconds, Game Settings). A run is
// issued the cap in force at its start and keeps it: runs.max_ticks (ticks, 60 a second) is read by
// its finish, so a change of the setting never reaches a run in flight. Rows from before this
// migration hold null (no cap of their own: game/replay MAX_RUN_TICKS, as they were verified).
// Plain column additions: the same statements on SQLite and PostgreSQL.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("run_rules")
    .addColumn("max_run_seconds", "integer", (c) => c.notNull().defaultTo(900))
    .execute();
  await db.schema.alterTable("runs").addColumn("max_ticks", "integer").execute();
}
