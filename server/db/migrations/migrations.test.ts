import { CompiledQuery, sql, type TableMetadata } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDb, DIALECTS, skipPostgres, type TestDb, type TestDialect } from "../../../tests/dialects.ts";
import { planOf } from "../../../tests/support/query-plan.ts";
import { migrateToLatest } from "../migrate.ts";
import { migrations } from "./index.ts";

type ColumnShape = { type: string; nullable: boolean; hasDefault: boolean };
type SchemaShape = Record<string, Record<string, ColumnShape>>;

/** The portable types, named alike: PostgreSQL reports int4/int8 for integer/bigint. */
function normalizeType(dataType: string): string {
  const type = dataType.toLowerCase();
  if (type === "int4") return "integer";
  if (type === "int8") return "bigint";
  return type;
}

/**
 * Better Auth's boolean and date fields are the one engine-dependent case (0002_accounts): boolean /
 * timestamptz on PostgreSQL, integer 0/1 / ISO text on SQLite, because the library's adapter writes
 * them so. Named here by their SQLite type so both engines' shapes compare equal; which columns may
 * differ is pinned by AUTH_ENGINE_TYPED below.
 */
function portableShape(shape: SchemaShape): SchemaShape {
  const out: SchemaShape = {};
  for (const [table, columns] of Object.entries(shape)) {
    out[table] = {};
    for (const [name, column] of Object.entries(columns)) {
      const type = column.type === "bool" ? "integer" : column.type === "timestamptz" ? "text" : column.type;
      out[table][name] = { ...column, type };
    }
  }
  return out;
}

/** Every column whose type depends on the engine, with its PostgreSQL type. */
const AUTH_ENGINE_TYPED: Record<string, Record<string, string>> = {
  user: {
    emailVerified: "bool",
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
    isAnonymous: "bool",
    banned: "bool",
    banExpires: "timestamptz",
    phoneNumberVerified: "bool",
  },
  session: { expiresAt: "timestamptz", createdAt: "timestamptz", updatedAt: "timestamptz" },
  account: {
    accessTokenExpiresAt: "timestamptz",
    refreshTokenExpiresAt: "timestamptz",
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
  },
  verification: { expiresAt: "timestamptz", createdAt: "timestamptz", updatedAt: "timestamptz" },
};

async function shapeOf(testDb: TestDb): Promise<SchemaShape> {
  const tables = testDb.schema === undefined ? await testDb.db.kysely.introspection.getTables() : await postgresTablesOf(testDb);
  const shape: SchemaShape = {};
  for (const table of tables) {
    if (table.isView) continue;
    const columns: Record<string, ColumnShape> = {};
    for (const column of table.columns) {
      columns[column.name] = {
        type: normalizeType(column.dataType),
        nullable: column.isNullable,
        hasDefault: column.hasDefaultValue,
      };
    }
    shape[table.name] = columns;
  }
  return shape;
}

/**
 * The tables of the test's PostgreSQL schema, as Kysely's introspector describes them. The introspector
 * reads every schema's tables (calling pg_get_serial_sequence on each), and failed with "schema … does
 * not exist" when a test file beside this one dropped its schema meanwhile (server/db/migrate.ts has
 * the same lookup for the migrator): this reads the catalogue of this schema only, without Kysely's
 * own migration tables (as the introspector leaves them out).
 */
async function postgresTablesOf(testDb: TestDb): Promise<TableMetadata[]> {
  const { rows } = await sql<{ table: string; name: string; type: string; notNull: boolean; hasDefault: boolean }>`
    select c.relname as "table", a.attname as name, t.typname as type, a.attnotnull as "notNull", a.atthasdef as "hasDefault"
    from pg_catalog.pg_attribute a
    join pg_catalog.pg_class c on c.oid = a.attrelid
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
    join pg_catalog.pg_type t on t.oid = a.atttypid
    where n.nspname = ${testDb.schema} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
      and c.relname not in ('kysely_migration', 'kysely_migration_lock')
    order by c.relname, a.attnum`.execute(testDb.db.kysely);
  const tables = new Map<string, TableMetadata>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) tables.set(row.table, (table = { name: row.table, schema: testDb.schema, isView: false, isForeign: false, columns: [] }));
    (table.columns as TableMetadata["columns"][number][]).push({
      name: row.name,
      dataType: row.type,
      isNullable: !row.notNull,
      hasDefaultValue: row.hasDefault,
      isAutoIncrementing: false,
    });
  }
  return [...tables.values()];
}

const text = (nullable = false, hasDefault = false) => ({ type: "text", nullable, hasDefault });
const integer = (nullable = false, hasDefault = false) => ({ type: "integer", nullable, hasDefault });
const bigint = (nullable = false, hasDefault = false) => ({ type: "bigint", nullable, hasDefault });

const EXPECTED: SchemaShape = {
  skins: {
    id: text(),
    name: text(),
    color: text(),
    rarity: text(),
    price_coins: integer(),
    unlocked_by_default: integer(false, true),
    purchase_only: integer(false, true),
    effects_json: text(false, true),
    sort_order: integer(false, true),
  },
  power_ups: {
    id: text(),
    name: text(),
    description: text(),
    price_coins: integer(),
    duration_ms: integer(true),
    duration_text: text(),
    sort_order: integer(false, true),
  },
  coin_packs: {
    id: text(),
    name: text(),
    coins: integer(),
    bonus_coins: integer(false, true),
    price_cents: integer(),
    description: text(),
    stripe_price_id: text(true),
    sort_order: integer(false, true),
  },
  game_settings_versions: {
    version: integer(),
    settings_json: text(),
    created_at: bigint(),
    created_by: text(true),
    note: text(false, true),
  },
  email_templates: {
    id: text(),
    name: text(),
    subject: text(),
    body: text(),
    created_at: bigint(),
    updated_at: bigint(),
  },
  leaderboard_entries: {
    id: text(),
    board: text(),
    period: text(),
    player_id: text(true),
    name: text(),
    location: text(false, true),
    score: integer(),
    achieved_at: bigint(),
    is_sample: integer(false, true),
    // 0030_run_replays
    run_id: text(true),
  },
  seed_steps: {
    name: text(),
    applied_at: bigint(),
  },
  // 0002_accounts (Better Auth's tables in their SQLite types; see portableShape)
  user: {
    id: text(),
    name: text(),
    email: text(),
    emailVerified: integer(false, true),
    image: text(true),
    createdAt: text(),
    updatedAt: text(),
    isAnonymous: integer(false, true),
    role: text(false, true),
    banned: integer(true, true),
    banReason: text(true),
    banExpires: text(true),
    phoneNumber: text(true),
    phoneNumberVerified: integer(true),
  },
  session: {
    id: text(),
    expiresAt: text(),
    token: text(),
    createdAt: text(),
    updatedAt: text(),
    ipAddress: text(true),
    userAgent: text(true),
    userId: text(),
    impersonatedBy: text(true),
  },
  account: {
    id: text(),
    accountId: text(),
    providerId: text(),
    userId: text(),
    accessToken: text(true),
    refreshToken: text(true),
    idToken: text(true),
    accessTokenExpiresAt: text(true),
    refreshTokenExpiresAt: text(true),
    scope: text(true),
    password: text(true),
    createdAt: text(),
    updatedAt: text(),
  },
  verification: {
    id: text(),
    identifier: text(),
    value: text(),
    expiresAt: text(),
    createdAt: text(),
    updatedAt: text(),
  },
  app_secrets: { name: text(), value: text(), created_at: bigint() },
  wallets: { player_id: text(), coins: integer(false, true), updated_at: bigint() },
  wallet_ledger: {
    id: text(),
    player_id: text(),
    delta: integer(),
    balance_after: integer(),
    reason: text(),
    reference: text(),
    created_at: bigint(),
  },
  outbox: {
    id: text(),
    channel: text(),
    recipient: text(),
    subject: text(false, true),
    text: text(),
    html: text(true),
    created_at: bigint(),
  },
  rate_limits: { key: text(), window_start: bigint(), count: integer(), expires_at: bigint() },
  audit_log: {
    id: text(),
    actor_id: text(true),
    actor: text(),
    action: text(),
    target: text(true),
    before_json: text(true),
    after_json: text(true),
    ip: text(true),
    at: bigint(),
  },
  // 0003_runs
  runs: {
    id: text(),
    player_id: text(),
    seed: bigint(),
    settings_version: integer(),
    status: text(false, true),
    started_at: bigint(),
    expires_at: bigint(),
    finished_at: bigint(true),
    score: integer(true),
    ticks: integer(true),
    reject_reason: text(true),
    input_log: text(true),
    name: text(true),
    challenge_id: text(true),
    // 0017_run_max_length
    max_ticks: integer(true),
    // 0018_run_review
    review: text(true),
    review_reasons: text(true),
    review_evidence: text(true),
    reviewed_at: bigint(true),
    reviewed_by: text(true),
    location: text(true),
    // 0030_run_replays
    skin: text(true),
    // 0031_daily_course
    course_day: text(true),
  },
  run_powerups: { run_id: text(), tick: integer(), type: text(), created_at: bigint() },
  inventories: { player_id: text(), item: text(), count: integer(false, true), updated_at: bigint() },
  // 0004_progress
  player_stats: {
    player_id: text(),
    games_played: integer(false, true),
    total_flaps: bigint(false, true),
    perfect_runs: integer(false, true),
    best_score: integer(false, true),
    last_played_at: bigint(true),
    updated_at: bigint(),
  },
  player_achievements: {
    player_id: text(),
    achievement_id: text(),
    progress: integer(false, true),
    unlocked_at: bigint(true),
    updated_at: bigint(),
  },
  analytics_events: {
    id: text(),
    name: text(),
    player_id: text(true),
    run_id: text(true),
    value: integer(true),
    props_json: text(true),
    created_at: bigint(),
  },
  // 0005_leaderboard_counts
  leaderboard_score_counts: { board: text(), period: text(), score: integer(), n: integer() },
  leaderboard_time_counts: { board: text(), period: text(), score: integer(), level: integer(), bucket: bigint(), n: integer() },
  // 0006_store
  player_skins: { player_id: text(), skin_id: text(), source: text(), acquired_at: bigint() },
  player_state: { player_id: text(), active_skin: text(), updated_at: bigint() },
  purchases: {
    id: text(),
    player_id: text(),
    kind: text(),
    item_id: text(),
    price_coins: integer(),
    idempotency_key: text(),
    created_at: bigint(),
  },
  checkout_sessions: {
    id: text(),
    provider: text(),
    player_id: text(),
    pack_id: text(),
    coins: integer(),
    amount_cents: integer(),
    currency: text(),
    status: text(false, true),
    payment_intent: text(true),
    created_at: bigint(),
    fulfilled_at: bigint(true),
    updated_at: bigint(),
    // 0026_account_mails
    locale: text(true),
    receipt_mailed_at: bigint(true),
  },
  payment_events: { id: text(), provider: text(), type: text(), received_at: bigint() },
  // 0007_public_site
  newsletter_subscriptions: {
    id: text(),
    email: text(),
    player_id: text(true),
    locale: text(false, true),
    consent_text: text(),
    consent_at: bigint(),
    confirm_token_hash: text(),
    confirmed_at: bigint(true),
    unsubscribe_token_hash: text(),
    unsubscribed_at: bigint(true),
    unlocked_skin_id: text(true),
    created_at: bigint(),
    updated_at: bigint(),
    source: text(false, true),
    source_detail: text(true),
  },
  newsletter_blocklist: { email: text(), reason: text(false, true), created_by: text(true), created_at: bigint() },
  contact_messages: {
    id: text(),
    email: text(),
    message: text(),
    player_id: text(true),
    locale: text(false, true),
    ip: text(true),
    user_agent: text(true),
    status: text(false, true),
    created_at: bigint(),
  },
  seo_metadata: {
    route: text(),
    locale: text(),
    title: text(),
    description: text(),
    keywords: text(false, true),
    og_image: text(true),
    updated_at: bigint(),
    updated_by: text(true),
  },
  // 0029_email_template_translations
  email_template_translations: {
    template_id: text(),
    locale: text(),
    subject: text(),
    body: text(),
    updated_at: bigint(),
    updated_by: text(true),
  },
  // 0008_admin
  leaderboard_removals: {
    id: text(),
    entry_id: text(),
    board: text(),
    period: text(),
    player_id: text(true),
    name: text(),
    location: text(),
    score: bigint(),
    achieved_at: bigint(),
    is_sample: integer(false, true),
    reason: text(),
    removed_by: text(),
    removed_at: bigint(),
    restored_at: bigint(true),
    restored_by: text(true),
    // 0030_run_replays
    run_id: text(true),
  },
  player_moderation: { player_id: text(), name_hidden: integer(false, true), updated_at: bigint(), updated_by: text(true) },
  // 0010_segments
  segments: {
    id: text(),
    name: text(),
    description: text(),
    criteria_json: text(false, true),
    created_at: bigint(),
    created_by: text(true),
    updated_at: bigint(),
    updated_by: text(true),
  },
  player_profile: { player_id: text(), locale: text(true), country: text(true), last_seen_at: bigint(), updated_at: bigint() },
  // 0011_campaigns
  campaigns: {
    id: text(),
    kind: text(false, true),
    name: text(),
    segment_id: text(true),
    template_id: text(true),
    subject: text(),
    body: text(),
    status: text(),
    total: integer(false, true),
    sent: integer(false, true),
    failed: integer(false, true),
    created_by: text(true),
    created_at: bigint(),
    started_at: bigint(true),
    finished_at: bigint(true),
    updated_at: bigint(),
    scheduled_at: bigint(true),
  },
  campaign_recipients: {
    campaign_id: text(),
    player_id: text(),
    subscription_id: text(true),
    email: text(),
    name: text(),
    locale: text(false, true),
    status: text(false, true),
    attempts: integer(false, true),
    last_error: text(true),
    next_attempt_at: bigint(),
    lease_until: bigint(true),
    sent_at: bigint(true),
    message_id: text(),
  },
  lifecycle_settings: {
    id: text(),
    welcome_enabled: integer(false, true),
    welcome_template_id: text(true),
    come_back_enabled: integer(false, true),
    come_back_segment_id: text(true),
    come_back_template_id: text(true),
    come_back_interval_days: integer(false, true),
    come_back_last_run_at: bigint(true),
    updated_at: bigint(),
    updated_by: text(true),
  },
  // 0013_crawls
  crawls: {
    id: text(),
    status: text(),
    origin: text(),
    started_by: text(true),
    started_at: bigint(),
    finished_at: bigint(true),
    heartbeat_at: bigint(),
    pages: integer(false, true),
    errors: integer(false, true),
    warnings: integer(false, true),
    failure: text(true),
    progress_json: text(true),
    summary_json: text(false, true),
  },
  crawl_pages: {
    crawl_id: text(),
    url: text(),
    final_url: text(),
    status: integer(true),
    error: text(true),
    hops_json: text(false, true),
    title: text(true),
    description: text(true),
    load_ms: integer(),
    source: text(),
    facts_json: text(false, true),
    issues_json: text(false, true),
    errors: integer(false, true),
    warnings: integer(false, true),
  },
  // 0014_analytics
  analytics_pageviews: {
    day: integer(),
    path: text(),
    visitor_hash: text(),
    referrer_host: text(true),
    created_at: bigint(),
    // 0032_analytics_breakdowns
    country: text(true),
    device: text(true),
  },
  analytics_salts: { day: integer(), salt: text(), created_at: bigint() },
  analytics_daily: {
    day: integer(),
    games_started: integer(false, true),
    games_finished: integer(false, true),
    players: integer(false, true),
    page_views: integer(false, true),
    visitors: integer(false, true),
  },
  analytics_player_days: { day: integer(), player_id: text(), games_started: integer(false, true), games_finished: integer(false, true) },
  analytics_players: {
    player_id: text(),
    first_day: integer(),
    last_day: integer(),
    started: integer(false, true),
    finished: integer(false, true),
  },
  analytics_score_days: { day: integer(), score: integer(), n: integer() },
  analytics_player_scores: { day: integer(), player_id: text(), score: integer(), n: integer() },
  analytics_page_days: { day: integer(), kind: text(), key: text(), views: integer() },
  // 0032_analytics_breakdowns
  analytics_breakdown_days: { day: integer(), kind: text(), key: text(), views: integer(), visitors: integer() },
  analytics_accounts: { player_id: text(), signup_day: integer(), active_day1: integer(false, true), active_day7: integer(false, true) },
  analytics_settings: {
    id: text(),
    retention_days: integer(false, true),
    rolled_through: integer(true),
    updated_at: bigint(),
    updated_by: text(true),
  },
  // 0015_job_leases
  job_leases: { name: text(), holder: text(), expires_at: bigint() },
  // 0016_run_rules
  run_rules: {
    id: text(),
    daily_run_coins: integer(),
    updated_at: bigint(),
    updated_by: text(true),
    max_run_seconds: integer(false, true),
  },
  // 0019_player_summaries
  player_summaries: {
    player_id: text(),
    is_guest: integer(),
    name_key: text(),
    email_key: text(),
    id_key: text(),
    joined: bigint(),
    games_played: integer(false, true),
    best_score: integer(false, true),
    last_played_at: bigint(false, true),
    coins: bigint(false, true),
    spent_cents: bigint(false, true),
  },
  run_score_counts: { score: integer(), shard: integer(), n: bigint() },
  player_counts: { is_guest: integer(), n: bigint() },
  // 0021_catalogue_translations
  catalogue_translations: {
    item_kind: text(),
    item_id: text(),
    locale: text(),
    field: text(),
    text: text(),
    updated_at: bigint(),
    updated_by: text(true),
  },
  // 0035_catalogue_stamp
  catalogue_stamp: { id: integer(), stamp: bigint() },
  // 0027_operator_team
  operator_roles: { user_id: text(), role: text(), created_at: bigint(), updated_at: bigint(), updated_by: text(true) },
  operator_invitations: {
    id: text(),
    email: text(),
    role: text(),
    token_hash: text(),
    invited_by: text(),
    created_at: bigint(),
    expires_at: bigint(),
    accepted_at: bigint(true),
    revoked_at: bigint(true),
  },
  // 0031_daily_course
  daily_courses: { day: text(), seed: bigint(), origin: text(), created_at: bigint(), updated_at: bigint() },
  daily_course_pin: { id: text(), seed: bigint(true), from_day: text(true), updated_at: bigint() },
};

const available = (dialect: TestDialect) => dialect === "sqlite" || !skipPostgres;
const shapes = new Map<TestDialect, SchemaShape>();
const opened: TestDb[] = [];

afterAll(async () => {
  await Promise.all(opened.map((testDb) => testDb.drop()));
});

for (const dialect of DIALECTS) {
  describe.skipIf(!available(dialect))(`migrations [${dialect}]`, () => {
    it("applies every migration to an empty database and gives the expected tables and columns", async () => {
      const testDb = await createTestDb(dialect, { migrate: false });
      opened.push(testDb);
      expect(await shapeOf(testDb)).toEqual({});

      const first = await migrateToLatest(testDb.db);
      expect(first.results?.map((r) => [r.migrationName, r.status])).toEqual([
        ["0001_foundation", "Success"],
        ["0002_accounts", "Success"],
        ["0003_runs", "Success"],
        ["0004_progress", "Success"],
        ["0005_leaderboard_counts", "Success"],
        ["0006_store", "Success"],
        ["0007_public_site", "Success"],
        ["0008_admin", "Success"],
        ["0009_player_data", "Success"],
        ["0010_segments", "Success"],
        ["0011_campaigns", "Success"],
        ["0013_crawls", "Success"],
        ["0014_analytics", "Success"],
        ["0015_job_leases", "Success"],
        ["0016_run_rules", "Success"],
        ["0017_run_max_length", "Success"],
        ["0018_run_review", "Success"],
        ["0019_player_summaries", "Success"],
        ["0020_leaderboard_player_index", "Success"],
        ["0021_catalogue_translations", "Success"],
        ["0024_subscribers", "Success"],
        ["0026_account_mails", "Success"],
        ["0027_operator_team", "Success"],
        ["0029_email_template_translations", "Success"],
        ["0030_run_replays", "Success"],
        ["0031_daily_course", "Success"],
        ["0032_analytics_breakdowns", "Success"],
        ["0033_course_rank_buckets", "Success"],
        ["0034_summary_rename", "Success"],
        ["0035_catalogue_stamp", "Success"],
        ["0036_finish_indexes", "Success"],
        ["0037_leaderboard_player_key", "Success"],
        ["0038_alltime_rank_buckets", "Success"],
        ["0039_counted_runs", "Success"],
      ]);

      const raw = await shapeOf(testDb);
      const shape = portableShape(raw);
      expect(Object.keys(shape).sort()).toEqual(Object.keys(EXPECTED).sort());
      expect(shape).toEqual(EXPECTED);
      // Only Better Auth's boolean/date fields may use an engine-specific type.
      const engineTyped: Record<string, Record<string, string>> = {};
      for (const [table, columns] of Object.entries(raw)) {
        for (const [name, column] of Object.entries(columns)) {
          if (["bool", "timestamptz"].includes(column.type)) (engineTyped[table] ??= {})[name] = column.type;
        }
      }
      expect(engineTyped).toEqual(dialect === "postgres" ? AUTH_ENGINE_TYPED : {});
      shapes.set(dialect, shape);

      const again = await migrateToLatest(testDb.db);
      expect(again.results).toEqual([]);
      expect(await shapeOf(testDb)).toEqual(raw);
    });

    it("creates the leaderboard indexes, the per-player one unique", async () => {
      const testDb = await createTestDb(dialect);
      opened.push(testDb);
      const k = testDb.db.kysely;
      const base = { board: "daily", period: "2026-11-22", name: "A", score: 1, achieved_at: 1 };
      await k
        .insertInto("leaderboard_entries")
        .values({ ...base, id: "1", player_id: "p1" })
        .execute();
      // Same player, same period: refused.
      await expect(
        k
          .insertInto("leaderboard_entries")
          .values({ ...base, id: "2", player_id: "p1" })
          .execute(),
      ).rejects.toThrow();
      // Rows without a player (samples) never collide; another period is another row.
      await k
        .insertInto("leaderboard_entries")
        .values({ ...base, id: "3", player_id: null })
        .execute();
      await k
        .insertInto("leaderboard_entries")
        .values({ ...base, id: "4", player_id: null })
        .execute();
      await k
        .insertInto("leaderboard_entries")
        .values({ ...base, id: "5", player_id: "p1", period: "2026-11-23" })
        .execute();
      const count = await k
        .selectFrom("leaderboard_entries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(4);
      // A player's rows across boards and periods (rename, ban, deletion) are an index lookup, not a
      // scan of every row ever written (0020; since 0037 the key's prefix, which leads with the player).
      // (A four-row table is scanned whatever its indexes: planOf asks PostgreSQL to show it would use one.)
      const plan = await planOf(testDb.db, CompiledQuery.raw("update leaderboard_entries set name = 'B' where player_id = 'p1'"));
      expect(plan.lines.join("\n")).toContain("leaderboard_entries_player_key");
    });

    it("enforces the portable check constraints", async () => {
      const testDb = await createTestDb(dialect);
      opened.push(testDb);
      const k = testDb.db.kysely;
      const skin = { id: "x", name: "X", color: "#000000", rarity: "common" as const, price_coins: 0 };
      await expect(
        k
          .insertInto("skins")
          .values({ ...skin, rarity: "seasonal" as "common" })
          .execute(),
      ).rejects.toThrow();
      await expect(
        k
          .insertInto("skins")
          .values({ ...skin, price_coins: -1 })
          .execute(),
      ).rejects.toThrow();
      await expect(
        k
          .insertInto("skins")
          .values({ ...skin, purchase_only: 2 as 1 })
          .execute(),
      ).rejects.toThrow();
      await k.insertInto("skins").values(skin).execute();
      const row = await k.selectFrom("skins").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ unlocked_by_default: 0, purchase_only: 0, effects_json: "{}", sort_order: 0 });
    });
  });
}

describe.skipIf(skipPostgres)("migrations on both engines", () => {
  it("give the same tables, columns, types, nullability and defaults", async () => {
    const sqlite = shapes.get("sqlite") ?? portableShape(await shapeOf(await tracked("sqlite")));
    const postgres = shapes.get("postgres") ?? portableShape(await shapeOf(await tracked("postgres")));
    expect(Object.keys(sqlite).length).toBe(66);
    expect(postgres).toEqual(sqlite);
  });
});

describe("migrations/index.ts", () => {
  it("registers the migrations in order", () => {
    expect(Object.keys(migrations)).toEqual([
      "0001_foundation",
      "0002_accounts",
      "0003_runs",
      "0004_progress",
      "0005_leaderboard_counts",
      "0006_store",
      "0007_public_site",
      "0008_admin",
      "0009_player_data",
      "0010_segments",
      "0011_campaigns",
      "0013_crawls",
      "0014_analytics",
      "0015_job_leases",
      "0016_run_rules",
      "0017_run_max_length",
      "0018_run_review",
      "0019_player_summaries",
      "0020_leaderboard_player_index",
      "0021_catalogue_translations",
      "0024_subscribers",
      "0026_account_mails",
      "0027_operator_team",
      "0029_email_template_translations",
      "0030_run_replays",
      "0031_daily_course",
      "0032_analytics_breakdowns",
      "0033_course_rank_buckets",
      "0034_summary_rename",
      "0035_catalogue_stamp",
      "0036_finish_indexes",
      "0037_leaderboard_player_key",
      "0038_alltime_rank_buckets",
      "0039_counted_runs",
    ]);
  });
});

async function tracked(dialect: TestDialect): Promise<TestDb> {
  const testDb = await createTestDb(dialect);
  opened.push(testDb);
  return testDb;
}
