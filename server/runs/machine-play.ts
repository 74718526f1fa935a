// Machine-like play (docs/decisions/014): a verified run can still be flown by a program that was given the
// seed. This check replays the run once more and measures how it was flown, against what people do:
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
import { ACTION_FLAP } from "../../game/sim/types.ts";
import { SUB_TICK_STEPS, type Run } from "../../game/replay/types.ts";

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
 * Replays a verified run and judges how machine-like its play was. `maxTicks`: the run's own longest
 * length (it ended there as "time"; nothing after it was flown).
 */
export function checkMachinePlay(run: Run, options: { maxTicks?: number } = {}): MachineCheck {
  const sim = createSim({
    seed: run.seed,
    settings: run.settings,
    record: false,
    ...(options.maxTicks === undefined ? {} : { maxTicks: options.maxTicks }),
  });
  const state = sim.state;
  const gravity = run.settings.gravity;
  const aims: number[] = [];
  const clearances: number[] = [];
  const flapTimings: number[] = [];
  let flaps = 0;
  let rising = 0;
  const wasCleared: boolean[] = state.pipes.map(() => false);
  // Pipes change only on the sim's full steps: after a fast one (the bird and the scroll moved, no
  // pipe flag or margin did) the scan of every pipe finds what it found last time. Scanning after
  // every tick was three times the replay itself (a worker's profile under bench:finish).
  let scannedAt = -1;
  const inputs = run.inputs;
  for (let i = 0; i < inputs.length && state.phase === "playing";) {
    const tick = inputs[i]![0];
    while (state.tick < tick && state.phase === "playing") {
      sim.step();
      collectClearance();
    }
    if (state.phase !== "playing") break;
    for (; i < inputs.length && inputs[i]![0] === tick; i++) {
      const action = inputs[i]![1];
      if (action !== ACTION_FLAP) {
        sim.queue(action);
        continue;
      }
      flaps++;
      if (run.timing) flapTimings.push(run.timing[i]!);
      const bird = state.bird;
      if (bird.vy < 0) rising++;
      const next = state.nextPipe >= 0 ? state.pipes[state.nextPipe]! : null;
      if (next && next.active && bird.vy > 0) aims.push(bird.y + bird.vy + gravity - next.gapY);
      sim.queue(action);
    }
  }
  while (state.phase === "playing") {
    sim.step();
    collectClearance();
  }

  // Each pipe's clearance, read when the bird is entirely past it (the pool reuses its slots, so a
  // slot counts again once it has been respawned and cleared anew). A hit, zapped or boosted pipe's
  // margin says nothing about aim.
  function collectClearance() {
    if (sim.fullSteps === scannedAt) return;
    scannedAt = sim.fullSteps;
    const pipes = state.pipes;
    for (let p = 0; p < pipes.length; p++) {
      const pipe = pipes[p]!;
      const cleared = pipe.active && pipe.cleared;
      if (cleared && !wasCleared[p] && !pipe.ghost && !pipe.zapped && Number.isFinite(pipe.minClearance))
        clearances.push(pipe.minClearance);
      wasCleared[p] = cleared;
    }
  }

  const evidence: MachineEvidence = {
    flaps,
    aimFlaps: aims.length,
    aimIqr: aims.length >= MIN_AIM_FLAPS ? iqr(aims) : null,
    risingShare: flaps > 0 ? round(rising / flaps) : null,
    pipes: clearances.length,
    clearanceIqr: clearances.length >= MIN_CLEARANCE_PIPES ? iqr(clearances) : null,
    timing: run.timing !== undefined,
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
