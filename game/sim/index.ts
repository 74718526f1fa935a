// Public entry of the deterministic simulation. Import from "game/sim/index.ts".
export * from "./types.ts";
export { createSim, isPerfect, rampFor } from "./sim.ts";
export {
  DEFAULT_GAME_SETTINGS,
  SETTINGS_LIMITS,
  cloneSettings,
  defaultSettings,
  inventoryDurationTicks,
  inventoryDurationsMs,
  msToTicks,
  validateSettings,
  type SettingsCheck,
} from "./settings.ts";
export { createRng, nextInt, nextU32, nextUnit, type Rng } from "./prng.ts";
