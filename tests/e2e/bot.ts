import type { Page } from "playwright-core";

/**
 * An in-page bot for browser tests: every 16 ms it reads window.__flap (the /play test hook, ?test)
 * and flaps when the bird is below its aim (`aimBelowCentre` px under the next gap's centre) and not
 * already rising. Resolves once the score reaches `goal` (then it lets go, so the bird falls and the
 * run ends) or the run is over.
 */
export async function flyUntil(page: Page, goal: number, aimBelowCentre = 20): Promise<void> {
  await page.evaluate(
    ([goal, below]) =>
      new Promise<void>((resolve) => {
        type Pipe = { active: boolean; x: number; gapY: number };
        type Flap = { phase: string; score: number; state: { bird: { x: number; y: number; vy: number }; pipes: Pipe[] } | null; flap(): void };
        const handle = (window as unknown as { __flap: Flap }).__flap;
        const timer = setInterval(() => {
          const state = handle.state;
          if (handle.phase === "over" || handle.score >= goal) {
            clearInterval(timer);
            resolve();
            return;
          }
          if (handle.phase !== "playing" || !state) return;
          let target = 300;
          let nearest = Infinity;
          for (const pipe of state.pipes) {
            if (pipe.active && pipe.x + 60 > state.bird.x - 20 && pipe.x < nearest) {
              nearest = pipe.x;
              target = pipe.gapY + below;
            }
          }
          if (state.bird.y > target && state.bird.vy > -1) handle.flap();
        }, 16);
      }),
    [goal, aimBelowCentre] as const,
  );
}
