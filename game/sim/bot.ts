// A scripted player for tests, golden runs and the bench: flaps when the bird would sink below
// its aim in the next gap. Deterministic (it only reads the state) and allocation-free.
import { ACTION_FLAP, type Sim } from "./types.ts";

/**
 * Decides whether to flap this tick; call before sim.step(). `aimBelowCentre` shifts the aim down
 * from the gap centre (a sloppier bot: more close calls).
 */
export function botWantsFlap(sim: Sim, aimBelowCentre = 0): boolean {
  const s = sim.state;
  const bird = s.bird;
  const g = sim.settings.gravity;
  const nextY = bird.y + bird.vy + g; // where the bird will be next tick without a flap
  if (s.nextPipe < 0) return nextY > 300 && bird.vy > 0;
  const p = s.pipes[s.nextPipe]!;
  const aim = p.gapY + aimBelowCentre;
  if (nextY <= aim) return false;
  const bottomLimit = p.gapY + p.gapHeight / 2 - bird.size / 2;
  return bird.vy > 0 || nextY + bird.vy + 2 * g > bottomLimit - 4;
}

/** One bot tick: maybe flap, then step. */
export function botStep(sim: Sim, aimBelowCentre = 0): void {
  if (botWantsFlap(sim, aimBelowCentre)) sim.queue(ACTION_FLAP);
  sim.step();
}
