// The HTTP front: request ids and logs, security headers, compression, /healthz, static assets,
// then the React Router handler. Kept free of process lifecycle so tests can mount it on any port.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { createRequestListener } from "@react-router/node";
import { createRequest, sendResponse } from "@remix-run/node-fetch-server";
import compression from "compression";
import { RouterContextProvider, type ServerBuild, type RouterContext } from "react-router";
import { pinoHttp } from "pino-http";
import serveStaticFiles from "serve-static";
import { withRandomBytes } from "../security/random-pool.ts";
import type { RequestInfo } from "../../shared/context.ts";
import { createRouteLabeler } from "../metrics.ts";
import { CLIENT_IP_HEADER, SECURE_REQUEST_HEADER, checkOrigin, clientIpOf, originsOf } from "./origin.ts";
import type { Services } from "../services.ts";
import { SESSION_CACHE_HEADER } from "../auth/service.ts";
import { createPublicCache } from "./public-cache.ts";
import { createDirectRoutes, type DirectMatch } from "./direct-routes.ts";
import { JSON_TEXT, type JsonTextResponse } from "./json.ts";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { localeOfHeaders, type Locale } from "../../shared/i18n/locales.ts";

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** What the bundled server entry re-exports so both sides share the same context keys. */
export interface AppEntryExports {
  servicesContext: RouterContext<Services>;
  requestInfoContext: RouterContext<RequestInfo>;
}

export interface HttpHandlerOptions {
  services: Services;
  /** Production: the built server bundle. Development: a loader that asks Vite for the fresh one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Directory of the browser build (production) — hashed files under assets/ are immutable. */
  clientDir?: string;
  /** Vite's connect middlewares (development). */
  devMiddleware?: Middleware;
  /** False while migrations have not run (database down at start): pages answer 503. */
  isReady: () => boolean;
  isShuttingDown: () => boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** Writes that never change a session or its user: they keep the recent session lookups. */
const SESSIONLESS_WRITES = /^\/api\/(runs|store|events|checkout|contact|newsletter|session\/guest)(\/|$)/;
const ADMIN_PATH = /^\/(admin|api\/admin)(\/|$)/;
/**
 * The game's own writes (a run's start, power-ups, finish, abandon), which come in quick succession:
 * Play Again starts a run right after the finish, power-ups are taken during it. Those reuse the
 * lookup (a finish seconds after its start looks up again). A ban's or sign-out's lookups are
 * forgotten on the instance that took it at once; on another, a run may still be taken for up to
 * SESSION_CACHE_MS, and a banned player's run is recorded unranked all the same (the finish reads
 * the standing itself).
 */
const GAME_WRITES = /^\/api\/runs(\/|$)/;

/** JSON answers smaller than this go out as they are (worthCompressing). */
export const SMALL_JSON_BYTES = 4096;

/**
 * Whether an answer is gzipped: compression's own rule (compressible types), except a JSON answer
 * with its length under SMALL_JSON_BYTES. A run's finish with the achievements it unlocked answers
 * 1–2 KB: a zlib stream for it was ~5 % of a loaded server's CPU on the finish (bench:finish profile),
 * to save a KB, a TCP segment or so. Pages and larger JSON are gzipped over 1 KB as before.
 */
export function worthCompressing(req: IncomingMessage, res: ServerResponse): boolean {
  const type = res.getHeader("Content-Type");
  const length = Number(res.getHeader("Content-Length"));
  if (typeof type === "string" && type.startsWith("application/json") && Number.isFinite(length) && length < SMALL_JSON_BYTES) return false;
  return compression.filter(req as never, res as never);
}

export function createHttpHandler(options: HttpHandlerOptions) {
  const { services } = options;
  const { config } = services;
  const production = config.NODE_ENV === "production";

  const logRequest = pinoHttp({
    logger: services.logger,
    genReqId(req, res) {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      if (res.statusCode >= 400) return "warn";
      return "info";
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/metrics" },
    // One short line per request: headers would leak cookies into the logs.
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  const compress = compression({ filter: worthCompressing as never }) as unknown as Middleware;
  // serve-static looks each file up per request and passes a missing one on (to the 404 page), so a
  // file that disappears under a running server (a rebuild in place) is a 404, never a crash.
  const clientDir = options.clientDir;
  const serveStatic: Middleware | undefined = clientDir
    ? (serveStaticFiles(clientDir, {
        index: false,
        redirect: false,
        dotfiles: "ignore",
        fallthrough: true,
        setHeaders(res, path) {
          // Vite puts content-hashed files under /assets/: they never change, so cache them for a year.
          const hashed = relative(clientDir, path).split(sep)[0] === "assets";
          res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
        },
      }) as unknown as Middleware)
    : undefined;

  // The files of the browser build, listed once: a request for any other path (every page and API
  // call) skips serve-static's filesystem lookup. A listed file removed under a running server (a
  // rebuild in place) is still looked up by serve-static and passed on as a miss (the 404 page).
  const clientFiles = clientDir ? listFiles(clientDir) : undefined;

  const allowedOrigins = originsOf(config.PUBLIC_URL, config.AUTH_ALLOWED_HOSTS);
  // Pages and JSON every visitor sees alike, rendered about once a second (docs/decisions/017).
  const publicCache = createPublicCache();
  services.metrics.observePublicCache(() => publicCache.stats());

  const loadBuild = typeof options.build === "function" ? options.build : async () => options.build as ServerBuild;
  const routeLabel = createRouteLabeler();
  /** The context every loader and action gets: the services and this request's id and nonce. */
  const loadContextOf = (build: ServerBuild, request: Request) => {
    const keys = build.entry.module as unknown as AppEntryExports;
    const info: RequestInfo = {
      requestId: request.headers.get("x-request-id") ?? "",
      nonce: request.headers.get("x-csp-nonce") ?? "",
    };
    return new RouterContextProvider(
      new Map<RouterContext, unknown>([
        [keys.servicesContext, services],
        [keys.requestInfoContext, info],
      ]),
    );
  };
  const reactRouter = createRequestListener({
    // The built bundle itself, not a function: React Router re-derives its route tables and handler
    // on every request when given a function (the development path; ~9 % of a loaded server's CPU).
    build: options.build,
    mode: production ? "production" : "development",
    async getLoadContext(request) {
      return loadContextOf(await loadBuild(), request);
    },
  });
  // The game's hot JSON routes, answered by their own route modules without React Router's handler
  // (docs/decisions/024). Development keeps React Router for everything: its build is reloaded by Vite.
  const builtOnce = typeof options.build === "function" ? null : options.build;
  const matchDirect = builtOnce ? createDirectRoutes(builtOnce) : () => null;

  /**
   * A direct route's answer, as React Router gives a resource route's: the module's Response (a thrown
   * one included); an unexpected error goes to the app's handleError (logged with the request id) and
   * answers React Router's plain 500.
   */
  async function answerDirect(build: ServerBuild, direct: DirectMatch, req: IncomingMessage, res: ServerResponse) {
    const request = createRequest(req, res);
    const context = loadContextOf(build, request);
    let response: Response;
    try {
      response = resultResponse(await direct.handler({ request, params: direct.params, context }));
    } catch (error) {
      if (error instanceof Response) {
        response = error;
      } else {
        build.entry.module.handleError?.(error, { request, params: direct.params, context });
        response = new Response("Unexpected Server Error", { status: 500, headers: { "Content-Type": "text/plain" } });
      }
    }
    // The client went away meanwhile: nothing to send (as React Router's listener does).
    if (res.destroyed || request.signal.aborted) return;
    const text = (response as JsonTextResponse)[JSON_TEXT];
    if (typeof text === "string" && !response.bodyUsed) {
      // A JSON answer (server/http/json.ts): its text goes out as it is, in one write with the headers,
      // instead of being read back from the Response's body stream chunk by chunk.
      res.writeHead(response.status, response.statusText, headersOf(response));
      res.end(text);
      return;
    }
    await sendResponse(res, response);
  }

  return function handle(req: IncomingMessage, res: ServerResponse) {
    logRequest(req, res);
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    // Latency by route pattern; a request that never reached the router was a file (or /healthz, /metrics).
    let routed = false;
    services.metrics.timeRequest(req, res, async (status) => routeLabel(routed ? (await loadBuild()).routes : null, path, status));
    const requestId = String(req.id);
    const nonce = newNonce();
    // The router reads these back in getLoadContext; they are set by us, never by the client.
    req.headers["x-request-id"] = requestId;
    req.headers["x-csp-nonce"] = nonce;
    // Who is asking and how, for the auth layer (rate limits, Secure cookies); never the client's say.
    const https = isHttps(req, config.TRUST_PROXY);
    req.headers[CLIENT_IP_HEADER] = clientIpOf(req.socket.remoteAddress, req.headers["x-forwarded-for"], config.TRUST_PROXY);
    req.headers[SECURE_REQUEST_HEADER] = https ? "1" : "0";
    // Reads and the game's own writes may reuse a session lookup a moment old (server/auth/service.ts);
    // other writes always look up, and so does the operator's area: a sign-out everywhere (`npm run
    // admin:reset-password`, another instance) must close it at once, and its traffic is one person's.
    const read = req.method === "GET" || req.method === "HEAD";
    const reuse = read || (req.method === "POST" && GAME_WRITES.test(path));
    if (production && reuse && !path.startsWith("/api/auth/") && !ADMIN_PATH.test(path)) req.headers[SESSION_CACHE_HEADER] = "1";
    else delete req.headers[SESSION_CACHE_HEADER];
    if (!read || path.startsWith("/api/auth/")) {
      // A write may sign out, ban, rename or upgrade a player: the next read looks the session up
      // again. The game's and the store's own writes change no session and stay out of it.
      if (!SESSIONLESS_WRITES.test(path)) res.once("finish", () => services.auth.forgetSessions());
    }
    setSecurityHeaders(res, nonce, { production, https });
    if (options.isShuttingDown()) res.setHeader("Connection", "close");

    const fail = (error: unknown) => {
      req.log.error({ err: error }, "request failed");
      if (!res.headersSent) sendJson(res, 500, { error: "internal_error", message: "Something went wrong." });
      else res.destroy();
    };

    compress(req, res, () => {
      if (path === "/metrics") {
        services.metrics.serve(req, res).catch(fail);
        return;
      }
      if (path === "/healthz") {
        healthz(services, options.isReady(), options.isShuttingDown()).then(({ status, body }) => sendJson(res, status, body), fail);
        return;
      }
      const next = () => {
        routed = true;
        // A Host header no URL can be made of (never a browser's): the Request every route reads is
        // built from it, and building it failed with a 500.
        if (!URL.canParse(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`)) {
          sendJson(res, 400, { error: "bad_request", message: translate(requestLocale(req), "api.refusal.badHost") });
          return;
        }
        // A mutating request from another site is refused before any route sees it (CSRF).
        const forwardedHost = config.TRUST_PROXY ? req.headers["x-forwarded-host"] : undefined;
        const origin = checkOrigin({
          method: req.method ?? "GET",
          origin: req.headers.origin,
          secFetchSite: headerValue(req.headers["sec-fetch-site"]),
          host: headerValue(forwardedHost) ?? req.headers.host,
          allowedOrigins,
        });
        if (!origin.ok) {
          req.log.warn({ reason: origin.reason }, "cross-site request refused");
          sendJson(res, 403, { error: "bad_origin", message: translate(requestLocale(req), "api.refusal.crossSite") });
          return;
        }
        // React Router's patterns do not match a line break (%0A, %0D, U+2028/9) in a path: such an
        // /api/ path fell through to the HTML 404 page instead of the API's JSON one (the fuzz test).
        if (path.startsWith("/api/") && /%0[ad]|%e2%80%a[89]/i.test(path)) {
          sendJson(res, 404, { error: "not_found", message: "No such endpoint." });
          return;
        }
        if (!options.isReady()) {
          sendJson(res, 503, { error: "database_unavailable", message: translate(requestLocale(req), "api.refusal.starting") });
          return;
        }
        const cacheKey = production ? publicCache.keyOf(req, https) : null;
        if (cacheKey !== null) {
          if (publicCache.serve(cacheKey, res, nonce)) return;
        } else publicCache.hideMarker(res);
        // An operator's change (settings, catalogue, SEO, moderation) may show on any public page:
        // this instance forgets its answers at once, the others within their one-second freshness.
        if (req.method !== "GET" && req.method !== "HEAD" && ADMIN_PATH.test(path)) {
          res.once("finish", () => {
            if (res.statusCode < 400) publicCache.invalidate();
          });
        }
        const direct = builtOnce ? matchDirect(req.method, path) : null;
        if (builtOnce && direct) {
          answerDirect(builtOnce, direct, req, res).catch(fail);
          return;
        }
        // The listener is async underneath; its rejection is ours to answer.
        Promise.resolve(reactRouter(req, res) as unknown).catch(fail);
      };
      const assets = options.devMiddleware ?? (clientFiles?.has(safeDecode(path)) ? serveStatic : undefined);
      if (assets && (req.method === "GET" || req.method === "HEAD")) {
        assets(req, res, (error) => (error ? fail(error) : next()));
      } else {
        next();
      }
    });
  };
}

/** A Response's headers for writeHead, a repeated one (Set-Cookie) as a list (as node-fetch-server sends them). */
function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of response.headers) {
    const seen = headers[key];
    if (seen === undefined) headers[key] = value;
    else if (Array.isArray(seen)) seen.push(value);
    else headers[key] = [seen, value];
  }
  return headers;
}

/** A fresh CSP nonce (16 random bytes, base64) per answer, from the random pool (server/security/random-pool.ts). */
function newNonce(): string {
  return withRandomBytes(16, (bytes, at) => bytes.toString("base64", at, at + 16));
}

/** What a resource route's handler returned, as React Router turns it into a Response. */
function resultResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (typeof result === "string") return new Response(result);
  return Response.json(result);
}

/** Every file under `dir` as the URL path that serves it ("/assets/x.js"). */
function listFiles(dir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files.add("/" + relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
  }
  return files;
}

/** The path as serve-static resolves it (percent-decoded); a malformed one is no file. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "";
  }
}

async function healthz(services: Services, ready: boolean, shuttingDown: boolean) {
  // A load balancer stops routing here as soon as a drain begins.
  if (shuttingDown) return { status: 503, body: { error: "shutting_down", message: "This instance is stopping." } };
  try {
    await services.db.ping();
  } catch (error) {
    services.logger.error({ err: error }, "healthz: database unreachable");
    return {
      status: 503,
      body: { error: "database_unavailable", message: "The database is unreachable." },
    };
  }
  if (!ready) {
    return { status: 503, body: { error: "starting", message: "Migrations have not finished yet." } };
  }
  return { status: 200, body: { status: "ok", database: services.db.dialect } };
}

/** The language of a refusal answered before the router (the `lang` cookie, else Accept-Language). */
function requestLocale(req: IncomingMessage): Locale {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  const accept = req.headers["accept-language"];
  if (typeof accept === "string") headers.set("accept-language", accept);
  return localeOfHeaders(headers);
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(",")[0]?.trim() || undefined;
}

/** Over HTTPS: directly, or per X-Forwarded-Proto when a trusted proxy is in front. */
function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  return trustProxy
    ? headerValue(req.headers["x-forwarded-proto"]) === "https"
    : Boolean((req.socket as { encrypted?: boolean }).encrypted);
}

/** The policy's text for each (production, https), cut where the nonce goes: built once, not per answer. */
const cspParts: ([string, string] | undefined)[] = [];
const NONCE_MARK = "\u0000nonce\u0000";

function contentSecurityPolicy(nonce: string, production: boolean, https: boolean): string {
  const index = (production ? 2 : 0) + (https ? 1 : 0);
  let parts = cspParts[index];
  if (!parts) {
    const [before = "", after = ""] = contentSecurityPolicyOf(NONCE_MARK, production, https).split(NONCE_MARK);
    parts = cspParts[index] = [before, after];
  }
  return production ? parts[0] + nonce + parts[1] : parts[0];
}

function setSecurityHeaders(res: ServerResponse, nonce: string, { production, https }: { production: boolean; https: boolean }) {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, production, https));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}

function contentSecurityPolicyOf(nonce: string, production: boolean, https: boolean): string {
  // Development keeps Vite's inline HMR client working; production allows only nonce'd inline scripts
  // (a fresh nonce per response) and scripts from our own origin: no 'unsafe-inline', no 'unsafe-eval'.
  // docs/security.md "Content Security Policy"; tests/e2e/security.test.ts checks every page.
  const scriptSrc = production ? `'self' 'nonce-${nonce}'` : `'self' 'unsafe-inline'`;
  const connectSrc = production ? "'self'" : "'self' ws: wss:";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Server-rendered style attributes need 'unsafe-inline'; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Over HTTPS an http: URL in our pages (a games feed's thumbnail, say) is fetched over HTTPS
    // instead of as mixed content.
    ...(https ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}
