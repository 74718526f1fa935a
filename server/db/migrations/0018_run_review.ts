import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Runs flown in a machine-like way (server/runs/machine-play.ts) are held off the boards
// until the operator clears them. runs.review: null (never held), 'held', 'cleared' or 'rejected';
// the reasons and the check's evidence (JSON) are kept for the review queue, with who decided when.
// runs.location keeps what the board row would show, for a run that goes on the boards only later.
// Plain column additions and an index: the same statements on SQLite and PostgreSQL.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  for (const [column, type] of [
    ["review", "text"],
    ["review_reasons", "text"],
    ["review_evidence", "text"],
    ["reviewed_at", "bigint"],
    ["reviewed_by", "text"],
    ["location", "text"],
  ] as const) {
    await db.schema.alterTable("runs").addColumn(column, type).execute();
  }
  // The queue: held runs, oldest first.
  await db.schema.createIndex("runs_review_idx").on("runs").columns(["review", "finished_at"]).execute();
}
