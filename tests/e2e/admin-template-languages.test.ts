// Email > Templates > Other languages, as the operator uses it on both engines: open the seeded
// welcome template, write its Italian text, remove its German one (then flagged missing), and read the
// result back from the API. Screenshots on a desktop and a phone land in test-results/admin-email/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-languages-password";
const shots = "test-results/admin-email";
mkdirSync(shots, { recursive: true });

describe.each(["sqlite", "postgres"] as const)("template languages [%s]", (engine) => {
  const app = useApp({ engine, browser: true, env: { ADMIN_PASSWORD } });

  it("edits and removes a language of the welcome template", { timeout: 90_000 }, async () => {
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
});
