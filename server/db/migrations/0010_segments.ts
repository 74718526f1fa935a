import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Player Segments (docs/decisions/008): the operator's saved segment definitions, and the per-player facts a
// segment can ask about that no other table holds (language, country, last seen). See
// docs/decisions/008-segments.md.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("segments")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    // JSON array of criteria rows (server/segments/criteria.ts), ANDed.
    .addColumn("criteria_json", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("created_by", "text")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  // One segment per name whatever its case: campaigns pick segments by name.
  await sql`create unique index segments_name_idx on segments (lower(name))`.execute(db);

  await db.schema
    .createTable("player_profile")
    .addColumn("player_id", "text", (c) => c.primaryKey().notNull().references("user.id").onDelete("cascade"))
    // One of shared/i18n/locales.ts, from the player's requests (lang cookie > Accept-Language).
    .addColumn("locale", "text")
    // ISO 3166 alpha-2 (upper case): the trusted proxy's header, else the Accept-Language region.
    .addColumn("country", "text")
    // Epoch ms of the last session check or run start (kept at most hourly by session checks).
    .addColumn("last_seen_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("player_profile_locale_idx").on("player_profile").columns(["locale"]).execute();
  await db.schema.createIndex("player_profile_country_idx").on("player_profile").columns(["country"]).execute();
  await db.schema.createIndex("player_profile_seen_idx").on("player_profile").columns(["last_seen_at"]).execute();
}
