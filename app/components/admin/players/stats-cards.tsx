import type { PlayerStatistics } from "../../../../server/admin/player-data.ts";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatMoney, formatNumber } from "./format.ts";

/** The statistics cards at the top of Player Data. */
export function StatsCards({ stats }: { stats: PlayerStatistics }) {
  const t = useAdminT();
  const locale = useLocale();
  const n = (value: number, digits = 0) => formatNumber(locale, value, digits);
  const cards: Array<{ id: string; label: AdminMessageKey; value: string; detail?: string }> = [
    {
      id: "players",
      label: "players.stats.players",
      value: n(stats.players),
      detail: t("players.stats.playersDetail", { accounts: n(stats.accounts), guests: n(stats.guests) }),
    },
    { id: "games-today", label: "players.stats.gamesToday", value: n(stats.gamesToday) },
    { id: "games-all-time", label: "players.stats.gamesAllTime", value: n(stats.gamesAllTime) },
    { id: "average-score", label: "players.stats.averageScore", value: n(stats.averageScore, 1) },
    { id: "best-score", label: "players.stats.bestScore", value: n(stats.bestScore) },
    { id: "coins", label: "players.stats.coins", value: n(stats.coinsInCirculation) },
    {
      id: "revenue",
      label: "players.stats.revenue",
      value: formatMoney(locale, stats.revenueCents),
      detail: t("players.stats.revenueDetail", {
        gross: formatMoney(locale, stats.grossRevenueCents),
        refunded: formatMoney(locale, stats.refundedCents),
      }),
    },
  ];
  return (
    <section aria-labelledby="player-stats-title" data-testid="player-stats">
      <h2 id="player-stats-title" className="sr-only">
        {t("players.stats.label")}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.id}
            className={`rounded-3xl bg-white p-4 shadow-sm ring-1 ring-sky-100 ${card.id === "players" || card.id === "revenue" ? "col-span-2 sm:col-span-1" : ""}`}
            data-testid={`stat-${card.id}`}
          >
            <dt className="text-xs font-bold tracking-wide text-slate-500 uppercase">{t(card.label)}</dt>
            <dd className="mt-1 text-2xl font-black text-ink tabular-nums" data-testid="stat-value">
              {card.value}
            </dd>
            {card.detail ? <dd className="mt-0.5 text-xs text-slate-600">{card.detail}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
