// Email > Templates > Other languages, as the operator uses it: open the seeded welcome template, write
// its Italian text, remove its German one (then flagged missing), and read the result back from the
// API (in Chromium, on SQLite); the same calls over HTTP on both engines. Screenshots on a desktop and
// a phone land in test-results/admin-email/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { asAdmin } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-languages-password";
const shots = "test-results/admin-email";
mkdirSync(shots, { recursive: true });

describe.each(["sqlite", "postgres"] as const)("template languages [%s]", (engine) => {
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD } });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what
  // it calls is tested on both ("saves and removes a language of a seeded template over the API"
  // below; server/campaigns/template-texts.test.ts on both dialects).
  it.runIf(engine === "sqlite")("edits and removes a language of the welcome template", { timeout: 90_000 }, async () => {
    const admin = await openAdminPage(app.browser!, app.server.url, ADMIN_PASSWORD, { width: 1280, height: 800 });
    const { page } = admin;
    await page.goto(`${app.server.url}/admin/email`);
    const welcome = page.locator('[data-testid="template-item"][data-id="welcome"]');
    await welcome.getByTestId("template-edit").click();
    const languages = page.getByTestId("template-languages");
    await expect.poll(() => languages.getByTestId("template-language").isVisible()).toBe(true);

    await languages.getByTestId("template-language").selectOption("it");
    await expect.poll(() => languages.getByTestId("template-language-subject").inputValue()).toBe("Benvenuto in Flap Master, {{name}}!");
    await languages.getByTestId("template-language-subject").fill("Ciao {{name}}, benvenuto!");
    await languages.getByTestId("template-language-save").click();
    await expect.poll(() => languages.getByTestId("template-language-status").textContent()).toContain("Italiano");

    await languages.getByTestId("template-language").selectOption("de");
    await languages.getByTestId("template-language-remove").click();
    await expect.poll(() => languages.getByTestId("template-language-missing").isVisible()).toBe(true);
    await expect.poll(() => languages.getByTestId("template-language-subject").inputValue()).toBe("");
    expect(await languages.locator('option[value="de"]').textContent()).toContain("(missing)");
    await languages.scrollIntoViewIfNeeded();
    if (engine === "sqlite") await page.screenshot({ path: `${shots}/template-languages-desktop.png` });

    const answer = await admin.client.send("/api/admin/templates/welcome/texts");
    const { texts } = (await answer.json()) as { texts: Record<string, { subject: string } | null> };
    expect(texts.it?.subject).toBe("Ciao {{name}}, benvenuto!");
    expect(texts.de).toBeNull();
    expect(texts.fr?.subject).toBe("Bienvenue dans Flap Master, {{name}} !");

    if (engine === "sqlite") {
      const phone = await openAdminPage(app.browser!, app.server.url, ADMIN_PASSWORD, { width: 390, height: 844 });
      await phone.page.goto(`${app.server.url}/admin/email`);
      await phone.page.locator('[data-testid="template-item"][data-id="welcome"]').getByTestId("template-edit").click();
      const section = phone.page.getByTestId("template-languages");
      await expect.poll(() => section.getByTestId("template-language").isVisible()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await phone.page.screenshot({ path: `${shots}/template-languages-phone.png` });
      expect(phone.errors).toEqual([]);
      await phone.page.context().close();
    }
    expect(admin.errors).toEqual([]);
    await page.context().close();
  });

  // The page's calls (GET and POST /api/admin/templates/:id/texts), on the new-skin template so that
  // it does not depend on what the browser flow above changed in the welcome one.
  it("saves and removes a language of a seeded template over the API", async () => {
    const operator = await asAdmin(app.server.url, ADMIN_PASSWORD);
    type Texts = Record<string, { subject: string; body: string } | null>;
    const read = async () => {
      const answer = await operator.send("/api/admin/templates/new-skin/texts");
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { texts: Texts }).texts;
    };
    const before = await read();
    expect(before.it?.subject).toContain("{{name}}");
    expect(before.de?.subject).toContain("{{name}}");

    const italian = { subject: "Ciao {{name}}, nuova skin!", body: "Vieni a vederla." };
    const saved = await operator.send("/api/admin/templates/new-skin/texts", { json: { locale: "it", text: italian } });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { texts: Texts }).texts.it).toEqual(italian);
    const removed = await operator.send("/api/admin/templates/new-skin/texts", { json: { locale: "de", text: null } });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { texts: Texts }).texts.de).toBeNull();

    const after = await read();
    expect(after.it).toEqual(italian);
    expect(after.de).toBeNull();
    expect(after.fr).toEqual(before.fr);
    expect(after.en).toEqual(before.en);
    expect((await operator.send("/api/admin/templates/no-such-template/texts")).status).toBe(404);
  });
});
