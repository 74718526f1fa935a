// A scripted player for tests, golden runs and the bench: flaps when the bird would sink below
// its aim in the next gap. Deterministic (it only reads the state) and allocation-free.
import { SUB_TICK_STEPS } from "../replay/types.ts";
import { createRng, nextU32 } from "./prng.ts";
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

export interface JitteredBotOptions {
  /** Each flap the rule asks for comes 0..maxDelayTicks ticks late (uniform). */
  maxDelayTicks?: number;
  /** The aim moves by up to ± this many px from pipe to pipe (uniform). */
  aimNoise?: number;
  aimBelowCentre?: number;
}

export interface JitteredBot {
  /** One tick: maybe queue a flap (with a sub-tick timing), then step. */
  step(sim: Sim): void;
}

/**
 * The bot with a person's sloppiness added, seeded: late flaps, an aim that wanders from pipe to pipe,
 * and a random sub-tick timing on each press (game/replay SUB_TICK_STEPS). Tests fly it where a run
 * must count as a person's would (the bot check, server/runs/machine-play.ts, holds the plain bot's
 * runs); `npm run bench:bots` measures how the check sees it at each amount of jitter.
 */
export function createJitteredBot(seed: number, options: JitteredBotOptions = {}): JitteredBot {
  const maxDelay = options.maxDelayTicks ?? 6;
  const aimNoise = options.aimNoise ?? 15;
  const below = options.aimBelowCentre ?? 0;
  const rng = createRng(seed);
  const random = () => nextU32(rng) / 4294967296;
  let due = -1;
  let pipe = -2;
  let aim = below;
  return {
    step(sim) {
      const s = sim.state;
      if (s.nextPipe !== pipe) {
        pipe = s.nextPipe;
        aim = below + (random() * 2 - 1) * aimNoise;
      }
      if (due < 0 && botWantsFlap(sim, aim)) due = s.tick + Math.floor(random() * (maxDelay + 1));
      if (due >= 0 && s.tick >= due) {
        sim.queue(ACTION_FLAP, Math.floor(random() * SUB_TICK_STEPS));
        due = -1;
      }
      sim.step();
    },
  };
}
