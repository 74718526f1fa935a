import { useRef, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "../i18n/index.ts";
import { LEADERBOARD_BOARDS, type LeaderboardBoard } from "../lib/leaderboard-live.ts";

export const tabIdOf = (board: LeaderboardBoard) => `leaderboard-tab-${board}`;

/**
 * Today / This Week / All Time as an ARIA tab list. Each tab is a link to `?board=…`, so the choice
 * is linkable and server-rendered; arrow keys, Home and End move between tabs (automatic activation).
 */
export function LeaderboardTabs({ selected, panelId }: { selected: LeaderboardBoard; panelId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const tabs = useRef(new Map<LeaderboardBoard, HTMLAnchorElement>());

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const n = LEADERBOARD_BOARDS.length;
    const index = LEADERBOARD_BOARDS.indexOf(selected);
    const next =
      event.key === "ArrowRight" ? (index + 1) % n
      : event.key === "ArrowLeft" ? (index - 1 + n) % n
      : event.key === "Home" ? 0
      : event.key === "End" ? n - 1
      : null;
    if (next === null) return;
    event.preventDefault();
    const board = LEADERBOARD_BOARDS[next]!;
    tabs.current.get(board)?.focus();
    void navigate({ search: `?board=${board}` }, { replace: true, preventScrollReset: true });
  }

  return (
    <div
      role="tablist"
      aria-label={t("leaderboard.tabs.label")}
      className="mx-auto flex w-full max-w-md rounded-full bg-sky-100 p-1.5 ring-1 ring-sky-200"
    >
      {LEADERBOARD_BOARDS.map((board) => {
        const active = board === selected;
        return (
          <Link
            key={board}
            ref={(node) => {
              if (node) tabs.current.set(board, node);
              else tabs.current.delete(board);
            }}
            to={{ search: `?board=${board}` }}
            replace
            preventScrollReset
            role="tab"
            id={tabIdOf(board)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onKeyDown={onKeyDown}
            data-testid={`leaderboard-tab-${board}`}
            className={`flex-1 rounded-full px-3 py-2 text-center text-sm font-black whitespace-nowrap transition-colors sm:text-base ${
              active ? "bg-white text-ink shadow-md ring-1 ring-sky-200" : "text-sky-800 hover:bg-white/60"
            }`}
          >
            {t(`leaderboard.tab.${board}`)}
          </Link>
        );
      })}
    </div>
  );
}
