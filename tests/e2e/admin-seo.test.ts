// SEO & Metadata as the operator uses it: edit a public page's tags in /admin/seo, save, and the
// page's server HTML carries them on the next request (English, and French for ?lang=fr only); the
// counters, previews and fallback note; the API's refusals (400 naming the field, nothing changed)
// and its audit rows. Screenshots land in test-results/admin-seo/.
import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { PUBLIC_ROUTES } from "../../server/site/seo.ts";
import { openAdminPage } from "./admin-page.ts";
import { asAdmin, asGuest, type Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

const ADMIN_PASSWORD = "operator-seo-password";
const ADMIN_EMAIL = "seo-operator@flapmaster.test";
const PUBLIC_URL = "https://flap.example.com";
const shots = "test-results/admin-seo";
mkdirSync(shots, { recursive: true });

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[name]!,
  );

/** The head tags a crawler reads from the server's HTML of `url` (no JavaScript runs). */
async function headTags(url: string) {
  const response = await fetch(url);
  expect(response.status, url).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const tags = [...head.matchAll(/<meta ([^>]*)>/g)].map((m) => m[1]!);
  const attr = (tag: string, name: string) => {
    const found = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(tag);
    return found ? decode(found[1]!) : undefined;
  };
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    meta: (key: string) => {
      const tag = tags.find((t) => attr(t, "name") === key || attr(t, "property") === key);
      return tag === undefined ? undefined : attr(tag, "content");
    },
    canonical: /<link [^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(head)?.[1],
  };
}

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The seo.update audit rows, newest first. */
async function seoAudit(client: Client): Promise<Array<{ actor: string; target: string; before: unknown; after: unknown }>> {
  const response = await client.send("/api/admin/inbox?view=audit&action=seo.update&pageSize=200");
  expect(response.status).toBe(200);
  return ((await response.json()) as { entries: never[] }).entries;
}

describe.each(["sqlite", "postgres"] as const)("admin SEO & Metadata on %s", (engine) => {
  // The browser flow runs on SQLite only; the API checks on both databases.
  const app = useApp({ engine, browser: engine === "sqlite", env: { ADMIN_PASSWORD, ADMIN_EMAIL, PUBLIC_URL } });

  it.runIf(engine === "sqlite")("edits /play in English and French in the page; the public page's HTML serves it at once", async () => {
    const { page, errors, close, client } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD);
    try {
      await page.goto(`${app.server.url}/admin/seo`);
      expect(await page.locator("h1").innerText()).toBe("SEO & Metadata");
      await page.getByRole("combobox", { name: "Page" }).selectOption("/play");
      await page.getByRole("combobox", { name: "Language" }).selectOption("en");
      const form = page.getByTestId("seo-form");
      await expect.poll(() => form.getAttribute("data-route")).toBe("/play");

      // The seeded English row; canonical from PUBLIC_URL, read-only.
      const canonical = page.getByTestId("seo-canonical");
      expect(await canonical.inputValue()).toBe(`${PUBLIC_URL}/play`);
      expect(await canonical.getAttribute("readonly")).not.toBeNull();
      expect(await page.getByTestId("seo-entry-state").getAttribute("data-own")).toBe("true");
      expect(await page.getByTestId("seo-keywords-note").innerText()).toContain("Google ignores the keywords meta tag");
      expect(await axe(page)).toEqual([]);

      // Counters follow the typing, with the recommended ranges.
      const title = page.getByTestId("seo-title");
      const titleCount = page.getByTestId("seo-title-count");
      await title.fill("Play");
      expect(await titleCount.getAttribute("data-state")).toBe("short");
      expect(await titleCount.innerText()).toBe("Characters: 4 · shorter than the recommended 30–60");
      await title.fill("Fly through every pipe in the free Flap Master browser game today");
      expect(await titleCount.getAttribute("data-state")).toBe("long");
      // The search preview cuts a long title at a word, the way Google does.
      expect(await page.getByTestId("seo-search-title").innerText()).toBe("Fly through every pipe in the free Flap Master browser …");
      await title.fill("x".repeat(121));
      expect(await titleCount.getAttribute("data-state")).toBe("over");
      await title.fill("");
      expect(await titleCount.getAttribute("data-state")).toBe("empty");

      const newTitle = "Play Flap Master – Fly the Pipes for Free";
      const newDescription =
        "Steer the bird through the pipe gaps with a tap, a click or the space bar. Every pipe you pass earns ten coins.";
      await title.fill(newTitle);
      await page.getByTestId("seo-description").fill(newDescription);
      expect(await titleCount.getAttribute("data-state")).toBe("good");
      expect(await page.getByTestId("seo-description-count").getAttribute("data-state")).toBe("good");
      expect(await page.getByTestId("seo-search-title").innerText()).toBe(newTitle);
      expect(await page.getByTestId("seo-search-description").innerText()).toBe(newDescription);
      expect(await page.getByTestId("seo-search-url").innerText()).toBe("flap.example.com › play");

      // A share image that does not load says so; a bad address is refused beside the field, unsaved.
      const ogImage = page.getByTestId("seo-og-image");
      const errorsBefore = errors.length;
      await ogImage.fill("/no-such-share-image.png");
      await expect.poll(() => page.getByTestId("seo-share-image-failed").isVisible()).toBe(true);
      // That 404 is the one console error this step causes on purpose.
      await expect.poll(() => errors.length).toBe(errorsBefore + 1);
      expect(errors.splice(errorsBefore)).toEqual([expect.stringContaining("status of 404")]);
      // An address the page may not load (CSP) is not fetched at all.
      await ogImage.fill("ftp://files.example.com/og.png");
      expect(await page.getByTestId("seo-share-image-none").isVisible()).toBe(true);
      await page.getByTestId("seo-save").click();
      expect(await page.getByTestId("seo-ogImage-error").innerText()).toBe("Use a site path starting with / or an http(s) URL.");
      expect(await ogImage.getAttribute("aria-invalid")).toBe("true");
      expect((await headTags(`${app.server.url}/play`)).title).not.toBe(newTitle);
      await ogImage.fill("/og-image.png");
      await expect.poll(() => page.getByTestId("seo-share-image").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
      expect(await page.getByTestId("seo-dirty").isVisible()).toBe(true);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.screenshot({ path: `${shots}/editor.png`, fullPage: true });

      await page.getByTestId("seo-save").click();
      const status = page.getByTestId("seo-status");
      await expect.poll(() => status.innerText()).toBe("Saved. /play in English shows it now.");
      expect(await status.getAttribute("data-kind")).toBe("ok");
      expect(await page.getByTestId("seo-entry-state").innerText()).toContain(`by ${ADMIN_EMAIL}`);
      expect(await page.getByTestId("seo-dirty").count()).toBe(0);

      // The public page's server HTML, at once.
      const english = await headTags(`${app.server.url}/play`);
      expect(english.title).toBe(newTitle);
      expect(english.meta("description")).toBe(newDescription);
      expect(english.meta("og:title")).toBe(newTitle);
      expect(english.meta("og:description")).toBe(newDescription);
      expect(english.meta("og:image")).toBe(`${PUBLIC_URL}/og-image.png`);
      expect(english.canonical).toBe(`${PUBLIC_URL}/play`);

      // French has no row yet: the note says so and the fields start from the French page's texts.
      await page.getByRole("combobox", { name: "Language" }).selectOption("fr");
      await expect.poll(() => form.getAttribute("data-locale")).toBe("fr");
      expect(await page.getByTestId("seo-entry-state").getAttribute("data-own")).toBe("false");
      expect(await page.getByTestId("seo-fallback-note").innerText()).toContain("No Français entry yet");
      expect(await title.inputValue()).toBe("Jouer | Flap Master");
      expect(await page.getByTestId("seo-save").innerText()).toBe("Create the Français entry");
      const frenchTitle = "Jouer à Flap Master gratuitement en ligne";
      const frenchDescription = "Guide l'oiseau entre les tuyaux d'un simple toucher. Chaque tuyau franchi te rapporte dix pièces.";
      await title.fill(frenchTitle);
      await page.getByTestId("seo-description").fill(frenchDescription);
      await page.getByTestId("seo-save").click();
      await expect.poll(() => status.innerText()).toBe("Saved. /play in Français shows it now.");
      expect(await page.getByTestId("seo-entry-state").getAttribute("data-own")).toBe("true");

      const french = await headTags(`${app.server.url}/play?lang=fr`);
      expect(french.title).toBe(frenchTitle);
      expect(french.meta("description")).toBe(frenchDescription);
      expect(french.meta("og:title")).toBe(frenchTitle);
      // Only French: English keeps its own row, German its translations.
      expect((await headTags(`${app.server.url}/play`)).title).toBe(newTitle);
      const german = await headTags(`${app.server.url}/play?lang=de`);
      expect([frenchTitle, newTitle]).not.toContain(german.title);
      expect(german.meta("description")).not.toBe(frenchDescription);

      // Back to English: the page shows what was saved (after a reload too).
      await page.reload();
      await page.getByRole("combobox", { name: "Page" }).selectOption("/play");
      expect(await title.inputValue()).toBe(newTitle);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.screenshot({ path: `${shots}/saved.png`, fullPage: true });

      // Both saves are in the audit log under the operator's name.
      const audit = await seoAudit(client);
      expect(audit.map((entry) => entry.target).slice(0, 2)).toEqual(["seo:fr:/play", "seo:en:/play"]);
      expect(audit[0]).toMatchObject({ actor: ADMIN_EMAIL, before: null, after: { title: frenchTitle, description: frenchDescription } });
      expect(audit[1]).toMatchObject({
        actor: ADMIN_EMAIL,
        after: { title: newTitle, description: newDescription, ogImage: "/og-image.png" },
      });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it.runIf(engine === "sqlite")("fits a phone screen without sideways scrolling and passes axe there", async () => {
    const { page, errors, close } = await openAdminPage(app.browser, app.server.url, ADMIN_PASSWORD, { width: 390, height: 844 });
    try {
      await page.goto(`${app.server.url}/admin/seo?route=/leaderboard&locale=ja`);
      expect(await page.getByTestId("seo-form").getAttribute("data-route")).toBe("/leaderboard");
      expect(await page.getByTestId("seo-fallback-note").isVisible()).toBe(true);
      await page
        .getByTestId("seo-title")
        .fill("A very long title that keeps going well past the length any search result would show in full");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, "/admin/seo scrolls sideways on a phone").toBeLessThanOrEqual(0);
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `${shots}/phone.png`, fullPage: true });
      // Closer looks at the form and the previews, one screen each.
      for (const [name, testId] of [
        ["phone-form", "seo-form"],
        ["phone-previews", "seo-search-preview"],
      ] as const) {
        // Below the fixed header, at once (the site scrolls smoothly otherwise).
        await page
          .getByTestId(testId)
          .evaluate((node) => window.scrollTo({ top: node.getBoundingClientRect().top + window.scrollY - 90, behavior: "instant" }));
        await page.screenshot({ path: `${shots}/${name}.png` });
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("lists every public route in every language, refuses bad input with 400 naming the field, and saves and audits good input", async () => {
    const guest = await asGuest(app.server.url);
    for (const request of [
      guest.send("/api/admin/seo"),
      guest.send("/api/admin/seo", { json: { route: "/play", locale: "en", title: "Hijacked title" } }),
    ]) {
      const refused = await request;
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }

    const client = await asAdmin(app.server.url, ADMIN_PASSWORD);
    const overview = async () => {
      const response = await client.send("/api/admin/seo");
      expect(response.status).toBe(200);
      return (await response.json()) as {
        publicUrl: string;
        routes: string[];
        locales: string[];
        pages: Array<{ route: string; locale: string; canonical: string; entry: { title: string } | null; fallback: { title: string } }>;
      };
    };
    const before = await overview();
    expect(before.publicUrl).toBe(PUBLIC_URL);
    expect(before.routes).toEqual([...PUBLIC_ROUTES]);
    expect(before.locales).toEqual(["en", "es", "fr", "de", "pt", "it", "ru", "ja", "zh"]);
    expect(before.pages).toHaveLength(PUBLIC_ROUTES.length * 9);
    const store = (locale: string) => before.pages.find((p) => p.route === "/store" && p.locale === locale)!;
    expect(store("en")).toMatchObject({ canonical: `${PUBLIC_URL}/store`, entry: { title: expect.any(String) } });
    expect(store("it").fallback.title).toContain("Flap Master");
    const auditBefore = (await seoAudit(client)).length;

    const good = {
      route: "/store",
      locale: "it",
      title: "Negozio di Flap Master",
      description: "Skin, monete e potenziamenti.",
      keywords: "",
      ogImage: null,
    };
    const bad: Array<[unknown, string]> = [
      [{ ...good, route: "/admin" }, "route"],
      [{ ...good, route: "/store/../admin" }, "route"],
      [{ ...good, route: undefined }, "route"],
      [{ ...good, locale: "nl" }, "locale"],
      [{ ...good, locale: 7 }, "locale"],
      [{ ...good, title: "" }, "title"],
      [{ ...good, title: "t".repeat(121) }, "title"],
      [{ ...good, title: "two\nlines" }, "title"],
      [{ ...good, description: "d".repeat(321) }, "description"],
      [{ ...good, keywords: "k".repeat(501) }, "keywords"],
      [{ ...good, ogImage: "javascript:alert(1)" }, "ogImage"],
      [{ ...good, ogImage: 42 }, "ogImage"],
      [{ ...good, canonical: "https://evil.example/" }, "canonical"],
      // A new row needs both words.
      [{ route: "/store", locale: "it", title: "Negozio" }, "description"],
    ];
    for (const [body, field] of bad) {
      const response = await client.send("/api/admin/seo", { json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toMatchObject({ error: expect.any(String), message: expect.any(String), field });
    }
    for (const body of ["a string", [good], null]) {
      const response = await client.send("/api/admin/seo", { json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ error: "invalid_body", message: expect.any(String) });
    }
    const notJson = await fetch(`${app.server.url}/api/admin/seo`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: app.server.url,
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      },
      body: '{"route": "/store",',
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: "invalid_json" });
    const wrongMethod = await client.send("/api/admin/seo", { method: "PUT", json: good });
    expect(wrongMethod.status).toBe(405);

    // Nothing changed: same rows, no audit row, the Italian page still on its translations.
    expect(await overview()).toEqual(before);
    expect(await seoAudit(client)).toHaveLength(auditBefore);
    expect((await headTags(`${app.server.url}/store?lang=it`)).title).toBe(store("it").fallback.title);

    // Good input: saved, answered, served and audited; the same values again are no new change.
    const saved = await client.send("/api/admin/seo", { json: good });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      entry: { route: "/store", locale: "it", title: good.title, ogImage: null, updatedBy: ADMIN_EMAIL },
    });
    const italian = await headTags(`${app.server.url}/store?lang=it`);
    expect(italian.title).toBe(good.title);
    expect(italian.meta("description")).toBe(good.description);
    expect(italian.meta("og:title")).toBe(good.title);
    expect((await client.send("/api/admin/seo", { json: good })).status).toBe(200);
    const audit = await seoAudit(client);
    expect(audit).toHaveLength(auditBefore + 1);
    expect(audit[0]).toMatchObject({ actor: ADMIN_EMAIL, target: "seo:it:/store", before: null, after: { title: good.title } });
  });
});
