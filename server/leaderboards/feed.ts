// Live leaderboard updates (GET /api/leaderboards/stream, Server-Sent Events).
//
// Two halves, kept apart on purpose:
// - notify(boards): "something changed" — called by the runs service after a finish commits.
// - publish: recompute a changed board's top 10 once, serialise the event once, write those same
//   bytes to every local listener of that board.
// Across instances (PostgreSQL): notify() also publishes on a BoardsChannel (LISTEN/NOTIFY,
// server/leaderboards/channel.ts), whose handler feeds the same local notify path on every other
// instance. Only the "something changed" half travels; each instance publishes to its own listeners.
import type { Logger } from "pino";
import { jsonError } from "../http/json.ts";
import { CLIENT_IP_HEADER } from "../http/origin.ts";
import type { BoardsChannel } from "./channel.ts";
import { BOARDS, isBoard, type Board, type LeaderboardService } from "./service.ts";

/** Rows per board in each event. */
export const STREAM_TOP = 10;
/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const KEEP_ALIVE_MS = 25_000;
/** EventSource waits this long before reconnecting. */
export const RETRY_MS = 3000;
/** At most one recompute per board in this window: a burst of finishes costs one query, not one each. */
export const COALESCE_MS = 50;
/** A listener this many events behind (a stalled client) is dropped; EventSource reconnects. */
export const MAX_QUEUED_CHUNKS = 64;

const encoder = new TextEncoder();
const KEEP_ALIVE = encoder.encode(": keep-alive\n\n");

export interface LeaderboardListener {
  /** One complete SSE chunk; the same bytes go to every listener, so never mutate them. */
  send(chunk: Uint8Array): void;
  /** The feed is closing (server stop): end the response. */
  end(): void;
}

export interface LeaderboardFeed {
  /** The rows of these boards changed (after the transaction committed). Cheap; never throws. */
  notify(boards: readonly Board[]): void;
  /** Sends each board's current event (the snapshot), then every change; returns the unsubscribe. */
  subscribe(boards: readonly Board[], listener: LeaderboardListener): () => void;
  /** Starts hearing other instances' changes (no-op without a channel). */
  listen(): Promise<void>;
  /** Ends every listener at once and refuses new ones (graceful stop); resolves when the channel is closed. */
  close(): Promise<void>;
  listenerCount(): number;
  /**
   * Takes one of a client address's stream places (at most `streamsPerAddress` open streams per
   * address on this instance): the release function, or null when the address has them all.
   */
  takeStreamSlot(address: string): (() => void) | null;
}

export interface LeaderboardFeedOptions {
  /** top() for the rows, periodOf(board) for the period key top() reads (configured time zone). */
  leaderboards: Pick<LeaderboardService, "top" | "periodOf">;
  logger: Pick<Logger, "warn">;
  /** Other instances (PostgreSQL LISTEN/NOTIFY); absent with SQLite, which is one process. */
  channel?: BoardsChannel;
  coalesceMs?: number;
  keepAliveMs?: number;
  /** Open streams one client address may hold (LEADERBOARD_STREAMS_PER_ADDRESS; default 30). */
  streamsPerAddress?: number;
}

/** The default of LEADERBOARD_STREAMS_PER_ADDRESS: a household's or a classroom's tabs, not a flood. */
export const STREAMS_PER_ADDRESS = 30;

interface BoardState {
  listeners: Set<LeaderboardListener>;
  /** Subscribed but not yet sent a snapshot. */
  awaiting: Set<LeaderboardListener>;
  /** The last event sent, and the period it was for; undefined until loaded or after a change. */
  event?: { period: string; text: string; bytes: Uint8Array };
}

/** The event text of a board: `event: leaderboard` with the public rows (no player ids). */
export function leaderboardEvent(board: Board, period: string, top: ReadonlyArray<{ playerId?: unknown } & object>): string {
  const rows = top.map(({ playerId: _playerId, ...row }) => row);
  return `event: leaderboard\ndata: ${JSON.stringify({ board, period, top: rows })}\n\n`;
}

export function createLeaderboardFeed(options: LeaderboardFeedOptions): LeaderboardFeed {
  const { leaderboards, logger } = options;
  const periodNow = (board: Board) => leaderboards.periodOf(board);
  const coalesceMs = options.coalesceMs ?? COALESCE_MS;
  const keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS;

  const states = new Map<Board, BoardState>(BOARDS.map((b) => [b, { listeners: new Set(), awaiting: new Set() }]));
  const everyone = new Set<LeaderboardListener>();
  const pending = new Set<Board>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let lastFlush = -Infinity;
  let keepAlive: NodeJS.Timeout | undefined;
  let closed = false;

  const state = (board: Board) => states.get(board)!;
  const streamsPerAddress = options.streamsPerAddress ?? STREAMS_PER_ADDRESS;
  const openStreams = new Map<string, number>();

  // Leading edge right away (an isolated finish is published at once), then at most one flush per
  // coalesceMs, and never two at a time: whatever arrives meanwhile waits for the next one.
  function schedule() {
    if (closed || timer || running || pending.size === 0) return;
    const wait = Math.max(0, lastFlush + coalesceMs - performance.now());
    timer = setTimeout(() => void flush(), wait);
  }

  async function flush() {
    timer = undefined;
    running = true;
    lastFlush = performance.now();
    const boards = [...pending];
    pending.clear();
    try {
      await Promise.all(boards.map(refresh));
    } finally {
      running = false;
      schedule();
    }
  }

  async function refresh(board: Board) {
    const s = state(board);
    // Nobody listening: forget the cached event; the next subscriber loads a fresh one.
    if (s.listeners.size === 0) {
      s.event = undefined;
      return;
    }
    let event: NonNullable<BoardState["event"]>;
    try {
      const period = periodNow(board);
      const text = leaderboardEvent(board, period, await leaderboards.top(board, STREAM_TOP));
      event = { period, text, bytes: encoder.encode(text) };
    } catch (error) {
      // The database may be briefly away; the keep-alive tick tries again for waiting listeners.
      logger.warn({ err: error, board }, "leaderboard stream: recomputing the board failed");
      s.event = undefined;
      return;
    }
    if (closed) return;
    const changed = s.event?.text !== event.text;
    s.event = event;
    for (const listener of changed ? s.listeners : s.awaiting) deliver(listener, event.bytes);
    s.awaiting.clear();
  }

  function deliver(listener: LeaderboardListener, bytes: Uint8Array) {
    try {
      listener.send(bytes);
    } catch (error) {
      logger.warn({ err: error }, "leaderboard stream: a listener failed; dropping it");
      drop(listener);
    }
  }

  function drop(listener: LeaderboardListener) {
    everyone.delete(listener);
    for (const s of states.values()) {
      s.listeners.delete(listener);
      s.awaiting.delete(listener);
    }
    if (everyone.size === 0 && keepAlive) {
      clearInterval(keepAlive);
      keepAlive = undefined;
    }
  }

  function tick() {
    for (const listener of everyone) deliver(listener, KEEP_ALIVE);
    // A new day or week starts without any finish: reload boards whose period has moved on, and
    // retry snapshots that failed.
    for (const [board, s] of states) {
      if (s.listeners.size === 0) continue;
      if (s.awaiting.size > 0 || (s.event && s.event.period !== periodNow(board))) pending.add(board);
    }
    schedule();
  }

  function changed(boards: readonly Board[]) {
    if (closed) return;
    for (const board of boards) if (isBoard(board)) pending.add(board);
    schedule();
  }

  return {
    notify(boards) {
      changed(boards);
      if (!closed) options.channel?.publish(boards.filter(isBoard));
    },

    async listen() {
      await options.channel?.listen(changed);
    },

    subscribe(boards, listener) {
      if (closed) {
        listener.end();
        return () => {};
      }
      everyone.add(listener);
      if (!keepAlive) {
        keepAlive = setInterval(tick, keepAliveMs);
        keepAlive.unref();
      }
      for (const board of new Set(boards)) {
        const s = state(board);
        s.listeners.add(listener);
        if (s.event && s.event.period === periodNow(board)) {
          deliver(listener, s.event.bytes);
        } else {
          s.awaiting.add(listener);
          pending.add(board);
        }
      }
      schedule();
      return () => drop(listener);
    },

    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(timer);
      clearInterval(keepAlive);
      keepAlive = undefined;
      pending.clear();
      const listeners = [...everyone];
      for (const listener of listeners) drop(listener);
      for (const listener of listeners) {
        try {
          listener.end();
        } catch {
          // Already gone.
        }
      }
      await options.channel?.close();
    },

    takeStreamSlot(address) {
      const open = openStreams.get(address) ?? 0;
      if (open >= streamsPerAddress) return null;
      openStreams.set(address, open + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (openStreams.get(address) ?? 1) - 1;
        if (left > 0) openStreams.set(address, left);
        else openStreams.delete(address);
      };
    },
    listenerCount() {
      return everyone.size;
    },
  };
}

/** The boards of `?board=daily&board=weekly` (none: all three), or the unknown value. */
export function parseBoards(params: URLSearchParams): { ok: true; boards: Board[] } | { ok: false; value: string } {
  const values = params.getAll("board");
  if (values.length === 0) return { ok: true, boards: [...BOARDS] };
  const boards: Board[] = [];
  for (const value of values) {
    if (!isBoard(value)) return { ok: false, value };
    if (!boards.includes(value)) boards.push(value);
  }
  return { ok: true, boards };
}

/**
 * The SSE Response for GET /api/leaderboards/stream. `no-transform` keeps the compression middleware
 * (and proxies) from buffering it; X-Accel-Buffering does the same for nginx.
 */
export function leaderboardStreamResponse(request: Request, feed: LeaderboardFeed): Response {
  const parsed = parseBoards(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return jsonError(
      400,
      "unknown_board",
      `Unknown board "${parsed.value.slice(0, 40)}". Boards are daily, weekly, alltime, course and bestday.`,
    );
  }
  const releaseSlot = feed.takeStreamSlot(request.headers.get(CLIENT_IP_HEADER) || "unknown");
  if (!releaseSlot) {
    return jsonError(429, "too_many_streams", "Too many live leaderboards are open from your network. Close some tabs and try again.");
  }
  let release = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let done = false;
      const finish = (end: boolean) => {
        if (done) return;
        done = true;
        releaseSlot();
        unsubscribe();
        request.signal.removeEventListener("abort", onAbort);
        if (end) {
          try {
            controller.close();
          } catch {
            // Already cancelled by the client.
          }
        }
      };
      const onAbort = () => finish(true);
      release = () => finish(false);
      controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
      let unsubscribe = () => {};
      unsubscribe = feed.subscribe(parsed.boards, {
        send(chunk) {
          if (done) return;
          // A client that stopped reading would make this queue grow without bound.
          if ((controller.desiredSize ?? 0) < -MAX_QUEUED_CHUNKS) {
            finish(true);
            return;
          }
          controller.enqueue(chunk);
        },
        end: () => finish(true),
      });
      // subscribe() may have ended us already (feed closed): drop the no-op unsubscribe either way.
      if (done) unsubscribe();
      if (request.signal.aborted) finish(true);
      else request.signal.addEventListener("abort", onAbort, { once: true });
    },
    // The client went away (React Router cancels the body when the socket closes).
    cancel() {
      release();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
