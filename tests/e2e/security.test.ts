// Security review (docs/security.md) against the production build: the Content Security Policy of
// every page (header, nonces in the HTML, zero violations in Chromium), the other security headers,
// open redirects through the sign-in and Better Auth's endpoints, and a player's name as markup.
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { request as httpRequest } from "node:http";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { insertPlayers } from "../../server/campaigns/test-data.ts";
import { openDatabase } from "../../server/db/index.ts";
import { listOutbox } from "../../server/mail/mailer.ts";
import { asAdmin, Client } from "./auth-client.ts";
import { openAdminPage } from "./admin-page.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";

const ADMIN_PASSWORD = "operator-security-password";

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every page URL of app/routes.ts (not the API, sitemap, robots or images): params get a placeholder. */
function pagesOf(entries: RouteEntry[], parent = ""): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
    if (entry.index || entry.path) out.push((own || "/").replace(/:[^/]+/g, "x").replace(/\*$/, "no-such-page"));
    if (entry.children) out.push(...pagesOf(entry.children, own));
  }
  return out.filter((url) => !url.startsWith("/api/") && !/\.(xml|txt|png)$/.test(url));
}

const PAGES = pagesOf(routes as RouteEntry[]);
const ADMIN_PAGES = PAGES.filter((url) => url === "/admin" || url.startsWith("/admin/"));
/** Pages a visitor sees (a few views of /login too); /admin answers a visitor with a redirect. */
const PUBLIC_PAGES = [...PAGES.filter((url) => !ADMIN_PAGES.includes(url)), "/login?view=sign_up", "/login?view=forgotten_password"];

/** The Content-Security-Policy header as directive -> values. */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header, "Content-Security-Policy header").toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** Checks a production policy and returns its script nonce. */
function checkPolicy(header: string | null, label: string): string {
  const csp = parseCsp(header);
  const scriptSrc = csp.get("script-src") ?? [];
  expect(scriptSrc, label).toContain("'self'");
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", "*", "data:", "blob:", "http:", "https:"]) {
    expect(scriptSrc, `${label}: script-src ${loose}`).not.toContain(loose);
  }
  const nonces = scriptSrc.filter((value) => value.startsWith("'nonce-"));
  expect(nonces, label).toHaveLength(1);
  const nonce = nonces[0]!.slice("'nonce-".length, -1);
  // 16 random bytes, base64.
  expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  expect(csp.get("default-src"), label).toEqual(["'self'"]);
  expect(csp.get("object-src"), label).toEqual(["'none'"]);
  expect(csp.get("base-uri"), label).toEqual(["'self'"]);
  expect(csp.get("form-action"), label).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(csp.get("connect-src"), label).toEqual(["'self'"]);
  // No directive may let script in through a side door.
  for (const [name, values] of csp) expect(values, `${label}: ${name}`).not.toContain("'unsafe-eval'");
  return nonce;
}

/** Every <script> of a page carries the response's nonce (JSON-LD, which never runs, may go without). */
function checkScripts(html: string, nonce: string, label: string): void {
  const tags = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1]!);
  expect(tags.length, `${label}: scripts`).toBeGreaterThan(0);
  for (const attributes of tags) {
    if (/\btype="application\/ld\+json"/i.test(attributes)) continue;
    expect(/\snonce="([^"]*)"/.exec(attributes)?.[1], `${label}: <script${attributes}>`).toBe(nonce);
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1];
    if (src) expect(src, `${label}: script from our origin`).toMatch(/^\/(?!\/)/);
  }
  // The markup itself (scripts removed) has no event handler attributes and no javascript: URLs.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  expect(markup, `${label}: event handler attribute`).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  expect(markup, `${label}: javascript: URL`).not.toMatch(/(?:href|src|action|formaction)\s*=\s*"\s*javascript:/i);
}

function checkOtherHeaders(response: Response, label: string): void {
  expect(response.headers.get("x-frame-options"), label).toBe("DENY");
  expect(response.headers.get("x-content-type-options"), label).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("cross-origin-opener-policy"), label).toBe("same-origin");
}

// The HTTP checks run on both engines: every page is rendered from the database.
describe.each(["sqlite", "postgres"] as const)("security headers and redirects on %s", (engine) => {
  let database: TestDatabase;
  let server: RunningServer;
  let operator: Client;
  let ipCount = 0;
  /** A fresh client address per request (TRUST_PROXY): the sign-in limits are tested elsewhere. */
  const freshIp = () => ({ "x-forwarded-for": `10.77.${Math.floor(++ipCount / 250)}.${ipCount % 250}` });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    server = await startServer({ env: { DATABASE_URL: database.url, ADMIN_PASSWORD, TRUST_PROXY: "true" } });
    operator = await asAdmin(server.url, ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it("finds the pages to check in the route table", () => {
    expect(PUBLIC_PAGES).toEqual(
      expect.arrayContaining(["/", "/play", "/store", "/leaderboard", "/login", "/account", "/contact", "/no-such-page"]),
    );
    expect(ADMIN_PAGES).toEqual(
      expect.arrayContaining(["/admin", "/admin/settings", "/admin/players", "/admin/players/x", "/admin/email"]),
    );
  });

  it("every page, public and admin, has a strict script policy and only nonce'd scripts; the nonce is new per response", async () => {
    const visitor = new Client(server.url);
    const checked: string[] = [];
    for (const [client, urls] of [
      [visitor, PUBLIC_PAGES],
      [operator, ADMIN_PAGES],
    ] as const) {
      for (const url of urls) {
        const label = `${client === operator ? "operator" : "visitor"} ${url}`;
        const first = await client.send(url);
        const nonce = checkPolicy(first.headers.get("content-security-policy"), label);
        checkOtherHeaders(first, label);
        if (first.status >= 300 && first.status < 400) {
          await first.body?.cancel();
          continue;
        }
        expect(first.headers.get("content-type"), label).toMatch(/^text\/html/);
        checkScripts(await first.text(), nonce, label);
        const second = await client.send(url);
        const again = checkPolicy(second.headers.get("content-security-policy"), label);
        checkScripts(await second.text(), again, `${label} (again)`);
        expect(again, `${label}: a new nonce per response`).not.toBe(nonce);
        checked.push(label);
      }
    }
    // Every admin page rendered for the operator (none fell back to a redirect); /admin itself only
    // sends the operator on to the first section.
    for (const url of ADMIN_PAGES.filter((u) => u !== "/admin")) expect(checked).toContain(`operator ${url}`);
    expect(checked).toContain("visitor /");
  });

  it("JSON, static files and errors carry the same headers; HTTPS behind the proxy adds HSTS and upgrade-insecure-requests", async () => {
    for (const path of ["/api/session", "/api/no-such-endpoint", "/manifest.webmanifest", "/robots.txt", "/sitemap.xml"]) {
      const response = await fetch(server.url + path);
      await response.body?.cancel();
      checkPolicy(response.headers.get("content-security-policy"), path);
      checkOtherHeaders(response, path);
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
    const plain = parseCsp((await fetch(server.url + "/", { method: "HEAD" })).headers.get("content-security-policy"));
    expect(plain.has("upgrade-insecure-requests")).toBe(false);
    const secure = await fetch(server.url + "/", { method: "HEAD", headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(parseCsp(secure.headers.get("content-security-policy")).get("upgrade-insecure-requests")).toEqual([]);
  });

  it("operator sessions: a new token at sign-in (a planted cookie gains nothing), HttpOnly and SameSite, dead after sign-out", async () => {
    const planted = new Client(server.url);
    expect((await planted.send("/api/session/guest", { method: "POST", headers: freshIp() })).status).toBe(201);
    const before = new Map(planted.cookies);
    const signIn = await planted.send("/api/admin/session", { json: { password: ADMIN_PASSWORD }, headers: freshIp() });
    expect(signIn.status).toBe(200);
    for (const cookie of signIn.headers.getSetCookie().filter((c) => !/max-age=0/i.test(c))) {
      expect(cookie, "HttpOnly").toMatch(/;\s*HttpOnly/i);
      expect(cookie, "SameSite").toMatch(/;\s*SameSite=Lax/i);
    }
    const token = [...planted.cookies.keys()].find((name) => name.endsWith("session_token"))!;
    expect(planted.cookies.get(token)).toBeTruthy();
    expect(planted.cookies.get(token)).not.toBe(before.get(token));
    // The cookie planted before the sign-in is still only the guest's.
    const fixated = new Client(server.url);
    for (const [name, value] of before) fixated.cookies.set(name, value);
    expect((await fixated.session()).player).toMatchObject({ isGuest: true, role: "player" });
    expect((await fixated.send("/api/admin/settings")).status).toBe(403);

    const signedIn = new Map(planted.cookies);
    expect((await planted.send("/api/admin/settings")).status).toBe(200);
    expect((await planted.send("/api/session/sign-out", { method: "POST" })).status).toBe(200);
    // Replaying every cookie the operator had: the session is gone on the server, not only in the browser.
    const replay = new Client(server.url);
    for (const [name, value] of signedIn) replay.cookies.set(name, value);
    expect((await replay.session()).player).toBeNull();
    expect((await replay.send("/api/admin/settings")).status).toBe(403);
    // Neither the session token nor the password ever reaches the logs.
    expect(server.output()).not.toContain(signedIn.get(token));
    expect(server.output()).not.toContain(ADMIN_PASSWORD);
  });

  it("writes links in mails for PUBLIC_URL, never for a Host or X-Forwarded-Host an attacker sends", async () => {
    const db = openDatabase(database.url, { poolMax: 1 });
    try {
      const email = `victim-${engine}@example.com`;
      await insertPlayers(db.kysely, [{ id: `victim-${engine}`, email, name: "Victim", newsletter: "none" }]);
      const body = JSON.stringify({ email, redirectTo: "/login?view=update_password" });
      const port = new URL(server.url).port;
      // A password reset asked for the victim by the attacker (no browser: no Origin needed).
      const byForwardedHost = await fetch(server.url + "/api/auth/request-password-reset", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-host": "evil.example", ...freshIp() },
        body,
      });
      expect(byForwardedHost.status).toBe(200);
      const byHost = await new Promise<number>((done, fail) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            path: "/api/auth/request-password-reset",
            method: "POST",
            headers: { host: "evil.example", "content-type": "application/json", "content-length": Buffer.byteLength(body), ...freshIp() },
          },
          (res) => {
            res.resume();
            done(res.statusCode ?? 0);
          },
        );
        req.on("error", fail);
        req.end(body);
      });
      expect(byHost).toBe(200);
      let mails: Awaited<ReturnType<typeof listOutbox>> = [];
      await expect.poll(async () => (mails = await listOutbox(db, { recipient: email })).length).toBe(2);
      for (const mail of mails) {
        const links = [...`${mail.text} ${mail.html ?? ""}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => new URL(m[0]));
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link.hostname, link.href).not.toContain("evil");
        expect(links.some((link) => link.pathname.startsWith("/api/auth/reset-password/"))).toBe(true);
      }
    } finally {
      await db.close();
    }
  });

  it("counts per real address: a client-sent X-Flap-Client-Ip or forged X-Forwarded-For hops do not dodge a limit", async () => {
    // The contact form's limit (5 in 10 minutes per address) stands for every per-address limit:
    // they all read the address server/http/front.ts sets.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(server.url + "/api/contact", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          origin: server.url,
          // The proxy in front appends the address it saw (last hop); the rest is the client's say.
          "x-forwarded-for": `203.0.113.${i}, 10.66.${engine === "sqlite" ? 1 : 2}.1`,
          "x-flap-client-ip": `198.51.100.${i}`,
        },
        body: JSON.stringify({ email: `sender-${i}@example.com`, message: "Hello there, a question about the game." }),
      });
      statuses.push(response.status);
      await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("refuses a huge body before any route reads it: form actions, Better Auth, the admin door, the webhook", async () => {
    // 3 MB: over the server-wide cap (server/http/body-limit.ts); these routes read a body whole.
    const huge = "a=" + "x".repeat(3_000_000);
    for (const [path, type] of [
      ["/login", "application/x-www-form-urlencoded"],
      ["/account", "application/x-www-form-urlencoded"],
      ["/api/auth/sign-in/email", "application/json"],
      ["/api/admin/session", "application/json"],
      ["/api/stripe/webhook", "application/json"],
    ] as const) {
      const response = await fetch(server.url + path, {
        method: "POST",
        headers: { "content-type": type, origin: server.url, ...freshIp() },
        body: huge,
      });
      expect(response.status, path).toBe(413);
      expect(await response.json(), path).toEqual({ error: "body_too_large", message: translate("en", "api.error.tooLarge") });
    }
    // The server is still there and answers the same request of a normal size.
    const normal = await fetch(server.url + "/api/admin/session", {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, ...freshIp() },
      body: "{}",
    });
    expect(normal.status).toBe(400);
  });

  it("sends nobody to another site: /login's redirectTo and Better Auth's callback and redirect URLs", async () => {
    // Signed in already, /login goes straight on to redirectTo: only same-site paths are kept.
    for (const target of [
      "//evil.example/x",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/%0d%0aLocation:%20https://evil.example",
      "/.//evil.example",
      "/a/..//evil.example",
    ]) {
      const response = await operator.send(`/login?redirectTo=${encodeURIComponent(target)}`);
      expect(response.status, target).toBe(302);
      const location = response.headers.get("location")!;
      expect(new URL(location, server.url).origin, `${target} -> ${location}`).toBe(new URL(server.url).origin);
    }
    const good = await operator.send(`/login?redirectTo=${encodeURIComponent("/leaderboard?board=weekly")}`);
    expect(good.headers.get("location")).toBe("/leaderboard?board=weekly");

    const evil = [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example/",
      "https:evil.example",
      "http://localhost.evil.example/",
      "javascript:alert(1)",
    ];
    const visitor = new Client(server.url);
    for (const url of evil) {
      const q = encodeURIComponent(url);
      const attempts: Array<[string, Promise<Response>]> = [
        ["verify-email", visitor.send(`/api/auth/verify-email?token=x&callbackURL=${q}`, { headers: freshIp() })],
        [
          "magic-link/verify",
          visitor.send(`/api/auth/magic-link/verify?token=x&callbackURL=/&errorCallbackURL=${q}`, { headers: freshIp() }),
        ],
        ["reset-password/:token", visitor.send(`/api/auth/reset-password/x?callbackURL=${q}`, { headers: freshIp() })],
        [
          "sign-in/magic-link",
          visitor.send("/api/auth/sign-in/magic-link", { json: { email: "a@example.com", callbackURL: url }, headers: freshIp() }),
        ],
        [
          "request-password-reset",
          visitor.send("/api/auth/request-password-reset", { json: { email: "a@example.com", redirectTo: url }, headers: freshIp() }),
        ],
        [
          "sign-up/email",
          visitor.send("/api/auth/sign-up/email", {
            json: { email: "b@example.com", password: "long-password-1", name: "B", callbackURL: url },
            headers: freshIp(),
          }),
        ],
      ];
      for (const [endpoint, attempt] of attempts) {
        const response = await attempt;
        const label = `${endpoint} ${url}`;
        expect(response.headers.get("location"), label).toBeNull();
        expect(response.status, label).toBe(403);
        expect(await response.json(), label).toMatchObject({ error: expect.stringMatching(/^invalid_(callback|redirect)_url$/) });
      }
    }
  });
});

// The browser checks run on SQLite only: whether a page's scripts obey its policy is a property of
// the HTML and JavaScript the build serves, the same on either engine.
describe("pages in Chromium", () => {
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;
  const XSS_NAME = `<img src=x onerror="window.__xss=1">`;

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, ADMIN_PASSWORD } });
    const db = openDatabase(database.url, { poolMax: 1 });
    try {
      // Names are checked where players set them; one stored by any other way must still be text.
      await insertPlayers(db.kysely, [{ id: "xss-player", email: "xss@example.com", name: XSS_NAME, newsletter: "none" }]);
    } finally {
      await db.close();
    }
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
  });

  /** Records the page's CSP violations in window.__csp (set up before any of its scripts run). */
  async function watchViolations(page: Page): Promise<void> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener("securitypolicyviolation", (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
  }
  const violationsOf = (page: Page) =>
    page.evaluate(async () => {
      // Violation events are queued as tasks: let them arrive.
      await new Promise((done) => setTimeout(done, 150));
      return (window as unknown as { __csp: string[] }).__csp;
    });

  it("runs every public page and every admin page with zero CSP violations and zero console errors", async () => {
    const visitor = await openPage(browser);
    await watchViolations(visitor.page);
    const operator = await openAdminPage(browser, server.url, ADMIN_PASSWORD);
    await watchViolations(operator.page);
    try {
      for (const [{ page, errors }, urls] of [
        [visitor, PUBLIC_PAGES],
        [operator, ADMIN_PAGES],
      ] as const) {
        for (const url of urls) {
          await page.goto(server.url + url, { waitUntil: "load" });
          expect(await violationsOf(page), url).toEqual([]);
          // The 404 page logs its 404 document as a console error; anything else fails.
          const unexpected = errors.filter((e) => !(url.includes("no-such-page") || url.includes("/x")) || !/status of 404/.test(e));
          expect(unexpected, url).toEqual([]);
          errors.length = 0;
        }
      }
    } finally {
      await visitor.close();
      await operator.close();
    }
  });

  it("blocks an injected inline script and inline event handler (the policy is enforced, not just sent)", async () => {
    // Chromium logs each blocked script on the console: the very thing this test provokes.
    const { page, close } = (await openPage(browser)).allowErrors(/violates the following Content Security Policy directive/);
    await watchViolations(page);
    try {
      await page.goto(server.url + "/", { waitUntil: "load" });
      await page.evaluate(() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = 1";
        document.body.append(script);
        const image = document.createElement("img");
        image.setAttribute("onerror", "window.__handler = 1");
        image.src = "data:,not-an-image";
        document.body.append(image);
      });
      const violations = await violationsOf(page);
      expect(violations.some((v) => v.startsWith("script-src-elem blocked inline"))).toBe(true);
      expect(violations.some((v) => v.startsWith("script-src-attr blocked inline"))).toBe(true);
      expect(
        await page.evaluate(() => [(window as { __injected?: number }).__injected, (window as { __handler?: number }).__handler]),
      ).toEqual([undefined, undefined]);
    } finally {
      await close();
    }
  });

  it("shows a player's name with markup in it as text on the operator's pages", async () => {
    const { page, errors, close } = await openAdminPage(browser, server.url, ADMIN_PASSWORD);
    await watchViolations(page);
    try {
      for (const url of ["/admin/players", "/admin/players/xss-player"]) {
        await page.goto(server.url + url, { waitUntil: "load" });
        await expect.poll(() => page.getByText(XSS_NAME, { exact: true }).count()).toBeGreaterThan(0);
        expect(await page.locator('img[src="x"]').count(), url).toBe(0);
        expect(await page.evaluate(() => (window as { __xss?: number }).__xss), url).toBeUndefined();
        expect(await violationsOf(page), url).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
