// A verification job packed for a worker and unpacked there is the job it was, number for number; a
// log of another shape travels untouched (verify, in the worker, is what refuses it).
import { describe, expect, it } from "vitest";
import type { VerifyJob } from "./verification.ts";
import { packJob, unpackJob } from "./verify-wire.ts";

const run = (inputs: unknown, timing?: unknown): VerifyJob =>
  ({
    run: { seed: 7, settingsVersion: 3, settings: {}, inputs, ...(timing === undefined ? {} : { timing }) },
    options: { inventory: { shield: 1 } },
  }) as VerifyJob;

/** What a worker receives: the message structured-cloned, its buffers moved. */
const sent = (job: VerifyJob) => {
  const { message, transfer } = packJob(job);
  return { received: structuredClone(message, { transfer }), transfer };
};

describe("verification jobs on the wire", () => {
  it("packs the inputs and timing into transferred buffers and gets back the same numbers", () => {
    const job = run(
      [
        [0, 1],
        [59, 2],
        [2 ** 40, -1],
        [-0, 0.5],
      ],
      [3, 0, 15, 2 ** 31],
    );
    const { received, transfer } = sent(job);
    expect(transfer).toHaveLength(2);
    expect(received.inputs).toBeInstanceOf(Float64Array);
    expect(received.job.run.inputs).toEqual([]);
    expect(unpackJob(received)).toEqual(job);
    expect(Object.is(unpackJob(received).run.inputs[3]![0], -0)).toBe(true);
  });

  it("packs a run without timing", () => {
    const job = run([[1, 1]]);
    const { received } = sent(job);
    expect(received.timing).toBeUndefined();
    expect(unpackJob(received)).toEqual(job);
  });

  it("sends a log of another shape as it came", () => {
    for (const job of [
      run("not a list"),
      run([[1, 1, 1]]),
      run([[1, "1"]]),
      run([1, 1]),
      run([[1, 1]], ["3"]),
      run([[1, 1]], "timing"),
      run([[1, 1], null]),
    ]) {
      const { received, transfer } = sent(job);
      expect(transfer).toEqual([]);
      expect(received.inputs).toBeUndefined();
      expect(unpackJob(received)).toEqual(job);
    }
  });
});
