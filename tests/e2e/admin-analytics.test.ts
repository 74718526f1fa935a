// Analytics as the operator reads it in /admin/analytics: a fresh site shows 'No data available.';
// after games (events as the runs service writes them), a card payment and beacon page views, the
// Today and All Time tabs show exactly those numbers, a segment narrows them, and the raw-event
// retention setting saves. Screenshots land in test-results/admin-analytics/.
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEventsService } from "../../server/analytics/events.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { migrateToLatest } from "../../server/db/migrate.ts";
import { openAdminPage } from "./admin-page.ts";
import { launchBrowser } from "./browser.ts";
import { useApp } from "./fixture.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

const ADMIN_PASSWORD = "operator-analytics-password";
const shots = "test-results/admin-analytics";
mkdirSync(shots, { recursive: true });
const DAY = 86_400_000;
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

const kpi = (page: Page, name: string) => page.getByTestId(`kpi-${name}-value`).innerText();

describe("admin Analytics on a fresh site", () => {
  const app = useApp({ engine: "sqlite", browser: true, env: { ADMIN_PASSWORD } });

  it("shows 'No data available.' for Today", async () => {
    const { page, errors, close } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD);
    try {
      await page.goto(`${app.server.url}/admin/analytics`, { waitUntil: "networkidle" });
      expect(await page.locator("h1").innerText()).toBe("Analytics");
      expect(await page.getByTestId("analytics-empty").innerText()).toBe("No data available.");
      expect(await page.getByTestId("range-today").getAttribute("aria-current")).toBe("page");
      expect(await page.getByTestId("analytics-ranges").innerText()).toMatch(/Today\s+This Week\s+This Month\s+All Time/);
      expect(await page.getByTestId("kpi-players").count()).toBe(0);
      await page.getByTestId("range-all").click();
      await page.waitForURL(/range=all/);
      expect(await page.getByTestId("analytics-empty").innerText()).toBe("No data available.");
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/empty.png`, fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe("admin Analytics with history", () => {
  // Closed days are rolled up once and then read from the rollups, so past games are written
  // before the server (and its rollup job) starts, as they would have been on those days.
  const app = {} as { database: TestDatabase; server: RunningServer; browser: Browser };
  let db: Db;
  let run = 0;

  beforeAll(async () => {
    // The server's day is UTC's (LEADERBOARD_TIMEZONE's default): this file's today and yesterday
    // must stay the same days while it runs, so it starts neither just before nor just after midnight.
    const sinceMidnight = Date.now() % DAY;
    if (sinceMidnight > DAY - 180_000) await new Promise((done) => setTimeout(done, DAY - sinceMidnight + 15_000));
    else if (sinceMidnight < 15_000) await new Promise((done) => setTimeout(done, 15_000 - sinceMidnight));
    app.database = await createTestDatabase("sqlite");
    db = openDatabase(app.database.url);
    await migrateToLatest(db);
    await seedHistory();
    // Behind a proxy (as in production): the beacon's X-Forwarded-For gives the visitor's country.
    app.server = await startServer({ env: { DATABASE_URL: app.database.url, ADMIN_PASSWORD, TRUST_PROXY: "true" } });
    app.browser = await launchBrowser();
  }, 300_000);
  afterAll(async () => {
    await app.browser?.close();
    await app.server?.stop();
    await db?.close();
    await app.database?.drop();
  });

  async function game(player: string, at: number, score?: number) {
    const events = createEventsService(db);
    const runId = `run-${++run}`;
    await events.record({ name: "start_game", playerId: player, runId, at });
    if (score !== undefined) await events.record({ name: "end_game", playerId: player, runId, value: score, at: at + 1000 });
  }

  async function seedHistory() {
    const iso = new Date(Date.now() - 60 * DAY).toISOString();
    await db.kysely
      .insertInto("user")
      .values([
        { id: "acc1", name: "Ada", email: "ada@example.com", createdAt: iso, updatedAt: iso, isAnonymous: false, role: "player" },
        { id: "guest1", name: "Guest", email: "guest1@example.com", createdAt: iso, updatedAt: iso, isAnonymous: true, role: "player" },
      ])
      .execute();
    // Yesterday: one game; 40 days ago: one more (All Time only).
    await game("acc1", Date.now() - DAY, 5);
    await game("acc1", Date.now() - 40 * DAY, 30);
  }

  /** Today's games as the runs service records them (a start, and a finish with the score), a payment and page views. */
  async function seedToday() {
    const now = Date.now();
    const dayStart = Math.floor(now / DAY) * DAY;
    // A few minutes ago, but never before today's midnight (a run just after it).
    const minutesAgo = (minutes: number) => Math.max(now - minutes * 60_000, dayStart + (10 - minutes) * 1000);
    // Today: 4 starts, 3 finishes (10, 20, 4), 2 players.
    await game("acc1", minutesAgo(5), 10);
    await game("acc1", minutesAgo(4), 20);
    await game("acc1", minutesAgo(3));
    await game("guest1", minutesAgo(2), 4);
    // One card payment today, $4.99.
    await db.kysely
      .insertInto("checkout_sessions")
      .values({
        id: "cs-e2e",
        provider: "sandbox",
        player_id: "acc1",
        pack_id: "pack",
        coins: 100,
        amount_cents: 499,
        currency: "usd",
        status: "paid",
        created_at: minutesAgo(1) - 10_000,
        fulfilled_at: minutesAgo(1),
        updated_at: minutesAgo(1),
      })
      .execute();
    // Three page views from two browsers through the public beacon: a laptop in Great Britain, a
    // phone in Japan (DB-IP's table: 81.2.69.142 and 133.242.0.3).
    for (const [path, agent, address, width] of [
      ["/", CHROME, "81.2.69.142", 1280],
      ["/leaderboard", CHROME, "81.2.69.142", 1280],
      ["/", SAFARI, "133.242.0.3", 390],
    ] as const) {
      const response = await fetch(`${app.server.url}/api/events/pageview`, {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": agent, "x-forwarded-for": address },
        body: JSON.stringify({ path, width }),
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("x-pageview")).toBe("recorded");
    }
  }

  it("shows the counted numbers per range and segment against the previous period; the retention setting saves", async () => {
    const { page, errors, close, client } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD);
    try {
      // Nothing today yet: the empty state, though earlier days have games.
      await page.goto(`${app.server.url}/admin/analytics`, { waitUntil: "networkidle" });
      expect(await page.getByTestId("analytics-empty").innerText()).toBe("No data available.");

      await seedToday();
      const segment = await client.send("/api/admin/segments", {
        json: {
          action: "create",
          name: "Guests",
          description: "Players without an account",
          criteria: [{ type: "account_type", operator: "is", value: "guest" }],
        },
      });
      expect(segment.status).toBe(201);
      const segmentId = ((await segment.json()) as { segment: { id: string } }).segment.id;

      // Today, everyone.
      await page.reload({ waitUntil: "networkidle" });
      expect(await page.getByTestId("analytics-empty").count()).toBe(0);
      expect(await kpi(page, "players")).toBe("2");
      expect(await kpi(page, "gamesStarted")).toBe("4");
      expect(await kpi(page, "gamesFinished")).toBe("3");
      expect(await kpi(page, "completionRate")).toBe("75%");
      expect(await kpi(page, "averageScore")).toBe("11.33");
      expect(await kpi(page, "medianScore")).toBe("10");
      expect(await kpi(page, "purchases")).toBe("1");
      expect(await kpi(page, "revenue")).toBe("$4.99");
      expect(await kpi(page, "pageViews")).toBe("3");
      expect(await kpi(page, "visitors")).toBe("2");
      // Every figure the report computes is on the page: the rest as the API answers them.
      const api = (await (await client.send("/api/admin/analytics?range=today")).json()) as {
        current: { grossRevenueCents: number; refundedCents: number; coinPurchases: number; coinsSpent: number; newAccounts: number };
      };
      const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      expect(await kpi(page, "grossRevenue")).toBe(usd(api.current.grossRevenueCents));
      expect(await kpi(page, "refunded")).toBe(usd(api.current.refundedCents));
      expect(await kpi(page, "coinPurchases")).toBe(String(api.current.coinPurchases));
      expect(await kpi(page, "coinsSpent")).toBe(api.current.coinsSpent.toLocaleString("en-US"));
      expect(await kpi(page, "newAccounts")).toBe(String(api.current.newAccounts));
      // The days as CSV, from the page's link.
      const href = (await page.getByTestId("analytics-csv").getAttribute("href"))!;
      expect(href).toBe("/api/admin/analytics.csv?range=today");
      const csv = await client.send(href);
      expect(csv.status).toBe(200);
      const [header, today] = (await csv.text()).trimEnd().split("\r\n");
      expect(header).toBe("date,games_started,games_finished,players,purchases,revenue_cents,page_views,visitors");
      expect(today!.split(",").slice(1, 4)).toEqual(["4", "3", "2"]);
      // Against yesterday: 1 start by 1 player.
      expect(await page.getByTestId("kpi-gamesStarted-previous").innerText()).toBe("Before: 1");
      expect(await page.getByTestId("kpi-gamesStarted").innerText()).toContain("▲ 300%");
      expect(await page.getByTestId("funnel-started-value").innerText()).toBe("2 · 100%");
      expect(await page.getByTestId("funnel-finished-value").innerText()).toBe("2 · 100%");
      expect(await page.getByTestId("funnel-purchased-value").innerText()).toBe("1 · 50%");
      expect(await page.getByTestId("chart-activity-svg").getAttribute("aria-label")).toContain("4 games started, 3 finished");
      expect(await page.getByTestId("chart-scores-svg").getAttribute("role")).toBe("img");
      expect(await page.getByTestId("top-pages").locator("tbody tr").allInnerTexts()).toEqual(["/\t2", "/leaderboard\t1"]);
      // Where the visitors were and what they saw the site on: country, visitors, views.
      const breakdown = (testId: string) =>
        page
          .getByTestId(testId)
          .evaluateAll((rows) =>
            rows.map((row) => [...row.querySelectorAll("th > span:first-child, td")].map((cell) => cell.textContent).join(" | ")),
          );
      expect(await breakdown("countries-row")).toEqual(["🇬🇧 United Kingdom | 1 | 2", "🇯🇵 Japan | 1 | 1"]);
      expect(await breakdown("devices-row")).toEqual(["Laptop (992–1,439 px) | 1 | 2", "Phone (under 576 px) | 1 | 1"]);
      expect(await page.getByTestId("countries").getByRole("link", { name: "DB-IP" }).getAttribute("href")).toBe("https://db-ip.com");
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/today.png`, fullPage: true });

      // A custom range: the Custom tab opens on the last 30 days (today's 4 games and yesterday's 1,
      // not the one 40 days ago), against the 30 days before (that one).
      const todayDate = new Date().toISOString().slice(0, 10);
      const yesterdayDate = new Date(Date.now() - DAY).toISOString().slice(0, 10);
      await page.getByTestId("range-custom").click();
      await page.waitForURL(/range=custom/);
      await expect.poll(() => kpi(page, "gamesStarted")).toBe("5");
      expect(new URL(page.url()).searchParams.get("to")).toBe(todayDate);
      expect(await page.getByTestId("kpi-gamesStarted-previous").innerText()).toBe("Before: 1");
      expect(await page.getByTestId("analytics-to").inputValue()).toBe(todayDate);
      // Yesterday alone, chosen in the form: its one game, against the day before (none).
      await page.getByTestId("analytics-from").fill(yesterdayDate);
      await page.getByTestId("analytics-to").fill(yesterdayDate);
      await page.getByTestId("analytics-custom-apply").click();
      await page.waitForURL(new RegExp(`from=${yesterdayDate}&to=${yesterdayDate}`));
      await expect.poll(() => kpi(page, "gamesStarted")).toBe("1");
      expect(await page.getByTestId("analytics-period").innerText()).toContain(`${yesterdayDate} (UTC)`);
      expect(await page.getByTestId("analytics-csv").getAttribute("href")).toBe(
        `/api/admin/analytics.csv?range=custom&from=${yesterdayDate}&to=${yesterdayDate}`,
      );
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/custom.png`, fullPage: true });
      // A hand-edited range that cannot be: a note, and Today shown.
      await page.goto(`${app.server.url}/admin/analytics?from=${todayDate}&to=${yesterdayDate}`, { waitUntil: "networkidle" });
      expect(await page.getByTestId("analytics-invalid-range").innerText()).toContain("at most 3,660 days");
      expect(await kpi(page, "gamesStarted")).toBe("4");
      await page.goto(`${app.server.url}/admin/analytics?range=today`, { waitUntil: "networkidle" });

      // All Time adds the older games, without a previous period.
      await page.getByTestId("range-all").click();
      await page.waitForURL(/range=all/);
      await expect.poll(() => kpi(page, "gamesStarted")).toBe("6");
      expect(await kpi(page, "gamesFinished")).toBe("5");
      expect(await kpi(page, "players")).toBe("2");
      expect(await kpi(page, "medianScore")).toBe("10");
      expect(await page.getByTestId("kpi-gamesStarted-previous").count()).toBe(0);
      expect(await page.getByTestId("range-all").getAttribute("aria-current")).toBe("page");

      // The Guests segment: only the guest's game; page views stay site-wide.
      await page.getByTestId("analytics-segment").selectOption(segmentId);
      await page.waitForURL(new RegExp(`segment=${segmentId}`));
      await expect.poll(() => kpi(page, "gamesStarted")).toBe("1");
      expect(new URL(page.url()).searchParams.get("range")).toBe("all");
      expect(await kpi(page, "players")).toBe("1");
      expect(await kpi(page, "averageScore")).toBe("4");
      expect(await kpi(page, "purchases")).toBe("0");
      expect(await kpi(page, "pageViews")).toBe("3");
      // The range links keep the segment; the URL alone renders the same page.
      await page.getByTestId("range-today").click();
      await page.waitForURL(/range=today/);
      await expect.poll(() => kpi(page, "gamesStarted")).toBe("1");
      const html = await (await client.send(`/admin/analytics?range=today&segment=${segmentId}`)).text();
      expect(html).toContain('data-testid="kpi-gamesStarted-value">1<');

      // Raw event retention: a refused value names the limit, a good one is saved and audited.
      const days = page.getByTestId("retention-days");
      await days.fill("3");
      await page.getByTestId("retention-save").click();
      await expect.poll(() => page.getByTestId("retention-status").getAttribute("data-kind")).toBe("error");
      expect(await page.getByTestId("retention-status").innerText()).toContain("at least 7");
      await days.fill("30");
      await page.getByTestId("retention-save").click();
      await expect.poll(() => page.getByTestId("retention-status").innerText()).toBe("Saved: raw events are kept for 30 days.");
      const settings = (await (await client.send("/api/admin/analytics?view=settings")).json()) as { settings: { retentionDays: number } };
      expect(settings.settings.retentionDays).toBe(30);
      await page.reload({ waitUntil: "networkidle" });
      expect(await days.inputValue()).toBe("30");
      expect(await axe(page)).toEqual([]);
      // The reload keeps the scroll; a full-page shot from mid-page repeats the sticky header.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${shots}/segment.png`, fullPage: true });

      // A phone: nothing scrolls sideways.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${app.server.url}/admin/analytics?range=week`, { waitUntil: "networkidle" });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/phone.png`, fullPage: true });
      await page.getByTestId("kpi-players").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/phone-kpis.png` });
      await page.getByTestId("chart-activity").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/phone-charts.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${shots}/week.png`, fullPage: true });
      // Only the refused retention value's 400, which the browser logs for any failed request.
      expect(errors.splice(0)).toEqual(["console: Failed to load resource: the server responded with a status of 400 ()"]);
    } finally {
      await close();
    }
  });
});
