// The frame loop: requestAnimationFrame drives a fixed-step accumulator at 60 ticks per second, so a
// 30, 60, 120, 144 or 240 Hz display runs the same number of simulation ticks per second of real
// time. Each frame gets an interpolation alpha (how far real time is between the last tick and the
// next) for smooth drawing. Long gaps (a stalled tab, a GC pause) are clamped to a few ticks instead
// of a burst that would kill the bird unseen. Clock and frame scheduler are injectable for tests.
// Nothing is allocated per frame.

export const TICK_MS = 1000 / 60;
export const MAX_TICKS_PER_FRAME = 5;

export interface Clock {
  /** Milliseconds, monotonic. */
  now(): number;
}

export interface FrameScheduler {
  request(callback: (time: number) => void): number;
  cancel(handle: number): void;
}

export interface LoopHooks {
  /** Advance the simulation by exactly one tick. */
  tick(): void;
  /**
   * Draw the current state. `alpha` in [0, 1) is how far real time has moved past the last tick
   * toward the next; `frameMs` is the real time since the previous frame (clamped).
   */
  render(alpha: number, frameMs: number, now: number): void;
}

export interface LoopOptions {
  clock?: Clock;
  scheduler?: FrameScheduler;
  tickMs?: number;
  maxTicksPerFrame?: number;
}

export interface Loop {
  /** Starts requesting frames (ticking or not, see `ticking`). */
  start(): void;
  /** Stops requesting frames. */
  stop(): void;
  /** When false, frames still render but no time accumulates (paused, counting down, game over). */
  ticking: boolean;
  readonly running: boolean;
  /** Ticks run since creation. */
  readonly ticks: number;
  /** Frames whose gap was clamped (ticks were dropped). */
  readonly clampedFrames: number;
  /** Runs one frame at `now` (what the scheduler calls; tests may call it directly). */
  frame(now: number): void;
  /** Forgets accumulated time, e.g. right before (re)starting to tick. */
  resetTime(): void;
  /**
   * How far real time at `now` has moved past the last tick toward the next, in [0, 1): where within
   * its tick an input arrives (0 while not ticking).
   */
  phaseAt(now: number): number;
}

export const performanceClock: Clock = {
  now: () => (typeof performance !== "undefined" ? performance.now() : Date.now()),
};

export const animationFrameScheduler: FrameScheduler = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function createLoop(hooks: LoopHooks, options: LoopOptions = {}): Loop {
  const clock = options.clock ?? performanceClock;
  const scheduler = options.scheduler ?? animationFrameScheduler;
  const tickMs = options.tickMs ?? TICK_MS;
  const maxTicks = options.maxTicksPerFrame ?? MAX_TICKS_PER_FRAME;
  // A tick may run up to this much early (the accumulator goes slightly negative and pays it back
  // next frame), so timer jitter on a 60 Hz display does not alternate 0 and 2 ticks per frame.
  const early = tickMs * 0.06;

  let running = false;
  let handle = 0;
  let last = -1;
  let accumulator = 0;
  let ticks = 0;
  let clampedFrames = 0;

  function onFrame(time: number) {
    if (!running) return;
    handle = scheduler.request(onFrame);
    // The callback's timestamp is the vsync-aligned frame start (less jitter than reading the clock).
    loop.frame(Number.isFinite(time) ? time : clock.now());
  }

  const loop: Loop = {
    ticking: false,
    start() {
      if (running) return;
      running = true;
      last = -1;
      handle = scheduler.request(onFrame);
    },
    stop() {
      running = false;
      scheduler.cancel(handle);
      last = -1;
    },
    get running() {
      return running;
    },
    get ticks() {
      return ticks;
    },
    get clampedFrames() {
      return clampedFrames;
    },
    resetTime() {
      accumulator = 0;
      last = -1;
    },
    phaseAt(now) {
      if (!loop.ticking || last < 0) return 0;
      const phase = (accumulator + Math.max(0, now - last)) / tickMs;
      return phase <= 0 ? 0 : phase - Math.floor(phase);
    },
    frame(now) {
      let delta = last < 0 ? 0 : now - last;
      last = now;
      if (delta < 0) delta = 0;
      if (loop.ticking) {
        accumulator += delta;
        let stepped = 0;
        while (accumulator > tickMs - early && stepped < maxTicks) {
          hooks.tick();
          ticks++;
          stepped++;
          accumulator -= tickMs;
          if (!loop.ticking) break; // the tick ended the run or paused
        }
        if (stepped === maxTicks && accumulator > tickMs - early) {
          // A long gap: drop the backlog rather than fast-forward (the game slows, never skips).
          clampedFrames++;
          accumulator = 0;
        }
        if (!loop.ticking) accumulator = 0;
      } else {
        accumulator = 0;
      }
      const alpha = loop.ticking ? accumulator / tickMs : 0;
      hooks.render(alpha < 0 ? 0 : alpha > 1 ? 1 : alpha, delta > 250 ? 250 : delta, now);
    },
  };
  return loop;
}
