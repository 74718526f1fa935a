// Analytics end to end: a visitor's Chromium sends one cookie-less page view per page (the first
// page and a client-side navigation), a ?test page and the operator's own browsing are not counted,
// nor a headless browser (a bot); a guest's game start counts; the admin API reports all of it.
import { expect, it, describe } from "vitest";
import { asAdmin, asGuest } from "./auth-client.ts";
import { openPage, type WatchedPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "analytics-e2e-password";
/** A desktop Chrome: HeadlessChrome, the default here, is a bot to the beacon (isbot). */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

interface Today {
  current: { pageViews: number; visitors: number; gamesStarted: number; players: number; topPages: { path: string; views: number }[] };
  empty: boolean;
}

describe("Analytics", () => {
  const app = useApp({ browser: true, env: { ADMIN_PASSWORD } });

  it("counts a visitor's page views and game, not the operator's, a bot's or a ?test page; the admin API reports them", async () => {
    const base = app.server.url;
    const admin = await asAdmin(base, ADMIN_PASSWORD);
    const today = async () => {
      const response = await admin.send("/api/admin/analytics?range=today");
      expect(response.status).toBe(200);
      return (await response.json()) as Today;
    };
    expect(await today()).toMatchObject({ empty: true, current: { pageViews: 0, gamesStarted: 0 } });

    const pages: WatchedPage[] = [];
    try {
      // A visitor: the home page, then the store through the header's link (no reload), then a ?test page.
      const visitor = await openPage(app.browser, { userAgent: CHROME, viewport: { width: 1280, height: 900 } });
      pages.push(visitor);
      const beacons: string[] = [];
      visitor.page.on("response", (response) => {
        if (response.url().endsWith("/api/events/pageview")) beacons.push(`${response.status()} ${response.headers()["x-pageview"]}`);
      });
      await visitor.page.goto(base + "/", { waitUntil: "networkidle" });
      await expect.poll(() => beacons.length).toBe(1);
      await visitor.page.locator('header a[href="/store"]').first().click();
      await visitor.page.waitForURL(base + "/store");
      await expect.poll(() => beacons.length).toBe(2);
      await visitor.page.goto(base + "/terms?test=1", { waitUntil: "networkidle" });
      await expect.poll(() => beacons.length).toBe(3);
      expect(beacons).toEqual(["204 recorded", "204 recorded", "204 ignored; reason=test_traffic"]);
      const cookies = await visitor.page.context().cookies();
      expect(cookies.map((cookie) => cookie.name)).toEqual([]);

      // The operator browsing the site with a real browser's user agent: ignored.
      const operator = await openPage(app.browser, { userAgent: CHROME });
      pages.push(operator);
      const url = new URL(base);
      await operator.page.context().addCookies(
        [...admin.cookies].map(([name, value]) => ({
          name,
          value,
          domain: url.hostname,
          path: "/",
          httpOnly: true,
          sameSite: "Lax" as const,
        })),
      );
      const operatorBeacon = operator.page.waitForResponse((response) => response.url().endsWith("/api/events/pageview"));
      await operator.page.goto(base + "/leaderboard", { waitUntil: "networkidle" });
      expect((await operatorBeacon).headers()["x-pageview"]).toBe("ignored; reason=admin");

      // Headless Chromium's own user agent: a bot.
      const headless = await openPage(app.browser);
      pages.push(headless);
      const botBeacon = headless.page.waitForResponse((response) => response.url().endsWith("/api/events/pageview"));
      await headless.page.goto(base + "/contact", { waitUntil: "networkidle" });
      expect((await botBeacon).headers()["x-pageview"]).toBe("ignored; reason=bot");

      // A guest starts a game (recorded by the server, not the browser).
      const guest = await asGuest(base);
      expect((await guest.send("/api/runs", { method: "POST" })).status).toBe(201);

      const report = await today();
      expect(report).toMatchObject({ empty: false, current: { pageViews: 2, visitors: 1, gamesStarted: 1, players: 1 } });
      expect(report.current.topPages).toEqual([
        { path: "/", views: 1 },
        { path: "/store", views: 1 },
      ]);
      for (const page of pages) expect(page.errors).toEqual([]);
    } finally {
      for (const page of pages) await page.close();
    }
  });

  it("the admin API refuses others and bad input", async () => {
    const base = app.server.url;
    const guest = await asGuest(base);
    expect((await guest.send("/api/admin/analytics?range=week")).status).toBe(403);
    const admin = await asAdmin(base, ADMIN_PASSWORD);
    const bad = await admin.send("/api/admin/analytics?range=decade");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "invalid_query" });
    const badSetting = await admin.send("/api/admin/analytics", { json: { retentionDays: 1 } });
    expect(badSetting.status).toBe(400);
    expect(await badSetting.json()).toEqual({ error: "invalid_settings", message: "retentionDays must be at least 7" });
    const beacon = await guest.send("/api/events/pageview", { json: { path: "not-a-path" } });
    expect(beacon.status).toBe(400);
  });
});
