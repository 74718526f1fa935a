// The operator's longest run end to end: the operator sets 30 seconds on Game Settings (a bad value is
// refused with the server's reason), a player keeps flying on a phone, the run ends at 30 s of game
// time with "Time's up" on the game-over card, and it is paid and on the board. The card is
// photographed: test-results/run-length/. The browser flow runs on SQLite only (docs/decisions/030).
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { openPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "run-length-e2e-password";
const shots = "test-results/run-length";
mkdirSync(shots, { recursive: true });

/**
 * Flies like a person until the run is over: aims at a point that changes from pipe to pipe (±14 px),
 * taps 20-90 ms after deciding, never twice within 90 ms (the machine-play check holds a bot's steady aim
 * off the boards; this is the kind of flying it lets through). Lives in the page (window.__flap, ?test).
 */
function flyLikeAPerson(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        type Pipe = { active: boolean; x: number; gapY: number };
        type Flap = { phase: string; state: { bird: { x: number; y: number; vy: number }; pipes: Pipe[] } | null; flap(): void };
        const handle = (window as unknown as { __flap: Flap }).__flap;
        let flown = false;
        let gap = Number.NaN;
        let aim = 10;
        let lastTap = 0;
        const timer = setInterval(() => {
          const state = handle.state;
          if (handle.phase === "playing") flown = true;
          if (!flown) return;
          if (handle.phase === "over") {
            clearInterval(timer);
            return resolve();
          }
          if (handle.phase !== "playing" || !state) return;
          let target = 300;
          let nearest = Infinity;
          let gapY = Number.NaN;
          for (const pipe of state.pipes) {
            if (pipe.active && pipe.x + 60 > state.bird.x - 20 && pipe.x < nearest) {
              nearest = pipe.x;
              gapY = pipe.gapY;
            }
          }
          if (gapY !== gap) {
            gap = gapY;
            aim = 4 + (Math.random() - 0.5) * 28;
          }
          if (!Number.isNaN(gapY)) target = gapY + aim;
          const now = performance.now();
          if (now - lastTap < 90) return;
          if (state.bird.y > target + (Math.random() - 0.5) * 8 && state.bird.vy > -1) {
            lastTap = now;
            // A person's reaction: 20-90 ms from seeing the bird sink to the tap.
            setTimeout(() => handle.flap(), 20 + Math.random() * 70);
          }
        }, 16);
      }),
  );
}

describe.each(["sqlite", "postgres"] as const)("the longest run on %s", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD } });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both: POST and GET /api/admin/run-rules (tests/e2e/admin-team.test.ts, "an editor
  // changes the game but not the team; the last owner stays an owner"); the refusal of 29 s with its
  // reason, the run issued 1800 ticks, and a run finished at its cap as ended by time, paid and on the
  // daily board (server/runs/run-length.test.ts, "saves and validates the longest run with the daily
  // coins, audited before/after", "issues each run the longest length in force at its start and stores
  // it with the run", "finishes a run still flying at its cap as ended by time: scored, paid and ranked;
  // its ghost ends there too"); the daily board's own row (server/runs/routes.test.ts, "a visitor becomes
  // a guest on POST /api/runs, finishes a run and sees its rank").
  it.runIf(engine === "sqlite")(
    "the operator sets 30 s on Game Settings; a player's run ends at 30 s with time's up on the card, paid and on the board",
    async () => {
      const { page, errors, close, client } = (await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD)).allowErrors(
        /status of 400/,
      );
      try {
        await page.goto(app.server.url + "/admin/settings", { waitUntil: "networkidle" });
        const input = page.getByTestId("run-rules-max-seconds");
        expect(await input.inputValue()).toBe("900");
        expect(await page.locator('label[for="run-rules-max-seconds"]').textContent()).toBe("Longest run, in seconds");
        // Too short: refused with the server's reason, and nothing changes.
        await input.fill("29");
        await page.getByTestId("run-rules-save").click();
        await expect.poll(() => page.getByTestId("run-rules-status").textContent()).toContain("maxRunSeconds must be at least 30 seconds");
        expect(await (await client.send("/api/admin/run-rules")).json()).toEqual({ dailyRunCoins: 20_000, maxRunSeconds: 900 });
        await input.fill("30");
        await page.getByTestId("run-rules-save").click();
        await expect.poll(() => page.getByTestId("run-rules-status").textContent()).toBe("Run rules saved.");
        await page.reload({ waitUntil: "networkidle" });
        expect(await page.getByTestId("run-rules-max-seconds").inputValue()).toBe("30");
        expect(await (await client.send("/api/admin/run-rules")).json()).toEqual({ dailyRunCoins: 20_000, maxRunSeconds: 30 });
        // The refused save's 400 is the one console line Chromium writes for it.
        expect(errors.filter((e) => !e.includes("status of 400"))).toEqual([]);
      } finally {
        await close();
      }

      const {
        page: player,
        errors: playerErrors,
        close: closePlayer,
      } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
      try {
        await player.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
        await player.waitForFunction(() => "__flap" in window);
        // Taps, as on a phone; the run the server issues keeps the operator's 30 s.
        const startWith = async (button: string) => {
          const started = player.waitForResponse(
            (response) => response.url().endsWith("/api/runs") && response.request().method() === "POST",
          );
          await player.getByTestId(button).tap();
          expect(((await (await started).json()) as { maxTicks: number }).maxTicks).toBe(1800);
        };
        await startWith("start-game");
        type Summary = { endedBy: string; ticks: number; score: number };
        const summaryOf = () =>
          player.evaluate(() => (window as unknown as { __flap: { summary(): Summary } }).__flap.summary()) as Promise<Summary>;
        // The flyer reacts from a timer in the page; on a machine whose cores are busy that timer can run
        // late and a run ends on a pipe, as a person's might. Then the player plays again (the run that
        // crashed was paid and counted like any other), up to three runs.
        let summary: Summary = { endedBy: "", ticks: 0, score: 0 };
        let best = 0;
        for (let attempt = 1; attempt <= 3; attempt++) {
          if (attempt > 1) {
            await expect.poll(() => player.getByTestId("run-verdict").getAttribute("data-kind"), { timeout: 20_000 }).not.toBe("saving");
            await startWith("play-again");
          }
          await flyLikeAPerson(player);
          summary = await summaryOf();
          best = Math.max(best, summary.score);
          if (summary.endedBy === "time") break;
        }
        expect(summary, "the person-like flyer crashed before the time was up, three times").toMatchObject({
          endedBy: "time",
          ticks: 1800,
        });
        expect(summary.score).toBeGreaterThan(0);

        const card = player.getByTestId("game-over-card");
        await card.waitFor();
        expect(await player.getByTestId("run-time-up").textContent()).toBe("Time's up — runs last at most 30 seconds.");
        expect(await player.getByTestId("final-score").textContent()).toBe(String(summary.score));
        await expect.poll(() => player.getByTestId("run-verdict").getAttribute("data-kind"), { timeout: 20_000 }).toBe("counted");
        expect(await player.getByTestId("run-coins").textContent()).toMatch(new RegExp(`^\\+${summary.score * 10} coins · Balance `));
        expect(await player.getByTestId("rank-daily").getAttribute("data-rank")).toBe("1");
        // On the board, as the player's own row.
        const board = (await player.evaluate(() => fetch("/api/leaderboards/daily").then((r) => r.json()))) as {
          top: { score: number; isMe: boolean }[];
        };
        expect(board.top.filter((row) => row.isMe).map((row) => row.score)).toEqual([best]);
        // The card fits the game area (nothing cut off) and is photographed.
        const area = await player.getByTestId("game-area").boundingBox();
        const box = await card.boundingBox();
        expect(area && box && box.y >= area.y && box.y + box.height <= area.y + area.height).toBe(true);
        await player.getByTestId("game-area").screenshot({ path: `${shots}/card-390.png` });
        expect(playerErrors).toEqual([]);
      } finally {
        await closePlayer();
      }
    },
    240_000,
  );
});
