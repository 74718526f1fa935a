// The challenger's ghost bird: drawn translucent, pale, with the challenger's name above it. It flies
// at the bird's fixed x plus the difference in distance travelled (slow motion or a boost on either
// side puts it ahead or behind); once its run has crashed it stays at its spot in the world and
// scrolls away with it. Loaded only for challenges (a separate chunk of /play), so it imports game code
// through the kit only (see GhostKit).
import type { Ghost, GhostKit } from "../loop/ghost.ts";
import type { FrameView } from "./renderer.ts";

// The classic bird, see-through: reads as "another player" at a glance, and the name tag says who.
const GHOST_LOOK = { id: "classic", color: "#F7D51D", effects: {} };
const GHOST_ALPHA = 0.45;
const NAME_FONT = '800 14px ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", Nunito, system-ui, sans-serif';

/** Where the ghost is drawn this frame, in world units (exported for tests and the test hook). */
export function ghostPose(ghost: Ghost, view: Pick<FrameView, "state" | "alpha">): { x: number; y: number; angle: number } | null {
  const player = view.state;
  if (!player) return null;
  const g = ghost.sim.state;
  const a = ghost.ended ? 0 : view.alpha;
  const playerDistance = player.prevDistance + (player.distance - player.prevDistance) * view.alpha;
  const ghostDistance = g.prevDistance + (g.distance - g.prevDistance) * a;
  // bird.x is the fixed bird column of the world (the player's too).
  const x = g.bird.x + ghostDistance - playerDistance;
  const y = ghost.ended ? g.bird.y : g.bird.prevY + (g.bird.y - g.bird.prevY) * a;
  const angle = ghost.ended ? 1.2 : Math.max(-0.45, Math.min(1.4, (g.bird.vy + 1.5) * 0.13));
  return { x, y, angle };
}

/** A drawer for the game's companion hook: the ghost and its name tag. */
export function createGhostDrawer(
  ghost: Ghost,
  name: string,
  kit: Pick<GhostKit, "drawBird" | "paletteFor">,
): (c: CanvasRenderingContext2D, view: FrameView) => void {
  const palette = kit.paletteFor(GHOST_LOOK);
  return (c, view) => {
    const pose = ghostPose(ghost, view);
    if (!pose) return;
    const size = ghost.sim.state.bird.size;
    const wing = ghost.ended ? 0 : -0.15 + Math.sin(view.now / 110) * 0.45;
    c.save();
    c.globalAlpha = ghost.ended ? GHOST_ALPHA * 0.6 : GHOST_ALPHA;
    kit.drawBird(c, palette, pose.x, pose.y, size, pose.angle, wing, false);
    c.globalAlpha = ghost.ended ? 0.5 : 0.9; // the name reads clearly over the sky
    c.font = NAME_FONT;
    // Behind the ghost (to its left): the player's bird shares its column and would cover a tag above.
    c.textAlign = "right";
    c.textBaseline = "middle";
    c.lineWidth = 4;
    c.strokeStyle = "rgba(11,37,69,0.55)";
    c.fillStyle = "#ffffff";
    const labelX = pose.x - size * 0.75;
    c.strokeText(name, labelX, pose.y);
    c.fillText(name, labelX, pose.y);
    c.restore();
  };
}
