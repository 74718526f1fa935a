import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The catalogue's player-visible texts in the eight languages besides English: one row per item,
// language and text field (docs/decisions/023). English stays in the items' own columns (skins.name,
// power_ups.name / description / duration_text, coin_packs.name / description) and is what a player
// reads where a row is missing. No foreign key: the three item tables share this one, and a row of an
// item that is gone is never read (reads join from the items). The store's reads join this table on
// its primary key, so a page in German costs the same queries as one in English. Rows are seeded once
// (server/db/seed.ts, step catalogue_translations); the operator edits them in Store Settings.

export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema
    .createTable("catalogue_translations")
    .addColumn("item_kind", "text", (c) => c.notNull().check(sql`item_kind in ('skin', 'power_up', 'coin_pack')`))
    .addColumn("item_id", "text", (c) => c.notNull())
    // English lives in the items' columns, never here.
    .addColumn("locale", "text", (c) => c.notNull().check(sql`locale in ('es', 'fr', 'de', 'pt', 'it', 'ru', 'ja', 'zh')`))
    // The column of the item it translates.
    .addColumn("field", "text", (c) => c.notNull().check(sql`field in ('name', 'description', 'duration_text')`))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("updated_at", "bigint", (c) => c.notNull())
    // The operator's e-mail (null: the seed).
    .addColumn("updated_by", "text")
    .addPrimaryKeyConstraint("catalogue_translations_pk", ["item_kind", "item_id", "locale", "field"])
    .execute();
}
