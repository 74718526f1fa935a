import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/index.ts";
import { listOutbox } from "../mail/mailer.ts";
import { createServices, type Services } from "../services.ts";
import { SESSION_CACHE_HEADER, SESSION_CACHE_MS, accessOf } from "./service.ts";

const ORIGIN = "http://127.0.0.1:3999";
const logger = pino({ level: "silent" });

/** A tiny cookie jar: what a browser would send back. */
class Jar {
  cookies = new Map<string, string>();
  take(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair!.indexOf("=");
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

function request(path: string, init: { method?: string; body?: unknown; jar?: Jar; ip?: string; lang?: string } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": init.ip ?? "10.0.0.1", "x-flap-secure": "0" });
  if (init.lang) headers.set("accept-language", init.lang);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  const cookie = init.jar?.header();
  if (cookie) headers.set("cookie", cookie);
  return new Request(ORIGIN + path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

async function waitForMail(db: Db, to: string, subject: RegExp) {
  for (let i = 0; i < 100; i++) {
    const found = (await listOutbox(db, { recipient: to })).find((m) => subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

function linkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${text}`);
  return link;
}

describeEachDialect("auth service", (getDb) => {
  let services: Services;
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
    services = createServices({ config, db: getDb(), logger });
    await services.auth.bootstrap();
  });

  it("a read marked by the front may reuse a lookup of the same cookie until forgetSessions or its age runs out", async () => {
    const jar = new Jar();
    jar.take((await services.auth.guestSession(request("/api/session/guest", { method: "POST", jar }))).headers);
    const marked = () => {
      const read = request("/api/me", { jar });
      read.headers.set(SESSION_CACHE_HEADER, "1");
      return read;
    };
    const first = await services.auth.getSession(marked());
    expect(first).not.toBeNull();
    // Ended behind the cache's back (as another instance would).
    await getDb().kysely.deleteFrom("session").where("id", "=", first!.sessionId).execute();
    expect(await services.auth.getSession(request("/api/me", { jar }))).toBeNull();
    expect((await services.auth.getSession(marked()))?.sessionId).toBe(first!.sessionId);
    services.auth.forgetSessions();
    expect(await services.auth.getSession(marked())).toBeNull();

    const other = new Jar();
    other.take((await services.auth.guestSession(request("/api/session/guest", { method: "POST", jar: other }))).headers);
    const second = await services.auth.getSession(
      (() => {
        const read = request("/api/me", { jar: other });
        read.headers.set(SESSION_CACHE_HEADER, "1");
        return read;
      })(),
    );
    await getDb().kysely.deleteFrom("session").where("id", "=", second!.sessionId).execute();
    await new Promise((done) => setTimeout(done, SESSION_CACHE_MS + 50));
    const later = request("/api/me", { jar: other });
    later.headers.set(SESSION_CACHE_HEADER, "1");
    expect(await services.auth.getSession(later)).toBeNull();
  });

  it("a guest keeps its coins when it signs up and confirms the e-mail", async () => {
    const jar = new Jar();
    const guest = await services.auth.guestSession(request("/api/session/guest", { method: "POST", jar }));
    expect(guest.status).toBe(201);
    jar.take(guest.headers);
    const guestSession = await services.auth.getSession(request("/", { jar }));
    expect(accessOf(guestSession)).toBe("guest");
    expect(guestSession!.user.name).toBe("Guest");
    const guestId = guestSession!.user.id;
    await services.wallet.apply({ playerId: guestId, delta: 120, reason: "test", reference: `seed:${guestId}` });

    const signUp = await services.auth.handler(
      request("/api/auth/sign-up/email", { body: { email: "ana@example.com", password: "correct horse", name: "ana" }, jar }),
    );
    expect(signUp.status).toBe(200);
    jar.take(signUp.headers);
    // E-mail verification is required: still the guest until the link is followed.
    expect(accessOf(await services.auth.getSession(request("/", { jar })))).toBe("guest");

    const mail = await waitForMail(getDb(), "ana@example.com", /Confirm your Flap Master e-mail/);
    expect(mail.html).toContain("Confirm e-mail");
    const link = new URL(linkIn(mail.text));
    expect(link.origin).toBe(ORIGIN);
    const verified = await services.auth.handler(request(link.pathname + link.search, { jar }));
    expect(verified.status).toBe(302);
    jar.take(verified.headers);

    const session = await services.auth.getSession(request("/", { jar }));
    expect(accessOf(session)).toBe("player");
    expect(session!.user.email).toBe("ana@example.com");
    expect(await services.wallet.balance(session!.user.id)).toBe(120);
    // The guest is gone; its coins moved through the ledger.
    expect(await getDb().kysely.selectFrom("user").select("id").where("id", "=", guestId).executeTakeFirst()).toBeUndefined();
    const ledger = await services.wallet.ledger(session!.user.id);
    expect(ledger.map((e) => [e.delta, e.reason])).toEqual([[120, "guest_merge"]]);
  });

  it("signs in with a password, and a guest signing into an existing account merges into it", async () => {
    const jar = new Jar();
    jar.take((await services.auth.guestSession(request("/api/session/guest", { method: "POST", jar }))).headers);
    const guestId = (await services.auth.getSession(request("/", { jar })))!.user.id;
    await services.wallet.apply({ playerId: guestId, delta: 30, reason: "test", reference: `seed:${guestId}` });
    const result = await services.auth.flows.signIn(request("/login", { method: "POST", jar }), {
      identifier: { kind: "email", value: "ana@example.com" },
      password: "correct horse",
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    jar.take(result.headers!);
    const session = await services.auth.getSession(request("/", { jar }));
    expect(session!.user.email).toBe("ana@example.com");
    expect(await services.wallet.balance(session!.user.id)).toBe(150);
  });

  it("says what is wrong with a bad password, and refuses the 6th try on an account in a minute", async () => {
    const tryOnce = (password: string) =>
      services.auth.flows.signIn(request("/login", { method: "POST", ip: "10.9.9.9" }), {
        identifier: { kind: "email", value: "bob@example.com" },
        password,
      });
    for (let i = 0; i < 5; i++) {
      const result = await tryOnce("wrong password");
      expect(result).toMatchObject({
        ok: false,
        status: 401,
        code: "INVALID_EMAIL_OR_PASSWORD",
        error: { key: "login.error.wrongEmailOrPassword" },
      });
    }
    expect(await tryOnce("wrong password")).toMatchObject({
      ok: false,
      status: 429,
      code: "RATE_LIMITED",
      error: { key: "login.error.tooManySeconds", vars: { seconds: expect.any(Number) } },
    });
  });

  it("the admin dialog signs in the operator, audited; a wrong password is 'Invalid password'", async () => {
    const wrong = await services.auth.adminSignIn(request("/api/admin/session", { method: "POST", ip: "10.1.1.1" }), "nope");
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "invalid_password", message: "Invalid password" });

    const jar = new Jar();
    const right = await services.auth.adminSignIn(
      request("/api/admin/session", { method: "POST", ip: "10.1.1.2" }),
      "operator-password-123",
    );
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ ok: true, redirectTo: "/admin/settings" });
    jar.take(right.headers);
    const cookie = right.headers.getSetCookie().join("\n");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);
    expect(accessOf(await services.auth.getSession(request("/", { jar })))).toBe("admin");
    const audit = await services.audit.list();
    expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(["admin.sign_in", "admin.sign_in_failed", "admin.account_created"]));
  });

  it("logs a player's refusals (a wrong password, a bad address, a blank password) as no error line", async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const capturing = pino(
      { level: "debug" },
      { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
    const own = createServices({ config, db: getDb(), logger: capturing });
    const answers = [
      await own.auth.handler(
        request("/api/auth/sign-in/email", { body: { email: "nobody@example.com", password: "whatever1" }, ip: "10.2.3.1" }),
      ),
      await own.auth.handler(
        request("/api/auth/sign-up/email", { body: { email: "not-an-address", password: "whatever12", name: "x" }, ip: "10.2.3.2" }),
      ),
      await own.auth.handler(
        request("/api/auth/sign-up/email", { body: { email: "blank@example.com", password: " ".repeat(12), name: "x" }, ip: "10.2.3.3" }),
      ),
    ];
    expect(answers.map((a) => a.status)).toEqual([401, 400, 400]);
    // pino's error level is 50: an operator's alerting counts those lines.
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("keeps the admin plugin's endpoints for the operator only, and answers errors as {error, message} in the request's language", async () => {
    const anonymous = await services.auth.handler(request("/api/auth/admin/list-users"));
    expect(anonymous.status).toBe(403);
    expect(await anonymous.json()).toMatchObject({ error: "forbidden" });
    const badLogin = await services.auth.handler(
      request("/api/auth/sign-in/email", { body: { email: "nobody@example.com", password: "whatever1" }, ip: "10.2.2.2" }),
    );
    expect(badLogin.status).toBe(401);
    expect(await badLogin.json()).toEqual({
      error: "invalid_email_or_password",
      message: "The e-mail address or password is not right. Check both and try again, or reset your password.",
    });
    // Better Auth's own check of the body ("[body.email] Invalid email address"): the field's sentence, in German.
    const badAddress = await services.auth.handler(
      request("/api/auth/sign-up/email", {
        body: { email: "not-an-address", password: "whatever12", name: "x" },
        ip: "10.2.2.3",
        lang: "de",
      }),
    );
    expect(badAddress.status).toBe(400);
    expect(await badAddress.json()).toEqual({
      error: "validation_error",
      message: "Bitte gib eine gültige E-Mail-Adresse ein, z. B. du@beispiel.de.",
    });
  });

  it("never mails the operator a sign-in link, code or reset link: only the password gets in", async () => {
    const withRealAddress = createServices({
      config: loadConfig({ NODE_ENV: "test", ADMIN_EMAIL: "ops@example.com", ADMIN_PASSWORD: "operator-password-456", PUBLIC_URL: ORIGIN }),
      db: getDb(),
      logger,
    });
    await withRealAddress.auth.bootstrap();
    const at = (ip: string) => request("/login", { method: "POST", ip });
    expect((await withRealAddress.auth.flows.magicLink(at("10.4.4.1"), { email: "ops@example.com", redirectTo: "/admin" })).ok).toBe(true);
    expect((await withRealAddress.auth.flows.forgotPassword(at("10.4.4.2"), { email: "ops@example.com" })).ok).toBe(true);
    expect(
      (
        await withRealAddress.auth.flows.sendCode(at("10.4.4.3"), {
          identifier: { kind: "email", value: "ops@example.com" },
          purpose: "sign_in",
        })
      ).ok,
    ).toBe(true);
    // The same requests for a player do send (so the three above really went through the mail path).
    await withRealAddress.auth.flows.magicLink(at("10.4.4.4"), { email: "zoe@example.com", redirectTo: "/store" });
    await waitForMail(getDb(), "zoe@example.com", /sign-in link/);
    expect(await listOutbox(getDb(), { recipient: "ops@example.com" })).toEqual([]);
  });

  it("adds Secure to cookies only in production and only over HTTPS", async () => {
    const production = createServices({
      config: loadConfig({ NODE_ENV: "production", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN }),
      db: getDb(),
      logger,
    });
    const overHttps = request("/api/session/guest", { method: "POST", ip: "10.3.3.3" });
    overHttps.headers.set("x-flap-secure", "1");
    const secure = await production.auth.guestSession(overHttps);
    expect(secure.headers.getSetCookie().join("\n")).toMatch(/flap\.session_token=[^;]+;.*HttpOnly.*SameSite=Lax.*; Secure$/i);
    const plain = await production.auth.guestSession(request("/api/session/guest", { method: "POST", ip: "10.3.3.4" }));
    expect(plain.headers.getSetCookie().join("\n")).not.toMatch(/Secure/i);
    const testMode = await services.auth.guestSession(overHttps.clone());
    expect(testMode.headers.getSetCookie().join("\n")).not.toMatch(/Secure/i);
  });

  it("stores Better Auth's dates and booleans in this engine's types and reads them back", async () => {
    const user = await getDb()
      .kysely.selectFrom("user")
      .select(["createdAt", "emailVerified", "isAnonymous", "role"])
      .where("email", "=", "ana@example.com")
      .executeTakeFirstOrThrow();
    if (getDb().dialect === "postgres") {
      expect(user.createdAt).toBeInstanceOf(Date);
      expect(user.emailVerified).toBe(true);
      expect(user.isAnonymous).toBe(false);
    } else {
      expect(user.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(user.emailVerified).toBe(1);
      expect(user.isAnonymous).toBe(0);
    }
    expect(user.role).toBe("player");
  });
});
