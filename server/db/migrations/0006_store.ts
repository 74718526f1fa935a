import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The store: skins a player owns and the one they fly, coin spending (skins, power-ups) keyed by the
// client's idempotency key, and coin-pack checkouts (Stripe or the sandbox) keyed by the provider's
// session id. Coins move only through wallet_ledger (0002), whose unique reference makes every cause
// count once: `purchase:<id>` for spending, `checkout:<session id>` for a paid pack, `refund:<id>` and
// `dispute:<id>` for money taken back.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("player_skins")
    .addColumn("player_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("skin_id", "text", (c) => c.notNull())
    // 'purchase' | 'newsletter' | 'admin' | 'merge'. Skins unlocked by default need no row.
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("acquired_at", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("player_skins_pk", ["player_id", "skin_id"])
    .execute();

  await db.schema
    .createTable("player_state")
    .addColumn("player_id", "text", (c) => c.primaryKey().notNull().references("user.id").onDelete("cascade"))
    .addColumn("active_skin", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  // Coin spending. No foreign key (like the ledger: the record outlives a merged guest).
  await db.schema
    .createTable("purchases")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('skin', 'power_up')`))
    .addColumn("item_id", "text", (c) => c.notNull())
    .addColumn("price_coins", "integer", (c) => c.notNull().check(sql`price_coins >= 0`))
    .addColumn("idempotency_key", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  // A retried or double-clicked purchase with the same key is the same purchase.
  await db.schema.createIndex("purchases_idempotency_uq").on("purchases").columns(["player_id", "idempotency_key"]).unique().execute();
  await db.schema.createIndex("purchases_player_idx").on("purchases").columns(["player_id", "created_at"]).execute();

  // Coin packs bought with money. `id` is the provider's checkout session id.
  await db.schema
    .createTable("checkout_sessions")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("provider", "text", (c) => c.notNull().check(sql`provider in ('stripe', 'sandbox')`))
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("pack_id", "text", (c) => c.notNull())
    // Coins to credit (the pack's coins plus its bonus, as priced when the session was created).
    .addColumn("coins", "integer", (c) => c.notNull().check(sql`coins > 0`))
    .addColumn("amount_cents", "integer", (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("open")
        .check(sql`status in ('open', 'paid', 'expired', 'failed', 'refunded', 'disputed')`),
    )
    .addColumn("payment_intent", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("fulfilled_at", "bigint")
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("checkout_sessions_player_idx").on("checkout_sessions").columns(["player_id", "created_at"]).execute();
  await db.schema.createIndex("checkout_sessions_payment_intent_idx").on("checkout_sessions").column("payment_intent").execute();

  // Webhook events seen (Stripe retries; a replay is answered 200 and changes nothing).
  await db.schema
    .createTable("payment_events")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("received_at", "bigint", (c) => c.notNull())
    .execute();
}
