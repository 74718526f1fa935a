// Load test: LOAD_PLAYERS virtual players (default 500) play for LOAD_SECONDS (default 60)
// against the production build, one pass per setup in LOAD_SETUPS (default sqlite-1,postgres-1,postgres-2;
// tests/load/setups.ts). The workload (tests/load/workload.ts): each player becomes a guest (10 %
// are signed-up accounts), then loops home page, leaderboard reads, a verified run (started over
// HTTP, played offline by the replay bot, finished after its simulated length in real time), store
// purchases with the coins earned, and coin packs through the payments sandbox for the accounts.
//
// Reports per setup: requests/s, errors (any answer other than the one the browser expects, a
// refusal by a rate limit included, and any dropped connection; goal 0), server error log lines,
// finishes/s, purchases/s and coin packs/s, and per route requests/s, p50 and p99. Afterwards the
// database is held to every acknowledged write (tests/load/check.ts): "acknowledged writes lost" (goal 0).
//
// The load generator runs on the same machine as the servers (and nginx and PostgreSQL): every
// figure here is for that shared machine, the generator's CPU included.
//
// Run: BUILD_DIR=build-load npm run bench:load (LOAD_PLAYERS=50 LOAD_SECONDS=10 for a quick pass).
import { loadavg } from "node:os";
import { openDatabase } from "../server/db/index.ts";
import { startSmtp } from "../tests/e2e/smtp.ts";
import { checkAcknowledged, checkConsistency } from "../tests/load/check.ts";
import { ensureBuild, isSetupName, startSetup } from "../tests/load/setups.ts";
import { closeConnections, runWorkload } from "../tests/load/workload.ts";
import { percentile, report } from "./lib.ts";

const PLAYERS = Number(process.env.LOAD_PLAYERS ?? 500);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ACCOUNTS = Number(process.env.LOAD_ACCOUNTS ?? Math.round(PLAYERS / 10));
const setups = (process.env.LOAD_SETUPS ?? "sqlite-1,postgres-1,postgres-2").split(",").map((s) => s.trim());
const log = (message: string) => process.stderr.write(message + "\n");
/** Requests sent this long after the loop began are past the arrival (5 s) and its first loop. */
const SETTLED_AFTER_MS = 15_000;

/** p99 (ms) of every route's requests sent in each 5-s window of the loop. */
function timeline(routes: Map<string, { latencies: number[]; sentAt: number[] }>): string[] {
  const windows: number[][] = [];
  for (const stats of routes.values()) {
    stats.sentAt.forEach((at, i) => (windows[Math.floor(at / 5000)] ??= []).push(stats.latencies[i]!));
  }
  return [...windows].map((w) =>
    w
      ? String(
          Math.round(
            percentile(
              w.sort((a, b) => a - b),
              99,
            ),
          ),
        )
      : "-",
  );
}

for (const name of setups) if (!isSetupName(name)) throw new Error(`unknown setup ${name} (sqlite-1, postgres-1, postgres-2)`);
ensureBuild();

let failed = false;
const throughput = new Map<string, number>();
for (const name of setups) {
  if (!isSetupName(name)) continue;
  const smtp = await startSmtp();
  // BENCH_NODE_OPTIONS reaches the server processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them.
  const serverEnv: Record<string, string> = { SMTP_URL: smtp.url };
  if (process.env.BENCH_NODE_OPTIONS) serverEnv.NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS;
  const setup = await startSetup(name, serverEnv);
  try {
    log(`${name}: ${PLAYERS} players (${ACCOUNTS} accounts) for ${SECONDS} s against ${setup.url}`);
    // The machine's load average before and after: other jobs on the same 2 cores move every figure.
    const load1Before = loadavg()[0]!;
    const result = await runWorkload({ target: setup, players: PLAYERS, accounts: ACCOUNTS, smtp, durationMs: SECONDS * 1000 });
    const seconds = result.elapsedMs / 1000;
    const info = {
      players: PLAYERS,
      accounts: ACCOUNTS,
      seconds: Math.round(seconds * 10) / 10,
      instances: setup.instances().length,
      load1: [Math.round(load1Before * 10) / 10, Math.round(loadavg()[0]! * 10) / 10],
    };
    throughput.set(name, result.requests / seconds);
    report(`load ${name} requests/s`, result.requests / seconds, "req/s", { ...info, requests: result.requests });
    report(`load ${name} errors`, result.errorCount, "count", info);
    report(`load ${name} server error log lines`, setup.serverErrorCount(), "count", info);
    report(`load ${name} finishes/s`, result.journal.finishes.length / seconds, "finishes/s", { finishes: result.journal.finishes.length });
    report(`load ${name} purchases/s`, result.journal.purchases.length / seconds, "purchases/s", {
      purchases: result.journal.purchases.length,
    });
    report(`load ${name} coin packs/s`, result.journal.coinPacks.length / seconds, "coin packs/s", {
      coinPacks: result.journal.coinPacks.length,
    });
    for (const [route, stats] of [...result.routes].sort(([a], [b]) => a.localeCompare(b))) {
      const sorted = [...stats.latencies].sort((a, b) => a - b);
      const statuses = Object.fromEntries(stats.statuses);
      report(`load ${name} ${route} requests/s`, sorted.length / seconds, "req/s", { requests: sorted.length, statuses });
      report(`load ${name} ${route} p50`, percentile(sorted, 50), "ms");
      report(`load ${name} ${route} p99`, percentile(sorted, 99), "ms");
      // The same once the crowd has arrived (its first requests all fall in the first seconds).
      const settled = stats.latencies.filter((_, i) => stats.sentAt[i]! >= SETTLED_AFTER_MS).sort((a, b) => a - b);
      if (settled.length > 0) report(`load ${name} ${route} p99 after ${SETTLED_AFTER_MS / 1000} s`, percentile(settled, 99), "ms");
    }
    log(`${name}: p99 of all routes per 5 s: ${timeline(result.routes).join(" ")}`);
    // Connections each instance accepted over the run: with nginx's keep-alive pool sized right, about
    // the pool, not one per request (deploy/nginx.conf).
    for (const [index, instance] of setup.instances().entries()) {
      const metrics = await fetch(instance.url + "/metrics").then((r) => r.text());
      const accepted = Number(/^flapmaster_http_connections_total (\d+)/m.exec(metrics)?.[1] ?? NaN);
      report(`load ${name} instance ${index + 1} connections accepted`, accepted, "count", { requests: result.requests });
    }
    for (const message of result.errors.slice(0, 20)) log(`error: ${name}: ${message}`);
    for (const line of setup.serverErrors().slice(0, 5)) log(`server error: ${name}: ${line}`);

    // Every write the players were told succeeded is in the database, and nothing is half done.
    const db = openDatabase(setup.databaseUrl, { poolMax: 2 });
    try {
      const acknowledged = await checkAcknowledged(db, result.journal);
      const problems = await checkConsistency(db);
      report(`load ${name} acknowledged writes checked`, acknowledged.checked, "count");
      report(`load ${name} acknowledged writes lost`, acknowledged.lost.length, "count");
      report(`load ${name} consistency problems`, problems.length, "count");
      for (const line of [...acknowledged.lost, ...problems].slice(0, 20)) log(`error: ${name}: ${line}`);
      if (acknowledged.lost.length > 0 || problems.length > 0) failed = true;
    } finally {
      await db.close();
    }
    if (result.errorCount > 0 || setup.serverErrorCount() > 0) failed = true;
  } catch (error) {
    failed = true;
    log(`error: ${name}: ${(error as Error).stack ?? String(error)}`);
  } finally {
    closeConnections();
    await setup.stop();
    await smtp.close();
  }
}
const one = throughput.get("postgres-1");
const two = throughput.get("postgres-2");
if (one && two)
  report("load postgres two instances against one", two / one, "x", { "postgres-1": Math.round(one), "postgres-2": Math.round(two) });
if (failed) process.exitCode = 1;
