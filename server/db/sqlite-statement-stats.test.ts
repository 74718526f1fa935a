import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./index.ts";
import { migrateToLatest } from "./migrate.ts";
import { createStatementStats, statementsBetween, type StatementStat } from "./sqlite-statement-stats.ts";

describe("createStatementStats", () => {
  it("adds each step's CPU time to its statement, and passes the step's result and error through", () => {
    const stats = createStatementStats();
    const spin = () => {
      const until = process.threadCpuUsage().user + 3000;
      while (process.threadCpuUsage().user < until);
      return 7;
    };
    expect(stats.time("select 1", spin)).toBe(7);
    stats.time("select 1", spin);
    expect(() =>
      stats.time("select 2", () => {
        throw new Error("no such table");
      }),
    ).toThrow("no such table");
    const [one, two] = stats.snapshot().sort((a, b) => a.sql.localeCompare(b.sql));
    expect(one).toMatchObject({ sql: "select 1", calls: 2 });
    // Two spins of at least 3 ms of this thread's CPU each.
    expect(one!.cpuMicros).toBeGreaterThanOrEqual(6000);
    expect(two).toMatchObject({ sql: "select 2", calls: 1 });
  });

  it("gives the totals between two snapshots, the costliest first, without the idle statements", () => {
    const before: StatementStat[] = [
      { sql: "a", calls: 2, cpuMicros: 100 },
      { sql: "b", calls: 1, cpuMicros: 50 },
    ];
    const after: StatementStat[] = [
      { sql: "a", calls: 5, cpuMicros: 160 },
      { sql: "b", calls: 1, cpuMicros: 50 },
      { sql: "c", calls: 1, cpuMicros: 90 },
    ];
    expect(statementsBetween(before, after)).toEqual([
      { sql: "c", calls: 1, cpuMicros: 90 },
      { sql: "a", calls: 3, cpuMicros: 60 },
    ]);
  });
});

describe("SQLITE_STATEMENT_STATS (openDatabase's statementStatsFile)", () => {
  it("writes every statement the connection ran, a write's trigger work and the commits included, at close", async () => {
    const base = join(tmpdir(), `flap_stats_${randomBytes(6).toString("hex")}`);
    const db = openDatabase(`file:${base}.db`, { statementStatsFile: `${base}.json` });
    try {
      await migrateToLatest(db);
      await db.transact(async (trx) => {
        await sql`insert into leaderboard_score_counts (board, period, score, n) values ('daily', '2026-11-29', 5, 1)`.execute(trx);
      });
      await sql`select count(*) as n from leaderboard_score_counts`.execute(db.kysely);
    } finally {
      await db.close();
    }
    const stats = JSON.parse(readFileSync(`${base}.json`, "utf8")) as StatementStat[];
    const of = (pattern: RegExp) => stats.find((stat) => pattern.test(stat.sql));
    expect(of(/^insert into leaderboard_score_counts/)).toMatchObject({ calls: 1 });
    expect(of(/^select count\(\*\) as n from leaderboard_score_counts/)).toMatchObject({ calls: 1 });
    expect(of(/^commit$/i)?.calls).toBeGreaterThanOrEqual(1);
    expect(stats.every((stat) => stat.cpuMicros >= 0 && stat.calls > 0)).toBe(true);
    for (const suffix of [".db", ".db-wal", ".db-shm", ".json"]) rmSync(base + suffix, { force: true });
  });

  it("is off unless asked for: no file is written", async () => {
    const base = join(tmpdir(), `flap_stats_${randomBytes(6).toString("hex")}`);
    const db = openDatabase(`file:${base}.db`);
    await sql`select 1`.execute(db.kysely);
    await db.close();
    expect(existsSync(`${base}.json`)).toBe(false);
    for (const suffix of [".db", ".db-wal", ".db-shm"]) rmSync(base + suffix, { force: true });
  });
});
