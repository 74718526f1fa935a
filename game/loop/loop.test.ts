import { describe, expect, it } from "vitest";
import { ACTION_FLAP, createSim, defaultSettings } from "../sim/index.ts";
import { createLoop, TICK_MS, type Clock, type FrameScheduler } from "./index.ts";

/** A fake display: frames every `1000 / hz` ms (with optional jitter) on a fake clock. */
function fakeDisplay(hz: number, jitter = 0) {
  let time = 1000;
  let pending: ((t: number) => void) | null = null;
  let seed = 99;
  const clock: Clock = { now: () => time };
  const scheduler: FrameScheduler = {
    request(cb) {
      pending = cb;
      return 1;
    },
    cancel() {
      pending = null;
    },
  };
  let ideal = time;
  return {
    clock,
    scheduler,
    get time() {
      return time;
    },
    /** Advances to the next vsync and runs the frame callback. */
    frame(extraGap = 0) {
      ideal += 1000 / hz + extraGap;
      seed = (Math.imul(seed, 1664525) + 1013904223) | 0;
      const noise = jitter ? (((seed >>> 8) / 16777216) * 2 - 1) * jitter : 0;
      time = ideal + noise;
      const cb = pending;
      pending = null;
      cb?.(time);
    },
  };
}

// A fixed input schedule in ticks: flaps that keep the bird in the air for a while.
const FLAP_TICKS = new Set([
  5, 30, 52, 75, 96, 120, 141, 165, 190, 212, 236, 260, 281, 305, 330, 352, 377, 399, 420, 445, 470, 490, 515, 540, 561, 585,
]);
const RUN_TICKS = 600;

function runAt(hz: number, jitter = 0) {
  const display = fakeDisplay(hz, jitter);
  const sim = createSim({ seed: 1234567, settings: defaultSettings(), inventory: {} });
  const alphas: number[] = [];
  let frames = 0;
  const loop = createLoop(
    {
      tick() {
        if (FLAP_TICKS.has(sim.state.tick)) sim.queue(ACTION_FLAP);
        sim.step();
        if (sim.state.tick >= RUN_TICKS || sim.state.phase === "over") loop.ticking = false;
      },
      render(alpha) {
        frames++;
        alphas.push(alpha);
      },
    },
    { clock: display.clock, scheduler: display.scheduler },
  );
  loop.ticking = true;
  loop.start();
  const start = display.time;
  let guard = 0;
  while (loop.ticking && guard++ < 100_000) display.frame();
  const elapsed = display.time - start;
  loop.stop();
  return { hash: sim.hash(), ticks: sim.state.tick, score: sim.state.score, inputs: sim.inputs, elapsed, frames, alphas, loop };
}

describe("fixed-step loop", () => {
  it("gives the same run for the same tick inputs at 30, 60, 120, 144 and 240 Hz", () => {
    const reference = runAt(60);
    expect(reference.ticks).toBeGreaterThan(100);
    for (const hz of [30, 120, 144, 240]) {
      const run = runAt(hz);
      expect(run.ticks, `${hz} Hz`).toBe(reference.ticks);
      expect(run.hash, `${hz} Hz`).toBe(reference.hash);
      expect(run.inputs, `${hz} Hz`).toEqual(reference.inputs);
    }
  });

  it("runs 60 ticks per second of real time at every refresh rate", () => {
    for (const hz of [30, 60, 120, 144, 240]) {
      const run = runAt(hz);
      const expected = (run.ticks * 1000) / 60;
      // within one display frame plus one tick of the ideal duration
      expect(Math.abs(run.elapsed - expected), `${hz} Hz`).toBeLessThanOrEqual(1000 / hz + TICK_MS);
      expect(run.loop.clampedFrames, `${hz} Hz`).toBe(0);
    }
  });

  it("is not thrown off by timer jitter", () => {
    const reference = runAt(60);
    for (const hz of [60, 144]) {
      const run = runAt(hz, 1.5);
      expect(run.hash).toBe(reference.hash);
    }
  });

  it("hands the renderer an interpolation alpha in [0, 1]", () => {
    const run = runAt(144);
    expect(run.alphas.every((a) => a >= 0 && a <= 1)).toBe(true);
    expect(new Set(run.alphas.map((a) => a.toFixed(2))).size).toBeGreaterThan(3);
  });

  it("steps exactly one tick per frame at 60 Hz, even with jitter", () => {
    const display = fakeDisplay(60, 0.3);
    let ticks = 0;
    const perFrame: number[] = [];
    const loop = createLoop(
      { tick: () => ticks++, render: () => perFrame.push(ticks) },
      { clock: display.clock, scheduler: display.scheduler },
    );
    loop.ticking = true;
    loop.start();
    for (let i = 0; i < 300; i++) display.frame();
    const steps = perFrame.slice(2).map((t, i) => t - perFrame[i + 1]!);
    expect(steps.every((n) => n === 1)).toBe(true);
  });

  it("clamps a long gap to a few ticks instead of fast-forwarding", () => {
    const display = fakeDisplay(60);
    let ticks = 0;
    const loop = createLoop({ tick: () => ticks++, render: () => undefined }, { clock: display.clock, scheduler: display.scheduler });
    loop.ticking = true;
    loop.start();
    for (let i = 0; i < 10; i++) display.frame();
    const before = ticks;
    display.frame(3000); // the tab stalled for 3 s
    expect(ticks - before).toBeLessThanOrEqual(5);
    expect(loop.clampedFrames).toBe(1);
    const after = ticks;
    display.frame();
    expect(ticks - after).toBe(1); // back to normal at once, no backlog
  });

  it("accumulates no time while not ticking (paused) and renders still frames", () => {
    const display = fakeDisplay(60);
    let ticks = 0;
    let renders = 0;
    const loop = createLoop({ tick: () => ticks++, render: () => renders++ }, { clock: display.clock, scheduler: display.scheduler });
    loop.start();
    for (let i = 0; i < 30; i++) display.frame();
    expect(ticks).toBe(0);
    expect(renders).toBe(30);
    loop.ticking = true;
    loop.resetTime();
    display.frame();
    display.frame();
    expect(ticks).toBe(1);
  });

  it("tells where within its tick an input arrives (sub-tick timing), 0 while not ticking", () => {
    const display = fakeDisplay(60);
    const loop = createLoop({ tick: () => undefined, render: () => undefined }, { clock: display.clock, scheduler: display.scheduler });
    loop.start();
    display.frame();
    expect(loop.phaseAt(display.time + 5)).toBe(0);
    loop.ticking = true;
    loop.resetTime();
    display.frame();
    display.frame();
    const at = display.time;
    // Right after a frame that ran its tick the phase is what is left over; it grows with real time.
    const start = loop.phaseAt(at);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThan(1);
    expect(loop.phaseAt(at + TICK_MS / 4) - start).toBeCloseTo(0.25, 5);
    // A press a whole tick later is at the same place within its tick.
    expect(loop.phaseAt(at + TICK_MS + TICK_MS / 4)).toBeCloseTo(loop.phaseAt(at + TICK_MS / 4), 5);
    loop.stop();
  });

  it("stops requesting frames when stopped", () => {
    const display = fakeDisplay(60);
    let renders = 0;
    const loop = createLoop({ tick: () => undefined, render: () => renders++ }, { clock: display.clock, scheduler: display.scheduler });
    loop.start();
    display.frame();
    loop.stop();
    display.frame();
    display.frame();
    expect(renders).toBe(1);
    expect(loop.running).toBe(false);
  });
});
