// Player Data (admin) on a big install: search and sort latency of the players list with 100 thousand
// players and 1 million finished runs, the statistics cards, and the CSV export of 1 million scores
// (time and peak memory), on SQLite (a temp WAL file, as the app opens it) and PostgreSQL (a fresh
// database, dropped afterwards). The app's own code answers: openDatabase + migrateToLatest and
// createPlayerDataService (server/admin/player-data.ts).
//
// Rows are generated inside the database (a recursive CTE on SQLite, generate_series on PostgreSQL):
// 4 in 5 players are guests, 9 in 10 have stats, 6 in 7 a wallet, 1 in 50 paid for coins; runs are
// spread over 60 days up to "now" with scores 0-119. The database's triggers (migration 0019) fill
// player_summaries and run_score_counts as the rows go in, as they do for the app's own writes. Then
// ANALYZE (PostgreSQL: VACUUM ANALYZE).
//
// Export memory: the export is read the way the HTTP route reads it (chunks of lines), the bytes
// dropped; heapUsed and RSS are sampled on every chunk, and their peak above the level before the
// export is the figure (garbage included: V8 collects when it likes); the heap left after a forced
// GC every 100k rows is what the export really holds. One line per finished run plus the header.
//
// Run: npm run bench:admin (BENCH_ENGINES=sqlite,postgres  BENCH_PLAYERS=100000  BENCH_RUNS=1000000
// BENCH_CALLS=30 calls per list op; BENCH_EXPLAIN=1 prints each list query's plan to stderr).
import { sql } from "kysely";
import { openDatabase, type Db } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createPlayerDataService, type PlayerListQuery } from "../server/admin/player-data.ts";
import { createTestDatabase } from "../tests/e2e/server.ts";
import { explainQueries, percentile, report } from "./lib.ts";

const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1_000_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
const NOW = Date.UTC(2026, 2, 10, 12);
const BASE_SECONDS = Math.floor(Date.UTC(2025, 0, 1) / 1000);
/** Runs finish every `RUN_STEP` ms, the last one at NOW: 1M runs cover ~58 days. */
const RUN_STEP = 5_000;
const log = (message: string) => process.stderr.write(message + "\n");

// An integer hash of the row number i (Knuth's multiplicative hash), the same on both engines.
const hash = sql.raw(`((i * 2654435761) % 4294967296)`);

async function seed(db: Db) {
  const k = db.kysely;
  const sqlite = db.dialect === "sqlite";
  // node:sqlite binds JS numbers as REAL: cast, or 'u' || i would read 'u1.0'.
  const rowsTo = (n: number) =>
    sqlite
      ? sql`with recursive n(i) as (select cast(1 as integer) union all select i + 1 from n where i < ${n}) select * from n`
      : sql`select i from generate_series(1::bigint, ${n}::bigint) as g(i)`;
  const t0 = performance.now();
  // 0/1 on SQLite, a boolean on PostgreSQL: what each engine's isAnonymous column holds.
  const guest = sql.raw(`(i % 5 <> 0)`);
  const created = sqlite
    ? sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', ${BASE_SECONDS} + i * 37, 'unixepoch')`)
    : sql.raw(`to_timestamp(${BASE_SECONDS} + i * 37)`);
  await sql`
    insert into "user" (id, name, email, "emailVerified", "createdAt", "updatedAt", "isAnonymous", role)
    select 'u' || i,
           case when i % 5 <> 0 then 'Guest' else 'Player ' || i end,
           case when i % 5 <> 0 then 'temp-' || i || '@guest.invalid' else 'user' || i || '@example.com' end,
           ${sqlite ? sql.raw("0") : sql.raw("false")}, ${created}, ${created}, ${guest}, 'player'
    from (${rowsTo(PLAYERS)}) as n`.execute(k);
  await sql`
    insert into player_stats (player_id, games_played, total_flaps, perfect_runs, best_score, last_played_at, updated_at)
    select 'u' || i, ${hash} % 200, 0, 0, ${hash} % 150, ${NOW} - (${hash} % 5000000000), ${NOW}
    from (${rowsTo(PLAYERS)}) as n where i % 10 <> 0`.execute(k);
  await sql`
    insert into wallets (player_id, coins, updated_at)
    select 'u' || i, ${hash} % 50000, ${NOW}
    from (${rowsTo(PLAYERS)}) as n where i % 7 <> 0`.execute(k);
  await sql`
    insert into checkout_sessions (id, provider, player_id, pack_id, coins, amount_cents, currency, status, created_at, updated_at)
    select 'cs_' || i, 'sandbox', 'u' || i, 'starter', 1000, 99 + (i % 3) * 400, 'usd',
           case when i % 250 = 0 then 'refunded' else 'paid' end, ${NOW}, ${NOW}
    from (${rowsTo(PLAYERS)}) as n where i % 50 = 0`.execute(k);
  log(`${db.dialect}: ${PLAYERS} players in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const t1 = performance.now();
  const BATCH = 200_000;
  for (let from = 1; from <= RUNS; from += BATCH) {
    const to = Math.min(RUNS, from + BATCH - 1);
    const series = sqlite
      ? sql`with recursive n(i) as (select cast(${from} as integer) union all select i + 1 from n where i < ${to}) select * from n`
      : sql`select i from generate_series(${from}::bigint, ${to}::bigint) as g(i)`;
    await sql`
      insert into runs (id, player_id, seed, settings_version, status, started_at, expires_at, finished_at, score, ticks, name)
      select 'r' || i, 'u' || (1 + ${hash} % ${PLAYERS}), 1, 1, 'finished',
             ${NOW - RUNS * RUN_STEP} + i * ${RUN_STEP} - 60000, ${NOW - RUNS * RUN_STEP} + i * ${RUN_STEP},
             ${NOW - RUNS * RUN_STEP} + i * ${RUN_STEP}, ${hash} % 120, 600,
             case when i % 3 = 0 then 'Flyer ' || (i % 1000) else null end
      from (${series}) as n`.execute(k);
  }
  log(`${db.dialect}: ${RUNS} runs in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
  await sql.raw(sqlite ? "analyze" : "vacuum analyze").execute(k);
}

async function measure(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 3; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const base: PlayerListQuery = { q: "", type: "all", sort: "joined", dir: "desc", page: 1, pageSize: 25 };
const LIST_OPS: [string, Partial<PlayerListQuery>][] = [
  ["default", {}],
  ["sort_name_asc", { sort: "name", dir: "asc" }],
  ["sort_email_asc", { sort: "email", dir: "asc" }],
  ["sort_type_asc", { sort: "type", dir: "asc" }],
  ["sort_joined_asc", { sort: "joined", dir: "asc" }],
  ["sort_games_desc", { sort: "games", dir: "desc" }],
  ["sort_best_desc", { sort: "best", dir: "desc" }],
  ["sort_best_asc", { sort: "best", dir: "asc" }],
  ["sort_last_played_desc", { sort: "lastPlayed", dir: "desc" }],
  ["sort_coins_desc", { sort: "coins", dir: "desc" }],
  ["sort_spent_desc", { sort: "spent", dir: "desc" }],
  ["page_2000", { page: 2000 }],
  ["search_name", { q: "player 4242" }],
  ["search_email", { q: "user99990@" }],
  ["search_id", { q: "u12345" }],
  ["search_none", { q: "nobody-here" }],
  ["search_sorted_best", { q: "player 1", sort: "best", dir: "desc" }],
  ["filter_accounts_coins", { type: "account", sort: "coins", dir: "desc" }],
];

let failed = false;
for (const engine of engines) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url, { poolMax: 2 });
  try {
    await migrateToLatest(db);
    await seed(db);
    const service = createPlayerDataService(db, { timeZone: "UTC", now: () => NOW });

    const stats = await service.statistics();
    if (stats.players !== PLAYERS || stats.gamesAllTime !== RUNS)
      throw new Error(`${engine}: unexpected statistics ${JSON.stringify(stats)}`);
    log(`${engine}: ${JSON.stringify(stats)}`);

    for (const [op, overrides] of LIST_OPS) {
      const query = { ...base, ...overrides };
      const times = await measure(() => service.list(query));
      report(`admin_players_${engine}_list_${op}_p50`, percentile(times, 50), "ms", {
        players: PLAYERS,
        runs: RUNS,
        samples: times.length,
      });
      report(`admin_players_${engine}_list_${op}_p95`, percentile(times, 95), "ms", {
        players: PLAYERS,
        runs: RUNS,
        samples: times.length,
      });
      if (EXPLAIN) await explainQueries(db, op, (traced) => createPlayerDataService(traced).list(query));
    }
    const statTimes = await measure(() => service.statistics());
    report(`admin_players_${engine}_statistics_p50`, percentile(statTimes, 50), "ms", { players: PLAYERS, runs: RUNS });
    report(`admin_players_${engine}_statistics_p95`, percentile(statTimes, 95), "ms", { players: PLAYERS, runs: RUNS });
    if (EXPLAIN) await explainQueries(db, "statistics", (traced) => createPlayerDataService(traced, { now: () => NOW }).statistics());

    // The export, read in ~64 KB chunks like the route does.
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    let lines = 0;
    let bytes = 0;
    let chunk = 0;
    // What stays live (every 100k lines, after a full GC; needs --expose-gc, as npm run bench:admin
    // passes): flat when the export holds one batch, growing with the rows when it holds them all.
    let retained = 0;
    const gc = (globalThis as { gc?: () => void }).gc;
    const started = performance.now();
    for await (const line of service.exportScores()) {
      lines += 1;
      if (gc && lines % 100_000 === 0) {
        gc();
        retained = Math.max(retained, process.memoryUsage().heapUsed - before.heapUsed);
      }
      bytes += line.length; // ASCII: characters are bytes
      chunk += line.length;
      if (chunk >= 65_536) {
        chunk = 0;
        const now = process.memoryUsage();
        if (now.heapUsed > peakHeap) peakHeap = now.heapUsed;
        if (now.rss > peakRss) peakRss = now.rss;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    if (lines !== RUNS + 1) throw new Error(`${engine}: export gave ${lines} lines for ${RUNS} runs`);
    report(`admin_players_${engine}_export_scores_time`, seconds, "s", { rows: RUNS, megabytes: Math.round(bytes / 1e5) / 10 });
    report(`admin_players_${engine}_export_scores_rate`, RUNS / seconds, "rows/s", { rows: RUNS });
    report(`admin_players_${engine}_export_scores_peak_heap_growth`, (peakHeap - before.heapUsed) / 1_048_576, "MiB", {
      rows: RUNS,
      heapBefore: Math.round(before.heapUsed / 1_048_576),
    });
    if (gc)
      report(`admin_players_${engine}_export_scores_retained_heap_growth`, retained / 1_048_576, "MiB", {
        rows: RUNS,
        sampledEvery: 100_000,
      });
    report(`admin_players_${engine}_export_scores_peak_rss_growth`, (peakRss - before.rss) / 1_048_576, "MiB", {
      rows: RUNS,
      rssBefore: Math.round(before.rss / 1_048_576),
    });

    const playersStarted = performance.now();
    let playerLines = 0;
    for await (const _ of service.exportPlayers()) playerLines += 1;
    if (playerLines !== PLAYERS + 1) throw new Error(`${engine}: players export gave ${playerLines} lines`);
    report(`admin_players_${engine}_export_players_time`, (performance.now() - playersStarted) / 1000, "s", { rows: PLAYERS });
  } catch (error) {
    failed = true;
    log(`error: ${engine}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db.close();
    await database.drop();
  }
}
if (failed) process.exitCode = 1;
