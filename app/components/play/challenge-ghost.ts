// A challenge's ghost for the game (a separate chunk: loaded only when /play opens a challenge link):
// the lockstep companion the game flies alongside, from the challenger's verified run (decoded by the
// loader). Game code comes in through the kit, so this chunk shares the /play chunk's copy of it.
import type { RunCompanion } from "../../../game/loop/game.ts";
import { createGhost, type Ghost, type GhostKit, type GhostRun } from "../../../game/loop/ghost.ts";
import { createGhostDrawer, ghostPose } from "../../../game/render/ghost.ts";

export interface ChallengeGhost {
  ghost: Ghost;
  companion: RunCompanion;
  /** The last pose drawn (world units), for the test hook. */
  readonly pose: { x: number; y: number } | null;
}

export function createChallengeGhost(run: GhostRun, name: string, kit: GhostKit): ChallengeGhost {
  const ghost = createGhost(run, kit);
  const draw = createGhostDrawer(ghost, name, kit);
  let pose: { x: number; y: number } | null = null;
  return {
    ghost,
    get pose() {
      return pose;
    },
    companion: {
      step: () => ghost.step(),
      draw(c, view) {
        draw(c, view);
        pose = ghostPose(ghost, view);
      },
    },
  };
}
