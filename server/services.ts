import { createRunRulesService, type RunRulesService } from "./runs/rules.ts";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import { createInboxService, type InboxService } from "./admin/inbox.ts";
import { createModerationService, type ModerationService } from "./admin/moderation.ts";
import { createModerationView, type ModerationView } from "./admin/moderation-view.ts";
import { createPlayerDataService, type PlayerDataService } from "./admin/player-data.ts";
import { createAuditService, type AuditService } from "./audit/service.ts";
import { createAuthService, type AuthService } from "./auth/service.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/index.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { createSmsSender, type SmsSender } from "./mail/sms.ts";
import { createPlayersService, type PlayersService } from "./players/service.ts";
import { createRetentionJob, type RetentionJob } from "./players/retention.ts";
import { createRateLimiter, type RateLimiter } from "./security/rate-limit.ts";
import { createWalletService, type WalletService } from "./wallet/service.ts";
import { createLeaderboardService, type LeaderboardService } from "./leaderboards/service.ts";
import { createLeaderboardFeed, type LeaderboardFeed } from "./leaderboards/feed.ts";
import { createPostgresBoardsChannel } from "./leaderboards/channel.ts";
import { createSettingsService, type SettingsService } from "./settings/service.ts";
import { createCatalogueService, type CatalogueService } from "./store/catalogue.ts";
import { createInventoryService, type InventoryService } from "./runs/inventory.ts";
import { createRunsService, type RunsService } from "./runs/service.ts";
import { createDailyCourseService, type DailyCourseService } from "./courses/service.ts";
import { createVerifyPool, type Verifier } from "./runs/verify-pool.ts";
import { createRunReviewService, type RunReviewService } from "./runs/review.ts";
import { createRunReplays, type RunReplays } from "./runs/replays.ts";
import { createReplayImages, type ReplayImages } from "./site/replay-image.ts";
import { createAchievementsService, type AchievementsService } from "./achievements/service.ts";
import { createEventsService, type EventsService } from "./analytics/events.ts";
import { createAnalyticsService, type AnalyticsService } from "./analytics/service.ts";
import { createPaymentsService, type PaymentsService } from "./payments/service.ts";
import { createReceiptMailer } from "./payments/receipt.ts";
import { createTeamService, type TeamService } from "./admin/team.ts";
import { createStoreService, type StoreService } from "./store/service.ts";
import { createSeoService, type SeoService } from "./site/seo.ts";
import { createGamesFeed, type GamesFeed } from "./site/games-feed.ts";
import { createNewsletterService, type NewsletterService } from "./site/newsletter.ts";
import { createContactService, type ContactService } from "./site/contact.ts";
import { createSubscribersService, type SubscribersService } from "./site/subscribers.ts";
import { createSegmentsService, type SegmentsService } from "./segments/service.ts";
import { createCampaignModule, type CampaignModule } from "./campaigns/index.ts";
import { createCrawlerService, type CrawlerService } from "./crawler/service.ts";
import { createMetrics, type Metrics } from "./metrics.ts";

/** Everything a route may use, created once per process in server/main.ts. Routes never write SQL. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  settings: SettingsService;
  catalogue: CatalogueService;
  leaderboards: LeaderboardService;
  /** Live board updates (SSE); the runs service notifies it after a finish commits. */
  leaderboardFeed: LeaderboardFeed;
  // Accounts
  auth: AuthService;
  players: PlayersService;
  wallet: WalletService;
  audit: AuditService;
  /** Admin: contact messages and the mail outbox. */
  inbox: InboxService;
  /** Admin: Player Data's list, statistics and CSV exports. */
  playerData: PlayerDataService;
  /** Admin: a player's whole record and the boards' entries and removals, as the admin pages read them. */
  moderationView: ModerationView;
  /** Admin: coin adjustments, hidden names, bans, leaderboard removals (each with its audit row). */
  moderation: ModerationService;
  mailer: Mailer;
  sms: SmsSender;
  rateLimits: RateLimiter;
  // Runs
  inventory: InventoryService;
  runs: RunsService;
  /** The daily course: today's seed, the operator's pin and skip (server/courses/service.ts). */
  courses: DailyCourseService;
  /** The verification worker threads that replay finished runs; closeServices stops them. */
  verifier: Verifier;
  /** The run economy's rules the operator sets (the day's coins from runs). */
  runRules: RunRulesService;
  /** Runs held for machine-like play: the admin's review queue (server/runs/review.ts). */
  runReviews: RunReviewService;
  /** Finished runs as replays anyone can watch (/replay/:runId, server/runs/replays.ts). */
  replays: RunReplays;
  /** A replay's share image, rendered once per what it shows (server/site/replay-image.ts). */
  replayImages: ReplayImages;
  achievements: AchievementsService;
  events: EventsService;
  // Store: coin spending (skins, power-ups) and the active skin
  store: StoreService;
  /** Coin packs bought with money: Stripe or the sandbox (server/payments). */
  payments: PaymentsService;
  // Public site: newsletter (double opt-in, skin unlock) and the contact form
  newsletter: NewsletterService;
  contact: ContactService;
  /** Admin: the newsletter's subscribers (list, unsubscribe, CSV export and import) and the blocklist. */
  subscribers: SubscribersService;
  /** Head tags per public route and locale (table seo_metadata). */
  seo: SeoService;
  /** More Games cards from GAMES_FEED_URL (cached; empty when unset or failing). */
  gamesFeed: GamesFeed;
  /** Admin: player segments (criteria, live counts; campaigns use their members). */
  segments: SegmentsService;
  /** Admin: e-mail templates, campaigns, lifecycle mails and the sender (server/campaigns). */
  campaigns: CampaignModule;
  /** Admin: the Site Crawler (crawls PUBLIC_URL's origin in the background; server/crawler). */
  crawler: CrawlerService;
  /** Admin analytics (report, retention setting, rollup job) and the page-view beacon's store. */
  analytics: AnalyticsService;
  /** This process's Prometheus registry and counters (GET /metrics). */
  metrics: Metrics;
  /** Admin: the operator team (roles, invitations; server/admin/team.ts). */
  team: TeamService;
  /** The Privacy Policy's retention periods, enforced hourly on one instance (server/players/retention.ts). */
  retention: RetentionJob;
}

export function createServices(deps: { config: Config; db: Db; logger: Logger }): Services {
  const { config, db, logger } = deps;
  const metrics = createMetrics({ db, databaseUrl: config.DATABASE_URL, token: config.METRICS_TOKEN });
  const logBodies = config.NODE_ENV === "development";
  const mailer = createMailer({ db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logBodies });
  const sms = createSmsSender({ db, logger, logBodies });
  const wallet = createWalletService(db);
  const audit = createAuditService(db);
  const rateLimits = createRateLimiter(db);
  const inventory = createInventoryService(db);
  const achievements = createAchievementsService(db);
  const events = createEventsService(db);
  const settings = createSettingsService(db);
  const leaderboards = createLeaderboardService(db, { timeZone: config.LEADERBOARD_TIMEZONE });
  // Several instances on one PostgreSQL hear each other's board changes; SQLite is one process.
  const channel =
    db.dialect === "postgres" ? createPostgresBoardsChannel({ db, connectionString: config.DATABASE_URL, logger }) : undefined;
  const leaderboardFeed = createLeaderboardFeed({
    leaderboards,
    logger,
    channel,
    streamsPerAddress: config.LEADERBOARD_STREAMS_PER_ADDRESS,
  });
  const players = createPlayersService(db, wallet, inventory, achievements, { onBoardsChanged: leaderboardFeed.notify, audit });
  const campaigns = createCampaignModule({ config, db, logger, mailer, audit, metrics });
  const verifier = createVerifyPool({
    size: config.VERIFY_WORKERS ?? Math.max(1, availableParallelism() - 1),
    onCrash: (error) => logger.warn({ err: error }, "a verification worker died; its run was replayed on the main thread"),
  });
  const courses = createDailyCourseService({
    db,
    audit,
    timeZone: config.LEADERBOARD_TIMEZONE,
    onBoardsChanged: leaderboardFeed.notify,
  });
  const runs = createRunsService({
    db,
    courses,
    verifier,
    settings,
    wallet,
    leaderboards,
    inventory,
    achievements,
    events,
    onBoardsChanged: leaderboardFeed.notify,
    timeZone: config.LEADERBOARD_TIMEZONE,
  });
  const auth = createAuthService({
    config,
    db,
    logger,
    mailer,
    sms,
    rateLimits,
    players,
    audit,
    onAccountConfirmed: campaigns.lifecycle.welcome,
  });
  const catalogue = createCatalogueService(db, { settings });
  return {
    ...deps,
    settings,
    catalogue,
    leaderboards,
    leaderboardFeed,
    inventory,
    runs,
    verifier,
    runRules: createRunRulesService({ db, audit }),
    courses,
    runReviews: createRunReviewService({
      db,
      courses,
      audit,
      settings,
      wallet,
      leaderboards,
      achievements,
      onBoardsChanged: leaderboardFeed.notify,
      timeZone: config.LEADERBOARD_TIMEZONE,
    }),
    replays: createRunReplays({ db, settings, catalogue, leaderboards }),
    replayImages: createReplayImages(),
    achievements,
    events,
    auth,
    players,
    wallet,
    audit,
    mailer,
    sms,
    rateLimits,
    // One catalogue service for all: it keeps the lists it parsed while the catalogue's stamp holds.
    store: createStoreService({ db, catalogue, wallet, inventory, metrics }),
    payments: createPaymentsService({
      ...{ db, config, logger, wallet, events, audit, catalogue, metrics },
      receipts: createReceiptMailer({ db, mailer, catalogue, logger, publicUrl: config.PUBLIC_URL }),
    }),
    newsletter: createNewsletterService({
      db,
      mailer,
      catalogue,
      rateLimits,
      logger,
      publicUrl: config.PUBLIC_URL,
    }),
    subscribers: createSubscribersService({ db, audit, mailer, logger, publicUrl: config.PUBLIC_URL }),
    contact: createContactService({ db, mailer, rateLimits, logger, supportEmail: config.SUPPORT_EMAIL }),
    seo: createSeoService(db),
    gamesFeed: createGamesFeed({ url: config.GAMES_FEED_URL, logger }),
    inbox: createInboxService({ db, audit }),
    playerData: createPlayerDataService(db, { timeZone: config.LEADERBOARD_TIMEZONE }),
    moderationView: createModerationView({ db, wallet, achievements, leaderboards }),
    moderation: createModerationService({ db, wallet, audit, onBoardsChanged: leaderboardFeed.notify }),
    segments: createSegmentsService({ db, audit }),
    campaigns,
    crawler: createCrawlerService({ db, seo: createSeoService(db), logger, publicUrl: config.PUBLIC_URL, audit }),
    analytics: createAnalyticsService({ db, audit, logger, timeZone: config.LEADERBOARD_TIMEZONE }),
    metrics,
    team: createTeamService({
      db,
      audit,
      mailer,
      logger,
      hasher: async () => (await (await auth.instance()).$context).password,
      publicUrl: config.PUBLIC_URL,
      bootstrapEmail: config.ADMIN_EMAIL,
    }),
    retention: createRetentionJob({ db, erase: players.erase, audit, logger, metrics }),
  };
}

/** Start-up work that needs the migrated database (server/main.ts runs it after migrations + seed). */
export async function afterMigrations(services: Services): Promise<void> {
  await services.auth.bootstrap();
  await services.leaderboardFeed.listen();
  services.campaigns.worker.start();
  services.analytics.worker.start();
  services.retention.start();
}

/**
 * Stops what the services run besides the database: the verification workers. Part of the server's
 * stop, after the in-flight requests drained and before the database closes (a finish still
 * replaying would then finish inline).
 */
export async function closeServices(services: Services): Promise<void> {
  // A retention run in progress finishes its batch; the lease is given up for the next instance.
  await services.retention.stop();
  await services.verifier.close();
}
