// The game: binds the deterministic simulation to the frame loop, the input, the renderer and the
// audio, and runs the play phases (idle -> countdown -> playing <-> paused -> dying -> over).
// Framework-free and DOM-free: the renderer, the input source, the clock and the frame scheduler are
// handed in, so a test drives every phase with a fake clock, a recording renderer and scripted input.
// The browser wiring (canvas renderer, keyboard/pointer input, requestAnimationFrame) is
// createBrowserGame in game/browser/game.ts; the /play page uses that and hears phase, countdown and
// score changes.
import type { GameAudio } from "../audio/index.ts";
import type { PerfOverlay } from "../debug/perf.ts";
import type { InputHandlers } from "../input/index.ts";
import { PressQueue } from "../input/queue.ts";
import { SUB_TICK_STEPS } from "../replay/types.ts";
import { createFrameView, type FrameView, type Renderer, type SkinLook } from "../render/renderer.ts";
import {
  ACTION_FLAP,
  BIRD_SIZE,
  BIRD_START_Y,
  BIRD_X,
  EVENT_ACTIVATE,
  EVENT_DIE,
  EVENT_FLAP,
  EVENT_HIT,
  EVENT_PICKUP,
  EVENT_POINT,
  EVENT_REVIVE,
  EVENT_ZAP,
  GROUND_Y,
  INVENTORY_IDS,
  createSim,
  type GameSettings,
  type InventoryId,
  type RunSummary,
  type Sim,
} from "../sim/index.ts";
import { INVENTORY_STYLE, PICKUP_STYLE } from "../render/icons.ts";
import { createLoop, type Clock, type FrameScheduler, type Loop } from "./index.ts";

export type GamePhase = "idle" | "countdown" | "playing" | "paused" | "dying" | "over";

export const COUNTDOWN_SECONDS = 3;

export interface GameResult {
  summary: RunSummary;
  seed: number;
  inputs: ReadonlyArray<readonly [number, number]>;
  /** Each input's sub-tick timing (game/replay SUB_TICK_STEPS). */
  timing: readonly number[];
  hash: string;
}

export interface GameCallbacks {
  phase?(phase: GamePhase): void;
  /** 3, 2, 1 during a countdown; 0 when it ends. */
  countdown?(n: number): void;
  score?(score: number): void;
  over?(result: GameResult): void;
  /** The performance overlay was toggled (F3). */
  debug?(on: boolean): void;
  /**
   * A start key (Space, ArrowUp, W, Enter) while no run plays: the page starts one if it can now
   * (the idle screen; game over once its card has been on screen a moment). True when it did.
   */
  startKey?(): boolean;
  /** The inventory the run holds: when a run starts and after each activation (for touch controls). */
  inventory?(counts: Readonly<Record<InventoryId, number>>): void;
}

/**
 * Decides whether an inventory activation happens (a ranked run: the server debits it first).
 * Resolves true when the debit is accepted for exactly this tick (applied now or applied before).
 */
export type ActivationGate = (id: InventoryId, tick: number) => Promise<boolean>;

/**
 * Something that runs in lockstep with the player's ticks and draws itself in world space before the
 * player's bird: the challenge ghost. Kept as a hook so its code loads only for challenges.
 */
export interface RunCompanion {
  /** Called once per player tick, before the player's step. */
  step(): void;
  /** Draws in world coordinates (the renderer's transform is set). */
  draw(c: CanvasRenderingContext2D, view: FrameView): void;
}

export interface RunExtras {
  gate?: ActivationGate;
  companion?: RunCompanion;
  /** The run's longest length in ticks (a ranked run's, as the server issued it): it ends there as "time". */
  maxTicks?: number;
}

/**
 * A gated activation is asked for this many ticks ahead (100 ms) and applied at exactly that tick,
 * which is also the tick logged and debited: the input log then holds the activation at the tick the
 * sim applied it, as the server's replay requires. The lead hides a typical round trip; when the answer
 * is later than that, the run holds at that tick until it comes (a brief freeze, never a different
 * tick). The cost: a crash inside the lead leaves a debited activation out of the log.
 */
export const ACTIVATION_LEAD_TICKS = 6;

const WAITING = 0;
const ACCEPTED = 1;
const REFUSED = 2;

interface PendingActivation {
  tick: number;
  action: number;
  status: typeof WAITING | typeof ACCEPTED | typeof REFUSED;
  /** The press's sub-tick timing. */
  timing: number;
}

/** The part of the renderer the game drives (game/render/renderer.ts's Renderer has it all). */
export type GameRenderer = Pick<
  Renderer,
  "draw" | "setSkin" | "flapPuff" | "burst" | "sampleTrail" | "clearEffects" | "destroy" | "lowEffects" | "reducedMotion"
>;

/**
 * Where presses come from: given the game's handlers, it calls them as presses arrive (the browser's
 * keyboard and pointer, see game/input; a test's script) until detached.
 */
export type InputSource = (handlers: InputHandlers) => { detach(): void };

export interface GameOptions {
  renderer: GameRenderer;
  input: InputSource;
  clock: Clock;
  scheduler: FrameScheduler;
  settings: GameSettings;
  audio: GameAudio;
  callbacks?: GameCallbacks;
  perf?: PerfOverlay;
  /**
   * Re-measures the drawing surface (the browser's canvas size and pixel ratio); `force` rebuilds it
   * even at the same size (the renderer switched to low effects). The game redraws after it.
   */
  measure?(force: boolean): void;
}

export interface Game {
  readonly phase: GamePhase;
  readonly sim: Sim | null;
  readonly loop: Loop;
  readonly renderer: GameRenderer;
  /**
   * Starts a run with this seed and inventory: countdown, then play. `extras.gate` makes every
   * inventory activation wait for its answer (ranked runs); `extras.companion` flies alongside.
   */
  start(seed: number, inventory?: Partial<Record<InventoryId, number>>, runSettings?: GameSettings, extras?: RunExtras): void;
  /** Gated activations still to be applied (waiting for an answer, or accepted and waiting for their tick). */
  readonly pendingActivations: number;
  /**
   * The last gated activation asked for in this run: the sim's tick when it was asked and the tick it
   * is due at (the debug handle shows it, so a test measures the lead on the game's clock).
   */
  readonly lastGatedActivation: { askedAt: number; tick: number; action: number } | null;
  pause(): void;
  resume(): void;
  togglePause(): void;
  /** Queues a flap for the next tick (what a press does). */
  flap(): void;
  /** Activates the inventory power-up in `slot` (0-8) at the next tick. */
  activate(slot: number): void;
  setSkin(look: SkinLook): void;
  setHitboxes(on: boolean): void;
  /** Back to the idle attract screen. */
  reset(): void;
  /** Re-measures the canvas (call after layout changes). */
  resize(): void;
  /** Draws the current picture now when no frame loop runs (after the surface changed size). */
  redraw(): void;
  destroy(): void;
}

// Cosmetic numbers (real time, never the simulation's).
const IDLE_SCROLL_PER_MS = 0.12;
const FALL_GRAVITY = 0.0022; // world units / ms²
const OVER_DELAY_MS = 650;
const FLASH_MS = 160;
const SHAKE_MS = 320;

export function createGame(options: GameOptions): Game {
  const { renderer, audio, clock } = options;
  const callbacks = options.callbacks ?? {};
  const view = createFrameView();
  const presses = new PressQueue(16);

  let phase: GamePhase = "idle";
  let sim: Sim | null = null;
  const settings: GameSettings = options.settings;
  let countdownStart = 0;
  let countdownShown = -1;
  let scroll = 0; // cosmetic scroll before the run (idle), then the run's distance is added
  let scrollBase = 0;
  let angle = 0;
  let lastFlapAt = -1000;
  let bannerAt = -10000;
  let flashAt = -10000;
  let flashColor = "#ffffff";
  let shakeAt = -10000;
  let fallY = 0;
  let fallV = 0;
  let landedAt = -1;
  let diedAt = 0;
  let lastScore = -1;
  let hitboxes = false;
  let renderEma = 0;
  let slowFrames = 0;
  let destroyed = false;
  let gate: ActivationGate | null = null;
  let companion: RunCompanion | null = null;
  let companionDraw: FrameView["overlay"] = null;
  let pending: PendingActivation[] = [];
  let lastGatedActivation: Game["lastGatedActivation"] = null;
  /** The run holds at a tick whose gated activation has no answer yet. */
  let held = false;

  function setPhase(next: GamePhase) {
    if (phase === next) return;
    phase = next;
    callbacks.phase?.(next);
  }

  function scoreChanged(score: number) {
    if (score === lastScore) return;
    lastScore = score;
    callbacks.score?.(score);
  }

  function onTick() {
    const s = sim;
    if (!s || phase !== "playing") return;
    if (pending.length > 0 && !queueGated(s)) {
      held = true;
      loop.ticking = false;
      return;
    }
    presses.drain(s.state.tick, queueAction);
    companion?.step();
    s.step();
    const state = s.state;
    renderer.sampleTrail(state.bird.y, scrollBase + state.distance);
    const events = state.events;
    if (events === 0) return;
    const now = clock.now();
    if (events & EVENT_FLAP) {
      lastFlapAt = now;
      audio.play("wing");
      renderer.flapPuff(state.bird.y);
    }
    if (events & EVENT_POINT) {
      audio.play("point");
      renderer.burst("point", BIRD_X, state.bird.y - 20);
      scoreChanged(state.score);
    }
    if (events & EVENT_PICKUP && state.lastPickupType) {
      audio.play("powerUp");
      view.banner = state.lastPickupType;
      bannerAt = now;
      renderer.burst("pickup", BIRD_X, state.bird.y, PICKUP_STYLE[state.lastPickupType].color);
    }
    if (events & EVENT_ACTIVATE) callbacks.inventory?.({ ...state.inventory });
    if (events & EVENT_ACTIVATE && state.lastActivated) {
      audio.play("powerUp");
      view.banner = state.lastActivated;
      bannerAt = now;
      renderer.burst("pickup", BIRD_X, state.bird.y, INVENTORY_STYLE[state.lastActivated].color);
    }
    if (events & EVENT_HIT) {
      audio.play("hit");
      renderer.burst("shield", BIRD_X, state.bird.y, "#22d3ee");
      flash(now, "#a5f3fc");
    }
    if (events & (EVENT_REVIVE | EVENT_ZAP)) {
      audio.play("swoosh");
      if (events & EVENT_REVIVE) flash(now, "#ffe4e6");
    }
    if (events & EVENT_DIE) die(now);
  }

  function queueAction(_tick: number, action: number, timing: number) {
    sim?.queue(action, timing);
  }

  /** Where within the current tick a press arrives, in SUB_TICK_STEPS (recorded in the run's log). */
  function subTick(): number {
    return Math.min(SUB_TICK_STEPS - 1, Math.floor(loop.phaseAt(clock.now()) * SUB_TICK_STEPS));
  }

  /** Queues the accepted activations due this tick; false while one due now is still unanswered. */
  function queueGated(s: Sim): boolean {
    const tick = s.state.tick;
    for (const p of pending) if (p.tick === tick && p.status === WAITING) return false;
    for (const p of pending) if (p.tick === tick && p.status === ACCEPTED) s.queue(p.action, p.timing);
    pending = pending.filter((p) => p.tick > tick);
    return true;
  }

  /** An answer came: a run held at its tick goes on (unless paused meanwhile). */
  function answered() {
    if (!held) return;
    held = false;
    if (phase === "playing") {
      loop.resetTime();
      loop.ticking = true;
    }
  }

  function flash(now: number, color: string) {
    if (renderer.reducedMotion) return;
    flashAt = now;
    flashColor = color;
  }

  function die(now: number) {
    const s = sim!;
    loop.ticking = false;
    presses.clear();
    diedAt = now;
    fallY = s.state.bird.y;
    fallV = Math.max(-0.12, (s.state.bird.vy * 60) / 1000);
    scoreChanged(s.state.score);
    if (s.state.endedBy === "time") {
      // Time's up: no crash. The bird stops where it is and the card comes.
      landedAt = now;
      flash(now, "#fef3c7");
      setPhase("dying");
      return;
    }
    landedAt = s.state.endedBy === "ground" ? now : -1;
    audio.play("hit");
    renderer.burst("crash", BIRD_X, fallY);
    flash(now, "#ffffff");
    if (!renderer.reducedMotion) shakeAt = now;
    setPhase("dying");
  }

  function finish() {
    const s = sim!;
    setPhase("over");
    audio.play("swoosh");
    pending = []; // an activation due after the crash never happens (see ACTIVATION_LEAD_TICKS)
    callbacks.over?.({ summary: s.summary(), seed: s.seed, inputs: s.inputs, timing: s.timings, hash: s.hash() });
  }

  function fillView(alpha: number, frameMs: number, now: number) {
    const s = sim;
    view.alpha = alpha;
    view.now = now;
    view.frameMs = frameMs;
    view.hitboxes = hitboxes;
    view.flash = 0;
    view.shakeX = 0;
    view.shakeY = 0;
    view.bannerAge = now - bannerAt;
    view.birdSize = BIRD_SIZE;
    view.overlay = companionDraw;
    if (phase === "idle" || !s) {
      scroll += frameMs * IDLE_SCROLL_PER_MS;
      view.state = null;
      view.overlay = null;
      view.scroll = scroll;
      view.showPipes = false;
      view.showHud = false;
      view.showBird = true;
      view.birdY = BIRD_START_Y + (renderer.reducedMotion ? 0 : Math.sin(now / 320) * 9);
      view.birdAngle = renderer.reducedMotion ? 0 : Math.sin(now / 320 + 1.2) * 0.08;
      view.flapAge = now % 420;
      return;
    }
    const state = s.state;
    view.state = state;
    view.showPipes = true;
    view.showBird = true;
    view.showHud = phase !== "over";
    view.score = state.score;
    const bird = state.bird;
    view.birdSize = bird.size;
    if (phase === "countdown" || (phase === "paused" && state.tick === 0)) {
      // Waiting at the start line: a gentle hover that settles onto the start position.
      const left = Math.max(0, COUNTDOWN_SECONDS * 1000 - (clock.now() - countdownStart));
      const settle = phase === "countdown" ? Math.min(1, left / 600) : 0;
      view.scroll = scrollBase + state.distance;
      view.birdY = bird.y + (renderer.reducedMotion ? 0 : Math.sin(now / 320) * 8 * settle);
      view.birdAngle = state.tick === 0 ? 0 : angle;
      view.flapAge = state.tick === 0 ? now % 420 : now - lastFlapAt;
      return;
    }
    if (phase === "dying" || phase === "over") {
      // Cosmetic death fall: nose down onto the ground.
      if (phase === "dying") {
        if (landedAt < 0) {
          fallV += FALL_GRAVITY * frameMs;
          fallY += fallV * frameMs;
          const floor = GROUND_Y - bird.size / 2;
          if (fallY >= floor) {
            fallY = floor;
            landedAt = now;
            audio.play("die");
          }
        }
        if (state.endedBy !== "time") angle += (1.5 - angle) * Math.min(1, frameMs / 90);
        if (landedAt >= 0 && now - Math.max(landedAt, diedAt) > OVER_DELAY_MS) finish();
      }
      view.scroll = scrollBase + state.distance;
      view.birdY = fallY;
      view.birdAngle = angle;
      view.flapAge = 10000;
      const since = now - flashAt;
      if (since < FLASH_MS) view.flash = 0.85 * (1 - since / FLASH_MS);
      view.flashColor = flashColor;
      const shake = now - shakeAt;
      if (shake < SHAKE_MS) {
        const a = 7 * (1 - shake / SHAKE_MS);
        view.shakeX = Math.sin(shake * 0.09) * a;
        view.shakeY = Math.cos(shake * 0.11) * a * 0.6;
      }
      return;
    }
    // playing / paused mid-run: interpolate between the last two ticks
    const a = phase === "playing" ? alpha : 1;
    view.scroll = scrollBase + state.prevDistance + (state.distance - state.prevDistance) * a;
    view.birdY = bird.prevY + (bird.y - bird.prevY) * a;
    const target = Math.max(-0.45, Math.min(1.4, (bird.vy + 1.5) * 0.13));
    if (phase === "playing") angle += (target - angle) * Math.min(1, frameMs / 70);
    view.birdAngle = angle;
    view.flapAge = now - lastFlapAt;
    const since = now - flashAt;
    if (since < FLASH_MS) view.flash = 0.5 * (1 - since / FLASH_MS);
    view.flashColor = flashColor;
  }

  function onRender(alpha: number, frameMs: number, now: number) {
    if (destroyed) return;
    if (phase === "countdown") {
      const elapsed = clock.now() - countdownStart;
      const n = Math.max(0, COUNTDOWN_SECONDS - Math.floor(elapsed / 1000));
      if (n !== countdownShown) {
        countdownShown = n;
        callbacks.countdown?.(n);
      }
      if (n === 0) {
        setPhase("playing");
        loop.resetTime();
        loop.ticking = true;
        held = false; // the next tick checks the gate again
        if (sim && sim.state.tick === 0) lastFlapAt = now; // the run opens with a hop
      }
    }
    const t0 = clock.now();
    const before = phase;
    fillView(alpha, frameMs, now);
    renderer.draw(view);
    if (phase !== before) {
      // the frame ended the fall: draw the final picture (no HUD under the game-over card)
      fillView(alpha, 0, now);
      renderer.draw(view);
    }
    const renderMs = clock.now() - t0;
    options.perf?.frame(now, frameMs, renderMs);
    watchPerformance(renderMs, frameMs);
    if (phase === "paused" || phase === "over") loop.stop(); // a still picture costs nothing
  }

  /** Switches to low effects when frames get expensive or slow (not on a steady 30 Hz display). */
  function watchPerformance(renderMs: number, frameMs: number) {
    if (renderer.lowEffects || phase !== "playing") return;
    renderEma = renderEma * 0.95 + renderMs * 0.05;
    slowFrames = frameMs > 45 ? slowFrames + 1 : Math.max(0, slowFrames - 1);
    if (renderEma > 7 || slowFrames > 45) {
      renderer.lowEffects = true;
      measure(true);
    }
  }

  const loop = createLoop({ tick: onTick, render: onRender }, { clock, scheduler: options.scheduler });

  function measure(force = false) {
    options.measure?.(force);
    if (!loop.running) drawStill();
  }

  function drawStill() {
    fillView(1, 0, clock.now());
    renderer.draw(view);
  }

  const input = options.input({
    accepting: () => phase === "playing",
    flap: () => game.flap(),
    togglePause: () => game.togglePause(),
    start: () => (phase === "idle" || phase === "over") && (callbacks.startKey?.() ?? false),
    activate: (slot) => game.activate(slot),
    toggleDebug: () => {
      const on = options.perf ? options.perf.toggle() : !hitboxes;
      game.setHitboxes(on);
      callbacks.debug?.(on);
    },
    gesture: () => audio.unlock(),
  });

  function beginCountdown() {
    countdownStart = clock.now();
    countdownShown = -1;
    loop.ticking = false;
    setPhase("countdown");
    if (!loop.running) loop.start();
  }

  const game: Game = {
    get phase() {
      return phase;
    },
    get sim() {
      return sim;
    },
    loop,
    renderer,
    get pendingActivations() {
      let n = 0;
      for (const p of pending) if (p.status !== REFUSED) n++;
      return n;
    },
    get lastGatedActivation() {
      return lastGatedActivation;
    },
    start(seed, inventory = {}, runSettings = settings, extras = {}) {
      presses.clear();
      gate = extras.gate ?? null;
      companion = extras.companion ?? null;
      companionDraw = companion ? (c, v) => companion?.draw(c, v) : null;
      pending = [];
      lastGatedActivation = null;
      held = false;
      renderer.clearEffects();
      // A ranked run plays with the settings the server issued it with (the newest version).
      sim = createSim({ seed, settings: runSettings, inventory, ...(extras.maxTicks ? { maxTicks: extras.maxTicks } : {}) });
      callbacks.inventory?.({ ...sim.state.inventory });
      scrollBase = scroll;
      angle = 0;
      lastScore = -1;
      bannerAt = -10000;
      flashAt = -10000;
      shakeAt = -10000;
      view.banner = null;
      scoreChanged(0);
      audio.unlock();
      audio.play("swoosh");
      beginCountdown();
    },
    pause() {
      if (phase !== "playing" && phase !== "countdown") return;
      loop.ticking = false;
      presses.clear();
      setPhase("paused");
      callbacks.countdown?.(0);
      countdownShown = -1;
      if (!loop.running) drawStill();
    },
    resume() {
      if (phase !== "paused") return;
      beginCountdown();
    },
    togglePause() {
      if (phase === "paused") game.resume();
      else game.pause();
    },
    flap() {
      if (phase === "playing") presses.push(ACTION_FLAP, subTick());
    },
    activate(slot) {
      const id = INVENTORY_IDS[slot];
      if (phase !== "playing" || !id || !sim) return;
      const action = slot + 1;
      let promised = 0;
      for (const p of pending) if (p.action === action && p.status !== REFUSED) promised++;
      if (!(sim.state.inventory[id] - promised > 0)) return;
      if (!gate) {
        presses.push(action, subTick());
        return;
      }
      const tick = sim.state.tick + ACTIVATION_LEAD_TICKS;
      if (pending.some((p) => p.tick === tick && p.action === action)) return;
      const entry: PendingActivation = { tick, action, status: WAITING, timing: subTick() };
      pending.push(entry);
      lastGatedActivation = { askedAt: sim.state.tick, tick, action };
      const run = sim;
      const settle = (ok: boolean) => {
        if (sim !== run) return; // a newer run started meanwhile
        entry.status = ok ? ACCEPTED : REFUSED;
        answered();
      };
      gate(id, tick).then(settle, () => settle(false));
    },
    setSkin(look) {
      renderer.setSkin(look);
      if (!loop.running) drawStill();
    },
    setHitboxes(on) {
      hitboxes = on;
      if (!loop.running) drawStill();
    },
    reset() {
      loop.ticking = false;
      presses.clear();
      sim = null;
      pending = [];
      companion = null;
      companionDraw = null;
      setPhase("idle");
      if (!loop.running) loop.start();
    },
    resize() {
      measure();
    },
    redraw() {
      if (!destroyed && !loop.running) drawStill();
    },
    destroy() {
      destroyed = true;
      loop.stop();
      input.detach();
      renderer.destroy();
    },
  };
  return game;
}
