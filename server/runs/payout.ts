// What a counted run earns, inside the transaction that counts it: its achievements, its coins (up
// to the day's limit from runs, server/runs/rules.ts) and its rows on the daily, weekly and all-time
// boards (a daily-course run's: on the course and best-day boards). A finish pays at once; a run held for review (server/runs/review.ts) is paid by the
// operator's clear, with the same code.
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AchievementsService } from "../achievements/service.ts";
import { ALLTIME_PERIOD, BOARDS, COURSE_BOARDS, FREE_BOARDS, type Board, type LeaderboardService } from "../leaderboards/service.ts";
import type { WalletService } from "../wallet/service.ts";
import type { Achievement } from "../../game/achievements.ts";
import type { RunSummary } from "../../game/sim/types.ts";
import { dayOf, dayStart } from "../analytics/days.ts";
import { DEFAULT_DAILY_RUN_COINS, ROW_ID as RUN_RULES_ROW_ID } from "./rules.ts";

export const COINS_PER_POINT = 10;

export interface PayoutInput {
  playerId: string;
  runId: string;
  result: RunSummary;
  /** Now: the day whose limit of coins from runs the credit counts against. */
  at: number;
  /** When the run was played: the board periods it goes on. */
  playedAt: number;
  /** The name and location its board rows show. */
  boardName: string;
  location: string;
  /** False: paid, on no board (a banned player, an unranked challenge, a replaced course). */
  ranked: boolean;
  /**
   * A daily-course run: the day whose course it flew (runs.course_day). It goes on that day's course
   * board and the best-day board, not on the free runs' boards; null for a free run.
   */
  courseDay: string | null;
}

export interface Payout {
  balance: number;
  credited: number;
  /** The day's limit when it held coins back, else null. */
  coinLimit: number | null;
  newBests: Board[];
  unlocked: Achievement[];
}

export function createRunPayout(deps: {
  wallet: WalletService;
  leaderboards: LeaderboardService;
  achievements: AchievementsService;
  timeZone: string;
}) {
  const { wallet, leaderboards, achievements, timeZone } = deps;
  return async function payRun(trx: Kysely<Database>, input: PayoutInput): Promise<Payout> {
    const { playerId, runId, result, at } = input;
    // A course run goes on the board of the day it was issued (even when it finishes after midnight).
    const periodOfRun = (board: Board) =>
      board === "course" && input.courseDay !== null
        ? input.courseDay
        : board === "bestday"
          ? ALLTIME_PERIOD
          : leaderboards.periodOf(board, input.playedAt);
    const unlocked = await achievements.recordRun(playerId, result, at, trx);
    // The day's limit of coins from runs (run rules): what this run earns beyond it is not paid.
    const coins = result.score * COINS_PER_POINT;
    // The limit and what the day's runs earned so far, in one statement.
    const limits = await trx
      .selectNoFrom((eb) => [
        eb.selectFrom("run_rules").select("daily_run_coins").where("id", "=", RUN_RULES_ROW_ID).as("daily_run_coins"),
        eb
          .selectFrom("wallet_ledger")
          .select((sub) => sub.fn.sum<number | string | null>("delta").as("earned"))
          .where("player_id", "=", playerId)
          .where("reason", "=", "run")
          .where("created_at", ">=", dayStart(dayOf(at, timeZone), timeZone))
          .as("earned"),
      ])
      .executeTakeFirstOrThrow();
    const dailyRunCoins = limits.daily_run_coins === null ? DEFAULT_DAILY_RUN_COINS : Number(limits.daily_run_coins);
    const credited = Math.min(coins, Math.max(0, dailyRunCoins - Number(limits.earned ?? 0)));
    const balance =
      credited > 0
        ? (await wallet.apply({ playerId, delta: credited, reason: "run", reference: `run:${runId}` }, trx)).balance
        : await wallet.balance(playerId, trx);
    // The boards last, in one statement: on PostgreSQL their trigger-kept count rows
    // (server/db/migrations/0005) are shared by every finish with the same score in the same
    // period, so their row locks are held only from here to the commit, not through the
    // statements above (under load the finishes queued on them, holding the pool's connections).
    const written = !input.ranked
      ? []
      : await trx
          .insertInto("leaderboard_entries")
          .values(
            (input.courseDay === null ? FREE_BOARDS : COURSE_BOARDS).map((board) => ({
              id: randomUUID(),
              board,
              period: periodOfRun(board),
              player_id: playerId,
              name: input.boardName,
              location: input.location,
              score: result.score,
              achieved_at: input.playedAt,
              run_id: runId,
            })),
          )
          // Keep the best; a tie keeps the earlier row.
          .onConflict((oc) =>
            oc
              .columns(["board", "period", "player_id"])
              .doUpdateSet((eb) => ({
                score: eb.ref("excluded.score"),
                name: eb.ref("excluded.name"),
                location: eb.ref("excluded.location"),
                achieved_at: eb.ref("excluded.achieved_at"),
                run_id: eb.ref("excluded.run_id"),
              }))
              .where((eb) => eb("leaderboard_entries.score", "<", eb.ref("excluded.score"))),
          )
          .returning("board")
          .execute();
    const newBests = BOARDS.filter((board) => written.some((row) => row.board === board));
    return { balance, credited, coinLimit: credited < coins ? dailyRunCoins : null, newBests, unlocked };
  };
}
