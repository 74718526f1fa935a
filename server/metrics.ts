// Prometheus metrics for one process (GET /metrics, served by server/http/front.ts). Every label has a
// bounded set of values: a route PATTERN (never the raw URL), a status class, a known reason or kind,
// so a scanner requesting random URLs cannot grow the series. See docs/operations.md "Monitoring".
import { timingSafeEqual } from "node:crypto";
import { statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { sqlitePathOf, type Db } from "./db/index.ts";
import { RETENTION_KINDS, type RetentionFigures } from "./players/retention.ts";

/** Files served by serve-static (the browser build, public/): one label for all of them. */
export const STATIC_ROUTE = "static";
/** A path no route knows (the not-found pages, 404 under a catch-all): one label for all of them. */
export const UNMATCHED_ROUTE = "unmatched";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Why a finish was refused (the Failure.error of server/runs/service.ts finish()); anything else counts as "other". */
export const RUN_REJECT_REASONS = [
  "invalid_name",
  "invalid_score",
  "run_not_found",
  "run_used",
  "run_expired",
  "invalid_run",
  "activations_mismatch",
  "score_mismatch",
  "too_fast",
] as const;
const REJECT_REASONS = new Set<string>(RUN_REJECT_REASONS);

/** Coin spends in the store (skin, power_up) and coin packs paid with money. */
export type PurchaseKind = "skin" | "power_up" | "coin_pack";
/** A campaign mail: accepted by SMTP, failed for good, or failed and queued to try again. */
export type CampaignMailOutcome = "sent" | "failed" | "retried";

export interface Metrics extends RetentionFigures {
  readonly registry: Registry;
  /** Times one HTTP request; `labelOf` names its route once the response has closed. */
  timeRequest(req: IncomingMessage, res: ServerResponse, labelOf: (status: number) => string | Promise<string>): void;
  /** A run's finish answer: accepted (verified) or refused with its error code. */
  runFinished(result: { ok: true } | { ok: false; error: string }): void;
  purchased(kind: PurchaseKind): void;
  campaignMail(outcome: CampaignMailOutcome): void;
  /** A TCP connection was accepted (behind nginx, this should stay near its keep-alive pool's size). */
  connectionAccepted(): void;
  /** Reads the public answer cache's counters at each scrape (server/http/public-cache.ts). */
  observePublicCache(read: () => { hits: number; misses: number; stores: number; entries: number; bytes: number }): void;
  /** Answers GET /metrics (Prometheus text format) if the caller may read it. */
  serve(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

export interface MetricsOptions {
  db: Db;
  databaseUrl: string;
  /** Bearer token that unlocks /metrics from anywhere; unset: direct loopback connections only. */
  token?: string;
}

export function createMetrics(options: MetricsOptions): Metrics {
  const { db } = options;
  const registry = new Registry();
  const registers = [registry];

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method, route pattern and status class.",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const runsVerified = new Counter({
    name: "flapmaster_runs_verified_total",
    help: "Runs whose finish replayed and was accepted (recorded and credited).",
    registers,
  });
  const runsRejected = new Counter({
    name: "flapmaster_runs_rejected_total",
    help: "Run finishes refused, by reason code.",
    labelNames: ["reason"] as const,
    registers,
  });
  const purchases = new Counter({
    name: "flapmaster_purchases_total",
    help: "Store purchases with coins (skin, power_up) and coin packs paid (coin_pack).",
    labelNames: ["kind"] as const,
    registers,
  });
  const campaignMails = new Counter({
    name: "flapmaster_campaign_mails_total",
    help: "Campaign mails handed to SMTP by this instance, by outcome.",
    labelNames: ["outcome"] as const,
    registers,
  });
  const retentionRemoved = new Counter({
    name: "flapmaster_retention_removed_total",
    help: "Rows the retention job removed on this instance, by kind (guests: players erased).",
    labelNames: ["kind"] as const,
    registers,
  });
  const retentionFailures = new Counter({
    name: "flapmaster_retention_failures_total",
    help: "Retention runs on this instance in which a kind failed, by kind.",
    labelNames: ["kind"] as const,
    registers,
  });
  const retentionLastRun = new Gauge({
    name: "flapmaster_retention_last_run_timestamp_seconds",
    help: "When this instance last ran the retention job (0: never; one instance at a time holds its lease).",
    registers,
  });
  // Zero series exist from the start, so a rate() over a fresh process is 0 rather than absent.
  for (const kind of RETENTION_KINDS) {
    retentionRemoved.inc({ kind }, 0);
    retentionFailures.inc({ kind }, 0);
  }
  retentionLastRun.set(0);
  runsVerified.inc(0);
  for (const kind of ["skin", "power_up", "coin_pack"] as const) purchases.inc({ kind }, 0);
  for (const outcome of ["sent", "failed", "retried"] as const) campaignMails.inc({ outcome }, 0);

  if (db.dialect === "postgres") {
    const stats = () => db.poolStats?.();
    new Gauge({
      name: "flapmaster_db_pool_connections",
      help: "PostgreSQL connections open in this process's pool (busy + idle).",
      registers,
      collect() {
        this.set(stats()?.total ?? 0);
      },
    });
    new Gauge({
      name: "flapmaster_db_pool_idle_connections",
      help: "PostgreSQL connections open and idle in the pool.",
      registers,
      collect() {
        this.set(stats()?.idle ?? 0);
      },
    });
    new Gauge({
      name: "flapmaster_db_pool_waiting_requests",
      help: "Queries waiting for a free pool connection (above 0 for long: raise DATABASE_POOL_MAX or add instances).",
      registers,
      collect() {
        this.set(stats()?.waiting ?? 0);
      },
    });
    new Gauge({
      name: "flapmaster_db_pool_max_connections",
      help: "The pool's size limit (DATABASE_POOL_MAX).",
      registers,
      collect() {
        this.set(stats()?.max ?? 0);
      },
    });
  } else {
    // SQLite has one connection and no pool; what grows is the file and its write-ahead log (a WAL
    // that keeps growing means checkpoints cannot finish: a reader that never lets go).
    const path = sqlitePathOf(options.databaseUrl);
    const sizeOf = (file: string) => {
      try {
        return statSync(file).size;
      } catch {
        return 0;
      }
    };
    new Gauge({
      name: "flapmaster_sqlite_file_bytes",
      help: "Size of the SQLite database file and of its write-ahead log.",
      labelNames: ["file"] as const,
      registers,
      collect() {
        if (path === ":memory:") return;
        this.set({ file: "database" }, sizeOf(path));
        this.set({ file: "wal" }, sizeOf(`${path}-wal`));
      },
    });
    // The server's checkpoints run on a thread of their own (server/db/sqlite-checkpoint.ts).
    const checkpoints = () => db.checkpointer?.stats();
    new Gauge({
      name: "flapmaster_sqlite_checkpoints",
      help: "WAL checkpoints that copied pages into the database file, on the checkpoint thread, since start.",
      registers,
      collect() {
        this.set(checkpoints()?.rounds ?? 0);
      },
    });
    new Gauge({
      name: "flapmaster_sqlite_checkpoint_failing",
      help: "1 while the last checkpoint failed or the checkpoint thread is gone (the connection then checkpoints itself).",
      registers,
      collect() {
        this.set(checkpoints()?.lastError ? 1 : 0);
      },
    });
  }

  const connections = new Counter({
    name: "flapmaster_http_connections_total",
    help: "TCP connections this process accepted (a proxy whose keep-alive pool is too small re-connects for every request).",
    registers,
  });
  connections.inc(0);
  let publicCacheStats: (() => { hits: number; misses: number; stores: number; entries: number; bytes: number }) | undefined;
  new Counter({
    name: "flapmaster_public_cache_requests_total",
    help: "Requests that could be answered from the public answer cache, by result (hit or miss).",
    labelNames: ["result"] as const,
    registers,
    collect() {
      const stats = publicCacheStats?.();
      this.reset();
      this.inc({ result: "hit" }, stats?.hits ?? 0);
      this.inc({ result: "miss" }, stats?.misses ?? 0);
    },
  });
  new Gauge({
    name: "flapmaster_public_cache_entries",
    help: "Answers held in the public answer cache.",
    registers,
    collect() {
      this.set(publicCacheStats?.().entries ?? 0);
    },
  });

  // Node's process metrics (CPU, memory, event loop lag, GC) from the first scrape on: a process made
  // for a test that never scrapes does not start the event-loop monitor and GC observer.
  let processMetrics = false;

  return {
    registry,
    connectionAccepted() {
      connections.inc();
    },
    observePublicCache(read) {
      publicCacheStats = read;
    },

    timeRequest(req, res, labelOf) {
      const started = process.hrtime.bigint();
      res.once("close", () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const status = res.statusCode;
        const method = METHODS.has(req.method ?? "") ? req.method! : "OTHER";
        // The label may need the (development) build, so it can come a tick later.
        void Promise.resolve(labelOf(status)).then(
          (route) => requestDuration.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, seconds),
          () => requestDuration.observe({ method, route: UNMATCHED_ROUTE, status: `${Math.floor(status / 100)}xx` }, seconds),
        );
      });
    },

    runFinished(result) {
      if (result.ok) runsVerified.inc();
      else runsRejected.inc({ reason: REJECT_REASONS.has(result.error) ? result.error : "other" });
    },

    purchased(kind) {
      purchases.inc({ kind });
    },

    campaignMail(outcome) {
      campaignMails.inc({ outcome });
    },

    retentionRun(report) {
      for (const kind of RETENTION_KINDS) if (report.removed[kind] > 0) retentionRemoved.inc({ kind }, report.removed[kind]);
      for (const kind of report.failed) retentionFailures.inc({ kind });
      retentionLastRun.set(report.at / 1000);
    },

    async serve(req, res) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.setHeader("Allow", "GET, HEAD");
        return sendError(res, 405, "method_not_allowed", "Use GET.");
      }
      const access = metricsAccess(req, options.token);
      if (access !== "allowed") {
        if (access === "bad_token") res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
        return sendError(
          res,
          access === "bad_token" ? 401 : 403,
          access === "bad_token" ? "unauthorized" : "forbidden",
          access === "bad_token"
            ? "Send the metrics token as 'Authorization: Bearer <METRICS_TOKEN>'."
            : "Metrics are readable from this machine only (or with METRICS_TOKEN).",
        );
      }
      if (!processMetrics) {
        processMetrics = true;
        collectDefaultMetrics({ register: registry });
      }
      const text = await registry.metrics();
      res.statusCode = 200;
      res.setHeader("Content-Type", registry.contentType);
      res.setHeader("Cache-Control", "no-store");
      res.end(req.method === "HEAD" ? undefined : text);
    },
  };
}

/**
 * Who may read /metrics. With METRICS_TOKEN: whoever sends it as a Bearer token. Without: a direct
 * connection from this machine's loopback that no proxy forwarded (a proxy on the same machine adds
 * X-Forwarded-For, and deploy/nginx.conf refuses /metrics anyway).
 */
export function metricsAccess(req: IncomingMessage, token: string | undefined): "allowed" | "bad_token" | "not_local" {
  if (token) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
    const given = Buffer.from(match?.[1] ?? "");
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected) ? "allowed" : "bad_token";
  }
  const peer = req.socket.remoteAddress ?? "";
  const loopback = peer === "::1" || /^(::ffff:)?127\./.test(peer);
  const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  return loopback && !forwarded ? "allowed" : "not_local";
}

function sendError(res: ServerResponse, status: number, error: string, message: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(JSON.stringify({ error, message }));
}

// ---- Route patterns ---------------------------------------------------------------------------------

type RouteManifest = ServerBuild["routes"];
/** A path segment that no route spells out literally (a parameter value, a random scan). */
const PLACEHOLDER = ":";
const SHAPE_CACHE_MAX = 2000;

interface Classifier {
  literals: Set<string>;
  routes: RouteObject[];
  /** Path shape -> route pattern (or null when nothing matched). */
  cache: Map<string, { pattern: string; splat: boolean } | null>;
}

/**
 * Names a request path by the route pattern React Router serves it with (e.g. /api/runs/:id/finish),
 * matched against the build's own route table, and cached per path SHAPE: each segment that is not a
 * literal of some route becomes a placeholder, so /api/runs/<any id>/finish is one entry and a scan of
 * random URLs cannot grow the cache past its cap. `routes` is null for a request the router never saw.
 */
export function createRouteLabeler(): (routes: RouteManifest | null, path: string, status: number) => string {
  let classifier: Classifier | undefined;
  let forRoutes: RouteManifest | undefined;
  return (routes, path, status) => {
    if (path === "/healthz" || path === "/metrics") return path;
    // Not handed to React Router: serve-static answered with a file.
    if (!routes) return STATIC_ROUTE;
    // A development rebuild hands a new manifest: start over for it.
    if (!classifier || forRoutes !== routes) {
      classifier = classifierOf(routes);
      forRoutes = routes;
    }
    return labelPath(classifier, path, status);
  };
}

function classifierOf(manifest: RouteManifest): Classifier {
  const literals = new Set<string>();
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    for (const segment of (route.path ?? "").split("/")) {
      if (segment && !segment.startsWith(":") && segment !== "*") literals.add(segment.toLowerCase());
    }
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({ id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive } as RouteObject);
    children.set(route.parentId, siblings);
  }
  const attach = (route: RouteObject): RouteObject => {
    const below = children.get(route.id);
    return below && !route.index ? { ...route, children: below.map(attach) } : route;
  };
  return { literals, routes: (children.get(undefined) ?? []).map(attach), cache: new Map() };
}

function labelPath(classifier: Classifier, rawPath: string, status: number): string {
  let path = rawPath.split("?")[0] ?? "/";
  // React Router's data requests (client navigations): /store.data, and /_.data for the index.
  let suffix = "";
  if (path.endsWith(".data")) {
    suffix = ".data";
    path = path.endsWith("/_.data") ? path.slice(0, -"_.data".length) : path.slice(0, -".data".length);
  }
  if (path === "/__manifest") return "/__manifest";
  const shape = path
    .split("/")
    .map((segment) => {
      let decoded = segment;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        // a malformed escape cannot be a literal
      }
      const lower = decoded.toLowerCase();
      return segment === "" ? "" : classifier.literals.has(lower) ? lower : PLACEHOLDER;
    })
    .join("/");
  let found = classifier.cache.get(shape);
  if (found === undefined) {
    const matches = matchRoutes(classifier.routes, shape);
    const paths = matches?.map((m) => m.route.path).filter((p): p is string => Boolean(p)) ?? [];
    found = matches ? { pattern: `/${paths.join("/")}`.replace(/\/+/g, "/"), splat: paths.some((p) => p.split("/").includes("*")) } : null;
    if (classifier.cache.size >= SHAPE_CACHE_MAX) classifier.cache.clear();
    classifier.cache.set(shape, found);
  }
  // A catch-all that answers 404 is the not-found page (or an unknown /api path): one label for all.
  if (!found || (found.splat && status === 404)) return UNMATCHED_ROUTE;
  if (suffix && found.pattern === "/") return "/_.data";
  return found.pattern + suffix;
}
