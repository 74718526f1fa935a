import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createLeaderboardService } from "../leaderboards/service.ts";
import { createSettingsService } from "../settings/service.ts";
import { createWalletService } from "../wallet/service.ts";
import { decodeRun, encodeRun, type Run, type RunInput } from "../../game/replay/index.ts";
import { botStep } from "../../game/sim/bot.ts";
import { createSim } from "../../game/sim/sim.ts";
import { ACTION_BOOST, ACTION_SHIELD, type GameSettings } from "../../game/sim/types.ts";
import { createCatalogueService } from "../store/catalogue.ts";
import { createInventoryService } from "./inventory.ts";
import { createRunRulesService, runRulesSchema } from "./rules.ts";
import { createAuditService } from "../audit/service.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createEventsService } from "../analytics/events.ts";
import type { Board } from "../leaderboards/service.ts";
import { MAX_OPEN_RUNS, RUN_TTL_MS, checkName, createRunsService, type StartedRun } from "./service.ts";
import { flyLikeAPerson } from "../../tests/support/person-run.ts";
import { countedDb } from "../../tests/support/counted-db.ts";

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);

/**
 * The jittered bot (a person's sloppiness: the bot check counts its runs) plays for `stopAt` ticks (it
 * would fly forever), then lets the bird fall to the end; `shieldAt` queues a shield activation at
 * those ticks.
 */
function play(started: StartedRun, aim = 0, shieldAt: number[] = [], stopAt = 1500): { run: Run; score: number; ticks: number } {
  const sim = flyLikeAPerson({
    seed: started.seed,
    settings: started.settings as GameSettings,
    bot: { aimBelowCentre: aim },
    beforeTick: (sim) => {
      if (shieldAt.includes(sim.state.tick)) sim.queue(ACTION_SHIELD);
    },
    flyWhile: (sim) => sim.state.tick < stopAt,
  });
  const run: Run = {
    seed: sim.seed,
    settingsVersion: started.settingsVersion,
    settings: started.settings as GameSettings,
    inputs: sim.inputs.map(([t, a]) => [t, a] as RunInput),
    timing: sim.timings.slice(),
  };
  return { run, score: sim.summary().score, ticks: sim.state.tick };
}

/** Each test plays in its own week (other tests' board rows do not interfere). */
function setup(getDb: () => Db, week: number) {
  const clock = { t: T0 + week * 7 * 86_400_000 };
  const now = () => clock.t;
  const db = getDb();
  const settings = createSettingsService(db);
  const wallet = createWalletService(db, { now });
  const leaderboards = createLeaderboardService(db, { now });
  const inventory = createInventoryService(db, { now });
  const achievements = createAchievementsService(db);
  const changedBoards: Board[][] = [];
  const runs = createRunsService({
    db,
    settings,
    wallet,
    leaderboards,
    inventory,
    achievements,
    events: createEventsService(db),
    onBoardsChanged: (boards) => changedBoards.push(boards),
    now,
  });
  return { clock, db, settings, wallet, leaderboards, inventory, achievements, runs, changedBoards };
}

let users = 0;
async function addUser(db: Db): Promise<string> {
  const id = `p${++users}-${Math.random().toString(36).slice(2, 8)}`;
  const iso = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, createdAt: iso, updatedAt: iso })
    .execute();
  return id;
}

async function started(runs: ReturnType<typeof setup>["runs"], playerId: string): Promise<StartedRun> {
  const s = await runs.start(playerId);
  if (!s.ok) throw new Error(s.message);
  return s;
}

/** A started run whose seed is pinned (the stored one too), for deterministic tampering. */
async function startedWithSeed(env: ReturnType<typeof setup>, playerId: string, seed: number): Promise<StartedRun> {
  const s = await started(env.runs, playerId);
  await env.db.kysely.updateTable("runs").set({ seed }).where("id", "=", s.runId).execute();
  return { ...s, seed };
}

async function nothingCredited(env: ReturnType<typeof setup>, playerId: string) {
  expect(await env.wallet.balance(playerId)).toBe(0);
  const rows = await env.db.kysely.selectFrom("leaderboard_entries").select("id").where("player_id", "=", playerId).execute();
  expect(rows).toHaveLength(0);
}

it("checkName trims and bounds names", () => {
  expect(checkName("  Ann  ")).toEqual({ ok: true, name: "Ann" });
  expect(checkName("   ").ok).toBe(false);
  expect(checkName("x".repeat(16))).toMatchObject({ ok: false, key: "api.refusal.nameTooLong", vars: { max: 15 } });
  expect(checkName("x".repeat(15)).ok).toBe(true);
  expect(checkName("Zoë 🐦").ok).toBe(true);
});

it("checkName refuses profanity (through look-alikes) and invisible characters, not innocent words", () => {
  expect(checkName("fuck")).toEqual({ ok: false, message: "Please choose a different name.", key: "api.refusal.nameProfane" });
  expect(checkName("Sh1tBird").ok).toBe(false);
  expect(checkName("b1tch").ok).toBe(false);
  expect(checkName("Scunthorpe").ok).toBe(true);
  expect(checkName("Cassandra").ok).toBe(true);
  expect(checkName("Ann\u202Eevil").ok).toBe(false);
  expect(checkName("A\u200Bnn").ok).toBe(false);
});

describeEachDialect(
  "runs",
  (getDb) => {
    it("verifies a valid run and credits it once: run, bests, coins, ranks", async () => {
      const env = setup(getDb, 0);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      expect(s.seed).toBeGreaterThanOrEqual(0);
      expect(s.seed).toBeLessThanOrEqual(0xffffffff);
      expect(s.expiresAt).toBe(T0 + RUN_TTL_MS);
      const { run, score, ticks } = play(s);
      expect(score).toBeGreaterThan(0);
      env.clock.t = T0 + Math.ceil((ticks / 60) * 1000);
      const done = await env.runs.finish(p, s.runId, { log: encodeRun(run), claimedScore: score, name: "  Ann " });
      expect(done).toMatchObject({ ok: true, score, coins: score * 10, balance: score * 10, ranks: { daily: 1, weekly: 1, alltime: 1 } });
      expect(done.ok && done.achievementsUnlocked.map((a) => a.id)).toContain("first-flight");
      expect(done.ok && "challenge" in done).toBe(false);
      expect(env.changedBoards).toEqual([["daily", "weekly", "alltime"]]);
      // Reuse of a finished run.
      const again = await env.runs.finish(p, s.runId, { log: encodeRun(run), claimedScore: score, name: "Ann" });
      expect(again).toMatchObject({ ok: false, status: 409, error: "run_used" });
      expect(await env.wallet.balance(p)).toBe(score * 10);
      const rows = await env.db.kysely
        .selectFrom("leaderboard_entries")
        .select(["board", "period", "score", "name"])
        .where("player_id", "=", p)
        .orderBy("board")
        .execute();
      expect(rows.map((r) => [r.board, r.period, Number(r.score), r.name])).toEqual([
        ["alltime", "all", score, "Ann"],
        ["daily", "2026-11-22", score, "Ann"],
        ["weekly", "2026-W47", score, "Ann"],
      ]);
      const runRow = await env.db.kysely.selectFrom("runs").selectAll().where("id", "=", s.runId).executeTakeFirstOrThrow();
      expect(runRow.status).toBe("finished");
      expect(Number(runRow.score)).toBe(score);
    });

    it("keeps the best row per period (a worse later run changes nothing) and ranks players", async () => {
      const env = setup(getDb, 1);
      const a = await addUser(env.db);
      const b = await addUser(env.db);
      const sa = await started(env.runs, a);
      const pa = play(sa);
      env.clock.t += 600_000;
      expect(
        (await env.runs.finish(a, sa.runId, { inputs: pa.run.inputs, timing: pa.run.timing, claimedScore: pa.score, name: "A" })).ok,
      ).toBe(true);
      // b: a run that ends at once (no inputs) scores 0: worse than a.
      const sb = await started(env.runs, b);
      const pb = play(sb, 0, []);
      env.clock.t += 600_000;
      const fb = await env.runs.finish(b, sb.runId, { inputs: [], claimedScore: 0, name: "B" });
      expect(fb).toMatchObject({ ok: true, score: 0, coins: 0, balance: 0 });
      expect(pb.score).toBeGreaterThanOrEqual(0);
      expect(await env.leaderboards.rankOf("daily", b)).toBe(2);
      const top = await env.leaderboards.top("daily", 10);
      expect(top.slice(0, 2).map((r) => r.playerId)).toEqual([a, b]);
      const around = await env.leaderboards.around("daily", b, 3);
      expect(around.map((r) => [r.rank, r.playerId])).toEqual([
        [1, a],
        [2, b],
      ]);
      // A worse run of a later day: the all-time best stays, the new day gets its row.
      env.clock.t += 86_400_000;
      const sa2 = await started(env.runs, a);
      env.clock.t += 1000;
      expect((await env.runs.finish(a, sa2.runId, { inputs: [], claimedScore: 0, name: "A2" })).ok).toBe(true);
      // The name given with it is the player's name on every board now, the best row's too.
      const all = await env.db.kysely
        .selectFrom("leaderboard_entries")
        .select(["period", "score", "name"])
        .where("player_id", "=", a)
        .where("board", "=", "alltime")
        .executeTakeFirstOrThrow();
      expect([Number(all.score), all.name]).toEqual([pa.score, "A2"]);
    });

    it("rejects hostile runs and credits nothing", async () => {
      const env = setup(getDb, 2);
      const p = await addUser(env.db);
      const other = await addUser(env.db);
      type Case = [string, (s: StartedRun, r: ReturnType<typeof play>) => Parameters<typeof env.runs.finish>[2], string];
      const byTick = (x: RunInput, y: RunInput) => x[0] - y[0] || x[1] - y[1];
      const extraFlaps: RunInput[] = Array.from({ length: 40 }, (_, i): RunInput => [600 + i, 0]);
      const cases: Case[] = [
        [
          "altered",
          (_s, r) => ({
            inputs: r.run.inputs.map(([t, a], i): RunInput => [i >= r.run.inputs.length / 2 ? t + 9 : t, a]),
            claimedScore: r.score,
            name: "x",
          }),
          "invalid_run|score_mismatch",
        ],
        [
          "added",
          (_s, r) => ({
            inputs: [...extraFlaps, ...r.run.inputs.filter(([t]) => t < 600 || t >= 640)].sort(byTick),
            claimedScore: r.score,
            name: "x",
          }),
          "invalid_run|score_mismatch",
        ],
        [
          "removed",
          (_s, r) => ({ inputs: r.run.inputs.filter(([t]) => t < 750), claimedScore: r.score, name: "x" }),
          "invalid_run|score_mismatch",
        ],
        [
          "reordered",
          (_s, r) => ({ inputs: [r.run.inputs[1]!, r.run.inputs[0]!, ...r.run.inputs.slice(2)], claimedScore: r.score, name: "x" }),
          "invalid_run",
        ],
        [
          "score above",
          (_s, r) => ({ inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score + 1, name: "x" }),
          "score_mismatch",
        ],
        [
          "score below",
          (_s, r) => ({ inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score - 1, name: "x" }),
          "score_mismatch",
        ],
        [
          "activation not debited",
          (_s, r) => ({
            inputs: [...r.run.inputs.filter(([t]) => t !== 5), [5, ACTION_SHIELD] as RunInput].sort(byTick),
            claimedScore: r.score,
            name: "x",
          }),
          "invalid_run|activations_mismatch|score_mismatch",
        ],
        ["garbage inputs", () => ({ inputs: { not: "a log" }, claimedScore: 1, name: "x" }), "invalid_run"],
        ["garbage log", () => ({ log: "%%%not base64%%%", claimedScore: 1, name: "x" }), "invalid_run"],
        ["10 MB log", () => ({ log: "A".repeat(10_000_000), claimedScore: 1, name: "x" }), "invalid_run"],
        [
          "another seed's log",
          (s, r) => ({ log: encodeRun({ ...r.run, seed: (s.seed + 1) >>> 0 }), claimedScore: r.score, name: "x" }),
          "invalid_run",
        ],
      ];
      for (const [label, body, expected] of cases) {
        const s = await startedWithSeed(env, p, 42);
        const r = play(s);
        env.clock.t += 3_600_000 * 0 + 1; // keep within expiry; wall-clock covered below
        env.clock.t += Math.ceil((r.ticks / 60) * 1000);
        const out = await env.runs.finish(p, s.runId, body(s, r));
        expect(out.ok, label).toBe(false);
        if (!out.ok) {
          expect(out.error, label).toMatch(new RegExp(`^(${expected})$`));
          expect(out.status, label).toBe(422);
        }
        const row = await env.db.kysely.selectFrom("runs").select("status").where("id", "=", s.runId).executeTakeFirstOrThrow();
        expect(row.status, label).toBe("rejected");
      }
      await nothingCredited(env, p);

      // Another player's run id: refused, and the run stays usable by its owner.
      const s = await started(env.runs, p);
      const r = play(s);
      env.clock.t += Math.ceil((r.ticks / 60) * 1000);
      expect(
        await env.runs.finish(other, s.runId, { inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score, name: "x" }),
      ).toMatchObject({ ok: false, status: 404 });
      await nothingCredited(env, other);

      // Sooner than the simulated time (beyond the tolerance).
      const s2 = await started(env.runs, p);
      const r2 = play(s2);
      env.clock.t += Math.ceil((r2.ticks / 60) * 1000) - 2_500;
      expect(
        await env.runs.finish(p, s2.runId, { inputs: r2.run.inputs, timing: r2.run.timing, claimedScore: r2.score, name: "x" }),
      ).toMatchObject({ ok: false, error: "too_fast" });

      // Expired.
      const s3 = await started(env.runs, p);
      const r3 = play(s3);
      env.clock.t += RUN_TTL_MS;
      expect(
        await env.runs.finish(p, s3.runId, { inputs: r3.run.inputs, timing: r3.run.timing, claimedScore: r3.score, name: "x" }),
      ).toMatchObject({ ok: false, status: 410 });
      await nothingCredited(env, p);

      // Names: refused before anything else, the run stays open.
      const s4 = await started(env.runs, p);
      expect(await env.runs.finish(p, s4.runId, { inputs: [], claimedScore: 0, name: "   " })).toMatchObject({
        ok: false,
        status: 400,
        error: "invalid_name",
      });
      expect(await env.runs.finish(p, s4.runId, { inputs: [], claimedScore: 0, name: "x".repeat(16) })).toMatchObject({
        ok: false,
        error: "invalid_name",
      });
    });

    it("debits activations once per (run, tick, type) and requires the log to match them", async () => {
      const env = setup(getDb, 3);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      expect(await env.runs.activate(p, s.runId, 30, "shield")).toMatchObject({ ok: false, error: "no_inventory" });
      await env.inventory.add(p, "shield", 2);
      expect(await env.runs.activate(p, s.runId, 30, "shield")).toEqual({ ok: true, applied: true, remaining: 1 });
      expect(await env.runs.activate(p, s.runId, 30, "shield")).toEqual({ ok: true, applied: false, remaining: 1 });
      expect(await env.runs.activate(p, s.runId, 30, "nope")).toMatchObject({ ok: false, status: 400 });
      const other = await addUser(env.db);
      expect(await env.runs.activate(other, s.runId, 31, "shield")).toMatchObject({ ok: false, status: 404 });

      // Logged activation at 30 = debited: accepted.
      const r = play(s, 0, [30]);
      env.clock.t += Math.ceil((r.ticks / 60) * 1000);
      const ok = await env.runs.finish(p, s.runId, { inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score, name: "P" });
      expect(ok).toMatchObject({ ok: true, score: r.score });
      expect(await env.runs.activate(p, s.runId, 40, "shield")).toMatchObject({ ok: false, error: "run_used" });

      // Debited but not in the log: rejected.
      const s2 = await started(env.runs, p);
      expect((await env.runs.activate(p, s2.runId, 30, "shield")).ok).toBe(true);
      const r2 = play(s2);
      env.clock.t += Math.ceil((r2.ticks / 60) * 1000);
      expect(
        await env.runs.finish(p, s2.runId, { inputs: r2.run.inputs, timing: r2.run.timing, claimedScore: r2.score, name: "P" }),
      ).toMatchObject({ ok: false, error: "activations_mismatch" });

      // Logged twice, debited once: rejected.
      await env.inventory.add(p, "shield", 1);
      const s3 = await started(env.runs, p);
      expect((await env.runs.activate(p, s3.runId, 30, "shield")).ok).toBe(true);
      const r3 = play(s3, 0, [30, 60]);
      env.clock.t += Math.ceil((r3.ticks / 60) * 1000);
      const out = await env.runs.finish(p, s3.runId, { inputs: r3.run.inputs, timing: r3.run.timing, claimedScore: r3.score, name: "P" });
      expect(out).toMatchObject({ ok: false });
      expect(await env.inventory.counts(p)).toEqual({});
    });

    it("reads a finish's run and the power-ups debited for it in one statement (a round trip each on PostgreSQL)", async () => {
      const counted = countedDb(getDb());
      const env = setup(() => counted.db, 12);
      const p = await addUser(env.db);
      await env.inventory.add(p, "shield", 2);
      const finishStatements = async (shieldAt: number[]) => {
        const s = await started(env.runs, p);
        const r = play(s, 0, shieldAt);
        for (const tick of shieldAt) expect((await env.runs.activate(p, s.runId, tick, "shield")).ok).toBe(true);
        env.clock.t += Math.ceil((r.ticks / 60) * 1000) + 60_000;
        const before = counted.statements();
        const done = await env.runs.finish(p, s.runId, { inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score });
        expect(done).toMatchObject({ ok: true, score: r.score });
        return counted.statements() - before;
      };
      const plain = await finishStatements([]);
      const withDebits = await finishStatements([30, 60]);
      // Outside the finish's transaction (which runs on the handle the transaction was opened on, not
      // counted here): the run with its debits, then the player's bests and their ranks for the answer.
      expect(plain).toBe(3);
      expect(withDebits).toBe(3);
    });

    it("refunds a debit for a tick the run never reached (the bird crashed first)", async () => {
      const env = setup(getDb, 11);
      const p = await addUser(env.db);
      await env.inventory.add(p, "shield", 2);
      const s = await started(env.runs, p);
      const r = play(s, 0, [30]);
      expect((await env.runs.activate(p, s.runId, 30, "shield")).ok).toBe(true);
      // Asked for a few ticks ahead of the crash: never applied, not in the log.
      expect((await env.runs.activate(p, s.runId, r.ticks + 3, "shield")).ok).toBe(true);
      expect(await env.inventory.counts(p)).toEqual({});
      env.clock.t += Math.ceil((r.ticks / 60) * 1000);
      const done = await env.runs.finish(p, s.runId, { inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score, name: "P" });
      expect(done).toMatchObject({ ok: true, score: r.score });
      expect(await env.inventory.counts(p)).toEqual({ shield: 1 });
      const kept = await env.db.kysely.selectFrom("run_powerups").select("tick").where("run_id", "=", s.runId).execute();
      expect(kept.map((row) => Number(row.tick))).toEqual([30]);
      // A reachable debit missing from the log is still refused.
      const s2 = await started(env.runs, p);
      const r2 = play(s2);
      expect((await env.runs.activate(p, s2.runId, 10, "shield")).ok).toBe(true);
      env.clock.t += Math.ceil((r2.ticks / 60) * 1000);
      expect(
        await env.runs.finish(p, s2.runId, { inputs: r2.run.inputs, timing: r2.run.timing, claimedScore: r2.score, name: "P" }),
      ).toMatchObject({ ok: false, error: "activations_mismatch" });
    });

    it("debits parallel identical activations once", async () => {
      const env = setup(getDb, 7);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      await env.inventory.add(p, "magnet", 3);
      const results = await Promise.all(Array.from({ length: 8 }, () => env.runs.activate(p, s.runId, 90, "magnet")));
      expect(results.filter((r) => r.ok && r.applied)).toHaveLength(1);
      expect(results.every((r) => r.ok)).toBe(true);
      expect(await env.inventory.counts(p)).toEqual({ magnet: 2 });
      const rows = await env.db.kysely.selectFrom("run_powerups").selectAll().where("run_id", "=", s.runId).execute();
      expect(rows).toHaveLength(1);
    });

    it("keeps one open run per player: a start ends the open one as abandoned, never refusing", async () => {
      expect(MAX_OPEN_RUNS).toBe(1);
      const env = setup(getDb, 4);
      const p = await addUser(env.db);
      const other = await addUser(env.db);
      const first = await started(env.runs, p);
      const elsewhere = await started(env.runs, other);
      env.clock.t += 1000;
      const status = async (id: string) =>
        env.db.kysely.selectFrom("runs").select(["status", "reject_reason"]).where("id", "=", id).executeTakeFirstOrThrow();
      // A start that is refused (no such challenge) ends nothing.
      expect(await env.runs.start(p, { challengeId: "no-such-challenge" })).toMatchObject({ status: 404 });
      expect((await status(first.runId)).status).toBe("started");
      const next = await env.runs.start(p);
      if (!next.ok) throw new Error(next.message);
      expect(await status(first.runId)).toMatchObject({ status: "rejected", reject_reason: "abandoned: A newer run replaced it." });
      // Another player's run is theirs to play.
      expect((await status(elsewhere.runId)).status).toBe("started");
      // The ended run cannot be finished any more; the new one can.
      expect(await env.runs.finish(p, first.runId, { inputs: [], claimedScore: 0 })).toMatchObject({ status: 409, error: "run_used" });
      expect((await env.runs.finish(p, next.runId, { inputs: [], claimedScore: 0 })).ok).toBe(true);
      // A finished run is not touched by the next start; an expired one is ended by it.
      const late = await started(env.runs, p);
      env.clock.t += RUN_TTL_MS;
      expect((await env.runs.start(p)).ok).toBe(true);
      expect((await status(next.runId)).status).toBe("finished");
      expect(await status(late.runId)).toMatchObject({ status: "rejected", reject_reason: expect.stringMatching(/^run_expired:/) });
    });

    it("abandons the player's own open run only, once", async () => {
      const env = setup(getDb, 12);
      const p = await addUser(env.db);
      const other = await addUser(env.db);
      const s = await started(env.runs, p);
      expect(await env.runs.abandon(other, s.runId)).toMatchObject({ ok: false, status: 404, error: "run_not_found" });
      expect(await env.runs.abandon(p, "no-such-run")).toMatchObject({ ok: false, status: 404 });
      expect(await env.runs.abandon(p, s.runId)).toEqual({ ok: true, abandoned: true });
      expect(await env.runs.abandon(p, s.runId)).toEqual({ ok: true, abandoned: false });
      const row = await env.db.kysely
        .selectFrom("runs")
        .select(["status", "reject_reason"])
        .where("id", "=", s.runId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: "rejected", reject_reason: "abandoned: The player left the run." });
      expect(await env.runs.finish(p, s.runId, { inputs: [], claimedScore: 0 })).toMatchObject({ status: 409, error: "run_used" });
      await nothingCredited(env, p);
      // A finished run stays finished.
      const done = await started(env.runs, p);
      expect((await env.runs.finish(p, done.runId, { inputs: [], claimedScore: 0 })).ok).toBe(true);
      expect(await env.runs.abandon(p, done.runId)).toEqual({ ok: true, abandoned: false });
      expect((await env.db.kysely.selectFrom("runs").select("status").where("id", "=", done.runId).executeTakeFirstOrThrow()).status).toBe(
        "finished",
      );
    });

    it("puts a run without a name on the boards under the player's name; a chosen name renames every row", async () => {
      const env = setup(getDb, 13);
      env.clock.t -= 2 * 86_400_000; // a Friday: the next day is in the same week
      const p = await addUser(env.db);
      await env.db.kysely.updateTable("user").set({ name: "Guest" }).where("id", "=", p).execute();
      const s1 = await started(env.runs, p);
      const r1 = play(s1);
      env.clock.t += 600_000;
      const f1 = await env.runs.finish(p, s1.runId, { log: encodeRun(r1.run), claimedScore: r1.score });
      expect(f1).toMatchObject({ ok: true, name: "Guest", newBests: ["daily", "weekly", "alltime"], ranks: { daily: 1, weekly: 1 } });
      // A worse run the next day, named: new best only on the new day's board; every row takes the name.
      env.clock.t += 86_400_000;
      const s2 = await started(env.runs, p);
      env.clock.t += 1000;
      const f2 = await env.runs.finish(p, s2.runId, { inputs: [], claimedScore: 0, name: " Robin " });
      expect(f2).toMatchObject({ ok: true, name: "Robin", newBests: ["daily"] });
      const names = await env.db.kysely.selectFrom("leaderboard_entries").select("name").where("player_id", "=", p).execute();
      expect(names.map((r) => r.name)).toEqual(["Robin", "Robin", "Robin", "Robin"]);
      const user = await env.db.kysely.selectFrom("user").select("name").where("id", "=", p).executeTakeFirstOrThrow();
      expect(user.name).toBe("Robin");
      const runNames = await env.db.kysely.selectFrom("runs").select("name").where("player_id", "=", p).execute();
      expect(runNames.map((r) => r.name)).toEqual(["Robin", "Robin"]);
      expect((await env.runs.challenge(s1.runId))?.name).toBe("Robin");
      // A bad name refuses the finish and changes nothing.
      const s3 = await started(env.runs, p);
      expect(await env.runs.finish(p, s3.runId, { inputs: [], claimedScore: 0, name: "x".repeat(16) })).toMatchObject({
        status: 400,
        error: "invalid_name",
      });
      expect((await env.db.kysely.selectFrom("runs").select("status").where("id", "=", s3.runId).executeTakeFirstOrThrow()).status).toBe(
        "started",
      );
    });

    it("credits twenty parallel finishes of one run once", async () => {
      const env = setup(getDb, 5);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      const r = play(s);
      env.clock.t += Math.ceil((r.ticks / 60) * 1000);
      const results = await Promise.all(
        Array.from({ length: 20 }, () => env.runs.finish(p, s.runId, { log: encodeRun(r.run), claimedScore: r.score, name: "P" })),
      );
      expect(
        results.filter((x) => x.ok),
        JSON.stringify(results.slice(0, 2)),
      ).toHaveLength(1);
      expect(results.filter((x) => !x.ok).every((x) => !x.ok && x.error === "run_used")).toBe(true);
      expect(await env.wallet.balance(p)).toBe(r.score * 10);
      expect(await env.wallet.ledger(p)).toHaveLength(1);
    });

    it("gives the same result for a fixed seed on every engine", async () => {
      const env = setup(getDb, 6);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      await env.db.kysely.updateTable("runs").set({ seed: 123456789 }).where("id", "=", s.runId).execute();
      const r = play({ ...s, seed: 123456789 }, 10);
      env.clock.t += Math.ceil((r.ticks / 60) * 1000);
      const out = await env.runs.finish(p, s.runId, { inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score, name: "P" });
      // The same literal on both engines: the replay, the answer and the stored row.
      expect({ score: r.score, ticks: r.ticks }).toEqual({ score: 6, ticks: 1522 });
      expect(out).toMatchObject({ ok: true, score: 6, coins: 60, balance: 60, ranks: { daily: 1, weekly: 1 } });
      const row = await env.db.kysely.selectFrom("runs").selectAll().where("id", "=", s.runId).executeTakeFirstOrThrow();
      expect([row.status, Number(row.seed), Number(row.score), Number(row.ticks), row.name, row.reject_reason]).toEqual([
        "finished",
        123456789,
        6,
        1522,
        "P",
        null,
      ]);
      expect(row.input_log).toBe(encodeRun(r.run));
    });

    it("advances achievements and records start_game / end_game from verified runs only", async () => {
      const env = setup(getDb, 8);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      const r = play(s);
      env.clock.t += Math.ceil((r.ticks / 60) * 1000);
      // A rejected finish advances nothing and records no end_game.
      expect(
        (await env.runs.finish(p, s.runId, { inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score + 1, name: "P" })).ok,
      ).toBe(false);
      expect(await env.achievements.stats(p)).toMatchObject({ gamesPlayed: 0 });
      const s2 = await started(env.runs, p);
      const r2 = play(s2);
      env.clock.t += Math.ceil((r2.ticks / 60) * 1000);
      const done = await env.runs.finish(p, s2.runId, { inputs: r2.run.inputs, timing: r2.run.timing, claimedScore: r2.score, name: "P" });
      if (!done.ok) throw new Error(done.message);
      expect(await env.achievements.stats(p)).toMatchObject({ gamesPlayed: 1, bestScore: r2.score });
      const unlocked = done.achievementsUnlocked.map((a) => a.id);
      expect(unlocked).toContain("first-flight");
      expect(unlocked.includes("rookie")).toBe(r2.score >= 10);
      expect(done.achievementsUnlocked[0]).toMatchObject({ unlocked: true, unlockedAt: env.clock.t });
      const events = await env.db.kysely
        .selectFrom("analytics_events")
        .select(["name", "run_id", "value"])
        .where("player_id", "=", p)
        .orderBy("created_at")
        .orderBy("name", "desc")
        .execute();
      expect(events.map((e) => [e.name, e.run_id, e.value === null ? null : Number(e.value)])).toEqual([
        ["start_game", s.runId, null],
        ["start_game", s2.runId, null],
        ["end_game", s2.runId, r2.score],
      ]);
    });

    it("plays a challenge on the challenger's seed and settings, and says who won", async () => {
      const env = setup(getDb, 9);
      const ann = await addUser(env.db);
      const bob = await addUser(env.db);
      const sa = await startedWithSeed(env, ann, 777);
      const ra = play(sa, 0, [], 900);
      env.clock.t += Math.ceil((ra.ticks / 60) * 1000);
      expect((await env.runs.finish(ann, sa.runId, { log: encodeRun(ra.run), claimedScore: ra.score, name: "Ann" })).ok).toBe(true);

      const challenge = await env.runs.challenge(sa.runId);
      expect(challenge).toEqual({
        id: sa.runId,
        name: "Ann",
        score: ra.score,
        seed: 777,
        settingsVersion: sa.settingsVersion,
        log: encodeRun(ra.run),
        maxTicks: sa.maxTicks,
      });
      expect(await env.runs.challenge("no-such-run")).toBeNull();
      expect(await env.runs.start(bob, { challengeId: "no-such-run" })).toMatchObject({
        ok: false,
        status: 404,
        error: "challenge_not_found",
      });
      // An unfinished run is no challenge.
      const open = await started(env.runs, ann);
      expect(await env.runs.challenge(open.runId)).toBeNull();

      const sb = await env.runs.start(bob, { challengeId: sa.runId });
      if (!sb.ok) throw new Error(sb.message);
      expect([sb.seed, sb.settingsVersion, sb.challenge?.name, sb.challenge?.score]).toEqual([777, sa.settingsVersion, "Ann", ra.score]);
      // Bob plays longer on the same seed, his own way (another aim: other flap ticks): a higher score wins.
      const rb = play(sb, 8, [], 1500);
      expect(rb.score).toBeGreaterThan(ra.score);
      env.clock.t += Math.ceil((rb.ticks / 60) * 1000);
      const done = await env.runs.finish(bob, sb.runId, {
        inputs: rb.run.inputs,
        timing: rb.run.timing,
        claimedScore: rb.score,
        name: "Bob",
      });
      expect(done).toMatchObject({ ok: true, ranked: true, challenge: { id: sa.runId, name: "Ann", score: ra.score, won: true } });
      expect(done).not.toHaveProperty("unranked");
    });

    it("refuses a challenge run that copies the ghost's log (all of it, or most of its flaps), and credits nothing", async () => {
      const env = setup(getDb, 11);
      const ann = await addUser(env.db);
      const sa = await startedWithSeed(env, ann, 4242);
      const ra = play(sa, 0, [], 900);
      env.clock.t += Math.ceil((ra.ticks / 60) * 1000);
      expect((await env.runs.finish(ann, sa.runId, { log: encodeRun(ra.run), claimedScore: ra.score })).ok).toBe(true);

      // The log the challenge answer carries, sent back as Bob's run, waited out to look real.
      const bob = await addUser(env.db);
      const copy = await env.runs.start(bob, { challengeId: sa.runId });
      if (!copy.ok) throw new Error(copy.message);
      const ghost = decodeRun(copy.challenge!.log);
      if (!ghost.ok) throw new Error(ghost.message);
      env.clock.t += Math.ceil((ra.ticks / 60) * 1000);
      expect(
        await env.runs.finish(bob, copy.runId, { inputs: ghost.run.inputs, timing: ghost.run.timing, claimedScore: ra.score }),
      ).toMatchObject({ ok: false, status: 422, error: "copied_run" });
      const stored = await env.db.kysely
        .selectFrom("runs")
        .select(["status", "reject_reason"])
        .where("id", "=", copy.runId)
        .executeTakeFirstOrThrow();
      expect(stored.status).toBe("rejected");
      expect(stored.reject_reason).toMatch(/^copied_run/);
      await nothingCredited(env, bob);

      // The same course flown to the ghost's ticks, then on further: still a copy.
      const longer = await env.runs.start(bob, { challengeId: sa.runId });
      if (!longer.ok) throw new Error(longer.message);
      const rl = play(longer, 0, [], 1500);
      expect(rl.score).toBeGreaterThan(ra.score);
      env.clock.t += Math.ceil((rl.ticks / 60) * 1000);
      expect(
        await env.runs.finish(bob, longer.runId, { inputs: rl.run.inputs, timing: rl.run.timing, claimedScore: rl.score }),
      ).toMatchObject({ ok: false, error: "copied_run" });
      await nothingCredited(env, bob);
    });

    it("plays, pays and compares a challenge of one's own run or on older settings, but puts it on no leaderboard", async () => {
      const env = setup(getDb, 12);
      const ann = await addUser(env.db);
      const sa = await startedWithSeed(env, ann, 5151);
      const ra = play(sa, 0, [], 600);
      env.clock.t += Math.ceil((ra.ticks / 60) * 1000);
      expect((await env.runs.finish(ann, sa.runId, { inputs: ra.run.inputs, timing: ra.run.timing, claimedScore: ra.score })).ok).toBe(
        true,
      );
      const best = async (playerId: string) =>
        (
          await env.db.kysely
            .selectFrom("leaderboard_entries")
            .select(["board", "score"])
            .where("player_id", "=", playerId)
            .orderBy("board")
            .execute()
        ).map((row) => [row.board, Number(row.score)]);
      const annBefore = await best(ann);
      const annCoins = await env.wallet.balance(ann);

      // Ann challenges her own run (a seed she knows) and does better: paid, compared, not ranked.
      const own = await env.runs.start(ann, { challengeId: sa.runId });
      if (!own.ok) throw new Error(own.message);
      const ro = play(own, 8, [], 1500);
      expect(ro.score).toBeGreaterThan(ra.score);
      env.clock.t += Math.ceil((ro.ticks / 60) * 1000);
      const ownDone = await env.runs.finish(ann, own.runId, { inputs: ro.run.inputs, timing: ro.run.timing, claimedScore: ro.score });
      expect(ownDone).toMatchObject({
        ok: true,
        ranked: false,
        unranked: "own_challenge",
        newBests: [],
        coins: ro.score * 10,
        challenge: { won: true },
      });
      expect(await best(ann)).toEqual(annBefore);
      expect(await env.wallet.balance(ann)).toBe(annCoins + ro.score * 10);

      // The operator makes the game harder; Bob's challenge of Ann's run is issued her (older) settings.
      const current = await env.runs.start(ann);
      if (!current.ok) throw new Error(current.message);
      const saved = await env.settings.save(
        { ...current.settings, gravity: Math.min(0.6, (current.settings as GameSettings).gravity + 0.05) },
        OPERATOR,
      );
      expect(saved).toMatchObject({ ok: true });
      const bob = await addUser(env.db);
      const old = await env.runs.start(bob, { challengeId: sa.runId });
      if (!old.ok) throw new Error(old.message);
      expect(old.settingsVersion).toBe(sa.settingsVersion);
      const rb = play(old, 8, [], 1200);
      env.clock.t += Math.ceil((rb.ticks / 60) * 1000);
      expect(await env.runs.finish(bob, old.runId, { inputs: rb.run.inputs, timing: rb.run.timing, claimedScore: rb.score })).toMatchObject(
        { ok: true, ranked: false, unranked: "old_settings" },
      );
      expect(await best(bob)).toEqual([]);
      expect(await env.wallet.balance(bob)).toBe(rb.score * 10);
    });

    it("stores the location with the best row and tells the feed only about boards that changed", async () => {
      const env = setup(getDb, 10);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      const r = play(s);
      env.clock.t += Math.ceil((r.ticks / 60) * 1000);
      expect(
        (
          await env.runs.finish(p, s.runId, {
            inputs: r.run.inputs,
            timing: r.run.timing,
            claimedScore: r.score,
            name: "Loc",
            location: "Canada",
          })
        ).ok,
      ).toBe(true);
      const rows = await env.db.kysely.selectFrom("leaderboard_entries").select(["board", "location"]).where("player_id", "=", p).execute();
      expect(rows.map((row) => row.location)).toEqual(["Canada", "Canada", "Canada"]);
      // A worse run changes no board: no notification.
      const s2 = await started(env.runs, p);
      env.clock.t += 1000;
      expect((await env.runs.finish(p, s2.runId, { inputs: [], claimedScore: 0, name: "Loc" })).ok).toBe(true);
      expect(env.changedBoards).toEqual([["daily", "weekly", "alltime"]]);
    });

    it("holds a machine-like run off the boards and unpaid, with the check's evidence, and it is no one's challenge", async () => {
      const env = setup(getDb, 11);
      const p = await addUser(env.db);
      const s = await started(env.runs, p);
      // The game's bot, its log as it builds it: no sub-tick timing, the same aim at every flap.
      const sim = createSim({ seed: s.seed, settings: s.settings as GameSettings });
      while (sim.state.phase === "playing" && sim.state.tick < 20_000) {
        if (sim.state.tick < 1500) botStep(sim);
        else sim.step();
      }
      env.clock.t += Math.ceil((sim.state.tick / 60) * 1000);
      const score = sim.summary().score;
      const out = await env.runs.finish(p, s.runId, { inputs: sim.inputs, claimedScore: score, name: "Botty" });
      expect(out).toMatchObject({ ok: true, score, coins: 0, balance: 0, ranked: false, newBests: [], achievementsUnlocked: [] });
      if (!out.ok) return;
      expect(out.held?.reasons).toEqual(expect.arrayContaining(["no_timing", "steady_aim"]));
      expect(out.ranks).toEqual({ daily: null, weekly: null, alltime: null, course: null, bestday: null });
      expect(await env.db.kysely.selectFrom("leaderboard_entries").select("id").where("player_id", "=", p).execute()).toEqual([]);
      expect(await env.wallet.balance(p)).toBe(0);
      const row = await env.db.kysely.selectFrom("runs").selectAll().where("id", "=", s.runId).executeTakeFirstOrThrow();
      expect([row.status, row.review, Number(row.score), row.location]).toEqual(["finished", "held", score, "Unknown"]);
      expect(row.review_reasons?.split(",")).toEqual(expect.arrayContaining(["no_timing", "steady_aim"]));
      expect(JSON.parse(row.review_evidence ?? "{}")).toMatchObject({ timing: false, flaps: sim.summary().flaps });
      expect(env.changedBoards).toEqual([]);
      expect(await env.runs.challenge(s.runId)).toBeNull();
      // A person's run (sloppy, timed) by the same player counts as ever.
      const s2 = await started(env.runs, p);
      const r2 = play(s2);
      env.clock.t += Math.ceil((r2.ticks / 60) * 1000);
      expect(await env.runs.finish(p, s2.runId, { inputs: r2.run.inputs, timing: r2.run.timing, claimedScore: r2.score })).toMatchObject({
        ok: true,
        ranked: true,
        coins: r2.score * 10,
      });
    });
  },
  { seed: true },
);

describeEachDialect(
  "runs: power-up durations from Store Settings",
  (getDb) => {
    it("issues new runs the duration saved in Store Settings; a run started before keeps its own; both verify", async () => {
      const env = setup(getDb, 20);
      const catalogue = createCatalogueService(env.db, { settings: createSettingsService(env.db) });
      const p = await addUser(env.db);
      await env.inventory.add(p, "boost", 2);

      // Two players (one open run each): one started before the save, one after.
      const q = await addUser(env.db);
      await env.inventory.add(q, "boost", 2);
      const before = await started(env.runs, q);
      expect(before.settings.inventoryDurations?.boost).toBeUndefined(); // the built-in 5 s
      const save = await catalogue.save({ powerUps: [{ id: "boost", durationSeconds: 20 }] }, OPERATOR);
      expect(save).toMatchObject({ ok: true, changed: 1 });
      const after = await started(env.runs, p);
      expect(after.settingsVersion).toBe(before.settingsVersion + 1);
      expect(after.settings.inventoryDurations).toMatchObject({ boost: 20_000 });

      // Each run plays its own version's boost: 5 s (300 ticks) before, 20 s (1200 ticks) after.
      const withBoost = (s: StartedRun) => {
        let boostTicks = 0;
        const sim = flyLikeAPerson({
          seed: s.seed,
          settings: s.settings as GameSettings,
          inventory: { boost: 1 },
          beforeTick: (sim) => {
            if (sim.state.tick === 30) sim.queue(ACTION_BOOST);
            // The boost's length, read the tick after it began (the tick it was queued on is 30).
            if (sim.state.tick === 31) boostTicks = sim.state.effects.boost + 1;
          },
          flyWhile: (sim) => sim.state.tick < 1500,
        });
        return {
          inputs: sim.inputs.map(([t, a]) => [t, a] as RunInput),
          timing: sim.timings.slice(),
          score: sim.summary().score,
          ticks: sim.state.tick,
          boostTicks,
        };
      };
      const oldRun = withBoost(before);
      const newRun = withBoost(after);
      expect([oldRun.boostTicks, newRun.boostTicks]).toEqual([300, 1200]);
      for (const [player, s, r] of [
        [q, before, oldRun],
        [p, after, newRun],
      ] as const) {
        expect((await env.runs.activate(player, s.runId, 30, "boost")).ok).toBe(true);
        env.clock.t += Math.ceil((r.ticks / 60) * 1000);
        expect(
          await env.runs.finish(player, s.runId, { inputs: r.inputs, timing: r.timing, claimedScore: r.score, name: "Dur" }),
        ).toMatchObject({ ok: true, score: r.score });
      }
      // The stored log of the new run carries its durations (a challenge's ghost replays them).
      const challenge = await env.runs.challenge(after.runId);
      const decoded = decodeRun(challenge?.log);
      expect(decoded.ok && decoded.run.settings.inventoryDurations).toMatchObject({ boost: 20_000 });
    });
  },
  { seed: true },
);

const OPERATOR = { id: "operator-1", label: "operator@example.com", ip: "203.0.113.9" };

describeEachDialect(
  "runs: the day's limit of coins from runs (run rules)",
  (getDb) => {
    it("pays runs up to the operator's daily limit, says when it held coins back, and pays again the next day", async () => {
      const env = setup(getDb, 30);
      const audit = createAuditService(env.db);
      const rules = createRunRulesService({ db: env.db, audit });
      expect(await rules.get()).toEqual({ dailyRunCoins: 20_000, maxRunSeconds: 900 });
      const p = await addUser(env.db);
      // Runs of this course score the same each time (same seed, same bot).
      const run = async () => {
        const s = await startedWithSeed(env, p, 31337);
        const r = play(s, 0, [], 900);
        env.clock.t += Math.ceil((r.ticks / 60) * 1000) + 1000;
        const done = await env.runs.finish(p, s.runId, { inputs: r.run.inputs, timing: r.run.timing, claimedScore: r.score });
        if (!done.ok) throw new Error(done.message);
        return { done, full: r.score * 10 };
      };
      const first = await run();
      expect(first.full).toBeGreaterThan(0);
      // The operator lets a day pay one and a half of these runs.
      await rules.save({ dailyRunCoins: Math.round(first.full * 1.5), maxRunSeconds: 900 }, OPERATOR);
      const second = await run();
      expect(second.done).toMatchObject({ coins: Math.round(first.full * 0.5), coinLimit: Math.round(first.full * 1.5) });
      const third = await run();
      expect(third.done).toMatchObject({ coins: 0, coinLimit: Math.round(first.full * 1.5) });
      expect(await env.wallet.balance(p)).toBe(Math.round(first.full * 1.5));
      // Still on the boards: the limit is about coins only.
      expect(third.done.ranked).toBe(true);
      // The next day pays again.
      env.clock.t += 86_400_000;
      const nextDay = await run();
      expect(nextDay.done.coins).toBe(first.full);
      expect(nextDay.done).not.toHaveProperty("coinLimit");
      const saved = await audit.list({ action: "run_rules.save" });
      expect(saved[0]).toMatchObject({ before: { dailyRunCoins: 20_000 }, after: { dailyRunCoins: Math.round(first.full * 1.5) } });
      expect(runRulesSchema.safeParse({ dailyRunCoins: 5, maxRunSeconds: 900 }).success).toBe(false);
      expect(runRulesSchema.safeParse({ dailyRunCoins: 100.5, maxRunSeconds: 900 }).success).toBe(false);
      expect(runRulesSchema.safeParse({ dailyRunCoins: 100, maxRunSeconds: 900, extra: 1 }).success).toBe(false);
    });
  },
  { seed: true },
);
