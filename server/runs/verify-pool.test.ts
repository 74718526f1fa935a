import { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { createSim } from "../../game/sim/index.ts";
import { createJitteredBot } from "../../game/sim/bot.ts";
import { defaultSettings } from "../../game/sim/settings.ts";
import { runFromSim } from "../../game/replay/index.ts";
import { verifyRun, type VerifyJob } from "./verification.ts";
import { createInlineVerifier, createVerifyPool, type Verifier } from "./verify-pool.ts";

/** A run the jittered bot flies for `ticks` ticks (then the bird falls), with its sub-tick timing. */
function botJob(seed: number, ticks = 600): VerifyJob {
  const sim = createSim({ seed, settings: defaultSettings() });
  const bot = createJitteredBot(seed);
  while (sim.state.phase === "playing") {
    if (sim.state.tick < ticks) bot.step(sim);
    else sim.step();
  }
  return { run: { ...runFromSim(sim, 1), timing: sim.timings.slice() }, options: {} };
}

/** A worker from source text (CommonJS): stands in for server/runs/verify-worker.ts. */
const evalWorker = (code: string) => () => new Worker(`const { parentPort } = require("node:worker_threads");\n${code}`, { eval: true });
const CANNED = { result: { ok: false, error: "malformed", message: "canned" } };

let pools: Verifier[] = [];
const pool = (...args: Parameters<typeof createVerifyPool>) => {
  const created = createVerifyPool(...args);
  pools.push(created);
  return created;
};
afterEach(async () => {
  await Promise.all(pools.map((p) => p.close()));
  pools = [];
});

describe("verification pool", () => {
  it("answers in its worker threads (server/runs/verify-worker.ts) exactly as inline", async () => {
    const verifier = pool({ size: 2 });
    const jobs = [botJob(1), botJob(2), botJob(3), { ...botJob(4), options: { maxTicks: 100, timeLimit: true } }];
    const outcomes = await Promise.all(jobs.map((job) => verifier.verify(job)));
    expect(outcomes).toEqual(jobs.map((job) => verifyRun(job)));
    expect(outcomes[0]!.result.ok).toBe(true);
    expect(verifier.stats()).toMatchObject({ workers: 2, pooled: 4, inline: 0, crashed: 0 });
  });

  it("answers a rejected replay as inline (bad input is an answer, not an error)", async () => {
    const verifier = pool({ size: 1 });
    const job = { ...botJob(5), run: { ...botJob(5).run, inputs: [[-1, 0]] as [number, number][] } };
    const outcome = await verifier.verify(job);
    expect(outcome.result.ok).toBe(false);
    expect(outcome).toEqual(verifyRun(job));
  });

  it("replays inline the job of a worker that dies, replaces the worker and keeps answering", async () => {
    let started = 0;
    const crashes: unknown[] = [];
    const crashing = evalWorker(`parentPort.on("message", () => process.exit(3));`);
    const verifier = pool({
      size: 1,
      onCrash: (error) => crashes.push(error),
      createWorker: () => {
        started++;
        return crashing();
      },
    });
    const job = botJob(6);
    expect(await verifier.verify(job)).toEqual(verifyRun(job));
    expect(await verifier.verify(job)).toEqual(verifyRun(job));
    const stats = verifier.stats();
    expect(stats.crashed).toBe(2);
    expect(stats.inline).toBe(2);
    expect(started).toBe(3);
    expect(crashes).toHaveLength(2);
    expect(String(crashes[0])).toContain("code 3");
  });

  it("stops replacing workers that keep dying: every job then runs inline", async () => {
    const verifier = pool({ size: 1, createWorker: evalWorker(`throw new Error("cannot start");`) });
    const job = botJob(7);
    for (let i = 0; i < 15; i++) expect(await verifier.verify(job)).toEqual(verifyRun(job));
    // Give the last worker's exit time to arrive, then: no slot left.
    await new Promise((done) => setTimeout(done, 200));
    expect(verifier.stats().workers).toBe(0);
    expect(await verifier.verify(job)).toEqual(verifyRun(job));
  });

  it("rejects with the message of a verification that throws in the worker, and keeps the worker", async () => {
    const verifier = pool({
      size: 1,
      createWorker: evalWorker(
        `parentPort.on("message", ({ id, job }) => parentPort.postMessage(job.run.seed === 13 ? { id, error: "replay blew up" } : { id, outcome: ${JSON.stringify(CANNED)} }));`,
      ),
    });
    await expect(verifier.verify(botJob(13))).rejects.toThrow("replay blew up");
    expect(await verifier.verify(botJob(14))).toEqual(CANNED);
    expect(verifier.stats()).toMatchObject({ workers: 1, pooled: 2, crashed: 0 });
  });

  it("runs a job inline when every worker is busy and the queue is full", async () => {
    const verifier = pool({
      size: 1,
      queuePerWorker: 1,
      createWorker: evalWorker(
        `parentPort.on("message", ({ id }) => setTimeout(() => parentPort.postMessage({ id, outcome: ${JSON.stringify(CANNED)} }), 100));`,
      ),
    });
    const job = botJob(8);
    const outcomes = await Promise.all([verifier.verify(job), verifier.verify(job), verifier.verify(job), verifier.verify(job)]);
    // One in the worker, one queued for it, two inline (the real replay).
    expect(outcomes.filter((o) => o === CANNED || JSON.stringify(o) === JSON.stringify(CANNED))).toHaveLength(2);
    expect(outcomes.slice(2)).toEqual([verifyRun(job), verifyRun(job)]);
    expect(verifier.stats()).toMatchObject({ pooled: 2, inline: 2 });
  });

  it("close() stops the workers: a job still in one is replayed inline, later jobs run inline", async () => {
    const verifier = pool({ size: 1, createWorker: evalWorker(`parentPort.on("message", () => {});`) });
    const job = botJob(9);
    const inFlight = verifier.verify(job);
    await verifier.close();
    expect(await inFlight).toEqual(verifyRun(job));
    expect(verifier.stats().workers).toBe(0);
    expect(await verifier.verify(job)).toEqual(verifyRun(job));
    expect(verifier.stats()).toMatchObject({ inline: 2, crashed: 0 });
  });

  it("with no workers (size 0) and as the inline verifier, replays on the calling thread", async () => {
    const job = botJob(10);
    expect(await pool({ size: 0 }).verify(job)).toEqual(verifyRun(job));
    const inline = createInlineVerifier();
    expect(await inline.verify(job)).toEqual(verifyRun(job));
    expect(inline.stats().inline).toBe(1);
  });
});
