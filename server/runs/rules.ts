// The run economy's rules the operator sets on Game Settings: how many coins a player can
// earn from runs in one leaderboard day, and how long a run may last. The coin default is far above
// what a strong person earns in a day of play (20,000 coins: 2,000 points) and far below what a bot
// playing around the clock would. The length default (15 minutes) is well beyond a strong person's run
// of a few hundred points, and where a bot flying one endless run stops; it stays under the runs' 30
// minutes to expire (RUN_TTL_MS), so a run at its longest can still be finished.
// Coins are read on every finish, the length on every start (one row by primary key; a run keeps the
// length it was issued: runs.max_ticks); saved with an audit row 'run_rules.save'.
import { z } from "zod";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Kysely } from "kysely";
import { precompiled } from "../db/compiled.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";

/** The key of run_rules' one row. */
export const ROW_ID = "default";
export const DEFAULT_DAILY_RUN_COINS = 20_000;
export const DEFAULT_MAX_RUN_SECONDS = 900;
/** The longest run the operator can set: under RUN_TTL_MS (30 minutes), so its finish still comes in time. */
export const MAX_RUN_SECONDS_LIMIT = 1500;
export const MIN_RUN_SECONDS = 30;

export interface RunRules {
  /** Coins a player can earn from runs in one leaderboard day (LEADERBOARD_TIMEZONE's). */
  dailyRunCoins: number;
  /** A run's longest length in seconds: a run still flying then ends as "time" (game/sim maxTicks). */
  maxRunSeconds: number;
}

export const runRulesSchema = z
  .object({
    dailyRunCoins: z
      .number({ error: "dailyRunCoins must be a whole number of coins" })
      .int("dailyRunCoins must be a whole number of coins")
      .min(10, "dailyRunCoins must be at least 10 (one point's coins)")
      .max(10_000_000, "dailyRunCoins must be at most 10,000,000"),
    maxRunSeconds: z
      .number({ error: "maxRunSeconds must be a whole number of seconds" })
      .int("maxRunSeconds must be a whole number of seconds")
      .min(MIN_RUN_SECONDS, `maxRunSeconds must be at least ${MIN_RUN_SECONDS} seconds`)
      .max(MAX_RUN_SECONDS_LIMIT, `maxRunSeconds must be at most ${MAX_RUN_SECONDS_LIMIT} seconds (25 minutes): runs expire after 30`),
  })
  .strict();

export interface RunRulesService {
  get(): Promise<RunRules>;
  save(input: RunRules, actor: AuditActor): Promise<RunRules>;
}

// Compiled once per database (server/db/compiled.ts): every run start reads it, and Kysely's building
// cost more than the read.
const selectRules = precompiled((db) => db.selectFrom("run_rules").select(["daily_run_coins", "max_run_seconds"]).where("id", "=", ROW_ID));

/** The rules as stored (the default before any save), read through `executor` (a finish's transaction). */
export async function readRunRules(executor: Kysely<Database>): Promise<RunRules> {
  const row = (await selectRules(executor, {})).rows[0];
  return {
    dailyRunCoins: row ? Number(row.daily_run_coins) : DEFAULT_DAILY_RUN_COINS,
    maxRunSeconds: row ? Number(row.max_run_seconds) : DEFAULT_MAX_RUN_SECONDS,
  };
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
        const values = {
          daily_run_coins: input.dailyRunCoins,
          max_run_seconds: input.maxRunSeconds,
          updated_at: now(),
          updated_by: actor.label,
        };
        await trx
          .insertInto("run_rules")
          .values({ id: ROW_ID, ...values })
          .onConflict((oc) => oc.column("id").doUpdateSet(values))
          .execute();
        const after: RunRules = { dailyRunCoins: input.dailyRunCoins, maxRunSeconds: input.maxRunSeconds };
        await deps.audit.record({ actor, action: "run_rules.save", before, after }, trx);
        return after;
      });
    },
  };
}
