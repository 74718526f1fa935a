// Admin: Analytics. The report for `?range=today|week|month|all` and `?segment=<id>` is made by the
// loader (services.analytics, as GET /api/admin/analytics does), so the page needs no client
// JavaScript and its URL can be shared. The retention setting saves through /api/admin/analytics.
import { Form, Link } from "react-router";
import { getServices } from "../../../shared/context.ts";
import { isIsoDate, MAX_CUSTOM_DAYS, type AnalyticsRange } from "../../../server/analytics/days.ts";
import { localeOfRequest } from "../../../shared/i18n/locales.ts";
import { isAnalyticsRange } from "../../../server/analytics/service.ts";
import { adminMeta } from "../../components/admin-section.tsx";
import { Breakdowns, Charts, KpiCards, TopPages } from "../../components/admin/analytics/report.tsx";
import { CustomRangeForm, customRangeDefault } from "../../components/admin/analytics/custom-range.tsx";
import { RetentionForm } from "../../components/admin/analytics/retention-form.tsx";
import { quietButtonClass } from "../../components/admin/ui.tsx";
import { useAdminT, type AdminMessageKey } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { formatCount } from "../../components/admin/analytics/format.ts";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const params = new URL(request.url).searchParams;
  const requested = params.get("range");
  const from = params.get("from");
  const to = params.get("to");
  // A custom range: from and to (with or without range=custom). An unknown range in a hand-edited
  // link shows Today rather than an error page.
  const customAsked = from !== null || to !== null || requested === "custom";
  const range: AnalyticsRange = customAsked ? "custom" : isAnalyticsRange(requested) ? requested : "today";
  const custom = customAsked && from && to && isIsoDate(from) && isIsoDate(to) ? { from, to } : undefined;
  const segmentId = params.get("segment") || null;
  const [segments, settings, asked] = await Promise.all([
    services.segments.list(),
    services.analytics.settings(),
    customAsked && !custom
      ? Promise.resolve({ ok: false as const, status: 400, error: "invalid_range", message: "" })
      : services.analytics.report({ range, custom, segmentId }),
  ]);
  // A deleted segment's old link falls back to everyone, a custom range that cannot be shown to
  // Today, each with a note.
  const invalidRange = !asked.ok && asked.error === "invalid_range";
  const fallback = invalidRange ? { range: "today" as const, segmentId } : { range, custom };
  const result = asked.ok ? asked : await services.analytics.report(fallback);
  if (!result.ok) throw new Response(result.message, { status: result.status });
  // Country names in the operator's language, made here (Node's full ICU) so the page shows the
  // same text before and after hydration.
  const locale = localeOfRequest(request).locale;
  const regionNames = new Intl.DisplayNames([locale], { type: "region", fallback: "code" });
  const countryNames = Object.fromEntries(
    result.report.current.countries.flatMap((row) => (row.key ? [[row.key, regionNames.of(row.key) ?? row.key]] : [])),
  );
  return {
    report: result.report,
    settings,
    segments: segments.map((segment) => ({ id: segment.id, name: segment.name })),
    unknownSegment: !asked.ok && !invalidRange,
    invalidRange: invalidRange ? { from: from ?? "", to: to ?? "", maxDays: MAX_CUSTOM_DAYS } : null,
    countryNames,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.analytics", matches);

// Tab order; kept here (not imported from server/analytics/days.ts) so the browser bundle carries no server code.
const RANGE_LABELS: Record<AnalyticsRange, AdminMessageKey> = {
  today: "analytics.range.today",
  week: "analytics.range.week",
  month: "analytics.range.month",
  all: "analytics.range.all",
  custom: "analytics.range.custom",
};
const RANGES = Object.keys(RANGE_LABELS) as AnalyticsRange[];

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const { report, settings, segments, unknownSegment, invalidRange, countryNames } = loaderData;
  const segmentId = report.segment?.id ?? "";
  // The report's query: its range (a custom one with its dates) and segment.
  const queryOf = (range: AnalyticsRange, custom?: { from: string; to: string } | null) => {
    const params = new URLSearchParams({ range });
    if (range === "custom" && custom) {
      params.set("from", custom.from);
      params.set("to", custom.to);
    }
    if (segmentId) params.set("segment", segmentId);
    return params.toString();
  };
  // The Custom tab opens on the last 30 days (or keeps the range shown).
  const hrefOf = (range: AnalyticsRange) =>
    `?${queryOf(range, range === "custom" ? (report.custom ?? customRangeDefault(report.today)) : null)}`;
  const { firstDay, lastDay } = report.current;
  const lastShown = lastDay > report.today ? report.today : lastDay;

  return (
    <div>
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.analytics")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("analytics.intro")}</p>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label={t("analytics.range.label")}>
          <ul className="grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 ring-1 ring-sky-100 sm:flex" data-testid="analytics-ranges">
            {RANGES.map((range) => {
              const active = range === report.range;
              return (
                <li key={range}>
                  <Link
                    to={hrefOf(range)}
                    aria-current={active ? "page" : undefined}
                    className={`block rounded-xl px-3 py-2 text-center text-sm font-bold focus-visible:outline-3 focus-visible:outline-sky-500 ${active ? "bg-ink text-white" : "text-ink hover:bg-sky-50"}`}
                    data-testid={`range-${range}`}
                  >
                    {t(RANGE_LABELS[range])}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <Form method="get" className="flex flex-wrap items-end gap-2" data-testid="analytics-segment-form">
          <input type="hidden" name="range" value={report.range} />
          {report.custom ? (
            <>
              <input type="hidden" name="from" value={report.custom.from} />
              <input type="hidden" name="to" value={report.custom.to} />
            </>
          ) : null}
          <div>
            <label htmlFor="analytics-segment" className="block text-sm font-semibold text-ink">
              {t("analytics.segment.label")}
            </label>
            <select
              id="analytics-segment"
              name="segment"
              defaultValue={segmentId}
              key={segmentId}
              // With JavaScript the choice applies at once; without, the button sends the form.
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
              className="mt-1 max-w-[16rem] rounded-xl border-2 border-sky-100 bg-white px-3 py-2 text-base text-ink focus:border-sky-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-400"
              data-testid="analytics-segment"
            >
              <option value="">{t("analytics.segment.all")}</option>
              {segments.map((segment) => (
                <option key={segment.id} value={segment.id}>
                  {segment.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={quietButtonClass}>
            {t("analytics.segment.apply")}
          </button>
        </Form>
      </div>

      {report.range === "custom" || invalidRange ? (
        <CustomRangeForm
          key={`${report.custom?.from}-${report.custom?.to}`}
          custom={report.custom ?? customRangeDefault(report.today)}
          today={report.today}
          segmentId={segmentId}
        />
      ) : null}
      {invalidRange ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-amber-800" data-testid="analytics-invalid-range">
          {t("analytics.custom.invalid", { max: formatCount(invalidRange.maxDays, locale) })}
        </p>
      ) : null}

      <p className="mt-3 text-sm text-slate-600" data-testid="analytics-period">
        {firstDay === lastShown
          ? t("analytics.period.day", { first: firstDay, zone: report.timeZone })
          : t("analytics.period", { first: firstDay, last: lastShown, zone: report.timeZone })}
        {report.segment ? ` · ${t("analytics.segment.note")}` : ""}
        {" · "}
        <a
          className="font-semibold text-sky-800 underline"
          href={`/api/admin/analytics.csv?${queryOf(report.range, report.custom)}`}
          download
          data-testid="analytics-csv"
        >
          {t("analytics.downloadCsv")}
        </a>
      </p>
      {unknownSegment ? (
        <p role="status" className="mt-2 text-sm font-semibold text-amber-800" data-testid="analytics-unknown-segment">
          {t("analytics.segment.unknown")}
        </p>
      ) : null}

      {report.empty ? (
        <p
          className="mt-6 rounded-3xl bg-white px-6 py-10 text-center text-lg font-semibold text-slate-600 ring-1 ring-sky-100"
          data-testid="analytics-empty"
        >
          {t("analytics.empty")}
        </p>
      ) : (
        <>
          <KpiCards report={report} />
          <Charts report={report} />
          <TopPages report={report} />
          <Breakdowns report={report} countryNames={countryNames} />
        </>
      )}

      <RetentionForm settings={settings} />
    </div>
  );
}
