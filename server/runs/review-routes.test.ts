// /api/admin/run-reviews, called as React Router calls it (services in context): operator only (403
// JSON for a visitor or a guest, before anything else), 400 JSON for a bad query or body, the queue
// and a decision.
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import { adminGuard } from "../admin/guard.ts";
import * as reviewsRoute from "../../app/routes/api/admin/run-reviews.ts";
import * as runsRoute from "../../app/routes/api/runs.ts";
import * as finishRoute from "../../app/routes/api/runs.$id.finish.ts";
import { describeEachDialect } from "../../tests/dialects.ts";
import { botStep } from "../../game/sim/bot.ts";
import { createSim } from "../../game/sim/sim.ts";
import type { GameSettings } from "../../game/sim/types.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3999";
const PASSWORD = "operator-password-123";

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function request(path: string, init: { body?: string; cookie?: string; method?: string } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.8", "x-flap-secure": "0" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new Request(ORIGIN + path, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body });
}

describeEachDialect(
  "run review routes",
  (getDb) => {
    let services: Services;
    let context: RouterContextProvider;
    let adminCookie: string;
    let guestCookie: string;
    let heldRunId: string;
    const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context, params }) as never;
    // As React Router calls an admin API: its layout's middleware (the admin guard) first.
    const guarded = (handler: (args: never) => Promise<Response>, req: Request) => {
      const routeContext = new RouterContextProvider();
      routeContext.set(servicesContext, services);
      const routeArgs = { request: req, context: routeContext, params: {} } as never;
      return adminGuard(routeArgs, () => handler(routeArgs)) as Promise<Response>;
    };
    const get = (query: string, cookie?: string) => guarded(reviewsRoute.loader, request(`/api/admin/run-reviews${query}`, { cookie }));
    const post = (body: string, cookie?: string) => guarded(reviewsRoute.action, request("/api/admin/run-reviews", { body, cookie }));

    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: ORIGIN });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      context = new RouterContextProvider();
      context.set(servicesContext, services);
      await services.auth.bootstrap();
      const signIn = await services.auth.adminSignIn(request("/api/admin/session", { method: "POST" }), PASSWORD);
      expect(signIn.status).toBe(200);
      adminCookie = cookieOf(signIn);

      // A guest flies a plain-bot run without sub-tick timing: held for review.
      const start = await runsRoute.action(args(request("/api/runs", { method: "POST" })));
      expect(start.status).toBe(201);
      guestCookie = cookieOf(start);
      const run = (await start.json()) as { runId: string; seed: number; settings: GameSettings };
      const sim = createSim({ seed: run.seed, settings: run.settings });
      while (sim.state.phase === "playing" && sim.state.tick < 20_000) {
        if (sim.state.tick < 600) botStep(sim);
        else sim.step();
      }
      // The run was "played" long ago (the server wants wall-clock time to cover the simulated time).
      await getDb()
        .kysely.updateTable("runs")
        .set({ started_at: Date.now() - 600_000 })
        .where("id", "=", run.runId)
        .execute();
      const finish = await finishRoute.action(
        args(
          request(`/api/runs/${run.runId}/finish`, {
            cookie: guestCookie,
            body: JSON.stringify({ inputs: sim.inputs.map(([t, a]) => [t, a]), claimedScore: sim.summary().score, name: "Roboto" }),
          }),
          { id: run.runId },
        ),
      );
      expect(finish.status).toBe(200);
      expect(await finish.json()).toMatchObject({ held: { reasons: expect.arrayContaining(["no_timing"]) }, coins: 0 });
      heldRunId = run.runId;
    });

    it("answers 403 JSON to a visitor and to a player, for reading and for deciding", async () => {
      for (const cookie of [undefined, guestCookie]) {
        for (const call of [() => get("", cookie), () => post(JSON.stringify({ runId: heldRunId, decision: "clear" }), cookie)]) {
          const refused = await call().then(
            () => null,
            (thrown: unknown) => thrown as Response,
          );
          expect(refused).toBeInstanceOf(Response);
          expect(refused!.status).toBe(403);
          expect(await refused!.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
        }
      }
      // Nothing was decided.
      const row = await getDb().kysely.selectFrom("runs").select("review").where("id", "=", heldRunId).executeTakeFirstOrThrow();
      expect(row.review).toBe("held");
    });

    it("answers 400 JSON for a bad query or body", async () => {
      for (const query of ["?page=0", "?page=-1", "?page=x", "?page=1.5"]) {
        const bad = await get(query, adminCookie);
        expect(bad.status).toBe(400);
        expect(await bad.json()).toMatchObject({ error: "invalid_query", message: expect.stringContaining("page") });
      }
      const bodies = [
        "{not json",
        "[]",
        "{}",
        JSON.stringify({ runId: heldRunId }),
        JSON.stringify({ runId: heldRunId, decision: "approve" }),
        JSON.stringify({ runId: "", decision: "clear" }),
        JSON.stringify({ runId: 5, decision: "clear" }),
        JSON.stringify({ runId: "x".repeat(101), decision: "reject" }),
      ];
      for (const body of bodies) {
        const bad = await post(body, adminCookie);
        expect(bad.status, body).toBe(400);
        expect(await bad.json()).toMatchObject({ error: expect.stringMatching(/^invalid_(json|body)$/), message: expect.any(String) });
      }
      const get405 = await reviewsRoute.action(args(request("/api/admin/run-reviews", { method: "PUT", cookie: adminCookie, body: "{}" })));
      expect(get405.status).toBe(405);
    });

    it("lists the held run with its evidence and the check's limits, and decides it once", async () => {
      const listed = await get("?page=1", adminCookie);
      expect(listed.status).toBe(200);
      const body = (await listed.json()) as {
        total: number;
        page: number;
        runs: Array<{ runId: string; name: string; reasons: string[]; evidence: { timing: boolean } }>;
        thresholds: Record<string, number>;
      };
      expect(body).toMatchObject({
        total: 1,
        page: 1,
        thresholds: { aimIqrMin: expect.any(Number), clearanceIqrMin: expect.any(Number), timingTopShareMax: expect.any(Number) },
      });
      expect(body.runs).toEqual([
        expect.objectContaining({
          runId: heldRunId,
          name: "Roboto",
          reasons: expect.arrayContaining(["no_timing"]),
          evidence: expect.objectContaining({ timing: false }),
        }),
      ]);
      // A page past the end answers the last one.
      expect(await (await get("?page=9", adminCookie)).json()).toMatchObject({
        page: 1,
        runs: [expect.objectContaining({ runId: heldRunId })],
      });

      const unknown = await post(JSON.stringify({ runId: "no-such-run", decision: "reject" }), adminCookie);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: "run_not_found" });

      const cleared = await post(JSON.stringify({ runId: heldRunId, decision: "clear" }), adminCookie);
      expect(cleared.status).toBe(200);
      expect(await cleared.json()).toMatchObject({ runId: heldRunId, review: "cleared", ranked: true, coins: expect.any(Number) });
      const again = await post(JSON.stringify({ runId: heldRunId, decision: "reject" }), adminCookie);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ error: "already_reviewed" });
      expect(await (await get("", adminCookie)).json()).toMatchObject({ total: 0, page: 1, runs: [] });
    });
  },
  { seed: true },
);
