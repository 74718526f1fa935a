// The operator's review of runs held for machine-like play, on both engines: a plain-bot run
// without sub-tick timing is held (off the boards, unpaid); clear pays and ranks it like a finish,
// reject keeps it off, each once and audited.
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { capturingDb, planOf } from "../../tests/support/query-plan.ts";
import type { Db } from "../db/index.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createModerationService } from "../admin/moderation.ts";
import { createPlayerDataService } from "../admin/player-data.ts";
import { isCountedRun, recomputeRunScoreCounts, storedRunScoreCounts } from "../admin/player-summary.ts";
import { createEventsService } from "../analytics/events.ts";
import { createAuditService, type AuditActor } from "../audit/service.ts";
import { createLeaderboardService } from "../leaderboards/service.ts";
import { createSettingsService } from "../settings/service.ts";
import { createWalletService } from "../wallet/service.ts";
import type { RunInput } from "../../game/replay/index.ts";
import { botStep } from "../../game/sim/bot.ts";
import { createSim } from "../../game/sim/sim.ts";
import type { GameSettings } from "../../game/sim/types.ts";
import { createInventoryService } from "./inventory.ts";
import { createRunReviewService } from "./review.ts";
import { createRunRulesService, DEFAULT_DAILY_RUN_COINS, DEFAULT_MAX_RUN_SECONDS } from "./rules.ts";
import { createRunsService, type StartedRun } from "./service.ts";

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const OPERATOR: AuditActor = { id: "op", label: "operator@example.com", ip: "127.0.0.1" };

/** Each test plays in its own week (other tests' board rows and daily coin limits do not interfere). */
function setup(getDb: () => Db, week: number) {
  const clock = { t: T0 + week * 7 * 86_400_000 };
  const now = () => clock.t;
  const db = getDb();
  const settings = createSettingsService(db);
  const wallet = createWalletService(db, { now });
  const leaderboards = createLeaderboardService(db, { now });
  const achievements = createAchievementsService(db);
  const audit = createAuditService(db, { now });
  const runs = createRunsService({
    db,
    settings,
    wallet,
    leaderboards,
    inventory: createInventoryService(db, { now }),
    achievements,
    events: createEventsService(db),
    now,
  });
  const notified: string[][] = [];
  const reviews = createRunReviewService({
    db,
    audit,
    settings,
    wallet,
    leaderboards,
    achievements,
    onBoardsChanged: (boards) => notified.push(boards),
    now,
  });
  const moderation = createModerationService({ db, wallet, audit, now });
  const rules = createRunRulesService({ db, audit, now });
  return { clock, db, wallet, leaderboards, audit, runs, reviews, moderation, rules, notified };
}
type Env = ReturnType<typeof setup>;

let users = 0;
async function addUser(db: Db): Promise<string> {
  const id = `r${++users}${Math.random().toString(36).slice(2, 10)}`;
  const iso = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, createdAt: iso, updatedAt: iso, role: "player" })
    .execute();
  return id;
}

/**
 * A plain-bot run (game/sim/bot.ts botStep: no sub-tick timing, the check's `no_timing`) flown for
 * `ticks` ticks, then left to fall, finished over the runs service. Answers the finish and the run id.
 */
async function heldRun(env: Env, playerId: string, name: string, ticks = 900) {
  const s = (await env.runs.start(playerId)) as StartedRun & { ok: true };
  if (!s.ok) throw new Error("start failed");
  const sim = createSim({ seed: s.seed, settings: s.settings as GameSettings });
  while (sim.state.phase === "playing" && sim.state.tick < 20_000) {
    if (sim.state.tick < ticks) botStep(sim);
    else sim.step();
  }
  env.clock.t += Math.ceil((sim.state.tick / 60) * 1000) + 1000;
  const inputs = sim.inputs.map(([t, a]) => [t, a] as RunInput);
  const score = sim.summary().score;
  const done = await env.runs.finish(playerId, s.runId, { inputs, claimedScore: score, name });
  if (!done.ok) throw new Error(done.message);
  expect(score).toBeGreaterThan(0);
  expect(done.held?.reasons).toContain("no_timing");
  expect(done).toMatchObject({ coins: 0, ranked: false });
  return { runId: s.runId, score, ticks: sim.state.tick };
}

async function boardRows(env: Env, playerId: string) {
  const rows = await env.db.kysely
    .selectFrom("leaderboard_entries")
    .select(["board", "score"])
    .where("player_id", "=", playerId)
    .orderBy("board")
    .execute();
  return rows.map((r) => [r.board, Number(r.score)]);
}

async function runLedger(env: Env, playerId: string) {
  const rows = await env.db.kysely
    .selectFrom("wallet_ledger")
    .select(["delta", "reference"])
    .where("player_id", "=", playerId)
    .where("reason", "=", "run")
    .execute();
  return rows.map((r) => [Number(r.delta), r.reference]);
}

async function audits(env: Env, target: string) {
  const rows = await env.db.kysely.selectFrom("audit_log").select(["action", "actor"]).where("target", "=", target).orderBy("at").execute();
  return rows.map((r) => [r.action, r.actor]);
}

describeEachDialect(
  "run review",
  (getDb) => {
    it("holds a plain bot's run off the boards and unpaid, lists it with its evidence, and clear pays and ranks it once", async () => {
      const env = setup(getDb, 0);
      const p = await addUser(env.db);
      const held = await heldRun(env, p, "Robo");

      // Held: on no board, nothing paid.
      expect(await boardRows(env, p)).toEqual([]);
      expect(await env.wallet.balance(p)).toBe(0);
      expect(await runLedger(env, p)).toEqual([]);
      for (const board of ["daily", "weekly", "alltime"] as const) expect(await env.leaderboards.rankOf(board, p)).toBeNull();

      const queue = await env.reviews.held(1);
      const listed = queue.runs.find((r) => r.runId === held.runId);
      expect(listed).toMatchObject({
        playerId: p,
        name: "Robo",
        score: held.score,
        ticks: held.ticks,
        reasons: expect.arrayContaining(["no_timing"]),
      });
      expect(listed!.evidence).toMatchObject({ timing: false, flaps: expect.any(Number), pipes: expect.any(Number) });
      expect(listed!.evidence!.flaps).toBeGreaterThan(0);
      expect(listed!.log.length).toBeGreaterThan(10);
      expect(listed!.finishedAt).toBe(env.clock.t);
      expect(queue.total).toBeGreaterThanOrEqual(1);

      // Clear: the boards and the coins, as the finish would have done; audited.
      env.clock.t += 60_000;
      const cleared = await env.reviews.decide(held.runId, "clear", OPERATOR);
      expect(cleared).toEqual({ ok: true, runId: held.runId, review: "cleared", ranked: true, coins: held.score * 10 });
      expect(await boardRows(env, p)).toEqual([
        ["alltime", held.score],
        ["daily", held.score],
        ["weekly", held.score],
      ]);
      expect(await env.wallet.balance(p)).toBe(held.score * 10);
      expect(await runLedger(env, p)).toEqual([[held.score * 10, `run:${held.runId}`]]);
      expect(env.notified).toEqual([["daily", "weekly", "alltime"]]);
      expect(await audits(env, held.runId)).toEqual([["run.review.clear", OPERATOR.label]]);
      expect((await env.reviews.held(1)).runs.map((r) => r.runId)).not.toContain(held.runId);

      // Once only: a second clear (or a reject) is refused and changes nothing.
      expect(await env.reviews.decide(held.runId, "clear", OPERATOR)).toMatchObject({ ok: false, status: 409, error: "already_reviewed" });
      expect(await env.reviews.decide(held.runId, "reject", OPERATOR)).toMatchObject({ ok: false, status: 409, error: "already_reviewed" });
      expect(await env.wallet.balance(p)).toBe(held.score * 10);
      expect(await audits(env, held.runId)).toHaveLength(1);
      expect(await env.reviews.decide("no-such-run", "clear", OPERATOR)).toMatchObject({ ok: false, status: 404, error: "run_not_found" });
    });

    it("clear pays within the day's limit of coins from runs", async () => {
      const env = setup(getDb, 1);
      const p = await addUser(env.db);
      const held = await heldRun(env, p, "Limited");
      expect(held.score).toBeGreaterThan(1);
      await env.rules.save({ dailyRunCoins: 10, maxRunSeconds: DEFAULT_MAX_RUN_SECONDS }, OPERATOR);
      try {
        const cleared = await env.reviews.decide(held.runId, "clear", OPERATOR);
        expect(cleared).toMatchObject({ ok: true, ranked: true, coins: 10 });
        expect(await env.wallet.balance(p)).toBe(10);
        expect(await boardRows(env, p)).toHaveLength(3);
      } finally {
        await env.rules.save({ dailyRunCoins: DEFAULT_DAILY_RUN_COINS, maxRunSeconds: DEFAULT_MAX_RUN_SECONDS }, OPERATOR);
      }
    });

    it("reject leaves the run off the boards and unpaid, audited, once", async () => {
      const env = setup(getDb, 2);
      const p = await addUser(env.db);
      const held = await heldRun(env, p, "Rejected");
      const rejected = await env.reviews.decide(held.runId, "reject", OPERATOR);
      expect(rejected).toEqual({ ok: true, runId: held.runId, review: "rejected", ranked: false, coins: 0 });
      expect(await boardRows(env, p)).toEqual([]);
      expect(await env.wallet.balance(p)).toBe(0);
      expect(env.notified).toEqual([]);
      expect(await audits(env, held.runId)).toEqual([["run.review.reject", OPERATOR.label]]);
      expect((await env.reviews.held(1)).runs.map((r) => r.runId)).not.toContain(held.runId);
      expect(await env.reviews.decide(held.runId, "clear", OPERATOR)).toMatchObject({ ok: false, status: 409, error: "already_reviewed" });
      expect(await env.wallet.balance(p)).toBe(0);
      const row = await env.db.kysely
        .selectFrom("runs")
        .select(["review", "reviewed_by"])
        .where("id", "=", held.runId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ review: "rejected", reviewed_by: OPERATOR.label });
    });

    it("Player Data's statistics count a held run once it is cleared and a rejected one never, as the player's row does", async () => {
      const env = setup(getDb, 8);
      const playerData = createPlayerDataService(env.db, { now: () => env.clock.t });
      const p = await addUser(env.db);
      const before = await playerData.statistics();
      const counted = async () => {
        const stats = await playerData.statistics();
        const row = await env.db.kysely
          .selectFrom("player_summaries")
          .select(["games_played", "best_score"])
          .where("player_id", "=", p)
          .executeTakeFirstOrThrow();
        return {
          gamesAllTime: stats.gamesAllTime - before.gamesAllTime,
          gamesToday: stats.gamesToday - before.gamesToday,
          playerGames: Number(row.games_played),
        };
      };
      const kept = await heldRun(env, p, "Kept");
      const dropped = await heldRun(env, p, "Dropped", 1_500);
      // Both held: on no card, as on no board and not in the player's games.
      expect(await counted()).toEqual({ gamesAllTime: 0, gamesToday: 0, playerGames: 0 });
      expect((await env.reviews.decide(dropped.runId, "reject", OPERATOR)).ok).toBe(true);
      expect(await counted()).toEqual({ gamesAllTime: 0, gamesToday: 0, playerGames: 0 });
      expect((await env.reviews.decide(kept.runId, "clear", OPERATOR)).ok).toBe(true);
      expect(await counted()).toEqual({ gamesAllTime: 1, gamesToday: 1, playerGames: 1 });
      // The rejected run's higher score is not the best: the best is a counted run's.
      expect(dropped.score).toBeGreaterThan(kept.score);
      const stats = await playerData.statistics();
      const best = await env.db.kysely
        .selectFrom("runs")
        .select((eb) => eb.fn.max("score").as("best"))
        .where(isCountedRun)
        .executeTakeFirstOrThrow();
      expect(stats.bestScore).toBe(Number(best.best));
      expect(await storedRunScoreCounts(env.db.kysely)).toEqual(await recomputeRunScoreCounts(env.db.kysely));
    });

    it("two clears at the same moment pay once", async () => {
      const env = setup(getDb, 3);
      const p = await addUser(env.db);
      const held = await heldRun(env, p, "Twice");
      const answers = await Promise.all([
        env.reviews.decide(held.runId, "clear", OPERATOR),
        env.reviews.decide(held.runId, "clear", { ...OPERATOR, label: "second@example.com" }),
      ]);
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.filter((a) => !a.ok)).toEqual([expect.objectContaining({ status: 409, error: "already_reviewed" })]);
      expect(await env.wallet.balance(p)).toBe(held.score * 10);
      expect(await runLedger(env, p)).toHaveLength(1);
      expect(await boardRows(env, p)).toHaveLength(3);
      expect(await audits(env, held.runId)).toHaveLength(1);
    });

    it("a banned player's cleared run is paid but put on no board", async () => {
      const env = setup(getDb, 4);
      const p = await addUser(env.db);
      const held = await heldRun(env, p, "Banned");
      expect(await env.moderation.ban(p, "bot farm", OPERATOR)).toMatchObject({ ok: true });
      const cleared = await env.reviews.decide(held.runId, "clear", OPERATOR);
      expect(cleared).toMatchObject({ ok: true, review: "cleared", ranked: false, coins: held.score * 10 });
      expect(await env.wallet.balance(p)).toBe(held.score * 10);
      expect(await boardRows(env, p)).toEqual([]);
      expect(env.notified).toEqual([]);
    });

    it("a held run is no one's challenge until it is cleared; a rejected one never", async () => {
      const env = setup(getDb, 5);
      const p = await addUser(env.db);
      const first = await heldRun(env, p, "Ghost");
      expect(await env.runs.challenge(first.runId)).toBeNull();
      await env.reviews.decide(first.runId, "clear", OPERATOR);
      expect(await env.runs.challenge(first.runId)).toMatchObject({ score: first.score });

      const second = await heldRun(env, p, "Ghost");
      expect(await env.runs.challenge(second.runId)).toBeNull();
      await env.reviews.decide(second.runId, "reject", OPERATOR);
      expect(await env.runs.challenge(second.runId)).toBeNull();
    });

    it("pages the queue oldest first", async () => {
      const env = setup(getDb, 6);
      const p = await addUser(env.db);
      const before = (await env.reviews.held(1)).total;
      const a = await heldRun(env, p, "Pager", 300);
      const b = await heldRun(env, p, "Pager", 300);
      const all = await env.reviews.held(1);
      expect(all.total).toBe(before + 2);
      const mine = all.runs.filter((r) => r.playerId === p).map((r) => r.runId);
      expect(mine).toEqual([a.runId, b.runId]);
      expect(all.pageSize).toBe(20);
      expect((await env.reviews.held(1000)).runs).toEqual([]);
    });

    it("reads the queue (its count and its page) through the partial index of held runs (0036)", async () => {
      const env = setup(getDb, 7);
      const { db: capturing, captured } = capturingDb(env.db);
      const reviews = createRunReviewService({
        db: capturing,
        audit: env.audit,
        settings: createSettingsService(env.db),
        wallet: env.wallet,
        leaderboards: env.leaderboards,
        achievements: createAchievementsService(env.db),
        now: () => env.clock.t,
      });
      await reviews.held(1);
      const reads = captured.filter((q) => /from "runs"/.test(q.sql) && /"review" = 'held'/.test(q.sql));
      expect(reads).toHaveLength(2);
      for (const query of reads) {
        expect(query.parameters).not.toContain("held");
        expect((await planOf(env.db, query)).lines.join("\n")).toContain("runs_held_idx");
      }
    });

    it("counts today's held and rejected runs for the statistics through their partial indexes (0036, 0039)", async () => {
      const env = setup(getDb, 9);
      const { db: capturing, captured } = capturingDb(env.db);
      await createPlayerDataService(capturing, { now: () => env.clock.t }).statistics();
      for (const [review, index] of [
        ["held", "runs_held_idx"],
        ["rejected", "runs_rejected_idx"],
      ] as const) {
        const reads = captured.filter((q) => /from "runs"/.test(q.sql) && q.sql.includes(`"review" = '${review}'`));
        expect(reads).toHaveLength(1);
        expect((await planOf(env.db, reads[0]!)).lines.join("\n")).toContain(index);
      }
    });
  },
  { seed: true },
);
