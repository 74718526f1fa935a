// The operator's review of runs flown in a machine-like way (docs/decisions/014). A finish that the bot check
// (server/runs/machine-play.ts) flags is recorded with runs.review = 'held': on no board, unpaid.
// The admin's queue lists held runs oldest first with the check's evidence and the log (to watch);
// "clear" puts the run on the boards and pays it exactly as its finish would have (server/runs/payout.ts,
// coins counted against today's limit), "reject" leaves it off for good. Each decision happens once
// (the row's review is claimed with a conditional update) and is audited.
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { AchievementsService } from "../achievements/service.ts";
import { BOARDS, type Board, type LeaderboardService } from "../leaderboards/service.ts";
import { createDailyCourseService, type DailyCourseService } from "../courses/service.ts";
import { hiddenName, standingForUpdate } from "../leaderboards/standing.ts";
import { boardNameOf } from "../players/board-name.ts";
import { UNKNOWN_LOCATION } from "../players/location.ts";
import type { SettingsService } from "../settings/service.ts";
import type { WalletService } from "../wallet/service.ts";
import { decodeRun, verify } from "../../game/replay/index.ts";
import { challengeUnranked } from "./challenge-rules.ts";
import type { MachineEvidence, MachineReason } from "./machine-play.ts";
import { createRunPayout } from "./payout.ts";

export const REVIEW_PAGE_SIZE = 20;

/** The queue's rows as a literal, not a parameter: the engines use the partial index of held runs (0036) only then. */
const HELD = sql.lit("held" as const);

export interface HeldRun {
  runId: string;
  playerId: string;
  /** The player's board name (the placeholder when the operator hid it). */
  name: string;
  score: number;
  ticks: number;
  finishedAt: number;
  reasons: MachineReason[];
  evidence: MachineEvidence | null;
  /** The encoded run (game/replay): the admin replays it. */
  log: string;
}

export interface ReviewDecision {
  runId: string;
  review: "cleared" | "rejected";
  /** Cleared: whether it went on the boards (not for a banned player or an unranked challenge). */
  ranked: boolean;
  /** Cleared: coins paid (today's limit from runs applies). */
  coins: number;
}

export interface ReviewFailure {
  ok: false;
  status: 404 | 409;
  error: string;
  message: string;
}

export interface RunReviewService {
  held(page: number): Promise<{ total: number; page: number; pageSize: number; runs: HeldRun[] }>;
  decide(runId: string, decision: "clear" | "reject", actor: AuditActor): Promise<({ ok: true } & ReviewDecision) | ReviewFailure>;
}

export interface RunReviewDeps {
  db: Db;
  audit: AuditService;
  settings: SettingsService;
  wallet: WalletService;
  leaderboards: LeaderboardService;
  achievements: AchievementsService;
  onBoardsChanged?: (boards: Board[]) => void;
  now?: () => number;
  timeZone?: string;
  /** The daily course: a held course run goes on its day's board only while that day flies its course. */
  courses?: Pick<DailyCourseService, "courseStillHolds">;
}

function parseEvidence(text: string | null): MachineEvidence | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as MachineEvidence;
  } catch {
    return null;
  }
}

export function createRunReviewService(deps: RunReviewDeps): RunReviewService {
  const k = deps.db.kysely;
  const now = deps.now ?? Date.now;
  const payRun = createRunPayout({
    wallet: deps.wallet,
    leaderboards: deps.leaderboards,
    achievements: deps.achievements,
    timeZone: deps.timeZone ?? "UTC",
  });
  const courses = deps.courses ?? createDailyCourseService({ db: deps.db, audit: deps.audit, now, timeZone: deps.timeZone ?? "UTC" });

  return {
    async held(page) {
      const total = await k
        .selectFrom("runs")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("review", "=", HELD)
        .executeTakeFirstOrThrow();
      const rows = await k
        .selectFrom("runs")
        .leftJoin("player_moderation", "player_moderation.player_id", "runs.player_id")
        .select([
          "runs.id",
          "runs.player_id",
          "runs.name",
          "runs.score",
          "runs.ticks",
          "runs.finished_at",
          "runs.review_reasons",
          "runs.review_evidence",
          "runs.input_log",
          "player_moderation.name_hidden",
        ])
        .where("runs.review", "=", HELD)
        .orderBy("runs.finished_at", "asc")
        .orderBy("runs.id", "asc")
        .limit(REVIEW_PAGE_SIZE)
        .offset((page - 1) * REVIEW_PAGE_SIZE)
        .execute();
      return {
        total: Number(total.n),
        page,
        pageSize: REVIEW_PAGE_SIZE,
        runs: rows.map((row) => ({
          runId: row.id,
          playerId: row.player_id,
          name: Number(row.name_hidden ?? 0) === 1 ? hiddenName(row.player_id) : (row.name ?? ""),
          score: Number(row.score ?? 0),
          ticks: Number(row.ticks ?? 0),
          finishedAt: Number(row.finished_at ?? 0),
          reasons: (row.review_reasons ?? "").split(",").filter(Boolean) as MachineReason[],
          evidence: parseEvidence(row.review_evidence),
          log: row.input_log ?? "",
        })),
      };
    },

    async decide(runId, decision, actor) {
      const at = now();
      const outcome = await k.transaction().execute(async (trx) => {
        // Claim the decision: only one of two operators (or two clicks) gets the held row.
        const claimed = await trx
          .updateTable("runs")
          .set({ review: decision === "clear" ? "cleared" : "rejected", reviewed_at: at, reviewed_by: actor.label })
          .where("id", "=", runId)
          .where("review", "=", "held")
          .returningAll()
          .executeTakeFirst();
        if (!claimed) return null;
        let ranked = false;
        let coins = 0;
        let changed: Board[] = [];
        if (decision === "clear") {
          const decoded = decodeRun(claimed.input_log);
          if (!decoded.ok) throw new Error(`held run ${runId} has an unreadable log`);
          const maxTicks = claimed.max_ticks === null ? null : Number(claimed.max_ticks);
          // Verified at its finish; replayed again for the summary its achievements need.
          const result = verify(decoded.run, maxTicks === null ? {} : { maxTicks, timeLimit: true });
          if (!result.ok) throw new Error(`held run ${runId} no longer replays: ${result.message}`);
          const standing = await standingForUpdate(trx, claimed.player_id);
          let unranked = null;
          if (claimed.challenge_id) {
            const challenged = await trx.selectFrom("runs").select("player_id").where("id", "=", claimed.challenge_id).executeTakeFirst();
            if (challenged) {
              unranked = challengeUnranked(
                { playerId: claimed.player_id, settingsVersion: Number(claimed.settings_version) },
                { playerId: challenged.player_id },
                (await deps.settings.current()).version,
              );
            }
          }
          const courseDay = claimed.course_day;
          const courseReplaced = courseDay !== null && !(await courses.courseStillHolds(trx, courseDay, Number(claimed.seed)));
          ranked = standing.exists && !standing.banned && !unranked && !courseReplaced;
          const paid = await payRun(trx, {
            playerId: claimed.player_id,
            runId,
            result,
            at,
            playedAt: Number(claimed.finished_at ?? at),
            boardName: boardNameOf(claimed.player_id, standing.name, standing.nameHidden),
            location: claimed.location ?? UNKNOWN_LOCATION,
            ranked,
            courseDay,
          });
          coins = paid.credited;
          changed = paid.newBests;
        }
        await deps.audit.record(
          {
            actor,
            action: decision === "clear" ? "run.review.clear" : "run.review.reject",
            target: runId,
            before: { review: "held", reasons: claimed.review_reasons, playerId: claimed.player_id, score: Number(claimed.score ?? 0) },
            after: { review: decision === "clear" ? "cleared" : "rejected", ranked, coins },
          },
          trx,
        );
        return { ranked, coins, changed };
      });
      if (!outcome) {
        const row = await k.selectFrom("runs").select("review").where("id", "=", runId).executeTakeFirst();
        if (!row || row.review === null)
          return { ok: false, status: 404, error: "run_not_found", message: "No run with this id is waiting for review." };
        return {
          ok: false,
          status: 409,
          error: "already_reviewed",
          message: row.review === "cleared" ? "This run has already been cleared." : "This run has already been rejected.",
        };
      }
      if (outcome.changed.length > 0) deps.onBoardsChanged?.(BOARDS.filter((board) => outcome.changed.includes(board)));
      return { ok: true, runId, review: decision === "clear" ? "cleared" : "rejected", ranked: outcome.ranked, coins: outcome.coins };
    },
  };
}
