// `/` server-render throughput and latency on loopback: autocannon, 10 s, 50 connections,
// against the production build on a fresh SQLite database.
import autocannon from "autocannon";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { report } from "./lib.ts";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const database = await createTestDatabase("sqlite");
const server = await startServer({ env: { DATABASE_URL: database.url } });
try {
  // Warm up the JIT and statement caches before measuring.
  await autocannon({ url: server.url + "/", connections: 10, duration: 2 });
  const result = await autocannon({ url: server.url + "/", connections, duration: durationSeconds });
  const errors = result.errors + result.timeouts + result.non2xx;
  report("render_home_requests_per_second", result.requests.average, "req/s", { connections, durationSeconds });
  report("render_home_latency_p50", result.latency.p50, "ms");
  report("render_home_latency_p99", result.latency.p99, "ms");
  report("render_home_errors", errors, "count");
} finally {
  await server.stop();
  await database.drop();
}
