// POST /api/events/pageview and /api/admin/analytics, called as React Router calls them: what the
// beacon counts and ignores (bots, test traffic, the operator's session), its 400s, and the admin
// API's guard, 400s, report and audited retention setting.
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import { adminGuard } from "../admin/guard.ts";
import * as analyticsRoute from "../../app/routes/api/admin/analytics.ts";
import * as analyticsCsvRoute from "../../app/routes/api/admin/analytics.csv.ts";
import * as pageviewRoute from "../../app/routes/api/events.pageview.ts";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { BROWSER } from "./test-data.ts";

const ORIGIN = "http://127.0.0.1:3999";
const PASSWORD = "operator-password-123";

function request(path: string, init: { body?: string; cookie?: string; method?: string; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.7", "user-agent": BROWSER, ...init.headers });
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(ORIGIN + path, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body });
}

describeEachDialect("analytics routes", (getDb) => {
  let services: Services;
  let context: RouterContextProvider;
  let adminCookie: string;
  const args = (req: Request) => ({ request: req, context, params: {} }) as never;
  const beacon = (body: unknown, init: { cookie?: string; headers?: Record<string, string> } = {}) =>
    pageviewRoute.action(args(request("/api/events/pageview", { body: typeof body === "string" ? body : JSON.stringify(body), ...init })));
  const views = async () =>
    (await getDb().kysely.selectFrom("analytics_pageviews").select(["path", "referrer_host"]).orderBy("created_at").execute()).map(
      (row) => [row.path, row.referrer_host],
    );

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: ORIGIN });
    services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
    context = new RouterContextProvider();
    context.set(servicesContext, services);
    await services.auth.bootstrap();
    const signIn = await services.auth.adminSignIn(request("/api/admin/session", { method: "POST" }), PASSWORD);
    expect(signIn.status).toBe(200);
    adminCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });

  it("records a public page view without setting a cookie; ignores bots, test traffic and the operator", async () => {
    const counted = await beacon({ path: "/leaderboard?tab=weekly", referrer: "https://news.example/story" });
    expect(counted.status).toBe(204);
    expect(counted.headers.get("x-pageview")).toBe("recorded");
    expect(counted.headers.getSetCookie()).toEqual([]);
    expect(await views()).toEqual([["/leaderboard", "news.example"]]);

    const ignored = async (response: Response, reason: string) => {
      expect(response.status).toBe(204);
      expect(response.headers.get("x-pageview")).toBe(`ignored; reason=${reason}`);
    };
    await ignored(
      await beacon({ path: "/" }, { headers: { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" } }),
      "bot",
    );
    await ignored(await beacon({ path: "/" }, { headers: { "x-test-traffic": "1" } }), "test_traffic");
    await ignored(await beacon({ path: "/play?debug" }), "test_traffic");
    await ignored(await beacon({ path: "/admin/analytics" }), "not_public_page");
    await ignored(await beacon({ path: "/" }, { cookie: adminCookie }), "admin");
    // A guest's session counts like anyone.
    expect(await views()).toEqual([["/leaderboard", "news.example"]]);
    const [stored] = await getDb().kysely.selectFrom("analytics_pageviews").select(["country", "device"]).execute();
    // A loopback-like private address has no country; no width was sent.
    expect(stored).toEqual({ country: null, device: null });
  });

  it("keeps the country of the visitor's address and the class of the page's width, neither the address nor the width", async () => {
    // Through the real DB-IP table (loaded in its worker thread on the first public address).
    const counted = await beacon({ path: "/", width: 390 }, { headers: { "x-flap-client-ip": "81.2.69.142" } });
    expect(counted.headers.get("x-pageview")).toBe("recorded");
    const row = await getDb()
      .kysely.selectFrom("analytics_pageviews")
      .selectAll()
      .where("path", "=", "/")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ country: "GB", device: "mobile" });
    expect(JSON.stringify(row)).not.toMatch(/81\.2\.69|390/);
  });

  it("answers 400 for a malformed body and 405 for GET", async () => {
    for (const body of [
      "{not json",
      JSON.stringify({}),
      JSON.stringify({ path: "play" }),
      JSON.stringify({ path: "//evil.example/x" }),
      JSON.stringify({ path: 5 }),
      JSON.stringify({ path: "/", width: -1 }),
      JSON.stringify({ path: "/", width: "wide" }),
      JSON.stringify({ path: "/", width: 1.5 }),
    ]) {
      const response = await beacon(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.stringMatching(/^invalid_(json|body)$/), message: expect.any(String) });
    }
    const get = await pageviewRoute.loader(args(new Request(`${ORIGIN}/api/events/pageview`)));
    expect(get.status).toBe(405);
  });

  it("limits page views per address", async () => {
    await services.rateLimits.reset("pageview:10.0.0.9");
    let last: Response | null = null;
    for (let i = 0; i < 301; i++) last = await beacon({ path: "/" }, { headers: { "x-flap-client-ip": "10.0.0.9" } });
    expect(last!.status).toBe(429);
    expect(await last!.json()).toMatchObject({ error: "rate_limited" });
  });

  it("the series as CSV: operator only, the JSON report's days and figures, 400 for a bad range", async () => {
    const guarded = (handler: (args: never) => Promise<Response>, req: Request) => {
      const routeContext = new RouterContextProvider();
      routeContext.set(servicesContext, services);
      const routeArgs = { request: req, context: routeContext, params: {} } as never;
      return adminGuard(routeArgs, () => handler(routeArgs)) as Promise<Response>;
    };
    await expect(guarded(analyticsCsvRoute.loader, request("/api/admin/analytics.csv?range=week"))).rejects.toMatchObject({ status: 403 });
    const bad = await guarded(analyticsCsvRoute.loader, request("/api/admin/analytics.csv?range=year", { cookie: adminCookie }));
    expect(bad.status).toBe(400);

    const csv = await guarded(analyticsCsvRoute.loader, request("/api/admin/analytics.csv?range=week", { cookie: adminCookie }));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="flap-master-analytics-week-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await csv.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("date,games_started,games_finished,players,purchases,revenue_cents,page_views,visitors");

    const json = (await (
      await guarded(analyticsRoute.loader, request("/api/admin/analytics?range=week", { cookie: adminCookie }))
    ).json()) as { current: { series: Array<Record<string, number | string>> } };
    const expected = json.current.series.map((d) =>
      [d.date, d.gamesStarted, d.gamesFinished, d.players, d.purchases, d.revenueCents, d.pageViews, d.visitors].join(","),
    );
    expect(lines.slice(1)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    // Today's page views (recorded above) are in it.
    const today = lines.at(-1)!.split(",");
    expect(Number(today[6])).toBeGreaterThanOrEqual(1);

    // A custom range: its own days, named in the file name; a backwards one is a 400.
    const date = today[0]!;
    const custom = await guarded(
      analyticsCsvRoute.loader,
      request(`/api/admin/analytics.csv?from=${date}&to=${date}`, { cookie: adminCookie }),
    );
    expect(custom.headers.get("content-disposition")).toBe(`attachment; filename="flap-master-analytics-custom-${date}.csv"`);
    expect((await custom.text()).trimEnd().split("\r\n")).toEqual([lines[0], lines.at(-1)]);
    const backwards = await guarded(
      analyticsCsvRoute.loader,
      request(`/api/admin/analytics.csv?from=${date}&to=2020-01-01`, { cookie: adminCookie }),
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({ error: "invalid_range" });
  });

  it("the admin API: operator only, 400 for a bad range or segment, the report and the retention setting", async () => {
    // As React Router calls an admin API: its layout's middleware (the admin guard) first.
    const guarded = (handler: (args: never) => Promise<Response>, req: Request) => {
      const routeContext = new RouterContextProvider();
      routeContext.set(servicesContext, services);
      const routeArgs = { request: req, context: routeContext, params: {} } as never;
      return adminGuard(routeArgs, () => handler(routeArgs)) as Promise<Response>;
    };
    const get = (query: string, cookie?: string) => guarded(analyticsRoute.loader, request(`/api/admin/analytics${query}`, { cookie }));
    await expect(get("?range=week")).rejects.toMatchObject({ status: 403 });

    for (const query of [
      "?range=year",
      "?range=week&extra=1",
      "?segment=",
      "?range=custom",
      "?from=2026-01-01",
      "?from=2026-02-30&to=2026-03-01",
      "?from=01/02/2026&to=2026-03-01",
      "?range=week&from=2026-01-01&to=2026-01-02",
    ]) {
      const bad = await get(query, adminCookie);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: "invalid_query" });
    }
    const unknown = await get("?range=week&segment=nope", adminCookie);
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "unknown_segment", message: "No segment with this id." });

    const ok = await get("?range=week", adminCookie);
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      "current",
      "custom",
      "empty",
      "generatedAt",
      "previous",
      "range",
      "rolledThrough",
      "segment",
      "settings",
      "timeZone",
      "today",
    ]);
    expect(body).toMatchObject({
      range: "week",
      timeZone: "UTC",
      segment: null,
      settings: { retentionDays: 400, minRetentionDays: 7, maxRetentionDays: 3650 },
    });
    // The first two tests' views and the 300 of the rate limit test (three addresses).
    expect(body.current).toMatchObject({ pageViews: 302, visitors: 3, gamesStarted: 0 });
    expect(body).toMatchObject({ custom: null });
    expect(body.current).toMatchObject({
      countries: [
        { key: null, views: 301, visitors: 2 },
        { key: "GB", views: 1, visitors: 1 },
      ],
      devices: [
        { key: null, views: 301, visitors: 2 },
        { key: "mobile", views: 1, visitors: 1 },
      ],
    });

    // A custom range: today alone is the week's figures so far (every view is today's).
    const { today } = body as { today: string };
    const custom = await get(`?from=${today}&to=${today}`, adminCookie);
    expect(custom.status).toBe(200);
    const customBody = (await custom.json()) as { range: string; custom: unknown; current: { pageViews: number; firstDay: string } };
    expect(customBody).toMatchObject({ range: "custom", custom: { from: today, to: today }, current: { pageViews: 302, firstDay: today } });
    const backwards = await get(`?range=custom&from=${today}&to=2020-01-01`, adminCookie);
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ error: "invalid_range", message: `from (${today}) must not be after to (2020-01-01).` });
    const future = await get(`?from=${today}&to=2999-01-01`, adminCookie);
    expect(await future.json()).toEqual({ error: "invalid_range", message: `to (2999-01-01) must not be after today (${today}).` });
    const byDefault = (await (await get("", adminCookie)).json()) as { range: string };
    expect(byDefault.range).toBe("today");

    const post = (json: unknown, cookie = adminCookie) =>
      guarded(analyticsRoute.action, request("/api/admin/analytics", { body: JSON.stringify(json), cookie }));
    await expect(post({ retentionDays: 30 }, "")).rejects.toMatchObject({ status: 403 });
    for (const bad of [{ retentionDays: 3 }, { retentionDays: 4000 }, { retentionDays: 30.5 }, { retentionDays: "30" }, { days: 30 }]) {
      const response = await post(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: "invalid_settings",
        message: expect.stringMatching(/retentionDays|Unrecognized/),
      });
    }
    const saved = await post({ retentionDays: 90 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ settings: { retentionDays: 90, updatedBy: expect.any(String) } });
    const settings = await get("?view=settings", adminCookie);
    expect(await settings.json()).toMatchObject({ settings: { retentionDays: 90 } });
    const audit = await services.audit.list({ action: "analytics.settings" });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { retentionDays: 400 }, after: { retentionDays: 90 }, target: "retention" });
    // The same value again changes nothing and writes no audit row.
    await post({ retentionDays: 90 });
    expect(await services.audit.list({ action: "analytics.settings" })).toHaveLength(1);
  });
});
