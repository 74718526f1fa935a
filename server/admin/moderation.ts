// The operator's moderation commands (docs/admin.md "Player page and leaderboard moderation"): coin
// adjustments through the wallet's ledger, hiding a name, bans, and removing / restoring leaderboard
// entries. Every change is one transaction with its audit row; boards whose rows changed are handed
// to the live feed (SSE) after the commit, like a finished run. What the admin pages read is
// server/admin/moderation-view.ts.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { fail, type Failure, type Result } from "../http/result.ts";
import { isBoard, type Board } from "../leaderboards/service.ts";
import { hiddenName, standingForUpdate } from "../leaderboards/standing.ts";
import { setBoardName } from "../players/board-name.ts";
import { checkName } from "../runs/service.ts";
import { InsufficientCoinsError, type WalletService } from "../wallet/service.ts";
import { ENTRY_COLUMNS, toEntry, toRemoval, type AdminEntry, type EntryRow, type Removal } from "./moderation-view.ts";

/** The largest single coin adjustment, either way (a typo guard: 1,000,000 is 100,000 points). */
export const MAX_COIN_ADJUSTMENT = 1_000_000;
export const REASON_MAX = 500;
/** Reason prefix of the removals a ban makes: unban restores exactly these. */
export const BAN_REASON_PREFIX = "ban: ";

export interface ModerationService {
  adjustCoins(
    input: { playerId: string; delta: number; reason: string; key?: string },
    actor: AuditActor,
  ): Promise<Result<{ applied: boolean; balance: number }>>;
  setNameHidden(playerId: string, hidden: boolean, actor: AuditActor): Promise<Result<{ nameHidden: boolean; entriesRenamed: number }>>;
  ban(playerId: string, reason: string, actor: AuditActor): Promise<Result<{ entriesRemoved: number; sessionsRevoked: number }>>;
  unban(playerId: string, actor: AuditActor): Promise<Result<{ entriesRestored: number; entriesKeptRemoved: number }>>;
  /**
   * Removes a board entry: `period` the row alone; `run` every board row the same run made (the
   * player's rows with its score and time on the daily, weekly and all-time boards).
   */
  removeEntry(
    entryId: string,
    reason: string,
    actor: AuditActor,
    scope?: RemovalScope,
  ): Promise<Result<{ removal: Removal; removals: Removal[] }>>;
  /** The operator names a player on the boards: the player's own rename rules (checkName), audited. */
  rename(playerId: string, name: unknown, actor: AuditActor): Promise<Result<{ name: string; changed: boolean }>>;
  restoreRemoval(removalId: string, actor: AuditActor): Promise<Result<{ entry: AdminEntry }>>;
}

/** What "delete" takes off the boards: this period's row, or every row of the run. */
export type RemovalScope = "period" | "run";
export const REMOVAL_SCOPES = ["period", "run"] as const satisfies readonly RemovalScope[];

export interface ModerationDeps {
  db: Db;
  wallet: Pick<WalletService, "balance" | "apply">;
  audit: AuditService;
  /** After a commit that changed board rows (the live feed's notify). */
  onBoardsChanged?: (boards: Board[]) => void;
  now?: () => number;
}

/**
 * The wallet's refusal to go below 0. Compared by shape, not `instanceof`: this module is bundled into
 * the route build while the wallet the services hold is the server's own copy of the class.
 */
function isInsufficientCoins(error: unknown): boolean {
  return error instanceof InsufficientCoinsError || (error instanceof Error && error.message === "Insufficient coins" && "delta" in error);
}

const boardsOf = (rows: ReadonlyArray<{ board: string }>): Board[] => [...new Set(rows.map((r) => r.board))].filter(isBoard);

export function createModerationService(deps: ModerationDeps): ModerationService {
  const { db, wallet, audit } = deps;
  const now = deps.now ?? Date.now;
  const k0 = db.kysely;
  const changed = (boards: Board[]) => {
    if (boards.length > 0) deps.onBoardsChanged?.(boards);
  };

  /** Moves one leaderboard row into leaderboard_removals (the count triggers follow the delete). */
  async function removeIn(trx: Kysely<Database>, entry: EntryRow, reason: string, actor: AuditActor, at: number): Promise<Removal> {
    const removal = {
      id: randomUUID(),
      entry_id: entry.id,
      board: entry.board,
      period: entry.period,
      player_id: entry.player_id,
      name: entry.name,
      location: entry.location,
      score: Number(entry.score),
      achieved_at: Number(entry.achieved_at),
      is_sample: Number(entry.is_sample) === 1 ? (1 as const) : (0 as const),
      run_id: entry.run_id,
      reason,
      removed_by: actor.label,
      removed_at: at,
      restored_at: null,
      restored_by: null,
    };
    await trx.insertInto("leaderboard_removals").values(removal).execute();
    await trx.deleteFrom("leaderboard_entries").where("id", "=", entry.id).execute();
    return toRemoval(removal);
  }

  /**
   * Puts a removal back on its board. One best row per player per period holds: a row the player has
   * there now that is at least as good wins (the removal stays removed: "better_entry"); a worse one is
   * replaced, as a finished run with the better score would have done.
   */
  async function restoreIn(
    trx: Kysely<Database>,
    removal: Removal,
    actor: AuditActor,
    at: number,
    nameHidden: boolean,
  ): Promise<{ ok: true; entry: AdminEntry; replaced: AdminEntry | null } | Failure> {
    let replaced: AdminEntry | null = null;
    if (removal.playerId !== null) {
      const current = await trx
        .selectFrom("leaderboard_entries")
        .select([...ENTRY_COLUMNS])
        .where("board", "=", removal.board)
        .where("period", "=", removal.period)
        .where("player_id", "=", removal.playerId)
        .executeTakeFirst();
      if (current) {
        const currentBetter =
          Number(current.score) > removal.score ||
          (Number(current.score) === removal.score && Number(current.achieved_at) <= removal.achievedAt);
        if (currentBetter) {
          return fail(
            409,
            "better_entry",
            "This player has an equal or better score in that period now, so the removed entry was not put back.",
          );
        }
        replaced = toEntry(current);
        await trx.deleteFrom("leaderboard_entries").where("id", "=", current.id).execute();
      }
    }
    const entry: AdminEntry = {
      id: removal.entryId,
      board: removal.board,
      period: removal.period,
      playerId: removal.playerId,
      // A name hidden since the removal comes back hidden.
      name: nameHidden && removal.playerId ? hiddenName(removal.playerId) : removal.name,
      score: removal.score,
      location: removal.location,
      achievedAt: removal.achievedAt,
      isSample: removal.isSample,
      runId: removal.runId,
    };
    await trx
      .insertInto("leaderboard_entries")
      .values({
        id: entry.id,
        board: entry.board,
        period: entry.period,
        player_id: entry.playerId,
        name: entry.name,
        location: entry.location,
        score: entry.score,
        achieved_at: entry.achievedAt,
        is_sample: entry.isSample ? 1 : 0,
        run_id: entry.runId,
      })
      .execute();
    await trx.updateTable("leaderboard_removals").set({ restored_at: at, restored_by: actor.label }).where("id", "=", removal.id).execute();
    return { ok: true, entry, replaced };
  }

  async function standingOrFail(trx: Kysely<Database>, playerId: string) {
    const standing = await standingForUpdate(trx, playerId);
    return standing.exists ? standing : null;
  }

  /** The name each of the player's rows had before it was hidden: the run that made it, else the latest run's. */
  async function restoreNamesIn(trx: Kysely<Database>, playerId: string): Promise<number> {
    const rows = await trx.selectFrom("leaderboard_entries").select(["id", "achieved_at"]).where("player_id", "=", playerId).execute();
    if (rows.length === 0) return 0;
    const named = await trx
      .selectFrom("runs")
      .select(["name", "finished_at"])
      .where("player_id", "=", playerId)
      .where("status", "=", "finished")
      .where("name", "is not", null)
      .orderBy("finished_at", "desc")
      .execute();
    const byTime = new Map<number, string>();
    for (const run of named)
      if (run.finished_at !== null && !byTime.has(Number(run.finished_at))) byTime.set(Number(run.finished_at), run.name!);
    const latest = named[0]?.name ?? null;
    let renamed = 0;
    for (const row of rows) {
      // A finished run writes its board rows with achieved_at = its finished_at.
      const name = byTime.get(Number(row.achieved_at)) ?? latest;
      if (name === null) continue; // no run to take a name from: the placeholder stays
      await trx.updateTable("leaderboard_entries").set({ name }).where("id", "=", row.id).execute();
      renamed += 1;
    }
    return renamed;
  }

  return {
    async adjustCoins({ playerId, delta, reason, key }, actor) {
      const why = reason.trim();
      if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_COIN_ADJUSTMENT) {
        return fail(
          400,
          "invalid_delta",
          `The change must be a whole number of coins other than 0, at most ${MAX_COIN_ADJUSTMENT} either way.`,
        );
      }
      if (why.length === 0 || why.length > REASON_MAX) return fail(400, "invalid_reason", "Please give a reason.");
      // The form's key makes a double submit one adjustment; without one, every call is its own.
      const reference = `admin-adjust:${key ?? randomUUID()}`;
      try {
        return await k0.transaction().execute(async (trx) => {
          if (!(await standingOrFail(trx, playerId))) return fail(404, "player_not_found", "This player does not exist.");
          const before = await wallet.balance(playerId, trx);
          const result = await wallet.apply({ playerId, delta, reason: "admin_adjust", reference }, trx);
          if (result.applied) {
            await audit.record(
              {
                actor,
                action: "player.coins_adjust",
                target: `user:${playerId}`,
                before: { coins: before },
                after: { coins: result.balance, delta, reason: why, reference },
              },
              trx,
            );
          }
          return { ok: true as const, applied: result.applied, balance: result.balance };
        });
      } catch (error) {
        if (isInsufficientCoins(error)) {
          const balance = await wallet.balance(playerId);
          return fail(409, "insufficient_coins", `The balance cannot go below 0: this player has ${balance} coins.`);
        }
        throw error;
      }
    },

    async setNameHidden(playerId, hidden, actor) {
      const at = now();
      const result = await k0.transaction().execute(async (trx) => {
        const standing = await standingOrFail(trx, playerId);
        if (!standing) return fail(404, "player_not_found", "This player does not exist.");
        await trx
          .insertInto("player_moderation")
          .values({ player_id: playerId, name_hidden: hidden ? 1 : 0, updated_at: at, updated_by: actor.label })
          .onConflict((oc) => oc.column("player_id").doUpdateSet({ name_hidden: hidden ? 1 : 0, updated_at: at, updated_by: actor.label }))
          .execute();
        const boards = boardsOf(await trx.selectFrom("leaderboard_entries").select("board").where("player_id", "=", playerId).execute());
        let entriesRenamed: number;
        if (hidden) {
          const updated = await trx
            .updateTable("leaderboard_entries")
            .set({ name: hiddenName(playerId) })
            .where("player_id", "=", playerId)
            .executeTakeFirst();
          entriesRenamed = Number(updated.numUpdatedRows);
        } else {
          entriesRenamed = await restoreNamesIn(trx, playerId);
        }
        await audit.record(
          {
            actor,
            action: hidden ? "player.name_hide" : "player.name_show",
            target: `user:${playerId}`,
            before: { nameHidden: standing.nameHidden },
            after: { nameHidden: hidden, entriesRenamed },
          },
          trx,
        );
        return { ok: true as const, nameHidden: hidden, entriesRenamed, boards };
      });
      if (!result.ok) return result;
      changed(result.boards);
      return { ok: true, nameHidden: result.nameHidden, entriesRenamed: result.entriesRenamed };
    },

    async ban(playerId, reason, actor) {
      const why = reason.trim();
      if (why.length === 0 || why.length > REASON_MAX) return fail(400, "invalid_reason", "Please give a reason.");
      const at = now();
      const result = await k0.transaction().execute(async (trx) => {
        const standing = await standingOrFail(trx, playerId);
        if (!standing) return fail(404, "player_not_found", "This player does not exist.");
        const user = await trx.selectFrom("user").select(["role"]).where("id", "=", playerId).executeTakeFirstOrThrow();
        if (user.role === "admin") return fail(403, "cannot_ban_operator", "Operator accounts cannot be banned.");
        if (standing.banned) return fail(409, "already_banned", "This player is banned already.");
        await trx
          .updateTable("user")
          .set({ banned: true, banReason: why, banExpires: null, updatedAt: new Date(at).toISOString() })
          .where("id", "=", playerId)
          .execute();
        // Signed out everywhere at once (Better Auth then refuses a banned user's new sessions).
        const revoked = await trx.deleteFrom("session").where("userId", "=", playerId).executeTakeFirst();
        const entries = await trx
          .selectFrom("leaderboard_entries")
          .select([...ENTRY_COLUMNS])
          .where("player_id", "=", playerId)
          .execute();
        for (const entry of entries) await removeIn(trx, entry, `${BAN_REASON_PREFIX}${why}`, actor, at);
        const sessionsRevoked = Number(revoked.numDeletedRows);
        await audit.record(
          {
            actor,
            action: "player.ban",
            target: `user:${playerId}`,
            before: { banned: false },
            after: { banned: true, reason: why, entriesRemoved: entries.length, sessionsRevoked },
          },
          trx,
        );
        return { ok: true as const, entriesRemoved: entries.length, sessionsRevoked, boards: boardsOf(entries) };
      });
      if (!result.ok) return result;
      changed(result.boards);
      return { ok: true, entriesRemoved: result.entriesRemoved, sessionsRevoked: result.sessionsRevoked };
    },

    async unban(playerId, actor) {
      const at = now();
      const result = await k0.transaction().execute(async (trx) => {
        const standing = await standingOrFail(trx, playerId);
        if (!standing) return fail(404, "player_not_found", "This player does not exist.");
        if (!standing.banned) return fail(409, "not_banned", "This player is not banned.");
        const before = await trx.selectFrom("user").select(["banReason"]).where("id", "=", playerId).executeTakeFirstOrThrow();
        await trx
          .updateTable("user")
          .set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date(at).toISOString() })
          .where("id", "=", playerId)
          .execute();
        // The ban's removals come back; the operator's own removals of this player stay removed.
        const removed = await trx
          .selectFrom("leaderboard_removals")
          .selectAll()
          .where("player_id", "=", playerId)
          .where("restored_at", "is", null)
          .where("reason", "like", `${BAN_REASON_PREFIX}%`)
          .orderBy("removed_at", "asc")
          .execute();
        const boards: Board[] = [];
        let kept = 0;
        for (const row of removed) {
          const restored = await restoreIn(trx, toRemoval(row), actor, at, standing.nameHidden);
          if (restored.ok) boards.push(row.board as Board);
          else kept += 1;
        }
        await audit.record(
          {
            actor,
            action: "player.unban",
            target: `user:${playerId}`,
            before: { banned: true, reason: before.banReason },
            after: { banned: false, entriesRestored: removed.length - kept, entriesKeptRemoved: kept },
          },
          trx,
        );
        return {
          ok: true as const,
          entriesRestored: removed.length - kept,
          entriesKeptRemoved: kept,
          boards: boardsOf(boards.map((board) => ({ board }))),
        };
      });
      if (!result.ok) return result;
      changed(result.boards);
      return { ok: true, entriesRestored: result.entriesRestored, entriesKeptRemoved: result.entriesKeptRemoved };
    },

    async removeEntry(entryId, reason, actor, scope = "period") {
      const why = reason.trim();
      if (why.length === 0 || why.length > REASON_MAX) return fail(400, "invalid_reason", "Please give a reason.");
      const at = now();
      const result = await k0.transaction().execute(async (trx) => {
        const entry = await trx
          .selectFrom("leaderboard_entries")
          .select([...ENTRY_COLUMNS])
          .where("id", "=", entryId)
          .executeTakeFirst();
        if (!entry) return fail(404, "entry_not_found", "This leaderboard entry does not exist (it may have been removed already).");
        // A finish writes one row per board with the run's score and its finish time as achieved_at
        // (server/runs/service.ts); a player finishes one run at a time, so these name the run's rows.
        // A board where the player has since done better holds that better run instead: untouched.
        const siblings =
          scope === "run"
            ? await trx
                .selectFrom("leaderboard_entries")
                .select([...ENTRY_COLUMNS])
                .where("id", "<>", entry.id)
                .where("score", "=", entry.score)
                .where("achieved_at", "=", entry.achieved_at)
                .where("is_sample", "=", entry.is_sample)
                .where((eb) =>
                  entry.player_id === null
                    ? eb.and([eb("player_id", "is", null), eb("name", "=", entry.name)])
                    : eb("player_id", "=", entry.player_id),
                )
                .execute()
            : [];
        const removal = await removeIn(trx, entry, why, actor, at);
        const removals = [removal];
        for (const sibling of siblings) removals.push(await removeIn(trx, sibling, why, actor, at));
        await audit.record(
          {
            actor,
            action: "leaderboard.remove",
            target: `leaderboard_entry:${entry.id}`,
            before: scope === "run" ? { scope, entries: [entry, ...siblings].map(toEntry) } : toEntry(entry),
            after: { removalId: removal.id, reason: why, ...(scope === "run" ? { removalIds: removals.map((r) => r.id) } : {}) },
          },
          trx,
        );
        return { ok: true as const, removal, removals };
      });
      if (!result.ok) return result;
      changed(boardsOf(result.removals));
      return result;
    },

    async rename(playerId, raw, actor) {
      const named = checkName(raw);
      if (!named.ok) return fail(400, "invalid_name", named.message);
      const result = await k0.transaction().execute(async (trx) => {
        const standing = await standingOrFail(trx, playerId);
        if (!standing) return fail(404, "player_not_found", "This player does not exist.");
        const user = await trx.selectFrom("user").select(["role"]).where("id", "=", playerId).executeTakeFirstOrThrow();
        if (user.role === "admin") return fail(403, "cannot_rename_operator", "Operator accounts have no board name to change.");
        const change = await setBoardName(trx, playerId, named.name, now(), standing);
        if (change.changed) {
          await audit.record(
            { actor, action: "player.rename", target: `user:${playerId}`, before: { name: standing.name }, after: { name: named.name } },
            trx,
          );
        }
        return { ok: true as const, name: named.name, changed: change.changed, boards: change.boards };
      });
      if (!result.ok) return result;
      changed(result.boards);
      return { ok: true, name: result.name, changed: result.changed };
    },

    async restoreRemoval(removalId, actor) {
      const at = now();
      const result = await k0.transaction().execute(async (trx) => {
        const row = await trx.selectFrom("leaderboard_removals").selectAll().where("id", "=", removalId).executeTakeFirst();
        if (!row) return fail(404, "removal_not_found", "This removal does not exist.");
        // Lock the player (a ban or a finish at the same time waits) before looking at their rows.
        const standing = row.player_id ? await standingForUpdate(trx, row.player_id) : null;
        const again = await trx
          .selectFrom("leaderboard_removals")
          .select("restored_at")
          .where("id", "=", removalId)
          .executeTakeFirstOrThrow();
        if (again.restored_at !== null) return fail(409, "already_restored", "This entry has been put back already.");
        if (standing?.banned) return fail(409, "player_banned", "This player is banned: unban them to put their entries back.");
        const removal = toRemoval(row);
        const restored = await restoreIn(trx, removal, actor, at, standing?.nameHidden ?? false);
        if (!restored.ok) return restored;
        await audit.record(
          {
            actor,
            action: "leaderboard.restore",
            target: `leaderboard_entry:${removal.entryId}`,
            before: { removalId, reason: removal.reason, replaced: restored.replaced },
            after: restored.entry,
          },
          trx,
        );
        return { ok: true as const, entry: restored.entry };
      });
      if (!result.ok) return result;
      changed(boardsOf([result.entry]));
      return result;
    },
  };
}
