// Player Segments: "Segment count latency with 100 thousand players" on SQLite (a temp WAL file, as
// the app opens it) and PostgreSQL (a fresh database, dropped afterwards). The app's own code
// answers: openDatabase + migrateToLatest and countSegment (server/segments/criteria.ts), the query
// behind the live preview and the list's counts.
//
// Players come from the unit tests' generator (server/segments/test-players.ts): 4 in 10 guests, 3 in
// 4 with stats, some checkouts, newsletter subscriptions, achievements and profiles; then ANALYZE.
// Each criteria set is counted BENCH_CALLS times after one warm-up; the figures are the median and
// p95 per set, in ms.
//
// Run: npm run bench:segments (BENCH_ENGINES=sqlite,postgres BENCH_PLAYERS=100000 BENCH_CALLS=20)
import { sql } from "kysely";
import { openDatabase } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { countSegment, type Criterion } from "../server/segments/criteria.ts";
import { insertPlayers, makePlayers } from "../server/segments/test-players.ts";
import { createTestDatabase } from "../tests/e2e/server.ts";
import { percentile, report } from "./lib.ts";

const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const NOW = Date.UTC(2026, 5, 15, 12);
const log = (message: string) => process.stderr.write(message + "\n");

const SETS: Record<string, Criterion[]> = {
  "all players": [],
  "games played >= 10": [{ type: "games_played", operator: ">=", value: 10 }],
  "days since last seen >= 30": [{ type: "days_since_last_seen", operator: ">=", value: 30 }],
  "language in (fr, de)": [{ type: "language", operator: "in", value: ["fr", "de"] }],
  "newsletter consent": [{ type: "newsletter", operator: "is", value: true }],
  "total spent > $0": [{ type: "total_spent", operator: ">", value: 0 }],
  "achievement master not unlocked": [{ type: "achievement", operator: "not_unlocked", value: "master" }],
  "5 criteria": [
    { type: "account_type", operator: "is", value: "account" },
    { type: "best_score", operator: ">", value: 20 },
    { type: "coins", operator: "<", value: 3000 },
    { type: "country", operator: "is_not", value: "US" },
    { type: "days_since_last_seen", operator: "<", value: 14 },
  ],
};

for (const engine of engines) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db);
    const t0 = performance.now();
    await insertPlayers(db.kysely, makePlayers(PLAYERS, NOW), { batch: 500 });
    await sql`analyze`.execute(db.kysely);
    log(`[${engine}] ${PLAYERS} players written in ${Math.round(performance.now() - t0)} ms`);
    for (const [label, criteria] of Object.entries(SETS)) {
      const players = await countSegment(db.kysely, criteria, { now: NOW });
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const start = performance.now();
        await countSegment(db.kysely, criteria, { now: NOW });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const extra = { engine, players: PLAYERS, criteria: label, matching: players, calls: CALLS };
      report(`Segment count latency with 100 thousand players, ${engine}, ${label}, median`, percentile(times, 50), "ms", extra);
      report(`Segment count latency with 100 thousand players, ${engine}, ${label}, p95`, percentile(times, 95), "ms", extra);
    }
  } finally {
    await db.close();
    await database.drop();
  }
}
