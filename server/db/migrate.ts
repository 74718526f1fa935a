import { sql, type DatabaseIntrospector, type Kysely } from "kysely";
import { Migrator, type Migration, type MigrationResultSet } from "kysely/migration";
import type { Db } from "./index.ts";
import { migrations } from "./migrations/index.ts";

/** Brings the schema to the newest migration; the same migrations give the same schema on both engines. */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const schema = await migrationSchemaOf(db);
  const migrator = new Migrator({
    db: schema === undefined ? db.kysely : introspectingOnly(db.kysely, schema),
    // PostgreSQL: Kysely looks for its migration tables in EVERY schema of the database unless told
    // which one, so another schema's kysely_migration (another app, a parallel test) would be taken
    // for ours. Pin them to the schema our unqualified names resolve to (the search_path's first).
    migrationTableSchema: schema,
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

/**
 * PostgreSQL: the migrator asks whether its two tables exist through Kysely's introspector, which reads
 * every column of every table in every schema, calling pg_get_serial_sequence on each. A table dropped
 * meanwhile in another schema (a test file beside this one dropping its schema) makes that call fail
 * with "relation … does not exist". The tables are looked up in the migration schema only, in the
 * catalogue, with no function called on other schemas' tables.
 */
function introspectingOnly<DB>(kysely: Kysely<DB>, schema: string): Kysely<DB> {
  const getTables: DatabaseIntrospector["getTables"] = async () => {
    const { rows } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'f')`.execute(kysely);
    return rows.map((row) => ({ name: row.name, schema, isView: row.kind === "v", isForeign: row.kind === "f", columns: [] }));
  };
  const introspection: DatabaseIntrospector = {
    getSchemas: () => kysely.introspection.getSchemas(),
    getTables,
  };
  // Kysely's methods use private fields: everything but the introspector is the instance's own, bound.
  return new Proxy(kysely, {
    get(target, property) {
      if (property === "introspection") return introspection;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
