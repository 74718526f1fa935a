import { randomUUID } from "node:crypto";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db/index.ts";
import type { OutboxChannel } from "../db/schema.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (the contact form: the sender's address). SMTP only. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe. SMTP only; the outbox keeps the body. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** 'smtp' when SMTP_URL is set, else 'outbox'. */
  readonly transport: "smtp" | "outbox";
  /** Sends (SMTP) or stores (outbox) one message. Placeholder addresses (*.invalid) are skipped. */
  send(message: MailMessage): Promise<{ delivered: boolean }>;
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
  const id = randomUUID();
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
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, logger } = options;
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;

  return {
    transport: smtp ? "smtp" : "outbox",
    async send(message) {
      if (isUndeliverable(message.to)) {
        logger.info({ subject: message.subject }, "mail not sent: the address cannot receive mail");
        return { delivered: false };
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
      const id = await storeInOutbox(db, { channel: "email", to: message.to, subject: message.subject, text: message.text, html: message.html });
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
