// Rate limits of the sign-in and mail-sending endpoints. Stored in the database (server/security), so
// several instances share them. They apply to HTTP calls of /api/auth/* AND to the server-side calls
// the /login actions make (Better Auth's own limiter sees only the former).
import type { RateLimitRule } from "../security/rate-limit.ts";

const MINUTE = 60_000;

/** Password attempts on one account (e-mail or phone): also the admin dialog's per-account limit. */
export const ACCOUNT_SIGN_IN: RateLimitRule = { windowMs: MINUTE, max: 5 };
/** Sign-in attempts of any kind from one address (many players can share one behind a NAT). */
export const IP_SIGN_IN: RateLimitRule = { windowMs: MINUTE, max: 30 };
/** The admin dialog from one address. */
export const ADMIN_IP_SIGN_IN: RateLimitRule = { windowMs: MINUTE, max: 5 };
/** Mails/SMS to one recipient (links, codes, confirmations). */
export const RECIPIENT_MESSAGES: RateLimitRule = { windowMs: 15 * MINUTE, max: 5 };
/**
 * Every mail the server sends because someone asked (sign-up, a sign-in's new confirmation, links,
 * codes, the newsletter's confirmation), counted by the mailer itself whatever path asked: 5 in 15
 * minutes and 20 a day to one address. Operator campaigns, test sends and the support inbox are not
 * counted (server/mail/mailer.ts).
 */
export const MAIL_RECIPIENT: readonly RateLimitRule[] = [
  { windowMs: 15 * MINUTE, max: 5 },
  { windowMs: 24 * 60 * MINUTE, max: 20 },
];
/** Mails/SMS requested from one address. */
export const IP_MESSAGES: RateLimitRule = { windowMs: 15 * MINUTE, max: 30 };
/** New guests from one address. */
export const IP_GUESTS: RateLimitRule = { windowMs: 10 * MINUTE, max: 30 };

/** Endpoints that check a password: limited per account and per address. */
export const PASSWORD_SIGN_IN_PATHS: Record<string, "email" | "phoneNumber"> = {
  "/sign-in/email": "email",
  "/sign-in/phone-number": "phoneNumber",
};

/**
 * Endpoints that check the signed-in player's password (a stolen session guessing it; /account's
 * forms call them on the server): counted like a sign-in, on the same per-account key (the account's
 * e-mail) and per address.
 */
export const SESSION_PASSWORD_PATHS = new Set(["/verify-password", "/change-password"]);

/** Endpoints that send a message: limited per recipient and per address. */
export const MESSAGE_PATHS: Record<string, "email" | "phoneNumber"> = {
  "/sign-up/email": "email",
  "/sign-in/magic-link": "email",
  "/request-password-reset": "email",
  "/send-verification-email": "email",
  "/email-otp/send-verification-otp": "email",
  "/email-otp/request-password-reset": "email",
  "/phone-number/send-otp": "phoneNumber",
  "/phone-number/request-password-reset": "phoneNumber",
};

/** Endpoints that take a one-time code or token: limited per address like sign-ins. */
export const CODE_PATHS = new Set([
  "/sign-in/email-otp",
  "/email-otp/verify-email",
  "/email-otp/reset-password",
  "/phone-number/verify",
  "/phone-number/reset-password",
  "/reset-password",
]);

export function tooManyMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds >= 90
    ? `Too many attempts. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`
    : `Too many attempts. Please wait ${seconds} seconds and try again.`;
}
