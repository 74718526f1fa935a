import { sql, type Kysely } from "kysely";
import type { Dialect } from "../index.ts";

// The catalogue's stamp: one row whose value changes with every change to the catalogue (skins,
// power-ups, coin packs and their translations), kept by triggers so every writer changes it in its
// own transaction (Store Settings, seeds, imports, a restore's rows, an operator's SQL). The store and
// GET /api/me read the whole catalogue to answer, and parsed it again whenever its rows differed;
// they now read the stamp (a key lookup) and reuse their last parse while it is the same, so a saved
// price still shows at once on every instance (server/store/catalogue.ts).
//
// The value is random rather than a counter: a database restored from a backup, or another database
// a process opened before, cannot come back with the same stamp for other rows. It stays under 2^53
// so both engines' drivers read it as an exact number.

const MAX_STAMP = "9007199254740991";
const CATALOGUE_TABLES = ["skins", "power_ups", "coin_packs", "catalogue_translations"] as const;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const pg = dialect === "postgres";
  await db.schema
    .createTable("catalogue_stamp")
    .addColumn("id", "integer", (c) =>
      c
        .primaryKey()
        .notNull()
        .check(sql`id = 1`),
    )
    .addColumn("stamp", "bigint", (c) => c.notNull())
    .execute();
  const fresh = pg ? `floor(random() * ${MAX_STAMP})::bigint` : `abs(random() % ${MAX_STAMP})`;
  await sql.raw(`insert into catalogue_stamp (id, stamp) values (1, ${fresh})`).execute(db);
  const bump = `update catalogue_stamp set stamp = ${fresh} where id = 1`;
  if (pg) {
    // Once per statement: an operator's save of many rows changes the stamp once.
    await sql
      .raw(`create function catalogue_stamp_bump() returns trigger language plpgsql as $$ begin ${bump}; return null; end $$`)
      .execute(db);
    for (const table of CATALOGUE_TABLES) {
      await sql
        .raw(
          `create trigger catalogue_stamp_${table} after insert or update or delete or truncate on ${table}
           for each statement execute function catalogue_stamp_bump()`,
        )
        .execute(db);
    }
    return;
  }
  // SQLite has row triggers only.
  for (const table of CATALOGUE_TABLES) {
    for (const event of ["insert", "update", "delete"]) {
      await sql.raw(`create trigger catalogue_stamp_${table}_${event} after ${event} on ${table} begin ${bump}; end`).execute(db);
    }
  }
}
