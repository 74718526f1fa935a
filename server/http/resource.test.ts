// resource(): the method table, 405 with Allow, HEAD without a body, and a guard's thrown Response
// through React Router's own request handler (a one-route build made here, no app build needed).
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { jsonError, jsonOk } from "./json.ts";
import { resource, type ResourceArgs } from "./resource.ts";

const ORIGIN = "http://127.0.0.1:3999";

function args(method: string, init: RequestInit = {}): ResourceArgs {
  return { request: new Request(`${ORIGIN}/api/thing`, { method, ...init }), params: {}, context: new RouterContextProvider() };
}

/** Answers 401 unless the caller sends `x-pass`: thrown, as the guards of server/auth/guards.server.ts do. */
function guard(request: Request): void {
  if (!request.headers.has("x-pass")) throw jsonError(401, "unauthorized", "Please sign in first.", { "Set-Cookie": "seen=1" });
}

const api = resource({
  GET({ request }) {
    guard(request);
    return jsonOk({ thing: 1 }, { headers: { "X-Thing": "yes" } });
  },
  async POST({ request }) {
    guard(request);
    return jsonOk({ posted: await request.text() }, { status: 201 });
  },
});

/** React Router's handler over one resource route at /api/thing. */
function routerHandler() {
  const build = {
    entry: { module: { default: () => new Response("no documents in this test", { status: 500 }) } },
    routes: {
      root: { id: "root", path: "", module: {} },
      thing: { id: "thing", parentId: "root", path: "api/thing", module: { loader: api.loader, action: api.action } },
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return (request: Request) => handle(request, new RouterContextProvider());
}

describe("resource()", () => {
  it("passes the handler's response through: status, headers and body", async () => {
    const got = await api.loader(args("GET", { headers: { "x-pass": "1" } }));
    expect(got.status).toBe(200);
    expect(got.headers.get("x-thing")).toBe("yes");
    expect(got.headers.get("cache-control")).toBe("no-store");
    expect(await got.json()).toEqual({ thing: 1 });
    // Either export answers any method: React Router calls the action for POST, the loader for GET.
    const posted = await api.action(args("POST", { headers: { "x-pass": "1" }, body: "hi" }));
    expect(posted.status).toBe(201);
    expect(await posted.json()).toEqual({ posted: "hi" });
  });

  it("answers a method it does not take with 405 JSON naming the ones it does in Allow", async () => {
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const refused = await api.action(args(method, { headers: { "x-pass": "1" } }));
      expect(refused.status).toBe(405);
      expect(refused.headers.get("allow")).toBe("GET, POST");
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.json()).toEqual({ error: "method_not_allowed", message: "Use GET or POST." });
    }
    const postOnly = resource({ POST: () => jsonOk({}) });
    const get = await postOnly.loader(args("GET"));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await get.json()).toEqual({ error: "method_not_allowed", message: "Use POST." });
    // HEAD is GET without a body: a resource without GET refuses it too.
    expect((await postOnly.loader(args("HEAD"))).status).toBe(405);
  });

  it("answers HEAD with GET's status and headers, without a body, and releases GET's body", async () => {
    let cancelled = false;
    const stream = resource({
      GET: () =>
        new Response(
          new ReadableStream({
            cancel() {
              cancelled = true;
            },
          }),
          { headers: { "Content-Type": "text/event-stream" } },
        ),
    });
    const head = await stream.loader(args("HEAD"));
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("text/event-stream");
    expect(head.body).toBeNull();
    expect(cancelled).toBe(true);
    const headOfJson = await api.loader(args("HEAD", { headers: { "x-pass": "1" } }));
    expect(headOfJson.headers.get("x-thing")).toBe("yes");
    expect(await headOfJson.text()).toBe("");
  });

  it("answers with a guard's thrown Response unchanged, called directly or by React Router", async () => {
    const direct = await api.loader(args("GET"));
    expect(direct.status).toBe(401);
    expect(await direct.json()).toEqual({ error: "unauthorized", message: "Please sign in first." });
    const handle = routerHandler();
    for (const method of ["GET", "POST"]) {
      const refused = await handle(new Request(`${ORIGIN}/api/thing`, { method, body: method === "POST" ? "x" : undefined }));
      expect(refused.status, method).toBe(401);
      expect(refused.headers.get("set-cookie")).toBe("seen=1");
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.json()).toEqual({ error: "unauthorized", message: "Please sign in first." });
    }
    // And the same handler answers the allowed and refused methods as the route does.
    const ok = await handle(new Request(`${ORIGIN}/api/thing`, { headers: { "x-pass": "1" } }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ thing: 1 });
    const put = await handle(new Request(`${ORIGIN}/api/thing`, { method: "PUT" }));
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, POST");
  });
});
