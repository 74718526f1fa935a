import { describe, expect, it } from "vitest";
import { decodeRun, encodeRun, verify } from "../replay/index.ts";
import { botStep } from "../sim/bot.ts";
import { ACTION_SHIELD, createSim, defaultSettings, type Sim } from "../sim/index.ts";
import { SNAPSHOT_EVERY_TICKS, createReplayStepper, createReplayTimeline, seekStepper } from "./replay.ts";

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

describe("seeking a replay", () => {
  it("a sought stepper stands where stepping from the start would, whatever the snapshots built so far", () => {
    const original = recorded(4242);
    const end = original.state.tick;
    expect(end).toBeGreaterThan(SNAPSHOT_EVERY_TICKS * 3);
    const { run } = replayed(original, end);
    const timeline = createReplayTimeline(run, end);
    // Before any chunk: only tick 0's snapshot; a seek still arrives (by stepping from 0).
    const early = seekStepper(run, timeline, 500, end);
    const straight = createReplayStepper(run, end);
    while (straight.sim.state.tick < 500) straight.step();
    expect(early.sim.hash()).toBe(straight.sim.hash());

    let chunks = 0;
    while (!timeline.extend(400)) chunks++;
    expect(chunks).toBeGreaterThan(0);
    expect(timeline.complete).toBe(true);
    expect(timeline.coveredTick).toBe(end);
    // Every tick checked against one straight replay: forward, backward, on and between snapshots.
    const reference = createReplayStepper(run, end);
    const hashes = [reference.sim.hash()];
    while (!reference.ended) {
      reference.step();
      hashes.push(reference.sim.hash());
    }
    for (const tick of [0, 1, SNAPSHOT_EVERY_TICKS - 1, SNAPSHOT_EVERY_TICKS, SNAPSHOT_EVERY_TICKS + 7, end - 1, end, 200, 30]) {
      const sought = seekStepper(run, timeline, tick, end);
      expect(sought.sim.state.tick).toBe(tick);
      expect(sought.sim.hash()).toBe(hashes[tick]);
    }
    // Past the end: the end, and it plays on to the same final state from any sought tick.
    expect(seekStepper(run, timeline, end + 1000, end).sim.state.tick).toBe(end);
    const resumed = seekStepper(run, timeline, SNAPSHOT_EVERY_TICKS * 2 + 11, end);
    while (!resumed.ended) resumed.step();
    expect(resumed.sim.hash()).toBe(original.hash());
    expect(resumed.sim.state.score).toBe(original.state.score);
  });
});
