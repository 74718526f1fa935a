// GET /metrics against the production build, on both engines: a guest plays a run the server
// verifies (the replay bot, as in bench/finish.ts), a finish with a wrong score is rejected, a power-up
// is bought with coins; the counters moved by exactly that, and request latency is labelled by route
// pattern, never by the raw URL. Scraping through a proxy is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKS_PER_SECOND, createSim, type GameSettings } from "../../game/sim/index.ts";
import { createJitteredBot } from "../../game/sim/bot.ts";
import { runFromSim } from "../../game/replay/index.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { WALL_CLOCK_TOLERANCE_MS } from "../../server/runs/service.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { asGuest, type Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";

/** One sample of the Prometheus text format, by name and (a subset of) labels; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return 0;
}

interface Started {
  runId: string;
  seed: number;
  settingsVersion: number;
  settings: GameSettings;
}

async function startRun(guest: Client): Promise<Started> {
  const response = await guest.send("/api/runs", { json: {} });
  expect(response.status).toBe(201);
  return (await response.json()) as Started;
}

/** The bot flies one simulated second, then lets the bird fall: a short run the server can replay. */
function play(started: Started) {
  const sim = createSim({ seed: started.seed, settings: started.settings });
  const bot = createJitteredBot(started.seed);
  while (sim.state.phase === "playing") {
    if (sim.state.tick < TICKS_PER_SECOND) bot.step(sim);
    else sim.step();
  }
  return {
    inputs: runFromSim(sim, started.settingsVersion).inputs,
    timing: sim.timings.slice(),
    score: sim.state.score,
    ticks: sim.state.tick,
  };
}

for (const engine of ["sqlite", "postgres"] as const) {
  describe(`/metrics [${engine}]`, () => {
    const app = useApp({ engine });
    let db: Db;

    beforeAll(() => {
      db = openDatabase(app.database.url, { poolMax: 1 });
    });
    afterAll(async () => {
      await db?.close();
    });

    const scrape = async () => {
      const response = await fetch(app.server.url + "/metrics");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      return response.text();
    };

    it("counts a verified run, a rejected run and a purchase exactly, and times requests per route pattern", async () => {
      const before = await scrape();
      const guest = await asGuest(app.server.url);

      const accepted = await startRun(guest);
      const replay = play(accepted);
      // The server refuses a finish sooner than the simulated time (less its tolerance) after start.
      await new Promise((r) => setTimeout(r, Math.max(0, (replay.ticks / TICKS_PER_SECOND) * 1000 - WALL_CLOCK_TOLERANCE_MS + 200)));
      const finished = await guest.send(`/api/runs/${accepted.runId}/finish`, {
        json: { inputs: replay.inputs, timing: replay.timing, claimedScore: replay.score, name: "Metric" },
      });
      expect(finished.status).toBe(200);
      expect(await finished.json()).toMatchObject({ score: replay.score });

      const forged = await startRun(guest);
      const forgedReplay = play(forged);
      const refused = await guest.send(`/api/runs/${forged.runId}/finish`, {
        json: { inputs: forgedReplay.inputs, claimedScore: forgedReplay.score + 5, name: "Metric" },
      });
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ error: "score_mismatch" });

      const session = await guest.session();
      await createWalletService(db).apply({ playerId: session.player!.id, delta: 5000, reason: "admin", reference: "metrics-test" });
      const store = (await (await guest.send("/api/store")).json()) as { powerUps: { id: string }[] };
      const bought = await guest.send("/api/store/purchase", { json: { itemId: store.powerUps[0]!.id, idempotencyKey: "metrics-e2e-1" } });
      expect(bought.status).toBe(200);
      await bought.text();
      const missing = await guest.send("/no/such/page");
      expect(missing.status).toBe(404);
      // Read to the end: a request is timed when its response has closed.
      await missing.text();

      const after = await scrape();
      const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
      expect(delta("flapmaster_runs_verified_total")).toBe(1);
      expect(delta("flapmaster_runs_rejected_total", { reason: "score_mismatch" })).toBe(1);
      expect(delta("flapmaster_purchases_total", { kind: "power_up" })).toBe(1);
      expect(delta("flapmaster_purchases_total", { kind: "skin" })).toBe(0);

      const finishRoute = { method: "POST", route: "/api/runs/:id/finish" };
      expect(delta("http_request_duration_seconds_count", { ...finishRoute, status: "2xx" })).toBe(1);
      expect(delta("http_request_duration_seconds_count", { ...finishRoute, status: "4xx" })).toBe(1);
      expect(delta("http_request_duration_seconds_count", { method: "POST", route: "/api/runs", status: "2xx" })).toBe(2);
      expect(delta("http_request_duration_seconds_bucket", { ...finishRoute, status: "2xx", le: "+Inf" })).toBe(1);
      expect(delta("http_request_duration_seconds_count", { method: "GET", route: "unmatched", status: "4xx" })).toBe(1);
      // The previous scrape is counted under its own label.
      expect(delta("http_request_duration_seconds_count", { method: "GET", route: "/metrics", status: "2xx" })).toBe(1);
      // Route patterns only: no run id (or other raw path) ever becomes a label.
      expect(after).not.toContain(accepted.runId);
      expect(after).not.toContain("/no/such/page");
      expect(sample(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
      if (engine === "postgres") {
        expect(sample(after, "flapmaster_db_pool_connections")).toBeGreaterThan(0);
        expect(sample(after, "flapmaster_db_pool_max_connections")).toBe(10);
      } else {
        expect(sample(after, "flapmaster_sqlite_file_bytes", { file: "database" })).toBeGreaterThan(0);
        // The server's checkpoint thread is there and well (docs/decisions/021); the migrations and the
        // seed alone wrote pages for it to copy.
        await expect.poll(async () => sample(await scrape(), "flapmaster_sqlite_checkpoints"), { timeout: 10_000 }).toBeGreaterThan(0);
        expect(sample(after, "flapmaster_sqlite_checkpoint_failing")).toBe(0);
      }
    });

    it("refuses a scrape that came through a proxy", async () => {
      const proxied = await fetch(app.server.url + "/metrics", { headers: { "x-forwarded-for": "203.0.113.7" } });
      expect(proxied.status).toBe(403);
      expect(await proxied.json()).toMatchObject({ error: "forbidden" });
    });
  });
}
