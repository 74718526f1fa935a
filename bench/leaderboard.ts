// Leaderboard read latency: top-10, rank-of-player and around-me (k = 2) on a DAILY board of
// 10 thousand, 100 thousand and 1 million rows, on SQLite (a temp WAL file, as the app opens it) and
// PostgreSQL (a fresh database, dropped afterwards). The app's own code answers: openDatabase +
// migrateToLatest and createLeaderboardService with a pinned clock (the period stays put).
//
// Rows are generated inside the database from an integer hash of the row number (bench/board-rows.ts),
// so both engines hold the same board, with distinct achieved_at spread over the day. The table grows 10k -> 100k -> 1M; each size is ANALYZEd (PostgreSQL: VACUUM ANALYZE,
// as autovacuum would, so count(*) can be an index-only scan) before it is measured.
//
// Rank comes from the trigger-kept count tables of migrations/0005 (docs/decisions/006): SQLite's bulk
// inserts go through those triggers like any other write; PostgreSQL's are counted after the load. At each size the service's rank of a
// few players is checked against counting every better row.
//
// Then a new day: BENCH_NEW_DAY_ROWS (100,000) rows of the next day's board, not analyzed, so the
// statistics do not know the period (as on every new day and week until the next ANALYZE), and
// rank-of-player on it. On PostgreSQL a second index led by (board, period) once tied with the rank
// index there and was taken (migration 0037).
//
// Run: node bench/leaderboard.ts (BENCH_ENGINES=sqlite,postgres  BENCH_SIZES=10000,100000,1000000
// BENCH_CALLS=2000  BENCH_OP_SECONDS=5 cap the calls of one op). BENCH_BOARD=course measures the daily
// course's board instead (`npm run bench:course-board`): the same day of rows, ranked with the all-time
// bucket sizes it gets from the 0005 trigger (docs/decisions/029).
import { sql } from "kysely";
import { openDatabase, type Db } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { createLeaderboardService, dailyPeriod } from "../server/leaderboards/service.ts";
import { insertGeneratedRows, keepOutOfStatistics, withCountTriggersOff } from "./board-rows.ts";
import { createRng, nextInt } from "../game/sim/prng.ts";
import { createTestDatabase } from "../tests/e2e/server.ts";
import { explainQueries, percentile, report } from "./lib.ts";

/** The plans print buffers and parameters: the rank index must show in each. */
const LEADERBOARD_EXPLAIN = { pgOptions: "analyze, buffers, costs off, timing off", showParams: true };

const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const sizes = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const newDayRows = Number(process.env.BENCH_NEW_DAY_ROWS ?? 100_000);
const maxCalls = Number(process.env.BENCH_CALLS ?? 2000);
const opSeconds = Number(process.env.BENCH_OP_SECONDS ?? 5);
const WARMUP = 100;
/** Measured even past the time budget (slow ops at 1M rows). */
const MIN_SAMPLES = 30;

// A pinned instant late in the day: every generated row (achieved_at = dayStart + i * 80 ms, i <= 1M)
// lies in this day's period and before "now".
const DAY_START = Date.UTC(2026, 0, 15);
const NOW = DAY_START + 23.5 * 3_600_000;
const PERIOD = dailyPeriod(NOW);
/** The next day, for the new day's board. */
const NEXT_DAY_START = DAY_START + 86_400_000;
const NEXT_NOW = NOW + 86_400_000;
const NEXT_PERIOD = dailyPeriod(NEXT_NOW);
const log = (message: string) => process.stderr.write(message + "\n");
/** The board measured: the free runs' daily board, or the daily course's (the same period: the day). */
const BOARD = process.env.BENCH_BOARD === "course" ? "course" : "daily";
/** Figure names: the course board's carry its name. */
const figure = BOARD === "daily" ? "leaderboard" : "leaderboard_course";

/** Inserts rows first..last (1-based row numbers) of the generated daily board, then analyzes. */
async function grow(db: Db, first: number, last: number) {
  const BATCH = 100_000;
  await withCountTriggersOff(db, async () => {
    for (let from = first; from <= last; from += BATCH) {
      const to = Math.min(last, from + BATCH - 1);
      const rows = { board: BOARD, period: PERIOD, idPrefix: "e", playerPrefix: "p", startAt: DAY_START, stepMs: 80 };
      await insertGeneratedRows(db, { ...rows, first: from, last: to });
    }
  });
  // PostgreSQL: VACUUM ANALYZE, as autovacuum would, so count(*) can be an index-only scan.
  await sql.raw(db.dialect === "sqlite" ? "analyze" : "vacuum analyze").execute(db.kysely);
}

/** The next day's first `rows` rows (the same generator), not analyzed: the statistics know only the earlier day. */
async function growNewDay(db: Db, rows: number) {
  await keepOutOfStatistics(db);
  await withCountTriggersOff(db, () =>
    insertGeneratedRows(db, {
      board: BOARD,
      period: NEXT_PERIOD,
      first: 1,
      last: rows,
      idPrefix: "n",
      playerPrefix: "p",
      startAt: NEXT_DAY_START,
      stepMs: 80,
    }),
  );
}

/** The rank by counting every better row (what the count tables replace): the benchmark's check. */
async function countedRank(db: Db, playerId: string, period = PERIOD): Promise<number | null> {
  const own = await db.kysely
    .selectFrom("leaderboard_entries")
    .select(["score", "achieved_at"])
    .where("board", "=", BOARD)
    .where("period", "=", period)
    .where("player_id", "=", playerId)
    .executeTakeFirst();
  if (!own) return null;
  const { rows } = await sql<{ n: number }>`select count(*) as n from leaderboard_entries where board = ${BOARD}
    and period = ${period} and (score > ${Number(own.score)} or (score = ${Number(own.score)} and achieved_at < ${Number(own.achieved_at)}))`.execute(
    db.kysely,
  );
  return Number(rows[0]!.n) + 1;
}

/** Times `call` on random players: WARMUP calls, then up to maxCalls within opSeconds. Sorted ms. */
async function measure(size: number, call: (playerId: string) => Promise<unknown>): Promise<number[]> {
  const rng = createRng(size);
  const player = () => `p${1 + nextInt(rng, size)}`;
  // Warm-up: WARMUP calls, or one second when calls are slow.
  const warm = performance.now() + 1000;
  for (let i = 0; i < WARMUP && performance.now() < warm; i++) await call(player());
  const times: number[] = [];
  const deadline = performance.now() + opSeconds * 1000;
  while (times.length < maxCalls && (times.length < MIN_SAMPLES || performance.now() < deadline)) {
    const id = player();
    const started = performance.now();
    await call(id);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const goal = { goalMs: 2, atRows: 1_000_000 };
let failed = false;
for (const engine of engines) {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url, { poolMax: 2 });
  try {
    await migrateToLatest(db);
    const service = createLeaderboardService(db, { now: () => NOW });
    let rows = 0;
    for (const size of sizes) {
      const t0 = performance.now();
      await grow(db, rows + 1, size);
      rows = size;
      log(`${engine}: ${size} rows inserted and analyzed in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

      // Sanity: the board is what the figures claim (size rows, the top is the best score).
      const top = await service.top(BOARD, 10);
      const { n } = await db.kysely
        .selectFrom("leaderboard_entries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("period", "=", PERIOD)
        .executeTakeFirstOrThrow();
      if (Number(n) !== size || top.length !== 10)
        throw new Error(`${engine}: expected ${size} rows and a top 10, got ${n} and ${top.length}`);
      const probe = `p${Math.ceil(size / 2)}`;
      for (const player of [probe, "p1", `p${size}`, `p${Math.ceil(size / 3)}`]) {
        const [rank, counted] = [await service.rankOf(BOARD, player), await countedRank(db, player)];
        if (rank === null || rank !== counted) throw new Error(`${engine}: rank of ${player} is ${rank}, counting gives ${counted}`);
        const around = await service.around(BOARD, player, 2);
        const ranks = around.map((r) => r.rank);
        const own = around.find((r) => r.playerId === player);
        if (own?.rank !== rank || ranks.some((r, i) => r !== ranks[0]! + i)) {
          throw new Error(`${engine}: around ${player} gives ranks ${JSON.stringify(ranks)} (own ${own?.rank}, expected ${rank})`);
        }
      }

      const ops: [string, (id: string) => Promise<unknown>][] = [
        ["top10", () => service.top(BOARD, 10)],
        ["rank", (id) => service.rankOf(BOARD, id)],
        ["around", (id) => service.around(BOARD, id, 2)],
      ];
      for (const [op, call] of ops) {
        const times = await measure(size, call);
        const extra = { samples: times.length, ...(size === goal.atRows ? goal : {}) };
        report(`${figure}_${engine}_${size}_${op}_p50`, percentile(times, 50), "ms", extra);
        report(`${figure}_${engine}_${size}_${op}_p99`, percentile(times, 99), "ms", extra);
      }

      if (size === sizes[sizes.length - 1]) {
        log(`${engine} ${size} rows, plans (player ${probe}, the middle row number; its rank depends on its score):`);
        const traced = (traced: Db) => createLeaderboardService(traced, { now: () => NOW });
        await explainQueries(db, "top10", (t) => traced(t).top(BOARD, 10), LEADERBOARD_EXPLAIN);
        await explainQueries(db, "rank", (t) => traced(t).rankOf(BOARD, probe), LEADERBOARD_EXPLAIN);
        await explainQueries(db, "around", (t) => traced(t).around(BOARD, probe, 2), LEADERBOARD_EXPLAIN);
      }
    }

    if (newDayRows > 0) {
      const t0 = performance.now();
      await growNewDay(db, newDayRows);
      log(`${engine}: a new day of ${newDayRows} rows inserted (not analyzed) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const nextDay = createLeaderboardService(db, { now: () => NEXT_NOW });
      for (const player of ["p1", `p${Math.ceil(newDayRows / 2)}`, `p${newDayRows}`]) {
        const [rank, counted] = [await nextDay.rankOf(BOARD, player), await countedRank(db, player, NEXT_PERIOD)];
        if (rank === null || rank !== counted)
          throw new Error(`${engine}: new day: rank of ${player} is ${rank}, counting gives ${counted}`);
      }
      const times = await measure(newDayRows, (id) => nextDay.rankOf(BOARD, id));
      const extra = { samples: times.length, analyzed: false };
      report(`${figure}_${engine}_newday_${newDayRows}_rank_p50`, percentile(times, 50), "ms", extra);
      report(`${figure}_${engine}_newday_${newDayRows}_rank_p99`, percentile(times, 99), "ms", extra);
      const probe = `p${Math.ceil(newDayRows / 2)}`;
      log(`${engine} new day of ${newDayRows} rows, the rank's plan (player ${probe}):`);
      await explainQueries(
        db,
        "rank (new day)",
        (t) => createLeaderboardService(t, { now: () => NEXT_NOW }).rankOf(BOARD, probe),
        LEADERBOARD_EXPLAIN,
      );
    }
  } catch (error) {
    failed = true;
    log(`error: ${engine}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db.close();
    await database.drop();
  }
}
if (failed) process.exitCode = 1;
