import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Analytics (docs/decisions/010): cookie-less page views, the day's visitor salt, daily rollups of the raw
// events (so a year of events answers in milliseconds and survives the raw-event retention), and the
// one settings row. A "day" is a local calendar day in LEADERBOARD_TIMEZONE, stored as a day number:
// days since 1970-01-01 of that local date (server/analytics/days.ts).

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // Raw page views from the beacon. No player id, no IP, no user agent: only the day's visitor hash.
  await db.schema
    .createTable("analytics_pageviews")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("visitor_hash", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("analytics_pageviews_created_idx").on("analytics_pageviews").column("created_at").execute();

  // The salt of the current day only: created on first use, deleted once the day is over, so a
  // past day's visitor hashes cannot be recomputed from an address and a user agent.
  await db.schema
    .createTable("analytics_salts")
    .addColumn("day", "integer", (c) => c.primaryKey().notNull())
    .addColumn("salt", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  // ---- rollups, written once per day after the day is over (server/analytics/rollup.ts) ----------

  // Site-wide totals per day (operators' games left out).
  await db.schema
    .createTable("analytics_daily")
    .addColumn("day", "integer", (c) => c.primaryKey().notNull())
    .addColumn("games_started", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("games_finished", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("players", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("page_views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // Who played on which day: distinct players of any range, the funnel, segment filters, retention.
  await db.schema
    .createTable("analytics_player_days")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("games_started", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("games_finished", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("analytics_player_days_pk", ["day", "player_id"])
    .execute();
  await db.schema.createIndex("analytics_player_days_player_idx").on("analytics_player_days").columns(["player_id", "day"]).execute();

  // One row per player ever seen playing: All Time distinct players without scanning every day.
  await db.schema
    .createTable("analytics_players")
    .addColumn("player_id", "text", (c) => c.primaryKey().notNull())
    .addColumn("first_day", "integer", (c) => c.notNull())
    .addColumn("last_day", "integer", (c) => c.notNull())
    .addColumn("started", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`started in (0, 1)`),
    )
    .addColumn("finished", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`finished in (0, 1)`),
    )
    .execute();

  // Finished games per day and exact score: median and histogram from a few thousand rows.
  await db.schema
    .createTable("analytics_score_days")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_score_days_pk", ["day", "score"])
    .execute();

  // The same per player, for score figures restricted to a segment.
  await db.schema
    .createTable("analytics_player_scores")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("score", "integer", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_player_scores_pk", ["day", "player_id", "score"])
    .execute();

  // Page views per day by path and by referring host (kind 'path' | 'referrer').
  await db.schema
    .createTable("analytics_page_days")
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('path', 'referrer')`))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("analytics_page_days_pk", ["day", "kind", "key"])
    .execute();

  // Accounts (not guests) by sign-up day, and whether they played again 1 and 7 days later.
  await db.schema
    .createTable("analytics_accounts")
    .addColumn("player_id", "text", (c) => c.primaryKey().notNull())
    .addColumn("signup_day", "integer", (c) => c.notNull())
    .addColumn("active_day1", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`active_day1 in (0, 1)`),
    )
    .addColumn("active_day7", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`active_day7 in (0, 1)`),
    )
    .execute();
  await db.schema.createIndex("analytics_accounts_signup_idx").on("analytics_accounts").columns(["signup_day"]).execute();

  // One row (id 'default'): the operator's retention setting and how far the rollups have come.
  await db.schema
    .createTable("analytics_settings")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("retention_days", "integer", (c) =>
      c
        .notNull()
        .defaultTo(400)
        .check(sql`retention_days between 7 and 3650`),
    )
    // The last day rolled up; null until the first rollup looks at the data.
    .addColumn("rolled_through", "integer")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.insertInto("analytics_settings").values({ id: "default", retention_days: 400, updated_at: Date.now() }).execute();
}
