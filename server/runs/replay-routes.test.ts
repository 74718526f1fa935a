// GET /api/runs/:id/replay as React Router calls it (services in context), on both engines: a finished
// run's replay replays to its verified score in the skin it was flown in; a hidden name stays hidden;
// a held, unfinished, removed or erased run, an unknown or malformed id answer 404 JSON; POST is 405.
// Board rows name their run (leaderboard top and the admin's entries), and 0030's backfill finds it.
import { pino } from "pino";
import { RouterContextProvider } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { servicesContext } from "../../shared/context.ts";
import * as replayRoute from "../../app/routes/api/runs.$id.replay.ts";
import * as replayImageRoute from "../../app/routes/replay.og[.]png.ts";
import * as runsRoute from "../../app/routes/api/runs.ts";
import * as finishRoute from "../../app/routes/api/runs.$id.finish.ts";
import { describeEachDialect } from "../../tests/dialects.ts";
import { flyLikeAPerson } from "../../tests/support/person-run.ts";
import { decodeRun, verify } from "../../game/replay/index.ts";
import { createSim } from "../../game/sim/sim.ts";
import { botStep } from "../../game/sim/bot.ts";
import type { GameSettings } from "../../game/sim/types.ts";
import type { AuditActor } from "../audit/service.ts";
import { backfillRunIds } from "../db/migrations/0030_run_replays.ts";
import { hiddenName } from "../leaderboards/standing.ts";
import { loadConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";

const ORIGIN = "http://127.0.0.1:3998";
const OPERATOR: AuditActor = { id: "op", label: "operator@example.com", ip: "127.0.0.1" };

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function request(path: string, init: { body?: string; cookie?: string; method?: string; lang?: string } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": "10.0.0.9", "x-flap-secure": "0" });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.lang) headers.set("accept-language", init.lang);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return new Request(ORIGIN + path, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), headers, body: init.body });
}

interface ReplayBody {
  id: string;
  name: string;
  score: number;
  ticks: number;
  seed: number;
  settingsVersion: number;
  settings: GameSettings;
  log: string;
  maxTicks?: number;
  skin: { id: string; name: string; color: string };
  boards: string[];
}

describeEachDialect(
  "run replay route",
  (getDb) => {
    let services: Services;
    let context: RouterContextProvider;
    const args = (req: Request, params: Record<string, string> = {}) => ({ request: req, context, params }) as never;
    const replay = (id: string, lang?: string) => replayRoute.loader(args(request(`/api/runs/${id}/replay`, { lang }), { id }));

    /** A guest flies a run (like a person, or a plain bot the check holds) in `skin`; its id, player, score and cookie. */
    async function flown(options: { person: boolean; skin?: string; name: string; course?: boolean }) {
      const start = await runsRoute.action(
        args(
          options.course ? request("/api/runs", { body: JSON.stringify({ mode: "course" }) }) : request("/api/runs", { method: "POST" }),
        ),
      );
      expect(start.status).toBe(201);
      const cookie = cookieOf(start);
      const run = (await start.json()) as { runId: string; seed: number; settings: GameSettings; maxTicks: number };
      const row = await getDb().kysely.selectFrom("runs").select("player_id").where("id", "=", run.runId).executeTakeFirstOrThrow();
      if (options.skin) {
        await getDb()
          .kysely.insertInto("player_state")
          .values({ player_id: row.player_id, active_skin: options.skin, updated_at: Date.now() })
          .execute();
      }
      let sim;
      if (options.person) {
        sim = flyLikeAPerson({ seed: run.seed, settings: run.settings, maxTicks: run.maxTicks, flyWhile: (s) => s.state.tick < 900 });
      } else {
        sim = createSim({ seed: run.seed, settings: run.settings, maxTicks: run.maxTicks });
        while (sim.state.phase === "playing") {
          if (sim.state.tick < 600) botStep(sim);
          else sim.step();
        }
      }
      await getDb()
        .kysely.updateTable("runs")
        .set({ started_at: Date.now() - 600_000 })
        .where("id", "=", run.runId)
        .execute();
      const body = {
        inputs: sim.inputs.map(([t, a]) => [t, a]),
        ...(options.person ? { timing: sim.timings.slice() } : {}),
        claimedScore: sim.summary().score,
        name: options.name,
      };
      const finish = await finishRoute.action(
        args(request(`/api/runs/${run.runId}/finish`, { cookie, body: JSON.stringify(body) }), { id: run.runId }),
      );
      expect(finish.status).toBe(200);
      return { runId: run.runId, playerId: row.player_id, score: sim.summary().score, ticks: sim.state.tick, cookie, finish };
    }

    let ranked: Awaited<ReturnType<typeof flown>>;

    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: "test", PUBLIC_URL: ORIGIN });
      services = createServices({ config, db: getDb(), logger: pino({ level: "silent" }) });
      context = new RouterContextProvider();
      context.set(servicesContext, services);
      ranked = await flown({ person: true, skin: "ice-falcon", name: "Watchable" });
    });

    it("answers a finished run with its log, which replays to the verified score, in the skin it was flown in", async () => {
      const answer = await replay(ranked.runId);
      expect(answer.status).toBe(200);
      const body = (await answer.json()) as ReplayBody;
      expect(body).toMatchObject({ id: ranked.runId, name: "Watchable", score: ranked.score, ticks: ranked.ticks });
      expect(body.skin).toMatchObject({ id: "ice-falcon", name: "Ice Falcon", color: expect.stringMatching(/^#/) });
      expect(body.boards).toEqual(["alltime", "weekly", "daily"]);
      const decoded = decodeRun(body.log);
      expect(decoded.ok).toBe(true);
      if (!decoded.ok) return;
      expect(decoded.run.seed).toBe(body.seed);
      const replayed = verify(
        { ...decoded.run, settings: body.settings },
        body.maxTicks ? { maxTicks: body.maxTicks, timeLimit: true } : {},
      );
      expect(replayed).toMatchObject({ ok: true, score: ranked.score, ticks: ranked.ticks });

      // The skin's name in the asked language; a later change of skin does not change the run's.
      expect(((await (await replay(ranked.runId, "de")).json()) as ReplayBody).skin.name).toBe("Eisfalke");
      await getDb().kysely.updateTable("player_state").set({ active_skin: "classic" }).where("player_id", "=", ranked.playerId).execute();
      expect(((await (await replay(ranked.runId)).json()) as ReplayBody).skin.id).toBe("ice-falcon");
    });

    it("watches a daily-course run on the course's seed, named on its course boards", async () => {
      const course = await flown({ person: true, name: "Coursed", course: true });
      const body = (await (await replay(course.runId)).json()) as ReplayBody;
      expect(body).toMatchObject({ id: course.runId, name: "Coursed", score: course.score });
      expect(body.boards).toEqual(["bestday", "course"]);
      const day = await getDb().kysely.selectFrom("daily_courses").select("seed").executeTakeFirstOrThrow();
      expect(body.seed).toBe(Number(day.seed));
      // The page's texts name the board in the viewer's language.
      expect(((await (await replay(course.runId, "de")).json()) as ReplayBody).boards).toEqual(["bestday", "course"]);
    });

    it("names the run on its board rows: the public top and the admin's entries", async () => {
      const top = await services.leaderboards.top("daily", 10);
      expect(top.find((row) => row.playerId === ranked.playerId)).toMatchObject({ runId: ranked.runId, score: ranked.score });
      const page = await services.moderationView.listEntries({ board: "daily" });
      expect(page.entries.find((e) => e.playerId === ranked.playerId)).toMatchObject({ runId: ranked.runId });

      // 0030's backfill finds the run of a row written before the column existed.
      await getDb().kysely.updateTable("leaderboard_entries").set({ run_id: null }).where("player_id", "=", ranked.playerId).execute();
      await backfillRunIds(getDb().kysely);
      const rows = await getDb()
        .kysely.selectFrom("leaderboard_entries")
        .select("run_id")
        .where("player_id", "=", ranked.playerId)
        .execute();
      expect(rows.map((r) => r.run_id)).toEqual([ranked.runId, ranked.runId, ranked.runId]);
    });

    it("draws the run's share image: a 1200 x 630 PNG in the asked language, anew when the name is hidden; 404 JSON for none", async () => {
      const image = (id: string, query = "") =>
        replayImageRoute.loader(args(request(`/replay/${id}/og.png${query}`), { runId: id })) as Promise<Response>;
      const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
      const english = await image(ranked.runId);
      expect(english.status).toBe(200);
      expect(english.headers.get("content-type")).toBe("image/png");
      expect(english.headers.get("cache-control")).toBe("public, max-age=3600");
      const png = Buffer.from(await english.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(size(png)).toEqual({ width: 1200, height: 630 });
      // The same image from memory; the German one says other words.
      expect(Buffer.from(await (await image(ranked.runId)).arrayBuffer())).toEqual(png);
      const german = Buffer.from(await (await image(ranked.runId, "?lang=de")).arrayBuffer());
      expect(size(german)).toEqual({ width: 1200, height: 630 });
      expect(german.equals(png)).toBe(false);
      // A name the operator hides leaves the image at once.
      expect(await services.moderation.setNameHidden(ranked.playerId, true, OPERATOR)).toMatchObject({ ok: true });
      const hidden = Buffer.from(await (await image(ranked.runId)).arrayBuffer());
      expect(hidden.equals(png)).toBe(false);
      expect(await services.moderation.setNameHidden(ranked.playerId, false, OPERATOR)).toMatchObject({ ok: true });
      for (const id of ["no-such-run", "x".repeat(300)]) {
        const missing = await image(id);
        expect(missing.status).toBe(404);
        expect(await missing.json()).toMatchObject({ error: "run_not_found" });
      }
    });

    it("keeps a hidden name hidden", async () => {
      expect(await services.moderation.setNameHidden(ranked.playerId, true, OPERATOR)).toMatchObject({ ok: true });
      expect(((await (await replay(ranked.runId)).json()) as ReplayBody).name).toBe(hiddenName(ranked.playerId));
      expect(await services.moderation.setNameHidden(ranked.playerId, false, OPERATOR)).toMatchObject({ ok: true });
      expect(((await (await replay(ranked.runId)).json()) as ReplayBody).name).toBe("Watchable");
    });

    it("answers 404 JSON for a run removed from the boards until it is restored", async () => {
      const row = await getDb()
        .kysely.selectFrom("leaderboard_entries")
        .select("id")
        .where("player_id", "=", ranked.playerId)
        .where("board", "=", "daily")
        .executeTakeFirstOrThrow();
      const removed = await services.moderation.removeEntry(row.id, "Looks wrong", OPERATOR, "run");
      expect(removed.ok).toBe(true);
      const gone = await replay(ranked.runId);
      expect(gone.status).toBe(404);
      expect(await gone.json()).toMatchObject({ error: "run_not_found", message: expect.stringContaining("cannot be watched") });
      if (!removed.ok) return;
      for (const removal of removed.removals)
        expect(await services.moderation.restoreRemoval(removal.id, OPERATOR)).toMatchObject({ ok: true });
      expect((await replay(ranked.runId)).status).toBe(200);
    });

    it("answers 404 JSON for a held run, an unfinished one, an unknown or malformed id, in the asker's language", async () => {
      const held = await flown({ person: false, name: "Roboto" });
      expect(await held.finish.json()).toMatchObject({ held: expect.any(Object) });
      const open = await runsRoute.action(args(request("/api/runs", { method: "POST" })));
      const openId = ((await open.json()) as { runId: string }).runId;
      for (const id of [held.runId, openId, "00000000-0000-4000-8000-000000000000", "x".repeat(65), "a b", "%00"]) {
        const refused = await replay(id);
        expect(refused.status, id).toBe(404);
        expect(await refused.json()).toMatchObject({ error: "run_not_found", message: expect.any(String) });
      }
      const german = await replay(held.runId, "de");
      expect(((await german.json()) as { message: string }).message).toContain("Lauf");
      // A held run cleared by the operator can be watched.
      expect(await services.runReviews.decide(held.runId, "clear", OPERATOR)).toMatchObject({ ok: true });
      expect((await replay(held.runId)).status).toBe(200);
    });

    it("answers 404 once the player is erased, and 405 to a POST", async () => {
      const other = await flown({ person: true, name: "Leaving" });
      expect((await replay(other.runId)).status).toBe(200);
      expect(await services.players.erase({ playerId: other.playerId, by: "player", actor: OPERATOR })).toMatchObject({ ok: true });
      expect((await replay(other.runId)).status).toBe(404);
      const post = await replayRoute.action(args(request(`/api/runs/${ranked.runId}/replay`, { body: "{}" }), { id: ranked.runId }));
      expect(post.status).toBe(405);
    });
  },
  { seed: true },
);
