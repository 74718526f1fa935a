import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The operator team (docs/decisions/027-operator-roles.md). Every operator is a Better Auth user with
// role 'admin' (the guard's test, unchanged); what they may do is their team role here: owner (all,
// and the team), editor (the game, not the team), viewer (reads only). Invitations carry a hashed,
// single-use token that expires. Operators before this migration were the one operator: owners.
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("operator_roles")
    .addColumn("user_id", "text", (c) => c.primaryKey().notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'editor', 'viewer')`))
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    // The operator's e-mail who last set it (null: the system, at start or in this migration).
    .addColumn("updated_by", "text")
    .execute();

  await db.schema
    .createTable("operator_invitations")
    .addColumn("id", "text", (c) => c.primaryKey().notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'editor', 'viewer')`))
    // SHA-256 of the token in the mailed link: the database alone cannot be used to join.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("invited_by", "text", (c) => c.notNull())
    .addColumn("created_at", "bigint", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("accepted_at", "bigint")
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("operator_invitations_email_idx").on("operator_invitations").columns(["email", "created_at"]).execute();

  const now = Date.now();
  const admins = await db.selectFrom("user").select("id").where("role", "=", "admin").execute();
  for (const admin of admins) {
    await db
      .insertInto("operator_roles")
      .values({ user_id: admin.id, role: "owner", created_at: now, updated_at: now, updated_by: null })
      .execute();
  }
}
