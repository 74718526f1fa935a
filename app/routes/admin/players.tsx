// Player Data: statistics, the players list (search, account/guest filter, sort on every column,
// pages; all of it in the URL, rendered by the server), CSV exports, the leaderboard entries and the
// runs held for review.
import { adminMeta } from "../../components/admin-section.tsx";
import { LeaderboardEntriesPanel } from "../../components/admin/leaderboard-entries.tsx";
import { RunReviewsPanel } from "../../components/admin/run-reviews.tsx";
import { Pager } from "../../components/admin/pager.tsx";
import { PlayersTable } from "../../components/admin/players/players-table.tsx";
import { SearchForm } from "../../components/admin/players/search-form.tsx";
import { StatsCards } from "../../components/admin/players/stats-cards.tsx";
import { formatNumber } from "../../components/admin/players/format.ts";
import { useAdminT } from "../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../shared/i18n/index.ts";
import { getServices } from "../../../shared/context.ts";
import { parsePlayerQuery } from "../../../server/admin/player-data.ts";
import type { Route } from "./+types/players";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  // People edit this URL: what does not parse falls back to the default instead of an error page.
  const parsed = parsePlayerQuery(new URL(request.url).searchParams, { lenient: true });
  if (!parsed.ok) throw new Error(parsed.message); // lenient never refuses
  const [page, statistics] = await Promise.all([services.playerData.list(parsed.query), services.playerData.statistics()]);
  return { page, statistics };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("admin.players", matches);

export default function AdminPlayers({ loaderData }: Route.ComponentProps) {
  const t = useAdminT();
  const locale = useLocale();
  const { page, statistics } = loaderData;
  const state = page.query;
  const exportPlayers = new URLSearchParams();
  if (state.q) exportPlayers.set("q", state.q);
  if (state.type !== "all") exportPlayers.set("type", state.type);
  const playersHref = `/api/admin/export/players.csv${exportPlayers.size > 0 ? `?${exportPlayers}` : ""}`;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t("admin.players")}</h1>
        <div className="flex flex-wrap gap-3" role="group" aria-label={t("players.export.label")}>
          {/* Plain links: the file streams straight to the browser's download. */}
          <a
            href="/api/admin/export/scores.csv"
            download
            className="btn btn-secondary py-2.5"
            title={t("players.export.scoresHint")}
            data-testid="export-scores"
          >
            {t("players.export.scores")}
          </a>
          <a
            href={playersHref}
            download
            className="btn btn-secondary py-2.5"
            title={t("players.export.playersHint")}
            data-testid="export-players"
          >
            {t("players.export.players")}
          </a>
        </div>
      </div>

      <StatsCards stats={statistics} />

      <section aria-labelledby="players-list-title" className="flex flex-col gap-4">
        <h2 id="players-list-title" className="text-xl font-black">
          {t("players.table.label")}
        </h2>
        <SearchForm state={state} />
        {statistics.players === 0 ? (
          <Empty testId="players-empty-none">{t("players.empty.none")}</Empty>
        ) : page.rows.length === 0 ? (
          <Empty testId="players-empty-search">{t("players.empty.search")}</Empty>
        ) : (
          <>
            <p className="text-sm font-semibold text-slate-600" role="status" data-testid="players-total">
              {t("players.found", { count: formatNumber(locale, page.total) })}
            </p>
            <PlayersTable rows={page.rows} state={state} />
            <Pager page={state.page} pages={page.pageCount} testId="players" />
          </>
        )}
      </section>

      <section aria-labelledby="scores-title" className="flex flex-col gap-4" data-testid="scores-section">
        <h2 id="scores-title" className="text-xl font-black">
          {t("players.scores")}
        </h2>
        <LeaderboardEntriesPanel />
      </section>

      {/* Runs the bot check held off the boards: the operator clears or rejects them. */}
      <RunReviewsPanel />
    </div>
  );
}

function Empty({ testId, children }: { testId: string; children: string }) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-sky-200 bg-white px-6 py-10 text-center" data-testid={testId}>
      <p className="text-lg font-semibold text-slate-700">{children}</p>
    </div>
  );
}
