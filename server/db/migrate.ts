import { sql } from "kysely";
import { Migrator, type Migration, type MigrationResultSet } from "kysely/migration";
import type { Db } from "./index.ts";
import { migrations } from "./migrations/index.ts";

/** Brings the schema to the newest migration; the same migrations give the same schema on both engines. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db.kysely,
    // PostgreSQL: Kysely looks for its migration tables in EVERY schema of the database unless told
    // which one, so another schema's kysely_migration (another app, a parallel test) would be taken
    // for ours. Pin them to the schema our unqualified names resolve to (the search_path's first).
    migrationTableSchema: await migrationSchemaOf(db),
    provider: {
      async getMigrations() {
        const withDialect: Record<string, Migration> = {};
        for (const [name, migration] of Object.entries(migrations)) {
          withDialect[name] = { up: (kysely) => migration.up(kysely, db.dialect) };
        }
        return withDialect;
      },
    },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}

async function migrationSchemaOf(db: Db): Promise<string | undefined> {
  if (db.dialect !== "postgres") return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db.kysely);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL has no current schema: check search_path");
  return schema;
}
