import { Link } from "react-router";
import type { PlayerRow, PlayerSortKey, SortDirection } from "../../../../server/admin/player-data.ts";
import { useAdminT, type AdminMessageKey } from "../../../../shared/i18n/admin/index.ts";
import { useLocale } from "../../../../shared/i18n/index.ts";
import { formatDate, formatDateTime, formatMoney, formatNumber } from "./format.ts";
import { searchOf, type ListState } from "./query-url.ts";

interface Column {
  key: PlayerSortKey;
  label: AdminMessageKey;
  /** The direction a first click sorts by: text A→Z, numbers and times largest first. */
  first: SortDirection;
  numeric?: boolean;
}

const COLUMNS: Column[] = [
  { key: "name", label: "players.col.name", first: "asc" },
  { key: "email", label: "players.col.email", first: "asc" },
  { key: "type", label: "players.col.type", first: "asc" },
  { key: "joined", label: "players.col.joined", first: "desc" },
  { key: "games", label: "players.col.games", first: "desc", numeric: true },
  { key: "best", label: "players.col.best", first: "desc", numeric: true },
  { key: "lastPlayed", label: "players.col.lastPlayed", first: "desc" },
  { key: "coins", label: "players.col.coins", first: "desc", numeric: true },
  { key: "spent", label: "players.col.spent", first: "desc", numeric: true },
];

/** The players table: every header sorts (aria-sort tells which), every name opens the player. */
export function PlayersTable({ rows, state }: { rows: PlayerRow[]; state: ListState }) {
  const t = useAdminT();
  const locale = useLocale();
  return (
    <div className="relative overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-sky-100">
      <table className="w-full text-left text-sm" data-testid="players-table">
        <caption className="sr-only">{t("players.table.label")}</caption>
        <thead className="border-b border-sky-100 bg-sky-50/60 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {COLUMNS.map((column) => {
              const active = state.sort === column.key;
              const next: SortDirection = active ? (state.dir === "asc" ? "desc" : "asc") : column.first;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? (state.dir === "asc" ? "ascending" : "descending") : "none"}
                  className={`px-3 py-2 font-bold whitespace-nowrap ${column.numeric ? "text-right" : ""}`}
                  data-testid={`sort-${column.key}`}
                >
                  <Link
                    to={searchOf({ ...state, sort: column.key, dir: next, page: 1 })}
                    aria-label={t("players.sortBy", { column: t(column.label) })}
                    className={`inline-flex items-center gap-1 rounded-lg px-1 py-1 hover:text-ink ${active ? "text-ink" : ""}`}
                    preventScrollReset
                  >
                    {t(column.label)}
                    <span aria-hidden="true" className={active ? "" : "opacity-30"}>
                      {active ? (state.dir === "asc" ? "▲" : "▼") : "↕"}
                    </span>
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-sky-50">
          {rows.map((row) => (
            <tr key={row.id} className="hover:bg-sky-50/50" data-testid="players-row" data-player-id={row.id}>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <Link
                  to={`/admin/players/${encodeURIComponent(row.id)}`}
                  className="font-bold text-sky-800 underline-offset-2 hover:underline"
                  data-testid="player-link"
                >
                  {row.name}
                </Link>
                <div className="font-mono text-[0.7rem] text-slate-500">{row.id}</div>
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">{row.email ?? "—"}</td>
              <td className="px-3 py-2.5 whitespace-nowrap">
                <span
                  className={`inline-block rounded-full px-2 py-0.5 text-xs font-bold ${row.isGuest ? "bg-slate-100 text-slate-700" : "bg-sky-100 text-sky-800"}`}
                >
                  {t(row.isGuest ? "players.badge.guest" : "players.badge.account")}
                </span>
                {row.banned ? (
                  <span className="ml-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800">
                    {t("players.badge.banned")}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">{formatDate(row.joinedAt)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(locale, row.gamesPlayed)}</td>
              <td className="px-3 py-2.5 text-right font-bold tabular-nums" data-testid="player-best">
                {formatNumber(locale, row.bestScore)}
              </td>
              <td className="px-3 py-2.5 whitespace-nowrap text-slate-700">
                {row.lastPlayedAt === null ? t("players.never") : formatDateTime(row.lastPlayedAt)}
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(locale, row.coins)}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(locale, row.spentCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
