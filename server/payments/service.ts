// Coin packs bought with money (docs/operations.md, docs/security.md). Coins are credited by ONE
// function, fulfil(sessionId), called from the webhook, from /success (GET /api/checkout/:id) and from
// the sandbox's Pay button. It asks the provider (never the browser) whether the session is paid, then
// flips checkout_sessions.fulfilled_at, credits the wallet (reference `checkout:<id>`) and records the
// `purchase` event in one transaction. The flip is a conditional UPDATE, so however many callers race,
// one wins and the others see it done; the ledger's unique reference is the second lock.
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type Stripe from "stripe";
import type { AuditService } from "../audit/service.ts";
import { SYSTEM_ACTOR } from "../audit/service.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import { fail, type Result } from "../http/result.ts";
import type { CheckoutStatus, Database } from "../db/schema.ts";
import type { EventsService } from "../analytics/events.ts";
import type { Metrics } from "../metrics.ts";
import type { CatalogueService } from "../store/catalogue.ts";
import { defaultLocale, type Locale } from "../../shared/i18n/locales.ts";
import { formatCount } from "../../shared/i18n/index.ts";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { InsufficientCoinsError, type WalletService } from "../wallet/service.ts";
import type { ReceiptMailer } from "./receipt.ts";
import { paymentsModeOf, type PaymentsMode, type ProviderName } from "./mode.ts";
import {
  createSandboxProvider,
  createStripeClient,
  createStripeProvider,
  SANDBOX_SESSION_TTL_MS,
  type PaymentProviderClient,
} from "./providers.ts";

/** What /success and GET /api/checkout/:id show. 'pending' = not paid (yet). */
export type CheckoutViewStatus = "paid" | "pending" | "expired" | "failed" | "refunded" | "disputed";

export interface CheckoutView {
  id: string;
  status: CheckoutViewStatus;
  packId: string;
  /** Coins this purchase credits (pack coins + bonus). */
  coins: number;
  amountCents: number;
  currency: string;
  /** The player's balance now. */
  balance: number;
}

export const MESSAGES = {
  unavailable: "Coin packs are not available right now. Please try again later.",
  unknownPack: "Unknown coin pack.",
  createFailed: "Failed to create checkout session. Please try again later.",
} as const;

export interface SandboxCheckout {
  id: string;
  packId: string;
  packName: string;
  coins: number;
  amountCents: number;
  currency: string;
  status: CheckoutViewStatus;
}

export type SandboxPayResult = "paid" | "expired" | "failed" | "not_found" | "unavailable";

export interface WebhookResult {
  status: number;
  body: Record<string, unknown>;
}

export interface PaymentsService {
  readonly mode: PaymentsMode;
  /**
   * A checkout for the pack, its page and product named in `locale` (English where the catalogue has
   * none); also the receipt's language (server/payments/receipt.ts).
   */
  createCheckout(playerId: string, packId: string, locale?: Locale): Promise<Result<{ id: string; url: string }>>;
  /** Idempotent: credits the session's coins at most once. Null for an unknown session. */
  fulfil(sessionId: string): Promise<CheckoutView | null>;
  /** The caller's own session (else null), fulfilled first when it is not yet. */
  view(playerId: string, sessionId: string): Promise<CheckoutView | null>;
  /** The sandbox's checkout page; the pack named in `locale` (English where the catalogue has none). */
  sandboxCheckout(playerId: string, sessionId: string, locale?: Locale): Promise<SandboxCheckout | null>;
  sandboxPay(playerId: string, sessionId: string): Promise<SandboxPayResult>;
  /** POST /api/stripe/webhook: `payload` is the raw body, exactly as received. */
  handleWebhook(payload: string, signature: string | null): Promise<WebhookResult>;
}

export interface PaymentsDeps {
  db: Db;
  config: Config;
  logger: Logger;
  wallet: WalletService;
  events: EventsService;
  audit: AuditService;
  catalogue: CatalogueService;
  metrics?: Pick<Metrics, "purchased">;
  /** Mails the receipt of a credited session once (server/payments/receipt.ts); none without it. */
  receipts?: ReceiptMailer;
  now?: () => number;
}

export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const { db, config, logger, wallet, events, audit, catalogue } = deps;
  const now = deps.now ?? Date.now;
  const k = db.kysely;
  const mode = paymentsModeOf(config);
  const stripe: Stripe | null = config.STRIPE_SECRET_KEY
    ? createStripeClient({ secretKey: config.STRIPE_SECRET_KEY, apiBase: config.STRIPE_API_BASE })
    : null;
  const providers: Partial<Record<ProviderName, PaymentProviderClient>> = {
    // Retrieval of sandbox sessions reads our own table, so it works even once the sandbox is off.
    sandbox: createSandboxProvider(db, { now }),
    ...(stripe ? { stripe: createStripeProvider(stripe) } : {}),
  };
  const log = logger.child({ component: "payments" });
  if (mode.provider === "sandbox" && config.NODE_ENV === "production") {
    log.warn({ reason: mode.reason }, "payments sandbox is ON: coin packs are free test purchases (no card is charged)");
  } else {
    log.info({ provider: mode.provider, reason: mode.reason }, "payments provider");
  }

  async function rowOf(sessionId: string, executor: Kysely<Database> = k) {
    return executor.selectFrom("checkout_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
  }

  async function viewOf(row: NonNullable<Awaited<ReturnType<typeof rowOf>>>): Promise<CheckoutView> {
    const status: CheckoutViewStatus =
      row.status === "open" || (row.status === "paid" && row.fulfilled_at === null) ? "pending" : row.status;
    return {
      id: row.id,
      status,
      packId: row.pack_id,
      coins: Number(row.coins),
      amountCents: Number(row.amount_cents),
      currency: row.currency,
      balance: await wallet.balance(row.player_id),
    };
  }

  /** Sets a terminal unpaid status (expired, failed) on a session that was never fulfilled. */
  async function markUnpaid(sessionId: string, status: Extract<CheckoutStatus, "expired" | "failed">): Promise<void> {
    await k
      .updateTable("checkout_sessions")
      .set({ status, updated_at: now() })
      .where("id", "=", sessionId)
      .where("status", "=", "open")
      .where("fulfilled_at", "is", null)
      .execute();
  }

  async function fulfil(sessionId: string): Promise<CheckoutView | null> {
    const row = await rowOf(sessionId);
    if (!row) return null;
    // Done already, or money taken back / never coming: nothing to ask the provider. A credited
    // session whose receipt was never claimed (a crash after the credit) gets it now.
    if (row.fulfilled_at !== null && row.receipt_mailed_at === null && row.status === "paid") await deps.receipts?.mail(sessionId);
    if (row.fulfilled_at !== null || (row.status !== "open" && row.status !== "paid")) return viewOf(row);
    const provider = providers[row.provider];
    if (!provider) {
      log.warn({ sessionId, provider: row.provider }, "cannot confirm a checkout: its provider is not configured");
      return viewOf(row);
    }
    const remote = await provider.retrieve(sessionId);
    if (remote.paymentStatus === "paid" || remote.paymentStatus === "no_payment_required") {
      const credited = await k.transaction().execute(async (trx) => {
        const at = now();
        // The gate: only one caller flips fulfilled_at; a refund or dispute that came first wins too.
        const won = await trx
          .updateTable("checkout_sessions")
          .set({ status: "paid", fulfilled_at: at, updated_at: at, payment_intent: remote.paymentIntent ?? row.payment_intent })
          .where("id", "=", sessionId)
          .where("fulfilled_at", "is", null)
          .where("status", "in", ["open", "paid"])
          .returning(["player_id", "coins", "amount_cents", "currency", "pack_id", "provider"])
          .executeTakeFirst();
        if (!won) return false;
        // The buyer erased their account before the payment was confirmed: the payment is recorded
        // (the books), there is no one to credit (docs/decisions/025).
        const buyer = await trx.selectFrom("user").select("id").where("id", "=", won.player_id).executeTakeFirst();
        if (!buyer) return false;
        await wallet.apply(
          { playerId: won.player_id, delta: Number(won.coins), reason: "coin_pack", reference: `checkout:${sessionId}` },
          trx,
        );
        await events.record(
          {
            name: "purchase",
            playerId: won.player_id,
            value: Number(won.amount_cents),
            props: {
              packId: won.pack_id,
              amountCents: Number(won.amount_cents),
              currency: won.currency,
              coins: Number(won.coins),
              sessionId,
              provider: won.provider,
            },
            at,
          },
          trx,
        );
        return true;
      });
      if (credited) {
        log.info({ sessionId, playerId: row.player_id, coins: Number(row.coins) }, "coin pack fulfilled");
        deps.metrics?.purchased("coin_pack");
        await deps.receipts?.mail(sessionId);
      }
    } else if (remote.status === "expired") {
      await markUnpaid(sessionId, "expired");
    }
    const after = await rowOf(sessionId);
    return after ? viewOf(after) : null;
  }

  /**
   * A refund or dispute: the session leaves 'paid' once (conditional UPDATE), and only if its coins had
   * been credited is a negative ledger entry written, clamped so the balance never goes below 0; the
   * part that could not be taken back is written to the audit log for the operator.
   */
  async function takeBack(
    paymentIntent: string | null,
    status: Extract<CheckoutStatus, "refunded" | "disputed">,
    reference: string,
    cause: { eventId: string; objectId: string },
  ): Promise<void> {
    if (!paymentIntent) {
      log.warn({ ...cause, status }, "refund or dispute without a payment intent: ignored");
      return;
    }
    await k.transaction().execute(async (trx) => {
      const at = now();
      const row = await trx
        .updateTable("checkout_sessions")
        .set({ status, updated_at: at })
        .where("payment_intent", "=", paymentIntent)
        .where("status", "in", ["open", "paid"])
        .returning(["id", "player_id", "coins", "fulfilled_at"])
        .executeTakeFirst();
      if (!row) return;
      const coins = Number(row.coins);
      let taken = 0;
      if (row.fulfilled_at !== null) {
        // Read-then-debit can lose a race with a purchase on PostgreSQL: read again and retry.
        for (let attempt = 0; attempt < 5; attempt++) {
          const balance = await wallet.balance(row.player_id, trx);
          const want = Math.min(coins, balance);
          if (want === 0) break;
          try {
            await wallet.apply(
              { playerId: row.player_id, delta: -want, reason: status === "refunded" ? "refund" : "dispute", reference },
              trx,
            );
            taken = want;
            break;
          } catch (error) {
            if (!(error instanceof InsufficientCoinsError)) throw error;
          }
        }
      }
      await audit.record(
        {
          actor: SYSTEM_ACTOR,
          action: status === "refunded" ? "payments.refund" : "payments.dispute",
          target: row.id,
          after: {
            playerId: row.player_id,
            coins,
            credited: row.fulfilled_at !== null,
            takenBack: taken,
            shortfall: row.fulfilled_at !== null ? coins - taken : 0,
            reference,
            ...cause,
          },
        },
        trx,
      );
      if (row.fulfilled_at !== null && taken < coins) {
        log.warn({ sessionId: row.id, playerId: row.player_id, coins, taken }, "coins already spent: took back what was left");
      }
    });
  }

  function idOf(value: string | { id: string } | null | undefined): string | null {
    if (typeof value === "string") return value;
    // A signed event is still only as well-formed as its sender made it.
    return value !== null && typeof value === "object" && typeof value.id === "string" ? value.id : null;
  }

  async function dispatch(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        const view = await fulfil(event.data.object.id);
        if (!view) log.warn({ eventId: event.id, sessionId: event.data.object.id }, "webhook for a checkout session we did not create");
        return;
      }
      case "checkout.session.async_payment_failed":
        await markUnpaid(event.data.object.id, "failed");
        return;
      case "checkout.session.expired":
        await markUnpaid(event.data.object.id, "expired");
        return;
      case "charge.refunded": {
        const charge = event.data.object;
        if (!charge.refunded) {
          // A partial refund keeps the coins; the operator decides (audit log).
          await audit.record({
            actor: SYSTEM_ACTOR,
            action: "payments.partial_refund",
            target: idOf(charge.payment_intent),
            after: { chargeId: charge.id, amount: charge.amount, amountRefunded: charge.amount_refunded, eventId: event.id },
          });
          return;
        }
        await takeBack(idOf(charge.payment_intent), "refunded", `refund:${charge.id}`, { eventId: event.id, objectId: charge.id });
        return;
      }
      case "charge.dispute.created": {
        const dispute = event.data.object;
        await takeBack(idOf(dispute.payment_intent), "disputed", `dispute:${dispute.id}`, { eventId: event.id, objectId: dispute.id });
        return;
      }
      default:
        log.debug({ eventId: event.id, type: event.type }, "webhook event ignored");
    }
  }

  return {
    mode,

    async createCheckout(playerId, packId, locale = defaultLocale) {
      const provider = mode.provider ? providers[mode.provider] : undefined;
      if (!provider) return fail(503, "payments_unavailable", MESSAGES.unavailable);
      const pack = (await catalogue.coinPacks(locale)).find((p) => p.id === packId);
      if (!pack) return fail(400, "unknown_pack", MESSAGES.unknownPack);
      const coins = translate(locale, "store.coins", { count: formatCount(pack.coins + pack.bonusCoins, locale) });
      let created;
      try {
        created = await provider.create({
          playerId,
          pack,
          locale,
          productName: `${pack.name} – ${coins}`,
          successUrl: `${config.PUBLIC_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.PUBLIC_URL}/store`,
        });
      } catch (error) {
        log.error({ err: error, packId, provider: provider.name }, "checkout session create failed");
        return fail(502, "checkout_failed", MESSAGES.createFailed);
      }
      const at = now();
      await k
        .insertInto("checkout_sessions")
        .values({
          id: created.id,
          provider: provider.name,
          player_id: playerId,
          pack_id: pack.id,
          coins: pack.coins + pack.bonusCoins,
          amount_cents: created.amountCents,
          currency: created.currency,
          status: "open",
          created_at: at,
          updated_at: at,
          locale: locale ?? null,
        })
        .execute();
      return { ok: true, id: created.id, url: created.url };
    },

    fulfil,

    async view(playerId, sessionId) {
      const row = await rowOf(sessionId);
      if (!row || row.player_id !== playerId) return null;
      if (row.fulfilled_at === null && (row.status === "open" || row.status === "paid")) {
        try {
          return await fulfil(sessionId);
        } catch (error) {
          // The provider is unreachable: still pending; the webhook or the next poll will confirm.
          log.warn({ err: error, sessionId }, "could not confirm a checkout with its provider");
        }
      }
      return viewOf(row);
    },

    async sandboxCheckout(playerId, sessionId, locale) {
      const row = await rowOf(sessionId);
      if (!row || row.provider !== "sandbox" || row.player_id !== playerId) return null;
      const pack = (await catalogue.coinPacks(locale)).find((p) => p.id === row.pack_id);
      const view = await viewOf(row);
      const expired = view.status === "pending" && now() - Number(row.created_at) > SANDBOX_SESSION_TTL_MS;
      return {
        id: row.id,
        packId: row.pack_id,
        packName: pack?.name ?? row.pack_id,
        coins: view.coins,
        amountCents: view.amountCents,
        currency: view.currency,
        status: expired ? "expired" : view.status,
      };
    },

    async sandboxPay(playerId, sessionId) {
      const row = await rowOf(sessionId);
      if (!row || row.provider !== "sandbox" || row.player_id !== playerId) return "not_found";
      if (mode.provider !== "sandbox") return "unavailable";
      if (row.status === "open") {
        if (now() - Number(row.created_at) > SANDBOX_SESSION_TTL_MS) {
          await markUnpaid(sessionId, "expired");
          return "expired";
        }
        // The sandbox's "card payment": the provider side of the row says paid...
        await k
          .updateTable("checkout_sessions")
          .set({ status: "paid", updated_at: now() })
          .where("id", "=", sessionId)
          .where("status", "=", "open")
          .execute();
      } else if (row.status === "expired" || row.status === "failed") {
        return row.status;
      }
      // ...and our side credits it, exactly as for Stripe.
      await fulfil(sessionId);
      return "paid";
    },

    async handleWebhook(payload, signature) {
      const secret = config.STRIPE_WEBHOOK_SECRET;
      if (!stripe || !secret) {
        // Not a server fault: without Stripe there is no webhook here (a 5xx would also page the operator).
        return { status: 404, body: { error: "webhook_not_configured", message: "Stripe webhooks are not configured on this server." } };
      }
      let event: Stripe.Event;
      try {
        // Verifies the HMAC over the exact bytes and refuses timestamps older than 5 minutes (replays).
        event = stripe.webhooks.constructEvent(payload, signature ?? "", secret);
      } catch (error) {
        log.warn({ err: (error as Error).message }, "webhook signature refused");
        return { status: 400, body: { error: "invalid_signature", message: "The webhook signature could not be verified." } };
      }
      const malformed = eventProblem(event);
      if (malformed) {
        // Signed but not shaped like an event: refused for good (Stripe retries a 5xx for days).
        log.warn({ field: malformed }, "webhook event malformed");
        return { status: 400, body: { error: "invalid_event", message: `The event has no valid ${malformed}.` } };
      }
      const seen = await k.selectFrom("payment_events").select("id").where("id", "=", event.id).executeTakeFirst();
      if (seen) return { status: 200, body: { received: true, duplicate: true } };
      // Handlers are idempotent on their own; the event id is stored after they succeed so a failure
      // (answered 500) is retried by Stripe instead of being taken for a replay.
      await dispatch(event);
      await k
        .insertInto("payment_events")
        .values({ id: event.id, provider: "stripe", type: event.type, received_at: now() })
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return { status: 200, body: { received: true } };
    },
  };
}

/**
 * The part of an event the handlers read: its id and type, and the id of the object it is about. A
 * signed event without them failed in a handler (a 500, found by the fuzz test).
 */
function eventProblem(event: unknown): string | null {
  if (event === null || typeof event !== "object") return "id";
  const { id, type, data } = event as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
  if (typeof id !== "string" || id.length === 0 || id.length > 255) return "id";
  if (typeof type !== "string" || type.length > 255) return "type";
  const object = data?.object;
  if (object === null || typeof object !== "object" || Array.isArray(object)) return "data.object";
  const objectId = (object as { id?: unknown }).id;
  if (typeof objectId !== "string" || objectId.length > 255) return "data.object.id";
  return null;
}
