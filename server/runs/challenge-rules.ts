// What a friend-challenge run may count for. A challenge is played on the challenger's seed and
// settings, and its page is sent the challenger's whole input log (the ghost flies it), so:
// - a run whose flaps fall on the ghost's ticks is a copy, not a game: a person cannot reproduce a
//   log to the 1/60 s tick (two people flying the same course share a tick for one flap in ten or so);
// - a challenge of one's own run would let a player pick a seed they know, and one issued on older
//   settings would let them pick easier physics: both are played, pay and say who won, but go on no
//   leaderboard. docs/game-rules.md "Challenges".
import type { RunInput } from "../../game/replay/index.ts";
import { ACTION_FLAP } from "../../game/sim/types.ts";

/** From this share of a run's flaps on the ghost's flap ticks, the run is a copy (with enough flaps). */
export const COPIED_FLAP_SHARE = 0.5;
/** Fewer flaps than this are too few to judge by share (an identical log is still a copy). */
export const COPIED_MIN_FLAPS = 10;

export type ChallengeUnranked = "own_challenge" | "old_settings";

/** Whether `inputs` copy the ghost's: the same log, or most of its flaps on the ghost's flap ticks. */
export function isCopiedRun(inputs: readonly RunInput[], ghost: readonly RunInput[]): boolean {
  if (
    inputs.length > 0 &&
    inputs.length === ghost.length &&
    inputs.every(([tick, action], i) => ghost[i]![0] === tick && ghost[i]![1] === action)
  ) {
    return true;
  }
  const ghostFlaps = new Set<number>();
  for (const [tick, action] of ghost) if (action === ACTION_FLAP) ghostFlaps.add(tick);
  let flaps = 0;
  let shared = 0;
  for (const [tick, action] of inputs) {
    if (action !== ACTION_FLAP) continue;
    flaps++;
    if (ghostFlaps.has(tick)) shared++;
  }
  return flaps >= COPIED_MIN_FLAPS && shared >= flaps * COPIED_FLAP_SHARE;
}

/** Why a challenge run goes on no leaderboard, or null when it is ranked like any run. */
export function challengeUnranked(
  run: { playerId: string; settingsVersion: number },
  challenged: { playerId: string },
  currentSettingsVersion: number,
): ChallengeUnranked | null {
  if (challenged.playerId === run.playerId) return "own_challenge";
  if (run.settingsVersion < currentSettingsVersion) return "old_settings";
  return null;
}
