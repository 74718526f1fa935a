// Installable and offline: the manifest and icons, the service worker's precache, and /play
// reloaded without a network (the game plays, unranked).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

// The only console errors allowed offline: Chromium's line for each request that could not be sent
// (the game's POST /api/runs and the like), never a script error or a missing asset.
const OFFLINE_REQUEST_ERROR = /^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/;

const phaseOf = (page: Page) => page.evaluate(() => (window as unknown as { __flap: { phase: string } }).__flap.phase);

async function waitForController(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 20_000 }).toBe("activated");
}

describe("installable, offline /play", () => {
  const app = useApp({ browser: true });

  it("links a manifest with a /play start URL and 192, 512 and maskable PNG icons that exist", async () => {
    const html = await (await fetch(app.server.url + "/")).text();
    expect(html).toMatch(/<link [^>]*rel="manifest" href="\/manifest\.webmanifest"/);
    expect(html).toMatch(/<meta name="theme-color" content="#4fc3e8"/);
    expect(html).toMatch(/<link [^>]*rel="apple-touch-icon" href="\/icons\/apple-touch-icon\.png"/);
    const response = await fetch(app.server.url + "/manifest.webmanifest");
    expect(response.headers.get("content-type")).toContain("application/manifest+json");
    const manifest = (await response.json()) as {
      short_name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({ short_name: "Flap Master", start_url: "/play", display: "standalone" });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const src of [...manifest.icons.map((i) => i.src), "/icons/apple-touch-icon.png"]) {
      const icon = await fetch(app.server.url + src);
      expect(icon.status, src).toBe(200);
      const bytes = new Uint8Array(await icon.arrayBuffer());
      expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join(""), src).toBe("PNG");
    }
  });

  it("reloads /play offline from the service worker's cache, plays a run and says it is unranked", async () => {
    const { page, errors, close } = (
      await openPage(app.browser, { viewport: { width: 390, height: 844 }, serviceWorkers: "allow" })
    ).allowErrors(OFFLINE_REQUEST_ERROR);
    await page.goto(app.server.url + "/play?test", { waitUntil: "load" });
    await waitForController(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { scope: r?.scope, script: r?.active?.scriptURL };
    });
    expect(registration.scope).toBe(app.server.url + "/");
    expect(registration.script).toMatch(/\/sw\.js\?v=\w+$/);
    // The shell and the game's chunks are cached (the game-over card is a lazy chunk); no API answer is.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain("/play");
    expect(cached.some((u) => /^\/assets\/game-over-panel-[\w-]+\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => u.startsWith("/api/"))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload({ waitUntil: "load" });
    await expect.poll(() => page.getByRole("heading", { name: "Ready to Fly?" }).count()).toBe(1);
    await page.getByTestId("start-game").click();
    await expect.poll(() => phaseOf(page)).toBe("playing");
    // No input: the bird falls and the run ends; the server could not issue it, so it is unranked.
    await expect.poll(() => page.getByTestId("game-over").isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId("unranked").isVisible()).toBe(true);
    expect(await page.getByTestId("unranked").textContent()).toContain("Unranked run");

    // Any other page offline sends the visitor to the game.
    await page.goto(app.server.url + "/leaderboard", { waitUntil: "load" });
    expect(new URL(page.url()).pathname).toBe("/play");
    await expect.poll(() => page.getByRole("heading", { name: "Ready to Fly?" }).count()).toBe(1);

    expect(errors.filter((e) => !OFFLINE_REQUEST_ERROR.test(e))).toEqual([]);
    await close();
  });

  it("installs a new build's worker alongside, and switches to it on the next visit (all tabs closed)", async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: "allow" });
    const first = await context.newPage();
    await first.goto(app.server.url + "/play", { waitUntil: "load" });
    await waitForController(first);
    const oldScript = await first.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    // What a new build's page does: the same worker under the new build version.
    const waiting = await first.evaluate(async () => {
      const registration = await navigator.serviceWorker.register("/sw.js?v=next-build", { scope: "/" });
      const worker = registration.installing ?? registration.waiting;
      if (worker && worker.state !== "installed") {
        await new Promise<void>((done) => worker.addEventListener("statechange", () => worker.state === "installed" && done()));
      }
      return { waiting: registration.waiting?.scriptURL ?? null, controller: navigator.serviceWorker.controller?.scriptURL };
    });
    // The open tab keeps the worker it started with: no page swapped under a player mid-run.
    expect(waiting).toEqual({ waiting: app.server.url + "/sw.js?v=next-build", controller: oldScript });
    await first.close();

    // This page is still the old build, which would register its own worker again and precache into
    // the old cache's name; a real new build's page registers the new worker. Refuse the old one.
    await context.route(
      (url) => url.pathname === "/sw.js" && url.searchParams.get("v") !== "next-build",
      (route) => route.abort(),
    );
    // The next visit: the browser lets the waiting worker take over once the closed tab is really gone,
    // which on a busy machine can be after a page opened at once has already started under the old
    // one. Such a visit is closed and the next one opened, as a player's next visit would be.
    let next = await context.newPage();
    const controllerOf = (page: typeof next) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    const deadline = Date.now() + 15_000;
    for (;;) {
      await next.goto(app.server.url + "/play", { waitUntil: "load" });
      const controller = await controllerOf(next);
      if (controller === app.server.url + "/sw.js?v=next-build" || Date.now() > deadline) break;
      await next.close();
      await new Promise((done) => setTimeout(done, 300));
      next = await context.newPage();
    }
    expect(await controllerOf(next)).toBe(app.server.url + "/sw.js?v=next-build");
    // The old build's cache is gone with its worker.
    const oldCache = `flap-master-${new URL(oldScript).searchParams.get("v")}`;
    await expect.poll(() => next.evaluate(() => caches.keys())).toContain("flap-master-next-build");
    expect(await next.evaluate(() => caches.keys())).not.toContain(oldCache);
    await context.close();
  });
});
