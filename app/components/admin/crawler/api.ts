// The Site Crawler section's shapes and its calls to /api/admin/crawls (same-origin fetch: the browser
// sends the session cookie and Origin). The server's types are imported as types only.
import type { CrawlLimits, CrawlResult, Hop, SkippedUrl } from "../../../../server/crawler/crawl.ts";
import type { CrawlIssue } from "../../../../server/crawler/issues.ts";
import type { CrawlRecord } from "../../../../server/crawler/service.ts";
import { adminApi, type AdminApiResult } from "../json-api.ts";

export type { CrawlRecord } from "../../../../server/crawler/service.ts";
export type { CrawlIssue } from "../../../../server/crawler/issues.ts";

/** An issue as the page shows it: `isNew` when the crawl compared with had no such issue. */
export interface IssueView extends CrawlIssue {
  isNew: boolean;
}

/** One crawled URL, without the facts the table does not show (links, Open Graph lists...). */
export interface PageView {
  url: string;
  finalUrl: string;
  hops: Hop[];
  status: number | null;
  error: string | null;
  title: string | null;
  loadMs: number;
  redirectStop: "other_origin" | "robots" | null;
  inSitemap: boolean;
  issues: IssueView[];
  errors: number;
  warnings: number;
}

export interface SitemapEntryView {
  url: string;
  /** The crawl's answer for it; null when it was not crawled or gave no answer. */
  status: number | null;
  crawled: boolean;
  /** Its sitemap issues (not a direct 200, noindex, orphan, not crawled). */
  issues: IssueView[];
}

export interface SitemapView {
  url: string;
  status: number | null;
  error: string | null;
  entries: SitemapEntryView[];
  /** Indexable pages the crawl found that sitemap.xml does not list. */
  notListed: string[];
}

export interface ComparisonView {
  /** The crawl compared with; null for the first one. */
  previousId: string | null;
  previousStartedAt: number | null;
  newCount: number;
  fixedIssues: CrawlIssue[];
  unchanged: number;
}

export interface CrawlSummaryView {
  limits: CrawlLimits | null;
  stoppedBy: CrawlResult["stoppedBy"];
  durationMs: number | null;
  robots: CrawlResult["robots"] | null;
  skipped: {
    count: number;
    byReason: Partial<Record<SkippedUrl["reason"], number>>;
    first: { url: string; reason: SkippedUrl["reason"] }[];
  };
  external: { count: number; first: string[] };
}

export interface CrawlView extends CrawlRecord {
  /** Null while running (and for a crawl that failed before it ended). */
  summary: CrawlSummaryView | null;
  sitemap: SitemapView | null;
  /** Site-wide issues not shown with a sitemap entry (robots.txt, sitemap.xml itself). */
  siteIssues: IssueView[];
  /** Null when only the progress was asked for. */
  pages: PageView[] | null;
  comparison: ComparisonView | null;
}

export interface CrawlerOverview {
  crawls: CrawlRecord[];
  /** The newest crawl, shown first: with its pages, or its progress while it runs. */
  current: CrawlView | null;
}

export type ApiResult<T> = AdminApiResult<T>;

const call = <T>(url: string, body?: unknown) => adminApi<T>(url, { body });

export const listCrawls = () => call<{ crawls: CrawlRecord[] }>("/api/admin/crawls");
export const startCrawl = () => call<{ id: string; crawl: CrawlView }>("/api/admin/crawls", { action: "start" });
export const cancelCrawl = (id: string) => call<{ crawl: CrawlView }>("/api/admin/crawls", { action: "cancel", id });
/** `pages: false` while polling a running crawl: the progress alone. */
export const getCrawl = (id: string, pages = true) =>
  call<{ crawl: CrawlView }>(`/api/admin/crawls/${encodeURIComponent(id)}${pages ? "" : "?pages=0"}`);
