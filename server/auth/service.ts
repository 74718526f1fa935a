// The auth capability as the rest of the server sees it: the HTTP handler for /api/auth/*, the
// current session of a request, the guards' decision, guest and admin sessions, and the /login flows.
import { isAPIError } from "better-auth/api";
import type { AuditService } from "../audit/service.ts";
import type { Role } from "../db/schema.ts";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { localeOfHeaders } from "../../shared/i18n/locales.ts";
import { jsonError, retryAfterSeconds } from "../http/json.ts";
import { getOrCreateSecret } from "../security/secrets.ts";
import { accessOf, forbiddenResponse } from "./access.ts";
import { CLIENT_IP_HEADER, SECURE_REQUEST_HEADER, buildAuth, type Auth, type AuthDeps } from "./auth.ts";
import { authErrorText, authFailureOf, type AuthForm } from "./errors.ts";
import { createFlows, type AuthFlows } from "./flows.ts";
import { ADMIN_IP_SIGN_IN } from "./limits.ts";
import { publicPlayer } from "./player.ts";
import { ensureOperator, setOperatorPassword } from "./operator.ts";
import { createSessionLookup } from "./session-lookup.ts";

export interface SessionUser {
  id: string;
  name: string;
  /** null for guests and phone-only players (their stored address is a placeholder). */
  email: string | null;
  phoneNumber: string | null;
  emailVerified: boolean;
  role: Role;
  isGuest: boolean;
  banned: boolean;
}

/** Set by the HTTP front on reads it lets use a recent lookup of the same cookie (never by the client). */
export const SESSION_CACHE_HEADER = "x-flap-session-cache";
/**
 * How old a reused lookup may be: a sign-out, ban or rename on another instance shows on this one
 * within this time; on this instance at once (the front forgets the lookups after every write).
 */
export const SESSION_CACHE_MS = 2000;
const MAX_CACHED_LOOKUPS = 10_000;

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
  expiresAt: number;
}

export { accessOf, forbiddenResponse, type Access } from "./access.ts";

export interface AuthService {
  /** The Better Auth instance (made on first use: the secret may live in the database). */
  instance(): Promise<Auth>;
  /** Serves /api/auth/* (admin endpoints only to admins; errors as `{error, message}`). */
  handler(request: Request): Promise<Response>;
  /**
   * The request's session, looked up once per request. A read the HTTP front marked with
   * SESSION_CACHE_HEADER may be answered from a lookup of the same cookie up to SESSION_CACHE_MS old.
   */
  getSession(request: Request): Promise<CurrentSession | null>;
  /** Forgets every cached lookup: a write may have changed a session or its user (server/http/front.ts). */
  forgetSessions(): void;
  /** Creates the operator account if missing (prints a generated password once). Call after migrations. */
  bootstrap(): Promise<void>;
  /** `npm run admin:reset-password`. */
  resetOperatorPassword(password?: string): Promise<{ password: string; generated: boolean }>;
  /** The footer's Admin Access dialog: rate-limited, audited, signs in the operator account. */
  adminSignIn(request: Request, password: string): Promise<Response>;
  /** A guest session for the /play page (or the current session if there is one). */
  guestSession(request: Request): Promise<Response>;
  /** GET /api/session: `{ player }` (null when signed out); re-issues the cookie when Better Auth extends the session. */
  sessionResponse(request: Request): Promise<Response>;
  /** Signs the request's session out; returns the cookie-clearing headers. */
  signOut(request: Request): Promise<Headers>;
  /** Ends every session of the request's user (this one included). */
  signOutEverywhere(request: Request): Promise<Headers>;
  /** /login and /account steps. */
  flows: AuthFlows;
  /** Adds `Secure` to cookies when the request came over HTTPS in production. */
  finalizeCookies(headers: Headers, request: Request): Headers;
}

/** What Better Auth's setup needs (its secret is resolved by the service), plus the audit log. */
export interface AuthServiceDeps extends Omit<AuthDeps, "secret"> {
  audit: AuditService;
}

function toSessionUser(user: Record<string, unknown>): SessionUser {
  const email = String(user.email ?? "");
  return {
    id: String(user.id),
    name: String(user.name ?? ""),
    email: /\.invalid$/i.test(email) ? null : email,
    phoneNumber: (user.phoneNumber as string | null | undefined) ?? null,
    emailVerified: Boolean(user.emailVerified),
    role: user.role === "admin" ? "admin" : "player",
    isGuest: Boolean(user.isAnonymous),
    banned: Boolean(user.banned),
  };
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/**
 * A JSON body that is not an object (null, a number, a list): Better Auth's plugins read its fields in
 * their hook matchers, which then threw (a 500, found by the fuzz test). Bodies are capped at 2 MB
 * before this (server/http/body-limit.ts); a body that is not JSON at all is Better Auth's to refuse.
 */
async function isNonObjectJson(request: Request): Promise<boolean> {
  if (!request.body || !JSON_TYPE.test(request.headers.get("content-type") ?? "")) return false;
  const text = await request.clone().text();
  try {
    const value: unknown = JSON.parse(text);
    return value === null || typeof value !== "object" || Array.isArray(value);
  } catch {
    return false;
  }
}

/** The /login or /account form an endpoint of /api/auth/* stands for (what its refusals say). */
const FORM_OF_PATH: Record<string, AuthForm> = {
  "/api/auth/sign-in/email": "sign_in",
  "/api/auth/sign-in/phone-number": "sign_in",
  "/api/auth/sign-up/email": "sign_up",
  "/api/auth/request-password-reset": "forgotten_password",
  "/api/auth/sign-in/magic-link": "magic_link",
  "/api/auth/email-otp/send-verification-otp": "send_code",
  "/api/auth/phone-number/send-otp": "send_code",
  "/api/auth/sign-in/email-otp": "verify_code",
  "/api/auth/email-otp/verify-email": "verify_code",
  "/api/auth/phone-number/verify": "verify_code",
  "/api/auth/reset-password": "update_password",
  "/api/auth/change-password": "change_password",
  "/api/auth/verify-password": "delete_account",
};

function snakeCode(code: unknown, status: number): string {
  if (typeof code === "string" && code) return code.toLowerCase();
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status === 429) return "rate_limited";
  return "auth_error";
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { config, db, logger, audit, rateLimits } = deps;
  const production = config.NODE_ENV === "production";
  let pending: Promise<Auth> | undefined;
  const sessions = new WeakMap<Request, Promise<CurrentSession | null>>();
  // Lookups by cookie header for reads (SESSION_CACHE_HEADER). Better Auth's own lookup verifies the
  // cookie's HMAC with WebCrypto and reads the session and user rows: about a third of the CPU of a
  // GET /api/me. A lookup that overlapped forgetSessions() is not kept (it may have read old rows).
  const recentLookups = new Map<string, { found: CurrentSession | null; at: number }>();
  let lookupGeneration = 0;

  function instance(): Promise<Auth> {
    pending ??= (async () => {
      const secret = config.BETTER_AUTH_SECRET ?? (await getOrCreateSecret(db, "better_auth_secret"));
      return buildAuth({ ...deps, secret });
    })();
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  }

  async function hasher() {
    const context = await (await instance()).$context;
    return context.password;
  }

  function finalizeCookies(headers: Headers, request: Request): Headers {
    if (!production || request.headers.get(SECURE_REQUEST_HEADER) !== "1") return headers;
    const cookies = headers.getSetCookie();
    if (cookies.length === 0) return headers;
    headers.delete("set-cookie");
    for (const cookie of cookies) headers.append("set-cookie", /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);
    return headers;
  }

  async function getSession(request: Request): Promise<CurrentSession | null> {
    let found = sessions.get(request);
    if (!found) {
      found = (async () => {
        const cookie = request.headers.get("cookie");
        if (!cookie) return null;
        const cacheable = request.headers.get(SESSION_CACHE_HEADER) === "1";
        const at = Date.now();
        if (cacheable) {
          const recent = recentLookups.get(cookie);
          if (recent && at - recent.at < SESSION_CACHE_MS && (!recent.found || recent.found.expiresAt > at)) return recent.found;
        }
        const generation = lookupGeneration;
        const current = await lookUp(request);
        if (cacheable && generation === lookupGeneration) {
          if (recentLookups.size >= MAX_CACHED_LOOKUPS) recentLookups.clear();
          recentLookups.set(cookie, { found: current, at });
        }
        return current;
      })();
      sessions.set(request, found);
    }
    return found;
  }

  // Our own lookup for a session that is valid and needs nothing done (server/auth/session-lookup.ts);
  // Better Auth's for the rest. Made on first use, from Better Auth's own cookie name and secret.
  let ownLookup: Promise<ReturnType<typeof createSessionLookup>> | undefined;
  function sessionLookup() {
    ownLookup ??= (async () => {
      const context = await (await instance()).$context;
      return createSessionLookup(db.kysely, {
        cookieName: context.authCookies.sessionToken.name,
        secret: context.secret,
        expiresIn: context.sessionConfig.expiresIn,
        updateAge: context.sessionConfig.updateAge,
      });
    })();
    ownLookup.catch(() => {
      ownLookup = undefined;
    });
    return ownLookup;
  }

  async function lookUp(request: Request): Promise<CurrentSession | null> {
    const cookie = request.headers.get("cookie");
    if (!cookie) return null;
    const own = await (await sessionLookup())(cookie);
    if (own === null) return null;
    if (own)
      return { user: toSessionUser(own.user as unknown as Record<string, unknown>), sessionId: own.sessionId, expiresAt: own.expiresAt };
    const auth = await instance();
    const result = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true } });
    if (!result) return null;
    return {
      user: toSessionUser(result.user as unknown as Record<string, unknown>),
      sessionId: result.session.id,
      expiresAt: new Date(result.session.expiresAt).getTime(),
    };
  }

  /**
   * Rewrites Better Auth's `{code, message}` errors as our `{error, message}`: the code as it is (in
   * snake case), the message the site's sentence for it in the request's language (server/auth/errors.ts),
   * never the library's English. The operator's admin endpoints keep the library's words. Bodiless
   * answers (a 404 for a method an endpoint does not take) get a message from the status.
   */
  async function normalizeError(response: Response, request: Request): Promise<Response> {
    if (response.status < 400) return response;
    let body: Record<string, unknown> = {};
    let fromLibrary = false;
    if ((response.headers.get("content-type") ?? "").includes("application/json")) {
      try {
        body = ((await response.clone().json()) ?? {}) as Record<string, unknown>;
        fromLibrary = true;
      } catch {
        // Not JSON after all: answered below with the status's message.
      }
    } else {
      body = { message: response.status === 404 ? "No such endpoint." : "The request could not be completed." };
      await response.body?.cancel();
    }
    const path = new URL(request.url).pathname;
    let message = typeof body.message === "string" && body.message ? body.message : "The request could not be completed.";
    if ((fromLibrary || response.status === 429) && !path.startsWith("/api/auth/admin/")) {
      const text = authErrorText(authFailureOf(response.status, body, response.headers), FORM_OF_PATH[path] ?? "other");
      message = translate(localeOfHeaders(request.headers), text.key, text.vars);
    }
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json");
    return new Response(JSON.stringify({ error: snakeCode(body.code, response.status), message }), {
      status: response.status,
      headers,
    });
  }

  /**
   * The session with the cookie Better Auth sets when it extends a session in use (once a day): page
   * loaders drop that cookie, so the session endpoints hand it on and the cookie's lifetime follows.
   */
  async function refreshed(request: Request): Promise<{ session: CurrentSession | null; headers: Headers }> {
    if (!request.headers.get("cookie")) return { session: null, headers: new Headers() };
    const auth = await instance();
    const result = await auth.api.getSession({ headers: request.headers, query: { disableCookieCache: true }, returnHeaders: true });
    const headers = finalizeCookies(await cookieHeadersOf(result), request);
    const found = result.response;
    if (!found) return { session: null, headers };
    return {
      session: {
        user: toSessionUser(found.user as unknown as Record<string, unknown>),
        sessionId: found.session.id,
        expiresAt: new Date(found.session.expiresAt).getTime(),
      },
      headers,
    };
  }

  let userCreations: Promise<unknown> = Promise.resolve();
  function oneUserCreationAtATime(create: () => Promise<Response>): Promise<Response> {
    const next = userCreations.then(create);
    userCreations = next.catch(() => {});
    return next;
  }

  const flows = createFlows({ instance, getSession, config, logger, players: deps.players });

  async function cookieHeadersOf(result: { headers?: Headers | null } | Headers | null | undefined): Promise<Headers> {
    const out = new Headers();
    const source = result instanceof Headers ? result : result?.headers;
    for (const cookie of source?.getSetCookie() ?? []) out.append("set-cookie", cookie);
    return out;
  }

  return {
    instance,
    getSession,
    forgetSessions() {
      lookupGeneration++;
      recentLookups.clear();
    },
    flows,
    finalizeCookies,

    async handler(request) {
      const path = new URL(request.url).pathname;
      // The admin plugin's endpoints answer only to the operator, through the same guard as every
      // other admin API (the plugin's own role check stays underneath).
      if (path.startsWith("/api/auth/admin/")) {
        const session = await getSession(request);
        if (accessOf(session) !== "admin") return forbiddenResponse();
        // Its endpoints set roles and passwords and ban users: owners only (docs/decisions/027-operator-roles.md).
        const team = await db.kysely.selectFrom("operator_roles").select("role").where("user_id", "=", session!.user.id).executeTakeFirst();
        if (team?.role !== "owner") return forbiddenResponse();
      }
      if (await isNonObjectJson(request)) {
        return jsonError(400, "invalid_body", "The request body must be a JSON object.");
      }
      const auth = await instance();
      // The admin plugin looks the address up and then inserts: two creations of one address at once
      // raced to the unique key (a 500, found by the fuzz test); here they go one at a time.
      const response =
        path === "/api/auth/admin/create-user" ? await oneUserCreationAtATime(() => auth.handler(request)) : await auth.handler(request);
      const normalized = await normalizeError(response, request);
      const headers = finalizeCookies(new Headers(normalized.headers), request);
      return new Response(normalized.body, { status: normalized.status, statusText: normalized.statusText, headers });
    },

    async bootstrap() {
      await ensureOperator({
        db,
        logger,
        audit,
        hasher: await hasher(),
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
      });
    },

    async resetOperatorPassword(password) {
      const result = await setOperatorPassword({ db, logger, audit, hasher: await hasher(), email: config.ADMIN_EMAIL, password });
      return { password: result.password, generated: result.generated };
    },

    async adminSignIn(request, password) {
      const ip = request.headers.get(CLIENT_IP_HEADER) || "unknown";
      // Counted before anything else: the 6th try in a minute is refused without looking at the
      // password. The per-account limit is applied by the sign-in hook (server/auth/auth.ts).
      const byIp = await rateLimits.consume(`admin-signin:ip:${ip}`, ADMIN_IP_SIGN_IN);
      if (!byIp.allowed) return tooMany(request, byIp.retryAfterMs);
      const auth = await instance();
      // Without the visitor's cookies: a guest session must not be merged into the operator account.
      const headers = new Headers(request.headers);
      headers.delete("cookie");
      try {
        const result = await auth.api.signInEmail({
          body: { email: config.ADMIN_EMAIL, password, rememberMe: true },
          headers,
          returnHeaders: true,
        });
        const user = result.response.user as unknown as Record<string, unknown>;
        if (user.role !== "admin") {
          // Unreachable while ensureOperator runs at start; never hand out a non-admin session here.
          return Response.json({ error: "invalid_password", message: "Invalid password" }, { status: 401 });
        }
        await audit.record({
          actor: { id: String(user.id), label: String(user.email), ip },
          action: "admin.sign_in",
          target: `user:${String(user.id)}`,
        });
        // The limit is for guessing: a success clears this address's count.
        await rateLimits.reset(`admin-signin:ip:${ip}`);
        const out = finalizeCookies(await cookieHeadersOf(result), request);
        out.set("Cache-Control", "no-store");
        return Response.json({ ok: true, redirectTo: "/admin/settings" }, { headers: out });
      } catch (error) {
        if (isAPIError(error)) {
          if (error.statusCode === 429) {
            const retry = Number(new Headers(error.headers ?? {}).get("Retry-After") ?? 60) * 1000;
            return tooMany(request, retry);
          }
          if (error.statusCode === 401 || error.statusCode === 403 || error.statusCode === 400) {
            await audit.record({ actor: { id: null, label: "anonymous", ip }, action: "admin.sign_in_failed", target: "operator" });
            return jsonError(401, "invalid_password", "Invalid password");
          }
        }
        throw error;
      }
    },

    async sessionResponse(request) {
      const { session, headers } = await refreshed(request);
      headers.set("Cache-Control", "no-store");
      return Response.json({ player: session ? publicPlayer(session) : null }, { headers });
    },

    async guestSession(request) {
      const current = await refreshed(request);
      if (current.session) {
        current.headers.set("Cache-Control", "no-store");
        return Response.json({ player: publicPlayer(current.session) }, { headers: current.headers });
      }
      const auth = await instance();
      try {
        const result = await auth.api.signInAnonymous({ headers: request.headers, returnHeaders: true });
        const user = toSessionUser(result.response.user as unknown as Record<string, unknown>);
        const out = finalizeCookies(await cookieHeadersOf(result), request);
        out.set("Cache-Control", "no-store");
        return Response.json({ player: { id: user.id, name: user.name, isGuest: true, role: user.role } }, { status: 201, headers: out });
      } catch (error) {
        if (isAPIError(error) && error.statusCode === 429) {
          return tooMany(request, Number(new Headers(error.headers ?? {}).get("Retry-After") ?? 60) * 1000, "guests");
        }
        throw error;
      }
    },

    async signOut(request) {
      const auth = await instance();
      try {
        const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
        return finalizeCookies(await cookieHeadersOf(result), request);
      } catch (error) {
        // Signing out without a session is fine (the spec: sign-out ignores 401/403/404).
        if (isAPIError(error)) return new Headers();
        throw error;
      }
    },

    async signOutEverywhere(request) {
      const session = await getSession(request);
      const auth = await instance();
      if (session) await db.kysely.deleteFrom("session").where("userId", "=", session.user.id).execute();
      // The cookie goes too; its session row is already gone.
      const headers = new Headers();
      const context = await auth.$context;
      const expired = "Max-Age=0; Path=/; HttpOnly; SameSite=Lax";
      for (const cookie of [
        context.authCookies.sessionToken.name,
        context.authCookies.sessionData.name,
        context.authCookies.dontRememberToken.name,
      ]) {
        headers.append("set-cookie", `${cookie}=; ${expired}`);
      }
      return finalizeCookies(headers, request);
    },
  };
}

/** A 429 in the request's language (the admin dialog and the newsletter form show its message as it is). */
function tooMany(request: Request, retryAfterMs: number, what: "signIns" | "guests" = "signIns"): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const inMinutes = seconds >= 90;
  const key = `api.error.tooMany${what === "guests" ? "Guests" : "SignIns"}${inMinutes ? "Minutes" : "Seconds"}` as const;
  const message = translate(localeOfHeaders(request.headers), key, inMinutes ? { minutes: Math.ceil(seconds / 60) } : { seconds });
  return jsonError(429, "rate_limited", message, { "Retry-After": retryAfterSeconds(retryAfterMs) });
}
