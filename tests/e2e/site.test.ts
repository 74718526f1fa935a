import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

// Every page of the spec's route table, with the heading a visitor must see.
const ROUTES: Array<[path: string, heading: string]> = [
  ["/", "Can You Master the Flap?"],
  ["/play", "Ready to Fly?"],
  ["/store", "Store"],
  ["/leaderboard", "Daily Leaderboard"],
  ["/login", "Welcome Back"],
  ["/success", "Payment"],
  ["/terms", "Terms of Service"],
  ["/privacy", "Privacy Policy"],
  ["/contact", "Contact Us"],
  // The /admin pages need the operator's session: tests/e2e/auth-admin.test.ts renders them signed in.
];

describe.each(["sqlite", "postgres"] as const)("site on %s", (dialect) => {
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startServer({ env: { DATABASE_URL: database.url } });
    // CI time: the browser flows below run on SQLite only (docs/decisions/030).
    if (dialect === "sqlite") browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  it.each(ROUTES)("server-renders %s with its heading", async (path, heading) => {
    const response = await fetch(server.url + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<h1");
    expect(html).toContain(heading.replace("&", "&amp;"));
  });

  // CI time: the browser flows run on SQLite only; the pages are the same on either engine, and what
  // they call is tested on both: each page's loader ("server-renders %s with its heading" above, and
  // the 404 answer below), the page-view beacon POST /api/events/pageview (server/analytics/routes.test.ts,
  // "records a public page view without setting a cookie; ignores bots, test traffic and the operator")
  // and the home page's live board, GET /api/leaderboards/stream (server/leaderboards/feed.test.ts,
  // "answers the SSE response: headers, retry, snapshots, and releases on abort").
  it.runIf(dialect === "sqlite")("renders every route in the browser with no console error", async () => {
    const { page, errors, close } = await openPage(browser);
    for (const [path, heading] of ROUTES) {
      const response = await page.goto(server.url + path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.locator("h1").first().textContent()).toContain(heading);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it("sends a visitor without the operator's session from /admin to /", async () => {
    const response = await fetch(server.url + "/admin", { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const response = await fetch(server.url + "/no/such/page");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Oops! The bird you&#x27;re looking for has flown away.");
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the 404 answer just above, the home page's loader and requests as for the
  // first browser flow).
  it.runIf(dialect === "sqlite")("shows the 404 page in the browser, and its link leads home", async () => {
    const { page, errors, close } = await openPage(browser);
    const visit = await page.goto(server.url + "/pipes-everywhere");
    expect(visit?.status()).toBe(404);
    await expect.poll(() => page.getByRole("heading", { name: "Page Not Found" }).count()).toBe(1);
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(server.url + "/");
    // Chromium reports the document's own 404 status on the console; nothing else may appear.
    const seen = errors.splice(0);
    expect(seen.filter((e) => !/Failed to load resource: .*status of 404/.test(e))).toEqual([]);
    expect(seen.length).toBe(1);
    await close();
  });

  it("answers unknown JSON endpoints with a 404 JSON error", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await fetch(server.url + "/api/no-such-endpoint", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ error: "not_found", message: "No such endpoint." });
    }
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (as for "renders every route in the browser with no console error").
  it.runIf(dialect === "sqlite")("turns the header opaque after scrolling past 20 px", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + "/terms", { waitUntil: "networkidle" });
    const header = page.getByTestId("site-header");
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    await page.mouse.wheel(0, 600);
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("true");
    const shadow = await header.evaluate((element) => getComputedStyle(element).boxShadow);
    expect(shadow).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => header.getAttribute("data-scrolled")).toBe("false");
    expect(errors).toEqual([]);
    await close();
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (as for "renders every route in the browser with no console error").
  it.runIf(dialect === "sqlite")("closes the mobile menu on navigation", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    const toggle = page.getByTestId("mobile-menu-toggle");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    const menu = page.getByTestId("mobile-menu");
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole("link", { name: "Store" }).click();
    await page.waitForURL(server.url + "/store");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (as for "renders every route in the browser with no console error").
  it.runIf(dialect === "sqlite")("highlights the current link and shows the home-only scroll links only on /", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    const header = page.getByTestId("site-header");
    await expect.poll(() => header.getByRole("button", { name: "Challenge Friends" }).count()).toBe(1);
    await header.getByRole("button", { name: "Challenge Friends" }).click();
    await expect
      .poll(() => page.evaluate(() => document.getElementById("challenge-section")!.getBoundingClientRect().top))
      .toBeLessThan(200);
    await page.goto(server.url + "/store", { waitUntil: "networkidle" });
    expect(await header.getByRole("button", { name: "Challenge Friends" }).count()).toBe(0);
    expect(await header.getByRole("link", { name: "Store", exact: true }).getAttribute("aria-current")).toBe("page");
    expect(errors).toEqual([]);
    await close();
  });

  it("shows the seeded sample entries on the leaderboard", async () => {
    const html = await (await fetch(server.url + "/leaderboard")).text();
    expect(html).toContain("FlappyPro");
    expect(html).toContain("SkyDancer");
  });
});
