// Watching a run end to end (docs/decisions/028-watch-any-ranked-run.md): a player flies a ranked run
// in /play and watches it from the game-over card; the replay draws in the player's skin, plays,
// pauses, changes speed, seeks (keyboard and touch) and shows the score as it was; the link is shared
// and opened by another visitor (server-rendered title and share tags, in that visitor's language);
// "Race this run" starts a challenge; home, /leaderboard and the admin's Scores panel and player page
// offer "Watch" for the same run; a run that cannot be watched answers 404. Desktop and phone.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage, renderedMarkup } from "./browser.ts";
import { flyUntil } from "./bot.ts";
import { useApp } from "./fixture.ts";
import { openAdminPage } from "./admin-page.ts";

const ADMIN_PASSWORD = "operator-replay-password";
const SHOTS = process.env.SCREENSHOTS_DIR;
const eventually = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000 });

const tickOf = async (page: Page) => Number(await page.getByTestId("replay-time").getAttribute("data-tick"));
const scoreOf = async (page: Page) => Number(await page.getByTestId("replay-score").getAttribute("data-score"));

/** Pixels the replay canvas has drawn on (it is transparent over the sky layers). */
async function drawnPixels(page: Page): Promise<number> {
  return page.getByTestId("replay-canvas").evaluate((canvas: HTMLCanvasElement) => {
    const ctx = canvas.getContext("2d");
    if (!ctx || canvas.width < 2) return 0;
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    let drawn = 0;
    for (let i = 3; i < data.length; i += 16) if (data[i]! > 0) drawn++;
    return drawn;
  });
}

/** The replay page is up: it draws and advances. */
async function playsBack(page: Page) {
  await eventually(() => tickOf(page)).toBeGreaterThan(10);
  expect(await drawnPixels(page)).toBeGreaterThan(100);
}

describe("watching a run", () => {
  const app = useApp({ browser: true, env: { ADMIN_PASSWORD } });
  let run: { id: string; score: number; url: string } | null = null;

  it("watches a ranked run from the game-over card: play, pause, speed, seek, share, race", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 1280, height: 800 } });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.server.url });
    await page.goto(app.server.url + "/play?test", { waitUntil: "networkidle" });
    await page.getByTestId("start-game").click();
    const flying = flyUntil(page, 3);
    await flying;
    await eventually(() => page.getByTestId("game-over").isVisible()).toBe(true);
    await eventually(() => page.getByTestId("run-verdict").getAttribute("data-kind")).toBe("counted");
    await page.getByTestId("change-name").click();
    await page.getByTestId("name-input").fill("Alice");
    await page.getByTestId("submit-score").click();
    await eventually(() => page.getByTestId("name-saved").isVisible()).toBe(true);
    const score = Number((await page.getByTestId("final-score").textContent())!.replace(/\D/g, ""));
    const watch = page.getByTestId("game-over").getByTestId("watch-run");
    await eventually(() => watch.isVisible()).toBe(true);
    const runId = (await watch.getAttribute("data-run-id"))!;
    expect(runId).toMatch(/^[0-9a-f-]{36}$/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/game-over-watch-1280.png` });

    await watch.click();
    await page.waitForURL(`**/replay/${runId}`);
    await playsBack(page);
    expect(await page.getByTestId("replay-title").textContent()).toBe("Alice's run");
    const final = Number((await page.getByTestId("replay-final-score").textContent())!.replace(/\D/g, ""));
    expect(final).toBe(score);
    expect(final).toBeGreaterThanOrEqual(3);
    run = { id: runId, score: final, url: `${app.server.url}/replay/${runId}` };
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-1280.png` });

    // While it plays, the controls (seek bar, clock) show a new tick about ten times a second, not
    // every frame: each change re-renders them.
    const shown = await page.getByTestId("replay-time").evaluate(
      (time) =>
        new Promise<{ changes: number; ticks: number }>((resolve) => {
          let changes = 0;
          const from = Number(time.getAttribute("data-tick"));
          const observer = new MutationObserver((records) => (changes += records.length));
          observer.observe(time, { attributes: true, attributeFilter: ["data-tick"] });
          setTimeout(() => {
            observer.disconnect();
            resolve({ changes, ticks: Number(time.getAttribute("data-tick")) - from });
          }, 1000);
        }),
    );
    expect(shown.ticks).toBeGreaterThan(0);
    expect(shown.changes).toBeGreaterThan(0);
    expect(shown.changes).toBeLessThanOrEqual(15);

    // Pause holds the tick; speeds are a pressed group.
    await page.getByTestId("replay-play").click();
    await eventually(() => page.getByTestId("replay-play").getAttribute("data-playing")).toBe("false");
    const paused = await tickOf(page);
    await page.waitForTimeout(300);
    expect(await tickOf(page)).toBe(paused);
    for (const speed of ["0.5", "2", "4"]) {
      await page.getByTestId(`replay-speed-${speed}`).click();
      expect(await page.getByTestId(`replay-speed-${speed}`).getAttribute("aria-pressed")).toBe("true");
    }
    expect(await page.getByTestId("replay-speed-1").getAttribute("aria-pressed")).toBe("false");

    // The keyboard seeks: End is the run's end with its final score, Home the start.
    const seek = page.getByTestId("replay-seek");
    const ticks = Number(await seek.getAttribute("max"));
    await seek.focus();
    await page.keyboard.press("End");
    await eventually(() => tickOf(page)).toBe(ticks);
    expect(await scoreOf(page)).toBe(final);
    await page.keyboard.press("Home");
    await eventually(() => tickOf(page)).toBe(0);
    expect(await scoreOf(page)).toBe(0);
    // Played at 4x from the start, it runs on to the end and offers to watch again.
    await page.getByTestId("replay-play").click();
    await eventually(() => page.getByTestId("replay-play").textContent()).toContain("Watch again");
    expect(await scoreOf(page)).toBe(final);

    // Share copies the replay's link.
    await page.getByTestId("replay-share").click();
    await eventually(() => page.getByTestId("replay-share").textContent()).toBe("Link copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(run.url);

    // Race it: a challenge on the same course.
    await page.getByTestId("replay-race").click();
    await page.waitForURL(`**/play?challenge=${runId}`);
    await eventually(() => page.getByTestId("challenge-intro").textContent()).toContain(`Beat Alice's ${final}`);
    expect(errors).toEqual([]);
    await close();
  });

  it("serves the shared link to another visitor with the run's title and share tags, in their language", async () => {
    expect(run).not.toBeNull();
    const html = await (await fetch(run!.url, { headers: { "accept-language": "de" } })).text();
    expect(html).toContain(`<title>Sieh dir den Lauf von Alice an: ${run!.score} Punkte | Flap Master</title>`);
    expect(html).toMatch(/<meta property="og:title" content="Sieh dir den Lauf von Alice an/);
    expect(html).toMatch(new RegExp(`<meta property="og:url" content="[^"]*/replay/${run!.id}"`));
    // The run's own share image, in the visitor's language.
    const image = new RegExp(`<meta property="og:image" content="([^"]+/replay/${run!.id}/og\\.png\\?lang=de)"`).exec(html)?.[1];
    expect(image).toBeDefined();
    const png = await fetch(image!.replace(/^https?:\/\/[^/]+/, new URL(run!.url).origin));
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect((await png.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(renderedMarkup(html)).toContain("Auf der ewigen Bestenliste");
    // The JSON behind it.
    const api = await fetch(`${app.server.url}/api/runs/${run!.id}/replay`);
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({ id: run!.id, name: "Alice", score: run!.score, boards: ["alltime", "weekly", "daily"] });
    // The sitemap does not list replays.
    expect(await (await fetch(app.server.url + "/sitemap.xml")).text()).not.toContain("/replay/");

    // A phone: open the link, tap pause, half speed, and seek by tapping the scrubber's middle.
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(run!.url, { waitUntil: "networkidle" });
    await playsBack(page);
    const box = (await page.getByTestId("replay-canvas").boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const speedBox = (await page.getByTestId("replay-speed-4").boundingBox())!;
    expect(speedBox.x + speedBox.width).toBeLessThanOrEqual(390);
    expect(speedBox.y + speedBox.height).toBeLessThanOrEqual(844);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/replay-390.png` });
    await page.getByTestId("replay-play").tap();
    await eventually(() => page.getByTestId("replay-play").getAttribute("data-playing")).toBe("false");
    await page.getByTestId("replay-speed-0.5").tap();
    expect(await page.getByTestId("replay-speed-0.5").getAttribute("aria-pressed")).toBe("true");
    const seek = page.getByTestId("replay-seek");
    const ticks = Number(await seek.getAttribute("max"));
    const seekBox = (await seek.boundingBox())!;
    await seek.tap({ position: { x: seekBox.width / 2, y: seekBox.height / 2 } });
    await eventually(async () => Math.abs((await tickOf(page)) - ticks / 2)).toBeLessThan(ticks * 0.15);
    expect(await page.getByTestId("replay-play").getAttribute("data-playing")).toBe("false");
    expect(errors).toEqual([]);
    await close();
  });

  it("offers Watch on home, /leaderboard and the admin's Scores panel and player page; 404 for what cannot be watched", async () => {
    expect(run).not.toBeNull();
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const path of ["/", "/leaderboard"]) {
      await page.goto(app.server.url + path, { waitUntil: "networkidle" });
      const watch = page.locator(`[data-testid="watch-run"][data-run-id="${run!.id}"]`).first();
      await eventually(() => watch.isVisible()).toBe(true);
      expect(await watch.getAttribute("aria-label")).toBe(`Watch Alice's run of ${run!.score} points`);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/watch${path === "/" ? "-home" : "-leaderboard"}-390.png` });
      await watch.tap();
      await page.waitForURL(`**/replay/${run!.id}`);
      await playsBack(page);
    }
    // Sample rows (no run) have no Watch.
    expect(await page.locator('[data-testid="watch-run"]:not([data-run-id])').count()).toBe(0);

    const missing = await fetch(app.server.url + "/replay/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(renderedMarkup(await missing.text())).toContain("This run cannot be watched");
    const missingApi = await fetch(app.server.url + "/api/runs/nope/replay");
    expect(missingApi.status).toBe(404);
    expect(await missingApi.json()).toMatchObject({ error: "run_not_found", message: expect.any(String) });
    expect(errors).toEqual([]);
    await close();

    // The operator: today's top runs and the player's runs, each with Watch to the same replay.
    const admin = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD);
    await admin.page.goto(app.server.url + "/admin/players", { waitUntil: "networkidle" });
    const scoresWatch = admin.page.locator(`[data-testid="admin-watch-run"][data-run-id="${run!.id}"]`);
    await eventually(() => scoresWatch.count()).toBeGreaterThan(0);
    expect(await scoresWatch.first().getAttribute("href")).toBe(`/replay/${run!.id}`);
    const playerHref = await admin.page
      .getByTestId("score-row")
      .filter({ has: scoresWatch.first() })
      .locator('a[href^="/admin/players/"]')
      .first()
      .getAttribute("href");
    await admin.page.goto(app.server.url + playerHref!, { waitUntil: "networkidle" });
    const runWatch = admin.page.getByTestId("runs-table").locator(`[data-testid="admin-watch-run"][data-run-id="${run!.id}"]`);
    await eventually(() => runWatch.isVisible()).toBe(true);
    if (SHOTS) await admin.page.screenshot({ path: `${SHOTS}/admin-player-watch-1280.png` });
    expect(admin.errors).toEqual([]);
    await admin.close();
  });
});
