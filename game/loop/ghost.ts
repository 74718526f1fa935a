// A challenger's ghost: a second simulation fed the challenger's verified input log, stepped in
// lockstep with the player's ticks (one ghost tick per player tick, before the player's step), so
// both birds fly through the same pipes at the same moment. The ghost never reads the player's state.
// DOM-free: unit-tested in Node.
import type { drawBird, paletteFor } from "../render/bird.ts";
import type { GameSettings, Sim, SimOptions } from "../sim/types.ts";

/**
 * The game code a ghost needs, handed in by the page: the ghost's chunk is loaded lazily, and importing
 * these itself would split the simulation and the bird drawing out of the /play chunk into a shared one.
 */
export interface GhostKit {
  createSim: (options: SimOptions) => Sim;
  drawBird: typeof drawBird;
  paletteFor: typeof paletteFor;
}

export interface GhostRun {
  seed: number;
  settings: GameSettings;
  /** [tick, action] pairs sorted by tick, as recorded (and verified) for the challenger's run. */
  inputs: ReadonlyArray<readonly [number, number]>;
  /** The challenger's run's longest length in ticks, when it had one: the ghost ends there as it did. */
  maxTicks?: number;
}

export interface Ghost {
  /** The ghost's own simulation (read its state to draw it). */
  readonly sim: Sim;
  /** The challenger's run has crashed: the ghost stays where it ended. */
  readonly ended: boolean;
  /** One lockstep tick: queues the log's inputs stamped with the ghost's current tick, then steps. */
  step(): void;
}

export function createGhost(run: GhostRun, kit: Pick<GhostKit, "createSim">): Ghost {
  // No inventory: activations in a verified log were debited by the server, so replay them all.
  const sim = kit.createSim({ seed: run.seed, settings: run.settings, record: false, ...(run.maxTicks ? { maxTicks: run.maxTicks } : {}) });
  const inputs = run.inputs;
  let next = 0;
  return {
    sim,
    get ended() {
      return sim.state.phase === "over";
    },
    step() {
      if (sim.state.phase === "over") return;
      const tick = sim.state.tick;
      // Inputs stamped with an earlier tick cannot be applied any more (a malformed log): skip them.
      while (next < inputs.length && inputs[next]![0] < tick) next++;
      while (next < inputs.length && inputs[next]![0] === tick) sim.queue(inputs[next++]![1]);
      sim.step();
    },
  };
}
