// The game's phase machine in Node: a fake display (clock + frame scheduler), a renderer that records
// what each frame shows, and input scripted through the handlers the game gives its input source.
import { describe, expect, it } from "vitest";
import { createAudio } from "../audio/index.ts";
import type { InputHandlers } from "../input/index.ts";
import type { FrameView } from "../render/renderer.ts";
import { botWantsFlap } from "../sim/bot.ts";
import { ACTION_FLAP, createSim, defaultSettings, type InventoryId } from "../sim/index.ts";
import {
  ACTIVATION_LEAD_TICKS,
  COUNTDOWN_SECONDS,
  createGame,
  type Game,
  type GamePhase,
  type GameRenderer,
  type GameResult,
  type RunExtras,
} from "./game.ts";
import { TICK_MS, type FrameScheduler } from "./index.ts";

const SEED = 4242;
const FRAME_MS = 1000 / 60;

/** What the recording renderer keeps of each drawn frame. */
interface DrawnFrame {
  tick: number | null;
  showHud: boolean;
  showPipes: boolean;
  score: number;
  birdY: number;
}

function recordingRenderer() {
  const frames: DrawnFrame[] = [];
  const effects: string[] = [];
  const renderer: GameRenderer & { frames: DrawnFrame[]; effects: string[]; destroyed: boolean } = {
    frames,
    effects,
    destroyed: false,
    lowEffects: false,
    reducedMotion: false,
    draw(view: FrameView) {
      frames.push({
        tick: view.state?.tick ?? null,
        showHud: view.showHud,
        showPipes: view.showPipes,
        score: view.score,
        birdY: view.birdY,
      });
    },
    setSkin() {},
    flapPuff() {
      effects.push("puff");
    },
    burst(kind) {
      effects.push(kind);
    },
    sampleTrail() {},
    clearEffects() {
      effects.length = 0;
    },
    destroy() {
      renderer.destroyed = true;
    },
  };
  return renderer;
}

/** A game on a fake 60 Hz display, with its phase, countdown and score reports recorded. */
function harness(options: { startKey?: () => boolean } = {}) {
  let time = 10_000;
  let pending: ((t: number) => void) | null = null;
  const scheduler: FrameScheduler = {
    request(callback) {
      pending = callback;
      return 1;
    },
    cancel() {
      pending = null;
    },
  };
  let handlers: InputHandlers | null = null;
  let detached = false;
  const renderer = recordingRenderer();
  const phases: GamePhase[] = [];
  const countdowns: number[] = [];
  const scores: number[] = [];
  const results: GameResult[] = [];
  const debug: boolean[] = [];
  const inventories: Array<Readonly<Record<InventoryId, number>>> = [];
  const measured: boolean[] = [];
  const game: Game = createGame({
    renderer,
    input(given) {
      handlers = given;
      return {
        detach() {
          detached = true;
        },
      };
    },
    clock: { now: () => time },
    scheduler,
    settings: defaultSettings(),
    measure: (force) => measured.push(force),
    audio: createAudio({ storage: null }), // silent in Node (no Web Audio)
    callbacks: {
      phase: (p) => phases.push(p),
      countdown: (n) => countdowns.push(n),
      score: (s) => scores.push(s),
      over: (r) => results.push(r),
      debug: (on) => debug.push(on),
      inventory: (counts) => inventories.push(counts),
      startKey: options.startKey,
    },
  });
  const input = () => {
    if (!handlers) throw new Error("no input attached");
    return handlers;
  };
  const h = {
    game,
    renderer,
    phases,
    countdowns,
    scores,
    results,
    debug,
    inventories,
    measured,
    input,
    get detached() {
      return detached;
    },
    get time() {
      return time;
    },
    /** Whether the game has a frame requested (its loop runs). */
    get frameWanted() {
      return pending !== null;
    },
    /** One vsync: time moves on and the requested frame (if any) runs. */
    frame(ms = FRAME_MS) {
      time += ms;
      const callback = pending;
      pending = null;
      callback?.(time);
    },
    /** Frames for `ms` of real time. */
    wait(ms: number) {
      const end = time + ms;
      while (time + FRAME_MS <= end) h.frame();
    },
    /** Frames while the bot flies (a flap press when it wants one), until `until` or `limit` frames. */
    fly(until: () => boolean, limit = 20_000) {
      for (let n = 0; n < limit && !until(); n++) {
        const sim = game.sim;
        if (sim && game.phase === "playing" && botWantsFlap(sim)) input().flap();
        h.frame();
      }
    },
    /** Frames with no input at all until `until`. */
    fall(until: () => boolean, limit = 20_000) {
      for (let n = 0; n < limit && !until(); n++) h.frame();
    },
  };
  return h;
}

const tickOf = (game: Game) => game.sim?.state.tick ?? -1;

/** Replays a result's log in a fresh simulation with the run's inventory: the state it reaches. */
function replayHash(result: GameResult, extras: { maxTicks?: number; inventory?: Partial<Record<InventoryId, number>> } = {}): string {
  const sim = createSim({
    seed: result.seed,
    settings: defaultSettings(),
    inventory: extras.inventory ?? {},
    ...(extras.maxTicks ? { maxTicks: extras.maxTicks } : {}),
  });
  let next = 0;
  while (sim.state.phase !== "over") {
    while (next < result.inputs.length && result.inputs[next]![0] === sim.state.tick) sim.queue(result.inputs[next++]![1]);
    sim.step();
  }
  expect(next).toBe(result.inputs.length);
  return sim.hash();
}

function startAndCountDown(
  h: ReturnType<typeof harness>,
  seed = SEED,
  inventory: Partial<Record<InventoryId, number>> = {},
  extras: RunExtras = {},
) {
  h.game.start(seed, inventory, undefined, extras);
  h.fall(() => h.game.phase === "playing", 1000);
}

describe("the game's phases", () => {
  it("is idle until a run starts, draws the attract screen and wants no flaps", () => {
    const h = harness();
    expect(h.game.phase).toBe("idle");
    expect(h.game.sim).toBeNull();
    expect(h.frameWanted).toBe(false); // no loop until the page's first interaction (browser wiring)
    expect(h.input().accepting()).toBe(false);
    h.game.flap(); // ignored: nothing plays
    h.game.loop.start();
    h.wait(200);
    expect(h.renderer.frames.length).toBeGreaterThan(5);
    expect(h.renderer.frames.every((f) => f.tick === null && !f.showHud && !f.showPipes)).toBe(true);
  });

  it("counts down its seconds, then plays", () => {
    const h = harness();
    h.game.start(SEED);
    expect(h.game.phase).toBe("countdown");
    expect(h.phases).toEqual(["countdown"]);
    expect(h.scores).toEqual([0]);
    expect(h.input().accepting()).toBe(false);
    h.input().flap(); // a press during the countdown is not a flap
    h.wait(COUNTDOWN_SECONDS * 1000 - 50);
    expect(h.game.phase).toBe("countdown");
    expect(tickOf(h.game)).toBe(0);
    expect(h.countdowns).toEqual([3, 2, 1]);
    h.wait(100);
    expect(h.countdowns).toEqual([3, 2, 1, 0]);
    expect(h.game.phase).toBe("playing");
    expect(h.input().accepting()).toBe(true);
    h.wait(1000);
    // a second of real time is 60 ticks on the fixed step
    expect(tickOf(h.game)).toBeGreaterThanOrEqual(58);
    expect(tickOf(h.game)).toBeLessThanOrEqual(61);
    expect(h.game.sim!.inputs).toEqual([]);
  });

  it("plays: flaps are consumed at the next tick, a pipe passed scores, a crash dies, then the run is over", () => {
    const h = harness();
    startAndCountDown(h);
    h.frame(); // the first frame after the countdown restarts the clock: no tick yet
    h.input().flap();
    const at = tickOf(h.game);
    h.frame();
    expect(tickOf(h.game)).toBe(at + 1);
    expect(h.game.sim!.inputs[0]).toEqual([at, ACTION_FLAP]);
    expect(h.renderer.effects).toContain("puff");
    h.fly(() => h.game.sim!.state.score >= 2);
    expect(h.game.phase).toBe("playing");
    expect(h.scores).toEqual([0, 1, 2]);
    expect(h.renderer.frames.at(-1)).toMatchObject({ showHud: true, showPipes: true });
    // no more flaps: the bird falls onto a pipe or the ground
    h.fall(() => h.game.phase !== "playing");
    expect(h.game.phase).toBe("dying");
    expect(h.renderer.effects).toContain("crash");
    expect(h.input().accepting()).toBe(false);
    const diedAt = tickOf(h.game);
    h.fall(() => h.game.phase === "over");
    expect(tickOf(h.game)).toBe(diedAt); // the fall is cosmetic: no ticks
    expect(h.phases).toEqual(["countdown", "playing", "dying", "over"]);
    expect(h.frameWanted).toBe(false); // a still picture costs nothing
    expect(h.renderer.frames.at(-1)!.showHud).toBe(false); // no HUD under the game-over card
    expect(h.results).toHaveLength(1);
    const result = h.results[0]!;
    expect(result.seed).toBe(SEED);
    expect(result.summary.score).toBe(2);
    expect(["pipe", "ground"]).toContain(result.summary.endedBy);
    expect(result.inputs.length).toBe(result.timing.length);
    expect(result.hash).toBe(h.game.sim!.hash());
    expect(replayHash(result)).toBe(result.hash);
  });

  it("pauses (no ticks pass, presses are dropped) and resumes through a countdown", () => {
    const h = harness();
    startAndCountDown(h);
    h.fly(() => tickOf(h.game) >= 90);
    h.input().togglePause();
    expect(h.game.phase).toBe("paused");
    expect(h.countdowns.at(-1)).toBe(0);
    const tick = tickOf(h.game);
    h.frame(); // the paused picture, then the loop stops
    expect(h.frameWanted).toBe(false);
    h.input().flap();
    h.game.activate(0);
    h.wait(5000);
    expect(tickOf(h.game)).toBe(tick);
    h.input().togglePause();
    expect(h.game.phase).toBe("countdown");
    expect(h.frameWanted).toBe(true);
    h.wait(COUNTDOWN_SECONDS * 1000 - 50);
    expect(tickOf(h.game)).toBe(tick);
    h.fall(() => h.game.phase === "playing", 100);
    expect(h.phases).toEqual(["countdown", "playing", "paused", "countdown", "playing"]);
    expect(h.countdowns.slice(-4)).toEqual([3, 2, 1, 0]);
    h.fly(() => tickOf(h.game) >= tick + 30);
    expect(h.game.sim!.inputs.some(([t]) => t === tick)).toBe(false); // the press while paused was dropped
  });

  it("pauses during the countdown too; pause and resume outside a run do nothing", () => {
    const h = harness();
    h.game.pause();
    h.game.resume();
    expect(h.phases).toEqual([]);
    h.game.start(SEED);
    h.wait(1500);
    h.game.pause();
    expect(h.game.phase).toBe("paused");
    h.game.resume();
    h.wait(COUNTDOWN_SECONDS * 1000 - 50);
    expect(h.game.phase).toBe("countdown"); // the full countdown again
    h.wait(100);
    expect(h.game.phase).toBe("playing");
  });

  it("restarts: a new run replaces the old one from the game-over screen and from mid-run", () => {
    const h = harness();
    startAndCountDown(h);
    h.fall(() => h.game.phase === "over");
    const first = h.results[0]!;
    h.game.start(SEED + 1);
    expect(h.game.phase).toBe("countdown");
    expect(h.game.sim!.seed).toBe(SEED + 1);
    expect(h.scores.at(-1)).toBe(0);
    h.fall(() => h.game.phase === "playing");
    h.fly(() => tickOf(h.game) >= 30);
    h.game.start(SEED + 2); // a debug tool's restart mid-run
    expect(h.game.sim!.seed).toBe(SEED + 2);
    expect(tickOf(h.game)).toBe(0);
    h.fall(() => h.game.phase === "over");
    expect(h.results).toHaveLength(2);
    expect(h.results[1]!.seed).toBe(SEED + 2);
    expect(first.seed).toBe(SEED);
  });

  it('ends a run at its longest length (maxTicks) as "time": no crash, the bird stops where it is', () => {
    const h = harness();
    startAndCountDown(h, SEED, {}, { maxTicks: 240 });
    h.fly(() => h.game.phase !== "playing");
    expect(h.game.phase).toBe("dying");
    expect(tickOf(h.game)).toBe(240);
    expect(h.renderer.effects).not.toContain("crash");
    h.fall(() => h.game.phase === "over");
    const result = h.results[0]!;
    expect(result.summary.endedBy).toBe("time");
    expect(result.summary.ticks).toBe(240);
    expect(replayHash(result, { maxTicks: 240 })).toBe(result.hash);
  });

  it("gives the same run log and state for the same scripted inputs", () => {
    const fly = (frameMs: number) => {
      const h = harness();
      startAndCountDown(h);
      for (let n = 0; n < 20_000 && h.game.phase === "playing" && tickOf(h.game) < 900; n++) {
        const sim = h.game.sim!;
        if (botWantsFlap(sim)) h.input().flap();
        // one tick per frame here, so each press lands on the tick the bot asked for
        h.frame(frameMs);
      }
      return h.game.sim!;
    };
    const a = fly(TICK_MS);
    const b = fly(TICK_MS);
    expect(a.state.tick).toBeGreaterThan(300);
    expect(b.inputs).toEqual(a.inputs);
    expect(b.hash()).toBe(a.hash());
  });

  it("resets to the idle screen", () => {
    const h = harness();
    startAndCountDown(h);
    h.game.reset();
    expect(h.game.phase).toBe("idle");
    expect(h.game.sim).toBeNull();
    expect(h.frameWanted).toBe(true);
    h.frame();
    expect(h.renderer.frames.at(-1)!.tick).toBeNull();
  });

  it("hands start keys to the page only while no run plays, and toggles the debug view", () => {
    let asked = 0;
    const h = harness({ startKey: () => (asked++, true) });
    expect(h.input().start!()).toBe(true);
    expect(asked).toBe(1);
    h.game.start(SEED);
    expect(h.input().start!()).toBe(false);
    expect(asked).toBe(1);
    h.input().toggleDebug!();
    h.input().toggleDebug!();
    expect(h.debug).toEqual([true, false]);
  });

  it("activates inventory power-ups: at once when ungated, at the lead tick once a gate accepts", async () => {
    const h = harness();
    startAndCountDown(h, SEED, { shield: 1, boost: 2 });
    expect(h.inventories[0]).toMatchObject({ shield: 1, boost: 2 });
    h.frame();
    h.game.activate(1); // shield, no gate: the next tick
    const at = tickOf(h.game);
    h.frame();
    expect(h.game.sim!.inputs).toContainEqual([at, 2]);
    expect(h.game.sim!.state.inventory.shield).toBe(0);
    h.game.activate(1); // none left
    expect(h.game.pendingActivations).toBe(0);

    const gated = harness();
    const asked: Array<{ id: InventoryId; tick: number; answer: (ok: boolean) => void }> = [];
    const gate = (id: InventoryId, tick: number) => new Promise<boolean>((answer) => asked.push({ id, tick, answer }));
    startAndCountDown(gated, SEED, { boost: 2 }, { gate });
    gated.fly(() => tickOf(gated.game) >= 20);
    const askedAt = tickOf(gated.game);
    gated.game.activate(6); // boost
    expect(asked).toEqual([expect.objectContaining({ id: "boost", tick: askedAt + ACTIVATION_LEAD_TICKS })]);
    expect(gated.game.lastGatedActivation).toEqual({ askedAt, tick: askedAt + ACTIVATION_LEAD_TICKS, action: 7 });
    expect(gated.game.pendingActivations).toBe(1);
    // no answer by the due tick: the run holds there (no ticks), however long it takes
    gated.fly(() => false, 60);
    expect(tickOf(gated.game)).toBe(askedAt + ACTIVATION_LEAD_TICKS);
    asked[0]!.answer(true);
    await Promise.resolve();
    await Promise.resolve();
    gated.frame();
    gated.frame();
    expect(gated.game.sim!.inputs).toContainEqual([askedAt + ACTIVATION_LEAD_TICKS, 7]);
    expect(gated.game.sim!.state.inventory.boost).toBe(1);
    expect(gated.game.pendingActivations).toBe(0);
    // a refused one never happens
    gated.game.activate(6);
    asked[1]!.answer(false);
    await Promise.resolve();
    await Promise.resolve();
    gated.fly(() => tickOf(gated.game) >= asked[1]!.tick + 5);
    expect(gated.game.sim!.inputs.filter(([, action]) => action === 7)).toHaveLength(1);
    expect(gated.game.sim!.state.inventory.boost).toBe(1);
  });

  it("switches to low effects when frames are slow while playing, and re-measures the surface", () => {
    const h = harness();
    startAndCountDown(h);
    h.game.resize(); // a layout change: measured, not forced
    expect(h.measured).toEqual([false]);
    for (let n = 0; n < 60 && !h.renderer.lowEffects; n++) {
      if (botWantsFlap(h.game.sim!)) h.input().flap();
      h.frame(47); // ~21 fps: three ticks a frame
    }
    expect(h.game.phase).toBe("playing");
    expect(h.renderer.lowEffects).toBe(true);
    expect(h.measured).toEqual([false, true]);
  });

  it("destroys: stops the loop, detaches the input and the renderer", () => {
    const h = harness();
    startAndCountDown(h);
    h.game.destroy();
    expect(h.frameWanted).toBe(false);
    expect(h.detached).toBe(true);
    expect(h.renderer.destroyed).toBe(true);
  });
});
