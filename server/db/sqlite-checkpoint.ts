// SQLite's WAL checkpoints, off the event loop (docs/decisions/021-sqlite-checkpoints-off-the-event-loop.md).
//
// With the default auto-checkpoint, the commit that takes the WAL past 1,000 pages copies them into
// the database file and syncs it, on the committing connection: the server's one connection on the
// main thread. Measured on `npm run bench:finish` (SQLite): 5 % of the commits took over 2 ms and
// made 84 % of all commit time, the longest 125 ms, during which no request was served. Here the
// server's connection never checkpoints (wal_autocheckpoint = 0); a worker thread with its own
// connection runs a PASSIVE checkpoint every `intervalMs`, which neither waits for nor blocks it.
// If that thread dies, the connection goes back to checkpointing itself, so the WAL never grows
// without bound.
//
// The WAL is rewound (written again from its start) only by a write that begins after a checkpoint
// copied every frame in it. Under writes that never pause, a PASSIVE round copies the frames that
// were there when it began while newer commits land, so that moment never comes: under
// `npm run bench:finish` the WAL grew to ~500 MB. Once a round finds the WAL at `rewind.walFrames`
// frames, all copied, the next round runs while the server holds its one connection (`rewindWith`;
// its statements wait a round's few milliseconds, the event loop does not): that round copies the
// last frames, and the next write rewinds the WAL.
import { Worker } from "node:worker_threads";
import type { DatabaseSync } from "node:sqlite";

const WORKER_FILE = new URL("./sqlite-checkpoint-worker.ts", import.meta.url);

/** SQLite's own default, put back when the checkpoint thread is gone. */
const AUTO_CHECKPOINT_PAGES = 1000;

export interface CheckpointRound {
  /** Frames in the WAL and how many of them are in the database file now. */
  log: number;
  checkpointed: number;
  ms: number;
}

export interface Checkpointer {
  /** Checkpoints now, resolving with what it found (tests; a round also runs every `intervalMs`). */
  now(): Promise<CheckpointRound>;
  /** How to hold the server's connection (no statement runs) for the round that lets the WAL rewind. */
  rewindWith(quietly: (round: () => Promise<void>) => Promise<void>): void;
  /** Rounds that copied something, and the last error (null when the last round went well). */
  stats(): { rounds: number; lastError: string | null };
  close(): Promise<void>;
}

export interface CheckpointerOptions {
  intervalMs?: number;
  onError?: (message: string) => void;
  /** A round in a held moment once the WAL holds `walFrames` frames (default 4,096: 16 MB), at most once per `minGapMs` (1 s). */
  rewind?: { walFrames?: number; minGapMs?: number };
}

/** Starts the checkpoint thread for the file `path`, whose main connection is `database`. */
export function startCheckpointer(database: DatabaseSync, path: string, options: CheckpointerOptions = {}): Checkpointer {
  database.exec("PRAGMA wal_autocheckpoint = 0");
  // Named: the thread's name in /proc and in profiles.
  const worker = new Worker(WORKER_FILE, { name: "checkpoint", workerData: { path, intervalMs: options.intervalMs ?? 200 } });
  worker.unref();
  let rounds = 0;
  let lastError: string | null = null;
  let closing = false;
  // Callers of now(), answered in order: the worker handles messages one at a time.
  const asked: Array<{ resolve: (round: CheckpointRound) => void; reject: (error: Error) => void }> = [];
  let closed: (() => void) | null = null;
  const rewindFrames = options.rewind?.walFrames ?? 4096;
  const rewindGapMs = options.rewind?.minGapMs ?? 1000;
  let quietly: ((run: () => Promise<void>) => Promise<void>) | null = null;
  let rewinding = false;
  let lastRewind = 0;
  const now = (): Promise<CheckpointRound> => {
    if (closing) return Promise.reject(new Error("the checkpoint thread is closed"));
    return new Promise((resolve, reject) => {
      asked.push({ resolve, reject });
      worker.postMessage("now");
    });
  };
  /** After a round that copied a long WAL whole: one more round while the server's connection is held. */
  const rewindIfLong = (round: CheckpointRound) => {
    if (!quietly || rewinding || closing || round.log < rewindFrames || round.checkpointed < round.log) return;
    if (Date.now() - lastRewind < rewindGapMs) return;
    rewinding = true;
    quietly(async () => {
      await now();
    })
      .catch(() => {
        // A failed round is reported as any round's; the next long WAL tries again.
      })
      .finally(() => {
        rewinding = false;
        lastRewind = Date.now();
      });
  };

  type Message = { closed?: boolean; ok?: boolean; asked?: boolean; message?: string } & Partial<CheckpointRound>;
  worker.on("message", (message: Message) => {
    if (message.closed) return closed?.();
    const caller = message.asked ? asked.shift() : undefined;
    if (message.ok) {
      rounds++;
      lastError = null;
      const round = { log: message.log!, checkpointed: message.checkpointed!, ms: message.ms! };
      caller?.resolve(round);
      rewindIfLong(round);
    } else {
      lastError = message.message ?? "checkpoint failed";
      options.onError?.(lastError);
      caller?.reject(new Error(lastError));
    }
  });
  const gone = (reason: string) => {
    if (closing) return;
    closing = true;
    // Nobody checkpoints any more: the connection does it itself again.
    try {
      database.exec(`PRAGMA wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
    } catch {
      // The database was closed meanwhile.
    }
    lastError = reason;
    options.onError?.(reason);
    for (const caller of asked.splice(0)) caller.reject(new Error(reason));
  };
  worker.on("error", (error) => gone(`checkpoint thread failed: ${error.message}`));
  worker.on("exit", (code) => gone(`checkpoint thread exited (${code})`));

  return {
    now,
    rewindWith(hold) {
      quietly = hold;
    },
    stats: () => ({ rounds, lastError }),
    async close() {
      if (closing) return;
      closing = true;
      await new Promise<void>((resolve) => {
        closed = resolve;
        worker.once("exit", () => resolve());
        worker.postMessage("close");
      });
      await worker.terminate();
      // A round asked for and never answered (the thread gone first) must not hold its caller (a
      // rewinding round holds the server's connection).
      for (const caller of asked.splice(0)) caller.reject(new Error("the checkpoint thread is closed"));
    },
  };
}
