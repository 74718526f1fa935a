// The deterministic simulation. One step() = one tick at 60 ticks/s. Positions and velocities are
// IEEE-754 doubles changed only with + - * / and Math.floor/min/max/abs, which every JavaScript
// engine computes bit for bit alike; randomness comes from the seeded integer PRNG. No allocation
// happens in step() (fixed pools, numbers and interned strings only), except the optional input
// log which grows by one entry per applied input.
import { inventoryDurationTicks, msToTicks } from "./settings.ts";
import {
  ACTION_BOOST,
  ACTION_COUNT,
  ACTION_DOUBLE_POINTS,
  ACTION_EXTRA_LIFE,
  ACTION_FLAP,
  ACTION_MAGNET,
  ACTION_MINI_SIZE,
  ACTION_SCORE_MULTIPLIER,
  ACTION_SHIELD,
  ACTION_TIME_SLOW,
  BIRD_SIZE,
  BIRD_START_Y,
  BIRD_X,
  CLOSE_CALL_PX,
  EVENT_ACTIVATE,
  EVENT_CLOSE_CALL,
  EVENT_DIE,
  EVENT_EFFECT_END,
  EVENT_FLAP,
  EVENT_HIT,
  EVENT_PICKUP,
  EVENT_POINT,
  EVENT_REVIVE,
  EVENT_ZAP,
  FIRST_PIPE_X,
  GAP_MARGIN,
  GROUND_Y,
  INVENTORY_IDS,
  MAGNET_MAX_STEP,
  MAGNET_PULL,
  MAX_EFFECT_TICKS,
  MAX_PIPE_SPEED,
  MIN_PIPE_SPACING,
  PERFECT_MIN_SCORE,
  PICKUP_CHANCE_PERCENT,
  PICKUP_POOL_SIZE,
  PICKUP_SIZE,
  PICKUP_TRY_TICKS,
  PIPE_DESPAWN_X,
  PIPE_POOL_SIZE,
  PIPE_SPAWN_X,
  PIPE_WIDTH,
  POWER_UP_TYPES,
  REVIVE_INVULNERABLE_TICKS,
  TICKS_PER_SECOND,
  type Action,
  type BirdState,
  type Counters,
  type EffectTimers,
  type GameSettings,
  type InventoryId,
  type PickupState,
  type PipeState,
  type PowerUpType,
  type RunSummary,
  type Sim,
  type SimOptions,
  type SimSnapshot,
  type SimState,
  type TimedInventoryId,
} from "./types.ts";

const PIPE_MASK = PIPE_POOL_SIZE - 1; // pool size is a power of two: ring index = i & mask
const DIED_NOT = 0;
const DIED_PIPE = 1;
const DIED_GROUND = 2;
const NO_CLEARANCE = 1e9;
const HALF_PICKUP = PICKUP_SIZE / 2;
const EFFECT_KEYS = ["slowMotion", "shield", "doublePoints", "miniSize", "magnetism", "boost", "scoreMultiplier", "invulnerable"] as const;
const COUNTER_KEYS = ["flaps", "closeCalls", "pipesPassed", "powerUpsUsed", "pickups", "hitsAbsorbed", "revives", "zaps"] as const;

/** Difficulty ramp (pure): pipe speed, interval factor and gap factor for a score. */
export function rampFor(baseSpeed: number, score: number): { speed: number; intervalFactor: number; gapFactor: number } {
  const level = Math.floor(score / 10);
  const speed = Math.min(baseSpeed + 0.5 * level, MAX_PIPE_SPEED);
  if (score >= 50) return { speed, intervalFactor: 0.7, gapFactor: 0.85 };
  if (score >= 30) return { speed, intervalFactor: 0.85, gapFactor: 0.92 };
  return { speed, intervalFactor: 1, gapFactor: 1 };
}

/** A run is perfect when it scores at least 10 with no close call, no absorbed hit and no revive. */
export function isPerfect(state: SimState): boolean {
  const c = state.counters;
  return state.score >= PERFECT_MIN_SCORE && c.closeCalls === 0 && c.hitsAbsorbed === 0 && c.revives === 0;
}

/** Scroll state shared by the pooled pipes and pickups (their x derive from it): the SimState. */
interface World {
  /** Total scroll now and one tick ago. */
  distance: number;
  prevDistance: number;
}

/**
 * A pooled pipe. Its position is stored in world coordinates (wx: left edge at distance 0); the
 * screen-facing x / prevX are derived from the world's scroll, so a tick does not touch every pipe.
 */
class Pipe implements PipeState {
  active = false;
  wx = 0.5;
  gapY = 0.5;
  gapHeight = 0.5;
  scored = false;
  cleared = false;
  zapped = false;
  ghost = false;
  minClearance = NO_CLEARANCE;
  readonly #world: World; // private and not enumerable: JSON.stringify(state) stays acyclic
  constructor(world: World) {
    this.#world = world;
  }
  get x(): number {
    return this.wx - this.#world.distance;
  }
  /** Moves the pipe (tests place pipes exactly). */
  set x(value: number) {
    this.wx = value + this.#world.distance;
  }
  get prevX(): number {
    return this.wx - this.#world.prevDistance;
  }
  toJSON(): PipeState {
    const { active, x, prevX, gapY, gapHeight, scored, cleared, zapped, ghost, minClearance } = this;
    return { active, x, prevX, gapY, gapHeight, scored, cleared, zapped, ghost, minClearance };
  }
}

/** Counts the live pickups, so a tick skips the pool while it is empty (the usual case). */
interface PickupPool {
  live: number;
}

class Pickup implements PickupState {
  type: PowerUpType = "slowMotion";
  wx = 0.5;
  y = 0.5;
  #active = false;
  readonly #world: World;
  readonly #pool: PickupPool;
  constructor(world: World, pool: PickupPool) {
    this.#world = world;
    this.#pool = pool;
  }
  get active(): boolean {
    return this.#active;
  }
  set active(value: boolean) {
    if (value === this.#active) return;
    this.#active = value;
    this.#pool.live += value ? 1 : -1;
  }
  get x(): number {
    return this.wx - this.#world.distance;
  }
  set x(value: number) {
    this.wx = value + this.#world.distance;
  }
  get prevX(): number {
    return this.wx - this.#world.prevDistance;
  }
  toJSON(): PickupState {
    const { active, type, x, prevX, y } = this;
    return { active, type, x, prevX, y };
  }
}

function addTicks(current: number, ticks: number): number {
  return Math.min(current + ticks, MAX_EFFECT_TICKS);
}

// Scratch for hashing doubles bit for bit.
const F64 = new Float64Array(1);
const U32 = new Uint32Array(F64.buffer);

/**
 * The simulation. A class (not closures) so that every instance shares one optimized step():
 * the server replays thousands of runs, each with a fresh sim.
 *
 * Pipes live in a ring over a fixed pool, ordered by x, addressed by ever-increasing sequence
 * numbers (pool index = seq & PIPE_MASK): [headSeq, tailSeq) are active, nextSeq is the first the
 * bird has not entirely passed.
 */
class SimCore implements Sim {
  fullSteps = 0;
  readonly seed: number = 0;
  readonly settings: GameSettings;
  readonly state: SimState;
  readonly inputs: [number, number][] = [];
  readonly timings: number[] = [];
  /** Safe to detach (e.g. as an input handler). */
  readonly queue: (action: Action, timing?: number) => void;

  // Settings, read once.
  private readonly record: boolean = true;
  /** The tick at which a run still playing ends as "time" (SimOptions.maxTicks); 0: no cap. */
  private readonly tickCap: number = 0;
  // Numeric fields start as numbers (not undefined) so V8 keeps them unboxed.
  private readonly gravity: number = 0.5;
  private readonly jumpForce: number = 0.5;
  private readonly baseSpeed: number = 0.5;
  private readonly baseGap: number = 0.5;
  private readonly baseIntervalTicks: number = 0.5;
  private readonly pickupTicks: number[] = [];
  private readonly pickupWeights: number[] = [];
  private readonly totalWeight: number = 0;
  /** Ticks each timed inventory power-up adds (the settings' Store Settings durations, else the constants). */
  private readonly inventoryTicks: Record<TimedInventoryId, number>;
  private readonly used = {} as Record<InventoryId, number>;
  // Shortcuts into state.
  private readonly pipes: Pipe[] = [];
  private readonly pickups: Pickup[] = [];
  private readonly pickupPool: PickupPool = { live: 0 };
  private readonly bird: BirdState;
  private readonly effects: EffectTimers;
  private readonly counters: Counters;
  // Internal state (hashed too).
  private rngState = 0;
  private over = false;
  private pending = 0; // bitmask of queued action codes
  /** Sub-tick timing of each queued action (recorded beside the input; never read by the physics). */
  private readonly pendingTimings: number[] = new Array<number>(ACTION_COUNT).fill(0);
  private headSeq = 0;
  private tailSeq = 0;
  private nextSeq = 0;
  private nextSpawnWx = 0.5; // world x of the next pipe; it spawns when that is <= PIPE_SPAWN_X on screen
  private pickupClock = PICKUP_TRY_TICKS;
  private effectsOn = false; // some effect timer is running
  private lastGapY = 0.5;
  // Ramp values (recomputed when the score changes).
  private rampSpeed = 0.5;
  private spacing = 0.5;
  private gapHeight = 0.5;

  constructor(options: SimOptions) {
    this.seed = options.seed >>> 0;
    this.rngState = this.seed;
    const settings = options.settings;
    this.settings = settings;
    this.record = options.record !== false;
    const cap = options.maxTicks;
    this.tickCap = typeof cap === "number" && Number.isSafeInteger(cap) && cap > 0 ? cap : 0;
    this.gravity = settings.gravity;
    this.jumpForce = settings.jumpForce;
    this.baseSpeed = settings.pipeSpeed;
    this.baseGap = settings.pipeGap;
    this.baseIntervalTicks = (settings.pipeFrequency * TICKS_PER_SECOND) / 1000;
    let total = 0;
    for (const t of POWER_UP_TYPES) {
      const p = settings.powerUps[t];
      this.pickupTicks.push(msToTicks(p.duration));
      const w = p.enabled ? Math.floor(1000 / p.frequency) : 0;
      this.pickupWeights.push(w);
      total += w;
    }
    this.totalWeight = total;
    this.inventoryTicks = inventoryDurationTicks(settings);

    const inventory = {} as Record<InventoryId, number>;
    for (const id of INVENTORY_IDS) {
      inventory[id] = options.inventory ? Math.max(0, Math.floor(options.inventory[id] ?? 0)) : Infinity;
      this.used[id] = 0;
    }
    this.effects = { slowMotion: 0, shield: 0, doublePoints: 0, miniSize: 0, magnetism: 0, boost: 0, scoreMultiplier: 0, invulnerable: 0 };
    this.counters = { flaps: 0, closeCalls: 0, pipesPassed: 0, powerUpsUsed: 0, pickups: 0, hitsAbsorbed: 0, revives: 0, zaps: 0 };
    // The bird starts with a launch (velocity -jumpForce, not counted as a flap).
    this.bird = { x: BIRD_X, y: BIRD_START_Y, prevY: BIRD_START_Y, vy: -this.jumpForce, size: BIRD_SIZE };
    this.state = {
      tick: 0,
      phase: "playing",
      endedBy: null,
      bird: this.bird,
      pipes: this.pipes,
      pickups: this.pickups,
      score: 0,
      lastPoints: 0,
      rampSpeed: this.baseSpeed,
      worldSpeed: 0,
      distance: 0,
      prevDistance: 0,
      effects: this.effects,
      shieldCharges: 0,
      extraLives: 0,
      inventory,
      counters: this.counters,
      events: 0,
      lastPickupType: null,
      lastActivated: null,
      nextPipe: -1,
    };
    for (let i = 0; i < PIPE_POOL_SIZE; i++) this.pipes.push(new Pipe(this.state));
    for (let i = 0; i < PICKUP_POOL_SIZE; i++) this.pickups.push(new Pickup(this.state, this.pickupPool));
    this.lastGapY = GROUND_Y / 2;
    this.updateRamp();
    // Tick 0: the pipes already on their way, as if they had spawned at PIPE_SPAWN_X earlier.
    let wx = FIRST_PIPE_X;
    while (wx <= PIPE_SPAWN_X) {
      this.spawnPipe(wx);
      wx += this.spacing;
    }
    this.nextSpawnWx = wx;
    this.state.nextPipe = this.nextSeq & PIPE_MASK;

    this.queue = (action: Action, timing = 0): void => {
      if (this.over) return;
      if (action === (action | 0) && action >= 0 && action < ACTION_COUNT && (this.pending & (1 << action)) === 0) {
        this.pending |= 1 << action;
        this.pendingTimings[action] = timing;
      }
    };
  }

  private nextRandom(): number {
    const s = (this.rngState + 0x6d2b79f5) >>> 0;
    this.rngState = s;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  private updateRamp(): void {
    const r = rampFor(this.baseSpeed, this.state.score);
    this.rampSpeed = r.speed;
    this.state.rampSpeed = r.speed;
    this.spacing = Math.max(r.speed * this.baseIntervalTicks * r.intervalFactor, MIN_PIPE_SPACING);
    this.gapHeight = this.baseGap * r.gapFactor;
  }

  private spawnPipe(wx: number): void {
    if (this.tailSeq - this.headSeq === PIPE_POOL_SIZE) return; // cannot happen with MIN_PIPE_SPACING
    const p = this.pipes[this.tailSeq & PIPE_MASK]!;
    this.tailSeq++;
    const gap = this.gapHeight;
    const lo = GAP_MARGIN + gap / 2;
    const hi = GROUND_Y - GAP_MARGIN - gap / 2;
    const gapY = lo + (this.nextRandom() / 4294967296) * (hi - lo);
    p.active = true;
    p.wx = wx;
    p.gapY = gapY;
    p.gapHeight = gap;
    p.scored = false;
    p.cleared = false;
    p.zapped = false;
    p.ghost = false;
    p.minClearance = NO_CLEARANCE;
    this.lastGapY = gapY;
  }

  private applyPickup(type: PowerUpType): void {
    const e = this.effects;
    const t = this.pickupTicks;
    this.effectsOn = true;
    switch (type) {
      case "slowMotion":
        e.slowMotion = addTicks(e.slowMotion, t[0]!);
        break;
      case "shield":
        e.shield = addTicks(e.shield, t[1]!);
        break;
      case "doublePoints":
        e.doublePoints = addTicks(e.doublePoints, t[2]!);
        break;
      case "miniSize":
        e.miniSize = addTicks(e.miniSize, t[3]!);
        break;
      default:
        e.magnetism = addTicks(e.magnetism, t[4]!);
        break;
    }
  }

  /** Applies an inventory activation; returns its event bits, or 0 when the inventory has none left. */
  private activate(action: Action): number {
    const state = this.state;
    const e = this.effects;
    const d = this.inventoryTicks;
    const id = INVENTORY_IDS[action - 1]!;
    if (!(state.inventory[id] > 0)) return 0;
    let ev = EVENT_ACTIVATE;
    this.effectsOn = true;
    state.inventory[id]--;
    this.used[id]++;
    this.counters.powerUpsUsed++;
    state.lastActivated = id;
    switch (action) {
      case ACTION_TIME_SLOW:
        e.slowMotion = addTicks(e.slowMotion, d["time-slow"]);
        break;
      case ACTION_SHIELD:
        state.shieldCharges++;
        break;
      case ACTION_DOUBLE_POINTS:
        e.doublePoints = addTicks(e.doublePoints, d["double-points"]);
        break;
      case ACTION_MINI_SIZE:
        e.miniSize = addTicks(e.miniSize, d["mini-size"]);
        break;
      case ACTION_MAGNET:
        e.magnetism = addTicks(e.magnetism, d.magnet);
        break;
      case ACTION_EXTRA_LIFE:
        state.extraLives++;
        break;
      case ACTION_BOOST:
        e.boost = addTicks(e.boost, d.boost);
        break;
      case ACTION_SCORE_MULTIPLIER:
        e.scoreMultiplier = addTicks(e.scoreMultiplier, d["score-multiplier"]);
        break;
      default: {
        // mega-zap: the first pipe not yet passed and not already zapped.
        for (let seq = this.nextSeq; seq < this.tailSeq; seq++) {
          const p = this.pipes[seq & PIPE_MASK]!;
          if (!p.zapped) {
            p.zapped = true;
            this.counters.zaps++;
            ev |= EVENT_ZAP;
            break;
          }
        }
        break;
      }
    }
    return ev;
  }

  /**
   * One tick. The common tick (no input, no effect, no pickup, no pipe at the bird, nothing to
   * spawn, retire or roll, no crash) is done here, small enough for V8 to inline into the caller's
   * loop; any other tick goes to stepFull(), which does the same arithmetic in the same order.
   * Nothing is written before that decision, so both paths give bit-identical states.
   */
  step(): void {
    if (
      this.over ||
      this.pending !== 0 ||
      this.effectsOn ||
      this.pickupPool.live > 0 ||
      this.pickupClock === 1 ||
      this.state.tick + 1 === this.tickCap
    ) {
      this.stepFull();
      return;
    }
    const state = this.state;
    const bird = this.bird;
    const half = BIRD_SIZE / 2;
    const prevY = bird.y;
    let vy = bird.vy + this.gravity;
    let y = prevY + vy;
    if (y - half < 0) {
      y = half;
      vy = 0;
    }
    const move = this.rampSpeed; // stepFull: rampSpeed * scale, scale 1 without effects (x * 1 === x)
    const prevDistance = state.distance;
    const distance = prevDistance + move;
    const nextSeq = this.nextSeq;
    const tailSeq = this.tailSeq;
    const headSeq = this.headSeq;
    const pipes = this.pipes;
    if (
      y + half >= GROUND_Y ||
      (nextSeq < tailSeq && !(pipes[nextSeq & PIPE_MASK]!.wx - distance >= BIRD_X + half)) ||
      (headSeq < nextSeq && pipes[headSeq & PIPE_MASK]!.wx + PIPE_WIDTH - distance < PIPE_DESPAWN_X) ||
      this.nextSpawnWx - distance <= PIPE_SPAWN_X
    ) {
      this.stepFull();
      return;
    }
    bird.size = BIRD_SIZE;
    bird.prevY = prevY;
    bird.y = y;
    bird.vy = vy;
    state.prevDistance = prevDistance;
    state.distance = distance;
    state.worldSpeed = move;
    state.nextPipe = nextSeq < tailSeq ? nextSeq & PIPE_MASK : -1;
    this.pickupClock--;
    state.events = 0;
    state.tick++;
  }

  private stepFull(): void {
    this.fullSteps++;
    const state = this.state;
    if (this.over) {
      state.events = 0;
      this.pending = 0;
      return;
    }
    // The common path is kept small (rare events live in their own methods) so it stays in registers.
    let ev = this.pending !== 0 ? this.applyInputs(state.tick) : 0;

    // Effects in force this tick.
    const effectsOn = this.effectsOn;
    let scale = 1;
    let size = BIRD_SIZE;
    let magnet = false;
    if (effectsOn) {
      const effects = this.effects;
      if (effects.slowMotion > 0) scale = 0.5;
      if (effects.boost > 0) scale *= 1.5;
      if (effects.miniSize > 0) size = BIRD_SIZE / 2;
      magnet = effects.magnetism > 0;
    }
    const half = size / 2;

    // 1. The bird: gravity, then a flap sets the velocity; magnetism nudges; the ceiling clamps.
    const bird = this.bird;
    bird.size = size;
    let y = bird.y;
    bird.prevY = y;
    let vy = bird.vy + this.gravity;
    if ((ev & EVENT_FLAP) !== 0) vy = -this.jumpForce;
    y += vy;
    if (magnet && this.nextSeq < this.tailSeq) {
      const d = (this.pipes[this.nextSeq & PIPE_MASK]!.gapY - y) * MAGNET_PULL;
      y += d > MAGNET_MAX_STEP ? MAGNET_MAX_STEP : d < -MAGNET_MAX_STEP ? -MAGNET_MAX_STEP : d;
    }
    if (y - half < 0) {
      y = half;
      vy = 0;
    }
    let died = DIED_NOT;
    if (y + half >= GROUND_Y) {
      y = GROUND_Y - half;
      died = DIED_GROUND;
    }
    bird.y = y;
    bird.vy = vy;

    // 2. The world scrolls.
    const move = this.rampSpeed * scale;
    const distance = state.distance + move;
    state.prevDistance = state.distance;
    state.distance = distance;
    state.worldSpeed = move;

    // 3. Pipes at the bird: only the first pipe not yet passed, and the ones after it while they
    // reach the bird, need looking at.
    const pipes = this.pipes;
    const left = BIRD_X - half;
    const right = BIRD_X + half;
    const top = y - half;
    const bottom = y + half;
    const tailSeq = this.tailSeq;
    let nextSeq = this.nextSeq;
    for (let seq = nextSeq; seq < tailSeq; seq++) {
      const p = pipes[seq & PIPE_MASK]!;
      const x = p.wx - distance;
      if (x >= right) break; // this pipe and all after it are ahead of the bird
      const pr = x + PIPE_WIDTH;
      // Point: the right edge crossed the bird's centre.
      if (!p.scored && pr <= BIRD_X && died === DIED_NOT) ev |= this.scorePipe(p);
      if (pr <= left) {
        // Entirely passed: decide the close call.
        nextSeq = seq + 1;
        ev |= this.clearPipe(p);
        continue;
      }
      if (p.zapped || p.ghost) continue;
      // Overlapping horizontally: the bird must be inside the gap (touching an edge is allowed).
      const hg = p.gapHeight / 2;
      const above = top - (p.gapY - hg);
      const below = p.gapY + hg - bottom;
      const clearance = above < below ? above : below;
      if (clearance >= 0) {
        if (clearance < p.minClearance) p.minClearance = clearance;
      } else if (this.hitPipe(p)) {
        ev |= EVENT_HIT;
      } else if (died === DIED_NOT && !p.ghost) {
        died = DIED_PIPE;
      }
    }
    this.nextSeq = nextSeq;

    // Retire pipes that left every view (ordered by x: only the head can go); spawn new ones.
    while (this.headSeq < nextSeq && pipes[this.headSeq & PIPE_MASK]!.wx + PIPE_WIDTH - distance < PIPE_DESPAWN_X) {
      pipes[this.headSeq & PIPE_MASK]!.active = false;
      this.headSeq++;
    }
    if (this.nextSpawnWx - distance <= PIPE_SPAWN_X) this.spawnDue(distance);
    state.nextPipe = nextSeq < this.tailSeq ? nextSeq & PIPE_MASK : -1;

    // 4. Pickups: collected when the bird's box meets the pickup's box swept over this tick's
    // motion (so none is skipped at high speed).
    if (this.pickupPool.live > 0) ev |= this.movePickups(died);

    // 5. A crash: spend an extra life, or end the run.
    if (died !== DIED_NOT) {
      ev |= this.crash(died);
      if (this.over) {
        state.events = ev;
        state.tick++;
        return;
      }
    }

    // 6. Every PICKUP_TRY_TICKS of play: a 10% chance of a pickup between the last pipe and the next.
    if (--this.pickupClock === 0) {
      this.pickupClock = PICKUP_TRY_TICKS;
      if (this.totalWeight > 0 && this.nextRandom() % 100 < PICKUP_CHANCE_PERCENT) this.spawnPickup();
    }

    // 7. Timers.
    if (this.effectsOn) ev |= this.tickEffects();

    // 8. The run's longest length: still flying as the tick reaches the cap, it ends here.
    if (state.tick + 1 === this.tickCap) ev |= this.timeUp();

    state.events = ev;
    state.tick++;
  }

  /** Applies the queued actions in ascending code; returns their event bits (EVENT_FLAP for a flap). */
  private applyInputs(tick: number): number {
    const bits = this.pending;
    this.pending = 0;
    let ev = 0;
    for (let a = 0; a < ACTION_COUNT; a++) {
      if ((bits & (1 << a)) === 0) continue;
      if (a === ACTION_FLAP) {
        this.counters.flaps++;
        ev |= EVENT_FLAP;
      } else {
        const e = this.activate(a);
        if (e === 0) continue; // none left: not applied, not recorded
        ev |= e;
      }
      if (this.record) {
        this.inputs.push([tick, a]);
        this.timings.push(this.pendingTimings[a]!);
      }
    }
    return ev;
  }

  private scorePipe(p: Pipe): number {
    p.scored = true;
    let pts = 1;
    if (this.effectsOn) {
      if (this.effects.doublePoints > 0) pts = 2;
      if (this.effects.scoreMultiplier > 0) pts *= 3;
    }
    this.state.score += pts;
    this.state.lastPoints = pts;
    this.counters.pipesPassed++;
    this.updateRamp();
    return EVENT_POINT;
  }

  private clearPipe(p: Pipe): number {
    p.cleared = true;
    if (!p.zapped && !p.ghost && p.minClearance < CLOSE_CALL_PX) {
      this.counters.closeCalls++;
      return EVENT_CLOSE_CALL;
    }
    return 0;
  }

  /**
   * The bird's box entered a pipe. Boost / revive invulnerability or a shield turn the pipe into a
   * harmless ghost. Returns true when a shield absorbed the hit; otherwise the pipe is either a
   * ghost now (harmless) or still solid (a crash).
   */
  private hitPipe(p: Pipe): boolean {
    const e = this.effects;
    if (e.boost > 0 || e.invulnerable > 0) {
      p.ghost = true;
      return false;
    }
    if (e.shield > 0 || this.state.shieldCharges > 0) {
      if (e.shield > 0) e.shield = 0;
      else this.state.shieldCharges--;
      p.ghost = true;
      this.counters.hitsAbsorbed++;
      return true;
    }
    return false;
  }

  private spawnDue(distance: number): void {
    do {
      this.spawnPipe(this.nextSpawnWx);
      this.nextSpawnWx += this.spacing;
    } while (this.nextSpawnWx - distance <= PIPE_SPAWN_X);
  }

  /** Reads this tick's scroll and bird box back from the state (doubles passed as arguments would be boxed). */
  private movePickups(died: number): number {
    const state = this.state;
    const distance = state.distance;
    const move = state.worldSpeed;
    const half = this.bird.size / 2;
    const y = this.bird.y;
    const left = BIRD_X - half;
    const right = BIRD_X + half;
    const top = y - half;
    const bottom = y + half;
    let ev = 0;
    for (let i = 0; i < PICKUP_POOL_SIZE; i++) {
      const q = this.pickups[i]!;
      if (!q.active) continue;
      const x = q.wx - distance;
      if (
        died === DIED_NOT &&
        x - HALF_PICKUP < right &&
        x + move + HALF_PICKUP > left &&
        q.y - HALF_PICKUP < bottom &&
        q.y + HALF_PICKUP > top
      ) {
        ev |= this.collect(q);
      } else if (x + HALF_PICKUP < PIPE_DESPAWN_X) {
        q.active = false;
      }
    }
    return ev;
  }

  private collect(q: Pickup): number {
    q.active = false;
    this.applyPickup(q.type);
    this.counters.pickups++;
    this.state.lastPickupType = q.type;
    return EVENT_PICKUP;
  }

  /** A crash: revive with an armed extra life, or end the run. Returns the event bits. */
  private crash(died: number): number {
    const state = this.state;
    if (state.extraLives > 0) {
      state.extraLives--;
      this.counters.revives++;
      const target = state.nextPipe >= 0 ? this.pipes[state.nextPipe]! : undefined;
      const ry = target ? target.gapY : GROUND_Y / 2;
      const bird = this.bird;
      bird.y = ry;
      bird.prevY = ry;
      bird.vy = 0;
      this.effects.invulnerable = REVIVE_INVULNERABLE_TICKS;
      this.effectsOn = true;
      if (died === DIED_PIPE && target) target.ghost = true;
      return EVENT_REVIVE;
    }
    this.over = true;
    state.phase = "over";
    state.endedBy = died === DIED_PIPE ? "pipe" : "ground";
    return EVENT_DIE;
  }

  /** The run reached its tick cap still flying: it ends as "time". Returns the event bits. */
  private timeUp(): number {
    this.over = true;
    this.state.phase = "over";
    this.state.endedBy = "time";
    return EVENT_DIE;
  }

  private spawnPickup(): void {
    const weights = this.pickupWeights;
    let r = this.nextRandom() % this.totalWeight;
    let type = 0;
    while (r >= weights[type]!) {
      r -= weights[type]!;
      type++;
    }
    for (let i = 0; i < PICKUP_POOL_SIZE; i++) {
      const q = this.pickups[i]!;
      if (q.active) continue;
      // Halfway between the last pipe spawned and the next one, at the last gap's height.
      q.active = true;
      q.type = POWER_UP_TYPES[type]!;
      q.wx = this.nextSpawnWx - (this.spacing - PIPE_WIDTH) / 2;
      q.y = this.lastGapY;
      return;
    }
  }

  /** Counts the effect timers down; returns EVENT_EFFECT_END when one ran out. */
  private tickEffects(): number {
    const e = this.effects;
    let ended = false;
    if (e.slowMotion > 0 && --e.slowMotion === 0) ended = true;
    if (e.shield > 0 && --e.shield === 0) ended = true;
    if (e.doublePoints > 0 && --e.doublePoints === 0) ended = true;
    if (e.miniSize > 0 && --e.miniSize === 0) {
      // Grow back only where the full-size bird fits: wait while it is beside a pipe that would hurt.
      const fl = BIRD_X - BIRD_SIZE / 2;
      const fr = BIRD_X + BIRD_SIZE / 2;
      const y = this.bird.y;
      for (let seq = this.nextSeq; seq < this.tailSeq; seq++) {
        const p = this.pipes[seq & PIPE_MASK]!;
        const x = p.wx - this.state.distance;
        if (x >= fr) break;
        if (p.zapped || p.ghost || x + PIPE_WIDTH <= fl) continue;
        const hg = p.gapHeight / 2;
        if (y - BIRD_SIZE / 2 < p.gapY - hg || y + BIRD_SIZE / 2 > p.gapY + hg) {
          e.miniSize = 1;
          break;
        }
      }
      if (e.miniSize === 0) ended = true;
    }
    if (e.magnetism > 0 && --e.magnetism === 0) ended = true;
    if (e.boost > 0 && --e.boost === 0) ended = true;
    if (e.scoreMultiplier > 0 && --e.scoreMultiplier === 0) ended = true;
    if (e.invulnerable > 0) e.invulnerable--;
    this.effectsOn =
      e.slowMotion > 0 ||
      e.shield > 0 ||
      e.doublePoints > 0 ||
      e.miniSize > 0 ||
      e.magnetism > 0 ||
      e.boost > 0 ||
      e.scoreMultiplier > 0 ||
      e.invulnerable > 0;
    return ended ? EVENT_EFFECT_END : 0;
  }

  snapshot(): SimSnapshot {
    // Every number of the state in a fixed order (booleans as 0/1), and its strings apart.
    const s = this.state;
    const d: number[] = [];
    const push = (...values: number[]) => {
      for (const v of values) d.push(v);
    };
    push(s.tick, s.score, s.lastPoints, s.rampSpeed, s.worldSpeed, s.distance, s.prevDistance, s.shieldCharges, s.extraLives);
    push(s.events, s.nextPipe);
    const bird = this.bird;
    push(bird.x, bird.y, bird.prevY, bird.vy, bird.size);
    for (const key of EFFECT_KEYS) push(this.effects[key]);
    for (const key of COUNTER_KEYS) push(this.counters[key]);
    for (const id of INVENTORY_IDS) push(s.inventory[id], this.used[id]);
    for (const p of this.pipes) push(+p.active, p.wx, p.gapY, p.gapHeight, +p.scored, +p.cleared, +p.zapped, +p.ghost, p.minClearance);
    for (const p of this.pickups) push(+p.active, p.wx, p.y);
    push(this.rngState, +this.over, this.pending, ...this.pendingTimings);
    push(this.headSeq, this.tailSeq, this.nextSeq, this.nextSpawnWx, this.pickupClock, +this.effectsOn, this.lastGapY);
    push(this.rampSpeed, this.spacing, this.gapHeight);
    const tags: (string | null)[] = [s.phase, s.endedBy, s.lastPickupType, s.lastActivated, ...this.pickups.map((p) => p.type)];
    return { tick: s.tick, data: d, tags };
  }

  restore(snapshot: SimSnapshot): void {
    const s = this.state;
    const d = snapshot.data;
    let i = 0;
    const next = () => d[i++]!;
    const flag = () => d[i++] === 1;
    s.tick = next();
    s.score = next();
    s.lastPoints = next();
    s.rampSpeed = next();
    s.worldSpeed = next();
    s.distance = next();
    s.prevDistance = next();
    s.shieldCharges = next();
    s.extraLives = next();
    s.events = next();
    s.nextPipe = next();
    const bird = this.bird;
    bird.x = next();
    bird.y = next();
    bird.prevY = next();
    bird.vy = next();
    bird.size = next();
    for (const key of EFFECT_KEYS) this.effects[key] = next();
    for (const key of COUNTER_KEYS) this.counters[key] = next();
    for (const id of INVENTORY_IDS) {
      s.inventory[id] = next();
      this.used[id] = next();
    }
    for (const p of this.pipes) {
      p.active = flag();
      p.wx = next();
      p.gapY = next();
      p.gapHeight = next();
      p.scored = flag();
      p.cleared = flag();
      p.zapped = flag();
      p.ghost = flag();
      p.minClearance = next();
    }
    const t = snapshot.tags;
    this.pickups.forEach((p, index) => {
      p.active = flag(); // the setter keeps the pool's live count
      p.wx = next();
      p.y = next();
      p.type = t[4 + index] as PowerUpType;
    });
    this.rngState = next();
    this.over = flag();
    this.pending = next();
    for (let a = 0; a < this.pendingTimings.length; a++) this.pendingTimings[a] = next();
    this.headSeq = next();
    this.tailSeq = next();
    this.nextSeq = next();
    this.nextSpawnWx = next();
    this.pickupClock = next();
    this.effectsOn = flag();
    this.lastGapY = next();
    this.rampSpeed = next();
    this.spacing = next();
    this.gapHeight = next();
    s.phase = t[0] as SimState["phase"];
    s.endedBy = t[1] as SimState["endedBy"];
    s.lastPickupType = t[2] as SimState["lastPickupType"];
    s.lastActivated = t[3] as SimState["lastActivated"];
  }

  hash(): string {
    const state = this.state;
    const bird = this.bird;
    const effects = this.effects;
    const counters = this.counters;
    let h1 = 0x811c9dc5 | 0;
    let h2 = 0x9e3779b9 | 0;
    const mix = (n: number): void => {
      F64[0] = n;
      h1 = Math.imul(h1 ^ U32[0]!, 0x01000193);
      h1 = Math.imul(h1 ^ U32[1]!, 0x01000193);
      h2 = Math.imul(h2 ^ U32[1]!, 0x5bd1e995);
      h2 = Math.imul(h2 ^ (h2 >>> 13) ^ U32[0]!, 0x5bd1e995);
    };
    const b = (x: boolean): number => (x ? 1 : 0);
    mix(state.tick);
    mix(state.phase === "playing" ? 0 : 1);
    mix(state.endedBy === null ? 0 : state.endedBy === "pipe" ? 1 : state.endedBy === "ground" ? 2 : 3);
    mix(bird.x);
    mix(bird.y);
    mix(bird.prevY);
    mix(bird.vy);
    mix(bird.size);
    for (const p of this.pipes) {
      mix(b(p.active));
      mix(p.wx);
      mix(p.gapY);
      mix(p.gapHeight);
      mix(b(p.scored) | (b(p.cleared) << 1) | (b(p.zapped) << 2) | (b(p.ghost) << 3));
      mix(p.minClearance);
    }
    for (const q of this.pickups) {
      mix(b(q.active));
      mix(POWER_UP_TYPES.indexOf(q.type));
      mix(q.wx);
      mix(q.y);
    }
    mix(state.score);
    mix(state.lastPoints);
    mix(state.rampSpeed);
    mix(state.worldSpeed);
    mix(state.distance);
    mix(state.prevDistance);
    mix(effects.slowMotion);
    mix(effects.shield);
    mix(effects.doublePoints);
    mix(effects.miniSize);
    mix(effects.magnetism);
    mix(effects.boost);
    mix(effects.scoreMultiplier);
    mix(effects.invulnerable);
    mix(state.shieldCharges);
    mix(state.extraLives);
    for (const id of INVENTORY_IDS) {
      mix(state.inventory[id]);
      mix(this.used[id]);
    }
    mix(counters.flaps);
    mix(counters.closeCalls);
    mix(counters.pipesPassed);
    mix(counters.powerUpsUsed);
    mix(counters.pickups);
    mix(counters.hitsAbsorbed);
    mix(counters.revives);
    mix(counters.zaps);
    mix(state.events);
    mix(state.lastPickupType === null ? -1 : POWER_UP_TYPES.indexOf(state.lastPickupType));
    mix(state.lastActivated === null ? -1 : INVENTORY_IDS.indexOf(state.lastActivated));
    mix(state.nextPipe);
    mix(this.rngState);
    mix(b(this.over));
    mix(this.pending);
    mix(this.headSeq);
    mix(this.tailSeq);
    mix(this.nextSeq);
    mix(this.nextSpawnWx);
    mix(this.pickupClock);
    mix(this.pickupPool.live);
    mix(b(this.effectsOn));
    mix(this.lastGapY);
    mix(this.rampSpeed);
    mix(this.spacing);
    mix(this.gapHeight);
    return (h1 >>> 0).toString(16).padStart(8, "0") + (h2 >>> 0).toString(16).padStart(8, "0");
  }

  summary(): RunSummary {
    const used: Partial<Record<InventoryId, number>> = {};
    for (const id of INVENTORY_IDS) if (this.used[id] > 0) used[id] = this.used[id];
    const c = this.counters;
    return {
      score: this.state.score,
      ticks: this.state.tick,
      flaps: c.flaps,
      closeCalls: c.closeCalls,
      perfect: isPerfect(this.state),
      powerUpsUsed: c.powerUpsUsed,
      used,
      pipesPassed: c.pipesPassed,
      pickups: c.pickups,
      endedBy: this.state.endedBy,
    };
  }
}

/** Creates a simulation at tick 0. Call sim.step() 60 times per simulated second. */
export function createSim(options: SimOptions): Sim {
  return new SimCore(options);
}
