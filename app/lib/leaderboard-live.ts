// Live leaderboards in the browser: the server-rendered view of a board, kept current by the
// Server-Sent Events stream `GET /api/leaderboards/stream?board=…` (docs/api.md). The stream carries
// the public top rows only, so a player with a session refetches `GET /api/leaderboards/:board`
// (debounced) after a change to learn which row is theirs and their rank outside the top.
import { useEffect, useRef, useState } from "react";
import type { LeaderboardRow } from "../../server/leaderboards/service.ts";

export const LEADERBOARD_BOARDS = ["daily", "weekly", "alltime"] as const;
export type LeaderboardBoard = (typeof LEADERBOARD_BOARDS)[number];

export function isLeaderboardBoard(value: unknown): value is LeaderboardBoard {
  return typeof value === "string" && (LEADERBOARD_BOARDS as readonly string[]).includes(value);
}

/** A public board row (the server's LeaderboardRow) as the API and the stream send it. */
export interface LeaderboardEntry extends LeaderboardRow {
  /** The caller's own row (known only with a session). */
  isMe?: boolean;
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

export interface StreamSnapshot {
  board: LeaderboardBoard;
  period: string;
  top: LeaderboardEntry[];
}

/** After a change, wait this long (plus jitter) before refetching the own rank, so bursts cost one request. */
export const REFRESH_DEBOUNCE_MS = 600;
const REFRESH_JITTER_MS = 400;

const isEntry = (row: unknown): row is LeaderboardEntry => {
  if (typeof row !== "object" || row === null) return false;
  const r = row as Record<string, unknown>;
  return (
    Number.isInteger(r.rank) &&
    typeof r.name === "string" &&
    Number.isFinite(r.score) &&
    typeof r.location === "string" &&
    Number.isFinite(r.achievedAt) &&
    typeof r.isSample === "boolean"
  );
};

/** The `data:` of a `leaderboard` event, or null when it is not one (a bad event is ignored, not fatal). */
export function parseSnapshot(data: string): StreamSnapshot | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isLeaderboardBoard(v.board) || !Array.isArray(v.top) || !v.top.every(isEntry)) return null;
  const top = v.top.map(({ rank, name, score, location, achievedAt, isSample }) => ({ rank, name, score, location, achievedAt, isSample }));
  return { board: v.board, period: typeof v.period === "string" ? v.period : "", top };
}

/** The answer of `GET /api/leaderboards/:board` as a view, or null when it is not one. */
export function parseView(value: unknown): LeaderboardView | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Record<string, unknown>;
  if (!isLeaderboardBoard(v.board) || !Array.isArray(v.top) || !Array.isArray(v.around)) return null;
  if (!v.top.every(isEntry) || !v.around.every(isEntry)) return null;
  const me = v.me as { rank?: unknown } | null;
  if (me !== null && (typeof me !== "object" || !Number.isInteger(me.rank))) return null;
  return { board: v.board, top: v.top, me: me === null ? null : { rank: me.rank as number }, around: v.around };
}

const sameRow = (a: LeaderboardEntry, b: LeaderboardEntry) =>
  a.name === b.name && a.score === b.score && a.achievedAt === b.achievedAt && a.isSample === b.isSample;

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
 * A stream snapshot applied to a view: the new top rows; the caller's row is recognised again by its
 * content until the refetch says for sure (the stream does not say whose rows they are).
 */
export function applySnapshot(view: LeaderboardView, snapshot: StreamSnapshot): LeaderboardView {
  const own = ownEntry(view);
  const top = snapshot.top.map((row) => (own && sameRow(row, own) ? { ...row, isMe: true } : { ...row, isMe: false }));
  const mine = top.find((row) => row.isMe);
  return {
    board: view.board,
    top,
    me: mine ? { rank: mine.rank } : view.me,
    around: view.around,
  };
}

/** Whether a snapshot shows exactly the rows the view already shows (the snapshot sent on connect). */
export function sameTop(view: LeaderboardView, snapshot: StreamSnapshot): boolean {
  return (
    view.top.length === snapshot.top.length &&
    view.top.every((row, i) => row.rank === snapshot.top[i]!.rank && sameRow(row, snapshot.top[i]!))
  );
}

export function streamUrl(board: LeaderboardBoard): string {
  return `/api/leaderboards/stream?board=${board}`;
}

export function boardUrl(board: LeaderboardBoard, limit: number): string {
  return `/api/leaderboards/${board}?limit=${limit}&around=0`;
}

/**
 * The board `initial` (from the loader), updated live. `hasSession`: refetch the caller's rank after
 * changes. `live` is true while the stream is connected. Without the stream (an older server, a
 * proxy that refuses it) the page simply stays as rendered.
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
    const events = new EventSource(streamUrl(board));
    const aborter = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const refresh = async () => {
      try {
        const response = await fetch(boardUrl(board, limit), { headers: { Accept: "application/json" }, signal: aborter.signal });
        if (!response.ok) return;
        const next = parseView(await response.json());
        if (next && next.board === board) setView(next);
      } catch {
        // Offline or unmounted: the snapshot already shown stays.
      }
    };

    events.addEventListener("open", () => setLive(true));
    // EventSource retries by itself after a dropped connection; after a refusal (e.g. a 404) it
    // stops, and the page stays as rendered.
    events.addEventListener("error", () => setLive(events.readyState === EventSource.OPEN));
    events.addEventListener("leaderboard", (event) => {
      const snapshot = parseSnapshot((event as MessageEvent<string>).data);
      if (!snapshot || snapshot.board !== board) return;
      if (sameTop(viewRef.current, snapshot)) return;
      setView((current) => applySnapshot(current, snapshot));
      if (hasSession) {
        clearTimeout(timer);
        timer = setTimeout(refresh, REFRESH_DEBOUNCE_MS + Math.random() * REFRESH_JITTER_MS);
      }
    });

    return () => {
      events.close();
      aborter.abort();
      clearTimeout(timer);
      setLive(false);
    };
  }, [board, hasSession, limit]);

  return { view, live };
}
