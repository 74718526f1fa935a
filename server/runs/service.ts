import { sql, type Kysely } from "kysely";
import { withRandomBytes } from "../security/random-pool.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { orderedId } from "../db/ordered-id.ts";
import type { AchievementsService } from "../achievements/service.ts";
import type { EventsService } from "../analytics/events.ts";
import { BOARDS, type Board, type LeaderboardService } from "../leaderboards/service.ts";
import { hiddenName, standingForUpdate } from "../leaderboards/standing.ts";
import { boardNameOf, setBoardName } from "../players/board-name.ts";
import { UNKNOWN_LOCATION } from "../players/location.ts";
import { isProfane } from "../players/profanity.ts";
import type { GameSettings, SettingsService } from "../settings/service.ts";
import type { WalletService } from "../wallet/service.ts";
import { fail, type Failure, type Result } from "../http/result.ts";
import type { Vars } from "../../shared/i18n/index.ts";
import type { MessageKey } from "../../shared/i18n/site/en.ts";
import { decodeRun, type Run, type RunInput, type VerifyOk } from "../../game/replay/index.ts";
import { MAX_RUN_TICKS } from "../../game/replay/types.ts";
import type { Achievement } from "../../game/achievements.ts";
import { ACTION_FLAP, TICKS_PER_SECOND, inventoryIdOf, type InventoryId } from "../../game/sim/types.ts";
import { challengeUnranked, isCopiedRun, type ChallengeUnranked } from "./challenge-rules.ts";
import { isInventoryId, type InventoryService } from "./inventory.ts";
import { readRunRules } from "./rules.ts";
import type { MachineReason } from "./machine-play.ts";
import { createInlineVerifier, type Verifier } from "./verify-pool.ts";
import { createAuditService } from "../audit/service.ts";
import { createDailyCourseService, type DailyCourseService } from "../courses/service.ts";
import { COINS_PER_POINT, createRunPayout } from "./payout.ts";
import { precompiled } from "../db/compiled.ts";

// Server-verified runs. start issues a single-use run (seed from crypto, the current settings
// version, an expiry); activate debits one inventory power-up per (run, tick, type), idempotently;
// finish replays the input log with game/replay and, only when everything checks, records the run,
// updates the daily/weekly/alltime bests (a daily-course run's: the course and best-day boards) and
// credits score x 10 coins in ONE transaction.

/**
 * Open runs per player: one. A person plays one game at a time (the game finishes each run at game
 * over, before the next starts, and abandons it when its page goes), so a start ends the player's open
 * run as abandoned: a bot cannot fly several runs at once, and runs left by killed tabs never lock
 * anyone out (starts are rate-limited per player instead).
 */
export const MAX_OPEN_RUNS = 1;
const EXPIRED_REASON = "run_expired: The run expired before it was finished.";
const REPLACED_REASON = "abandoned: A newer run replaced it.";
export const RUN_TTL_MS = 30 * 60_000;
/** Wall-clock time may fall short of the simulated time by this much (clock and network jitter). */
export const WALL_CLOCK_TOLERANCE_MS = 2_000;
export { COINS_PER_POINT };
export const NAME_MAX = 15;

export interface StartedRun {
  runId: string;
  seed: number;
  settingsVersion: number;
  settings: GameSettings;
  /** Epoch ms. */
  expiresAt: number;
  /**
   * The run's longest length in ticks (the run rules' maxRunSeconds x 60 at its start, kept with the
   * run): the game ends a run still flying then as "time", and its finish is verified so.
   */
  maxTicks: number;
  /** A friend-challenge run: the run it answers (same seed and settings). */
  challenge?: Challenge;
  /** A daily-course run: the day whose course it flies (its seed is the day's, the same for everyone). */
  course?: { day: string };
}

/** "free": a fresh seed of its own; "course": the day's course (server/courses/service.ts). */
export const RUN_MODES = ["free", "course"] as const;
export type RunMode = (typeof RUN_MODES)[number];

/** Why a counted run goes on no board: a challenge's reasons, or the day's course replaced during the run. */
export type RunUnranked = ChallengeUnranked | "course_replaced";

/** A finished run offered as a friend challenge (its id is the run's id). */
export interface Challenge {
  id: string;
  name: string;
  score: number;
  seed: number;
  settingsVersion: number;
  /** The challenger's encoded run (game/replay): the ghost replays it. */
  log: string;
  /** The challenger's run's own longest length in ticks (the ghost ends there as it did); absent for runs without one. */
  maxTicks?: number;
}

export interface StartOptions {
  challengeId?: string;
  /** "free" by default. A challenge is played on the challenger's seed whatever the mode. */
  mode?: RunMode;
  /**
   * The caller's own writes to commit with the start, in its transaction (the player's sighting: one
   * commit instead of two). A failure in them fails the start.
   */
  alsoIn?: (trx: Kysely<Database>) => Promise<void>;
}

export interface FinishInput {
  /** The encoded run (game/replay encodeRun) ... */
  log?: string;
  /** ... or the raw input log ... */
  inputs?: unknown;
  /** ... with each input's sub-tick timing (game/replay SUB_TICK_STEPS), when the client recorded it. */
  timing?: unknown;
  claimedScore: number;
  /**
   * The player's board name, when they chose one with this run: it becomes their name on every board
   * (server/players/board-name.ts). Without it the run goes on the boards under the name they have.
   */
  name?: string;
  /** Shown beside the name on the boards (server/players/location.ts); 'Unknown' when absent. */
  location?: string;
}

export interface FinishedRun {
  score: number;
  /** Why the run ended: a pipe, the ground, or "time" (still flying at its longest length, `maxTicks`). */
  endedBy: VerifyOk["endedBy"];
  /** Coins credited: score x 10, or less once the day's limit from runs is reached (`coinLimit`). */
  coins: number;
  /** Present when the day's limit of coins from runs (run rules) held this run's coins back: the limit. */
  coinLimit?: number;
  balance: number;
  ranks: Record<Board, number | null>;
  /** The boards on which this run is the player's new best (its row was written). */
  newBests: Board[];
  /** The name the run went on the boards under. */
  name: string;
  /**
   * False when the run is recorded (and credited) but on no board: the player is banned, or the run is
   * a challenge of the player's own run or on older settings, or a course run whose course the
   * operator replaced meanwhile (`unranked` says which of those three).
   */
  ranked: boolean;
  unranked?: RunUnranked;
  achievementsUnlocked: Achievement[];
  /**
   * Present when the run was flown in a machine-like way (server/runs/machine-play.ts): it is recorded
   * but on no board and unpaid until the operator clears it (`ranked` false, `coins` 0).
   */
  held?: { reasons: MachineReason[] };
  /** For a challenge run: the challenger and whether this run beat them (a higher score). */
  challenge?: { id: string; name: string; score: number; won: boolean };
  /** A daily-course run: the day whose course it flew (its ranks are on the course boards). */
  course?: { day: string };
}

export interface ActivationResult {
  /** False when this (run, tick, type) had been debited before (nothing changed). */
  applied: boolean;
  /** The item's count left. */
  remaining: number;
}

export interface RunsService {
  start(playerId: string, options?: StartOptions): Promise<Result<StartedRun>>;
  /** A finished run as a challenge; null when there is no such finished run. */
  challenge(runId: string): Promise<Challenge | null>;
  activate(playerId: string, runId: string, tick: number, type: string): Promise<Result<ActivationResult>>;
  /** Ends the player's open run without a score (its page was closed or left); false when it had ended. */
  abandon(playerId: string, runId: string): Promise<Result<{ abandoned: boolean }>>;
  finish(playerId: string, runId: string, input: FinishInput): Promise<Result<FinishedRun>>;
}

export interface RunsServiceDeps {
  db: Db;
  settings: SettingsService;
  wallet: WalletService;
  leaderboards: LeaderboardService;
  inventory: InventoryService;
  achievements: AchievementsService;
  events: EventsService;
  /** Called after a finish commits, with the boards whose rows changed (live leaderboard updates). */
  onBoardsChanged?: (boards: Board[]) => void;
  /** Replays finished runs (server/runs/verify-pool.ts); inline on the calling thread when absent. */
  verifier?: Verifier;
  /** Clock (epoch ms); tests pin it. */
  now?: () => number;
  /** Whose days the daily coin limit counts (LEADERBOARD_TIMEZONE; default UTC). */
  timeZone?: string;
  /** The daily course (server/courses/service.ts); one on the same clock and zone when absent. */
  courses?: Pick<DailyCourseService, "today" | "courseStillHolds">;
}

/** Why a name is refused: English for logs and Better Auth, `key` (with `vars`) in every language. */
export interface NameRefusal {
  ok: false;
  message: string;
  key: MessageKey;
  vars?: Vars;
}

/** Trims a leaderboard name; a refusal when it is empty, longer than NAME_MAX characters, or not a name to show. */
export function checkName(name: unknown): { ok: true; name: string } | NameRefusal {
  const empty: NameRefusal = { ok: false, message: "Please enter a name.", key: "api.refusal.nameEmpty" };
  if (typeof name !== "string") return empty;
  const trimmed = name.trim();
  if (trimmed.length === 0) return empty;
  if ([...trimmed].length > NAME_MAX)
    return { ok: false, message: `Names can be at most ${NAME_MAX} characters.`, key: "api.refusal.nameTooLong", vars: { max: NAME_MAX } };
  // Control and format characters (bidi overrides, zero-width) would let one name pose as another.
  if (/[\p{Cc}\p{Cf}]/u.test(trimmed))
    return { ok: false, message: "Names cannot contain control characters.", key: "api.refusal.nameControl" };
  if (isProfane(trimmed)) return { ok: false, message: "Please choose a different name.", key: "api.refusal.nameProfane" };
  return { ok: true, name: trimmed };
}

function randomSeed(): number {
  return withRandomBytes(4, (bytes, at) => bytes.readUInt32LE(at));
}

/** Thrown inside the finish transaction to roll it back. */
class ActivationRace extends Error {}

const activationKey = (tick: number, type: string) => `${tick}:${type}`;

// The finish's own statements, compiled once (server/db/compiled.ts).
// A start's two writes, compiled once (Kysely's building and compiling cost more CPU than SQLite's writes).
const endOpenRuns = precompiled((db, v: { playerId: string; at: number }) =>
  db
    .updateTable("runs")
    .set({
      status: "rejected",
      finished_at: v.at,
      reject_reason: sql<string>`case when expires_at <= ${v.at} then ${EXPIRED_REASON} else ${REPLACED_REASON} end`,
    })
    .where("player_id", "=", v.playerId)
    .where("status", "=", "started"),
);
const insertStartedRun = precompiled(
  (
    db,
    v: {
      id: string;
      playerId: string;
      seed: number;
      settingsVersion: number;
      at: number;
      expiresAt: number;
      challengeId: string | null;
      maxTicks: number;
      courseDay: string | null;
    },
  ) =>
    db.insertInto("runs").values({
      id: v.id,
      player_id: v.playerId,
      seed: v.seed,
      settings_version: v.settingsVersion,
      status: "started",
      started_at: v.at,
      expires_at: v.expiresAt,
      challenge_id: v.challengeId,
      max_ticks: v.maxTicks,
      course_day: v.courseDay,
    }),
);
const selectRun = precompiled((db, v: { runId: string }) => db.selectFrom("runs").selectAll().where("id", "=", v.runId));
// A finish reads its run and the power-ups debited for it in one statement (one round trip on
// PostgreSQL, where each costs the app a wake of the server's process): the run's columns on every
// row, one row per debit, or one with null debit columns when there is none.
const selectRunWithDebits = precompiled((db, v: { runId: string }) =>
  db
    .selectFrom("runs")
    .leftJoin("run_powerups", "run_powerups.run_id", "runs.id")
    .selectAll("runs")
    .select(["run_powerups.tick as debit_tick", "run_powerups.type as debit_type"])
    .where("runs.id", "=", v.runId),
);
const markFinished = precompiled(
  (db, v: { runId: string; playerId: string; at: number; score: number; ticks: number; log: string; name: string }) =>
    db
      .updateTable("runs")
      .set((eb) => ({
        status: "finished",
        finished_at: v.at,
        score: v.score,
        ticks: v.ticks,
        input_log: v.log,
        name: v.name,
        // The skin it was flown in, for its replay (server/runs/replays.ts); in the same statement.
        skin: eb.selectFrom("player_state").select("active_skin").where("player_state.player_id", "=", v.playerId),
      }))
      .where("id", "=", v.runId)
      .where("status", "=", "started")
      .returning("id"),
);
const countDebited = precompiled((db, v: { runId: string }) =>
  db
    .selectFrom("run_powerups")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("run_id", "=", v.runId),
);

export function createRunsService(deps: RunsServiceDeps): RunsService {
  const { db, settings, wallet, leaderboards, inventory, achievements, events } = deps;
  const now = deps.now ?? Date.now;
  const timeZone = deps.timeZone ?? "UTC";
  const k = db.kysely;
  const verifier = deps.verifier ?? createInlineVerifier();
  const payRun = createRunPayout({ wallet, leaderboards, achievements, timeZone });
  const courses = deps.courses ?? createDailyCourseService({ db, audit: createAuditService(db), now, timeZone });

  async function openRun(executor: Kysely<Database>, playerId: string, runId: string, at: number) {
    return openOf((await selectRun(executor, { runId })).rows[0], playerId, at);
  }

  /** Whether `run` (as read) is this player's, not yet finished and not expired at `at`. */
  function openOf<R extends { player_id: string; status: string; expires_at: unknown }>(run: R | undefined, playerId: string, at: number) {
    // Another player's run is reported like a missing one.
    if (!run || run.player_id !== playerId) return fail(404, "run_not_found", "This run does not exist.");
    if (run.status !== "started") return fail(409, "run_used", "This run has already been submitted.");
    if (at >= Number(run.expires_at)) return fail(410, "run_expired", "This run has expired. Start a new game.");
    return { ok: true as const, run };
  }

  async function challengeOf(runId: string): Promise<Challenge | null> {
    if (typeof runId !== "string" || runId.length === 0 || runId.length > 100) return null;
    const row = await k
      .selectFrom("runs")
      .leftJoin("player_moderation", "player_moderation.player_id", "runs.player_id")
      .select([
        "runs.id",
        "runs.player_id",
        "runs.name",
        "runs.score",
        "runs.seed",
        "runs.settings_version",
        "runs.input_log",
        "runs.max_ticks",
        "player_moderation.name_hidden",
      ])
      .where("runs.id", "=", runId)
      .where("runs.status", "=", "finished")
      // A run held for review (or rejected in it) is no one's challenge.
      .where((eb) => eb.or([eb("runs.review", "is", null), eb("runs.review", "=", "cleared")]))
      .executeTakeFirst();
    if (!row || row.input_log === null || row.score === null) return null;
    return {
      id: row.id,
      // A name the operator hid is not shown to friends either.
      name: Number(row.name_hidden ?? 0) === 1 ? hiddenName(row.player_id) : (row.name ?? ""),
      score: Number(row.score),
      seed: Number(row.seed),
      settingsVersion: Number(row.settings_version),
      log: row.input_log,
      ...(row.max_ticks === null ? {} : { maxTicks: Number(row.max_ticks) }),
    };
  }

  /** Marks an open run rejected (a started run only: a finished run stays finished). */
  async function reject(runId: string, failure: Failure, at: number): Promise<Failure> {
    await k
      .updateTable("runs")
      .set({ status: "rejected", reject_reason: `${failure.error}: ${failure.message}`.slice(0, 500), finished_at: at })
      .where("id", "=", runId)
      .where("status", "=", "started")
      .execute();
    return failure;
  }

  return {
    async start(playerId, options = {}) {
      const at = now();
      let challenge: Challenge | null = null;
      if (options.challengeId !== undefined) {
        challenge = await challengeOf(options.challengeId);
        if (!challenge) return fail(404, "challenge_not_found", "This challenge does not exist.");
      }
      // A challenge is played on the challenger's seed and settings version, so both runs are alike.
      const versioned = challenge ? await settings.atVersion(challenge.settingsVersion) : await settings.current();
      if (!versioned) return fail(404, "challenge_not_found", "This challenge can no longer be played.");
      // The day's course, drawn on the day's first course run: its seed leaves the server only here.
      const course = !challenge && options.mode === "course" ? await courses.today() : null;
      const run = {
        runId: orderedId(at),
        seed: challenge ? challenge.seed : course ? course.seed : randomSeed(),
        settingsVersion: versioned.version,
        expiresAt: at + RUN_TTL_MS,
        // The operator's longest run as it is now: the run keeps it whatever is saved later.
        maxTicks: (await readRunRules(k)).maxRunSeconds * TICKS_PER_SECOND,
      };
      // One transaction ends the player's open runs and opens the new one; on SQLite it shares its
      // commit with the other writes arriving together (db.transact, server/db/group-commit.ts).
      await db.transact(async (trx) => {
        // MAX_OPEN_RUNS is one: every run still open ends here, expired ones as expired, the others
        // as replaced by this newer run (a finish of them is refused from now on).
        await endOpenRuns(trx, { playerId, at });
        await insertStartedRun(trx, {
          id: run.runId,
          playerId,
          seed: run.seed,
          settingsVersion: run.settingsVersion,
          at,
          expiresAt: run.expiresAt,
          challengeId: challenge?.id ?? null,
          maxTicks: run.maxTicks,
          courseDay: course?.day ?? null,
        });
        await events.record({ name: "start_game", playerId, runId: run.runId, at }, trx);
        await options.alsoIn?.(trx);
      });
      return {
        ok: true,
        ...run,
        settings: versioned.settings,
        ...(challenge ? { challenge } : {}),
        ...(course ? { course: { day: course.day } } : {}),
      };
    },

    challenge: challengeOf,

    async abandon(playerId, runId) {
      const run = await k.selectFrom("runs").select(["player_id", "status"]).where("id", "=", runId).executeTakeFirst();
      if (!run || run.player_id !== playerId) return fail(404, "run_not_found", "This run does not exist.");
      if (run.status !== "started") return { ok: true, abandoned: false };
      await reject(runId, fail(409, "abandoned", "The player left the run."), now());
      return { ok: true, abandoned: true };
    },

    async activate(playerId, runId, tick, type) {
      if (!isInventoryId(type)) return fail(400, "unknown_power_up", "This power-up does not exist.");
      if (!Number.isSafeInteger(tick) || tick < 0 || tick >= MAX_RUN_TICKS) return fail(400, "bad_tick", "The tick is out of range.");
      const at = now();
      // This (run, tick, type) debited before: the answer of a retry (nothing changes).
      const debitedBefore = async (executor: Kysely<Database>): Promise<Result<ActivationResult> | null> => {
        const done = await executor
          .selectFrom("run_powerups")
          .select("tick")
          .where("run_id", "=", runId)
          .where("tick", "=", tick)
          .where("type", "=", type)
          .executeTakeFirst();
        return done ? { ok: true, applied: false, remaining: (await inventory.counts(playerId, executor))[type] ?? 0 } : null;
      };
      const attempt = () =>
        k.transaction().execute(async (trx): Promise<Result<ActivationResult>> => {
          // Lock the open run's row first (a no-op write): a concurrent finish's conditional update
          // then waits for this debit and sees it (see the recount in finish).
          await trx
            .updateTable("runs")
            .set((eb) => ({ expires_at: eb.ref("expires_at") }))
            .where("id", "=", runId)
            .where("status", "=", "started")
            .execute();
          const open = await openRun(trx, playerId, runId, at);
          if (!open.ok) return open;
          const before = await debitedBefore(trx);
          if (before) return before;
          const remaining = await inventory.takeOne(playerId, type, trx);
          if (remaining === null) return fail(409, "no_inventory", "You have none of this power-up left.");
          await trx.insertInto("run_powerups").values({ run_id: runId, tick, type, created_at: at }).execute();
          return { ok: true, applied: true, remaining };
        });
      try {
        return await attempt();
      } catch (error) {
        // A parallel identical activation won the unique key; this transaction rolled back whole.
        const before = await debitedBefore(k);
        if (!before) throw error;
        return before;
      }
    },

    async finish(playerId, runId, input) {
      const named = input.name === undefined ? null : checkName(input.name);
      if (named && !named.ok) return { ...fail(400, "invalid_name", named.message), key: named.key, vars: named.vars };
      if (!Number.isSafeInteger(input.claimedScore) || input.claimedScore < 0) {
        return fail(400, "invalid_score", "The claimed score must be a whole number of at least 0.");
      }
      const at = now();
      const read = (await selectRunWithDebits(k, { runId })).rows;
      const open = openOf(read[0], playerId, at);
      if (!open.ok) {
        if (open.error === "run_expired") await reject(runId, open, at);
        return open;
      }
      const row = open.run;
      const seed = Number(row.seed);
      const version = Number(row.settings_version);

      // The inputs: from the encoded log (whose seed and version must be the run's) or given raw.
      let inputs: unknown;
      let timing: unknown;
      if (typeof input.log === "string") {
        const decoded = decodeRun(input.log);
        if (!decoded.ok) return reject(runId, fail(422, "invalid_run", decoded.message), at);
        if (decoded.run.seed !== seed || decoded.run.settingsVersion !== version) {
          return reject(runId, fail(422, "invalid_run", "The log is not of this run (seed or settings version)."), at);
        }
        inputs = decoded.run.inputs;
        timing = decoded.run.timing;
      } else if (input.inputs !== undefined) {
        inputs = input.inputs;
        timing = input.timing;
      } else {
        return reject(runId, fail(422, "invalid_run", "The run's input log is missing."), at);
      }

      const versioned = await settings.atVersion(version);
      if (!versioned) return reject(runId, fail(422, "invalid_run", "This run's settings version is unknown."), at);

      // The activations debited for this run, exactly (read with the run).
      const debited = read.flatMap((r) =>
        r.debit_type === null || r.debit_tick === null ? [] : [{ tick: r.debit_tick, type: r.debit_type }],
      );
      const counts: Partial<Record<InventoryId, number>> = {};
      for (const d of debited) if (isInventoryId(d.type)) counts[d.type] = (counts[d.type] ?? 0) + 1;

      const run: Run = { seed, settingsVersion: version, settings: versioned.settings, inputs: inputs as RunInput[] };
      if (timing !== undefined) run.timing = timing as number[];
      // A run issued a longest length ends there as "time"; older runs (null) keep the hard cap.
      const maxTicks = row.max_ticks === null ? null : Number(row.max_ticks);
      // The replay, the machine-play check and the encoded log, on a verification worker when one is free.
      const outcome = await verifier.verify({
        run,
        options: { inventory: counts, ...(maxTicks === null ? {} : { maxTicks, timeLimit: true }) },
        ...(maxTicks === null ? {} : { maxTicks }),
      });
      if (!("check" in outcome)) return reject(runId, fail(422, "invalid_run", `The run did not replay: ${outcome.result.message}`), at);
      const { result, check, log } = outcome;

      // verify accepted the log, so it is an array of [tick, action] integer pairs.
      const logged = new Set<string>();
      for (const [tick, action] of run.inputs) {
        if (action === ACTION_FLAP) continue;
        logged.add(activationKey(tick, inventoryIdOf(action) ?? String(action)));
      }
      // A debit for a tick the run never reached (the client asks a few ticks ahead; the bird crashed
      // first) was never applied: it is not expected in the log, and it is refunded below.
      const late = debited.filter((d) => Number(d.tick) >= result.ticks);
      const reachable = new Set(debited.filter((d) => Number(d.tick) < result.ticks).map((d) => activationKey(Number(d.tick), d.type)));
      if (logged.size !== reachable.size || [...logged].some((key) => !reachable.has(key))) {
        return reject(runId, fail(422, "activations_mismatch", "The power-ups in the run differ from the ones used."), at);
      }
      if (result.score !== input.claimedScore) {
        return reject(runId, fail(422, "score_mismatch", "The score does not match the replayed run."), at);
      }
      // A challenge run: not a copy of the ghost it was sent, and ranked only on a fresh course.
      let unranked: RunUnranked | null = null;
      if (row.challenge_id) {
        const challenged = await k
          .selectFrom("runs")
          .select(["player_id", "input_log"])
          .where("id", "=", row.challenge_id)
          .executeTakeFirst();
        if (challenged) {
          const ghost = challenged.input_log === null ? null : decodeRun(challenged.input_log);
          if (ghost?.ok && isCopiedRun(run.inputs, ghost.run.inputs)) {
            return reject(runId, fail(422, "copied_run", "The run copies the challenger's run."), at);
          }
          unranked = challengeUnranked(
            { playerId, settingsVersion: version },
            { playerId: challenged.player_id },
            (await settings.current()).version,
          );
        }
      }
      const simulatedMs = (result.ticks / TICKS_PER_SECOND) * 1000;
      if (at - Number(row.started_at) < simulatedMs - WALL_CLOCK_TOLERANCE_MS) {
        return reject(runId, fail(422, "too_fast", "The run was submitted sooner than it could have been played."), at);
      }

      // Flown like a machine: recorded, and held off the boards and unpaid until the operator decides.
      const held = check.flagged ? check : null;
      const location = input.location ?? UNKNOWN_LOCATION;
      let committed: {
        balance: number;
        credited: number;
        coinLimit: number | null;
        changed: Board[];
        newBests: Board[];
        name: string;
        unlocked: Achievement[];
        ranked: boolean;
        courseReplaced: boolean;
      } | null;
      try {
        // db.transact: on SQLite, concurrent finishes share one commit (server/db/group-commit.ts).
        committed = await db.transact(async (trx) => {
          // Moderation (server/admin/moderation.ts): a banned player is not ranked; a hidden name
          // goes on the boards as the placeholder (the run keeps the chosen name for an unhide).
          const standing = await standingForUpdate(trx, playerId);
          const name = named ? named.name : standing.name;
          const marked = (await markFinished(trx, { runId, playerId, at, score: result.score, ticks: result.ticks, log, name })).rows[0];
          if (!marked) return null;
          // An activation committed after the log was checked: refuse (rolls back the mark). A statement
          // of its own: on PostgreSQL it reads what committed while the mark waited for the run's row
          // (a subquery of the mark would read the mark's older snapshot).
          const recount = (await countDebited(trx, { runId })).rows[0]!;
          if (Number(recount.n) !== debited.length) throw new ActivationRace();
          // A name chosen with this run becomes the player's name on every board.
          const renamed = named && named.name !== standing.name ? await setBoardName(trx, playerId, named.name, at, standing) : null;
          const boardName = boardNameOf(playerId, name, standing.nameHidden);
          for (const d of late) {
            await trx
              .deleteFrom("run_powerups")
              .where("run_id", "=", runId)
              .where("tick", "=", d.tick)
              .where("type", "=", d.type)
              .execute();
            if (isInventoryId(d.type)) await inventory.add(playerId, d.type, 1, trx);
          }
          await events.record({ name: "end_game", playerId, runId, value: result.score, at }, trx);
          if (held) {
            // Off the boards and unpaid until the operator decides (server/runs/review.ts).
            await trx
              .updateTable("runs")
              .set({ review: "held", review_reasons: held.reasons.join(","), review_evidence: JSON.stringify(held.evidence), location })
              .where("id", "=", runId)
              .execute();
            const balance = await wallet.balance(playerId, trx);
            const changed = BOARDS.filter((board) => renamed?.boards.includes(board));
            return {
              balance,
              credited: 0,
              coinLimit: null,
              changed,
              newBests: [] as Board[],
              name: boardName,
              unlocked: [] as Achievement[],
              ranked: false,
              courseReplaced: false,
            };
          }
          // A course run counts on the course boards only while its day still flies its course.
          const courseDay = row.course_day;
          const courseReplaced = courseDay !== null && !(await courses.courseStillHolds(trx, courseDay, seed));
          const ranked = !standing.banned && !unranked && !courseReplaced;
          const paid = await payRun(trx, { playerId, runId, result, at, playedAt: at, boardName, location, ranked, courseDay });
          const changed = BOARDS.filter((board) => paid.newBests.includes(board) || renamed?.boards.includes(board));
          return { ...paid, changed, name: boardName, ranked, courseReplaced };
        });
      } catch (error) {
        if (!(error instanceof ActivationRace)) throw error;
        return reject(runId, fail(422, "activations_mismatch", "A power-up was used after the run was submitted."), at);
      }
      if (!committed) return fail(409, "run_used", "This run has already been submitted.");
      if (committed.courseReplaced && !unranked) unranked = "course_replaced";
      if (committed.changed.length > 0) deps.onBoardsChanged?.(committed.changed);
      const ranks = await leaderboards.ranksOf(playerId);
      const finished: FinishedRun = {
        score: result.score,
        endedBy: result.endedBy,
        coins: committed.credited,
        ...(committed.coinLimit !== null ? { coinLimit: committed.coinLimit } : {}),
        balance: committed.balance,
        ranks,
        newBests: committed.newBests,
        name: committed.name,
        ranked: committed.ranked,
        ...(unranked ? { unranked } : {}),
        achievementsUnlocked: committed.unlocked,
        ...(held ? { held: { reasons: held.reasons } } : {}),
        ...(row.course_day !== null ? { course: { day: row.course_day } } : {}),
      };
      if (row.challenge_id) {
        const challenger = await challengeOf(row.challenge_id);
        if (challenger) {
          finished.challenge = { id: challenger.id, name: challenger.name, score: challenger.score, won: result.score > challenger.score };
        }
      }
      return { ok: true, ...finished };
    },
  };
}
