// The leaderboards as players see them: the home page's Daily Leaderboard and Challenge sections and
// /leaderboard's tabs, server-rendered and updated live over Server-Sent Events by verified runs.
import type { APIRequestContext, Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GameSettings } from "../../game/sim/types.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { launchBrowser, openPage, recordPresence, renderedMarkup, untilHydrated } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { flyLikeAPerson } from "../support/person-run.ts";

interface StartedRun {
  runId: string;
  seed: number;
  settings: GameSettings;
}

/** A ranked run a person-like bot (tests/support/person-run.ts) plays until it has `score` points, then lets the bird fall. */
function botRun(started: StartedRun, score: number) {
  const sim = flyLikeAPerson({ seed: started.seed, settings: started.settings, flyWhile: (sim) => sim.summary().score < score });
  return {
    inputs: sim.inputs.map(([tick, action]) => [tick, action]),
    timing: sim.timings.slice(),
    score: sim.summary().score,
    ticks: sim.state.tick,
  };
}

/** The server requires the wall-clock time since start to cover the simulated time minus 2 s. */
async function waitForSimulatedTime(startedAt: number, ticks: number) {
  const wait = startedAt + (ticks / 60) * 1000 - 2000 + 250 - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
}

describe("leaderboards in the browser", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url } });
    browser = await launchBrowser();
    db = openDatabase(database.url);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await db?.close();
    await database?.drop();
  });

  /** Starts and finishes a verified run; `request` is a browser context's (its cookies) or null for a new visitor. */
  async function playRun(request: APIRequestContext | null, name: string, score: number) {
    const base = server.url;
    let cookie = "";
    let started: StartedRun;
    if (request) {
      const response = await request.post(base + "/api/runs", { headers: { Origin: base } });
      expect(response.status()).toBe(201);
      started = (await response.json()) as StartedRun;
    } else {
      const response = await fetch(base + "/api/runs", { method: "POST", headers: { Origin: base } });
      expect(response.status).toBe(201);
      cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      started = (await response.json()) as StartedRun;
    }
    // Counted from the answer: the server's clock started at its insert, before the answer left
    // (counted from the request, a slow answer made the finish look too fast on a busy machine).
    const startedAt = Date.now();
    const run = botRun(started, score);
    expect(run.score).toBe(score);
    await waitForSimulatedTime(startedAt, run.ticks);
    const body = JSON.stringify({ inputs: run.inputs, timing: run.timing, claimedScore: run.score, name });
    const url = `${base}/api/runs/${started.runId}/finish`;
    if (request) {
      const finish = await request.post(url, { headers: { Origin: base, "Content-Type": "application/json" }, data: body });
      expect(finish.status(), await finish.text()).toBe(200);
    } else {
      const finish = await fetch(url, {
        method: "POST",
        headers: { Origin: base, Cookie: cookie, "Content-Type": "application/json" },
        body,
      });
      expect(finish.status, await finish.clone().text()).toBe(200);
    }
  }

  const html = async (path: string) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    return response.text();
  };

  const names = (page: Page) => page.getByTestId("leaderboard-entry").locator(".font-bold.truncate").allTextContents();

  it("a fresh database: the two samples on today's board, the exact empty state on the week and all time", async () => {
    for (const path of ["/", "/leaderboard", "/leaderboard?board=daily"]) {
      const page = await html(path);
      expect(page).toContain("FlappyPro");
      expect(page).toContain("SkyDancer");
      expect(page).toContain("8 spots left on today&#x27;s leaderboard. Play now to claim one!");
    }
    for (const board of ["weekly", "alltime"]) {
      const page = await html(`/leaderboard?board=${board}`);
      expect(page).toContain("No scores yet! Be the first to play and get on the leaderboard.");
      expect(page).not.toContain("FlappyPro");
      // The chosen tab is server-rendered as the selected one.
      expect(page).toMatch(
        new RegExp(`aria-selected="true"[^>]*id="leaderboard-tab-${board}"|id="leaderboard-tab-${board}"[^>]*aria-selected="true"`),
      );
    }
    // A visitor without a score gets the first-score prompt and 'Play Now'.
    const home = await html("/");
    expect(home).toContain("You haven&#x27;t set a score yet.");
    expect(renderedMarkup(home)).not.toContain("Beat My Score");
  });

  it("switches tabs by click and arrow keys, with the board in the URL", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + "/leaderboard", { waitUntil: "networkidle" });
    const tab = (name: string) => page.getByRole("tab", { name });
    expect(await page.getByRole("tablist").count()).toBe(1);
    expect(await tab("Today").getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("tabpanel").getByTestId("leaderboard-entry").count()).toBe(2);

    await tab("This Week").click();
    await expect.poll(() => page.url()).toBe(server.url + "/leaderboard?board=weekly");
    await expect.poll(() => tab("This Week").getAttribute("aria-selected")).toBe("true");
    await expect.poll(() => page.getByTestId("leaderboard-empty").count()).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Weekly Leaderboard");

    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.url()).toBe(server.url + "/leaderboard?board=alltime");
    await expect.poll(() => tab("All Time").getAttribute("aria-selected")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("leaderboard-tab-alltime");
    // The daily course's two boards follow the free runs' three.
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.url()).toBe(server.url + "/leaderboard?board=course");
    await expect.poll(() => tab("Daily Course").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.url()).toBe(server.url + "/leaderboard?board=bestday");
    await page.keyboard.press("ArrowRight"); // wraps around
    await expect.poll(() => page.url()).toBe(server.url + "/leaderboard?board=daily");
    await expect.poll(() => page.getByTestId("leaderboard-entry").count()).toBe(2);
    await page.keyboard.press("End");
    await expect.poll(() => tab("Best Day").getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("Home");
    await expect.poll(() => tab("Today").getAttribute("aria-selected")).toBe("true");
    // Only the selected tab is in the tab order.
    expect(await page.locator('[role="tab"][tabindex="0"]').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("a verified run appears live, without a reload, on open pages", async () => {
    const home = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    const board = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true });
    await home.page.goto(server.url + "/", { waitUntil: "networkidle" });
    await board.page.goto(server.url + "/leaderboard?board=daily", { waitUntil: "networkidle" });
    for (const { page } of [home, board]) {
      await expect.poll(() => page.getByTestId("leaderboard-live").count()).toBe(1);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      expect(await names(page)).toEqual(["FlappyPro", "SkyDancer"]);
    }

    await playRun(null, "LiveBird", 2);

    for (const { page } of [home, board]) {
      // The samples show only until the day has a real score.
      await expect.poll(() => names(page)).toEqual(["LiveBird"]);
      expect(await page.getByTestId("leaderboard-spots").textContent()).toBe("9 spots left on today's leaderboard. Play now to claim one!");
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    }
    expect(home.errors).toEqual([]);
    expect(board.errors).toEqual([]);
    await home.close();
    await board.close();
  });

  it("shows the player's own rank under the top 10, marks their row, and offers 'Beat My Score'", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });

    // Ten better players on the all-time board, written straight to the database before the player's
    // run: the run's finish then tells the live boards (an open page's stream keeps the board it last
    // loaded, and rows written behind the server's back would not reach it).
    await db.kysely
      .insertInto("leaderboard_entries")
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          id: `e2e-top-${i}`,
          board: "alltime",
          period: "all",
          player_id: `e2e-player-${i}`,
          name: `Ace${i}`,
          score: 100 + i,
          achieved_at: Date.now() - 60_000,
        })),
      )
      .execute();
    await playRun(page.request, "Me", 1);
    const api = (await (await page.request.get(server.url + "/api/leaderboards/alltime")).json()) as { me: { rank: number } };
    expect(api.me.rank).toBeGreaterThan(10);

    await page.goto(server.url + "/leaderboard?board=alltime", { waitUntil: "networkidle" });
    expect(await page.getByTestId("leaderboard-entry").count()).toBe(10);
    expect(await page.getByTestId("leaderboard-spots").count()).toBe(0);
    const own = page.getByTestId("leaderboard-me");
    expect(await own.locator("[data-me]").getAttribute("data-rank")).toBe(String(api.me.rank));
    expect(await own.textContent()).toContain("Your rank");
    expect(await own.textContent()).toContain("Me");

    // On today's board the player is in the top: their row is marked, no extra row.
    await page.getByRole("tab", { name: "Today" }).click();
    await expect.poll(() => page.locator('[data-testid="leaderboard-entry"] [data-me="true"]').count()).toBe(1);
    expect(await page.getByTestId("leaderboard-me").count()).toBe(0);

    // A live change refetches the player's own view once (debounced): the stream does not say whose rows are whose.
    const refetches: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/leaderboards/daily")) refetches.push(request.url());
    });
    await playRun(null, "Rival", 2);
    await expect.poll(() => names(page)).toEqual(["LiveBird", "Rival", "Me"]);
    await expect.poll(() => refetches.length).toBe(1);
    await expect.poll(() => page.locator('[data-testid="leaderboard-entry"] [data-me="true"]').getAttribute("data-rank")).toBe("3");

    // The challenge section shows the all-time best and a link to beat it, with the share bar.
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    const challenge = page.locator("#challenge-section");
    expect(await challenge.getByTestId("challenge-best").textContent()).toBe("1");
    expect(await challenge.getByRole("link", { name: "Beat My Score" }).getAttribute("href")).toBe("/play");
    await expect.poll(() => challenge.getByTestId("share-bar").count()).toBe(1);
    expect(decodeURIComponent((await challenge.getByTestId("share-twitter").getAttribute("href")) ?? "")).toContain(
      "I scored 1 points in Flap Master!",
    );
    for (const link of await challenge.getByTestId("share-bar").locator("a").all()) {
      expect(await link.getAttribute("href")).toMatch(/^(https:\/\/|mailto:)/);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("copies the challenge link with a check mark for 2 s, and opens the device's share sheet where it has one", async () => {
    const { page, errors, close } = await openPage(browser, {
      viewport: { width: 390, height: 844 },
      permissions: ["clipboard-read", "clipboard-write"],
    });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    await playRun(page.request, "Sharer", 1);
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    const bar = page.locator("#challenge-section").getByTestId("share-bar");
    await expect.poll(() => bar.count()).toBe(1);
    // Desktop Chromium on Linux has no Web Share API: no button for it.
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    expect(await bar.getByTestId("share-native").count()).toBe(0);

    // The page's share URL (PUBLIC_URL + /play), as the share links carry it.
    const shareUrl = new URL((await bar.getByTestId("share-twitter").getAttribute("href"))!).searchParams.get("url");
    expect(shareUrl).toMatch(/^https?:\/\/[^/]+\/play$/);
    const copy = bar.getByTestId("share-copy");
    // How long the check mark shows is measured on the page's clock, as the button's attribute changes.
    const checkMark = await recordPresence(page, '#challenge-section [data-testid="share-copy"][data-copied="true"]');
    // The button is the server's until the page hydrates; a click before that does nothing (seen in CI).
    await untilHydrated(copy);
    await copy.click();
    await expect.poll(() => copy.getAttribute("data-copied")).toBe("true");
    expect(await copy.getAttribute("aria-label")).toBe("Link copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await expect.poll(() => copy.getAttribute("data-copied")).toBeNull();
    const shown = await checkMark();
    expect(shown.map((c) => c.present)).toEqual([false, true, false]);
    expect(shown[2]!.at - shown[1]!.at).toBeGreaterThanOrEqual(1900);
    expect(shown[2]!.at - shown[1]!.at).toBeLessThan(5000);
    expect(await copy.getAttribute("aria-label")).toBe("Copy link");

    // A device with the Web Share API (a phone): its share sheet gets the score's text and the link.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data), configurable: true });
    });
    await page.reload({ waitUntil: "networkidle" });
    await bar.getByTestId("share-native").click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
      .toEqual([
        { title: "Can you beat my Flap Master score?", text: "I scored 1 points in Flap Master! Can you beat me?", url: shareUrl },
      ]);
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone, the player's own row shows a name of the longest length whole, beside its mark, score and Watch", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    // 15 characters, the longest a name may be (NAME_MAX); the row used to cut it to "Gabriell…".
    await playRun(page.request, "Gabriella Smith", 3);
    await page.goto(server.url + "/leaderboard?board=daily", { waitUntil: "networkidle" });
    const own = page.locator('[data-testid="leaderboard-entry"] [data-me="true"]');
    const name = own.locator(".font-bold.truncate");
    await expect.poll(() => name.textContent()).toBe("Gabriella Smith");
    const [scrollWidth, clientWidth] = await name.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // The "You" mark and Watch still show, inside the row.
    // (Each breakpoint has its own place for the mark; one shows.)
    expect(await own.getByText("You", { exact: true }).filter({ visible: true }).count()).toBe(1);
    const row = (await own.boundingBox())!;
    const watch = (await own.getByTestId("watch-run").boundingBox())!;
    expect(watch.x + watch.width).toBeLessThanOrEqual(row.x + row.width);
    expect(watch.height).toBeGreaterThanOrEqual(36);
    expect(await own.getByTestId("watch-run").getAttribute("aria-label")).toContain("Gabriella Smith");
    expect(errors).toEqual([]);
    await close();
  });
});
