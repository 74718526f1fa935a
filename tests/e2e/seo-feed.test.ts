// SEO rendering (head tags from the seo_metadata table in the server HTML, sitemap.xml, robots.txt)
// and the More Games section fed by a local fixture games feed.
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/index.ts";
import { PUBLIC_CACHE_TTL_MS } from "../../server/http/public-cache.ts";
import { SEO_DEFAULTS, createSeoService, languageUrls } from "../../server/site/seo.ts";
import { startFeedFixture, type FeedFixture } from "../fixtures/games-feed-server.ts";
import { launchBrowser, openPage, renderedMarkup } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

const PUBLIC_URL = "https://flap.example.com";
const defaults = (route: string) => SEO_DEFAULTS.find((d) => d.route === route)!;

const unescape = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#x27|#39);/g,
    (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[name]!,
  );

/** The head of a server-rendered page, as the tags a crawler or a link preview reads. */
async function headOf(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  const attr = (tag: string, name: string) => {
    const match = new RegExp(`${name}="([^"]*)"`).exec(tag);
    return match ? unescape(match[1]!) : undefined;
  };
  const meta = (key: string) => {
    const tag = [...head.matchAll(/<meta [^>]*>/g)].map((m) => m[0]).find((t) => attr(t, "name") === key || attr(t, "property") === key);
    return tag ? attr(tag, "content") : undefined;
  };
  const canonical = [...head.matchAll(/<link [^>]*>/g)].map((m) => m[0]).filter((t) => attr(t, "rel") === "canonical");
  return {
    html,
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ""),
    meta,
    canonical: canonical.map((t) => attr(t, "href")),
  };
}

describe("SEO and More Games (games feed up)", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let feed: FeedFixture;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    feed = await startFeedFixture({ count: 20 });
    server = await startServer({ env: { DATABASE_URL: database.url, GAMES_FEED_URL: feed.url, PUBLIC_URL } });
    // Thumbs from the app's own origin: the page's CSP allows https: and 'self' images, not http://127.0.0.1:other.
    feed.thumbBase = server.url;
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await feed?.close();
    await database?.drop();
  });

  it.each(["/", "/play"])(
    "renders %s's title, description, keywords, canonical, Open Graph and Twitter tags from the database",
    async (path) => {
      const seo = defaults(path);
      const head = await headOf(server.url + path + "?utm_source=test");
      const url = PUBLIC_URL + path;
      expect(head.title).toBe(seo.title);
      expect(head.meta("description")).toBe(seo.description);
      expect(head.meta("keywords")).toBe(seo.keywords);
      expect(head.canonical).toEqual([url]);
      expect(head.meta("og:title")).toBe(seo.title);
      expect(head.meta("og:description")).toBe(seo.description);
      expect(head.meta("og:url")).toBe(url);
      expect(head.meta("og:image")).toBe(`${PUBLIC_URL}/og-image.png`);
      expect(head.meta("og:type")).toBe("website");
      expect(head.meta("og:site_name")).toBe("Flap Master");
      expect(head.meta("twitter:card")).toBe("summary_large_image");
      expect(head.meta("twitter:title")).toBe(seo.title);
      expect(head.meta("twitter:description")).toBe(seo.description);
      expect(head.meta("twitter:image")).toBe(`${PUBLIC_URL}/og-image.png`);
      expect(head.meta("robots")).toBeUndefined();
    },
  );

  it("gives every public route its own title and canonical URL", async () => {
    for (const seo of SEO_DEFAULTS) {
      const head = await headOf(server.url + seo.route);
      expect(head.title, seo.route).toBe(seo.title);
      expect(head.canonical, seo.route).toEqual([PUBLIC_URL + seo.route]);
    }
    // Each language version (?lang=xx, the hreflang alternates) is its own canonical URL.
    const french = await headOf(server.url + "/play?lang=fr");
    expect(french.canonical).toEqual([`${PUBLIC_URL}/play?lang=fr`]);
    expect(french.meta("og:url")).toBe(`${PUBLIC_URL}/play?lang=fr`);
    expect(french.html).toContain(`hrefLang="fr" href="${PUBLIC_URL}/play?lang=fr"`);
    // English is the bare URL's page; an unknown language is no page of its own.
    expect((await headOf(server.url + "/play?lang=en")).canonical).toEqual([`${PUBLIC_URL}/play`]);
    expect((await headOf(server.url + "/play?lang=xx")).canonical).toEqual([`${PUBLIC_URL}/play`]);
    // The sign-in page keeps its noindex.
    expect((await headOf(server.url + "/login")).meta("robots")).toBe("noindex");
  });

  it("keeps noindex pages out of the index, without canonical or share tags", async () => {
    const head = await headOf(server.url + "/success");
    expect(head.meta("robots")).toBe("noindex, nofollow");
    expect(head.canonical).toEqual([]);
    expect(head.meta("og:url")).toBeUndefined();
  });

  it("shows a row changed elsewhere within the public cache's second, per locale; without one the translations (and the English image)", async () => {
    const db = openDatabase(database.url);
    try {
      const seo = createSeoService(db);
      await seo.update("/play", "en", { title: "Fly Through Pipes Now", ogImage: "https://cdn.example.com/play.png" }, "e2e@example.com");
      await seo.update(
        "/play",
        "de",
        { title: "Flap Master gratis spielen", description: "Tippe, um durch die Röhren zu fliegen." },
        "e2e@example.com",
      );
      // Written straight to the database, as another instance would: a visitor's page may be the
      // stored answer for up to PUBLIC_CACHE_TTL_MS (an operator's save on this instance shows at once:
      // tests/e2e/admin-seo.test.ts).
      await new Promise((done) => setTimeout(done, PUBLIC_CACHE_TTL_MS + 100));
      const english = await headOf(server.url + "/play");
      expect(english.title).toBe("Fly Through Pipes Now");
      expect(english.meta("description")).toBe(defaults("/play").description);
      expect(english.meta("og:image")).toBe("https://cdn.example.com/play.png");
      expect(english.meta("twitter:image")).toBe("https://cdn.example.com/play.png");

      const german = await headOf(server.url + "/play", { headers: { "accept-language": "de-DE,de;q=0.9" } });
      expect(german.title).toBe("Flap Master gratis spielen");
      expect(german.meta("og:description")).toBe("Tippe, um durch die Röhren zu fliegen.");
      expect(german.canonical).toEqual([`${PUBLIC_URL}/play`]);

      const french = await headOf(server.url + "/play", { headers: { "accept-language": "fr" } });
      expect(french.title).not.toBe("Fly Through Pipes Now");
      expect(french.title).toContain("Flap Master");
      expect(french.meta("og:image")).toBe("https://cdn.example.com/play.png");
    } finally {
      await db.close();
    }
  });

  it("serves sitemap.xml and robots.txt built from the public routes", async () => {
    const sitemap = await fetch(server.url + "/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      ["/", "/play", "/store", "/leaderboard", "/contact", "/terms", "/privacy"].flatMap((p) => languageUrls(PUBLIC_URL, p)),
    );
    expect(locs).toContain(`${PUBLIC_URL}/store?lang=de`);
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(locs.length);

    const robots = await fetch(server.url + "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    const text = await robots.text();
    for (const line of [
      "User-agent: *",
      "Allow: /",
      "Allow: /play",
      "Disallow: /admin",
      "Disallow: /api/",
      "Disallow: /account",
      "Disallow: /success",
      "Disallow: /checkout",
    ]) {
      expect(text.split("\n")).toContain(line);
    }
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it("renders at most 6 More Games cards from the feed, lazy images with a size, links opening a new tab", async () => {
    const html = await (await fetch(server.url + "/")).text();
    expect(html).toContain('id="more-games-section"');
    expect(html).toContain("More Games to Play");
    const asked = new URL(feed.requests[0]!, "http://x");
    expect(Object.fromEntries(asked.searchParams)).toEqual({ format: "0", num: "20", page: "1" });

    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    const cards = page.getByTestId("more-games-card");
    await expect.poll(() => cards.count()).toBe(6);
    const first = cards.first();
    expect(await first.getAttribute("href")).toBe("https://games.example.com/play/1");
    expect(await first.getAttribute("target")).toBe("_blank");
    expect(await first.getAttribute("rel")).toContain("noopener");
    await expect.poll(() => first.textContent()).toContain("Sky Game 1");
    expect(await first.textContent()).toContain("Puzzle");
    expect(await first.textContent()).toContain("A fun arcade game number 1");
    const image = first.locator("img");
    expect(await image.getAttribute("loading")).toBe("lazy");
    expect(await image.getAttribute("width")).toBe("512");
    expect(await image.getAttribute("height")).toBe("384");
    expect(await page.getByText("Sky Game 7").count()).toBe(0);

    // The header's More Games button scrolls to the section.
    const section = page.locator("#more-games-section");
    await page.getByRole("button", { name: "More Games" }).click();
    await expect
      .poll(() => page.evaluate(() => document.getElementById("more-games-section")!.getBoundingClientRect().top))
      .toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    if (process.env.SCREENSHOT_DIR) await section.screenshot({ path: join(process.env.SCREENSHOT_DIR, "more-games-1280.png") });

    // A client-side navigation takes the next page's title from the same rows.
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    await page.getByTestId("hero-play").click();
    await page.waitForURL(server.url + "/play");
    await expect.poll(() => page.title()).toBe("Fly Through Pipes Now");
    expect(errors).toEqual([]);
    await close();
  });

  it("lays the cards out in one column on a phone", async () => {
    const { page, errors, close } = await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    const section = page.locator("#more-games-section");
    await section.scrollIntoViewIfNeeded();
    const boxes = await page
      .getByTestId("more-games-card")
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(6);
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
    for (const box of boxes) expect(box.width).toBeLessThanOrEqual(390);
    // Every card image has loaded (lazy) once scrolled to, with the box it had before.
    for (const card of await page.getByTestId("more-games-card").all()) await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.locator("#more-games-section img").evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0)),
      )
      .toBe(true);
    if (process.env.SCREENSHOT_DIR) await section.screenshot({ path: join(process.env.SCREENSHOT_DIR, "more-games-390.png") });
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each([
  ["answers 500", "error" as const],
  ["is unset", null],
])("More Games when the feed %s", (_label, mode) => {
  let database: TestDatabase;
  let server: RunningServer;
  let feed: FeedFixture | undefined;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    const env: Record<string, string> = { DATABASE_URL: database.url, PUBLIC_URL };
    if (mode) {
      feed = await startFeedFixture({ mode });
      env.GAMES_FEED_URL = feed.url;
    }
    server = await startServer({ env });
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await feed?.close();
    await database?.drop();
  });

  it("hides the section and the header button; the rest of the page is whole", async () => {
    for (let i = 0; i < 2; i += 1) {
      const html = await (await fetch(server.url + "/")).text();
      expect(html).not.toContain("more-games-section");
      expect(renderedMarkup(html)).not.toContain("More Games to Play");
      expect(html).toContain("Can You Master the Flap?");
      expect(html).toContain('id="leaderboard"');
    }
    // A failing feed is asked once, not on every page view.
    if (feed) expect(feed.requests).toHaveLength(1);

    const { page, errors, close } = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    await page.goto(server.url + "/", { waitUntil: "networkidle" });
    await expect.poll(() => page.getByRole("button", { name: "Challenge Friends" }).count()).toBe(1);
    expect(await page.getByRole("button", { name: "More Games" }).count()).toBe(0);
    expect(await page.locator("#more-games-section").count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });
});
