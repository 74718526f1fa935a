import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Fewer indexes on the rows a run's finish writes. Every finish updates its run, its player's stats
// and wallet, and each index on a changed column is one more B-tree entry moved and, on SQLite, one
// more page in the commit (a finish wrote ~58 pages to the WAL, measured frame by frame).
//
// - runs_status_score_idx (0009): Player Data's statistics once summed the finished runs' scores
//   through it; they read run_score_counts since 0019, and nothing else reads runs by status and score.
// - runs_review_idx (0018) held every run, keyed by (review, finished_at), so every finish moved its
//   entry. Only held runs are ever looked up by it (the review queue, oldest first), so it becomes a
//   partial index of held runs: a run that is never held has no entry. The queue names 'held' as a
//   literal, which both engines need to use a partial index.
// - player_stats' best/games/last-played indexes and wallets' coins index (0008): Player Data's sorts
//   read player_summaries (0019); segments join the stats and wallet by player, and their counts at
//   100k players took the same time without these indexes on both engines (each criterion counted
//   with and without them, three rounds in one process), as did the statistics' sum of coins.
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  for (const index of [
    "runs_status_score_idx",
    "runs_review_idx",
    "player_stats_best_idx",
    "player_stats_games_idx",
    "player_stats_last_played_idx",
    "wallets_coins_idx",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await sql`create index runs_held_idx on runs (finished_at, id) where review = 'held'`.execute(db);
}
