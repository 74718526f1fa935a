// Game settings: defaults, admin ranges and a validator that never throws. The one home of the
// defaults and ranges: server/settings/service.ts builds its zod schema from them (the sim must not
// import from server/); the server's tests keep the two validators in step.
import {
  INVENTORY_DURATIONS,
  MAX_EFFECT_TICKS,
  POWER_UP_TYPES,
  TICKS_PER_SECOND,
  TIMED_INVENTORY_IDS,
  type GameSettings,
  type PowerUpSettings,
  type TimedInventoryId,
} from "./types.ts";

/** Slider ranges of the admin Game Settings page. */
export const SETTINGS_LIMITS = {
  gravity: { min: 0.1, max: 1, step: 0.05 },
  jumpForce: { min: 3, max: 12, step: 0.5 },
  pipeSpeed: { min: 1, max: 6, step: 0.5 },
  pipeGap: { min: 100, max: 250, step: 10 },
  pipeFrequency: { min: 1000, max: 4000, step: 100 },
  powerUpDuration: { min: 1000, max: 20000, step: 1000 },
  powerUpFrequency: { min: 10, max: 100, step: 5 },
  /** Store Settings' durations of the timed inventory power-ups (ms): 1 s up to the effect cap (60 s). */
  inventoryDuration: { min: 1000, max: (MAX_EFFECT_TICKS * 1000) / TICKS_PER_SECOND, step: 1000 },
} as const;

/** Spec section 9 defaults. */
export const DEFAULT_GAME_SETTINGS: GameSettings = {
  gravity: 0.25,
  jumpForce: 4.5,
  pipeSpeed: 3,
  pipeGap: 180,
  pipeFrequency: 3500,
  powerUps: {
    slowMotion: { enabled: true, duration: 5000, frequency: 30 },
    shield: { enabled: true, duration: 8000, frequency: 40 },
    doublePoints: { enabled: true, duration: 10000, frequency: 25 },
    miniSize: { enabled: true, duration: 12000, frequency: 35 },
    magnetism: { enabled: true, duration: 7000, frequency: 45 },
  },
};

/** A fresh deep copy of the defaults (tests and tools mutate their copy). */
export function defaultSettings(): GameSettings {
  return cloneSettings(DEFAULT_GAME_SETTINGS);
}

export function cloneSettings(s: GameSettings): GameSettings {
  const p = s.powerUps;
  const one = (x: PowerUpSettings): PowerUpSettings => ({ enabled: x.enabled, duration: x.duration, frequency: x.frequency });
  const copy: GameSettings = {
    gravity: s.gravity,
    jumpForce: s.jumpForce,
    pipeSpeed: s.pipeSpeed,
    pipeGap: s.pipeGap,
    pipeFrequency: s.pipeFrequency,
    powerUps: {
      slowMotion: one(p.slowMotion),
      shield: one(p.shield),
      doublePoints: one(p.doublePoints),
      miniSize: one(p.miniSize),
      magnetism: one(p.magnetism),
    },
  };
  if (s.inventoryDurations) copy.inventoryDurations = { ...s.inventoryDurations };
  return copy;
}

/** ms -> whole ticks (rounded down): 5000 ms -> 300 ticks. */
export function msToTicks(ms: number): number {
  return Math.floor((ms * TICKS_PER_SECOND) / 1000);
}

/** The duration in ms each timed inventory power-up lasts under `settings` (INVENTORY_DURATIONS where absent). */
export function inventoryDurationsMs(settings: GameSettings): Record<TimedInventoryId, number> {
  const out = {} as Record<TimedInventoryId, number>;
  for (const id of TIMED_INVENTORY_IDS) out[id] = settings.inventoryDurations?.[id] ?? (INVENTORY_DURATIONS[id] * 1000) / TICKS_PER_SECOND;
  return out;
}

/** The same in ticks, as the simulation applies them. */
export function inventoryDurationTicks(settings: GameSettings): Record<TimedInventoryId, number> {
  const out = {} as Record<TimedInventoryId, number>;
  for (const id of TIMED_INVENTORY_IDS) {
    const ms = settings.inventoryDurations?.[id];
    out[id] = ms === undefined ? INVENTORY_DURATIONS[id] : msToTicks(ms);
  }
  return out;
}

export type SettingsCheck = { ok: true; settings: GameSettings } | { ok: false; message: string };

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function num(x: unknown, path: string, min: number, max: number, int: boolean): string | null {
  if (typeof x !== "number" || !Number.isFinite(x)) return `${path} must be a finite number`;
  if (int && !Number.isInteger(x)) return `${path} must be an integer`;
  if (x < min || x > max) return `${path} must be within ${min}..${max}`;
  return null;
}

/**
 * Validates an untrusted settings value against the admin ranges (same rules as the server's zod
 * schema: finite numbers in range; pipeGap, pipeFrequency and the power-up numbers integers).
 * Returns a clean copy holding only the known keys. Never throws.
 */
export function validateSettings(x: unknown): SettingsCheck {
  try {
    if (!isObject(x)) return { ok: false, message: "settings must be an object" };
    const L = SETTINGS_LIMITS;
    const err =
      num(x.gravity, "gravity", L.gravity.min, L.gravity.max, false) ??
      num(x.jumpForce, "jumpForce", L.jumpForce.min, L.jumpForce.max, false) ??
      num(x.pipeSpeed, "pipeSpeed", L.pipeSpeed.min, L.pipeSpeed.max, false) ??
      num(x.pipeGap, "pipeGap", L.pipeGap.min, L.pipeGap.max, true) ??
      num(x.pipeFrequency, "pipeFrequency", L.pipeFrequency.min, L.pipeFrequency.max, true);
    if (err) return { ok: false, message: err };
    const pu = x.powerUps;
    if (!isObject(pu)) return { ok: false, message: "powerUps must be an object" };
    const powerUps = {} as GameSettings["powerUps"];
    for (const type of POWER_UP_TYPES) {
      const p = pu[type];
      if (!isObject(p)) return { ok: false, message: `powerUps.${type} must be an object` };
      if (typeof p.enabled !== "boolean") return { ok: false, message: `powerUps.${type}.enabled must be a boolean` };
      const e =
        num(p.duration, `powerUps.${type}.duration`, L.powerUpDuration.min, L.powerUpDuration.max, true) ??
        num(p.frequency, `powerUps.${type}.frequency`, L.powerUpFrequency.min, L.powerUpFrequency.max, true);
      if (e) return { ok: false, message: e };
      powerUps[type] = { enabled: p.enabled, duration: p.duration as number, frequency: p.frequency as number };
    }
    const settings: GameSettings = {
      gravity: x.gravity as number,
      jumpForce: x.jumpForce as number,
      pipeSpeed: x.pipeSpeed as number,
      pipeGap: x.pipeGap as number,
      pipeFrequency: x.pipeFrequency as number,
      powerUps,
    };
    // Optional: versions saved before Store Settings' durations reached the game have none.
    const durations = x.inventoryDurations;
    if (durations !== undefined) {
      if (!isObject(durations)) return { ok: false, message: "inventoryDurations must be an object" };
      const clean: Partial<Record<TimedInventoryId, number>> = {};
      for (const id of TIMED_INVENTORY_IDS) {
        const ms = durations[id];
        if (ms === undefined) continue;
        const e = num(ms, `inventoryDurations.${id}`, L.inventoryDuration.min, L.inventoryDuration.max, true);
        if (e) return { ok: false, message: e };
        clean[id] = ms as number;
      }
      settings.inventoryDurations = clean;
    }
    return { ok: true, settings };
  } catch {
    // Getters or proxies in hostile input.
    return { ok: false, message: "settings could not be read" };
  }
}
