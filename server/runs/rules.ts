// The run economy's rules the operator sets on Game Settings (issue 20): how many coins a player can
// earn from runs in one leaderboard day. The default is far above what a strong person earns in a
// day of play (20,000 coins: 2,000 points) and far below what a bot playing around the clock would.
// Read on every finish (one row by primary key); saved with an audit row 'run_rules.save'.
import { z } from "zod";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";

const ROW_ID = "default";
export const DEFAULT_DAILY_RUN_COINS = 20_000;

export interface RunRules {
  /** Coins a player can earn from runs in one leaderboard day (LEADERBOARD_TIMEZONE's). */
  dailyRunCoins: number;
}

export const runRulesSchema = z
  .object({
    dailyRunCoins: z
      .number({ error: "dailyRunCoins must be a whole number of coins" })
      .int("dailyRunCoins must be a whole number of coins")
      .min(10, "dailyRunCoins must be at least 10 (one point's coins)")
      .max(10_000_000, "dailyRunCoins must be at most 10,000,000"),
  })
  .strict();

export interface RunRulesService {
  get(): Promise<RunRules>;
  save(input: RunRules, actor: AuditActor): Promise<RunRules>;
}

/** The rules as stored (the default before any save), read through `executor` (a finish's transaction). */
export async function readRunRules(executor: Kysely<Database>): Promise<RunRules> {
  const row = await executor.selectFrom("run_rules").select("daily_run_coins").where("id", "=", ROW_ID).executeTakeFirst();
  return { dailyRunCoins: row ? Number(row.daily_run_coins) : DEFAULT_DAILY_RUN_COINS };
}

export function createRunRulesService(deps: { db: Db; audit: AuditService; now?: () => number }): RunRulesService {
  const k = deps.db.kysely;
  const now = deps.now ?? Date.now;
  return {
    get: () => readRunRules(k),
    async save(input, actor) {
      return k.transaction().execute(async (trx) => {
        const before = await readRunRules(trx);
        // The migration writes the row; an upsert keeps a save working should it ever be missing.
        const values = { daily_run_coins: input.dailyRunCoins, updated_at: now(), updated_by: actor.label };
        await trx
          .insertInto("run_rules")
          .values({ id: ROW_ID, ...values })
          .onConflict((oc) => oc.column("id").doUpdateSet(values))
          .execute();
        await deps.audit.record({ actor, action: "run_rules.save", before, after: input }, trx);
        return { dailyRunCoins: input.dailyRunCoins };
      });
    },
  };
}
