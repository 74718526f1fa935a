// Admin access end to end against the production build: the route table walked for every kind of
// visitor, the Admin Access dialog, cross-site POSTs, the brute-force limit, the printed password.
import { admin as adminPlugin } from "better-auth/plugins/admin";
import type { Browser } from "playwright-core";
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { Client, asAdmin, asGuest, asPlayer } from "./auth-client.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const ADMIN_PASSWORD = "operator-e2e-password";

function runScript(script: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const root = resolve(import.meta.dirname, "../..");
  const child = spawn(process.execPath, [resolve(root, script)], { cwd: root, env: { PATH: process.env.PATH ?? "", ...env } });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) => child.once("exit", (code) => done({ code, output })));
}

/** The headings of the admin pages (the spec's names). */
const ADMIN_HEADINGS: Record<string, string> = {
  "/admin/settings": "Game Settings",
  "/admin/store": "Store Settings",
  "/admin/players": "Player Data",
  "/admin/segments": "Player Segments",
  "/admin/email": "Email Campaigns",
  "/admin/analytics": "Analytics",
  "/admin/seo": "SEO & Metadata",
};

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every URL of app/routes.ts (layouts contribute no URL of their own). */
function urlsOf(entries: RouteEntry[], parent = ""): Array<{ url: string; file: string }> {
  const out: Array<{ url: string; file: string }> = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.index || entry.path) out.push({ url: own || "/", file: entry.file });
    if (entry.children) out.push(...urlsOf(entry.children, own));
  }
  return out;
}

const ALL = urlsOf(routes as RouteEntry[]);
/** Concrete URL for a pattern: params and splats get a placeholder. */
const concrete = (url: string) => url.replace(/:[^/]+/g, "x").replace(/\*$/, "x");
/** An invitation's link is for people who are not operators yet (tests/e2e/admin-team.test.ts). */
const JOIN_PAGE = "/admin/join";
const ADMIN_PAGES = ALL.filter((r) => (r.url === "/admin" || r.url.startsWith("/admin/")) && r.url !== JOIN_PAGE).map((r) =>
  concrete(r.url),
);
/** The admin sign-in itself is the one admin API that must let strangers in (it is the door). */
const ADMIN_DOOR = "/api/admin/session";
const ADMIN_APIS = ALL.filter((r) => r.url.startsWith("/api/admin/") && r.url !== ADMIN_DOOR).map((r) => concrete(r.url));
/** The admin plugin's endpoints, mounted under /api/auth by the auth catch-all route. */
const PLUGIN_ADMIN_APIS = Object.values(adminPlugin().endpoints).map((endpoint) => {
  const method = (endpoint.options as { method?: string | string[] }).method;
  return { url: `/api/auth${endpoint.path}`, method: Array.isArray(method) ? method[0]! : (method ?? "GET") };
});

describe("the route table", () => {
  it("has admin pages to walk, the door, and the plugin's admin endpoints", () => {
    expect(ADMIN_PAGES).toEqual(expect.arrayContaining(["/admin", ...Object.keys(ADMIN_HEADINGS)]));
    expect(ALL.map((r) => r.url)).toContain(ADMIN_DOOR);
    expect(PLUGIN_ADMIN_APIS.map((e) => e.url)).toEqual(expect.arrayContaining(["/api/auth/admin/list-users", "/api/auth/admin/set-role"]));
  });
});

describe.each(["sqlite", "postgres"] as const)("admin access on %s", (dialect) => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;
  let visitors: Array<[string, Client]>;
  let operator: Client;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(dialect);
    server = await startServer({
      env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, ADMIN_PASSWORD, TRUST_PROXY: "true" },
    });
    // CI time: Chromium only where the browser flow runs (docs/decisions/030).
    if (dialect === "sqlite") browser = await launchBrowser();
    visitors = [
      ["a signed-out visitor", new Client(server.url)],
      ["a guest", await asGuest(server.url)],
      ["a signed-in player", await asPlayer(server.url, smtp, `player-${dialect}@example.com`)],
    ];
    operator = await asAdmin(server.url, ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  it("sends everyone but the operator from every admin page to /", async () => {
    for (const [who, client] of visitors) {
      for (const page of ADMIN_PAGES) {
        const response = await client.send(page);
        expect([response.status, response.headers.get("location")], `${who} GET ${page}`).toEqual([302, "/"]);
      }
    }
  });

  it("answers every admin API with 403 JSON to everyone but the operator", async () => {
    const calls = [
      ...ADMIN_APIS.flatMap((url) => [
        { url, method: "GET" },
        { url, method: "POST" },
      ]),
      ...PLUGIN_ADMIN_APIS,
    ];
    for (const [who, client] of visitors) {
      for (const { url, method } of calls) {
        const response = await client.send(url, { method, json: method === "GET" ? undefined : {} });
        expect(response.status, `${who} ${method} ${url}`).toBe(403);
        expect(await response.json(), `${who} ${method} ${url}`).toMatchObject({ error: "forbidden", message: expect.any(String) });
      }
    }
  });

  it("admits the operator to every admin page and API", async () => {
    for (const page of ADMIN_PAGES) {
      const response = await operator.send(page);
      if (page === "/admin") {
        expect([response.status, response.headers.get("location")]).toEqual([302, "/admin/settings"]);
        continue;
      }
      expect(response.status, page).toBe(200);
      const html = await response.text();
      if (ADMIN_HEADINGS[page]) expect(html, page).toContain(ADMIN_HEADINGS[page]!.replace("&", "&amp;"));
    }
    for (const { url, method } of PLUGIN_ADMIN_APIS) {
      const response = await operator.send(url, { method, json: method === "GET" ? undefined : {} });
      expect([401, 403], `operator ${method} ${url}`).not.toContain(response.status);
    }
    const users = await operator.send("/api/auth/admin/list-users");
    expect(users.status).toBe(200);
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("the Admin Access dialog's calls over HTTP ..." below, "admits the operator
  // to every admin page and API" above; server/auth/service.test.ts "the admin dialog signs in the
  // operator, audited; ..."; tests/e2e/security.test.ts "operator sessions: ...").
  it.runIf(dialect === "sqlite")(
    "signs the operator in from the footer's Admin Access dialog; a wrong password reads 'Invalid password'",
    async () => {
      // The wrong password's 401 is logged by the browser.
      const { page, errors, close } = (await openPage(browser, { viewport: { width: 1280, height: 900 } })).allowErrors(/status of 401/);
      await page.goto(server.url + "/", { waitUntil: "networkidle" });
      await page.getByRole("button", { name: "Admin Access" }).click();
      const dialog = page.getByTestId("admin-login-dialog");
      await dialog.getByTestId("admin-password").fill("not the password");
      await dialog.getByTestId("admin-login-submit").click();
      await expect.poll(() => dialog.getByTestId("admin-login-notice").textContent()).toBe("Invalid password");
      expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);

      await dialog.getByTestId("admin-password").fill(ADMIN_PASSWORD);
      await dialog.getByTestId("admin-login-submit").click();
      await page.waitForURL(server.url + "/admin/settings");
      await expect.poll(() => page.locator("h1").first().textContent()).toBe("Game Settings");
      // Nothing about admin lives in the browser but the HttpOnly cookie.
      expect(await page.evaluate(() => Object.keys(window.localStorage))).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe("");

      // Client navigations between admin pages are checked on the server too (the layout shows
      // 'Loading...' meanwhile); every page's server render is covered by the walk above.
      for (const [path, heading] of Object.entries(ADMIN_HEADINGS).slice(1, 3)) {
        await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: heading }).click();
        await page.waitForURL(server.url + path);
        await expect.poll(() => page.locator("h1").first().textContent()).toBe(heading);
      }
      await page.getByTestId("admin-sign-out").click();
      await page.waitForURL(server.url + "/");
      const after = await page.goto(server.url + "/admin/settings");
      expect(new URL(after!.url()).pathname).toBe("/");
      // The 401 of the wrong password is the only console complaint allowed.
      expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
      await close();
    },
  );

  it("the Admin Access dialog's calls over HTTP: 'Invalid password', then the admin pages and their data; sign-out ends it", async () => {
    // An address of its own: the sign-in limits are the test after this one's.
    const visitor = new Client(server.url);
    const door = (password: string) =>
      visitor.send("/api/admin/session", { json: { password }, headers: { "x-forwarded-for": "198.51.100.77" } });
    const wrong = await door("not the password");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "invalid_password", message: "Invalid password" });
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const right = await door(ADMIN_PASSWORD);
    expect([right.status, await right.json()]).toEqual([200, { ok: true, redirectTo: "/admin/settings" }]);
    const cookies = right.headers.getSetCookie().filter((c) => !/max-age=0/i.test(c));
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*HttpOnly/i);

    // The pages the dialog leads to, and the data a click in the admin navigation fetches.
    for (const [path, heading] of Object.entries(ADMIN_HEADINGS).slice(0, 3)) {
      const page = await visitor.send(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain(heading);
      const data = await visitor.send(`${path}.data`);
      expect(data.status, `${path}.data`).toBe(200);
      await data.body?.cancel();
    }
    // The layout's sign-out is a plain form: back to /, and the session is over on the server.
    const signedIn = new Map(visitor.cookies);
    const out = await visitor.send("/api/session/sign-out", { form: {} });
    expect([out.status, out.headers.get("location")]).toEqual([302, "/"]);
    const replay = new Client(server.url);
    for (const [name, value] of signedIn) replay.cookies.set(name, value);
    const after = await replay.send("/admin/settings");
    expect([after.status, after.headers.get("location")]).toEqual([302, "/"]);
  });

  it("refuses a cross-site POST (Origin or Sec-Fetch-Site of another site) with 403 bad_origin", async () => {
    const stranger = new Client(server.url);
    const evil = await stranger.send("/api/admin/session", { json: { password: ADMIN_PASSWORD }, origin: "https://evil.example" });
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: "bad_origin", message: expect.any(String) });
    expect(evil.headers.getSetCookie()).toEqual([]);
    const fetchMeta = await stranger.send("/api/session/guest", {
      method: "POST",
      origin: null,
      headers: { "sec-fetch-site": "cross-site", "accept-language": "de-DE,de;q=0.9" },
    });
    expect(fetchMeta.status).toBe(403);
    // Refused before any page code runs, still in the visitor's language.
    expect(((await fetchMeta.json()) as { message: string }).message).toBe(
      "Diese Anfrage kam von einer anderen Website und wurde abgelehnt. Lade die Seite neu und versuche es noch einmal.",
    );
    const form = await stranger.send("/login", {
      form: { intent: "sign_in", identifier: "a@example.com", password: "x" },
      origin: "http://127.0.0.1:1",
    });
    expect(form.status).toBe(403);
    // Our own pages (same origin) go through.
    expect((await stranger.send("/api/session/guest", { method: "POST" })).status).toBe(201);
  });

  it("refuses the 6th admin sign-in in a minute without checking the password, per address and per account", async () => {
    const attacker = "203.0.113.7";
    const attempt = (password: string, ip: string) =>
      new Client(server.url).send("/api/admin/session", { json: { password }, headers: { "x-forwarded-for": ip } });
    for (let i = 1; i <= 5; i++) {
      const response = await attempt(`wrong-${i}`, attacker);
      expect(response.status, `attempt ${i}`).toBe(401);
      expect(await response.json()).toEqual({ error: "invalid_password", message: "Invalid password" });
    }
    // Even the right password is refused now: it is not looked at.
    const sixth = await attempt(ADMIN_PASSWORD, attacker);
    expect(sixth.status).toBe(429);
    const body = (await sixth.json()) as { error: string; message: string };
    expect(body.error).toBe("rate_limited");
    expect(body.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(sixth.headers.getSetCookie()).toEqual([]);
    // The account is locked for everyone for the rest of the minute, from any address.
    const elsewhere = await attempt(ADMIN_PASSWORD, "198.51.100.20");
    expect(elsewhere.status).toBe(429);
    // The operator session made before the attack still works.
    expect((await operator.send("/admin/settings")).status).toBe(200);
  });
});

describe("the generated operator password", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("is printed once on the first start (with how to reset it), never on the next, and lets the operator in", async () => {
    const first = await startServer({ env: { DATABASE_URL: database.url } });
    let password = "";
    try {
      const lines = first
        .output()
        .split("\n")
        .filter((line) => line.includes("generated password"));
      expect(lines).toHaveLength(1);
      const line = JSON.parse(lines[0]!) as { level: number; msg: string };
      expect(line.level).toBe(40);
      expect(line.msg).toContain("npm run admin:reset-password");
      password = /generated password (\S+)/.exec(line.msg)![1]!;
      expect(password).toMatch(/^[2-9a-zA-Z]{5}(-[2-9a-zA-Z]{5}){4}$/);
      // Stored hashed: the plain password is nowhere in the database.
    } finally {
      await first.stop();
    }
    const second = await startServer({ env: { DATABASE_URL: database.url } });
    try {
      expect(second.output()).not.toContain("generated password");
      expect(second.output()).not.toContain(password);
      const operator = await asAdmin(second.url, password);
      expect((await operator.send("/admin/settings")).status).toBe(200);

      // `npm run admin:reset-password` prints a new one and signs the operator out everywhere.
      const printed = await runScript("scripts/admin-reset-password.ts", { DATABASE_URL: database.url });
      expect(printed.code).toBe(0);
      const fresh = /New admin password for admin@flapmaster\.invalid: (\S+)/.exec(printed.output)?.[1];
      expect(fresh, printed.output).toMatch(/^[2-9a-zA-Z]{5}(-[2-9a-zA-Z]{5}){4}$/);
      expect(fresh).not.toBe(password);
      expect((await operator.send("/admin/settings")).headers.get("location")).toBe("/");
      const old = await new Client(second.url).send("/api/admin/session", { json: { password } });
      expect(old.status).toBe(401);
      const again = await asAdmin(second.url, fresh!);
      expect((await again.send("/admin/settings")).status).toBe(200);
      password = fresh!;
    } finally {
      await second.stop();
    }
    const { DatabaseSync } = await import("node:sqlite");
    const raw = new DatabaseSync(database.url.replace(/^file:/, ""), { readOnly: true });
    const stored = raw.prepare(`select password from account where providerId = 'credential'`).all() as Array<{ password: string }>;
    raw.close();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.password).not.toContain(password);
    expect(stored[0]!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });
});
