// How the bot check (server/runs/machine-play.ts) sees people and programs:
// - false positives: the human-like runs recorded in Chromium through the real /play page by
//   `npm run bench:human-runs` (bench/fixtures/human-runs.json, or BOTS_HUMAN_RUNS), each replayed
//   from its log exactly as the server stored it;
// - detection: the game's bot (game/sim/bot.ts) flying fresh seeds for 20-150 points, as a cheater
//   given the seed would: without sub-tick timing (the log the bot builds), and with random timing
//   invented for each flap; then the bot with random jitter added (each flap 0..J ticks late, the
//   aim wandering by up to A px per pipe, random timing), for several J and A.
// Prints one JSON line per figure. BOTS_RUNS (200) bot runs per kind.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createSim, defaultSettings } from "../game/sim/index.ts";
import { botStep, createJitteredBot } from "../game/sim/bot.ts";
import { createRng, nextU32 } from "../game/sim/prng.ts";
import { decodeRun, runFromSim, SUB_TICK_STEPS, type Run } from "../game/replay/index.ts";
import { checkMachinePlay, type MachineReason } from "../server/runs/machine-play.ts";
import { report } from "./lib.ts";

const BOT_RUNS = Number(process.env.BOTS_RUNS ?? 200);
const settings = defaultSettings();

/** Share (0-100) of runs the check flags, and how often each reason fired. */
function judge(runs: Run[]): { flagged: number; share: number; reasons: Partial<Record<MachineReason, number>> } {
  let flagged = 0;
  const reasons: Partial<Record<MachineReason, number>> = {};
  for (const run of runs) {
    const check = checkMachinePlay(run);
    if (check.flagged) flagged++;
    for (const reason of check.reasons) reasons[reason] = (reasons[reason] ?? 0) + 1;
  }
  return { flagged, share: runs.length === 0 ? NaN : (flagged / runs.length) * 100, reasons };
}

/** The bot flies `seed` until `goal` points, then lets the bird fall. */
function botRun(seed: number, goal: number, timing: "none" | "random"): Run {
  const sim = createSim({ seed, settings });
  while (sim.state.phase === "playing" && sim.state.tick < 60 * 60 * 20) {
    if (sim.state.score < goal) botStep(sim, (seed % 31) - 5);
    else sim.step();
  }
  const run = runFromSim(sim, 1);
  if (timing === "random") {
    const rng = createRng(seed ^ 0x5bd1e995);
    run.timing = run.inputs.map(() => nextU32(rng) % SUB_TICK_STEPS);
  }
  return run;
}

function jitteredRun(seed: number, goal: number, maxDelayTicks: number, aimNoise: number): Run {
  const sim = createSim({ seed, settings });
  const bot = createJitteredBot(seed, { maxDelayTicks, aimNoise, aimBelowCentre: (seed % 31) - 5 });
  while (sim.state.phase === "playing" && sim.state.tick < 60 * 60 * 20) {
    if (sim.state.score < goal) bot.step(sim);
    else sim.step();
  }
  return { ...runFromSim(sim, 1), timing: sim.timings.slice() };
}

const goalOf = (i: number) => 20 + ((i * 37) % 131); // 20..150 points

// People.
const humanFile = process.env.BOTS_HUMAN_RUNS ?? join(import.meta.dirname, "fixtures/human-runs.json");
const recorded = JSON.parse(readFileSync(humanFile, "utf8")) as Array<{ log: string; score: number; profile: string }>;
const humans: Run[] = [];
for (const r of recorded) {
  const decoded = decodeRun(r.log);
  if (!decoded.ok) throw new Error(`an unreadable recorded run: ${decoded.message}`);
  humans.push(decoded.run);
}
const judged = humans.filter((run) => checkMachinePlay(run).evidence.aimIqr !== null);
const people = judged.length === 0 ? { flagged: 0, share: NaN, reasons: {} } : judge(humans);
const scores = recorded.map((r) => r.score).sort((a, b) => a - b);
report("human-like runs recorded", humans.length, "runs", {
  withTiming: humans.filter((run) => run.timing !== undefined).length,
  judgedOnAim: judged.length,
  medianScore: scores[Math.floor(scores.length / 2)],
  desktop: recorded.filter((r) => r.profile === "desktop").length,
  phone: recorded.filter((r) => r.profile === "phone").length,
});
report("false positives on human-like runs", people.share, "%", { flagged: people.flagged, of: humans.length, reasons: people.reasons });

// Programs.
const seeds = Array.from({ length: BOT_RUNS }, (_, i) => 0x9e3779b9 ^ (i * 2654435761));
const plain = judge(seeds.map((seed, i) => botRun(seed >>> 0, goalOf(i), "none")));
report("detection: the game's bot, its own log (no timing)", plain.share, "%", {
  flagged: plain.flagged,
  of: BOT_RUNS,
  reasons: plain.reasons,
});
const timed = judge(seeds.map((seed, i) => botRun(seed >>> 0, goalOf(i), "random")));
report("detection: the game's bot with random sub-tick timing", timed.share, "%", {
  flagged: timed.flagged,
  of: BOT_RUNS,
  reasons: timed.reasons,
});
for (const [maxDelay, aimNoise] of [
  [1, 0],
  [2, 0],
  [2, 5],
  [3, 5],
  [4, 10],
  [6, 15],
] as const) {
  const jittered = judge(seeds.map((seed, i) => jitteredRun(seed >>> 0, goalOf(i), maxDelay, aimNoise)));
  report(`detection: the bot with jitter (0-${maxDelay} ticks late, aim ±${aimNoise} px, random timing)`, jittered.share, "%", {
    flagged: jittered.flagged,
    of: BOT_RUNS,
    reasons: jittered.reasons,
  });
}
