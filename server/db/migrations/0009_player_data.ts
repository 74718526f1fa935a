import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Player Data at 100 thousand players and a million runs (bench/admin-players.ts measured each):
//   - the players list filters role = 'player' and orders by a column then id: with these indexes the
//     default page (newest first), name, e-mail and type orders walk an index and stop after a page,
//     and the count is an index-only scan;
//   - the statistics read count / average / best of finished runs from (status, score) alone;
//   - the scores export pages by (finished_at, id): with id in the index each batch is one index
//     range, no sort. It supersedes 0008's (status, finished_at), which goes.
// Expression indexes (lower(...)) read the same on both engines.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await sql`create index user_player_created_idx on "user" (role, "createdAt", id)`.execute(db);
  await sql`create index user_player_name_idx on "user" (role, lower(name), id)`.execute(db);
  await sql`create index user_player_email_idx on "user" (role, lower(email), id)`.execute(db);
  await sql`create index user_player_type_idx on "user" (role, "isAnonymous", id)`.execute(db);

  await db.schema.createIndex("runs_status_score_idx").on("runs").columns(["status", "score"]).execute();
  await db.schema.createIndex("runs_status_finished_id_idx").on("runs").columns(["status", "finished_at", "id"]).execute();
  await db.schema.dropIndex("runs_status_finished_idx").execute();
}
