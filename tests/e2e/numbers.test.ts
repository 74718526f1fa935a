// Numbers in the page's language, in Chromium against the production build: the store's balance, skin
// prices, coin packs and their prices, /play's skin prices and achievements, the home page's best
// score and the all-time board, each written the locale's way (German 12.345 and 4,99 $, French
// 12 345 with a narrow no-break space, Spanish 2000 but 12.345) by the server and the same after
// hydration (a mismatch is a console error, which fails the test). English stays 12,345: other tests
// read English numbers with `.replace(/,/g, "")`.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { openPage, renderedMarkup } from "./browser.ts";
import { useApp } from "./fixture.ts";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

/** What each page should say, written out by hand (not by the code under test). */
const EXPECTED = {
  en: { balance: "12,345", falcon: "2,000 Coins", packCoins: "5,000", packPrice: "$4.99", flaps: "Flap 1,000 times", best: "12,345" },
  de: {
    balance: "12.345",
    falcon: "2.000 Münzen",
    packCoins: "5.000",
    packPrice: `4,99${NBSP}$`,
    flaps: "Flattere 1.000 Mal",
    best: "12.345",
  },
  fr: {
    balance: `12${NNBSP}345`,
    falcon: `2${NNBSP}000 pièces`,
    packCoins: `5${NNBSP}000`,
    packPrice: `4,99${NBSP}$US`,
    flaps: `Bats des ailes 1${NNBSP}000 fois`,
    best: `12${NNBSP}345`,
  },
  es: {
    balance: "12.345",
    falcon: "2000 monedas",
    packCoins: "5000",
    packPrice: `4,99${NBSP}US$`,
    flaps: "Aletea 1000 veces",
    best: "12.345",
  },
} as const;
type Lang = keyof typeof EXPECTED;

describe("numbers in the page's language", () => {
  const app = useApp({ browser: true, env: { PAYMENTS_SANDBOX: "true" } });
  let db: Db;

  beforeAll(() => {
    db = openDatabase(app.database.url, { poolMax: 2 });
  });
  afterAll(async () => {
    await db?.close();
  });

  /** A guest (this page's session) with 12,345 coins and an all-time best of 12,345. */
  async function richGuest(page: Page): Promise<string> {
    const guest = (await (await page.request.post(app.server.url + "/api/session/guest")).json()) as { player: { id: string } };
    const playerId = guest.player.id;
    await createWalletService(db).apply({ playerId, delta: 12345, reason: "test", reference: `e2e-numbers:${playerId}` });
    await db.kysely
      .insertInto("leaderboard_entries")
      .values({
        id: `e2e-numbers-${playerId}`,
        board: "alltime",
        period: "all",
        player_id: playerId,
        name: "Numbers",
        score: 12345,
        achieved_at: Date.now() - 60_000,
      })
      .execute();
    return playerId;
  }

  /**
   * The text of the first element with `testId` (after the one with `within`, when given) in the
   * server's HTML; React may split a text with <!-- --> comments.
   */
  async function serverText(page: Page, path: string, testId: string, within?: string): Promise<string> {
    let html = renderedMarkup(await (await page.request.get(app.server.url + path)).text());
    if (within) html = html.slice(html.indexOf(`data-testid="${within}"`));
    const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</`, "s").exec(html);
    return (match?.[1] ?? "").replace(/<!-- -->/g, "");
  }

  it.each(Object.keys(EXPECTED) as Lang[])("writes %s numbers on the store, /play and home, the same after hydration", async (lang) => {
    const expected = EXPECTED[lang];
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.server.url}/?lang=${lang}`, { waitUntil: "networkidle" });
    await richGuest(page);

    // The store: the balance and a skin's price, as the server wrote them and after hydration.
    const store = `/store?lang=${lang}`;
    expect(await serverText(page, store, "store-balance")).toBe(expected.balance);
    await page.goto(app.server.url + store, { waitUntil: "networkidle" });
    expect(await page.getByTestId("store-balance").textContent()).toBe(expected.balance);
    expect(await page.getByTestId("store-skin-ice-falcon").getByTestId("skin-action").textContent()).toBe(expected.falcon);

    // Coin packs: coins and the price in dollars, the locale's way.
    const coins = `/store?lang=${lang}&tab=coins`;
    expect(await serverText(page, coins, "pack-buy", "store-pack-popular")).toBe(expected.packPrice);
    await page.goto(app.server.url + coins, { waitUntil: "networkidle" });
    const popular = page.getByTestId("store-pack-popular");
    expect(await popular.getByTestId("pack-coins").textContent()).toBe(expected.packCoins);
    expect(await popular.getByTestId("pack-buy").textContent()).toBe(expected.packPrice);

    // /play: a locked skin's price in the picker, and the achievements list (drawn in the browser).
    await page.goto(`${app.server.url}/play?lang=${lang}`, { waitUntil: "networkidle" });
    expect(await page.getByTestId("skin-ice-falcon").textContent()).toBe(expected.falcon.split(" ")[0]);
    await expect.poll(() => page.getByTestId("achievement-flap-master").textContent()).toContain(expected.flaps);

    // Home: the player's best, and the all-time board's row.
    expect(await serverText(page, `/?lang=${lang}`, "challenge-best")).toBe(expected.best);
    await page.goto(`${app.server.url}/?lang=${lang}`, { waitUntil: "networkidle" });
    expect(await page.getByTestId("challenge-best").textContent()).toBe(expected.best);
    await page.goto(`${app.server.url}/leaderboard?board=alltime&lang=${lang}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByTestId("leaderboard").textContent()).toContain(expected.best);

    expect(errors).toEqual([]);
    await close();
  });
});
