// Our own session lookup (server/auth/session-lookup.ts) against Better Auth's, on both engines: the
// same answer for a valid session, null where Better Auth answers null, and Better Auth's own lookup
// where it has something to do (an expired session it deletes, a session it extends).
import { createHmac } from "node:crypto";
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { createSessionLookup, signedToken, type SessionCookieConfig } from "./session-lookup.ts";

const ORIGIN = "http://127.0.0.1:3999";
const DAY_MS = 24 * 60 * 60 * 1000;

function request(path: string, cookie?: string, method = "GET"): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.9", "x-flap-secure": "0" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(ORIGIN + path, { method, headers });
}

describeEachDialect("our session lookup", (getDb, dialect) => {
  let services: Services;
  let config: SessionCookieConfig;

  beforeAll(async () => {
    const appConfig = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
    services = createServices({ config: appConfig, db: getDb(), logger: pino({ level: "silent" }) });
    await services.auth.bootstrap();
    const context = await (await services.auth.instance()).$context;
    config = {
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresIn: context.sessionConfig.expiresIn,
      updateAge: context.sessionConfig.updateAge,
    };
  });

  /** A new guest's cookie header and its session row's id. */
  async function guest(): Promise<{ cookie: string; sessionId: string }> {
    const answer = await services.auth.guestSession(request("/api/session/guest", undefined, "POST"));
    expect(answer.status).toBe(201);
    const cookie = answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const session = await getDb()
      .kysely.selectFrom("session")
      .select("id")
      .where("token", "=", signedToken(cookie, config)!)
      .executeTakeFirstOrThrow();
    return { cookie, sessionId: session.id };
  }

  /** Moves a session's expiry, stored as Better Auth stores dates on each engine. */
  async function expireAt(sessionId: string, at: Date) {
    await getDb()
      .kysely.updateTable("session")
      .set({ expiresAt: (dialect === "postgres" ? at : at.toISOString()) as never })
      .where("id", "=", sessionId)
      .execute();
  }

  /** Better Auth's own answer for the cookie, in our shape. */
  async function betterAuths(cookie: string) {
    const auth = await services.auth.instance();
    const found = await auth.api.getSession({ headers: new Headers({ cookie }), query: { disableCookieCache: true } });
    if (!found) return null;
    const user = found.user as unknown as Record<string, unknown>;
    return {
      sessionId: found.session.id,
      expiresAt: new Date(found.session.expiresAt).getTime(),
      user: { id: user.id, name: user.name, banned: Boolean(user.banned), isGuest: Boolean(user.isAnonymous) },
    };
  }

  it(`answers a valid session as Better Auth does, without it (${dialect})`, async () => {
    const { cookie, sessionId } = await guest();
    const lookUp = createSessionLookup(getDb().kysely, config);
    const own = await lookUp(cookie);
    expect(own).toMatchObject({ sessionId });
    const theirs = await betterAuths(cookie);
    expect(theirs).not.toBeNull();
    expect(own!.expiresAt).toBe(theirs!.expiresAt);
    expect({ id: own!.user.id, name: own!.user.name, banned: Boolean(own!.user.banned), isGuest: Boolean(own!.user.isAnonymous) }).toEqual(
      theirs!.user,
    );
    // Through the auth service: the same session, banned as stored.
    await getDb().kysely.updateTable("user").set({ banned: true }).where("id", "=", own!.user.id).execute();
    const current = await services.auth.getSession(request("/api/me", cookie));
    expect(current).toMatchObject({ sessionId, user: { id: own!.user.id, isGuest: true, banned: true, role: "player", email: null } });
  });

  it(`answers null for no cookie, a forged signature, an unknown token and a signed-out session (${dialect})`, async () => {
    const lookUp = createSessionLookup(getDb().kysely, config);
    const { cookie, sessionId } = await guest();
    expect(await lookUp("theme=dark")).toBeNull();
    // The same token under another signature, and a changed token under the old one.
    const value = decodeURIComponent(new RegExp(`${config.cookieName.replace(".", "\\.")}=([^;]*)`).exec(cookie)![1]!);
    expect(signedToken(`${config.cookieName}=${encodeURIComponent(value)}`, config)).not.toBeNull();
    const dot = value.lastIndexOf(".");
    const signature = value.slice(dot + 1);
    const otherSignature = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const forged = `${config.cookieName}=${encodeURIComponent(`${value.slice(0, dot)}.${otherSignature}`)}`;
    expect(forged).not.toBe(cookie);
    expect(await lookUp(forged)).toBeNull();
    expect(await lookUp(cookie.replace(`${config.cookieName}=`, `${config.cookieName}=x`))).toBeNull();
    // Signed with the secret, but no such session.
    const stranger = `${config.cookieName}=${encodeURIComponent(`nosuch.${createHmac("sha256", config.secret).update("nosuch").digest("base64")}`)}`;
    expect(signedToken(stranger, config)).toBe("nosuch");
    expect(await lookUp(stranger)).toBeNull();
    expect(await betterAuths(stranger)).toBeNull();
    await getDb().kysely.deleteFrom("session").where("id", "=", sessionId).execute();
    expect(await lookUp(cookie)).toBeNull();
    expect(await services.auth.getSession(request("/api/me", cookie))).toBeNull();
  });

  it(`leaves an expired session to Better Auth, which deletes it (${dialect})`, async () => {
    const lookUp = createSessionLookup(getDb().kysely, config);
    const { cookie, sessionId } = await guest();
    await expireAt(sessionId, new Date(Date.now() - 60_000));
    expect(await lookUp(cookie)).toBeUndefined();
    expect(await services.auth.getSession(request("/api/me", cookie))).toBeNull();
    expect(await getDb().kysely.selectFrom("session").select("id").where("id", "=", sessionId).executeTakeFirst()).toBeUndefined();
  });

  it(`leaves a session due to be extended to Better Auth, which extends it (${dialect})`, async () => {
    const lookUp = createSessionLookup(getDb().kysely, config);
    const { cookie, sessionId } = await guest();
    // Issued a little over a day ago: Better Auth extends a session once its updateAge has passed.
    const due = new Date(Date.now() + config.expiresIn * 1000 - config.updateAge * 1000 - 60_000);
    await expireAt(sessionId, due);
    expect(await lookUp(cookie)).toBeUndefined();
    const current = await services.auth.getSession(request("/api/me", cookie));
    expect(current?.sessionId).toBe(sessionId);
    expect(current!.expiresAt).toBeGreaterThan(due.getTime() + DAY_MS / 2);
    // Extended: ours again from now on.
    expect(await lookUp(cookie)).toMatchObject({ sessionId });
  });

  it("reads the cookie as better-call does: percent-decoded, the first of two with one name", () => {
    const sign = (token: string) => `${token}.${createHmac("sha256", config.secret).update(token).digest("base64")}`;
    expect(signedToken(`a=1; ${config.cookieName}=${encodeURIComponent(sign("tok"))}; b=2`, config)).toBe("tok");
    expect(signedToken(`${config.cookieName}=${sign("first")}; ${config.cookieName}=${sign("second")}`, config)).toBe("first");
    expect(signedToken(`${config.cookieName}="${sign("quoted")}"`, config)).toBe("quoted");
    // A signature in another base64 alphabet is not the one better-call wrote.
    const urlSafe = sign("tok").replace(/\+/g, "-").replace(/\//g, "_");
    if (urlSafe !== sign("tok")) expect(signedToken(`${config.cookieName}=${urlSafe}`, config)).toBeNull();
  });
});
