import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createEventsService } from "../analytics/events.ts";
import { createAuditService, type AuditActor } from "../audit/service.ts";
import { createLeaderboardService, type Board } from "../leaderboards/service.ts";
import { hiddenName } from "../leaderboards/standing.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createRunsService, type StartedRun } from "../runs/service.ts";
import { createSettingsService } from "../settings/service.ts";
import { createWalletService } from "../wallet/service.ts";
import { flyLikeAPerson } from "../../tests/support/person-run.ts";
import type { RunInput } from "../../game/replay/index.ts";
import type { GameSettings } from "../../game/sim/types.ts";
import { BAN_REASON_PREFIX, MAX_COIN_ADJUSTMENT, createModerationService } from "./moderation.ts";
import { createModerationView } from "./moderation-view.ts";

const T0 = Date.UTC(2026, 10, 22, 12, 0, 0);
const OPERATOR: AuditActor = { id: "op", label: "operator@example.com", ip: "127.0.0.1" };

/** Each test lives in its own week, so board rows of other tests do not interfere. */
function setup(getDb: () => Db, week: number) {
  const clock = { t: T0 + week * 7 * 86_400_000 };
  const now = () => clock.t;
  const db = getDb();
  const wallet = createWalletService(db, { now });
  const leaderboards = createLeaderboardService(db, { now });
  const achievements = createAchievementsService(db);
  const audit = createAuditService(db, { now });
  const notified: Board[][] = [];
  const runs = createRunsService({
    db,
    settings: createSettingsService(db),
    wallet,
    leaderboards,
    inventory: createInventoryService(db, { now }),
    achievements,
    events: createEventsService(db),
    onBoardsChanged: (boards) => notified.push(boards),
    now,
  });
  const moderation = createModerationService({ db, wallet, audit, onBoardsChanged: (boards) => notified.push(boards), now });
  const view = createModerationView({ db, wallet, achievements, leaderboards });
  return { clock, db, wallet, leaderboards, audit, runs, moderation, view, notified };
}
type Env = ReturnType<typeof setup>;

let users = 0;
async function addUser(db: Db, role: "player" | "admin" = "player"): Promise<string> {
  const id = `m${++users}${Math.random().toString(36).slice(2, 10)}`;
  const iso = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, createdAt: iso, updatedAt: iso, role })
    .execute();
  return id;
}

/** A verified run the server counts as a person's: the bot flies `ticks` ticks, then lets the bird fall. Answers the finish result. */
async function playRun(env: Env, playerId: string, name: string, ticks = 900) {
  const s = (await env.runs.start(playerId)) as StartedRun & { ok: true };
  if (!s.ok) throw new Error("start failed");
  const sim = flyLikeAPerson({ seed: s.seed, settings: s.settings as GameSettings, flyWhile: (sim) => sim.state.tick < ticks });
  env.clock.t += Math.ceil((sim.state.tick / 60) * 1000) + 1000;
  const inputs = sim.inputs.map(([t, a]) => [t, a] as RunInput);
  const done = await env.runs.finish(playerId, s.runId, { inputs, timing: sim.timings, claimedScore: sim.summary().score, name });
  if (!done.ok) throw new Error(done.message);
  return { ...done, runId: s.runId };
}

async function rowsOf(env: Env, playerId: string) {
  const rows = await env.db.kysely
    .selectFrom("leaderboard_entries")
    .select(["id", "board", "name", "score"])
    .where("player_id", "=", playerId)
    .orderBy("board")
    .execute();
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

async function auditActions(env: Env, target: string) {
  const rows = await env.db.kysely
    .selectFrom("audit_log")
    .select(["action", "actor", "target"])
    .where("target", "=", target)
    .orderBy("at")
    .execute();
  return rows.map((r) => r.action);
}

describeEachDialect(
  "admin moderation",
  (getDb) => {
    it("player detail: profile, stats, coins, runs, ledger, achievements; null for an unknown id", async () => {
      const env = setup(getDb, 0);
      const p = await addUser(env.db);
      const run = await playRun(env, p, "Detail");
      const detail = await env.view.playerDetail(p);
      expect(detail).not.toBeNull();
      expect(detail!.profile).toMatchObject({
        id: p,
        email: `${p}@example.com`,
        isGuest: false,
        banned: false,
        nameHidden: false,
        hiddenName: hiddenName(p),
      });
      expect(detail!.stats.gamesPlayed).toBe(1);
      expect(detail!.coins).toBe(run.score * 10);
      expect(detail!.runs).toMatchObject({ total: 1, page: 1 });
      expect(detail!.runs.rows[0]).toMatchObject({ id: run.runId, status: "finished", score: run.score, name: "Detail" });
      if (run.score > 0) expect(detail!.ledger[0]).toMatchObject({ reason: "run", delta: run.score * 10, reference: `run:${run.runId}` });
      expect(detail!.achievements.find((a) => a.id === "first-flight")?.unlocked).toBe(true);
      expect(detail!.entries.map((e) => e.board).sort()).toEqual(["alltime", "daily", "weekly"]);
      expect(await env.view.playerDetail("nobody")).toBeNull();
    });

    it("adjusts coins through the ledger with the reason in the audit log; never below 0; a form key applies once", async () => {
      const env = setup(getDb, 1);
      const p = await addUser(env.db);
      const up = await env.moderation.adjustCoins({ playerId: p, delta: 500, reason: "  Support refund  " }, OPERATOR);
      expect(up).toEqual({ ok: true, applied: true, balance: 500 });
      env.clock.t += 1000;
      const down = await env.moderation.adjustCoins({ playerId: p, delta: -200, reason: "Correction", key: "form-1" }, OPERATOR);
      expect(down).toEqual({ ok: true, applied: true, balance: 300 });
      // The same form submitted twice: one adjustment.
      expect(await env.moderation.adjustCoins({ playerId: p, delta: -200, reason: "Correction", key: "form-1" }, OPERATOR)).toEqual({
        ok: true,
        applied: false,
        balance: 300,
      });
      // Below 0, zero, out of bounds, no reason, unknown player: refused, nothing changes.
      expect(await env.moderation.adjustCoins({ playerId: p, delta: -301, reason: "too much" }, OPERATOR)).toMatchObject({
        ok: false,
        status: 409,
        error: "insufficient_coins",
      });
      expect(await env.moderation.adjustCoins({ playerId: p, delta: 0, reason: "zero" }, OPERATOR)).toMatchObject({
        ok: false,
        status: 400,
        error: "invalid_delta",
      });
      expect(await env.moderation.adjustCoins({ playerId: p, delta: MAX_COIN_ADJUSTMENT + 1, reason: "big" }, OPERATOR)).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(await env.moderation.adjustCoins({ playerId: p, delta: 1.5, reason: "half" }, OPERATOR)).toMatchObject({
        ok: false,
        status: 400,
      });
      expect(await env.moderation.adjustCoins({ playerId: p, delta: 5, reason: "   " }, OPERATOR)).toMatchObject({
        ok: false,
        status: 400,
        error: "invalid_reason",
      });
      expect(await env.moderation.adjustCoins({ playerId: "nobody", delta: 5, reason: "x" }, OPERATOR)).toMatchObject({
        ok: false,
        status: 404,
      });
      expect(await env.wallet.balance(p)).toBe(300);

      const ledger = await env.wallet.ledger(p);
      expect(ledger.map((e) => [e.delta, e.balanceAfter, e.reason])).toEqual([
        [-200, 300, "admin_adjust"],
        [500, 500, "admin_adjust"],
      ]);
      expect(ledger[0]!.reference).toBe("admin-adjust:form-1");
      const audits = await env.audit.list({ action: "player.coins_adjust" });
      const mine = audits.filter((a) => a.target === `user:${p}`);
      expect(mine).toHaveLength(2);
      expect(mine.map((a) => [a.before, (a.after as { reason: string }).reason, a.actor])).toEqual([
        [{ coins: 500 }, "Correction", "operator@example.com"],
        [{ coins: 0 }, "Support refund", "operator@example.com"],
      ]);
      // The page shows the operator's words beside the ledger rows.
      const detail = await env.view.playerDetail(p);
      expect(detail!.ledger.map((e) => e.note)).toEqual(["Correction", "Support refund"]);
    });

    it("removes an entry (ranks below move up, audited, feed told) and restores it; a second restore is refused", async () => {
      const env = setup(getDb, 2);
      const a = await addUser(env.db);
      const b = await addUser(env.db);
      await playRun(env, a, "Alpha", 1500);
      await playRun(env, b, "Bravo", 300);
      const [aRow] = (await rowsOf(env, a)).filter((r) => r.board === "weekly");
      const bWeekly = (await rowsOf(env, b)).find((r) => r.board === "weekly")!;
      expect(aRow!.score).toBeGreaterThan(bWeekly.score);
      expect(await env.leaderboards.rankOf("weekly", b)).toBe(2);

      expect(await env.moderation.removeEntry(aRow!.id, "  ", OPERATOR)).toMatchObject({ ok: false, status: 400 });
      env.notified.length = 0;
      const removed = await env.moderation.removeEntry(aRow!.id, "Cheating suspected", OPERATOR);
      expect(removed).toMatchObject({
        ok: true,
        removal: { entryId: aRow!.id, reason: "Cheating suspected", removedBy: OPERATOR.label, restoredAt: null },
      });
      expect(env.notified).toEqual([["weekly"]]);
      // The trigger-kept counts follow the delete: b ranks first now.
      expect(await env.leaderboards.rankOf("weekly", b)).toBe(1);
      expect(await env.leaderboards.rankOf("weekly", a)).toBeNull();
      expect((await env.leaderboards.top("weekly", 10)).map((r) => r.playerId)).toEqual([b]);
      expect(await env.moderation.removeEntry(aRow!.id, "again", OPERATOR)).toMatchObject({ ok: false, status: 404 });

      const listed = await env.view.listEntries({ board: "weekly" });
      expect(listed.entries.map((e) => e.playerId)).toEqual([b]);
      expect(listed.removals[0]).toMatchObject({ entryId: aRow!.id });

      if (!removed.ok) throw new Error("unreachable");
      const restored = await env.moderation.restoreRemoval(removed.removal.id, OPERATOR);
      expect(restored).toMatchObject({ ok: true, entry: { id: aRow!.id, name: "Alpha", score: aRow!.score } });
      expect(await env.leaderboards.rankOf("weekly", b)).toBe(2);
      expect(await env.leaderboards.rankOf("weekly", a)).toBe(1);
      expect(await env.moderation.restoreRemoval(removed.removal.id, OPERATOR)).toMatchObject({
        ok: false,
        status: 409,
        error: "already_restored",
      });
      expect(await env.moderation.restoreRemoval("nope", OPERATOR)).toMatchObject({ ok: false, status: 404 });
      expect(await auditActions(env, `leaderboard_entry:${aRow!.id}`)).toEqual(["leaderboard.remove", "leaderboard.restore"]);
    });

    it("restore keeps one best row per player: refused when the player has a better one now, replaces a worse one", async () => {
      const env = setup(getDb, 3);
      const p = await addUser(env.db);
      await playRun(env, p, "Low", 300);
      const low = (await rowsOf(env, p)).find((r) => r.board === "daily")!;
      const lowRemoval = await env.moderation.removeEntry(low.id, "test", OPERATOR);
      await playRun(env, p, "High", 1500);
      const high = (await rowsOf(env, p)).find((r) => r.board === "daily")!;
      expect(high.score).toBeGreaterThan(low.score);
      if (!lowRemoval.ok) throw new Error("remove failed");
      expect(await env.moderation.restoreRemoval(lowRemoval.removal.id, OPERATOR)).toMatchObject({
        ok: false,
        status: 409,
        error: "better_entry",
      });
      expect((await rowsOf(env, p)).find((r) => r.board === "daily")!.score).toBe(high.score);

      // The other way round: the better row removed, a worse one played since, then restored.
      const highRemoval = await env.moderation.removeEntry(high.id, "test", OPERATOR);
      await playRun(env, p, "Worse", 300);
      if (!highRemoval.ok) throw new Error("remove failed");
      expect(await env.moderation.restoreRemoval(highRemoval.removal.id, OPERATOR)).toMatchObject({ ok: true });
      const daily = (await rowsOf(env, p)).filter((r) => r.board === "daily");
      expect(daily.map((r) => [r.score, r.name])).toEqual([[high.score, "High"]]);
      expect(await env.leaderboards.rankOf("daily", p)).toBe(1);
    });

    it("hides a name on every board, for new runs and challenges too; showing it restores the player's name", async () => {
      const env = setup(getDb, 4);
      const p = await addUser(env.db);
      const first = await playRun(env, p, "Rude1", 1500);
      env.clock.t += 86_400_000; // a new day (and week): new rows for the next run, the old ones keep Rude1
      env.notified.length = 0;
      const hidden = await env.moderation.setNameHidden(p, true, OPERATOR);
      expect(hidden).toMatchObject({ ok: true, nameHidden: true, entriesRenamed: 3 });
      expect(env.notified.at(-1)?.sort()).toEqual(["alltime", "daily", "weekly"]);
      expect(new Set((await rowsOf(env, p)).map((r) => r.name))).toEqual(new Set([hiddenName(p)]));
      // A new run goes on the boards as the placeholder; the run keeps the chosen name.
      const second = await playRun(env, p, "Rude2", 300);
      const rows = await rowsOf(env, p);
      expect(rows).toHaveLength(5);
      expect(new Set(rows.map((r) => r.name))).toEqual(new Set([hiddenName(p)]));
      const run = await env.db.kysely.selectFrom("runs").select("name").where("id", "=", second.runId).executeTakeFirstOrThrow();
      expect(run.name).toBe("Rude2");
      expect((await env.runs.challenge(first.runId))?.name).toBe(hiddenName(p));
      expect(await env.view.playerDetail(p)).toMatchObject({ profile: { nameHidden: true } });

      const shown = await env.moderation.setNameHidden(p, false, OPERATOR);
      expect(shown).toMatchObject({ ok: true, nameHidden: false });
      const back = (await rowsOf(env, p)).map((r) => `${r.board}:${r.name}`).sort();
      // A player has one board name: the one chosen last (with the second run) is on every row again.
      expect(back).toEqual(["alltime:Rude2", "daily:Rude2", "daily:Rude2", "weekly:Rude2", "weekly:Rude2"]);
      expect((await env.runs.challenge(first.runId))?.name).toBe("Rude2");
      expect(await env.moderation.setNameHidden("nobody", true, OPERATOR)).toMatchObject({ ok: false, status: 404 });
      expect(await auditActions(env, `user:${p}`)).toEqual(["player.name_hide", "player.name_show"]);
    });

    it("bans: sessions revoked, entries removed (kept for unban), later runs recorded but not ranked; unban puts the ban's entries back", async () => {
      const env = setup(getDb, 5);
      const p = await addUser(env.db);
      const operator = await addUser(env.db, "admin");
      const iso = new Date(env.clock.t + 86_400_000).toISOString();
      await env.db.kysely
        .insertInto("session")
        .values({
          id: `s-${p}`,
          token: `t-${p}`,
          userId: p,
          expiresAt: iso,
          createdAt: iso,
          updatedAt: iso,
          ipAddress: null,
          userAgent: null,
          impersonatedBy: null,
        })
        .execute();
      await playRun(env, p, "Cheater", 1500);
      const before = await rowsOf(env, p);
      expect(before).toHaveLength(3);
      // The operator's own removal of one row stays removed after the unban.
      const manual = await env.moderation.removeEntry(before.find((r) => r.board === "daily")!.id, "Manual", OPERATOR);
      expect(manual.ok).toBe(true);

      expect(await env.moderation.ban(operator, "no", OPERATOR)).toMatchObject({ ok: false, status: 403, error: "cannot_ban_operator" });
      expect(await env.moderation.ban(p, "   ", OPERATOR)).toMatchObject({ ok: false, status: 400 });
      const banned = await env.moderation.ban(p, "Modified client", OPERATOR);
      expect(banned).toEqual({ ok: true, entriesRemoved: 2, sessionsRevoked: 1 });
      expect(await env.moderation.ban(p, "again", OPERATOR)).toMatchObject({ ok: false, status: 409, error: "already_banned" });
      expect(await rowsOf(env, p)).toEqual([]);
      expect(await env.db.kysely.selectFrom("session").select("id").where("userId", "=", p).execute()).toEqual([]);
      const detail = await env.view.playerDetail(p);
      expect(detail!.profile).toMatchObject({ banned: true, banReason: "Modified client" });
      expect(detail!.removals.filter((r) => r.reason === `${BAN_REASON_PREFIX}Modified client`)).toHaveLength(2);
      // A banned player's removal cannot be undone one by one.
      const banRemoval = detail!.removals.find((r) => r.reason.startsWith(BAN_REASON_PREFIX))!;
      expect(await env.moderation.restoreRemoval(banRemoval.id, OPERATOR)).toMatchObject({
        ok: false,
        status: 409,
        error: "player_banned",
      });

      // A run finished while banned: recorded and credited, on no board.
      const balance = await env.wallet.balance(p);
      const late = await playRun(env, p, "Still", 900);
      expect(late).toMatchObject({ ranked: false, ranks: { daily: null, weekly: null, alltime: null } });
      expect(await rowsOf(env, p)).toEqual([]);
      expect(await env.wallet.balance(p)).toBe(balance + late.score * 10);
      const run = await env.db.kysely.selectFrom("runs").select("status").where("id", "=", late.runId).executeTakeFirstOrThrow();
      expect(run.status).toBe("finished");

      const unbanned = await env.moderation.unban(p, OPERATOR);
      expect(unbanned).toEqual({ ok: true, entriesRestored: 2, entriesKeptRemoved: 0 });
      expect((await rowsOf(env, p)).map((r) => r.board)).toEqual(["alltime", "weekly"]);
      expect(await env.moderation.unban(p, OPERATOR)).toMatchObject({ ok: false, status: 409, error: "not_banned" });
      const user = await env.db.kysely.selectFrom("user").select(["banned", "banReason"]).where("id", "=", p).executeTakeFirstOrThrow();
      expect([Boolean(user.banned), user.banReason]).toEqual([false, null]);
      expect(await auditActions(env, `user:${p}`)).toEqual(["player.ban", "player.unban"]);
      const ranked = await playRun(env, p, "Clean", 300);
      expect(ranked.ranked).toBe(true);
    });

    it("lists a board's entries by score with a case-insensitive search (wildcards literal) and today's samples on a fresh day", async () => {
      const env = setup(getDb, 6);
      const fresh = await env.view.listEntries({ board: "daily" });
      expect(fresh.period).toBe("sample");
      expect(fresh.entries.map((e) => e.name)).toEqual(["FlappyPro", "SkyDancer"]);
      expect(fresh.entries.every((e) => e.isSample)).toBe(true);
      const a = await addUser(env.db);
      const b = await addUser(env.db);
      await playRun(env, a, "Big_Bird%", 1500);
      await playRun(env, b, "bigbird", 300);
      const all = await env.view.listEntries({ board: "daily" });
      expect(all.period).toBe(env.leaderboards.periodOf("daily"));
      expect(all.entries.map((e) => e.name)).toEqual(["Big_Bird%", "bigbird"]);
      expect((await env.view.listEntries({ board: "daily", q: "BIG" })).entries).toHaveLength(2);
      expect((await env.view.listEntries({ board: "daily", q: "g_b" })).entries.map((e) => e.name)).toEqual(["Big_Bird%"]);
      expect((await env.view.listEntries({ board: "daily", q: "%" })).entries.map((e) => e.name)).toEqual(["Big_Bird%"]);
      expect(await env.view.listEntries({ board: "daily", q: "zzz" })).toMatchObject({ total: 0, entries: [] });
      const samples = await env.view.listEntries({ board: "daily", period: "sample" });
      expect(samples.total).toBe(2);
    });

    it("deletes every board row of one run on request, and only that run's: a better run on a board stays", async () => {
      const env = setup(getDb, 8);
      // T0 is a Sunday: start on the Monday after, so Tuesday is in the same week.
      env.clock.t += 86_400_000;
      const p = await addUser(env.db);
      const other = await addUser(env.db);
      // Monday: a strong run (on the day's, the week's and the all-time board)...
      await playRun(env, p, "Strong", 1500);
      await playRun(env, other, "Other", 1500);
      const strong = await rowsOf(env, p);
      expect(strong.map((r) => r.board)).toEqual(["alltime", "daily", "weekly"]);
      // ...Tuesday: a weaker run, best of its day only (the week and all time keep Monday's).
      env.clock.t += 86_400_000;
      await playRun(env, p, "Weak", 300);
      // (A finish renames the player's rows: filter by row, not by name.)
      const tuesday = (await rowsOf(env, p)).filter((r) => r.board === "daily" && !strong.some((s) => s.id === r.id));
      expect(tuesday).toHaveLength(1);

      // The weak run, every board it is on: only Tuesday's row (the week and all time hold Monday's run).
      const weak = await env.moderation.removeEntry(tuesday[0]!.id, "Glitch", OPERATOR, "run");
      expect(weak).toMatchObject({ ok: true });
      if (!weak.ok) throw new Error("unreachable");
      expect(weak.removals.map((r) => r.board)).toEqual(["daily"]);

      // The strong run from its weekly row: its daily (Monday) and all-time rows go too, nobody else's.
      env.notified.length = 0;
      const weeklyRow = strong.find((r) => r.board === "weekly")!;
      const all = await env.moderation.removeEntry(weeklyRow.id, "Cheating suspected", OPERATOR, "run");
      if (!all.ok) throw new Error(all.message);
      expect(all.removal.entryId).toBe(weeklyRow.id);
      expect(all.removals.map((r) => r.board).sort()).toEqual(["alltime", "daily", "weekly"]);
      expect(all.removals.map((r) => r.entryId).sort()).toEqual(strong.map((r) => r.id).sort());
      expect(env.notified.flat().sort()).toEqual(["alltime", "daily", "weekly"]);
      expect(await rowsOf(env, p)).toEqual([]);
      expect((await rowsOf(env, other)).map((r) => r.board)).toEqual(["alltime", "daily", "weekly"]);
      // One audit row naming every entry it took, by the operator's e-mail.
      const [row] = await env.db.kysely
        .selectFrom("audit_log")
        .select(["actor", "before_json", "after_json"])
        .where("target", "=", `leaderboard_entry:${weeklyRow.id}`)
        .execute();
      expect(row!.actor).toBe(OPERATOR.label);
      expect(JSON.parse(row!.after_json!).removalIds).toHaveLength(3);
      expect(JSON.parse(row!.before_json!)).toMatchObject({ scope: "run" });
      // Each removal can be put back on its own (the removals list is per board row).
      expect(await env.moderation.restoreRemoval(all.removals.find((r) => r.board === "alltime")!.id, OPERATOR)).toMatchObject({
        ok: true,
      });
      // The default is this period only.
      const otherDaily = (await rowsOf(env, other)).find((r) => r.board === "daily")!;
      const one = await env.moderation.removeEntry(otherDaily.id, "Test", OPERATOR);
      expect(one.ok && one.removals.map((r) => r.board)).toEqual(["daily"]);
    });

    it("renames a player on the boards under the player's own name rules, audited; operators and unknown ids are refused", async () => {
      const env = setup(getDb, 9);
      const p = await addUser(env.db);
      await playRun(env, p, "Rude Name", 600);
      env.notified.length = 0;
      expect(await env.moderation.rename(p, "   ", OPERATOR)).toMatchObject({ ok: false, status: 400, error: "invalid_name" });
      expect(await env.moderation.rename(p, "fuck", OPERATOR)).toMatchObject({ ok: false, status: 400, error: "invalid_name" });
      expect(await env.moderation.rename(p, "x".repeat(16), OPERATOR)).toMatchObject({ ok: false, status: 400, error: "invalid_name" });
      expect((await rowsOf(env, p)).map((r) => r.name)).toEqual(["Rude Name", "Rude Name", "Rude Name"]);
      expect(await env.moderation.rename(p, "  Kind Bird ", OPERATOR)).toEqual({ ok: true, name: "Kind Bird", changed: true });
      expect((await rowsOf(env, p)).map((r) => r.name)).toEqual(["Kind Bird", "Kind Bird", "Kind Bird"]);
      const user = await env.db.kysely.selectFrom("user").select("name").where("id", "=", p).executeTakeFirstOrThrow();
      expect(user.name).toBe("Kind Bird");
      expect(env.notified.flat().sort()).toEqual(["alltime", "daily", "weekly"]);
      const [audited] = await env.db.kysely
        .selectFrom("audit_log")
        .select(["actor", "action", "before_json", "after_json"])
        .where("target", "=", `user:${p}`)
        .where("action", "=", "player.rename")
        .execute();
      expect(audited).toMatchObject({ actor: OPERATOR.label });
      expect(JSON.parse(audited!.before_json!)).toEqual({ name: "Rude Name" });
      expect(JSON.parse(audited!.after_json!)).toEqual({ name: "Kind Bird" });
      // The same name again changes nothing and writes no second row.
      expect(await env.moderation.rename(p, "Kind Bird", OPERATOR)).toEqual({ ok: true, name: "Kind Bird", changed: false });
      expect(await auditActions(env, `user:${p}`)).toEqual(["player.rename"]);
      const operator = await addUser(env.db, "admin");
      expect(await env.moderation.rename(operator, "Boss", OPERATOR)).toMatchObject({ ok: false, status: 403 });
      expect(await env.moderation.rename("nobody", "Someone", OPERATOR)).toMatchObject({ ok: false, status: 404 });
    });
  },
  { seed: true },
);
