import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";
import { recountTimeBuckets, rewriteRankTriggers, type RankBucketSizes } from "./rank-count-triggers.ts";

// The rank count triggers of 0005 size their time buckets per board, and any board they do not name
// got the all-time sizes (30 days / 1 day): a course day's same-score rows would then all share one
// fine bucket, and a rank would count them one by one (20 ms at a million rows). The triggers are
// written again here with the course board in the daily board's sizes (1 hour / 1 minute); 'bestday'
// (period 'all') keeps the all-time sizes. server/leaderboards/service.ts RANK_BUCKETS says the same.
// Course rows written before this migration (0031) are counted again below in the new sizes.
// (The trigger text lives in rank-count-triggers.ts since 0038; this migration writes the same SQL.)

export const SIZES_0033: RankBucketSizes = {
  boards: {
    daily: { coarse: 3600000, fine: 60000 },
    course: { coarse: 3600000, fine: 60000 },
    weekly: { coarse: 86400000, fine: 600000 },
  },
  other: { coarse: 2592000000, fine: 86400000 },
};

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await rewriteRankTriggers(db, dialect, SIZES_0033);
  // The course rows counted in the old sizes (between 0031 and this migration): counted again.
  await recountTimeBuckets(db, SIZES_0033, ["course"], ["coarse", "fine"]);
}
