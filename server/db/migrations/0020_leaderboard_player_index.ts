import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// A player's rows on every board and period: a rename (each finish that brings a new name, the
// operator's tools), a ban and an unban, an account's deletion and export all find them by player_id
// alone, which the (board, period, player_id) key cannot serve: each was a scan of every board row
// ever written, growing with the site's whole history. The same statement on SQLite and PostgreSQL.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex("leaderboard_entries_player_idx").on("leaderboard_entries").column("player_id").execute();
}
