// Nine languages rendered on the server: Accept-Language picks one, ?lang switches and the `lang`
// cookie remembers it, <html lang> and the hreflang alternates follow.

import { describe, expect, it } from "vitest";
import { dictionaries } from "../../shared/i18n/dictionaries.server.ts";
import { en } from "../../shared/i18n/site/en.ts";
import { locales } from "../../shared/i18n/locales.ts";
import { openPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

// A text of the header on every page; the translation (when done) must differ from English to prove anything.
const KEY = "header.playGame";
const fr = dictionaries.fr;
const french = fr[KEY] ?? "";
const german = dictionaries.de[KEY] ?? "";

describe("languages", () => {
  const app = useApp({ browser: true });

  it("has translations to look for", () => {
    expect(french).not.toBe("");
    expect(german).not.toBe("");
    expect(french).not.toBe(en[KEY]);
    expect(german).not.toBe(en[KEY]);
  });

  it("renders French on the server for Accept-Language fr, with hreflang alternates", async () => {
    const response = await fetch(app.server.url + "/leaderboard", { headers: { "accept-language": "fr-CA,fr;q=0.9,en;q=0.5" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull(); // only an explicit choice is remembered
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(`>${french}<`);
    for (const locale of locales.filter((l) => l !== "en")) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="${locale}" href="https?://[^"]+/leaderboard\\?lang=${locale}"`));
    }
    // English is the bare URL (what a crawler without Accept-Language is shown), like x-default.
    expect(html).toMatch(/<link rel="alternate" hrefLang="en" href="https?:\/\/[^"]+\/leaderboard"/);
    expect(html).toMatch(/<link rel="alternate" hrefLang="x-default" href="https?:\/\/[^"]+\/leaderboard"/);
  });

  it("prefers ?lang, remembered in the cookie, over Accept-Language", async () => {
    const chosen = await fetch(app.server.url + "/?lang=de", { headers: { "accept-language": "fr" } });
    expect(await chosen.text()).toContain('<html lang="de">');
    expect(chosen.headers.get("set-cookie")).toBe("lang=de; Path=/; Max-Age=31536000; SameSite=Lax");

    const later = await fetch(app.server.url + "/play", { headers: { "accept-language": "fr", cookie: "lang=de" } });
    const html = await later.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(`>${german}<`);

    const plain = await fetch(app.server.url + "/play");
    expect(await plain.text()).toContain('<html lang="en">');
  });

  it("switches with the footer menu, by keyboard, and remembers the choice", async () => {
    const { page, errors, close } = await openPage(app.browser, { locale: "fr-FR" });
    await page.goto(app.server.url + "/", { waitUntil: "networkidle" });
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await expect.poll(() => page.getByRole("link", { name: french }).first().isVisible()).toBe(true);

    const summary = page.getByTestId("language-switcher").locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    const deutsch = page.getByRole("list", { name: fr["language.label"] || en["language.label"] }).getByRole("link", { name: "Deutsch" });
    await deutsch.focus();
    await Promise.all([page.waitForURL(/\?lang=de$/), page.keyboard.press("Enter")]);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await expect.poll(() => page.getByRole("link", { name: german }).first().isVisible()).toBe(true);

    // The next page load, without ?lang and with a French browser, stays German.
    await page.goto(app.server.url + "/store", { waitUntil: "networkidle" });
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await expect.poll(() => page.getByRole("link", { name: german }).first().isVisible()).toBe(true);
    expect(await summary.getAttribute("aria-label")).toContain("Deutsch");
    expect(errors).toEqual([]);
    await close();
  });
});
