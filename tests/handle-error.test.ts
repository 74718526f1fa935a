// The server entry's handleError (app/entry.server.tsx), behind the real HTTP front
// (server/http/front.ts): a loader that crashes is logged once through the services' pino logger
// with the request's id; answers (thrown Responses) and requests the client gave up on are not.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as entry from "../app/entry.server.tsx";
import { loadConfig } from "../server/config.ts";
import type { Db } from "../server/db/index.ts";
import { createHttpHandler } from "../server/http/front.ts";
import { createMetrics } from "../server/metrics.ts";
import type { Services } from "../server/services.ts";

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string };
  req?: { id?: string; url?: string };
}

/** Two resource routes under a root: one whose loader crashes, one that throws a 404 answer. */
function buildWith(): ServerBuild {
  const route = (id: string, path: string | undefined, module: Record<string, unknown>, parentId?: string) => ({
    id,
    path,
    parentId,
    module,
  });
  return {
    entry: { module: entry as unknown as ServerBuild["entry"]["module"] },
    routes: {
      root: route("root", "", { default: () => null }),
      crash: route(
        "crash",
        "crash",
        {
          loader() {
            throw new Error("the loader broke");
          },
        },
        "root",
      ),
      answer: route(
        "answer",
        "answer",
        {
          loader() {
            throw Response.json({ error: "not_found", message: "No." }, { status: 404 });
          },
        },
        "root",
      ),
    } as unknown as ServerBuild["routes"],
    assets: {
      entry: { module: "/entry.js", imports: [] },
      routes: {},
      url: "/manifest.js",
      version: "test",
    } as unknown as ServerBuild["assets"],
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

describe("handleError", () => {
  const lines: LogLine[] = [];
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
    const metrics = createMetrics({ db: { dialect: "sqlite" } as Db, databaseUrl: "file::memory:" });
    const services = { config: loadConfig({ NODE_ENV: "test" }), logger, metrics } as unknown as Services;
    const handle = createHttpHandler({ services, build: buildWith(), isReady: () => true, isShuttingDown: () => false });
    server = createServer(handle);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  it("logs a crashing loader once, with the request's id", async () => {
    const response = await fetch(`${base}/crash?x=1`);
    expect(response.status).toBe(500);
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toBeTruthy();
    await expect.poll(() => lines.filter((line) => line.err?.message === "the loader broke")).toHaveLength(1);
    const logged = lines.find((line) => line.err?.message === "the loader broke")!;
    expect(logged).toMatchObject({ level: 50, msg: "unexpected error in a route", req: { id: requestId, url: "/crash?x=1" } });
  });

  it("does not log a thrown Response (an answer), nor an error of a request the client aborted", async () => {
    const before = lines.length;
    const response = await fetch(`${base}/answer`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "not_found", message: "No." });
    const context = undefined as never;
    entry.handleError(new Response(null, { status: 302 }), { request: new Request(`${base}/x`), context, params: {} });
    const aborted = new AbortController();
    aborted.abort();
    entry.handleError(new Error("gone"), { request: new Request(`${base}/x`, { signal: aborted.signal }), context, params: {} });
    await new Promise((done) => setTimeout(done, 50));
    expect(lines.slice(before).filter((line) => line.msg === "unexpected error in a route")).toEqual([]);
  });
});
