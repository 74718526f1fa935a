// The fuzz inventory (tests/fuzz/inventory.ts) covers the app: every route module of app/routes.ts is
// fuzzed or excluded with a reason, every module with an action is fuzzed with POST, and every Better
// Auth endpoint the server mounts is listed. A new route or auth endpoint fails here until it is added.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import fc from "fast-check";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { buildAuth } from "../../server/auth/auth.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/db/index.ts";
import { casesFor, percentEncode } from "./generators.ts";
import { AUTH_ENDPOINT_METHODS, EXCLUDED_ROUTES, FUZZ_ENDPOINTS, type FuzzIds } from "./inventory.ts";
import { judge } from "./runner.ts";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every route module of app/routes.ts with its URL pattern (layouts have none). */
function modulesOf(entries: RouteEntry[], parent = ""): Array<{ file: string; url: string | null }> {
  const out: Array<{ file: string; url: string | null }> = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    out.push({ file: entry.file, url: entry.index || entry.path ? own || "/" : null });
    if (entry.children) out.push(...modulesOf(entry.children, own));
  }
  return out;
}

const MODULES = modulesOf(routes as RouteEntry[]);
const appDir = resolve(import.meta.dirname, "../../app");
const exportsAction = (file: string) =>
  /export (async )?function action\b|export const action\b/.test(readFileSync(resolve(appDir, file), "utf8"));

const IDS: FuzzIds = {
  run: ["r1"],
  player: ["p1"],
  checkout: ["c1"],
  campaign: [],
  segment: ["s1"],
  template: [],
  crawl: [],
  item: ["time-slow"],
  skin: ["classic"],
  powerUp: ["time-slow"],
  pack: ["starter"],
  adminUser: "a1",
  settings: { gravity: 0.25 },
  catalogue: {},
  lifecycle: {},
};

describe("the fuzz inventory", () => {
  it("fuzzes or excludes (with a reason) every route module of app/routes.ts", () => {
    const fuzzed = new Set(FUZZ_ENDPOINTS.map((e) => e.file));
    const missing = MODULES.filter((m) => !fuzzed.has(m.file) && !EXCLUDED_ROUTES[m.file]).map((m) => m.file);
    expect(missing, "route modules in neither FUZZ_ENDPOINTS nor EXCLUDED_ROUTES").toEqual([]);
    for (const [file, reason] of Object.entries(EXCLUDED_ROUTES)) {
      expect(
        MODULES.map((m) => m.file),
        file,
      ).toContain(file);
      expect(reason.length, file).toBeGreaterThan(20);
      expect(fuzzed.has(file), `${file} is both fuzzed and excluded`).toBe(false);
    }
  });

  it("lists each endpoint under the URL app/routes.ts gives its module", () => {
    const urls = new Map(MODULES.map((m) => [m.file, m.url]));
    for (const endpoint of FUZZ_ENDPOINTS) {
      expect(urls.has(endpoint.file), `${endpoint.file} is not in app/routes.ts`).toBe(true);
      const url = urls.get(endpoint.file)!;
      if (endpoint.kind === "auth") expect(url).toBe("/api/auth/*");
      else expect(endpoint.path, endpoint.file).toBe(url);
    }
  });

  it("posts to every module that has an action (form actions and JSON APIs)", () => {
    const withAction = MODULES.filter((m) => m.url && exportsAction(m.file)).map((m) => m.file);
    expect(withAction.length).toBeGreaterThan(30);
    for (const file of withAction) {
      if (EXCLUDED_ROUTES[file]) continue;
      const posted = FUZZ_ENDPOINTS.filter((e) => e.file === file);
      expect(posted.length, file).toBeGreaterThan(0);
      // Resource routes answer 405 to the method they do not take, so POST is fuzzed on every one.
      expect(
        posted.some((e) => e.methods.includes("POST") || e.kind === "api"),
        file,
      ).toBe(true);
    }
    // Page actions take forms.
    for (const file of ["routes/login.tsx", "routes/account.tsx", "routes/checkout.sandbox.tsx", "routes/unsubscribe.tsx"]) {
      expect(
        FUZZ_ENDPOINTS.find((e) => e.file === file),
        file,
      ).toMatchObject({ form: true, methods: expect.arrayContaining(["POST"]) });
    }
  });

  it("lists every Better Auth endpoint the server mounts, with its methods", async () => {
    const db = openDatabase("file::memory:");
    try {
      const noop = {} as never;
      const auth = buildAuth({
        config: loadConfig({ NODE_ENV: "test" }),
        db,
        logger: pino({ level: "silent" }),
        mailer: noop,
        sms: noop,
        rateLimits: noop,
        players: noop,
        secret: "x".repeat(40),
      });
      const mounted: Record<string, string[]> = {};
      for (const endpoint of Object.values(auth.api) as Array<{
        path?: string;
        options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
      }>) {
        // Server-only endpoints (no path, or SERVER_ONLY) are not reachable over HTTP.
        if (!endpoint.path || endpoint.options?.metadata?.SERVER_ONLY) continue;
        const method = endpoint.options?.method ?? "GET";
        mounted[endpoint.path] = Array.isArray(method) ? method : [method];
      }
      expect(AUTH_ENDPOINT_METHODS).toEqual(mounted);
    } finally {
      await db.close();
    }
  });

  it("sends every caller kind an endpoint lists, wrong origins among them (a sample of generated cases)", () => {
    for (const [index, endpoint] of FUZZ_ENDPOINTS.entries()) {
      const cases = fc.sample(casesFor(endpoint, IDS, "http://127.0.0.1:1"), { seed: 7 + index, numRuns: 40 });
      expect(new Set(cases.map((c) => c.caller)), endpoint.path).toEqual(new Set(endpoint.callers));
      for (const c of cases) {
        expect(c.path.startsWith("/"), c.path).toBe(true);
        if (c.origin === "same" && !["GET", "HEAD", "OPTIONS"].includes(c.method)) expect(c.headers.origin).toBe("http://127.0.0.1:1");
      }
    }
    const all = FUZZ_ENDPOINTS.flatMap((e, i) => fc.sample(casesFor(e, IDS, "http://127.0.0.1:1"), { seed: 11 + i, numRuns: 10 }));
    expect(all.some((c) => c.origin === "wrong")).toBe(true);
    expect(all.some((c) => c.shape.includes("broken-json"))).toBe(true);
    expect(all.some((c) => typeof c.body === "string" && c.body.length > 1_000_000)).toBe(true);
  });
});

describe("the fuzz judge", () => {
  const endpoint = FUZZ_ENDPOINTS.find((e) => e.path === "/api/runs")!;
  const base = {
    endpoint: "/api/runs",
    caller: "anon" as const,
    method: "POST",
    path: "/api/runs",
    headers: {},
    origin: "same" as const,
    shape: "test",
  };
  const fromApp = new Headers({ "x-request-id": "1" });

  it("fails a 5xx, a 4xx API answer that is not { error, message } JSON, and a foreign POST that got through", () => {
    expect(judge(endpoint, base, 500, fromApp, "{}")).toMatch(/server error/);
    expect(judge(endpoint, base, 503, fromApp, "{}")).toMatch(/server error/);
    expect(judge(endpoint, base, 404, fromApp, "")).toMatch(/not JSON/);
    expect(judge(endpoint, base, 400, fromApp, '{"error":"x"}')).toMatch(/lacks/);
    expect(
      judge(
        endpoint,
        { ...base, origin: "wrong", headers: { origin: "https://evil.example" } },
        400,
        fromApp,
        '{"error":"x","message":"y"}',
      ),
    ).toMatch(/not refused/);
  });

  it("passes successes, proper 4xx answers, and what Node's parser refuses before the app", () => {
    expect(judge(endpoint, base, 201, fromApp, "{}")).toBeNull();
    expect(judge(endpoint, base, 400, fromApp, '{"error":"invalid_body","message":"x"}')).toBeNull();
    expect(judge(endpoint, base, 431, new Headers(), "")).toBeNull();
    expect(judge(endpoint, { ...base, method: "HEAD" }, 405, fromApp, "")).toBeNull();
  });

  it("spells lone surrogates as invalid UTF-8 escapes in URLs", () => {
    expect(percentEncode("a\ud800b")).toBe("a%ED%A0%80b");
    expect(percentEncode("\udfff")).toBe("%ED%BF%BF");
    expect(percentEncode("é/")).toBe("%C3%A9%2F");
    expect(percentEncode("\ud83d\ude00\ud800x\udc00")).toBe("%F0%9F%98%80%ED%A0%80x%ED%B0%80");
  });
});
