// Store Settings against the production build: the operator edits prices, durations, packs and
// rarities in Chromium and saves (an inline status, no alert); bad values are refused by the form or
// by the server, next to their field, and nothing is saved; the very next coin purchase, /api/store,
// /store and a coin pack's Stripe checkout (the local fake Stripe) use the saved values; each save
// leaves one audit row with what changed. The pages in Chromium on SQLite; their requests, and what
// they change, on both engines.
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import type { EditableCatalogue } from "../../server/store/catalogue.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { startFakeStripe, type FakeStripe } from "../fake-stripe.ts";
import { Client, asAdmin, asPlayer } from "./auth-client.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const ADMIN_PASSWORD = "operator-store-password";
const ADMIN_EMAIL = "operator@example.com";
const SHOTS = join(tmpdir(), "flap-admin-store-shots");

describe.each(["sqlite", "postgres"] as const)("Store Settings on %s", (engine) => {
  let database: TestDatabase;
  let server: RunningServer;
  let smtp: SmtpFixture;
  let fake: FakeStripe;
  let db: Db;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let operator: Client;
  let player: Client;
  let playerId: string;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await startSmtp();
    fake = await startFakeStripe();
    database = await createTestDatabase(engine);
    server = await startServer({
      env: {
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        ADMIN_PASSWORD,
        ADMIN_EMAIL,
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_API_BASE: fake.url,
        STRIPE_WEBHOOK_SECRET: "whsec_adminstoretest",
      },
    });
    db = openDatabase(database.url, { poolMax: 2 });
    // The browser flows run on SQLite only (below).
    if (engine === "sqlite") browser = await launchBrowser();
    operator = await asAdmin(server.url, ADMIN_PASSWORD);
    player = await asPlayer(server.url, smtp, `buyer-${engine}@example.com`);
    playerId = (await player.session()).player!.id;
  });

  afterAll(async () => {
    await browser?.close();
    await db?.close();
    await server?.stop();
    await fake?.close();
    await smtp?.close();
    await database?.drop();
  });

  const catalogue = async (): Promise<EditableCatalogue> => {
    const response = await operator.send("/api/admin/catalogue");
    expect(response.status).toBe(200);
    return (await response.json()) as EditableCatalogue;
  };
  const auditRows = () => db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "catalogue.save").orderBy("at").execute();

  async function adminPage(width: number) {
    const watched = await openPage(browser, { viewport: { width, height: 900 } });
    const host = new URL(server.url).hostname;
    await watched.page.context().addCookies([...operator.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })));
    // The spec's alert is gone: any dialog fails the test.
    watched.page.on("dialog", (dialog) => {
      watched.errors.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    return watched;
  }

  /** axe-core's findings on the page as it is now (none expected). */
  const axe = async (page: Page) =>
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()).violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );

  const saveRequests = (page: Page) => {
    const sent: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/admin/catalogue")) sent.push(request);
    });
    return sent;
  };

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the next test, "saves a change over HTTP as the page sends it...", and
  // server/store/catalogue.test.ts, "saves in one go, the durationText following the duration, and
  // audits the changed fields only").
  it.runIf(engine === "sqlite")("lets the operator change prices, a duration, a pack and a rarity, and save them", async () => {
    const { page, errors, close } = await adminPage(1280);
    const sent = saveRequests(page);
    await page.goto(server.url + "/admin/store", { waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Store Settings");
    for (const title of ["Power-up Prices", "Coin Packages", "Skin Prices"]) {
      expect(await page.getByRole("heading", { level: 2, name: title }).isVisible()).toBe(true);
    }
    // The seeded catalogue, as the store has it.
    expect(await page.getByTestId("powerUps.time-slow.priceCoins").inputValue()).toBe("100");
    expect(await page.getByTestId("powerUps.time-slow.durationSeconds").inputValue()).toBe("10");
    expect(await page.getByTestId("powerUps.shield.durationText").textContent()).toBe("1 hit (not timed)");
    expect(await page.getByTestId("coinPacks.ultimate.priceCents").inputValue()).toBe("19.99");
    expect(await page.getByTestId("coinPacks.popular.priceCents").getAttribute("step")).toBe("0.01");
    expect(await page.getByTestId("skins.ice-falcon").getByTestId("rarity-badge").textContent()).toBe("Rare");
    await page.screenshot({ path: join(SHOTS, `store-settings-1280-${engine}.png`), fullPage: true });
    expect(await axe(page)).toEqual([]);

    // Edit as the operator would: by the labels.
    const timeSlow = page.getByTestId("powerUps.time-slow");
    await timeSlow.getByLabel("Price (coins)").fill("120");
    await timeSlow.getByLabel("Duration (seconds)").fill("20");
    await page.getByTestId("coinPacks.popular").getByLabel("Price ($)").fill("5.49");
    await page.getByTestId("coinPacks.popular").getByLabel("Bonus coins").fill("750");
    const falcon = page.getByTestId("skins.ice-falcon");
    await falcon.getByLabel("Price (coins)").fill("2500");
    await falcon.getByLabel("Rarity").selectOption("epic");
    expect(await falcon.getByTestId("rarity-badge").textContent()).toBe("Epic");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => page.getByTestId("catalogue-status").textContent()).toBe("Store settings saved successfully!");
    expect(await page.getByTestId("catalogue-status").getAttribute("role")).toBe("status");
    // Only what changed went out.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({
      powerUps: [{ id: "time-slow", priceCoins: 120, durationSeconds: 20 }],
      coinPacks: [{ id: "popular", priceCents: 549, bonusCoins: 750 }],
      skins: [{ id: "ice-falcon", priceCoins: 2500, rarity: "epic" }],
    });

    // Saved for real: a reload shows the stored values.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByTestId("powerUps.time-slow.priceCoins").inputValue()).toBe("120");
    expect(await page.getByTestId("powerUps.time-slow.durationSeconds").inputValue()).toBe("20");
    expect(await page.getByTestId("coinPacks.popular.priceCents").inputValue()).toBe("5.49");
    expect(await page.getByTestId("skins.ice-falcon.rarity").inputValue()).toBe("epic");
    expect(await page.getByTestId("catalogue-status").textContent()).toBe("");
    // In the operator's language.
    await page.goto(server.url + "/admin/store?lang=fr", { waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { level: 2, name: "Prix des bonus" }).isVisible()).toBe(true);
    expect(await page.getByTestId("catalogue-save").textContent()).toBe("Enregistrer les paramètres");
    expect(await page.getByTestId("skins.ice-falcon").getByTestId("rarity-badge").textContent()).toBe("Épique");
    expect(errors).toEqual([]);
    await close();

    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor: ADMIN_EMAIL, target: "catalogue" });
    expect(JSON.parse(rows[0]!.before_json!)).toEqual({
      powerUps: { "time-slow": { priceCoins: 100, durationSeconds: 10, durationText: "10 s" } },
      coinPacks: { popular: { priceCents: 499, bonusCoins: 500 } },
      skins: { "ice-falcon": { priceCoins: 2000, rarity: "rare" } },
    });
    expect(JSON.parse(rows[0]!.after_json!)).toEqual({
      powerUps: { "time-slow": { priceCoins: 120, durationSeconds: 20, durationText: "20 s" } },
      coinPacks: { popular: { priceCents: 549, bonusCoins: 750 } },
      skins: { "ice-falcon": { priceCoins: 2500, rarity: "epic" } },
    });
  });

  it("saves a change over HTTP as the page sends it: stored, on the page, audited with before and after", async () => {
    const before = await catalogue();
    const auditBefore = (await auditRows()).length;
    // The page sends only what changed (the browser flow above checks that); values that differ from
    // the seeded ones and from that flow's.
    const save = await operator.send("/api/admin/catalogue", {
      json: {
        powerUps: [{ id: "time-slow", priceCoins: 130, durationSeconds: 25 }],
        coinPacks: [{ id: "popular", priceCents: 579, bonusCoins: 800 }],
        skins: [{ id: "ice-falcon", priceCoins: 2600, rarity: "legendary" }],
      },
    });
    expect(save.status).toBe(200);
    expect(await save.json()).toMatchObject({ ok: true, changed: 3 });

    // Saved for real: the catalogue and the page's loader have the stored values.
    const after = await catalogue();
    expect(after.powerUps.find((p) => p.id === "time-slow")).toMatchObject({ priceCoins: 130, durationSeconds: 25, durationText: "25 s" });
    expect(after.coinPacks.find((p) => p.id === "popular")).toMatchObject({ priceCents: 579, bonusCoins: 800 });
    expect(after.skins.find((s) => s.id === "ice-falcon")).toMatchObject({ priceCoins: 2600, rarity: "legendary" });
    // A copy of the operator's cookies: ?lang= sets the `lang` cookie, which the pages of the other
    // tests must not get.
    const reader = new Client(server.url);
    for (const [name, value] of operator.cookies) reader.cookies.set(name, value);
    for (const [lang, title] of [
      ["en", "Power-up Prices"],
      ["fr", "Prix des bonus"],
    ]) {
      const page = await reader.send(`/admin/store?lang=${lang}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(title);
      expect(html).toContain('value="130"');
    }

    // One audit row: the changed fields, before and after.
    const rows = await auditRows();
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({ actor: ADMIN_EMAIL, target: "catalogue" });
    const was = {
      timeSlow: before.powerUps.find((p) => p.id === "time-slow")!,
      popular: before.coinPacks.find((p) => p.id === "popular")!,
      falcon: before.skins.find((s) => s.id === "ice-falcon")!,
    };
    expect(JSON.parse(rows.at(-1)!.before_json!)).toEqual({
      powerUps: {
        "time-slow": {
          priceCoins: was.timeSlow.priceCoins,
          durationSeconds: was.timeSlow.durationSeconds,
          durationText: was.timeSlow.durationText,
        },
      },
      coinPacks: { popular: { priceCents: was.popular.priceCents, bonusCoins: was.popular.bonusCoins } },
      skins: { "ice-falcon": { priceCoins: was.falcon.priceCoins, rarity: was.falcon.rarity } },
    });
    expect(JSON.parse(rows.at(-1)!.after_json!)).toEqual({
      powerUps: { "time-slow": { priceCoins: 130, durationSeconds: 25, durationText: "25 s" } },
      coinPacks: { popular: { priceCents: 579, bonusCoins: 800 } },
      skins: { "ice-falcon": { priceCoins: 2600, rarity: "legendary" } },
    });
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both (the next test, "refuses bad values over HTTP...", sends the page's
  // refused save; server/store/catalogue.test.ts, "refuses bad values field by field and changes
  // nothing (no audit row)").
  it.runIf(engine === "sqlite")(
    "refuses bad values next to their fields (the form's and the server's) and saves none of them",
    async () => {
      const before = await catalogue();
      const auditBefore = (await auditRows()).length;
      const { page, errors, close } = await adminPage(390);
      const sent = saveRequests(page);
      await page.goto(server.url + "/admin/store", { waitUntil: "networkidle" });

      // Unreadable in the form: no request at all.
      await page.getByTestId("coinPacks.starter.priceCents").fill("4.999");
      await page.getByTestId("skins.mystic-owl.priceCoins").fill("12.5");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect
        .poll(() => page.getByTestId("coinPacks.starter.priceCents-error").textContent())
        .toBe("Enter dollars and cents, like 4.99 (at most two decimals).");
      expect(await page.getByTestId("skins.mystic-owl.priceCoins-error").textContent()).toBe("Enter a whole number.");
      expect(await page.getByTestId("coinPacks.starter.priceCents").getAttribute("aria-invalid")).toBe("true");
      expect(await page.getByTestId("catalogue-error").textContent()).toBe("Nothing was saved: correct the marked fields.");
      expect(sent).toHaveLength(0);

      // Readable but out of bounds: the server refuses each one, next to its field, and saves nothing
      // (not even the good change sent with them).
      await page.getByTestId("coinPacks.starter.priceCents").fill("0.30");
      await page.getByTestId("skins.mystic-owl.priceCoins").fill("-5");
      await page.getByTestId("coinPacks.ultimate.coins").fill("0");
      await page.getByTestId("powerUps.boost.durationSeconds").fill("0");
      await page.getByTestId("coinPacks.popular.priceCents").fill("1000");
      await page.getByTestId("skins.crystal-dove.priceCoins").fill("4000");
      await page.getByRole("button", { name: "Save Settings" }).click();
      await expect
        .poll(() => page.getByTestId("coinPacks.starter.priceCents-error").textContent())
        .toBe("At least $0.50 (Stripe's minimum charge).");
      expect(sent).toHaveLength(1);
      expect(await page.getByTestId("skins.mystic-owl.priceCoins-error").textContent()).toBe("At least 0.");
      expect(await page.getByTestId("coinPacks.ultimate.coins-error").textContent()).toBe("At least 1.");
      expect(await page.getByTestId("powerUps.boost.durationSeconds-error").textContent()).toBe("At least 1.");
      expect(await page.getByTestId("coinPacks.popular.priceCents-error").textContent()).toBe("At most $999.99.");
      expect(await page.getByTestId("skins.crystal-dove.priceCoins-error").count()).toBe(0);
      expect(await page.getByTestId("catalogue-status").textContent()).toBe("");
      await page.screenshot({ path: join(SHOTS, `store-settings-errors-390-${engine}.png`), fullPage: true });
      expect(await axe(page)).toEqual([]);
      // Correcting a field clears its message.
      await page.getByTestId("coinPacks.starter.priceCents").fill("0.99");
      expect(await page.getByTestId("coinPacks.starter.priceCents-error").count()).toBe(0);
      // Chromium logs the one 400 answer it was given (the refusal above); nothing else went wrong.
      expect(errors.splice(0)).toEqual(["console: Failed to load resource: the server responded with a status of 400 ()"]);
      await close();

      expect(await catalogue()).toEqual(before);
      expect(await auditRows()).toHaveLength(auditBefore);
    },
  );

  it("refuses bad values over HTTP field by field (the page's refused save, others) and saves none of them", async () => {
    const before = await catalogue();
    const auditBefore = (await auditRows()).length;
    // What the page sends for the out-of-bounds values of the browser flow above.
    const outOfBounds = await operator.send("/api/admin/catalogue", {
      json: {
        powerUps: [{ id: "boost", durationSeconds: 0 }],
        coinPacks: [
          { id: "starter", priceCents: 30 },
          { id: "ultimate", coins: 0 },
          { id: "popular", priceCents: 100_000 },
        ],
        skins: [
          { id: "mystic-owl", priceCoins: -5 },
          { id: "crystal-dove", priceCoins: 4000 },
        ],
      },
    });
    expect(outOfBounds.status).toBe(400);
    const { fields } = (await outOfBounds.json()) as { fields: Record<string, { code: string; limit?: number }> };
    expect(fields).toEqual({
      "coinPacks.starter.priceCents": expect.objectContaining({ code: "too_small", limit: 50 }),
      "skins.mystic-owl.priceCoins": expect.objectContaining({ code: "too_small", limit: 0 }),
      "coinPacks.ultimate.coins": expect.objectContaining({ code: "too_small", limit: 1 }),
      "powerUps.boost.durationSeconds": expect.objectContaining({ code: "too_small", limit: 1 }),
      "coinPacks.popular.priceCents": expect.objectContaining({ code: "too_large", limit: 99_999 }),
    });
    expect(await catalogue()).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);

    // The same answer shape for other refusals, and a player may not save at all.
    const refused = await operator.send("/api/admin/catalogue", {
      json: { skins: [{ id: "classic", priceCoins: 1.5, rarity: "seasonal" }] },
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: "invalid_catalogue",
      message: expect.any(String),
      fields: { "skins.classic.priceCoins": { code: "whole_number" }, "skins.classic.rarity": { code: "rarity" } },
    });
    const malformed = await operator.send("/api/admin/catalogue", { json: { skins: "all free" } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: "invalid_catalogue", fields: {} });
    // An empty body is "no changes": saved, nothing changed, no audit row.
    const empty = await operator.send("/api/admin/catalogue", { method: "POST", headers: { "content-type": "application/json" } });
    expect(empty.status).toBe(200);
    expect(await empty.json()).toMatchObject({ ok: true, changed: 0 });
    const byPlayer = await player.send("/api/admin/catalogue", { json: { skins: [{ id: "golden-phoenix", priceCoins: 0 }] } });
    expect(byPlayer.status).toBe(403);
    const crossSite = await operator.send("/api/admin/catalogue", {
      json: { skins: [{ id: "golden-phoenix", priceCoins: 0 }] },
      origin: "https://evil.example",
    });
    expect([crossSite.status, ((await crossSite.json()) as { error: string }).error]).toEqual([403, "bad_origin"]);
    expect(await catalogue()).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it("saves new prices for a skin and a power-up: /api/store and a new run's settings use them at once", async () => {
    const save = await operator.send("/api/admin/catalogue", {
      json: { skins: [{ id: "fire-cardinal", priceCoins: 1234 }], powerUps: [{ id: "magnet", priceCoins: 321, durationSeconds: 9 }] },
    });
    expect(save.status).toBe(200);
    expect(await save.json()).toMatchObject({ ok: true, changed: 2 });

    // The store shows it at once: the API and the page.
    const store = (await (await player.send("/api/store")).json()) as {
      skins: Array<{ id: string; priceCoins: number }>;
      powerUps: Array<{ id: string; priceCoins: number; durationText: string }>;
    };
    expect(store.skins.find((s) => s.id === "fire-cardinal")?.priceCoins).toBe(1234);
    expect(store.powerUps.find((p) => p.id === "magnet")).toMatchObject({ priceCoins: 321, durationText: "9 s" });
    expect(store.powerUps.find((p) => p.id === "time-slow")).toMatchObject({ priceCoins: 130, durationText: "25 s" });
    // The game plays them too: a new run is issued settings with those durations (docs/decisions/012).
    const run = await player.send("/api/runs", { json: {} });
    expect(run.status).toBe(201);
    expect(((await run.json()) as { settings: { inventoryDurations?: unknown } }).settings.inventoryDurations).toMatchObject({
      magnet: 9000,
      "time-slow": 25_000,
    });
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // reads is tested on both (/api/store in the test above; server/store/service.test.ts, "shows a
  // visitor the catalogue...", and server/store/catalogue.test.ts, "follows sort_order and reads admin
  // edits").
  it.runIf(engine === "sqlite")("shows the saved prices, duration and rarity on /store", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const host = new URL(server.url).hostname;
    await page.context().addCookies([...player.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })));
    await page.goto(server.url + "/store", { waitUntil: "networkidle" });
    expect(await page.getByTestId("store-skin-fire-cardinal").getByTestId("skin-action").textContent()).toBe("1,234 Coins");
    expect(await page.getByTestId("store-skin-ice-falcon").getByTestId("rarity").textContent()).toBe("Legendary");
    await page.goto(server.url + "/store?tab=powerups", { waitUntil: "networkidle" });
    const magnet = page.getByTestId("store-powerup-magnet");
    expect(await magnet.getByTestId("powerup-buy").textContent()).toContain("321 Coins");
    expect(await magnet.textContent()).toContain("9 s");
    expect(errors).toEqual([]);
    await close();
  });

  it("charges a changed price on the very next coin purchase of a skin and a power-up", async () => {
    await createWalletService(db).apply({ playerId, delta: 5000, reason: "test", reference: `admin-store:${playerId}` });
    const skin = await player.send("/api/store/purchase", {
      json: { itemId: "skin-fire-cardinal", idempotencyKey: `skin-${engine}-0001` },
    });
    expect(skin.status).toBe(200);
    expect(await skin.json()).toMatchObject({ priceCoins: 1234, balance: 5000 - 1234 });
    const powerUp = await player.send("/api/store/purchase", { json: { itemId: "magnet", idempotencyKey: `magnet-${engine}-0001` } });
    expect(powerUp.status).toBe(200);
    expect(await powerUp.json()).toMatchObject({ priceCoins: 321, balance: 5000 - 1234 - 321 });
    const ledger = await db.kysely
      .selectFrom("wallet_ledger")
      .select("delta")
      .where("player_id", "=", playerId)
      .orderBy("created_at")
      .execute();
    expect(ledger.map((row) => Number(row.delta))).toEqual([5000, -1234, -321]);
  });

  it("charges a changed pack price at Stripe checkout, also for a pack that had a Stripe price", async () => {
    const checkout = async (packId: string) => {
      const response = await player.send("/api/checkout", { json: { packId } });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      return { id, form: fake.requests.filter((r) => r.method === "POST").at(-1)!.form, session: fake.sessions.get(id)! };
    };
    // Popular was saved at $5.79 over HTTP above.
    const popular = await checkout("popular");
    expect(popular.form["line_items[0][price_data][unit_amount]"]).toBe("579");
    expect(popular.session.amount_total).toBe(579);

    // A pack sold through a Stripe Price: that Price's amount cannot change, so a new price is charged
    // from the catalogue instead.
    await db.kysely.updateTable("coin_packs").set({ stripe_price_id: "price_starter" }).where("id", "=", "starter").execute();
    fake.prices.set("price_starter", { unitAmount: 99, currency: "usd" });
    expect((await checkout("starter")).form["line_items[0][price]"]).toBe("price_starter");
    const save = await operator.send("/api/admin/catalogue", { json: { coinPacks: [{ id: "starter", priceCents: 129, coins: 1100 }] } });
    expect(save.status).toBe(200);
    const starter = await checkout("starter");
    expect(starter.form["line_items[0][price]"]).toBeUndefined();
    expect(starter.form["line_items[0][price_data][unit_amount]"]).toBe("129");
    expect(starter.session.amount_total).toBe(129);
    const row = await db.kysely.selectFrom("checkout_sessions").selectAll().where("id", "=", starter.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ pack_id: "starter", coins: 1100, amount_cents: 129 });

    const last = (await auditRows()).at(-1)!;
    expect(JSON.parse(last.before_json!)).toEqual({
      coinPacks: { starter: { coins: 1000, priceCents: 99, stripePriceId: "price_starter" } },
    });
    expect(JSON.parse(last.after_json!)).toEqual({ coinPacks: { starter: { coins: 1100, priceCents: 129, stripePriceId: null } } });
  });
});
