// What the Site Crawler section and /api/admin/crawls send: a crawl trimmed to what the page shows
// (no per-page link lists: a whole-site crawl would be hundreds of kilobytes), each issue marked new
// when the crawl compared with did not have it, and sitemap.xml set against the crawled pages.
import type { CrawlPageRecord, CrawlSummary } from "../../../../server/crawler/service.ts";
import { issueKey, type CrawlIssue } from "../../../../server/crawler/issues.ts";
import type { Services } from "../../../../server/services.ts";
import type { ComparisonView, CrawlView, CrawlerOverview, IssueView, PageView, SitemapView } from "./api.ts";

/** Crawls listed on the page (the service keeps 20). */
export const LISTED_CRAWLS = 20;
/** Skipped and external URLs sent by name; the rest are counted. */
const LISTED_URLS = 100;

/** Sitemap issues that belong to one entry (the rest of the site issues are shown on their own). */
const ENTRY_CODES = new Set<CrawlIssue["code"]>(["sitemap_not_ok", "sitemap_noindex", "sitemap_orphan", "sitemap_not_crawled"]);

type Crawler = Services["crawler"];

/**
 * One crawl as the page shows it; null when unknown. `pages: false` gives the record and progress only
 * (what polling a running crawl needs). `previousId` compares with that crawl instead of the newest
 * finished one before it.
 */
export async function crawlView(
  crawler: Crawler,
  id: string,
  options: { pages?: boolean; previousId?: string } = {},
): Promise<CrawlView | null> {
  const detail = await crawler.get(id);
  if (!detail) return null;
  const { pages: rows, summary: stored, ...record } = detail;
  if (options.pages === false || detail.status === "running") {
    return {
      ...record,
      summary: null,
      sitemap: null,
      siteIssues: [],
      pages: options.pages === false ? null : rows.map((row) => pageView(row, null)),
      comparison: null,
    };
  }
  const comparison = await crawler.compare(id, options.previousId);
  // Keys of the issues the previous crawl lacked; null when there is nothing to compare with.
  const fresh = comparison?.previousId ? new Set(comparison.newIssues.map(issueKey)) : null;
  const mark = (issue: CrawlIssue): IssueView => ({ ...issue, isNew: fresh?.has(issueKey(issue)) ?? false });
  // A failed crawl stored no summary beyond its start paths.
  const summary: Partial<CrawlSummary> = stored ?? {};
  const pages = rows.map((row) => pageView(row, mark));
  const siteIssues = (summary.siteIssues ?? []).map(mark);
  return {
    ...record,
    summary: summaryView(summary),
    sitemap: summary.sitemap ? sitemapView(summary, pages, siteIssues) : null,
    siteIssues: siteIssues.filter((issue) => !ENTRY_CODES.has(issue.code)),
    pages,
    comparison: comparison ? await comparisonView(crawler, comparison) : null,
  };
}

function pageView(row: CrawlPageRecord, mark: ((issue: CrawlIssue) => IssueView) | null): PageView {
  return {
    url: row.url,
    finalUrl: row.finalUrl,
    hops: row.hops,
    status: row.status,
    error: row.error,
    title: row.title,
    loadMs: row.loadMs,
    redirectStop: row.redirectStop,
    inSitemap: false,
    issues: row.issues.map((issue) => (mark ? mark(issue) : { ...issue, isNew: false })),
    errors: row.errors,
    warnings: row.warnings,
  };
}

function summaryView(summary: Partial<CrawlSummary>): CrawlView["summary"] {
  const skipped = summary.skipped ?? [];
  const byReason: NonNullable<CrawlView["summary"]>["skipped"]["byReason"] = {};
  for (const entry of skipped) byReason[entry.reason] = (byReason[entry.reason] ?? 0) + 1;
  const external = summary.externalLinks ?? [];
  return {
    limits: summary.limits ?? null,
    stoppedBy: summary.stoppedBy ?? null,
    durationMs: summary.durationMs ?? null,
    robots: summary.robots ?? null,
    skipped: { count: skipped.length, byReason, first: skipped.slice(0, LISTED_URLS).map(({ url, reason }) => ({ url, reason })) },
    external: { count: external.length, first: external.slice(0, LISTED_URLS).map((link) => link.url) },
  };
}

/** Each sitemap entry with the crawl's answer for it; also marks the pages the sitemap lists. */
function sitemapView(summary: Partial<CrawlSummary>, pages: PageView[], siteIssues: IssueView[]): SitemapView {
  const sitemap = summary.sitemap!;
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const entries = sitemap.urls.map((url) => {
    const page = byUrl.get(url);
    if (page) page.inSitemap = true;
    const issues = [...(page?.issues ?? []), ...siteIssues.filter((issue) => issue.url === url)].filter((issue) =>
      ENTRY_CODES.has(issue.code),
    );
    return { url, status: page?.status ?? null, crawled: page !== undefined, issues };
  });
  const notListed = pages.filter((page) => page.issues.some((issue) => issue.code === "missing_from_sitemap")).map((page) => page.url);
  return { url: sitemap.url, status: sitemap.status, error: sitemap.error, entries, notListed };
}

async function comparisonView(crawler: Crawler, comparison: NonNullable<Awaited<ReturnType<Crawler["compare"]>>>): Promise<ComparisonView> {
  // The list is a few rows; get() would read every page of the previous crawl for one date.
  const previous = comparison.previousId
    ? (await crawler.list(LISTED_CRAWLS)).find((crawl) => crawl.id === comparison.previousId)
    : undefined;
  return {
    previousId: comparison.previousId,
    previousStartedAt: previous?.startedAt ?? null,
    newCount: comparison.newIssues.length,
    fixedIssues: comparison.fixedIssues,
    unchanged: comparison.unchanged,
  };
}

/** The page's first view: the crawls, and the newest one opened. */
export async function crawlerOverview(crawler: Crawler): Promise<CrawlerOverview> {
  const crawls = await crawler.list(LISTED_CRAWLS);
  const newest = crawls[0];
  return { crawls, current: newest ? await crawlView(crawler, newest.id) : null };
}
