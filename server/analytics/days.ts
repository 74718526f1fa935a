// Local calendar days in the leaderboards' time zone (LEADERBOARD_TIMEZONE), so that analytics'
// "today" is the daily board's today. A day is stored as a day number: the days since 1970-01-01 of
// the local date (so day + 1 is tomorrow whatever the zone does with its clocks).
import { z } from "zod";
import { startOfDayIn } from "../admin/player-data.ts";
import { dailyPeriod } from "../leaderboards/service.ts";

export const DAY_MS = 86_400_000;
/** Every zone's offset, and so every local midnight, is a whole number of these from UTC midnight. */
export const QUARTER_HOUR_MS = 900_000;

export type AnalyticsRange = "today" | "week" | "month" | "all" | "custom";
export const ANALYTICS_RANGES: readonly AnalyticsRange[] = ["today", "week", "month", "all", "custom"];
/** The longest custom range, in days (ten years): its previous period is as long again. */
export const MAX_CUSTOM_DAYS = 3_660;

/** A calendar date 'YYYY-MM-DD' that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The day number of a 'YYYY-MM-DD' date (checked by isIsoDate). */
export function dayOfDate(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}

const isoDate = z.string().refine(isIsoDate);

/**
 * The query of a report (the JSON API, its CSV and the page): `?range=` (default today), or a custom
 * range `?from=YYYY-MM-DD&to=YYYY-MM-DD` (with or without `range=custom`), and an optional `&segment=`.
 * Whether the dates are in order and not in the future is the service's check (it knows today).
 */
export const reportQuerySchema = z
  .object({
    range: z.enum(ANALYTICS_RANGES as [AnalyticsRange, ...AnalyticsRange[]]).optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    segment: z.string().min(1).max(100).optional(),
  })
  .strict()
  .refine((query) => (query.from === undefined) === (query.to === undefined))
  .refine((query) => (query.from === undefined ? query.range !== "custom" : query.range === undefined || query.range === "custom"))
  .transform((query) => ({
    range: query.range ?? (query.from ? "custom" : "today"),
    custom: query.from && query.to ? { from: query.from, to: query.to } : undefined,
    segment: query.segment,
  }));

/** A parsed report query: what the service's `report` takes besides the clock. */
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** What a report query that is not one is told (an admin sentence: server/http/operator-messages.ts). */
export const REPORT_QUERY_HINT = `Use ?range=${ANALYTICS_RANGES.join("|")} (custom with &from=YYYY-MM-DD&to=YYYY-MM-DD) and optionally &segment=<segment id>, or ?view=settings.`;

/** The query string of a report's link (the page's tabs, its CSV link). */
export function reportSearch(query: { range: AnalyticsRange; custom?: { from: string; to: string }; segment?: string | null }): string {
  const params = new URLSearchParams({ range: query.range });
  if (query.range === "custom" && query.custom) {
    params.set("from", query.custom.from);
    params.set("to", query.custom.to);
  }
  if (query.segment) params.set("segment", query.segment);
  return params.toString();
}

/** The local day number of an instant. */
export function dayOf(at: number, timeZone: string): number {
  const [year, month, day] = dailyPeriod(at, timeZone).split("-").map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** 'YYYY-MM-DD' of a day number. */
export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

const starts = new Map<string, number>();

/** The first instant (epoch ms) of a local day. */
export function dayStart(day: number, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let start = starts.get(key);
  if (start === undefined) {
    // Local noon exists on every day (DST moves clocks at night): an instant inside the day, whatever
    // the zone's offset (at most ±14 h), whose own day start is the one wanted.
    let inside = day * DAY_MS + 12 * 3_600_000;
    const seen = dayOf(inside, timeZone);
    inside += (day - seen) * DAY_MS;
    start = startOfDayIn(inside, timeZone);
    if (starts.size > 10_000) starts.clear();
    starts.set(key, start);
  }
  return start;
}

/** Day numbers `[first, last]` with each day's start, and the end of the last: bucket lookups. */
export class DayIndex {
  readonly first: number;
  readonly last: number;
  /** starts[i] = dayStart(first + i); starts[length - 1] = the end of `last`. */
  private readonly bounds: number[];

  constructor(first: number, last: number, timeZone: string) {
    this.first = first;
    this.last = last;
    this.bounds = [];
    for (let day = first; day <= last + 1; day++) this.bounds.push(dayStart(day, timeZone));
  }

  get from(): number {
    return this.bounds[0]!;
  }

  get to(): number {
    return this.bounds[this.bounds.length - 1]!;
  }

  /** Each day's start then the end: [start(first), ..., start(last), end(last)]. */
  get boundaries(): readonly number[] {
    return this.bounds;
  }

  /** The day holding `at`, or null outside [from, to). Binary search over the day starts. */
  dayAt(at: number): number | null {
    if (at < this.from || at >= this.to) return null;
    let lo = 0;
    let hi = this.bounds.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.bounds[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return this.first + lo;
  }
}

export interface Period {
  /** First and last local day (inclusive). */
  firstDay: number;
  lastDay: number;
}

/**
 * The calendar period holding `today` and the one just before it: today / yesterday, this ISO week
 * (from Monday) / the previous one, this month / the previous month. All Time has no previous.
 */
export function periodsOf(range: Exclude<AnalyticsRange, "all" | "custom">, today: number): { current: Period; previous: Period } {
  if (range === "today") return { current: { firstDay: today, lastDay: today }, previous: { firstDay: today - 1, lastDay: today - 1 } };
  if (range === "week") {
    // Day 0 (1970-01-01) was a Thursday: Monday = 0.
    const monday = today - ((today + 3) % 7);
    return { current: { firstDay: monday, lastDay: monday + 6 }, previous: { firstDay: monday - 7, lastDay: monday - 1 } };
  }
  const date = new Date(today * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  const first = Date.UTC(year, month, 1) / DAY_MS;
  const next = Date.UTC(year, month + 1, 1) / DAY_MS;
  const previous = Date.UTC(year, month - 1, 1) / DAY_MS;
  return { current: { firstDay: first, lastDay: next - 1 }, previous: { firstDay: previous, lastDay: first - 1 } };
}

/** A custom period and the one of the same length just before it. */
export function customPeriods(firstDay: number, lastDay: number): { current: Period; previous: Period } {
  const length = lastDay - firstDay + 1;
  return { current: { firstDay, lastDay }, previous: { firstDay: firstDay - length, lastDay: firstDay - 1 } };
}
