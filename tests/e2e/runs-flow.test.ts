// A guest plays three ranked runs in Chromium, sees the coins credited after
// each, and the daily board in another tab of the same browser updates live (no reload).
import { describe, expect, it } from "vitest";
import { watchErrors } from "./browser.ts";
import { flyUntil } from "./bot.ts";
import { useApp } from "./fixture.ts";

describe("a guest's three ranked runs", () => {
  const app = useApp({ browser: true });

  it("credits coins after each run and updates the daily board live in another tab", async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const board = await context.newPage();
    const play = await context.newPage();
    watchErrors(board, errors);
    watchErrors(play, errors);
    await board.goto(app.server.url + "/leaderboard", { waitUntil: "networkidle" });
    // A fresh day shows the two samples; the live badge says the stream is connected.
    await expect.poll(() => board.getByTestId("leaderboard").textContent()).toContain("FlappyPro");
    await play.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });

    let balance = 0;
    let best = 0;
    for (const [run, target] of [
      [1, 1],
      [2, 3],
      [3, 2],
    ] as const) {
      await play.getByTestId(run === 1 ? "start-game" : "play-again").click();
      // The bot waits in the page for the countdown to end: it flaps from the run's first tick.
      const flying = flyUntil(play, target);
      await expect.poll(() => play.evaluate(() => (window as unknown as { __flap: { phase: string } }).__flap.phase)).toBe("playing");
      await flying;
      await expect.poll(() => play.getByTestId("game-over").isVisible(), { timeout: 20_000 }).toBe(true);
      const score = Number(await play.getByTestId("final-score").textContent());
      expect(score, `run ${run}`).toBeGreaterThanOrEqual(target);
      // Paid at game over, no typing; the first card names the player (later runs keep the name).
      balance += score * 10;
      await expect.poll(() => play.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
      expect(await play.getByTestId("run-coins").innerText()).toBe(`+${score * 10} coins · Balance ${balance}`);
      if (run === 1) {
        await play.getByTestId("change-name").click();
        await play.getByTestId("name-input").fill("Triple");
        await play.getByTestId("submit-score").click();
        await expect.poll(() => play.getByTestId("board-name").textContent()).toBe("On the boards as TripleChange");
      } else {
        expect(await play.getByTestId("board-name").textContent()).toBe("On the boards as TripleChange");
      }
      best = Math.max(best, score);
      // The other tab, never reloaded, shows the guest's best today (the samples are gone).
      await expect.poll(() => board.getByTestId("leaderboard").textContent()).toMatch(new RegExp(`Triple.*${best}`));
      expect(await board.getByTestId("leaderboard").textContent()).not.toContain("FlappyPro");
    }
    const me = (await (await play.request.get(app.server.url + "/api/me")).json()) as { balance: number; stats: { gamesPlayed: number } };
    expect(me).toMatchObject({ balance, stats: { gamesPlayed: 3 } });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
