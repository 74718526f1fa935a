import { sql, type Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";
import { ACHIEVEMENTS, progressOf, type Achievement, type AchievementStats } from "../../game/achievements.ts";

// Player totals and achievements, advanced from verified runs only (inside the finish transaction).
// Progress only rises; an achievement unlocks once, when its progress reaches the requirement, with
// unlockedAt set then. A guest's progress follows it into the account it signs into.

/** What a verified run adds to the player's totals (game/replay verify's summary). */
export interface VerifiedRunTotals {
  score: number;
  flaps: number;
  perfect: boolean;
}

export interface PlayerStats extends AchievementStats {
  /** Epoch ms of the last verified run; null before the first. */
  lastPlayedAt: number | null;
}

export interface AchievementsService {
  /** Adds a verified run to the totals and advances the achievements; answers the ones it unlocked. */
  recordRun(playerId: string, run: VerifiedRunTotals, at: number, trx: Kysely<Database>): Promise<Achievement[]>;
  stats(playerId: string, executor?: Kysely<Database>): Promise<PlayerStats>;
  /** All eight, with the player's progress (0 and locked where nothing is stored). */
  list(playerId: string, executor?: Kysely<Database>): Promise<Achievement[]>;
  /** Guest merge: adds the guest's totals into the account's, keeps the better of each achievement, then checks. */
  mergeInto(guestId: string, intoId: string, at: number, trx: Kysely<Database>): Promise<void>;
}

// A finish's statements, compiled once (server/db/compiled.ts).
// GET /api/me reads the player's stats for every call: compiled once too.
const selectStats = precompiled((db, v: { playerId: string }) =>
  db.selectFrom("player_stats").selectAll().where("player_id", "=", v.playerId),
);
const selectAchievements = precompiled((db, v: { playerId: string }) =>
  db.selectFrom("player_achievements").selectAll().where("player_id", "=", v.playerId),
);
/** The changed achievements' upsert; its shape is the number of rows (values p0, a0, g0, u0, p1, ...). */
const upsertAchievements = precompiled((db, v: Record<string, string | number | null>, shape) =>
  db
    .insertInto("player_achievements")
    .values(
      Array.from({ length: Number(shape) }, (_, i) => ({
        player_id: v[`p${i}`] as string,
        achievement_id: v[`a${i}`] as string,
        progress: v[`g${i}`] as number,
        unlocked_at: v[`u${i}`] as number | null,
        updated_at: v[`t${i}`] as number,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["player_id", "achievement_id"]).doUpdateSet((eb) => ({
        progress: eb.ref("excluded.progress"),
        unlocked_at: eb.ref("excluded.unlocked_at"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    ),
);
const addRunToStats = precompiled((db, v: { playerId: string; flaps: number; perfect: number; score: number; at: number }) =>
  db
    .insertInto("player_stats")
    .values({
      player_id: v.playerId,
      games_played: 1,
      total_flaps: v.flaps,
      perfect_runs: v.perfect,
      best_score: v.score,
      last_played_at: v.at,
      updated_at: v.at,
    })
    .onConflict((oc) =>
      oc.column("player_id").doUpdateSet({
        games_played: sql`player_stats.games_played + 1`,
        total_flaps: sql`player_stats.total_flaps + excluded.total_flaps`,
        perfect_runs: sql`player_stats.perfect_runs + excluded.perfect_runs`,
        best_score: sql`case when excluded.best_score > player_stats.best_score then excluded.best_score else player_stats.best_score end`,
        last_played_at: sql`excluded.last_played_at`,
        updated_at: sql`excluded.updated_at`,
      }),
    )
    .returning(["games_played", "best_score", "total_flaps", "perfect_runs"]),
);

const EMPTY_STATS: PlayerStats = { gamesPlayed: 0, bestScore: 0, totalFlaps: 0, perfectRuns: 0, lastPlayedAt: null };

/** A player's totals from their player_stats row (all 0 without one). GET /api/me reads the row with others. */
export function statsOfRow(
  row: { games_played: unknown; best_score: unknown; total_flaps: unknown; perfect_runs: unknown; last_played_at: unknown } | undefined,
): PlayerStats {
  if (!row || row.games_played === null || row.games_played === undefined) return { ...EMPTY_STATS };
  return {
    gamesPlayed: Number(row.games_played),
    bestScore: Number(row.best_score),
    totalFlaps: Number(row.total_flaps),
    perfectRuns: Number(row.perfect_runs),
    lastPlayedAt: row.last_played_at === null ? null : Number(row.last_played_at),
  };
}

/** All eight achievements with the player's progress from their player_achievements rows (0 and locked where none). */
export function achievementsOfRows(rows: readonly { achievement_id: string; progress: unknown; unlocked_at: unknown }[]): Achievement[] {
  const byId = new Map(rows.map((row) => [row.achievement_id, row]));
  return ACHIEVEMENTS.map((definition) => {
    const row = byId.get(definition.id);
    const unlockedAt = row?.unlocked_at == null ? null : Number(row.unlocked_at);
    return { ...definition, progress: Number(row?.progress ?? 0), unlocked: unlockedAt !== null, unlockedAt };
  });
}

export function createAchievementsService(db: Db): AchievementsService {
  async function statsIn(k: Kysely<Database>, playerId: string): Promise<PlayerStats> {
    return statsOfRow((await selectStats(k, { playerId })).rows[0]);
  }

  async function listIn(k: Kysely<Database>, playerId: string): Promise<Achievement[]> {
    return achievementsOfRows((await selectAchievements(k, { playerId })).rows);
  }

  /**
   * The check pass: raises every achievement's progress to what the stats give (never lowers it) and
   * unlocks the qualified ones at `at`. Answers those newly unlocked.
   */
  async function check(k: Kysely<Database>, playerId: string, stats: AchievementStats, at: number): Promise<Achievement[]> {
    const current = await listIn(k, playerId);
    const unlocked: Achievement[] = [];
    const rows: { player_id: string; achievement_id: string; progress: number; unlocked_at: number | null; updated_at: number }[] = [];
    for (const achievement of current) {
      const progress = Math.max(achievement.progress, progressOf(achievement, stats));
      const unlocks = !achievement.unlocked && progress >= achievement.requirement.value;
      if (progress === achievement.progress && !unlocks) continue;
      const unlockedAt = achievement.unlocked ? achievement.unlockedAt : unlocks ? at : null;
      rows.push({ player_id: playerId, achievement_id: achievement.id, progress, unlocked_at: unlockedAt, updated_at: at });
      if (unlocks) unlocked.push({ ...achievement, progress, unlocked: true, unlockedAt: at });
    }
    // Every changed achievement in one statement (a finish advances most of them).
    if (rows.length > 0) {
      const values: Record<string, string | number | null> = {};
      rows.forEach((row, i) => {
        values[`p${i}`] = row.player_id;
        values[`a${i}`] = row.achievement_id;
        values[`g${i}`] = row.progress;
        values[`u${i}`] = row.unlocked_at;
        values[`t${i}`] = row.updated_at;
      });
      await upsertAchievements(k, values, String(rows.length));
    }
    return unlocked;
  }

  async function writeStats(k: Kysely<Database>, playerId: string, stats: PlayerStats, at: number) {
    const values = {
      games_played: stats.gamesPlayed,
      best_score: stats.bestScore,
      total_flaps: stats.totalFlaps,
      perfect_runs: stats.perfectRuns,
      last_played_at: stats.lastPlayedAt,
      updated_at: at,
    };
    await k
      .insertInto("player_stats")
      .values({ player_id: playerId, ...values })
      .onConflict((oc) => oc.column("player_id").doUpdateSet(values))
      .execute();
  }

  return {
    async recordRun(playerId, run, at, trx) {
      // One atomic upsert: it also takes the row lock that orders concurrent finishes of one player
      // (PostgreSQL), so the check below reads totals that include every committed run. It answers
      // the new totals itself.
      const row = (await addRunToStats(trx, { playerId, flaps: run.flaps, perfect: run.perfect ? 1 : 0, score: run.score, at })).rows[0]!;
      const stats: AchievementStats = {
        gamesPlayed: Number(row.games_played),
        bestScore: Number(row.best_score),
        totalFlaps: Number(row.total_flaps),
        perfectRuns: Number(row.perfect_runs),
      };
      return check(trx, playerId, stats, at);
    },

    stats: (playerId, executor = db.kysely) => statsIn(executor, playerId),
    list: (playerId, executor = db.kysely) => listIn(executor, playerId),

    async mergeInto(guestId, intoId, at, trx) {
      const [guest, into] = await Promise.all([statsIn(trx, guestId), statsIn(trx, intoId)]);
      if (guest.gamesPlayed > 0 || guest.lastPlayedAt !== null) {
        const lastPlayed = [guest.lastPlayedAt, into.lastPlayedAt].filter((t): t is number => t !== null);
        await writeStats(
          trx,
          intoId,
          {
            gamesPlayed: guest.gamesPlayed + into.gamesPlayed,
            bestScore: Math.max(guest.bestScore, into.bestScore),
            totalFlaps: guest.totalFlaps + into.totalFlaps,
            perfectRuns: guest.perfectRuns + into.perfectRuns,
            lastPlayedAt: lastPlayed.length > 0 ? Math.max(...lastPlayed) : null,
          },
          at,
        );
      }
      // Keep each achievement's better state: the higher progress, the earlier unlock.
      const [guestList, intoList] = await Promise.all([listIn(trx, guestId), listIn(trx, intoId)]);
      for (const [index, theirs] of guestList.entries()) {
        const mine = intoList[index];
        if (!mine || (theirs.progress === 0 && !theirs.unlocked)) continue;
        const progress = Math.max(theirs.progress, mine.progress);
        const times = [theirs.unlockedAt, mine.unlockedAt].filter((t): t is number => t !== null);
        const unlockedAt = times.length > 0 ? Math.min(...times) : null;
        if (progress === mine.progress && unlockedAt === mine.unlockedAt) continue;
        await trx
          .insertInto("player_achievements")
          .values({ player_id: intoId, achievement_id: mine.id, progress, unlocked_at: unlockedAt, updated_at: at })
          .onConflict((oc) =>
            oc.columns(["player_id", "achievement_id"]).doUpdateSet({ progress, unlocked_at: unlockedAt, updated_at: at }),
          )
          .execute();
      }
      await trx.deleteFrom("player_achievements").where("player_id", "=", guestId).execute();
      await trx.deleteFrom("player_stats").where("player_id", "=", guestId).execute();
      // Summed totals may qualify for more than either side did alone.
      await check(trx, intoId, await statsIn(trx, intoId), at);
    },
  };
}
