// The /api/runs and /api/leaderboards routes, called as React Router calls them (services in context).
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import * as leaderboardRoute from "../../app/routes/api/leaderboards.$board.ts";
import * as finishRoute from "../../app/routes/api/runs.$id.finish.ts";
import * as powerupsRoute from "../../app/routes/api/runs.$id.powerups.ts";
import * as runsRoute from "../../app/routes/api/runs.ts";
import * as meRoute from "../../app/routes/api/me.ts";
import * as challengeRoute from "../../app/routes/api/challenges.$id.ts";
import { describeEachDialect } from "../../tests/dialects.ts";
import { IP_GUESTS } from "../auth/limits.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3999";

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function request(path: string, init: { body?: string; cookie?: string; method?: string; headers?: Record<string, string> } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.7", "x-flap-secure": "0", ...init.headers });
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
      const run = (await start.json()) as { runId: string; seed: number; settingsVersion: number; expiresAt: number; maxTicks: number };
      expect(Object.keys(run).sort()).toEqual(["expiresAt", "maxTicks", "runId", "seed", "settings", "settingsVersion"]);
      expect(run.maxTicks).toBe(900 * 60);

      // Same session: no new guest; the new run replaces the open one (one game at a time).
      const second = await runsRoute.action(args(request("/api/runs", { method: "POST", cookie })));
      expect(second.status).toBe(201);
      expect(second.headers.getSetCookie()).toEqual([]);
      const replaced = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: JSON.stringify({ inputs: [], claimedScore: 0 }) }), {
          id: run.runId,
        }),
      );
      expect(replaced.status).toBe(409);
      Object.assign(run, (await second.json()) as typeof run);

      const power = await powerupsRoute.action(
        args(request(`/api/runs/${run.runId}/powerups`, { cookie, body: JSON.stringify({ tick: 3, type: "shield" }) }), { id: run.runId }),
      );
      expect(power.status).toBe(409);
      expect(await power.json()).toMatchObject({ error: "no_inventory" });

      const garbage = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: "{not json" }), { id: run.runId }),
      );
      expect(garbage.status).toBe(400);
      expect(await garbage.json()).toMatchObject({ error: "invalid_json" });
      const huge = await finishRoute.action(
        args(
          request(`/api/runs/${run.runId}/finish`, {
            cookie,
            body: JSON.stringify({ log: "A".repeat(10_000_000), claimedScore: 0, name: "x" }),
          }),
          { id: run.runId },
        ),
      );
      expect(huge.status).toBe(413);
      const anonymous = await finishRoute.action(args(request(`/api/runs/${run.runId}/finish`, { body: "{}" }), { id: run.runId }));
      expect(anonymous.status).toBe(401);

      const profane = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: JSON.stringify({ inputs: [], claimedScore: 0, name: "fuck" }) }), {
          id: run.runId,
        }),
      );
      expect(profane.status).toBe(400);
      expect(await profane.json()).toEqual({ error: "invalid_name", message: "Please choose a different name." });

      // No input: the bird falls within a second (inside the wall-clock tolerance) and scores 0.
      const finish = await finishRoute.action(
        args(
          request(`/api/runs/${run.runId}/finish`, {
            cookie,
            body: JSON.stringify({ inputs: [], claimedScore: 0, name: " Guesty " }),
            headers: { "accept-language": "fr-CA,fr;q=0.8" },
          }),
          { id: run.runId },
        ),
      );
      expect(finish.status).toBe(200);
      const finished = (await finish.json()) as Record<string, unknown>;
      expect(finished).toMatchObject({ score: 0, coins: 0, balance: 0, ranks: { daily: 1, weekly: 1, alltime: 1 } });
      expect((finished.achievementsUnlocked as { id: string }[]).map((a) => a.id)).toEqual(["first-flight"]);
      const again = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: JSON.stringify({ inputs: [], claimedScore: 0, name: "Guesty" }) }), {
          id: run.runId,
        }),
      );
      expect(again.status).toBe(409);

      const board = await leaderboardRoute.loader(args(request("/api/leaderboards/daily", { cookie }), { board: "daily" }));
      expect(board.status).toBe(200);
      const json = (await board.json()) as { top: { name: string; isMe: boolean }[]; me: { rank: number } | null; around: unknown[] };
      expect(json.top).toEqual([expect.objectContaining({ name: "Guesty", rank: 1, score: 0, isMe: true, location: "Canada" })]);
      expect(json.me).toEqual({ rank: 1 });
      expect(json.around).toHaveLength(1);
      const unknown = await leaderboardRoute.loader(args(request("/api/leaderboards/monthly"), { board: "monthly" }));
      expect(unknown.status).toBe(404);
      const visitor = (await (await leaderboardRoute.loader(args(request("/api/leaderboards/alltime"), { board: "alltime" }))).json()) as {
        me: unknown;
      };
      expect(visitor.me).toBeNull();

      // GET /api/me: the guest's state; 401 without a session.
      const me = await meRoute.loader(args(request("/api/me", { cookie })));
      expect(me.status).toBe(200);
      const view = (await me.json()) as Record<string, any>;
      expect(view.player).toMatchObject({ isGuest: true });
      expect(view).toMatchObject({ balance: 0, inventory: {}, stats: { gamesPlayed: 1, bestScore: 0 } });
      expect(view.bests).toEqual({
        daily: { score: 0, rank: 1 },
        weekly: { score: 0, rank: 1 },
        alltime: { score: 0, rank: 1 },
        course: null,
        bestday: null,
      });
      expect(view.skins.unlocked).toContain("classic");
      expect(view.achievements).toHaveLength(8);
      expect(view.achievements[0]).toMatchObject({ id: "first-flight", unlocked: true, progress: 1 });
      expect((await meRoute.loader(args(request("/api/me")))).status).toBe(401);

      // The finished run is a challenge: public, and a friend's run starts on its seed.
      const challenge = await challengeRoute.loader(args(request(`/api/challenges/${run.runId}`), { id: run.runId }));
      expect(challenge.status).toBe(200);
      expect(await challenge.json()).toMatchObject({ id: run.runId, name: "Guesty", score: 0, seed: run.seed });
      expect((await challengeRoute.loader(args(request("/api/challenges/nope"), { id: "nope" }))).status).toBe(404);
      const friend = await runsRoute.action(
        args(request("/api/runs", { method: "POST", body: JSON.stringify({ challengeId: run.runId }) })),
      );
      expect(friend.status).toBe(201);
      expect(await friend.json()).toMatchObject({ seed: run.seed, challenge: { id: run.runId, name: "Guesty", score: 0 } });
      // A bad body is refused before a guest is made.
      const bad = await runsRoute.action(args(request("/api/runs", { method: "POST", body: JSON.stringify({ challengeId: 5 }) })));
      expect(bad.status).toBe(400);
      expect(bad.headers.getSetCookie()).toEqual([]);
      const unknownChallenge = await runsRoute.action(
        args(request("/api/runs", { method: "POST", cookie, body: JSON.stringify({ challengeId: "nope" }) })),
      );
      expect(unknownChallenge.status).toBe(404);
      expect(await unknownChallenge.json()).toMatchObject({ error: "challenge_not_found" });
    });

    it("a visitor past the new-guest limit gets the guest guard's thrown 429 and no run", async () => {
      const ip = "10.0.0.99";
      for (let i = 0; i < IP_GUESTS.max; i++) await services.rateLimits.consume(`guests:ip:${ip}`, IP_GUESTS);
      const refused: unknown = await runsRoute
        .action(args(request("/api/runs", { method: "POST", headers: { "x-flap-client-ip": ip } })))
        .catch((thrown: unknown) => thrown);
      // Thrown, as every guard's refusal is; React Router sends it as the answer (server/http/resource.test.ts).
      if (!(refused instanceof Response)) throw new Error(`expected a thrown Response, got ${String(refused)}`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(refused.headers.getSetCookie()).toEqual([]);
      expect(await refused.json()).toMatchObject({ error: "rate_limited", message: expect.stringContaining("new guests") });
    });
  },
  { seed: true },
);
