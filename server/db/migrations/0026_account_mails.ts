import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The coin pack receipt (server/payments/receipt.ts): the language the player bought in, and when the
// receipt was claimed for mailing, so a replayed webhook or a second fulfilment never mails it twice.
// Sessions fulfilled before this migration count as mailed (no receipt for an old purchase).
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable("checkout_sessions").addColumn("locale", "text").execute();
  await db.schema.alterTable("checkout_sessions").addColumn("receipt_mailed_at", "bigint").execute();
  await db
    .updateTable("checkout_sessions")
    .set((eb) => ({ receipt_mailed_at: eb.ref("fulfilled_at") }))
    .where("fulfilled_at", "is not", null)
    .execute();
}
