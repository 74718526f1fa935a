import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The public site: newsletter subscriptions (double opt-in; the consent store that campaigns read),
// contact messages (the admin inbox), and the SEO metadata each public route renders (the admin edits
// it later; seeded with defaults).

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("newsletter_subscriptions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // Lower-cased; one subscription per address.
    .addColumn("email", "text", (c) => c.notNull().unique())
    // The player who subscribed (the skin unlock goes to them); no foreign key, like the ledger.
    .addColumn("player_id", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    // Exactly what the visitor agreed to, and when.
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_at", "bigint", (c) => c.notNull())
    // sha256 of the confirmation token mailed to the address (double opt-in).
    .addColumn("confirm_token_hash", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "bigint")
    // sha256 of the unsubscribe token carried by every mail's link (works without signing in).
    .addColumn("unsubscribe_token_hash", "text", (c) => c.notNull().unique())
    .addColumn("unsubscribed_at", "bigint")
    // The skin this subscription unlocked, if any (once per e-mail).
    .addColumn("unlocked_skin_id", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("newsletter_subscriptions_player_idx").on("newsletter_subscriptions").column("player_id").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("player_id", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("new")
        .check(sql`status in ('new', 'read', 'archived')`),
    )
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("contact_messages_status_idx").on("contact_messages").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("seo_metadata")
    // A public path, e.g. '/', '/play'.
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo(""))
    // An absolute URL or a site path ('/og/home.png').
    .addColumn("og_image", "text")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("seo_metadata_pk", ["route", "locale"])
    .execute();
}
