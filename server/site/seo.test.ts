import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createAuditService, type AuditActor } from "../audit/service.ts";
import { seed } from "../db/seed.ts";
import {
  DISALLOWED_PATHS,
  PUBLIC_ROUTES,
  SEO_DEFAULTS,
  SeoInputError,
  createSeoService,
  isSeoInputError,
  robotsTxt,
  sitemapXml,
} from "./seo.ts";

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
      expect(
        DISALLOWED_PATHS.some((path) => route.startsWith(path)),
        route,
      ).toBe(false);
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
    const xml = sitemapXml(
      "https://flap.example.com",
      new Map([
        ["/", day],
        ["/play", day + 86_400_000],
      ]),
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each route in every language: the bare URL (English, x-default) and ?lang=xx for the eight others.
    const others = ["es", "fr", "de", "pt", "it", "ru", "ja", "zh"];
    expect(locs).toEqual(
      ["/", "/play", "/store", "/leaderboard", "/contact", "/terms", "/privacy"].flatMap((p) => [
        `https://flap.example.com${p}`,
        ...others.map((l) => `https://flap.example.com${p}?lang=${l}`),
      ]),
    );
    expect(xml).toContain("<loc>https://flap.example.com/</loc>\n    <lastmod>2026-01-15</lastmod>");
    expect(xml).toContain("<loc>https://flap.example.com/play</loc>\n    <lastmod>2026-01-16</lastmod>");
    expect(xml).toContain("<loc>https://flap.example.com/play?lang=ja</loc>\n    <lastmod>2026-01-16</lastmod>");
    // The sign-in page says noindex, so it is not submitted.
    expect(xml).not.toContain("/login");
  });
});

const ops: AuditActor = { id: "user-ops", label: "ops@example.com", ip: "203.0.113.5" };
const admin: AuditActor = { id: "user-admin", label: "admin@example.com" };

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

      await seo.update("/store", "de", { title: "Flap Master Shop", description: "Vogelskins und Power-Ups." }, ops);
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
      const saved = await seo.update("/", "en", { title: "  New home title  ", ogImage: "https://cdn.example.com/og.png" }, admin);
      expect(saved).toMatchObject({ title: "New home title", description: SEO_DEFAULTS[0]!.description, updatedAt: 20_000 });
      expect(await seo.forRoute("/", "en")).toEqual(saved);
      expect((await seo.lastModified()).get("/")).toBe(20_000);
      await seo.update("/", "en", { ogImage: null }, admin);
      expect((await seo.forRoute("/", "en"))?.ogImage).toBeNull();
    });

    it("refuses unknown routes, other locales, bad fields and a new row without title and description, naming the field", async () => {
      const db = getDb();
      const seo = createSeoService(db);
      const refusal = (promise: Promise<unknown>) =>
        promise.then(
          () => "resolved",
          (error: unknown) => (isSeoInputError(error) ? `${error.code} ${error.field}` : String(error)),
        );
      expect(isSeoInputError(new SeoInputError("invalid_fields", "title: too long", "title"))).toBe(true);
      expect(isSeoInputError(new Error("title: too long"))).toBe(false);
      const before = await seo.list();
      const audited = (await createAuditService(db).list({ action: "seo.update" })).length;
      expect(await refusal(seo.update("/admin", "en", { title: "x" }, admin))).toBe("unknown_route route");
      expect(await refusal(seo.update("/", "EN_us", { title: "x" }, admin))).toBe("invalid_locale locale");
      // A well-formed code the site has no interface in is refused too: no page would show it.
      expect(await refusal(seo.update("/", "nl", { title: "x" }, admin))).toBe("invalid_locale locale");
      expect(await refusal(seo.update("/", "en", { title: "" }, admin))).toBe("invalid_fields title");
      expect(await refusal(seo.update("/", "en", { title: "   " }, admin))).toBe("invalid_fields title");
      expect(await refusal(seo.update("/", "en", { title: "x".repeat(121) }, admin))).toBe("invalid_fields title");
      expect(await refusal(seo.update("/", "en", { title: "two\nlines" }, admin))).toBe("invalid_fields title");
      expect(await refusal(seo.update("/", "en", { description: "d".repeat(321) }, admin))).toBe("invalid_fields description");
      expect(await refusal(seo.update("/", "en", { keywords: "k".repeat(501) }, admin))).toBe("invalid_fields keywords");
      expect(await refusal(seo.update("/", "en", { ogImage: "javascript:alert(1)" }, admin))).toBe("invalid_fields ogImage");
      expect(await refusal(seo.update("/", "en", { ogImage: "//evil.example/x.png" }, admin))).toBe("invalid_fields ogImage");
      expect(await refusal(seo.update("/", "en", { ogImage: `https://cdn.example.com/${"a".repeat(2000)}.png` }, admin))).toBe(
        "invalid_fields ogImage",
      );
      expect(await refusal(seo.update("/", "en", { title: 5 as unknown as string }, admin))).toBe("invalid_fields title");
      expect(await refusal(seo.update("/", "en", { canonical: "https://x" } as never, admin))).toBe("invalid_fields canonical");
      expect(await refusal(seo.update("/", "fr", { title: "Jouer" }, admin))).toBe("missing_fields description");
      expect(await refusal(seo.update("/", "fr", { description: "Jouer" }, admin))).toBe("missing_fields title");
      expect(await seo.forRoute("/", "fr")).toMatchObject({ locale: "en" });
      expect(await seo.list()).toEqual(before);
      expect(await createAuditService(db).list({ action: "seo.update" })).toHaveLength(audited);
    });

    it("audits each change with before and after in the same transaction; an unchanged save writes nothing", async () => {
      const db = getDb();
      let now = 30_000;
      const seo = createSeoService(db, { now: () => now });
      const auditLog = createAuditService(db);
      const play = SEO_DEFAULTS.find((d) => d.route === "/play")!;

      await seo.update("/play", "fr", { title: "Jouer à Flap Master", description: "Tape pour voler.", ogImage: "" }, ops);
      now = 40_000;
      await seo.update("/play", "en", { title: "Play now" }, admin);
      // The same values again: not a change.
      now = 50_000;
      const same = await seo.update("/play", "en", { title: "Play now", keywords: play.keywords }, admin);
      expect(same.updatedAt).toBe(40_000);

      const entries = (await auditLog.list({ action: "seo.update" })).filter((e) => e.target?.endsWith(":/play"));
      expect(entries).toHaveLength(2);
      expect(entries.find((e) => e.target === "seo:fr:/play")).toMatchObject({
        actorId: "user-ops",
        actor: "ops@example.com",
        ip: "203.0.113.5",
        before: null,
        after: { title: "Jouer à Flap Master", description: "Tape pour voler.", keywords: "", ogImage: null },
      });
      expect(entries.find((e) => e.target === "seo:en:/play")).toMatchObject({
        actor: "admin@example.com",
        before: { title: play.title, description: play.description },
        after: { title: "Play now", description: play.description, keywords: play.keywords, ogImage: play.ogImage },
      });
      expect(await seo.forRoute("/play", "en")).toMatchObject({ title: "Play now", updatedBy: "admin@example.com", updatedAt: 40_000 });

      // The audit row cannot be written: the change is rolled back with it.
      const failing = createSeoService(db, {
        audit: { ...auditLog, record: () => Promise.reject(new Error("audit down")) },
      });
      await expect(failing.update("/play", "en", { title: "Lost title" }, admin)).rejects.toThrow("audit down");
      expect((await seo.forRoute("/play", "en"))?.title).toBe("Play now");
    });

    it("seeds once: an admin's edit survives the next start's seed", async () => {
      const seo = createSeoService(getDb());
      await seo.update("/terms", "en", { title: "Edited terms" }, admin);
      await seed(getDb());
      expect((await seo.forRoute("/terms", "en"))?.title).toBe("Edited terms");
    });
  },
  { seed: true },
);
