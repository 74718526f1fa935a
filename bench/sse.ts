// SSE fan-out on loopback against the production build (fresh SQLite): BENCH_LISTENERS (1,000)
// clients hold GET /api/leaderboards/stream?board=daily open; then, BENCH_ROUNDS times, a new guest
// finishes a real ranked run through the HTTP API (start, then finish with an empty input log: the
// bird falls, score 0, which still puts a new name on today's board). For every listener, the time
// it saw that name is taken from the moment the finish was sent (the reported value) and, in
// `afterResponse`, from the moment the finish response arrived (negative: the update beat the
// finisher's own answer, as the feed is notified at commit, before ranks are read).
//
// The listeners live in a worker thread so that their parsing does not delay the finishing client
// on the main thread; both read the same clock (performance.timeOrigin + performance.now()).
import http from "node:http";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { percentile, report } from "./lib.ts";

const TIMEOUT_MS = 10_000;
const clock = () => performance.timeOrigin + performance.now();

type ToWorker = { type: "watch"; marker: string } | { type: "close" };
type FromWorker =
  | { type: "ready"; connected: number; connectMs: number }
  | { type: "seen"; times: Array<number | null> }
  | { type: "error"; message: string };

if (isMainThread) await main();
else listen(workerData as { url: string; listeners: number });

/** Worker: opens the streams (plain http.get on a keep-alive agent) and reports when each sees a marker. */
function listen({ url, listeners: count }: { url: string; listeners: number }) {
  const port = parentPort!;
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  interface Listener {
    buffer: string;
    seenAt: number | null;
    request: http.ClientRequest;
  }
  const listeners: Listener[] = [];
  let marker = "";
  let pending = 0;
  let timer: NodeJS.Timeout | undefined;

  const send = (message: FromWorker) => port.postMessage(message);
  const finishRound = () => {
    clearTimeout(timer);
    marker = "";
    send({ type: "seen", times: listeners.map((l) => l.seenAt) });
  };

  function connect(): Promise<void> {
    return new Promise((resolve, reject) => {
      const listener: Listener = { buffer: "", seenAt: null, request: undefined as never };
      let snapshot = false;
      listener.request = http.get(
        { host: target.hostname, port: target.port, path: "/api/leaderboards/stream?board=daily", agent },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            listener.buffer += chunk;
            if (!snapshot) {
              if (!listener.buffer.includes("event: leaderboard")) return;
              snapshot = true;
              listener.buffer = "";
              listeners.push(listener);
              resolve();
              return;
            }
            if (marker && listener.seenAt === null && listener.buffer.includes(marker)) {
              listener.seenAt = clock();
              listener.buffer = "";
              pending -= 1;
              if (pending === 0) finishRound();
            } else if (listener.buffer.length > 8192) {
              // Only the tail can hold the start of a marker split across chunks.
              listener.buffer = listener.buffer.slice(-256);
            }
          });
        },
      );
      listener.request.on("error", reject);
    });
  }

  port.on("message", (message: ToWorker) => {
    if (message.type === "close") {
      for (const listener of listeners) listener.request.destroy();
      agent.destroy();
      port.close();
      return;
    }
    for (const listener of listeners) {
      listener.seenAt = null;
      listener.buffer = "";
    }
    marker = message.marker;
    pending = listeners.length;
    timer = setTimeout(finishRound, TIMEOUT_MS);
  });

  void (async () => {
    const started = performance.now();
    try {
      for (let i = 0; i < count; i += 100) await Promise.all(Array.from({ length: Math.min(100, count - i) }, connect));
      send({ type: "ready", connected: listeners.length, connectMs: performance.now() - started });
    } catch (error) {
      send({ type: "error", message: (error as Error).message });
    }
  })();
}

async function main() {
  const { createTestDatabase, startServer } = await import("../tests/e2e/server.ts");
  const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000);
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

  const database = await createTestDatabase("sqlite");
  const server = await startServer({ env: { DATABASE_URL: database.url } });
  const origin = new URL(server.url).origin;
  const worker = new Worker(new URL(import.meta.url), { workerData: { url: server.url, listeners: LISTENERS } });
  const next = () =>
    new Promise<FromWorker>((resolve, reject) => {
      const onMessage = (message: FromWorker) => {
        worker.off("error", onError);
        resolve(message);
      };
      const onError = (error: Error) => {
        worker.off("message", onMessage);
        reject(error);
      };
      worker.once("message", onMessage);
      worker.once("error", onError);
    });

  async function post(path: string, body: unknown, cookie?: string) {
    const response = await fetch(server.url + path, {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return { status: response.status, json: (await response.json()) as unknown, cookie: setCookie || cookie || "" };
  }

  let connected = 0;
  try {
    const ready = await next();
    if (ready.type !== "ready") throw new Error(ready.type === "error" ? ready.message : "unexpected message");
    connected = ready.connected;
    report("sse_listeners_connected", connected, "count", { connectAndSnapshotMs: Math.round(ready.connectMs) });

    const fromResponse: number[] = [];
    const fromRequest: number[] = [];
    const spreads: number[] = [];
    let missed = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `Bench${round}`;
      const start = await post("/api/runs", {});
      if (start.status !== 201) throw new Error(`start answered ${start.status}: ${JSON.stringify(start.json)}`);
      const { runId } = start.json as { runId: string };
      const seen = next();
      worker.postMessage({ type: "watch", marker: `"name":"${name}"` } satisfies ToWorker);
      // Let the worker take the marker before the finish goes out.
      await new Promise((done) => setTimeout(done, 50));
      const sent = clock();
      const finish = await post(`/api/runs/${runId}/finish`, { inputs: [], claimedScore: 0, name }, start.cookie);
      const answered = clock();
      if (finish.status !== 200) throw new Error(`finish answered ${finish.status}: ${JSON.stringify(finish.json)}`);
      const result = await seen;
      if (result.type !== "seen") throw new Error("unexpected message");
      const times = result.times.filter((at): at is number => at !== null);
      if (times.length > 0) spreads.push(Math.max(...times) - Math.min(...times));
      for (const at of result.times) {
        if (at === null) {
          missed += 1;
          continue;
        }
        fromResponse.push(at - answered);
        fromRequest.push(at - sent);
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    fromResponse.sort((a, b) => a - b);
    fromRequest.sort((a, b) => a - b);
    const round2 = (value: number) => Math.round(value * 100) / 100;
    const extra = { listeners: connected, rounds: ROUNDS, samples: fromResponse.length, engine: "sqlite" };
    for (const [label, p] of [
      ["p50", 50],
      ["p99", 99],
    ] as const) {
      // From the moment the finish request is sent to the event at a listener (the figure the issue
      // asks for); `afterResponse` is the same relative to the finisher's own answer (negative: the
      // listeners had the update first: the feed is told at commit, before the answer is built).
      report(`sse_fanout_${LISTENERS}_${label}`, percentile(fromRequest, p), "ms", {
        ...extra,
        afterResponse: round2(percentile(fromResponse, p)),
      });
    }
    report(`sse_fanout_${LISTENERS}_max`, fromRequest.at(-1) ?? NaN, "ms", { ...extra, afterResponse: round2(fromResponse.at(-1) ?? NaN) });
    // First listener to last within a round: the cost of writing one event to every stream.
    report(`sse_fanout_${LISTENERS}_spread_max`, Math.max(...spreads), "ms", { rounds: spreads.length });
    report("sse_fanout_missed", missed, "count", { timeoutMs: TIMEOUT_MS });
  } finally {
    // A graceful stop with every stream still open: the drain must end them, not wait them out.
    const stopping = performance.now();
    await server.stop();
    report("sse_stop_with_listeners", performance.now() - stopping, "ms", { listeners: connected });
    worker.postMessage({ type: "close" } satisfies ToWorker);
    await worker.terminate();
    await database.drop();
  }
}
