// GET /api/leaderboards/stream through the real production server: headers, the snapshot arriving
// promptly through the compression middleware, a finished run reaching a listener, 400 for an
// unknown board, and a graceful stop that does not wait for open streams.
import { describe, expect, it } from "vitest";
import { Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";
import { EventReader } from "./sse.ts";

describe("leaderboard stream (SSE)", () => {
  const app = useApp();

  it("answers 400 for an unknown board", async () => {
    const response = await fetch(app.server.url + "/api/leaderboards/stream?board=daily&board=monthly");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "unknown_board" });
  });

  it("streams the snapshot at once (uncompressed) and a finished run within 2 s", async () => {
    const abort = new AbortController();
    const started = performance.now();
    const response = await fetch(app.server.url + "/api/leaderboards/stream?board=daily&board=alltime", {
      headers: { "accept-encoding": "gzip, deflate, br" },
      signal: abort.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toBe("no-cache, no-transform");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(response.headers.get("content-encoding")).toBeNull();
    const stream = new EventReader(response);
    const snapshots = await stream.waitFor(() => (stream.events().length >= 2 ? stream.events() : undefined), 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stream.blocks[0]!.text).toBe("retry: 3000");
    const daily = snapshots.find((e) => e.data.board === "daily")!.data;
    expect(daily.period).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A fresh day shows the seeded samples.
    expect(daily.top.length).toBeGreaterThan(0);
    expect(daily.top.every((row) => row.isSample)).toBe(true);
    expect(daily.top[0]).not.toHaveProperty("playerId");
    expect(snapshots.find((e) => e.data.board === "alltime")!.data).toEqual({ board: "alltime", period: "all", top: [] });

    // A guest finishes a real (short) run through the HTTP API: the bird falls with no input.
    const guest = new Client(app.server.url);
    const start = await guest.send("/api/runs", { method: "POST" });
    expect(start.status).toBe(201);
    const run = (await start.json()) as { runId: string };
    const finish = await guest.send(`/api/runs/${run.runId}/finish`, { json: { inputs: [], claimedScore: 0, name: "Streamer" } });
    expect(finish.status).toBe(200);
    const finishedAt = performance.now();

    const update = await stream.waitFor(
      () => stream.events().find((e) => e.data.board === "daily" && e.data.top.some((row) => row.name === "Streamer")),
      2000,
    );
    expect(update.at - finishedAt).toBeLessThan(2000);
    expect(update.data.top).toEqual([
      {
        rank: 1,
        name: "Streamer",
        score: 0,
        location: "Unknown",
        achievedAt: expect.any(Number),
        isSample: false,
        runId: expect.any(String),
      },
    ]);
    await stream.waitFor(
      () => stream.events().find((e) => e.data.board === "alltime" && e.data.top.some((row) => row.name === "Streamer")),
      2000,
    );
    abort.abort();
    await stream.done;
  });

  it("ends open streams on a graceful stop, which finishes promptly", async () => {
    const streams = await Promise.all([1, 2, 3].map(async () => new EventReader(await fetch(app.server.url + "/api/leaderboards/stream"))));
    await Promise.all(streams.map((s) => s.waitFor(() => (s.events().length >= 3 ? true : undefined), 2000)));
    const stopping = performance.now();
    const code = await app.server.stop();
    expect(code).toBe(0);
    // SHUTDOWN_TIMEOUT_MS is 10 s by default; open streams must not hold the drain anywhere near that.
    expect(performance.now() - stopping, app.server.output().split("\n").slice(-12).join("\n")).toBeLessThan(2000);
    await Promise.all(streams.map((s) => s.done));
    expect(app.server.output()).not.toContain("drain timeout reached");
  });
});
