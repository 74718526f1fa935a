// The daily course in Chromium, with the leaderboard day in Asia/Tokyo: on a desktop a guest flies
// today's course from the home page's button, and a second player gets the very same course; the
// server's clock then passes Tokyo's midnight (tests/e2e/server-clock.ts) and on a phone the course is
// another, its board starts empty and the best day stays. The operator then skips the new day's course
// on Game Settings: a new seed, audited. The browser flow runs on SQLite only (docs/decisions/030).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { openPage } from "./browser.ts";
import { flyUntil } from "./bot.ts";
import { useApp } from "./fixture.ts";
import { setServerClock } from "./server-clock.ts";

const ADMIN_PASSWORD = "daily-course-e2e-password";
const SHOTS = "/tmp/daily-shots";
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const TOKYO_OFFSET_MS = 9 * 3_600_000; // Asia/Tokyo has no daylight saving time

/** The offset that puts the server's clock `msBefore` ms before (negative: after) the next midnight in Tokyo. */
function offsetToTokyoMidnight(msBefore: number): number {
  const now = Date.now();
  const tokyoNow = now + TOKYO_OFFSET_MS;
  const nextMidnight = (Math.floor(tokyoNow / 86_400_000) + 1) * 86_400_000 - TOKYO_OFFSET_MS;
  return nextMidnight - msBefore - now;
}

/** The day (in Tokyo) of the server's clock at `offset`. */
const tokyoDay = (offset: number) => new Date(Date.now() + offset + TOKYO_OFFSET_MS).toISOString().slice(0, 10);

interface StartAnswer {
  runId: string;
  seed: number;
  course?: { day: string };
}

/** Flies a run from the idle card's button `button` and answers the run the server issued. */
async function flyFrom(page: Page, button: "start-course" | "play-again", goal: number): Promise<StartAnswer> {
  const started = page.waitForResponse((r) => r.url().endsWith("/api/runs") && r.request().method() === "POST");
  await page.getByTestId(button).click();
  const answer = (await (await started).json()) as StartAnswer;
  const flying = flyUntil(page, goal);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __flap: { phase: string } }).__flap.phase)).toBe("playing");
  await flying;
  await expect.poll(() => page.getByTestId("game-over").isVisible(), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => page.getByTestId("run-verdict").getAttribute("data-kind"), { timeout: 15_000 }).toBe("counted");
  return answer;
}

describe.each(["sqlite", "postgres"] as const)("the daily course [%s]", (engine) => {
  const clockFile = join(mkdtempSync(join(tmpdir(), "flap-clock-")), "offset");
  // Ten minutes before Tokyo's midnight: time enough for the first day's runs.
  let offset = offsetToTokyoMidnight(10 * 60_000);
  setServerClock(clockFile, offset);
  const app = useApp({
    engine,
    browser: engine === "sqlite",
    env: {
      ADMIN_PASSWORD,
      LEADERBOARD_TIMEZONE: "Asia/Tokyo",
      NODE_OPTIONS: `--import ${join(import.meta.dirname, "server-clock.ts")}`,
      E2E_CLOCK_FILE: clockFile,
    },
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (tests/dialects.ts): the course start (same seed for everyone, `course.day`)
  // and its finish ranked on the course and best-day boards only, in server/courses/routes.test.ts
  // "issues the day's course to every player only in a start's answer, and ranks it on the course
  // boards"; a new course at Tokyo's midnight, in server/courses/service.test.ts "changes at midnight in
  // Los Angeles and in Tokyo, not at UTC's"; the new day's empty course board with the best day kept,
  // "keeps a run started before midnight on the day it was issued, and the best day across days"; the
  // boards the home page and /leaderboard read, "flies the day's seed, goes on the course and best-day
  // boards only, pays and ranks like a free run"; Game Settings' panel, its skip (new seed, no entries)
  // and its audit row, in server/courses/routes.test.ts "shows today's course, skips and pins it
  // (audited), refuses bad input in the operator's language, and only for the operator" and
  // server/courses/service.test.ts "skip draws a new course, clears today's course board (audited) and
  // leaves runs of the old course unranked but paid"; the audit log's list, server/audit/service.test.ts
  // "records who did what to what, before and after, and lists newest first".
  it.runIf(engine === "sqlite")(
    "gives everyone the same course for the day, a new one after Tokyo's midnight, and the operator's skip",
    async () => {
      const firstDay = tokyoDay(offset);
      // Desktop: the home page offers the course beside the free run.
      const desktop = await openPage(app.browser, DESKTOP);
      await desktop.page.goto(app.server.url + "/", { waitUntil: "networkidle" });
      await expect
        .poll(() => desktop.page.getByTestId("home-course-leader").textContent())
        .toContain("No one has flown today's course yet");
      await desktop.page.getByTestId("home-course").screenshot({ path: `${SHOTS}/home-course-desktop.png` });
      // The home page's link, with the test hook the bot needs.
      expect(await desktop.page.getByTestId("home-course-play").getAttribute("href")).toBe("/play?mode=course");
      await desktop.page.goto(app.server.url + "/play?test&mode=course", { waitUntil: "networkidle" });
      expect(await desktop.page.getByTestId("start-course").isVisible()).toBe(true);
      expect(await desktop.page.getByTestId("start-game").isVisible()).toBe(true);
      const ann = await flyFrom(desktop.page, "start-course", 2);
      expect(ann.course).toEqual({ day: firstDay });
      expect(await desktop.page.getByTestId("course-badge").isVisible()).toBe(true);
      // The card ranks the run on the course boards only.
      await expect.poll(() => desktop.page.getByTestId("rank-course").getAttribute("data-rank")).toBe("1");
      expect(await desktop.page.getByTestId("rank-bestday").getAttribute("data-rank")).toBe("1");
      expect(await desktop.page.getByTestId("rank-daily").count()).toBe(0);
      await desktop.page.getByTestId("game-over").screenshot({ path: `${SHOTS}/play-course-over-desktop.png` });
      const annScore = Number(await desktop.page.getByTestId("final-score").textContent());
      // Play Again flies the course again: the same seed.
      const again = await flyFrom(desktop.page, "play-again", 1);
      expect(again.seed).toBe(ann.seed);

      // Another player (a phone, a fresh guest) gets the same course the same day.
      const bob = await openPage(app.browser, PHONE);
      await bob.page.goto(app.server.url + "/play?test&mode=course", { waitUntil: "networkidle" });
      await bob.page.screenshot({ path: `${SHOTS}/play-idle-phone.png` });
      const bobRun = await flyFrom(bob.page, "start-course", 1);
      expect(bobRun).toMatchObject({ seed: ann.seed, course: { day: firstDay } });
      await bob.close();

      // Past midnight in Tokyo: a new day, a new course.
      offset = offsetToTokyoMidnight(-5_000);
      setServerClock(clockFile, offset);
      const secondDay = tokyoDay(offset);
      expect(secondDay).not.toBe(firstDay);
      const phone = await openPage(app.browser, PHONE);
      await expect
        .poll(async () => {
          await phone.page.goto(app.server.url + "/leaderboard?board=course", { waitUntil: "networkidle" });
          return phone.page.getByTestId("leaderboard-empty").count();
        })
        .toBe(1);
      // Its empty state leads to the course.
      expect(await phone.page.getByTestId("leaderboard-empty").getByRole("link").getAttribute("href")).toBe("/play?mode=course");
      await phone.page.screenshot({ path: `${SHOTS}/leaderboard-course-phone.png`, fullPage: true });
      await phone.page.goto(app.server.url + "/leaderboard?board=bestday", { waitUntil: "networkidle" });
      expect(await phone.page.getByTestId("leaderboard").textContent()).toContain(String(annScore));
      await phone.page.goto(app.server.url + "/play?test&mode=course", { waitUntil: "networkidle" });
      const nextDay = await flyFrom(phone.page, "start-course", 1);
      expect(nextDay.course).toEqual({ day: secondDay });
      expect(nextDay.seed).not.toBe(ann.seed);
      await phone.page.screenshot({ path: `${SHOTS}/play-course-over-phone.png` });
      await phone.page.goto(app.server.url + "/", { waitUntil: "networkidle" });
      expect(await phone.page.getByTestId("home-course-record").textContent()).toContain(String(annScore));
      await phone.page.getByTestId("home-course").screenshot({ path: `${SHOTS}/home-course-phone.png` });
      await phone.close();

      // The operator skips the new day's course on Game Settings.
      const admin = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD, DESKTOP.viewport);
      await admin.page.goto(app.server.url + "/admin/settings", { waitUntil: "networkidle" });
      const panel = admin.page.getByTestId("daily-course");
      expect(await admin.page.getByTestId("daily-course-seed").textContent()).toBe(String(nextDay.seed));
      expect(await admin.page.getByTestId("daily-course-entries").textContent()).toBe("1");
      await admin.page.getByTestId("daily-course-skip").click();
      await admin.page.getByTestId("daily-course-confirm-confirm").click();
      await expect.poll(() => admin.page.getByTestId("daily-course-status").textContent()).toContain("Today's course was skipped");
      expect(await admin.page.getByTestId("daily-course-origin").getAttribute("data-origin")).toBe("skipped");
      expect(await admin.page.getByTestId("daily-course-entries").textContent()).toBe("0");
      const skippedSeed = Number(await admin.page.getByTestId("daily-course-seed").textContent());
      expect(skippedSeed).not.toBe(nextDay.seed);
      await panel.screenshot({ path: `${SHOTS}/admin-course-desktop.png` });
      // The audit log names the skip.
      await admin.page.goto(app.server.url + "/admin/audit?action=daily_course", { waitUntil: "networkidle" });
      expect(await admin.page.locator("main").textContent()).toContain("daily_course.skip");
      await admin.close();
      await desktop.close();
    },
    240_000,
  );
});
