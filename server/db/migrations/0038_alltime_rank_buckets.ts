import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";
import { SIZES_0033 } from "./0033_course_rank_buckets.ts";
import { recountTimeBuckets, rewriteRankTriggers, type RankBucketSizes } from "./rank-count-triggers.ts";

// The all-time and best-day boards' fine time bucket goes from a day to an hour (their coarse bucket
// stays 30 days, now 720 fine buckets). A rank counts, one by one, the rows of the player's score in
// the player's fine bucket: on the all-time board every row achieved today shares one bucket, so on a
// busy day a player's rank counted thousands of same-score rows (100,000 rows achieved today: 3,478
// rows and 7.5 ms of PostgreSQL for a score of 3, most of a finish's rank read). Within an hour it is
// about a 24th of that; the earlier fine buckets of the 30 days are at most 720 count rows.
// The triggers are written again with the new sizes (0033's for the boards it names), and the two
// boards' fine buckets counted again.
// server/leaderboards/service.ts RANK_BUCKETS says the same. docs/decisions/006.
export const SIZES_0038: RankBucketSizes = { boards: SIZES_0033.boards, other: { coarse: 2592000000, fine: 3600000 } };

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await rewriteRankTriggers(db, dialect, SIZES_0038);
  await recountTimeBuckets(db, SIZES_0038, ["alltime", "bestday"], ["fine"]);
}
