// Run verification off the request thread: a pool of worker threads (server/runs/verify-worker.ts)
// replays finished runs (server/runs/verification.ts) while the main thread serves requests and talks
// to the database. A finish's replay and machine-play check cost about 1.5 ms of CPU each for a
// 3-minute run; on the main thread they delayed every other request by as much.
//
// The pool never makes a finish fail where the inline replay would not:
// - when every worker is busy with POOL_QUEUE_PER_WORKER jobs waiting in its message queue, the job
//   runs inline on the calling thread, so a burst is served at the main thread's pace, not queued
//   without bound;
// - when a worker dies (it crashed, ran out of memory, was terminated) its job is run inline and the
//   worker replaced (at most MAX_RESPAWNS a minute per pool: after that its slot stays empty);
// - with no worker at all (size 0, or every slot given up) every job runs inline;
// - a job that throws in the worker rejects with its message, as it would have thrown inline.
// The replay is a pure function of the job, so running it again inline gives the same answer.
import { Worker } from "node:worker_threads";
import { verifyRun, type VerifyJob, type VerifyOutcome } from "./verification.ts";
import { packJob } from "./verify-wire.ts";

export interface Verifier {
  verify(job: VerifyJob): Promise<VerifyOutcome>;
  /** Stops the workers (a job still in one finishes inline); later jobs run inline. */
  close(): Promise<void>;
  stats(): VerifierStats;
}

export interface VerifierStats {
  workers: number;
  /** Jobs answered by a worker / run inline (the pool busy or without workers) / workers that died. */
  pooled: number;
  inline: number;
  crashed: number;
}

/** Jobs that may wait per worker (besides the one it is replaying) before the pool runs one inline instead. */
export const POOL_QUEUE_PER_WORKER = 16;
/** Replaced workers per minute before the pool stops replacing them. */
export const MAX_RESPAWNS = 10;

/** No workers: every job runs on the calling thread. */
export function createInlineVerifier(): Verifier {
  let inline = 0;
  return {
    async verify(job) {
      inline++;
      return verifyRun(job);
    },
    async close() {},
    stats: () => ({ workers: 0, pooled: 0, inline, crashed: 0 }),
  };
}

export interface VerifyPoolOptions {
  /** Worker threads (0: inline only). */
  size: number;
  queuePerWorker?: number;
  /** Starts one worker; tests pass their own (one that crashes, one that throws). */
  createWorker?: () => Worker;
  /** Told when a worker died (the server logs it): its job was replayed inline. */
  onCrash?: (error: unknown) => void;
}

interface Pending {
  job: VerifyJob;
  resolve: (outcome: VerifyOutcome) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  /** Jobs sent and not answered yet: the worker takes them in turn from its message queue. */
  inFlight: Map<number, Pending>;
}

const WORKER_FILE = new URL("./verify-worker.ts", import.meta.url);

export function createVerifyPool(options: VerifyPoolOptions): Verifier {
  // Named: the thread's name in /proc and in profiles (bench/finish.ts reports its CPU apart).
  const createWorker = options.createWorker ?? (() => new Worker(WORKER_FILE, { name: "verify" }));
  // Up to this many jobs wait in each worker's own message queue: a worker never idles while the main
  // thread, busy, has not yet read its last answer.
  const perWorker = Math.max(0, options.queuePerWorker ?? POOL_QUEUE_PER_WORKER) + 1;
  const slots: Slot[] = [];
  const respawns: number[] = [];
  let nextId = 1;
  let closed = false;
  const counts = { pooled: 0, inline: 0, crashed: 0 };

  function runInline(pending: Pending) {
    counts.inline++;
    try {
      pending.resolve(verifyRun(pending.job));
    } catch (error) {
      pending.reject(error);
    }
  }

  function start(): Slot | null {
    let worker: Worker;
    try {
      worker = createWorker();
    } catch {
      return null;
    }
    const slot: Slot = { worker, inFlight: new Map() };
    // An idle worker never keeps the process alive (the server's stop does not wait on it).
    worker.unref();
    worker.on("message", (message: { id: number; outcome?: VerifyOutcome; error?: string }) => {
      const current = slot.inFlight.get(message.id);
      if (!current) return;
      slot.inFlight.delete(message.id);
      counts.pooled++;
      if (message.outcome) current.resolve(message.outcome);
      else current.reject(new Error(message.error ?? "verification failed"));
    });
    // 'error' (an uncaught exception in the worker) is followed by 'exit': the job is handled there.
    let failure: unknown = null;
    worker.on("error", (error) => (failure = error));
    worker.on("exit", (code) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      const orphans = [...slot.inFlight.values()];
      slot.inFlight.clear();
      if (!closed) {
        counts.crashed++;
        options.onCrash?.(failure ?? new Error(`verification worker exited with code ${code}`));
      }
      for (const pending of orphans) runInline(pending);
      if (closed) return;
      const now = Date.now();
      while (respawns.length > 0 && respawns[0]! < now - 60_000) respawns.shift();
      if (respawns.length < MAX_RESPAWNS) {
        respawns.push(now);
        const replacement = start();
        if (replacement) slots.push(replacement);
      }
    });
    return slot;
  }

  function send(slot: Slot, pending: Pending) {
    const id = nextId++;
    slot.inFlight.set(id, pending);
    try {
      // The input log packed into one transferred buffer (server/runs/verify-wire.ts).
      const { message, transfer } = packJob(pending.job);
      slot.worker.postMessage({ id, ...message }, transfer);
    } catch {
      // A job that cannot be sent (not cloneable) is replayed here.
      slot.inFlight.delete(id);
      runInline(pending);
    }
  }

  // The workers start with the first job: a process (or a test) that never finishes a run starts none.
  let started = false;
  function startAll() {
    started = true;
    for (let i = 0; i < options.size; i++) {
      const slot = start();
      if (slot) slots.push(slot);
    }
  }

  return {
    verify(job) {
      if (!started && !closed) startAll();
      return new Promise<VerifyOutcome>((resolve, reject) => {
        const pending: Pending = { job, resolve, reject };
        if (closed || slots.length === 0) return runInline(pending);
        let least: Slot | null = null;
        for (const slot of slots) if (!least || slot.inFlight.size < least.inFlight.size) least = slot;
        if (least && least.inFlight.size < perWorker) return send(least, pending);
        runInline(pending);
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      // Terminated workers' jobs are replayed inline (their 'exit').
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
    stats: () => ({ workers: slots.length, ...counts }),
  };
}
