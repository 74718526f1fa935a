// SQLite commits made durable off the event loop (docs/decisions/019-sqlite-wal-sync-off-the-event-loop.md).
//
// node:sqlite runs on the main thread, and with `synchronous = FULL` every commit waited for the WAL's
// fsync there: ~0.5 ms per commit on this project's machines, several ms under load, during which no
// request was served (a guest's creation made three such commits). Instead the connection runs with
// `synchronous = NORMAL` (a commit is written to the WAL, not synced) and this dialect syncs the WAL
// file itself, with an async `fdatasync` on libuv's thread pool, after every write that ended outside
// a transaction (an autocommit statement or a COMMIT). The caller's query or transaction resolves only
// once that sync has finished: nothing is acknowledged before it is on disk, as under FULL. Meanwhile
// the connection is free: other requests read, render and start their own transactions, and writes
// that commit during a sync share the next one.
//
// Kysely's runtime locks a single-connection dialect itself and unlocks only after the driver's
// releaseConnection, so this driver keeps that lock (the adapter says "multiple connections" to turn
// Kysely's off) and unlocks before it waits for the sync.
import { open, type FileHandle } from "node:fs/promises";
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
  type TransactionSettings,
} from "kysely";

/** Counts the writes that ended outside a transaction and makes them durable on request. */
export interface WalSync {
  /** Writes that ended outside a transaction so far (a commit, an autocommit statement). */
  readonly writes: number;
  /** Writes known to be on disk. */
  readonly synced: number;
  noteWrite(): void;
  /** Resolves once every write up to `upTo` is on disk (one sync covers all writes before it began). */
  durable(upTo: number): Promise<void>;
  close(): Promise<void>;
}

/** fdatasync of the WAL file through a handle of its own (fsync works on the file, not the handle). */
export type SyncFile = (path: string) => Promise<void>;

export function createWalSync(walPath: string, syncFile?: SyncFile): WalSync {
  let writes = 0;
  let synced = 0;
  let running: Promise<void> | null = null;
  let handle: FileHandle | null = null;
  const sync: SyncFile =
    syncFile ??
    (async (path) => {
      // Opened once, on the first sync: the WAL file exists from the first write on, and SQLite keeps
      // it (rewinding, never replacing it) while this process holds the database open. A statement
      // counted as a write before any write reached the WAL (a PRAGMA that only reads) finds no file:
      // nothing is in it to sync.
      if (!handle) {
        try {
          handle = await open(path, "r+");
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
          throw error;
        }
      }
      await handle.datasync();
    });
  return {
    get writes() {
      return writes;
    },
    get synced() {
      return synced;
    },
    noteWrite() {
      writes++;
    },
    async durable(upTo) {
      while (synced < upTo) {
        if (!running) {
          // Every write counted so far has returned from SQLite, so it is in the file this sync flushes.
          const target = writes;
          running = sync(walPath)
            .then(() => {
              synced = Math.max(synced, target);
            })
            .finally(() => {
              running = null;
            });
        }
        await running;
      }
    },
    async close() {
      await running?.catch(() => {});
      await handle?.close();
      handle = null;
    },
  };
}

class OwnLockSqliteAdapter extends SqliteAdapter {
  // The driver below serialises the one connection itself (see the header).
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class DurableSqliteDriver implements Driver {
  readonly #inner: Driver;
  readonly #wal: WalSync;
  #lock: Promise<void> | null = null;
  #unlock: (() => void) | null = null;
  #writesAtAcquire = 0;

  constructor(inner: Driver, wal: WalSync) {
    this.#inner = inner;
    this.#wal = wal;
  }

  init(): Promise<void> {
    return this.#inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    while (this.#lock) await this.#lock;
    this.#lock = new Promise((resolve) => (this.#unlock = resolve));
    this.#writesAtAcquire = this.#wal.writes;
    return this.#inner.acquireConnection();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const wrote = this.#wal.writes !== this.#writesAtAcquire;
    const upTo = this.#wal.writes;
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      const unlock = this.#unlock;
      this.#lock = null;
      this.#unlock = null;
      unlock?.();
    }
    // Only the holder's own writes are waited for: a reader is answered at once.
    if (wrote) await this.#wal.durable(upTo);
  }

  // BEGIN IMMEDIATE takes the write lock at once, waiting out the busy timeout. A plain (deferred)
  // BEGIN that reads first and writes later fails at once with "database is locked" when another
  // connection (a CLI command, a backup, a test's own connection) committed in between: SQLite cannot
  // upgrade a read snapshot that is no longer the newest, and no busy timeout helps then. In this
  // process the one connection is serialised anyway, so taking the lock early costs nothing here.
  async beginTransaction(connection: DatabaseConnection, _settings: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  savepoint(...args: Parameters<NonNullable<Driver["savepoint"]>>): Promise<void> {
    return this.#inner.savepoint!(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver["rollbackToSavepoint"]>>): Promise<void> {
    return this.#inner.rollbackToSavepoint!(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver["releaseSavepoint"]>>): Promise<void> {
    return this.#inner.releaseSavepoint!(...args);
  }

  async destroy(): Promise<void> {
    await this.#wal.close();
    await this.#inner.destroy();
  }
}

/** Kysely's SqliteDialect whose writes are acknowledged after the WAL sync this module makes. */
export class DurableSqliteDialect extends SqliteDialect {
  readonly #wal: WalSync;

  constructor(config: SqliteDialectConfig, wal: WalSync) {
    super(config);
    this.#wal = wal;
  }

  override createAdapter(): DialectAdapter {
    return new OwnLockSqliteAdapter();
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(super.createDriver(), this.#wal);
  }
}
