// The public contract of the deterministic simulation (game/sim). The browser (renderer, loop,
// input, audio) and the server (replay verification) code against these names; see
// docs/game-rules.md for the rules behind every number.
//
// World coordinates: x grows to the right, y grows downwards, 1 unit = 1 CSS px at scale 1.
// The world is 600 tall; the ground's top is at GROUND_Y. The bird's x is fixed. A screen shows
// a window [0, viewWidth) x [0, 600) of the world; nothing in the simulation depends on it.

// ---------------------------------------------------------------------------------------------
// Constants

/** Simulation rate. Every physics number (gravity, jumpForce, pipeSpeed) is per tick. */
export const TICKS_PER_SECOND = 60;
/** World height in px (the canvas is 600 px tall). */
export const WORLD_HEIGHT = 600;
/** Height of the ground strip at the bottom of the world. */
export const GROUND_HEIGHT = 80;
/** y of the ground's top surface (520). The bird dies when its box reaches it. */
export const GROUND_Y = WORLD_HEIGHT - GROUND_HEIGHT;
/** Side of the bird's square hitbox at normal size (mini size halves it). */
export const BIRD_SIZE = 40;
/** The bird's centre x, fixed for the whole run. */
export const BIRD_X = 160;
/** The bird's centre y at tick 0. */
export const BIRD_START_Y = 200;
/** Width of a pipe. */
export const PIPE_WIDTH = 60;
/** Pipes (after the first few) appear with their left edge at this x, beyond the widest view. */
export const PIPE_SPAWN_X = 1600;
/** Left edge of the first pipe at tick 0 (~4 s from the bird at the default speed). */
export const FIRST_PIPE_X = 900;
/** Pipes are retired once their right edge is left of this x (off every view). */
export const PIPE_DESPAWN_X = -PIPE_WIDTH;
/** Minimum distance between two consecutive pipes' left edges, whatever the settings. */
export const MIN_PIPE_SPACING = PIPE_WIDTH + 2 * BIRD_SIZE;
/** A gap's edges stay at least this far from the top of the world and from the ground. */
export const GAP_MARGIN = 60;
/** Side of a pickup's square box; pickup x/y are its centre. */
export const PICKUP_SIZE = 30;
/** Cap on the ramped pipe speed in px/tick (boost may multiply it by 1.5: still < the tunnelling limit). */
export const MAX_PIPE_SPEED = 40;
/** A pass is a close call when the bird's box came within this many px of the gap's top or bottom edge. */
export const CLOSE_CALL_PX = 8;
/** A perfect run scores at least this much with no close call, no absorbed hit and no revive. */
export const PERFECT_MIN_SCORE = 10;
/** A pickup spawn is tried every this many ticks of play (5 s)... */
export const PICKUP_TRY_TICKS = 300;
/** ...and succeeds with this chance in percent. */
export const PICKUP_CHANCE_PERCENT = 10;
/** Invulnerability after an extra-life revive (1.5 s). */
export const REVIVE_INVULNERABLE_TICKS = 90;
/** Effect timers never exceed this (60 s), however many activations stack. */
export const MAX_EFFECT_TICKS = 3600;
/** Magnetism moves the bird towards the next gap centre by this fraction of the distance per tick... */
export const MAGNET_PULL = 0.05;
/** ...but never more than this many px per tick. */
export const MAGNET_MAX_STEP = 1.5;
/** Pool sizes (fixed: the simulation never allocates per tick). */
export const PIPE_POOL_SIZE = 16;
export const PICKUP_POOL_SIZE = 4;

/**
 * Durations of the timed inventory power-ups, in ticks, when the settings carry none
 * (GameSettings.inventoryDurations): every run stored before durations travelled with the settings
 * replays with these, so they never change.
 */
export const INVENTORY_DURATIONS = {
  "time-slow": 600,
  "double-points": 900,
  "mini-size": 720,
  magnet: 480,
  boost: 300,
  "score-multiplier": 600,
} as const;

// ---------------------------------------------------------------------------------------------
// Settings (same shape as server/settings/service.ts GameSettings; ranges in SETTINGS_LIMITS)

/** The five in-play pickup types, in their canonical order (also their numeric index). */
export const POWER_UP_TYPES = ["slowMotion", "shield", "doublePoints", "miniSize", "magnetism"] as const;
export type PowerUpType = (typeof POWER_UP_TYPES)[number];

export interface PowerUpSettings {
  enabled: boolean;
  /** Effect duration in ms (shield: how long the picked-up shield lasts if unused). */
  duration: number;
  /** Relative rarity "in pipes": the type's pick weight is proportional to 1 / frequency. */
  frequency: number;
}

/** The inventory power-ups that last a time (the others act once: shield, extra-life, mega-zap). */
export const TIMED_INVENTORY_IDS = ["time-slow", "double-points", "mini-size", "magnet", "boost", "score-multiplier"] as const;
export type TimedInventoryId = (typeof TIMED_INVENTORY_IDS)[number];

export interface GameSettings {
  /** px/tick² added to the vertical velocity each tick. */
  gravity: number;
  /** A flap sets the vertical velocity to -jumpForce (px/tick). */
  jumpForce: number;
  /** Base pipe speed in px/tick. */
  pipeSpeed: number;
  /** Base gap height in px. */
  pipeGap: number;
  /** Base time between pipes in ms (at the current ramp speed). */
  pipeFrequency: number;
  powerUps: Record<PowerUpType, PowerUpSettings>;
  /**
   * Durations in ms of the timed inventory power-ups, as the admin's Store Settings last saved them
   * (docs/decisions/012). An id left out lasts INVENTORY_DURATIONS (older versions have none).
   */
  inventoryDurations?: Partial<Record<TimedInventoryId, number>>;
}

// ---------------------------------------------------------------------------------------------
// Actions

/** The store's nine inventory power-up ids, in action-code order (code = index + 1). */
export const INVENTORY_IDS = [
  "time-slow",
  "shield",
  "double-points",
  "mini-size",
  "magnet",
  "extra-life",
  "boost",
  "score-multiplier",
  "mega-zap",
] as const;
export type InventoryId = (typeof INVENTORY_IDS)[number];

/** Action codes: FLAP = 0; activation of INVENTORY_IDS[i] = i + 1. */
export const ACTION_FLAP = 0;
export const ACTION_TIME_SLOW = 1;
export const ACTION_SHIELD = 2;
export const ACTION_DOUBLE_POINTS = 3;
export const ACTION_MINI_SIZE = 4;
export const ACTION_MAGNET = 5;
export const ACTION_EXTRA_LIFE = 6;
export const ACTION_BOOST = 7;
export const ACTION_SCORE_MULTIPLIER = 8;
export const ACTION_MEGA_ZAP = 9;
/** Number of action codes (valid codes are 0 .. ACTION_COUNT - 1). */
export const ACTION_COUNT = 10;
export type Action = number;

/** Inventory id -> action code. */
export const ACTION_OF: Readonly<Record<InventoryId, Action>> = {
  "time-slow": ACTION_TIME_SLOW,
  shield: ACTION_SHIELD,
  "double-points": ACTION_DOUBLE_POINTS,
  "mini-size": ACTION_MINI_SIZE,
  magnet: ACTION_MAGNET,
  "extra-life": ACTION_EXTRA_LIFE,
  boost: ACTION_BOOST,
  "score-multiplier": ACTION_SCORE_MULTIPLIER,
  "mega-zap": ACTION_MEGA_ZAP,
};

/** Action code -> inventory id (undefined for FLAP and unknown codes). */
export function inventoryIdOf(action: Action): InventoryId | undefined {
  return action >= 1 && action < ACTION_COUNT ? INVENTORY_IDS[action - 1] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Events (bitmask in state.events, for the tick just stepped)

export const EVENT_FLAP = 1;
/** Points were scored (state.lastPoints says how many). */
export const EVENT_POINT = 2;
/** A pipe hit was absorbed by a shield. */
export const EVENT_HIT = 4;
/** The run ended (state.endedBy says why). */
export const EVENT_DIE = 8;
/** An in-play pickup was collected (state.lastPickupType). Show the 2 s banner. */
export const EVENT_PICKUP = 16;
/** An inventory power-up was activated (state.lastActivated). */
export const EVENT_ACTIVATE = 32;
/** An extra life was spent: the bird was restored. */
export const EVENT_REVIVE = 64;
/** A mega-zap cleared a pipe. */
export const EVENT_ZAP = 128;
/** A pipe was passed as a close call. */
export const EVENT_CLOSE_CALL = 256;
/** A timed effect ran out this tick. */
export const EVENT_EFFECT_END = 512;

// ---------------------------------------------------------------------------------------------
// State (mutated in place by step(); the renderer reads it, and must not write it: the sim keeps
// private bookkeeping next to it. Tests may move the bird and pipes.)

export type Phase = "playing" | "over";
/**
 * Why the run ended: a pipe, the ground, or "time": it was still flying at its tick cap
 * (SimOptions.maxTicks, the operator's longest run).
 */
export type EndedBy = "pipe" | "ground" | "time" | null;

export interface BirdState {
  /** Centre x (always BIRD_X). */
  x: number;
  /** Centre y now and one tick ago (interpolate between prevY and y). */
  y: number;
  prevY: number;
  /** Vertical velocity, px/tick (negative = up). Cosmetic rotation can follow it. */
  vy: number;
  /** Current side of the square hitbox (BIRD_SIZE, or BIRD_SIZE / 2 under mini size). */
  size: number;
}

export interface PipeState {
  active: boolean;
  /** Left edge now and one tick ago (interpolate between them). Setting x moves the pipe (tests). */
  x: number;
  readonly prevX: number;
  /** Gap centre y and gap height; the top pipe spans y < gapY - gapHeight/2 (up to -infinity). */
  gapY: number;
  gapHeight: number;
  /** The point for this pipe was scored (its right edge crossed the bird's centre x). */
  scored: boolean;
  /** The bird's box is entirely past this pipe (close call decided). */
  cleared: boolean;
  /** Cleared by a mega-zap: drawn as destroyed, never collides. */
  zapped: boolean;
  /** Absorbed a hit (shield), or was crossed during boost / revive invulnerability: no longer collides. */
  ghost: boolean;
  /** Smallest vertical distance between the bird's box and the gap edges while overlapping. */
  minClearance: number;
}

export interface PickupState {
  active: boolean;
  type: PowerUpType;
  /** Centre now and one tick ago (y is constant). Setting x moves the pickup (tests). */
  x: number;
  readonly prevX: number;
  y: number;
}

/** Remaining ticks of each timed effect (0 = inactive). */
export interface EffectTimers {
  /** In-play slow motion and inventory time-slow share this timer: world speed x0.5. */
  slowMotion: number;
  /** In-play (timed) shield: absorbs one pipe hit while > 0. */
  shield: number;
  /** In-play double points and inventory double-points: 2x points. */
  doublePoints: number;
  /** In-play mini size and inventory mini-size: half-size bird. */
  miniSize: number;
  /** In-play magnetism and inventory magnet: gentle pull towards the next gap centre. */
  magnetism: number;
  /** Inventory boost: world speed x1.5 and pipes do not hurt. */
  boost: number;
  /** Inventory score-multiplier: 3x points. */
  scoreMultiplier: number;
  /** After a revive: pipes do not hurt. */
  invulnerable: number;
}

export interface Counters {
  flaps: number;
  closeCalls: number;
  pipesPassed: number;
  /** Inventory activations that took effect. */
  powerUpsUsed: number;
  pickups: number;
  hitsAbsorbed: number;
  revives: number;
  zaps: number;
}

export interface SimState {
  /** Number of steps done so far. Inputs stamped with tick t are applied by the step t -> t+1. */
  tick: number;
  phase: Phase;
  endedBy: EndedBy;
  bird: BirdState;
  /** Fixed pool; iterate and skip inactive entries. */
  pipes: PipeState[];
  pickups: PickupState[];
  score: number;
  /** Points gained on the last EVENT_POINT. */
  lastPoints: number;
  /** Pipe speed from the ramp (px/tick), without slow motion / boost. */
  rampSpeed: number;
  /** How far the world moved in the last tick (px). Use it for parallax. */
  worldSpeed: number;
  /** Total distance the world has scrolled (px), now and one tick ago. Use it for parallax. */
  distance: number;
  prevDistance: number;
  effects: EffectTimers;
  /** Inventory shields held (each absorbs one pipe hit, no time limit). */
  shieldCharges: number;
  /** Extra lives armed by activating 'extra-life'. */
  extraLives: number;
  /** Inventory counts left (Infinity when the sim was created without an inventory). */
  inventory: Record<InventoryId, number>;
  counters: Counters;
  /** EVENT_* bits for the tick just stepped. */
  events: number;
  lastPickupType: PowerUpType | null;
  lastActivated: InventoryId | null;
  /** Pool index of the first pipe the bird has not entirely passed (the one it is in, or the next), or -1. */
  nextPipe: number;
}

// ---------------------------------------------------------------------------------------------
// The simulation object

export interface SimOptions {
  /** uint32 seed (other numbers are reduced with >>> 0). */
  seed: number;
  settings: GameSettings;
  /** Inventory counts; missing ids = 0. Omit for unlimited (replay without a known inventory). */
  inventory?: Partial<Record<InventoryId, number>>;
  /** Record applied inputs into sim.inputs (default true). */
  record?: boolean;
  /**
   * The run's longest length in ticks (the operator's setting, issued with a ranked run): a run still
   * playing when its tick reaches this ends there with endedBy "time" (a crash on that same step
   * wins). Omit (or 0) for no cap.
   */
  maxTicks?: number;
}

/** What a finished (or current) run amounts to. */
export interface RunSummary {
  score: number;
  ticks: number;
  flaps: number;
  closeCalls: number;
  /** score >= PERFECT_MIN_SCORE with no close call, no absorbed hit and no revive. */
  perfect: boolean;
  powerUpsUsed: number;
  /** Activations per inventory id (only ids used at least once). */
  used: Partial<Record<InventoryId, number>>;
  pipesPassed: number;
  pickups: number;
  endedBy: EndedBy;
}

/**
 * A running simulation. `queue` may be detached (e.g. passed as a callback); `step`, `hash` and
 * `summary` are methods: call them as `sim.step()`.
 */
export interface Sim {
  readonly seed: number;
  readonly settings: GameSettings;
  /** Mutated in place by step(). */
  readonly state: SimState;
  /** Applied inputs [tick, action], in order (when recording). This is the run's input log. */
  readonly inputs: [number, number][];
  /**
   * Each recorded input's sub-tick timing (game/replay SUB_TICK_STEPS: where within its tick the press
   * arrived), beside `inputs`. The physics never reads it; bot checks do.
   */
  readonly timings: number[];
  /**
   * Queue an action for the next step (duplicates within one tick collapse, the first one's timing
   * kept; unknown codes are ignored).
   */
  queue(action: Action, timing?: number): void;
  /** Advance exactly one tick (no-op once the run is over). */
  step(): void;
  /**
   * Steps that took the full path so far. The other ticks (nothing but the bird and the scroll
   * moving) change no pipe, pickup or effect: a check of those after each tick can skip them.
   */
  readonly fullSteps: number;
  /** Stable hash of the full state (16 hex digits). */
  hash(): string;
  summary(): RunSummary;
  /**
   * A copy of the whole state at this tick (a replay's seek points, game/loop/replay.ts); restore()
   * puts the sim back there exactly (the same hash, the same steps after). The input log is not part
   * of it: a replay's sim does not record.
   */
  snapshot(): SimSnapshot;
  restore(snapshot: SimSnapshot): void;
}

/** An opaque copy of a sim's state (Sim.snapshot); only the sim that made it (or one like it) reads it. */
export interface SimSnapshot {
  readonly tick: number;
  readonly data: readonly number[];
  readonly tags: readonly (string | null)[];
}
