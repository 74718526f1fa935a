// Analytics: "Analytics query latency for All Time over 1 million events on each engine (goal under
// 200 ms); event ingestion rate." On SQLite (a temp WAL file, as the app opens it) and PostgreSQL (a
// fresh database, dropped afterwards), through the app's own code: migrateToLatest, the analytics
// service's report (server/analytics/service.ts), its rollup, EventsService.record and the page-view
// store the beacon uses.
//
// Seed (deterministic): BENCH_PLAYERS players (3 in 10 accounts) joining over a year, each playing
// within an activity span after joining (heavy players more); BENCH_EVENTS analytics events in all
// (start_game, end_game for 9 in 10 starts, purchase events for the paid checkouts), 300 thousand page
// views, 10 thousand checkouts and 30 thousand coin purchases; then ANALYZE. Then:
//   - the first rollup of the whole year and one day's rollup (what the job does each night);
//   - the report for each range, BENCH_CALLS times after a warm-up: median and p95, in ms; also the
//     All Time report with a segment, and once read raw (no rollups) for comparison;
//   - ingestion: BENCH_INGEST events through EventsService.record and as many page views through the
//     page-view store (public addresses: each looked up in the country table), one at a time and 8 at
//     a time;
//   - the country table (DB-IP, server/analytics/country-table.ts): its load in the worker thread, the
//     event loop's longest pause meanwhile, and one lookup's time.
// Page views are seeded with a country (20 codes, skewed) and a device class, a few unknown, so the
// reports include the country and device breakdowns.
//
// Run: npm run bench:analytics (BENCH_ENGINES=sqlite,postgres BENCH_EVENTS=1000000 BENCH_CALLS=20)
import { randomBytes, randomUUID } from "node:crypto";
import { sql, type Kysely } from "kysely";
import { pino } from "pino";
import { createEventsService } from "../server/analytics/events.ts";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { countryIn, loadCountryTable } from "../server/analytics/country-table.ts";
import { dayOf, DAY_MS, type AnalyticsRange } from "../server/analytics/days.ts";
import { DEVICE_CLASSES } from "../server/analytics/pageviews.ts";
import { createAnalyticsService } from "../server/analytics/service.ts";
import { createAuditService } from "../server/audit/service.ts";
import { openDatabase } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import type { Database } from "../server/db/schema.ts";
import { createTestDatabase } from "../tests/e2e/server.ts";
import { prng } from "../server/segments/test-players.ts";
import { percentile, report } from "./lib.ts";

const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 40_000);
const PAGE_VIEWS = Number(process.env.BENCH_PAGE_VIEWS ?? 300_000);
const CHECKOUTS = 10_000;
const COIN_PURCHASES = 30_000;
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
const INGEST = Number(process.env.BENCH_INGEST ?? 5_000);
const TIME_ZONE = process.env.BENCH_TIME_ZONE ?? "Europe/Berlin";
const NOW = Date.UTC(2026, 5, 17, 12);
const YEAR_START = NOW - 365 * DAY_MS;
const log = (message: string) => process.stderr.write(message + "\n");
const millions = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000} million` : `${n / 1000} thousand`);

async function insertBatches<T extends keyof Database>(k: Kysely<Database>, table: T, rows: Record<string, unknown>[], batch: number) {
  for (let i = 0; i < rows.length; i += batch) {
    await k
      .insertInto(table)
      .values(rows.slice(i, i + batch) as never)
      .execute();
  }
}

async function seed(k: Kysely<Database>): Promise<void> {
  const random = prng(2026);
  const players = Array.from({ length: PLAYERS }, (_, i) => {
    const joined = YEAR_START + Math.floor(random() * 365 * DAY_MS);
    // Most play a few days, some for months.
    const span = Math.min(NOW - joined, Math.floor(-Math.log(1 - random()) * 20 * DAY_MS));
    return { id: `p${i}`, joined, span, account: random() < 0.3, weight: random() ** 3 };
  });
  const iso = (at: number) => new Date(at).toISOString();
  await insertBatches(
    k,
    "user",
    players.map((p) => ({
      id: p.id,
      name: p.id,
      email: `${p.id}@bench.invalid`,
      createdAt: iso(p.joined),
      updatedAt: iso(p.joined),
      isAnonymous: !p.account,
    })),
    1000,
  );
  // Heavier players are picked more often (cumulative weights, binary search).
  const cumulative: number[] = [];
  let total = 0;
  for (const p of players) cumulative.push((total += 0.05 + p.weight));
  const pick = () => {
    const target = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return players[lo]!;
  };

  const checkouts: Record<string, unknown>[] = [];
  for (let i = 0; i < CHECKOUTS; i++) {
    const p = pick();
    const at = p.joined + Math.floor(random() * (p.span + 1));
    const status = random() < 0.03 ? "refunded" : "paid";
    checkouts.push({
      id: `cs_${i}`,
      provider: "sandbox",
      player_id: p.id,
      pack_id: "pack",
      coins: 1000,
      amount_cents: [199, 499, 999][i % 3],
      currency: "usd",
      status,
      created_at: at - 60_000,
      fulfilled_at: at,
      updated_at: at,
    });
  }
  const events: Record<string, unknown>[] = [];
  for (const c of checkouts) {
    events.push({
      id: randomUUID(),
      name: "purchase",
      player_id: c.player_id,
      run_id: null,
      value: c.amount_cents,
      props_json: null,
      created_at: c.fulfilled_at,
    });
  }
  while (events.length < EVENTS) {
    const p = pick();
    const at = p.joined + Math.floor(random() * (p.span + 1));
    const run = randomUUID();
    events.push({ id: randomUUID(), name: "start_game", player_id: p.id, run_id: run, value: null, props_json: null, created_at: at });
    if (random() < 0.9 && events.length < EVENTS) {
      // Scores: many low, few high.
      const score = Math.floor(-Math.log(1 - random()) * 18);
      events.push({
        id: randomUUID(),
        name: "end_game",
        player_id: p.id,
        run_id: run,
        value: score,
        props_json: null,
        created_at: at + 30_000 + Math.floor(random() * 120_000),
      });
    }
  }
  // Events arrive in time order in a real table.
  events.sort((a, b) => (a.created_at as number) - (b.created_at as number));
  await insertBatches(k, "analytics_events", events, 2000);
  await insertBatches(k, "checkout_sessions", checkouts, 1000);
  const coinPurchases = Array.from({ length: COIN_PURCHASES }, (_, i) => {
    const p = pick();
    return {
      id: `pu_${i}`,
      player_id: p.id,
      kind: "power_up",
      item_id: "shield",
      price_coins: 150,
      idempotency_key: `k${i}`,
      created_at: p.joined + Math.floor(random() * (p.span + 1)),
    };
  });
  await insertBatches(k, "purchases", coinPurchases, 1000);
  const paths = ["/", "/play", "/leaderboard", "/store", "/login", "/contact", "/terms", "/privacy", "/account"];
  const referrers = [null, null, null, "www.google.com", "news.example", "t.co", "www.reddit.com"];
  const countries = [
    null,
    "US",
    "DE",
    "GB",
    "FR",
    "JP",
    "BR",
    "IN",
    "CA",
    "ES",
    "IT",
    "NL",
    "PL",
    "SE",
    "KR",
    "AU",
    "MX",
    "CN",
    "RU",
    "TR",
    "ZA",
  ];
  const views = Array.from({ length: PAGE_VIEWS }, () => {
    const at = YEAR_START + Math.floor(random() * 365 * DAY_MS);
    return {
      day: dayOf(at, TIME_ZONE),
      path: paths[Math.floor(random() ** 2 * paths.length)]!,
      visitor_hash: `v${Math.floor(random() * 2000)}`,
      referrer_host: referrers[Math.floor(random() * referrers.length)]!,
      country: countries[Math.floor(random() ** 2 * countries.length)]!,
      device: random() < 0.05 ? null : DEVICE_CLASSES[Math.floor(random() * DEVICE_CLASSES.length)]!,
      created_at: at,
    };
  });
  views.sort((a, b) => a.created_at - b.created_at);
  await insertBatches(k, "analytics_pageviews", views, 2000);
  await k
    .insertInto("segments")
    .values({
      id: "accounts",
      name: "Accounts",
      description: "Signed-up players",
      criteria_json: JSON.stringify([{ type: "account_type", operator: "is", value: "account" }]),
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
}

async function timed(run: () => Promise<unknown>, calls: number): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Items per second for `count` calls of `one`, `concurrency` at a time. */
async function rate(count: number, concurrency: number, one: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await one(next++);
    }),
  );
  return count / ((performance.now() - start) / 1000);
}

{
  // The country table: loaded off the event loop (its longest pause is what a request would wait).
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const loadStart = performance.now();
  const table = await loadCountryTable();
  const loadMs = performance.now() - loadStart;
  delay.disable();
  report("Analytics country table load (worker thread)", loadMs, "ms", { blocks: table.v4Starts.length + table.v6Starts.length });
  report("Analytics country table load: longest event-loop pause meanwhile", delay.max / 1e6, "ms", {});
  const addresses = Array.from({ length: 100_000 }, (_, i) =>
    i % 4 === 3
      ? `2a0${i % 9}:${((i * 7919) % 65536).toString(16)}::${i % 1000}`
      : `${(i % 200) + 11}.${(i * 7) % 256}.${(i * 13) % 256}.${i % 256}`,
  );
  const lookupStart = performance.now();
  let found = 0;
  for (const address of addresses) if (countryIn(table, address)) found++;
  report("Analytics country lookup (one address, 3 in 4 IPv4)", ((performance.now() - lookupStart) * 1000) / addresses.length, "µs", {
    addresses: addresses.length,
    found,
  });
}

for (const engine of engines) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  const label = `${millions(EVENTS)} events`;
  try {
    await migrateToLatest(db);
    const t0 = performance.now();
    await seed(db.kysely);
    await sql`analyze`.execute(db.kysely);
    log(`[${engine}] ${EVENTS} events, ${PAGE_VIEWS} page views, ${PLAYERS} players written in ${Math.round(performance.now() - t0)} ms`);
    const analytics = createAnalyticsService({
      db,
      audit: createAuditService(db),
      logger: pino({ level: "silent" }),
      timeZone: TIME_ZONE,
      now: () => NOW,
    });
    const extra = { engine, events: EVENTS, players: PLAYERS, pageViews: PAGE_VIEWS, timeZone: TIME_ZONE };

    // Read raw once, before any rollup: what the rollups save.
    const rawStart = performance.now();
    await analytics.report({ range: "all", now: NOW, refresh: false });
    report(`Analytics All Time report read raw (no rollups) over ${label}, ${engine}`, performance.now() - rawStart, "ms", {
      ...extra,
      calls: 1,
    });

    const today = dayOf(NOW, TIME_ZONE);
    const rollStart = performance.now();
    const days = await analytics.rollUp(NOW, { throughDay: today - 2 });
    report(`Analytics first rollup (${days.length} days) over ${label}, ${engine}`, performance.now() - rollStart, "ms", {
      ...extra,
      days: days.length,
    });
    const dayStart = performance.now();
    await analytics.rollUp(NOW);
    report(`Analytics rollup of one day over ${label}, ${engine}`, performance.now() - dayStart, "ms", extra);
    await sql`analyze`.execute(db.kysely);

    const runs: [string, AnalyticsRange, string | undefined][] = [
      ["Today", "today", undefined],
      ["This Week", "week", undefined],
      ["This Month", "month", undefined],
      ["All Time", "all", undefined],
      ["All Time, segment 'accounts'", "all", "accounts"],
    ];
    for (const [name, range, segmentId] of runs) {
      const times = await timed(() => analytics.report({ range, segmentId, now: NOW }), CALLS);
      const result = await analytics.report({ range, segmentId, now: NOW });
      const figures = result.ok
        ? { reportPlayers: result.report.current.players, reportGamesStarted: result.report.current.gamesStarted }
        : {};
      report(`Analytics query latency for ${name} over ${label}, ${engine}, median`, percentile(times, 50), "ms", {
        ...extra,
        calls: CALLS,
        ...figures,
      });
      report(`Analytics query latency for ${name} over ${label}, ${engine}, p95`, percentile(times, 95), "ms", { ...extra, calls: CALLS });
    }

    // Ingestion through the real paths, into the full tables.
    const events = createEventsService(db);
    for (const concurrency of [1, 8]) {
      const perSecond = await rate(INGEST, concurrency, (i) =>
        events.record({
          name: i % 2 === 0 ? "start_game" : "end_game",
          playerId: `p${i % PLAYERS}`,
          runId: `ingest-${concurrency}-${i >> 1}`,
          value: i % 2 === 0 ? null : i % 40,
          at: NOW + i,
        }),
      );
      report(`Analytics event ingestion rate (EventsService.record), ${engine}, ${concurrency} at a time`, perSecond, "events/s", {
        engine,
        events: INGEST,
        concurrency,
      });
    }
    const salt = randomBytes(4).toString("hex");
    for (const concurrency of [1, 8]) {
      const perSecond = await rate(INGEST, concurrency, (i) =>
        analytics.pageViews.record({
          path: "/play",
          referrerHost: null,
          // Public addresses all over the IPv4 space: each one is looked up in the country table.
          ip: `${(i % 200) + 11}.${(i >> 3) % 250}.${(i >> 5) % 250}.${i % 250}`,
          device: DEVICE_CLASSES[i % DEVICE_CLASSES.length]!,
          userAgent: `bench ${salt}`,
          host: "flap.test",
          at: NOW + i,
        }),
      );
      report(`Analytics page view ingestion rate (page-view store), ${engine}, ${concurrency} at a time`, perSecond, "views/s", {
        engine,
        views: INGEST,
        concurrency,
      });
    }
  } finally {
    await db.close();
    await database.drop();
  }
}
