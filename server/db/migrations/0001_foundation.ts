import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Portable column types only: text, integer (int4) and bigint (int8) mean the same on SQLite and
// PostgreSQL. Ids are text, money is integer cents, coins are integers, booleans are integer 0/1,
// times are bigint epoch ms (UTC), structured values are JSON in text columns.
// Primary keys are declared NOT NULL explicitly: SQLite otherwise accepts NULL in a text primary key.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("skins")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("color", "text", (c) => c.notNull())
    .addColumn("rarity", "text", (c) => c.notNull().check(sql`rarity in ('common', 'rare', 'epic', 'legendary')`))
    .addColumn("price_coins", "integer", (c) => c.notNull().check(sql`price_coins >= 0`))
    .addColumn("unlocked_by_default", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`unlocked_by_default in (0, 1)`),
    )
    .addColumn("purchase_only", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`purchase_only in (0, 1)`),
    )
    .addColumn("effects_json", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("power_ups")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("price_coins", "integer", (c) => c.notNull().check(sql`price_coins >= 0`))
    .addColumn("duration_ms", "integer", (c) => c.check(sql`duration_ms is null or duration_ms > 0`))
    .addColumn("duration_text", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("coin_packs")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("coins", "integer", (c) => c.notNull().check(sql`coins > 0`))
    .addColumn("bonus_coins", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bonus_coins >= 0`),
    )
    .addColumn("price_cents", "integer", (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("stripe_price_id", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("game_settings_versions")
    .addColumn("version", "integer", (c) =>
      c
        .primaryKey()
        .notNull()
        .check(sql`version > 0`),
    )
    .addColumn("settings_json", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  await db.schema
    .createTable("email_templates")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("leaderboard_entries")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("board", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("player_id", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("location", "text", (c) => c.notNull().defaultTo("Unknown"))
    .addColumn("score", "integer", (c) => c.notNull().check(sql`score >= 0`))
    .addColumn("achieved_at", "bigint", (c) => c.notNull())
    .addColumn("is_sample", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`is_sample in (0, 1)`),
    )
    .execute();

  // Top-N of a board's period is an index range scan in this order, on both engines.
  await db.schema
    .createIndex("leaderboard_entries_rank_idx")
    .on("leaderboard_entries")
    .columns(["board", "period", "score desc", "achieved_at"])
    .execute();

  // One best row per player per period (NULL player ids — sample rows — never collide).
  await db.schema
    .createIndex("leaderboard_entries_player_uq")
    .on("leaderboard_entries")
    .columns(["board", "period", "player_id"])
    .unique()
    .execute();

  // Each seed step runs once per database, so what an admin later edits or deletes stays that way.
  await db.schema
    .createTable("seed_steps")
    .addColumn("name", "text", (c) => c.primaryKey().notNull())
    .addColumn("applied_at", "bigint", (c) => c.notNull())
    .execute();
}
