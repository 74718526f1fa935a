import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verify } from "../../game/replay/index.ts";
import { DEFAULT_GAME_SETTINGS } from "../../server/settings/service.ts";
import { launchBrowser, openPage, type WatchedPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

interface FlapHandle {
  phase: string;
  tick: number;
  score: number;
  seed: number | null;
  inputs: Array<[number, number]>;
  settingsVersion: number;
  state: { counters: { flaps: number } } | null;
}

const flap = (page: Page) => page.evaluate(() => (window as unknown as { __flap: FlapHandle }).__flap);
const phaseOf = async (page: Page) => (await flap(page)).phase;

async function startRun(page: Page) {
  await page.getByTestId("start-game").click();
  await expect.poll(() => page.getByTestId("countdown").textContent(), { timeout: 2000 }).toContain("3");
  await expect.poll(() => phaseOf(page), { timeout: 6000 }).toBe("playing");
}

// The /play page is driven like a player would: Space, a tap, waiting for the crash.
describe("playing a run in Chromium", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;

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

  async function openPlay(options: Parameters<typeof openPage>[1] = {}): Promise<WatchedPage> {
    const watched = await openPage(browser, { viewport: { width: 1280, height: 800 }, ...options });
    await watched.page.goto(server.url + "/play?test", { waitUntil: "networkidle" });
    await expect.poll(() => watched.page.getByRole("heading", { name: "Ready to Fly?" }).count()).toBe(1);
    return watched;
  }

  it("starts, counts down, flaps with Space, dies, replays to the same score in Node, and plays again", async () => {
    const { page, errors, close } = await openPlay();
    const before = await (await page.request.get(server.url + "/api/session")).json();
    expect(before).toEqual({ player: null });
    await startRun(page);
    // First play makes the visitor a guest player (session cookie), kept for the next runs.
    await expect
      .poll(async () => (await (await page.request.get(server.url + "/api/session")).json()).player?.isGuest)
      .toBe(true);

    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Space");
      await page.waitForTimeout(180);
    }
    await expect.poll(async () => (await flap(page)).state?.counters.flaps).toBe(3);
    // The page must not scroll when Space is pressed.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // No more input: the bird falls to the ground and the run ends.
    await expect.poll(() => page.getByTestId("game-over").isVisible(), { timeout: 15_000 }).toBe(true);
    const handle = await flap(page);
    expect(handle.phase).toBe("over");
    expect(await page.getByTestId("final-score").textContent()).toContain(String(handle.score));

    const result = verify({
      seed: handle.seed,
      settingsVersion: handle.settingsVersion,
      settings: DEFAULT_GAME_SETTINGS,
      inputs: handle.inputs,
    });
    expect(result).toMatchObject({ ok: true, score: handle.score, flaps: 3, endedBy: "ground" });
    expect(await page.getByTestId("unranked").count()).toBe(0);

    // The name submits the run: the server replays it and credits score x 10 coins, once.
    await page.getByTestId("name-input").fill("  Tester  ");
    await page.getByTestId("submit-score").click();
    await expect
      .poll(() => page.getByTestId("name-saved").textContent())
      .toContain(`Submitted as Tester: +${handle.score * 10} coins`);
    expect(await page.getByTestId("name-input").inputValue()).toBe("");
    const board = await (await page.request.get(server.url + "/api/leaderboards/daily")).json();
    expect(JSON.stringify(board)).toContain("Tester");

    await page.getByTestId("play-again").click();
    await expect.poll(() => phaseOf(page), { timeout: 6000 }).toBe("playing");
    expect((await flap(page)).state?.counters.flaps).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("flaps on a tap on a phone-sized screen", async () => {
    const { page, errors, close } = await openPlay({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await startRun(page);
    const box = await page.getByTestId("game-canvas").boundingBox();
    expect(box).not.toBeNull();
    await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect.poll(async () => (await flap(page)).state?.counters.flaps).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("pauses when the tab is hidden and resumes through the countdown", async () => {
    const { page, errors, close } = await openPlay();
    await startRun(page);
    await page.keyboard.press("Space");
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
      Object.defineProperty(document, "hidden", { value: true, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => phaseOf(page)).toBe("paused");
    const pausedAt = (await flap(page)).tick;
    await page.waitForTimeout(500);
    expect((await flap(page)).tick).toBe(pausedAt); // the bird does not keep falling
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
      Object.defineProperty(document, "hidden", { value: false, configurable: true });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect.poll(() => page.getByTestId("paused").isVisible()).toBe(true);
    await page.getByTestId("resume").click();
    await expect.poll(() => phaseOf(page), { timeout: 6000 }).toBe("playing");
    await expect.poll(async () => (await flap(page)).tick).toBeGreaterThan(pausedAt);
    expect(errors).toEqual([]);
    await close();
  });
});
