// The run's longest length (SimOptions.maxTicks): a run still flying at its cap ends there
// as "time", deterministically, in the game, in verify and in a challenge's ghost.
import { describe, expect, it } from "vitest";
import { createGhost } from "../loop/ghost.ts";
import { verify } from "../replay/verify.ts";
import type { Run, RunInput } from "../replay/types.ts";
import { botStep } from "./bot.ts";
import { defaultSettings } from "./settings.ts";
import { createSim } from "./sim.ts";
import { ACTION_FLAP, EVENT_DIE, type SimOptions } from "./types.ts";

const SEED = 1234;
const settings = defaultSettings();

/** The bot flies until the run ends or `limit` ticks pass. */
function flown(options: Partial<SimOptions> = {}, limit = 100_000) {
  const sim = createSim({ seed: SEED, settings, ...options });
  while (sim.state.phase === "playing" && sim.state.tick < limit) botStep(sim);
  return sim;
}

function runOf(sim: ReturnType<typeof createSim>): Run {
  return { seed: SEED, settingsVersion: 1, settings, inputs: sim.inputs.map(([t, a]) => [t, a] as RunInput) };
}

describe("sim: maxTicks", () => {
  it("ends a run still flying at its cap as 'time', with EVENT_DIE, and nothing happens after", () => {
    const sim = flown({ maxTicks: 1800 });
    expect(sim.state).toMatchObject({ phase: "over", endedBy: "time", tick: 1800 });
    expect(sim.state.events & EVENT_DIE).toBe(EVENT_DIE);
    expect(sim.summary()).toMatchObject({ endedBy: "time", ticks: 1800 });
    expect(sim.summary().score).toBeGreaterThan(0);
    const bird = { ...sim.state.bird };
    sim.queue(ACTION_FLAP);
    sim.step();
    expect(sim.state).toMatchObject({ tick: 1800, phase: "over", endedBy: "time", bird });
    expect(sim.inputs.some(([tick]) => tick >= 1800)).toBe(false);
  });

  it("changes nothing before the cap: the same flight as an uncapped run up to it", () => {
    const capped = createSim({ seed: SEED, settings, maxTicks: 1800 });
    const free = createSim({ seed: SEED, settings });
    for (let tick = 0; tick < 1799; tick++) {
      botStep(capped);
      botStep(free);
    }
    expect(capped.hash()).toBe(free.hash());
    expect(capped.inputs).toEqual(free.inputs);
    botStep(capped);
    botStep(free);
    expect(capped.state.phase).toBe("over");
    expect(free.state.phase).toBe("playing");
    // Same bird, pipes and score; only the ending differs.
    expect(capped.state.bird).toEqual(free.state.bird);
    expect(capped.state.score).toBe(free.state.score);
  });

  it("lets a crash on the cap's own step win, and ignores caps that are not positive whole numbers", () => {
    // No input: the bird falls and hits the ground at some tick T.
    const falling = (maxTicks?: number) => {
      const sim = createSim({ seed: SEED, settings, ...(maxTicks === undefined ? {} : { maxTicks }) });
      while (sim.state.phase === "playing") sim.step();
      return sim.state;
    };
    const crash = falling();
    expect(crash.endedBy).not.toBe("time");
    expect(falling(crash.tick)).toMatchObject({ tick: crash.tick, endedBy: crash.endedBy });
    expect(falling(crash.tick - 1)).toMatchObject({ tick: crash.tick - 1, endedBy: "time" });
    for (const bad of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(falling(bad), String(bad)).toMatchObject({ tick: crash.tick, endedBy: crash.endedBy });
    }
  });

  it("hashes a time ending apart from a ground ending", () => {
    const a = createSim({ seed: SEED, settings, maxTicks: 10 });
    while (a.state.phase === "playing") a.step();
    expect(a.state.endedBy).toBe("time");
    const hash = a.hash();
    (a.state as { endedBy: string }).endedBy = "ground";
    expect(a.hash()).not.toBe(hash);
  });
});

describe("verify: timeLimit", () => {
  const capped = flown({ maxTicks: 1800 });
  const run = runOf(capped);

  it("accepts a run alive exactly at its cap as ended by 'time' only when asked", () => {
    expect(verify(run, { maxTicks: 1800, timeLimit: true, hash: true })).toMatchObject({
      ok: true,
      endedBy: "time",
      ticks: 1800,
      score: capped.state.score,
      hash: capped.hash(),
    });
    expect(verify(run, { maxTicks: 1800 })).toMatchObject({ ok: false, error: "too_long" });
  });

  it("refuses a log with an input at or past the cap", () => {
    const longer = runOf(flown({}, 1900));
    expect(longer.inputs.some(([tick]) => tick >= 1800)).toBe(true);
    expect(verify(longer, { maxTicks: 1800, timeLimit: true })).toMatchObject({ ok: false, error: "too_long" });
    const atCap: Run = { ...run, inputs: [...run.inputs, [1800, ACTION_FLAP]] };
    expect(verify(atCap, { maxTicks: 1800, timeLimit: true })).toMatchObject({ ok: false, error: "too_long" });
  });

  it("accepts a run that crashes before its cap as the crash", () => {
    const crashed = createSim({ seed: SEED, settings });
    while (crashed.state.phase === "playing") {
      if (crashed.state.tick < 600) botStep(crashed);
      else crashed.step();
    }
    expect(verify(runOf(crashed), { maxTicks: 54_000, timeLimit: true })).toMatchObject({ ok: true, endedBy: crashed.state.endedBy });
  });

  it("replays a capped run's ghost to the same end", () => {
    const ghost = createGhost({ seed: SEED, settings, inputs: run.inputs, maxTicks: 1800 }, { createSim });
    while (!ghost.ended) ghost.step();
    expect(ghost.sim.state).toMatchObject({ tick: 1800, endedBy: "time", score: capped.state.score });
    expect(ghost.sim.hash()).toBe(capped.hash());
  });
});
