// The admin guard (server/admin/guard.ts) runs for every admin page and every admin API: each route of
// app/routes.ts under /admin/ (but /admin itself, which only sends the operator on) and /api/admin/
// (but the sign-in, POST /api/admin/session) sits below a layout whose middleware is the guard, and
// over HTTP, on the production build, a visitor without a session and a signed-in player are refused
// on GET and POST alike: pages send them to /, APIs answer 403 JSON. The operator gets through
// (tests/e2e/auth-admin.test.ts walks the same table as every kind of visitor and as the operator).
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { adminGuard } from "../../server/admin/guard.ts";
import { Client, asPlayer } from "./auth-client.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

interface RouteUrl {
  url: string;
  file: string;
  /** The route modules around it, outermost first. */
  layouts: string[];
}

/** Every URL of app/routes.ts with the layouts it renders in. */
function urlsOf(entries: RouteEntry[], parent = "", layouts: string[] = []): RouteUrl[] {
  const out: RouteUrl[] = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.index || entry.path) out.push({ url: own || "/", file: entry.file, layouts });
    if (entry.children) out.push(...urlsOf(entry.children, own, [...layouts, entry.file]));
  }
  return out;
}

const ALL = urlsOf(routes as RouteEntry[]);
/**
 * The doors: /admin sends the operator on (and anyone else to /), the sign-in lets strangers in, and
 * an invitation's link (/admin/join) is opened by someone who is not an operator yet.
 */
const OUTSIDE = new Set(["/admin", "/api/admin/session", "/admin/join"]);
const PAGES = ALL.filter((r) => r.url.startsWith("/admin/") && !OUTSIDE.has(r.url));
const APIS = ALL.filter((r) => r.url.startsWith("/api/admin/") && !OUTSIDE.has(r.url));
/** A concrete URL for a pattern: any value will do for a param, the guard answers before it is read. */
const concrete = (url: string) => url.replace(/:[^/]+/g, "x").replace(/\*$/, "x");

async function middlewareOf(file: string): Promise<unknown[]> {
  const module = (await import(resolve(import.meta.dirname, "../../app", file))) as { middleware?: unknown[] };
  return module.middleware ?? [];
}

describe("the admin routes", () => {
  it("are found: pages and APIs, with params", () => {
    expect(PAGES.map((r) => r.url)).toEqual(expect.arrayContaining(["/admin/settings", "/admin/players/:id"]));
    expect(APIS.map((r) => r.url)).toEqual(expect.arrayContaining(["/api/admin/settings", "/api/admin/players/:id"]));
  });

  it("each sit below a layout whose middleware is the admin guard; the doors do not", async () => {
    for (const route of [...PAGES, ...APIS]) {
      const guarded = [];
      for (const layout of route.layouts) if ((await middlewareOf(layout)).includes(adminGuard)) guarded.push(layout);
      expect(guarded, `${route.url} (${route.file})`).toHaveLength(1);
    }
    for (const door of ALL.filter((r) => OUTSIDE.has(r.url))) {
      for (const layout of door.layouts) expect(await middlewareOf(layout), door.url).not.toContain(adminGuard);
    }
  });
});

describe("the admin guard over HTTP", () => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer;
  let visitors: Array<[string, Client]>;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url } });
    visitors = [
      ["a visitor without a session", new Client(server.url)],
      ["a signed-in player", await asPlayer(server.url, smtp, "guard-player@example.com")],
    ];
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  it("sends them from every admin page to /, on GET and POST", async () => {
    for (const [who, client] of visitors) {
      for (const { url } of PAGES) {
        for (const method of ["GET", "POST"]) {
          const response = await client.send(concrete(url), method === "POST" ? { form: { intent: "x" } } : {});
          expect([response.status, response.headers.get("location")], `${who} ${method} ${url}`).toEqual([302, "/"]);
        }
      }
    }
  });

  it("answers them 403 JSON on every admin API, on GET and POST", async () => {
    for (const [who, client] of visitors) {
      for (const { url } of APIS) {
        for (const method of ["GET", "POST"]) {
          const response = await client.send(concrete(url), { method, json: method === "POST" ? {} : undefined });
          expect(response.status, `${who} ${method} ${url}`).toBe(403);
          expect(response.headers.get("content-type"), `${who} ${method} ${url}`).toMatch(/^application\/json/);
          expect(await response.json(), `${who} ${method} ${url}`).toEqual({
            error: "forbidden",
            message: "This needs an administrator. Sign in through Admin Access.",
          });
        }
      }
    }
  });

  it("lets strangers reach the doors: /admin sends them to /, the sign-in checks the password", async () => {
    const stranger = new Client(server.url);
    const admin = await stranger.send("/admin");
    expect([admin.status, admin.headers.get("location")]).toEqual([302, "/"]);
    const signIn = await stranger.send("/api/admin/session", { json: { password: "not the password" } });
    expect(signIn.status).toBe(401);
    expect(await signIn.json()).toEqual({ error: "invalid_password", message: "Invalid password" });
  });
});
