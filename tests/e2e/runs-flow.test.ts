// Issue 5's "done when": a guest plays three ranked runs in Chromium, sees the coins credited after
// each, and the daily board in another tab of the same browser updates live (no reload).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_GAME_SETTINGS } from "../../server/settings/service.ts";
import { launchBrowser } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

interface FlapState {
  phase: string;
  score: number;
  nextPipe: number;
  bird: { y: number; vy: number; size: number };
  pipes: Array<{ gapY: number; gapHeight: number }>;
}

/**
 * Plays like game/sim/bot.ts from inside the page (it reads window.__flap.state every frame and
 * presses Space when the bird would sink below the next gap's centre) until the score reaches
 * `target`, then stops flapping so the bird falls and the run ends.
 */
async function playTo(page: Page, target: number) {
  await page.evaluate(
    ({ gravity, target }) =>
      new Promise<void>((resolve) => {
        const handle = (window as unknown as { __flap: { state: FlapState | null } }).__flap;
        const press = () => {
          document.dispatchEvent(new KeyboardEvent("keydown", { code: "Space", key: " ", bubbles: true }));
          document.dispatchEvent(new KeyboardEvent("keyup", { code: "Space", key: " ", bubbles: true }));
        };
        const frame = () => {
          const s = handle.state;
          if (!s || s.phase !== "playing" || s.score >= target) return resolve();
          const bird = s.bird;
          const nextY = bird.y + bird.vy + gravity;
          const pipe = s.nextPipe >= 0 ? s.pipes[s.nextPipe] : undefined;
          if (!pipe) {
            if (nextY > 300 && bird.vy > 0) press();
          } else if (nextY > pipe.gapY) {
            const bottomLimit = pipe.gapY + pipe.gapHeight / 2 - bird.size / 2;
            if (bird.vy > 0 || nextY + bird.vy + 2 * gravity > bottomLimit - 4) press();
          }
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    { gravity: DEFAULT_GAME_SETTINGS.gravity, target },
  );
}

describe("a guest's three ranked runs", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it("credits coins after each run and updates the daily board live in another tab", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const watch = (page: Page) => {
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(`console: ${message.text()}`);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      return page;
    };
    const board = watch(await context.newPage());
    const play = watch(await context.newPage());
    await board.goto(server.url + "/leaderboard", { waitUntil: "networkidle" });
    // A fresh day shows the two samples; the live badge says the stream is connected.
    await expect.poll(() => board.getByTestId("leaderboard").textContent()).toContain("FlappyPro");
    await play.goto(server.url + "/play?test", { waitUntil: "networkidle" });

    let balance = 0;
    let best = 0;
    for (const [run, target] of [[1, 1], [2, 3], [3, 2]] as const) {
      await play.getByTestId(run === 1 ? "start-game" : "play-again").click();
      await expect.poll(() => play.evaluate(() => (window as unknown as { __flap: { phase: string } }).__flap.phase), { timeout: 8000 }).toBe("playing");
      await playTo(play, target);
      await expect.poll(() => play.getByTestId("game-over").isVisible(), { timeout: 20_000 }).toBe(true);
      const score = Number(await play.getByTestId("final-score").textContent());
      expect(score, `run ${run}`).toBeGreaterThanOrEqual(target);
      await play.getByTestId("name-input").fill("Triple");
      await play.getByTestId("submit-score").click();
      balance += score * 10;
      await expect.poll(() => play.getByTestId("name-saved").textContent(), { timeout: 10_000 }).toBe(
        `Submitted as Triple: +${score * 10} coins (balance ${balance}).`,
      );
      best = Math.max(best, score);
      // The other tab, never reloaded, shows the guest's best today (the samples are gone).
      await expect
        .poll(() => board.getByTestId("leaderboard").textContent(), { timeout: 5000 })
        .toMatch(new RegExp(`Triple.*${best}`));
      expect(await board.getByTestId("leaderboard").textContent()).not.toContain("FlappyPro");
    }
    const me = (await (await play.request.get(server.url + "/api/me")).json()) as { balance: number; stats: { gamesPlayed: number } };
    expect(me).toMatchObject({ balance, stats: { gamesPlayed: 3 } });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
