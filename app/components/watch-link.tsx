// "Watch": a board entry's link to its run's replay (/replay/:runId, docs/decisions/028-watch-any-ranked-run.md).
// Shown beside every real entry (sample rows have no run); the replay page fetches its data on
// hover, focus or touch already (prefetch="intent"), and the player's code (the game's renderer and
// simulation, the bulk of the page's JavaScript) is fetched once the page that shows the link is
// idle, so the first frame follows a tap closely. Not the data of every row: a board shows ten or more
// links, and each row's log is fetched only when asked for.
import { useEffect } from "react";
import { Link } from "react-router";
import { formatCount, useLocale, useT } from "../../shared/i18n/index.ts";

export function replayPath(runId: string): string {
  return `/replay/${encodeURIComponent(runId)}`;
}

let playerCodeAsked = false;

/** Loads the replay player's code in an idle moment, once per page load. */
function preloadPlayerCode() {
  if (playerCodeAsked) return;
  playerCodeAsked = true;
  // The game's replay viewer (its simulation and renderer): the player around it is small and has texts.
  const load = () => void import("../../game/loop/replay.ts").catch(() => (playerCodeAsked = false));
  if ("requestIdleCallback" in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}

export function WatchLink({ runId, name, score, className = "" }: { runId: string; name: string; score: number; className?: string }) {
  const t = useT();
  const locale = useLocale();
  useEffect(preloadPlayerCode, []);
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
