// Capacity of one server process next to raw Node: for each hot path, requests per second of the
// production build (fresh SQLite, one process) and of a bare `node:http` server that answers the very
// bytes the app answered for that path from memory, measured back to back in the same run with the
// same load (autocannon, BENCH_CONNECTIONS connections for BENCH_DURATION seconds, loopback). The
// figure is the ratio app / raw, so a busier or quieter machine moves both sides alike.
//
// Paths: the game JSON a visitor or guest calls (leaderboard and /api/store for both, /api/me, POST /api/runs, a
// run's replay) and the public pages, once for a visitor without a session and once with a player's
// session (a guest: the same pages render the player's own data then). The replay page and its JSON
// (/replay/:runId, /api/runs/:id/replay) show a run a bench guest flies and finishes first. POST /api/runs rotates over BENCH_GUESTS guests,
// each under the start limit (30 a minute) for the whole measurement.
//
// Beside each ratio, the server process's CPU time per answer (µs, all threads), which a busy machine
// moves less than the ratio.
//
// For a guest's GET /api/me, also its floor (capacity_me_json_guest_floor_*): the route's own data work
// behind bare node:http (bench/capacity-floor-server.ts) on the app's database, with the same load, so
// the share the HTTP stack around the route takes is measured rather than guessed.
//
// Goals: game JSON ≥ 25 % of raw; pages ≥ 10 % for a visitor, ≥ 3 % with a session. Every answer must
// be the one a browser expects (200, or 201 for a start): any other is counted and fails the bench.
//
// Run: npm run bench:capacity (BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_ONLY=/api/me,/ a subset;
// BENCH_ENGINE=postgres to run the app on a fresh PostgreSQL database instead).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import autocannon from "autocannon";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { ensureBuild } from "../tests/load/setups.ts";
import { cpuSeconds, perThreadBetween, report, threadCpuSeconds } from "./lib.ts";
import { flyLikeAPerson } from "../tests/support/person-run.ts";
import type { GameSettings } from "../game/sim/types.ts";

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ENGINE = (process.env.BENCH_ENGINE ?? "sqlite") as "sqlite" | "postgres";
const ONLY = process.env.BENCH_ONLY?.split(",").map((p) => p.trim());
const log = (message: string) => process.stderr.write(message + "\n");

interface Target {
  name: string;
  method: "GET" | "POST";
  path: string;
  session: "visitor" | "guest";
  goal: number;
}

const JSON_GOAL = 0.25;
const VISITOR_PAGE_GOAL = 0.1;
const SESSION_PAGE_GOAL = 0.03;
const PAGES = ["/", "/leaderboard", "/store", "/play", "/terms", "/privacy", "/replay/:run"];
const jsonTargets: Target[] = [
  { name: "leaderboard_json_visitor", method: "GET", path: "/api/leaderboards/daily", session: "visitor", goal: JSON_GOAL },
  { name: "me_json_guest", method: "GET", path: "/api/me", session: "guest", goal: JSON_GOAL },
  { name: "store_json_visitor", method: "GET", path: "/api/store", session: "visitor", goal: JSON_GOAL },
  { name: "run_start_guest", method: "POST", path: "/api/runs", session: "guest", goal: JSON_GOAL },
  // The same reads with a session: the player's own rank and balance, so never from the public cache.
  { name: "leaderboard_json_guest", method: "GET", path: "/api/leaderboards/daily", session: "guest", goal: JSON_GOAL },
  { name: "store_json_guest", method: "GET", path: "/api/store", session: "guest", goal: JSON_GOAL },
  { name: "replay_json_visitor", method: "GET", path: "/api/runs/:run/replay", session: "visitor", goal: JSON_GOAL },
];
const targets: Target[] = [
  ...jsonTargets,
  // Every page once for a visitor, then once with a session (the order the README table lists them).
  ...(["visitor", "guest"] as const).flatMap((session) =>
    PAGES.map((path): Target => ({
      name: `page_${pageName(path)}_${session}`,
      method: "GET",
      path,
      session,
      goal: session === "visitor" ? VISITOR_PAGE_GOAL : SESSION_PAGE_GOAL,
    })),
  ),
].filter((t) => !ONLY || ONLY.includes(t.path) || ONLY.includes(t.name) || (t.path.includes(":run") && ONLY.includes("/replay")));

function pageName(path: string) {
  return path === "/" ? "home" : path.startsWith("/replay/") ? "replay" : path.slice(1);
}

/** A finished, ranked run for the replay targets: a guest flies it like a person and finishes it over HTTP. */
async function finishedRun(base: string, headers: Record<string, string>): Promise<string> {
  const start = await fetch(base + "/api/runs", {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body: "{}",
  });
  if (start.status !== 201) throw new Error(`run start: ${start.status} ${await start.text()}`);
  const startedAt = Date.now();
  const run = (await start.json()) as { runId: string; seed: number; settings: GameSettings; maxTicks: number };
  const sim = flyLikeAPerson({ seed: run.seed, settings: run.settings, maxTicks: run.maxTicks, flyWhile: (s) => s.state.tick < 600 });
  // The server wants the wall-clock time since the start to cover the simulated time (less 2 s).
  const wait = startedAt + (sim.state.tick / 60) * 1000 - 1500 - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  const body = JSON.stringify({ inputs: sim.inputs, timing: sim.timings, claimedScore: sim.summary().score, name: "Bench" });
  const finish = await fetch(`${base}/api/runs/${run.runId}/finish`, {
    method: "POST",
    headers: { ...headers, "Content-Type": "application/json" },
    body,
  });
  if (finish.status !== 200) throw new Error(`run finish: ${finish.status} ${await finish.text()}`);
  return run.runId;
}

/** A bare node:http server in its own process answering `body` with `contentType` to every request. */
function startRaw(body: Buffer, contentType: string, status: number) {
  const source = `
    const http = require("node:http");
    const body = Buffer.from(process.env.RAW_BODY, "base64");
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(${status}, { "Content-Type": process.env.RAW_TYPE, "Content-Length": body.length });
      res.end(body);
    });
    server.keepAliveTimeout = 65000;
    server.listen(0, "127.0.0.1", () => console.log("port " + server.address().port));`;
  return startListening(["-e", source], { RAW_BODY: body.toString("base64"), RAW_TYPE: contentType });
}

/** GET /api/me's data work behind bare node:http (bench/capacity-floor-server.ts), on the app's database. */
function startFloor(databaseUrl: string) {
  return startListening([resolve(import.meta.dirname, "capacity-floor-server.ts")], {
    PATH: process.env.PATH ?? "",
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: "http://localhost:3000",
  });
}

/** A Node process that prints "port N" once it listens on loopback. */
async function startListening(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "inherit"] });
  const [chunk] = (await once(child.stdout, "data")) as [Buffer];
  const port = /port (\d+)/.exec(chunk.toString())?.[1];
  if (!port) throw new Error(`${args[0]} did not start: ${chunk.toString()}`);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill();
      await once(child, "exit");
    },
  };
}

interface Load {
  url: string;
  method: "GET" | "POST";
  /** One header set per request, cycled (a guest per start). */
  headerSets: Record<string, string>[];
  body?: string;
  expect: number;
}

async function measure(load: Load, duration: number) {
  let next = 0;
  const result = await autocannon({
    url: load.url,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        method: load.method,
        ...(load.body !== undefined ? { body: load.body } : {}),
        setupRequest(request) {
          const headers = load.headerSets[next++ % load.headerSets.length]!;
          return { ...request, headers: { ...request.headers, ...headers } };
        },
      },
    ],
    expectBody: undefined,
  });
  const wrong = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => Number(code) !== load.expect)
    .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => `${code}: ${(stats as { count: number }).count}`);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + wrong,
    codes,
    timeouts: result.timeouts,
  };
}

ensureBuild();
const database = await createTestDatabase(ENGINE);
// TRUST_PROXY: each bench guest comes from its own address (X-Forwarded-For), as real players do,
// so the new-guests-per-address limit does not stop the bench making its guests.
// The production log level (info: one line per request) is part of what is measured.
// BENCH_NODE_OPTIONS reaches the server process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
const serverEnv: Record<string, string> = { DATABASE_URL: database.url, TRUST_PROXY: "1" };
if (process.env.BENCH_NODE_OPTIONS) serverEnv.NODE_OPTIONS = process.env.BENCH_NODE_OPTIONS;
const server = await startServer({ env: serverEnv });
let failed = false;
try {
  const base = server.url;
  const origin = { Origin: base };
  const guests: Record<string, string>[] = [];
  const GUESTS = Number(process.env.BENCH_GUESTS ?? Math.ceil(((DURATION + 3) * 8000) / 30));
  log(`making ${GUESTS} guests`);
  for (let i = 0; i < GUESTS; i++) {
    const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const response = await fetch(base + "/api/session/guest", { method: "POST", headers: { ...origin, "X-Forwarded-For": address } });
    if (response.status !== 201) throw new Error(`guest ${i}: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    guests.push({ Cookie: cookie, "X-Forwarded-For": address, ...origin });
  }
  const visitor = [{ "X-Forwarded-For": "10.255.0.1" }];
  const runId = targets.some((t) => t.path.includes(":run")) ? await finishedRun(base, guests[guests.length - 1]!) : "";

  for (const listed of targets) {
    const target = { ...listed, path: listed.path.replace(":run", runId) };
    const headerSets =
      target.session === "visitor"
        ? visitor
        : target.method === "POST"
          ? guests.map((g) => ({ ...g, "Content-Type": "application/json" }))
          : guests.slice(0, 1);
    const body = target.method === "POST" ? "{}" : undefined;
    const expect = target.method === "POST" ? 201 : 200;
    const sample = await fetch(base + target.path, { method: target.method, headers: headerSets[0], body });
    const bytes = Buffer.from(await sample.arrayBuffer());
    if (sample.status !== expect) throw new Error(`${target.method} ${target.path}: ${sample.status} ${bytes.toString().slice(0, 300)}`);
    const raw = await startRaw(bytes, sample.headers.get("content-type") ?? "text/plain", expect);
    try {
      // Warm both (JIT, statement caches, any cache the app keeps), then measure raw and app back to back.
      await measure({ url: raw.url + target.path, method: target.method, headerSets, body, expect }, 2);
      await measure({ url: base + target.path, method: target.method, headerSets, body, expect }, 2);
      const rawResult = await measure({ url: raw.url + target.path, method: target.method, headerSets, body, expect }, DURATION);
      const cpu0 = cpuSeconds(server.process.pid);
      const threads0 = threadCpuSeconds(server.process.pid);
      const appResult = await measure({ url: base + target.path, method: target.method, headerSets, body, expect }, DURATION);
      const cpu1 = cpuSeconds(server.process.pid);
      const threads1 = threadCpuSeconds(server.process.pid);
      const ratio = appResult.rps / rawResult.rps;
      const info = {
        path: target.path,
        session: target.session,
        bytes: bytes.length,
        connections: CONNECTIONS,
        seconds: DURATION,
        engine: ENGINE,
      };
      report(`capacity_${target.name}_rps`, appResult.rps, "req/s", { ...info, p99: appResult.p99 });
      report(`capacity_${target.name}_raw_rps`, rawResult.rps, "req/s", info);
      report(`capacity_${target.name}_ratio`, ratio * 100, "%", { ...info, goal: target.goal * 100, load1: loadavg()[0] });
      // The server's own CPU per answer (all its threads): steadier than the ratio on a shared machine.
      if (cpu0 !== null && cpu1 !== null && appResult.requests > 0) {
        report(`capacity_${target.name}_server_cpu_per_request`, ((cpu1 - cpu0) * 1e6) / appResult.requests, "µs", {
          ...info,
          perThread: perThreadBetween(threads0, threads1, appResult.requests, 1e6),
        });
      }
      if (target.name === "me_json_guest") await measureFloor(raw.url, rawResult.rps, { ...info, headerSets, expect });
      if (appResult.errors > 0) {
        log(
          `${target.name}: ${appResult.errors} answers were not ${expect} (${appResult.codes.join(", ")}; ${appResult.timeouts} timeouts)`,
        );
        failed = true;
      }
    } finally {
      await raw.stop();
    }
  }
} finally {
  await server.stop();
  await database.drop();
}

/**
 * The same load on GET /api/me's own data work behind bare node:http, while the app idles: the floor
 * no HTTP stack around the route can go below (capacity_me_json_guest_floor_*).
 */
async function measureFloor(
  rawUrl: string,
  rawRps: number,
  { headerSets, expect, ...info }: Record<string, unknown> & { headerSets: Record<string, string>[]; expect: number; path: string },
) {
  const floor = await startFloor(database.url);
  try {
    const sample = await fetch(floor.url + info.path, { headers: headerSets[0] });
    const app = await fetch(rawUrl + info.path);
    // The same JSON as the app's (its raw copy), less nothing: a floor answering less would flatter it.
    if (sample.status !== expect || (await sample.text()) !== (await app.text()))
      throw new Error(`floor ${info.path}: not the app's answer`);
    await measure({ url: floor.url + info.path, method: "GET", headerSets, expect }, 2);
    const cpu0 = cpuSeconds(floor.pid);
    const threads0 = threadCpuSeconds(floor.pid);
    const result = await measure({ url: floor.url + info.path, method: "GET", headerSets, expect }, DURATION);
    const cpu1 = cpuSeconds(floor.pid);
    const threads1 = threadCpuSeconds(floor.pid);
    report("capacity_me_json_guest_floor_rps", result.rps, "req/s", { ...info, p99: result.p99 });
    report("capacity_me_json_guest_floor_ratio", (result.rps / rawRps) * 100, "%", { ...info, goal: JSON_GOAL * 100, load1: loadavg()[0] });
    if (cpu0 !== null && cpu1 !== null && result.requests > 0) {
      report("capacity_me_json_guest_floor_server_cpu_per_request", ((cpu1 - cpu0) * 1e6) / result.requests, "µs", {
        ...info,
        perThread: perThreadBetween(threads0, threads1, result.requests, 1e6),
      });
    }
    if (result.errors > 0) {
      log(`me_json_guest floor: ${result.errors} answers were not ${expect} (${result.codes.join(", ")})`);
      failed = true;
    }
  } finally {
    await floor.stop();
  }
}
if (failed) process.exitCode = 1;
