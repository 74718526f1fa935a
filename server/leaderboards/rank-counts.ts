import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { RANK_BUCKETS } from "./service.ts";

// Rebuilds the rank count tables (migrations/0005) from leaderboard_entries. The triggers keep them
// right on every write; this is for a bulk load done with the triggers switched off (bench/) or for
// a repair. Run it in a transaction when the board is live.
export async function rebuildRankCounts(k: Kysely<Database>): Promise<void> {
  await k.deleteFrom("leaderboard_score_counts").execute();
  await k.deleteFrom("leaderboard_time_counts").execute();
  await sql`insert into leaderboard_score_counts (board, period, score, n)
    select board, period, score, count(*) from leaderboard_entries group by board, period, score`.execute(k);
  for (const [level, key] of (["coarseMs", "fineMs"] as const).entries()) {
    const size = sql.raw(
      `case board ${Object.entries(RANK_BUCKETS)
        .map(([board, sizes]) => `when '${board}' then ${sizes[key]}`)
        .join(" ")} end`,
    );
    await sql`insert into leaderboard_time_counts (board, period, score, level, bucket, n)
      select board, period, score, ${sql.lit(level)}, b, count(*)
      from (select board, period, score, achieved_at / (${size}) as b from leaderboard_entries) t
      group by board, period, score, b`.execute(k);
  }
}
