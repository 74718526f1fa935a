// Admin: Analytics. The report for `?range=today|week|month|all` and `?segment=<id>` is made by the
// loader (services.analytics, as GET /api/admin/analytics does), so the page needs no client
// JavaScript and its URL can be shared. The retention setting saves through /api/admin/analytics.
import { Form, Link } from "react-router";
import { getServices } from "../../../shared/context.ts";
import type { AnalyticsRange } from "../../../server/analytics/days.ts";
import { isAnalyticsRange } from "../../../server/analytics/service.ts";
import { adminMeta } from "../../components/admin-section.tsx";
import { Charts, KpiCards, TopPages } from "../../components/admin/analytics/report.tsx";
import { RetentionForm } from "../../components/admin/analytics/retention-form.tsx";
import { quietButtonClass } from "../../components/admin/ui.tsx";
import { useAdminT, type AdminMessageKey } from "../../../shared/i18n/admin/index.ts";
import type { Route } from "./+types/analytics";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const params = new URL(request.url).searchParams;
  const requested = params.get("range");
  // An unknown range in a hand-edited link shows Today rather than an error page.
  const range: AnalyticsRange = isAnalyticsRange(requested) ? requested : "today";
  const segmentId = params.get("segment") || null;
  const [segments, settings, asked] = await Promise.all([
    services.segments.list(),
    services.analytics.settings(),
    services.analytics.report({ range, segmentId }),
  ]);
  // A deleted segment's old link falls back to everyone, with a note.
  const result = asked.ok ? asked : await services.analytics.report({ range });
  if (!result.ok) throw new Response(result.message, { status: result.status });
  return {
    report: result.report,
    settings,
    segments: segments.map((segment) => ({ id: segment.id, name: segment.name })),
    unknownSegment: !asked.ok,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.analytics", matches);

// Tab order; kept here (not imported from server/analytics/days.ts) so the browser bundle carries no server code.
const RANGE_LABELS: Record<AnalyticsRange, AdminMessageKey> = {
  today: "analytics.range.today",
  week: "analytics.range.week",
  month: "analytics.range.month",
  all: "analytics.range.all",
};
const RANGES = Object.keys(RANGE_LABELS) as AnalyticsRange[];

export default function AdminAnalytics({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const { report, settings, segments, unknownSegment } = loaderData;
  const segmentId = report.segment?.id ?? "";
  const hrefOf = (range: AnalyticsRange) => `?${new URLSearchParams(segmentId ? { range, segment: segmentId } : { range })}`;
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

      <p className="mt-3 text-sm text-slate-600" data-testid="analytics-period">
        {firstDay === lastShown
          ? t("analytics.period.day", { first: firstDay, zone: report.timeZone })
          : t("analytics.period", { first: firstDay, last: lastShown, zone: report.timeZone })}
        {report.segment ? ` · ${t("analytics.segment.note")}` : ""}
        {" · "}
        <a
          className="font-semibold text-sky-800 underline"
          href={`/api/admin/analytics.csv?range=${report.range}${report.segment ? `&segment=${encodeURIComponent(report.segment.id)}` : ""}`}
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
        </>
      )}

      <RetentionForm settings={settings} />
    </div>
  );
}
