import { Link } from "react-router";
import { useLocale, useT, type MessageKey, formatCount } from "../../shared/i18n/index.ts";
import type { LeaderboardBoard, LeaderboardEntry } from "../lib/leaderboard-live.ts";
import { placeName } from "../lib/place-name.ts";
import { GUEST_NAME } from "../../shared/players.ts";
import { BirdSvg } from "./art.tsx";
import { WatchLink } from "./watch-link.tsx";

/** How many places a board shows. */
export const LEADERBOARD_SIZE = 10;

export type { LeaderboardEntry } from "../lib/leaderboard-live.ts";

const LIST_LABEL: Record<LeaderboardBoard, MessageKey> = {
  daily: "leaderboard.listLabel",
  weekly: "leaderboard.listLabel.weekly",
  alltime: "leaderboard.listLabel.alltime",
  course: "leaderboard.listLabel.course",
  bestday: "leaderboard.listLabel.bestday",
};

const SPOTS_LEFT: Record<LeaderboardBoard, { one: MessageKey; other: MessageKey }> = {
  daily: { one: "leaderboard.spotsLeft.one", other: "leaderboard.spotsLeft.other" },
  weekly: { one: "leaderboard.spotsLeft.weekly.one", other: "leaderboard.spotsLeft.weekly.other" },
  alltime: { one: "leaderboard.spotsLeft.alltime.one", other: "leaderboard.spotsLeft.alltime.other" },
  course: { one: "leaderboard.spotsLeft.course.one", other: "leaderboard.spotsLeft.course.other" },
  bestday: { one: "leaderboard.spotsLeft.bestday.one", other: "leaderboard.spotsLeft.bestday.other" },
};

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

/**
 * A board's ranked list (home page section and /leaderboard): top 3 highlighted, the caller's row
 * marked, and `own` (the caller's row when ranked below the shown rows) under the list. `places`: the
 * page language's names of the rows' locations (the loader's, app/lib/place-name.ts).
 */
export function LeaderboardList({
  board,
  entries,
  own = null,
  places,
}: {
  board: LeaderboardBoard;
  entries: readonly LeaderboardEntry[];
  own?: LeaderboardEntry | null;
  places?: Readonly<Record<string, string>>;
}) {
  const t = useT();

  if (entries.length === 0) {
    return (
      <div
        data-testid="leaderboard-empty"
        className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed border-sky-200 bg-white/80 px-6 py-10 text-center"
      >
        <BirdSvg className="h-14 w-16 motion-safe:animate-bob" />
        <p className="max-w-sm text-lg font-semibold">{t("leaderboard.empty")}</p>
        <Link to={board === "course" || board === "bestday" ? "/play?mode=course" : "/play"} className="btn btn-primary">
          {t("common.playNow")}
        </Link>
      </div>
    );
  }

  const spotsLeft = LEADERBOARD_SIZE - entries.length;

  return (
    <div data-testid="leaderboard" data-board={board}>
      <ol className="flex flex-col gap-2.5" aria-label={t(LIST_LABEL[board])}>
        {entries.map((entry) => (
          <li key={`${entry.rank}-${entry.name}-${entry.achievedAt}`} data-testid="leaderboard-entry">
            <EntryRow places={places} entry={entry} />
          </li>
        ))}
      </ol>
      {own ? (
        <div className="mt-2.5" data-testid="leaderboard-me">
          <p className="flex items-center gap-3 pb-2 text-xs font-black tracking-wider text-slate-500 uppercase">
            <span aria-hidden="true" className="h-px flex-1 border-t-2 border-dotted border-slate-300" />
            {t("leaderboard.yourRank")}
            <span aria-hidden="true" className="h-px flex-1 border-t-2 border-dotted border-slate-300" />
          </p>
          <EntryRow places={places} entry={{ ...own, isMe: true }} />
        </div>
      ) : null}
      {spotsLeft > 0 ? (
        <p
          data-testid="leaderboard-spots"
          className="mt-4 rounded-2xl bg-emerald-50 px-4 py-3 text-center text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
        >
          {spotsLeft === 1 ? t(SPOTS_LEFT[board].one) : t(SPOTS_LEFT[board].other, { count: spotsLeft })}
        </p>
      ) : null}
    </div>
  );
}

function EntryRow({ entry, places }: { entry: LeaderboardEntry; places?: Readonly<Record<string, string>> }) {
  const t = useT();
  const locale = useLocale();
  const podium = PODIUM[entry.rank];
  const me = entry.isMe === true;
  const displayName = entry.name === GUEST_NAME ? t("layout.guestName") : entry.name;
  return (
    <div
      data-rank={entry.rank}
      data-medal={podium?.medal}
      data-me={me ? "true" : undefined}
      className={`flex items-center gap-3 rounded-2xl px-3 py-3 shadow-sm sm:gap-4 sm:px-4 ${
        podium ? podium.row : me ? "bg-sky-50 ring-2 ring-sky-400" : "bg-white ring-1 ring-sky-100"
      } ${me && podium ? "outline-3 outline-offset-2 outline-sky-500" : ""}`}
    >
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-full font-display text-lg font-black ${
          podium ? podium.badge : me ? "bg-sky-500 text-white" : "bg-sky-50 text-sky-800"
        }`}
        aria-label={t("leaderboard.rank", { rank: formatCount(entry.rank, locale) })}
      >
        {formatCount(entry.rank, locale)}
      </span>
      <span className="min-w-0 flex-1">
        {/* On a phone the marks go on the place's line, so the name has the row's width (15 characters fit). */}
        <span className="flex items-center gap-2">
          <span className="truncate font-bold">{displayName}</span>
          <RowMarks me={me} sample={entry.isSample === true} className="hidden sm:contents" />
        </span>
        <span className="flex items-center gap-2 text-sm text-slate-600">
          <RowMarks me={me} sample={entry.isSample === true} className="contents sm:hidden" />
          <span className="truncate">{placeName(entry.location, locale, places, t("leaderboard.location.unknown"))}</span>
        </span>
      </span>
      <span className="shrink-0 text-right">
        <span className="block font-display text-2xl leading-none font-black tabular-nums">{formatCount(entry.score, locale)}</span>
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{t("leaderboard.points")}</span>
      </span>
      {entry.runId && !entry.isSample ? <WatchLink runId={entry.runId} name={displayName} score={entry.score} compact /> : null}
    </div>
  );
}

/** The row's "You" and "Sample" marks; `className` says where they show (one place per breakpoint). */
function RowMarks({ me, sample, className }: { me: boolean; sample: boolean; className: string }) {
  const t = useT();
  if (!me && !sample) return null;
  return (
    <span className={className}>
      {me ? (
        <span className="shrink-0 rounded-full bg-sky-500 px-2 py-0.5 text-xs font-bold text-white">{t("leaderboard.you")}</span>
      ) : null}
      {sample ? (
        <span className="shrink-0 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-bold text-sky-800">{t("leaderboard.sample")}</span>
      ) : null}
    </span>
  );
}

/** A small "Live" mark shown while the board's update stream is connected. */
export function LiveBadge({ live }: { live: boolean }) {
  const t = useT();
  if (!live) return null;
  return (
    <span
      data-testid="leaderboard-live"
      title={t("leaderboard.liveHint")}
      className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-1 text-xs font-black tracking-wide text-red-700 uppercase ring-1 ring-red-200"
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-red-500 motion-safe:animate-pulse" />
      {t("leaderboard.live")}
    </span>
  );
}
