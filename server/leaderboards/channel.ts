// Board changes between instances (docs/decisions/011): PostgreSQL LISTEN/NOTIFY.
//
// Only "these boards changed" travels; every instance recomputes the top rows for its own SSE
// listeners (server/leaderboards/feed.ts), so a finish on instance A reaches a listener on B within
// one NOTIFY plus one query. Publishes are coalesced per tick: a burst of finishes costs one NOTIFY.
// A dropped listening connection is re-opened with back-off; afterwards every board is treated as
// changed, because notifications sent while it was away are gone.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { BOARDS, isBoard, type Board } from "./service.ts";

export const BOARDS_CHANNEL = "flap_boards_changed";
/** Publishes within this window go out as one NOTIFY. */
export const PUBLISH_COALESCE_MS = 20;
const MAX_RECONNECT_MS = 10_000;

export interface BoardsChannel {
  /** Tells the other instances these boards changed (after the change committed). Never throws. */
  publish(boards: readonly Board[]): void;
  /** Starts listening; `onRemote` gets the boards another instance changed. */
  listen(onRemote: (boards: Board[]) => void): Promise<void>;
  close(): Promise<void>;
}

interface Payload {
  from: string;
  boards: Board[];
}

export function createPostgresBoardsChannel(options: {
  db: Db;
  connectionString: string;
  logger: Pick<Logger, "warn" | "info">;
  channel?: string;
}): BoardsChannel {
  const { db, connectionString, logger } = options;
  const channel = options.channel ?? BOARDS_CHANNEL;
  // Our own notifications come back to us too; the local feed has already seen them.
  const instanceId = randomUUID();
  const outgoing = new Set<Board>();
  let publishTimer: NodeJS.Timeout | undefined;
  let client: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let closed = false;
  let listening = false;
  let onRemote: (boards: Board[]) => void = () => {};

  async function flushPublish() {
    publishTimer = undefined;
    if (outgoing.size === 0) return;
    const payload: Payload = { from: instanceId, boards: [...outgoing] };
    outgoing.clear();
    try {
      await sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`.execute(db.kysely);
    } catch (error) {
      // Other instances' listeners then wait for the next change or their keep-alive tick.
      logger.warn({ err: error }, "leaderboard fan-out: NOTIFY failed");
    }
  }

  function received(message: pg.Notification) {
    if (message.channel !== channel || !message.payload) return;
    let payload: Payload;
    try {
      payload = JSON.parse(message.payload) as Payload;
    } catch {
      return;
    }
    if (payload.from === instanceId || !Array.isArray(payload.boards)) return;
    const boards = payload.boards.filter(isBoard);
    if (boards.length > 0) onRemote(boards);
  }

  async function connect(attempt: number): Promise<void> {
    if (closed) return;
    // TCP keep-alive: a connection silently dropped by the network is noticed and re-opened.
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000, keepAlive: true });
    next.on("notification", received);
    next.on("error", (error) => {
      logger.warn({ err: error }, "leaderboard fan-out: the LISTEN connection failed; reconnecting");
      lost(next);
    });
    next.on("end", () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      if (closed) return;
      const delay = Math.min(MAX_RECONNECT_MS, 250 * 2 ** Math.min(attempt, 6));
      logger.warn({ err: error, retryInMs: delay }, "leaderboard fan-out: cannot LISTEN; retrying");
      reconnectTimer = setTimeout(() => void connect(attempt + 1), delay);
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    // Whatever changed while we were not listening was not heard: refresh everything once.
    if (attempt > 0) onRemote([...BOARDS]);
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners("end");
    void which.end().catch(() => {});
    if (!closed) reconnectTimer = setTimeout(() => void connect(1), 250);
  }

  return {
    publish(boards) {
      if (closed) return;
      for (const board of boards) outgoing.add(board);
      publishTimer ??= setTimeout(() => void flushPublish(), PUBLISH_COALESCE_MS);
    },

    async listen(handler) {
      onRemote = handler;
      // Start-up may run twice (a failed first attempt is retried): one connection is enough.
      if (listening) return;
      listening = true;
      await connect(0);
    },

    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      if (publishTimer) {
        clearTimeout(publishTimer);
        await flushPublish();
      }
      const current = client;
      client = undefined;
      if (current) {
        current.removeAllListeners("end");
        await current.end().catch(() => {});
      }
    },
  };
}
