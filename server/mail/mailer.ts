import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import { orderedId } from "../db/ordered-id.ts";
import type { OutboxChannel } from "../db/schema.ts";
import { MAIL_RECIPIENT } from "../auth/limits.ts";
import { createRateLimiter } from "../security/rate-limit.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the contact form: the sender's address). SMTP only. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. SMTP only; the outbox keeps the body. */
  headers?: Record<string, string>;
  /**
   * How the per-recipient limit (MAIL_RECIPIENT) applies: "count" (the default) counts this mail and
   * drops it past the limit; "counted" means the caller already took its place (`allowRecipient`);
   * "exempt" is for mail the operator sends (campaigns, test sends) or sends to itself (support).
   */
  recipientLimit?: "count" | "counted" | "exempt";
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox'. */
  readonly transport: "smtp" | "outbox";
  /**
   * Sends (SMTP) or stores (outbox) one message. Placeholder addresses (*.invalid) are skipped, and so
   * is a mail past its recipient's limit (`limited`: the caller may say so).
   */
  send(message: MailMessage): Promise<{ delivered: boolean; limited?: true }>;
  /**
   * Takes one place in `to`'s limit for a mail about to be sent with recipientLimit "counted": a caller
   * that must refuse a request before changing anything (the newsletter) asks first.
   */
  allowRecipient(to: string): Promise<{ allowed: boolean; retryAfterMs: number }>;
  close(): void;
}

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  recipient: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: number;
}

/** Addresses that can never receive mail: guests, phone-only players, the default operator account. */
export function isUndeliverable(address: string): boolean {
  return /\.invalid$/i.test(address.trim());
}

export async function storeInOutbox(
  db: Db,
  message: { channel: OutboxChannel; to: string; subject?: string; text: string; html?: string | null },
  now = Date.now(),
): Promise<string> {
  // Ordered within one millisecond (server/db/ordered-id.ts): the outbox lists newest first by
  // (created_at, id), and two mails to one address in one millisecond (an invitation sent again)
  // came back in either order with a random id.
  const id = orderedId(now);
  await db.kysely
    .insertInto("outbox")
    .values({
      id,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? "",
      text: message.text,
      html: message.html ?? null,
      created_at: now,
    })
    .execute();
  return id;
}

export async function listOutbox(
  db: Db,
  filter: { recipient?: string; channel?: OutboxChannel; limit?: number } = {},
): Promise<OutboxMessage[]> {
  let query = db.kysely
    .selectFrom("outbox")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(Math.min(Math.max(1, filter.limit ?? 50), 500));
  if (filter.recipient) query = query.where("recipient", "=", filter.recipient);
  if (filter.channel) query = query.where("channel", "=", filter.channel);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    text: row.text,
    html: row.html,
    createdAt: Number(row.created_at),
  }));
}

export interface MailerOptions {
  db: Db;
  logger: Logger;
  smtpUrl?: string;
  from: string;
  /** Log the text of outbox messages (development: the link is right there in the terminal). */
  logBodies?: boolean;
  /** The clock of the per-recipient limit (tests). */
  now?: () => number;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, logger } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const limiter = createRateLimiter(db, { now: options.now });

  async function allowRecipient(to: string) {
    const key = `mail:recipient:${to.trim().toLowerCase()}`;
    for (const rule of MAIL_RECIPIENT) {
      const decision = await limiter.consume(`${key}:${rule.windowMs}`, rule);
      if (!decision.allowed) return { allowed: false, retryAfterMs: decision.retryAfterMs };
    }
    return { allowed: true, retryAfterMs: 0 };
  }

  return {
    transport: smtp ? "smtp" : "outbox",
    allowRecipient,
    async send(message) {
      if (isUndeliverable(message.to)) {
        logger.info({ subject: message.subject }, "mail not sent: the address cannot receive mail");
        return { delivered: false };
      }
      if ((message.recipientLimit ?? "count") === "count" && !(await allowRecipient(message.to)).allowed) {
        logger.warn({ subject: message.subject }, "mail not sent: too many mails to this recipient (MAIL_RECIPIENT)");
        return { delivered: false, limited: true };
      }
      if (smtp) {
        const info = await smtp.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          headers: message.headers,
        });
        logger.info({ to: message.to, subject: message.subject, messageId: info.messageId }, "mail sent");
        return { delivered: true };
      }
      const id = await storeInOutbox(db, {
        channel: "email",
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      logger.info(
        { outboxId: id, to: message.to, subject: message.subject, ...(options.logBodies ? { text: message.text } : {}) },
        "mail stored in the outbox (no SMTP_URL set)",
      );
      return { delivered: true };
    },
    close() {
      smtp?.close();
    },
  };
}
