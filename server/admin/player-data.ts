// Player Data (admin): the players list (search, filter, sort, pages), the statistics cards, and the
// CSV exports of scores and players. Players are the rows of Better Auth's `user` table (accounts and
// guests; the operator's own admin account is not a player) with their stats, wallet and money spent,
// read from the trigger-kept per-player summary (server/admin/player-summary.ts, docs/decisions/016).
// Reads only: nothing here changes a row.
//
// Exports never hold a table in memory: they are async generators of CSV lines that read the rows in
// keyset-paginated batches (one bounded query per batch), so a million scores stream in constant
// memory and, on SQLite, never block the event loop for more than one batch.
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { z } from "zod";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { dailyPeriod } from "../leaderboards/service.ts";
import { startsWith } from "./player-summary.ts";
import { operatorIssueMessage } from "../http/operator-messages.ts";

// ---- query ---------------------------------------------------------------------------------------

export const SORT_KEYS = ["name", "email", "type", "joined", "games", "best", "lastPlayed", "coins", "spent"] as const;
export type PlayerSortKey = (typeof SORT_KEYS)[number];
export const PLAYER_TYPES = ["all", "account", "guest"] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];
export type SortDirection = "asc" | "desc";

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_QUERY_LENGTH = 200;

export interface PlayerListQuery {
  q: string;
  type: PlayerType;
  sort: PlayerSortKey;
  dir: SortDirection;
  page: number;
  pageSize: number;
}

export const DEFAULT_QUERY: PlayerListQuery = { q: "", type: "all", sort: "joined", dir: "desc", page: 1, pageSize: DEFAULT_PAGE_SIZE };

const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** The URL's search parameters (the API's and the page's): strict, every field optional. */
export const playerQuerySchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH).optional(),
  type: z.enum(PLAYER_TYPES).optional(),
  sort: z.enum(SORT_KEYS).optional(),
  dir: z.enum(["asc", "desc"]).optional(),
  page: intParam(1, 1_000_000_000).optional(),
  pageSize: intParam(1, MAX_PAGE_SIZE).optional(),
});

export type ParsedPlayerQuery = { ok: true; query: PlayerListQuery } | { ok: false; message: string };

/**
 * Reads ?q&type&sort&dir&page&pageSize (the last value of a repeated one); defaults for the missing.
 * `lenient` (the page's URL, which people edit): a value that does not parse is dropped, not refused.
 */
export function parsePlayerQuery(params: URLSearchParams, options: { lenient?: boolean } = {}): ParsedPlayerQuery {
  const raw: Record<string, string> = {};
  for (const [key, field] of Object.entries(playerQuerySchema.shape)) {
    const values = params.getAll(key);
    if (values.length === 0) continue;
    const value = values[values.length - 1]!;
    if (options.lenient && !field.safeParse(value).success) continue;
    raw[key] = value;
  }
  const parsed = playerQuerySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, message: operatorIssueMessage(issue) };
  }
  const data = parsed.data;
  return {
    ok: true,
    query: {
      q: data.q ?? DEFAULT_QUERY.q,
      type: data.type ?? DEFAULT_QUERY.type,
      sort: data.sort ?? DEFAULT_QUERY.sort,
      dir: data.dir ?? (data.sort ? defaultDirection(data.sort) : DEFAULT_QUERY.dir),
      page: data.page ?? 1,
      pageSize: data.pageSize ?? DEFAULT_PAGE_SIZE,
    },
  };
}

/** Text columns read best A→Z; numbers and times best largest first. */
export function defaultDirection(sort: PlayerSortKey): SortDirection {
  return sort === "name" || sort === "email" || sort === "type" ? "asc" : "desc";
}

// ---- shapes --------------------------------------------------------------------------------------

export interface PlayerRow {
  id: string;
  name: string;
  /** The account's e-mail; null for guests (theirs is a generated placeholder). */
  email: string | null;
  isGuest: boolean;
  banned: boolean;
  /** ISO-8601 UTC. */
  joinedAt: string;
  gamesPlayed: number;
  bestScore: number;
  /** Epoch ms, null before the first finished run. */
  lastPlayedAt: number | null;
  coins: number;
  /** Paid checkout sessions still standing (refunded and disputed ones excluded), USD cents. */
  spentCents: number;
}

export interface PlayerPage {
  query: PlayerListQuery;
  rows: PlayerRow[];
  /** Players matching the search and filter. */
  total: number;
  pageCount: number;
}

export interface PlayerStatistics {
  players: number;
  accounts: number;
  guests: number;
  /** Finished runs since midnight in LEADERBOARD_TIMEZONE. */
  gamesToday: number;
  gamesAllTime: number;
  /** Mean score of finished runs (0 without runs). */
  averageScore: number;
  bestScore: number;
  /** Sum of every wallet. */
  coinsInCirculation: number;
  /** Paid checkout sessions, refunds and disputes included, USD cents. */
  grossRevenueCents: number;
  /** Refunded or disputed sessions, USD cents. */
  refundedCents: number;
  /** gross - refunded. */
  revenueCents: number;
  /** Epoch ms of the start of "today". */
  dayStart: number;
}

export interface ExportOptions {
  /** Rows per query (default 1000). */
  batchSize?: number;
}

export interface PlayerDataService {
  list(query: PlayerListQuery): Promise<PlayerPage>;
  statistics(): Promise<PlayerStatistics>;
  /** Finished runs, oldest first: Name, Score, Date. */
  exportScores(options?: ExportOptions): AsyncGenerator<string, void, undefined>;
  /** Players matching the filter (q and type of `filter`), by id. */
  exportPlayers(filter?: Pick<PlayerListQuery, "q" | "type">, options?: ExportOptions): AsyncGenerator<string, void, undefined>;
}

export interface PlayerDataOptions {
  /** IANA zone whose midnight starts "today" (LEADERBOARD_TIMEZONE). */
  timeZone?: string;
  now?: () => number;
}

export const EXPORT_BATCH_SIZE = 1000;

// ---- time ----------------------------------------------------------------------------------------

const wallClock = new Map<string, Intl.DateTimeFormat>();
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClock.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    wallClock.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at` (ms, whole seconds). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The first instant of `at`'s calendar day in `timeZone`: the day the daily leaderboard calls today
 * (dailyPeriod). Two passes, because the offset at local midnight can differ from the one at `at`.
 */
export function startOfDayIn(at: number, timeZone = "UTC"): number {
  const [year, month, day] = dailyPeriod(at, timeZone).split("-").map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, day);
  let start = midnightAsUtc - zoneOffset(midnightAsUtc, timeZone);
  start = midnightAsUtc - zoneOffset(start, timeZone);
  // A zone that skips midnight (DST at 00:00) starts its day at the first instant that exists.
  while (dailyPeriod(start, timeZone) !== dailyPeriod(at, timeZone) && start < at) start += 15 * 60_000;
  return start;
}

// ---- CSV -----------------------------------------------------------------------------------------

/**
 * One CSV cell (RFC 4180: quoted when it holds a comma, quote or line break; quotes doubled). Text
 * starting with = + - @ tab or CR gets a leading ' so spreadsheets do not run it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(",") + "\r\n";
}

export const SCORES_HEADER = ["Name", "Score", "Date"] as const;
export const PLAYERS_HEADER = [
  "ID",
  "Name",
  "Email",
  "Type",
  "Joined",
  "Games Played",
  "Best Score",
  "Last Played",
  "Coins",
  "Spent (USD)",
] as const;

/** Bytes per chunk the CSV stream hands on (lines are gathered up to this). */
export const CSV_CHUNK_CHARS = 64 * 1024;

/**
 * A byte stream of CSV lines for a Response. Pull-based: the next lines are read only when the
 * consumer (the socket, through Node's backpressure) wants more; one chunk is buffered at most.
 * Cancelling the download (the client went away) ends the generator, which stops its queries.
 */
export function csvByteStream(lines: AsyncGenerator<string, void, undefined>, chunkChars = CSV_CHUNK_CHARS): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        let chunk = "";
        while (chunk.length < chunkChars) {
          const next = await lines.next();
          if (next.done) {
            if (chunk !== "") controller.enqueue(encoder.encode(chunk));
            controller.close();
            return;
          }
          chunk += next.value;
        }
        controller.enqueue(encoder.encode(chunk));
      },
      async cancel() {
        await lines.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** The export's file name: "flap-master-<kind>-<date>.csv", dated in LEADERBOARD_TIMEZONE. */
export function exportFileName(kind: "scores" | "players", at: number, timeZone = "UTC"): string {
  return `flap-master-${kind}-${dailyPeriod(at, timeZone)}.csv`;
}

// ---- helpers -------------------------------------------------------------------------------------

/** Better Auth dates: Date on PostgreSQL, ISO text on SQLite. */
function isoOf(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return "";
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** Better Auth booleans: boolean on PostgreSQL, 0/1 on SQLite. */
const truthy = (value: unknown) => value === true || value === 1 || value === "1";

const cents = (value: number) => (value / 100).toFixed(2);

// The sort columns: the summary's (server/admin/player-summary.ts), never null (a missing stats or
// wallet row is 0 there), names and e-mails lower-cased, so both engines order alike; each has an
// index ending with player_id, the tie-break, so a page is one index walk.
const SORT_COLUMNS: Record<PlayerSortKey, Expression<unknown>> = {
  name: sql.ref("ps.name_key"),
  email: sql.ref("ps.email_key"),
  type: sql.ref("ps.is_guest"),
  joined: sql.ref("ps.joined"),
  games: sql.ref("ps.games_played"),
  best: sql.ref("ps.best_score"),
  lastPlayed: sql.ref("ps.last_played_at"),
  coins: sql.ref("ps.coins"),
  spent: sql.ref("ps.spent_cents"),
};

type PlayerSelect = {
  id: string;
  name: string;
  email: string;
  isAnonymous: unknown;
  banned: unknown;
  createdAt: Date | string;
  games_played: number | string;
  best_score: number | string;
  last_played_at: number | string;
  coins: number | string;
  spent_cents: number | string;
};

function toPlayerRow(row: PlayerSelect): PlayerRow {
  const isGuest = truthy(row.isAnonymous);
  const lastPlayed = Number(row.last_played_at);
  return {
    id: row.id,
    name: row.name,
    email: isGuest ? null : row.email,
    isGuest,
    banned: truthy(row.banned),
    joinedAt: isoOf(row.createdAt),
    gamesPlayed: Number(row.games_played),
    bestScore: Number(row.best_score),
    // The summary keeps "never" as 0 (it sorts first ascending, last descending).
    lastPlayedAt: lastPlayed === 0 ? null : lastPlayed,
    coins: Number(row.coins),
    spentCents: Number(row.spent_cents),
  };
}

function playerCount(counts: ReadonlyArray<{ is_guest: number; n: number | string }>, type: PlayerType): number {
  let total = 0;
  for (const row of counts) if (type === "all" || Number(row.is_guest) === (type === "guest" ? 1 : 0)) total += Number(row.n);
  return total;
}

// ---- service -------------------------------------------------------------------------------------

export function createPlayerDataService(db: Db, options: PlayerDataOptions = {}): PlayerDataService {
  const now = options.now ?? Date.now;
  const timeZone = options.timeZone ?? "UTC";
  const k: Kysely<Database> = db.kysely;

  /**
   * Players (never the operator's admin account: the summary holds role 'player' only) matching the
   * search text and type. The search is a prefix of the name, the e-mail or the id, case-insensitive:
   * three index ranges (a "contains" would read every row; docs/admin.md "Player Data").
   */
  function players(filter: Pick<PlayerListQuery, "q" | "type">, options: { walkSortIndex?: boolean } = {}) {
    let query = k.selectFrom("player_summaries as ps");
    if (filter.type !== "all") {
      const guest = filter.type === "guest" ? 1 : 0;
      // A page filtered by type walks its sort's index and skips the other type's rows (a few
      // times a page for either type). `+` keeps the planner off the type index, which SQLite would
      // otherwise read whole and sort: every guest for a guests page.
      query = options.walkSortIndex ? query.where(sql`+ps.is_guest`, "=", guest) : query.where("ps.is_guest", "=", guest);
    }
    const q = filter.q.trim().toLowerCase();
    if (q !== "") {
      query = query.where((eb) =>
        eb.or([startsWith(sql.ref("ps.name_key"), q), startsWith(sql.ref("ps.email_key"), q), startsWith(sql.ref("ps.id_key"), q)]),
      );
    }
    return query;
  }

  /** Players per type (migration 0019's player_counts: two rows). */
  function readPlayerCounts() {
    return k.selectFrom("player_counts").select(["is_guest", "n"]).execute();
  }

  /** The shown columns of the summary rows `query` selects (the user's own name, e-mail and flags). */
  function withColumns(query: ReturnType<typeof players>) {
    return query
      .innerJoin("user as u", "u.id", "ps.player_id")
      .select([
        "u.id",
        "u.name",
        "u.email",
        "u.isAnonymous",
        "u.banned",
        "u.createdAt",
        "ps.games_played",
        "ps.best_score",
        "ps.last_played_at",
        "ps.coins",
        "ps.spent_cents",
      ]);
  }

  return {
    async list(query) {
      const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize)), MAX_PAGE_SIZE);
      // Without a search the total is the trigger-kept count of the type (no count over every player).
      const count =
        query.q.trim() === ""
          ? playerCount(await readPlayerCounts(), query.type)
          : Number(
              (
                await players(query)
                  .select((eb) => eb.fn.countAll<number>().as("total"))
                  .executeTakeFirstOrThrow()
              ).total,
            );
      const pageCount = Math.max(1, Math.ceil(count / pageSize));
      // A page past the end shows the last page (a search narrowed the list under the operator).
      const page = Math.min(Math.max(1, Math.floor(query.page)), pageCount);
      const direction = query.dir === "asc" ? sql`asc` : sql`desc`;

      // First the page's ids (one index walk), then the shown columns of those rows alone.
      const pageIds = await players(query, { walkSortIndex: query.sort !== "type" })
        .select("ps.player_id as id")
        // The id breaks ties, so a page never repeats or skips a player between requests.
        .orderBy(sql`${SORT_COLUMNS[query.sort]} ${direction}`)
        .orderBy(sql`ps.player_id ${direction}`)
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const ids = pageIds.map((row) => row.id);
      const rows =
        ids.length === 0
          ? []
          : ((await withColumns(k.selectFrom("player_summaries as ps").where("ps.player_id", "in", ids)).execute()) as PlayerSelect[]);
      const byId = new Map(rows.map((row) => [row.id, toPlayerRow(row)]));
      return {
        query: { ...query, page, pageSize },
        rows: ids.map((id) => byId.get(id)).filter((row): row is PlayerRow => row !== undefined),
        total: count,
        pageCount,
      };
    },

    async statistics() {
      const dayStart = startOfDayIn(now(), timeZone);
      // Today's runs that count: the finished ones less those held for review or rejected, each an
      // index range (the held and rejected ones through their partial indexes, so `review` is a literal).
      const todayWith = (review: "held" | "rejected") =>
        k
          .selectFrom("runs")
          .where("review", "=", sql.lit(review))
          .where("finished_at", ">=", dayStart)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow();
      const [types, runs, today, heldToday, rejectedToday, wallets, money] = await Promise.all([
        readPlayerCounts(),
        // Every counted run (finished, not held or rejected: what the players' own rows count), from
        // the trigger-kept counts per score (a few hundred rows, not a million runs; migrations 0019, 0039).
        k
          .selectFrom("run_score_counts")
          .select([
            sql<number | string | null>`sum(n)`.as("games"),
            sql<number | string | null>`sum(score * n)`.as("total"),
            sql<number | null>`max(case when n > 0 then score end)`.as("best"),
          ])
          .executeTakeFirstOrThrow(),
        // Today's runs: one range of the (status, finished_at, id) index.
        k
          .selectFrom("runs")
          .where("status", "=", "finished")
          .where("finished_at", ">=", dayStart)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow(),
        todayWith("held"),
        todayWith("rejected"),
        k
          .selectFrom("wallets")
          .select(sql<number | null>`sum(coins)`.as("coins"))
          .executeTakeFirstOrThrow(),
        k
          .selectFrom("checkout_sessions")
          .select([
            sql<number | null>`sum(case when status in ('paid', 'refunded', 'disputed') then amount_cents else 0 end)`.as("gross"),
            sql<number | null>`sum(case when status in ('refunded', 'disputed') then amount_cents else 0 end)`.as("refunded"),
          ])
          .executeTakeFirstOrThrow(),
      ]);
      const accounts = playerCount(types, "account");
      const guests = playerCount(types, "guest");
      const games = Number(runs.games ?? 0);
      const gross = Number(money.gross ?? 0);
      const refunded = Number(money.refunded ?? 0);
      return {
        players: accounts + guests,
        accounts,
        guests,
        gamesToday: Number(today.n) - Number(heldToday.n) - Number(rejectedToday.n),
        gamesAllTime: games,
        averageScore: games === 0 ? 0 : Math.round((Number(runs.total ?? 0) / games) * 100) / 100,
        bestScore: Number(runs.best ?? 0),
        coinsInCirculation: Number(wallets.coins ?? 0),
        grossRevenueCents: gross,
        refundedCents: refunded,
        revenueCents: gross - refunded,
        dayStart,
      };
    },

    async *exportScores(exportOptions = {}) {
      const batchSize = exportOptions.batchSize ?? EXPORT_BATCH_SIZE;
      yield csvLine(SCORES_HEADER);
      let after: { finishedAt: number; id: string } | null = null;
      for (;;) {
        let query = k
          .selectFrom("runs as r")
          .leftJoin("user as u", "u.id", "r.player_id")
          .where("r.status", "=", "finished")
          .where("r.finished_at", "is not", null)
          .select(["r.id", "r.finished_at", "r.score", sql<string | null>`coalesce(r.name, u.name)`.as("name")]);
        // Keyset: where the last batch ended, by (finished_at, id); an OFFSET would rescan.
        if (after) query = query.where(sql<SqlBool>`(r.finished_at, r.id) > (${after.finishedAt}, ${after.id})`);
        const rows = await query.orderBy("r.finished_at").orderBy("r.id").limit(batchSize).execute();
        for (const row of rows) {
          yield csvLine([row.name ?? "", Number(row.score ?? 0), new Date(Number(row.finished_at)).toISOString()]);
        }
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        after = { finishedAt: Number(last.finished_at), id: last.id };
      }
    },

    async *exportPlayers(filter = { q: "", type: "all" }, exportOptions = {}) {
      const batchSize = exportOptions.batchSize ?? EXPORT_BATCH_SIZE;
      yield csvLine(PLAYERS_HEADER);
      let after: string | null = null;
      for (;;) {
        let query = players(filter);
        if (after !== null) query = query.where("ps.player_id", ">", after);
        const rows = (await withColumns(query).orderBy("ps.player_id").limit(batchSize).execute()) as PlayerSelect[];
        for (const raw of rows) {
          const row = toPlayerRow(raw);
          yield csvLine([
            row.id,
            row.name,
            row.email ?? "",
            row.isGuest ? "guest" : "account",
            row.joinedAt,
            row.gamesPlayed,
            row.bestScore,
            row.lastPlayedAt === null ? "" : new Date(row.lastPlayedAt).toISOString(),
            row.coins,
            cents(row.spentCents),
          ]);
        }
        if (rows.length < batchSize) return;
        after = rows[rows.length - 1]!.id;
      }
    },
  };
}
