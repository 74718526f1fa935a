import type { Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { hiddenName } from "../leaderboards/standing.ts";
import type { Board } from "../leaderboards/service.ts";
import { checkName } from "../runs/service.ts";
import type { Vars } from "../../shared/i18n/index.ts";
import type { MessageKey } from "../../shared/i18n/site/en.ts";
import { setBoardName } from "./board-name.ts";
import type { WalletService } from "../wallet/service.ts";
import type { InventoryService } from "../runs/inventory.ts";
import type { AchievementsService } from "../achievements/service.ts";
import { createAuditService, type AuditService } from "../audit/service.ts";
import type { Result } from "../http/result.ts";
import { eraseIn, type ErasureCode, type ErasureOutcome, type ErasureRequest } from "./erasure.ts";
import { exportIn, profileIn, type PlayerExport, type PlayerProfile } from "./export.ts";

export { DELETED_PLAYER_NAME } from "./erasure.ts";
export { toBool, toEpochMs, type PlayerExport, type PlayerProfile } from "./export.ts";

// A player is a Better Auth user: a guest (isAnonymous) from the first play, an account after sign-up.
// This service owns what happens to a player's data across its life: merging a guest into the
// account it signs into, exporting it (export.ts), erasing it (erasure.ts).

export interface MergeResult {
  coinsMoved: number;
  leaderboardRowsMoved: number;
  leaderboardRowsDropped: number;
  inventoryItemsMoved: number;
  runsMoved: number;
}

export interface PlayersService {
  /**
   * Moves everything a guest owns into `intoId`, in ONE transaction: coins are added through the
   * ledger, leaderboard rows are re-pointed keeping the better score per board and period. Later
   * capabilities (skins, inventory, achievements) add their tables here.
   */
  mergeGuest(guestId: string, intoId: string): Promise<MergeResult>;
  profile(playerId: string): Promise<PlayerProfile | null>;
  /** Whether the player can sign in with a password (else only with links or codes). */
  hasPassword(playerId: string): Promise<boolean>;
  exportData(playerId: string): Promise<PlayerExport | null>;
  /**
   * Sets the player's name (an account's display name, a guest's board name) under the leaderboard
   * name rules, and re-labels their board rows and finished runs (server/players/board-name.ts).
   */
  rename(playerId: string, name: unknown): Promise<RenameResult>;
  /**
   * Erases the player (server/players/erasure.ts): every row that identifies them is deleted or
   * detached in one transaction, with its audit row; their entries leave every board.
   */
  erase(request: ErasureRequest): Promise<Result<ErasureOutcome, ErasureCode>>;
  /** The player's own "Delete my account": an erasure asked by the player. */
  deleteAccount(playerId: string): Promise<Result<object, ErasureCode>>;
}

export type RenameResult =
  | { ok: true; name: string; changed: boolean }
  | { ok: false; status: 400 | 404; error: "invalid_name" | "player_not_found"; message: string; key?: MessageKey; vars?: Vars };

export function createPlayersService(
  db: Db,
  wallet: WalletService,
  inventory: InventoryService,
  achievements: AchievementsService,
  options: { onBoardsChanged?: (boards: Board[]) => void; now?: () => number; audit?: AuditService } = {},
): PlayersService {
  const now = options.now ?? Date.now;
  // The audit service holds no state: the players service may write through its own.
  const audit = options.audit ?? createAuditService(db);

  async function erase(request: ErasureRequest): Promise<Result<ErasureOutcome, ErasureCode>> {
    const result = await db.kysely.transaction().execute((trx) => eraseIn(trx, db.dialect, audit, request));
    if (result.ok && result.boards.length > 0) options.onBoardsChanged?.(result.boards);
    return result;
  }
  async function mergeIn(trx: Kysely<Database>, guestId: string, intoId: string): Promise<MergeResult> {
    const result: MergeResult = {
      coinsMoved: 0,
      leaderboardRowsMoved: 0,
      leaderboardRowsDropped: 0,
      inventoryItemsMoved: 0,
      runsMoved: 0,
    };
    // Before the guest is deleted (its inventory, stats and achievement rows cascade with it).
    result.inventoryItemsMoved = await inventory.moveAll(guestId, intoId, trx);
    await achievements.mergeInto(guestId, intoId, Date.now(), trx);
    // Its runs (an unfinished one can still be finished, now as the account) and its events.
    const moved = await trx.updateTable("runs").set({ player_id: intoId }).where("player_id", "=", guestId).executeTakeFirst();
    result.runsMoved = Number(moved.numUpdatedRows);
    await trx.updateTable("analytics_events").set({ player_id: intoId }).where("player_id", "=", guestId).execute();
    // What the guest bought, with coins or a card, is the account's now: its export lists it, its
    // erasure detaches it, and a payment the provider confirms after the sign-up credits the account.
    await trx.updateTable("checkout_sessions").set({ player_id: intoId }).where("player_id", "=", guestId).execute();
    await trx
      .updateTable("purchases")
      .set({ player_id: intoId })
      .where("player_id", "=", guestId)
      // (player_id, idempotency_key) is unique: a key both used (random keys: never in practice) stays the guest's.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("purchases as mine")
              .select("mine.id")
              .where("mine.player_id", "=", intoId)
              .whereRef("mine.idempotency_key", "=", "purchases.idempotency_key"),
          ),
        ),
      )
      .execute();

    // Skins the guest bought join the account's (a skin both own stays the account's row); the guest's
    // chosen skin comes along only when the account never chose one.
    const guestSkins = await trx.selectFrom("player_skins").select(["skin_id", "acquired_at"]).where("player_id", "=", guestId).execute();
    for (const skin of guestSkins) {
      await trx
        .insertInto("player_skins")
        .values({ player_id: intoId, skin_id: skin.skin_id, source: "merge", acquired_at: Number(skin.acquired_at) })
        .onConflict((oc) => oc.columns(["player_id", "skin_id"]).doNothing())
        .execute();
    }
    await trx.deleteFrom("player_skins").where("player_id", "=", guestId).execute();
    const accountState = await trx.selectFrom("player_state").select("player_id").where("player_id", "=", intoId).executeTakeFirst();
    if (accountState) await trx.deleteFrom("player_state").where("player_id", "=", guestId).execute();
    else await trx.updateTable("player_state").set({ player_id: intoId }).where("player_id", "=", guestId).execute();

    const coins = await wallet.balance(guestId, trx);
    if (coins > 0) {
      await wallet.apply({ playerId: guestId, delta: -coins, reason: "guest_merge_out", reference: `guest-merge-out:${guestId}` }, trx);
      await wallet.apply({ playerId: intoId, delta: coins, reason: "guest_merge", reference: `guest-merge:${guestId}` }, trx);
      result.coinsMoved = coins;
    }

    const guestRows = await trx
      .selectFrom("leaderboard_entries")
      .select(["id", "board", "period", "score", "achieved_at"])
      .where("player_id", "=", guestId)
      .execute();
    // The account's rows, read once by the player alone: a lookup by (player, board, period) per row
    // could take the rank index on a period PostgreSQL's statistics have not seen (docs/decisions/033).
    const accountRows = new Map(
      (
        await trx
          .selectFrom("leaderboard_entries")
          .select(["id", "board", "period", "score", "achieved_at"])
          .where("player_id", "=", intoId)
          .execute()
      ).map((row) => [`${row.board}\u0000${row.period}`, row]),
    );
    for (const row of guestRows) {
      const mine = accountRows.get(`${row.board}\u0000${row.period}`);
      if (!mine) {
        await trx.updateTable("leaderboard_entries").set({ player_id: intoId }).where("id", "=", row.id).execute();
        result.leaderboardRowsMoved += 1;
        continue;
      }
      // One best row per player per period: the higher score wins, on a tie the earlier one.
      const guestBetter =
        Number(row.score) > Number(mine.score) ||
        (Number(row.score) === Number(mine.score) && Number(row.achieved_at) < Number(mine.achieved_at));
      if (guestBetter) {
        await trx.deleteFrom("leaderboard_entries").where("id", "=", mine.id).execute();
        await trx.updateTable("leaderboard_entries").set({ player_id: intoId }).where("id", "=", row.id).execute();
        result.leaderboardRowsMoved += 1;
      } else {
        await trx.deleteFrom("leaderboard_entries").where("id", "=", row.id).execute();
      }
      result.leaderboardRowsDropped += 1;
    }

    // Moderation follows the player: a name the operator hid stays hidden on the account (its rows
    // show the account's placeholder), and rows the operator removed stay attributable to them.
    const guestModeration = await trx
      .selectFrom("player_moderation")
      .select("name_hidden")
      .where("player_id", "=", guestId)
      .executeTakeFirst();
    if (guestModeration && Number(guestModeration.name_hidden) === 1) {
      const now = Date.now();
      await trx
        .insertInto("player_moderation")
        .values({ player_id: intoId, name_hidden: 1, updated_at: now, updated_by: "system" })
        .onConflict((oc) => oc.column("player_id").doUpdateSet({ name_hidden: 1, updated_at: now, updated_by: "system" }))
        .execute();
    }
    await trx.deleteFrom("player_moderation").where("player_id", "=", guestId).execute();
    const accountModeration = await trx
      .selectFrom("player_moderation")
      .select("name_hidden")
      .where("player_id", "=", intoId)
      .executeTakeFirst();
    // One name per player on the boards: the guest's rows and runs take the account's name.
    const account = await trx.selectFrom("user").select("name").where("id", "=", intoId).executeTakeFirst();
    if (account)
      await trx.updateTable("runs").set({ name: account.name }).where("player_id", "=", intoId).where("status", "=", "finished").execute();
    const boardName = accountModeration && Number(accountModeration.name_hidden) === 1 ? hiddenName(intoId) : account?.name;
    if (boardName !== undefined)
      await trx.updateTable("leaderboard_entries").set({ name: boardName }).where("player_id", "=", intoId).execute();
    await trx.updateTable("leaderboard_removals").set({ player_id: intoId }).where("player_id", "=", guestId).execute();
    return result;
  }

  return {
    async mergeGuest(guestId, intoId) {
      if (guestId === intoId)
        return { coinsMoved: 0, leaderboardRowsMoved: 0, leaderboardRowsDropped: 0, inventoryItemsMoved: 0, runsMoved: 0 };
      return db.kysely.transaction().execute((trx) => mergeIn(trx, guestId, intoId));
    },

    profile: (playerId) => profileIn(db.kysely, playerId),

    async rename(playerId, raw) {
      const named = checkName(raw);
      if (!named.ok) return { ok: false, status: 400, error: "invalid_name", message: named.message, key: named.key, vars: named.vars };
      const change = await db.kysely.transaction().execute((trx) => setBoardName(trx, playerId, named.name, now()));
      if (!change.exists) return { ok: false, status: 404, error: "player_not_found", message: "This player does not exist." };
      if (change.boards.length > 0) options.onBoardsChanged?.(change.boards);
      return { ok: true, name: named.name, changed: change.changed };
    },

    async hasPassword(playerId) {
      const row = await db.kysely
        .selectFrom("account")
        .select("id")
        .where("userId", "=", playerId)
        .where("providerId", "=", "credential")
        .where("password", "is not", null)
        .executeTakeFirst();
      return Boolean(row);
    },

    exportData: (playerId) => exportIn(db.kysely, playerId, now()),

    erase: (request) => erase(request),

    async deleteAccount(playerId) {
      const result = await erase({ playerId, by: "player", actor: { id: null, label: "player" } });
      return result.ok ? { ok: true } : result;
    },
  };
}
