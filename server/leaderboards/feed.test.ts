import { beforeAll, describe, expect, it, vi } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardFeed, leaderboardStreamResponse, parseBoards, type LeaderboardListener } from "./feed.ts";
import { createLeaderboardService, periodOf, type Board, type LeaderboardService } from "./service.ts";

const NOW = Date.UTC(2026, 10, 22, 12, 0);
const silent = { warn: () => {} };
const decoder = new TextDecoder();

interface Payload {
  board: Board;
  period: string;
  top: Array<Record<string, unknown>>;
}

/** A listener that records what the feed sends it. */
function recorder() {
  const events: Payload[] = [];
  const comments: string[] = [];
  const listener: LeaderboardListener & { events: Payload[]; comments: string[]; ended: boolean } = {
    events,
    comments,
    ended: false,
    send(chunk) {
      const text = decoder.decode(chunk);
      if (text.startsWith(":")) {
        comments.push(text);
        return;
      }
      expect(text).toMatch(/^event: leaderboard\ndata: .*\n\n$/);
      events.push(JSON.parse(text.slice(text.indexOf("data: ") + 6)) as Payload);
    },
    end() {
      listener.ended = true;
    },
  };
  return listener;
}

let nextId = 0;
async function insert(db: Db, board: Board, player: string, score: number, achievedAt = NOW) {
  nextId += 1;
  await db.kysely
    .insertInto("leaderboard_entries")
    .values({ id: `f${nextId}`, board, period: periodOf(board, NOW), player_id: player, name: player, score, achieved_at: achievedAt })
    .execute();
}

/** The leaderboard service, counting top() calls per board. */
function counted(db: Db) {
  const inner = createLeaderboardService(db, { now: () => NOW });
  const calls: Record<Board, number> = { daily: 0, weekly: 0, alltime: 0, course: 0, bestday: 0 };
  const service: LeaderboardService = {
    ...inner,
    top(board, limit) {
      calls[board] += 1;
      return inner.top(board, limit);
    },
  };
  return { service, calls, reset: () => Object.assign(calls, { daily: 0, weekly: 0, alltime: 0 }) };
}

const settle = () => new Promise((done) => setTimeout(done, 120));

describe("parseBoards", () => {
  it("takes repeated board params, none meaning all of them, and names an unknown one", () => {
    expect(parseBoards(new URLSearchParams(""))).toEqual({ ok: true, boards: ["daily", "weekly", "alltime", "course", "bestday"] });
    expect(parseBoards(new URLSearchParams("board=weekly&board=daily&board=weekly"))).toEqual({ ok: true, boards: ["weekly", "daily"] });
    expect(parseBoards(new URLSearchParams("board=daily&board=monthly"))).toEqual({ ok: false, value: "monthly" });
  });
});

describeEachDialect("leaderboard feed", (getDb) => {
  let boards: ReturnType<typeof counted>;
  beforeAll(() => {
    boards = counted(getDb());
  });

  it("sends each subscribed board's snapshot on subscribe: public rows, no player ids", async () => {
    const db = getDb();
    await insert(db, "daily", "ann", 12, NOW - 1000);
    await insert(db, "daily", "bob", 7);
    const feed = createLeaderboardFeed({ leaderboards: boards.service, logger: silent });
    const listener = recorder();
    feed.subscribe(["daily", "alltime"], listener);
    await vi.waitFor(() => expect(listener.events).toHaveLength(2));
    const daily = listener.events.find((e) => e.board === "daily")!;
    expect(daily.period).toBe("2026-11-22");
    expect(daily.top).toEqual([
      { rank: 1, name: "ann", score: 12, location: "Unknown", achievedAt: NOW - 1000, isSample: false, runId: null },
      { rank: 2, name: "bob", score: 7, location: "Unknown", achievedAt: NOW, isSample: false, runId: null },
    ]);
    expect(listener.events.find((e) => e.board === "alltime")).toEqual({ board: "alltime", period: "all", top: [] });
    expect(feed.listenerCount()).toBe(1);

    // A second subscriber gets the cached snapshot: no new query.
    boards.reset();
    const late = recorder();
    feed.subscribe(["daily"], late);
    expect(late.events).toEqual([daily]);
    expect(boards.calls.daily).toBe(0);
    await feed.close();
  });

  it("delivers a changed board's new top to that board's listeners only", async () => {
    const db = getDb();
    const feed = createLeaderboardFeed({ leaderboards: boards.service, logger: silent });
    const daily = recorder();
    const weekly = recorder();
    const both = recorder();
    feed.subscribe(["daily"], daily);
    feed.subscribe(["weekly"], weekly);
    feed.subscribe(["daily", "weekly"], both);
    await vi.waitFor(() => expect(both.events).toHaveLength(2));
    expect(daily.events).toHaveLength(1);
    expect(weekly.events).toHaveLength(1);

    await insert(db, "daily", "cat", 30);
    feed.notify(["daily"]);
    await vi.waitFor(() => expect(daily.events).toHaveLength(2));
    await vi.waitFor(() => expect(both.events).toHaveLength(3));
    expect(daily.events[1]!.top.map((r) => [r.rank, r.name, r.score])).toEqual([
      [1, "cat", 30],
      [2, "ann", 12],
      [3, "bob", 7],
    ]);
    expect(both.events[2]).toEqual(daily.events[1]);
    await settle();
    expect(weekly.events).toHaveLength(1);

    // A notify whose recompute shows no change sends nothing.
    feed.notify(["daily", "weekly"]);
    await settle();
    expect(daily.events).toHaveLength(2);
    expect(weekly.events).toHaveLength(1);
    await feed.close();
  });

  it("coalesces a burst of notifications into one recompute per board", async () => {
    const db = getDb();
    const feed = createLeaderboardFeed({ leaderboards: boards.service, logger: silent });
    const listener = recorder();
    feed.subscribe(["daily", "weekly", "alltime"], listener);
    await vi.waitFor(() => expect(listener.events).toHaveLength(3));
    boards.reset();

    await insert(db, "weekly", "dan", 50);
    await insert(db, "alltime", "dan", 50);
    for (let i = 0; i < 100; i++) feed.notify(["daily", "weekly", "alltime"]);
    await settle();
    expect(boards.calls).toEqual({ daily: 1, weekly: 1, alltime: 1, course: 0, bestday: 0 });
    // daily did not change: only weekly and alltime are sent.
    expect(
      listener.events
        .slice(3)
        .map((e) => e.board)
        .sort(),
    ).toEqual(["alltime", "weekly"]);

    // Notifications spread over 200 ms: at most one recompute per 50 ms window (plus the leading one).
    boards.reset();
    const started = performance.now();
    while (performance.now() - started < 200) {
      feed.notify(["daily"]);
      await new Promise((done) => setTimeout(done, 5));
    }
    await settle();
    expect(boards.calls.daily).toBeGreaterThanOrEqual(2);
    expect(boards.calls.daily).toBeLessThanOrEqual(7);

    // Nobody listens to a board: a notify costs no query.
    const only = createLeaderboardFeed({ leaderboards: boards.service, logger: silent });
    boards.reset();
    only.notify(["daily", "weekly"]);
    await settle();
    expect(boards.calls).toEqual({ daily: 0, weekly: 0, alltime: 0, course: 0, bestday: 0 });
    await feed.close();
  });

  it("releases a listener on unsubscribe and ends every listener on close", async () => {
    const db = getDb();
    const feed = createLeaderboardFeed({ leaderboards: boards.service, logger: silent, keepAliveMs: 40 });
    const gone = recorder();
    const stays = recorder();
    const unsubscribe = feed.subscribe(["alltime"], gone);
    feed.subscribe(["alltime"], stays);
    await vi.waitFor(() => expect(stays.events).toHaveLength(1));
    await vi.waitFor(() => expect(stays.comments).toContain(": keep-alive\n\n"));
    expect(feed.listenerCount()).toBe(2);

    unsubscribe();
    expect(feed.listenerCount()).toBe(1);
    const keepAlives = gone.comments.length;
    await insert(db, "alltime", "eve", 99);
    feed.notify(["alltime"]);
    await vi.waitFor(() => expect(stays.events).toHaveLength(2));
    await settle();
    expect(gone.events).toHaveLength(1);
    expect(gone.comments).toHaveLength(keepAlives);

    await feed.close();
    expect(stays.ended).toBe(true);
    expect(gone.ended).toBe(false);
    expect(feed.listenerCount()).toBe(0);
    const afterClose = recorder();
    feed.subscribe(["daily"], afterClose);
    expect(afterClose.ended).toBe(true);
    expect(feed.listenerCount()).toBe(0);
  });

  it("holds at most streamsPerAddress open streams per client address, and frees a place when one ends", async () => {
    const feed = createLeaderboardFeed({ leaderboards: boards.service, logger: silent, streamsPerAddress: 3 });
    const open = (address: string) => {
      const abort = new AbortController();
      const response = leaderboardStreamResponse(
        new Request("http://x/api/leaderboards/stream?board=daily", { signal: abort.signal, headers: { "x-flap-client-ip": address } }),
        feed,
      );
      return { response, abort };
    };
    const first = [open("203.0.113.7"), open("203.0.113.7"), open("203.0.113.7")];
    expect(first.map((s) => s.response.status)).toEqual([200, 200, 200]);
    const fourth = open("203.0.113.7");
    expect(fourth.response.status).toBe(429);
    expect(await fourth.response.json()).toEqual({
      error: "too_many_streams",
      message: "Too many live leaderboards are open from your network. Close some tabs and try again.",
    });
    expect(feed.listenerCount()).toBe(3);
    // Another address has its own places; a stream that ends gives its place back.
    expect(open("198.51.100.2").response.status).toBe(200);
    first[0]!.abort.abort();
    const again = open("203.0.113.7");
    expect(again.response.status).toBe(200);
    expect(open("203.0.113.7").response.status).toBe(429);
    await feed.close();
  });

  it("answers the SSE response: headers, retry, snapshots, and releases on abort", async () => {
    const feed = createLeaderboardFeed({ leaderboards: boards.service, logger: silent });
    const bad = leaderboardStreamResponse(new Request("http://x/api/leaderboards/stream?board=daily&board=yearly"), feed);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "unknown_board" });

    const abort = new AbortController();
    const response = leaderboardStreamResponse(
      new Request("http://x/api/leaderboards/stream?board=weekly&board=alltime", { signal: abort.signal }),
      feed,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const reader = response.body!.getReader();
    let text = "";
    while ((text.match(/event: leaderboard/g) ?? []).length < 2) text += decoder.decode((await reader.read()).value);
    expect(text.startsWith("retry: 3000\n\n")).toBe(true);
    expect(text).toContain('"board":"weekly"');
    expect(text).toContain('"board":"alltime"');
    expect(feed.listenerCount()).toBe(1);

    abort.abort();
    expect(feed.listenerCount()).toBe(0);
    expect(await reader.read()).toEqual({ done: true, value: undefined });

    // The client cancelling the body releases it too.
    const other = leaderboardStreamResponse(new Request("http://x/api/leaderboards/stream"), feed);
    expect(feed.listenerCount()).toBe(1);
    await other.body!.cancel();
    expect(feed.listenerCount()).toBe(0);

    // close() (server stop) ends an open stream.
    const open = leaderboardStreamResponse(new Request("http://x/api/leaderboards/stream?board=daily"), feed);
    const openReader = open.body!.getReader();
    await feed.close();
    let result = await openReader.read();
    while (!result.done) result = await openReader.read();
    expect(result.done).toBe(true);
  });
});
