// Simulation figures: ticks per second on one core and verify() time for a 3-minute run.
// Prints JSON lines. Run: node bench/sim.ts
import { availableParallelism, loadavg } from "node:os";
import { report } from "./lib.ts";
import { ACTION_FLAP, createSim, defaultSettings, type Sim } from "../game/sim/index.ts";
import { botWantsFlap } from "../game/sim/bot.ts";
import { encodeRun, runFromSim, verify, type Run } from "../game/replay/index.ts";

const settings = defaultSettings();
/** The machine's state when measured: figures from a loaded machine read low. */
const machine = () => ({ cpus: availableParallelism(), load1: Math.round(loadavg()[0]! * 100) / 100 });

/** A bot run: the bot plays until `stopAt` ticks (or its crash), then lets the bird fall. */
function botRun(seed: number, stopAt = Infinity): Run {
  const sim = createSim({ seed, settings });
  const s = sim.state;
  while (s.phase === "playing") {
    if (s.tick < stopAt && botWantsFlap(sim)) sim.queue(ACTION_FLAP);
    sim.step();
  }
  return runFromSim(sim, 1);
}

/** Steps a fresh sim through a recorded run (what verify does, minus validation). */
function replay(run: Run): number {
  const sim = createSim({ seed: run.seed, settings: run.settings, record: false });
  const s = sim.state;
  const inputs = run.inputs;
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i]!;
    while (s.tick < input[0]) sim.step();
    sim.queue(input[1]);
  }
  while (s.phase === "playing") sim.step();
  return s.tick;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(s.length * p))]!;
}

// 1. Ticks per second: long bot runs (the bot reaches scores of 700+, ~2,000 s of play each).
const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
const longRuns = seeds.map((seed) => botRun(seed));
const ticksPerPass = longRuns.reduce((n, r) => n + replay(r), 0);
for (let i = 0; i < 3; i++) for (const r of longRuns) replay(r); // warm up
const rates: number[] = [];
for (let pass = 0; pass < 15; pass++) {
  const t0 = performance.now();
  for (const r of longRuns) replay(r);
  rates.push(ticksPerPass / ((performance.now() - t0) / 1000));
}
report("sim.ticks_per_second", median(rates), "ticks/s", {
  goal: ">= 20000000",
  runs: longRuns.length * rates.length,
  ticksPerRun: Math.round(ticksPerPass / longRuns.length),
  best: Math.round(Math.max(...rates)),
  ...machine(),
});

// The same with the bot deciding every tick (simulation + a cheap player).
function playBot(seed: number): number {
  const sim: Sim = createSim({ seed, settings, record: false });
  const s = sim.state;
  while (s.phase === "playing") {
    if (botWantsFlap(sim)) sim.queue(ACTION_FLAP);
    sim.step();
  }
  return s.tick;
}
for (const seed of seeds) playBot(seed);
const botRates: number[] = [];
for (let pass = 0; pass < 5; pass++) {
  const t0 = performance.now();
  let ticks = 0;
  for (const seed of seeds) ticks += playBot(seed);
  botRates.push(ticks / ((performance.now() - t0) / 1000));
}
report("sim.ticks_per_second_with_bot", median(botRates), "ticks/s", { runs: seeds.length * botRates.length, ...machine() });

// 2. verify() of a 3-minute run (10,800 ticks): the bot plays 3 minutes, then stops flapping.
const THREE_MINUTES = 3 * 60 * 60;
const shortRuns = [11, 12, 13, 14].map((seed) => botRun(seed, THREE_MINUTES - 30));
for (const r of shortRuns) {
  const v = verify(r);
  if (!v.ok || v.ticks < THREE_MINUTES - 30) throw new Error(`bench run did not last 3 minutes: ${JSON.stringify(v)}`);
}
for (let i = 0; i < 200; i++) verify(shortRuns[i % shortRuns.length]!); // warm up
const times: number[] = [];
let ticks = 0;
for (let i = 0; i < 2000; i++) {
  const r = shortRuns[i % shortRuns.length]!;
  const t0 = performance.now();
  const v = verify(r);
  times.push(performance.now() - t0);
  if (v.ok) ticks = Math.max(ticks, v.ticks);
}
report("replay.verify_3min_ms", median(times), "ms", {
  goal: "<= 0.5",
  best: Math.round(Math.min(...times) * 1000) / 1000,
  p90: Math.round(percentile(times, 0.9) * 1000) / 1000,
  ticks,
  inputs: shortRuns[0]!.inputs.length,
  encodedChars: encodeRun(shortRuns[0]!).length,
  calls: times.length,
  ...machine(),
});
