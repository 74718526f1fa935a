// `npm run admin:reset-password`: give the operator account (ADMIN_EMAIL) a new password and sign it
// out everywhere. Takes the password from ADMIN_PASSWORD, else generates one and prints it.
import { pino } from "pino";
import { ConfigError, loadConfig } from "../server/config.ts";
import { openDatabase } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createServices } from "../server/services.ts";

try {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL, { poolMax: 2 });
  try {
    await migrateToLatest(db);
    const services = createServices({ config, db, logger: pino({ level: "warn" }) });
    const { password, generated } = await services.auth.resetOperatorPassword(config.ADMIN_PASSWORD);
    if (generated) {
      console.log(`New admin password for ${config.ADMIN_EMAIL}: ${password}`);
      console.log("It is shown only now: use it in the footer's Admin Access dialog.");
    } else {
      console.log(`The admin password for ${config.ADMIN_EMAIL} is now the one in ADMIN_PASSWORD.`);
    }
    console.log("Every session of the operator account was signed out.");
  } finally {
    await db.close();
  }
} catch (error) {
  if (error instanceof ConfigError) console.error(`Invalid configuration\n${error.problems.join("\n")}`);
  else console.error(`Resetting the admin password failed: ${(error as Error).message}`);
  process.exit(1);
}
