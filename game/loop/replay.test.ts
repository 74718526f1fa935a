import { describe, expect, it } from "vitest";
import { decodeRun, encodeRun, verify } from "../replay/index.ts";
import { botStep } from "../sim/bot.ts";
import { ACTION_SHIELD, createSim, defaultSettings, type Sim } from "../sim/index.ts";
import { createReplayStepper } from "./replay.ts";

/** A finished run played by the bot (a shield activation included), as the server stores it. */
function recorded(seed: number, maxTicks?: number): Sim {
  const sim = createSim({ seed, settings: defaultSettings(), ...(maxTicks ? { maxTicks } : {}) });
  while (sim.state.phase !== "over" && sim.state.tick < 60 * 60) {
    if (sim.state.tick === 120) sim.queue(ACTION_SHIELD);
    botStep(sim, sim.state.tick > 1200 ? 90 : 0);
  }
  return sim;
}

function replayed(sim: Sim, endTick: number) {
  const decoded = decodeRun(
    encodeRun({ seed: sim.seed, settingsVersion: 1, settings: sim.settings, inputs: sim.inputs.map(([t, a]) => [t, a]) }),
  );
  if (!decoded.ok) throw new Error(decoded.message);
  const stepper = createReplayStepper(decoded.run, endTick);
  let steps = 0;
  while (!stepper.ended && steps < 100_000) {
    stepper.step();
    steps++;
  }
  return { stepper, steps, run: decoded.run };
}

describe("the admin's replay of a run", () => {
  it("steps the decoded log to the very end the server verified: same ticks, score and state", () => {
    const original = recorded(777);
    const { stepper, steps, run } = replayed(original, original.state.tick);
    const verified = verify(run);
    expect(verified.ok).toBe(true);
    expect(steps).toBe(original.state.tick);
    expect(stepper.sim.state.score).toBe(original.state.score);
    expect(verified.ok && verified.score).toBe(original.state.score);
    expect(stepper.sim.hash()).toBe(original.hash());
    expect(stepper.sim.state.endedBy).toBe(original.state.endedBy);
    // Ended: more steps change nothing.
    stepper.step();
    expect(stepper.sim.state.tick).toBe(original.state.tick);
  });

  it("ends a run that reached its longest length where it did (time), not later", () => {
    const original = recorded(31, 600);
    expect(original.state.endedBy).toBe("time");
    const { stepper, steps } = replayed(original, original.state.tick);
    expect(steps).toBe(600);
    expect(stepper.sim.state.endedBy).toBe("time");
    expect(stepper.sim.state.score).toBe(original.state.score);
  });
});
