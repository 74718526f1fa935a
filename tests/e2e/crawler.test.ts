// The Site Crawler against the production app. The app is reached through a small proxy that stands
// for the public origin (PUBLIC_URL): it passes requests to the app, can serve a planted test page,
// and can keep serving cached pages (a stale CDN) to show a live page that differs from the saved SEO
// metadata.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_START_PATHS } from "../../server/crawler/crawl.ts";
import { createCrawlerService, type CrawlDetail, type CrawlerService } from "../../server/crawler/service.ts";
import { page, startTestSite, type TestSite } from "../../server/crawler/test-site.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { SEO_DEFAULTS, createSeoService, languageUrls, type SeoService } from "../../server/site/seo.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

interface Proxy {
  url: string;
  target: string;
  /** Serve what was cached instead of asking the app. */
  frozen: boolean;
  planted: Map<string, Answer>;
  requests: string[];
  close(): Promise<void>;
}

async function startProxy(): Promise<Proxy> {
  const cache = new Map<string, Answer>();
  const proxy: Proxy = {
    url: "",
    target: "",
    frozen: false,
    planted: new Map(),
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (request, response) => {
    const path = request.url ?? "/";
    proxy.requests.push(path);
    let answer = proxy.planted.get(path) ?? (proxy.frozen ? cache.get(path) : undefined);
    if (!answer) {
      const upstream = await fetch(proxy.target + path, {
        redirect: "manual",
        headers: { "user-agent": request.headers["user-agent"] ?? "", "accept-language": request.headers["accept-language"] ?? "" },
      });
      const headers: Record<string, string> = { "content-type": upstream.headers.get("content-type") ?? "text/plain" };
      const location = upstream.headers.get("location");
      if (location) headers.location = location;
      answer = { status: upstream.status, headers, body: Buffer.from(await upstream.arrayBuffer()) };
      cache.set(path, answer);
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}

const htmlAnswer = (body: string, status = 200): Answer => ({
  status,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(body),
});
const redirectAnswer = (location: string, status: number): Answer => ({ status, headers: { location }, body: Buffer.alloc(0) });

/** [code, path, target] of every issue of a crawl, sorted. */
function issuesOf(crawl: CrawlDetail, origin: string) {
  const path = (url: string) => (url.startsWith(origin) ? url.slice(origin.length) : url);
  return [...(crawl.summary?.siteIssues ?? []), ...crawl.pages.flatMap((p) => p.issues)]
    .map((issue) => [issue.code, path(issue.url), issue.target ?? null])
    .sort((a, b) => String(a).localeCompare(String(b)));
}

describe("Site Crawler on the production app", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let proxy: Proxy;
  let other: TestSite;
  let db: Db;
  let seo: SeoService;
  let crawler: CrawlerService;

  beforeAll(async () => {
    proxy = await startProxy();
    other = await startTestSite({ "/": { body: "another site" } });
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, PUBLIC_URL: proxy.url } });
    proxy.target = server.url;
    db = openDatabase(database.url);
    seo = createSeoService(db);
    crawler = createCrawlerService({ db, seo, logger: pino({ level: "silent" }), publicUrl: proxy.url });

    // The planted test page: no description, a broken link, a link that redirects twice.
    const o = proxy.url;
    proxy.planted.set(
      "/crawler-test",
      htmlAnswer(
        page(o, "/crawler-test", {
          title: "Crawler test page",
          description: null,
          body: '<a href="/play">Play</a> <a href="/no-such-page">Broken</a> <a href="/moved-play">Moved</a> <a href="https://example.com/elsewhere">Elsewhere</a>',
        }),
      ),
    );
    proxy.planted.set("/moved-play", redirectAnswer("/play-old", 301));
    proxy.planted.set("/play-old", redirectAnswer(`${o}/play`, 302));
  }, 90_000);

  afterAll(async () => {
    await crawler?.stop();
    await db?.close();
    await server?.stop();
    await proxy?.close();
    await other?.close();
    await database?.drop();
  });

  async function crawl(startPaths?: string[]): Promise<CrawlDetail> {
    const started = await crawler.start("e2e@example.com", startPaths ? { startPaths } : {});
    if (!started.ok) throw new Error(started.message);
    await crawler.idle();
    return (await crawler.get(started.id))!;
  }

  let firstId = "";

  it("crawls the public pages, finds the planted broken link, missing description and redirect hops, and nothing else but the app's real defect", async () => {
    const result = await crawl([...DEFAULT_START_PATHS, "/crawler-test"]);
    const o = proxy.url;
    firstId = result.id;
    expect(result).toMatchObject({ status: "finished", summary: { stoppedBy: null, sitemap: { status: 200, error: null } } });

    expect(issuesOf(result, o)).toEqual([
      ["broken_link", "/no-such-page", null],
      ["missing_description", "/crawler-test", null],
      ["missing_from_sitemap", "/crawler-test", null],
      ["redirect", "/moved-play", `${o}/play`],
    ]);
    const byPath = (path: string) => result.pages.find((p) => p.url === o + path)!;
    expect(byPath("/no-such-page")).toMatchObject({ status: 404, linkedFrom: [`${o}/crawler-test`] });
    expect(byPath("/moved-play")).toMatchObject({
      status: 200,
      finalUrl: `${o}/play`,
      hops: [
        { url: `${o}/moved-play`, status: 301 },
        { url: `${o}/play-old`, status: 302 },
      ],
    });

    // Every page of the sitemap (each public route in every language) was crawled and answered 200;
    // the English ones show their saved titles.
    const sitemapPaths = result.summary!.sitemap.urls.map((url) => url.slice(o.length));
    const routes = ["/", "/play", "/store", "/leaderboard", "/contact", "/terms", "/privacy"];
    expect(sitemapPaths).toEqual(routes.flatMap((route) => languageUrls("", route)));
    for (const path of sitemapPaths) expect(byPath(path), path).toMatchObject({ status: 200, hops: [] });
    for (const path of routes) {
      expect(byPath(path), path).toMatchObject({ status: 200, hops: [], title: SEO_DEFAULTS.find((d) => d.route === path)!.title });
    }
    // The app's own pages (language and tab variants included) all answer 200.
    const appPages = result.pages.filter((p) => !["/crawler-test", "/no-such-page", "/moved-play"].includes(p.url.slice(o.length)));
    expect(appPages.length).toBeGreaterThan(sitemapPaths.length);
    expect(appPages.filter((p) => p.status !== 200)).toEqual([]);
    // robots.txt keeps it out of the account area; other origins are listed, not fetched.
    expect(result.summary!.skipped).toContainEqual(expect.objectContaining({ url: `${o}/account`, reason: "robots" }));
    expect(proxy.requests.filter((r) => r.startsWith("/account") || r.startsWith("/admin"))).toEqual([]);
    expect(result.summary!.externalLinks.map((l) => l.url)).toContain("https://example.com/elsewhere");
  });

  it("flags a live title that differs from the saved one as a new issue pointing at the field to fix", async () => {
    // The admin saves a new /play title while a stale cache keeps serving the old pages.
    proxy.frozen = true;
    await seo.update("/play", "en", { title: "Play Flap Master Online – Free Bird Game" }, "e2e@example.com");
    const stale = await crawl([...DEFAULT_START_PATHS, "/crawler-test"]);
    const comparison = (await crawler.compare(stale.id))!;
    expect(comparison.previousId).toBe(firstId);
    expect(comparison.fixedIssues).toEqual([]);
    expect(comparison.newIssues).toEqual([
      {
        code: "metadata_mismatch",
        severity: "error",
        url: `${proxy.url}/play`,
        target: "title",
        message: `The live title "${SEO_DEFAULTS.find((d) => d.route === "/play")!.title}" differs from the saved title "Play Flap Master Online – Free Bird Game" (/play, en).`,
        fix: "/admin/seo?route=/play&locale=en&field=title",
      },
    ]);

    // The cache refreshed: the live page shows the saved title again.
    proxy.frozen = false;
    const fresh = await crawl([...DEFAULT_START_PATHS, "/crawler-test"]);
    expect(fresh.pages.find((p) => p.url === `${proxy.url}/play`)!.title).toBe("Play Flap Master Online – Free Bird Game");
    const fixed = (await crawler.compare(fresh.id))!;
    expect(fixed.previousId).toBe(stale.id);
    expect(fixed.newIssues).toEqual([]);
    expect(fixed.fixedIssues.map((i) => i.code)).toEqual(["metadata_mismatch"]);
    expect((await crawler.list()).map((c) => c.id)).toEqual([fresh.id, stale.id, firstId]);
  });

  it("refuses to start from another origin, the app's own direct address included, without any request", async () => {
    const before = proxy.requests.length;
    for (const start of [`${other.url}/`, `${server.url}/play`]) {
      expect(await crawler.start("e2e@example.com", { startPaths: ["/", start] })).toMatchObject({
        ok: false,
        status: 400,
        error: "other_origin",
      });
    }
    expect(other.requests).toEqual([]);
    expect(proxy.requests.length).toBe(before);
  });
});
