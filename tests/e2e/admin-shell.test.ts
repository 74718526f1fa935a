// The admin shell as the operator sees it: no public footer (no Admin Access, no contact form), the
// sections folded behind a menu button on a phone so the first screen shows the page, and the
// PUBLIC_URL banner of a production server started without it (server/site/public-url.ts).
// Screenshots land in test-results/admin-shell/.
import { mkdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openAdminPage } from "./admin-page.ts";
import { asAdmin } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-shell-password";
const shots = "test-results/admin-shell";
mkdirSync(shots, { recursive: true });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe.each(["sqlite", "postgres"] as const)("admin shell on %s", (engine) => {
  // PUBLIC_URL "" is unset (a blank variable counts as unset): the banner and the start-up warning.
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD, PUBLIC_URL: "" } });

  it("warns at start that PUBLIC_URL is unset, naming what it affects", () => {
    const output = app.server.output();
    expect(output).toContain("PUBLIC_URL is not set: the site uses http://localhost:3000 as its own address in canonical links");
    for (const affected of ["sitemap.xml", "share links", "unsubscribe"]) expect(output).toContain(affected);
  });

  it("serves the operator the admin pages in the admin shell: the PUBLIC_URL banner, no public footer", async () => {
    const operator = await asAdmin(app.server.url, ADMIN_PASSWORD);
    for (const path of ["/admin/players", "/admin/audit"]) {
      const response = await operator.send(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('data-testid="admin-public-url-banner"');
      expect(html, path).toContain("PUBLIC_URL is not set");
      expect(html, path).toContain('data-testid="admin-menu-button"');
      expect(html, path).not.toContain('data-testid="site-footer"');
    }
  });

  // CI time: the browser flows run on SQLite only; the page is the same on either engine, and what
  // it calls is tested on both (the admin layout and these pages' loaders: "serves the operator the
  // admin pages in the admin shell" above, and "admits the operator to every admin page and API" in
  // tests/e2e/auth-admin.test.ts).
  it.runIf(engine === "sqlite")("shows no public footer and the PUBLIC_URL banner on desktop, the menu open beside the page", async () => {
    const { page, close } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD, { width: 1280, height: 800 });
    try {
      await page.goto(`${app.server.url}/admin/players`);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await page.getByTestId("site-footer").count()).toBe(0);
      expect(await page.getByRole("button", { name: "Admin Access" }).count()).toBe(0);
      expect(await page.getByTestId("admin-public-url-banner").innerText()).toContain("PUBLIC_URL is not set");
      expect(await page.getByTestId("admin-menu-button").isVisible()).toBe(false);
      expect(await page.getByRole("link", { name: "Audit Log" }).isVisible()).toBe(true);
      await page.screenshot({ path: `${shots}/desktop-${engine}.png`, fullPage: true });
    } finally {
      await close();
    }
  });

  it.runIf(engine === "sqlite")("folds the sections behind a menu button on a phone: the first screen shows the page", async () => {
    const { page: phonePage, close } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD, PHONE.viewport, PHONE);
    try {
      await phonePage.goto(`${app.server.url}/admin/players`);
      const heading = phonePage.getByRole("heading", { level: 1 });
      await heading.waitFor();
      const menuButton = phonePage.getByTestId("admin-menu-button");
      expect(await menuButton.isVisible()).toBe(true);
      expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
      expect(await phonePage.getByRole("link", { name: "Audit Log" }).isVisible()).toBe(false);
      // The page's own heading is on the first screen.
      const box = (await heading.boundingBox())!;
      expect(box.y + box.height).toBeLessThan(844);
      expect(await phonePage.getByTestId("site-footer").count()).toBe(0);
      await phonePage.screenshot({ path: `${shots}/phone-closed-${engine}.png` });

      await menuButton.click();
      expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
      const audit = phonePage.getByRole("link", { name: "Audit Log" });
      expect(await audit.isVisible()).toBe(true);
      await phonePage.screenshot({ path: `${shots}/phone-open-${engine}.png` });
      // Choosing a section goes there and folds the menu again.
      await audit.click();
      await phonePage.waitForURL(/\/admin\/audit$/);
      await phonePage.getByRole("heading", { level: 1, name: "Audit Log" }).waitFor();
      expect(await menuButton.getAttribute("aria-expanded")).toBe("false");
    } finally {
      await close();
    }
  });
});
