// Fuzz test, long run: every JSON endpoint and form action of the production build
// (tests/fuzz/inventory.ts) gets generated bad input (tests/fuzz/generators.ts) from a visitor, guests,
// a player and the operator, on a fresh SQLite file and a fresh PostgreSQL database. Every answer must
// be a success or a 4xx (JSON `{ error, message }` under /api/), never a 5xx, never no answer; the server
// must still be running and /healthz 200 afterwards. The short run of the same cases is
// tests/e2e/fuzz.test.ts (in npm test).
//
// Figures: `fuzz cases run (<engine>)` and `fuzz 5xx seen (<engine>)` (goal 0). Each failing case is
// written to stderr as one JSON line (method, path, headers, body excerpt, status, response).
//
// Run: npm run bench:fuzz (FUZZ_SECONDS=120 per engine, FUZZ_RUNS=20 cases per endpoint per pass,
// FUZZ_SEED=<n> to replay a run, FUZZ_CONCURRENCY=4, FUZZ_ENGINES=sqlite,postgres). Passes repeat with
// the next seeds until FUZZ_SECONDS are used up (FUZZ_SECONDS=0: one pass).
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "../tests/e2e/server.ts";
import { FUZZ_ADMIN_PASSWORD, createFuzzContext, fuzzServerSetup, type FuzzServerSetup } from "../tests/fuzz/context.ts";
import { checkFailedPurchasesChangeNothing, describeCase, emptyStats, fuzzAll, type FuzzFailure } from "../tests/fuzz/runner.ts";
import { report } from "./lib.ts";

const SECONDS = Number(process.env.FUZZ_SECONDS ?? 120);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 4);
/** Only the endpoints whose path matches (a regular expression), to chase one failure. */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
/** Every case with its status and time on stderr. */
const TRACE = process.env.FUZZ_TRACE === "1";
const engines = (process.env.FUZZ_ENGINES ?? "sqlite,postgres").split(",") as Array<"sqlite" | "postgres">;
const log = (message: string) => process.stderr.write(message + "\n");

// The server needs the production build. With BUILD_DIR the caller built it; otherwise build when stale.
if (!process.env.BUILD_DIR)
  execFileSync(process.execPath, [resolve(import.meta.dirname, "../scripts/build-if-stale.ts")], { stdio: ["ignore", 2, 2] });

log(
  `fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${RUNS} cases per endpoint per pass, ${SECONDS} s per engine, ${CONCURRENCY} in flight`,
);
let failed = false;
for (const engine of engines) {
  let database: TestDatabase | undefined;
  let server: RunningServer | undefined;
  let setup: FuzzServerSetup | undefined;
  try {
    database = await createTestDatabase(engine);
    setup = await fuzzServerSetup(engine);
    server = await startServer({ env: { DATABASE_URL: database.url, ...setup.env } });
    const context = await createFuzzContext(server.url, FUZZ_ADMIN_PASSWORD, setup.webhookSecret);
    const stats = emptyStats();
    const running = server;
    const onFailure = (failure: FuzzFailure) => {
      log(
        JSON.stringify({
          engine,
          reason: failure.reason,
          status: failure.status,
          case: JSON.parse(describeCase(failure.case)),
          response: failure.response,
        }),
      );
      // No answer: what the server was doing meanwhile.
      if (failure.status === null) log(`server log before it:\n${running.output().slice(-4000)}`);
    };
    const started = Date.now();
    let pass = 0;
    do {
      await fuzzAll(
        context,
        {
          seed: SEED + pass * 1_000,
          numRuns: RUNS,
          concurrency: CONCURRENCY,
          onFailure,
          onCase: TRACE ? (c, status, ms) => log(`${status} ${Math.round(ms)} ms ${describeCase(c).slice(0, 400)}`) : undefined,
          only: ONLY ? (e) => ONLY.test(e.path) : undefined,
        },
        stats,
      );
      pass++;
      log(
        `fuzz ${engine}: pass ${pass}: ${stats.cases} cases, ${stats.serverErrors} 5xx, ${stats.failures.length} failures, ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } while (Date.now() - started < SECONDS * 1000 && !server.process.exitCode);
    const purchases = await checkFailedPurchasesChangeNothing(context, SEED);
    const alive = server.process.exitCode === null && server.process.signalCode === null;
    const health = alive ? (await fetch(`${server.url}/healthz`).catch(() => null))?.status : null;
    log(
      `fuzz ${engine}: statuses ${JSON.stringify(stats.statuses)}; refused by Node's parser: ${stats.refusedByParser}; failed purchases changed nothing: ${purchases.unchanged} (${purchases.cases} cases)`,
    );
    log(`fuzz ${engine}: slowest answers:\n${stats.slowest.map((s) => `  ${s.ms} ms ${s.status} ${s.case}`).join("\n")}`);
    report(`fuzz cases run (${engine})`, stats.cases, "cases", {
      seed: SEED,
      passes: pass,
      seconds: Math.round((Date.now() - started) / 1000),
    });
    report(`fuzz 5xx seen (${engine})`, stats.serverErrors, "responses");
    report(`fuzz contract failures (${engine})`, stats.failures.length, "cases", { noAnswer: stats.noAnswer });
    if (!alive || health !== 200) {
      log(`fuzz ${engine}: the server is ${alive ? `up but /healthz answered ${health}` : "gone"}:\n${server.output().slice(-3000)}`);
      failed = true;
    }
    if (stats.failures.length > 0 || !purchases.unchanged) failed = true;
  } catch (error) {
    log(`fuzz ${engine}: ${(error as Error).stack ?? String(error)}`);
    failed = true;
  } finally {
    await server?.stop();
    await setup?.close();
    await database?.drop();
  }
}
process.exitCode = failed ? 1 : 0;
