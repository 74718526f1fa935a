// The in-process sender. It claims due recipients in batches (queued -> sending with a lease, in one
// transaction; SKIP LOCKED on PostgreSQL so instances never share rows), mails each at the configured
// rate, and records sent / failed (with the SMTP answer) / retry with backoff, one row at a time.
//
// Crash safety: a row left in 'sending' by a dead process is claimed again when its lease ends. The
// only window for a duplicate is between the SMTP server accepting a mail and the single-row update
// right after it; a re-send from that window carries the same Message-ID (campaign + player), so
// receivers that dedupe on Message-ID show it once. See docs/admin.md "Email Campaigns".
//
// Several instances: only the holder of the "campaign-sender" lease (server/db/lease.ts) sends, so
// CAMPAIGN_RATE_PER_SECOND is the site's rate, not each instance's; the others wait and take over
// within a lease when the holder stops or dies. The row claims above stay as the second guard.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { skipLockedRows } from "../db/claim.ts";
import { createLease } from "../db/lease.ts";
import type { CampaignKind, CampaignStatus } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { Metrics } from "../metrics.ts";
import { isBlocked } from "../site/newsletter.ts";
import { renderTemplate } from "./render.ts";
import { unsubscribeTokenFor, unsubscribeUrlFor } from "./unsubscribe.ts";
import { textForRecipient } from "./template-texts.ts";

/** Transient failures (4xx, connection) are tried this many times in all. */
export const MAX_ATTEMPTS = 5;
/** First retry after 30 s, then x4 each time, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(3_600_000, 30_000 * 4 ** Math.max(0, attempts - 1));
}
/** Added to a batch's expected duration: how long a dead sender's rows wait before another takes them. */
export const LEASE_MARGIN_MS = 15_000;
const IDLE_POLL_MS = 1_000;
export const SENDER_LEASE = "campaign-sender";
const LIFECYCLE_EVERY_MS = 60_000;

export interface CampaignWorker {
  start(): void;
  /** Finishes the mail on the wire, hands the rest of the batch back to the queue, stops. */
  stop(): Promise<void>;
  /** Something new to send: skip the idle wait. */
  wake(): void;
  /** One batch: claim, send, record. Answers how many rows it claimed. (Tests call it directly.) */
  runOnce(): Promise<number>;
}

interface Claimed {
  campaign_id: string;
  player_id: string;
  subscription_id: string | null;
  email: string;
  name: string;
  locale: string;
  attempts: number;
  message_id: string;
}

interface Content {
  kind: CampaignKind;
  subject: string;
  body: string;
}

/** The SMTP reply code of a nodemailer error, if any. */
function smtpCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" ? code : null;
}

function errorText(error: unknown): string {
  const e = error as { response?: unknown; message?: unknown };
  const text = typeof e.response === "string" && e.response ? e.response : String(e.message ?? error);
  return text.slice(0, 500);
}

export function createCampaignWorker(deps: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  ratePerSecond: number;
  batchSize: number;
  /** After each batch: mark drained campaigns finished. */
  finishDrained: () => Promise<number>;
  /** Before each batch: start the scheduled campaigns whose time has come. */
  startDue?: () => Promise<number>;
  /** Lifecycle mails due (the come-back campaign); run at start and every minute. */
  lifecycleTick?: () => Promise<void>;
  metrics?: Pick<Metrics, "campaignMail">;
  now?: () => number;
}): CampaignWorker {
  const { db, mailer, logger, publicUrl } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;
  const intervalMs = 1000 / deps.ratePerSecond;
  const batchSize = deps.batchSize;

  let running = false;
  let stopping = false;
  let loop: Promise<void> | null = null;
  let nextSlot = 0;
  let lastLifecycle = 0;
  // A claimed row's lease and the sender's: long enough for a whole batch at the configured rate.
  const leaseMs = Math.ceil(batchSize * intervalMs * 2) + LEASE_MARGIN_MS;
  // Renewed before every batch.
  const lease = createLease(db, { name: SENDER_LEASE, holder: randomUUID(), ttlMs: leaseMs, now });

  // Pending sleeps: stop() ends all of them; wake() only the idle wait (never the rate pacing).
  const sleepers = new Set<{ done: () => void; idle: boolean }>();

  function sleep(ms: number, idle: boolean): Promise<void> {
    if (ms <= 0 || stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const sleeper = { done, idle };
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleepers.delete(sleeper);
        resolve();
      }
      sleepers.add(sleeper);
    });
  }

  function wakeAll(idleOnly: boolean) {
    for (const sleeper of [...sleepers]) if (!idleOnly || sleeper.idle) sleeper.done();
  }

  async function claim(): Promise<Claimed[]> {
    const at = now();
    const leaseUntil = at + leaseMs;
    return k.transaction().execute(async (trx) => {
      const due = await skipLockedRows(
        trx
          .selectFrom("campaign_recipients")
          .select(["campaign_id", "player_id", "subscription_id", "email", "name", "locale", "attempts", "message_id"])
          .where("campaign_id", "in", trx.selectFrom("campaigns").select("id").where("status", "=", "sending"))
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "queued"), eb("next_attempt_at", "<=", at)]),
              eb.and([eb("status", "=", "sending"), eb("lease_until", "<=", at)]),
            ]),
          )
          .orderBy("next_attempt_at")
          .orderBy("campaign_id")
          .orderBy("player_id")
          .limit(batchSize),
        db.dialect,
      ).execute();
      const byCampaign = new Map<string, string[]>();
      for (const row of due) byCampaign.set(row.campaign_id, [...(byCampaign.get(row.campaign_id) ?? []), row.player_id]);
      for (const [campaignId, players] of byCampaign) {
        await trx
          .updateTable("campaign_recipients")
          .set((eb) => ({ status: "sending", lease_until: leaseUntil, attempts: eb("attempts", "+", 1) }))
          .where("campaign_id", "=", campaignId)
          .where("player_id", "in", players)
          .execute();
      }
      return due.map((row) => ({ ...row, attempts: Number(row.attempts) + 1 }));
    });
  }

  const where = (row: Claimed) =>
    k.updateTable("campaign_recipients").where("campaign_id", "=", row.campaign_id).where("player_id", "=", row.player_id);

  /** Back to the queue untouched (paused campaign, shutdown): the claim does not count as an attempt. */
  async function release(row: Claimed) {
    await where(row)
      .set((eb) => ({ status: "queued", lease_until: null, attempts: eb("attempts", "-", 1) }))
      .where("status", "=", "sending")
      .execute();
  }

  /** What a campaign mails to a recipient reading `locale` (server/campaigns/template-texts.ts). */
  async function contentOf(campaignId: string, locale: string, cache: Map<string, Content | null>): Promise<Content | null> {
    const key = `${campaignId}\n${locale}`;
    if (cache.has(key)) return cache.get(key)!;
    const row = await k
      .selectFrom("campaigns")
      .select(["kind", "subject", "body", "template_id"])
      .where("id", "=", campaignId)
      .executeTakeFirst();
    let content: Content | null = null;
    if (row) {
      const text = await textForRecipient(
        k,
        { kind: row.kind, templateId: row.template_id, sent: { subject: row.subject, body: row.body } },
        locale,
      );
      content = { kind: row.kind, ...text };
    }
    cache.set(key, content);
    return content;
  }

  async function deliver(row: Claimed, content: Content): Promise<void> {
    const unsubscribeUrl = row.subscription_id ? unsubscribeUrlFor(publicUrl, await unsubscribeTokenFor(db, row.subscription_id)) : null;
    const mail = renderTemplate(content.subject, content.body, { name: row.name, email: row.email, locale: row.locale, unsubscribeUrl });
    const headers: Record<string, string> = { "Message-ID": row.message_id };
    if (unsubscribeUrl) {
      // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to the link.
      headers["List-Unsubscribe"] = `<${unsubscribeUrl}>`;
      headers["List-Unsubscribe-Post"] = "List-Unsubscribe=One-Click";
    }
    let delivered: boolean;
    try {
      ({ delivered } = await mailer.send({
        to: row.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers,
        recipientLimit: "exempt",
      }));
    } catch (error) {
      const code = smtpCode(error);
      const permanent = code !== null && code >= 500 && code < 600;
      const message = errorText(error);
      if (permanent || row.attempts >= MAX_ATTEMPTS) {
        await where(row).set({ status: "failed", last_error: message, lease_until: null }).execute();
      } else {
        await where(row)
          .set({ status: "queued", last_error: message, lease_until: null, next_attempt_at: now() + backoffMs(row.attempts) })
          .execute();
      }
      logger.warn({ campaignId: row.campaign_id, playerId: row.player_id, code, attempt: row.attempts, permanent }, "campaign mail failed");
      deps.metrics?.campaignMail(permanent || row.attempts >= MAX_ATTEMPTS ? "failed" : "retried");
      return;
    }
    // Right after the SMTP server's answer: this update is the end of the duplicate window.
    await where(row)
      .set(
        delivered
          ? { status: "sent", sent_at: now(), last_error: null, lease_until: null }
          : { status: "skipped", last_error: "undeliverable address", lease_until: null },
      )
      .execute();
    if (delivered) deps.metrics?.campaignMail("sent");
  }

  async function runOnce(): Promise<number> {
    await deps.startDue?.();
    const batch = await claim();
    const contents = new Map<string, Content | null>();
    for (let i = 0; i < batch.length; i++) {
      const row = batch[i]!;
      if (stopping) {
        for (const rest of batch.slice(i)) await release(rest);
        break;
      }
      // The operator's pause / cancel count between mails.
      const state = await k.selectFrom("campaigns").select("status").where("id", "=", row.campaign_id).executeTakeFirst();
      const status: CampaignStatus | undefined = state?.status;
      if (status === "paused") {
        await release(row);
        continue;
      }
      if (status !== "sending") continue; // cancelled: the cancel already marked the row skipped
      if (row.subscription_id) {
        const subscription = await k
          .selectFrom("newsletter_subscriptions")
          .select("unsubscribed_at")
          .where("id", "=", row.subscription_id)
          .executeTakeFirst();
        if (!subscription || subscription.unsubscribed_at !== null) {
          await where(row).set({ status: "skipped", last_error: "unsubscribed", lease_until: null }).execute();
          continue;
        }
      }
      // Blocked after the send froze its recipients: never mailed all the same.
      if (await isBlocked(k, row.email)) {
        await where(row).set({ status: "skipped", last_error: "blocked", lease_until: null }).execute();
        continue;
      }
      const content = await contentOf(row.campaign_id, row.locale, contents);
      if (!content) continue;
      const wait = nextSlot - now();
      if (wait > 0) await sleep(wait, false);
      if (stopping) {
        for (const rest of batch.slice(i)) await release(rest);
        break;
      }
      nextSlot = Math.max(nextSlot + intervalMs, now());
      try {
        await deliver(row, content);
      } catch (error) {
        // The database failed while recording: the lease brings the row back later.
        logger.error({ err: error, campaignId: row.campaign_id }, "campaign worker: recording a mail failed");
      }
    }
    if (batch.length > 0) await deps.finishDrained();
    return batch.length;
  }

  async function run() {
    while (!stopping) {
      try {
        if (!(await lease.acquire())) {
          await sleep(IDLE_POLL_MS, true);
          continue;
        }
        if (deps.lifecycleTick && now() - lastLifecycle >= LIFECYCLE_EVERY_MS) {
          lastLifecycle = now();
          await deps.lifecycleTick();
        }
        const claimed = await runOnce();
        if (claimed === 0) await sleep(IDLE_POLL_MS, true);
      } catch (error) {
        logger.error({ err: error }, "campaign worker: batch failed; retrying shortly");
        await sleep(5_000, true);
      }
    }
    // Another instance may send at once instead of waiting for the lease to run out.
    await lease.release().catch((error: unknown) => logger.warn({ err: error }, "campaign worker: releasing the sender lease failed"));
  }

  return {
    start() {
      if (running) return;
      running = true;
      stopping = false;
      loop = run().finally(() => {
        running = false;
      });
    },
    async stop() {
      stopping = true;
      wakeAll(false);
      await loop;
      loop = null;
    },
    wake() {
      wakeAll(true);
    },
    runOnce,
  };
}
