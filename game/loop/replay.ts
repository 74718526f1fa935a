// The replay of a recorded run (/replay/:runId for anyone, the admin's review queue): the run's own
// log stepped through a fresh simulation, each input queued at its tick, and drawn by the game's
// renderer with the game's fixed-step frame loop, at 0.5x to 4x, paused, or sought to any tick. It is
// the very run as it happened: the same seed, settings and inputs give the same ticks the server verified.
// Seeking restores the nearest snapshot of the sim at or before the tick (one every
// SNAPSHOT_EVERY_TICKS of simulated time, taken by a timeline that replays the run ahead in small
// chunks after the first frame) and steps the rest (docs/decisions/028-watch-any-ranked-run.md).
// createReplayStepper and createReplayTimeline are DOM-free (unit-tested in Node); createReplayViewer
// binds them to a canvas.
import type { Run } from "../replay/types.ts";
import { createFrameView, createRenderer, TOUCH_MAX_DPR, type RenderLabels, type SkinLook } from "../render/renderer.ts";
import { BIRD_X, EVENT_DIE, EVENT_FLAP, EVENT_HIT, EVENT_POINT, createSim } from "../sim/index.ts";
import type { SimSnapshot } from "../sim/types.ts";
import { createGhost, type Ghost } from "./ghost.ts";
import { createLoop, performanceClock, TICK_MS, MAX_TICKS_PER_FRAME, type Clock, type FrameScheduler, type Loop } from "./index.ts";

export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** One tick at a time through a run's log: the ghost's stepper (game/loop/ghost.ts), which replays a log exactly. */
export type ReplayStepper = Ghost;

/**
 * Steps a simulation through `run`'s inputs. `endTick` is the run's recorded length (the server's
 * `ticks`): the sim is capped there, as the run was when it was issued a longest length (a crash on
 * that same step still wins, so a crashed run ends exactly as it did).
 */
export function createReplayStepper(run: Pick<Run, "seed" | "settings" | "inputs">, endTick?: number): ReplayStepper {
  return createGhost(
    { seed: run.seed, settings: run.settings, inputs: run.inputs, ...(endTick && endTick > 0 ? { maxTicks: endTick } : {}) },
    { createSim },
  );
}

/** Simulated time between two seek snapshots: 3 s (a seek steps at most this many ticks). */
export const SNAPSHOT_EVERY_TICKS = 180;
/** Ticks the timeline replays per chunk while it builds its snapshots (well under a frame's time). */
export const TIMELINE_CHUNK_TICKS = 1_200;

/**
 * The run's seek points: snapshots of its sim every SNAPSHOT_EVERY_TICKS, taken by replaying the run
 * once on a sim of its own, a chunk at a time (extend), so building them never holds up a frame.
 */
export interface ReplayTimeline {
  /** Replays up to `ticks` more ticks, taking snapshots; returns true once the whole run is covered. */
  extend(ticks?: number): boolean;
  readonly complete: boolean;
  /** The last tick the snapshots cover (the run's end once complete). */
  readonly coveredTick: number;
  /** The latest snapshot at or before `tick` (tick 0's at least). */
  snapshotAt(tick: number): SimSnapshot;
}

export function createReplayTimeline(run: Pick<Run, "seed" | "settings" | "inputs">, endTick?: number): ReplayTimeline {
  const builder = createReplayStepper(run, endTick);
  const snapshots: SimSnapshot[] = [builder.sim.snapshot()];
  return {
    extend(ticks = TIMELINE_CHUNK_TICKS) {
      for (let n = 0; n < ticks && !builder.ended; n++) {
        builder.step();
        if (builder.sim.state.tick % SNAPSHOT_EVERY_TICKS === 0) snapshots.push(builder.sim.snapshot());
      }
      return builder.ended;
    },
    get complete() {
      return builder.ended;
    },
    get coveredTick() {
      return builder.sim.state.tick;
    },
    snapshotAt(tick) {
      const index = Math.min(snapshots.length - 1, Math.max(0, Math.floor(tick / SNAPSHOT_EVERY_TICKS)));
      return snapshots[index]!;
    },
  };
}

/**
 * A stepper standing at `tick` (clamped to the run): the nearest snapshot restored, then stepped.
 * The ghost's input cursor skips the inputs before the restored tick by itself (game/loop/ghost.ts).
 */
export function seekStepper(
  run: Pick<Run, "seed" | "settings" | "inputs">,
  timeline: ReplayTimeline,
  tick: number,
  endTick?: number,
): ReplayStepper {
  const stepper = createReplayStepper(run, endTick);
  const target = Math.max(0, Math.floor(tick));
  const snapshot = timeline.snapshotAt(target);
  if (snapshot.tick > 0) stepper.sim.restore(snapshot);
  while (!stepper.ended && stepper.sim.state.tick < target) stepper.step();
  return stepper;
}

export interface ReplayInfo {
  tick: number;
  score: number;
  playing: boolean;
  ended: boolean;
  speed: ReplaySpeed;
}

export interface ReplayViewerOptions {
  labels: RenderLabels;
  /** The bird's skin (the classic bird when absent). */
  skin?: SkinLook;
  /** Called once the first frame is drawn (the page's start figure, bench/replay.ts). */
  onFirstFrame?(): void;
  /** The run's recorded length in ticks. */
  endTick?: number;
  reducedMotion?: boolean;
  /** Called when the tick, score, speed or play state changed (at most once per frame). */
  onChange?(info: ReplayInfo): void;
  clock?: Clock;
  scheduler?: FrameScheduler;
}

export interface ReplayViewer {
  play(): void;
  pause(): void;
  /** Back to tick 0 (paused). */
  restart(): void;
  /** Jumps to `tick` (clamped to the run), keeping the play state. */
  seek(tick: number): void;
  setSpeed(speed: ReplaySpeed): void;
  /** The canvas's CSS size changed. */
  resize(width: number, height: number): void;
  readonly info: ReplayInfo;
  destroy(): void;
}

const FLASH_MS = 160;
/** How often, at most, a frame that only moved the tick is reported to the page (see report()). */
const REPORT_TICK_MS = 100;

export function createReplayViewer(
  canvas: HTMLCanvasElement,
  run: Pick<Run, "seed" | "settings" | "inputs">,
  options: ReplayViewerOptions,
): ReplayViewer {
  const clock = options.clock ?? performanceClock;
  const renderer = createRenderer(canvas, {
    labels: options.labels,
    reducedMotion: options.reducedMotion,
    maxDpr: typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches ? TOUCH_MAX_DPR : undefined,
  });
  if (options.skin) renderer.setSkin(options.skin);
  const view = createFrameView();
  let stepper = createReplayStepper(run, options.endTick);
  const timeline = createReplayTimeline(run, options.endTick);
  let firstFrame = true;
  let building: ReturnType<typeof setTimeout> | null = null;
  // The seek points are built after the first frame, a chunk per macrotask (never a long task).
  function buildTimeline() {
    building = null;
    if (destroyed || timeline.extend()) return;
    building = setTimeout(buildTimeline, 0);
  }
  let speed: ReplaySpeed = 1;
  let playing = false;
  let destroyed = false;
  let angle = 0;
  let lastFlapAt = -1000;
  let flashAt = -10000;
  let flashColor = "#ffffff";
  // What the page was last told: the tick, the rest (score, play, end, speed) as one key, and when.
  let reportedTick = -1;
  let reportedRest = "";
  let reportedAt = -Infinity;

  function info(): ReplayInfo {
    const state = stepper.sim.state;
    return { tick: state.tick, score: state.score, playing, ended: stepper.ended, speed };
  }

  /**
   * Tells the page what changed. A drawn frame that only moved the tick is told at most every
   * REPORT_TICK_MS: each report re-renders the page's controls, and the seek bar and the clock show
   * nothing new 60 times a second (a 3-minute run moves the bar a pixel about every half second).
   * Everything else (the score, play or pause, the end, the speed, a seek) is told at once.
   */
  function report(frame = false) {
    const now = info();
    const rest = `${now.score}|${now.playing}|${now.ended}|${now.speed}`;
    if (rest === reportedRest && now.tick === reportedTick) return;
    const at = clock.now();
    if (frame && rest === reportedRest && at - reportedAt < REPORT_TICK_MS) return;
    reportedTick = now.tick;
    reportedRest = rest;
    reportedAt = at;
    options.onChange?.(now);
  }

  function onTick() {
    stepper.step();
    const state = stepper.sim.state;
    renderer.sampleTrail(state.bird.y, state.distance);
    const events = state.events;
    if (events !== 0) {
      const now = clock.now();
      if (events & EVENT_FLAP) {
        lastFlapAt = now;
        renderer.flapPuff(state.bird.y);
      }
      if (events & EVENT_POINT) renderer.burst("point", BIRD_X, state.bird.y - 20);
      if (events & EVENT_HIT) renderer.burst("shield", BIRD_X, state.bird.y, "#22d3ee");
      if (events & EVENT_DIE) {
        if (state.endedBy !== "time") renderer.burst("crash", BIRD_X, state.bird.y);
        flashAt = now;
        flashColor = state.endedBy === "time" ? "#fef3c7" : "#ffffff";
      }
    }
    if (stepper.ended) {
      playing = false;
      loop.ticking = false;
    }
  }

  function fillView(alpha: number, frameMs: number, now: number) {
    const state = stepper.sim.state;
    const bird = state.bird;
    const a = playing ? alpha : 1;
    view.state = state;
    view.alpha = a;
    view.now = now;
    view.frameMs = frameMs;
    view.showPipes = true;
    view.showBird = true;
    view.showHud = true;
    view.score = state.score;
    view.birdSize = bird.size;
    view.scroll = state.prevDistance + (state.distance - state.prevDistance) * a;
    view.birdY = bird.prevY + (bird.y - bird.prevY) * a;
    const target = Math.max(-0.45, Math.min(1.4, (bird.vy + 1.5) * 0.13));
    if (state.tick === 0) angle = 0;
    else if (playing) angle += (target - angle) * Math.min(1, (frameMs * speed) / 70);
    view.birdAngle = angle;
    view.flapAge = state.tick === 0 ? now % 420 : (now - lastFlapAt) * speed;
    const since = now - flashAt;
    view.flash = since < FLASH_MS ? 0.6 * (1 - since / FLASH_MS) : 0;
    view.flashColor = flashColor;
  }

  function onRender(alpha: number, frameMs: number, now: number) {
    if (destroyed) return;
    fillView(alpha, frameMs, now);
    renderer.draw(view);
    afterDraw();
    report(true);
    // A still picture costs nothing: stop asking for frames once paused or over (and the flash is done).
    if (!playing && now - flashAt > FLASH_MS) loop.stop();
  }

  function afterDraw() {
    if (!firstFrame) return;
    firstFrame = false;
    options.onFirstFrame?.();
    building = setTimeout(buildTimeline, 0);
  }

  function makeLoop(): Loop {
    // One loop tick is one simulation tick; faster speeds shorten the tick (and allow more per frame).
    return createLoop(
      { tick: onTick, render: onRender },
      {
        clock,
        scheduler: options.scheduler,
        tickMs: TICK_MS / speed,
        maxTicksPerFrame: Math.max(1, Math.ceil(MAX_TICKS_PER_FRAME * speed)),
      },
    );
  }
  let loop = makeLoop();

  function drawStill() {
    fillView(1, 0, clock.now());
    renderer.draw(view);
    afterDraw();
    report();
  }

  const viewer: ReplayViewer = {
    play() {
      if (destroyed) return;
      if (stepper.ended) viewer.restart();
      playing = true;
      loop.resetTime();
      loop.ticking = true;
      loop.start();
      report();
    },
    pause() {
      playing = false;
      loop.ticking = false;
      if (!loop.running) drawStill();
      report();
    },
    restart() {
      stepper = createReplayStepper(run, options.endTick);
      renderer.clearEffects();
      angle = 0;
      lastFlapAt = -1000;
      flashAt = -10000;
      if (playing) {
        loop.resetTime();
      } else if (!loop.running) {
        drawStill();
      }
      report();
    },
    seek(tick) {
      if (destroyed) return;
      stepper = seekStepper(run, timeline, tick, options.endTick);
      renderer.clearEffects();
      angle = 0;
      lastFlapAt = -1000;
      flashAt = -10000;
      if (stepper.ended) {
        playing = false;
        loop.ticking = false;
      }
      if (playing) loop.resetTime();
      else if (!loop.running) drawStill();
      report();
    },
    setSpeed(next) {
      if (next === speed) return;
      speed = next;
      const wasRunning = loop.running;
      loop.stop();
      loop = makeLoop();
      loop.ticking = playing;
      if (wasRunning || playing) loop.start();
      else drawStill();
      report();
    },
    resize(width, height) {
      renderer.resize(
        Math.max(1, Math.round(width)),
        Math.max(1, Math.round(height)),
        typeof devicePixelRatio === "number" ? devicePixelRatio : 1,
      );
      if (!loop.running) drawStill();
    },
    get info() {
      return info();
    },
    destroy() {
      destroyed = true;
      if (building !== null) clearTimeout(building);
      loop.stop();
      renderer.destroy();
    },
  };
  return viewer;
}
