import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// Background jobs that must run on one instance at a time (the campaign sender, so its
// configured rate is the whole site's rate however many instances run) hold a named lease here. A
// holder renews it while it works; a crashed holder's lease runs out and another instance takes over.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.primaryKey().notNull())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
}
