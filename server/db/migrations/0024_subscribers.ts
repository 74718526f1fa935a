import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The operator's subscriber tools (docs/admin.md "Subscribers") and scheduled campaigns:
// - where a subscription's consent came from: the site's form, or an operator's CSV import with the
//   consent source the file names (kept word for word, like the consent text);
// - the blocklist: an address on it can never subscribe again nor be mailed by a campaign;
// - a campaign's scheduled send time (the worker starts it then; server/campaigns/service.ts).

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable("newsletter_subscriptions")
    .addColumn("source", "text", (c) => c.notNull().defaultTo("site"))
    .execute();
  // The import file's consent source ("Summer event sign-up sheet"); null for the site's form.
  await db.schema.alterTable("newsletter_subscriptions").addColumn("source_detail", "text").execute();
  // The list pages newest first.
  await db.schema
    .createIndex("newsletter_subscriptions_created_idx")
    .on("newsletter_subscriptions")
    .columns(["created_at", "id"])
    .execute();

  await db.schema
    .createTable("newsletter_blocklist")
    // Lower-cased, like newsletter_subscriptions.email.
    .addColumn("email", "text", (c) => c.primaryKey().notNull())
    .addColumn("reason", "text", (c) => c.notNull().defaultTo(""))
    // The operator's e-mail.
    .addColumn("created_by", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  // Null: sent at once. A scheduled campaign waits in status 'draft' until this time.
  await db.schema.alterTable("campaigns").addColumn("scheduled_at", "bigint").execute();
}
