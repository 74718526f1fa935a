// What a counted run earns, inside the transaction that counts it: its achievements, its coins (up
// to the day's limit from runs, server/runs/rules.ts) and its rows on the daily, weekly and all-time
// boards (a daily-course run's: on the course and best-day boards). A finish pays at once; a run held for review (server/runs/review.ts) is paid by the
// operator's clear, with the same code.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import type { AchievementsService } from "../achievements/service.ts";
import { ALLTIME_PERIOD, BOARDS, COURSE_BOARDS, FREE_BOARDS, type Board, type LeaderboardService } from "../leaderboards/service.ts";
import type { WalletService } from "../wallet/service.ts";
import type { Achievement } from "../../game/achievements.ts";
import type { RunSummary } from "../../game/sim/types.ts";
import { dayOf, dayStart } from "../analytics/days.ts";
import { DEFAULT_DAILY_RUN_COINS, ROW_ID as RUN_RULES_ROW_ID } from "./rules.ts";
import { precompiled } from "../db/compiled.ts";
import { orderedId } from "../db/ordered-id.ts";

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

// The payout's statements, compiled once (server/db/compiled.ts).
/** The day's limit of coins from runs and what the day's runs earned so far, in one statement. */
const selectLimits = precompiled((db, v: { playerId: string; since: number }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom("run_rules").select("daily_run_coins").where("id", "=", RUN_RULES_ROW_ID).as("daily_run_coins"),
    eb
      .selectFrom("wallet_ledger")
      .select((sub) => sub.fn.sum<number | string | null>("delta").as("earned"))
      .where("player_id", "=", v.playerId)
      .where("reason", "=", "run")
      .where("created_at", ">=", v.since)
      .as("earned"),
  ]),
);
/**
 * The run's rows on its boards, one statement; its shape is the number of boards (values b0, d0 for
 * each row's board and period, the rest shared).
 */
const upsertBoardRows = precompiled(
  (
    db,
    v: Record<string, string | number> & { playerId: string; name: string; location: string; score: number; at: number; runId: string },
    shape,
  ) =>
    db
      .insertInto("leaderboard_entries")
      .values(
        Array.from({ length: Number(shape) }, (_, i) => ({
          id: v[`i${i}`] as string,
          board: v[`b${i}`] as string,
          period: v[`d${i}`] as string,
          player_id: v.playerId,
          name: v.name,
          location: v.location,
          score: v.score,
          achieved_at: v.at,
          run_id: v.runId,
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
      .returning("board"),
);

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
    const limits = (await selectLimits(trx, { playerId, since: dayStart(dayOf(at, timeZone), timeZone) })).rows[0]!;
    const dailyRunCoins = limits.daily_run_coins === null ? DEFAULT_DAILY_RUN_COINS : Number(limits.daily_run_coins);
    const credited = Math.min(coins, Math.max(0, dailyRunCoins - Number(limits.earned ?? 0)));
    const balance =
      credited > 0
        ? // Paid once: both callers claim the run earlier in this transaction (a finish's mark from started to
          // finished, a review's decision on a held run), and a held run was not paid at its finish.
          (await wallet.apply({ playerId, delta: credited, reason: "run", reference: `run:${runId}`, unappliedInTransaction: true }, trx))
            .balance
        : await wallet.balance(playerId, trx);
    // The boards last, in one statement: on PostgreSQL their trigger-kept count rows
    // (server/db/migrations/0005) are shared by every finish with the same score in the same
    // period, so their row locks are held only from here to the commit, not through the
    // statements above (under load the finishes queued on them, holding the pool's connections).
    const boards = input.courseDay === null ? FREE_BOARDS : COURSE_BOARDS;
    const rowValues: Record<string, string> = {};
    boards.forEach((board, i) => {
      rowValues[`i${i}`] = orderedId(input.playedAt);
      rowValues[`b${i}`] = board;
      rowValues[`d${i}`] = periodOfRun(board);
    });
    const written = !input.ranked
      ? []
      : (
          await upsertBoardRows(
            trx,
            { ...rowValues, playerId, name: input.boardName, location: input.location, score: result.score, at: input.playedAt, runId },
            String(boards.length),
          )
        ).rows;
    const newBests = BOARDS.filter((board) => written.some((row) => row.board === board));
    return { balance, credited, coinLimit: credited < coins ? dailyRunCoins : null, newBests, unlocked };
  };
}
