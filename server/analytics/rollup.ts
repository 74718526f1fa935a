// Daily rollups: once a local day is over (plus a margin for transactions still committing), its raw
// events and page views are summed into the analytics_* rollup tables in one transaction, and
// analytics_settings.rolled_through moves to it. Reports read rollups for rolled days and the raw
// tables only after them; the retention purge deletes raw rows of rolled days only, so totals stay.
import { sql, type Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { dayOf, dayStart, DAY_MS } from "./days.ts";

/** A day is rolled up this long after it ended: a run finish stamped 23:59:59 may still commit. */
export const ROLLUP_MARGIN_MS = 10 * 60_000;
const SETTINGS_ID = "default";
const GAME_EVENTS = ["start_game", "end_game"] as const;

/** Card payments that were made (a refund or dispute changes the status afterwards). */
export const PAID_STATUSES = ["paid", "refunded", "disputed"] as const;

/** The last day whose rollup may be written at `now`. */
export function lastClosedDay(now: number, timeZone: string): number {
  return dayOf(now - ROLLUP_MARGIN_MS, timeZone) - 1;
}

/** The operators' ids: their games, payments and purchases are not the players' figures. */
export async function adminIds(k: Kysely<Database>): Promise<string[]> {
  const rows = await k.selectFrom("user").select("id").where("role", "=", "admin").execute();
  return rows.map((row) => row.id);
}

/** The first day holding any data, or null for an empty database. */
export async function firstDataDay(k: Kysely<Database>, timeZone: string): Promise<number | null> {
  const [events, views, accounts, payments, purchases] = await Promise.all([
    k
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.min("created_at").as("at"))
      .executeTakeFirst(),
    k
      .selectFrom("analytics_pageviews")
      .select((eb) => eb.fn.min("created_at").as("at"))
      .executeTakeFirst(),
    k
      .selectFrom("user")
      .select((eb) => eb.fn.min("createdAt").as("at"))
      .where("role", "=", "player")
      .where("isAnonymous", "=", false)
      .executeTakeFirst(),
    k
      .selectFrom("checkout_sessions")
      .select(sql<number | null>`min(coalesce(fulfilled_at, updated_at))`.as("at"))
      .where("status", "in", PAID_STATUSES)
      .executeTakeFirst(),
    k
      .selectFrom("purchases")
      .select((eb) => eb.fn.min("created_at").as("at"))
      .executeTakeFirst(),
  ]);
  const times = [events?.at, views?.at, payments?.at, purchases?.at].filter((at) => at !== null && at !== undefined).map(Number);
  if (accounts?.at) times.push(new Date(accounts.at).getTime());
  if (times.length === 0) return null;
  return dayOf(Math.min(...times), timeZone);
}

export async function rolledThrough(k: Kysely<Database>): Promise<number | null> {
  const row = await k.selectFrom("analytics_settings").select("rolled_through").where("id", "=", SETTINGS_ID).executeTakeFirst();
  return row?.rolled_through === null || row?.rolled_through === undefined ? null : Number(row.rolled_through);
}

export interface RollUpOptions {
  /** Roll up no further than this day (tests: leave days to the raw path). */
  throughDay?: number;
}

/**
 * Rolls up every closed day not rolled yet, oldest first; answers the days written. Safe to run from
 * several processes at once: each day's transaction first moves rolled_through from the day before,
 * and a process that finds it moved already stops there.
 */
export async function rollUp(db: Db, timeZone: string, now: number, options: RollUpOptions = {}): Promise<number[]> {
  const k = db.kysely;
  const last = Math.min(lastClosedDay(now, timeZone), options.throughDay ?? Infinity);
  let stored = await rolledThrough(k);
  if (stored === null) {
    // First run: start at the first day with data (nothing before it to sum), or just before today.
    const first = await firstDataDay(k, timeZone);
    const start = first === null ? lastClosedDay(now, timeZone) : Math.min(first - 1, last);
    await k
      .updateTable("analytics_settings")
      .set({ rolled_through: start })
      .where("id", "=", SETTINGS_ID)
      .where("rolled_through", "is", null)
      .execute();
    stored = await rolledThrough(k);
    if (stored === null) return [];
  }
  let through: number = stored;
  const written: number[] = [];
  while (through < last) {
    const day: number = through + 1;
    const won = await k.transaction().execute((trx) => rollUpDay(trx, timeZone, day));
    if (won) written.push(day);
    through = (await rolledThrough(k)) ?? day;
  }
  return written;
}

async function rollUpDay(trx: Kysely<Database>, timeZone: string, day: number): Promise<boolean> {
  // The claim first: on PostgreSQL a concurrent roller waits on this row, then updates nothing.
  const claim = await trx
    .updateTable("analytics_settings")
    .set({ rolled_through: day })
    .where("id", "=", SETTINGS_ID)
    .where("rolled_through", "=", day - 1)
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return false;

  const from = dayStart(day, timeZone);
  const to = dayStart(day + 1, timeZone);
  const admins = await adminIds(trx);
  const d = sql.lit(day);
  const players = (query: ReturnType<typeof eventsOfDay>) => (admins.length > 0 ? query.where("player_id", "not in", admins) : query);
  function eventsOfDay() {
    return trx
      .selectFrom("analytics_events")
      .where("created_at", ">=", from)
      .where("created_at", "<", to)
      .where("player_id", "is not", null);
  }

  await trx
    .insertInto("analytics_player_days")
    .columns(["day", "player_id", "games_started", "games_finished"])
    .expression(
      players(eventsOfDay().where("name", "in", GAME_EVENTS))
        .select([
          d.as("day"),
          sql<string>`player_id`.as("player_id"),
          sql<number>`sum(case when name = 'start_game' then 1 else 0 end)`.as("games_started"),
          sql<number>`sum(case when name = 'end_game' then 1 else 0 end)`.as("games_finished"),
        ])
        .groupBy("player_id"),
    )
    .execute();

  await trx
    .insertInto("analytics_player_scores")
    .columns(["day", "player_id", "score", "n"])
    .expression(
      players(eventsOfDay().where("name", "=", "end_game").where("value", "is not", null))
        .select([d.as("day"), sql<string>`player_id`.as("player_id"), sql<number>`value`.as("score"), sql<number>`count(*)`.as("n")])
        .groupBy(["player_id", "value"]),
    )
    .execute();

  await trx
    .insertInto("analytics_score_days")
    .columns(["day", "score", "n"])
    .expression(
      trx
        .selectFrom("analytics_player_scores")
        .where("day", "=", day)
        .select([d.as("day"), "score", sql<number>`sum(n)`.as("n")])
        .groupBy("score"),
    )
    .execute();

  const views = () => trx.selectFrom("analytics_pageviews").where("created_at", ">=", from).where("created_at", "<", to);
  await trx
    .insertInto("analytics_page_days")
    .columns(["day", "kind", "key", "views"])
    .expression(
      views()
        .select([d.as("day"), sql.lit("path").as("kind"), sql<string>`path`.as("key"), sql<number>`count(*)`.as("views")])
        .groupBy("path"),
    )
    .execute();
  await trx
    .insertInto("analytics_page_days")
    .columns(["day", "kind", "key", "views"])
    .expression(
      views()
        .where("referrer_host", "is not", null)
        .select([d.as("day"), sql.lit("referrer").as("kind"), sql<string>`referrer_host`.as("key"), sql<number>`count(*)`.as("views")])
        .groupBy("referrer_host"),
    )
    .execute();
  // Country and device class with the day's visitors of each; an unknown one (null) keyed ''.
  for (const [kind, column] of [
    ["country", "country"],
    ["device", "device"],
  ] as const) {
    await trx
      .insertInto("analytics_breakdown_days")
      .columns(["day", "kind", "key", "views", "visitors"])
      .expression(
        views()
          .select([
            d.as("day"),
            sql.lit(kind).as("kind"),
            sql<string>`coalesce(${sql.ref(column)}, '')`.as("key"),
            sql<number>`count(*)`.as("views"),
            sql<number>`count(distinct visitor_hash)`.as("visitors"),
          ])
          .groupBy(sql`coalesce(${sql.ref(column)}, '')`),
      )
      .execute();
  }

  const games = await trx
    .selectFrom("analytics_player_days")
    .where("day", "=", day)
    .select([
      sql<number | string | null>`sum(games_started)`.as("started"),
      sql<number | string | null>`sum(games_finished)`.as("finished"),
      sql<number | string>`count(*)`.as("players"),
    ])
    .executeTakeFirstOrThrow();
  const pages = await views()
    .select([sql<number | string>`count(*)`.as("views"), sql<number | string>`count(distinct visitor_hash)`.as("visitors")])
    .executeTakeFirstOrThrow();
  // A row for every rolled day, zeros included: All Time starts at the first one.
  await trx
    .insertInto("analytics_daily")
    .values({
      day,
      games_started: Number(games.started ?? 0),
      games_finished: Number(games.finished ?? 0),
      players: Number(games.players),
      page_views: Number(pages.views),
      visitors: Number(pages.visitors),
    })
    .execute();

  await trx
    .insertInto("analytics_players")
    .columns(["player_id", "first_day", "last_day", "started", "finished"])
    .expression(
      trx
        .selectFrom("analytics_player_days")
        .where("day", "=", day)
        .select([
          "player_id",
          d.as("first_day"),
          d.as("last_day"),
          sql<number>`case when games_started > 0 then 1 else 0 end`.as("started"),
          sql<number>`case when games_finished > 0 then 1 else 0 end`.as("finished"),
        ]),
    )
    .onConflict((oc) =>
      oc.column("player_id").doUpdateSet({
        last_day: sql`excluded.last_day`,
        started: sql`case when excluded.started > analytics_players.started then excluded.started else analytics_players.started end`,
        finished: sql`case when excluded.finished > analytics_players.finished then excluded.finished else analytics_players.finished end`,
      }),
    )
    .execute();

  // Accounts signed up this day (Better Auth's createdAt: ISO text on SQLite, timestamptz on
  // PostgreSQL; a bound ISO string compares right on both).
  await trx
    .insertInto("analytics_accounts")
    .columns(["player_id", "signup_day"])
    .expression(
      trx
        .selectFrom("user")
        .where("role", "=", "player")
        .where("isAnonymous", "=", false)
        .where("createdAt", ">=", new Date(from).toISOString())
        .where("createdAt", "<", new Date(to).toISOString())
        .select(["id", d.as("signup_day")]),
    )
    .onConflict((oc) => oc.column("player_id").doNothing())
    .execute();
  // Active again = played (a game start or finish recorded) on the day 1 or 7 days after sign-up.
  const playedToday = trx.selectFrom("analytics_player_days").select("player_id").where("day", "=", day);
  await trx
    .updateTable("analytics_accounts")
    .set({ active_day1: 1 })
    .where("signup_day", "=", day - 1)
    .where("player_id", "in", playedToday)
    .execute();
  await trx
    .updateTable("analytics_accounts")
    .set({ active_day7: 1 })
    .where("signup_day", "=", day - 7)
    .where("player_id", "in", playedToday)
    .execute();
  return true;
}

/**
 * Deletes raw events and page views older than the retention, never of a day not rolled up yet (its
 * totals would be lost). One day per statement, so a first purge of a big table does not hold the
 * write lock for long. Answers the rows deleted.
 */
export async function purgeRaw(
  db: Db,
  timeZone: string,
  now: number,
  retentionDays: number,
): Promise<{ events: number; pageViews: number }> {
  const k = db.kysely;
  const through = await rolledThrough(k);
  if (through === null) return { events: 0, pageViews: 0 };
  const cutoff = Math.min(now - retentionDays * DAY_MS, dayStart(through + 1, timeZone));
  const names = (await k.selectFrom("analytics_events").select("name").distinct().execute()).map((row) => row.name);
  const counts = { events: 0, pageViews: 0 };
  const oldest = async () => {
    // One name at a time: min() over an equality prefix of the (name, created_at) index is one seek.
    const rows = await Promise.all([
      ...names.map((name) =>
        k
          .selectFrom("analytics_events")
          .where("name", "=", name)
          .select((eb) => eb.fn.min("created_at").as("at"))
          .executeTakeFirst(),
      ),
      k
        .selectFrom("analytics_pageviews")
        .select((eb) => eb.fn.min("created_at").as("at"))
        .executeTakeFirst(),
    ]);
    const times = rows
      .map((row) => row?.at)
      .filter((at) => at !== null && at !== undefined)
      .map(Number);
    return times.length === 0 ? null : Math.min(...times);
  };
  let start = await oldest();
  while (start !== null && start < cutoff) {
    const until = Math.min(start + DAY_MS, cutoff);
    if (names.length > 0) {
      // By name: the (name, created_at) index finds the rows.
      const events = await k.deleteFrom("analytics_events").where("name", "in", names).where("created_at", "<", until).executeTakeFirst();
      counts.events += Number(events.numDeletedRows);
    }
    const views = await k.deleteFrom("analytics_pageviews").where("created_at", "<", until).executeTakeFirst();
    counts.pageViews += Number(views.numDeletedRows);
    start = until < cutoff ? await oldest() : null;
  }
  return counts;
}
