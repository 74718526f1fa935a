// The daily course on both engines: one seed per leaderboard day (in LEADERBOARD_TIMEZONE), drawn once
// whatever the number of instances; course runs on their own boards (and paid, verified, held and
// cleared like free runs); the day changing at local midnight; the operator's pin and skip, audited.
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { flyLikeAPerson } from "../../tests/support/person-run.ts";
import type { Db } from "../db/index.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createEventsService } from "../analytics/events.ts";
import { createAuditService, type AuditActor } from "../audit/service.ts";
import { createLeaderboardService, type Board } from "../leaderboards/service.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createRunReviewService } from "../runs/review.ts";
import { createRunsService, type StartedRun } from "../runs/service.ts";
import { createSettingsService } from "../settings/service.ts";
import { createWalletService } from "../wallet/service.ts";
import { createSim } from "../../game/sim/sim.ts";
import { botStep } from "../../game/sim/bot.ts";
import type { GameSettings } from "../../game/sim/types.ts";
import type { RunInput } from "../../game/replay/index.ts";
import { createDailyCourseService } from "./service.ts";

const OPERATOR: AuditActor = { id: "op", label: "operator@example.com", ip: "127.0.0.1" };
/** 2027-03-10 07:59:00 UTC = 23:59 on 9 March in Los Angeles (PST, UTC-8). */
const LA_BEFORE_MIDNIGHT = Date.UTC(2027, 2, 10, 7, 59, 0);
/** 2027-03-10 14:59:00 UTC = 23:59 on 10 March in Tokyo (UTC+9). */
const TOKYO_BEFORE_MIDNIGHT = Date.UTC(2027, 2, 10, 14, 59, 0);

function setup(db: Db, options: { start: number; timeZone: string; seeds?: number[] }) {
  const clock = { t: options.start };
  const now = () => clock.t;
  const seeds = [...(options.seeds ?? [])];
  const audit = createAuditService(db, { now });
  const changed: string[][] = [];
  const courses = createDailyCourseService({
    db,
    audit,
    now,
    timeZone: options.timeZone,
    onBoardsChanged: (boards) => changed.push(boards),
    ...(options.seeds ? { drawSeed: () => seeds.shift() ?? 7 } : {}),
  });
  const settings = createSettingsService(db);
  const wallet = createWalletService(db, { now });
  const leaderboards = createLeaderboardService(db, { now, timeZone: options.timeZone });
  const achievements = createAchievementsService(db);
  const notified: Board[][] = [];
  const deps = { db, settings, wallet, leaderboards, achievements, now, timeZone: options.timeZone, courses };
  const runs = createRunsService({
    ...deps,
    inventory: createInventoryService(db, { now }),
    events: createEventsService(db),
    onBoardsChanged: (boards) => notified.push(boards),
  });
  const reviews = createRunReviewService({ ...deps, audit });
  return { clock, db, courses, runs, reviews, wallet, leaderboards, changed, notified };
}
type Env = ReturnType<typeof setup>;

let users = 0;
async function addUser(db: Db): Promise<string> {
  const id = `c${++users}${Math.random().toString(36).slice(2, 10)}`;
  const iso = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, createdAt: iso, updatedAt: iso })
    .execute();
  return id;
}

async function startCourse(env: Env, playerId: string): Promise<StartedRun> {
  const started = await env.runs.start(playerId, { mode: "course" });
  if (!started.ok) throw new Error(started.message);
  return started;
}

/** Flies `started` like a person for `ticks` ticks and finishes it (the clock moves on by the run's length). */
async function fly(env: Env, playerId: string, started: StartedRun, ticks = 700) {
  const sim = flyLikeAPerson({
    seed: started.seed,
    settings: started.settings as GameSettings,
    flyWhile: (s) => s.state.tick < ticks,
    maxTicks: started.maxTicks,
  });
  env.clock.t += Math.ceil((sim.state.tick / 60) * 1000) + 1000;
  const inputs = sim.inputs.map(([t, a]) => [t, a] as RunInput);
  const done = await env.runs.finish(playerId, started.runId, { inputs, timing: sim.timings.slice(), claimedScore: sim.summary().score });
  if (!done.ok) throw new Error(done.message);
  return done;
}

async function boardRows(env: Env, playerId: string) {
  const rows = await env.db.kysely
    .selectFrom("leaderboard_entries")
    .select(["board", "period", "score"])
    .where("player_id", "=", playerId)
    .orderBy("board")
    .execute();
  return rows.map((r) => [r.board, r.period, Number(r.score)]);
}

async function auditRows(env: Env, action: string) {
  const rows = await env.db.kysely.selectFrom("audit_log").select(["actor", "target", "after_json"]).where("action", "=", action).execute();
  return rows.map((r) => ({ actor: r.actor, target: r.target, after: JSON.parse(String(r.after_json)) as Record<string, unknown> }));
}

describeEachDialect(
  "daily course: the day's seed",
  (getDb) => {
    it("is drawn once per day and the same for every instance (the first insert wins)", async () => {
      const db = getDb();
      // Two instances drawing different seeds for the same new day, at once.
      const a = setup(db, { start: Date.UTC(2027, 0, 5, 12), timeZone: "UTC", seeds: [111] });
      const b = setup(db, { start: Date.UTC(2027, 0, 5, 12), timeZone: "UTC", seeds: [222] });
      const [fromA, fromB] = await Promise.all([a.courses.today(), b.courses.today()]);
      expect(fromA.seed).toBe(fromB.seed);
      expect([111, 222]).toContain(fromA.seed);
      expect(fromA).toMatchObject({ day: "2027-01-05", origin: "drawn" });
      expect(await a.courses.today()).toEqual(fromA);
      const rows = await db.kysely.selectFrom("daily_courses").selectAll().where("day", "=", "2027-01-05").execute();
      expect(rows).toHaveLength(1);
      // No day's course exists before its first need: tomorrow has no row to read.
      expect(await db.kysely.selectFrom("daily_courses").select("day").where("day", ">", "2027-01-05").execute()).toEqual([]);
    });

    it("changes at midnight in Los Angeles and in Tokyo, not at UTC's", async () => {
      const db = getDb();
      const la = setup(db, { start: LA_BEFORE_MIDNIGHT, timeZone: "America/Los_Angeles", seeds: [1001, 1002] });
      const before = await la.courses.today();
      expect(before).toMatchObject({ day: "2027-03-09", seed: 1001 });
      la.clock.t += 59_000; // 23:59:59 local: still the same course
      expect((await la.courses.today()).seed).toBe(1001);
      la.clock.t += 1_000; // 00:00:00 local (08:00 UTC): a new course
      expect(await la.courses.today()).toMatchObject({ day: "2027-03-10", seed: 1002 });

      const tokyo = setup(db, { start: TOKYO_BEFORE_MIDNIGHT, timeZone: "Asia/Tokyo", seeds: [2001, 2002] });
      // 23:59 in Tokyo on the 10th is the 10th in UTC too; a minute later Tokyo's 11th begins (15:00 UTC).
      expect(await tokyo.courses.today()).toMatchObject({ day: "2027-03-10", seed: 1002 }); // LA's 10th, drawn above: one row per day
      tokyo.clock.t += 60_000;
      expect(await tokyo.courses.today()).toMatchObject({ day: "2027-03-11", seed: 2001 });
    });
  },
  { seed: true },
);

describeEachDialect(
  "daily course: runs",
  (getDb) => {
    it("flies the day's seed, goes on the course and best-day boards only, pays and ranks like a free run", async () => {
      const env = setup(getDb(), { start: Date.UTC(2027, 1, 1, 10), timeZone: "UTC" });
      const ann = await addUser(env.db);
      const bob = await addUser(env.db);
      const first = await startCourse(env, ann);
      const second = await startCourse(env, bob);
      const today = await env.courses.today();
      expect(first.seed).toBe(today.seed);
      expect(second.seed).toBe(today.seed);
      expect(first.course).toEqual({ day: "2027-02-01" });
      // A free run gets a seed of its own, and no course.
      const free = await env.runs.start(ann);
      expect(free.ok && free.course).toBeUndefined();

      const annRun = await startCourse(env, ann);
      const done = await fly(env, ann, annRun);
      expect(done.score).toBeGreaterThan(0);
      expect(done).toMatchObject({ ranked: true, coins: done.score * 10, course: { day: "2027-02-01" } });
      expect(done.newBests.sort()).toEqual(["bestday", "course"]);
      expect(done.ranks).toMatchObject({ course: 1, bestday: 1, daily: null, weekly: null, alltime: null });
      expect(await boardRows(env, ann)).toEqual([
        ["bestday", "all", done.score],
        ["course", "2027-02-01", done.score],
      ]);
      expect(await env.wallet.balance(ann)).toBe(done.score * 10);
      expect(env.notified.at(-1)?.sort()).toEqual(["bestday", "course"]);
      const top = await env.leaderboards.top("course", 10);
      expect(top.map((row) => [row.playerId, row.score])).toEqual([[ann, done.score]]);
      expect((await env.leaderboards.bestsOf(ann)).course).toEqual({ score: done.score, rank: 1 });
    });

    it("keeps a run started before midnight on the day it was issued, and the best day across days", async () => {
      // 23:59:50 on 9 March 2028 in Los Angeles.
      const env = setup(getDb(), {
        start: LA_BEFORE_MIDNIGHT + 366 * 86_400_000 + 50_000,
        timeZone: "America/Los_Angeles",
        seeds: [31, 32],
      });
      const ann = await addUser(env.db);
      const late = await startCourse(env, ann);
      expect(late).toMatchObject({ seed: 31, course: { day: "2028-03-09" } });
      // The run lasts past local midnight: it finishes on the 10th, on the 9th's board.
      const done = await fly(env, ann, late, 700);
      expect(env.courses.dayOf()).toBe("2028-03-10");
      expect(await boardRows(env, ann)).toEqual([
        ["bestday", "all", done.score],
        ["course", "2028-03-09", done.score],
      ]);
      // The new day's course is another; a lower score that day leaves the best day as it was.
      const next = await startCourse(env, ann);
      expect(next).toMatchObject({ seed: 32, course: { day: "2028-03-10" } });
      const lower = await fly(env, ann, next, 60);
      expect(lower.score).toBeLessThan(done.score);
      expect(lower.newBests).toEqual(["course"]);
      expect(await boardRows(env, ann)).toEqual([
        ["bestday", "all", done.score],
        ["course", "2028-03-09", done.score],
        ["course", "2028-03-10", lower.score],
      ]);
    });

    it("holds a machine-like course run for review; clearing it ranks it on the course boards", async () => {
      const env = setup(getDb(), { start: Date.UTC(2027, 4, 1, 10), timeZone: "UTC" });
      const robo = await addUser(env.db);
      const started = await startCourse(env, robo);
      const sim = createSim({ seed: started.seed, settings: started.settings as GameSettings });
      while (sim.state.phase === "playing" && sim.state.tick < 20_000) {
        if (sim.state.tick < 900) botStep(sim);
        else sim.step();
      }
      env.clock.t += Math.ceil((sim.state.tick / 60) * 1000) + 1000;
      const inputs = sim.inputs.map(([t, a]) => [t, a] as RunInput);
      const held = await env.runs.finish(robo, started.runId, { inputs, claimedScore: sim.summary().score });
      expect(held).toMatchObject({ ok: true, ranked: false, coins: 0, held: { reasons: expect.arrayContaining(["no_timing"]) } });
      expect(await boardRows(env, robo)).toEqual([]);
      const cleared = await env.reviews.decide(started.runId, "clear", OPERATOR);
      expect(cleared).toMatchObject({ ok: true, ranked: true, coins: sim.summary().score * 10 });
      expect(await boardRows(env, robo)).toEqual([
        ["bestday", "all", sim.summary().score],
        ["course", "2027-05-01", sim.summary().score],
      ]);
    });

    it("refuses an unknown mode at the type level and plays a challenge on the challenger's seed whatever the mode", async () => {
      const env = setup(getDb(), { start: Date.UTC(2027, 5, 1, 10), timeZone: "UTC" });
      const ann = await addUser(env.db);
      const bob = await addUser(env.db);
      const free = await env.runs.start(ann);
      if (!free.ok) throw new Error(free.message);
      await fly(env, ann, free, 300);
      const challenge = await env.runs.start(bob, { challengeId: free.runId, mode: "course" });
      expect(challenge).toMatchObject({ ok: true, seed: free.seed });
      expect(challenge.ok && challenge.course).toBeUndefined();
    });
  },
  { seed: true },
);

describeEachDialect(
  "daily course: the operator's skip and pin",
  (getDb) => {
    it("skip draws a new course, clears today's course board (audited) and leaves runs of the old course unranked but paid", async () => {
      const env = setup(getDb(), { start: Date.UTC(2027, 6, 1, 10), timeZone: "UTC", seeds: [501, 501, 502] });
      const ann = await addUser(env.db);
      const bob = await addUser(env.db);
      const annRun = await startCourse(env, ann);
      expect(annRun.seed).toBe(501);
      const annDone = await fly(env, ann, annRun, 300);
      const bobRun = await startCourse(env, bob); // in flight during the skip

      const skipped = await env.courses.skip(OPERATOR);
      if (!skipped.ok) throw new Error(skipped.message);
      // The draw that equalled the old seed was drawn again.
      expect(skipped.today).toMatchObject({ day: "2027-07-01", seed: 502, origin: "skipped" });
      expect(skipped.entries).toBe(0);
      expect(env.changed).toEqual([["course"]]);
      expect(await boardRows(env, ann)).toEqual([["bestday", "all", annDone.score]]); // the best day stays
      expect(await auditRows(env, "daily_course.skip")).toEqual([
        { actor: OPERATOR.label, target: "course:2027-07-01", after: { seed: 502, origin: "skipped", entriesRemoved: 1 } },
      ]);

      const bobDone = await fly(env, bob, bobRun, 300);
      expect(bobDone).toMatchObject({ ranked: false, unranked: "course_replaced", coins: bobDone.score * 10, newBests: [] });
      expect(await boardRows(env, bob)).toEqual([]);
      // A new start flies the new course and ranks.
      const again = await startCourse(env, bob);
      expect(again.seed).toBe(502);
      expect((await fly(env, bob, again, 300)).ranked).toBe(true);
    });

    it("pin keeps a past day's course for today and the next days; skip is refused while pinned; unpin lets days draw again", async () => {
      const env = setup(getDb(), { start: Date.UTC(2027, 7, 1, 10), timeZone: "UTC", seeds: [601, 602, 603] });
      const ann = await addUser(env.db);
      expect((await env.courses.today()).seed).toBe(601); // 1 August
      env.clock.t += 86_400_000;
      const annRun = await startCourse(env, ann); // 2 August: 602
      expect(annRun.seed).toBe(602);
      await fly(env, ann, annRun, 300);

      expect(await env.courses.pin("2027-08-09", OPERATOR)).toMatchObject({ ok: false, status: 404, error: "course_not_found" });
      expect(await env.courses.pin("2027-07-30", OPERATOR)).toMatchObject({ ok: false, status: 404, error: "course_not_found" });
      expect(await env.courses.pin("yesterday", OPERATOR)).toMatchObject({ ok: false, status: 400, error: "invalid_day" });
      const pinned = await env.courses.pin("2027-08-01", OPERATOR);
      if (!pinned.ok) throw new Error(pinned.message);
      expect(pinned.today).toMatchObject({ day: "2027-08-02", seed: 601, origin: "pinned" });
      expect(pinned.pin).toEqual({ seed: 601, fromDay: "2027-08-01" });
      expect(pinned.entries).toBe(0); // today's rows were flown on 602
      expect(pinned.recent.map((c) => c.day).slice(0, 2)).toEqual(["2027-08-02", "2027-08-01"]);
      expect(await auditRows(env, "daily_course.pin")).toEqual([
        {
          actor: OPERATOR.label,
          target: "course:2027-08-02",
          after: { pin: { seed: 601, fromDay: "2027-08-01" }, todayChanged: true, entriesRemoved: 1 },
        },
      ]);
      // Pinning again the course today already flies changes nothing on the board.
      const twice = await env.courses.pin("2027-08-02", OPERATOR);
      expect(twice).toMatchObject({ ok: true, today: { seed: 601 } });
      expect((await auditRows(env, "daily_course.pin")).at(-1)?.after).toMatchObject({ todayChanged: false, entriesRemoved: 0 });

      expect(await env.courses.skip(OPERATOR)).toMatchObject({ ok: false, status: 409, error: "course_pinned" });
      env.clock.t += 86_400_000; // 3 August: still the pinned course
      expect(await env.courses.today()).toMatchObject({ day: "2027-08-03", seed: 601, origin: "pinned" });

      const unpinned = await env.courses.unpin(OPERATOR);
      expect(unpinned).toMatchObject({ ok: true, pin: null, today: { seed: 601 } }); // today keeps its course
      expect(await auditRows(env, "daily_course.unpin")).toHaveLength(1);
      env.clock.t += 86_400_000; // 4 August draws again
      expect(await env.courses.today()).toMatchObject({ day: "2027-08-04", seed: 603, origin: "drawn" });
      expect(await env.courses.skip(OPERATOR)).toMatchObject({ ok: true, today: { origin: "skipped" } });
    });
  },
  { seed: true },
);
