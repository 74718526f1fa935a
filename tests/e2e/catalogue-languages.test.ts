// The catalogue in the player's language against the production build, on both engines: /store in
// German names skins, power-ups and coin packs in German (and /play's picker and GET /api/store);
// the operator changes a German name in Store Settings and a German player sees it at once; a
// language whose translation the operator removed shows English and Store Settings flags it missing;
// bad texts are refused next to their field. Screenshots of /store in Japanese and German on a phone
// and of the per-language editing on a desktop and a phone land in SHOTS. The flows in Chromium run on
// SQLite only; each has an HTTP twin on both engines, on items the flows leave alone (docs/decisions/030).
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "node-html-parser";
import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import type { EditableCatalogue } from "../../server/store/catalogue.ts";
import { Client, asAdmin } from "./auth-client.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

const ADMIN_PASSWORD = "operator-languages-password";
const ADMIN_EMAIL = "operator@example.com";
const SHOTS = join(tmpdir(), "flap-catalogue-languages-shots");
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

type StoreAnswer = {
  skins: Array<{ id: string; name: string }>;
  powerUps: Array<{ id: string; name: string; description: string; durationText: string }>;
  coinPacks: Array<{ id: string; name: string; description: string }>;
};

describe.each(["sqlite", "postgres"] as const)("the catalogue in the player's language on %s", (engine) => {
  let database: TestDatabase;
  let server: RunningServer;
  let db: Db;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let operator: Client;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    database = await createTestDatabase(engine);
    server = await startServer({ env: { DATABASE_URL: database.url, ADMIN_PASSWORD, ADMIN_EMAIL } });
    db = openDatabase(database.url, { poolMax: 2 });
    // CI time: Chromium only where the browser flows run (docs/decisions/030).
    if (engine === "sqlite") browser = await launchBrowser();
    operator = await asAdmin(server.url, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await db?.close();
    await server?.stop();
    await database?.drop();
  });

  const storeIn = async (lang: string): Promise<StoreAnswer> => {
    const response = await fetch(`${server.url}/api/store?lang=${lang}`);
    expect(response.status).toBe(200);
    return (await response.json()) as StoreAnswer;
  };
  /**
   * A page as the server renders it, parsed; with `as`, sent with its cookies (and none kept: a ?lang=
   * sets the language cookie, which must not follow the operator into the browser flows' pages).
   */
  const pageOf = async (path: string, as?: Client) => {
    const cookie = as ? [...as.cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "";
    const response = await fetch(server.url + path, { headers: cookie ? { cookie } : {} });
    expect(response.status, path).toBe(200);
    const html = parse(await response.text());
    const byTestId = (testId: string) => html.querySelector(`[data-testid="${testId}"]`);
    return { byTestId, heading: (testId: string) => byTestId(testId)?.querySelector("h1, h2, h3, h4")?.text };
  };
  const catalogue = async (): Promise<EditableCatalogue> =>
    (await (await operator.send("/api/admin/catalogue")).json()) as EditableCatalogue;
  const auditRows = () => db.kysely.selectFrom("audit_log").selectAll().where("action", "=", "catalogue.save").orderBy("at").execute();
  const axe = async (page: Page) =>
    (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze()).violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );

  async function adminPage(options: Parameters<typeof openPage>[1]) {
    const watched = await openPage(browser, options);
    const host = new URL(server.url).hostname;
    await watched.page.context().addCookies([...operator.cookies].map(([name, value]) => ({ name, value, domain: host, path: "/" })));
    return watched;
  }

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: /store, /play's skin picker and GET /api/store ..." below;
  // server/store/catalogue-texts.test.ts "reads each language's texts, ...").
  it.runIf(engine === "sqlite")(
    "shows /store in German: skins, power-ups and coin packs by their German names, English in English",
    async () => {
      const { page, errors, close } = await openPage(browser, PHONE);
      await page.goto(server.url + "/store?lang=de", { waitUntil: "networkidle" });
      const falcon = page.getByTestId("store-skin-ice-falcon");
      expect(await falcon.getByRole("heading").textContent()).toBe("Eisfalke");
      expect(await page.getByTestId("store-skin-golden-phoenix").getByRole("heading").textContent()).toBe("Goldphönix");
      // The page's own fetch of /api/store (when it opens) keeps the German words.
      await page.waitForTimeout(300);
      expect(await falcon.getByRole("heading").textContent()).toBe("Eisfalke");
      await page.screenshot({ path: join(SHOTS, `store-de-skins-390-${engine}.png`), fullPage: true });

      await page.goto(server.url + "/store?lang=de&tab=powerups", { waitUntil: "networkidle" });
      const timeSlow = page.getByTestId("store-powerup-time-slow");
      expect(await timeSlow.getByRole("heading").textContent()).toBe("Zeitlupe");
      expect(await timeSlow.textContent()).toContain("Dauer: 10 Sek.");
      const shield = page.getByTestId("store-powerup-shield");
      expect(await shield.getByRole("heading").textContent()).toBe("Schild");
      expect(await shield.getByTestId("powerup-description").textContent()).toBe(
        "Fängt den nächsten Aufprall an einem Rohr ab und zerbricht dann.",
      );
      expect(await shield.textContent()).toContain("Dauer: 1 Treffer");
      expect(await shield.getByTestId("powerup-buy").getAttribute("aria-label")).toBe("Schild für 150 Münzen kaufen");
      await page.screenshot({ path: join(SHOTS, `store-de-powerups-390-${engine}.png`), fullPage: true });

      await page.goto(server.url + "/store?lang=de&tab=coins", { waitUntil: "networkidle" });
      expect(await page.getByTestId("store-pack-popular").textContent()).toContain("Genug für einen seltenen Skin, dazu 500 Bonusmünzen.");

      // In English the catalogue's own words, word for word.
      await page.goto(server.url + "/store?lang=en&tab=powerups", { waitUntil: "networkidle" });
      expect(await page.getByTestId("store-powerup-shield").getByRole("heading").textContent()).toBe("Shield");
      expect(await page.getByTestId("store-powerup-time-slow").textContent()).toContain("10 s");
      expect(errors).toEqual([]);
      await close();

      // The API the store uses, and /play's skin picker.
      const german = await storeIn("de");
      expect(german.skins.find((s) => s.id === "crystal-dove")?.name).toBe("Kristalltaube");
      expect(german.coinPacks.map((p) => p.name)).toEqual(["Einsteiger", "Beliebt", "Ultimativ"]);
      expect((await storeIn("en")).skins.find((s) => s.id === "crystal-dove")?.name).toBe("Crystal Dove");
      const play = await openPage(browser, PHONE);
      await play.page.goto(server.url + "/play?lang=de", { waitUntil: "networkidle" });
      expect(await play.page.getByTestId("skin-ice-falcon").getAttribute("aria-label")).toBe("Eisfalke (gesperrt): 2.000 Münzen im Shop");
      await play.page.getByTestId("skin-picker").scrollIntoViewIfNeeded();
      await play.page.screenshot({ path: join(SHOTS, `play-de-390-${engine}.png`) });
      expect(play.errors).toEqual([]);
      await play.close();
    },
  );

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: /store, /play's skin picker and GET /api/store ..." below;
  // server/store/catalogue-texts.test.ts "reads each language's texts, ...").
  it.runIf(engine === "sqlite")("shows /store in Japanese on a phone", async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(server.url + "/store?lang=ja", { waitUntil: "networkidle" });
    expect(await page.getByTestId("store-skin-ice-falcon").getByRole("heading").textContent()).toBe("アイス・ファルコン");
    await page.screenshot({ path: join(SHOTS, `store-ja-skins-390-${engine}.png`), fullPage: true });
    await page.goto(server.url + "/store?lang=ja&tab=powerups", { waitUntil: "networkidle" });
    expect(await page.getByTestId("store-powerup-mega-zap").getByRole("heading").textContent()).toBe("メガザップ");
    expect(await page.getByTestId("store-powerup-mega-zap").textContent()).toContain("効果時間：即時");
    await page.screenshot({ path: join(SHOTS, `store-ja-powerups-390-${engine}.png`), fullPage: true });
    await page.goto(server.url + "/store?lang=ja&tab=coins", { waitUntil: "networkidle" });
    await page.screenshot({ path: join(SHOTS, `store-ja-coins-390-${engine}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await close();
  });

  it("over HTTP: /store, /play's skin picker and GET /api/store answer in the player's language", async () => {
    const skins = await pageOf("/store?lang=de");
    expect(skins.heading("store-skin-golden-phoenix")).toBe("Goldphönix");
    const powerUps = await pageOf("/store?lang=de&tab=powerups");
    expect(powerUps.heading("store-powerup-time-slow")).toBe("Zeitlupe");
    expect(powerUps.byTestId("store-powerup-time-slow")?.text).toContain("Dauer: 10 Sek.");
    expect(powerUps.heading("store-powerup-shield")).toBe("Schild");
    expect(powerUps.byTestId("store-powerup-shield")?.querySelector('[data-testid="powerup-description"]')?.text).toBe(
      "Fängt den nächsten Aufprall an einem Rohr ab und zerbricht dann.",
    );
    expect(powerUps.byTestId("store-powerup-shield")?.text).toContain("Dauer: 1 Treffer");
    expect(powerUps.byTestId("store-powerup-shield")?.querySelector('[data-testid="powerup-buy"]')?.getAttribute("aria-label")).toBe(
      "Schild für 150 Münzen kaufen",
    );
    expect((await pageOf("/store?lang=de&tab=coins")).byTestId("store-pack-popular")?.text).toContain(
      "Genug für einen seltenen Skin, dazu 500 Bonusmünzen.",
    );
    const english = await pageOf("/store?lang=en&tab=powerups");
    expect(english.heading("store-powerup-shield")).toBe("Shield");
    expect(english.byTestId("store-powerup-time-slow")?.text).toContain("10 s");
    expect((await pageOf("/play?lang=de")).byTestId("skin-golden-phoenix")?.getAttribute("aria-label")).toBe(
      "Goldphönix (gesperrt): 5.000 Münzen im Shop",
    );
    const german = await storeIn("de");
    expect(german.skins.find((s) => s.id === "crystal-dove")?.name).toBe("Kristalltaube");
    expect(german.coinPacks.map((p) => p.name)).toEqual(["Einsteiger", "Beliebt", "Ultimativ"]);
    expect((await storeIn("en")).skins.find((s) => s.id === "crystal-dove")?.name).toBe("Crystal Dove");

    expect((await pageOf("/store?lang=ja")).heading("store-skin-ice-falcon")).toBe("アイス・ファルコン");
    const japanese = await pageOf("/store?lang=ja&tab=powerups");
    expect(japanese.heading("store-powerup-mega-zap")).toBe("メガザップ");
    expect(japanese.byTestId("store-powerup-mega-zap")?.text).toContain("効果時間：即時");
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: the operator saves a German name ..." below;
  // server/store/catalogue-texts.test.ts "saves a German name: audited, ...").
  it.runIf(engine === "sqlite")("lets the operator change a German name in Store Settings, and a German player sees it", async () => {
    const auditBefore = (await auditRows()).length;
    const { page, errors, close } = await adminPage({ viewport: { width: 1280, height: 800 } });
    const sent: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/admin/catalogue")) sent.push(request);
    });
    await page.goto(server.url + "/admin/store", { waitUntil: "networkidle" });
    const texts = page.getByRole("region", { name: "Names and Descriptions" });
    expect(await texts.isVisible()).toBe(true);
    // The operator's own language first (English), then German from the language picker.
    expect(await page.getByTestId("skins.ice-falcon.texts.en.name").inputValue()).toBe("Ice Falcon");
    await page.getByTestId("texts-languages").getByText("Deutsch", { exact: true }).click();
    const falconName = page.getByTestId("skins.ice-falcon.texts.de.name");
    expect(await falconName.inputValue()).toBe("Eisfalke");
    expect(await page.getByTestId("powerUps.shield.texts.de.durationText").inputValue()).toBe("1 Treffer");
    // A timed power-up's duration is its seconds: no text to translate.
    expect(await page.getByTestId("powerUps.time-slow.texts.de.durationText").count()).toBe(0);
    expect(await page.getByTestId("texts-language-de").getAttribute("data-missing")).toBe("0");
    await texts.screenshot({ path: join(SHOTS, `admin-texts-de-1280-${engine}.png`) });
    await page.getByTestId("texts-languages").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `admin-texts-de-1280-view-${engine}.png`) });
    expect(await axe(page)).toEqual([]);

    await page.getByTestId("texts.skins.ice-falcon").getByLabel("Name").fill("Frostfalke");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect.poll(() => page.getByTestId("catalogue-status").textContent()).toBe("Store settings saved successfully!");
    expect(sent.map((request) => request.postDataJSON())).toEqual([
      { skins: [{ id: "ice-falcon", texts: { de: { name: "Frostfalke" } } }] },
    ]);
    expect(errors).toEqual([]);
    await close();

    // Audited like the other catalogue changes.
    const rows = await auditRows();
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({ actor: ADMIN_EMAIL, target: "catalogue" });
    expect(JSON.parse(rows.at(-1)!.before_json!)).toEqual({ skins: { "ice-falcon": { texts: { de: { name: "Eisfalke" } } } } });
    expect(JSON.parse(rows.at(-1)!.after_json!)).toEqual({ skins: { "ice-falcon": { texts: { de: { name: "Frostfalke" } } } } });

    // A German player sees it at once; other languages keep theirs.
    const player = await openPage(browser, PHONE);
    await player.page.goto(server.url + "/store?lang=de", { waitUntil: "networkidle" });
    expect(await player.page.getByTestId("store-skin-ice-falcon").getByRole("heading").textContent()).toBe("Frostfalke");
    expect(player.errors).toEqual([]);
    await player.close();
    expect((await storeIn("de")).skins.find((s) => s.id === "ice-falcon")?.name).toBe("Frostfalke");
    expect((await storeIn("fr")).skins.find((s) => s.id === "ice-falcon")?.name).toBe("Faucon de glace");
    expect((await storeIn("en")).skins.find((s) => s.id === "ice-falcon")?.name).toBe("Ice Falcon");
  });

  it("over HTTP: the operator saves a German name (POST /api/admin/catalogue): audited, and a German player sees it at once", async () => {
    const auditBefore = (await auditRows()).length;
    // Store Settings for a German operator: the German texts, none missing.
    const settings = await pageOf("/admin/store?lang=de", operator);
    expect(settings.byTestId("skins.mystic-owl.texts.de.name")?.getAttribute("value")).toBe("Zaubereule");
    expect(settings.byTestId("powerUps.shield.texts.de.durationText")?.getAttribute("value")).toBe("1 Treffer");
    expect(settings.byTestId("powerUps.time-slow.texts.de.durationText")).toBeNull();
    expect(settings.byTestId("texts-language-de")?.getAttribute("data-missing")).toBe("0");

    // What the form sends for one changed name.
    const saved = await operator.send("/api/admin/catalogue", {
      json: { skins: [{ id: "mystic-owl", texts: { de: { name: "Nachteule" } } }] },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ ok: true, changed: 1 });
    const rows = await auditRows();
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({ actor: ADMIN_EMAIL, target: "catalogue" });
    expect(JSON.parse(rows.at(-1)!.before_json!)).toEqual({ skins: { "mystic-owl": { texts: { de: { name: "Zaubereule" } } } } });
    expect(JSON.parse(rows.at(-1)!.after_json!)).toEqual({ skins: { "mystic-owl": { texts: { de: { name: "Nachteule" } } } } });

    expect((await pageOf("/store?lang=de")).heading("store-skin-mystic-owl")).toBe("Nachteule");
    expect((await storeIn("de")).skins.find((s) => s.id === "mystic-owl")?.name).toBe("Nachteule");
    expect((await storeIn("fr")).skins.find((s) => s.id === "mystic-owl")?.name).toBe("Chouette mystique");
    expect((await storeIn("en")).skins.find((s) => s.id === "mystic-owl")?.name).toBe("Mystic Owl");
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: a translation the operator removes ..." below;
  // server/store/catalogue-texts.test.ts "removes a translation when its text is emptied: ...").
  it.runIf(engine === "sqlite")(
    "shows English where the operator removed a translation, and flags it missing in Store Settings",
    async () => {
      const { page, errors, close } = await adminPage(PHONE);
      await page.goto(server.url + "/admin/store?lang=it", { waitUntil: "networkidle" });
      // The Italian operator starts on Italian texts.
      const name = page.getByTestId("powerUps.magnet.texts.it.name");
      expect(await name.inputValue()).toBe("Calamita");
      expect(await page.getByTestId("texts-language-it").getAttribute("data-missing")).toBe("0");
      await name.fill("");
      // Flagged as the operator types, before the save.
      expect(await page.getByTestId("powerUps.magnet.texts.it.name-missing").textContent()).toBe(
        "Mancante: i giocatori leggono il testo inglese.",
      );
      expect(await page.getByTestId("texts-language-it").getAttribute("data-missing")).toBe("1");
      await page.getByTestId("catalogue-save").click();
      await expect.poll(() => page.getByTestId("catalogue-status").textContent()).toBe("Impostazioni del negozio salvate con successo!");
      await page.reload({ waitUntil: "networkidle" });
      expect(await page.getByTestId("powerUps.magnet.texts.it.name").inputValue()).toBe("");
      expect(await page.getByTestId("powerUps.magnet.texts.it.name").getAttribute("placeholder")).toBe("Magnet");
      expect(await page.getByTestId("powerUps.magnet.texts.it.name-missing").isVisible()).toBe(true);
      expect(await page.getByTestId("texts-language-it-missing").textContent()).toContain("1");
      // The price row names the magnet in English now (the Italian name is gone).
      expect(await page.getByTestId("powerUps.magnet").textContent()).toContain("Magnet");
      await page.getByTestId("texts-languages").scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `admin-texts-it-390-languages-${engine}.png`) });
      await page.getByTestId("powerUps.magnet.texts.it.name").scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `admin-texts-it-390-missing-${engine}.png`) });
      await page.getByRole("region", { name: "Nomi e descrizioni" }).screenshot({ path: join(SHOTS, `admin-texts-it-390-${engine}.png`) });
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await close();

      const italian = await storeIn("it");
      expect(italian.powerUps.find((p) => p.id === "magnet")).toMatchObject({
        name: "Magnet",
        description: "Attira delicatamente il tuo uccello verso il centro del prossimo varco.",
      });
      const player = await openPage(browser, PHONE);
      await player.page.goto(server.url + "/store?lang=it&tab=powerups", { waitUntil: "networkidle" });
      expect(await player.page.getByTestId("store-powerup-magnet").getByRole("heading").textContent()).toBe("Magnet");
      expect(await player.page.getByTestId("store-powerup-shield").getByRole("heading").textContent()).toBe("Scudo");
      expect(player.errors).toEqual([]);
      await player.close();
      expect((await catalogue()).powerUps.find((p) => p.id === "magnet")!.texts.it).toEqual({
        description: "Attira delicatamente il tuo uccello verso il centro del prossimo varco.",
      });
    },
  );

  it("over HTTP: a translation the operator removes reads English for players, and Store Settings flags it missing", async () => {
    const before = await pageOf("/admin/store?lang=it", operator);
    expect(before.byTestId("powerUps.mini-size.texts.it.name")?.getAttribute("value")).toBe("Mini taglia");
    // Counted from what is missing now (on SQLite the flow above removed the magnet's Italian name).
    const missing = Number(before.byTestId("texts-language-it")?.getAttribute("data-missing"));
    const saved = await operator.send("/api/admin/catalogue", { json: { powerUps: [{ id: "mini-size", texts: { it: { name: "" } } }] } });
    expect(saved.status).toBe(200);
    await saved.body?.cancel();

    const after = await pageOf("/admin/store?lang=it", operator);
    expect(after.byTestId("powerUps.mini-size.texts.it.name")?.getAttribute("value")).toBe("");
    expect(after.byTestId("powerUps.mini-size.texts.it.name")?.getAttribute("placeholder")).toBe("Mini Size");
    expect(after.byTestId("powerUps.mini-size.texts.it.name-missing")?.text).toBe("Mancante: i giocatori leggono il testo inglese.");
    expect(after.byTestId("texts-language-it")?.getAttribute("data-missing")).toBe(String(missing + 1));
    expect(after.byTestId("powerUps.mini-size")?.text).toContain("Mini Size");

    const description = "Riduce il tuo uccello a metà delle dimensioni per farlo passare più facilmente.";
    expect((await storeIn("it")).powerUps.find((p) => p.id === "mini-size")).toMatchObject({ name: "Mini Size", description });
    const store = await pageOf("/store?lang=it&tab=powerups");
    expect(store.heading("store-powerup-mini-size")).toBe("Mini Size");
    expect(store.heading("store-powerup-shield")).toBe("Scudo");
    expect((await catalogue()).powerUps.find((p) => p.id === "mini-size")!.texts.it).toEqual({ description });
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("refuses bad texts over HTTP ..." below; server/store/catalogue-texts.test.ts
  // "refuses bad texts field by field with a 400 and changes nothing").
  it.runIf(engine === "sqlite")("refuses a text that is too long next to its field, in its language, and saves nothing", async () => {
    const before = await catalogue();
    const auditBefore = (await auditRows()).length;
    const { page, errors, close } = await adminPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(server.url + "/admin/store", { waitUntil: "networkidle" });
    await page.getByTestId("texts-languages").getByText("Français", { exact: true }).click();
    await page.getByTestId("skins.shadow-raven.texts.fr.name").fill("Corbeau des ombres éternelles et de la nuit");
    await page.getByTestId("texts-languages").getByText("English", { exact: true }).click();
    await page.getByTestId("skins.shadow-raven.texts.en.name").fill("Night Raven");
    await page.getByRole("button", { name: "Save Settings" }).click();
    // The form shows the language the refused text is in.
    await expect.poll(() => page.getByTestId("skins.shadow-raven.texts.fr.name-error").textContent()).toBe("At most 40 characters.");
    expect(await page.getByTestId("catalogue-error").textContent()).toBe("Nothing was saved: correct the marked fields.");
    expect(errors.splice(0)).toEqual(["console: Failed to load resource: the server responded with a status of 400 ()"]);
    await close();
    expect(await catalogue()).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it("refuses bad texts over HTTP with a 400 naming each field, and saves nothing", async () => {
    const before = await catalogue();
    const auditBefore = (await auditRows()).length;
    // What the form sends for the flow above: a French name too long beside a good English one.
    const tooLong = await operator.send("/api/admin/catalogue", {
      json: {
        skins: [
          { id: "shadow-raven", texts: { fr: { name: "Corbeau des ombres éternelles et de la nuit" }, en: { name: "Night Raven" } } },
        ],
      },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      error: "invalid_catalogue",
      fields: { "skins.shadow-raven.texts.fr.name": { code: "text_too_long", limit: 40 } },
    });
    expect(await catalogue()).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);

    // An unknown language, an unknown item, a text an item does not have: 400, nothing saved.
    const refused = await operator.send("/api/admin/catalogue", {
      json: {
        skins: [
          { id: "ice-falcon", texts: { xx: { name: "Falcon" }, de: { name: "x".repeat(41) } } },
          { id: "no-such-skin", texts: { de: { name: "Geist" } } },
        ],
        powerUps: [{ id: "boost", texts: { de: { durationText: "5 Sekunden" } } }],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(await refused.json()).toMatchObject({
      error: "invalid_catalogue",
      message: expect.any(String),
      fields: {
        "skins.ice-falcon.texts.xx": { code: "unknown_locale" },
        "skins.ice-falcon.texts.de.name": { code: "text_too_long", limit: 40 },
        "skins.no-such-skin": { code: "unknown_item" },
        "powerUps.boost.texts.de.durationText": { code: "not_translatable" },
      },
    });
    expect(await catalogue()).toEqual(before);
    expect(await auditRows()).toHaveLength(auditBefore);
  });
});
