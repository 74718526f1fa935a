// The newsletter: double opt-in subscriptions with the consent kept (time and exact text), and the
// bonus skin a subscription unlocks.
//
// The unlock happens at SUBSCRIBE time (the spec: "a successful submission unlocks"; the visitor sees
// the skin's name right away), at most once per e-mail address (a unique, lower-cased row that is
// never deleted: re-subscribing never unlocks again) and once per player (a player who already got a
// newsletter skin gets none for a second address). Confirming only marks the address as confirmed:
// campaigns mail confirmed, not unsubscribed addresses.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { expressionBuilder, type Kysely } from "kysely";
import { subscriptionOfCampaignToken } from "../campaigns/unsubscribe.ts";
import type { Db } from "../db/index.ts";
import type { Database } from "../db/schema.ts";
import { fail, type Failure, type Result } from "../http/result.ts";
import type { Mailer } from "../mail/mailer.ts";
import { renderNewsletterConfirmMail, siteLocaleOf } from "../mail/site-templates.ts";
import type { RateLimiter, RateLimitRule } from "../security/rate-limit.ts";
import type { CatalogueService } from "../store/catalogue.ts";

export const EMAIL_MAX = 254;

/** Subscriptions per client IP (docs/security.md). */
export const NEWSLETTER_LIMIT: RateLimitRule = { windowMs: 10 * 60_000, max: 10 };

/** The spec's rule (an @ and a dot), tightened to a shape a mail server accepts: local@domain.tld. */
export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(email);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The stored locale: one the site offers, else English. */
const localeOf = siteLocaleOf;

/** The consent sentence next to the checkbox, in the visitor's language: stored word for word. */
export function consentTextFor(locale: string | undefined): string {
  return translate(localeOf(locale), "newsletter.consent");
}

/** The input checks of subscribe(), for routes that must check before making a guest; refusals in the page's language. */
export function checkSubscription(input: { email: string; consent: boolean; locale?: string }): Failure | null {
  const locale = localeOf(input.locale);
  if (!isValidEmail(normaliseEmail(input.email))) return fail(400, "invalid_email", translate(locale, "newsletter.invalidEmail"));
  if (input.consent !== true) return fail(400, "consent_required", translate(locale, "newsletter.consentRequired"));
  return null;
}

/** The text the form shows for an outcome (the spec's success texts; clear words for the others). */
export function subscribeMessage(outcome: SubscribeOutcome, locale: string | undefined): string {
  const loc = localeOf(locale);
  if (outcome.status === "already_subscribed") return translate(loc, "newsletter.already");
  if (outcome.status === "resubscribed") return translate(loc, "newsletter.resubscribed");
  if (outcome.skin) return translate(loc, "newsletter.unlocked", { skin: outcome.skin.name });
  if (outcome.playerAlreadyUnlocked) return translate(loc, "newsletter.playerAlreadyUnlocked");
  return translate(loc, "newsletter.thanks");
}

/** Whether `email` (normalised) is on the operator's blocklist: never subscribed again, never mailed. */
export async function isBlocked(executor: Kysely<Database>, email: string): Promise<boolean> {
  const row = await executor.selectFrom("newsletter_blocklist").select("email").where("email", "=", email).executeTakeFirst();
  return row !== undefined;
}

/**
 * The double opt-in mail for one address (the site's form and the operator's import). A failure is
 * logged, not thrown: the subscription stands, and subscribing again sends a fresh one.
 */
export async function mailConfirmation(
  deps: { mailer: Mailer; logger: Logger; publicUrl: string },
  input: { email: string; locale: string; confirmToken: string; unsubscribeToken: string; skinName: string | null },
): Promise<boolean> {
  const linkTo = (path: string, token: string) => `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const unsubscribeUrl = linkTo("/unsubscribe", input.unsubscribeToken);
  const mail = renderNewsletterConfirmMail(input.locale, {
    confirmUrl: linkTo("/newsletter/confirm", input.confirmToken),
    unsubscribeUrl,
    skinName: input.skinName,
  });
  try {
    const sent = await deps.mailer.send({
      to: input.email,
      ...mail,
      // RFC 8058 one-click unsubscribe: mail clients POST to the link (app/routes/unsubscribe.tsx).
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      recipientLimit: "counted",
    });
    return sent.delivered;
  } catch (error) {
    deps.logger.error({ err: error }, "newsletter confirmation mail failed");
    return false;
  }
}

export interface SubscribeInput {
  email: string;
  consent: boolean;
  playerId: string;
  locale?: string;
  /** The caller's IP, for the rate limit. */
  ip: string;
}

export type SubscribeOutcome =
  /** A new subscription. `skin` is the unlocked skin, null when none was left (or the player had one). */
  | { status: "subscribed"; skin: { id: string; name: string } | null; playerAlreadyUnlocked: boolean }
  /** The address is already subscribed: nothing unlocked; an unconfirmed one gets a fresh confirmation mail. */
  | { status: "already_subscribed"; skin: null; playerAlreadyUnlocked: false }
  /** The address had unsubscribed and subscribed again: consent renewed, nothing unlocked. */
  | { status: "resubscribed"; skin: null; playerAlreadyUnlocked: false };

export type TokenOutcome = { ok: true; email: string; state: "done" | "already" } | { ok: false; reason: "invalid" | "unsubscribed" };

export interface NewsletterService {
  subscribe(input: SubscribeInput): Promise<Result<SubscribeOutcome>>;
  /** Double opt-in: marks the address confirmed. */
  confirm(token: string): Promise<TokenOutcome>;
  /** The address behind an unsubscribe token (the page asks before unsubscribing), or null. */
  lookupUnsubscribe(token: string): Promise<{ email: string; unsubscribed: boolean } | null>;
  unsubscribe(token: string): Promise<TokenOutcome>;
}

export function createNewsletterService(deps: {
  db: Db;
  mailer: Mailer;
  catalogue: CatalogueService;
  rateLimits: RateLimiter;
  logger: Logger;
  publicUrl: string;
  now?: () => number;
}): NewsletterService {
  const { db, mailer, catalogue, rateLimits, logger, publicUrl } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;

  // A campaign mail's link names the subscription with an HMAC (server/campaigns/unsubscribe.ts);
  // the newsletter's own links carry a random token stored as a hash.
  async function unsubscribeMatch(token: string) {
    const eb = expressionBuilder<Database, "newsletter_subscriptions">();
    const id = await subscriptionOfCampaignToken(db, token);
    return id !== null ? eb("id", "=", id) : eb("unsubscribe_token_hash", "=", hashToken(token));
  }

  const sendConfirmation = (email: string, locale: string, confirmToken: string, unsubscribeToken: string, skinName: string | null) =>
    mailConfirmation({ mailer, logger, publicUrl }, { email, locale, confirmToken, unsubscribeToken, skinName });

  return {
    async subscribe(input) {
      const email = normaliseEmail(input.email);
      const invalid = checkSubscription(input);
      if (invalid) return invalid;
      const blocked = fail(403, "address_blocked", translate(localeOf(input.locale), "newsletter.error.blocked"));
      if (await isBlocked(k, email)) return blocked;
      const decision = await rateLimits.consume(`newsletter:ip:${input.ip}`, NEWSLETTER_LIMIT);
      if (!decision.allowed) {
        return {
          ...fail(429, "rate_limited", translate(localeOf(input.locale), "newsletter.error.tooManyFromNetwork")),
          retryAfterMs: decision.retryAfterMs,
        };
      }
      // A confirmation mail goes out unless the address is confirmed already: its place in the
      // recipient's mail limit (MAIL_RECIPIENT) is taken first, so a refused request changes nothing.
      const known = await k
        .selectFrom("newsletter_subscriptions")
        .select(["confirmed_at", "unsubscribed_at"])
        .where("email", "=", email)
        .executeTakeFirst();
      if (!known || known.unsubscribed_at !== null || known.confirmed_at === null) {
        const allowance = await mailer.allowRecipient(email);
        if (!allowance.allowed) {
          const message = translate(localeOf(input.locale), "newsletter.error.tooManyMails");
          return { ...fail(429, "rate_limited", message), retryAfterMs: allowance.retryAfterMs };
        }
      }

      const locale = localeOf(input.locale);
      const consentText = consentTextFor(locale);
      const confirmToken = newToken();
      const unsubscribeToken = newToken();
      const at = now();
      // The unlocked skin is named in the subscriber's language (the answer and the confirmation mail).
      const skins = await catalogue.skins(locale);

      // `mail`: whether the tokens were (re)issued, so a confirmation mail must go out.
      const result = await k
        .transaction()
        .execute(async (trx): Promise<{ outcome: SubscribeOutcome; mail: boolean } | "blocked"> => {
          // Blocked while this request ran: the operator's block wins.
          if (await isBlocked(trx, email)) return "blocked";
          const existing = await trx.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", email).executeTakeFirst();
          if (existing) {
            const resubscribing = existing.unsubscribed_at !== null;
            if (!resubscribing && existing.confirmed_at !== null) {
              return { outcome: { status: "already_subscribed", skin: null, playerAlreadyUnlocked: false }, mail: false };
            }
            // Unconfirmed or unsubscribed: renew the consent and the tokens (the old links stop working).
            await trx
              .updateTable("newsletter_subscriptions")
              .set({
                locale,
                consent_text: consentText,
                consent_at: at,
                confirm_token_hash: hashToken(confirmToken),
                confirmed_at: null,
                unsubscribe_token_hash: hashToken(unsubscribeToken),
                unsubscribed_at: null,
                // The consent given now, on the site's form, replaces an import's.
                source: "site",
                source_detail: null,
                updated_at: at,
              })
              .where("id", "=", existing.id)
              .execute();
            const status = resubscribing ? ("resubscribed" as const) : ("already_subscribed" as const);
            return { outcome: { status, skin: null, playerAlreadyUnlocked: false }, mail: true };
          }

          // Once per player: any newsletter skin (this or another address) counts.
          const previous = await trx
            .selectFrom("player_skins")
            .select("skin_id")
            .where("player_id", "=", input.playerId)
            .where("source", "=", "newsletter")
            .executeTakeFirst();
          let skin: { id: string; name: string } | null = null;
          if (!previous) {
            const owned = new Set(
              (await trx.selectFrom("player_skins").select("skin_id").where("player_id", "=", input.playerId).execute()).map(
                (r) => r.skin_id,
              ),
            );
            // "The first locked skin in list order": catalogue order, skipping default and buy-only skins.
            const next = skins.find((s) => !s.unlockedByDefault && !s.purchaseOnly && !owned.has(s.id));
            if (next) {
              // A concurrent subscription of the same player picks the same skin: the primary key lets one win.
              const inserted = await trx
                .insertInto("player_skins")
                .values({ player_id: input.playerId, skin_id: next.id, source: "newsletter", acquired_at: at })
                .onConflict((oc) => oc.columns(["player_id", "skin_id"]).doNothing())
                .returning("skin_id")
                .executeTakeFirst();
              if (inserted) skin = { id: next.id, name: next.name };
            }
          }
          await trx
            .insertInto("newsletter_subscriptions")
            .values({
              id: randomUUID(),
              email,
              player_id: input.playerId,
              locale,
              consent_text: consentText,
              consent_at: at,
              confirm_token_hash: hashToken(confirmToken),
              confirmed_at: null,
              unsubscribe_token_hash: hashToken(unsubscribeToken),
              unsubscribed_at: null,
              unlocked_skin_id: skin?.id ?? null,
              created_at: at,
              updated_at: at,
            })
            .execute();
          return { outcome: { status: "subscribed", skin, playerAlreadyUnlocked: previous !== undefined }, mail: true };
        })
        .catch(async (error: unknown) => {
          // The same address subscribed concurrently: the unique e-mail let the other request win.
          const row = await k.selectFrom("newsletter_subscriptions").select("id").where("email", "=", email).executeTakeFirst();
          if (row) return null;
          throw error;
        });
      if (result === null) return { ok: true, status: "already_subscribed", skin: null, playerAlreadyUnlocked: false };
      if (result === "blocked") return blocked;

      // A confirmed address gets no new mail (nothing to confirm); every other outcome issued new tokens.
      if (result.mail) await sendConfirmation(email, locale, confirmToken, unsubscribeToken, result.outcome.skin?.name ?? null);
      return { ok: true, ...result.outcome };
    },

    async confirm(token) {
      const row = await k
        .selectFrom("newsletter_subscriptions")
        .select(["id", "email", "confirmed_at", "unsubscribed_at"])
        .where("confirm_token_hash", "=", hashToken(token))
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "invalid" };
      if (row.unsubscribed_at !== null) return { ok: false, reason: "unsubscribed" };
      if (row.confirmed_at !== null) return { ok: true, email: row.email, state: "already" };
      const at = now();
      await k.updateTable("newsletter_subscriptions").set({ confirmed_at: at, updated_at: at }).where("id", "=", row.id).execute();
      return { ok: true, email: row.email, state: "done" };
    },

    async lookupUnsubscribe(token) {
      const row = await k
        .selectFrom("newsletter_subscriptions")
        .select(["email", "unsubscribed_at"])
        .where(await unsubscribeMatch(token))
        .executeTakeFirst();
      return row ? { email: row.email, unsubscribed: row.unsubscribed_at !== null } : null;
    },

    async unsubscribe(token) {
      const row = await k
        .selectFrom("newsletter_subscriptions")
        .select(["id", "email", "unsubscribed_at"])
        .where(await unsubscribeMatch(token))
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "invalid" };
      if (row.unsubscribed_at !== null) return { ok: true, email: row.email, state: "already" };
      const at = now();
      await k.updateTable("newsletter_subscriptions").set({ unsubscribed_at: at, updated_at: at }).where("id", "=", row.id).execute();
      return { ok: true, email: row.email, state: "done" };
    },
  };
}
