import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The daily course (server/courses/service.ts, docs/decisions/029): one seed per leaderboard day,
// the same for every player, drawn when the day's first course run starts and never before (nobody can
// learn tomorrow's course). Many instances: the day is the primary key, so the first insert wins and
// every instance reads that row. The operator's pin (a chosen course kept for the next days) is one row.
// A run of the course keeps its day (runs.course_day; null for a free run): it goes on that day's
// course board even when it finishes after midnight. Plain tables and a column: the same on both engines.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("daily_courses")
    .addColumn("day", "text", (c) => c.primaryKey().notNull())
    .addColumn("seed", "bigint", (c) => c.notNull())
    // 'drawn' (random), 'pinned' (the operator's pin), 'skipped' (drawn again by a skip)
    .addColumn("origin", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("daily_course_pin")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // null: no pin (each day draws its own course)
    .addColumn("seed", "bigint")
    // the day whose course was pinned
    .addColumn("from_day", "text")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("runs").addColumn("course_day", "text").execute();
}
