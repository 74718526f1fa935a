// Password sign-in on loopback against the production build (fresh SQLite): latency p50/p99 one at a
// time, then sign-ins per second (and latency) with BENCH_CONNECTIONS concurrent clients for
// BENCH_DURATION seconds. Password hashing dominates, so the hash itself is timed too.
//
// The server runs with TRUST_PROXY=true and every request carries its own X-Forwarded-For, so the
// per-address sign-in limit (30/min) does not cut the run short; a successful sign-in clears its
// account's count, so the per-account limit does not either. Everything else is the real path:
// Origin check, rate-limit rows, session row, cookies.
import { randomUUID } from "node:crypto";
import { availableParallelism } from "node:os";
import { hashPassword } from "better-auth/crypto";
import { openDatabase } from "../server/db/index.ts";
import { createTestDatabase, startServer } from "../tests/e2e/server.ts";
import { report } from "./lib.ts";

const durationSeconds = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const sequentialSamples = Number(process.env.BENCH_SAMPLES ?? 100);
const ACCOUNTS = 50;
const PASSWORD = "bench-password-1";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

// The hash cost on its own (the library's scrypt: N=16384, r=16, p=1, 64-byte key; libuv thread pool).
const hashTimes: number[] = [];
for (let i = 0; i < 20; i++) {
  const start = performance.now();
  await hashPassword(PASSWORD);
  hashTimes.push(performance.now() - start);
}
hashTimes.sort((a, b) => a - b);

const database = await createTestDatabase("sqlite");
const server = await startServer({ env: { DATABASE_URL: database.url, TRUST_PROXY: "true" } });
const db = openDatabase(database.url);
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};
const origin = new URL(server.url).origin;

async function signIn(email: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(server.url + "/api/auth/sign-in/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return performance.now() - start;
}

try {
  // One account through the real sign-up; the others share its password hash (same cost to verify).
  const first = "bench-0@example.com";
  const signUp = await fetch(server.url + "/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": nextIp() },
    body: JSON.stringify({ email: first, password: PASSWORD, name: "Bench" }),
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const { id: firstId } = await db.kysely.selectFrom("user").select("id").where("email", "=", first).executeTakeFirstOrThrow();
  const { password: hash } = await db.kysely
    .selectFrom("account")
    .select("password")
    .where("userId", "=", firstId)
    .executeTakeFirstOrThrow();
  await db.kysely.updateTable("user").set({ emailVerified: true }).where("id", "=", firstId).execute();
  const now = new Date().toISOString();
  const emails = [first];
  for (let i = 1; i < ACCOUNTS; i++) {
    const id = randomUUID();
    const email = `bench-${i}@example.com`;
    emails.push(email);
    await db.kysely.insertInto("user").values({ id, name: "Bench", email, emailVerified: true, createdAt: now, updatedAt: now }).execute();
    await db.kysely
      .insertInto("account")
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash, createdAt: now, updatedAt: now })
      .execute();
  }

  // Warm-up.
  for (let i = 0; i < 10; i++) await signIn(emails[i % ACCOUNTS]!);

  const sequential: number[] = [];
  for (let i = 0; i < sequentialSamples; i++) sequential.push(await signIn(emails[i % ACCOUNTS]!));
  sequential.sort((a, b) => a - b);

  const loaded: number[] = [];
  let failures = 0;
  const deadline = performance.now() + durationSeconds * 1000;
  let turn = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        try {
          loaded.push(await signIn(emails[turn++ % ACCOUNTS]!));
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  loaded.sort((a, b) => a - b);

  const cost = { N: 16384, r: 16, p: 1, keyLength: 64, memoryMiB: 32, library: "better-auth scrypt (node:crypto)" };
  report("password_hash_p50", percentile(hashTimes, 50), "ms", { ...cost, cpus: availableParallelism() });
  report("signin_latency_p50", percentile(sequential, 50), "ms", { concurrency: 1, samples: sequential.length });
  report("signin_latency_p99", percentile(sequential, 99), "ms", { concurrency: 1, samples: sequential.length });
  report("signin_per_second", loaded.length / elapsed, "sign-ins/s", { connections, durationSeconds });
  report("signin_loaded_latency_p50", percentile(loaded, 50), "ms", { connections });
  report("signin_loaded_latency_p99", percentile(loaded, 99), "ms", { connections });
  report("signin_errors", failures, "count");
} finally {
  await db.close();
  await server.stop();
  await database.drop();
}
