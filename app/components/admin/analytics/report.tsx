// The Analytics report: the key figures against the previous period, then the charts. Data: the
// page's loader (services.analytics.report), the same report GET /api/admin/analytics answers.
import type { AnalyticsReport } from "../../../../server/analytics/service.ts";
import type { PeriodReport } from "../../../../server/analytics/report.ts";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import { useLocale, type Locale } from "../../../../shared/i18n/index.ts";
import { BarRows, ChartCard, DataTable, SlotChart } from "./charts.tsx";
import { changeOf, formatCount, formatDecimal, formatPercent, formatUsd, type Change } from "./format.ts";

interface Kpi {
  key: string;
  label: AdminMessageKey;
  pick: (period: PeriodReport) => number | null;
  format: (value: number | null, locale: Locale) => string;
}

const count = (value: number | null, locale: Locale) => (value === null ? "—" : formatCount(value, locale));

const KPIS: Kpi[] = [
  { key: "players", label: "analytics.kpi.players", pick: (p) => p.players, format: count },
  { key: "gamesStarted", label: "analytics.kpi.gamesStarted", pick: (p) => p.gamesStarted, format: count },
  { key: "gamesFinished", label: "analytics.kpi.gamesFinished", pick: (p) => p.gamesFinished, format: count },
  { key: "completionRate", label: "analytics.kpi.completionRate", pick: (p) => p.completionRate, format: formatPercent },
  { key: "averageScore", label: "analytics.kpi.averageScore", pick: (p) => p.score.average, format: formatDecimal },
  { key: "medianScore", label: "analytics.kpi.medianScore", pick: (p) => p.score.median, format: formatDecimal },
  { key: "purchases", label: "analytics.kpi.purchases", pick: (p) => p.purchases, format: count },
  { key: "revenue", label: "analytics.kpi.revenue", pick: (p) => p.revenueCents, format: (v, l) => (v === null ? "—" : formatUsd(v, l)) },
  {
    key: "grossRevenue",
    label: "analytics.kpi.grossRevenue",
    pick: (p) => p.grossRevenueCents,
    format: (v, l) => (v === null ? "—" : formatUsd(v, l)),
  },
  {
    key: "refunded",
    label: "analytics.kpi.refunded",
    pick: (p) => p.refundedCents,
    format: (v, l) => (v === null ? "—" : formatUsd(v, l)),
  },
  { key: "coinPurchases", label: "analytics.kpi.coinPurchases", pick: (p) => p.coinPurchases, format: count },
  { key: "coinsSpent", label: "analytics.kpi.coinsSpent", pick: (p) => p.coinsSpent, format: count },
  { key: "newAccounts", label: "analytics.kpi.newAccounts", pick: (p) => p.newAccounts, format: count },
  { key: "pageViews", label: "analytics.kpi.pageViews", pick: (p) => p.pageViews, format: count },
  { key: "visitors", label: "analytics.kpi.visitors", pick: (p) => p.visitors, format: count },
];

function ChangeBadge({ change, locale }: { change: Change; locale: Locale }) {
  const t = useAdminT();
  if (!change) return null;
  if (change.kind === "same" || change.kind === "new") {
    return (
      <span className="text-sm font-semibold text-slate-600">
        {t(change.kind === "same" ? "analytics.change.same" : "analytics.change.new")}
      </span>
    );
  }
  const text = formatPercent(change.rate, locale);
  const up = change.kind === "up";
  return (
    <span className={`text-sm font-bold ${up ? "text-emerald-700" : "text-rose-700"}`} data-change={change.kind}>
      <span aria-hidden="true">
        {up ? "▲" : "▼"} {text}
      </span>
      <span className="sr-only">{t(up ? "analytics.change.up" : "analytics.change.down", { change: text })}</span>
    </span>
  );
}

export function KpiCards({ report }: { report: AnalyticsReport }) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    <section aria-labelledby="analytics-kpis" className="mt-6">
      <h2 id="analytics-kpis" className="sr-only">
        {t("analytics.kpis")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        {KPIS.map((kpi) => {
          const value = kpi.pick(report.current);
          const before = report.previous ? kpi.pick(report.previous) : undefined;
          return (
            <div
              key={kpi.key}
              className="flex min-w-0 flex-col rounded-2xl bg-white p-3 ring-1 ring-sky-100 sm:p-4"
              data-testid={`kpi-${kpi.key}`}
            >
              <dt className="text-sm font-semibold text-slate-600">{t(kpi.label)}</dt>
              <dd className="order-last mt-1 flex flex-col gap-0.5">
                <span className="text-2xl font-black break-words text-ink tabular-nums" data-testid={`kpi-${kpi.key}-value`}>
                  {kpi.format(value, locale)}
                </span>
                {before !== undefined ? (
                  <span className="text-xs text-slate-600" data-testid={`kpi-${kpi.key}-previous`}>
                    {t("analytics.previous", { value: kpi.format(before, locale) })}
                  </span>
                ) : null}
                <ChangeBadge change={changeOf(value, before)} locale={locale} />
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

export function Charts({ report }: { report: AnalyticsReport }) {
  const t = useAdminT();
  const locale = useLocale();
  const { current } = report;
  const dates = current.series.map((day) => day.date);
  const first = dates[0] ?? current.firstDay;
  const last = dates[dates.length - 1] ?? current.lastDay;
  const num = (value: number) => formatCount(value, locale);
  const usd = (cents: number) => formatUsd(cents, locale);
  const activity = [
    { label: t("analytics.series.started"), color: "fill-sky-600 stroke-sky-600", values: current.series.map((d) => d.gamesStarted) },
    {
      label: t("analytics.series.finished"),
      color: "fill-emerald-600 stroke-emerald-600",
      values: current.series.map((d) => d.gamesFinished),
    },
    { label: t("analytics.series.players"), color: "fill-amber-500 stroke-amber-500", values: current.series.map((d) => d.players) },
  ];
  const revenue = current.series.map((d) => d.revenueCents);
  const histogram = current.score.histogram;
  const busiest = histogram.reduce<(typeof histogram)[number] | null>(
    (best, bucket) => (!best || bucket.count > best.count ? bucket : best),
    null,
  );
  const rangeOf = (bucket: { from: number; to: number }) =>
    bucket.from === bucket.to ? num(bucket.from) : `${num(bucket.from)}–${num(bucket.to)}`;
  const { started, finished, purchased } = current.funnel;
  const share = (part: number) => (started === 0 ? 0 : part / started);
  const funnelValue = (part: number) => `${num(part)} · ${formatPercent(started === 0 ? null : part / started, locale)}`;
  const retention = (rate: PeriodReport["retention"]["day1"]) =>
    rate.accounts === 0
      ? t("analytics.retention.none")
      : `${formatPercent(rate.rate, locale)} · ${t("analytics.retention.of", { retained: num(rate.retained), accounts: num(rate.accounts) })}`;

  return (
    <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard title={t("analytics.chart.activity")} testId="chart-activity" wide>
        <SlotChart
          series={activity}
          labels={dates}
          lines
          format={num}
          testId="chart-activity-svg"
          summary={t("analytics.chart.activitySummary", {
            first,
            last,
            started: num(current.gamesStarted),
            finished: num(current.gamesFinished),
            players: num(Math.max(0, ...activity[2]!.values)),
          })}
        />
        <DataTable
          testId="table-activity"
          columns={[
            t("analytics.series.date"),
            t("analytics.series.started"),
            t("analytics.series.finished"),
            t("analytics.series.players"),
          ]}
          rows={current.series.map((d) => [d.date, num(d.gamesStarted), num(d.gamesFinished), num(d.players)])}
        />
      </ChartCard>

      <ChartCard title={t("analytics.chart.revenue")} testId="chart-revenue">
        <SlotChart
          series={[{ label: t("analytics.series.revenue"), color: "fill-violet-600 stroke-violet-600", values: revenue }]}
          labels={dates}
          format={usd}
          testId="chart-revenue-svg"
          summary={t("analytics.chart.revenueSummary", {
            first,
            last,
            total: usd(current.revenueCents),
            max: usd(Math.max(0, ...revenue)),
          })}
        />
        <DataTable
          testId="table-revenue"
          columns={[t("analytics.series.date"), t("analytics.series.purchases"), t("analytics.series.revenue")]}
          rows={current.series.map((d) => [d.date, num(d.purchases), usd(d.revenueCents)])}
        />
      </ChartCard>

      <ChartCard title={t("analytics.chart.scores")} testId="chart-scores">
        {histogram.length === 0 || !busiest ? (
          <p className="mt-3 text-slate-600">{t("analytics.chart.noScores")}</p>
        ) : (
          <>
            <SlotChart
              series={[{ label: t("analytics.score.count"), color: "fill-sky-600 stroke-sky-600", values: histogram.map((b) => b.count) }]}
              labels={histogram.map((b) => num(b.from))}
              everyLabel
              format={num}
              testId="chart-scores-svg"
              summary={t("analytics.chart.scoresSummary", {
                count: num(current.score.count),
                buckets: histogram.length,
                range: rangeOf(busiest),
              })}
            />
            <DataTable
              testId="table-scores"
              columns={[t("analytics.score.range"), t("analytics.score.count")]}
              rows={histogram.map((b) => [rangeOf(b), num(b.count)])}
            />
          </>
        )}
      </ChartCard>

      <ChartCard title={t("analytics.chart.funnel")} testId="chart-funnel">
        <p className="sr-only">
          {t("analytics.chart.funnelSummary", { started: num(started), finished: num(finished), purchased: num(purchased) })}
        </p>
        <BarRows
          rows={[
            {
              label: t("analytics.funnel.started"),
              value: funnelValue(started),
              share: share(started),
              testId: "funnel-started",
              color: "fill-sky-600",
            },
            {
              label: t("analytics.funnel.finished"),
              value: funnelValue(finished),
              share: share(finished),
              testId: "funnel-finished",
              color: "fill-emerald-600",
            },
            {
              label: t("analytics.funnel.purchased"),
              value: funnelValue(purchased),
              share: share(purchased),
              testId: "funnel-purchased",
              color: "fill-violet-600",
            },
          ]}
        />
      </ChartCard>

      <ChartCard title={t("analytics.chart.retention")} testId="chart-retention">
        <p className="mt-1 text-sm text-slate-600">{t("analytics.chart.retentionHint")}</p>
        <BarRows
          rows={[
            {
              label: t("analytics.retention.day1"),
              value: retention(current.retention.day1),
              share: current.retention.day1.rate ?? 0,
              testId: "retention-day1",
              color: "fill-amber-500",
            },
            {
              label: t("analytics.retention.day7"),
              value: retention(current.retention.day7),
              share: current.retention.day7.rate ?? 0,
              testId: "retention-day7",
              color: "fill-amber-600",
            },
          ]}
        />
      </ChartCard>
    </div>
  );
}

/** The beacon's most viewed pages and referring sites (site-wide, whatever the segment). */
export function TopPages({ report }: { report: AnalyticsReport }) {
  const t = useAdminT();
  const locale = useLocale();
  const lists = [
    {
      title: t("analytics.pages.title"),
      column: t("analytics.pages.path"),
      rows: report.current.topPages.map((p) => [p.path, p.views] as const),
      testId: "top-pages",
    },
    {
      title: t("analytics.referrers.title"),
      column: t("analytics.referrers.host"),
      rows: report.current.topReferrers.map((r) => [r.host, r.views] as const),
      testId: "top-referrers",
    },
  ];
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
      {lists.map((list) => (
        <section key={list.testId} className="min-w-0 rounded-3xl bg-white p-4 ring-1 ring-sky-100 sm:p-5" data-testid={list.testId}>
          <h2 className="text-lg font-black text-ink">{list.title}</h2>
          {list.rows.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">{t("analytics.pages.none")}</p>
          ) : (
            <table className="mt-2 w-full table-fixed text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    {list.column}
                  </th>
                  <th scope="col" className="w-24 py-1 text-right font-semibold">
                    {t("analytics.pages.views")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map(([name, views]) => (
                  <tr key={name} className="border-b border-slate-100">
                    <th scope="row" className="truncate py-1 pr-3 font-mono font-normal" title={name}>
                      {name}
                    </th>
                    <td className="py-1 text-right tabular-nums">{formatCount(views, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}

const DEVICE_LABELS: Record<string, AdminMessageKey> = {
  mobile: "analytics.devices.mobile",
  tablet: "analytics.devices.tablet",
  laptop: "analytics.devices.laptop",
  desktop: "analytics.devices.desktop",
};

/** A country code's flag: its two regional indicator symbols. */
function flagOf(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/**
 * Page views and visitors by country (from the visitor's address, IP to Country Lite by DB-IP, which
 * asks for a link where its results are shown) and by device class (the page's width).
 */
export function Breakdowns({ report, countryNames }: { report: AnalyticsReport; countryNames: Record<string, string> }) {
  const t = useAdminT();
  const locale = useLocale();
  const unknown = t("analytics.breakdown.unknown");
  const lists = [
    {
      title: t("analytics.countries.title"),
      column: t("analytics.countries.country"),
      rows: report.current.countries.map((row) => ({
        key: row.key ?? "",
        label: row.key ? `${flagOf(row.key)} ${countryNames[row.key] ?? row.key}` : unknown,
        views: row.views,
        visitors: row.visitors,
      })),
      testId: "countries",
      note: (
        <>
          {t("analytics.countries.source")}{" "}
          <a href="https://db-ip.com" className="font-semibold text-sky-800 underline" rel="noopener noreferrer" target="_blank">
            DB-IP
          </a>
        </>
      ),
    },
    {
      title: t("analytics.devices.title"),
      column: t("analytics.devices.device"),
      rows: report.current.devices.map((row) => ({
        key: row.key ?? "",
        label: row.key ? t(DEVICE_LABELS[row.key]!) : unknown,
        views: row.views,
        visitors: row.visitors,
      })),
      testId: "devices",
      note: t("analytics.devices.source"),
    },
  ];
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
      {lists.map((list) => {
        const total = list.rows.reduce((sum, row) => sum + row.visitors, 0);
        return (
          <section key={list.testId} className="min-w-0 rounded-3xl bg-white p-4 ring-1 ring-sky-100 sm:p-5" data-testid={list.testId}>
            <h2 className="text-lg font-black text-ink">{list.title}</h2>
            {list.rows.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">{t("analytics.pages.none")}</p>
            ) : (
              <div className="mt-2 max-h-96 overflow-y-auto">
                <table className="w-full table-fixed text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-600">
                      <th scope="col" className="py-1 pr-3 font-semibold">
                        {list.column}
                      </th>
                      <th scope="col" className="w-20 py-1 text-right font-semibold">
                        {t("analytics.breakdown.visitors")}
                      </th>
                      <th scope="col" className="w-20 py-1 text-right font-semibold">
                        {t("analytics.pages.views")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.rows.map((row) => (
                      <tr key={row.key} className="border-b border-slate-100" data-testid={`${list.testId}-row`} data-key={row.key}>
                        <th scope="row" className="py-1 pr-3 font-normal">
                          <span className="block break-words">{row.label}</span>
                          {/* The row's share of the visitors, as a bar under its name. */}
                          <span aria-hidden="true" className="mt-0.5 block h-1 rounded-full bg-sky-100">
                            <span
                              className="block h-1 rounded-full bg-sky-500"
                              style={{ width: `${total === 0 ? 0 : Math.max(2, Math.round((row.visitors / total) * 100))}%` }}
                            />
                          </span>
                        </th>
                        <td className="py-1 text-right tabular-nums">{formatCount(row.visitors, locale)}</td>
                        <td className="py-1 text-right tabular-nums">{formatCount(row.views, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p className="mt-2 text-xs text-slate-600">{list.note}</p>
          </section>
        );
      })}
    </div>
  );
}
