// Group commit for SQLite: write transactions that arrive together share one COMMIT, so one WAL sync
// (server/db/sqlite-durable.ts) makes several of them durable at once. SQLite has one connection per
// process and a commit costs a WAL fsync (0.5 ms to several ms on this project's machines), which
// capped the hot write paths (a run's finish, the rate limit counters) at a few hundred commits per
// second whatever the work in them.
//
// How: the first transaction to arrive opens a batch; the ones that arrive while it runs wait for the
// next batch. A batch is one BEGIN ... COMMIT on the connection; each transaction in it runs inside its
// own SAVEPOINT, so one that throws is rolled back alone (ROLLBACK TO) and its error goes to its own
// caller, as a transaction of its own would. Every caller's promise settles only after the COMMIT
// is on disk (its WAL sync finished): nothing is acknowledged before. The next batch runs during that
// sync. A failed COMMIT fails the whole batch (each
// caller gets the error; nothing of it was acknowledged). Transactions in a batch run one after the
// other, each seeing the ones before it, exactly as they would have been serialised on the one
// connection anyway.
//
// PostgreSQL commits each transaction on its own pooled connection (the server groups concurrent WAL
// flushes itself): there `transact` is a plain Kysely transaction.
import { CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** Runs `work` in a write transaction: committed (and durable) when the promise resolves. */
export type Transact = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

// The savepoint commands, compiled once: two per transaction of a batch.
const SAVEPOINT = CompiledQuery.raw("savepoint group_commit");
const RELEASE = CompiledQuery.raw("release savepoint group_commit");
const ROLLBACK_TO = CompiledQuery.raw("rollback to savepoint group_commit");

/** At most this many transactions share one commit (bounds the wait of the last of them). */
export const MAX_GROUP = 64;

interface Job {
  work: (trx: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export function plainTransact(kysely: Kysely<Database>): Transact {
  return (work) => kysely.transaction().execute(work);
}

export interface GroupCommitOptions {
  maxGroup?: number;
  /**
   * Resolves once the COMMIT just made is on disk (server/db/sqlite-durable.ts syncs the WAL off the
   * event loop). The next batch starts meanwhile; this batch's callers are answered after it.
   */
  durable?: () => Promise<void>;
}

/** SQLite's batched transactions (see the header). */
export function groupCommit(kysely: Kysely<Database>, options: GroupCommitOptions = {}): Transact {
  const maxGroup = options.maxGroup ?? MAX_GROUP;
  const durable = options.durable ?? (async () => {});
  let queue: Job[] = [];
  let running = false;

  async function drain() {
    running = true;
    try {
      while (queue.length > 0) {
        // The requests that arrived while the last batch ran (node:sqlite works on the main thread)
        // have not reached their transaction yet: one turn of the event loop lets them (their reads
        // are quick) before the batch is cut.
        await new Promise((done) => setImmediate(done));
        const batch = queue.slice(0, maxGroup);
        queue = queue.slice(batch.length);
        await runBatch(batch);
      }
    } finally {
      running = false;
    }
  }

  async function runBatch(batch: Job[]) {
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    let trx;
    try {
      trx = await kysely.startTransaction().execute();
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    try {
      for (const job of batch) {
        await trx.executeQuery(SAVEPOINT);
        try {
          const value = await job.work(trx);
          await trx.executeQuery(RELEASE);
          outcomes.push({ ok: true, value });
        } catch (error) {
          // ROLLBACK TO keeps the savepoint open: RELEASE ends it (with nothing left in it).
          await trx.executeQuery(ROLLBACK_TO);
          await trx.executeQuery(RELEASE);
          outcomes.push({ ok: false, error });
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // The batch could not commit (or a savepoint command failed): nothing of it is kept.
      await trx
        .rollback()
        .execute()
        .catch(() => {});
      for (const job of batch) job.reject(error);
      return;
    }
    const answer = () =>
      batch.forEach((job, i) => {
        const outcome = outcomes[i]!;
        if (outcome.ok) job.resolve(outcome.value);
        else job.reject(outcome.error);
      });
    // Not awaited: the next batch runs while this one's WAL sync is under way.
    durable().then(answer, (error: unknown) => {
      for (const job of batch) job.reject(error);
    });
  }

  return <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!running) void drain();
    });
}
