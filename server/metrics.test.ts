// /metrics: route-pattern labels from the app's real route table, the counters, who may scrape, and
// the hooks in the store, payments and campaign sender on both engines.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import appRoutes from "../app/routes.ts";
import { describeEachDialect } from "../tests/dialects.ts";
import { createAuditService } from "./audit/service.ts";
import { createCampaignModule } from "./campaigns/index.ts";
import { insertPlayers, insertSegment } from "./campaigns/test-data.ts";
import { loadConfig } from "./config.ts";
import type { Db } from "./db/index.ts";
import type { Mailer, MailMessage } from "./mail/mailer.ts";
import { STATIC_ROUTE, UNMATCHED_ROUTE, createMetrics, createRouteLabeler, metricsAccess, type Metrics } from "./metrics.ts";
import { createServices } from "./services.ts";

/** The build's route manifest, made from app/routes.ts the way `react-router build` does (ids = files). */
function manifestOf(entries: RouteConfigEntry[]): ServerBuild["routes"] {
  const manifest: ServerBuild["routes"] = { root: { id: "root", path: "", module: {} as never } };
  const add = (entry: RouteConfigEntry, parentId: string) => {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: {} as never };
    for (const child of entry.children ?? []) add(child, id);
  };
  for (const entry of entries) add(entry, "root");
  return manifest;
}

async function sampleValue(metrics: Metrics, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = metrics.registry.getSingleMetric(name);
  if (!metric) return undefined;
  const { values } = await metric.get();
  const found = values.find((v) => Object.entries(labels).every(([key, value]) => String(v.labels[key]) === value));
  return found?.value;
}

const sqliteOnly = { dialect: "sqlite" } as Db;

describe("route labels", () => {
  const routes = manifestOf(appRoutes);
  const label = createRouteLabeler();

  it("names a request by the route pattern that serves it, never by its raw path", () => {
    expect(label(routes, "/", 200)).toBe("/");
    expect(label(routes, "/play", 200)).toBe("/play");
    expect(label(routes, "/api/runs/0f2c7a9e-11aa/finish", 200)).toBe("/api/runs/:id/finish");
    // A parameter value that happens to be another route's word is still the parameter.
    expect(label(routes, "/api/runs/store/finish", 422)).toBe("/api/runs/:id/finish");
    expect(label(routes, "/api/leaderboards/stream", 200)).toBe("/api/leaderboards/stream");
    expect(label(routes, "/api/leaderboards/daily", 200)).toBe("/api/leaderboards/:board");
    expect(label(routes, "/admin/players/p-123", 200)).toBe("/admin/players/:id");
    expect(label(routes, "/checkout/sandbox/cs_abc", 200)).toBe("/checkout/sandbox/:sessionId");
    expect(label(routes, "/api/auth/sign-in/email", 200)).toBe("/api/auth/*");
    // Routes match case-insensitively and percent-decoded, as React Router matches them.
    expect(label(routes, "/API/Runs/x/FINISH", 200)).toBe("/api/runs/:id/finish");
    expect(label(routes, "/api/run%73", 201)).toBe("/api/runs");
    // Client navigations' data requests keep their own label.
    expect(label(routes, "/store.data", 200)).toBe("/store.data");
    expect(label(routes, "/_.data", 200)).toBe("/_.data");
  });

  it("gives unknown paths, files and the fixed endpoints one label each", () => {
    expect(label(routes, "/no/such/page", 404)).toBe(UNMATCHED_ROUTE);
    expect(label(routes, "/api/no-such-endpoint", 404)).toBe(UNMATCHED_ROUTE);
    expect(label(routes, "/api/auth/no-such", 404)).toBe(UNMATCHED_ROUTE);
    expect(label(null, "/assets/app-abc123.js", 200)).toBe(STATIC_ROUTE);
    expect(label(null, "/healthz", 200)).toBe("/healthz");
    expect(label(null, "/metrics", 401)).toBe("/metrics");
    // A scan of random URLs still yields one label.
    const labels = new Set<string>();
    for (let i = 0; i < 3000; i++) labels.add(label(routes, `/${i.toString(36)}/${"x".repeat(i % 7)}`, 404));
    expect([...labels]).toEqual([UNMATCHED_ROUTE]);
  });
});

describe("counters", () => {
  it("counts verified and rejected runs (known reasons, the rest as other), purchases and mails", async () => {
    const metrics = createMetrics({ db: sqliteOnly, databaseUrl: "file::memory:" });
    expect(await sampleValue(metrics, "flapmaster_runs_verified_total")).toBe(0);
    metrics.runFinished({ ok: true });
    metrics.runFinished({ ok: true });
    metrics.runFinished({ ok: false, error: "score_mismatch" });
    metrics.runFinished({ ok: false, error: "something <new>" });
    metrics.purchased("skin");
    metrics.purchased("coin_pack");
    metrics.campaignMail("sent");
    expect(await sampleValue(metrics, "flapmaster_runs_verified_total")).toBe(2);
    expect(await sampleValue(metrics, "flapmaster_runs_rejected_total", { reason: "score_mismatch" })).toBe(1);
    expect(await sampleValue(metrics, "flapmaster_runs_rejected_total", { reason: "other" })).toBe(1);
    expect(await sampleValue(metrics, "flapmaster_purchases_total", { kind: "skin" })).toBe(1);
    expect(await sampleValue(metrics, "flapmaster_purchases_total", { kind: "power_up" })).toBe(0);
    expect(await sampleValue(metrics, "flapmaster_purchases_total", { kind: "coin_pack" })).toBe(1);
    expect(await sampleValue(metrics, "flapmaster_campaign_mails_total", { outcome: "sent" })).toBe(1);
    expect(await sampleValue(metrics, "flapmaster_campaign_mails_total", { outcome: "failed" })).toBe(0);
  });

  it("takes METRICS_TOKEN only when it is long enough, and never echoes it", () => {
    expect(loadConfig({ METRICS_TOKEN: "a-metrics-token-of-some-length" }).METRICS_TOKEN).toBe("a-metrics-token-of-some-length");
    expect(loadConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: "short-secret" })).toThrow(/METRICS_TOKEN="\(hidden\)"/);
    expect(() => loadConfig({ METRICS_TOKEN: "has a space in the middle" })).toThrow(/printable characters without spaces/);
  });

  it("lets a loopback scraper in without a token, and only the right Bearer token with one", () => {
    const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
      ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;
    expect(metricsAccess(req("127.0.0.1"), undefined)).toBe("allowed");
    expect(metricsAccess(req("::ffff:127.0.0.1"), undefined)).toBe("allowed");
    expect(metricsAccess(req("::1"), undefined)).toBe("allowed");
    expect(metricsAccess(req("10.0.0.5"), undefined)).toBe("not_local");
    // Through a proxy on the same machine.
    expect(metricsAccess(req("127.0.0.1", { "x-forwarded-for": "203.0.113.9" }), undefined)).toBe("not_local");
    const token = "a-metrics-token-of-some-length";
    expect(metricsAccess(req("10.0.0.5", { authorization: `Bearer ${token}` }), token)).toBe("allowed");
    expect(metricsAccess(req("127.0.0.1"), token)).toBe("bad_token");
    expect(metricsAccess(req("10.0.0.5", { authorization: `Bearer ${token}x` }), token)).toBe("bad_token");
    expect(metricsAccess(req("10.0.0.5", { authorization: token }), token)).toBe("bad_token");
  });
});

describe("GET /metrics", () => {
  let server: Server;
  let base: string;
  const token = "scrape-token-0123456789";

  beforeAll(async () => {
    const metrics = createMetrics({ db: sqliteOnly, databaseUrl: "file::memory:", token });
    metrics.purchased("power_up");
    server = createServer((req, res) => void metrics.serve(req, res));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  it("answers the Prometheus text format with process metrics to the token, a JSON 401 without it", async () => {
    const refused = await fetch(base + "/metrics");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: "unauthorized" });
    const ok = await fetch(base + "/metrics", { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toContain("text/plain");
    const text = await ok.text();
    expect(text).toContain('flapmaster_purchases_total{kind="power_up"} 1');
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect((await fetch(base + "/metrics", { method: "POST", headers: { authorization: `Bearer ${token}` } })).status).toBe(405);
  });
});

class FakeMailer implements Mailer {
  readonly transport = "smtp" as const;
  async send(message: MailMessage) {
    if (message.to.startsWith("bounce")) throw Object.assign(new Error("rejected"), { responseCode: 550, response: "550 no such user" });
    if (message.to.startsWith("later")) throw Object.assign(new Error("busy"), { responseCode: 451, response: "451 try later" });
    return { delivered: true };
  }
  async allowRecipient() {
    return { allowed: true, retryAfterMs: 0 };
  }
  close() {}
}

describeEachDialect(
  "metrics hooks",
  (getDb, dialect) => {
    it("counts a store purchase and a paid coin pack once each (a replay or second pay is not counted)", async () => {
      const db = getDb();
      const config = loadConfig({
        NODE_ENV: "test",
        DATABASE_URL: dialect === "sqlite" ? "file::memory:" : "postgres://x@127.0.0.1/x",
        PAYMENTS_SANDBOX: "true",
      });
      const services = createServices({ config, db, logger: pino({ level: "silent" }) });
      const { metrics } = services;
      await insertPlayers(db.kysely, [{ id: "buyer", email: "buyer@example.com", name: "Buyer", newsletter: "none" }]);
      await services.wallet.apply({ playerId: "buyer", delta: 1000, reason: "admin", reference: "test:grant" });
      const powerUp = (await services.store.view("buyer")).powerUps[0]!;
      const bought = await services.store.purchase("buyer", { itemId: powerUp.id, idempotencyKey: "metrics-key-1" });
      expect(bought.ok).toBe(true);
      await services.store.purchase("buyer", { itemId: powerUp.id, idempotencyKey: "metrics-key-1" });
      expect(await sampleValue(metrics, "flapmaster_purchases_total", { kind: "power_up" })).toBe(1);

      const checkout = await services.payments.createCheckout("buyer", "popular");
      if (!checkout.ok) throw new Error(checkout.message);
      expect(await services.payments.sandboxPay("buyer", checkout.id)).toBe("paid");
      expect(await services.payments.sandboxPay("buyer", checkout.id)).toBe("paid");
      expect(await sampleValue(metrics, "flapmaster_purchases_total", { kind: "coin_pack" })).toBe(1);

      if (dialect === "postgres") {
        expect(await sampleValue(metrics, "flapmaster_db_pool_connections")).toBeGreaterThan(0);
        // tests/dialects.ts opens PostgreSQL with a pool of 4.
        expect(await sampleValue(metrics, "flapmaster_db_pool_max_connections")).toBe(4);
        expect(await sampleValue(metrics, "flapmaster_db_pool_waiting_requests")).toBe(0);
      } else {
        expect(metrics.registry.getSingleMetric("flapmaster_db_pool_connections")).toBeUndefined();
      }
    });

    it("counts campaign mails sent, failed for good and queued for a retry", async () => {
      const db = getDb();
      const metrics = createMetrics({ db, databaseUrl: "file::memory:" });
      const campaigns = createCampaignModule({
        config: { PUBLIC_URL: "https://flap.example.com", CAMPAIGN_RATE_PER_SECOND: 10_000, CAMPAIGN_BATCH_SIZE: 10 },
        db,
        logger: pino({ level: "silent" }),
        mailer: new FakeMailer(),
        audit: createAuditService(db),
        metrics,
      });
      await insertSegment(db.kysely, "all", "All");
      await insertPlayers(db.kysely, [
        { id: "m1", email: "ok1@example.com", name: "A" },
        { id: "m2", email: "ok2@example.com", name: "B" },
        { id: "m3", email: "bounce@example.com", name: "C" },
        { id: "m4", email: "later@example.com", name: "D" },
      ]);
      const sent = await campaigns.sends.send({ segmentId: "all", subject: "Hi", body: "News" }, { id: "admin", label: "admin" });
      expect(sent.ok).toBe(true);
      while ((await campaigns.worker.runOnce()) > 0);
      expect(await sampleValue(metrics, "flapmaster_campaign_mails_total", { outcome: "sent" })).toBe(2);
      expect(await sampleValue(metrics, "flapmaster_campaign_mails_total", { outcome: "failed" })).toBe(1);
      expect(await sampleValue(metrics, "flapmaster_campaign_mails_total", { outcome: "retried" })).toBe(1);
    });
  },
  { seed: true },
);
