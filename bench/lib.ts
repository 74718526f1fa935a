import { execFileSync } from "node:child_process";
import { appendFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { basename, join } from "node:path";
import { CompiledQuery } from "kysely";
import type { Db } from "../server/db/index.ts";
import { capturingDb } from "../tests/support/query-plan.ts";

/** Where each bench appends its figures: bench/results/<bench>.jsonl (`npm run bench:tables` reads them). */
export const RESULTS_DIR = join(import.meta.dirname, "results");

let runContext: { date: string; commit: string | null; cores: number } | undefined;

/** The run's date, commit and core count, read once: every figure of a run carries the same ones. */
function context() {
  if (!runContext) {
    let commit: string | null = null;
    try {
      commit = execFileSync("git", ["rev-parse", "HEAD"], {
        cwd: import.meta.dirname,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    } catch {
      // Not a git checkout (an unpacked tarball): the figure is still worth keeping.
    }
    runContext = { date: new Date().toISOString(), commit, cores: availableParallelism() };
  }
  return runContext;
}

/**
 * Shared by the bench scripts: each figure is printed as one JSON line and appended, with the run's
 * date, commit and core count, to bench/results/<bench>.jsonl (BENCH_RECORD=0 only prints).
 */
export function report(name: string, value: number, unit: string, extra: Record<string, unknown> = {}) {
  const figure = { name, value: Math.round(value * 100) / 100, unit, ...extra };
  console.log(JSON.stringify(figure));
  if (process.env.BENCH_RECORD === "0") return;
  const bench = basename(process.argv[1] ?? "bench", ".ts");
  mkdirSync(RESULTS_DIR, { recursive: true });
  appendFileSync(join(RESULTS_DIR, `${bench}.jsonl`), JSON.stringify({ ...figure, ...context() }) + "\n");
}

/** CPU seconds (user + system, all threads) a process has used so far; null off Linux. */
export function cpuSeconds(pid: number | undefined): number | null {
  const file = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(file)) return null;
  // Fields after the command (which may hold spaces, so split after its closing parenthesis): utime is the 14th field, stime the 15th.
  const stat = readFileSync(file, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
const CLOCK_TICKS = 100;

/**
 * A process's CPU time in seconds per thread name (/proc/PID/task/TID/comm: "MainThread", a worker's
 * `name` such as "verify", libuv's "libuv-worker", V8's "V8Worker"); null where /proc is missing.
 */
export function threadCpuSeconds(pid: number | undefined): Map<string, number> | null {
  const dir = `/proc/${pid}/task`;
  if (pid === undefined || !existsSync(dir)) return null;
  const byName = new Map<string, number>();
  for (const tid of readdirSync(dir)) {
    try {
      const name = readFileSync(`${dir}/${tid}/comm`, "utf8").trim();
      const stat = readFileSync(`${dir}/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      byName.set(name, (byName.get(name) ?? 0) + (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return byName;
}

/**
 * CPU seconds used so far by every process on this machine named `name` (/proc/PID/comm), e.g. the
 * "postgres" server's backends when it runs here; null off Linux. Processes that start or end between
 * two readings count only while both saw them, so it reads a little low under churn.
 */
export function processesCpuSeconds(name: string): Map<number, number> | null {
  if (!existsSync("/proc")) return null;
  const byPid = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() !== name) continue;
      const seconds = cpuSeconds(Number(entry));
      if (seconds !== null) byPid.set(Number(entry), seconds);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return byPid;
}

/** The CPU seconds the processes seen in both readings used between them. */
export function processesCpuBetween(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, seconds] of after) {
    const earlier = before.get(pid);
    if (earlier !== undefined) total += seconds - earlier;
  }
  return total;
}

/**
 * Each thread's CPU between two `threadCpuSeconds` readings, divided by `count` (e.g. answers) and
 * scaled by `scale` (1e3 for ms, 1e6 for µs), rounded to 3 decimals; threads under 0.005 left out.
 */
export function perThreadBetween(
  before: Map<string, number> | null,
  after: Map<string, number> | null,
  count: number,
  scale: number,
): Record<string, number> {
  const perThread: Record<string, number> = {};
  if (!before || !after || count <= 0) return perThread;
  for (const [name, seconds] of after) {
    const value = ((seconds - (before.get(name) ?? 0)) * scale) / count;
    if (value >= 0.005) perThread[name] = Math.round(value * 1000) / 1000;
  }
  return perThread;
}

/** The p-th percentile (0-100) of an ascending array (nearest rank, lower side); NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Prints (to stderr) the plan of every statement `run` makes through the traced database: SQLite's
 * query plan, PostgreSQL's EXPLAIN ANALYZE with `pgOptions`.
 */
export async function explainQueries(
  db: Db,
  label: string,
  run: (traced: Db) => Promise<unknown>,
  options: { pgOptions?: string; showParams?: boolean } = {},
): Promise<void> {
  const log = (message: string) => process.stderr.write(message + "\n");
  const { db: traced, captured } = capturingDb(db);
  await run(traced);
  for (const query of captured) {
    const prefix = db.dialect === "sqlite" ? "explain query plan " : `explain (${options.pgOptions ?? "analyze, costs off"}) `;
    const { rows } = await db.kysely.executeQuery<Record<string, unknown>>(CompiledQuery.raw(prefix + query.sql, [...query.parameters]));
    log(`  [${label}] ${query.sql.replace(/\s+/g, " ")}`);
    if (options.showParams) log(`    params: ${JSON.stringify(query.parameters)}`);
    for (const row of rows) log(`    ${String(db.dialect === "sqlite" ? row.detail : row["QUERY PLAN"])}`);
  }
}
