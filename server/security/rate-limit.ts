import { createHash } from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";

export interface RateLimitRule {
  /** Length of the window in ms. */
  windowMs: number;
  /** Attempts allowed per window; the next one is refused. */
  max: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts counted in the current window, this one included (refused ones count too). */
  count: number;
  /** ms until the window ends (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one attempt against `key` and says whether it may go ahead. One atomic statement. */
  consume(key: string, rule: RateLimitRule): Promise<RateLimitDecision>;
  /** Forgets a key (e.g. tests, an operator unlocking an account). */
  reset(key: string): Promise<void>;
  /** Deletes windows that ended before `now`; returns how many. */
  prune(): Promise<number>;
}

export interface RateLimiterOptions {
  now?: () => number;
  /** Prune expired rows every this many consumes (default 200). */
  pruneEvery?: number;
}

/**
 * Fixed-window counters in the `rate_limits` table, so every instance on the same database shares
 * them. The window starts at a key's first attempt; an upsert increments the count or, when the
 * window has ended, starts a new one — in one statement, so concurrent attempts cannot slip past.
 */
// Compiled once (server/db/compiled.ts): every limited request runs it.
const countAttempt = precompiled((db, v: { key: string; at: number; expiresAt: number }) => {
  // In ON CONFLICT DO UPDATE every expression sees the row as it was before the update (both engines).
  const expired = sql<boolean>`rate_limits.expires_at <= ${v.at}`;
  return db
    .insertInto("rate_limits")
    .values({ key: v.key, window_start: v.at, count: 1, expires_at: v.expiresAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when ${expired} then ${v.at} else rate_limits.window_start end`,
        expires_at: sql`case when ${expired} then ${v.expiresAt} else rate_limits.expires_at end`,
      }),
    )
    .returning(["count", "expires_at"]);
});

export function createRateLimiter(db: Db, options: RateLimiterOptions = {}): RateLimiter {
  const now = options.now ?? Date.now;
  const pruneEvery = options.pruneEvery ?? 200;
  let consumed = 0;

  const limiter: RateLimiter = {
    async consume(rawKey, rule) {
      const key = storedKey(rawKey);
      const at = now();
      const expiresAt = at + rule.windowMs;
      const upsert = async (k: Kysely<Database>) => (await countAttempt(k, { key, at, expiresAt })).rows[0]!;
      // SQLite: in a shared commit with the other writes of the moment (server/db/group-commit.ts),
      // not a commit and fsync of its own per request; PostgreSQL: one statement, no transaction.
      const row = db.dialect === "sqlite" ? await db.transact(upsert) : await upsert(db.kysely);
      consumed += 1;
      if (consumed % pruneEvery === 0) void limiter.prune().catch(() => {});
      const count = Number(row.count);
      const allowed = count <= rule.max;
      return { allowed, count, retryAfterMs: allowed ? 0 : Math.max(0, Number(row.expires_at) - at) };
    },
    async reset(key) {
      await db.kysely.deleteFrom("rate_limits").where("key", "=", storedKey(key)).execute();
    },
    async prune() {
      const result = await db.kysely.deleteFrom("rate_limits").where("expires_at", "<", now()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
  return limiter;
}

/**
 * Keys hold what a client sent (an e-mail, a phone number): a long one is stored as its start and a
 * hash, so the key column's index never meets a row it cannot hold (PostgreSQL's B-tree refuses rows
 * over ~2.7 kB: a 1 MB "e-mail" made a 500, found by the fuzz test).
 */
export function storedKey(key: string): string {
  return key.length <= MAX_KEY_LENGTH ? key : `${key.slice(0, 100)}#${createHash("sha256").update(key).digest("hex")}`;
}

const MAX_KEY_LENGTH = 200;
