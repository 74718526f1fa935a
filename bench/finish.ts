// Run finish on loopback: POST /api/runs/:id/finish for 3-minute runs against the
// production build, i.e. replay (verify) + the finish transaction (run row, three board rows, wallet
// credit and ledger) + the three ranks of the answer. Reports finishes per second with BENCH_CONCURRENCY
// requests in flight, their latency p50/p99, and verify() alone per run measured in this process.
// One pass on a fresh SQLite file, then one on a fresh PostgreSQL database (BENCH_ENGINES).
//
// How the runs are made: every run is started over HTTP (POST /api/runs, one guest per run: a start
// abandons the player's open run, server/runs/service.ts MAX_OPEN_RUNS), so it carries the server's
// seed and settings; the replay bot (game/sim/bot.ts) then plays it offline for 3 minutes of simulated
// time and lets the bird fall. The server refuses a finish sooner than the simulated time after
// start, so instead of waiting 3 minutes the bench moves each run's started_at 4 minutes back with
// direct SQL on its own throw-away database: that check is the only thing skipped, and it is a
// comparison, not work. Every finish must answer 200 with the bot's score; any other answer is an
// error line on stderr and a non-zero exit.
//
// BENCH_RUNS finishes are timed per engine: 2,000 by default, a dozen seconds or more of finishing at
// the target rates, so the rate is steady rather than the warm-up's.
//
// BENCH_BOARD_ROWS=N (0 by default) first puts N other players' rows on each of today's free boards
// (daily, weekly, all-time), as a busy day has them, with the database's statistics knowing only last
// week's boards (analyzed before today's rows came; PostgreSQL's autovacuum off for the table, as a
// large live table is analyzed again only long after a day began): each finish then ranks against a
// board of N rows. Its figures are named finish_<engine>_boards_<N>_….
//
// BENCH_STATEMENTS=1 (SQLite only) starts the server with SQLITE_STATEMENT_STATS (docs/operations.md)
// and prints SQLite's own CPU per finish: in all statements, in the COMMITs, and in each statement of
// 5 µs or more per finish, one line each (figures finish_sqlite_statements_…). The clock costs two system calls per
// statement, so the run's other figures are a little higher than without it.
//
// Run: node bench/finish.ts (BENCH_RUNS=2000 BENCH_CONCURRENCY=16 BENCH_ENGINES=sqlite,postgres BENCH_BOARD_ROWS=0).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { loadavg } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import { openDatabase, type Db } from "../server/db/index.ts";
import { FREE_BOARDS, periodOf } from "../server/leaderboards/service.ts";
import { insertGeneratedRows, keepOutOfStatistics, withCountTriggersOff } from "./board-rows.ts";
import { TICKS_PER_SECOND, createSim, type GameSettings } from "../game/sim/index.ts";
import { createJitteredBot } from "../game/sim/bot.ts";
import { runFromSim, verify, type Run } from "../game/replay/index.ts";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { cpuSeconds, percentile, perThreadBetween, processesCpuBetween, processesCpuSeconds, report, threadCpuSeconds } from "./lib.ts";
import { statementsBetween, type StatementStat } from "../server/db/sqlite-statement-stats.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const PLAY_TICKS = 3 * 60 * TICKS_PER_SECOND;
const SHIFT_MS = 4 * 60_000;
const BOARD_ROWS = Number(process.env.BENCH_BOARD_ROWS ?? 0);
const STATEMENTS = process.env.BENCH_STATEMENTS === "1";
/** Statements of at least this many µs of SQLite's CPU per finish are printed one line each, the costliest first. */
const STATEMENT_LINE_MICROS = 5;
const log = (message: string) => process.stderr.write(message + "\n");

// The server needs the production build; build it when missing or stale (its output on stderr, so
// stdout stays JSON lines).
execFileSync(process.execPath, [resolve(import.meta.dirname, "../scripts/build-if-stale.ts")], { stdio: ["ignore", 2, 2] });

interface Started {
  runId: string;
  seed: number;
  settingsVersion: number;
  settings: GameSettings;
}

interface Prepared {
  runId: string;
  cookie: string;
  ip: string;
  run: Run;
  score: number;
  ticks: number;
}

/** The bot plays the run for PLAY_TICKS (or until it crashes), then stops flapping: the bird falls. */
function playBot(started: Started): { run: Run; score: number; ticks: number } {
  const sim = createSim({ seed: started.seed, settings: started.settings });
  const state = sim.state;
  // Jittered like a person's play, with sub-tick timing: the bot check counts it (the plain bot's
  // runs would be held for review, a shorter path than a counted finish).
  const bot = createJitteredBot(started.seed);
  while (state.phase === "playing") {
    if (state.tick < PLAY_TICKS) bot.step(sim);
    else sim.step();
  }
  return { run: { ...runFromSim(sim, started.settingsVersion), timing: sim.timings.slice() }, score: state.score, ticks: state.tick };
}

/** Runs `task` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/**
 * BOARD_ROWS rows of other players on each of today's free boards (bench/board-rows.ts's generator),
 * finished over the last hour. The database's statistics know the boards' earlier periods only, as on
 * a live site: last week's daily and weekly boards get as many rows, then the table is analyzed, then
 * today's rows are written (see the header).
 */
async function fillBoards(db: Db) {
  const now = Date.now();
  const fill = (board: (typeof FREE_BOARDS)[number], at: number, prefix: string) =>
    insertGeneratedRows(db, {
      board,
      period: periodOf(board, at),
      first: 1,
      last: BOARD_ROWS,
      idPrefix: prefix,
      playerPrefix: prefix,
      startAt: at - 3_600_000,
      stepMs: Math.max(1, Math.floor(3_600_000 / BOARD_ROWS)),
    });
  await keepOutOfStatistics(db);
  await withCountTriggersOff(db, async () => {
    const lastWeek = now - 7 * 86_400_000;
    for (const board of ["daily", "weekly"] as const) await fill(board, lastWeek, `past-${board}-`);
    await sql`analyze`.execute(db.kysely);
    for (const board of FREE_BOARDS) await fill(board, now, `board-${board}-`);
  });
}

let failed = false;
for (const engine of engines) {
  const figure = BOARD_ROWS > 0 ? `finish_${engine}_boards_${BOARD_ROWS}` : `finish_${engine}`;
  const database = await createTestDatabase(engine);
  // TRUST_PROXY: each guest comes from its own X-Forwarded-For address, so the per-address guest
  // limit does not cut the set-up short (as bench/signin.ts does for sign-ins).
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const statementsFile = STATEMENTS && engine === "sqlite" ? join(tmpdir(), `flap-statements-${process.pid}.json`) : null;
  const db = openDatabase(database.url, { poolMax: 2 });
  try {
    // BENCH_NODE_OPTIONS reaches the server process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
    const env: Record<string, string> = { DATABASE_URL: database.url, TRUST_PROXY: "true" };
    if (process.env.BENCH_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS;
    if (statementsFile) env.SQLITE_STATEMENT_STATS = statementsFile;
    /** The server's statement totals so far (it writes them once a second: a second's wait makes them current). */
    const statementTotals = async (): Promise<StatementStat[]> => {
      await new Promise((done) => setTimeout(done, 1100));
      return existsSync(statementsFile!) ? (JSON.parse(readFileSync(statementsFile!, "utf8")) as StatementStat[]) : [];
    };
    const running = await startServer({ env });
    server = running;
    const origin = new URL(running.url).origin;
    // 1. Start the runs over HTTP, one guest (and address) each, a few at a time.
    const prepared: Prepared[] = [];
    await pool(
      Array.from({ length: RUNS }, (_, player) => player),
      4,
      async (player) => {
        const ip = `10.77.${(player >> 8) & 255}.${player & 255}`;
        const response = await fetch(running.url + "/api/runs", { method: "POST", headers: { origin, "x-forwarded-for": ip } });
        if (response.status !== 201) throw new Error(`POST /api/runs answered ${response.status}: ${await response.text()}`);
        const cookie = response.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        const started = (await response.json()) as Started;
        prepared.push({ runId: started.runId, cookie, ip, ...playBot(started) });
      },
    );
    const seconds = prepared.map((p) => p.ticks / TICKS_PER_SECOND);
    const meanSeconds = seconds.reduce((a, b) => a + b, 0) / seconds.length;
    const shortRuns = prepared.filter((p) => p.ticks < PLAY_TICKS).length;
    log(
      `${engine}: ${prepared.length} runs started and played; mean ${meanSeconds.toFixed(1)} s simulated, ${shortRuns} crashed before 3 min`,
    );

    // 2. verify() alone, in this process, on the same runs (warm-up pass first).
    for (const p of prepared.slice(0, 20)) verify(p.run);
    const verifyTimes: number[] = [];
    for (const p of prepared) {
      const t0 = performance.now();
      const result = verify(p.run);
      verifyTimes.push(performance.now() - t0);
      if (!result.ok || result.score !== p.score) throw new Error(`verify disagrees with the bot on run ${p.runId}`);
    }
    verifyTimes.sort((a, b) => a - b);

    if (BOARD_ROWS > 0) {
      const filled = performance.now();
      await fillBoards(db);
      log(`${engine}: ${BOARD_ROWS} rows on each free board in ${((performance.now() - filled) / 1000).toFixed(1)} s`);
    }

    // 3. Bench-only: pretend the runs started 4 minutes ago (see the header).
    await db.kysely
      .updateTable("runs")
      .set((eb) => ({ started_at: eb("started_at", "-", SHIFT_MS) }))
      .where("status", "=", "started")
      .execute();

    // 4. Fire the finishes, CONCURRENCY at a time.
    const statements0 = statementsFile ? await statementTotals() : [];
    const latencies: number[] = [];
    let failures = 0;
    const cpu0 = cpuSeconds(running.process.pid);
    const threads0 = threadCpuSeconds(running.process.pid);
    // The bench's own CPU (its fetches share the machine's cores with the server), and PostgreSQL's
    // when it runs on this machine.
    const client0 = process.cpuUsage();
    const postgres0 = engine === "postgres" ? processesCpuSeconds("postgres") : null;
    const t0 = performance.now();
    await pool(prepared, CONCURRENCY, async (p) => {
      const started = performance.now();
      try {
        const response = await fetch(`${running.url}/api/runs/${p.runId}/finish`, {
          method: "POST",
          headers: { origin, cookie: p.cookie, "x-forwarded-for": p.ip, "content-type": "application/json" },
          // What the game sends (app/components/play/play-game.tsx): no name, which only a typed rename changes.
          body: JSON.stringify({ inputs: p.run.inputs, timing: p.run.timing, claimedScore: p.score }),
        });
        const body = (await response.json()) as { score?: number; coins?: number };
        latencies.push(performance.now() - started);
        if (response.status !== 200 || body.score !== p.score || body.coins !== p.score * 10) {
          failures += 1;
          log(`error: ${engine}: finish of ${p.runId} answered ${response.status} ${JSON.stringify(body)}`);
        }
      } catch (error) {
        failures += 1;
        log(`error: ${engine}: finish of ${p.runId} failed: ${(error as Error).message}`);
      }
    });
    const elapsed = (performance.now() - t0) / 1000;
    const client = process.cpuUsage(client0);
    const postgresCpu = engine === "postgres" ? processesCpuBetween(postgres0, processesCpuSeconds("postgres")) : null;
    const cpu1 = cpuSeconds(running.process.pid);
    const threads1 = threadCpuSeconds(running.process.pid);
    latencies.sort((a, b) => a - b);
    const statements = statementsFile ? statementsBetween(statements0, await statementTotals()) : [];

    // Everything the finishes should have written is there: one finished run each, credited once.
    const finished = await db.kysely
      .selectFrom("runs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "finished")
      .executeTakeFirstOrThrow();
    const credits = await db.kysely
      .selectFrom("wallet_ledger")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("reason", "=", "run")
      .executeTakeFirstOrThrow();
    const scored = prepared.filter((p) => p.score > 0).length;
    if (failures === 0 && (Number(finished.n) !== prepared.length || Number(credits.n) !== scored)) {
      log(
        `error: ${engine}: ${finished.n} runs finished and ${credits.n} credits for ${prepared.length} finishes (${scored} with a score)`,
      );
      failures += 1;
    }

    const runInfo = { runs: prepared.length, meanRunSeconds: Math.round(meanSeconds * 10) / 10, runsShorterThan3Min: shortRuns };
    report(`${figure}_throughput`, prepared.length / elapsed, "runs/s", {
      concurrency: CONCURRENCY,
      ...runInfo,
      load: loadavg()[0],
    });
    // The server process's CPU time per finish (all its threads): less noisy than the rate on a shared machine.
    if (cpu0 !== null && cpu1 !== null) {
      // Where it went: the main thread, the verification workers, the rest (libuv's pool, V8's, the checkpoint thread).
      const perThread = perThreadBetween(threads0, threads1, prepared.length, 1e3);
      report(`${figure}_server_cpu_per_finish`, ((cpu1 - cpu0) * 1000) / prepared.length, "ms", {
        load: loadavg()[0],
        perThread,
      });
    }
    // What the load generator itself spent per finish on the same cores: server and client together
    // bound the rate on a two-core machine (1,000/s needs both under 2 ms).
    report(`${figure}_client_cpu_per_finish`, (client.user + client.system) / 1000 / prepared.length, "ms", { load: loadavg()[0] });
    // Only when PostgreSQL's processes are on this machine (a remote server's are not seen: none reported).
    if (postgresCpu !== null && postgresCpu > 0) report(`${figure}_database_cpu_per_finish`, (postgresCpu * 1000) / prepared.length, "ms");
    if (statementsFile) {
      // Per finish: the window's statements include the few other writes that ran meanwhile (jobs' leases).
      const perFinish = (micros: number) => Math.round((micros / prepared.length) * 10) / 10;
      const total = statements.reduce((sum, stat) => sum + stat.cpuMicros, 0);
      const commits = statements.filter((stat) => /^commit\b/i.test(stat.sql));
      report(`${figure}_statements_cpu_per_finish`, perFinish(total), "µs", {
        statements: statements.length,
        calls: statements.reduce((sum, stat) => sum + stat.calls, 0),
      });
      report(`${figure}_statements_commit_cpu_per_finish`, perFinish(commits.reduce((sum, stat) => sum + stat.cpuMicros, 0)), "µs", {
        commits: commits.reduce((sum, stat) => sum + stat.calls, 0),
      });
      const costly = statements.filter((stat) => stat.cpuMicros / prepared.length >= STATEMENT_LINE_MICROS);
      costly.forEach((stat, index) =>
        report(`${figure}_statement_${index + 1}_cpu_per_finish`, perFinish(stat.cpuMicros), "µs", {
          calls: stat.calls,
          perCall: Math.round(stat.cpuMicros / stat.calls),
          sql: stat.sql.slice(0, 120),
        }),
      );
    }
    report(`${figure}_p50`, percentile(latencies, 50), "ms", { concurrency: CONCURRENCY });
    report(`${figure}_p99`, percentile(latencies, 99), "ms", { concurrency: CONCURRENCY });
    report(`${figure}_verify_only_p50`, percentile(verifyTimes, 50), "ms", { inProcess: true, ...runInfo });
    report(`${figure}_verify_only_p99`, percentile(verifyTimes, 99), "ms", { inProcess: true });
    report(`${figure}_failures`, failures, "count");
    if (failures > 0) failed = true;
  } catch (error) {
    failed = true;
    log(`error: ${engine}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await db.close();
    await server?.stop();
    if (statementsFile) rmSync(statementsFile, { force: true });
    await database.drop();
  }
}
if (failed) process.exitCode = 1;
