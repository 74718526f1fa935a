import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createAuditService } from "../audit/service.ts";
import { createSeoService } from "../site/seo.ts";
import { createCrawlerService, type CrawlerServiceOptions } from "./service.ts";
import { html, page, redirect, startTestSite, text, type Routes, type TestSite } from "./test-site.ts";

const logger = pino({ level: "silent" });
const ADMIN = { id: "admin-1", label: "admin@example.com", ip: null };
const links = (...hrefs: string[]) => hrefs.map((href) => `<a href="${href}">${href}</a>`).join(" ");

function siteRoutes(): Routes {
  return {
    "/robots.txt": text("User-agent: *\nDisallow: /admin\n"),
    "/sitemap.xml": (o) => text(`<urlset><url><loc>${o}/</loc></url><url><loc>${o}/play</loc></url></urlset>`, "application/xml"),
    "/": (o) => html(page(o, "/", { body: links("/play", "/no-description", "/admin", "/missing", "/moved") })),
    "/play": (o) => html(page(o, "/play", { body: links("/") })),
    "/no-description": (o) => html(page(o, "/no-description", { description: null })),
    "/moved": redirect("/play", 308),
  };
}

const codes = (pages: { url: string; issues: { code: string }[] }[], origin: string) =>
  Object.fromEntries(pages.map((p) => [p.url.slice(origin.length), p.issues.map((i) => i.code).sort()]));

describeEachDialect("crawler service", (getDb) => {
  let site: TestSite;
  let other: TestSite;

  beforeAll(async () => {
    site = await startTestSite(siteRoutes());
    other = await startTestSite({ "/": { body: "elsewhere" } });
  });
  afterAll(async () => {
    await site?.close();
    await other?.close();
  });
  beforeEach(async () => {
    site.routes = siteRoutes();
    site.requests.length = 0;
    const k = getDb().kysely;
    await k.deleteFrom("crawl_pages").execute();
    await k.deleteFrom("crawls").execute();
    await k.deleteFrom("seo_metadata").execute();
  });

  const service = (extra: Partial<CrawlerServiceOptions> = {}) => {
    const db = getDb();
    return createCrawlerService({ db, seo: createSeoService(db), logger, publicUrl: site.url, audit: createAuditService(db), ...extra });
  };

  it("runs a crawl in the background, one at a time, and stores every page with its issues", async () => {
    const crawler = service();
    const started = await crawler.start(ADMIN);
    expect(started).toMatchObject({ ok: true });
    const id = (started as { id: string }).id;
    expect(await crawler.start(ADMIN)).toMatchObject({ ok: false, status: 409, error: "crawl_running", id });
    await crawler.idle();

    const crawl = (await crawler.get(id))!;
    const o = site.url;
    expect(crawl).toMatchObject({ id, status: "finished", origin: o, startedBy: "admin@example.com", failure: null, progress: null });
    expect(codes(crawl.pages, o)).toEqual({
      "/": [],
      "/play": [],
      "/no-description": ["missing_description", "missing_from_sitemap"],
      "/missing": ["broken_link"],
      "/moved": ["redirect"],
      // Start paths the fixture does not have.
      "/store": ["http_error"],
      "/leaderboard": ["http_error"],
    });
    expect(crawl.pageCount).toBe(7);
    expect(crawl.errors).toBe(4);
    expect(crawl.warnings).toBe(2);
    expect(crawl.pages.find((p) => p.url === `${o}/moved`)).toMatchObject({
      status: 200,
      finalUrl: `${o}/play`,
      hops: [{ url: `${o}/moved`, status: 308 }],
    });
    expect(crawl.pages.find((p) => p.url === `${o}/missing`)).toMatchObject({ status: 404, linkedFrom: [`${o}/`], linkedFromCount: 1 });
    expect(crawl.pages.find((p) => p.url === `${o}/play`)).toMatchObject({
      title: "Page /play",
      description: "About /play",
      facts: { h1Count: 1 },
    });
    expect(crawl.summary).toMatchObject({
      startPaths: ["/", "/play", "/store", "/leaderboard"],
      stoppedBy: null,
      sitemap: { status: 200, urls: [`${o}/`, `${o}/play`] },
      skipped: [{ url: `${o}/admin`, reason: "robots", linkedFrom: [`${o}/`] }],
      siteIssues: [],
    });
    expect(site.requests).not.toContain("/admin");

    expect((await crawler.list()).map((c) => [c.id, c.status, c.pageCount])).toEqual([[id, "finished", 7]]);
    const audit = await createAuditService(getDb()).list({ action: "crawler.start" });
    expect(audit[0]).toMatchObject({ actor: "admin@example.com", target: id, after: { origin: o } });
  });

  it("shows progress and the pages so far while it runs, and keeps them when cancelled", async () => {
    for (const path of ["/", "/play", "/no-description"]) {
      const route = site.routes[path] as (o: string) => { body: string };
      site.routes[path] = (o) => ({ ...route(o), delayMs: 150 });
    }
    site.routes["/"] = (o) => ({ body: page(o, "/", { body: links(...Array.from({ length: 30 }, (_, i) => `/p${i}`)) }), delayMs: 150 });
    // Thirty more slow pages: the crawl is still running when the test looks.
    for (let i = 0; i < 30; i++) site.routes[`/p${i}`] = (o) => ({ body: page(o, `/p${i}`), delayMs: 150 });
    const crawler = service({ limits: { concurrency: 1 } });
    const started = await crawler.start(null);
    const id = (started as { id: string }).id;
    let detail = await crawler.get(id);
    for (let i = 0; i < 100 && (detail?.pages.length ?? 0) < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      detail = await crawler.get(id);
    }
    expect(detail!.status).toBe("running");
    expect(detail!.summary).toBeNull();
    expect(detail!.pages.length).toBeGreaterThanOrEqual(2);
    expect(detail!.progress!.crawled).toBeGreaterThanOrEqual(2);
    expect(detail!.progress!.queued).toBeGreaterThan(0);
    expect(detail!.progress!.current).toMatch(/^http:\/\/127\.0\.0\.1/);
    const listed = await crawler.list();
    expect(listed[0]).toMatchObject({ id, status: "running" });
    expect(listed[0]!.progress!.crawled).toBeGreaterThanOrEqual(2);

    expect(await crawler.cancel("not-this-one", ADMIN)).toBe(false);
    expect(await crawler.cancel(id, ADMIN)).toBe(true);
    const cancelled = (await crawler.get(id))!;
    expect(cancelled).toMatchObject({ status: "cancelled", progress: null, summary: { stoppedBy: "cancelled" } });
    expect(cancelled.pages.length).toBeGreaterThanOrEqual(2);
    expect(cancelled.pageCount).toBe(cancelled.pages.length);
    // The next crawl may start.
    expect(await crawler.start(ADMIN)).toMatchObject({ ok: true });
    await crawler.stop();
  });

  it("compares a crawl with the one before: new issues flagged, fixed ones listed, live tags against seo_metadata", async () => {
    const db = getDb();
    const seo = createSeoService(db);
    await seo.update("/play", "en", { title: "Page /play", description: "About /play", keywords: "" }, "test");
    // Another locale's row says nothing about the English page.
    await seo.update("/play", "fr", { title: "Jouer", description: "Jouer en ligne", keywords: "" }, "test");
    const crawler = service();

    const first = (await crawler.start(ADMIN)) as { id: string };
    await crawler.idle();
    expect(await crawler.compare(first.id)).toEqual({ crawlId: first.id, previousId: null, newIssues: [], fixedIssues: [], unchanged: 0 });

    // Between the crawls: the description is added, a link breaks, and the saved /play title changes
    // (the live page still shows the old one, as a stale cache or another instance would).
    site.routes["/no-description"] = (o) => html(page(o, "/no-description", { description: "Now described" }));
    site.routes["/play"] = (o) => html(page(o, "/play", { body: links("/", "/gone") }));
    await seo.update("/play", "en", { title: "Play Flap Master" }, "test");

    const second = (await crawler.start(ADMIN)) as { id: string };
    await crawler.idle();
    const comparison = (await crawler.compare(second.id))!;
    expect(comparison.previousId).toBe(first.id);
    expect(comparison.newIssues.map((i) => [i.code, i.url.slice(site.url.length), i.target ?? null])).toEqual(
      expect.arrayContaining([
        ["broken_link", "/gone", null],
        ["metadata_mismatch", "/play", "title"],
      ]),
    );
    expect(comparison.newIssues).toHaveLength(2);
    expect(comparison.newIssues.find((i) => i.code === "metadata_mismatch")).toMatchObject({
      severity: "error",
      fix: "/admin/seo?route=/play&locale=en&field=title",
      message: 'The live title "Page /play" differs from the saved title "Play Flap Master" (/play, en).',
    });
    expect(comparison.fixedIssues.map((i) => i.code)).toEqual(["missing_description"]);
    expect(comparison.unchanged).toBe(5);
    // Against an explicit crawl, and the other way round.
    expect((await crawler.compare(first.id, second.id))!.fixedIssues.map((i) => i.code).sort()).toEqual([
      "broken_link",
      "metadata_mismatch",
    ]);
    expect(await crawler.compare("no-such-crawl")).toBeNull();
  });

  it("marks a crawl left running by a dead process failed, and waits for one another instance is running", async () => {
    const k = getDb().kysely;
    const old = Date.now() - 120_000;
    await k
      .insertInto("crawls")
      .values({ id: "dead-1", status: "running", origin: site.url, started_by: null, started_at: old, heartbeat_at: old })
      .execute();
    const crawler = service();
    expect((await crawler.list()).map((c) => [c.id, c.status, c.failure])).toEqual([
      ["dead-1", "failed", "The crawl was interrupted (its server stopped)."],
    ]);

    await k
      .insertInto("crawls")
      .values({ id: "dead-2", status: "running", origin: site.url, started_by: null, started_at: old + 1, heartbeat_at: old })
      .execute();
    const started = await crawler.start(ADMIN);
    expect(started).toMatchObject({ ok: true });
    await crawler.idle();
    expect((await crawler.get("dead-2"))!.status).toBe("failed");

    // Alive elsewhere (a fresh heartbeat): this instance does not start a second crawl.
    await k
      .insertInto("crawls")
      .values({
        id: "alive",
        status: "running",
        origin: site.url,
        started_by: null,
        started_at: Date.now(),
        heartbeat_at: Date.now(),
        progress_json: JSON.stringify({ crawled: 3, queued: 2, current: `${site.url}/play` }),
      })
      .execute();
    expect(await service().start(ADMIN)).toMatchObject({ ok: false, status: 409, id: "alive" });
    expect((await crawler.get("alive"))!).toMatchObject({ status: "running", progress: { crawled: 3, queued: 2 }, pages: [] });
  });

  it("keeps only the newest crawls", async () => {
    const crawler = service({ keep: 2 });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push(((await crawler.start(ADMIN)) as { id: string }).id);
      await crawler.idle();
    }
    expect((await crawler.list()).map((c) => c.id)).toEqual([ids[2], ids[1]]);
    expect(await crawler.get(ids[0]!)).toBeNull();
    const orphans = await getDb().kysely.selectFrom("crawl_pages").select("crawl_id").where("crawl_id", "=", ids[0]!).execute();
    expect(orphans).toEqual([]);
  });

  it("refuses start paths on another origin without fetching anything", async () => {
    const crawler = service();
    expect(await crawler.start(ADMIN, { startPaths: ["/", `${other.url}/`] })).toMatchObject({
      ok: false,
      status: 400,
      error: "other_origin",
    });
    expect(await crawler.list()).toEqual([]);
    expect(other.requests).toEqual([]);
    expect(site.requests).toEqual([]);
  });
});
