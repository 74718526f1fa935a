// "Watch" in the admin's tables (the Scores panel, a player's runs): the run's public replay page
// (/replay/:runId, docs/decisions/028-watch-any-ranked-run.md) in a new tab, so the table stays as it was.
import { useAdminT } from "../../../shared/i18n/admin/index.ts";

export function AdminWatchLink({ runId, name, score, className = "" }: { runId: string; name: string; score: string; className?: string }) {
  const t = useAdminT();
  return (
    <a
      href={`/replay/${encodeURIComponent(runId)}`}
      target="_blank"
      rel="noopener"
      aria-label={t("players.review.watchLabel", { name, score })}
      className={`inline-block rounded-xl px-3 py-1.5 text-sm font-bold text-sky-800 ring-1 ring-sky-200 hover:bg-sky-50 focus-visible:outline-3 focus-visible:outline-sky-400 ${className}`}
      data-testid="admin-watch-run"
      data-run-id={runId}
    >
      {t("players.review.watch")}
    </a>
  );
}
