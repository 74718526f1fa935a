// Live leaderboards in the browser: the server-rendered view of a board, kept current by the
// Server-Sent Events stream `GET /api/leaderboards/stream?board=…` (docs/api.md). The stream carries
// the public top rows only, so a player with a session refetches `GET /api/leaderboards/:board`
// (debounced) after a change to learn which row is theirs and their rank outside the top.
import { useEffect, useRef, useState } from "react";
import type { LeaderboardRow } from "../../server/leaderboards/service.ts";

export const LEADERBOARD_BOARDS = ["daily", "weekly", "alltime", "course", "bestday"] as const;
/** The boards of the free runs and of the daily course (server/leaderboards/service.ts). */
export const FREE_RUN_BOARDS = ["daily", "weekly", "alltime"] as const satisfies readonly LeaderboardBoard[];
export const COURSE_RUN_BOARDS = ["course", "bestday"] as const satisfies readonly LeaderboardBoard[];
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];

export function isLeaderboardBoard(value: unknown): value is LeaderboardBoard {
  return typeof value === "string" && (LEADERBOARD_BOARDS as readonly string[]).includes(value);
}

/** A public board row (the server's LeaderboardRow) as the API and the stream send it. */
export interface LeaderboardEntry extends Omit<LeaderboardRow, "runId"> {
  /** The caller's own row (known only with a session). */
  isMe?: boolean;
  /** The run that made the row: its "Watch" link (/replay/:runId); absent or null for sample rows. */
  runId?: string | null;
}

/** One board as the page shows it: the same shape as the JSON API's answer. */
export interface LeaderboardView {
  board: LeaderboardBoard;
  top: LeaderboardEntry[];
  /** The caller's rank on the board's current period, or null (no session or no score). */
  me: { rank: number } | null;
  /** The caller's own row, with neighbours when asked for; [] without one. */
  around: LeaderboardEntry[];
}

/** The caller's own row, wherever the view has it. */
export function ownEntry(view: LeaderboardView): LeaderboardEntry | null {
  return view.top.find((row) => row.isMe) ?? view.around.find((row) => row.isMe) ?? null;
}

/** The caller's row when it is ranked but not among the shown top rows (the extra "your rank" row). */
export function ownEntryOutsideTop(view: LeaderboardView): LeaderboardEntry | null {
  if (view.me === null || view.top.some((row) => row.isMe)) return null;
  const own = view.around.find((row) => row.isMe);
  return own ? { ...own, rank: view.me.rank } : null;
}

/**
 * The board `initial` (from the loader), updated live. `hasSession`: refetch the caller's rank after
 * changes. `live` is true while the stream is connected. Without the stream (an older server, a
 * proxy that refuses it) the page simply stays as rendered. The stream's code
 * (leaderboard-stream.ts) loads after the page has started, so it is no part of its first JavaScript.
 */
export function useLeaderboardLive(initial: LeaderboardView, options: { hasSession: boolean; limit: number }) {
  const { hasSession, limit } = options;
  const [view, setView] = useState(initial);
  const [live, setLive] = useState(false);
  // New loader data (another tab chosen, a revalidation after a run) replaces what the stream built.
  const [source, setSource] = useState(initial);
  if (source !== initial) {
    setSource(initial);
    setView(initial);
  }
  const viewRef = useRef(view);
  useEffect(() => {
    viewRef.current = view;
  }, [view]);

  const board = initial.board;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let close: (() => void) | null = null;
    let stopped = false;
    void import("./leaderboard-stream.ts").then(({ connectLeaderboard }) => {
      if (stopped) return;
      close = connectLeaderboard(board, { hasSession, limit }, { current: () => viewRef.current, setView, setLive });
    });
    return () => {
      stopped = true;
      close?.();
      setLive(false);
    };
  }, [board, hasSession, limit]);

  return { view, live };
}
