// Machine-like play (docs/decisions/014): a verified run can still be flown by a program that was given the
// seed. This check watches the run's replay and measures how it was flown, against what people do:
// - sub-tick timing: a person's presses land anywhere within a 1/60 s tick; a log built offline has
//   none (the game always records it) or has to invent it, and invented timing tends to be flat or
//   patterned;
// - aim: a program flaps when the bird crosses its own line under the gap, every time within a few
//   pixels; a person's flaps spread over tens of pixels from pipe to pipe;
// - clearance: a program passes every pipe with the same margin; a person's margins vary.
// A run with too little play to judge (few flaps, few pipes) is never flagged on aim or clearance.
// A flagged run is held off the boards until the operator clears it (server/runs/review.ts).
// Figures (false positives on recorded human-like runs, detection of the game's bot): docs/game-rules.md.
import { createSim } from "../../game/sim/sim.ts";
import { ACTION_FLAP, type PipeState } from "../../game/sim/types.ts";
import { SUB_TICK_STEPS, type ReplayObserver, type Run } from "../../game/replay/types.ts";

/** Flaps with a pipe ahead needed before the aim is judged. */
export const MIN_AIM_FLAPS = 24;
/** Pipes passed needed before the clearance is judged. */
export const MIN_CLEARANCE_PIPES = 12;
/** Flaps needed before the sub-tick timing's spread is judged. */
export const MIN_TIMING_FLAPS = 32;
/**
 * Below this spread (interquartile range, px) of where the bird was at each flap, the aim is a
 * machine's. The game's bot flaps within ~2.5 px, 8-9 px with each flap up to 2 ticks late; the
 * tightest of the recorded human-like runs spread 10 px and more (docs/game-rules.md).
 */
export const AIM_IQR_MIN_PX = 9.5;
/** Below this spread (interquartile range, px) of the margins by which pipes were passed, a machine's. */
export const CLEARANCE_IQR_MIN_PX = 3;
/**
 * Sub-tick timing is not a person's when one step of the 16 holds TIMING_TOP_SHARE_MAX of the flaps
 * or more, or the flaps use TIMING_MIN_STEPS steps or fewer. A person's presses in Chromium are not
 * spread evenly (they bunch in the middle of a tick, where the page's frame work leaves the main
 * thread free: a chi-square test would take people for machines), but they spread over 9 steps or
 * more, with at most ~30 % on any one (the recorded human-like runs, docs/game-rules.md).
 */
export const TIMING_TOP_SHARE_MAX = 0.5;
export const TIMING_MIN_STEPS = 4;

export type MachineReason = "no_timing" | "timing_pattern" | "steady_aim" | "steady_clearance";

export interface MachineEvidence {
  flaps: number;
  /** Flaps with a pipe ahead while falling (the aim sample). */
  aimFlaps: number;
  /** Interquartile range (px) of the bird's next-tick height under the gap centre at those flaps. */
  aimIqr: number | null;
  /** Share of flaps made while the bird was still rising (people tap twice; a rule rarely does). */
  risingShare: number | null;
  pipes: number;
  /** Interquartile range (px) of the margin by which each passed pipe was cleared. */
  clearanceIqr: number | null;
  /** Whether the log carried sub-tick timing. */
  timing: boolean;
  /** Chi-square of the flaps' sub-tick timing against an even spread over SUB_TICK_STEPS (shown, not judged). */
  timingChi2: number | null;
  /** Share of the flaps on the most common sub-tick step. */
  timingTopShare: number | null;
  /** How many of the SUB_TICK_STEPS steps the flaps used. */
  timingSteps: number | null;
}

export interface MachineCheck {
  flagged: boolean;
  reasons: MachineReason[];
  evidence: MachineEvidence;
}

function quantile(sorted: Float64Array, p: number): number {
  const i = p * (sorted.length - 1);
  const lo = Math.floor(i);
  return sorted[lo]! + (sorted[Math.min(lo + 1, sorted.length - 1)]! - sorted[lo]!) * (i - lo);
}

function iqr(values: number[]): number | null {
  if (values.length < 4) return null;
  const sorted = Float64Array.from(values).sort();
  return round(quantile(sorted, 0.75) - quantile(sorted, 0.25));
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Watches a replay and judges how machine-like its play was, from what it is shown (ReplayObserver):
 * verify's own pass (server/runs/verification.ts: one simulation of the run, not two) or the replay of
 * checkMachinePlay. `timing`: the run's sub-tick timing (Run.timing). `allPipes`: look at every pipe
 * after each full step, not only the ones passed since the last (the same clearances; the slower way
 * is checkMachinePlay's, which tests hold the other to). The verdict holds only for a replay that
 * reached the run's end (a run verify accepted).
 */
export function watchMachinePlay(
  timing: number[] | undefined,
  { allPipes = false } = {},
): { observer: ReplayObserver; verdict(): MachineCheck } {
  const aims: number[] = [];
  const clearances: number[] = [];
  const flapTimings: number[] = [];
  let flaps = 0;
  let rising = 0;
  let wasCleared: boolean[] = [];
  /** The pool slot of the first pipe not yet counted as passed. */
  let passed = 0;
  const observer: ReplayObserver = {
    start(sim) {
      wasCleared = sim.state.pipes.map(() => false);
      passed = Math.max(0, sim.state.nextPipe);
    },
    input(index, action, sim) {
      if (action !== ACTION_FLAP) return;
      flaps++;
      if (timing) flapTimings.push(timing[index]!);
      const state = sim.state;
      const bird = state.bird;
      if (bird.vy < 0) rising++;
      const next = state.nextPipe >= 0 ? state.pipes[state.nextPipe]! : null;
      if (next && next.active && bird.vy > 0) aims.push(bird.y + bird.vy + sim.settings.gravity - next.gapY);
    },
    // Each pipe's clearance, read when the bird is entirely past it. A hit, zapped or boosted pipe's
    // margin says nothing about aim. Pipes change only on the sim's full steps, and a pipe's flags and
    // margin no longer change once the bird has passed it.
    fullStep: allPipes
      ? (sim) => {
          // Every pipe looked at (the pool reuses its slots, so a slot counts again once it has been
          // respawned and cleared anew): what checkMachinePlay does, the reference for the other way.
          const pipes = sim.state.pipes;
          for (let p = 0; p < pipes.length; p++) {
            const pipe = pipes[p]!;
            const cleared = pipe.active && pipe.cleared;
            if (cleared && !wasCleared[p]) count(pipe);
            wasCleared[p] = cleared;
          }
        }
      : (sim) => {
          // Only the pipes passed since the last full step: the pool is a ring in the order the bird
          // passes the pipes, so they are the slots from the first one not passed then up to the
          // first one not passed now (state.nextPipe; -1 when no pipe is ahead). A pipe stays in the
          // pool hundreds of pixels after it is passed, so none leaves between two full steps unseen.
          const state = sim.state;
          const pipes = state.pipes;
          for (let n = 0; n < pipes.length && passed !== state.nextPipe; n++) {
            const pipe = pipes[passed]!;
            if (!(pipe.active && pipe.cleared)) break;
            count(pipe);
            passed = (passed + 1) % pipes.length;
          }
        },
  };
  function count(pipe: PipeState) {
    if (!pipe.ghost && !pipe.zapped && Number.isFinite(pipe.minClearance)) clearances.push(pipe.minClearance);
  }
  return { observer, verdict: () => judge(flaps, rising, aims, clearances, timing !== undefined, flapTimings) };
}

/**
 * Replays a verified run on its own and judges how machine-like its play was (a finish judges in
 * verify's pass instead, server/runs/verification.ts). `maxTicks`: the run's own longest length (it
 * ended there as "time"; nothing after it was flown).
 */
export function checkMachinePlay(run: Run, options: { maxTicks?: number } = {}): MachineCheck {
  const sim = createSim({
    seed: run.seed,
    settings: run.settings,
    record: false,
    ...(options.maxTicks === undefined ? {} : { maxTicks: options.maxTicks }),
  });
  const state = sim.state;
  const { observer, verdict } = watchMachinePlay(run.timing, { allPipes: true });
  observer.start(sim);
  let scannedAt = sim.fullSteps;
  const step = () => {
    sim.step();
    if (sim.fullSteps === scannedAt) return;
    scannedAt = sim.fullSteps;
    observer.fullStep(sim);
  };
  const inputs = run.inputs;
  for (let i = 0; i < inputs.length && state.phase === "playing";) {
    const tick = inputs[i]![0];
    while (state.tick < tick && state.phase === "playing") step();
    if (state.phase !== "playing") break;
    for (; i < inputs.length && inputs[i]![0] === tick; i++) {
      const action = inputs[i]![1];
      observer.input(i, action, sim);
      sim.queue(action);
    }
  }
  while (state.phase === "playing") step();
  return verdict();
}

function judge(flaps: number, rising: number, aims: number[], clearances: number[], timing: boolean, flapTimings: number[]): MachineCheck {
  const evidence: MachineEvidence = {
    flaps,
    aimFlaps: aims.length,
    aimIqr: aims.length >= MIN_AIM_FLAPS ? iqr(aims) : null,
    risingShare: flaps > 0 ? round(rising / flaps) : null,
    pipes: clearances.length,
    clearanceIqr: clearances.length >= MIN_CLEARANCE_PIPES ? iqr(clearances) : null,
    timing,
    timingChi2: flapTimings.length >= MIN_TIMING_FLAPS ? chiSquare(flapTimings) : null,
    timingTopShare: null,
    timingSteps: null,
  };
  if (flapTimings.length >= MIN_TIMING_FLAPS) {
    const counts = stepCounts(flapTimings);
    evidence.timingTopShare = round(Math.max(...counts) / flapTimings.length);
    evidence.timingSteps = counts.filter((c) => c > 0).length;
  }
  const reasons: MachineReason[] = [];
  if (!evidence.timing && flaps > 0) reasons.push("no_timing");
  if (evidence.timingTopShare !== null && (evidence.timingTopShare >= TIMING_TOP_SHARE_MAX || evidence.timingSteps! <= TIMING_MIN_STEPS)) {
    reasons.push("timing_pattern");
  }
  if (evidence.aimIqr !== null && evidence.aimIqr < AIM_IQR_MIN_PX) reasons.push("steady_aim");
  if (evidence.clearanceIqr !== null && evidence.clearanceIqr < CLEARANCE_IQR_MIN_PX) reasons.push("steady_clearance");
  return { flagged: reasons.length > 0, reasons, evidence };
}

function stepCounts(timings: number[]): number[] {
  const counts = new Array<number>(SUB_TICK_STEPS).fill(0);
  for (const t of timings) counts[t]!++;
  return counts;
}

/** Chi-square of the counts per sub-tick step against an even spread. */
function chiSquare(timings: number[]): number {
  const counts = stepCounts(timings);
  const expected = timings.length / SUB_TICK_STEPS;
  let chi2 = 0;
  for (const c of counts) chi2 += ((c - expected) * (c - expected)) / expected;
  return round(chi2);
}
