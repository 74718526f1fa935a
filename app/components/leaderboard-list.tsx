import { Link } from "react-router";
import { useT } from "../i18n/index.ts";
import { BirdSvg } from "./art.tsx";

/** How many places the daily board shows. */
export const LEADERBOARD_SIZE = 10;

export interface LeaderboardEntry {
  rank: number;
  name: string;
  score: number;
  location: string;
  /** epoch ms */
  achievedAt: number;
  isSample: boolean;
}

const PODIUM: Record<number, { row: string; badge: string; medal: string }> = {
  1: {
    row: "bg-gradient-to-r from-amber-100 to-yellow-50 ring-2 ring-amber-300",
    badge: "bg-gradient-to-b from-yellow-300 to-amber-500 text-amber-950 ring-2 ring-amber-600/40",
    medal: "gold",
  },
  2: {
    row: "bg-gradient-to-r from-slate-100 to-slate-50 ring-2 ring-slate-300",
    badge: "bg-gradient-to-b from-slate-200 to-slate-400 text-slate-900 ring-2 ring-slate-500/40",
    medal: "silver",
  },
  3: {
    row: "bg-gradient-to-r from-orange-100 to-amber-50 ring-2 ring-orange-300",
    badge: "bg-gradient-to-b from-orange-300 to-orange-600 text-orange-950 ring-2 ring-orange-700/40",
    medal: "bronze",
  },
};

/** The ranked daily list (home page section and /leaderboard). */
export function LeaderboardList({ entries }: { entries: readonly LeaderboardEntry[] }) {
  const t = useT();

  if (entries.length === 0) {
    return (
      <div
        data-testid="leaderboard-empty"
        className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-sky-200 bg-white/80 px-6 py-10 text-center"
      >
        <BirdSvg className="h-14 w-16 motion-safe:animate-bob" />
        <p className="max-w-sm text-lg font-semibold">{t("leaderboard.empty")}</p>
        <Link to="/play" className="btn btn-primary">
          {t("common.playNow")}
        </Link>
      </div>
    );
  }

  const spotsLeft = LEADERBOARD_SIZE - entries.length;
  const numberFormat = new Intl.NumberFormat("en-US");

  return (
    <div data-testid="leaderboard">
      <ol className="flex flex-col gap-2.5" aria-label={t("leaderboard.listLabel")}>
        {entries.map((entry) => {
          const podium = PODIUM[entry.rank];
          return (
            <li
              key={`${entry.rank}-${entry.name}`}
              data-testid="leaderboard-entry"
              data-rank={entry.rank}
              data-medal={podium?.medal}
              className={`flex items-center gap-3 rounded-2xl px-3 py-3 shadow-sm sm:gap-4 sm:px-4 ${
                podium ? podium.row : "bg-white ring-1 ring-sky-100"
              }`}
            >
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-full font-display text-lg font-black ${
                  podium ? podium.badge : "bg-sky-50 text-sky-800"
                }`}
                aria-label={t("leaderboard.rank", { rank: entry.rank })}
              >
                {entry.rank}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate font-bold">{entry.name}</span>
                  {entry.isSample ? (
                    <span className="shrink-0 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-800">
                      {t("leaderboard.sample")}
                    </span>
                  ) : null}
                </span>
                <span className="block truncate text-sm text-slate-600">{entry.location}</span>
              </span>
              <span className="shrink-0 text-right">
                <span className="block font-display text-2xl leading-none font-black tabular-nums">
                  {numberFormat.format(entry.score)}
                </span>
                <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {t("leaderboard.points")}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
      {spotsLeft > 0 ? (
        <p
          data-testid="leaderboard-spots"
          className="mt-4 rounded-2xl bg-emerald-50 px-4 py-3 text-center text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
        >
          {spotsLeft === 1
            ? t("leaderboard.spotsLeft.one")
            : t("leaderboard.spotsLeft.other", { count: spotsLeft })}
        </p>
      ) : null}
    </div>
  );
}
