// A verification worker thread (server/runs/verify-pool.ts starts it): answers each job with
// verifyRun's outcome, or with the message of what it threw. Plain TypeScript that Node runs with its
// type stripping, from the source tree: the server code is never bundled (server/main.ts imports it
// as it is), so this file sits next to the pool in production and in tests alike.
import { parentPort } from "node:worker_threads";
import { verifyRun } from "./verification.ts";
import { unpackJob, type WireJob } from "./verify-wire.ts";

parentPort?.on("message", (message: { id: number } & WireJob) => {
  try {
    parentPort!.postMessage({ id: message.id, outcome: verifyRun(unpackJob(message)) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
