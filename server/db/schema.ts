// Kysely table types: what a row holds on BOTH engines (see migrations/). Booleans are 0/1 integers,
// times are epoch ms (UTC) numbers, money is integer cents, JSON lives in text columns.
import type { ColumnType } from "kysely";

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** 0 or 1. */
export type IntBool = 0 | 1;

export type Rarity = "common" | "rare" | "epic" | "legendary";

export interface SkinsTable {
  id: string;
  name: string;
  /** CSS colour, e.g. '#FFD700'. */
  color: string;
  rarity: Rarity;
  price_coins: number;
  unlocked_by_default: WithDefault<IntBool>;
  purchase_only: WithDefault<IntBool>;
  /** JSON of SkinEffects (server/store/catalogue.ts). */
  effects_json: WithDefault<string>;
  sort_order: WithDefault<number>;
}

export interface PowerUpsTable {
  /** e.g. 'time-slow'. */
  id: string;
  name: string;
  description: string;
  price_coins: number;
  /** null for power-ups not measured in time (shield, extra-life, mega-zap). */
  duration_ms: number | null;
  /** e.g. '10 s', '1 hit', '1 life', 'instant'. */
  duration_text: string;
  sort_order: WithDefault<number>;
}

export interface CoinPacksTable {
  id: string;
  name: string;
  coins: number;
  bonus_coins: WithDefault<number>;
  /** USD cents. */
  price_cents: number;
  description: string;
  stripe_price_id: string | null;
  sort_order: WithDefault<number>;
}

export interface GameSettingsVersionsTable {
  version: number;
  /** JSON of GameSettings (server/settings/service.ts). */
  settings_json: string;
  created_at: number;
  created_by: string | null;
  note: WithDefault<string>;
}

export interface EmailTemplatesTable {
  id: string;
  name: string;
  subject: string;
  /** May contain the {{name}} placeholder. */
  body: string;
  created_at: number;
  updated_at: number;
}

/** An e-mail template's subject and body in a language besides English (migration 0029). */
export interface EmailTemplateTranslationsTable {
  template_id: string;
  locale: string;
  subject: string;
  body: string;
  updated_at: number;
  /** The operator's e-mail; null for the seed. */
  updated_by: string | null;
}

export interface LeaderboardEntriesTable {
  id: string;
  /** 'daily', 'weekly', 'alltime', 'course' (the daily course's day) or 'bestday' (its all-time best days). */
  board: string;
  /** Period key: the UTC date 'YYYY-MM-DD' (daily), ISO week 'YYYY-Www' (weekly), 'all' (alltime); 'sample' for seeded sample rows; the
   * day 'YYYY-MM-DD' (course) and 'all' (bestday). */
  period: string;
  player_id: string | null;
  name: string;
  location: WithDefault<string>;
  score: number;
  achieved_at: number;
  is_sample: WithDefault<IntBool>;
  /** The run that made the row (0030); null for sample rows and rows whose run was not found. */
  run_id: Nullable<string>;
}

export interface Database {
  skins: SkinsTable;
  power_ups: PowerUpsTable;
  coin_packs: CoinPacksTable;
  game_settings_versions: GameSettingsVersionsTable;
  email_templates: EmailTemplatesTable;
  email_template_translations: EmailTemplateTranslationsTable;
  leaderboard_entries: LeaderboardEntriesTable;
  seed_steps: SeedStepsTable;
  // 0002_accounts: Better Auth's tables (library names) ...
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  // ... and ours.
  app_secrets: AppSecretsTable;
  wallets: WalletsTable;
  wallet_ledger: WalletLedgerTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  // 0027_operator_team
  operator_roles: OperatorRolesTable;
  operator_invitations: OperatorInvitationsTable;
  // 0003_runs
  runs: RunsTable;
  run_powerups: RunPowerupsTable;
  inventories: InventoriesTable;
  // 0004_progress
  player_stats: PlayerStatsTable;
  player_achievements: PlayerAchievementsTable;
  analytics_events: AnalyticsEventsTable;
  // 0005_leaderboard_counts (kept by triggers; read by rank queries only)
  leaderboard_score_counts: LeaderboardScoreCountsTable;
  leaderboard_time_counts: LeaderboardTimeCountsTable;
  // 0006_store
  player_skins: PlayerSkinsTable;
  player_state: PlayerStateTable;
  purchases: PurchasesTable;
  checkout_sessions: CheckoutSessionsTable;
  payment_events: PaymentEventsTable;
  // 0007_public_site
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  // 0024_subscribers
  newsletter_blocklist: NewsletterBlocklistTable;
  contact_messages: ContactMessagesTable;
  seo_metadata: SeoMetadataTable;
  // 0008_admin
  leaderboard_removals: LeaderboardRemovalsTable;
  player_moderation: PlayerModerationTable;
  // 0010_segments
  segments: SegmentsTable;
  player_profile: PlayerProfileTable;
  // 0011_campaigns
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  lifecycle_settings: LifecycleSettingsTable;
  // 0013_crawls
  crawls: CrawlsTable;
  job_leases: JobLeasesTable;
  crawl_pages: CrawlPagesTable;
  // 0014_analytics
  analytics_pageviews: AnalyticsPageviewsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_player_days: AnalyticsPlayerDaysTable;
  analytics_players: AnalyticsPlayersTable;
  analytics_score_days: AnalyticsScoreDaysTable;
  analytics_player_scores: AnalyticsPlayerScoresTable;
  analytics_page_days: AnalyticsPageDaysTable;
  // 0032_analytics_breakdowns
  analytics_breakdown_days: AnalyticsBreakdownDaysTable;
  analytics_accounts: AnalyticsAccountsTable;
  analytics_settings: AnalyticsSettingsTable;
  // 0016_run_rules
  run_rules: RunRulesTable;
  // 0019_player_summaries (kept by triggers; read by Player Data only)
  player_summaries: PlayerSummariesTable;
  run_score_counts: RunScoreCountsTable;
  player_counts: PlayerCountsTable;
  // 0021_catalogue_translations
  catalogue_translations: CatalogueTranslationsTable;
  // 0035_catalogue_stamp
  catalogue_stamp: CatalogueStampTable;
  // 0031_daily_course
  daily_courses: DailyCoursesTable;
  daily_course_pin: DailyCoursePinTable;
}

// ---- 0031_daily_course ---------------------------------------------------------------------------

export type DailyCourseOrigin = "drawn" | "pinned" | "skipped";

/** One row per leaderboard day that had a course: its seed (server/courses/service.ts). */
export interface DailyCoursesTable {
  /** 'YYYY-MM-DD' in LEADERBOARD_TIMEZONE. */
  day: string;
  /** uint32 (bigint column). */
  seed: number;
  origin: DailyCourseOrigin;
  created_at: number;
  updated_at: number;
}

/** One row (id 'default'): the operator's pinned course, kept for every new day while set. */
export interface DailyCoursePinTable {
  id: string;
  seed: number | null;
  from_day: string | null;
  updated_at: number;
}

export interface SeedStepsTable {
  name: string;
  applied_at: number;
}

// ---- 0002_accounts -------------------------------------------------------------------------------
// Better Auth's own tables. Its Kysely adapter converts per engine, so its dates (below) and booleans
// (`boolean` on PostgreSQL, 0/1 on SQLite) are the only engine-dependent values in the schema (see
// migrations/0002_accounts.ts):

/** A Better Auth date: `Date` read from PostgreSQL (timestamptz), ISO-8601 UTC text from SQLite. Write ISO text. */
export type AuthDate = ColumnType<Date | string, string, string>;

export type Role = "player" | "admin";

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: ColumnType<boolean | IntBool, boolean | undefined, boolean>;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  isAnonymous: ColumnType<boolean | IntBool, boolean | undefined, boolean>;
  role: WithDefault<Role>;
  banned: ColumnType<boolean | IntBool | null, boolean | undefined, boolean>;
  banReason: string | null;
  banExpires: ColumnType<Date | string | null, string | null | undefined, string | null>;
  phoneNumber: string | null;
  phoneNumberVerified: ColumnType<boolean | IntBool | null, boolean | null | undefined, boolean | null>;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthDate;
  /** The secret the session cookie carries. */
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  /** 'credential' for e-mail/phone + password. */
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  refreshTokenExpiresAt: ColumnType<Date | string | null, string | null | undefined, string | null>;
  scope: string | null;
  /** The library's scrypt hash ("salt:key", hex). */
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: number;
}

export interface WalletsTable {
  /** = user.id */
  player_id: string;
  coins: WithDefault<number>;
  updated_at: number;
}

export interface WalletLedgerTable {
  id: string;
  player_id: string;
  /** Coins added (positive) or taken (negative); never 0. */
  delta: number;
  balance_after: number;
  /** e.g. 'run', 'purchase', 'guest_merge'. */
  reason: string;
  /** Unique: the same reference (run id, purchase id, ...) is applied at most once. */
  reference: string;
  created_at: number;
}

export type OutboxChannel = "email" | "sms";

export interface OutboxTable {
  id: string;
  channel: OutboxChannel;
  /** E-mail address or phone number. */
  recipient: string;
  subject: WithDefault<string>;
  text: string;
  html: string | null;
  created_at: number;
}

export interface RateLimitsTable {
  key: string;
  /** Epoch ms when the current window began. */
  window_start: number;
  /** Attempts in the current window (refused ones included). */
  count: number;
  /** window_start + window: the row may be deleted after this. */
  expires_at: number;
}

export interface AuditLogTable {
  id: string;
  /** user.id of who acted; null for the system (start-up, scripts). */
  actor_id: string | null;
  /** Who acted, readable: the e-mail at the time, or 'system'. */
  actor: string;
  /** snake/dotted code, e.g. 'admin.sign_in'. */
  action: string;
  target: string | null;
  before_json: string | null;
  after_json: string | null;
  ip: string | null;
  at: number;
}

// ---- 0003_runs -----------------------------------------------------------------------------------

export type RunStatus = "started" | "finished" | "rejected";

export interface RunsTable {
  id: string;
  player_id: string;
  /** uint32 (bigint column). */
  seed: number;
  settings_version: number;
  status: WithDefault<RunStatus>;
  started_at: number;
  expires_at: number;
  finished_at: ColumnType<number | null, number | null | undefined, number | null>;
  score: ColumnType<number | null, number | null | undefined, number | null>;
  ticks: ColumnType<number | null, number | null | undefined, number | null>;
  reject_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The encoded run (game/replay encodeRun) once finished. */
  input_log: ColumnType<string | null, string | null | undefined, string | null>;
  name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The challenger's run id when this run answers a friend challenge (0004). */
  challenge_id: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * The run's longest length in ticks, issued at its start from the run rules (0017); null for runs
   * from before it (game/replay MAX_RUN_TICKS).
   */
  max_ticks: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * Machine-like play (0018, server/runs/machine-play.ts): null when never held, else 'held' (off the
   * boards, coins not paid, until the operator decides), 'cleared' or 'rejected'.
   */
  review: ColumnType<RunReview | null, RunReview | null | undefined, RunReview | null>;
  /** The check's reasons, comma-separated (MachineReason). */
  review_reasons: ColumnType<string | null, string | null | undefined, string | null>;
  /** The check's evidence (JSON MachineEvidence). */
  review_evidence: ColumnType<string | null, string | null | undefined, string | null>;
  reviewed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The operator who decided (audit actor label). */
  reviewed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The location the run's board rows show (kept for a held run that goes on the boards later). */
  location: ColumnType<string | null, string | null | undefined, string | null>;
  /** A daily-course run (0031): the leaderboard day whose course it flies; null for a free run. */
  course_day: ColumnType<string | null, string | null | undefined, string | null>;
  /** The skin the run was flown in (0030; its replay draws it); null for runs from before. */
  skin: Nullable<string>;
}

export type RunReview = "held" | "cleared" | "rejected";

export interface RunPowerupsTable {
  run_id: string;
  tick: number;
  /** An inventory id, e.g. 'shield'. */
  type: string;
  created_at: number;
}

export interface InventoriesTable {
  player_id: string;
  /** An inventory id, e.g. 'shield'. */
  item: string;
  count: WithDefault<number>;
  updated_at: number;
}

// ---- 0004_progress -------------------------------------------------------------------------------

export interface PlayerStatsTable {
  player_id: string;
  games_played: WithDefault<number>;
  total_flaps: WithDefault<number>;
  perfect_runs: WithDefault<number>;
  best_score: WithDefault<number>;
  last_played_at: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: number;
}

export interface PlayerAchievementsTable {
  player_id: string;
  achievement_id: string;
  progress: WithDefault<number>;
  unlocked_at: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: number;
}

export type AnalyticsEventName = "start_game" | "end_game" | "purchase";

export interface AnalyticsEventsTable {
  id: string;
  name: string;
  player_id: string | null;
  run_id: string | null;
  /** end_game: the score. */
  value: number | null;
  props_json: string | null;
  created_at: number;
}

// ---- 0005_leaderboard_counts ---------------------------------------------------------------------

export interface LeaderboardScoreCountsTable {
  board: string;
  period: string;
  score: number;
  n: number;
}

export interface LeaderboardTimeCountsTable {
  board: string;
  period: string;
  score: number;
  /** 0 = coarse, 1 = fine time buckets (RANK_BUCKETS in server/leaderboards/service.ts). */
  level: number;
  /** floor(achieved_at / the level's bucket size). */
  bucket: number;
  n: number;
}

// ---- 0006_store ----------------------------------------------------------------------------------

export type SkinSource = "purchase" | "newsletter" | "admin" | "merge";

export interface PlayerSkinsTable {
  player_id: string;
  skin_id: string;
  source: SkinSource;
  acquired_at: number;
}

export interface PlayerStateTable {
  player_id: string;
  active_skin: string;
  updated_at: number;
}

export type PurchaseKind = "skin" | "power_up";

export interface PurchasesTable {
  id: string;
  player_id: string;
  kind: PurchaseKind;
  item_id: string;
  price_coins: number;
  idempotency_key: string;
  created_at: number;
}

export type PaymentProvider = "stripe" | "sandbox";
export type CheckoutStatus = "open" | "paid" | "expired" | "failed" | "refunded" | "disputed";

export interface CheckoutSessionsTable {
  /** The provider's checkout session id. */
  id: string;
  provider: PaymentProvider;
  player_id: string;
  pack_id: string;
  /** Coins credited on payment: the pack's coins plus bonus when the session was created. */
  coins: number;
  amount_cents: number;
  currency: string;
  status: WithDefault<CheckoutStatus>;
  payment_intent: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  fulfilled_at: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: number;
  /** 0026: the language of the checkout request (the receipt's); null before 0026 or when none was told. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0026: when the receipt was claimed for mailing (server/payments/receipt.ts). */
  receipt_mailed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PaymentEventsTable {
  id: string;
  provider: PaymentProvider;
  type: string;
  received_at: number;
}

// ---- 0007_public_site ----------------------------------------------------------------------------

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface NewsletterSubscriptionsTable {
  id: string;
  /** Lower-cased. */
  email: string;
  player_id: Nullable<string>;
  locale: WithDefault<string>;
  consent_text: string;
  consent_at: number;
  /** sha256 (hex) of the mailed confirmation token. */
  confirm_token_hash: string;
  confirmed_at: Nullable<number>;
  /** sha256 (hex) of the unsubscribe token in every mail's link. */
  unsubscribe_token_hash: string;
  unsubscribed_at: Nullable<number>;
  unlocked_skin_id: Nullable<string>;
  created_at: number;
  updated_at: number;
  /** 'site' (the public form) or 'import' (an operator's CSV import). */
  source: WithDefault<SubscriptionSource>;
  /** The consent source an import named; null for the site's form. */
  source_detail: Nullable<string>;
}

export type SubscriptionSource = "site" | "import";

/** Addresses that can never subscribe again nor be mailed by a campaign. */
export interface NewsletterBlocklistTable {
  /** Lower-cased. */
  email: string;
  reason: WithDefault<string>;
  created_by: Nullable<string>;
  created_at: number;
}

export type ContactStatus = "new" | "read" | "archived";

export interface ContactMessagesTable {
  id: string;
  email: string;
  message: string;
  player_id: Nullable<string>;
  locale: WithDefault<string>;
  ip: Nullable<string>;
  user_agent: Nullable<string>;
  status: WithDefault<ContactStatus>;
  created_at: number;
}

export interface SeoMetadataTable {
  /** A public path, e.g. '/' or '/play'. */
  route: string;
  locale: string;
  title: string;
  description: string;
  keywords: WithDefault<string>;
  og_image: Nullable<string>;
  updated_at: number;
  updated_by: Nullable<string>;
}

// ---- 0008_admin -----------------------------------------------------------------------------------

/** A leaderboard_entries row the operator removed, kept whole so the removal can be undone. */
export interface LeaderboardRemovalsTable {
  id: string;
  entry_id: string;
  board: string;
  period: string;
  player_id: Nullable<string>;
  name: string;
  location: string;
  score: number;
  achieved_at: number;
  is_sample: WithDefault<IntBool>;
  reason: string;
  /** The operator's e-mail, or 'system'. */
  removed_by: string;
  removed_at: number;
  restored_at: Nullable<number>;
  restored_by: Nullable<string>;
  /** The removed row's run (0030): a removed run cannot be watched until restored. */
  run_id: Nullable<string>;
}

export interface PlayerModerationTable {
  player_id: string;
  /** 1: the name is shown as a neutral placeholder on every board. */
  name_hidden: WithDefault<IntBool>;
  updated_at: number;
  updated_by: Nullable<string>;
}

// ---- 0010_segments --------------------------------------------------------------------------------

export interface SegmentsTable {
  id: string;
  name: string;
  description: string;
  /** JSON array of criteria rows (server/segments/criteria.ts). */
  criteria_json: WithDefault<string>;
  created_at: number;
  created_by: Nullable<string>;
  updated_at: number;
  updated_by: Nullable<string>;
}

/** What segments ask about a player that no other table holds (server/segments/profile.ts). */
export interface PlayerProfileTable {
  player_id: string;
  /** One of shared/i18n/locales.ts. */
  locale: Nullable<string>;
  /** ISO 3166 alpha-2, upper case. */
  country: Nullable<string>;
  last_seen_at: number;
  updated_at: number;
}

// ---- 0011_campaigns -------------------------------------------------------------------------------

export type CampaignKind = "campaign" | "welcome" | "come_back";
export type CampaignStatus = "draft" | "sending" | "paused" | "cancelled" | "finished";
export type RecipientStatus = "queued" | "sending" | "sent" | "failed" | "skipped";

export interface CampaignsTable {
  id: string;
  kind: WithDefault<CampaignKind>;
  name: string;
  segment_id: Nullable<string>;
  template_id: Nullable<string>;
  /** Snapshot at send time; may contain {{name}}. */
  subject: string;
  body: string;
  status: CampaignStatus;
  total: WithDefault<number>;
  /** Written when the campaign ends; live counts come from campaign_recipients. */
  sent: WithDefault<number>;
  failed: WithDefault<number>;
  created_by: Nullable<string>;
  created_at: number;
  started_at: Nullable<number>;
  finished_at: Nullable<number>;
  updated_at: number;
  /** Set: a campaign waiting in 'draft' until then (0024_subscribers). */
  scheduled_at: Nullable<number>;
}

export interface CampaignRecipientsTable {
  campaign_id: string;
  player_id: string;
  subscription_id: Nullable<string>;
  email: string;
  name: string;
  locale: WithDefault<string>;
  status: WithDefault<RecipientStatus>;
  attempts: WithDefault<number>;
  last_error: Nullable<string>;
  next_attempt_at: number;
  lease_until: Nullable<number>;
  sent_at: Nullable<number>;
  message_id: string;
}

/** One row (id 'default'): the lifecycle mails' switches. */
export interface LifecycleSettingsTable {
  id: string;
  welcome_enabled: WithDefault<IntBool>;
  welcome_template_id: Nullable<string>;
  come_back_enabled: WithDefault<IntBool>;
  come_back_segment_id: Nullable<string>;
  come_back_template_id: Nullable<string>;
  come_back_interval_days: WithDefault<number>;
  come_back_last_run_at: Nullable<number>;
  updated_at: number;
  updated_by: Nullable<string>;
}

// ---- 0013_crawls ----------------------------------------------------------------------------------

export type CrawlStatus = "running" | "finished" | "failed" | "cancelled";

/** A background job's single-holder lease (server/db/lease.ts). */
export interface JobLeasesTable {
  name: string;
  /** The instance holding it (a random id per process). */
  holder: string;
  expires_at: number;
}

/** One Site Crawler run (server/crawler/service.ts). */
export interface CrawlsTable {
  id: string;
  status: CrawlStatus;
  /** The origin crawled, e.g. 'https://flap.example.com'. */
  origin: string;
  /** The admin's label (e-mail), null for the system. */
  started_by: Nullable<string>;
  started_at: number;
  finished_at: Nullable<number>;
  /** Renewed while running; an old one on a running row means its process died. */
  heartbeat_at: number;
  pages: WithDefault<number>;
  errors: WithDefault<number>;
  warnings: WithDefault<number>;
  failure: Nullable<string>;
  /** JSON of CrawlProgress while running. */
  progress_json: Nullable<string>;
  /** JSON of CrawlSummary (server/crawler/service.ts). */
  summary_json: WithDefault<string>;
}

export interface CrawlPagesTable {
  crawl_id: string;
  url: string;
  final_url: string;
  status: Nullable<number>;
  error: Nullable<string>;
  /** JSON array of { url, status } redirect answers. */
  hops_json: WithDefault<string>;
  title: Nullable<string>;
  description: Nullable<string>;
  load_ms: number;
  /** 'start' | 'link' | 'redirect' | 'sitemap'. */
  source: string;
  /** JSON of the page's facts and who links it (server/crawler/service.ts). */
  facts_json: WithDefault<string>;
  /** JSON array of CrawlIssue. */
  issues_json: WithDefault<string>;
  errors: WithDefault<number>;
  warnings: WithDefault<number>;
}

// ---- 0014_analytics -------------------------------------------------------------------------------
// `day` is a local day number in LEADERBOARD_TIMEZONE: days since 1970-01-01 of the local date.

export interface AnalyticsPageviewsTable {
  day: number;
  /** The public page's path, without its query. */
  path: string;
  /** sha256 of the day's salt, address, user agent and host, truncated (server/analytics/pageviews.ts). */
  visitor_hash: string;
  /** Another site's host name when the visit came from a link there. */
  referrer_host: Nullable<string>;
  created_at: number;
  /** ISO 3166-1 alpha-2 country of the client address (the address is not kept); null: unknown (0032). */
  country: Nullable<string>;
  /** Device class by viewport width (server/analytics/pageviews.ts DEVICE_CLASSES); null: unknown (0032). */
  device: Nullable<string>;
}

export interface AnalyticsSaltsTable {
  day: number;
  salt: string;
  created_at: number;
}

export interface AnalyticsDailyTable {
  day: number;
  games_started: WithDefault<number>;
  games_finished: WithDefault<number>;
  players: WithDefault<number>;
  page_views: WithDefault<number>;
  visitors: WithDefault<number>;
}

export interface AnalyticsPlayerDaysTable {
  day: number;
  player_id: string;
  games_started: WithDefault<number>;
  games_finished: WithDefault<number>;
}

export interface AnalyticsPlayersTable {
  player_id: string;
  first_day: number;
  last_day: number;
  started: WithDefault<IntBool>;
  finished: WithDefault<IntBool>;
}

export interface AnalyticsScoreDaysTable {
  day: number;
  score: number;
  n: number;
}

export interface AnalyticsPlayerScoresTable {
  day: number;
  player_id: string;
  score: number;
  n: number;
}

export interface AnalyticsPageDaysTable {
  day: number;
  kind: "path" | "referrer";
  key: string;
  views: number;
}

/** A rolled-up day's views and distinct visitors per country and per device class (0032). */
export interface AnalyticsBreakdownDaysTable {
  day: number;
  kind: "country" | "device";
  /** The country code or device class; '' for unknown. */
  key: string;
  views: number;
  visitors: number;
}

export interface AnalyticsAccountsTable {
  player_id: string;
  signup_day: number;
  active_day1: WithDefault<IntBool>;
  active_day7: WithDefault<IntBool>;
}

/** One row (id 'default'). */
export interface AnalyticsSettingsTable {
  id: string;
  /** Raw events and page views older than this many days are deleted (rollups are kept). */
  retention_days: WithDefault<number>;
  /** The last local day whose rollups are written; null before the first rollup. */
  rolled_through: Nullable<number>;
  updated_at: number;
  updated_by: Nullable<string>;
}

// ---- 0016_run_rules ------------------------------------------------------------------------------

/** One row (id 'default'): the run economy's rules (server/runs/rules.ts). */
export interface RunRulesTable {
  id: string;
  /** Coins a player can earn from runs in one leaderboard day. */
  daily_run_coins: number;
  /** A run's longest length in seconds (0017; default 900). */
  max_run_seconds: WithDefault<number>;
  updated_at: number;
  updated_by: Nullable<string>;
}

// ---- 0019_player_summaries -----------------------------------------------------------------------

/**
 * One row per player (role 'player'), kept by triggers on user, player_stats, wallets and
 * checkout_sessions: what the admin players list sorts, filters and searches by (docs/decisions/016).
 */
export interface PlayerSummariesTable {
  player_id: string;
  is_guest: IntBool;
  /** lower(name), lower(email), lower(id): sort keys and prefix search. */
  name_key: string;
  email_key: string;
  id_key: string;
  /** user.createdAt, epoch ms. */
  joined: number;
  /** player_stats' columns, 0 without a row (last_played_at 0: never). */
  games_played: WithDefault<number>;
  best_score: WithDefault<number>;
  last_played_at: WithDefault<number>;
  /** The wallet's coins, 0 without one. */
  coins: WithDefault<number>;
  /** Sum of the player's paid checkout sessions, USD cents. */
  spent_cents: WithDefault<number>;
}

/** Finished runs per (score, shard), kept by triggers on runs: the statistics cards' all-time figures. */
export interface RunScoreCountsTable {
  score: number;
  /** 0-15, from the run id's last character (spreads concurrent finishes over rows). */
  shard: number;
  n: number;
}

/** Players per type (is_guest 0 / 1), kept by triggers on player_summaries. */
export interface PlayerCountsTable {
  is_guest: IntBool;
  n: number;
}

// ---- 0021_catalogue_translations -----------------------------------------------------------------

export type CatalogueItemKind = "skin" | "power_up" | "coin_pack";
/** The item column a translation stands for. */
export type CatalogueTextColumn = "name" | "description" | "duration_text";

/** A catalogue text in one of the eight languages besides English (English is the item's own column). */
export interface CatalogueTranslationsTable {
  item_kind: CatalogueItemKind;
  item_id: string;
  locale: string;
  field: CatalogueTextColumn;
  text: string;
  updated_at: number;
  /** The operator's e-mail; null for the seed's rows. */
  updated_by: string | null;
}

/** 0035: one row (id 1) whose stamp changes with every change to the catalogue (kept by triggers). */
export interface CatalogueStampTable {
  id: number;
  /** Random, under 2^53; PostgreSQL's driver reads a bigint as a string. */
  stamp: number | string;
}

/** 0027: an operator's team role (docs/decisions/027-operator-roles.md). */
export type OperatorRole = "owner" | "editor" | "viewer";

export interface OperatorRolesTable {
  user_id: string;
  role: OperatorRole;
  created_at: number;
  updated_at: number;
  updated_by: string | null;
}

export interface OperatorInvitationsTable {
  id: string;
  email: string;
  role: OperatorRole;
  token_hash: string;
  invited_by: string;
  created_at: number;
  expires_at: number;
  accepted_at: ColumnType<number | null, number | null | undefined, number | null>;
  revoked_at: ColumnType<number | null, number | null | undefined, number | null>;
}
