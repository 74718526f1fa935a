import { sql, type Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";
import { orderedId } from "../db/ordered-id.ts";

// One coin balance per player and its ledger, used by run payouts, purchases, coin packs and the guest
// merge. The rules: every change is a ledger row written in the same transaction as the balance; a balance never goes
// below 0; a reference is applied at most once (unique key).

export class InsufficientCoinsError extends Error {
  readonly playerId: string;
  readonly delta: number;
  constructor(playerId: string, delta: number) {
    super("Insufficient coins");
    this.playerId = playerId;
    this.delta = delta;
  }
}

export interface WalletChange {
  playerId: string;
  /** Coins to add (positive) or take (negative). */
  delta: number;
  /** e.g. 'run', 'purchase', 'guest_merge', 'test'. */
  reason: string;
  /** Idempotency key: a run id, purchase id, 'guest-merge:<guest id>', ... */
  reference: string;
  /**
   * The caller's own guarantee, inside its transaction, that this reference was never applied (a
   * run's payout: the run's mark from started to finished in the same transaction). The look-up of
   * the reference is then skipped, a round trip on PostgreSQL; the ledger's unique reference still
   * refuses a second change (the transaction fails rather than paying twice).
   */
  unappliedInTransaction?: true;
}

export interface WalletChangeResult {
  /** False when this reference had been applied before (nothing changed). */
  applied: boolean;
  balance: number;
}

export interface LedgerEntry {
  delta: number;
  balanceAfter: number;
  reason: string;
  reference: string;
  createdAt: number;
}

export interface WalletService {
  balance(playerId: string, executor?: Kysely<Database>): Promise<number>;
  /** Applies one change in its own transaction, or in `executor` (a caller's transaction). */
  apply(change: WalletChange, executor?: Kysely<Database>): Promise<WalletChangeResult>;
  ledger(playerId: string, options?: { limit?: number }): Promise<LedgerEntry[]>;
}

// A run's credit, compiled once (server/db/compiled.ts): every counted finish pays one.
const selectBalance = precompiled((db, v: { playerId: string }) =>
  db.selectFrom("wallets").select("coins").where("player_id", "=", v.playerId),
);
const selectApplied = precompiled((db, v: { reference: string }) =>
  db.selectFrom("wallet_ledger").select("id").where("reference", "=", v.reference),
);
const upsertCredit = precompiled((db, v: { playerId: string; delta: number; at: number }) =>
  db
    .insertInto("wallets")
    .values({ player_id: v.playerId, coins: v.delta, updated_at: v.at })
    .onConflict((oc) => oc.column("player_id").doUpdateSet({ coins: sql`wallets.coins + ${v.delta}`, updated_at: v.at }))
    .returning("coins"),
);
const insertLedger = precompiled(
  (db, v: { id: string; playerId: string; delta: number; balance: number; reason: string; reference: string; at: number }) =>
    db.insertInto("wallet_ledger").values({
      id: v.id,
      player_id: v.playerId,
      delta: v.delta,
      balance_after: v.balance,
      reason: v.reason,
      reference: v.reference,
      created_at: v.at,
    }),
);

export function createWalletService(db: Db, options: { now?: () => number } = {}): WalletService {
  const now = options.now ?? Date.now;

  async function balanceIn(k: Kysely<Database>, playerId: string): Promise<number> {
    const row = (await selectBalance(k, { playerId })).rows[0];
    return row ? Number(row.coins) : 0;
  }

  async function applyIn(k: Kysely<Database>, change: WalletChange): Promise<WalletChangeResult> {
    if (!Number.isSafeInteger(change.delta) || change.delta === 0) {
      throw new RangeError(`wallet delta must be a non-zero integer, got ${change.delta}`);
    }
    if (!change.unappliedInTransaction) {
      const done = (await selectApplied(k, { reference: change.reference })).rows[0];
      if (done) return { applied: false, balance: await balanceIn(k, change.playerId) };
    }

    const at = now();
    // A credit is one upsert (a run's finish pays one on its hot path); a debit needs the row first,
    // so that a balance too small is the InsufficientCoinsError below, not the table's check.
    const updated =
      change.delta > 0 ? await credit(k, change.playerId, change.delta, at) : await debit(k, change.playerId, change.delta, at);
    if (!updated) throw new InsufficientCoinsError(change.playerId, change.delta);
    const balance = Number(updated.coins);
    await insertLedger(k, {
      id: orderedId(at),
      playerId: change.playerId,
      delta: change.delta,
      balance,
      reason: change.reason,
      reference: change.reference,
      at,
    });
    return { applied: true, balance };
  }

  async function credit(k: Kysely<Database>, playerId: string, delta: number, at: number) {
    return (await upsertCredit(k, { playerId, delta, at })).rows[0];
  }

  async function debit(k: Kysely<Database>, playerId: string, delta: number, at: number) {
    await k
      .insertInto("wallets")
      .values({ player_id: playerId, coins: 0, updated_at: at })
      .onConflict((oc) => oc.column("player_id").doNothing())
      .execute();
    return k
      .updateTable("wallets")
      .set({ coins: sql`coins + ${delta}`, updated_at: at })
      .where("player_id", "=", playerId)
      .where(sql<number>`coins + ${delta}`, ">=", 0)
      .returning("coins")
      .executeTakeFirst();
  }

  return {
    balance: (playerId, executor = db.kysely) => balanceIn(executor, playerId),
    async apply(change, executor) {
      if (executor) return applyIn(executor, change);
      try {
        return await db.kysely.transaction().execute((trx) => applyIn(trx, change));
      } catch (error) {
        // Two requests raced with the same reference: the loser's insert hit the unique key and its
        // whole transaction rolled back. Report it as already applied.
        const again = await db.kysely.selectFrom("wallet_ledger").select("id").where("reference", "=", change.reference).executeTakeFirst();
        if (again && !(error instanceof InsufficientCoinsError)) {
          return { applied: false, balance: await balanceIn(db.kysely, change.playerId) };
        }
        throw error;
      }
    },
    async ledger(playerId, { limit = 100 } = {}) {
      const rows = await db.kysely
        .selectFrom("wallet_ledger")
        .select(["delta", "balance_after", "reason", "reference", "created_at"])
        .where("player_id", "=", playerId)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(Math.min(Math.max(1, Math.floor(limit)), 1000))
        .execute();
      return rows.map((row) => ({
        delta: Number(row.delta),
        balanceAfter: Number(row.balance_after),
        reason: row.reason,
        reference: row.reference,
        createdAt: Number(row.created_at),
      }));
    },
  };
}
