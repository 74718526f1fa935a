// Segment criteria: rows of (type, operator, value) over real player attributes, ANDed, and their
// compiler to a Kysely filter over the `user` table. Every value reaches the database as a bound
// parameter: the compiler only picks among fixed column references and operators.
import { SqliteAdapter, sql, type ExpressionBuilder, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from "kysely";
import { z } from "zod";
import { ACHIEVEMENTS } from "../../game/achievements.ts";
import { locales } from "../../shared/i18n/locales.ts";
import type { Dialect } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { countryName } from "../players/location.ts";
import { operatorIssueText } from "../http/operator-messages.ts";

export const NUMBER_TYPES = ["games_played", "best_score", "coins", "total_spent", "days_since_last_seen"] as const;
export type NumberType = (typeof NUMBER_TYPES)[number];
export const NUMBER_OPERATORS = ["=", "!=", ">", ">=", "<", "<="] as const;
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];
export const IS_OPERATORS = ["is", "is_not"] as const;
export const LIST_OPERATORS = ["is", "is_not", "in"] as const;
export const ACHIEVEMENT_OPERATORS = ["unlocked", "not_unlocked"] as const;

export const CRITERION_TYPES = [...NUMBER_TYPES, "account_type", "newsletter", "language", "country", "achievement"] as const;
export type CriterionType = (typeof CRITERION_TYPES)[number];

/** The operators each type allows, in the order the editor offers them. */
export const OPERATORS_OF: Record<CriterionType, readonly string[]> = {
  games_played: NUMBER_OPERATORS,
  best_score: NUMBER_OPERATORS,
  coins: NUMBER_OPERATORS,
  total_spent: NUMBER_OPERATORS,
  days_since_last_seen: NUMBER_OPERATORS,
  account_type: IS_OPERATORS,
  newsletter: IS_OPERATORS,
  language: LIST_OPERATORS,
  country: LIST_OPERATORS,
  achievement: ACHIEVEMENT_OPERATORS,
};

export const ACHIEVEMENT_IDS = ACHIEVEMENTS.map((a) => a.id) as [string, ...string[]];
export const MAX_CRITERIA = 20;
export const MAX_LIST_VALUES = 50;
/** Numbers are counts, coins, cents or days: whole and not negative. */
export const MAX_NUMBER_VALUE = 1_000_000_000_000;
export const DAY_MS = 86_400_000;

const wholeNumber = z
  .number({ error: "must be a number" })
  .int("must be a whole number")
  .min(0, "must be 0 or more")
  .max(MAX_NUMBER_VALUE, "is too large");

const countryCode = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => countryName(value) !== null, "must be an ISO country code, e.g. FR");

const numberRow = (type: NumberType) =>
  z.object({ type: z.literal(type), operator: z.enum(NUMBER_OPERATORS), value: wholeNumber }).strict();

function listRow<T extends "language" | "country">(type: T, item: z.ZodType<string>) {
  return z.union([
    z.object({ type: z.literal(type), operator: z.enum(IS_OPERATORS), value: item }).strict(),
    z
      .object({
        type: z.literal(type),
        operator: z.literal("in"),
        value: z.array(item).min(1, "needs at least one value").max(MAX_LIST_VALUES, `at most ${MAX_LIST_VALUES} values`),
      })
      .strict(),
  ]);
}

/** One criteria row. `total_spent` is USD cents; `days_since_last_seen` whole days. */
export const criterionSchema = z.union([
  numberRow("games_played"),
  numberRow("best_score"),
  numberRow("coins"),
  numberRow("total_spent"),
  numberRow("days_since_last_seen"),
  z.object({ type: z.literal("account_type"), operator: z.enum(IS_OPERATORS), value: z.enum(["account", "guest"]) }).strict(),
  z
    .object({ type: z.literal("newsletter"), operator: z.enum(IS_OPERATORS), value: z.boolean({ error: "must be true or false" }) })
    .strict(),
  listRow("language", z.enum(locales, { error: `must be one of ${locales.join(", ")}` })),
  listRow("country", countryCode),
  z
    .object({
      type: z.literal("achievement"),
      operator: z.enum(ACHIEVEMENT_OPERATORS),
      value: z.enum(ACHIEVEMENT_IDS, { error: `must be one of ${ACHIEVEMENT_IDS.join(", ")}` }),
    })
    .strict(),
]);

export type Criterion = z.infer<typeof criterionSchema>;

export type CriteriaResult = { ok: true; criteria: Criterion[] } | { ok: false; message: string };

/**
 * Checks criteria rows; the message names the first bad row and field ("criteria[1].value: ..."). A
 * row whose type is known gets its type's message rather than the union's generic one.
 */
export function parseCriteria(input: unknown): CriteriaResult {
  if (!Array.isArray(input)) return { ok: false, message: "criteria: must be a list" };
  if (input.length > MAX_CRITERIA) return { ok: false, message: `criteria: at most ${MAX_CRITERIA} criteria` };
  const out: Criterion[] = [];
  for (const [index, row] of input.entries()) {
    const where = `criteria[${index}]`;
    const type = (row as { type?: unknown } | null)?.type;
    if (typeof type !== "string" || !(CRITERION_TYPES as readonly string[]).includes(type)) {
      return { ok: false, message: `${where}.type: must be one of ${CRITERION_TYPES.join(", ")}` };
    }
    const operator = (row as { operator?: unknown }).operator;
    if (typeof operator !== "string" || !OPERATORS_OF[type as CriterionType].includes(operator)) {
      return { ok: false, message: `${where}.operator: must be one of ${OPERATORS_OF[type as CriterionType].join(", ")}` };
    }
    const parsed = criterionSchema.safeParse(row);
    if (!parsed.success) {
      // The union reports every branch; the one of this row's type and operator says what is wrong.
      const issue = deepestIssue(parsed.error.issues);
      const path = issue?.path.filter((p) => typeof p !== "number" || issue.path.indexOf(p) > 0).join(".") || "value";
      return { ok: false, message: `${where}.${path}: ${operatorIssueText(issue as z.core.$ZodIssue | undefined)}` };
    }
    out.push(parsed.data);
  }
  return { ok: true, criteria: out };
}

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/** The most specific issue: inside a union, the branch that got furthest (a non-literal problem). */
function deepestIssue(issues: readonly unknown[]): Issue | undefined {
  const all: Issue[] = [];
  const walk = (list: readonly unknown[]) => {
    for (const raw of list) {
      const issue = raw as Issue;
      if (issue.code === "invalid_union" && issue.errors) for (const branch of issue.errors) walk(branch);
      else all.push(issue);
    }
  };
  walk(issues);
  // Literal mismatches (wrong branch's type or operator) say nothing about this row.
  const useful = all.filter((i) => !(i.code === "invalid_value" && (i.path[0] === "type" || i.path[0] === "operator")));
  return useful[0] ?? all[0];
}

// ---- compiler -------------------------------------------------------------------------------------

/** The tables the filter sees: the player, and their one-row-per-player facts (left joined). */
export type SegmentTables = Database & {
  u: Database["user"];
  s: Database["player_stats"];
  w: Database["wallets"];
  p: Database["player_profile"];
};
type Joined = "s" | "w" | "p";
type Eb = ExpressionBuilder<SegmentTables, "u" | Joined>;
type Players = SelectQueryBuilder<SegmentTables, "u" | Joined, Record<never, never>>;

export interface CompileOptions {
  /** Epoch ms that "days since last seen" counts from. */
  now: number;
  /** The engine the query is for (only where each reads the sign-up time differs); postgres if unset. */
  dialect?: Dialect;
}

function compare(eb: Eb, left: Expression<number>, operator: NumberOperator, value: number): Expression<SqlBool> {
  // `operator` is one of six fixed tokens (checked by the schema); `value` is bound.
  return eb(left, operator === "!=" ? "<>" : operator, value);
}

/** The operator that holds exactly when `operator` does not (for non-NULL operands). */
const NEGATED: Record<NumberOperator, NumberOperator> = { "=": "!=", "!=": "=", ">": "<=", ">=": "<", "<": ">=", "<=": ">" };

/** `left operator right` in JavaScript (the segment tests' reference uses it too). */
export function holds(left: number, operator: NumberOperator, right: number): boolean {
  switch (operator) {
    case "=":
      return left === right;
    case "!=":
      return left !== right;
    case ">":
      return left > right;
    case ">=":
      return left >= right;
    case "<":
      return left < right;
    case "<=":
      return left <= right;
  }
}

/** A player's last sighting is at or before `cutoff`: profile, else last run, else sign-up. */
function seenAtOrBefore(eb: Eb, cutoff: number, dialect: Dialect): Expression<SqlBool> {
  const known = eb.fn.coalesce("p.last_seen_at", "s.last_played_at");
  // On SQLite the sign-up is read by primary key, and only for players never seen (AND stops early):
  // naming u."createdAt" in the outer query makes SQLite walk the players in sign-up order (its one
  // covering index with that column) instead of id order, the order of the stats and profile keys it
  // looks up, and each lookup then lands on another page: 5x slower at 100k players. PostgreSQL hash
  // joins, in any order; the plain column is cheaper there.
  const createdAt =
    dialect === "sqlite" ? eb.selectFrom("user as uc").select("uc.createdAt").whereRef("uc.id", "=", "u.id") : eb.ref("u.createdAt");
  // Better Auth's createdAt is ISO text on SQLite and timestamptz on PostgreSQL: a bound ISO string
  // compares correctly with both (text order = time order for one fixed ISO format).
  return eb.or([
    // Each side is TRUE or FALSE, never NULL (every player has a sign-up time), so NOT (for "<" and
    // "<=") stays exact.
    eb.and([eb(known, "is not", null), eb(known, "<=", cutoff)]),
    eb.and([eb(known, "is", null), eb(createdAt, "<=", new Date(cutoff).toISOString())]),
  ]);
}

function daysSinceSeen(eb: Eb, operator: NumberOperator, days: number, options: CompileOptions): Expression<SqlBool> {
  // days = floor((now - seen) / DAY). days >= d  <=>  seen <= now - d*DAY.
  const atLeast = (d: number) => seenAtOrBefore(eb, options.now - d * DAY_MS, options.dialect ?? "postgres");
  switch (operator) {
    case ">=":
      return atLeast(days);
    case ">":
      return atLeast(days + 1);
    case "<":
      return eb.not(atLeast(days));
    case "<=":
      return eb.not(atLeast(days + 1));
    case "=":
      return eb.and([atLeast(days), eb.not(atLeast(days + 1))]);
    case "!=":
      return eb.or([eb.not(atLeast(days)), atLeast(days + 1)]);
  }
}

function totalSpent(eb: Eb, operator: NumberOperator, value: number): Expression<SqlBool> {
  // Paid sessions still standing (refunded and disputed ones have another status), summed once per
  // payer rather than once per player: an uncorrelated IN, hashed by PostgreSQL, a list for SQLite.
  const payers = (op: NumberOperator) =>
    eb
      .selectFrom("checkout_sessions as c")
      .select("c.player_id")
      .where("c.status", "=", "paid")
      .groupBy("c.player_id")
      .having((h) => h(h.fn.sum<number>("c.amount_cents"), op === "!=" ? "<>" : op, value));
  // A player without paid sessions has spent 0. When 0 matches, the segment is everyone but the payers
  // whose sum does not. player_id is NOT NULL and each sum is a number, so IN and NOT IN are exact.
  return holds(0, operator, value) ? eb("u.id", "not in", payers(NEGATED[operator])) : eb("u.id", "in", payers(operator));
}

function newsletterConsent(eb: Eb): Expression<SqlBool> {
  const consenting = () =>
    eb.selectFrom("newsletter_subscriptions as n").where("n.confirmed_at", "is not", null).where("n.unsubscribed_at", "is", null);
  // By the player who subscribed, or by the account's address (subscribed before signing in). Two
  // uncorrelated INs (hashed once by PostgreSQL, where correlated EXISTS under OR ran per player);
  // NULL player ids are left out so that NOT of it stays exact (the e-mail column is NOT NULL).
  return eb.or([
    eb("u.id", "in", consenting().select("n.player_id").where("n.player_id", "is not", null)),
    eb(eb.fn<string>("lower", ["u.email"]), "in", consenting().select("n.email")),
  ]);
}

function profileIs(
  eb: Eb,
  column: "p.locale" | "p.country",
  operator: "is" | "is_not" | "in",
  value: string | string[],
): Expression<SqlBool> {
  // A player with no known language/country "is not" any of them.
  if (operator === "in") return eb(column, "in", value as string[]);
  if (operator === "is") return eb(column, "=", value as string);
  return eb.or([eb(column, "is", null), eb(column, "<>", value as string)]);
}

function achievementUnlocked(eb: Eb, id: string): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom("player_achievements as a")
      .select(sql.lit(1).as("one"))
      .whereRef("a.player_id", "=", "u.id")
      .where("a.achievement_id", "=", id)
      .where("a.unlocked_at", "is not", null),
  );
}

/** The joined tables a row reads; the others read the player's own columns or a subquery. */
function joinsOf(criterion: Criterion): Joined[] {
  switch (criterion.type) {
    case "games_played":
    case "best_score":
      return ["s"];
    case "coins":
      return ["w"];
    case "days_since_last_seen":
      return ["s", "p"];
    case "language":
    case "country":
      return ["p"];
    default:
      return [];
  }
}

/** One row as a boolean expression over u and the tables joinsOf names for it. */
export function compileCriterion(eb: Eb, criterion: Criterion, options: CompileOptions): Expression<SqlBool> {
  switch (criterion.type) {
    case "games_played":
      return compare(eb, eb.fn.coalesce("s.games_played", eb.val(0)), criterion.operator, criterion.value);
    case "best_score":
      return compare(eb, eb.fn.coalesce("s.best_score", eb.val(0)), criterion.operator, criterion.value);
    case "coins":
      return compare(eb, eb.fn.coalesce("w.coins", eb.val(0)), criterion.operator, criterion.value);
    case "total_spent":
      return totalSpent(eb, criterion.operator, criterion.value);
    case "days_since_last_seen":
      return daysSinceSeen(eb, criterion.operator, criterion.value, options);
    case "account_type": {
      const isGuest = eb("u.isAnonymous", "=", criterion.value === "guest");
      return criterion.operator === "is" ? isGuest : eb.not(isGuest);
    }
    case "newsletter": {
      const wanted = criterion.operator === "is" ? criterion.value : !criterion.value;
      return wanted ? newsletterConsent(eb) : eb.not(newsletterConsent(eb));
    }
    case "language":
      return profileIs(eb, "p.locale", criterion.operator, criterion.value);
    case "country":
      return profileIs(eb, "p.country", criterion.operator, criterion.value);
    case "achievement":
      return criterion.operator === "unlocked"
        ? achievementUnlocked(eb, criterion.value)
        : eb.not(achievementUnlocked(eb, criterion.value));
  }
}

/**
 * Players (never the operator's admin accounts) with the facts the criteria read left joined. Only
 * those: SQLite keeps an unused left join in a count and looks every player up in it (all players
 * at 100k: 100 ms with the three joins, 5 without). The typed builder cannot make a join optional,
 * hence the casts; the unit tests run every criterion type on both engines, so a missing join fails.
 */
function players(kysely: Kysely<Database>, criteria: readonly Criterion[]): Players {
  const joins = new Set(criteria.flatMap(joinsOf));
  let query = kysely.selectFrom("user as u").where("u.role", "=", "player") as unknown as Players;
  if (joins.has("s")) query = query.leftJoin("player_stats as s", "s.player_id", "u.id") as unknown as Players;
  if (joins.has("w")) query = query.leftJoin("wallets as w", "w.player_id", "u.id") as unknown as Players;
  if (joins.has("p")) query = query.leftJoin("player_profile as p", "p.player_id", "u.id") as unknown as Players;
  return query;
}

function filtered(kysely: Kysely<Database>, criteria: readonly Criterion[], now: number | undefined) {
  const options: CompileOptions = {
    now: now ?? Date.now(),
    dialect: kysely.getExecutor().adapter instanceof SqliteAdapter ? "sqlite" : "postgres",
  };
  const base = players(kysely, criteria);
  if (criteria.length === 0) return base;
  return base.where((eb) => eb.and(criteria.map((criterion) => compileCriterion(eb, criterion, options))));
}

/**
 * The members of a segment: `player_id, email, name` per matching player. The campaign engine freezes
 * recipients with `insertInto(...).columns([...]).expression(segmentMembersQuery(...))`.
 * `criteria` must come from parseCriteria (or a stored segment).
 */
export function segmentMembersQuery(kysely: Kysely<Database>, criteria: readonly Criterion[], options: { now?: number } = {}) {
  return filtered(kysely, criteria, options.now).select(["u.id as player_id", "u.email as email", "u.name as name"]);
}

/** How many players match. */
export async function countSegment(
  kysely: Kysely<Database>,
  criteria: readonly Criterion[],
  options: { now?: number } = {},
): Promise<number> {
  const row = await filtered(kysely, criteria, options.now)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
