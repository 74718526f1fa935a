// POST /api/runs `{ mode: "course" }` and the course boards' GET /api/leaderboards/:board, called as
// React Router calls them (services in context), on both engines.
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import * as leaderboardRoute from "../../app/routes/api/leaderboards.$board.ts";
import * as finishRoute from "../../app/routes/api/runs.$id.finish.ts";
import * as runsRoute from "../../app/routes/api/runs.ts";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3999";

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

function request(path: string, init: { body?: string; cookie?: string; ip?: string } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": init.ip ?? "10.0.0.9", "x-flap-secure": "0" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new Request(ORIGIN + path, { method: init.body === undefined ? "GET" : "POST", headers, body: init.body });
}

describeEachDialect(
  "daily course routes",
  (getDb) => {
    let services: Services;
    let context: RouterContextProvider;
    const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context, params }) as never;

    beforeAll(() => {
      const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      context = new RouterContextProvider();
      context.set(servicesContext, services);
    });

    it("issues the day's course to every player only in a start's answer, and ranks it on the course boards", async () => {
      const guests = await Promise.all(
        ["10.1.0.1", "10.1.0.2"].map((ip) =>
          runsRoute.action(args(request("/api/runs", { body: JSON.stringify({ mode: "course" }), ip }))),
        ),
      );
      const runs = await Promise.all(guests.map((r) => r.json() as Promise<{ runId: string; seed: number; course?: { day: string } }>));
      expect(guests.map((r) => r.status)).toEqual([201, 201]);
      expect(runs[0]!.seed).toBe(runs[1]!.seed);
      const today = await services.courses.today();
      expect(runs[0]).toMatchObject({ seed: today.seed, course: { day: today.day } });

      // A free run: its own seed, no course.
      const free = await runsRoute.action(args(request("/api/runs", { body: JSON.stringify({ mode: "free" }), ip: "10.1.0.3" })));
      expect(free.status).toBe(201);
      expect(await free.json()).not.toHaveProperty("course");

      // The bird falls at once (score 0), inside the wall-clock tolerance: on the course boards only.
      const cookie = cookieOf(guests[0]!);
      const finished = await finishRoute.action(
        args(
          request(`/api/runs/${runs[0]!.runId}/finish`, { cookie, body: JSON.stringify({ inputs: [], claimedScore: 0, name: "Corsa" }) }),
          {
            id: runs[0]!.runId,
          },
        ),
      );
      expect(finished.status).toBe(200);
      expect(await finished.json()).toMatchObject({
        ranked: true,
        course: { day: today.day },
        ranks: { course: 1, bestday: 1, daily: null, weekly: null, alltime: null },
      });
      for (const board of ["course", "bestday"]) {
        const answer = await leaderboardRoute.loader(args(request(`/api/leaderboards/${board}`, { cookie }), { board }));
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ board, top: [{ name: "Corsa", score: 0, isMe: true }], me: { rank: 1 } });
      }
      // The free daily board shows only its sample rows: the course run is not a free run.
      const daily = (await (await leaderboardRoute.loader(args(request("/api/leaderboards/daily"), { board: "daily" }))).json()) as {
        top: { name: string; isSample: boolean }[];
      };
      expect(daily.top.every((row) => row.isSample)).toBe(true);
    });

    it("refuses an unknown mode with a 400 and makes no guest", async () => {
      for (const body of [{ mode: "daily" }, { mode: 1 }, { mode: "course", extra: true }]) {
        const refused = await runsRoute.action(args(request("/api/runs", { body: JSON.stringify(body), ip: "10.2.0.1" })));
        expect(refused.status).toBe(400);
        expect(await refused.json()).toMatchObject({ error: "invalid_body" });
        expect(refused.headers.getSetCookie()).toEqual([]);
      }
      const unknown = await leaderboardRoute.loader(args(request("/api/leaderboards/courses"), { board: "courses" }));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ error: "unknown_board" });
    });
  },
  { seed: true },
);
