import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Server-verified runs: the runs themselves, the inventory power-ups debited during a run, and the
// players' inventories. Portable types as in 0001 (text, integer, bigint epoch ms). Leaderboard rows
// for the daily, weekly and all-time boards live in 0001's leaderboard_entries (unique per board,
// period and player).

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("runs")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // No foreign key: a run's record outlives a merged guest or a deleted account (like the ledger).
    .addColumn("player_id", "text", (c) => c.notNull())
    // uint32: does not fit a PostgreSQL integer.
    .addColumn("seed", "bigint", (c) => c.notNull().check(sql`seed >= 0 and seed <= 4294967295`))
    .addColumn("settings_version", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("started")
        .check(sql`status in ('started', 'finished', 'rejected')`),
    )
    .addColumn("started_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("finished_at", "bigint")
    .addColumn("score", "integer", (c) => c.check(sql`score >= 0`))
    .addColumn("ticks", "integer", (c) => c.check(sql`ticks >= 0`))
    .addColumn("reject_reason", "text")
    .addColumn("input_log", "text")
    .addColumn("name", "text")
    .execute();
  // The unfinished-runs cap and a player's history are index lookups.
  await db.schema.createIndex("runs_player_status_idx").on("runs").columns(["player_id", "status", "started_at"]).execute();

  // One row per debited activation; the unique key makes a retried activation a no-op.
  await db.schema
    .createTable("run_powerups")
    .addColumn("run_id", "text", (c) => c.notNull().references("runs.id").onDelete("cascade"))
    .addColumn("tick", "integer", (c) => c.notNull().check(sql`tick >= 0`))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("run_powerups_pk", ["run_id", "tick", "type"])
    .execute();

  await db.schema
    .createTable("inventories")
    .addColumn("player_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`count >= 0`),
    )
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("inventories_pk", ["player_id", "item"])
    .execute();
}
