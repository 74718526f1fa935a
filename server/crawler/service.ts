// Site Crawler service: starts crawls of the site's own origin in the background (one at a time, over
// every instance), keeps the last KEEP_CRAWLS of them with their pages, and compares a crawl with the
// one before it. The admin API calls start / get / list / compare / cancel.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Logger } from "pino";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { CrawlPagesTable, CrawlStatus, CrawlsTable } from "../db/schema.ts";
import { isPublicRoute, type SeoService } from "../site/seo.ts";
import {
  CrawlOriginError,
  DEFAULT_START_PATHS,
  crawlSite,
  originOf,
  resolveStartUrls,
  type CrawlLimits,
  type CrawlProgress,
  type CrawlResult,
  type CrawledPage,
  type Hop,
  type SitemapReport,
  type SkippedUrl,
} from "./crawl.ts";
import type { PageFacts } from "./html.ts";
import { issueKey, type CrawlIssue } from "./issues.ts";

/** Crawls kept; older ones are deleted when a crawl ends. */
export const KEEP_CRAWLS = 20;
/** A running crawl writes its heartbeat this often (besides each progress step, at most once a second). */
const HEARTBEAT_MS = 5_000;
/** A running row without a heartbeat for this long lost its process: it is marked failed. */
export const STALE_CRAWL_MS = 30_000;
const PAGE_BATCH = 50;

export interface CrawlSummary {
  startPaths: string[];
  limits: CrawlLimits;
  stoppedBy: CrawlResult["stoppedBy"];
  durationMs: number;
  robots: CrawlResult["robots"];
  sitemap: SitemapReport;
  siteIssues: CrawlIssue[];
  skipped: SkippedUrl[];
  externalLinks: CrawlResult["externalLinks"];
}

/** A crawl as listed. */
export interface CrawlRecord {
  id: string;
  status: CrawlStatus;
  origin: string;
  startedBy: string | null;
  startedAt: number;
  finishedAt: number | null;
  /** URLs crawled (so far, while running). */
  pageCount: number;
  errors: number;
  warnings: number;
  failure: string | null;
  /** While running: how far it is; null once it ended. */
  progress: CrawlProgress | null;
}

export interface CrawlPageRecord {
  url: string;
  finalUrl: string;
  status: number | null;
  error: string | null;
  hops: Hop[];
  title: string | null;
  description: string | null;
  loadMs: number;
  source: CrawledPage["source"];
  redirectStop: CrawledPage["redirectStop"];
  contentType: string | null;
  facts: PageFacts | null;
  linkedFrom: string[];
  linkedFromCount: number;
  /** Empty while the crawl runs: issues are worked out over the whole crawl at its end. */
  issues: CrawlIssue[];
  errors: number;
  warnings: number;
}

export interface CrawlDetail extends CrawlRecord {
  /** Null while running. */
  summary: CrawlSummary | null;
  /** By URL. While running: the pages crawled so far (by this instance; none when another runs it). */
  pages: CrawlPageRecord[];
}

export interface CrawlComparison {
  crawlId: string;
  /** The crawl compared with; null when there is none (the first crawl). */
  previousId: string | null;
  /** Issues this crawl has that the previous one did not (by code, URL and target). */
  newIssues: CrawlIssue[];
  /** Issues the previous crawl had that this one no longer has. */
  fixedIssues: CrawlIssue[];
  /** Issues both have. */
  unchanged: number;
}

export type StartResult =
  | { ok: true; id: string }
  | { ok: false; status: 409; error: "crawl_running"; message: string; id: string | null }
  | { ok: false; status: 400; error: "other_origin"; message: string };

export interface CrawlerService {
  /** Starts a crawl in the background; a crawl already running (on any instance) answers 409. */
  start(by: AuditActor | string | null, options?: { startPaths?: string[] }): Promise<StartResult>;
  /** One crawl with its pages (pages so far and progress while it runs); null when unknown. */
  get(id: string): Promise<CrawlDetail | null>;
  /** Past and running crawls, newest first. */
  list(limit?: number): Promise<CrawlRecord[]>;
  /** New and fixed issues against `previousId`, by default the newest finished crawl started before it. */
  compare(id: string, previousId?: string): Promise<CrawlComparison | null>;
  /** Stops this instance's running crawl; what it crawled is kept (status cancelled). */
  cancel(id: string, by: AuditActor | string | null): Promise<boolean>;
  /** Resolves when this instance's running crawl (if any) has been stored. */
  idle(): Promise<void>;
  /** Shutdown: cancels the running crawl and waits for it to be stored. */
  stop(): Promise<void>;
}

export interface CrawlerServiceOptions {
  db: Db;
  seo: Pick<SeoService, "forRoute">;
  logger: Logger;
  /** PUBLIC_URL: its origin is the one crawled. */
  publicUrl: string;
  audit?: AuditService;
  fetch?: typeof fetch;
  limits?: Partial<CrawlLimits>;
  keep?: number;
  staleAfterMs?: number;
  now?: () => number;
}

interface Running {
  id: string;
  controller: AbortController;
  progress: CrawlProgress;
  pages: CrawledPage[];
  done: Promise<void>;
}

const actorOf = (by: AuditActor | string | null): AuditActor =>
  by === null ? { id: null, label: "system" } : typeof by === "string" ? { id: null, label: by } : by;

function recordOf(row: Selectable<CrawlsTable>, live: Running | null): CrawlRecord {
  const running = live?.id === row.id ? live : null;
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    startedBy: row.started_by,
    startedAt: Number(row.started_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
    pageCount: running ? running.pages.length : row.pages,
    errors: row.errors,
    warnings: row.warnings,
    failure: row.failure,
    progress:
      row.status !== "running"
        ? null
        : running
          ? { ...running.progress }
          : row.progress_json
            ? (JSON.parse(row.progress_json) as CrawlProgress)
            : null,
  };
}

interface StoredFacts {
  facts: PageFacts | null;
  linkedFrom: string[];
  linkedFromCount: number;
  redirectStop: CrawledPage["redirectStop"];
  contentType: string | null;
}

function pageRecordOf(row: Selectable<CrawlPagesTable>): CrawlPageRecord {
  const stored = JSON.parse(row.facts_json) as Partial<StoredFacts>;
  return {
    url: row.url,
    finalUrl: row.final_url,
    status: row.status,
    error: row.error,
    hops: JSON.parse(row.hops_json) as Hop[],
    title: row.title,
    description: row.description,
    loadMs: row.load_ms,
    source: row.source as CrawledPage["source"],
    redirectStop: stored.redirectStop ?? null,
    contentType: stored.contentType ?? null,
    facts: stored.facts ?? null,
    linkedFrom: stored.linkedFrom ?? [],
    linkedFromCount: stored.linkedFromCount ?? 0,
    issues: JSON.parse(row.issues_json) as CrawlIssue[],
    errors: row.errors,
    warnings: row.warnings,
  };
}

function livePageRecord(page: CrawledPage): CrawlPageRecord {
  return {
    url: page.url,
    finalUrl: page.finalUrl,
    status: page.status,
    error: page.error,
    hops: page.hops,
    title: page.facts?.title ?? null,
    description: page.facts?.description ?? null,
    loadMs: page.loadMs,
    source: page.source,
    redirectStop: page.redirectStop,
    contentType: page.contentType,
    facts: page.facts,
    linkedFrom: page.linkedFrom,
    linkedFromCount: page.linkedFromCount,
    issues: [],
    errors: 0,
    warnings: 0,
  };
}

export function createCrawlerService(options: CrawlerServiceOptions): CrawlerService {
  const { db, seo, logger, audit } = options;
  const k = db.kysely;
  const now = options.now ?? Date.now;
  const origin = originOf(options.publicUrl);
  const keep = Math.max(1, options.keep ?? KEEP_CRAWLS);
  const staleAfterMs = options.staleAfterMs ?? STALE_CRAWL_MS;
  let running: Running | null = null;
  let starting = false;

  /** Running rows whose process stopped writing its heartbeat. */
  async function failStale(): Promise<void> {
    const at = now();
    let query = k
      .updateTable("crawls")
      .set({ status: "failed", finished_at: at, failure: "The crawl was interrupted (its server stopped).", progress_json: null })
      .where("status", "=", "running")
      .where("heartbeat_at", "<", at - staleAfterMs);
    if (running) query = query.where("id", "!=", running.id);
    const result = await query.executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0)
      logger.warn({ count: Number(result.numUpdatedRows) }, "crawler: interrupted crawls marked failed");
  }

  const conflict = (id: string | null): StartResult => ({
    ok: false,
    status: 409,
    error: "crawl_running",
    message: "A crawl is already running; wait for it to finish or cancel it.",
    id,
  });

  async function runningId(): Promise<string | null> {
    const row = await k.selectFrom("crawls").select("id").where("status", "=", "running").executeTakeFirst();
    return row?.id ?? null;
  }

  async function savedMetadata(path: string, locale: string) {
    if (!isPublicRoute(path)) return null;
    const entry = await seo.forRoute(path, locale);
    // Another locale's row stands in for a missing one, but the page then shows its translations.
    if (!entry || entry.locale !== locale) return null;
    return { route: entry.route, locale: entry.locale, title: entry.title, description: entry.description };
  }

  async function store(id: string, result: CrawlResult): Promise<void> {
    const summary: CrawlSummary = {
      startPaths: result.startPaths,
      limits: result.limits,
      stoppedBy: result.stoppedBy,
      durationMs: result.durationMs,
      robots: result.robots,
      sitemap: result.sitemap,
      siteIssues: result.siteIssues,
      skipped: result.skipped,
      externalLinks: result.externalLinks,
    };
    const rows = result.pages.map((page) => {
      const facts: StoredFacts = {
        facts: page.facts,
        linkedFrom: page.linkedFrom,
        linkedFromCount: page.linkedFromCount,
        redirectStop: page.redirectStop,
        contentType: page.contentType,
      };
      const errors = page.issues.filter((issue) => issue.severity === "error").length;
      return {
        crawl_id: id,
        url: page.url,
        final_url: page.finalUrl,
        status: page.status,
        error: page.error,
        hops_json: JSON.stringify(page.hops),
        title: page.facts?.title ?? null,
        description: page.facts?.description ?? null,
        load_ms: page.loadMs,
        source: page.source,
        facts_json: JSON.stringify(facts),
        issues_json: JSON.stringify(page.issues),
        errors,
        warnings: page.issues.length - errors,
      };
    });
    await k.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += PAGE_BATCH) {
        await trx
          .insertInto("crawl_pages")
          .values(rows.slice(i, i + PAGE_BATCH))
          .execute();
      }
      await trx
        .updateTable("crawls")
        .set({
          status: result.stoppedBy === "cancelled" ? "cancelled" : "finished",
          finished_at: now(),
          heartbeat_at: now(),
          pages: result.pages.length,
          errors: result.errors,
          warnings: result.warnings,
          progress_json: null,
          summary_json: JSON.stringify(summary),
        })
        .where("id", "=", id)
        .execute();
    });
  }

  /** Keeps the newest `keep` crawls that are not running. */
  async function prune(): Promise<void> {
    const old = await k
      .selectFrom("crawls")
      .select("id")
      .where("status", "!=", "running")
      .orderBy("started_at", "desc")
      .orderBy("id", "desc")
      .offset(keep)
      .limit(1000)
      .execute();
    if (old.length === 0) return;
    const ids = old.map((row) => row.id);
    // Pages first: the foreign key cascades too, but not every SQLite connection enforces it.
    await k.deleteFrom("crawl_pages").where("crawl_id", "in", ids).execute();
    await k.deleteFrom("crawls").where("id", "in", ids).execute();
  }

  async function run(id: string, startPaths: string[], live: Running): Promise<void> {
    let lastBeat = 0;
    const beat = (force = false) => {
      const at = now();
      if (!force && at - lastBeat < 1000) return;
      lastBeat = at;
      k.updateTable("crawls")
        .set({ heartbeat_at: at, progress_json: JSON.stringify(live.progress) })
        .where("id", "=", id)
        .where("status", "=", "running")
        .execute()
        .catch((error: unknown) => logger.warn({ err: error, crawl: id }, "crawler: heartbeat not written"));
    };
    const timer = setInterval(() => beat(true), HEARTBEAT_MS);
    timer.unref();
    try {
      const result = await crawlSite({
        origin,
        startPaths,
        ...options.limits,
        fetch: options.fetch,
        signal: live.controller.signal,
        now,
        savedMetadata,
        onPage: (page) => live.pages.push(page),
        onProgress: (progress) => {
          live.progress = progress;
          beat();
        },
      });
      clearInterval(timer);
      await store(id, result);
      logger.info(
        {
          crawl: id,
          pages: result.pages.length,
          errors: result.errors,
          warnings: result.warnings,
          ms: result.durationMs,
          stoppedBy: result.stoppedBy,
        },
        "crawler: crawl finished",
      );
    } catch (error) {
      clearInterval(timer);
      logger.error({ err: error, crawl: id }, "crawler: crawl failed");
      await k
        .updateTable("crawls")
        .set({ status: "failed", finished_at: now(), failure: error instanceof Error ? error.message : String(error), progress_json: null })
        .where("id", "=", id)
        .execute()
        .catch((storeError: unknown) => logger.error({ err: storeError, crawl: id }, "crawler: failure not recorded"));
    }
    await prune().catch((error: unknown) => logger.warn({ err: error }, "crawler: old crawls not pruned"));
  }

  async function issuesOf(id: string): Promise<CrawlIssue[] | null> {
    const row = await k.selectFrom("crawls").select("summary_json").where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    const summary = JSON.parse(row.summary_json) as Partial<CrawlSummary>;
    const pages = await k.selectFrom("crawl_pages").select("issues_json").where("crawl_id", "=", id).execute();
    return [...(summary.siteIssues ?? []), ...pages.flatMap((page) => JSON.parse(page.issues_json) as CrawlIssue[])];
  }

  return {
    async start(by, startOptions = {}) {
      if (running || starting) return conflict(running?.id ?? null);
      const startPaths = startOptions.startPaths ?? [...DEFAULT_START_PATHS];
      try {
        resolveStartUrls(origin, startPaths);
      } catch (error) {
        if (error instanceof CrawlOriginError) return { ok: false, status: 400, error: "other_origin", message: error.message };
        throw error;
      }
      starting = true;
      try {
        await failStale();
        const actor = actorOf(by);
        const id = randomUUID();
        const at = now();
        try {
          await k
            .insertInto("crawls")
            .values({
              id,
              status: "running",
              origin,
              started_by: actor.label,
              started_at: at,
              heartbeat_at: at,
              summary_json: JSON.stringify({ startPaths }),
            })
            .execute();
        } catch (error) {
          // The one-running index refused it: another instance is crawling.
          const other = await runningId();
          if (other) return conflict(other);
          throw error;
        }
        const live: Running = {
          id,
          controller: new AbortController(),
          progress: { crawled: 0, queued: 0, current: null },
          pages: [],
          done: Promise.resolve(),
        };
        running = live;
        live.done = run(id, startPaths, live).finally(() => {
          if (running === live) running = null;
        });
        await audit?.record({ actor, action: "crawler.start", target: id, after: { origin, startPaths } });
        logger.info({ crawl: id, origin, by: actor.label }, "crawler: crawl started");
        return { ok: true, id };
      } finally {
        starting = false;
      }
    },

    async get(id) {
      const row = await k.selectFrom("crawls").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const live = running?.id === id ? running : null;
      const record = recordOf(row, running);
      let pages: CrawlPageRecord[];
      if (live && row.status === "running") {
        pages = live.pages.map(livePageRecord);
      } else {
        const rows = await k.selectFrom("crawl_pages").selectAll().where("crawl_id", "=", id).execute();
        pages = rows.map(pageRecordOf);
      }
      pages.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
      const summary = row.status === "running" ? null : (JSON.parse(row.summary_json) as CrawlSummary);
      return { ...record, summary, pages };
    },

    async list(limit = KEEP_CRAWLS) {
      await failStale();
      const rows = await k
        .selectFrom("crawls")
        .selectAll()
        .orderBy("started_at", "desc")
        .orderBy("id", "desc")
        .limit(Math.min(Math.max(1, Math.floor(limit)), 100))
        .execute();
      return rows.map((row) => recordOf(row, running));
    },

    async compare(id, previousId) {
      const current = await k.selectFrom("crawls").select(["id", "started_at"]).where("id", "=", id).executeTakeFirst();
      if (!current) return null;
      let previous = previousId;
      if (previous === undefined) {
        const row = await k
          .selectFrom("crawls")
          .select("id")
          .where("status", "=", "finished")
          .where("id", "!=", id)
          .where("started_at", "<=", current.started_at)
          .orderBy("started_at", "desc")
          .orderBy("id", "desc")
          .executeTakeFirst();
        previous = row?.id;
      }
      const issues = (await issuesOf(id)) ?? [];
      const before = previous === undefined ? null : await issuesOf(previous);
      if (before === null) return { crawlId: id, previousId: null, newIssues: [], fixedIssues: [], unchanged: 0 };
      const nowKeys = new Set(issues.map(issueKey));
      const beforeKeys = new Set(before.map(issueKey));
      return {
        crawlId: id,
        previousId: previous!,
        newIssues: issues.filter((issue) => !beforeKeys.has(issueKey(issue))),
        fixedIssues: before.filter((issue) => !nowKeys.has(issueKey(issue))),
        unchanged: issues.filter((issue) => beforeKeys.has(issueKey(issue))).length,
      };
    },

    async cancel(id, by) {
      const live = running;
      if (!live || live.id !== id) return false;
      live.controller.abort();
      await audit?.record({ actor: actorOf(by), action: "crawler.cancel", target: id });
      await live.done;
      return true;
    },

    async idle() {
      await running?.done;
    },

    async stop() {
      const live = running;
      if (!live) return;
      live.controller.abort();
      await live.done;
    },
  };
}
