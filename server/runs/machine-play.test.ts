import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createSim, defaultSettings } from "../../game/sim/index.ts";
import { botStep, createJitteredBot } from "../../game/sim/bot.ts";
import { decodeRun, runFromSim, type Run } from "../../game/replay/index.ts";
import { ACTION_COUNT, ACTION_FLAP } from "../../game/sim/types.ts";
import { AIM_IQR_MIN_PX, checkMachinePlay } from "./machine-play.ts";
import { verifyRun } from "./verification.ts";

const settings = defaultSettings();

/**
 * The human-like runs recorded in Chromium: played through the real /play page with real key and
 * touch events by `npm run bench:human-runs` (varied people: reaction, aim, tempo, lapses; desktop
 * and phone), as the server stored them. Decoded once for both suites that read them.
 */
const humanRuns: Run[] = (
  JSON.parse(readFileSync(new URL("../../bench/fixtures/human-runs.json", import.meta.url), "utf8")) as Array<{ log: string }>
).map(({ log }) => {
  const decoded = decodeRun(log);
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.run;
});

/** The plain bot flies `seed` until `goal` points, then lets the bird fall. */
function botRun(seed: number, goal: number): Run {
  const sim = createSim({ seed, settings });
  while (sim.state.phase === "playing" && sim.state.tick < 60_000) {
    if (sim.state.score < goal) botStep(sim);
    else sim.step();
  }
  return runFromSim(sim, 1);
}

function jitteredRun(seed: number, goal: number, maxDelayTicks?: number, aimNoise?: number): Run {
  const sim = createSim({ seed, settings });
  const bot = createJitteredBot(seed, { maxDelayTicks, aimNoise });
  while (sim.state.phase === "playing" && sim.state.tick < 60_000) {
    if (sim.state.score < goal) bot.step(sim);
    else sim.step();
  }
  return { ...runFromSim(sim, 1), timing: sim.timings.slice() };
}

describe("machine-like play", () => {
  it("flags the game's bot by its log alone: no sub-tick timing, and the same aim at every flap", () => {
    const check = checkMachinePlay(botRun(11, 30));
    expect(check.flagged).toBe(true);
    expect(check.reasons).toEqual(expect.arrayContaining(["no_timing", "steady_aim"]));
    expect(check.evidence.aimIqr).toBeLessThan(AIM_IQR_MIN_PX);
    expect(check.evidence.timing).toBe(false);
  });

  it("still flags the bot when it invents random timing, and flags timing that is all alike", () => {
    const run = botRun(12, 30);
    const random = checkMachinePlay({ ...run, timing: run.inputs.map((_, i) => (i * 7 + (i >> 3)) % 16) });
    expect(random.reasons).toContain("steady_aim");
    expect(random.reasons).not.toContain("timing_pattern");
    const constant = checkMachinePlay({ ...jitteredRun(13, 30), timing: undefined });
    expect(constant.reasons).toEqual(["no_timing"]);
    const flat = jitteredRun(14, 30);
    const same = checkMachinePlay({ ...flat, timing: flat.inputs.map(() => 0) });
    expect(same.reasons).toEqual(["timing_pattern"]);
    expect(same.evidence.timingChi2).toBeGreaterThan(100);
  });

  it("flags the bot with a little jitter (each flap 0-2 ticks late)", () => {
    let flagged = 0;
    for (let seed = 1; seed <= 20; seed++) if (checkMachinePlay(jitteredRun(seed * 101, 40, 2, 0)).flagged) flagged++;
    expect(flagged).toBeGreaterThanOrEqual(19);
  });

  it("counts play as sloppy as a person's, with timing spread over the tick", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const check = checkMachinePlay(jitteredRun(seed * 7, 40));
      expect(check, `seed ${seed * 7}`).toMatchObject({ flagged: false, reasons: [] });
      expect(check.evidence.aimIqr).toBeGreaterThan(AIM_IQR_MIN_PX);
    }
  });

  it("does not judge the aim of a short run, and a run without flaps has nothing to judge", () => {
    const short = botRun(15, 2);
    const check = checkMachinePlay({ ...short, timing: short.inputs.map((_, i) => i % 16) });
    expect(check.evidence.aimIqr).toBeNull();
    expect(check.flagged).toBe(false);
    expect(checkMachinePlay({ seed: 1, settingsVersion: 1, settings, inputs: [] })).toMatchObject({ flagged: false, reasons: [] });
  });
});

describe("machine-like play: the human-like runs recorded in Chromium (bench/fixtures/human-runs.json)", () => {
  it("holds at most 1 % of them (goal), and each carries the sub-tick timing the page recorded", () => {
    expect(humanRuns.length).toBeGreaterThanOrEqual(200);
    expect(humanRuns.every((run) => run.timing !== undefined && run.timing.length === run.inputs.length)).toBe(true);
    const flagged = humanRuns.filter((run) => checkMachinePlay(run).flagged);
    expect(flagged.length).toBeLessThanOrEqual(Math.floor(humanRuns.length / 100));
    // Enough of them were long enough to be judged on their aim: the figure is not made of short runs.
    expect(humanRuns.filter((run) => checkMachinePlay(run).evidence.aimIqr !== null).length).toBeGreaterThanOrEqual(100);
  });
});

describe("machine-like play judged in verify's own replay (server/runs/verification.ts)", () => {
  /** The jittered bot, with a power-up activated now and then (ghost, zapped and boosted pipes). */
  function powerUpRun(seed: number, goal: number): Run {
    const sim = createSim({ seed, settings });
    const bot = createJitteredBot(seed);
    let n = seed;
    while (sim.state.phase === "playing" && sim.state.tick < 60_000) {
      n = (n * 1103515245 + 12345) >>> 0;
      if (n % 97 === 0) sim.queue(1 + ((n >>> 8) % (ACTION_COUNT - 1)), (n >>> 4) % 16);
      if (sim.state.score < goal) bot.step(sim);
      else sim.step();
    }
    return { ...runFromSim(sim, 1), timing: sim.timings.slice() };
  }

  /** The jittered bot flying until the run's longest length ends it (or a crash). */
  function timeRun(seed: number, maxTicks: number): Run {
    const sim = createSim({ seed, settings, maxTicks });
    const bot = createJitteredBot(seed);
    while (sim.state.phase === "playing") bot.step(sim);
    return { ...runFromSim(sim, 1), timing: sim.timings.slice() };
  }

  /** The verdict of the finish's one pass against checkMachinePlay's own replay (every pipe scanned). */
  function expectSameVerdict(run: Run, maxTicks?: number) {
    const outcome = verifyRun({
      run,
      options: maxTicks === undefined ? {} : { maxTicks, timeLimit: true },
      ...(maxTicks === undefined ? {} : { maxTicks }),
    });
    expect(outcome.result.ok).toBe(true);
    if (!("check" in outcome)) throw new Error("not verified");
    expect(outcome.check).toEqual(checkMachinePlay(run, maxTicks === undefined ? {} : { maxTicks }));
    if (outcome.result.endedBy === "time") timeEnded++;
    return outcome.check;
  }
  let timeEnded = 0;

  it("gives the same evidence and verdict as a replay of its own on every recorded human-like run", () => {
    let judgedPipes = 0;
    for (const run of humanRuns) judgedPipes += expectSameVerdict(run).evidence.pipes;
    expect(judgedPipes).toBeGreaterThan(1000);
  });

  it("gives the same evidence and verdict on bot runs, with and without timing, power-ups or a longest length", () => {
    const verdicts = new Set<boolean>();
    let powered = 0;
    for (let seed = 1; seed <= 12; seed++) {
      verdicts.add(expectSameVerdict(botRun(seed * 31, 30)).flagged);
      verdicts.add(expectSameVerdict(jitteredRun(seed * 37, 40)).flagged);
      verdicts.add(expectSameVerdict(jitteredRun(seed * 41, 40, 2, 0)).flagged);
      const run = powerUpRun(seed * 43, 60);
      powered += run.inputs.filter(([, action]) => action !== ACTION_FLAP).length;
      expectSameVerdict(run);
      // Ended as "time" at its longest length, still flying.
      const long = timeRun(seed * 47, 1800);
      expect(expectSameVerdict(long, 1800).evidence.flaps).toBeGreaterThan(0);
    }
    // Both verdicts were compared, the runs did use power-ups, and some ended as "time".
    expect(timeEnded).toBeGreaterThan(0);
    expect([...verdicts].sort()).toEqual([false, true]);
    expect(powered).toBeGreaterThan(50);
  });
});
