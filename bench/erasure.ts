// Erasure and retention at size, on SQLite (a temp WAL file, as the app opens it) and PostgreSQL (a
// fresh database, dropped afterwards), with the app's own code (server/players/erasure.ts through the
// players service, server/players/retention.ts):
//   - "Player erasure latency": one player with BENCH_RUNS finished runs (and their events and ledger
//     rows) erased in a database of BENCH_PLAYERS players (server/segments/test-players.ts), an audit
//     log of BENCH_AUDIT rows and an outbox of BENCH_OUTBOX mails; BENCH_ERASURES players, median and p95.
//   - "Retention run, idle guests erased per second": BENCH_GUESTS guests idle for 13 months erased by
//     one retention run (as many runs as its per-run share needs).
//
// Run: npm run bench:erasure (BENCH_ENGINES=sqlite,postgres BENCH_PLAYERS=20000 BENCH_RUNS=1000
//      BENCH_AUDIT=100000 BENCH_OUTBOX=50000 BENCH_ERASURES=10 BENCH_GUESTS=1000)
import { sql } from "kysely";
import pino from "pino";
import { createAchievementsService } from "../server/achievements/service.ts";
import { createAuditService } from "../server/audit/service.ts";
import { openDatabase, type Db } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createRetentionJob } from "../server/players/retention.ts";
import { createPlayersService } from "../server/players/service.ts";
import { createInventoryService } from "../server/runs/inventory.ts";
import { insertPlayers, makePlayers } from "../server/segments/test-players.ts";
import { createWalletService } from "../server/wallet/service.ts";
import { createTestDatabase } from "../tests/e2e/server.ts";
import { percentile, report } from "./lib.ts";

const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 100_000);
const OUTBOX = Number(process.env.BENCH_OUTBOX ?? 50_000);
const ERASURES = Number(process.env.BENCH_ERASURES ?? 10);
const GUESTS = Number(process.env.BENCH_GUESTS ?? 1000);
const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;
const log = (message: string) => process.stderr.write(message + "\n");

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** A player with RUNS finished runs, an end_game event and a ledger row per run. */
async function heavyPlayer(db: Db, id: string) {
  const iso = new Date(NOW - 30 * DAY).toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, createdAt: iso, updatedAt: iso })
    .execute();
  const runs = Array.from({ length: RUNS }, (_, i) => ({
    id: `${id}-run-${i}`,
    player_id: id,
    seed: i,
    settings_version: 1,
    status: "finished" as const,
    started_at: NOW - DAY + i * 1000,
    expires_at: NOW,
    finished_at: NOW - DAY + i * 1000 + 500,
    score: i % 40,
    ticks: 600,
    input_log: "A".repeat(200),
    name: id,
  }));
  await inBatches(runs, (batch) => db.kysely.insertInto("runs").values(batch).execute());
  await inBatches(
    runs.map((run, i) => ({
      id: `${run.id}-ev`,
      name: "end_game",
      player_id: id,
      run_id: run.id,
      value: i % 40,
      created_at: run.finished_at,
    })),
    (batch) => db.kysely.insertInto("analytics_events").values(batch).execute(),
  );
  await inBatches(
    runs.map((run, i) => ({
      id: `${run.id}-led`,
      player_id: id,
      delta: 10,
      balance_after: (i + 1) * 10,
      reason: "run",
      reference: `run:${run.id}`,
      created_at: run.finished_at,
    })),
    (batch) => db.kysely.insertInto("wallet_ledger").values(batch).execute(),
  );
}

for (const engine of engines) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db);
    const t0 = performance.now();
    await insertPlayers(db.kysely, makePlayers(PLAYERS, NOW), { batch: 500 });
    await inBatches(
      Array.from({ length: AUDIT }, (_, i) => ({
        id: `audit-${i}`,
        actor_id: "operator",
        actor: "ops@example.com",
        action: "player.coins_adjust",
        target: `someone-${i}`,
        before_json: JSON.stringify({ coins: i }),
        after_json: JSON.stringify({ coins: i + 1, reason: "goodwill" }),
        at: NOW - i,
      })),
      (batch) => db.kysely.insertInto("audit_log").values(batch).execute(),
    );
    await inBatches(
      Array.from({ length: OUTBOX }, (_, i) => ({
        id: `mail-${i}`,
        channel: "email" as const,
        recipient: `reader-${i}@example.com`,
        subject: "News",
        text: `Hello reader ${i}`,
        html: null,
        created_at: NOW - i * 1000,
      })),
      (batch) => db.kysely.insertInto("outbox").values(batch).execute(),
    );
    const heavy = Array.from({ length: ERASURES }, (_, i) => `bench-heavy-${i}`);
    for (const id of heavy) await heavyPlayer(db, id);
    await sql`analyze`.execute(db.kysely);
    log(`[${engine}] data written in ${Math.round(performance.now() - t0)} ms`);

    const players = createPlayersService(db, createWalletService(db), createInventoryService(db), createAchievementsService(db));
    const times: number[] = [];
    for (const id of heavy) {
      const start = performance.now();
      const result = await players.erase({
        playerId: id,
        by: "operator",
        actor: { id: "operator", label: "ops@example.com" },
        reason: "bench",
      });
      times.push(performance.now() - start);
      if (!result.ok) throw new Error(`erase ${id}: ${result.message}`);
    }
    times.sort((a, b) => a - b);
    const extra = { engine, players: PLAYERS, runsPerPlayer: RUNS, auditRows: AUDIT, outboxRows: OUTBOX, erasures: ERASURES };
    report(`Player erasure latency, ${engine}, ${RUNS} runs each, median`, percentile(times, 50), "ms", extra);
    report(`Player erasure latency, ${engine}, ${RUNS} runs each, p95`, percentile(times, 95), "ms", extra);

    const iso = new Date(NOW - 400 * DAY).toISOString();
    await inBatches(
      Array.from({ length: GUESTS }, (_, i) => ({
        id: `bench-idle-${i}`,
        name: `idle ${i}`,
        email: `idle-${i}@anonymous.invalid`,
        isAnonymous: true,
        createdAt: iso,
        updatedAt: iso,
      })),
      (batch) => db.kysely.insertInto("user").values(batch).execute(),
    );
    const job = createRetentionJob({
      db,
      erase: players.erase,
      audit: createAuditService(db),
      logger: pino({ level: "silent" }),
      now: () => NOW,
    });
    let erased = 0;
    const start = performance.now();
    for (;;) {
      const run = await job.runOnce();
      if (!run || run.removed.guests === 0) break;
      erased += run.removed.guests;
    }
    const seconds = (performance.now() - start) / 1000;
    await job.stop();
    report(`Retention run, idle guests erased per second, ${engine}`, erased / seconds, "guests/s", { ...extra, guests: erased });
  } finally {
    await db.close();
    await database.drop();
  }
}
