// A finished (or cancelled) crawl: its totals, what changed since the crawl before, every URL with its
// issues, sitemap.xml against what was crawled; and the list of past crawls.
import { useState } from "react";
import { Link } from "react-router";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { inputClass, labelClass } from "../email/ui.tsx";
import { formatAdminTime } from "../time.ts";
import { quietButtonClass } from "../ui.tsx";
import type { CrawlIssue, CrawlRecord, CrawlView, IssueView, PageView, SitemapEntryView, SitemapView } from "./api.ts";
import { formatMs, formatSeconds, shortUrl } from "./format.ts";

const STATUS_CLASS: Record<CrawlRecord["status"], string> = {
  running: "bg-sky-100 text-sky-800",
  finished: "bg-emerald-100 text-emerald-800",
  cancelled: "bg-slate-100 text-slate-700",
  failed: "bg-rose-100 text-rose-800",
};

export function StatusBadge({ status }: { status: CrawlRecord["status"] }) {
  const t = useAdminT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ${STATUS_CLASS[status]}`}
      data-testid="crawler-crawl-status"
    >
      {t(`crawler.status.${status}` as AdminMessageKey)}
    </span>
  );
}

type Filter = "all" | "issues" | "errors";

const FILTERS: Record<Filter, (page: PageView) => boolean> = {
  all: () => true,
  issues: (page) => page.issues.length > 0,
  errors: (page) => page.errors > 0,
};

/** Pages with errors first, then with warnings, then by URL. */
const byConcern = (a: PageView, b: PageView) =>
  b.errors - a.errors || b.warnings - a.warnings || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0);

export function CrawlResults({ crawl }: { crawl: CrawlView }) {
  const t = useAdminT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const summary = crawl.summary;
  return (
    <div className="grid grid-cols-1 gap-5">
      {crawl.status === "failed" ? (
        <p
          className="rounded-2xl bg-rose-50 px-4 py-3 text-sm font-semibold text-rose-800 ring-1 ring-rose-200"
          data-testid="crawler-failure"
        >
          {t("crawler.failed", { reason: crawl.failure ?? "" })}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="crawler-totals">
        <Total label={t("crawler.total.pages")} value={number.format(crawl.pageCount)} testId="crawler-total-pages" />
        <Total
          label={t("crawler.total.errors")}
          value={number.format(crawl.errors)}
          tone={crawl.errors > 0 ? "error" : undefined}
          testId="crawler-total-errors"
        />
        <Total
          label={t("crawler.total.warnings")}
          value={number.format(crawl.warnings)}
          tone={crawl.warnings > 0 ? "warning" : undefined}
          testId="crawler-total-warnings"
        />
        <Total
          label={t("crawler.total.duration")}
          value={summary?.durationMs != null ? formatSeconds(summary.durationMs, locale) : "—"}
          testId="crawler-total-duration"
        />
      </dl>
      {summary?.stoppedBy ? (
        <p
          className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900 ring-1 ring-amber-200"
          data-testid="crawler-stopped-by"
        >
          {t(`crawler.stoppedBy.${summary.stoppedBy}` as AdminMessageKey, {
            pages: summary.limits?.maxPages ?? "",
            seconds: Math.round((summary.limits?.maxDurationMs ?? 0) / 1000),
          })}
        </p>
      ) : null}
      <Comparison crawl={crawl} />
      {crawl.siteIssues.length > 0 ? (
        <div data-testid="crawler-site-issues">
          <h4 className="text-sm font-black text-ink">{t("crawler.siteIssues")}</h4>
          <IssueList issues={crawl.siteIssues} origin={crawl.origin} showUrl />
        </div>
      ) : null}
      {crawl.pages ? <PagesTable pages={crawl.pages} origin={crawl.origin} /> : null}
      {crawl.sitemap ? <Sitemap sitemap={crawl.sitemap} origin={crawl.origin} /> : null}
      {summary && (summary.skipped.count > 0 || summary.external.count > 0) ? <NotFetched crawl={crawl} /> : null}
    </div>
  );
}

function Total(props: { label: string; value: string; tone?: "error" | "warning"; testId: string }) {
  const tone = props.tone === "error" ? "text-rose-700" : props.tone === "warning" ? "text-amber-700" : "text-ink";
  return (
    <div className="rounded-2xl bg-sky-50/70 px-4 py-3 ring-1 ring-sky-100">
      <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">{props.label}</dt>
      <dd className={`text-2xl font-black tabular-nums ${tone}`} data-testid={props.testId}>
        {props.value}
      </dd>
    </div>
  );
}

function Comparison({ crawl }: { crawl: CrawlView }) {
  const t = useAdminT();
  const locale = useLocale();
  const comparison = crawl.comparison;
  if (!comparison) return null;
  if (!comparison.previousId) {
    return (
      <p className="text-sm text-slate-600" data-testid="crawler-comparison" data-previous="">
        {t("crawler.compare.first")}
      </p>
    );
  }
  const when = comparison.previousStartedAt === null ? "—" : formatAdminTime(comparison.previousStartedAt, locale);
  return (
    <div
      className="rounded-2xl bg-white px-4 py-3 ring-1 ring-sky-100"
      data-testid="crawler-comparison"
      data-previous={comparison.previousId}
    >
      <p className="text-sm text-slate-700">
        {t("crawler.compare.summary", { time: when })}{" "}
        <span className={`font-bold ${comparison.newCount > 0 ? "text-rose-700" : "text-ink"}`} data-testid="crawler-compare-new">
          {t("crawler.compare.new", { count: comparison.newCount })}
        </span>
        {" · "}
        <span
          className={`font-bold ${comparison.fixedIssues.length > 0 ? "text-emerald-700" : "text-ink"}`}
          data-testid="crawler-compare-fixed"
        >
          {t("crawler.compare.fixed", { count: comparison.fixedIssues.length })}
        </span>
        {" · "}
        <span data-testid="crawler-compare-unchanged">{t("crawler.compare.unchanged", { count: comparison.unchanged })}</span>
      </p>
      {comparison.fixedIssues.length > 0 ? (
        <>
          <h4 className="mt-3 text-sm font-black text-emerald-800">{t("crawler.compare.fixedTitle")}</h4>
          <ul className="mt-1 grid gap-1 text-sm" data-testid="crawler-fixed-issues">
            {comparison.fixedIssues.map((issue) => (
              <li
                key={`${issue.code} ${issue.url} ${issue.target ?? ""}`}
                className="text-slate-700"
                data-testid="crawler-fixed-issue"
                data-code={issue.code}
              >
                <span aria-hidden="true" className="mr-1 font-bold text-emerald-700">
                  ✓
                </span>
                <span className="font-mono text-xs">{shortUrl(issue.url, crawl.origin)}</span>{" "}
                <s className="text-slate-600">{issue.message}</s>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** One issue: severity, a "new" badge, the engine's message, and the field to fix when it names one. */
function IssueItem({ issue, origin, showUrl }: { issue: IssueView | CrawlIssue; origin: string; showUrl?: boolean }) {
  const t = useAdminT();
  const error = issue.severity === "error";
  const isNew = "isNew" in issue && issue.isNew;
  return (
    <li
      className="flex flex-wrap items-baseline gap-x-1.5 gap-y-0.5"
      data-testid="crawler-issue"
      data-code={issue.code}
      data-severity={issue.severity}
      data-new={isNew ? "true" : "false"}
    >
      <span
        className={`rounded-full px-1.5 py-px text-[0.7rem] font-bold uppercase ${error ? "bg-rose-100 text-rose-800" : "bg-amber-100 text-amber-900"}`}
      >
        {t(error ? "crawler.severity.error" : "crawler.severity.warning")}
      </span>
      {isNew ? (
        <span
          className="rounded-full bg-violet-100 px-1.5 py-px text-[0.7rem] font-bold text-violet-800 uppercase"
          data-testid="crawler-issue-new"
        >
          {t("crawler.issue.new")}
        </span>
      ) : null}
      {showUrl ? <span className="font-mono text-xs text-slate-700">{shortUrl(issue.url, origin)}</span> : null}
      <span className={error ? "text-rose-800" : "text-amber-900"} data-testid="crawler-issue-message">
        {issue.message}
      </span>
      {issue.fix ? (
        <Link to={issue.fix} className="font-bold text-sky-700 underline hover:text-sky-900" data-testid="crawler-issue-fix">
          {t("crawler.issue.fix", { field: t(issue.target === "description" ? "crawler.field.description" : "crawler.field.title") })}
        </Link>
      ) : null}
    </li>
  );
}

function IssueList({ issues, origin, showUrl }: { issues: Array<IssueView | CrawlIssue>; origin: string; showUrl?: boolean }) {
  return (
    <ul className="mt-1 grid gap-1 text-sm">
      {issues.map((issue) => (
        <IssueItem key={`${issue.code} ${issue.url} ${issue.target ?? ""}`} issue={issue} origin={origin} showUrl={showUrl} />
      ))}
    </ul>
  );
}

function statusClass(page: PageView): string {
  if (page.status === null || page.status >= 400) return "text-rose-700";
  if (page.status >= 300) return "text-amber-700";
  return "text-emerald-700";
}

function PagesTable({ pages, origin }: { pages: PageView[]; origin: string }) {
  const t = useAdminT();
  const locale = useLocale();
  const [filter, setFilter] = useState<Filter>("all");
  const shown = pages.filter(FILTERS[filter]).sort(byConcern);
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h4 id="crawler-pages-title" className="font-black text-ink">
          {t("crawler.pages.title")}
        </h4>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="crawler-filter" className={labelClass}>
            {t("crawler.filter")}
          </label>
          <div className="w-60 max-w-full">
            <select
              id="crawler-filter"
              className={`${inputClass} py-1.5 text-sm`}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value as Filter)}
              data-testid="crawler-filter"
            >
              <option value="all">{t("crawler.filter.all")}</option>
              <option value="issues">{t("crawler.filter.issues")}</option>
              <option value="errors">{t("crawler.filter.errors")}</option>
            </select>
          </div>
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600" data-testid="crawler-pages-count">
        {t("crawler.pages.count", { shown: shown.length, total: pages.length })}
      </p>
      {/* A long table scrolls inside its own box, which takes focus so the keyboard can scroll it. On a phone
          each row is a block: URL, title, status and load time, then its issues. */}
      <div
        className="relative mt-2 max-h-[36rem] overflow-auto rounded-2xl ring-1 ring-sky-100"
        tabIndex={0}
        role="region"
        aria-labelledby="crawler-pages-title"
      >
        <table className="w-full text-left text-sm max-sm:block sm:min-w-[44rem]" data-testid="crawler-pages">
          <caption className="sr-only">{t("crawler.pages.title")}</caption>
          <thead className="sticky top-0 border-b border-sky-100 bg-sky-50 text-xs tracking-wide text-slate-600 uppercase max-sm:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2 font-bold">
                {t("crawler.col.url")}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                {t("crawler.col.title")}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                {t("crawler.col.status")}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                {t("crawler.col.issues")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-bold whitespace-nowrap">
                {t("crawler.col.loadTime")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sky-50 align-top max-sm:block">
            {shown.map((page) => (
              <tr
                key={page.url}
                className="hover:bg-sky-50/50 max-sm:flex max-sm:flex-wrap max-sm:py-1.5"
                data-testid="crawler-page"
                data-url={shortUrl(page.url, origin)}
                data-status={page.status ?? ""}
              >
                <td className="max-w-[16rem] px-3 py-2 break-words max-sm:w-full max-sm:max-w-none max-sm:py-0.5">
                  <span className="font-mono text-xs font-semibold text-ink" data-testid="crawler-page-url">
                    {shortUrl(page.url, origin)}
                  </span>
                  {page.hops.length > 0 ? (
                    <div className="mt-1 text-xs text-slate-600" data-testid="crawler-page-hops">
                      {t("crawler.redirects")}{" "}
                      {page.hops.map((hop) => (
                        <span key={hop.url}>
                          <span className="font-mono">{shortUrl(hop.url, origin)}</span> ({hop.status}) →{" "}
                        </span>
                      ))}
                      <span className="font-mono font-semibold" data-testid="crawler-page-final">
                        {shortUrl(page.finalUrl, origin)}
                      </span>
                    </div>
                  ) : null}
                  {page.inSitemap ? (
                    <div className="mt-0.5 text-[0.7rem] font-bold text-slate-500 uppercase">{t("crawler.inSitemap")}</div>
                  ) : null}
                </td>
                <td
                  className="max-w-[14rem] px-3 py-2 break-words text-slate-700 max-sm:w-full max-sm:max-w-none max-sm:py-0.5"
                  data-testid="crawler-page-title"
                >
                  {page.title ?? <span className="text-slate-500 italic">{t("crawler.noTitle")}</span>}
                </td>
                <td
                  className={`px-3 py-2 font-bold whitespace-nowrap tabular-nums max-sm:order-3 max-sm:py-0.5 ${statusClass(page)}`}
                  data-testid="crawler-page-status"
                >
                  <span className="font-semibold text-slate-600 sm:hidden">{t("crawler.col.status")} </span>
                  {page.status ?? t("crawler.noAnswer")}
                  {page.error ? <div className="max-w-[10rem] text-xs font-semibold whitespace-normal">{page.error}</div> : null}
                </td>
                <td
                  className="min-w-[16rem] px-3 py-2 max-sm:order-5 max-sm:w-full max-sm:min-w-0 max-sm:py-0.5"
                  data-testid="crawler-page-issues"
                >
                  {page.issues.length === 0 ? (
                    <span className="text-emerald-700">{t("crawler.noIssues")}</span>
                  ) : (
                    <IssueList issues={page.issues} origin={origin} />
                  )}
                </td>
                <td
                  className="px-3 py-2 text-right whitespace-nowrap text-slate-700 tabular-nums max-sm:order-4 max-sm:py-0.5"
                  data-testid="crawler-page-load"
                >
                  <span className="font-semibold text-slate-600 sm:hidden">{t("crawler.col.loadTime")} </span>
                  {formatMs(page.loadMs, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 ? <p className="px-4 py-6 text-center font-semibold text-slate-600">{t("crawler.pages.none")}</p> : null}
      </div>
    </div>
  );
}

function Sitemap({ sitemap, origin }: { sitemap: SitemapView; origin: string }) {
  const t = useAdminT();
  const answer = sitemap.error ?? (sitemap.status === null ? t("crawler.noAnswer") : String(sitemap.status));
  const ok = sitemap.error === null && sitemap.status === 200;
  const problems = sitemap.entries.filter((entry) => !entryOk(entry));
  return (
    <section
      aria-labelledby="crawler-sitemap-title"
      className="rounded-2xl bg-white px-4 py-3 ring-1 ring-sky-100"
      data-testid="crawler-sitemap"
    >
      <h4 id="crawler-sitemap-title" className="font-black text-ink">
        {t("crawler.sitemap.title")}
      </h4>
      <p className="mt-1 text-sm text-slate-700" data-testid="crawler-sitemap-answer">
        {t("crawler.sitemap.answer", { url: shortUrl(sitemap.url, origin), answer, count: sitemap.entries.length })}
        {!ok ? <span className="ml-1 font-bold text-rose-700">{t("crawler.sitemap.unreadable")}</span> : null}
      </p>
      {problems.length > 0 ? (
        <>
          <h5 className="mt-3 text-sm font-bold text-ink">{t("crawler.sitemap.problems")}</h5>
          <SitemapEntries entries={problems} origin={origin} testId="crawler-sitemap-problems" />
        </>
      ) : sitemap.entries.length > 0 ? (
        <p className="mt-1 text-sm font-semibold text-emerald-700" data-testid="crawler-sitemap-all-ok">
          {t("crawler.sitemap.allOk")}
        </p>
      ) : null}
      {/* Every entry (a site in nine languages lists many): folded, the problems are above. */}
      {sitemap.entries.length > 0 ? (
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-bold text-ink" data-testid="crawler-sitemap-all">
            {t("crawler.sitemap.entries", { count: sitemap.entries.length })}
          </summary>
          <SitemapEntries entries={sitemap.entries} origin={origin} testId="crawler-sitemap-entries" />
        </details>
      ) : null}
      <h5 className="mt-3 text-sm font-bold text-ink">{t("crawler.sitemap.notListed")}</h5>
      {sitemap.notListed.length === 0 ? (
        <p className="text-sm text-emerald-700" data-testid="crawler-sitemap-not-listed" data-count="0">
          {t("crawler.sitemap.allListed")}
        </p>
      ) : (
        <ul
          className="mt-1 grid gap-0.5 font-mono text-xs text-amber-900"
          data-testid="crawler-sitemap-not-listed"
          data-count={sitemap.notListed.length}
        >
          {sitemap.notListed.map((url) => (
            <li key={url}>{shortUrl(url, origin)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

const entryOk = (entry: SitemapEntryView) => entry.crawled && entry.status === 200 && entry.issues.length === 0;

function SitemapEntries({ entries, origin, testId }: { entries: SitemapEntryView[]; origin: string; testId: string }) {
  const t = useAdminT();
  return (
    <ul className="mt-2 grid gap-1.5 text-sm" data-testid={testId}>
      {entries.map((entry) => {
        const good = entryOk(entry);
        return (
          <li key={entry.url} data-testid="crawler-sitemap-entry" data-url={shortUrl(entry.url, origin)} data-ok={good ? "true" : "false"}>
            <div className="flex flex-wrap items-baseline gap-x-2">
              <span aria-hidden="true" className={good ? "text-emerald-700" : "text-amber-700"}>
                {good ? "✓" : "!"}
              </span>
              <span className="font-mono text-xs font-semibold break-all">{shortUrl(entry.url, origin)}</span>
              <span className="text-slate-600">
                {entry.crawled
                  ? t("crawler.sitemap.crawled", { status: entry.status ?? t("crawler.noAnswer") })
                  : t("crawler.sitemap.notCrawled")}
              </span>
            </div>
            {entry.issues.length > 0 ? <IssueList issues={entry.issues} origin={origin} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** What the crawl saw but did not fetch: robots.txt and bounds (skipped), other origins (listed only). */
function NotFetched({ crawl }: { crawl: CrawlView }) {
  const t = useAdminT();
  const summary = crawl.summary!;
  return (
    <div className="grid grid-cols-1 gap-2 text-sm" data-testid="crawler-not-fetched">
      {summary.skipped.count > 0 ? (
        <details className="rounded-2xl bg-white px-4 py-2 ring-1 ring-sky-100">
          <summary className="cursor-pointer font-bold text-ink" data-testid="crawler-skipped">
            {t("crawler.skipped", { count: summary.skipped.count })}
          </summary>
          <ul className="mt-2 grid gap-0.5">
            {summary.skipped.first.map((entry) => (
              <li key={entry.url}>
                <span className="font-mono text-xs">{shortUrl(entry.url, crawl.origin)}</span>{" "}
                <span className="text-slate-600">({t(`crawler.skipped.${entry.reason}` as AdminMessageKey)})</span>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {summary.external.count > 0 ? (
        <details className="rounded-2xl bg-white px-4 py-2 ring-1 ring-sky-100">
          <summary className="cursor-pointer font-bold text-ink" data-testid="crawler-external">
            {t("crawler.external", { count: summary.external.count })}
          </summary>
          <ul className="mt-2 grid gap-0.5 font-mono text-xs break-all">
            {summary.external.first.map((url) => (
              <li key={url}>{url}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

export function PastCrawls({ crawls, shownId, onOpen }: { crawls: CrawlRecord[]; shownId: string | null; onOpen: (id: string) => void }) {
  const t = useAdminT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  return (
    <div className="mt-6 border-t border-sky-100 pt-5">
      <h3 id="crawler-history-title" className="font-black text-ink">
        {t("crawler.history.title")}
      </h3>
      <div
        className="relative mt-2 overflow-x-auto rounded-2xl ring-1 ring-sky-100"
        tabIndex={0}
        role="region"
        aria-labelledby="crawler-history-title"
      >
        <table className="w-full min-w-[34rem] text-left text-sm" data-testid="crawler-history">
          <caption className="sr-only">{t("crawler.history.title")}</caption>
          <thead className="border-b border-sky-100 bg-sky-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2 font-bold">
                {t("crawler.col.started")} · {t("crawler.col.status")}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                {t("crawler.col.by")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-bold">
                {t("crawler.col.pages")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-bold">
                {t("crawler.col.errors")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-bold">
                {t("crawler.col.warnings")}
              </th>
              <th scope="col" className="px-3 py-2 font-bold">
                <span className="sr-only">{t("crawler.col.open")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sky-50">
            {crawls.map((crawl) => {
              const time = formatAdminTime(crawl.startedAt, locale);
              const shown = crawl.id === shownId;
              return (
                <tr
                  key={crawl.id}
                  className={shown ? "bg-sky-50/70" : "hover:bg-sky-50/50"}
                  data-testid="crawler-history-row"
                  data-crawl-id={crawl.id}
                  aria-current={shown ? "true" : undefined}
                >
                  <td className="px-3 py-2 whitespace-nowrap">
                    {time}
                    <div className="mt-0.5">
                      <StatusBadge status={crawl.status} />
                    </div>
                  </td>
                  <td className="max-w-[11rem] truncate px-3 py-2 text-slate-700">{crawl.startedBy ?? "—"}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(crawl.pageCount)}</td>
                  <td className={`px-3 py-2 text-right font-bold tabular-nums ${crawl.errors > 0 ? "text-rose-700" : ""}`}>
                    {number.format(crawl.errors)}
                  </td>
                  <td className={`px-3 py-2 text-right tabular-nums ${crawl.warnings > 0 ? "text-amber-700" : ""}`}>
                    {number.format(crawl.warnings)}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {shown ? (
                      <span className="text-xs font-bold text-slate-600">{t("crawler.history.shown")}</span>
                    ) : (
                      <button
                        type="button"
                        className={`${quietButtonClass} px-3 py-1`}
                        onClick={() => onOpen(crawl.id)}
                        aria-label={t("crawler.history.openLabel", { time })}
                        data-testid="crawler-open"
                      >
                        {t("crawler.history.open")}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
