import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Player progress from verified runs: the totals achievements are measured against, the
// achievements themselves (progress only rises), the server-recorded analytics events (start_game,
// end_game: recorded by the server so a client cannot forge them) and the challenge a run answers.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("player_stats")
    .addColumn("player_id", "text", (c) => c.primaryKey().notNull().references("user.id").onDelete("cascade"))
    .addColumn("games_played", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`games_played >= 0`),
    )
    .addColumn("total_flaps", "bigint", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`total_flaps >= 0`),
    )
    .addColumn("perfect_runs", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`perfect_runs >= 0`),
    )
    .addColumn("best_score", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`best_score >= 0`),
    )
    .addColumn("last_played_at", "bigint")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("player_achievements")
    .addColumn("player_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("achievement_id", "text", (c) => c.notNull())
    .addColumn("progress", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress >= 0`),
    )
    .addColumn("unlocked_at", "bigint")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("player_achievements_pk", ["player_id", "achievement_id"])
    .execute();

  // Raw events; the admin analytics aggregates them. No foreign key: an event outlives a
  // merged guest or a deleted account, like the ledger.
  await db.schema
    .createTable("analytics_events")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("player_id", "text")
    .addColumn("run_id", "text")
    .addColumn("value", "integer")
    .addColumn("props_json", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_events_name_time_idx").on("analytics_events").columns(["name", "created_at"]).execute();
  await db.schema.createIndex("analytics_events_player_idx").on("analytics_events").columns(["player_id", "created_at"]).execute();

  // A friend-challenge run names the challenger's run (same seed and settings version).
  await db.schema.alterTable("runs").addColumn("challenge_id", "text").execute();
}
