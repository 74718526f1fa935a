import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// E-mail campaigns: a campaign is a frozen list of recipients in campaign_recipients, sent
// by the in-process worker (server/campaigns/worker.ts) at a configured rate. Lifecycle mails (welcome,
// come back) reuse the same queue; their switches live in lifecycle_settings (one row).

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("campaigns")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    // 'campaign' (the operator's), 'welcome' (the one standing welcome queue), 'come_back' (lifecycle).
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .defaultTo("campaign")
        .check(sql`kind in ('campaign', 'welcome', 'come_back')`),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("segment_id", "text")
    .addColumn("template_id", "text")
    // Snapshot at send time: editing the template later does not change a running campaign.
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('draft', 'sending', 'paused', 'cancelled', 'finished')`))
    .addColumn("total", "integer", (c) => c.notNull().defaultTo(0))
    // Written when the campaign ends (finished / cancelled); the API counts live rows while it runs.
    .addColumn("sent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("failed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_by", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("started_at", "bigint")
    .addColumn("finished_at", "bigint")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("campaigns_created_idx").on("campaigns").columns(["created_at"]).execute();
  await db.schema.createIndex("campaigns_status_idx").on("campaigns").columns(["status"]).execute();

  await db.schema
    .createTable("campaign_recipients")
    .addColumn("campaign_id", "text", (c) => c.notNull().references("campaigns.id").onDelete("cascade"))
    .addColumn("player_id", "text", (c) => c.notNull())
    // The consenting newsletter subscription the address comes from (its unsubscribe link); null for a
    // welcome mail to an address that never subscribed.
    .addColumn("subscription_id", "text")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("queued")
        .check(sql`status in ('queued', 'sending', 'sent', 'failed', 'skipped')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    // queued: not before this time (retry backoff).
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    // sending: the claim holds until this time; after it another worker may re-claim (a crashed sender).
    .addColumn("lease_until", "bigint")
    .addColumn("sent_at", "bigint")
    // Deterministic per campaign and player: a re-send after a crash is the same message.
    .addColumn("message_id", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("campaign_recipients_pk", ["campaign_id", "player_id"])
    .execute();
  // The worker's claim: due queued rows and expired leases, oldest first.
  await db.schema.createIndex("campaign_recipients_due_idx").on("campaign_recipients").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("campaign_recipients_status_idx").on("campaign_recipients").columns(["campaign_id", "status"]).execute();

  await db.schema
    .createTable("lifecycle_settings")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("welcome_enabled", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`welcome_enabled in (0, 1)`),
    )
    .addColumn("welcome_template_id", "text")
    .addColumn("come_back_enabled", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`come_back_enabled in (0, 1)`),
    )
    .addColumn("come_back_segment_id", "text")
    .addColumn("come_back_template_id", "text")
    .addColumn("come_back_interval_days", "integer", (c) =>
      c
        .notNull()
        .defaultTo(30)
        .check(sql`come_back_interval_days between 1 and 365`),
    )
    .addColumn("come_back_last_run_at", "bigint")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  // Welcome mails on by default with the seeded 'Welcome Email' template; the come-back mail is opt-in.
  await db
    .insertInto("lifecycle_settings")
    .values({
      id: "default",
      welcome_enabled: 1,
      welcome_template_id: "welcome",
      come_back_enabled: 0,
      come_back_interval_days: 30,
      updated_at: Date.now(),
    })
    .execute();
}
