// The Site Crawler section of /admin/seo: start a crawl of the site's own origin, follow its progress
// (polled every second while it runs), then read its results, the sitemap check and what changed
// since the crawl before; older crawls open from the list below.
import { useCallback, useEffect, useState } from "react";
import { useAdminT, type AdminTFunction } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { Card } from "../email/ui.tsx";
import { formatAdminTime } from "../time.ts";
import { buttonClass, dangerButtonClass, StatusLine } from "../ui.tsx";
import { shortUrl } from "./format.ts";
import {
  cancelCrawl,
  getCrawl,
  listCrawls,
  startCrawl,
  type ApiResult,
  type CrawlRecord,
  type CrawlView,
  type CrawlerOverview,
} from "./api.ts";
import { CrawlResults, PastCrawls, StatusBadge } from "./results.tsx";

/** How often a running crawl's progress is asked for. */
export const POLL_MS = 1000;

type Status = { kind: "ok" | "error"; text: string } | null;

/** The list's fields of a crawl (the list keeps no pages). */
function recordOf(view: CrawlView): CrawlRecord {
  const { id, status, origin, startedBy, startedAt, finishedAt, pageCount, errors, warnings, failure, progress } = view;
  return { id, status, origin, startedBy, startedAt, finishedAt, pageCount, errors, warnings, failure, progress };
}

function errorText(t: AdminTFunction, result: Extract<ApiResult<unknown>, { ok: false }>): string {
  if (result.error === "crawl_running") return t("crawler.error.running");
  if (result.error === "network") return t("crawler.error.network");
  return result.message || t("crawler.error.network");
}

export function CrawlerSection({ overview }: { overview: CrawlerOverview }) {
  const t = useAdminT();
  const [crawls, setCrawls] = useState(overview.crawls);
  const [current, setCurrent] = useState(overview.current);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);

  const remember = useCallback((view: CrawlView) => {
    setCrawls((list) =>
      list.some((crawl) => crawl.id === view.id)
        ? list.map((crawl) => (crawl.id === view.id ? recordOf(view) : crawl))
        : [recordOf(view), ...list],
    );
  }, []);

  const open = useCallback(
    async (id: string) => {
      const result = await getCrawl(id);
      if (result.ok) {
        setCurrent(result.data.crawl);
        remember(result.data.crawl);
      } else setStatus({ kind: "error", text: errorText(t, result) });
      return result;
    },
    [remember, t],
  );

  // While the crawl shown runs: its progress every second, then its results once it ends.
  const runningId = current?.status === "running" ? current.id : null;
  useEffect(() => {
    if (!runningId) return;
    let stopped = false;
    let waiting = false;
    const timer = setInterval(async () => {
      if (waiting) return;
      waiting = true;
      const result = await getCrawl(runningId, false);
      waiting = false;
      if (stopped || !result.ok) return;
      const view = result.data.crawl;
      if (view.status === "running") {
        setCurrent((shown) => (shown?.id === runningId ? { ...shown, ...recordOf(view) } : shown));
        remember(view);
        return;
      }
      stopped = true;
      clearInterval(timer);
      const full = await getCrawl(runningId);
      if (!full.ok) return setStatus({ kind: "error", text: errorText(t, full) });
      const done = full.data.crawl;
      setCurrent((shown) => (shown?.id === runningId ? done : shown));
      setStatus(
        done.status === "finished"
          ? { kind: "ok", text: t("crawler.done", { pages: done.pageCount, errors: done.errors, warnings: done.warnings }) }
          : done.status === "cancelled"
            ? { kind: "ok", text: t("crawler.cancelled", { pages: done.pageCount }) }
            : { kind: "error", text: t("crawler.failed", { reason: done.failure ?? "" }) },
      );
      // The list again: a finished crawl may have pushed the oldest one out.
      const list = await listCrawls();
      if (list.ok) setCrawls(list.data.crawls);
      else remember(done);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [runningId, remember, t]);

  async function start() {
    setBusy(true);
    setStatus(null);
    const result = await startCrawl();
    if (result.ok) {
      setCurrent(result.data.crawl);
      remember(result.data.crawl);
      setStatus({ kind: "ok", text: t("crawler.started") });
    } else {
      setStatus({ kind: "error", text: errorText(t, result) });
      // Someone else's crawl is running: show its progress instead.
      const runningId = typeof result.body?.id === "string" ? result.body.id : null;
      if (result.error === "crawl_running" && runningId) {
        const running = await getCrawl(runningId, false);
        if (running.ok) setCurrent(running.data.crawl);
      }
    }
    setBusy(false);
  }

  async function cancel(id: string) {
    setBusy(true);
    const result = await cancelCrawl(id);
    if (result.ok) {
      setCurrent(result.data.crawl);
      remember(result.data.crawl);
      setStatus({ kind: "ok", text: t("crawler.cancelled", { pages: result.data.crawl.pageCount }) });
    } else setStatus({ kind: "error", text: errorText(t, result) });
    setBusy(false);
  }

  const anyRunning = crawls.some((crawl) => crawl.status === "running");

  return (
    <Card id="crawler" title={t("crawler.title")} intro={t("crawler.intro")} testId="crawler-section">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonClass}
          disabled={busy || anyRunning}
          onClick={() => void start()}
          data-testid="crawler-start"
        >
          {anyRunning ? t("crawler.running") : t("crawler.start")}
        </button>
        {current?.status === "running" ? (
          <button
            type="button"
            className={dangerButtonClass}
            disabled={busy}
            onClick={() => void cancel(current.id)}
            data-testid="crawler-cancel"
          >
            {t("crawler.cancel")}
          </button>
        ) : null}
      </div>
      <div className="mt-2">
        <StatusLine status={status} testId="crawler-status" />
      </div>

      {current === null ? (
        <p className="mt-2 rounded-2xl bg-sky-50 px-4 py-6 text-center font-semibold text-slate-600" data-testid="crawler-empty">
          {t("crawler.empty")}
        </p>
      ) : (
        <CurrentCrawl crawl={current} />
      )}

      {crawls.length > 0 ? <PastCrawls crawls={crawls} shownId={current?.id ?? null} onOpen={(id) => void open(id)} /> : null}
    </Card>
  );
}

function CurrentCrawl({ crawl }: { crawl: CrawlView }) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    <div className="mt-2 grid grid-cols-1 gap-5" data-testid="crawler-current" data-crawl-id={crawl.id} data-status={crawl.status}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-black text-ink">{t("crawler.crawlOf", { time: formatAdminTime(crawl.startedAt, locale) })}</h3>
        <StatusBadge status={crawl.status} />
        {crawl.startedBy ? <span className="text-sm text-slate-600">{t("crawler.by", { who: crawl.startedBy })}</span> : null}
      </div>
      {crawl.status === "running" ? <Progress crawl={crawl} /> : <CrawlResults crawl={crawl} />}
    </div>
  );
}

/** crawled / (crawled + queued): the queue grows as links are found, so the bar can step back. */
function Progress({ crawl }: { crawl: CrawlView }) {
  const t = useAdminT();
  const progress = crawl.progress ?? { crawled: crawl.pageCount, queued: 0, current: null };
  const total = progress.crawled + progress.queued;
  const percent = total === 0 ? 0 : Math.round((progress.crawled / total) * 100);
  const current = progress.current ? shortUrl(progress.current, crawl.origin) : null;
  return (
    <div data-testid="crawler-progress">
      <div
        role="progressbar"
        aria-label={t("crawler.progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("crawler.progress.text", { crawled: progress.crawled, queued: progress.queued })}
        className="h-3 w-full overflow-hidden rounded-full bg-sky-100"
      >
        <div className="h-full rounded-full bg-sky-500 transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p
        className="mt-1 text-sm text-slate-700 tabular-nums"
        data-testid="crawler-progress-counts"
        data-crawled={progress.crawled}
        data-queued={progress.queued}
      >
        {t("crawler.progress.text", { crawled: progress.crawled, queued: progress.queued })}
      </p>
      {current ? (
        <p className="mt-1 truncate text-sm text-slate-600" data-testid="crawler-progress-current">
          {t("crawler.progress.current")} <span className="font-mono text-xs">{current}</span>
        </p>
      ) : null}
    </div>
  );
}
