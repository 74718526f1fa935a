// A signed-in player buys a coin pack in the sandbox (production build, embedded SQLite, no
// Stripe key, PAYMENTS_SANDBOX=true) and sees the balance rise; Cancel returns to /store.
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asPlayer, type Client } from "./auth-client.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const SHOTS = join(tmpdir(), "flap-checkout-shots");

describe("coin pack in the sandbox", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: SmtpFixture;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let player: Client;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await startSmtp();
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, PAYMENTS_SANDBOX: "true" } });
    browser = await launchBrowser();
    player = await asPlayer(server.url, smtp, "coins@example.com");
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  async function startCheckout(): Promise<{ id: string; url: string }> {
    const response = await player.send("/api/checkout", { json: { packId: "popular" } });
    expect(response.status).toBe(200);
    return (await response.json()) as { id: string; url: string };
  }

  async function browserAs(width: number) {
    const watched = await openPage(browser, { viewport: { width, height: 900 } });
    const host = new URL(server.url).hostname;
    await watched.page.context().addCookies([...player.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })));
    return watched;
  }

  it("pays on the test-mode page, lands on /success with the coins, and the balance rose", async () => {
    const before = (await (await player.send("/api/me")).json()) as { balance: number };
    expect(before.balance).toBe(0);
    const { id, url } = await startCheckout();
    expect(url).toBe(`/checkout/sandbox/${id}`);

    const narrow = await browserAs(390);
    await narrow.page.goto(server.url + url, { waitUntil: "networkidle" });
    await expect.poll(() => narrow.page.getByTestId("test-mode").textContent()).toContain("Test mode - no card is charged");
    await narrow.page.screenshot({ path: join(SHOTS, "sandbox-390.png"), fullPage: true });
    await narrow.close();

    const watched = await browserAs(1280);
    const { page } = watched;
    await page.goto(server.url + url, { waitUntil: "networkidle" });
    expect(await page.getByTestId("test-mode").textContent()).toContain("Test mode - no card is charged");
    expect(await page.getByTestId("checkout-coins").textContent()).toBe("5,500 coins");
    await page.screenshot({ path: join(SHOTS, "sandbox-1280.png"), fullPage: true });
    await page.getByRole("button", { name: "Pay $4.99" }).click();
    await page.waitForURL((u) => u.pathname === "/success" && u.searchParams.get("session_id") === id);
    await expect.poll(() => page.getByTestId("credited-coins").textContent()).toBe("+5,500 coins");
    expect(await page.getByTestId("balance").textContent()).toBe("Your balance: 5,500 coins");
    await page.screenshot({ path: join(SHOTS, "success-1280.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: join(SHOTS, "success-390.png"), fullPage: true });
    expect(watched.errors).toEqual([]);
    await watched.close();

    const after = (await (await player.send("/api/me")).json()) as { balance: number };
    expect(after.balance).toBe(5500);
    const status = (await (await player.send(`/api/checkout/${id}`)).json()) as Record<string, unknown>;
    expect(status).toMatchObject({ status: "paid", coins: 5500, balance: 5500 });
  });

  it("Cancel goes back to /store and credits nothing", async () => {
    const { id, url } = await startCheckout();
    const watched = await browserAs(1280);
    await watched.page.goto(server.url + url, { waitUntil: "networkidle" });
    await watched.page.getByRole("button", { name: "Cancel" }).click();
    await watched.page.waitForURL((u) => u.pathname === "/store");
    // /success for the unpaid session says it is still confirming (and keeps asking).
    await watched.page.goto(`${server.url}/success?session_id=${id}`, { waitUntil: "networkidle" });
    expect(await watched.page.getByTestId("purchase-pending").textContent()).toContain("Confirming your payment...");
    await watched.page.screenshot({ path: join(SHOTS, "pending-1280.png") });
    expect(watched.errors).toEqual([]);
    await watched.close();
    const me = (await (await player.send("/api/me")).json()) as { balance: number };
    expect(me.balance).toBe(5500);
  });
});

// A production server without a Stripe key and without PAYMENTS_SANDBOX=true sells no coin packs:
// the store shows them as not available, and a checkout asked for anyway is refused.
describe("coin packs without a payment provider (production, no Stripe key)", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: SmtpFixture;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("shows the packs as not available and refuses a checkout with 503 payments_unavailable", async () => {
    const player = await asPlayer(server.url, smtp, "no-provider@example.com");
    const refused = await player.send("/api/checkout", { json: { packId: "popular" } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ error: "payments_unavailable" });

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page, errors, close } = await openPage(browser, { viewport });
      try {
        await page.goto(server.url + "/store?tab=coins", { waitUntil: "networkidle" });
        const popular = page.getByTestId("store-pack-popular");
        expect(await popular.getByTestId("pack-coins").textContent()).toBe("5,000");
        expect(await popular.getByTestId("pack-buy").count()).toBe(0);
        expect(await popular.getByTestId("pack-unavailable").textContent()).toBe("Not available");
        expect(await popular.getByTestId("pack-unavailable").isDisabled()).toBe(true);
        expect(await page.getByTestId("store-pack-note").textContent()).toBe(
          "Coin packs cannot be bought right now. Skins and power-ups can still be bought with the coins you earn in the game.",
        );
        if (viewport.width === 390) await page.screenshot({ path: join(SHOTS, "packs-unavailable-390.png"), fullPage: true });
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    }
  });
});
