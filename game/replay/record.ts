// Building a Run from a live simulation's input log.
import { cloneSettings } from "../sim/settings.ts";
import type { Sim } from "../sim/types.ts";
import type { Run } from "./types.ts";

/**
 * The run a live sim has played so far (copy of its seed, settings and recorded inputs; without the
 * sub-tick timing, which only a player's presses have: the game sends `sim.timings` beside).
 */
export function runFromSim(sim: Sim, settingsVersion: number): Run {
  return {
    seed: sim.seed,
    settingsVersion,
    settings: cloneSettings(sim.settings),
    inputs: sim.inputs.map(([t, a]) => [t, a]),
  };
}
