import { Migrator, type Migration, type MigrationResultSet } from "kysely/migration";
import type { Db } from "./index.ts";
import { migrations } from "./migrations/index.ts";

/** Brings the schema to the newest migration; the same migrations give the same schema on both engines. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db.kysely,
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
