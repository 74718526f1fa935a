// How a verification job travels to a worker (server/runs/verify-pool.ts): a 3-minute run's input log
// is about a thousand [tick, action] pairs, and structured-cloning that many small arrays cost about
// 100 µs of CPU per finish between the two threads. Packed into one Float64Array (exact for every
// number, as the arrays were) the same log is a single copy of bytes. A log that is not an array of
// number pairs (a client's malformed one, which verify refuses) travels as it came.
import type { VerifyJob } from "./verification.ts";

/** A job as posted to a worker: the inputs (and timing) packed when they have the expected shape. */
export interface WireJob {
  job: VerifyJob;
  /** [tick0, action0, tick1, action1, …] of job.run.inputs, which is then left out. */
  inputs?: Float64Array;
  /** job.run.timing, which is then left out. */
  timing?: Float64Array;
}

function packPairs(inputs: unknown): Float64Array | undefined {
  if (!Array.isArray(inputs)) return undefined;
  const packed = new Float64Array(inputs.length * 2);
  for (let i = 0; i < inputs.length; i++) {
    const pair: unknown = inputs[i];
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== "number" || typeof pair[1] !== "number") return undefined;
    packed[2 * i] = pair[0];
    packed[2 * i + 1] = pair[1];
  }
  return packed;
}

function packNumbers(values: unknown): Float64Array | undefined {
  if (!Array.isArray(values)) return undefined;
  const packed = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const value: unknown = values[i];
    if (typeof value !== "number") return undefined;
    packed[i] = value;
  }
  return packed;
}

export function packJob(job: VerifyJob): { message: WireJob; transfer: ArrayBuffer[] } {
  const inputs = packPairs(job.run.inputs);
  const timing = job.run.timing === undefined ? undefined : packNumbers(job.run.timing);
  if (!inputs || (job.run.timing !== undefined && !timing)) return { message: { job }, transfer: [] };
  const { inputs: _inputs, timing: _timing, ...rest } = job.run;
  return {
    message: { job: { ...job, run: { ...rest, inputs: [] } }, inputs, ...(timing ? { timing } : {}) },
    transfer: [inputs.buffer as ArrayBuffer, ...(timing ? [timing.buffer as ArrayBuffer] : [])],
  };
}

export function unpackJob(message: WireJob): VerifyJob {
  const { job, inputs, timing } = message;
  if (!inputs) return job;
  const pairs: [number, number][] = new Array(inputs.length / 2);
  for (let i = 0; i < pairs.length; i++) pairs[i] = [inputs[2 * i]!, inputs[2 * i + 1]!];
  return { ...job, run: { ...job.run, inputs: pairs, ...(timing ? { timing: Array.from(timing) } : {}) } };
}
