import type { Page } from "playwright-core";

/**
 * An in-page bot for browser tests: every 16 ms it reads window.__flap (the /play test hook, ?test)
 * and flaps when the bird is below its aim (`aimBelowCentre` px under the next gap's centre) and not
 * already rising. It stops once the score reaches `goal` (then it lets go, so the bird falls and the
 * run ends), when the run it flew is over, or when stopped. It lives in the page, so it keeps up with
 * the game however slowly the test's own round trips go on a busy machine.
 */
async function startBot(page: Page, goal: number, aimBelowCentre: number): Promise<void> {
  await page.evaluate(
    ([goal, below]) => {
      type Pipe = { active: boolean; x: number; gapY: number };
      type Flap = {
        phase: string;
        score: number;
        state: { bird: { x: number; y: number; vy: number }; pipes: Pipe[] } | null;
        flap(): void;
      };
      type Bot = { done: Promise<void>; stop(): void };
      const page = window as unknown as { __flap: Flap; __bot?: Bot };
      page.__bot?.stop();
      const handle = page.__flap;
      let flown = false;
      let stop!: () => void;
      const done = new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          const state = handle.state;
          if (handle.phase === "playing") flown = true;
          // Until the run it is to fly plays, the handle may still show the last run (over, its score).
          if (!flown) return;
          if (handle.phase === "over" || handle.score >= goal) return stop();
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
        stop = () => {
          clearInterval(timer);
          resolve();
        };
      });
      page.__bot = { done, stop };
    },
    [goal, aimBelowCentre] as const,
  );
}

/** Flies (see startBot) until the score reaches `goal` or the run is over. */
export async function flyUntil(page: Page, goal: number, aimBelowCentre = 20): Promise<void> {
  await startBot(page, goal, aimBelowCentre);
  await page.evaluate(() => (window as unknown as { __bot: { done: Promise<void> } }).__bot.done);
}

/**
 * Starts the bot without waiting (it may start in the countdown): the bird stays up while the test
 * does slow things, until `stop()` lets it fall.
 */
export async function keepFlying(page: Page, aimBelowCentre = 20): Promise<{ stop(): Promise<void> }> {
  await startBot(page, Number.MAX_SAFE_INTEGER, aimBelowCentre);
  return { stop: () => page.evaluate(() => (window as unknown as { __bot: { stop(): void } }).__bot.stop()) };
}
