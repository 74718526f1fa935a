import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The board rows' one-row-per-player key leads with the player: (player_id, board, period) instead
// of (board, period, player_id), and 0020's index on player_id alone, which the new key's prefix now
// serves, goes.
//
// Why: a rank counts the rows of the player's score inside the player's minute, a range of the rank
// index (board, period, score desc, achieved_at). On PostgreSQL the old key shared the rank index's
// (board, period) prefix, and for a period its statistics have not seen yet (every new day and week
// until the next ANALYZE, which on a large table comes rarely) the planner estimates a row or two for
// either index and took the key: each rank then filtered every row of the day's board (a day of
// 100,000 rows: 23 ms per rank, docs/decisions/033; server/leaderboards/plans.test.ts).
// Now only the rank index reads a board by (board, period). The key still decides the finish's
// upsert (ON CONFLICT names the same columns; both engines match a unique index by its set of
// columns) and still finds one player's rows (rename, ban, merge, erasure, export) by its prefix.
// One index fewer on every board row a finish writes. The same statements on SQLite and PostgreSQL.
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createIndex("leaderboard_entries_player_key")
    .on("leaderboard_entries")
    .columns(["player_id", "board", "period"])
    .unique()
    .execute();
  await db.schema.dropIndex("leaderboard_entries_player_uq").execute();
  await db.schema.dropIndex("leaderboard_entries_player_idx").execute();
}
