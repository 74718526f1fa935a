// Admin analytics: the report behind GET /api/admin/analytics, the retention setting, page views
// from the beacon, and the background job that rolls up closed days and purges old raw rows.
import type { Logger } from "pino";
import { z } from "zod";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { parseCriteria, segmentMembersQuery } from "../segments/criteria.ts";
import { ANALYTICS_RANGES, customPeriods, dateOf, dayOf, dayOfDate, MAX_CUSTOM_DAYS, periodsOf, type AnalyticsRange } from "./days.ts";
import type { CountryLookup } from "./country-table.ts";
import { createPageViewsService, type PageViewsService } from "./pageviews.ts";
import { buildReport, type PeriodReport } from "./report.ts";
import { adminIds, firstDataDay, purgeRaw, rollUp, rolledThrough, type RollUpOptions } from "./rollup.ts";
import type { Result } from "../http/result.ts";
import { operatorIssueText } from "../http/operator-messages.ts";

export const RETENTION_MIN_DAYS = 7;
export const RETENTION_MAX_DAYS = 3650;
/** The job: roll up closed days and forget old salts this often; purge at most hourly. */
export const JOB_INTERVAL_MS = 60_000;
export const PURGE_INTERVAL_MS = 3_600_000;
/** rolled_through before any rollup: a day before all data. */
const NOTHING_ROLLED = -1_000_000;

export interface AnalyticsReport {
  range: AnalyticsRange;
  /** The custom range's dates as asked; null for the other ranges. */
  custom: { from: string; to: string } | null;
  /** The zone whose days the report counts (LEADERBOARD_TIMEZONE). */
  timeZone: string;
  /** Epoch ms the report was made at. */
  generatedAt: number;
  /** 'YYYY-MM-DD' */
  today: string;
  segment: { id: string; name: string } | null;
  /** The last day served from rollups ('YYYY-MM-DD'); later days are read raw. */
  rolledThrough: string | null;
  /** The current period has no data: the page shows "No data available." */
  empty: boolean;
  current: PeriodReport;
  /** The period just before (yesterday, last week, last month); null for All Time. */
  previous: PeriodReport | null;
}

export interface AnalyticsSettings {
  retentionDays: number;
  minRetentionDays: number;
  maxRetentionDays: number;
  updatedAt: number;
  updatedBy: string | null;
}

export interface ReportOptions {
  range: AnalyticsRange;
  /** The first and last day ('YYYY-MM-DD', valid dates) of range "custom". */
  custom?: { from: string; to: string };
  segmentId?: string | null;
  now?: number;
  /** Roll up closed days first (default true; tests turn it off to read the raw path). */
  refresh?: boolean;
}

export interface AnalyticsService {
  pageViews: PageViewsService;
  report(options: ReportOptions): Promise<Result<{ report: AnalyticsReport }>>;
  settings(): Promise<AnalyticsSettings>;
  updateSettings(input: unknown, actor: AuditActor): Promise<Result<{ settings: AnalyticsSettings }>>;
  /** Rolls up every closed day not rolled up yet; answers the days written. */
  rollUp(now?: number, options?: RollUpOptions): Promise<number[]>;
  /** Deletes raw events and page views older than the retention setting (rolled-up days only). */
  purge(now?: number): Promise<{ events: number; pageViews: number }>;
  worker: { start(): void; stop(): Promise<void> };
}

export function isAnalyticsRange(value: unknown): value is AnalyticsRange {
  return typeof value === "string" && (ANALYTICS_RANGES as readonly string[]).includes(value);
}

const settingsSchema = z
  .object({
    retentionDays: z
      .number({ error: "retentionDays must be a number of days" })
      .int("retentionDays must be a whole number of days")
      .min(RETENTION_MIN_DAYS, `retentionDays must be at least ${RETENTION_MIN_DAYS}`)
      .max(RETENTION_MAX_DAYS, `retentionDays must be at most ${RETENTION_MAX_DAYS}`),
  })
  .strict();

export function createAnalyticsService(deps: {
  db: Db;
  audit: AuditService;
  logger: Logger;
  timeZone: string;
  now?: () => number;
  /** Where a page view's address is placed (default: the DB-IP table, server/analytics/country-table.ts). */
  countries?: CountryLookup;
}): AnalyticsService {
  const { db, audit, logger, timeZone } = deps;
  const clock = deps.now ?? Date.now;
  const k = db.kysely;
  const log = logger.child({ component: "analytics" });
  const pageViews = createPageViewsService(db, timeZone, deps.countries);

  // One rollup at a time per process (the job and reports share it); others wait for it.
  let rolling: Promise<number[]> | null = null;
  function roll(now: number, options: RollUpOptions = {}): Promise<number[]> {
    if (!rolling) {
      rolling = rollUp(db, timeZone, now, options).finally(() => {
        rolling = null;
      });
    }
    return rolling;
  }

  async function settings(): Promise<AnalyticsSettings> {
    const row = await k.selectFrom("analytics_settings").selectAll().where("id", "=", "default").executeTakeFirstOrThrow();
    return {
      retentionDays: Number(row.retention_days),
      minRetentionDays: RETENTION_MIN_DAYS,
      maxRetentionDays: RETENTION_MAX_DAYS,
      updatedAt: Number(row.updated_at),
      updatedBy: row.updated_by,
    };
  }

  async function purge(now = clock()) {
    const { retentionDays } = await settings();
    return purgeRaw(db, timeZone, now, retentionDays);
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = true;
  let lastPurge = 0;

  async function tick(): Promise<void> {
    const now = clock();
    const days = await roll(now);
    if (days.length > 0) log.info({ days: days.length, through: dateOf(days[days.length - 1]!) }, "analytics days rolled up");
    await pageViews.forgetOldSalts(dayOf(now, timeZone));
    if (now - lastPurge >= PURGE_INTERVAL_MS) {
      lastPurge = now;
      const purged = await purge(now);
      if (purged.events + purged.pageViews > 0) log.info(purged, "old analytics events purged");
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick()
        .catch((error: unknown) => log.warn({ err: error }, "analytics job failed; retrying next minute"))
        .finally(() => {
          running = null;
          schedule(JOB_INTERVAL_MS);
        });
    }, delay);
    // The job never keeps the process alive on its own.
    timer.unref();
  }

  return {
    pageViews,
    settings,
    purge,
    rollUp: (now = clock(), options) => roll(now, options),

    async report(options) {
      const now = options.now ?? clock();
      let segment: { id: string; name: string } | null = null;
      let members = null;
      if (options.segmentId) {
        const row = await k
          .selectFrom("segments")
          .select(["id", "name", "criteria_json"])
          .where("id", "=", options.segmentId)
          .executeTakeFirst();
        if (!row) return { ok: false, status: 400, error: "unknown_segment", message: "No segment with this id." };
        const parsed = parseCriteria(JSON.parse(row.criteria_json));
        // A stored row that no longer parses matches nobody rather than everybody (as segments do).
        const criteria = parsed.ok ? parsed.criteria : [{ type: "games_played" as const, operator: "<" as const, value: 0 }];
        segment = { id: row.id, name: row.name };
        members = segmentMembersQuery(k, criteria, { now });
      }
      if (options.refresh !== false) await roll(now);
      const today = dayOf(now, timeZone);
      const through = await rolledThrough(k);
      // Before the first rollup every day is read raw.
      const rolled = through ?? NOTHING_ROLLED;
      const admins = await adminIds(k);
      let periods;
      if (options.range === "custom") {
        const custom = options.custom;
        if (!custom) return { ok: false, status: 400, error: "invalid_range", message: "A custom range needs from and to (YYYY-MM-DD)." };
        const [first, last] = [dayOfDate(custom.from), dayOfDate(custom.to)];
        if (first > last)
          return { ok: false, status: 400, error: "invalid_range", message: `from (${custom.from}) must not be after to (${custom.to}).` };
        if (last > today) {
          return {
            ok: false,
            status: 400,
            error: "invalid_range",
            message: `to (${custom.to}) must not be after today (${dateOf(today)}).`,
          };
        }
        if (last - first + 1 > MAX_CUSTOM_DAYS) {
          return { ok: false, status: 400, error: "invalid_range", message: `A custom range may span at most ${MAX_CUSTOM_DAYS} days.` };
        }
        periods = customPeriods(first, last);
      } else if (options.range === "all") {
        // All Time starts at the first rolled day (every rolled day has a row, the first is the first
        // with data), else at the first raw data.
        const firstRow = await k
          .selectFrom("analytics_daily")
          .select((eb) => eb.fn.min("day").as("day"))
          .executeTakeFirst();
        const first =
          firstRow?.day !== null && firstRow?.day !== undefined
            ? Number(firstRow.day)
            : through === null
              ? ((await firstDataDay(k, timeZone)) ?? today)
              : through + 1;
        periods = { current: { firstDay: Math.min(first, today), lastDay: today }, previous: null };
      } else {
        periods = periodsOf(options.range, today);
      }
      const built = await buildReport({ k, timeZone, range: options.range, today, rolledThrough: rolled, admins, members, ...periods });
      return {
        ok: true,
        report: {
          range: options.range,
          custom: options.range === "custom" ? options.custom! : null,
          timeZone,
          generatedAt: now,
          today: dateOf(today),
          segment,
          rolledThrough: through === null ? null : dateOf(through),
          empty: built.current.empty,
          current: built.current,
          previous: built.previous,
        },
      };
    },

    async updateSettings(input, actor) {
      const parsed = settingsSchema.safeParse(input);
      if (!parsed.success) return { ok: false, status: 400, error: "invalid_settings", message: operatorIssueText(parsed.error.issues[0]) };
      const before = await settings();
      if (before.retentionDays !== parsed.data.retentionDays) {
        await k.transaction().execute(async (trx) => {
          await trx
            .updateTable("analytics_settings")
            .set({ retention_days: parsed.data.retentionDays, updated_at: clock(), updated_by: actor.label })
            .where("id", "=", "default")
            .execute();
          await audit.record(
            {
              actor,
              action: "analytics.settings",
              target: "retention",
              before: { retentionDays: before.retentionDays },
              after: { retentionDays: parsed.data.retentionDays },
            },
            trx,
          );
        });
        // A shorter retention takes effect at the job's next run, not within the hour.
        lastPurge = 0;
      }
      return { ok: true, settings: await settings() };
    },

    worker: {
      start() {
        if (!stopped) return;
        stopped = false;
        // Soon after start-up: a server that was down over midnight catches up at once.
        schedule(1_000);
      },
      async stop() {
        stopped = true;
        if (timer) clearTimeout(timer);
        timer = null;
        await running;
      },
    },
  };
}
