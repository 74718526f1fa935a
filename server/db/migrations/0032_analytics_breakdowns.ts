import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Analytics' country and device breakdowns (ADR 010). A page view keeps the country of its address
// (the address itself is still not stored) and its device class by viewport width; views from before
// this migration hold null ("unknown"). A rolled-up day keeps the views and the day's distinct
// visitors per country and per device class in analytics_breakdown_days (an unknown one keyed '').
// The same statements on SQLite and PostgreSQL.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("analytics_pageviews").addColumn("country", "text").execute();
  await db.schema.alterTable("analytics_pageviews").addColumn("device", "text").execute();
  await db.schema
    .createTable("analytics_breakdown_days")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('country', 'device')`))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addColumn("visitors", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_breakdown_days_pk", ["day", "kind", "key"])
    .execute();
}
