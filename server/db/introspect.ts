// The tables and columns the migrated database really holds, read from the engine's own catalogue
// (sqlite_master / information_schema), without Kysely's migration bookkeeping. The personal-data
// test (server/players/erasure.test.ts) compares them with server/players/personal-data.ts.
import { sql } from "kysely";
import type { Db } from "./index.ts";

/** Table name -> its column names. */
export async function tableColumns(db: Db): Promise<Map<string, string[]>> {
  const rows =
    db.dialect === "sqlite"
      ? await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, c.name as column_name
          from sqlite_master m, pragma_table_info(m.name) c
          where m.type = 'table' and m.name not like 'sqlite_%' and m.name not like 'kysely_migration%'
          order by m.name, c.cid`.execute(db.kysely)
      : await sql<{ table_name: string; column_name: string }>`
          select c.table_name, c.column_name
          from information_schema.columns c
          join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
          where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely_migration%'
          order by c.table_name, c.ordinal_position`.execute(db.kysely);
  const tables = new Map<string, string[]>();
  for (const row of rows.rows) tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
  return tables;
}

/** Rows of `table` in which any column, read as text, contains any of `needles` (any case). */
export async function rowsContaining(db: Db, table: string, columns: string[], needles: string[]): Promise<number> {
  const conditions = columns.flatMap((column) =>
    needles.map((needle) => sql`lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`),
  );
  const row = await sql<{
    n: number | string;
  }>`select count(*) as n from ${sql.table(table)} where ${sql.join(conditions, sql` or `)}`.execute(db.kysely);
  return Number(row.rows[0]?.n ?? 0);
}
