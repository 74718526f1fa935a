// Site Crawler engine: crawls ONE origin (the site's own, PUBLIC_URL) from a few start paths,
// following same-origin links only, within a page budget and a time budget, and reports per URL what
// a search engine would find wrong. No request ever leaves the origin: start URLs on another origin
// are refused before anything is fetched, other-origin links and redirects are listed, never fetched
// (docs/decisions/009-site-crawler.md).
import robotsParser from "robots-parser";
import { analyzePage, parseSitemap, resolveLink, type PageFacts } from "./html.ts";
import { findIssues, type CrawlIssue } from "./issues.ts";

export type { CrawlIssue, IssueCode, Severity } from "./issues.ts";

export const DEFAULT_START_PATHS = ["/", "/play", "/store", "/leaderboard"] as const;
export const CRAWLER_USER_AGENT = "FlapMasterCrawler/1.0 (site audit)";
/** The robots.txt group the crawler obeys (besides `*`). */
export const CRAWLER_ROBOTS_NAME = "FlapMasterCrawler";

export const DEFAULT_LIMITS = {
  maxPages: 200,
  maxDurationMs: 60_000,
  requestTimeoutMs: 10_000,
  concurrency: 4,
  maxRedirects: 5,
} as const;

/** Bodies larger than this are cut (a page is never that big; a stray download might be). */
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Per URL, how many linking pages are kept (the count is kept whole). */
const MAX_REFERRERS = 20;
/** Summary lists (skipped, external links) are cut to this many entries. */
const MAX_LISTED = 500;

export interface CrawlLimits {
  /** URLs fetched (redirect hops of one URL count once). */
  maxPages: number;
  /** Wall time for the whole crawl; requests still running then are abandoned. */
  maxDurationMs: number;
  requestTimeoutMs: number;
  concurrency: number;
  /** Redirect hops followed per URL; one more is an error. */
  maxRedirects: number;
}

export interface CrawlProgress {
  /** URLs fetched so far. */
  crawled: number;
  /** URLs waiting plus those being fetched. */
  queued: number;
  /** The URL fetched most recently started. */
  current: string | null;
}

/** Saved metadata to compare a live page with (table seo_metadata). */
export interface SavedMetadata {
  route: string;
  locale: string;
  title: string;
  description: string;
}

export interface CrawlOptions extends Partial<CrawlLimits> {
  /** The one origin crawled: PUBLIC_URL (any URL; only its scheme, host and port are used). */
  origin: string;
  /** Paths or absolute URLs of the origin; default DEFAULT_START_PATHS. */
  startPaths?: readonly string[];
  fetch?: typeof fetch;
  signal?: AbortSignal;
  onProgress?: (progress: CrawlProgress) => void;
  /** Each URL's row as soon as it is fetched (its issues come at the end, with the whole crawl). */
  onPage?: (page: CrawledPage) => void;
  /**
   * The saved title and description for a page's path in a locale, or null when there is none (not a
   * public route, or no row in that locale). Pages whose live tags differ get metadata_mismatch.
   */
  savedMetadata?: (path: string, locale: string) => Promise<SavedMetadata | null>;
  now?: () => number;
}

export interface Hop {
  url: string;
  status: number;
}

export interface CrawledPage {
  url: string;
  /** Where the redirects ended (the URL itself without redirects). */
  finalUrl: string;
  /** Each redirect answer on the way, in order; empty without redirects. */
  hops: Hop[];
  /** The last answer's status (a 3xx when the redirects were not followed to the end); null: no answer. */
  status: number | null;
  /** Network error, timeout, redirect loop...; null when an answer came. */
  error: string | null;
  /** Why redirects were not followed to the end: to another origin, into a robots.txt disallowed path. */
  redirectStop: "other_origin" | "robots" | null;
  contentType: string | null;
  /** Time to the last byte, redirects included, ms. */
  loadMs: number;
  /** What the page says: successful HTML answers without redirects only (a redirect's target has its own row). */
  facts: PageFacts | null;
  /** Pages of this crawl that link here (at most MAX_REFERRERS) and how many there are in all. */
  linkedFrom: string[];
  linkedFromCount: number;
  /** How the crawl came to it. */
  source: "start" | "link" | "redirect" | "sitemap";
  issues: CrawlIssue[];
}

export interface SkippedUrl {
  url: string;
  reason: "robots" | "max_pages" | "max_time" | "cancelled";
  linkedFrom: string[];
}

export interface SitemapReport {
  url: string;
  status: number | null;
  error: string | null;
  /** Every <loc> (absolute), in order, child sitemaps of an index followed once. */
  urls: string[];
}

export interface CrawlResult {
  origin: string;
  startPaths: string[];
  limits: CrawlLimits;
  startedAt: number;
  finishedAt: number;
  durationMs: number;
  /** Which bound ended the crawl early; null when every reachable URL was crawled. */
  stoppedBy: "max_pages" | "max_time" | "cancelled" | null;
  robots: { status: number | null; error: string | null };
  sitemap: SitemapReport;
  pages: CrawledPage[];
  skipped: SkippedUrl[];
  /** Links to other origins: listed, never fetched. */
  externalLinks: { url: string; linkedFrom: string[] }[];
  /** Issues about the site rather than one crawled URL (sitemap.xml, robots.txt, sitemap entries not crawled). */
  siteIssues: CrawlIssue[];
  errors: number;
  warnings: number;
}

/** A start URL on another origin, or an origin that is not http(s). Nothing was fetched. */
export class CrawlOriginError extends Error {
  readonly code = "other_origin";
  readonly url: string;
  constructor(url: string, message: string) {
    super(message);
    this.url = url;
  }
}

/** The origin (scheme://host:port) of an http(s) URL; throws CrawlOriginError otherwise. */
export function originOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new CrawlOriginError(url, `Not a URL: ${url}`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new CrawlOriginError(url, `Only http(s) sites can be crawled: ${url}`);
  }
  return parsed.origin;
}

/** The start URLs, absolute; throws CrawlOriginError when one is not on `origin`. */
export function resolveStartUrls(origin: string, startPaths: readonly string[]): string[] {
  const urls: string[] = [];
  for (const path of startPaths) {
    const url = resolveLink(path, origin + "/");
    if (url === null) throw new CrawlOriginError(path, `Not a page URL: ${path}`);
    if (new URL(url).origin !== origin) {
      throw new CrawlOriginError(path, `${path} is not on ${origin}: the crawler only crawls the site's own origin.`);
    }
    if (!urls.includes(url)) urls.push(url);
  }
  return urls;
}

interface Fetched {
  finalUrl: string;
  hops: Hop[];
  status: number | null;
  error: string | null;
  redirectStop: CrawledPage["redirectStop"];
  contentType: string | null;
  body: string | null;
  loadMs: number;
}

const isHtml = (contentType: string | null) => /\b(text\/html|application\/xhtml\+xml)\b/i.test(contentType ?? "");

async function readBody(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size >= MAX_BODY_BYTES) {
      await reader.cancel();
      break;
    }
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const origin = originOf(options.origin);
  const startPaths = [...(options.startPaths ?? DEFAULT_START_PATHS)];
  // Refused before any request: a start URL elsewhere is an SSRF attempt or a mistake.
  const startUrls = resolveStartUrls(origin, startPaths);
  const limits: CrawlLimits = {
    maxPages: options.maxPages ?? DEFAULT_LIMITS.maxPages,
    maxDurationMs: options.maxDurationMs ?? DEFAULT_LIMITS.maxDurationMs,
    requestTimeoutMs: options.requestTimeoutMs ?? DEFAULT_LIMITS.requestTimeoutMs,
    concurrency: Math.max(1, options.concurrency ?? DEFAULT_LIMITS.concurrency),
    maxRedirects: options.maxRedirects ?? DEFAULT_LIMITS.maxRedirects,
  };
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const startedAt = now();
  const t0 = performance.now();

  // Aborted at the deadline or by the caller: requests in flight are abandoned, not reported.
  const crawl = new AbortController();
  const onCallerAbort = () => crawl.abort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });
  if (options.signal?.aborted) crawl.abort();
  const deadline = setTimeout(() => crawl.abort(), limits.maxDurationMs);
  const stopped = new Promise<void>((resolve) => crawl.signal.addEventListener("abort", () => resolve(), { once: true }));

  const sameOrigin = (url: string) => new URL(url).origin === origin;

  /** One GET of a URL of the origin, never elsewhere. */
  async function get(url: string): Promise<Response> {
    if (!sameOrigin(url)) throw new Error(`refusing to fetch ${url}: not on ${origin}`);
    return doFetch(url, {
      redirect: "manual",
      signal: AbortSignal.any([crawl.signal, AbortSignal.timeout(limits.requestTimeoutMs)]),
      headers: { "user-agent": CRAWLER_USER_AGENT, accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-language": "en" },
    });
  }

  const failure = (error: unknown) =>
    error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
      ? `no answer within ${limits.requestTimeoutMs} ms`
      : `request failed: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}` +
        unreachableHint(error, origin);

  // robots.txt, read once. A missing file (4xx) allows everything; an unreadable one (5xx, no answer)
  // is reported and the crawl goes on as if allowed: this is the owner's audit, not a search engine.
  const robotsUrl = `${origin}/robots.txt`;
  const robots = { status: null as number | null, error: null as string | null };
  let robotsTxt = "";
  try {
    const response = await get(robotsUrl);
    robots.status = response.status;
    if (response.ok) robotsTxt = await readBody(response);
    else await response.body?.cancel();
    if (response.status >= 500) robots.error = `robots.txt answers ${response.status}`;
  } catch (error) {
    robots.error = failure(error);
  }
  const rules = robotsParser(robotsUrl, robotsTxt);
  const allowed = (url: string) => rules.isAllowed(url, CRAWLER_ROBOTS_NAME) !== false;

  const sitemap = await readSitemap(`${origin}/sitemap.xml`);

  async function readSitemap(url: string): Promise<SitemapReport> {
    const report: SitemapReport = { url, status: null, error: null, urls: [] };
    try {
      const response = await get(url);
      report.status = response.status;
      if (!response.ok) {
        await response.body?.cancel();
        report.error = `sitemap.xml answers ${response.status}`;
        return report;
      }
      const parsed = parseSitemap(await readBody(response));
      if (parsed.kind === "urlset") {
        report.urls = parsed.urls.map((loc) => resolveLink(loc, url) ?? loc);
        return report;
      }
      // A sitemap index: its child sitemaps of this origin, one level deep.
      for (const child of parsed.urls.slice(0, 20)) {
        const childUrl = resolveLink(child, url);
        if (!childUrl || !sameOrigin(childUrl)) continue;
        const childResponse = await get(childUrl);
        if (!childResponse.ok) {
          await childResponse.body?.cancel();
          continue;
        }
        const childParsed = parseSitemap(await readBody(childResponse));
        if (childParsed.kind === "urlset") report.urls.push(...childParsed.urls.map((loc) => resolveLink(loc, childUrl) ?? loc));
      }
    } catch (error) {
      report.error = failure(error);
    }
    return report;
  }

  /** GET with redirects followed by hand, each hop recorded; never leaves the origin. */
  async function fetchFollowing(url: string): Promise<Fetched> {
    const started = performance.now();
    const hops: Hop[] = [];
    let current = url;
    const done = (rest: Omit<Fetched, "finalUrl" | "hops" | "loadMs">): Fetched => ({
      finalUrl: current,
      hops,
      loadMs: Math.round(performance.now() - started),
      ...rest,
    });
    for (;;) {
      let response: Response;
      try {
        response = await get(current);
      } catch (error) {
        return done({ status: null, error: failure(error), redirectStop: null, contentType: null, body: null });
      }
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        hops.push({ url: current, status: response.status });
        const next = resolveLink(location, current);
        const base = { status: response.status, contentType: null, body: null };
        if (next === null) return done({ ...base, error: `redirect to an unusable Location: ${location}`, redirectStop: null });
        if (hops.some((hop) => hop.url === next)) {
          current = next;
          return done({ ...base, error: "redirect loop", redirectStop: null });
        }
        if (hops.length > limits.maxRedirects) {
          current = next;
          return done({ ...base, error: `more than ${limits.maxRedirects} redirects`, redirectStop: null });
        }
        current = next;
        // Recorded, not followed: another origin is not ours to fetch, a disallowed path not ours to read.
        if (!sameOrigin(next)) return done({ ...base, error: null, redirectStop: "other_origin" });
        if (!allowed(next)) return done({ ...base, error: null, redirectStop: "robots" });
        continue;
      }
      const contentType = response.headers.get("content-type");
      try {
        const body = response.ok && isHtml(contentType) ? await readBody(response) : (await response.body?.cancel(), null);
        return done({ status: response.status, error: null, redirectStop: null, contentType, body });
      } catch (error) {
        return done({ status: response.status, error: failure(error), redirectStop: null, contentType, body: null });
      }
    }
  }

  // ---- the queue ----------------------------------------------------------------------------------

  const pages: CrawledPage[] = [];
  /** Every same-origin URL met (queued, crawled or skipped), so each is handled once. */
  const known = new Set<string>();
  const queue: { url: string; source: CrawledPage["source"] }[] = [];
  const referrers = new Map<string, { list: string[]; count: number }>();
  const skipped = new Map<string, SkippedUrl>();
  const external = new Map<string, string[]>();
  let fetchedCount = 0;
  let current: string | null = null;

  const report = () => options.onProgress?.({ crawled: fetchedCount, queued: queue.length + inFlight.size, current });

  const addReferrer = (url: string, from: string) => {
    const entry = referrers.get(url) ?? { list: [], count: 0 };
    if (!entry.list.includes(from)) {
      entry.count++;
      if (entry.list.length < MAX_REFERRERS) entry.list.push(from);
    }
    referrers.set(url, entry);
  };

  const enqueue = (url: string, source: CrawledPage["source"]) => {
    if (known.has(url)) return;
    known.add(url);
    if (!allowed(url)) {
      skipped.set(url, { url, reason: "robots", linkedFrom: [] });
      return;
    }
    queue.push({ url, source });
  };

  const newPage = (url: string, source: CrawledPage["source"], fetched: Fetched): CrawledPage => {
    const page: CrawledPage = {
      url,
      finalUrl: fetched.finalUrl,
      hops: fetched.hops,
      status: fetched.status,
      error: fetched.error,
      redirectStop: fetched.redirectStop,
      contentType: fetched.contentType,
      loadMs: fetched.loadMs,
      facts: null,
      linkedFrom: [],
      linkedFromCount: 0,
      source,
      issues: [],
    };
    pages.push(page);
    return page;
  };

  /** Reads a successful HTML page: its facts, and its links queued (same origin) or listed (others). */
  const readPage = (page: CrawledPage, html: string) => {
    page.facts = analyzePage(html, page.url);
    for (const link of page.facts.links) {
      if (sameOrigin(link)) {
        addReferrer(link, page.url);
        enqueue(link, "link");
      } else {
        const from = external.get(link) ?? [];
        if (from.length < MAX_REFERRERS && !from.includes(page.url)) from.push(page.url);
        external.set(link, from);
      }
    }
  };

  async function crawlOne(url: string, source: CrawledPage["source"]): Promise<void> {
    current = url;
    report();
    const fetched = await fetchFollowing(url);
    // The crawl's own stop (deadline, cancel) is no finding about the page.
    if (crawl.signal.aborted && fetched.error !== null) {
      skipped.set(url, { url, reason: options.signal?.aborted ? "cancelled" : "max_time", linkedFrom: [] });
      return;
    }
    const page = newPage(url, source, fetched);
    if (fetched.body !== null && fetched.hops.length === 0) readPage(page, fetched.body);
    options.onPage?.(page);
    if (fetched.body !== null && fetched.hops.length > 0 && !known.has(fetched.finalUrl) && pages.length < limits.maxPages) {
      // The target's own row, from the body already fetched (its links count as found there).
      known.add(fetched.finalUrl);
      const target = newPage(fetched.finalUrl, "redirect", { ...fetched, hops: [], finalUrl: fetched.finalUrl });
      readPage(target, fetched.body);
      options.onPage?.(target);
    }
    report();
  }

  for (const url of startUrls) enqueue(url, "start");

  const inFlight = new Set<Promise<void>>();
  let stoppedBy: CrawlResult["stoppedBy"] = null;
  let sitemapSeeded = false;
  for (;;) {
    if (crawl.signal.aborted) break;
    while (queue.length > 0 && inFlight.size < limits.concurrency && fetchedCount < limits.maxPages && pages.length < limits.maxPages) {
      const next = queue.shift()!;
      fetchedCount++;
      const task: Promise<void> = crawlOne(next.url, next.source).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
    if (inFlight.size === 0) {
      if (queue.length > 0) {
        stoppedBy = "max_pages";
        break;
      }
      // Links exhausted: sitemap entries no link led to are crawled last, so their status is known too.
      if (!sitemapSeeded) {
        sitemapSeeded = true;
        for (const url of sitemap.urls) if (sameOrigin(url)) enqueue(url, "sitemap");
        if (queue.length > 0) continue;
      }
      break;
    }
    await Promise.race([...inFlight, stopped]);
  }
  if (crawl.signal.aborted) {
    stoppedBy = options.signal?.aborted ? "cancelled" : "max_time";
    await Promise.allSettled([...inFlight]);
  }
  clearTimeout(deadline);
  options.signal?.removeEventListener("abort", onCallerAbort);
  current = null;
  report();

  const leftReason: SkippedUrl["reason"] = stoppedBy ?? "max_pages";
  for (const { url } of queue) skipped.set(url, { url, reason: leftReason, linkedFrom: [] });
  for (const entry of skipped.values()) entry.linkedFrom = referrers.get(entry.url)?.list ?? [];
  for (const page of pages) {
    const entry = referrers.get(page.url);
    page.linkedFrom = entry?.list ?? [];
    page.linkedFromCount = entry?.count ?? 0;
  }

  const result: CrawlResult = {
    origin,
    startPaths,
    limits,
    startedAt,
    finishedAt: now(),
    durationMs: Math.round(performance.now() - t0),
    stoppedBy,
    robots,
    sitemap,
    pages,
    skipped: [...skipped.values()].slice(0, MAX_LISTED),
    externalLinks: [...external].slice(0, MAX_LISTED).map(([url, linkedFrom]) => ({ url, linkedFrom })),
    siteIssues: [],
    errors: 0,
    warnings: 0,
  };
  await findIssues(result, { skipped: [...skipped.values()], savedMetadata: options.savedMetadata });
  return result;
}

/** Errors of a connection that never opened: nothing listens at the address, or the name does not resolve. */
const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * The crawler fetches PUBLIC_URL's origin; when nothing can be reached there, the likely cause is
 * PUBLIC_URL itself (unset in production it is http://localhost:3000), so the error says so.
 */
export function unreachableHint(error: unknown, origin: string): string {
  const cause = error instanceof Error ? (error.cause ?? error) : null;
  const code = cause && typeof cause === "object" && "code" in cause ? String(cause.code) : "";
  if (!UNREACHABLE_CODES.has(code)) return "";
  const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(new URL(origin).hostname);
  return (
    ` — the crawler fetches ${origin}, the origin of PUBLIC_URL; check that PUBLIC_URL is the site's public address` +
    (loopback ? " (unset, it is http://localhost:3000)" : "")
  );
}
