import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BIRD_X } from "../../game/sim/types.ts";
import { openPage } from "./browser.ts";
import { flyUntil } from "./bot.ts";
import { useApp } from "./fixture.ts";

interface FlapHandle {
  phase: string;
  tick: number;
  score: number;
  seed: number | null;
  ghost: { seed: number; tick: number; score: number; y: number; ended: boolean; pose: { x: number; y: number } | null } | null;
}

const flap = (page: Page) => page.evaluate(() => (window as unknown as { __flap: FlapHandle }).__flap);
const SHOTS = process.env.SCREENSHOTS_DIR;

async function playToTheEnd(page: Page, until: number) {
  await page.getByTestId("start-game").click();
  // The bot waits in the page for the countdown to end: it flaps from the run's first tick.
  const flying = flyUntil(page, until);
  await expect.poll(async () => (await flap(page)).phase).toBe("playing");
  await flying;
  await expect.poll(() => page.getByTestId("game-over").isVisible(), { timeout: 40_000 }).toBe(true);
}

describe("friend challenges with a ghost", () => {
  const app = useApp({ browser: true });
  /** The first test's challenge (link and the challenger's score). */
  let shared: { link: string; score: number; seed: number } | null = null;

  it("shares a verified run as a link; the friend races its ghost on the same seed and learns who won", async () => {
    // The challenger plays a ranked run and submits it.
    const alice = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    await alice.page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
    await playToTheEnd(alice.page, 1);
    const aliceRun = await flap(alice.page);
    // Finished as it ended (no typing); the link comes once the server verified it.
    await expect.poll(() => alice.page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
    // The challenger names herself afterwards: the challenge shows the name.
    await alice.page.getByTestId("change-name").click();
    await alice.page.getByTestId("name-input").fill("Alice");
    await alice.page.getByTestId("submit-score").click();
    await expect.poll(() => alice.page.getByTestId("name-saved").textContent()).toBe("Saved: you are Alice on every board.");
    const link = await alice.page.getByTestId("challenge-link").inputValue();
    expect(link).toMatch(new RegExp(`^${app.server.url.replace(/[.:/]/g, "\\$&")}/play\\?challenge=[0-9a-f-]{36}$`));
    expect(alice.errors).toEqual([]);
    shared = { link, score: aliceRun.score, seed: aliceRun.seed! };
    await alice.close();

    // The friend opens the link (with the test hooks on).
    const bob = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    const { page } = bob;
    await page.goto(link + "&test", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("challenge-intro").textContent()).toContain(`Beat Alice's ${aliceRun.score}`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/challenge-intro-1280.png` });
    await page.getByTestId("start-game").click();
    // Not awaited: the bot flies from the run's first tick while the checks below look at the race.
    const flying = flyUntil(page, aliceRun.score + 1, -30); // a different line, so the ghost shows apart
    await expect.poll(async () => (await flap(page)).phase).toBe("playing");
    const started = await flap(page);
    expect(started.seed).toBe(aliceRun.seed); // the challenger's seed
    expect(started.ghost?.seed).toBe(aliceRun.seed);
    // The ghost flies in lockstep with the player's ticks, drawn at the bird's x while both fly.
    // Past the first flaps the two birds fly apart (before the first pickup can make their speeds differ).
    // Read in the first frame past tick 140 (in the page: a poll's round trips could land far later).
    const mid = (await (
      await page.waitForFunction(
        () => {
          const handle = (window as unknown as { __flap: FlapHandle }).__flap;
          return handle.tick > 140 ? { tick: handle.tick, ghost: handle.ghost } : null;
        },
        null,
        { polling: "raf", timeout: 20_000 },
      )
    ).jsonValue())!;
    expect(mid.tick).toBeLessThan(300);
    expect(mid.ghost).not.toBeNull();
    expect(mid.ghost!.tick).toBe(mid.tick);
    expect(mid.ghost!.pose!.x).toBeCloseTo(BIRD_X, 0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/ghost-1280.png` });

    await flying;
    await expect.poll(() => page.getByTestId("game-over").isVisible(), { timeout: 40_000 }).toBe(true);
    const bobRun = await flap(page);
    const won = bobRun.score > aliceRun.score;
    // Until the finish answers the page compares the scores; the server's verdict replaces it.
    await expect.poll(() => page.getByTestId("challenge-result").getAttribute("data-won")).toBe(String(won));
    await expect.poll(() => page.getByTestId("challenge-result").getAttribute("data-verified")).toBe("true");
    expect(await page.getByTestId("challenge-result").getAttribute("data-won")).toBe(String(won));
    expect(await page.getByTestId("challenge-result").textContent()).toContain(
      won ? `You beat Alice's ${aliceRun.score}!` : `Alice wins with ${aliceRun.score}.`,
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/challenge-end-1280.png` });
    expect(bob.errors).toEqual([]);
    await bob.close();
  });

  it("pays a challenge of one's own run and says it is on no leaderboard, on a phone", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
    await playToTheEnd(page, 1);
    await expect.poll(() => page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
    const link = await page.getByTestId("challenge-link").inputValue();
    // The same player opens their own challenge and flies another line.
    await page.goto(link + "&test", { waitUntil: "networkidle" });
    await page.getByTestId("start-game").click();
    const flying = flyUntil(page, 2, -30);
    await expect.poll(async () => (await flap(page)).phase).toBe("playing");
    expect((await flap(page)).ghost).not.toBeNull();
    await flying;
    await expect.poll(() => page.getByTestId("game-over").isVisible(), { timeout: 40_000 }).toBe(true);
    await expect.poll(() => page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
    expect(await page.getByTestId("run-coins").textContent()).toMatch(/^\+\d+ coins/);
    expect(await page.getByTestId("run-ranks").count()).toBe(0);
    expect(await page.getByTestId("run-unranked").getAttribute("data-reason")).toBe("own_challenge");
    expect(await page.getByTestId("run-unranked").textContent()).toBe("A challenge of your own run is not on the leaderboards.");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/own-challenge-390.png` });
    expect(errors).toEqual([]);
    await close();
  });

  it("says so when a challenge link is unknown, and plays a normal game", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(app.server.url + "/play?challenge=00000000-0000-4000-8000-000000000000&test", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("challenge-missing").isVisible()).toBe(true);
    expect(await page.getByTestId("challenge-intro").count()).toBe(0);
    await page.getByTestId("start-game").click();
    await expect.poll(async () => (await flap(page)).phase).toBe("playing");
    expect((await flap(page)).ghost).toBeNull();
    expect(await page.getByTestId("unranked").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("offline, still races the ghost on the challenger's seed, unranked, and compares the scores", async () => {
    expect(shared).not.toBeNull();
    const { page, errors, close } = (await openPage(app.browser, { viewport: { width: 1280, height: 800 } })).allowErrors(
      /ERR_INTERNET_DISCONNECTED/,
    );
    await page.goto(shared!.link + "&test", { waitUntil: "networkidle" });
    await page.route("**/api/runs", (route) => route.abort("internetdisconnected"));
    await page.getByTestId("start-game").click();
    await expect.poll(async () => (await flap(page)).phase).toBe("playing");
    const started = await flap(page);
    expect(started.seed).toBe(shared!.seed);
    expect(started.ghost?.seed).toBe(shared!.seed);
    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    const run = await flap(page);
    expect(await page.getByTestId("unranked").count()).toBe(1);
    const result = page.getByTestId("challenge-result");
    expect(await result.getAttribute("data-won")).toBe(String(run.score > shared!.score));
    expect(await result.getAttribute("data-verified")).toBe("false");
    expect(await result.textContent()).toContain(`Alice wins with ${shared!.score}.`);
    // The only console error: the browser's line for the request that could not be sent.
    expect(errors.filter((e) => !e.includes("ERR_INTERNET_DISCONNECTED"))).toEqual([]);
    await close();
  });
});
