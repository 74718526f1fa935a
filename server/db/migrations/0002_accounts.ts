import { sql, type ColumnDefinitionBuilder, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Accounts: Better Auth's tables (user, session, account, verification, with the anonymous, admin and
// phone-number plugins' fields), and ours for secrets, the minimal wallet, the mail/SMS outbox, rate
// limits and the audit log.
//
// Better Auth's tables keep the library's own names (camelCase, table "user") so its Kysely adapter
// needs no mapping. Their boolean and date fields are the ONE place where the column type depends on
// the engine, because the adapter itself converts differently per engine (see docs/decisions/005):
//   - PostgreSQL: the adapter sends JS booleans and Date objects  -> `boolean`, `timestamptz`
//   - SQLite:     the adapter sends 0/1 and ISO-8601 UTC strings   -> `integer` (0/1), `text`
// Both round-trip to the same JS values through the adapter. Our own tables use the portable types of
// 0001 (text, integer, bigint epoch ms).

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  const timestamp = pg ? "timestamptz" : "text";
  const boolType = pg ? "boolean" : "integer";
  /** A Better Auth boolean field: a real boolean on PostgreSQL, 0/1 on SQLite. */
  const bool =
    (column: string, options: { notNull?: boolean; defaultFalse?: boolean } = {}) =>
    (c: ColumnDefinitionBuilder) => {
      let builder = c;
      if (options.notNull) builder = builder.notNull();
      if (options.defaultFalse) builder = builder.defaultTo(pg ? sql`false` : 0);
      if (!pg) builder = builder.check(sql`${sql.ref(column)} in (0, 1)`);
      return builder;
    };

  await db.schema
    .createTable("user")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("emailVerified", boolType, bool("emailVerified", { notNull: true, defaultFalse: true }))
    .addColumn("image", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    // anonymous plugin
    .addColumn("isAnonymous", boolType, bool("isAnonymous", { notNull: true, defaultFalse: true }))
    // admin plugin
    .addColumn("role", "text", (c) =>
      c
        .notNull()
        .defaultTo("player")
        .check(sql`role in ('player', 'admin')`),
    )
    .addColumn("banned", boolType, bool("banned", { defaultFalse: true }))
    .addColumn("banReason", "text")
    .addColumn("banExpires", timestamp)
    // phone-number plugin
    .addColumn("phoneNumber", "text", (c) => c.unique())
    .addColumn("phoneNumberVerified", boolType, bool("phoneNumberVerified"))
    .execute();

  await db.schema
    .createTable("session")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .addColumn("ipAddress", "text")
    .addColumn("userAgent", "text")
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    // admin plugin
    .addColumn("impersonatedBy", "text")
    .execute();
  await db.schema.createIndex("session_userId_idx").on("session").column("userId").execute();

  await db.schema
    .createTable("account")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("accountId", "text", (c) => c.notNull())
    .addColumn("providerId", "text", (c) => c.notNull())
    .addColumn("userId", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("accessToken", "text")
    .addColumn("refreshToken", "text")
    .addColumn("idToken", "text")
    .addColumn("accessTokenExpiresAt", timestamp)
    .addColumn("refreshTokenExpiresAt", timestamp)
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("account_userId_idx").on("account").column("userId").execute();

  await db.schema
    .createTable("verification")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expiresAt", timestamp, (c) => c.notNull())
    .addColumn("createdAt", timestamp, (c) => c.notNull())
    .addColumn("updatedAt", timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verification_identifier_idx").on("verification").column("identifier").execute();

  // Process-wide secrets (the auth secret when BETTER_AUTH_SECRET is not set): made once, shared by
  // every instance on the same database.
  await db.schema
    .createTable("app_secrets")
    .addColumn("name", "text", (c) => c.primaryKey().notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();

  // The minimal wallet: one balance per player and its ledger. A balance never goes below 0; every
  // change is a ledger row written in the same transaction; a reference is credited at most once.
  await db.schema
    .createTable("wallets")
    .addColumn("player_id", "text", (c) => c.primaryKey().notNull().references("user.id").onDelete("cascade"))
    .addColumn("coins", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`coins >= 0`),
    )
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    .execute();

  // No foreign key on player_id: the history outlives a merged guest or a deleted account.
  await db.schema
    .createTable("wallet_ledger")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("player_id", "text", (c) => c.notNull())
    .addColumn("delta", "integer", (c) => c.notNull().check(sql`delta <> 0`))
    .addColumn("balance_after", "integer", (c) => c.notNull().check(sql`balance_after >= 0`))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("wallet_ledger_player_idx").on("wallet_ledger").columns(["player_id", "created_at"]).execute();

  // Every e-mail (when no SMTP_URL is set) and every SMS (when no SMS provider is set).
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("channel", "text", (c) => c.notNull().check(sql`channel in ('email', 'sms')`))
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("html", "text")
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_created_idx").on("outbox").columns(["created_at"]).execute();
  await db.schema.createIndex("outbox_recipient_idx").on("outbox").columns(["recipient", "created_at"]).execute();

  // Fixed-window counters shared by every instance (admin sign-in, Better Auth's endpoints, ...).
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey().notNull())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expires_idx").on("rate_limits").column("expires_at").execute();

  // Who did what to what, when, with the state before and after (JSON text).
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("before_json", "text")
    .addColumn("after_json", "text")
    .addColumn("ip", "text")
    .addColumn("at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at"]).execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_id", "at"]).execute();
}
