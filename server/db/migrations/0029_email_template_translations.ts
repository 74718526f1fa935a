import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// An e-mail template's subject and body in the eight languages besides English: one row per template
// and language (English stays in email_templates' own columns and is what a recipient reads where a
// row is missing). Lifecycle mails, and campaigns sent as their template wrote them, go to each
// recipient in their language (server/campaigns/template-texts.ts). Rows of the seeded templates are
// seeded once (server/db/seed.ts, step email_template_translations); the operator edits them in
// Email > Templates. A template's rows go with it (foreign key, on delete cascade).

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("email_template_translations")
    .addColumn("template_id", "text", (c) => c.notNull().references("email_templates.id").onDelete("cascade"))
    .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in ('es', 'fr', 'de', 'pt', 'it', 'ru', 'ja', 'zh')`))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    // The operator's e-mail (null: the seed).
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("email_template_translations_pk", ["template_id", "locale"])
    .execute();
}
