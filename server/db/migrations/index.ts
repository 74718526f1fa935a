import type { Kysely } from "kysely";
import type { Dialect } from "../index.ts";
import * as foundation from "./0001_foundation.ts";
import * as accounts from "./0002_accounts.ts";
import * as runs from "./0003_runs.ts";
import * as progress from "./0004_progress.ts";
import * as leaderboardCounts from "./0005_leaderboard_counts.ts";
import * as store from "./0006_store.ts";
import * as publicSite from "./0007_public_site.ts";
import * as admin from "./0008_admin.ts";
import * as playerData from "./0009_player_data.ts";
import * as segments from "./0010_segments.ts";
import * as campaigns from "./0011_campaigns.ts";
import * as crawls from "./0013_crawls.ts";
import * as analytics from "./0014_analytics.ts";
import * as jobLeases from "./0015_job_leases.ts";
import * as runRules from "./0016_run_rules.ts";
import * as runMaxLength from "./0017_run_max_length.ts";
import * as runReview from "./0018_run_review.ts";
import * as playerSummaries from "./0019_player_summaries.ts";
import * as leaderboardPlayerIndex from "./0020_leaderboard_player_index.ts";
import * as catalogueTranslations from "./0021_catalogue_translations.ts";
import * as subscribers from "./0024_subscribers.ts";
import * as accountMails from "./0026_account_mails.ts";
import * as operatorTeam from "./0027_operator_team.ts";
import * as emailTemplateTranslations from "./0029_email_template_translations.ts";
import * as runReplays from "./0030_run_replays.ts";
import * as dailyCourse from "./0031_daily_course.ts";
import * as analyticsBreakdowns from "./0032_analytics_breakdowns.ts";
import * as courseRankBuckets from "./0033_course_rank_buckets.ts";
import * as summaryRename from "./0034_summary_rename.ts";
import * as catalogueStamp from "./0035_catalogue_stamp.ts";
import * as finishIndexes from "./0036_finish_indexes.ts";
import * as leaderboardPlayerKey from "./0037_leaderboard_player_key.ts";
import * as alltimeRankBuckets from "./0038_alltime_rank_buckets.ts";
import * as countedRuns from "./0039_counted_runs.ts";

export interface DialectMigration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
}

/** Applied in key order; never rename or edit a migration that has shipped. */
export const migrations: Record<string, DialectMigration> = {
  "0001_foundation": foundation,
  "0002_accounts": accounts,
  "0003_runs": runs,
  "0004_progress": progress,
  "0005_leaderboard_counts": leaderboardCounts,
  "0006_store": store,
  "0007_public_site": publicSite,
  "0008_admin": admin,
  "0009_player_data": playerData,
  "0010_segments": segments,
  "0011_campaigns": campaigns,
  "0013_crawls": crawls,
  "0014_analytics": analytics,
  "0015_job_leases": jobLeases,
  "0016_run_rules": runRules,
  "0017_run_max_length": runMaxLength,
  "0018_run_review": runReview,
  "0019_player_summaries": playerSummaries,
  "0020_leaderboard_player_index": leaderboardPlayerIndex,
  "0021_catalogue_translations": catalogueTranslations,
  "0024_subscribers": subscribers,
  "0026_account_mails": accountMails,
  "0027_operator_team": operatorTeam,
  "0029_email_template_translations": emailTemplateTranslations,
  "0030_run_replays": runReplays,
  "0031_daily_course": dailyCourse,
  "0032_analytics_breakdowns": analyticsBreakdowns,
  "0033_course_rank_buckets": courseRankBuckets,
  "0034_summary_rename": summaryRename,
  "0035_catalogue_stamp": catalogueStamp,
  "0036_finish_indexes": finishIndexes,
  "0037_leaderboard_player_key": leaderboardPlayerKey,
  "0038_alltime_rank_buckets": alltimeRankBuckets,
  "0039_counted_runs": countedRuns,
};
