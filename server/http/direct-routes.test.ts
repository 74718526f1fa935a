// The front's direct routes: which requests they take (the rest stays React Router's), and that an
// answer goes out as React Router would send it, with the front's own headers.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { createContext, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/index.ts";
import { createMetrics } from "../metrics.ts";
import type { Services } from "../services.ts";
import { createDirectRoutes } from "./direct-routes.ts";
import { createHttpHandler } from "./front.ts";
import { jsonOk } from "./json.ts";

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

/** A server build holding only the routes the tests need (root, the API routes and a static sibling). */
function buildWith(handlers: { me?: Handler; finish?: Handler; board?: Handler }, handleError?: (error: unknown) => void): ServerBuild {
  const route = (id: string, path: string, module: Record<string, unknown>) => ({
    id,
    parentId: "root",
    path,
    module,
  });
  return {
    entry: {
      module: {
        servicesContext: createContext<unknown>(),
        requestInfoContext: createContext<unknown>(),
        ...(handleError ? { handleError } : {}),
      },
    },
    routes: {
      root: { id: "root", path: "", module: {} },
      "routes/api/me": route("routes/api/me", "api/me", { loader: handlers.me, action: handlers.me }),
      "routes/api/runs.$id.finish": route("routes/api/runs.$id.finish", "api/runs/:id/finish", {
        loader: handlers.finish,
        action: handlers.finish,
      }),
      "routes/api/leaderboards.$board": route("routes/api/leaderboards.$board", "api/leaderboards/:board", { loader: handlers.board }),
      "routes/api/leaderboards.stream": route("routes/api/leaderboards.stream", "api/leaderboards/stream", { loader: () => null }),
    },
  } as unknown as ServerBuild;
}

describe("matching", () => {
  const handler: Handler = () => null;
  const match = createDirectRoutes(buildWith({ me: handler, finish: handler, board: handler }));

  it("takes the routes' own paths with their method, and names the parameters", () => {
    expect(match("GET", "/api/me")?.routeId).toBe("routes/api/me");
    expect(match("POST", "/api/runs/run_1-a/finish")).toMatchObject({ routeId: "routes/api/runs.$id.finish", params: { id: "run_1-a" } });
    expect(match("GET", "/api/leaderboards/daily")).toMatchObject({ params: { board: "daily" } });
  });

  it("leaves everything else to React Router", () => {
    // Other methods (React Router answers HEAD from the loader, and 405 for the rest).
    expect(match("HEAD", "/api/me")).toBeNull();
    expect(match("POST", "/api/me")).toBeNull();
    expect(match("GET", "/api/runs/x/finish")).toBeNull();
    // Other spellings React Router also takes, and parameters it would decode.
    expect(match("GET", "/API/me")).toBeNull();
    expect(match("GET", "/api/me/")).toBeNull();
    expect(match("POST", "/api/runs/a%20b/finish")).toBeNull();
    expect(match("POST", "/api/runs/a.b/finish")).toBeNull();
    expect(match("POST", "/api/runs//finish")).toBeNull();
    // A static route ranks before a parameter.
    expect(match("GET", "/api/leaderboards/stream")).toBeNull();
    expect(match("GET", "/api/leaderboards/Stream")).toBeNull();
    // Routes not listed, and routes the build does not have.
    expect(match("GET", "/api/store")).toBeNull();
    expect(match("GET", "/")).toBeNull();
  });
});

describe("answers", () => {
  let server: Server;
  let base: string;
  const logged: unknown[] = [];

  beforeAll(async () => {
    const metrics = createMetrics({ db: { dialect: "sqlite" } as Db, databaseUrl: "file::memory:" });
    const config = loadConfig({ NODE_ENV: "production", DATABASE_URL: "file::memory:", BETTER_AUTH_SECRET: "x".repeat(32) });
    const services = { config, logger: pino({ level: "silent" }), metrics, auth: { forgetSessions() {} } } as unknown as Services;
    const build = buildWith(
      {
        me: ({ request, context }) =>
          Response.json(
            { url: new URL(request.url).pathname, hasContext: context !== undefined },
            { headers: { "Cache-Control": "no-store" } },
          ),
        board: ({ params }) => {
          const cookies = new Headers();
          cookies.append("Set-Cookie", "a=1; Path=/");
          cookies.append("Set-Cookie", "b=2; Path=/");
          return jsonOk({ board: params.board, text: "é ".repeat(2000) }, { status: 201, headers: cookies });
        },
        finish: async ({ request, params }) => {
          const body = (await request.json()) as { fail?: string };
          if (body.fail === "throw-response") throw Response.json({ error: "nope", message: "No." }, { status: 409 });
          if (body.fail === "throw") throw new Error("broken handler");
          return Response.json({ id: params.id, body }, { status: 201 });
        },
      },
      (error) => logged.push(error),
    );
    const handle = createHttpHandler({ services, build, isReady: () => true, isShuttingDown: () => false });
    server = createServer(handle);
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
  });

  it("answers with the route module's Response and the front's headers", async () => {
    const response = await fetch(`${base}/api/me`, { headers: { "X-Request-Id": "req-1" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: "/api/me", hasContext: true });
    expect(response.headers.get("x-request-id")).toBe("req-1");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("sends a JSON answer's own text with all of its headers (each Set-Cookie apart), compressed when large", async () => {
    const response = await fetch(`${base}/api/leaderboards/daily`, { headers: { "Accept-Encoding": "identity" } });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-/);
    const text = await response.text();
    expect(Number(response.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual({ board: "daily", text: "é ".repeat(2000) });
    const gzipped = await fetch(`${base}/api/leaderboards/daily`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(await gzipped.json()).toEqual({ board: "daily", text: "é ".repeat(2000) });
  });

  it("gives every answer a nonce of its own", async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const response = await fetch(`${base}/api/me`);
      await response.arrayBuffer();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(300);
  });

  it("hands the body and the parameters to the action; a thrown Response is the answer", async () => {
    const post = (body: unknown) =>
      fetch(`${base}/api/runs/r1/finish`, {
        method: "POST",
        headers: { Origin: base, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const ok = await post({ claimedScore: 3 });
    expect(ok.status).toBe(201);
    expect(await ok.json()).toEqual({ id: "r1", body: { claimedScore: 3 } });
    const refused = await post({ fail: "throw-response" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "nope", message: "No." });
    expect(logged).toEqual([]);
  });

  it("keeps the front's checks: a cross-site write is refused before the route", async () => {
    const response = await fetch(`${base}/api/runs/r1/finish`, { method: "POST", headers: { Origin: "https://evil.example" }, body: "{}" });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toBe("bad_origin");
  });

  it("gives an unexpected error to the app's handleError and answers React Router's plain 500", async () => {
    const response = await fetch(`${base}/api/runs/r1/finish`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/json" },
      body: JSON.stringify({ fail: "throw" }),
    });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe("Unexpected Server Error");
    expect(logged).toHaveLength(1);
    expect((logged[0] as Error).message).toBe("broken handler");
  });
});
