// POST /api/runs `{ mode: "course" }` and the course boards' GET /api/leaderboards/:board, called as
// React Router calls them (services in context), on both engines.
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import * as leaderboardRoute from "../../app/routes/api/leaderboards.$board.ts";
import * as finishRoute from "../../app/routes/api/runs.$id.finish.ts";
import * as runsRoute from "../../app/routes/api/runs.ts";
import * as courseRoute from "../../app/routes/api/admin/daily-course.ts";
import { adminGuard } from "../admin/guard.ts";
import { inOperatorLanguage } from "../admin/operator-language.ts";
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

describeEachDialect(
  "daily course admin route",
  (getDb) => {
    let services: Services;
    let adminCookie: string;
    let guestCookie: string;
    const call = (handler: (args: never) => Promise<Response>, req: Request) => {
      const routeContext = new RouterContextProvider();
      routeContext.set(servicesContext, services);
      const routeArgs = { request: req, context: routeContext, params: {} } as never;
      // The admin APIs' layout: the operator's language around the guard.
      // A refusal of the guard is a thrown Response, as React Router sees it.
      const next = () => adminGuard(routeArgs, () => handler(routeArgs)) as Promise<Response>;
      return (inOperatorLanguage(routeArgs, next) as Promise<Response>).catch((thrown: unknown) => {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      });
    };
    const post = (body: unknown, cookie = adminCookie, lang?: string) => {
      const req = request("/api/admin/daily-course", { body: JSON.stringify(body), cookie });
      if (lang) req.headers.set("accept-language", lang);
      return call(courseRoute.action, req);
    };

    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      await services.auth.bootstrap();
      const signIn = await services.auth.adminSignIn(request("/api/admin/session", { body: "{}" }), "operator-password-123");
      expect(signIn.status).toBe(200);
      adminCookie = cookieOf(signIn);
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      const start = await runsRoute.action({
        request: request("/api/runs", { body: JSON.stringify({ mode: "course" }), ip: "10.3.0.1" }),
        context,
        params: {},
      } as never);
      guestCookie = cookieOf(start);
    });

    it("shows today's course, skips and pins it (audited), refuses bad input in the operator's language, and only for the operator", async () => {
      const seen = (await (await call(courseRoute.loader, request("/api/admin/daily-course", { cookie: adminCookie }))).json()) as {
        today: { day: string; seed: number; origin: string };
        pin: null;
      };
      expect(seen).toMatchObject({ today: { origin: "drawn" }, pin: null, entries: 0 });

      const skipped = await post({ action: "skip" });
      expect(skipped.status).toBe(200);
      const afterSkip = (await skipped.json()) as { today: { seed: number; origin: string } };
      expect(afterSkip.today.origin).toBe("skipped");
      expect(afterSkip.today.seed).not.toBe(seen.today.seed);

      const pinned = await post({ action: "pin", day: seen.today.day });
      expect(await pinned.json()).toMatchObject({
        pin: { fromDay: seen.today.day, seed: afterSkip.today.seed },
        today: { origin: "skipped" },
      });
      const refused = await post({ action: "skip" }, adminCookie, "de");
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: "course_pinned",
        message: "Der Kurs ist angeheftet: Löse ihn, bevor du den heutigen Kurs überspringst.",
      });
      const unknownDay = await post({ action: "pin", day: "1999-01-01" });
      expect(unknownDay.status).toBe(404);
      expect(await unknownDay.json()).toMatchObject({ error: "course_not_found" });
      const badDay = await post({ action: "pin", day: "tomorrow" }, adminCookie, "fr");
      expect(badDay.status).toBe(400);
      expect(await badDay.json()).toEqual({ error: "invalid_day", message: "Le jour doit être une date (AAAA-MM-JJ)." });
      expect((await post({ action: "reroll" })).status).toBe(400);
      expect((await post({ action: "unpin" })).status).toBe(200);

      // A guest and a visitor: 403, nothing changes.
      expect((await post({ action: "skip" }, guestCookie)).status).toBe(403);
      expect((await call(courseRoute.loader, request("/api/admin/daily-course"))).status).toBe(403);
      const audit = await getDb()
        .kysely.selectFrom("audit_log")
        .select("action")
        .where("action", "like", "daily_course.%")
        .orderBy("at")
        .execute();
      expect(audit.map((a) => a.action)).toEqual(["daily_course.skip", "daily_course.pin", "daily_course.unpin"]);
    });
  },
  { seed: true },
);
