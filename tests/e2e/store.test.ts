// The store in Chromium against the production build: a guest with coins buys a skin
// ('Processing...' then owned), selects it and flies it on /play; a price the balance does not cover
// says 'Insufficient coins' without a request; a power-up's count rises; Get Coins asks a guest to
// sign up; a signed-in player pays a coin pack on the sandbox checkout and sees the balance rise.
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { asPlayer } from "./auth-client.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const balanceOf = async (page: Page) => Number((await page.getByTestId("store-balance").textContent())!.replace(/,/g, ""));

describe("the store", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: SmtpFixture;
  let db: Db;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    smtp = await startSmtp();
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, PAYMENTS_SANDBOX: "true" } });
    db = openDatabase(database.url, { poolMax: 2 });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await db?.close();
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("lets a guest buy a skin and a power-up, select the skin and fly it on /play", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const purchases: Request[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/store/purchase")) purchases.push(request);
    });

    // A visitor sees the catalogue: balance 0, Classic selected, every other skin priced.
    await page.goto(server.url + "/store", { waitUntil: "networkidle" });
    expect(await balanceOf(page)).toBe(0);
    await expect.poll(() => page.getByTestId("store-tab-skins").getAttribute("aria-selected")).toBe("true");
    const classic = page.getByTestId("store-skin-classic");
    expect(await classic.getByTestId("skin-action").textContent()).toContain("Selected");
    const falcon = page.getByTestId("store-skin-ice-falcon");
    expect(await falcon.getByTestId("skin-action").textContent()).toBe("2,000 Coins");
    expect(await falcon.getByTestId("rarity").textContent()).toBe("Rare");
    expect(await falcon.getByTestId("skin-action").getAttribute("aria-disabled")).toBe("true");

    // Short of coins: the error line says so, and no request leaves the page.
    await falcon.getByTestId("skin-action").click({ force: true });
    await expect.poll(() => page.getByTestId("store-error").textContent()).toBe("Insufficient coins");
    expect(purchases).toHaveLength(0);

    // The guest has earned coins (credited here through the wallet, as a run's finish would).
    const guest = (await (await page.request.post(server.url + "/api/session/guest")).json()) as { player: { id: string } };
    await createWalletService(db).apply({
      playerId: guest.player.id,
      delta: 2600,
      reason: "test",
      reference: `e2e-store:${guest.player.id}`,
    });
    // The store syncs the balance when it opens.
    await page.goto(server.url + "/store", { waitUntil: "networkidle" });
    await expect.poll(() => balanceOf(page)).toBe(2600);
    expect(await falcon.getByTestId("skin-action").getAttribute("aria-disabled")).toBeNull();
    // A legendary skin is still out of reach.
    const phoenix = page.getByTestId("store-skin-golden-phoenix");
    await phoenix.getByTestId("skin-action").click({ force: true });
    await expect.poll(() => page.getByTestId("store-error").textContent()).toBe("Insufficient coins");
    expect(purchases).toHaveLength(0);

    // Buy: 'Processing...' while the (held back) request is on its way, then owned.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/store/purchase", async (route) => {
      await held;
      await route.continue();
    });
    await falcon.getByTestId("skin-action").click();
    await expect.poll(() => falcon.getByTestId("skin-action").textContent()).toBe("Processing...");
    expect(await page.getByTestId("store-error").textContent()).toBe("");
    release();
    // Bought, and the skin the player flies now: 'Selected', the classic one 'Select'.
    await expect.poll(() => falcon.getByTestId("skin-action").textContent()).toContain("Selected");
    expect(await classic.getByTestId("skin-action").textContent()).toBe("Select");
    await expect.poll(() => balanceOf(page)).toBe(600);
    expect(purchases).toHaveLength(1);
    expect(purchases[0]!.postDataJSON()).toMatchObject({ itemId: "skin-ice-falcon", idempotencyKey: expect.any(String) });
    await page.unroute("**/api/store/purchase");

    // Select the classic one again, then the falcon: the server keeps each choice.
    await classic.getByTestId("skin-action").click();
    await expect.poll(() => classic.getByTestId("skin-action").textContent()).toContain("Selected");
    expect(await falcon.getByTestId("skin-action").textContent()).toBe("Select");
    await falcon.getByTestId("skin-action").click();
    await expect.poll(() => falcon.getByTestId("skin-action").textContent()).toContain("Selected");
    expect(await classic.getByTestId("skin-action").textContent()).toBe("Select");

    // Power-ups: the count on the card rises; one the balance does not cover is refused locally.
    await page.getByTestId("store-tab-powerups").click();
    await expect.poll(() => new URL(page.url()).searchParams.get("tab")).toBe("powerups");
    const shield = page.getByTestId("store-powerup-shield");
    expect(await shield.getByTestId("powerup-owned").textContent()).toBe("You have 0");
    expect(await shield.getByTestId("powerup-buy").textContent()).toBe("150 Coins");
    await shield.getByTestId("powerup-buy").click();
    await expect.poll(() => shield.getByTestId("powerup-owned").textContent()).toBe("You have 1");
    await expect.poll(() => balanceOf(page)).toBe(450);
    await shield.getByTestId("powerup-buy").click();
    await expect.poll(() => shield.getByTestId("powerup-owned").textContent()).toBe("You have 2");
    expect(await balanceOf(page)).toBe(300);
    const score = page.getByTestId("store-powerup-score-multiplier");
    await score.getByTestId("powerup-buy").click({ force: true });
    await expect.poll(() => page.getByTestId("store-error").textContent()).toBe("Insufficient coins");
    expect(purchases).toHaveLength(3);
    // The operator raises the shield's price while the page shows 150: the click is refused with the
    // new price, nothing is charged, and the card then shows what it costs now.
    await db.kysely.updateTable("power_ups").set({ price_coins: 200 }).where("id", "=", "shield").execute();
    expect(await shield.getByTestId("powerup-buy").textContent()).toBe("150 Coins");
    await shield.getByTestId("powerup-buy").click();
    await expect.poll(() => page.getByTestId("store-error").textContent()).toContain("The price has changed to 200 coins.");
    await expect.poll(() => shield.getByTestId("powerup-buy").textContent()).toBe("200 Coins");
    expect(await balanceOf(page)).toBe(300);
    expect(await shield.getByTestId("powerup-owned").textContent()).toBe("You have 2");
    expect(purchases).toHaveLength(4);
    expect(purchases[3]!.postDataJSON()).toMatchObject({ itemId: "shield", expectedPriceCoins: 150 });
    // The refused request's 409 is the one console line Chromium writes for it; nothing else.
    await expect.poll(() => errors.length).toBe(1);
    expect(errors.splice(0)).toEqual([expect.stringMatching(/Failed to load resource: .*status of 409/)]);
    await db.kysely.updateTable("power_ups").set({ price_coins: 150 }).where("id", "=", "shield").execute();
    // The server agrees (a fresh page load reads it back).
    await page.reload({ waitUntil: "networkidle" });
    await expect.poll(() => shield.getByTestId("powerup-owned").textContent()).toBe("You have 2");

    // Get Coins: a guest is asked to sign up first, with a link to the sign-up view.
    await page.getByTestId("store-tab-coins").click();
    const popular = page.getByTestId("store-pack-popular");
    expect(await popular.getByTestId("pack-coins").textContent()).toBe("5,000");
    expect(await popular.getByTestId("pack-bonus").textContent()).toBe("+500 bonus coins");
    expect(await popular.getByTestId("pack-buy").textContent()).toBe("$4.99");
    expect(await page.getByTestId("store-pack-starter").getByTestId("pack-bonus").count()).toBe(0);
    await popular.getByTestId("pack-buy").click();
    await expect.poll(() => page.getByTestId("store-error").textContent()).toContain("Please create an account to buy coins.");
    expect(await page.getByTestId("store-error-link").getAttribute("href")).toBe("/login?view=sign_up&redirectTo=%2Fstore");

    // /play offers and draws the bought skin: it is unlocked and selected in the picker.
    await page.goto(server.url + "/play?test", { waitUntil: "networkidle" });
    const picker = page.getByTestId("skin-picker");
    await expect.poll(() => picker.getByTestId("skin-ice-falcon").getAttribute("aria-checked")).toBe("true");
    expect(await picker.getByTestId("skin-ice-falcon").getAttribute("data-locked")).toBeNull();
    expect(await picker.getByTestId("skin-emerald-hummingbird").getAttribute("data-locked")).toBe("true");
    expect(await page.getByTestId("skins-unlocked").textContent()).toContain("2/10");
    // Choosing Classic on /play is saved on the server: the store shows it selected.
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/store/active-skin") && r.status() === 200);
    await picker.getByTestId("skin-classic").click();
    await saved;
    const view = (await (await page.request.get(server.url + "/api/store")).json()) as { activeSkin: string };
    expect(view.activeSkin).toBe("classic");

    expect(errors).toEqual([]);
    await close();
  }, 90_000);

  it("lets a signed-in player buy a coin pack on the sandbox checkout", async () => {
    const player = await asPlayer(server.url, smtp, "store-buyer@example.com");
    const { page, errors, close } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.context().addCookies([...player.cookies].map(([name, value]) => ({ name, value, url: server.url })));

    await page.goto(server.url + "/store?tab=coins", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("store-tab-coins").getAttribute("aria-selected")).toBe("true");
    const before = await balanceOf(page);
    await page.getByTestId("store-pack-popular").getByTestId("pack-buy").click();
    await page.waitForURL(/\/checkout\/sandbox\//);
    expect(await page.getByTestId("test-mode").textContent()).toContain("Test mode - no card is charged");
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/success\?session_id=/);
    await expect.poll(() => page.getByTestId("credited-coins").textContent()).toContain("5,500");

    await page.goto(server.url + "/store", { waitUntil: "networkidle" });
    await expect.poll(() => balanceOf(page)).toBe(before + 5500);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);
});
