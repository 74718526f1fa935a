// The SQLite WAL sync off the event loop (server/db/sqlite-durable.ts). SQLite only: PostgreSQL syncs
// its own WAL in its own processes, and this driver is never used with it.
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./index.ts";
import { createWalSync } from "./sqlite-durable.ts";

/** A WAL sync the test holds open until it lets it go, counting each sync and what it covered. */
function heldSync() {
  const calls: string[] = [];
  let release: () => void = () => {};
  let gate = new Promise<void>((done) => (release = done));
  return {
    calls,
    sync: async (path: string) => {
      calls.push(path);
      await gate;
    },
    open() {
      release();
      gate = Promise.resolve();
    },
    close() {
      gate = new Promise<void>((done) => (release = done));
    },
  };
}

const tick = () => new Promise((done) => setImmediate(done));

describe("createWalSync", () => {
  it("one sync covers every write before it began; a write during it waits for the next", async () => {
    const held = heldSync();
    const wal = createWalSync("/x-wal", held.sync);
    wal.noteWrite();
    wal.noteWrite();
    const first = wal.durable(wal.writes);
    const alsoFirst = wal.durable(1);
    wal.noteWrite(); // after the sync began: not covered by it
    const second = wal.durable(wal.writes);
    await tick();
    expect(held.calls).toHaveLength(1);
    held.open();
    await Promise.all([first, alsoFirst, second]);
    expect(held.calls).toHaveLength(2);
    expect(wal.synced).toBe(3);
    await wal.durable(3); // nothing left: no sync
    expect(held.calls).toHaveLength(2);
  });

  it("a failed sync fails its waiters and is tried again by the next", async () => {
    let fail = true;
    let calls = 0;
    const wal = createWalSync("/x-wal", async () => {
      calls++;
      if (fail) throw new Error("EIO");
    });
    wal.noteWrite();
    await expect(wal.durable(1)).rejects.toThrow("EIO");
    expect(wal.synced).toBe(0);
    fail = false;
    await wal.durable(1);
    expect(wal.synced).toBe(1);
    expect(calls).toBe(2);
  });
});

describe("SQLite writes through the durable dialect", () => {
  let db: Db | null = null;
  let path = "";
  afterEach(async () => {
    await db?.close();
    db = null;
    for (const suffix of ["", "-wal", "-shm"]) rmSync(path + suffix, { force: true });
  });

  async function open(sync: (path: string) => Promise<void>) {
    path = join(tmpdir(), `flapmaster-durable-${process.pid}-${Date.now()}.db`);
    db = openDatabase(`file:${path}`, { syncWal: sync });
    await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
    return db;
  }

  it("answers a write after its WAL sync, while reads go on meanwhile; reads never sync", async () => {
    const held = heldSync();
    held.open();
    const db = await open(held.sync);
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db.kysely);
    expect(synchronous.rows[0]?.synchronous).toBe(1); // NORMAL: the sync is ours
    held.close();
    held.calls.length = 0;

    let written = false;
    const write = db.kysely
      .insertInto("t" as never)
      .values({ id: 1, v: "a" } as never)
      .execute()
      .then(() => (written = true));
    await tick();
    expect(held.calls).toEqual([`${path}-wal`]);
    expect(written).toBe(false);
    // The connection is free while the sync runs: a read sees the committed row and is answered.
    const rows = await sql<{ v: string }>`select v from t where id = 1`.execute(db.kysely);
    expect(rows.rows).toEqual([{ v: "a" }]);
    expect(written).toBe(false);
    held.open();
    await write;
    expect(held.calls).toHaveLength(1); // the read did not sync

    // A transaction (group commit on SQLite) resolves after the sync of its COMMIT, not before.
    held.close();
    let committed = false;
    const transaction = db
      .transact(async (trx) => {
        await sql`insert into t (id, v) values (2, 'b')`.execute(trx);
        await sql`insert into t (id, v) values (3, 'c')`.execute(trx);
      })
      .then(() => (committed = true));
    for (let i = 0; i < 5; i++) await tick();
    expect(held.calls).toHaveLength(2); // one sync for the whole transaction
    expect(committed).toBe(false);
    held.open();
    await transaction;
    expect(committed).toBe(true);
  });

  it("a write whose sync fails is not acknowledged", async () => {
    let fail = false;
    const db = await open(async () => {
      if (fail) throw new Error("EIO: sync failed");
    });
    fail = true;
    await expect(sql`insert into t (id, v) values (9, 'z')`.execute(db.kysely)).rejects.toThrow("EIO");
    fail = false;
    await sql`insert into t (id, v) values (10, 'y')`.execute(db.kysely);
  });

  it("syncs the real WAL file by default", async () => {
    path = join(tmpdir(), `flapmaster-durable-${process.pid}-${Date.now()}-real.db`);
    db = openDatabase(`file:${path}`);
    await sql`create table t (id integer primary key)`.execute(db.kysely);
    await sql`insert into t (id) values (1)`.execute(db.kysely);
    const count = await sql<{ n: number }>`select count(*) as n from t`.execute(db.kysely);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });

  it("a transaction that reads, then writes, waits for another connection's commit instead of failing", async () => {
    path = join(tmpdir(), `flapmaster-durable-${process.pid}-${Date.now()}-two.db`);
    db = openDatabase(`file:${path}`);
    await sql`create table t (id integer primary key, v text)`.execute(db.kysely);
    // Another process's connection to the same file (a CLI command, a backup, a test's helper).
    const other = new DatabaseSync(path);
    other.exec("pragma busy_timeout = 5000");
    try {
      await db.kysely.transaction().execute(async (trx) => {
        await sql`select count(*) from t`.execute(trx);
        // Under a deferred BEGIN the other connection's write would get in here and this
        // transaction's write below would fail at once ("database is locked"); under BEGIN IMMEDIATE
        // the other connection cannot write until this one commits.
        expect(() => other.exec("pragma busy_timeout = 0; insert into t (id, v) values (1, 'other')")).toThrow(/locked|busy/);
        await sql`insert into t (id, v) values (2, 'mine')`.execute(trx);
      });
      other.exec("pragma busy_timeout = 5000; insert into t (id, v) values (1, 'other')");
      const rows = await sql<{ id: number }>`select id from t order by id`.execute(db.kysely);
      expect(rows.rows.map((row) => Number(row.id))).toEqual([1, 2]);
    } finally {
      other.close();
    }
  });
});
