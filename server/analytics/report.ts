// The admin analytics report: a range's figures and the previous period's, per-day series, the score
// distribution, the start -> finish -> purchase funnel and account retention. Days up to
// rolled_through come from the rollup tables (server/analytics/rollup.ts), later ones from the raw
// tables; both give the same numbers (tested), the rollups just answer a year in milliseconds.
//
// Definitions (docs/admin.md "Analytics"):
// - players: distinct players with a game start or finish in the period (guests included);
// - purchases / revenue: card payments (checkout sessions) paid in the period; revenue = paid minus
//   refunded or disputed, as the Player Data statistics count it; coin purchases are store items
//   bought with coins, counted apart;
// - visitors: distinct visitor hashes per day, summed (a hash lives one day by design);
// - operators' (admin) games and payments are never counted; a segment restricts every player figure
//   to its members (page views are not tied to players and stay site-wide).
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from "kysely";
import type { Database } from "../db/schema.ts";
import { dateOf, DayIndex, QUARTER_HOUR_MS, type AnalyticsRange } from "./days.ts";
import { DEVICE_CLASSES, type DeviceClass } from "./pageviews.ts";
import { PAID_STATUSES } from "./rollup.ts";

export interface ScoreBucket {
  /** Inclusive bounds. */
  from: number;
  to: number;
  count: number;
}

export interface SeriesDay {
  /** 'YYYY-MM-DD', local to the analytics time zone. */
  date: string;
  gamesStarted: number;
  gamesFinished: number;
  players: number;
  purchases: number;
  revenueCents: number;
  pageViews: number;
  visitors: number;
}

export interface Rate {
  /** Accounts old enough to be measured. */
  accounts: number;
  retained: number;
  /** retained / accounts (4 decimals), null without accounts. */
  rate: number | null;
}

/** Page views and visitors of one country or device class (visitors: each day's distinct, summed). */
export interface Breakdown<Key> {
  /** null: not known (private address, a view from before breakdowns, no width sent). */
  key: Key | null;
  views: number;
  visitors: number;
}

export interface PeriodReport {
  /** Epoch ms, [from, to). */
  from: number;
  to: number;
  firstDay: string;
  lastDay: string;
  /** No game, payment, coin purchase, sign-up or page view in the period. */
  empty: boolean;
  players: number;
  gamesStarted: number;
  gamesFinished: number;
  /** gamesFinished / gamesStarted (4 decimals), null without starts. */
  completionRate: number | null;
  score: {
    count: number;
    average: number | null;
    median: number | null;
    max: number | null;
    histogram: ScoreBucket[];
  };
  purchases: number;
  grossRevenueCents: number;
  refundedCents: number;
  revenueCents: number;
  coinPurchases: number;
  coinsSpent: number;
  newAccounts: number;
  pageViews: number;
  visitors: number;
  funnel: { started: number; finished: number; purchased: number };
  retention: { day1: Rate; day7: Rate };
  topPages: { path: string; views: number }[];
  topReferrers: { host: string; views: number }[];
  /** Every country seen, most visitors first (ISO 3166-1 alpha-2 codes). */
  countries: Breakdown<string>[];
  /** Every device class seen, most visitors first. */
  devices: Breakdown<DeviceClass>[];
  series: SeriesDay[];
}

export interface ReportInput {
  k: Kysely<Database>;
  timeZone: string;
  range: AnalyticsRange;
  today: number;
  /** Days up to here come from the rollups. */
  rolledThrough: number;
  admins: readonly string[];
  /** The segment's members (a query selecting player_id), or null for everyone. */
  members: Expression<unknown> | null;
  current: { firstDay: number; lastDay: number };
  previous: { firstDay: number; lastDay: number } | null;
}

export const TOP_LIMIT = 10;
export const MAX_BUCKETS = 10;

export async function buildReport(input: ReportInput): Promise<{ current: PeriodReport; previous: PeriodReport | null }> {
  const [current, previous] = await Promise.all([
    periodFigures(input, input.current.firstDay, input.current.lastDay),
    input.previous ? periodFigures(input, input.previous.firstDay, input.previous.lastDay) : Promise.resolve(null),
  ]);
  // One bucket width for both periods, so their histograms line up in a chart.
  const max = Math.max(maxScore(current.scores), previous ? maxScore(previous.scores) : -1);
  const width = bucketWidth(max);
  return {
    current: finish(current, width, max),
    previous: previous ? finish(previous, width, max) : null,
  };
}

// ---- figures of one period -------------------------------------------------------------------

interface Gathered {
  report: Omit<PeriodReport, "score">;
  scores: Map<number, number>;
}

async function periodFigures(input: ReportInput, firstDay: number, lastDay: number): Promise<Gathered> {
  const { k, timeZone, rolledThrough } = input;
  const days = new DayIndex(firstDay, lastDay, timeZone);
  const rolled = firstDay <= rolledThrough ? { first: firstDay, last: Math.min(lastDay, rolledThrough) } : null;
  const tailFirst = Math.max(firstDay, rolledThrough + 1);
  const tail = tailFirst <= lastDay ? new DayIndex(tailFirst, lastDay, timeZone) : null;
  const allTime = input.range === "all";

  const [dailyRows, segmentGames, tailGames, tailViews, money, coins, scores, players, accounts, retention, pages, countries, devices] =
    await Promise.all([
      rolled ? k.selectFrom("analytics_daily").selectAll().where("day", ">=", rolled.first).where("day", "<=", rolled.last).execute() : [],
      rolled && input.members ? segmentDays(input, rolled.first, rolled.last) : null,
      tail ? tailGameDays(input, tail) : [],
      tail ? tailPageDays(k, tail) : [],
      moneyBuckets(input, days.from, days.to),
      coinPurchases(input, days.from, days.to),
      scoreCounts(input, rolled, tail),
      allTime ? allTimeFunnel(input, rolled !== null, tail, days) : playerFunnel(input, rolled, tail, days),
      newAccounts(input, rolled, tail),
      retentionOf(input, firstDay, lastDay),
      topPages(k, rolled, tail),
      breakdown(k, "country", rolled, tail),
      breakdown(k, "device", rolled, tail),
    ]);

  const byDay = new Map<number, SeriesDay>();
  const dayRow = (day: number) => {
    let row = byDay.get(day);
    if (!row) {
      row = { date: dateOf(day), gamesStarted: 0, gamesFinished: 0, players: 0, purchases: 0, revenueCents: 0, pageViews: 0, visitors: 0 };
      byDay.set(day, row);
    }
    return row;
  };
  for (const row of dailyRows) {
    const day = dayRow(Number(row.day));
    day.pageViews += Number(row.page_views);
    day.visitors += Number(row.visitors);
    if (!segmentGames) {
      day.gamesStarted += Number(row.games_started);
      day.gamesFinished += Number(row.games_finished);
      day.players += Number(row.players);
    }
  }
  for (const row of segmentGames ?? []) {
    const day = dayRow(row.day);
    day.gamesStarted += row.started;
    day.gamesFinished += row.finished;
    day.players += row.players;
  }
  for (const row of tailGames) {
    const day = dayRow(row.day);
    day.gamesStarted += row.started;
    day.gamesFinished += row.finished;
    day.players += row.players;
  }
  for (const row of tailViews) {
    const day = dayRow(row.day);
    day.pageViews += row.views;
    day.visitors += row.visitors;
  }
  let grossRevenueCents = 0;
  let refundedCents = 0;
  let purchases = 0;
  for (const row of money) {
    const at = row.bucket * QUARTER_HOUR_MS;
    const dayNumber = days.dayAt(at);
    if (dayNumber === null) continue;
    const day = dayRow(dayNumber);
    day.purchases += row.n;
    day.revenueCents += row.gross - row.refunded;
    purchases += row.n;
    grossRevenueCents += row.gross;
    refundedCents += row.refunded;
  }

  const sum = (pick: (row: SeriesDay) => number) => [...byDay.values()].reduce((total, row) => total + pick(row), 0);
  const gamesStarted = sum((row) => row.gamesStarted);
  const gamesFinished = sum((row) => row.gamesFinished);
  const pageViews = sum((row) => row.pageViews);
  // The series stops at today: a current period's days to come have nothing yet.
  const seriesLast = Math.min(lastDay, input.today);
  const series: SeriesDay[] = [];
  for (let day = firstDay; day <= seriesLast; day++) series.push(byDay.get(day) ?? dayRow(day));

  const report: Omit<PeriodReport, "score"> = {
    from: days.from,
    to: days.to,
    firstDay: dateOf(firstDay),
    lastDay: dateOf(lastDay),
    empty: gamesStarted + gamesFinished + purchases + coins.count + accounts + pageViews === 0,
    players: players.players,
    gamesStarted,
    gamesFinished,
    completionRate: gamesStarted === 0 ? null : round(gamesFinished / gamesStarted, 4),
    purchases,
    grossRevenueCents,
    refundedCents,
    revenueCents: grossRevenueCents - refundedCents,
    coinPurchases: coins.count,
    coinsSpent: coins.coins,
    newAccounts: accounts,
    pageViews,
    visitors: sum((row) => row.visitors),
    funnel: { started: players.started, finished: players.finished, purchased: players.purchased },
    retention,
    topPages: pages.paths.map(([path, views]) => ({ path, views })),
    topReferrers: pages.referrers.map(([host, views]) => ({ host, views })),
    countries,
    devices: devices.filter(
      (row): row is Breakdown<DeviceClass> => row.key === null || (DEVICE_CLASSES as readonly string[]).includes(row.key),
    ),
    series,
  };
  return { report, scores };
}

// ---- filters -----------------------------------------------------------------------------------

/** Raw rows: a player, not an operator, and in the segment when there is one. */
function rawPlayer(input: ReportInput, column: string): RawBuilder<SqlBool> {
  const ref = sql.ref(column);
  const parts: RawBuilder<unknown>[] = [sql`${ref} is not null`];
  if (input.admins.length > 0) parts.push(sql`${ref} not in (${sql.join(input.admins)})`);
  if (input.members) parts.push(sql`${ref} in (select m.player_id from (${input.members}) m)`);
  return sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}

/** Rollup rows: operators are left out when rolling up; only the segment remains to check. */
function rolledPlayer(input: ReportInput, column: string): RawBuilder<SqlBool> {
  if (!input.members) return sql<SqlBool>`1 = 1`;
  return sql<SqlBool>`${sql.ref(column)} in (select m.player_id from (${input.members}) m)`;
}

/** The local day of `column` over the days of `index`: a CASE over the day starts (bound values). */
function dayCase(column: string, index: DayIndex): RawBuilder<number> {
  const bounds = index.boundaries;
  const branches: RawBuilder<unknown>[] = [];
  for (let i = 1; i < bounds.length - 1; i++)
    branches.push(sql`when ${sql.ref(column)} < ${bounds[i]} then ${sql.lit(index.first + i - 1)}`);
  if (branches.length === 0) return sql<number>`${sql.lit(index.first)}`;
  return sql<number>`case ${sql.join(branches, sql` `)} else ${sql.lit(index.last)} end`;
}

// ---- queries -----------------------------------------------------------------------------------

interface GameDay {
  day: number;
  started: number;
  finished: number;
  players: number;
}

async function segmentDays(input: ReportInput, first: number, last: number): Promise<GameDay[]> {
  const rows = await input.k
    .selectFrom("analytics_player_days")
    .where("day", ">=", first)
    .where("day", "<=", last)
    .where(rolledPlayer(input, "player_id"))
    .select([
      "day",
      sql<number | string>`sum(games_started)`.as("started"),
      sql<number | string>`sum(games_finished)`.as("finished"),
      sql<number | string>`count(*)`.as("players"),
    ])
    .groupBy("day")
    .execute();
  return rows.map((row) => ({
    day: Number(row.day),
    started: Number(row.started),
    finished: Number(row.finished),
    players: Number(row.players),
  }));
}

async function tailGameDays(input: ReportInput, tail: DayIndex): Promise<GameDay[]> {
  const { rows } = await sql<{ day: number; started: number | string; finished: number | string; players: number | string }>`
    select day, sum(s) as started, sum(f) as finished, count(distinct player_id) as players from (
      select ${dayCase("created_at", tail)} as day, player_id,
        case when name = 'start_game' then 1 else 0 end as s,
        case when name = 'end_game' then 1 else 0 end as f
      from analytics_events
      where name in ('start_game', 'end_game') and created_at >= ${tail.from} and created_at < ${tail.to}
        and ${rawPlayer(input, "player_id")}
    ) t group by day`.execute(input.k);
  return rows.map((row) => ({
    day: Number(row.day),
    started: Number(row.started),
    finished: Number(row.finished),
    players: Number(row.players),
  }));
}

async function tailPageDays(k: Kysely<Database>, tail: DayIndex): Promise<{ day: number; views: number; visitors: number }[]> {
  const { rows } = await sql<{ day: number; views: number | string; visitors: number | string }>`
    select day, count(*) as views, count(distinct visitor_hash) as visitors from (
      select ${dayCase("created_at", tail)} as day, visitor_hash from analytics_pageviews
      where created_at >= ${tail.from} and created_at < ${tail.to}
    ) t group by day`.execute(k);
  return rows.map((row) => ({ day: Number(row.day), views: Number(row.views), visitors: Number(row.visitors) }));
}

/**
 * Card payments by quarter hour of payment (a local day is a whole number of quarter hours in every
 * zone): the payment time is fulfilled_at, or the status change for a session never fulfilled.
 */
async function moneyBuckets(input: ReportInput, from: number, to: number) {
  const paidAt = sql<number>`coalesce(fulfilled_at, updated_at)`;
  const rows = await input.k
    .selectFrom("checkout_sessions")
    .where("status", "in", PAID_STATUSES)
    .where(paidAt, ">=", from)
    .where(paidAt, "<", to)
    .where(rawPlayer(input, "player_id"))
    .select([
      sql<number | string>`coalesce(fulfilled_at, updated_at) / ${sql.lit(QUARTER_HOUR_MS)}`.as("bucket"),
      sql<number | string>`count(*)`.as("n"),
      sql<number | string>`sum(amount_cents)`.as("gross"),
      sql<number | string>`sum(case when status = 'paid' then 0 else amount_cents end)`.as("refunded"),
    ])
    .groupBy(sql`coalesce(fulfilled_at, updated_at) / ${sql.lit(QUARTER_HOUR_MS)}`)
    .execute();
  return rows.map((row) => ({ bucket: Number(row.bucket), n: Number(row.n), gross: Number(row.gross), refunded: Number(row.refunded) }));
}

async function coinPurchases(input: ReportInput, from: number, to: number): Promise<{ count: number; coins: number }> {
  const row = await input.k
    .selectFrom("purchases")
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .where(rawPlayer(input, "player_id"))
    .select([sql<number | string>`count(*)`.as("n"), sql<number | string | null>`sum(price_coins)`.as("coins")])
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), coins: Number(row.coins ?? 0) };
}

async function scoreCounts(
  input: ReportInput,
  rolled: { first: number; last: number } | null,
  tail: DayIndex | null,
): Promise<Map<number, number>> {
  const { k } = input;
  const [fromRollup, fromRaw] = await Promise.all([
    !rolled
      ? []
      : input.members
        ? k
            .selectFrom("analytics_player_scores")
            .where("day", ">=", rolled.first)
            .where("day", "<=", rolled.last)
            .where(rolledPlayer(input, "player_id"))
            .select(["score", sql<number | string>`sum(n)`.as("n")])
            .groupBy("score")
            .execute()
        : k
            .selectFrom("analytics_score_days")
            .where("day", ">=", rolled.first)
            .where("day", "<=", rolled.last)
            .select(["score", sql<number | string>`sum(n)`.as("n")])
            .groupBy("score")
            .execute(),
    !tail
      ? []
      : k
          .selectFrom("analytics_events")
          .where("name", "=", "end_game")
          .where("created_at", ">=", tail.from)
          .where("created_at", "<", tail.to)
          .where("value", "is not", null)
          .where(rawPlayer(input, "player_id"))
          .select([sql<number>`value`.as("score"), sql<number | string>`count(*)`.as("n")])
          .groupBy("value")
          .execute(),
  ]);
  const counts = new Map<number, number>();
  for (const row of [...fromRollup, ...fromRaw]) {
    const score = Number(row.score);
    counts.set(score, (counts.get(score) ?? 0) + Number(row.n));
  }
  return counts;
}

/**
 * Distinct players and the funnel in one statement: each player's "started" and "finished" flags
 * over the rolled days and the raw days, merged per player, then joined to the players who paid.
 */
async function playerFunnel(
  input: ReportInput,
  rolled: { first: number; last: number } | null,
  tail: DayIndex | null,
  days: DayIndex,
): Promise<Funnel> {
  const parts: RawBuilder<unknown>[] = [];
  if (rolled) {
    parts.push(sql`
      select player_id, case when games_started > 0 then 1 else 0 end as s, case when games_finished > 0 then 1 else 0 end as f
      from analytics_player_days
      where day >= ${rolled.first} and day <= ${rolled.last} and ${rolledPlayer(input, "player_id")}`);
  }
  if (tail) parts.push(tailFlags(input, tail));
  if (parts.length === 0) return { players: 0, started: 0, finished: 0, purchased: 0 };
  const { rows } = await sql<{
    players: number | string;
    started: number | string | null;
    finished: number | string | null;
    purchased: number | string | null;
  }>`
    select count(*) as players,
      sum(p.s) as started,
      sum(case when p.s = 1 and p.f = 1 then 1 else 0 end) as finished,
      sum(case when p.s = 1 and p.f = 1 and pay.player_id is not null then 1 else 0 end) as purchased
    from (
      select player_id, max(s) as s, max(f) as f from (${sql.join(parts, sql` union all `)}) u group by player_id
    ) p
    left join (${payers(days)}) pay on pay.player_id = p.player_id`.execute(input.k);
  const row = rows[0];
  return {
    players: Number(row?.players ?? 0),
    started: Number(row?.started ?? 0),
    finished: Number(row?.finished ?? 0),
    purchased: Number(row?.purchased ?? 0),
  };
}

interface Funnel {
  players: number;
  started: number;
  finished: number;
  purchased: number;
}

/** Each raw-day player's flags: started, finished (0/1). */
function tailFlags(input: ReportInput, tail: DayIndex): RawBuilder<unknown> {
  return sql`
    select player_id, max(case when name = 'start_game' then 1 else 0 end) as s, max(case when name = 'end_game' then 1 else 0 end) as f
    from analytics_events
    where name in ('start_game', 'end_game') and created_at >= ${tail.from} and created_at < ${tail.to} and ${rawPlayer(input, "player_id")}
    group by player_id`;
}

/** Players with a card payment in [days.from, days.to). */
function payers(days: DayIndex): RawBuilder<unknown> {
  return sql`
    select distinct player_id from checkout_sessions
    where status in (${sql.join([...PAID_STATUSES])})
      and coalesce(fulfilled_at, updated_at) >= ${days.from} and coalesce(fulfilled_at, updated_at) < ${days.to}`;
}

/**
 * All Time: the rolled days' players are analytics_players (one row per player, flags already
 * merged), counted as they are; the raw days only add what they change (new players, a first start
 * or finish); payers are looked up by key. No grouping over every player.
 */
async function allTimeFunnel(input: ReportInput, hasRolled: boolean, tail: DayIndex | null, days: DayIndex): Promise<Funnel> {
  const { k } = input;
  const num = (value: number | string | null | undefined) => Number(value ?? 0);
  const t = tail ? tailFlags(input, tail) : sql`select player_id, 0 as s, 0 as f from analytics_players where 1 = 0`;
  const [base, added, paid] = await Promise.all([
    hasRolled
      ? k
          .selectFrom("analytics_players")
          .where(rolledPlayer(input, "player_id"))
          .select([
            sql<number | string>`count(*)`.as("players"),
            sql<number | string | null>`sum(started)`.as("started"),
            sql<number | string | null>`sum(case when started = 1 and finished = 1 then 1 else 0 end)`.as("finished"),
          ])
          .executeTakeFirst()
      : undefined,
    sql<{ players: number | string | null; started: number | string | null; finished: number | string | null }>`
      select sum(case when ap.player_id is null then 1 else 0 end) as players,
        sum(case when t.s = 1 and coalesce(ap.started, 0) = 0 then 1 else 0 end) as started,
        sum(case when (t.s = 1 or ap.started = 1) and (t.f = 1 or ap.finished = 1)
                  and not (coalesce(ap.started, 0) = 1 and coalesce(ap.finished, 0) = 1) then 1 else 0 end) as finished
      from (${t}) t left join analytics_players ap on ap.player_id = t.player_id`.execute(k),
    sql<{ purchased: number | string | null }>`
      select count(*) as purchased
      from (${payers(days)}) pay
      left join analytics_players ap on ap.player_id = pay.player_id
      left join (${t}) t on t.player_id = pay.player_id
      where (ap.player_id is not null or t.player_id is not null)
        and (coalesce(ap.started, 0) = 1 or coalesce(t.s, 0) = 1)
        and (coalesce(ap.finished, 0) = 1 or coalesce(t.f, 0) = 1)
        and ${rolledPlayer(input, "pay.player_id")}`.execute(k),
  ]);
  const more = added.rows[0];
  return {
    players: num(base?.players) + num(more?.players),
    started: num(base?.started) + num(more?.started),
    finished: num(base?.finished) + num(more?.finished),
    purchased: num(paid.rows[0]?.purchased),
  };
}

/** Accounts signed up: analytics_accounts for rolled days, the user table (by its sign-up index) after. */
async function newAccounts(input: ReportInput, rolled: { first: number; last: number } | null, tail: DayIndex | null): Promise<number> {
  const [fromRollup, fromUsers] = await Promise.all([
    rolled
      ? input.k
          .selectFrom("analytics_accounts")
          .where("signup_day", ">=", rolled.first)
          .where("signup_day", "<=", rolled.last)
          .where(rolledPlayer(input, "player_id"))
          .select(sql<number | string>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      : { n: 0 },
    tail
      ? input.k
          .selectFrom("user")
          .where("role", "=", "player")
          .where("isAnonymous", "=", false)
          // Better Auth's createdAt: ISO text on SQLite, timestamptz on PostgreSQL; an ISO string fits both.
          .where("createdAt", ">=", new Date(tail.from).toISOString())
          .where("createdAt", "<", new Date(tail.to).toISOString())
          .where(input.members ? rawPlayer(input, "id") : sql<SqlBool>`1 = 1`)
          .select(sql<number | string>`count(*)`.as("n"))
          .executeTakeFirstOrThrow()
      : { n: 0 },
  ]);
  return Number(fromRollup.n) + Number(fromUsers.n);
}

/**
 * Of the accounts that signed up in the period, the share that played again 1 (7) days after the
 * sign-up day. An account counts once that day is over and rolled up; until then it is not measured.
 */
async function retentionOf(input: ReportInput, firstDay: number, lastDay: number): Promise<{ day1: Rate; day7: Rate }> {
  const rate = async (after: 1 | 7): Promise<Rate> => {
    const last = Math.min(lastDay, input.rolledThrough - after);
    if (last < firstDay) return { accounts: 0, retained: 0, rate: null };
    const row = await input.k
      .selectFrom("analytics_accounts")
      .where("signup_day", ">=", firstDay)
      .where("signup_day", "<=", last)
      .where(rolledPlayer(input, "player_id"))
      .select([
        sql<number | string>`count(*)`.as("n"),
        sql<number | string | null>`sum(${sql.ref(after === 1 ? "active_day1" : "active_day7")})`.as("kept"),
      ])
      .executeTakeFirstOrThrow();
    const accounts = Number(row.n);
    const retained = Number(row.kept ?? 0);
    return { accounts, retained, rate: accounts === 0 ? null : round(retained / accounts, 4) };
  };
  const [day1, day7] = await Promise.all([rate(1), rate(7)]);
  return { day1, day7 };
}

async function topPages(
  k: Kysely<Database>,
  rolled: { first: number; last: number } | null,
  tail: DayIndex | null,
): Promise<{ paths: [string, number][]; referrers: [string, number][] }> {
  const [fromRollup, tailPaths, tailReferrers] = await Promise.all([
    rolled
      ? k
          .selectFrom("analytics_page_days")
          .where("day", ">=", rolled.first)
          .where("day", "<=", rolled.last)
          .select(["kind", "key", sql<number | string>`sum(views)`.as("views")])
          .groupBy(["kind", "key"])
          .execute()
      : [],
    tail
      ? k
          .selectFrom("analytics_pageviews")
          .where("created_at", ">=", tail.from)
          .where("created_at", "<", tail.to)
          .select(["path as key", sql<number | string>`count(*)`.as("views")])
          .groupBy("path")
          .execute()
      : [],
    tail
      ? k
          .selectFrom("analytics_pageviews")
          .where("created_at", ">=", tail.from)
          .where("created_at", "<", tail.to)
          .where("referrer_host", "is not", null)
          .select([sql<string>`referrer_host`.as("key"), sql<number | string>`count(*)`.as("views")])
          .groupBy("referrer_host")
          .execute()
      : [],
  ]);
  const paths = new Map<string, number>();
  const referrers = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, views: number | string) => map.set(key, (map.get(key) ?? 0) + Number(views));
  for (const row of fromRollup) add(row.kind === "path" ? paths : referrers, row.key, row.views);
  for (const row of tailPaths) add(paths, row.key, row.views);
  for (const row of tailReferrers) add(referrers, row.key, row.views);
  return { paths: top(paths), referrers: top(referrers) };
}

/**
 * Views and visitors per country (device class) over the period: rolled days from analytics_breakdown_days,
 * raw days grouped by day first (a visitor hash is distinct within its day only), then summed.
 */
async function breakdown(
  k: Kysely<Database>,
  kind: "country" | "device",
  rolled: { first: number; last: number } | null,
  tail: DayIndex | null,
): Promise<Breakdown<string>[]> {
  const [fromRollup, fromRaw] = await Promise.all([
    rolled
      ? k
          .selectFrom("analytics_breakdown_days")
          .where("kind", "=", kind)
          .where("day", ">=", rolled.first)
          .where("day", "<=", rolled.last)
          .select(["key", sql<number | string>`sum(views)`.as("views"), sql<number | string>`sum(visitors)`.as("visitors")])
          .groupBy("key")
          .execute()
      : [],
    tail
      ? sql<{ key: string; views: number | string; visitors: number | string }>`
          select key, sum(views) as views, sum(visitors) as visitors from (
            select day, key, count(*) as views, count(distinct visitor_hash) as visitors from (
              select ${dayCase("created_at", tail)} as day, coalesce(${sql.ref(kind)}, '') as key, visitor_hash from analytics_pageviews
              where created_at >= ${tail.from} and created_at < ${tail.to}
            ) t group by day, key
          ) u group by key`
          .execute(k)
          .then((result) => result.rows)
      : [],
  ]);
  const byKey = new Map<string, { views: number; visitors: number }>();
  for (const row of [...fromRollup, ...fromRaw]) {
    const entry = byKey.get(row.key) ?? { views: 0, visitors: 0 };
    entry.views += Number(row.views);
    entry.visitors += Number(row.visitors ?? 0);
    byKey.set(row.key, entry);
  }
  return [...byKey]
    .map(([key, counts]) => ({ key: key === "" ? null : key, ...counts }))
    .sort((a, b) => b.visitors - a.visitors || b.views - a.views || byKeyUnknownLast(a.key, b.key));
}

/** Code-unit order (the same on every machine), the unknown (null) last. */
function byKeyUnknownLast(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}

/** Most views first, ties by name. */
function top(map: Map<string, number>): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).slice(0, TOP_LIMIT);
}

// ---- scores --------------------------------------------------------------------------------------

function maxScore(scores: Map<number, number>): number {
  let max = -1;
  for (const score of scores.keys()) if (score > max) max = score;
  return max;
}

/** The smallest of 1, 2, 5, 10, 20, 50, ... giving at most MAX_BUCKETS buckets from 0 to `max`. */
export function bucketWidth(max: number): number {
  for (let scale = 1; ; scale *= 10) {
    for (const step of [1, 2, 5]) {
      const width = step * scale;
      if (Math.ceil((max + 1) / width) <= MAX_BUCKETS) return width;
    }
  }
}

/** Count, mean, median (the mean of the two middle scores for an even count), max, and buckets of `width` up to `upTo`. */
export function scoreSummary(scores: Map<number, number>, width: number, upTo: number): PeriodReport["score"] {
  const sorted = [...scores].filter(([, n]) => n > 0).sort((a, b) => a[0] - b[0]);
  const count = sorted.reduce((total, [, n]) => total + n, 0);
  if (count === 0) return { count: 0, average: null, median: null, max: null, histogram: [] };
  const total = sorted.reduce((sum, [score, n]) => sum + score * n, 0);
  // The value at 0-based position `index` of the sorted scores.
  const at = (index: number) => {
    let seen = 0;
    for (const [score, n] of sorted) {
      seen += n;
      if (index < seen) return score;
    }
    return sorted[sorted.length - 1]![0];
  };
  const median = count % 2 === 1 ? at((count - 1) / 2) : (at(count / 2 - 1) + at(count / 2)) / 2;
  const max = sorted[sorted.length - 1]![0];
  const histogram: ScoreBucket[] = [];
  for (let from = 0; from <= Math.max(max, upTo); from += width) histogram.push({ from, to: from + width - 1, count: 0 });
  for (const [score, n] of sorted) histogram[Math.floor(score / width)]!.count += n;
  return { count, average: round(total / count, 2), median, max, histogram };
}

function finish(gathered: Gathered, width: number, upTo: number): PeriodReport {
  const { series, ...rest } = gathered.report;
  return { ...rest, score: scoreSummary(gathered.scores, width, upTo), series };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
