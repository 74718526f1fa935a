// /terms and /privacy in every language: the server renders the body in the page's language and sends
// no other language's legal text; in the browser the page hydrates without an error (the locale's
// last-updated date included) and its in-text links navigate in the same language.
import { describe, expect, it } from "vitest";
import { siteTranslations } from "../../shared/i18n/dictionaries.server.ts";
import { locales, type Locale } from "../../shared/i18n/locales.ts";
import { openPage } from "./browser.ts";
import { useApp } from "./fixture.ts";

const PAGES = [
  ["/terms", "terms", "terms.agreement.parties"],
  ["/privacy", "privacy", "privacy.data.account"],
] as const;

/** The start of a body paragraph in `locale`: enough to tell the languages apart, before any character HTML would escape. */
function probe(section: "terms" | "privacy", key: string, locale: Locale): string {
  const text = (siteTranslations[section][locale] as Record<string, string>)[key]!;
  return text.slice(0, 30);
}

describe("legal pages", () => {
  const app = useApp({ browser: true });

  it.each(PAGES)("server-renders %s in each language, with no other language's text", async (path, section, key) => {
    for (const locale of locales) {
      const html = await (await fetch(`${app.server.url}${path}?lang=${locale}`)).text();
      expect(html, locale).toContain(`<html lang="${locale}">`);
      expect(html, locale).toContain(probe(section, key, locale));
      for (const other of locales.filter((l) => l !== locale)) {
        expect(html, `${locale} page holds ${other} text`).not.toContain(probe(section, key, other));
      }
    }
  });

  it("shows /terms in German and /privacy in Japanese after hydration, links included", async () => {
    const { page, errors, close } = await openPage(app.browser, { viewport: { width: 390, height: 844 } });
    const article = page.locator("article");
    const de = siteTranslations.terms.de;
    await page.goto(app.server.url + "/terms?lang=de", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByText("Zuletzt aktualisiert: 22. November 2026").isVisible()).toBe(true);
    expect(await article.innerText()).toContain(de["terms.agreement.minors"]);
    expect(await article.innerText()).not.toContain(siteTranslations.terms.en["terms.agreement.minors"]);
    expect(await article.locator("strong").first().innerText()).toBe("Kein Geldwert.");

    // The Privacy Policy link inside the text: a client navigation that brings /privacy's German texts and date.
    await article.getByRole("link", { name: "Datenschutzerklärung" }).click();
    await page.waitForURL(/\/privacy$/);
    // (The German heading carries a soft hyphen, which innerText may drop.)
    await expect.poll(async () => (await page.locator("h1").innerText()).replace(/\u00ad/g, "")).toBe("Datenschutzerklärung");
    expect(await article.innerText()).toContain(siteTranslations.privacy.de["privacy.intro"]);
    await expect.poll(() => page.getByText("Zuletzt aktualisiert: 28. November 2026").isVisible()).toBe(true);

    const ja = siteTranslations.privacy.ja;
    await page.goto(app.server.url + "/privacy?lang=ja", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByText("最終更新日：2026年11月28日").isVisible()).toBe(true);
    expect(await article.innerText()).toContain(ja["privacy.data.account"]);
    expect(await article.innerText()).not.toContain(siteTranslations.privacy.en["privacy.data.account"]);
    const stripe = article.getByRole("link", { name: "Stripeのプライバシーポリシー" });
    expect(await stripe.getAttribute("href")).toBe("https://stripe.com/privacy");
    expect(await stripe.getAttribute("target")).toBe("_blank");
    expect(errors).toEqual([]);
    await close();
  });
});
