// SQLite's own CPU per statement, for diagnosis: SQLite has no pg_stat_statements. With
// `SQLITE_STATEMENT_STATS=<file>` the server's connection times every statement it runs with the
// main thread's CPU clock (`process.threadCpuUsage`, so time the thread spent descheduled on a busy
// machine is not counted) and writes the totals, by SQL text, to the file once a second. Off by
// default: the clock costs two system calls per statement. `npm run bench:finish` with
// `BENCH_STATEMENTS=1` prints a finish's statements from it (docs/operations.md).
import { writeFileSync } from "node:fs";

export interface StatementStat {
  sql: string;
  calls: number;
  /** The main thread's CPU time in this statement's steps (triggers and the pages it read or wrote included). */
  cpuMicros: number;
}

export interface StatementStats {
  /** Runs `step` (one statement's execution) and adds its CPU time to `sql`'s totals. */
  time<R>(sql: string, step: () => R): R;
  snapshot(): StatementStat[];
}

export function createStatementStats(): StatementStats {
  const totals = new Map<string, { calls: number; cpuMicros: number }>();
  return {
    time(sql, step) {
      const before = process.threadCpuUsage();
      try {
        return step();
      } finally {
        const used = process.threadCpuUsage(before);
        let total = totals.get(sql);
        if (!total) totals.set(sql, (total = { calls: 0, cpuMicros: 0 }));
        total.calls += 1;
        total.cpuMicros += used.user + used.system;
      }
    },
    snapshot: () => [...totals].map(([sql, total]) => ({ sql, ...total })),
  };
}

/** Writes `stats` to `file` every `intervalMs` and once more at `stop()`; the timer keeps no process alive. */
export function writeStatementStats(stats: StatementStats, file: string, intervalMs = 1000): { stop(): void } {
  const write = () => writeFileSync(file, JSON.stringify(stats.snapshot()));
  const timer = setInterval(write, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      write();
    },
  };
}

/** The statements' totals between two snapshots, the costliest first. */
export function statementsBetween(before: StatementStat[], after: StatementStat[]): StatementStat[] {
  const earlier = new Map(before.map((stat) => [stat.sql, stat]));
  return after
    .map((stat) => ({
      sql: stat.sql,
      calls: stat.calls - (earlier.get(stat.sql)?.calls ?? 0),
      cpuMicros: stat.cpuMicros - (earlier.get(stat.sql)?.cpuMicros ?? 0),
    }))
    .filter((stat) => stat.calls > 0)
    .sort((a, b) => b.cpuMicros - a.cpuMicros);
}
