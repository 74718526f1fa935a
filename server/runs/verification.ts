// The CPU part of a run's finish, as one pure function of plain data: the replay (game/replay
// verify) with the machine-like-play check watching it (server/runs/machine-play.ts) and the run's
// encoded log. It is what the verification workers run (server/runs/verify-worker.ts through
// server/runs/verify-pool.ts), and what runs inline when no worker takes it: both give the same answer.
import { encodeRun, verify, type Run, type VerifyOk, type VerifyOptions, type VerifyRejection } from "../../game/replay/index.ts";
import { checkMachinePlay, watchMachinePlay, type MachineCheck } from "./machine-play.ts";

export interface VerifyJob {
  /** The run as the client sent it, with the run's seed, settings version and settings (not yet checked). */
  run: Run;
  /** For verify: the power-ups debited for the run and its longest length. */
  options: VerifyOptions;
  /** The run's own longest length (its machine-play check stops there). */
  maxTicks?: number;
}

export type VerifyOutcome =
  | { result: VerifyRejection }
  /** A run that replayed: its check and encoded log come with it (the finish needs both when it counts it). */
  | { result: VerifyOk; check: MachineCheck; log: string };

export function verifyRun(job: VerifyJob): VerifyOutcome {
  // The check watches verify's own replay (one simulation of the run instead of two) when that replay
  // is the one the check would fly: stopped at the same longest length. The finish's jobs always are.
  const { maxTicks } = job;
  const sameLength = job.options.timeLimit
    ? maxTicks !== undefined && Number.isSafeInteger(maxTicks) && maxTicks > 0 && maxTicks === job.options.maxTicks
    : maxTicks === undefined;
  if (sameLength) {
    const watch = watchMachinePlay(job.run.timing);
    const result = verify(job.run, { ...job.options, observer: watch.observer });
    if (!result.ok) return { result };
    return { result, check: watch.verdict(), log: encodeRun(job.run) };
  }
  const result = verify(job.run, job.options);
  if (!result.ok) return { result };
  const check = checkMachinePlay(job.run, job.maxTicks === undefined ? {} : { maxTicks: job.maxTicks });
  return { result, check, log: encodeRun(job.run) };
}
