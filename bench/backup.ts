// Online backup and restore on a populated database (npm run db:backup / db:restore, i.e.
// scripts/db-backup.ts and scripts/db-restore.ts run as their own processes, as an operator runs
// them). Populates BENCH_PLAYERS players (server/segments/test-players.ts: accounts, stats, wallets,
// checkouts, newsletter, achievements, profiles) and BENCH_RUNS finished runs, then, while this
// process keeps writing (one wallet update after another, as players would), takes a backup and
// restores it into a fresh database. Reports the backup and restore time, the database and backup
// sizes, and how the writes fared during the backup (count and worst latency: "online" means they go
// on). One pass on a fresh SQLite file, then one on a fresh PostgreSQL database (BENCH_ENGINES).
//
// Run: node bench/backup.ts (BENCH_PLAYERS=20000 BENCH_RUNS=200000 BENCH_ENGINES=sqlite,postgres).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { openDatabase, sqlitePathOf, type Db } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { insertPlayers, makePlayers } from "../server/segments/test-players.ts";
import { createTestDatabase } from "../tests/e2e/server.ts";
import { report } from "./lib.ts";

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200_000);
const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const root = resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const log = (message: string) => process.stderr.write(message + "\n");

async function script(name: string, databaseUrl: string, args: string[]): Promise<number> {
  const started = performance.now();
  await run(process.execPath, [join(root, "scripts", name), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", DATABASE_URL: databaseUrl },
  });
  return (performance.now() - started) / 1000;
}

async function populate(db: Db) {
  const now = Date.now();
  await insertPlayers(db.kysely, makePlayers(PLAYERS, now), { batch: 500 });
  const ids = sql.raw(`'p' || substr('000000' || ((i * 2654435761) % ${PLAYERS}), -6, 6)`);
  const series = (from: number, to: number) =>
    db.dialect === "sqlite"
      ? sql`with recursive n(i) as (select cast(${from} as integer) union all select i + 1 from n where i < ${to}) select * from n`
      : sql`select i from generate_series(${from}::bigint, ${to}::bigint) as g(i)`;
  for (let from = 1; from <= RUNS; from += 100_000) {
    const to = Math.min(RUNS, from + 99_999);
    await sql`
      insert into runs (id, player_id, seed, settings_version, status, started_at, expires_at, finished_at, score, ticks, name, input_log)
      select 'r' || i, ${ids}, i, 1, 'finished', ${now} - i * 1000, ${now} - i * 1000 + 1800000, ${now} - i * 1000 + 60000,
             i % 120, 3600, 'Flyer', 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8gISIjJCUmJygpKissLS4v'
      from (${series(from, to)}) as n`.execute(db.kysely);
  }
}

/** Bytes the database takes: the SQLite file (+ WAL), or pg_database_size. */
async function sizeOf(db: Db, url: string): Promise<number> {
  if (db.dialect === "sqlite") {
    const path = sqlitePathOf(url);
    return (
      statSync(path).size +
      (() => {
        try {
          return statSync(`${path}-wal`).size;
        } catch {
          return 0;
        }
      })()
    );
  }
  const { rows } = await sql<{ bytes: number }>`select pg_database_size(current_database()) as bytes`.execute(db.kysely);
  return Number(rows[0]!.bytes);
}

let failed = false;
for (const engine of engines) {
  const source = await createTestDatabase(engine);
  const target = await createTestDatabase(engine);
  const dir = mkdtempSync(join(tmpdir(), "flap-bench-backup-"));
  const db = openDatabase(source.url, { poolMax: 2 });
  try {
    await migrateToLatest(db);
    const t0 = performance.now();
    await populate(db);
    log(`${engine}: ${PLAYERS} players and ${RUNS} runs written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const databaseBytes = await sizeOf(db, source.url);

    // Writes during the backup: one wallet update after another, each timed.
    let writing = true;
    let writes = 0;
    let worstWriteMs = 0;
    const writer = (async () => {
      for (let i = 0; writing; i++) {
        const started = performance.now();
        await db.kysely
          .updateTable("wallets")
          .set((eb) => ({ coins: eb("coins", "+", 1), updated_at: Date.now() }))
          .where("player_id", "=", `p${String(i % PLAYERS).padStart(6, "0")}`)
          .execute();
        worstWriteMs = Math.max(worstWriteMs, performance.now() - started);
        writes += 1;
        // Yield to the event loop between writes (node:sqlite answers synchronously: a loop of awaits
        // alone would never let the backup process's exit be seen), as a server does between requests.
        await new Promise((done) => setImmediate(done));
      }
    })();
    const file = join(dir, engine === "sqlite" ? "backup.db" : "backup.dump");
    const backupSeconds = await script("db-backup.ts", source.url, ["--out", file]);
    writing = false;
    await writer;
    const restoreSeconds = await script("db-restore.ts", target.url, [file]);

    const restored = openDatabase(target.url, { poolMax: 1 });
    const count = await restored.kysely
      .selectFrom("runs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    await restored.close();
    if (Number(count.n) !== RUNS) {
      failed = true;
      log(`error: ${engine}: the restored database has ${count.n} runs, not ${RUNS}`);
    }
    const population = { players: PLAYERS, runs: RUNS, databaseMB: Math.round(databaseBytes / 1e5) / 10 };
    report(`backup_${engine}_seconds`, backupSeconds, "s", population);
    report(`backup_${engine}_file_mb`, statSync(file).size / 1e6, "MB", population);
    report(`restore_${engine}_seconds`, restoreSeconds, "s", population);
    report(`backup_${engine}_writes_during`, writes, "count", {
      worstWriteMs: Math.round(worstWriteMs * 10) / 10,
      backupSeconds: Math.round(backupSeconds * 100) / 100,
    });
  } catch (error) {
    failed = true;
    log(`error: ${engine}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db.close();
    await source.drop();
    await target.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
if (failed) process.exitCode = 1;
