// `npm run db:restore -- FILE`: puts a backup made by `npm run db:backup` into DATABASE_URL, which must
// be EMPTY (a new SQLite path, or a freshly created PostgreSQL database): a restore never mixes with
// or overwrites live data. Start the server on it afterwards; it runs any newer migrations itself.
//
//   SQLite      the file is checked (PRAGMA quick_check), copied next to the target and renamed.
//   PostgreSQL  pg_restore --single-transaction --exit-on-error --no-owner --no-privileges: all or
//               nothing, objects owned by the DATABASE_URL user. PG_RESTORE names another binary.
import { spawnSync } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, openSync, readSync, closeSync, renameSync, rmSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { ConfigError, loadConfig } from "../server/config.ts";
import { dialectOf, sqlitePathOf } from "../server/db/index.ts";

const PG_RESTORE = process.env.PG_RESTORE ?? "pg_restore";

class RestoreError extends Error {}

/** What a backup file is, from its first bytes. */
function kindOf(file: string): "sqlite" | "postgres" | null {
  const head = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1").startsWith("SQLite format 3\0")) return "sqlite";
  if (head.toString("latin1", 0, 5) === "PGDMP") return "postgres";
  return null;
}

function restoreSqlite(file: string, databaseUrl: string): void {
  const target = sqlitePathOf(databaseUrl);
  if (target === ":memory:") throw new RestoreError("cannot restore into an in-memory database");
  for (const path of [target, `${target}-wal`, `${target}-shm`]) {
    if (existsSync(path) && statSync(path).size > 0) {
      throw new RestoreError(`${path} exists: restore into a new path (then point DATABASE_URL at it), never over a database`);
    }
  }
  const check = new DatabaseSync(file, { readOnly: true });
  try {
    const result = check.prepare("PRAGMA quick_check").get() as { quick_check?: string } | undefined;
    if (result?.quick_check !== "ok") throw new RestoreError(`the backup failed its integrity check: ${JSON.stringify(result)}`);
  } finally {
    check.close();
  }
  mkdirSync(dirname(target), { recursive: true });
  const partial = `${target}.partial`;
  copyFileSync(file, partial);
  chmodSync(partial, 0o600);
  for (const path of [target, `${target}-wal`, `${target}-shm`]) rmSync(path, { force: true });
  renameSync(partial, target);
}

async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]?.n) > 0) {
      throw new RestoreError("the target database has tables: create an empty database (createdb NAME) and point DATABASE_URL at it");
    }
  } finally {
    await client.end();
  }
  const restore = spawnSync(
    PG_RESTORE,
    ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", "--no-password", "--dbname", databaseUrl, file],
    { encoding: "utf8", stdio: ["ignore", "inherit", "pipe"] },
  );
  if (restore.error)
    throw new RestoreError(`cannot run ${PG_RESTORE} (install postgresql-client, or set PG_RESTORE): ${restore.error.message}`);
  if (restore.status !== 0)
    throw new RestoreError(`pg_restore failed (exit ${restore.status}); nothing was restored: ${restore.stderr.trim()}`);
}

async function main() {
  const fileArgument = process.argv.slice(2).find((arg) => !arg.startsWith("-"));
  if (!fileArgument) throw new RestoreError("usage: npm run db:restore -- BACKUP_FILE (DATABASE_URL names the empty target)");
  const file = resolve(fileArgument);
  if (!existsSync(file)) throw new RestoreError(`no backup file at ${file}`);
  const config = loadConfig();
  const dialect = dialectOf(config.DATABASE_URL);
  const kind = kindOf(file);
  if (kind === null) throw new RestoreError(`${file} is neither a SQLite database nor a pg_dump custom-format file`);
  if (kind !== dialect) throw new RestoreError(`${file} is a ${kind} backup but DATABASE_URL is ${dialect}`);
  const started = performance.now();
  if (dialect === "sqlite") restoreSqlite(file, config.DATABASE_URL);
  else await restorePostgres(file, config.DATABASE_URL);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(`Restored ${file} into the ${dialect} database (${seconds} s). Start the server on it to apply newer migrations.`);
}

try {
  await main();
} catch (error) {
  if (error instanceof ConfigError) console.error(`Invalid configuration\n${error.problems.join("\n")}`);
  else console.error(`Restore failed: ${error instanceof RestoreError ? error.message : ((error as Error).stack ?? String(error))}`);
  process.exit(1);
}
