// The analytics figures on both engines against values worked out by hand from test-data.ts (Berlin
// days; "now" is Wednesday 17 June 2026, 14:00). The same numbers must come out read raw, partly
// rolled up and rolled up through yesterday; then the segment filter, the operator left out, the
// revenue next to Player Data's, the retention purge keeping the totals.
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createPlayerDataService } from "../admin/player-data.ts";
import { createAuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { dayOf, type AnalyticsRange } from "./days.ts";
import { createEventsService } from "./events.ts";
import type { DeviceClass } from "./pageviews.ts";
import type { Breakdown, PeriodReport } from "./report.ts";
import { createAnalyticsService, type AnalyticsReport, type AnalyticsService } from "./service.ts";
import { berlin, NOW, seedAnalytics, TEST_COUNTRIES, TIME_ZONE } from "./test-data.ts";

const logger = pino({ level: "silent" });
const zero = { gamesStarted: 0, gamesFinished: 0, players: 0, purchases: 0, revenueCents: 0, pageViews: 0, visitors: 0 };
const unmeasured = { day1: { accounts: 0, retained: 0, rate: null }, day7: { accounts: 0, retained: 0, rate: null } };
const buckets = (width: number, counts: number[]) => counts.map((count, i) => ({ from: i * width, to: i * width + width - 1, count }));

type Expected = Partial<Omit<PeriodReport, "series" | "retention">> & { series?: unknown[]; retention?: unknown };

// ---- the figures, by hand ------------------------------------------------------------------------

const TODAY: Expected = {
  from: berlin("2026-06-17 00:00"),
  to: berlin("2026-06-18 00:00"),
  firstDay: "2026-06-17",
  lastDay: "2026-06-17",
  empty: false,
  // g2 (00:30, still the 16th in UTC), a1, a3, g1 (not finished); the operator's game left out.
  players: 4,
  gamesStarted: 4,
  gamesFinished: 3,
  completionRate: 0.75,
  // 15, 4, 10; buckets of 2 up to 15 (the larger max of today and yesterday).
  score: { count: 3, average: 9.67, median: 10, max: 15, histogram: buckets(2, [0, 0, 1, 0, 0, 1, 0, 1]) },
  // cs2 was paid today and refunded; the operator's cs5 and the open cs6 do not count.
  purchases: 1,
  grossRevenueCents: 999,
  refundedCents: 999,
  revenueCents: 0,
  coinPurchases: 1,
  coinsSpent: 500,
  newAccounts: 0,
  pageViews: 2,
  visitors: 2,
  funnel: { started: 4, finished: 3, purchased: 1 },
  topPages: [
    { path: "/", views: 1 },
    { path: "/leaderboard", views: 1 },
  ],
  topReferrers: [{ host: "search.example", views: 1 }],
  // The British visitor (no width sent) and the German one (IPv6, a wide screen).
  countries: [
    { key: "DE", views: 1, visitors: 1 },
    { key: "GB", views: 1, visitors: 1 },
  ],
  devices: [
    { key: "desktop", views: 1, visitors: 1 },
    { key: null, views: 1, visitors: 1 },
  ],
  series: [{ date: "2026-06-17", gamesStarted: 4, gamesFinished: 3, players: 4, purchases: 1, revenueCents: 0, pageViews: 2, visitors: 2 }],
};

const YESTERDAY: Expected = {
  from: berlin("2026-06-16 00:00"),
  to: berlin("2026-06-17 00:00"),
  firstDay: "2026-06-16",
  lastDay: "2026-06-16",
  empty: false,
  // a3, g1 (not finished), g2 at 23:30.
  players: 3,
  gamesStarted: 3,
  gamesFinished: 2,
  completionRate: 0.6667,
  score: { count: 2, average: 9, median: 9, max: 10, histogram: buckets(2, [0, 0, 0, 0, 1, 1, 0, 0]) },
  purchases: 1,
  grossRevenueCents: 199,
  refundedCents: 0,
  revenueCents: 199,
  coinPurchases: 0,
  coinsSpent: 0,
  // a3 signed up at 09:00.
  newAccounts: 1,
  // The British address twice (one visitor), the Japanese once.
  pageViews: 3,
  visitors: 2,
  funnel: { started: 3, finished: 2, purchased: 1 },
  topPages: [
    { path: "/", views: 2 },
    { path: "/play", views: 1 },
  ],
  topReferrers: [{ host: "news.example", views: 1 }],
  countries: [
    { key: "GB", views: 2, visitors: 1 },
    { key: "JP", views: 1, visitors: 1 },
  ],
  devices: [
    { key: "mobile", views: 2, visitors: 1 },
    { key: "laptop", views: 1, visitors: 1 },
  ],
  series: [
    { date: "2026-06-16", gamesStarted: 3, gamesFinished: 2, players: 3, purchases: 1, revenueCents: 199, pageViews: 3, visitors: 2 },
  ],
};

const WEEK: Expected = {
  from: berlin("2026-06-15 00:00"),
  to: berlin("2026-06-22 00:00"),
  firstDay: "2026-06-15",
  lastDay: "2026-06-21",
  players: 4,
  gamesStarted: 7,
  gamesFinished: 5,
  completionRate: 0.7143,
  // 10, 8, 15, 4, 10; buckets of 5 up to 20 (last week's max).
  score: { count: 5, average: 9.4, median: 10, max: 15, histogram: buckets(5, [1, 1, 2, 1, 0]) },
  purchases: 2,
  grossRevenueCents: 1198,
  refundedCents: 999,
  revenueCents: 199,
  coinPurchases: 1,
  coinsSpent: 500,
  newAccounts: 1,
  pageViews: 5,
  visitors: 4,
  // g1 started twice but never finished this week; a1 and a3 paid.
  funnel: { started: 4, finished: 3, purchased: 2 },
  topPages: [
    { path: "/", views: 3 },
    { path: "/leaderboard", views: 1 },
    { path: "/play", views: 1 },
  ],
  topReferrers: [
    { host: "news.example", views: 1 },
    { host: "search.example", views: 1 },
  ],
  // Visitors are each day's, summed: the British one on the 16th and again on the 17th.
  countries: [
    { key: "GB", views: 3, visitors: 2 },
    { key: "DE", views: 1, visitors: 1 },
    { key: "JP", views: 1, visitors: 1 },
  ],
  devices: [
    { key: "mobile", views: 2, visitors: 1 },
    { key: "desktop", views: 1, visitors: 1 },
    { key: "laptop", views: 1, visitors: 1 },
    { key: null, views: 1, visitors: 1 },
  ],
  // Monday to today; the days to come are not listed.
  series: [
    { date: "2026-06-15", ...zero },
    { date: "2026-06-16", gamesStarted: 3, gamesFinished: 2, players: 3, purchases: 1, revenueCents: 199, pageViews: 3, visitors: 2 },
    { date: "2026-06-17", gamesStarted: 4, gamesFinished: 3, players: 4, purchases: 1, revenueCents: 0, pageViews: 2, visitors: 2 },
  ],
};

const LAST_WEEK: Expected = {
  from: berlin("2026-06-08 00:00"),
  to: berlin("2026-06-15 00:00"),
  firstDay: "2026-06-08",
  lastDay: "2026-06-14",
  // a5, a1 (twice), a2, g1 (twice); the operator's game on the 12th left out.
  players: 4,
  gamesStarted: 6,
  gamesFinished: 6,
  completionRate: 1,
  // 9, 5, 3, 7, 20, 0.
  score: { count: 6, average: 7.33, median: 6, max: 20, histogram: buckets(5, [2, 3, 0, 0, 1]) },
  purchases: 1,
  grossRevenueCents: 499,
  refundedCents: 0,
  revenueCents: 499,
  coinPurchases: 1,
  coinsSpent: 100,
  newAccounts: 2,
  pageViews: 1,
  visitors: 1,
  funnel: { started: 4, finished: 4, purchased: 1 },
  topPages: [{ path: "/store", views: 1 }],
  topReferrers: [],
  countries: [{ key: "GB", views: 1, visitors: 1 }],
  devices: [{ key: "mobile", views: 1, visitors: 1 }],
};

// Every page view is in June: the month's and All Time's breakdowns.
const ALL_COUNTRIES: Breakdown<string>[] = [
  { key: "GB", views: 4, visitors: 3 },
  { key: "DE", views: 1, visitors: 1 },
  { key: "JP", views: 1, visitors: 1 },
];
const ALL_DEVICES: Breakdown<DeviceClass>[] = [
  { key: "mobile", views: 3, visitors: 2 },
  { key: "desktop", views: 1, visitors: 1 },
  { key: "laptop", views: 1, visitors: 1 },
  { key: null, views: 1, visitors: 1 },
];

const MONTH: Expected = {
  from: berlin("2026-06-01 00:00"),
  to: berlin("2026-07-01 00:00"),
  firstDay: "2026-06-01",
  lastDay: "2026-06-30",
  players: 6,
  gamesStarted: 14,
  gamesFinished: 12,
  completionRate: 0.8571,
  // 6 9 5 3 7 20 0 10 8 15 4 10: sum 97, middle two 7 and 8.
  score: { count: 12, average: 8.08, median: 7.5, max: 20, histogram: buckets(5, [3, 5, 2, 1, 1]) },
  purchases: 3,
  grossRevenueCents: 1697,
  refundedCents: 999,
  revenueCents: 698,
  coinPurchases: 2,
  coinsSpent: 600,
  newAccounts: 4,
  pageViews: 6,
  visitors: 5,
  funnel: { started: 6, finished: 6, purchased: 2 },
  topPages: [
    { path: "/", views: 3 },
    { path: "/leaderboard", views: 1 },
    { path: "/play", views: 1 },
    { path: "/store", views: 1 },
  ],
  topReferrers: [
    { host: "news.example", views: 1 },
    { host: "search.example", views: 1 },
  ],
  countries: ALL_COUNTRIES,
  devices: ALL_DEVICES,
};

const MAY: Expected = {
  from: berlin("2026-05-01 00:00"),
  to: berlin("2026-06-01 00:00"),
  firstDay: "2026-05-01",
  lastDay: "2026-05-31",
  empty: false,
  players: 1,
  gamesStarted: 2,
  gamesFinished: 1,
  completionRate: 0.5,
  score: { count: 1, average: 12, median: 12, max: 12, histogram: buckets(5, [0, 0, 1, 0, 0]) },
  purchases: 1,
  grossRevenueCents: 499,
  refundedCents: 0,
  revenueCents: 499,
  coinPurchases: 0,
  coinsSpent: 0,
  newAccounts: 1,
  pageViews: 0,
  visitors: 0,
  funnel: { started: 1, finished: 1, purchased: 1 },
  topPages: [],
  topReferrers: [],
  countries: [],
  devices: [],
};

const ALL: Expected = {
  from: berlin("2026-05-20 00:00"),
  to: berlin("2026-06-18 00:00"),
  firstDay: "2026-05-20",
  lastDay: "2026-06-17",
  players: 7,
  gamesStarted: 16,
  gamesFinished: 13,
  completionRate: 0.8125,
  // 13 scores, sum 109, the 7th is 8.
  score: { count: 13, average: 8.38, median: 8, max: 20, histogram: buckets(5, [3, 5, 3, 1, 1]) },
  purchases: 4,
  grossRevenueCents: 2196,
  refundedCents: 999,
  revenueCents: 1197,
  coinPurchases: 2,
  coinsSpent: 600,
  newAccounts: 5,
  pageViews: 6,
  visitors: 5,
  countries: ALL_COUNTRIES,
  devices: ALL_DEVICES,
  funnel: { started: 7, finished: 7, purchased: 3 },
};

/** Of the accounts signed up in the period and old enough (day 1 / day 7 rolled up: through 16 June), who played again. */
const RETENTION: Record<string, unknown> = {
  today: unmeasured,
  yesterday: unmeasured,
  week: unmeasured,
  // a1 played the day after signing up, a2 did not; nobody signed up by the 9th.
  lastWeek: { day1: { accounts: 2, retained: 1, rate: 0.5 }, day7: { accounts: 0, retained: 0, rate: null } },
  // + a5 (1 June: played on the 2nd and the 8th).
  month: { day1: { accounts: 3, retained: 2, rate: 0.6667 }, day7: { accounts: 1, retained: 1, rate: 1 } },
  // a4 (20 May) came back on the 21st, not on the 27th.
  may: { day1: { accounts: 1, retained: 1, rate: 1 }, day7: { accounts: 1, retained: 0, rate: 0 } },
  all: { day1: { accounts: 4, retained: 3, rate: 0.75 }, day7: { accounts: 2, retained: 1, rate: 0.5 } },
};

const withRetention = (expected: Expected, key: string): Expected => ({ ...expected, retention: RETENTION[key] });
const withoutRetention = (expected: Expected): Expected => ({ ...expected, retention: unmeasured });

function check(report: AnalyticsReport, current: Expected, previous: Expected | null) {
  expect(report.current).toMatchObject(current);
  if (previous) expect(report.previous).toMatchObject(previous);
  else expect(report.previous).toBeNull();
}

describeEachDialect("analytics report", (getDb) => {
  let analytics: AnalyticsService;
  let db: Db;
  const report = async (range: AnalyticsRange, options: { refresh?: boolean; segmentId?: string } = {}) => {
    const result = await analytics.report({ range, now: NOW, refresh: false, ...options });
    if (!result.ok) throw new Error(result.message);
    return result.report;
  };
  const custom = async (from: string, to: string) => {
    const result = await analytics.report({ range: "custom", custom: { from, to }, now: NOW, refresh: false });
    if (!result.ok) throw new Error(result.message);
    return result.report;
  };

  async function checkAll(retention: "none" | "full") {
    const r = retention === "full" ? withRetention : (expected: Expected) => withoutRetention(expected);
    check(await report("today"), r(TODAY, "today"), r(YESTERDAY, "yesterday"));
    check(await report("week"), r(WEEK, "week"), r(LAST_WEEK, "lastWeek"));
    check(await report("month"), r(MONTH, "month"), r(MAY, "may"));
    const all = await report("all");
    check(all, r(ALL, "all"), null);
    expect(all.current.series).toHaveLength(29);
    expect(all.current.series[0]).toEqual({
      date: "2026-05-20",
      gamesStarted: 1,
      gamesFinished: 1,
      players: 1,
      purchases: 0,
      revenueCents: 0,
      pageViews: 0,
      visitors: 0,
    });
    expect(all.current.series[28]).toEqual((TODAY.series as unknown[])[0]);
    // Custom ranges: the same figures as the calendar period they cover, against as many days before.
    // (The histogram's buckets differ: a report draws both periods with one width.)
    const { score: mayScore, ...mayFigures } = r(MAY, "may");
    const may = await custom("2026-05-01", "2026-05-31");
    check(may, mayFigures, { firstDay: "2026-03-31", lastDay: "2026-04-30", empty: true, players: 0, pageViews: 0 });
    expect(may.current.score).toMatchObject({
      count: mayScore!.count,
      average: mayScore!.average,
      median: mayScore!.median,
      max: mayScore!.max,
    });
    expect(may).toMatchObject({ range: "custom", custom: { from: "2026-05-01", to: "2026-05-31" } });
    const { score: weekScore, ...weekFigures } = r(WEEK, "week");
    const thisWeek = await custom("2026-06-15", "2026-06-17");
    check(
      thisWeek,
      { ...weekFigures, lastDay: "2026-06-17", to: berlin("2026-06-18 00:00") },
      { firstDay: "2026-06-12", lastDay: "2026-06-14" },
    );
    expect(thisWeek.current.score.median).toBe(weekScore!.median);
    expect(thisWeek.previous).toMatchObject((await custom("2026-06-12", "2026-06-14")).current);
    const { score: _yesterdayScore, ...yesterdayFigures } = r(YESTERDAY, "yesterday");
    const oneDay = await custom("2026-06-16", "2026-06-16");
    check(oneDay, yesterdayFigures, { firstDay: "2026-06-15", lastDay: "2026-06-15", empty: true });
    const month = await report("month");
    expect(month.current.series.map((day) => day.date)).toEqual(
      Array.from({ length: 17 }, (_, i) => `2026-06-${String(i + 1).padStart(2, "0")}`),
    );
    expect(month.previous!.series).toHaveLength(31);
  }

  beforeAll(async () => {
    db = getDb();
    analytics = createAnalyticsService({
      db,
      audit: createAuditService(db),
      logger,
      timeZone: TIME_ZONE,
      now: () => NOW,
      countries: TEST_COUNTRIES,
    });
    await seedAnalytics(db, analytics.pageViews);
    await db.kysely
      .insertInto("segments")
      .values({
        id: "accounts",
        name: "Accounts",
        description: "Signed-up players",
        criteria_json: JSON.stringify([{ type: "account_type", operator: "is", value: "account" }]),
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  });

  it("reads every range and its previous period from the raw events before any rollup", async () => {
    const today = await report("today");
    expect(today).toMatchObject({
      range: "today",
      timeZone: TIME_ZONE,
      generatedAt: NOW,
      today: "2026-06-17",
      segment: null,
      rolledThrough: null,
      empty: false,
    });
    await checkAll("none");
  });

  it("gives the same figures partly rolled up (through 10 June) and read raw after", async () => {
    expect(await analytics.rollUp(NOW, { throughDay: dayOf(berlin("2026-06-10 12:00"), TIME_ZONE) })).toHaveLength(22);
    expect((await report("today")).rolledThrough).toBe("2026-06-10");
    // Retention is measured on rolled-up days only (checked below).
    const r = ({ retention: _retention, ...expected }: Expected): Expected => expected;
    check(await report("today"), r(TODAY), r(YESTERDAY));
    check(await report("week"), r(WEEK), r(LAST_WEEK));
    check(await report("month"), r(MONTH), r(MAY));
    check(await report("all"), r(ALL), null);
  });

  it("gives the same figures rolled up through yesterday, with day-1 and day-7 retention", async () => {
    // A report rolls up what is closed first: 11 to 16 June (17 June is today).
    const result = await analytics.report({ range: "today", now: NOW });
    expect(result.ok && result.report.rolledThrough).toBe("2026-06-16");
    expect(await analytics.rollUp(NOW)).toEqual([]);
    await checkAll("full");
    // Rolled-up days are read from the rollups: the raw rows no longer matter to them.
    const daily = await db.kysely
      .selectFrom("analytics_daily")
      .selectAll()
      .where("day", "=", dayOf(berlin("2026-06-13 12:00"), TIME_ZONE))
      .executeTakeFirstOrThrow();
    expect(daily).toMatchObject({ games_started: 2, games_finished: 2, players: 1, page_views: 0, visitors: 0 });
  });

  it("restricts every player figure to a segment's members; page views stay site-wide", async () => {
    const week = await report("week", { segmentId: "accounts" });
    expect(week.segment).toEqual({ id: "accounts", name: "Accounts" });
    // a3 on the 16th; a1 and a3 today. Guests g1 and g2 are not members.
    expect(week.current).toMatchObject({
      players: 2,
      gamesStarted: 3,
      gamesFinished: 3,
      completionRate: 1,
      score: { count: 3, average: 8, median: 10, max: 10, histogram: buckets(2, [0, 0, 1, 0, 0, 2]) },
      purchases: 2,
      grossRevenueCents: 1198,
      refundedCents: 999,
      revenueCents: 199,
      coinPurchases: 1,
      coinsSpent: 500,
      newAccounts: 1,
      pageViews: 5,
      visitors: 4,
      funnel: { started: 2, finished: 2, purchased: 2 },
      series: [
        { date: "2026-06-15", ...zero },
        { date: "2026-06-16", gamesStarted: 1, gamesFinished: 1, players: 1, purchases: 1, revenueCents: 199, pageViews: 3, visitors: 2 },
        { date: "2026-06-17", gamesStarted: 2, gamesFinished: 2, players: 2, purchases: 1, revenueCents: 0, pageViews: 2, visitors: 2 },
      ],
    });
    // 9, 5, 3, 7 (g1's 20 and 0 are not members').
    expect(week.previous).toMatchObject({
      players: 3,
      gamesStarted: 4,
      gamesFinished: 4,
      score: { count: 4, average: 6, median: 6, max: 9, histogram: buckets(2, [0, 1, 1, 1, 1, 0]) },
      purchases: 1,
      revenueCents: 499,
      coinPurchases: 0,
      newAccounts: 2,
      funnel: { started: 3, finished: 3, purchased: 1 },
      retention: RETENTION.lastWeek,
    });
    const all = await report("all", { segmentId: "accounts" });
    // 12 6 9 5 7 4 3 10 10: sum 66, the 5th of 9 is 7.
    expect(all.current).toMatchObject({
      players: 5,
      gamesStarted: 10,
      gamesFinished: 9,
      score: { count: 9, average: 7.33, median: 7, max: 12 },
      purchases: 4,
      revenueCents: 1197,
      newAccounts: 5,
      funnel: { started: 5, finished: 5, purchased: 3 },
      retention: RETENTION.all,
    });
    expect(await analytics.report({ range: "week", segmentId: "nope", now: NOW })).toMatchObject({
      ok: false,
      status: 400,
      error: "unknown_segment",
    });
  });

  it("counts revenue as Player Data does (paid minus refunded), the operator's own payment left out", async () => {
    const stats = await createPlayerDataService(db, { timeZone: TIME_ZONE, now: () => NOW }).statistics();
    const all = await report("all");
    expect(stats.revenueCents).toBe(2196);
    expect(all.current.revenueCents).toBe(stats.revenueCents - 999);
    expect(all.current.grossRevenueCents).toBe(stats.grossRevenueCents - 999);
    expect(all.current.refundedCents).toBe(stats.refundedCents);
  });

  it("refuses a custom range that is backwards, reaches past today or spans over ten years", async () => {
    const ask = (from: string, to: string) => analytics.report({ range: "custom", custom: { from, to }, now: NOW, refresh: false });
    expect(await ask("2026-06-10", "2026-06-09")).toEqual({
      ok: false,
      status: 400,
      error: "invalid_range",
      message: "from (2026-06-10) must not be after to (2026-06-09).",
    });
    expect(await ask("2026-06-10", "2026-06-18")).toMatchObject({
      status: 400,
      message: "to (2026-06-18) must not be after today (2026-06-17).",
    });
    // 3,661 days (two leap days between), then 3,660.
    expect(await ask("2016-06-09", "2026-06-17")).toMatchObject({ status: 400, message: "A custom range may span at most 3660 days." });
    expect(await ask("2016-06-10", "2026-06-17")).toMatchObject({ ok: true });
    expect(await analytics.report({ range: "custom", now: NOW, refresh: false })).toMatchObject({ status: 400, error: "invalid_range" });
  });

  it("an empty period says so", async () => {
    const later = await analytics.report({ range: "month", now: berlin("2026-09-15 12:00"), refresh: false });
    expect(later.ok && later.report.empty).toBe(true);
    expect(later.ok && later.report.current).toMatchObject({
      players: 0,
      gamesStarted: 0,
      completionRate: null,
      score: { count: 0, average: null, median: null, max: null, histogram: [] },
    });
  });

  it("purges raw events past the retention, never a day not rolled up, and the totals stay", async () => {
    const before = await report("all");
    await analytics.updateSettings({ retentionDays: 7 }, { id: null, label: "test" });
    const purged = await analytics.purge(NOW);
    // Before 10 June 14:00: a4's 3 events, a5's 4, a1's and a2's 4 on the 10th; the page view on the 10th.
    expect(purged).toEqual({ events: 11, pageViews: 1 });
    const cutoff = NOW - 7 * 86_400_000;
    const old = await db.kysely.selectFrom("analytics_events").select("id").where("created_at", "<", cutoff).execute();
    expect(old).toEqual([]);
    expect(await report("all")).toEqual(before);
    // Far in the future with a 7-day retention: only what is rolled up (through 16 June) goes.
    expect(await analytics.purge(berlin("2027-01-01 00:00"))).toEqual({ events: 13, pageViews: 3 });
    const left = await db.kysely.selectFrom("analytics_events").select("created_at").execute();
    expect(left.length).toBe(9);
    expect(Math.min(...left.map((row) => Number(row.created_at)))).toBeGreaterThanOrEqual(berlin("2026-06-17 00:00"));
  });
});

describeEachDialect("analytics funnel across rolled and raw days", (getDb) => {
  it("merges a player's rolled-up start with a raw finish, for All Time and a month alike", async () => {
    const db = getDb();
    const analytics = createAnalyticsService({ db, audit: createAuditService(db), logger, timeZone: TIME_ZONE, now: () => NOW });
    const iso = new Date(berlin("2026-06-01 10:00")).toISOString();
    await db.kysely
      .insertInto("user")
      .values(
        ["x", "y", "z"].map((id) => ({ id, name: id, email: `${id}@example.com`, createdAt: iso, updatedAt: iso, isAnonymous: true })),
      )
      .execute();
    const events = createEventsService(db);
    // x starts on the 15th (rolled up) and finishes today (raw); y plays on the 15th and pays today;
    // z only has a finish (its start fell before the data).
    await events.record({ name: "start_game", playerId: "x", runId: "x1", at: berlin("2026-06-15 23:59") });
    await events.record({ name: "end_game", playerId: "x", runId: "x1", value: 3, at: berlin("2026-06-17 00:01") });
    await events.record({ name: "start_game", playerId: "y", runId: "y1", at: berlin("2026-06-15 12:00") });
    await events.record({ name: "end_game", playerId: "y", runId: "y1", value: 1, at: berlin("2026-06-15 12:01") });
    await events.record({ name: "end_game", playerId: "z", runId: "z1", value: 2, at: berlin("2026-06-17 09:00") });
    await db.kysely
      .insertInto("checkout_sessions")
      .values({
        id: "c",
        provider: "sandbox",
        player_id: "y",
        pack_id: "p",
        coins: 1,
        amount_cents: 99,
        currency: "usd",
        status: "paid",
        created_at: NOW - 1,
        fulfilled_at: berlin("2026-06-17 10:00"),
        updated_at: NOW - 1,
      })
      .execute();
    expect(await analytics.rollUp(NOW)).not.toEqual([]);
    for (const range of ["all", "month", "week"] as const) {
      const result = await analytics.report({ range, now: NOW });
      expect(result.ok && result.report.current).toMatchObject({
        players: 3,
        gamesStarted: 2,
        gamesFinished: 3,
        funnel: { started: 2, finished: 2, purchased: 1 },
      });
    }
  });
});
