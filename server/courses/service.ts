// The daily course (docs/decisions/029): one seed per leaderboard day (LEADERBOARD_TIMEZONE), the
// same for every player. A day's seed is drawn (crypto) when the day's first course run starts, and is
// sent only in a run start's answer: no one can learn tomorrow's course, because it does not exist
// yet. Many instances draw at once on a new day: the day is daily_courses' primary key, the first
// insert wins and every instance reads the winner.
//
// The operator (Game Settings) can pin a course — the seed of today or of a past day, kept for today
// and every next day until unpinned — or skip today's course (a fresh draw). Either change of today's
// seed clears today's course board (its rows were flown on the other course; counted in the audit
// row): the board always ranks one course. A run started on the replaced course still finishes and
// pays, on no course board (`courseStillHolds`). The "best day" rows stay: they were real days.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { AuditActor, AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Database, DailyCourseOrigin } from "../db/schema.ts";
import { fail, type Result } from "../http/result.ts";
import { COURSE_BOARD, dailyPeriod } from "../leaderboards/service.ts";

export interface DailyCourse {
  /** The leaderboard day, 'YYYY-MM-DD'. */
  day: string;
  seed: number;
  origin: DailyCourseOrigin;
}

export interface CoursePin {
  seed: number;
  /** The day whose course is pinned. */
  fromDay: string;
}

/** What Game Settings shows of the daily course. */
export interface CourseStatus {
  today: DailyCourse;
  pin: CoursePin | null;
  /** Rows on today's course board. */
  entries: number;
  /** The last RECENT_DAYS days that had a course, newest first (the pin's choices). */
  recent: DailyCourse[];
}

export const RECENT_DAYS = 14;
const PIN_ID = "default";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DailyCourseService {
  /** The leaderboard day of an instant (now by default). */
  dayOf(at?: number): string;
  /** Today's course, drawn on first need. */
  today(): Promise<DailyCourse>;
  /**
   * Whether `day`'s course is still `seed`, read in `executor` (a finish's transaction). On PostgreSQL
   * the course row is share-locked to the commit: a skip or pin waits for the finish (and then clears
   * its row) or the finish sees the new seed; finishes do not wait for each other.
   */
  courseStillHolds(executor: Kysely<Database>, day: string, seed: number): Promise<boolean>;
  status(): Promise<CourseStatus>;
  /** Pins the course of `fromDay` (today or a past day that had one) for today and the next days. Audited. */
  pin(fromDay: string, actor: AuditActor): Promise<Result<CourseStatus>>;
  /** Ends the pin: the next days draw their own course (today keeps its). Audited. */
  unpin(actor: AuditActor): Promise<Result<CourseStatus>>;
  /** Draws a fresh course for today (refused while pinned). Audited. */
  skip(actor: AuditActor): Promise<Result<CourseStatus>>;
}

export interface DailyCourseDeps {
  db: Db;
  audit: AuditService;
  /** Clock (epoch ms); tests pin it. */
  now?: () => number;
  /** LEADERBOARD_TIMEZONE: whose midnight starts a new course. */
  timeZone?: string;
  /** Called after a pin or skip cleared today's course board (live leaderboard updates). */
  onBoardsChanged?: (boards: "course"[]) => void;
  /** The seed of a new draw (tests script it); crypto by default. */
  drawSeed?: () => number;
}

function randomSeed(): number {
  return randomBytes(4).readUInt32LE(0);
}

export function createDailyCourseService(deps: DailyCourseDeps): DailyCourseService {
  const { db, audit } = deps;
  const k = db.kysely;
  const now = deps.now ?? Date.now;
  const timeZone = deps.timeZone ?? "UTC";
  const draw = deps.drawSeed ?? randomSeed;
  const dayOf = (at = now()) => dailyPeriod(at, timeZone);

  const toCourse = (row: { day: string; seed: number | string; origin: DailyCourseOrigin }): DailyCourse => ({
    day: row.day,
    seed: Number(row.seed),
    origin: row.origin,
  });

  async function readPin(executor: Kysely<Database>): Promise<CoursePin | null> {
    const row = await executor.selectFrom("daily_course_pin").select(["seed", "from_day"]).where("id", "=", PIN_ID).executeTakeFirst();
    return row && row.seed !== null && row.from_day !== null ? { seed: Number(row.seed), fromDay: row.from_day } : null;
  }

  async function readCourse(executor: Kysely<Database>, day: string): Promise<DailyCourse | null> {
    const row = await executor.selectFrom("daily_courses").select(["day", "seed", "origin"]).where("day", "=", day).executeTakeFirst();
    return row ? toCourse(row) : null;
  }

  async function courseOf(day: string): Promise<DailyCourse> {
    const found = await readCourse(k, day);
    if (found) return found;
    const pin = await readPin(k);
    const at = now();
    // Insert-one-wins: a racing instance's row stands, and both read it back.
    await k
      .insertInto("daily_courses")
      .values({ day, seed: pin ? pin.seed : draw(), origin: pin ? "pinned" : "drawn", created_at: at, updated_at: at })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const stored = await readCourse(k, day);
    if (!stored) throw new Error(`daily course of ${day} was not stored`);
    return stored;
  }

  async function status(): Promise<CourseStatus> {
    const today = await courseOf(dayOf());
    const [pin, entries, recent] = await Promise.all([
      readPin(k),
      k
        .selectFrom("leaderboard_entries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("board", "=", COURSE_BOARD)
        .where("period", "=", today.day)
        .executeTakeFirstOrThrow(),
      k.selectFrom("daily_courses").select(["day", "seed", "origin"]).orderBy("day", "desc").limit(RECENT_DAYS).execute(),
    ]);
    return { today, pin, entries: Number(entries.n), recent: recent.map(toCourse) };
  }

  /**
   * Today's course becomes `seed` (with `origin`), in `trx`: its board rows go (they were flown on
   * the other course). The number of rows removed; null when today already flies `seed`.
   */
  async function replaceToday(trx: Kysely<Database>, day: string, seed: number, origin: DailyCourseOrigin): Promise<number | null> {
    const at = now();
    const before = await trx.selectFrom("daily_courses").select("seed").where("day", "=", day).executeTakeFirst();
    if (before && Number(before.seed) === seed) return null;
    await trx
      .insertInto("daily_courses")
      .values({ day, seed, origin, created_at: at, updated_at: at })
      .onConflict((oc) => oc.column("day").doUpdateSet({ seed, origin, updated_at: at }))
      .execute();
    const removed = await trx
      .deleteFrom("leaderboard_entries")
      .where("board", "=", COURSE_BOARD)
      .where("period", "=", day)
      .executeTakeFirst();
    return Number(removed.numDeletedRows);
  }

  const changed = (removed: number | null) => {
    if (removed !== null) deps.onBoardsChanged?.([COURSE_BOARD]);
  };

  return {
    dayOf,
    today: () => courseOf(dayOf()),

    async courseStillHolds(executor, day, seed) {
      let query = executor.selectFrom("daily_courses").select("seed").where("day", "=", day);
      if (db.dialect === "postgres") query = query.forShare();
      const row = await query.executeTakeFirst();
      return row !== undefined && Number(row.seed) === seed;
    },

    status,

    async pin(fromDay, actor) {
      if (typeof fromDay !== "string" || !DAY.test(fromDay)) return fail(400, "invalid_day", "The day must be a date (YYYY-MM-DD).");
      const day = dayOf();
      if (fromDay > day) return fail(404, "course_not_found", "No course was flown on this day.");
      if (fromDay === day) await courseOf(day);
      const removed = await k.transaction().execute(async (trx) => {
        const source = await readCourse(trx, fromDay);
        if (!source) return undefined;
        const before = await readPin(trx);
        await trx
          .insertInto("daily_course_pin")
          .values({ id: PIN_ID, seed: source.seed, from_day: fromDay, updated_at: now() })
          .onConflict((oc) => oc.column("id").doUpdateSet({ seed: source.seed, from_day: fromDay, updated_at: now() }))
          .execute();
        const cleared = await replaceToday(trx, day, source.seed, "pinned");
        await audit.record(
          {
            actor,
            action: "daily_course.pin",
            target: `course:${day}`,
            before: { pin: before },
            after: { pin: { seed: source.seed, fromDay }, todayChanged: cleared !== null, entriesRemoved: cleared ?? 0 },
          },
          trx,
        );
        return cleared;
      });
      if (removed === undefined) return fail(404, "course_not_found", "No course was flown on this day.");
      changed(removed);
      return { ok: true, ...(await status()) };
    },

    async unpin(actor) {
      await k.transaction().execute(async (trx) => {
        const before = await readPin(trx);
        await trx
          .insertInto("daily_course_pin")
          .values({ id: PIN_ID, seed: null, from_day: null, updated_at: now() })
          .onConflict((oc) => oc.column("id").doUpdateSet({ seed: null, from_day: null, updated_at: now() }))
          .execute();
        await audit.record(
          { actor, action: "daily_course.unpin", target: `course:${dayOf()}`, before: { pin: before }, after: { pin: null } },
          trx,
        );
      });
      return { ok: true, ...(await status()) };
    },

    async skip(actor) {
      const day = dayOf();
      const current = await courseOf(day);
      const outcome = await k.transaction().execute(async (trx) => {
        if (await readPin(trx)) return "pinned" as const;
        // A fresh draw that differs from the course it replaces.
        let seed = draw();
        while (seed === current.seed) seed = draw();
        const removed = await replaceToday(trx, day, seed, "skipped");
        await audit.record(
          {
            actor,
            action: "daily_course.skip",
            target: `course:${day}`,
            before: { seed: current.seed, origin: current.origin },
            after: { seed, origin: "skipped", entriesRemoved: removed ?? 0 },
          },
          trx,
        );
        return removed;
      });
      if (outcome === "pinned") return fail(409, "course_pinned", "The course is pinned: unpin it before skipping today's course.");
      changed(outcome);
      return { ok: true, ...(await status()) };
    },
  };
}
