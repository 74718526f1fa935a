import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CrawlOriginError, crawlSite, type CrawlProgress, type CrawlResult } from "./crawl.ts";
import { analyzePage, parseSitemap } from "./html.ts";
import { html, page, redirect, startTestSite, text, type Routes, type TestSite } from "./test-site.ts";

const links = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">${href}</a>`).join(" ");
const sitemapOf = (origin: string, paths: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>${origin}${path}</loc></url>`)
    .join("")}</urlset>`;

/** One planted defect per page; everything else about each page is right. */
function plantedSite(otherOrigin: string): Routes {
  return {
    "/robots.txt": text("User-agent: *\nDisallow: /private\n"),
    "/sitemap.xml": (o) =>
      text(
        sitemapOf(o, ["/", "/play", "/store", "/leaderboard", "/old", "/hidden", "/dup-a", "/dup-b", "/orphan", "/gone"]),
        "application/xml",
      ),
    "/": (o) =>
      html(
        page(o, "/", {
          body: links(
            "/play",
            "/store",
            "/no-description",
            "/missing",
            "/old",
            "/private/area",
            `${otherOrigin}/page`,
            "mailto:team@example.com",
            "tel:+15550100",
            "javascript:void(0)",
            "#top",
            "/play#how",
            "/hidden",
            "/away",
            "/dup-a",
            "/dup-b",
            "/loop",
          ),
        }),
      ),
    "/play": (o) => html(page(o, "/play", { body: links("/", "/store") })),
    "/store": (o) => html(page(o, "/store", { h1s: 2, body: '<img src="/bird.png"><img src="/decoration.png" alt="">' })),
    "/leaderboard": (o) => html(page(o, "/leaderboard")),
    "/no-description": (o) => html(page(o, "/no-description", { description: null })),
    "/old": redirect("/older", 301),
    "/older": redirect("/play", 302),
    "/hidden": (o) => html(page(o, "/hidden", { noindex: true })),
    "/away": redirect(`${otherOrigin}/landing`, 302),
    "/dup-a": (o) => html(page(o, "/dup-a", { title: "Same title" })),
    "/dup-b": (o) => html(page(o, "/dup-b", { title: "Same title" })),
    "/loop": redirect("/loop-2"),
    "/loop-2": redirect("/loop"),
    "/orphan": (o) => html(page(o, "/orphan")),
    "/private/area": (o) => html(page(o, "/private/area")),
  };
}

/** Issue codes per crawled path, sorted, for exact comparison. */
function codesByPath(result: CrawlResult): Record<string, string[]> {
  return Object.fromEntries(result.pages.map((p) => [new URL(p.url).pathname, p.issues.map((issue) => issue.code).sort()]));
}

describe("crawlSite against a planted site", () => {
  let site: TestSite;
  let other: TestSite;

  beforeAll(async () => {
    other = await startTestSite({ "/page": { body: "elsewhere" }, "/landing": { body: "elsewhere" } });
    site = await startTestSite(plantedSite(other.url));
  });
  afterAll(async () => {
    await site?.close();
    await other?.close();
  });
  afterEach(() => {
    site.requests.length = 0;
    other.requests.length = 0;
  });

  it("finds each planted defect, and only those", async () => {
    const progress: CrawlProgress[] = [];
    const result = await crawlSite({ origin: site.url, onProgress: (p) => progress.push(p) });
    const o = site.url;

    expect(codesByPath(result)).toEqual({
      "/": [],
      "/play": [],
      "/store": ["image_missing_alt", "multiple_h1"],
      "/leaderboard": ["sitemap_orphan"],
      "/no-description": ["missing_description", "missing_from_sitemap"],
      "/missing": ["broken_link"],
      "/old": ["redirect", "sitemap_not_ok"],
      "/hidden": ["noindex", "sitemap_noindex"],
      "/away": ["redirect"],
      "/dup-a": ["duplicate_title"],
      "/dup-b": ["duplicate_title"],
      "/loop": ["broken_link", "redirect"],
      "/orphan": ["sitemap_orphan"],
      "/gone": ["http_error", "sitemap_not_ok", "sitemap_orphan"],
    });
    expect(result.siteIssues).toEqual([]);
    expect(result.stoppedBy).toBeNull();
    expect(result.errors).toBe(7);
    expect(result.warnings).toBe(result.pages.flatMap((p) => p.issues).length - 7);

    const byPath = (path: string) => result.pages.find((p) => p.url === o + path)!;
    // The broken link names the page that links it.
    expect(byPath("/missing")).toMatchObject({ status: 404, linkedFrom: [`${o}/`] });
    expect(byPath("/missing").issues[0]).toMatchObject({
      severity: "error",
      related: [`${o}/`],
      message: "Broken link: /missing answers 404; linked from /.",
    });
    expect(byPath("/loop")).toMatchObject({ error: "redirect loop", status: 301 });
    // Redirect hops, each with its status, and where they end.
    expect(byPath("/old")).toMatchObject({
      finalUrl: `${o}/play`,
      status: 200,
      hops: [
        { url: `${o}/old`, status: 301 },
        { url: `${o}/older`, status: 302 },
      ],
      facts: null,
    });
    expect(byPath("/old").issues.find((i) => i.code === "redirect")?.message).toBe(
      "Redirects: /old (301) → /older (302) → /play. Link to the final URL instead.",
    );
    // Another origin: recorded, not followed; linked, not fetched.
    expect(byPath("/away")).toMatchObject({ status: 302, finalUrl: `${other.url}/landing`, redirectStop: "other_origin", error: null });
    expect(result.externalLinks).toEqual([{ url: `${other.url}/page`, linkedFrom: [`${o}/`] }]);
    expect(other.requests).toEqual([]);
    // robots.txt: the disallowed path is listed as skipped and never requested.
    expect(result.skipped).toEqual([{ url: `${o}/private/area`, reason: "robots", linkedFrom: [`${o}/`] }]);
    expect(site.requests.filter((r) => r.startsWith("/private"))).toEqual([]);
    expect(site.requests.filter((r) => r === "/robots.txt" || r === "/sitemap.xml")).toEqual(["/robots.txt", "/sitemap.xml"]);
    // mailto:, tel:, javascript: and fragments are not pages; /play#how is /play.
    expect(site.requests.filter((r) => !r.startsWith("/") || r.includes("#"))).toEqual([]);
    expect(byPath("/store").linkedFrom.sort()).toEqual([`${o}/`, `${o}/play`]);
    expect(byPath("/store").facts?.imagesWithoutAlt).toEqual({ count: 1, samples: ["/bird.png"] });
    expect(byPath("/dup-a").issues[0]).toMatchObject({
      related: [`${o}/dup-b`],
      message: 'The title "Same title" is also used by /dup-b.',
    });
    expect(byPath("/orphan").source).toBe("sitemap");
    expect(result.sitemap).toMatchObject({ status: 200, error: null });
    expect(result.sitemap.urls).toHaveLength(10);

    expect(progress.length).toBeGreaterThan(result.pages.length);
    expect(progress.at(-1)).toEqual({ crawled: result.pages.length, queued: 0, current: null });
    for (const page of result.pages) expect(page.loadMs).toBeGreaterThanOrEqual(0);
  });

  it("refuses a start URL on another origin before making any request", async () => {
    for (const start of [
      `${other.url}/page`,
      "//example.com/",
      "http://localhost" + site.url.slice(site.url.lastIndexOf(":")) + "/",
      "ftp://127.0.0.1/",
    ]) {
      const attempt = crawlSite({ origin: site.url, startPaths: ["/", start] });
      await expect(attempt).rejects.toBeInstanceOf(CrawlOriginError);
      await expect(attempt).rejects.toThrow(/not on|Not a page URL/);
    }
    await expect(crawlSite({ origin: "file:///etc/passwd" })).rejects.toThrow("Only http(s) sites can be crawled");
    expect(site.requests).toEqual([]);
    expect(other.requests).toEqual([]);
  });

  it("compares live titles and descriptions with the saved metadata, pointing at the field to fix", async () => {
    const asked: string[] = [];
    const result = await crawlSite({
      origin: site.url,
      // A query variant (a tab, a ?lang= link) may title itself differently: only the route itself is compared.
      startPaths: ["/play", "/play?tab=coins"],
      maxPages: 2,
      savedMetadata: async (path, locale) => {
        asked.push(`${path} ${locale}`);
        return path === "/play" ? { route: "/play", locale: "en", title: "Play it", description: "About /play" } : null;
      },
    });
    expect(asked).toEqual(["/play en"]);
    const issues = result.pages.flatMap((p) => p.issues).filter((i) => i.code === "metadata_mismatch");
    expect(issues).toEqual([
      {
        code: "metadata_mismatch",
        severity: "error",
        url: `${site.url}/play`,
        target: "title",
        message: 'The live title "Page /play" differs from the saved title "Play it" (/play, en).',
        fix: "/admin/seo?route=/play&locale=en&field=title",
      },
    ]);
  });
});

describe("crawlSite bounds", () => {
  const sites: TestSite[] = [];
  afterAll(async () => {
    await Promise.all(sites.map((s) => s.close()));
  });

  /** 50 pages in a chain, each linking the next three. */
  async function chainSite(delayMs = 0): Promise<TestSite> {
    const routes: Routes = { "/robots.txt": text("User-agent: *\nAllow: /\n") };
    for (let i = 0; i < 50; i++) {
      const path = i === 0 ? "/" : `/p${i}`;
      routes[path] = (o) => ({
        body: page(o, path, { title: `P${i}`, description: `D${i}`, body: links(`/p${i + 1}`, `/p${i + 2}`, `/p${i + 3}`) }),
        delayMs,
      });
    }
    const site = await startTestSite(routes);
    sites.push(site);
    return site;
  }

  it("stops at the page limit, lists what was left, and never runs more requests at once than allowed", async () => {
    const site = await chainSite(20);
    const result = await crawlSite({ origin: site.url, startPaths: ["/"], maxPages: 10, concurrency: 3 });
    expect(result.pages).toHaveLength(10);
    expect(result.stoppedBy).toBe("max_pages");
    expect(result.skipped.length).toBeGreaterThan(0);
    expect(result.skipped.every((s) => s.reason === "max_pages")).toBe(true);
    // robots.txt, sitemap.xml (404 here) and the ten pages.
    expect(site.requests).toHaveLength(12);
    expect(site.maxConcurrent()).toBeLessThanOrEqual(3);
    expect(result.siteIssues.map((i) => i.code)).toEqual(["sitemap_missing"]);
  });

  it("stops at the time limit, abandoning the requests still running", async () => {
    const site = await chainSite(150);
    const started = performance.now();
    const result = await crawlSite({ origin: site.url, startPaths: ["/"], maxDurationMs: 1000, concurrency: 2 });
    const took = performance.now() - started;
    expect(result.stoppedBy).toBe("max_time");
    expect(took).toBeLessThan(1500);
    expect(result.pages.length).toBeGreaterThan(0);
    expect(result.pages.length).toBeLessThan(20);
    // Pages cut by the deadline are not reported as broken.
    expect(result.pages.every((p) => p.error === null && p.status === 200)).toBe(true);
    expect(result.skipped.some((s) => s.reason === "max_time")).toBe(true);
  });

  it("gives up on a request after the per-request timeout and reports it", async () => {
    const site = await startTestSite({
      "/": (o) => html(page(o, "/", { body: links("/slow") })),
      "/slow": { body: "late", delayMs: 2000 },
    });
    sites.push(site);
    const result = await crawlSite({ origin: site.url, startPaths: ["/"], requestTimeoutMs: 300 });
    const slow = result.pages.find((p) => p.url.endsWith("/slow"))!;
    expect(slow).toMatchObject({ status: null, error: "no answer within 300 ms" });
    expect(slow.issues.map((i) => i.code)).toEqual(["broken_link"]);
    expect(result.stoppedBy).toBeNull();
  });

  it("follows at most maxRedirects hops", async () => {
    const routes: Routes = { "/": redirect("/r1") };
    for (let i = 1; i < 10; i++) routes[`/r${i}`] = redirect(`/r${i + 1}`);
    const site = await startTestSite(routes);
    sites.push(site);
    const result = await crawlSite({ origin: site.url, startPaths: ["/"], maxRedirects: 3 });
    expect(result.pages[0]).toMatchObject({ error: "more than 3 redirects", finalUrl: `${site.url}/r4` });
    expect(result.pages[0]!.hops).toHaveLength(4);
    // robots.txt, sitemap.xml, / and three followed hops.
    expect(site.requests.filter((r) => /^\/(r\d+)?$/.test(r))).toEqual(["/", "/r1", "/r2", "/r3"]);
  });

  it("stops when the caller cancels", async () => {
    const site = await chainSite(100);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const result = await crawlSite({ origin: site.url, startPaths: ["/"], signal: controller.signal });
    expect(result.stoppedBy).toBe("cancelled");
    expect(result.pages.length).toBeLessThan(10);
  });
});

describe("page and sitemap reading", () => {
  it("reads tags case-insensitively, decodes entities, resolves links against <base> and ignores script markup", () => {
    const facts = analyzePage(
      `<html lang="pt-BR"><head><base href="/sub/"><TITLE> Fish &amp;  Chips </TITLE><meta name="Description" content="A &quot;good&quot; one">
       <link rel="alternate canonical" href="https://example.com/c"><meta name="robots" content="NOINDEX, follow"></head>
       <body><script>document.write('<a href="/from-script">x</a><h1>no</h1>')</script><img src="a.png"><img alt="" src="b.png">
       <a href="page?x=1&amp;y=2#frag">p</a><a href="/abs">a</a><a href="mailto:x@y.z">m</a><a href=" ">blank</a></body></html>`,
      "https://example.com/start",
    );
    expect(facts).toEqual({
      title: "Fish & Chips",
      description: 'A "good" one',
      h1Count: 0,
      canonical: "https://example.com/c",
      lang: "pt-BR",
      og: [],
      noindex: true,
      nofollow: false,
      imagesWithoutAlt: { count: 1, samples: ["a.png"] },
      links: ["https://example.com/sub/page?x=1&y=2", "https://example.com/abs"],
    });
  });

  it("reads a urlset and a sitemap index", () => {
    expect(parseSitemap('<?xml version="1.0"?><urlset xmlns="x"><url><loc> https://a.example/?p=1&amp;q=2 </loc></url></urlset>')).toEqual({
      kind: "urlset",
      urls: ["https://a.example/?p=1&q=2"],
    });
    expect(parseSitemap("<sitemapindex><sitemap><loc>https://a.example/s1.xml</loc></sitemap></sitemapindex>")).toEqual({
      kind: "index",
      urls: ["https://a.example/s1.xml"],
    });
  });
});

describe("an origin nothing answers at", () => {
  it("names PUBLIC_URL in the connection error", async () => {
    // A port that was just free: nothing listens there, so the connection is refused.
    const { createServer } = await import("node:net");
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
    const { port } = probe.address() as { port: number };
    await new Promise<void>((done) => probe.close(() => done()));
    const result = await crawlSite({ origin: `http://localhost:${port}`, maxPages: 2, maxDurationMs: 5000 });
    expect(result.robots.error).toMatch(/ECONNREFUSED/);
    expect(result.robots.error).toContain(`the crawler fetches http://localhost:${port}, the origin of PUBLIC_URL`);
    expect(result.robots.error).toContain("(unset, it is http://localhost:3000)");
    expect(result.pages[0]?.error).toContain("PUBLIC_URL");
  });
});
