import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The admin area, part 1: leaderboard entries the operator removed (kept whole, so a removal can be
// undone), per-player moderation (a hidden name), and the indexes Player Data sorts and counts by.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("leaderboard_removals")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // The removed leaderboard_entries row, column for column.
    .addColumn("entry_id", "text", (c) => c.notNull())
    .addColumn("board", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("player_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("score", "bigint", (c) => c.notNull())
    .addColumn("achieved_at", "bigint", (c) => c.notNull())
    .addColumn("is_sample", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_sample in (0, 1)`),
    )
    // Why, and who: the operator's words and e-mail ('system' for a ban's removals).
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("removed_by", "text", (c) => c.notNull())
    .addColumn("removed_at", "bigint", (c) => c.notNull())
    .addColumn("restored_at", "bigint")
    .addColumn("restored_by", "text")
    .execute();
  await db.schema.createIndex("leaderboard_removals_time_idx").on("leaderboard_removals").columns(["removed_at"]).execute();
  await db.schema.createIndex("leaderboard_removals_player_idx").on("leaderboard_removals").columns(["player_id", "removed_at"]).execute();

  await db.schema
    .createTable("player_moderation")
    .addColumn("player_id", "text", (c) => c.primaryKey().notNull())
    // 1: the player's name is shown as a neutral placeholder on every board, now and for new runs.
    .addColumn("name_hidden", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`name_hidden in (0, 1)`),
    )
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();

  // Player Data sorts on these and counts games per day.
  await db.schema.createIndex("runs_status_finished_idx").on("runs").columns(["status", "finished_at"]).execute();
  await db.schema.createIndex("player_stats_best_idx").on("player_stats").columns(["best_score"]).execute();
  await db.schema.createIndex("player_stats_games_idx").on("player_stats").columns(["games_played"]).execute();
  await db.schema.createIndex("player_stats_last_played_idx").on("player_stats").columns(["last_played_at"]).execute();
  await db.schema.createIndex("wallets_coins_idx").on("wallets").columns(["coins"]).execute();
}
