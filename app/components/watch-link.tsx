// "Watch": a board entry's link to its run's replay (/replay/:runId, docs/decisions/028-watch-any-ranked-run.md).
// Shown beside every real entry (sample rows have no run); the replay page fetches its data on
// hover or focus already (prefetch), so the first frame follows the click closely.
import { Link } from "react-router";
import { formatCount, useLocale, useT } from "../../shared/i18n/index.ts";

export function replayPath(runId: string): string {
  return `/replay/${encodeURIComponent(runId)}`;
}

export function WatchLink({ runId, name, score, className = "" }: { runId: string; name: string; score: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link
      to={replayPath(runId)}
      prefetch="intent"
      aria-label={t("watch.aria", { name, score: formatCount(score, locale) })}
      className={`inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full bg-sky-100 px-3 py-1 text-xs font-black text-sky-900 ring-1 ring-sky-200 transition hover:bg-sky-200 focus-visible:outline-3 focus-visible:outline-sky-500 ${className}`}
      data-testid="watch-run"
      data-run-id={runId}
    >
      <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true" focusable="false">
        <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
      </svg>
      {t("watch.label")}
    </Link>
  );
}
