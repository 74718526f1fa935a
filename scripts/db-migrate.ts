// `npm run db:migrate`: bring the configured database to the newest schema (and seed it), then exit.
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";

try {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    const result = await migrateToLatest(db);
    for (const step of result.results ?? []) console.log(`${step.status}: ${step.migrationName}`);
    if ((result.results ?? []).length === 0) console.log("Already at the newest migration.");
    await seed(db);
    console.log(`Database (${db.dialect}) is migrated and seeded.`);
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(`Invalid configuration\n${error.problems.join("\n")}`);
  else console.error(`Migration failed: ${(error as Error).message}`);
  process.exit(1);
}
