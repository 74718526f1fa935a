// Page views: what counts (bots, test traffic, non-public paths do not), the referrer kept as a host,
// and the visitor hash: one per browser per day, a new one the next day, the old day's salt gone.
import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { dayOf } from "./days.ts";
import {
  classifyPageView,
  createPageViewsService,
  DEVICE_CLASSES,
  deviceClassOf,
  publicPageOf,
  referrerHostOf,
  visitorHash,
} from "./pageviews.ts";
import { berlin, BROWSER, HOST, IP_DE, IP_GB, OTHER_BROWSER, TEST_COUNTRIES, TIME_ZONE } from "./test-data.ts";

const base = { userAgent: BROWSER, host: HOST, testTraffic: false };

describe("classifyPageView", () => {
  it("counts public pages, by route, without the query", () => {
    expect(classifyPageView({ ...base, path: "/" })).toEqual({ ok: true, path: "/", referrerHost: null, device: null });
    expect(classifyPageView({ ...base, path: "/leaderboard?tab=weekly" })).toEqual({
      ok: true,
      path: "/leaderboard",
      referrerHost: null,
      device: null,
    });
    expect(classifyPageView({ ...base, path: "/play/" })).toMatchObject({ ok: true, path: "/play" });
    // An id in the path is not kept: the route is.
    expect(classifyPageView({ ...base, path: "/checkout/sandbox/cs_test_123" })).toMatchObject({ ok: true, path: "/checkout/sandbox" });
  });

  it("leaves out bots, test traffic and anything that is not a public page", () => {
    expect(
      classifyPageView({ ...base, path: "/", userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }),
    ).toEqual({ ok: false, reason: "bot" });
    expect(
      classifyPageView({
        ...base,
        path: "/",
        userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      }),
    ).toEqual({ ok: false, reason: "bot" });
    expect(classifyPageView({ ...base, path: "/", userAgent: null })).toEqual({ ok: false, reason: "bot" });
    expect(classifyPageView({ ...base, path: "/", testTraffic: true })).toEqual({ ok: false, reason: "test_traffic" });
    expect(classifyPageView({ ...base, path: "/play?debug" })).toEqual({ ok: false, reason: "test_traffic" });
    expect(classifyPageView({ ...base, path: "/play?seed=4&test=1" })).toEqual({ ok: false, reason: "test_traffic" });
    for (const path of ["/admin", "/admin/analytics", "/api/me", "/no-such-page", "/playground"]) {
      expect(classifyPageView({ ...base, path })).toEqual({ ok: false, reason: "not_public_page" });
    }
    expect(publicPageOf("/admin/players")).toBeNull();
  });

  it("keeps another site's host name from the referrer, nothing of ours and nothing else", () => {
    expect(referrerHostOf("https://News.Example:8443/a/b?c=d", HOST)).toBe("news.example");
    expect(referrerHostOf(`http://${HOST}/play`, `${HOST}:3000`)).toBeNull();
    expect(referrerHostOf("android-app://com.example", HOST)).toBeNull();
    expect(referrerHostOf("not a url", HOST)).toBeNull();
    expect(classifyPageView({ ...base, path: "/", referrer: "https://search.example/?q=flap" })).toEqual({
      ok: true,
      path: "/",
      referrerHost: "search.example",
      device: null,
    });
  });

  it("puts the viewport's width into one of four device classes, nothing finer", () => {
    const classOf = (width: number | null) => classifyPageView({ ...base, path: "/", width });
    expect(classOf(390)).toMatchObject({ device: "mobile" });
    expect(classOf(575)).toMatchObject({ device: "mobile" });
    expect(classOf(576)).toMatchObject({ device: "tablet" });
    expect(classOf(991)).toMatchObject({ device: "tablet" });
    expect(classOf(992)).toMatchObject({ device: "laptop" });
    expect(classOf(1439)).toMatchObject({ device: "laptop" });
    expect(classOf(1440)).toMatchObject({ device: "desktop" });
    expect(classOf(3840)).toMatchObject({ device: "desktop" });
    expect(classOf(0)).toMatchObject({ device: null });
    expect(classOf(null)).toMatchObject({ device: null });
    expect(deviceClassOf(Number.NaN)).toBeNull();
    expect(DEVICE_CLASSES).toEqual(["mobile", "tablet", "laptop", "desktop"]);
  });
});

describeEachDialect("page view visitors", (getDb) => {
  it("hashes a browser alike all day, differently the next day, and forgets the old day's salt", async () => {
    const db = getDb();
    const views = createPageViewsService(db, TIME_ZONE);
    const monday = dayOf(berlin("2026-06-15 12:00"), TIME_ZONE);
    const first = await views.record({
      path: "/",
      referrerHost: null,
      ip: "10.0.0.1",
      userAgent: BROWSER,
      host: HOST,
      at: berlin("2026-06-15 08:00"),
    });
    const again = await views.record({
      path: "/play",
      referrerHost: null,
      ip: "10.0.0.1",
      userAgent: BROWSER,
      host: HOST,
      at: berlin("2026-06-15 23:59"),
    });
    const other = await views.record({
      path: "/",
      referrerHost: null,
      ip: "10.0.0.1",
      userAgent: OTHER_BROWSER,
      host: HOST,
      at: berlin("2026-06-15 09:00"),
    });
    expect(first).toEqual({ day: monday, visitorHash: expect.stringMatching(/^[0-9a-f]{16}$/), country: null });
    expect(again.visitorHash).toBe(first.visitorHash);
    expect(other.visitorHash).not.toBe(first.visitorHash);
    const mondaySalt = await db.kysely.selectFrom("analytics_salts").selectAll().execute();
    expect(mondaySalt.map((row) => row.day)).toEqual([monday]);
    expect(visitorHash(mondaySalt[0]!.salt, "10.0.0.1", BROWSER, HOST)).toBe(first.visitorHash);

    // Past Berlin midnight (22:00 UTC): a new day, a new salt, a new hash; Monday's salt is deleted.
    const tuesday = await views.record({
      path: "/",
      referrerHost: null,
      ip: "10.0.0.1",
      userAgent: BROWSER,
      host: HOST,
      at: berlin("2026-06-16 00:01"),
    });
    expect(tuesday.day).toBe(monday + 1);
    expect(tuesday.visitorHash).not.toBe(first.visitorHash);
    const salts = await db.kysely.selectFrom("analytics_salts").selectAll().execute();
    expect(salts.map((row) => row.day)).toEqual([monday + 1]);
    expect(salts[0]!.salt).not.toBe(mondaySalt[0]!.salt);

    // Nothing stored names the browser: no address, no user agent.
    const rows = await db.kysely.selectFrom("analytics_pageviews").selectAll().orderBy("created_at").execute();
    expect(rows.map((row) => [row.day, row.path, row.visitor_hash])).toEqual([
      [monday, "/", first.visitorHash],
      [monday, "/", other.visitorHash],
      [monday, "/play", first.visitorHash],
      [monday + 1, "/", tuesday.visitorHash],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/10\.0\.0\.1|Mozilla/);

    // Another process (a fresh service) reads the same salt for the same day.
    const elsewhere = await createPageViewsService(db, TIME_ZONE).record({
      path: "/",
      referrerHost: null,
      ip: "10.0.0.1",
      userAgent: BROWSER,
      host: HOST,
      at: berlin("2026-06-16 10:00"),
    });
    expect(elsewhere.visitorHash).toBe(tuesday.visitorHash);
    // The job forgets yesterday's salt even when no page view comes.
    expect(await views.forgetOldSalts(monday + 2)).toBe(1);
  });

  it("keeps the address's country and the device class, never the address", async () => {
    const db = getDb();
    const views = createPageViewsService(db, TIME_ZONE, TEST_COUNTRIES);
    // A day of its own (the test before left rows of 15 and 16 June).
    const start = berlin("2026-06-20 08:00");
    let at = start;
    // One minute apart, so the rows read back in this order.
    const view = () => ({ path: "/", referrerHost: null, userAgent: BROWSER, host: HOST, at: (at += 60_000) });
    expect(await views.record({ ...view(), ip: IP_GB, device: "mobile" })).toMatchObject({ country: "GB" });
    expect(await views.record({ ...view(), ip: IP_DE, device: "desktop" })).toMatchObject({ country: "DE" });
    expect(await views.record({ ...view(), ip: "::ffff:81.2.69.77" })).toMatchObject({ country: "GB" });
    // Not in the table, private, or no address at all: no country.
    for (const ip of ["8.8.8.8", "192.168.1.20", "unknown"]) expect(await views.record({ ...view(), ip })).toMatchObject({ country: null });
    const rows = await db.kysely
      .selectFrom("analytics_pageviews")
      .select(["country", "device"])
      .where("created_at", ">", start)
      .orderBy("created_at")
      .execute();
    expect(rows).toEqual([
      { country: "GB", device: "mobile" },
      { country: "DE", device: "desktop" },
      { country: "GB", device: null },
      { country: null, device: null },
      { country: null, device: null },
      { country: null, device: null },
    ]);
    const stored = JSON.stringify(await db.kysely.selectFrom("analytics_pageviews").selectAll().where("created_at", ">", start).execute());
    expect(stored).not.toMatch(/81\.2\.69|2a00|192\.168|8\.8\.8\.8/);
  });
});
