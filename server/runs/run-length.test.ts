// The operator's longest run: run rules maxRunSeconds, issued with each run as maxTicks,
// kept by the run in flight, and verified at finish (a run alive at its cap ends as "time").
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createAuditService } from "../audit/service.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createEventsService } from "../analytics/events.ts";
import { createLeaderboardService } from "../leaderboards/service.ts";
import { createSettingsService } from "../settings/service.ts";
import { createWalletService } from "../wallet/service.ts";
import { decodeRun, SUB_TICK_STEPS, verify, type RunInput } from "../../game/replay/index.ts";
import { botWantsFlap } from "../../game/sim/bot.ts";
import { createSim } from "../../game/sim/sim.ts";
import { ACTION_FLAP, type GameSettings } from "../../game/sim/types.ts";
import { createInventoryService } from "./inventory.ts";
import { checkMachinePlay } from "./machine-play.ts";
import { createRunRulesService, runRulesSchema } from "./rules.ts";
import { RUN_TTL_MS, createRunsService, type StartedRun } from "./service.ts";

const T0 = Date.UTC(2026, 11, 1, 12, 0, 0);
const OPERATOR = { id: "operator-1", label: "operator@example.com", ip: "203.0.113.9" };

function setup(getDb: () => Db, week: number) {
  const clock = { t: T0 + week * 7 * 86_400_000 };
  const now = () => clock.t;
  const db = getDb();
  const settings = createSettingsService(db);
  const wallet = createWalletService(db, { now });
  const leaderboards = createLeaderboardService(db, { now });
  const audit = createAuditService(db);
  const rules = createRunRulesService({ db, audit, now });
  const runs = createRunsService({
    db,
    settings,
    wallet,
    leaderboards,
    inventory: createInventoryService(db, { now }),
    achievements: createAchievementsService(db),
    events: createEventsService(db),
    now,
  });
  return { clock, db, wallet, leaderboards, audit, rules, runs };
}

let users = 0;
async function addUser(db: Db): Promise<string> {
  const id = `len${++users}-${Math.random().toString(36).slice(2, 8)}`;
  const iso = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, createdAt: iso, updatedAt: iso })
    .execute();
  return id;
}

/** A started run on a pinned course (the stored seed too), so each flight below is the same every time. */
async function started(env: ReturnType<typeof setup>, playerId: string, seed = 4242): Promise<StartedRun> {
  const s = await env.runs.start(playerId);
  if (!s.ok) throw new Error(s.message);
  await env.db.kysely.updateTable("runs").set({ seed }).where("id", "=", s.runId).execute();
  return { ...s, seed };
}

/**
 * A person-like flyer (the game's bot with an aim that wanders from pipe to pipe and presses that land
 * anywhere within a tick, as people's do: the machine-play check holds a plain bot's run off the
 * boards) flies the run as the game would: on a sim capped at `cap` ticks (the run's maxTicks;
 * omitted: uncapped), for at most `limit` ticks.
 */
function flyOnce(s: StartedRun, cap: number | undefined, limit: number, seed: number, fall: boolean) {
  let r = seed >>> 0;
  const random = () => {
    r = (r + 0x6d2b79f5) >>> 0;
    let t = Math.imul(r ^ (r >>> 15), r | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const sim = createSim({ seed: s.seed, settings: s.settings as GameSettings, ...(cap ? { maxTicks: cap } : {}) });
  let pipe = -2;
  let aim = 0;
  while (sim.state.phase === "playing" && sim.state.tick < limit) {
    if (sim.state.nextPipe !== pipe) {
      pipe = sim.state.nextPipe;
      aim = (random() - 0.5) * 30;
    }
    if (botWantsFlap(sim, aim + (random() - 0.5) * 12)) sim.queue(ACTION_FLAP, Math.floor(random() * SUB_TICK_STEPS));
    sim.step();
  }
  const flewToLimit = sim.state.tick >= limit;
  // Then, when asked, no more taps: the bird falls.
  while (fall && sim.state.phase === "playing") sim.step();
  return {
    flewToLimit,
    inputs: sim.inputs.map(([t, a]) => [t, a] as RunInput),
    timing: sim.timings.slice(),
    summary: sim.summary(),
    phase: sim.state.phase,
  };
}

/**
 * The first of the flyer's seeds whose flight does not crash before `limit` (or the cap) and that the
 * machine-play check lets through (these tests are about the length, not about bots); `fall`: then it
 * stops tapping.
 */
function fly(s: StartedRun, cap: number | undefined, limit: number, fall = false) {
  for (let seed = 1; seed < 200; seed++) {
    const flown = flyOnce(s, cap, limit, seed, fall);
    if (!flown.flewToLimit && flown.summary.endedBy !== "time") continue;
    const run = {
      seed: s.seed,
      settingsVersion: s.settingsVersion,
      settings: s.settings as GameSettings,
      inputs: flown.inputs,
      timing: flown.timing,
    };
    if (!checkMachinePlay(run).flagged) return flown;
  }
  throw new Error("no flight survived");
}

describeEachDialect(
  "runs: the operator's longest run (run rules maxRunSeconds)",
  (getDb) => {
    it("saves and validates the longest run with the daily coins, audited before/after", async () => {
      const env = setup(getDb, 40);
      expect(await env.rules.get()).toEqual({ dailyRunCoins: 20_000, maxRunSeconds: 900 });
      const saved = await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 30 }, OPERATOR);
      expect(saved).toEqual({ dailyRunCoins: 20_000, maxRunSeconds: 30 });
      expect(await env.rules.get()).toEqual({ dailyRunCoins: 20_000, maxRunSeconds: 30 });
      await env.rules.save({ dailyRunCoins: 15_000, maxRunSeconds: 1500 }, OPERATOR);
      const audited = await env.audit.list({ action: "run_rules.save" });
      expect(audited.map((row) => [row.before, row.after])).toEqual([
        [
          { dailyRunCoins: 20_000, maxRunSeconds: 30 },
          { dailyRunCoins: 15_000, maxRunSeconds: 1500 },
        ],
        [
          { dailyRunCoins: 20_000, maxRunSeconds: 900 },
          { dailyRunCoins: 20_000, maxRunSeconds: 30 },
        ],
      ]);
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 900 }, OPERATOR);

      const message = (body: unknown) => {
        const parsed = runRulesSchema.safeParse(body);
        return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join("; ");
      };
      expect(message({ dailyRunCoins: 20_000, maxRunSeconds: 30 })).toBeNull();
      expect(message({ dailyRunCoins: 20_000, maxRunSeconds: 1500 })).toBeNull();
      expect(message({ dailyRunCoins: 20_000, maxRunSeconds: 29 })).toBe("maxRunSeconds must be at least 30 seconds");
      expect(message({ dailyRunCoins: 20_000, maxRunSeconds: 1501 })).toBe(
        "maxRunSeconds must be at most 1500 seconds (25 minutes): runs expire after 30",
      );
      expect(message({ dailyRunCoins: 20_000, maxRunSeconds: 60.5 })).toBe("maxRunSeconds must be a whole number of seconds");
      expect(message({ dailyRunCoins: 20_000, maxRunSeconds: "900" })).toBe("maxRunSeconds must be a whole number of seconds");
      expect(message({ dailyRunCoins: 20_000 })).toBe("maxRunSeconds must be a whole number of seconds");
      // The longest run stays under the runs' expiry, so a run at its longest can still be finished.
      expect(1500 * 1000).toBeLessThan(RUN_TTL_MS);
    });

    it("issues each run the longest length in force at its start and stores it with the run", async () => {
      const env = setup(getDb, 41);
      const p = await addUser(env.db);
      const first = await started(env, p);
      expect(first.maxTicks).toBe(900 * 60);
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 30 }, OPERATOR);
      const second = await started(env, p);
      expect(second.maxTicks).toBe(30 * 60);
      const rows = await env.db.kysely.selectFrom("runs").select(["id", "max_ticks"]).where("player_id", "=", p).execute();
      expect(Object.fromEntries(rows.map((row) => [row.id, Number(row.max_ticks)]))).toEqual({
        [first.runId]: 54_000,
        [second.runId]: 1800,
      });
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 900 }, OPERATOR);
    });

    it("finishes a run still flying at its cap as ended by time: scored, paid and ranked; its ghost ends there too", async () => {
      const env = setup(getDb, 42);
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 30 }, OPERATOR);
      const p = await addUser(env.db);
      const s = await started(env, p);
      const flown = fly(s, s.maxTicks, 100_000);
      expect(flown.summary).toMatchObject({ endedBy: "time", ticks: 1800 });
      expect(flown.summary.score).toBeGreaterThan(0);
      env.clock.t += 30_000;
      const done = await env.runs.finish(p, s.runId, {
        inputs: flown.inputs,
        timing: flown.timing,
        claimedScore: flown.summary.score,
        name: "Timed",
      });
      expect(done).toMatchObject({
        ok: true,
        endedBy: "time",
        score: flown.summary.score,
        coins: flown.summary.score * 10,
        ranked: true,
        ranks: { daily: 1, weekly: 1, alltime: 1 },
      });
      const row = await env.db.kysely
        .selectFrom("runs")
        .select(["status", "ticks", "score"])
        .where("id", "=", s.runId)
        .executeTakeFirstOrThrow();
      expect([row.status, Number(row.ticks), Number(row.score)]).toEqual(["finished", 1800, flown.summary.score]);
      const board = await env.leaderboards.top("daily", 10);
      expect(board.find((entry) => entry.playerId === p)?.score).toBe(flown.summary.score);
      // As a challenge, the run carries its cap: the ghost replays it to the same end.
      const challenge = await env.runs.challenge(s.runId);
      expect(challenge?.maxTicks).toBe(1800);
      const decoded = decodeRun(challenge?.log);
      expect(decoded.ok).toBe(true);
      if (decoded.ok) {
        expect(verify(decoded.run, { maxTicks: 1800, timeLimit: true })).toMatchObject({
          ok: true,
          endedBy: "time",
          ticks: 1800,
          score: flown.summary.score,
        });
      }
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 900 }, OPERATOR);
    });

    it("refuses a log that goes past the run's cap, and credits nothing", async () => {
      const env = setup(getDb, 43);
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 30 }, OPERATOR);
      const p = await addUser(env.db);
      const s = await started(env, p);
      // Flown without the cap (a client that ignores it): flaps after tick 1800.
      const flown = fly(s, undefined, 2400);
      expect(flown.phase).toBe("playing");
      const inputs = flown.inputs;
      expect(inputs.some(([tick]) => tick >= 1800)).toBe(true);
      env.clock.t += 60_000;
      const done = await env.runs.finish(p, s.runId, { inputs, timing: flown.timing, claimedScore: flown.summary.score });
      expect(done).toMatchObject({ ok: false, status: 422, error: "invalid_run" });
      expect(!done.ok && done.message).toMatch(/beyond the 1800-tick cap/);
      const row = await env.db.kysely.selectFrom("runs").select("status").where("id", "=", s.runId).executeTakeFirstOrThrow();
      expect(row.status).toBe("rejected");
      expect(await env.wallet.balance(p)).toBe(0);
      expect(await env.leaderboards.rankOf("daily", p)).toBeNull();
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 900 }, OPERATOR);
    });

    it("keeps a run in flight on its own cap when the operator changes the setting", async () => {
      const env = setup(getDb, 44);
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 60 }, OPERATOR);
      const early = await addUser(env.db);
      const late = await addUser(env.db);
      const a = await started(env, early);
      // Mid-run, the operator halves the longest run.
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 30 }, OPERATOR);
      const b = await started(env, late);
      expect([a.maxTicks, b.maxTicks]).toEqual([3600, 1800]);
      const flownA = fly(a, a.maxTicks, 100_000);
      const flownB = fly(b, b.maxTicks, 100_000);
      expect([flownA.summary.ticks, flownB.summary.ticks]).toEqual([3600, 1800]);
      env.clock.t += 60_000;
      const doneA = await env.runs.finish(early, a.runId, {
        inputs: flownA.inputs,
        timing: flownA.timing,
        claimedScore: flownA.summary.score,
      });
      const doneB = await env.runs.finish(late, b.runId, {
        inputs: flownB.inputs,
        timing: flownB.timing,
        claimedScore: flownB.summary.score,
      });
      expect(doneA).toMatchObject({ ok: true, endedBy: "time", score: flownA.summary.score, ranked: true });
      expect(doneB).toMatchObject({ ok: true, endedBy: "time", score: flownB.summary.score, ranked: true });
      expect(flownA.summary.score).toBeGreaterThan(flownB.summary.score);

      // And the other way: a run issued 30 s cannot fly on to the 60 s saved after its start.
      const c = await started(env, late);
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 60 }, OPERATOR);
      const flownC = fly(c, 3600, 100_000);
      env.clock.t += 60_000;
      expect(
        await env.runs.finish(late, c.runId, { inputs: flownC.inputs, timing: flownC.timing, claimedScore: flownC.summary.score }),
      ).toMatchObject({
        ok: false,
        error: "invalid_run",
      });
      await env.rules.save({ dailyRunCoins: 20_000, maxRunSeconds: 900 }, OPERATOR);
    });

    it("verifies a run from before the setting (no cap of its own) as before", async () => {
      const env = setup(getDb, 45);
      const p = await addUser(env.db);
      const s = await started(env, p);
      await env.db.kysely.updateTable("runs").set({ max_ticks: null }).where("id", "=", s.runId).execute();
      // 10 s of flying, then the bird falls.
      const flown = fly(s, undefined, 600, true);
      env.clock.t += Math.ceil((flown.summary.ticks / 60) * 1000);
      const done = await env.runs.finish(p, s.runId, { inputs: flown.inputs, timing: flown.timing, claimedScore: flown.summary.score });
      expect(done).toMatchObject({ ok: true, score: flown.summary.score, endedBy: flown.summary.endedBy, ranked: true });
      expect(["pipe", "ground"]).toContain(flown.summary.endedBy);
      const challenge = await env.runs.challenge(s.runId);
      expect(challenge).not.toBeNull();
      expect(challenge && "maxTicks" in challenge).toBe(false);
    });
  },
  { seed: true },
);
