// "The store never surprises" in Chromium against the production build: a consumable's Buy button is
// disabled and busy while its purchase is on its way, so a double click buys one; every power-up's
// description is the game's truth in the player's language. The pages run on SQLite; what they ask the
// server is checked on both engines over HTTP (docs/decisions/030).
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { asGuest } from "./auth-client.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

const balanceOf = async (page: Page) => Number((await page.getByTestId("store-balance").textContent())!.replace(/,/g, ""));

/** What the server holds after a 1,000-coin player bought two shields: two debits of 150, two shields. */
async function expectTwoShieldsBought(db: Db, playerId: string): Promise<void> {
  const ledger = await db.kysely
    .selectFrom("wallet_ledger")
    .select("delta")
    .where("player_id", "=", playerId)
    .orderBy("created_at")
    .execute();
  expect(ledger.map((row) => Number(row.delta))).toEqual([1000, -150, -150]);
  const inventory = await db.kysely.selectFrom("inventories").select(["item", "count"]).where("player_id", "=", playerId).execute();
  expect(inventory.map((row) => [row.item, Number(row.count)])).toEqual([["shield", 2]]);
}

describe.each(["sqlite", "postgres"] as const)("the store on %s", (engine) => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ env: { DATABASE_URL: database.url } });
    db = openDatabase(database.url, { poolMax: 2 });
    // CI time: the browser flows run on SQLite only (docs/decisions/030).
    if (engine === "sqlite") browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await db?.close();
    await server?.stop();
    await database?.drop();
  });

  // As the store page asks: two purchases of a shield, each answered with the count held and the balance;
  // the same key again (the page's retry of a lost request) charges nothing; the store and the page
  // in German and Japanese show the power-ups' descriptions in that language.
  it("sells power-ups over HTTP as the store page buys them, and describes them in the player's language", async () => {
    const guest = await asGuest(server.url);
    const playerId = (await guest.session()).player!.id;
    await createWalletService(db).apply({ playerId, delta: 1000, reason: "test", reference: `e2e-store-honest-http:${playerId}` });
    const buy = (idempotencyKey: string) =>
      guest.send("/api/store/purchase", { json: { itemId: "shield", idempotencyKey, expectedPriceCoins: 150 } });
    const first = await buy(`shield-${engine}-0001`);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      itemId: "shield",
      kind: "power_up",
      priceCoins: 150,
      balance: 850,
      owned: 1,
      replayed: false,
    });
    const replay = await buy(`shield-${engine}-0001`);
    expect(await replay.json()).toMatchObject({ balance: 850, owned: 1, replayed: true });
    const second = await buy(`shield-${engine}-0002`);
    expect(await second.json()).toMatchObject({ priceCoins: 150, balance: 700, owned: 2, replayed: false });
    const view = (await (await guest.send("/api/store?lang=en")).json()) as { balance: number; powerUps: { id: string; owned: number }[] };
    expect(view.balance).toBe(700);
    expect(view.powerUps.find((p) => p.id === "shield")?.owned).toBe(2);
    await expectTwoShieldsBought(db, playerId);

    // The page's loader, in the player's language.
    const page = async (query: string) => (await guest.send(`/store?tab=powerups${query}`)).text();
    expect(await page("")).toContain("Gently pulls your bird toward the middle of the next gap.");
    expect(await page("&lang=de")).toContain("Zieht deinen Vogel sanft zur Mitte der nächsten Lücke.");
    expect(await page("&lang=ja")).toContain("行く手にある次のパイプを一瞬で破壊します。そのパイプの得点はちゃんと入ります。");
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("sells power-ups over HTTP as the store page buys them, and describes them
  // in the player's language" above; server/store/service.test.ts, "buys a power-up at the catalogue's
  // price: debit, inventory +1 and ledger row in one go").
  it.runIf(engine === "sqlite")("buys one power-up for a double click: the button is disabled and busy until the answer", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const purchases: Request[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/store/purchase")) purchases.push(request);
    });
    const guest = (await (await page.request.post(server.url + "/api/session/guest")).json()) as { player: { id: string } };
    const playerId = guest.player.id;
    await createWalletService(db).apply({ playerId, delta: 1000, reason: "test", reference: `e2e-store-honest:${playerId}` });
    await page.goto(server.url + "/store?tab=powerups", { waitUntil: "networkidle" });
    await expect.poll(() => balanceOf(page)).toBe(1000);
    const shield = page.getByTestId("store-powerup-shield");
    const buy = shield.getByTestId("powerup-buy");
    expect(await shield.getByTestId("powerup-owned").textContent()).toBe("You have 0");

    // Each answer is held back until the test lets it go, so the second click lands while it is on its way.
    let release!: () => void;
    let held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/store/purchase", async (route) => {
      await held;
      await route.continue();
    });

    // A person's double click, ~100 ms apart.
    const box = (await buy.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => buy.textContent()).toBe("Processing...");
    expect(await buy.isDisabled()).toBe(true);
    expect(await buy.getAttribute("aria-busy")).toBe("true");
    await page.waitForTimeout(100);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await expect.poll(() => shield.getByTestId("powerup-owned").textContent()).toBe("You have 1");
    await expect.poll(() => buy.textContent()).toBe("150 Coins");
    expect(await buy.isDisabled()).toBe(false);
    expect(await buy.getAttribute("aria-busy")).toBeNull();
    expect(await balanceOf(page)).toBe(850);
    expect(purchases).toHaveLength(1);

    // Two clicks in one task, before React has drawn the disabled button: still one purchase.
    held = new Promise<void>((resolve) => (release = resolve));
    await buy.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => buy.textContent()).toBe("Processing...");
    release();
    await expect.poll(() => shield.getByTestId("powerup-owned").textContent()).toBe("You have 2");
    await expect.poll(() => buy.textContent()).toBe("150 Coins");
    expect(await balanceOf(page)).toBe(700);
    expect(purchases).toHaveLength(2);

    // What the server holds: two shields, two debits of 150.
    await expectTwoShieldsBought(db, playerId);
    await page.unroute("**/api/store/purchase");
    expect(errors).toEqual([]);
    await close();
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the store page's loader in English, German and Japanese in "sells power-ups
  // over HTTP as the store page buys them, and describes them in the player's language" above;
  // server/store/catalogue-texts.test.ts, "reads each language's texts, English where a language has none,
  // with the same queries as English").
  it.runIf(engine === "sqlite")("describes every power-up as the game plays it, in the player's language", async () => {
    const { page, errors, close } = await openPage(browser);
    const description = (id: string) => page.getByTestId(`store-powerup-${id}`).getByTestId("powerup-description").textContent();
    await page.goto(server.url + "/store?tab=powerups", { waitUntil: "networkidle" });
    expect(await description("magnet")).toBe("Gently pulls your bird toward the middle of the next gap.");
    expect(await description("mega-zap")).toBe("Instantly destroys the next pipe in your way; you still score it.");
    await page.goto(server.url + "/store?tab=powerups&lang=de", { waitUntil: "networkidle" });
    expect(await description("magnet")).toBe("Zieht deinen Vogel sanft zur Mitte der nächsten Lücke.");
    await page.goto(server.url + "/store?tab=powerups&lang=ja", { waitUntil: "networkidle" });
    expect(await description("mega-zap")).toBe("行く手にある次のパイプを一瞬で破壊します。そのパイプの得点はちゃんと入ります。");
    expect(errors).toEqual([]);
    await close();
  });
});
