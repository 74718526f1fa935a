// The contact form: every message is stored (the admin inbox reads contact_messages) and mailed to
// SUPPORT_EMAIL with the sender as Reply-To. The recipient is configuration, never request input
// (an open relay otherwise). Rate-limited per client IP; a honeypot field catches simple bots.
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import type { Db } from "../db/index.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderContactMail, siteLocaleOf } from "../mail/site-templates.ts";
import type { RateLimiter, RateLimitRule } from "../security/rate-limit.ts";
import { fail, type Result } from "../http/result.ts";
import { isValidEmail } from "./newsletter.ts";

/** Messages per client IP (docs/security.md). */
export const CONTACT_LIMIT: RateLimitRule = { windowMs: 10 * 60_000, max: 5 };
/** The spec sets no bound; the server needs one. Far above any real message. */
export const MESSAGE_MAX = 10_000;

export interface ContactInput {
  email: string;
  message: string;
  /** The honeypot: hidden from people, filled in by bots. */
  website?: string;
  playerId?: string | null;
  /** The page's language: the mail's, and the refusals'. */
  locale?: string;
  ip: string;
  userAgent?: string | null;
}

export type ContactOutcome = { id: string | null };

export interface ContactService {
  send(input: ContactInput): Promise<Result<ContactOutcome>>;
}

export function createContactService(deps: {
  db: Db;
  mailer: Mailer;
  rateLimits: RateLimiter;
  logger: Logger;
  supportEmail: string;
  now?: () => number;
}): ContactService {
  const { db, mailer, rateLimits, logger, supportEmail } = deps;
  const now = deps.now ?? Date.now;

  return {
    async send(input) {
      const email = input.email.trim();
      const message = input.message.trim();
      const locale = siteLocaleOf(input.locale);
      if (!isValidEmail(email)) return fail(400, "invalid_email", translate(locale, "contact.invalidEmail"));
      if (message === "") return fail(400, "message_required", translate(locale, "contact.messageRequired"));
      if (message.length > MESSAGE_MAX) return fail(400, "message_too_long", translate(locale, "contact.error.tooLong"));
      // Counted before the honeypot check, so a bot is limited like anyone else.
      const decision = await rateLimits.consume(`contact:ip:${input.ip}`, CONTACT_LIMIT);
      if (!decision.allowed) {
        return { ...fail(429, "rate_limited", translate(locale, "contact.error.rateLimited")), retryAfterMs: decision.retryAfterMs };
      }
      if (input.website && input.website.trim() !== "") {
        // Answer like a success so the bot learns nothing; keep and send nothing.
        logger.info({ ip: input.ip }, "contact message dropped: honeypot filled");
        return { ok: true, id: null };
      }

      const id = randomUUID();
      await db.kysely
        .insertInto("contact_messages")
        .values({
          id,
          email,
          message,
          player_id: input.playerId ?? null,
          locale,
          ip: input.ip,
          user_agent: input.userAgent?.slice(0, 500) ?? null,
          status: "new",
          created_at: now(),
        })
        .execute();
      try {
        await mailer.send({ to: supportEmail, replyTo: email, ...renderContactMail(locale, { email, message }), recipientLimit: "exempt" });
      } catch (error) {
        // Stored, so the admin inbox still has it: the sender need not retry.
        logger.error({ err: error, contactId: id }, "contact mail to support failed");
      }
      return { ok: true, id };
    },
  };
}
