import { sql, type Kysely } from "kysely";
import { precompiled } from "../db/compiled.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { INVENTORY_IDS, type InventoryId } from "../../game/sim/types.ts";

// Inventory counts per player and item; a count never goes below 0 (check constraint + conditional
// update). The store (purchases) adds; runs debit one per activation.

export function isInventoryId(value: unknown): value is InventoryId {
  return typeof value === "string" && (INVENTORY_IDS as readonly string[]).includes(value);
}

export interface InventoryService {
  /** Every item with a count above 0. */
  counts(playerId: string, executor?: Kysely<Database>): Promise<Partial<Record<InventoryId, number>>>;
  /** Adds `n` (> 0) of an item, in `executor` when given (a caller's transaction). Returns the new count. */
  add(playerId: string, item: InventoryId, n: number, executor?: Kysely<Database>): Promise<number>;
  /** Takes one; the new count, or null when there was none (nothing changed). */
  takeOne(playerId: string, item: InventoryId, executor?: Kysely<Database>): Promise<number | null>;
  /** Moves every item of one player to another (a guest merged into an account); returns how many. */
  moveAll(fromId: string, intoId: string, executor?: Kysely<Database>): Promise<number>;
}

// Compiled once (server/db/compiled.ts): GET /api/me reads it per call, and Kysely's building and
// compiling cost more than the read.
const selectCounts = precompiled((db, v: { playerId: string }) =>
  db.selectFrom("inventories").select(["item", "count"]).where("player_id", "=", v.playerId),
);

/** A player's counts from their inventories rows: known items with a count above 0. GET /api/me reads the rows with others. */
export function countsOfRows(rows: readonly { item: string; count: unknown }[]): Partial<Record<InventoryId, number>> {
  const out: Partial<Record<InventoryId, number>> = {};
  for (const row of rows) if (isInventoryId(row.item) && Number(row.count) > 0) out[row.item] = Number(row.count);
  return out;
}

export function createInventoryService(db: Db, options: { now?: () => number } = {}): InventoryService {
  const now = options.now ?? Date.now;
  const service: InventoryService = {
    async counts(playerId, executor = db.kysely) {
      return countsOfRows((await selectCounts(executor, { playerId })).rows);
    },
    async add(playerId, item, n, executor = db.kysely) {
      if (!Number.isSafeInteger(n) || n <= 0) throw new RangeError(`inventory add must be a positive integer, got ${n}`);
      const at = now();
      const row = await executor
        .insertInto("inventories")
        .values({ player_id: playerId, item, count: n, updated_at: at })
        .onConflict((oc) => oc.columns(["player_id", "item"]).doUpdateSet({ count: sql`inventories.count + ${n}`, updated_at: at }))
        .returning("count")
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    async takeOne(playerId, item, executor = db.kysely) {
      const row = await executor
        .updateTable("inventories")
        .set({ count: sql`count - 1`, updated_at: now() })
        .where("player_id", "=", playerId)
        .where("item", "=", item)
        .where("count", ">=", 1)
        .returning("count")
        .executeTakeFirst();
      return row ? Number(row.count) : null;
    },
    async moveAll(fromId, intoId, executor = db.kysely) {
      const held = await service.counts(fromId, executor);
      let moved = 0;
      for (const [item, count] of Object.entries(held) as Array<[InventoryId, number]>) {
        await service.add(intoId, item, count, executor);
        moved += count;
      }
      await executor.deleteFrom("inventories").where("player_id", "=", fromId).execute();
      return moved;
    },
  };
  return service;
}
