import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { seed } from "../db/seed.ts";
import { DISALLOWED_PATHS, PUBLIC_ROUTES, SEO_DEFAULTS, SeoInputError, createSeoService, robotsTxt, sitemapXml } from "./seo.ts";

describe("SEO defaults", () => {
  it("cover every public route once, with titles of at most 60 and descriptions of 120-160 characters", () => {
    expect(SEO_DEFAULTS.map((d) => d.route).sort()).toEqual([...PUBLIC_ROUTES].sort());
    for (const entry of SEO_DEFAULTS) {
      expect(entry.title.length, entry.route).toBeLessThanOrEqual(60);
      expect(entry.description.length, entry.route).toBeGreaterThanOrEqual(120);
      expect(entry.description.length, entry.route).toBeLessThanOrEqual(160);
      expect(entry.keywords.split(",").length, entry.route).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(SEO_DEFAULTS.map((d) => d.title)).size).toBe(SEO_DEFAULTS.length);
    expect(new Set(SEO_DEFAULTS.map((d) => d.description)).size).toBe(SEO_DEFAULTS.length);
  });

  it("never disallows a public route for crawlers", () => {
    for (const route of PUBLIC_ROUTES.filter((r) => r !== "/")) {
      expect(DISALLOWED_PATHS.some((path) => route.startsWith(path)), route).toBe(false);
    }
  });
});

describe("crawler files", () => {
  it("robots.txt allows the public routes, disallows the private areas and names the sitemap", () => {
    const text = robotsTxt("https://flap.example.com");
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const route of PUBLIC_ROUTES) expect(lines).toContain(`Allow: ${route}`);
    for (const path of ["/admin", "/api/", "/account", "/success", "/checkout"]) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines.at(-1)).toBe("Sitemap: https://flap.example.com/sitemap.xml");
  });

  it("sitemap.xml lists the indexable public routes as absolute URLs with their last change", () => {
    const day = Date.UTC(2026, 0, 15, 13, 0, 0);
    const xml = sitemapXml("https://flap.example.com", new Map([["/", day], ["/play", day + 86_400_000]]));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(["/", "/play", "/store", "/leaderboard", "/contact", "/terms", "/privacy"].map((p) => `https://flap.example.com${p}`));
    expect(xml).toContain("<loc>https://flap.example.com/</loc>\n    <lastmod>2026-01-15</lastmod>");
    expect(xml).toContain("<loc>https://flap.example.com/play</loc>\n    <lastmod>2026-01-16</lastmod>");
    // The sign-in page says noindex, so it is not submitted.
    expect(xml).not.toContain("/login");
  });
});

describeEachDialect(
  "seo service",
  (getDb) => {
    it("seeds the English defaults for every public route", async () => {
      const seo = createSeoService(getDb());
      const rows = await seo.list();
      expect(rows.map((r) => `${r.locale}${r.route}`).sort()).toEqual(PUBLIC_ROUTES.map((r) => `en${r}`).sort());
      expect(await seo.forRoute("/play", "en")).toMatchObject({
        title: SEO_DEFAULTS.find((d) => d.route === "/play")!.title,
        ogImage: "/og-image.png",
        updatedBy: null,
      });
    });

    it("falls back from the locale's row to the English row, and to nothing for other routes", async () => {
      const seo = createSeoService(getDb(), { now: () => 5_000 });
      const english = await seo.forRoute("/store", "en");
      expect(await seo.forRoute("/store", "de")).toEqual(english);
      expect(await seo.forRoute("/store", "not a locale")).toEqual(english);

      await seo.update("/store", "de", { title: "Flap Master Shop", description: "Vogelskins und Power-Ups." }, "ops@example.com");
      expect(await seo.forRoute("/store", "de")).toMatchObject({
        locale: "de",
        title: "Flap Master Shop",
        description: "Vogelskins und Power-Ups.",
        keywords: "",
        ogImage: null,
        updatedAt: 5_000,
        updatedBy: "ops@example.com",
      });
      expect(await seo.forRoute("/store", "en")).toEqual(english);
      expect(await seo.forRoute("/admin", "en")).toBeNull();

      const pages = await seo.pagesFor("de");
      expect(pages["/store"]?.title).toBe("Flap Master Shop");
      // No German row for /play: the page's own translations give the words; the English image stays.
      expect(pages["/play"]).toEqual({ ogImage: SEO_DEFAULTS.find((d) => d.route === "/play")!.ogImage ?? null });
      expect((await seo.pagesFor("en"))["/play"]?.title).toBe(SEO_DEFAULTS.find((d) => d.route === "/play")!.title);
      expect(Object.keys(pages).sort()).toEqual([...PUBLIC_ROUTES].sort());
    });

    it("shows an update at once, keeps the fields not given, and records who and when", async () => {
      let now = 10_000;
      const seo = createSeoService(getDb(), { now: () => now });
      expect((await seo.forRoute("/", "en"))?.title).toBe(SEO_DEFAULTS[0]!.title);
      now = 20_000;
      const saved = await seo.update("/", "en", { title: "  New home title  ", ogImage: "https://cdn.example.com/og.png" }, "admin@example.com");
      expect(saved).toMatchObject({ title: "New home title", description: SEO_DEFAULTS[0]!.description, updatedAt: 20_000 });
      expect(await seo.forRoute("/", "en")).toEqual(saved);
      expect((await seo.lastModified()).get("/")).toBe(20_000);
      await seo.update("/", "en", { ogImage: null }, "admin@example.com");
      expect((await seo.forRoute("/", "en"))?.ogImage).toBeNull();
    });

    it("refuses unknown routes, bad locales, bad fields and a new row without title and description", async () => {
      const seo = createSeoService(getDb());
      const codeOf = (promise: Promise<unknown>) =>
        promise.then(
          () => "resolved",
          (error: unknown) => (error instanceof SeoInputError ? error.code : String(error)),
        );
      expect(await codeOf(seo.update("/admin", "en", { title: "x" }, null))).toBe("unknown_route");
      expect(await codeOf(seo.update("/", "EN_us", { title: "x" }, null))).toBe("invalid_locale");
      expect(await codeOf(seo.update("/", "en", { title: "" }, null))).toBe("invalid_fields");
      expect(await codeOf(seo.update("/", "en", { ogImage: "javascript:alert(1)" }, null))).toBe("invalid_fields");
      expect(await codeOf(seo.update("/", "en", { ogImage: "//evil.example/x.png" }, null))).toBe("invalid_fields");
      expect(await codeOf(seo.update("/", "fr", { title: "Jouer" }, null))).toBe("missing_fields");
      expect(await seo.forRoute("/", "fr")).toMatchObject({ locale: "en" });
    });

    it("seeds once: an admin's edit survives the next start's seed", async () => {
      const seo = createSeoService(getDb());
      await seo.update("/terms", "en", { title: "Edited terms" }, "admin@example.com");
      await seed(getDb());
      expect((await seo.forRoute("/terms", "en"))?.title).toBe("Edited terms");
    });
  },
  { seed: true },
);
