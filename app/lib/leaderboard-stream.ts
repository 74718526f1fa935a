// The live part of a leaderboard page (leaderboard-live.ts): the Server-Sent Events stream
// `GET /api/leaderboards/stream?board=…`, its snapshots applied to the shown view, and the debounced
// refetch of the caller's own rank. Loaded by useLeaderboardLive once the page has started.
import { isLeaderboardBoard, ownEntry, type LeaderboardBoard, type LeaderboardEntry, type LeaderboardView } from "./leaderboard-live.ts";

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
  const top = v.top.map(({ rank, name, score, location, achievedAt, isSample, runId }) => ({
    rank,
    name,
    score,
    location,
    achievedAt,
    isSample,
    runId: typeof runId === "string" ? runId : null,
  }));
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

/** Connects `board`'s stream; the view changes through `page`. Returns the function that disconnects. */
export function connectLeaderboard(
  board: LeaderboardBoard,
  options: { hasSession: boolean; limit: number },
  page: {
    current: () => LeaderboardView;
    setView: (update: LeaderboardView | ((current: LeaderboardView) => LeaderboardView)) => void;
    setLive: (live: boolean) => void;
  },
): () => void {
  const { hasSession, limit } = options;
  const events = new EventSource(streamUrl(board));
  const aborter = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const refresh = async () => {
    try {
      const response = await fetch(boardUrl(board, limit), { headers: { Accept: "application/json" }, signal: aborter.signal });
      if (!response.ok) return;
      const next = parseView(await response.json());
      if (next && next.board === board) page.setView(next);
    } catch {
      // Offline or unmounted: the snapshot already shown stays.
    }
  };

  events.addEventListener("open", () => page.setLive(true));
  // EventSource retries by itself after a dropped connection; after a refusal (e.g. a 404) it
  // stops, and the page stays as rendered.
  events.addEventListener("error", () => page.setLive(events.readyState === EventSource.OPEN));
  events.addEventListener("leaderboard", (event) => {
    const snapshot = parseSnapshot((event as MessageEvent<string>).data);
    if (!snapshot || snapshot.board !== board) return;
    if (sameTop(page.current(), snapshot)) return;
    page.setView((current) => applySnapshot(current, snapshot));
    if (hasSession) {
      clearTimeout(timer);
      timer = setTimeout(refresh, REFRESH_DEBOUNCE_MS + Math.random() * REFRESH_JITTER_MS);
    }
  });

  return () => {
    events.close();
    aborter.abort();
    clearTimeout(timer);
  };
}
