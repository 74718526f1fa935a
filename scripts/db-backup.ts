// `npm run db:backup [-- --out FILE]`: an online backup of DATABASE_URL while the server keeps running.
//
//   SQLite      VACUUM INTO: one read transaction copies a consistent snapshot of the database,
//               committed WAL frames included, into a fresh compact file; writers carry on meanwhile
//               (WAL readers never block them). The copy is checked with PRAGMA quick_check.
//   PostgreSQL  pg_dump --format=custom: one REPEATABLE READ snapshot, writers carry on meanwhile.
//               PG_DUMP names another binary (its major version must be at least the server's).
//
// The file is written next to its final name and renamed when complete, so a crash never leaves a
// half file under the real name. It holds secrets (sessions, app_secrets): it is created 0600.
// Restore with `npm run db:restore -- FILE` (scripts/db-restore.ts); see docs/operations.md "Backups".
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { ConfigError, loadConfig } from "../server/config.ts";
import { dialectOf, sqlitePathOf } from "../server/db/index.ts";

const PG_DUMP = process.env.PG_DUMP ?? "pg_dump";

class BackupError extends Error {}

function outputPath(argv: string[], dialect: "sqlite" | "postgres"): string {
  const flag = argv.indexOf("--out");
  if (flag >= 0) {
    const value = argv[flag + 1];
    if (!value) throw new BackupError("--out needs a file name");
    return resolve(value);
  }
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return resolve("backups", `flapmaster-${stamp}.${dialect === "sqlite" ? "db" : "dump"}`);
}

/** SQLite: a consistent snapshot through VACUUM INTO, checked before it is put in place. */
function backupSqlite(databaseUrl: string, out: string): void {
  const source = sqlitePathOf(databaseUrl);
  if (source === ":memory:") throw new BackupError("an in-memory database cannot be backed up");
  try {
    statSync(source);
  } catch {
    throw new BackupError(`no database file at ${source}`);
  }
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const database = new DatabaseSync(source);
  try {
    // The running server may be writing: wait for its lock rather than fail at once.
    database.exec("PRAGMA busy_timeout = 10000");
    database.prepare("VACUUM INTO ?").run(partial);
  } finally {
    database.close();
  }
  const copy = new DatabaseSync(partial, { readOnly: true });
  try {
    const check = copy.prepare("PRAGMA quick_check").get() as { quick_check?: string } | undefined;
    if (check?.quick_check !== "ok") throw new BackupError(`the copy failed its integrity check: ${JSON.stringify(check)}`);
  } finally {
    copy.close();
  }
  chmodSync(partial, 0o600);
  renameSync(partial, out);
}

/** The server's major version, and pg_dump's: pg_dump refuses a newer server, so say it plainly. */
async function checkPgDumpVersion(databaseUrl: string): Promise<void> {
  const version = spawnSync(PG_DUMP, ["--version"], { encoding: "utf8" });
  if (version.error || version.status !== 0) {
    throw new BackupError(`cannot run ${PG_DUMP} (install postgresql-client, or set PG_DUMP): ${version.error?.message ?? version.stderr}`);
  }
  const toolMajor = Number(/(\d+)(?:\.\d+)?/.exec(version.stdout)?.[1]);
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
    const serverMajor = Math.floor(Number(rows[0]?.server_version_num) / 10000);
    if (toolMajor < serverMajor) {
      throw new BackupError(
        `${PG_DUMP} is version ${toolMajor} but the server is ${serverMajor}: use a pg_dump of version ${serverMajor} or newer (PG_DUMP=...)`,
      );
    }
  } finally {
    await client.end();
  }
}

/** PostgreSQL: pg_dump's custom format (compressed; pg_restore can pick and reorder from it). */
async function backupPostgres(databaseUrl: string, out: string): Promise<void> {
  await checkPgDumpVersion(databaseUrl);
  const partial = `${out}.partial`;
  rmSync(partial, { force: true });
  const dump = spawnSync(PG_DUMP, ["--format=custom", "--no-password", "--file", partial, "--dbname", databaseUrl], {
    encoding: "utf8",
    stdio: ["ignore", "inherit", "pipe"],
  });
  if (dump.status !== 0) {
    rmSync(partial, { force: true });
    throw new BackupError(`pg_dump failed (exit ${dump.status}): ${dump.stderr.trim()}`);
  }
  chmodSync(partial, 0o600);
  renameSync(partial, out);
}

async function main() {
  const config = loadConfig();
  const dialect = dialectOf(config.DATABASE_URL);
  const out = outputPath(process.argv.slice(2), dialect);
  mkdirSync(dirname(out), { recursive: true });
  const started = performance.now();
  if (dialect === "sqlite") backupSqlite(config.DATABASE_URL, out);
  else await backupPostgres(config.DATABASE_URL, out);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Backup of the ${dialect} database written to ${out} (${statSync(out).size} bytes, ${seconds} s).`);
}

try {
  await main();
} catch (error) {
  if (error instanceof ConfigError) console.error(`Invalid configuration\n${error.problems.join("\n")}`);
  else console.error(`Backup failed: ${error instanceof BackupError ? error.message : ((error as Error).stack ?? String(error))}`);
  process.exit(1);
}
