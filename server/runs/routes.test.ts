// The /api/runs and /api/leaderboards routes, called as React Router calls them (services in context).
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { servicesContext } from "../../app/context.ts";
import * as leaderboardRoute from "../../app/routes/api/leaderboards.$board.ts";
import * as finishRoute from "../../app/routes/api/runs.$id.finish.ts";
import * as powerupsRoute from "../../app/routes/api/runs.$id.powerups.ts";
import * as runsRoute from "../../app/routes/api/runs.ts";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3999";

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function request(path: string, init: { body?: string; cookie?: string; method?: string } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.7", "x-flap-secure": "0" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new Request(ORIGIN + path, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body });
}

describeEachDialect(
  "runs routes",
  (getDb) => {
    let services: Services;
    let context: RouterContextProvider;
    // The routes' argument types come from React Router's typegen; these tests pass the fields they read.
    const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context, params }) as never;

    beforeAll(() => {
      const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      context = new RouterContextProvider();
      context.set(servicesContext, services);
    });

    it("a visitor becomes a guest on POST /api/runs, finishes a run and sees its rank", async () => {
      const start = await runsRoute.action(args(request("/api/runs", { method: "POST" })));
      expect(start.status).toBe(201);
      const cookie = cookieOf(start);
      expect(cookie).not.toBe("");
      const run = (await start.json()) as { runId: string; seed: number; settingsVersion: number; expiresAt: number };
      expect(Object.keys(run).sort()).toEqual(["expiresAt", "runId", "seed", "settings", "settingsVersion"]);

      // Same session: no new guest.
      const second = await runsRoute.action(args(request("/api/runs", { method: "POST", cookie })));
      expect(second.status).toBe(201);
      expect(second.headers.getSetCookie()).toEqual([]);

      const power = await powerupsRoute.action(args(request(`/api/runs/${run.runId}/powerups`, { cookie, body: JSON.stringify({ tick: 3, type: "shield" }) }), { id: run.runId }));
      expect(power.status).toBe(409);
      expect(await power.json()).toMatchObject({ error: "no_inventory" });

      const garbage = await finishRoute.action(args(request(`/api/runs/${run.runId}/finish`, { cookie, body: "{not json" }), { id: run.runId }));
      expect(garbage.status).toBe(400);
      expect(await garbage.json()).toMatchObject({ error: "invalid_json" });
      const huge = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: JSON.stringify({ log: "A".repeat(10_000_000), claimedScore: 0, name: "x" }) }), { id: run.runId }),
      );
      expect(huge.status).toBe(413);
      const anonymous = await finishRoute.action(args(request(`/api/runs/${run.runId}/finish`, { body: "{}" }), { id: run.runId }));
      expect(anonymous.status).toBe(401);

      // No input: the bird falls within a second (inside the wall-clock tolerance) and scores 0.
      const finish = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: JSON.stringify({ inputs: [], claimedScore: 0, name: " Guesty " }) }), { id: run.runId }),
      );
      expect(finish.status).toBe(200);
      expect(await finish.json()).toEqual({ score: 0, coins: 0, balance: 0, ranks: { daily: 1, weekly: 1, alltime: 1 } });
      const again = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: JSON.stringify({ inputs: [], claimedScore: 0, name: "Guesty" }) }), { id: run.runId }),
      );
      expect(again.status).toBe(409);

      const board = await leaderboardRoute.loader(args(request("/api/leaderboards/daily", { cookie }), { board: "daily" }));
      expect(board.status).toBe(200);
      const json = (await board.json()) as { top: { name: string; isMe: boolean }[]; me: { rank: number } | null; around: unknown[] };
      expect(json.top).toEqual([expect.objectContaining({ name: "Guesty", rank: 1, score: 0, isMe: true })]);
      expect(json.me).toEqual({ rank: 1 });
      expect(json.around).toHaveLength(1);
      const unknown = await leaderboardRoute.loader(args(request("/api/leaderboards/monthly"), { board: "monthly" }));
      expect(unknown.status).toBe(404);
      const visitor = (await (await leaderboardRoute.loader(args(request("/api/leaderboards/alltime"), { board: "alltime" }))).json()) as { me: unknown };
      expect(visitor.me).toBeNull();
    });
  },
  { seed: true },
);
