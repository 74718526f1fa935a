// Retention: what the Privacy Policy promises about how long data is kept, enforced by a job that one
// instance at a time runs (the job lease `retention`, server/db/lease.ts), hourly, in batches
// (docs/decisions/025-erasure-and-retention.md, docs/security.md "Personal data").
//
//   guests                  guest players without any play (no run, no visit) for 12 months: erased,
//                           through the same erasure as a deleted account
//   contact_messages        contact messages older than 12 months
//   newsletter_withdrawals  an unsubscribed address's consent record, 3 years after the withdrawal
//   expired_sessions        sessions past their expiry (they hold an IP address and a browser name)
//   expired_verifications   sign-in codes and reset links past their expiry
//   mail_log                the built-in outbox's copies of sent mails (and texts), after 14 days
//
// Analytics' raw events and page views have their own retention setting and job (server/analytics).
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { SYSTEM_ACTOR, type AuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { createLease } from "../db/lease.ts";
import type { ErasureOutcome, ErasureRequest } from "./erasure.ts";
import type { Result } from "../http/result.ts";

const DAY_MS = 86_400_000;

/** The periods of the Privacy Policy's "How long we keep it" (shared/i18n/site/privacy). */
export const RETENTION_PERIODS = {
  guestsInactiveMs: 365 * DAY_MS,
  contactMessagesMs: 365 * DAY_MS,
  newsletterWithdrawalsMs: 3 * 365 * DAY_MS,
  mailLogMs: 14 * DAY_MS,
} as const;

export const RETENTION_KINDS = [
  "guests",
  "contact_messages",
  "newsletter_withdrawals",
  "expired_sessions",
  "expired_verifications",
  "mail_log",
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export const RETENTION_LEASE = "retention";
const RUN_EVERY_MS = 3_600_000;
const LEASE_MS = 10 * 60_000;
/** Rows per statement (and guests per batch): short transactions beside the game's own writes. */
const BATCH = 500;
const GUEST_BATCH = 50;
/** At most this many batches per kind and run: a backlog is worked off over several runs. */
const MAX_BATCHES = 20;

export interface RetentionReport {
  at: number;
  removed: Record<RetentionKind, number>;
  failed: RetentionKind[];
}

export interface RetentionFigures {
  /** A run of this instance ended (it held the lease). */
  retentionRun(report: RetentionReport): void;
}

export interface RetentionJob {
  /** One run now, if this instance gets the lease; null when another instance holds it. */
  runOnce(): Promise<RetentionReport | null>;
  start(): void;
  stop(): Promise<void>;
}

export function createRetentionJob(deps: {
  db: Db;
  erase: (request: ErasureRequest) => Promise<Result<ErasureOutcome>>;
  audit: AuditService;
  logger: Logger;
  metrics?: RetentionFigures;
  now?: () => number;
  holder?: string;
}): RetentionJob {
  const { db, logger } = deps;
  const k = db.kysely;
  const now = deps.now ?? Date.now;
  const lease = createLease(db, { name: RETENTION_LEASE, holder: deps.holder ?? randomUUID(), ttlMs: LEASE_MS, now });

  /** Deletes in batches of ids chosen by `pick` until none are left (or the run's share is done). */
  async function inBatches(pick: () => Promise<string[]>, remove: (ids: string[]) => Promise<unknown>): Promise<number> {
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const ids = await pick();
      if (ids.length === 0) break;
      await remove(ids);
      removed += ids.length;
      if (ids.length < BATCH || !(await lease.acquire())) break;
    }
    return removed;
  }

  const steps: Record<RetentionKind, (at: number) => Promise<number>> = {
    async guests(at) {
      const cutoff = at - RETENTION_PERIODS.guestsInactiveMs;
      let erased = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const guests = await k
          .selectFrom("user as u")
          .leftJoin("player_stats as s", "s.player_id", "u.id")
          .leftJoin("player_profile as p", "p.player_id", "u.id")
          .select("u.id")
          .where("u.isAnonymous", "=", true)
          .where("u.role", "=", "player")
          .where("u.createdAt", "<", new Date(cutoff).toISOString())
          .where((eb) => eb(eb.fn.coalesce("s.last_played_at", eb.lit(0)), "<", cutoff))
          .where((eb) => eb(eb.fn.coalesce("p.last_seen_at", eb.lit(0)), "<", cutoff))
          .where((eb) =>
            eb.not(
              eb.exists(
                eb.selectFrom("runs").select("runs.id").whereRef("runs.player_id", "=", "u.id").where("runs.started_at", ">=", cutoff),
              ),
            ),
          )
          .orderBy("u.id")
          .limit(GUEST_BATCH)
          .execute();
        for (const guest of guests) {
          const result = await deps.erase({ playerId: guest.id, by: "retention", actor: SYSTEM_ACTOR, audit: false });
          if (result.ok) erased += 1;
        }
        if (guests.length < GUEST_BATCH || !(await lease.acquire())) break;
      }
      return erased;
    },
    contact_messages: (at) =>
      inBatches(
        async () =>
          (
            await k
              .selectFrom("contact_messages")
              .select("id")
              .where("created_at", "<", at - RETENTION_PERIODS.contactMessagesMs)
              .limit(BATCH)
              .execute()
          ).map((r) => r.id),
        (ids) => k.deleteFrom("contact_messages").where("id", "in", ids).execute(),
      ),
    newsletter_withdrawals: (at) =>
      inBatches(
        async () =>
          (
            await k
              .selectFrom("newsletter_subscriptions")
              .select("id")
              .where("unsubscribed_at", "is not", null)
              .where("unsubscribed_at", "<", at - RETENTION_PERIODS.newsletterWithdrawalsMs)
              .limit(BATCH)
              .execute()
          ).map((r) => r.id),
        (ids) => k.deleteFrom("newsletter_subscriptions").where("id", "in", ids).execute(),
      ),
    expired_sessions: (at) =>
      inBatches(
        async () =>
          (await k.selectFrom("session").select("id").where("expiresAt", "<", new Date(at).toISOString()).limit(BATCH).execute()).map(
            (r) => r.id,
          ),
        (ids) => k.deleteFrom("session").where("id", "in", ids).execute(),
      ),
    expired_verifications: (at) =>
      inBatches(
        async () =>
          (await k.selectFrom("verification").select("id").where("expiresAt", "<", new Date(at).toISOString()).limit(BATCH).execute()).map(
            (r) => r.id,
          ),
        (ids) => k.deleteFrom("verification").where("id", "in", ids).execute(),
      ),
    mail_log: (at) =>
      inBatches(
        async () =>
          (
            await k
              .selectFrom("outbox")
              .select("id")
              .where("created_at", "<", at - RETENTION_PERIODS.mailLogMs)
              .limit(BATCH)
              .execute()
          ).map((r) => r.id),
        (ids) => k.deleteFrom("outbox").where("id", "in", ids).execute(),
      ),
  };

  async function runOnce(): Promise<RetentionReport | null> {
    if (!(await lease.acquire())) return null;
    const at = now();
    const removed = Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as Record<RetentionKind, number>;
    const failed: RetentionKind[] = [];
    // One kind failing (a lock timeout, a database restart) does not stop the others.
    for (const kind of RETENTION_KINDS) {
      try {
        removed[kind] = await steps[kind](at);
      } catch (error) {
        failed.push(kind);
        logger.error({ err: error, kind }, "retention: a kind failed; the next run tries again");
      }
    }
    const report = { at, removed, failed };
    if (Object.values(removed).some((n) => n > 0) || failed.length > 0) {
      await deps.audit.record({ actor: SYSTEM_ACTOR, action: "retention.run", after: { removed, failed } }).catch((error: unknown) => {
        logger.error({ err: error }, "retention: the audit row was not written");
      });
      logger.info({ removed, failed }, "retention: old personal data removed");
    }
    deps.metrics?.retentionRun(report);
    return report;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  function schedule(ms: number) {
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => logger.error({ err: error }, "retention: run failed"))
        .finally(() => {
          if (!stopped) schedule(RUN_EVERY_MS);
        });
    }, ms);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      // Not at once: start-up has enough to do. A restarted instance runs within the minute.
      schedule(60_000);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
      await lease.release().catch(() => {});
    },
  };
}
