// "Watch": a board entry's link to its run's replay (/replay/:runId, docs/decisions/028-watch-any-ranked-run.md).
// Shown beside every real entry (sample rows have no run); the replay page fetches its data on
// hover, focus or touch already (prefetch="intent"), and the page's code (the game's renderer and
// simulation, the bulk of its JavaScript, and the route's own module) is fetched once the page that
// shows the link is idle, so a tap only waits for the run's data. Not the data of every row: a board shows ten or more
// links, and each row's log is fetched only when asked for.
import { useEffect } from "react";
import { Link } from "react-router";
import { formatCount, useLocale, useT } from "../../shared/i18n/index.ts";

export function replayPath(runId: string): string {
  return `/replay/${encodeURIComponent(runId)}`;
}

let playerCodeAsked = false;

/**
 * The replay page's own route module as React Router's manifest names it (known once a link to the
 * page has been rendered: React Router discovers linked routes then). Importing that very URL puts the
 * module and its imports in the browser's module map, so the navigation's own import is instant and
 * only the run's data is fetched after a tap.
 */
function replayRouteModuleUrl(): string | null {
  const manifest = (window as { __reactRouterManifest?: { routes?: Record<string, { module?: string } | undefined> } })
    .__reactRouterManifest;
  return manifest?.routes?.["routes/replay"]?.module ?? null;
}

/** Loads the replay player's code in an idle moment, once per page load. */
function preloadPlayerCode() {
  if (playerCodeAsked) return;
  playerCodeAsked = true;
  const whenIdle = (then: () => void) => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(then, { timeout: 3000 });
    else setTimeout(then, 1000);
  };
  // The game's replay viewer (its simulation and renderer).
  whenIdle(() => void import("../../game/loop/replay.ts").catch(() => (playerCodeAsked = false)));
  // The page around it, once React Router has learnt of the route (a moment after the links render).
  let tries = 0;
  const loadRoute = () => {
    const url = replayRouteModuleUrl();
    if (url) void import(/* @vite-ignore */ url).catch(() => undefined);
    else if (++tries < 10) setTimeout(() => whenIdle(loadRoute), 300);
  };
  whenIdle(loadRoute);
}

/**
 * `compact`: below the `sm` breakpoint only the play mark shows (the aria-label still says what it
 * does), so a leaderboard row on a phone keeps its width for the player's name.
 */
export function WatchLink({
  runId,
  name,
  score,
  className = "",
  compact = false,
}: {
  runId: string;
  name: string;
  score: number;
  className?: string;
  compact?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  useEffect(preloadPlayerCode, []);
  return (
    <Link
      to={replayPath(runId)}
      prefetch="intent"
      aria-label={t("watch.aria", { name, score: formatCount(score, locale) })}
      className={`inline-flex min-h-9 shrink-0 items-center gap-1 rounded-full bg-sky-100 py-1 ${compact ? "min-w-9 justify-center px-2 sm:px-3" : "px-3"} text-xs font-black text-sky-900 ring-1 ring-sky-200 transition hover:bg-sky-200 focus-visible:outline-3 focus-visible:outline-sky-500 ${className}`}
      data-testid="watch-run"
      data-run-id={runId}
    >
      <svg viewBox="0 0 12 12" className="size-3" aria-hidden="true" focusable="false">
        <path d="M3 1.5v9l7.5-4.5z" fill="currentColor" />
      </svg>
      {compact ? <span className="hidden sm:inline">{t("watch.label")}</span> : t("watch.label")}
    </Link>
  );
}
