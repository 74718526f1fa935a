// Where a person's data lives, table by table, and what erasure and export do with it
// (docs/decisions/025-erasure-and-retention.md). Typed over every table of the schema: a table added
// to server/db/schema.ts does not compile until it is placed here, and server/players/erasure.test.ts
// checks this list against the tables the migrated database really holds, on both engines.
import type { Database } from "../db/schema.ts";
import type { PlayerExport } from "./export.ts";

/** What erasure does with a table's rows about the person. */
export type Erasure =
  /** The rows go. */
  | "deleted"
  /** The rows stay, detached: the person's id becomes the erasure's random tombstone id, names and e-mails go. */
  | "anonymised";

export type TablePolicy =
  | { holds: "nothing"; why: string }
  | {
      holds: "person";
      erasure: Erasure;
      /** The export's section that holds these rows, or why they are not exported. */
      export: keyof PlayerExport | { notExported: string };
    };

export const PERSONAL_DATA: Record<keyof Database, TablePolicy> = {
  user: { holds: "person", erasure: "deleted", export: "profile" },
  session: { holds: "person", erasure: "deleted", export: "sessions" },
  account: { holds: "person", erasure: "deleted", export: "signInMethods" },
  verification: {
    holds: "person",
    erasure: "deleted",
    export: { notExported: "one-time sign-in and reset secrets that expire within hours; exporting them would hand out a way in" },
  },
  wallets: { holds: "person", erasure: "deleted", export: "wallet" },
  wallet_ledger: { holds: "person", erasure: "deleted", export: "wallet" },
  inventories: { holds: "person", erasure: "deleted", export: "inventory" },
  player_stats: { holds: "person", erasure: "deleted", export: "stats" },
  player_achievements: { holds: "person", erasure: "deleted", export: "achievements" },
  player_skins: { holds: "person", erasure: "deleted", export: "skins" },
  player_state: { holds: "person", erasure: "deleted", export: "skins" },
  player_profile: { holds: "person", erasure: "deleted", export: "profile" },
  player_moderation: { holds: "person", erasure: "deleted", export: "profile" },
  player_summaries: {
    holds: "person",
    erasure: "deleted",
    export: { notExported: "a copy of profile, stats, wallet and payments for the admin list, kept by triggers" },
  },
  leaderboard_entries: { holds: "person", erasure: "deleted", export: "leaderboardEntries" },
  leaderboard_removals: { holds: "person", erasure: "deleted", export: "leaderboardRemovals" },
  // Runs stay for challenges and the all-time statistics; nothing in them names the person any more.
  runs: { holds: "person", erasure: "anonymised", export: "runs" },
  // Coin spends and card payments are the game's books (payments: tax law, up to 10 years).
  purchases: { holds: "person", erasure: "anonymised", export: "purchases" },
  checkout_sessions: { holds: "person", erasure: "anonymised", export: "payments" },
  analytics_events: { holds: "person", erasure: "anonymised", export: "analyticsEvents" },
  analytics_player_days: {
    holds: "person",
    erasure: "anonymised",
    export: { notExported: "daily counts of the runs and events the export lists one by one" },
  },
  analytics_players: {
    holds: "person",
    erasure: "anonymised",
    export: { notExported: "first and last day of the runs the export lists" },
  },
  analytics_player_scores: {
    holds: "person",
    erasure: "anonymised",
    export: { notExported: "daily counts of the scores of the runs the export lists" },
  },
  analytics_accounts: {
    holds: "person",
    erasure: "anonymised",
    export: { notExported: "the sign-up day and whether runs followed it, all in the export's profile and runs" },
  },
  newsletter_subscriptions: { holds: "person", erasure: "deleted", export: "newsletter" },
  contact_messages: { holds: "person", erasure: "deleted", export: "contactMessages" },
  campaign_recipients: { holds: "person", erasure: "deleted", export: "campaignMails" },
  outbox: { holds: "person", erasure: "deleted", export: "mails" },
  rate_limits: {
    holds: "person",
    erasure: "deleted",
    export: { notExported: "abuse counters (a key and a count) that expire within the hour" },
  },
  // Audit rows are the operators' record: they stay, with the person's id, e-mail and name replaced.
  audit_log: { holds: "person", erasure: "anonymised", export: "adminActions" },
  // An operator's address blocked from the newsletter: it names the person; erasure frees the address.
  newsletter_blocklist: { holds: "person", erasure: "deleted", export: "blocked" },
  // The operator team: players never hold a role nor an invitation (a player's own address cannot be
  // invited), and operators cannot be erased; what would name the person goes all the same.
  operator_roles: {
    holds: "person",
    erasure: "deleted",
    export: { notExported: "an operator's team role: players have none, and operators cannot be erased" },
  },
  operator_invitations: {
    holds: "person",
    erasure: "deleted",
    export: { notExported: "invitations to the operator team, which a player's own address never gets" },
  },

  skins: { holds: "nothing", why: "the catalogue" },
  power_ups: { holds: "nothing", why: "the catalogue" },
  coin_packs: { holds: "nothing", why: "the catalogue" },
  catalogue_translations: { holds: "nothing", why: "the catalogue; updated_by names an operator" },
  catalogue_stamp: { holds: "nothing", why: "a value that changes with the catalogue" },
  game_settings_versions: { holds: "nothing", why: "game settings; created_by names an operator" },
  email_templates: { holds: "nothing", why: "templates" },
  email_template_translations: { holds: "nothing", why: "templates in other languages; updated_by names an operator" },
  seed_steps: { holds: "nothing", why: "the seed's own bookkeeping" },
  app_secrets: { holds: "nothing", why: "the server's keys" },
  run_powerups: { holds: "nothing", why: "power-up ticks of a run, by run id only (runs are anonymised)" },
  leaderboard_score_counts: { holds: "nothing", why: "counts per score" },
  leaderboard_time_counts: { holds: "nothing", why: "counts per score and time bucket" },
  payment_events: { holds: "nothing", why: "the provider's event ids, for idempotency" },
  seo_metadata: { holds: "nothing", why: "page titles; updated_by names an operator" },
  segments: { holds: "nothing", why: "criteria; created_by names an operator" },
  campaigns: { holds: "nothing", why: "campaign texts and totals; created_by names an operator" },
  lifecycle_settings: { holds: "nothing", why: "switches" },
  crawls: { holds: "nothing", why: "crawl results of public pages" },
  crawl_pages: { holds: "nothing", why: "crawl results of public pages" },
  job_leases: { holds: "nothing", why: "which instance runs a job" },
  analytics_pageviews: { holds: "nothing", why: "a daily-salted hash that cannot be linked to anyone once the salt is gone" },
  analytics_salts: { holds: "nothing", why: "the day's random salt" },
  analytics_daily: { holds: "nothing", why: "totals per day" },
  analytics_score_days: { holds: "nothing", why: "totals per day and score" },
  analytics_page_days: { holds: "nothing", why: "totals per day and page" },
  analytics_breakdown_days: { holds: "nothing", why: "totals per day and country or device class" },
  analytics_settings: { holds: "nothing", why: "a setting" },
  run_rules: { holds: "nothing", why: "a setting" },
  daily_courses: { holds: "nothing", why: "each day's course seed" },
  daily_course_pin: { holds: "nothing", why: "a setting" },
  run_score_counts: { holds: "nothing", why: "counts per score" },
  player_counts: { holds: "nothing", why: "counts per player type" },
};

/** The tables erasure must leave without the person's id, e-mail, phone or name. */
export function personalTables(): string[] {
  return Object.entries(PERSONAL_DATA)
    .filter(([, policy]) => policy.holds === "person")
    .map(([table]) => table);
}
