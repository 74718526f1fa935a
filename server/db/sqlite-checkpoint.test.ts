// The WAL checkpoint thread (server/db/sqlite-checkpoint.ts). SQLite only: PostgreSQL checkpoints in
// its own processes.
import { rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { WAL_SIZE_LIMIT_BYTES, openDatabase, type Db } from "./index.ts";
import { startCheckpointer } from "./sqlite-checkpoint.ts";

const HOUR = 3_600_000;

describe("the SQLite checkpoint thread", () => {
  let db: Db | null = null;
  let path = "";
  afterEach(async () => {
    await db?.close();
    db = null;
    for (const suffix of ["", "-wal", "-shm"]) rmSync(path + suffix, { force: true });
  });

  it("leaves the server's commits free of checkpoints and copies the WAL into the file itself", async () => {
    path = join(tmpdir(), `flapmaster-checkpoint-${process.pid}-${Date.now()}.db`);
    // No timed round during the test: the test asks for each checkpoint.
    db = openDatabase(`file:${path}`, { backgroundCheckpoints: { intervalMs: HOUR } });
    const auto = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    expect(auto.rows[0]?.wal_autocheckpoint).toBe(0);
    // A rewind past this size cuts the WAL file back to it (SQLite's journal_size_limit).
    const limit = await sql<{ journal_size_limit: number }>`pragma journal_size_limit`.execute(db.kysely);
    expect(Number(limit.rows[0]?.journal_size_limit)).toBe(WAL_SIZE_LIMIT_BYTES);

    await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
    // About 2,500 pages of 4 KiB: past the 1,000 at which the connection would have checkpointed.
    const payload = "x".repeat(4000);
    for (let i = 0; i < 50; i++) {
      await db.transact(async (trx) => {
        for (let j = 0; j < 50; j++) await sql`insert into t (v) values (${payload})`.execute(trx);
      });
    }
    const fileBefore = statSync(path).size;
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(8_000_000);
    expect(fileBefore).toBeLessThan(1_000_000); // nothing copied in a commit

    const round = await db.checkpointer!.now();
    expect(round.log).toBeGreaterThan(2000);
    expect(round.checkpointed).toBe(round.log);
    expect(statSync(path).size).toBeGreaterThan(8_000_000);
    expect(db.checkpointer!.stats()).toEqual({ rounds: 1, lastError: null });

    // The server's connection then rewinds the WAL at its next write instead of growing it.
    const walBytes = statSync(`${path}-wal`).size;
    await sql`insert into t (v) values (${payload})`.execute(db.kysely);
    expect(statSync(`${path}-wal`).size).toBe(walBytes);
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(db.kysely);
    expect(Number(count.rows[0]?.n)).toBe(2501);
  });

  it("a timed round checkpoints without being asked", async () => {
    path = join(tmpdir(), `flapmaster-checkpoint-${process.pid}-${Date.now()}-timed.db`);
    db = openDatabase(`file:${path}`, { backgroundCheckpoints: { intervalMs: 20 } });
    await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
    await sql`insert into t (v) values ('a')`.execute(db.kysely);
    await expect.poll(() => db!.checkpointer!.stats().rounds, { timeout: 5000 }).toBeGreaterThan(0);
  });

  it("when the thread cannot work, the connection checkpoints itself again and the failure is reported", async () => {
    path = join(tmpdir(), `flapmaster-checkpoint-${process.pid}-${Date.now()}-gone.db`);
    const database = new DatabaseSync(path);
    database.exec("PRAGMA journal_mode = WAL");
    const errors: string[] = [];
    // A file the thread cannot open: its start fails.
    const checkpointer = startCheckpointer(database, join(path, "no-such-dir", "x.db"), { onError: (message) => errors.push(message) });
    try {
      await expect.poll(() => errors.length, { timeout: 5000 }).toBeGreaterThan(0);
      expect(checkpointer.stats().lastError).toMatch(/checkpoint thread/);
      const auto = database.prepare("pragma wal_autocheckpoint").get() as { wal_autocheckpoint: number };
      expect(auto.wal_autocheckpoint).toBe(1000);
      await expect(checkpointer.now()).rejects.toThrow(/closed/);
    } finally {
      await checkpointer.close();
      database.close();
    }
  });

  it("rewinds the WAL under writes that never pause, in a moment it holds the connection", async () => {
    path = join(tmpdir(), `flapmaster-checkpoint-${process.pid}-${Date.now()}-busy.db`);
    // Rounds every 10 ms, and a quiet checkpoint once the WAL holds 500 frames (2 MB) all copied.
    db = openDatabase(`file:${path}`, { backgroundCheckpoints: { intervalMs: 10, rewind: { walFrames: 500, minGapMs: 0 } } });
    await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
    const payload = "x".repeat(4000);
    // Four writers, each committing again as soon as its last commit is on disk: some commit is always
    // under way, so a PASSIVE round never finds the WAL without a newer commit than its copy.
    let largestWal = 0;
    const writer = async () => {
      for (let i = 0; i < 120; i++) {
        await db!.transact(async (trx) => {
          for (let j = 0; j < 10; j++) await sql`insert into t (v) values (${payload})`.execute(trx);
        });
        largestWal = Math.max(largestWal, statSync(`${path}-wal`).size);
      }
    };
    // And one writing outside any transaction (as Better Auth's guest sign-ups do), a statement at a time.
    const autocommit = async () => {
      for (let i = 0; i < 1200; i++) await sql`insert into t (v) values (${payload})`.execute(db!.kysely);
    };
    await Promise.all([writer(), writer(), writer(), autocommit()]);
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(db.kysely);
    expect(Number(count.rows[0]?.n)).toBe(4800);
    // 4,800 rows of 4 KB went through the WAL (~20 MB); without a rewind the WAL holds them all.
    expect(largestWal).toBeLessThan(8_000_000);
  });
});
