// The two payment providers behind one interface. Stripe hosts its own checkout page; the sandbox
// "hosts" ours (/checkout/sandbox/:id) and keeps its whole state in checkout_sessions, so a sandbox
// payment and a Stripe payment are fulfilled by the very same code (service.ts fulfil).
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { Db } from "../db/index.ts";
import type { CoinPack } from "../store/catalogue.ts";
import type { ProviderName } from "./mode.ts";
import type { Locale } from "../../shared/i18n/locales.ts";

export interface CreateCheckoutInput {
  playerId: string;
  pack: CoinPack;
  /** The buyer's language: Stripe's page speaks it (all nine of ours are Stripe Checkout locales). */
  locale: Locale;
  /** What the buyer is shown they buy, in their language ("Starter Pack – 1.000 Münzen"). */
  productName: string;
  /** Where the provider sends the buyer after paying; `{CHECKOUT_SESSION_ID}` is filled in by Stripe. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  id: string;
  /** The page to send the buyer to. */
  url: string;
  amountCents: number;
  currency: string;
}

/** The provider's view of a session (never the browser's). */
export interface ProviderSession {
  id: string;
  /** Stripe's payment_status: money has arrived only when 'paid' (or 'no_payment_required'). */
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  /** Stripe's status: 'complete' with 'unpaid' means an async payment (e.g. a bank debit) is on its way. */
  status: "open" | "complete" | "expired";
  paymentIntent: string | null;
}

export interface PaymentProviderClient {
  readonly name: ProviderName;
  create(input: CreateCheckoutInput): Promise<CreatedCheckout>;
  retrieve(sessionId: string): Promise<ProviderSession>;
}

export interface StripeOptions {
  secretKey: string;
  /** Tests: a local fake Stripe, e.g. http://127.0.0.1:12111. */
  apiBase?: string;
}

/** stripe-node pointed at Stripe, or at a fake through the SDK's host/port/protocol options. */
export function createStripeClient(options: StripeOptions): Stripe {
  const base = options.apiBase ? new URL(options.apiBase) : undefined;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export function createStripeProvider(stripe: Stripe): PaymentProviderClient {
  return {
    name: "stripe",
    async create({ playerId, pack, locale, productName, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            pack.stripePriceId
              ? { price: pack.stripePriceId, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: "usd",
                    unit_amount: pack.priceCents,
                    product_data: {
                      name: productName,
                      description: pack.description || undefined,
                    },
                  },
                },
          ],
          locale,
          client_reference_id: playerId,
          metadata: { pack_id: pack.id, player_id: playerId },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        // A retried request (network blip) must not make a second session.
        { idempotencyKey: `checkout:${playerId}:${pack.id}:${randomBytes(8).toString("hex")}` },
      );
      if (!session.id || !session.url) throw new Error("Stripe answered a checkout session without id or url");
      return {
        id: session.id,
        url: session.url,
        amountCents: session.amount_total ?? pack.priceCents,
        currency: session.currency ?? "usd",
      };
    },
    async retrieve(sessionId) {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      const intent = session.payment_intent;
      return {
        id: session.id,
        // Unknown future values count as "not paid yet" / "still open": never as money.
        paymentStatus:
          session.payment_status === "paid" ? "paid" : session.payment_status === "no_payment_required" ? "no_payment_required" : "unpaid",
        status: session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open",
        paymentIntent: typeof intent === "string" ? intent : (intent?.id ?? null),
      };
    },
  };
}

/** Stripe lets a session be paid for 24 hours; the sandbox does the same. */
export const SANDBOX_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export function sandboxCheckoutPath(sessionId: string): string {
  return `/checkout/sandbox/${encodeURIComponent(sessionId)}`;
}

/**
 * Sessions live in checkout_sessions only. The row's status is the "provider's" payment state:
 * the sandbox page's Pay sets it to 'paid' (service.ts sandboxPay), fulfilled_at is ours.
 */
export function createSandboxProvider(db: Db, options: { now?: () => number } = {}): PaymentProviderClient {
  const now = options.now ?? Date.now;
  return {
    name: "sandbox",
    async create({ pack }) {
      const id = `sbx_${randomBytes(16).toString("hex")}`;
      return {
        id,
        // Relative: our own page, on whatever host the buyer is using.
        url: sandboxCheckoutPath(id),
        amountCents: pack.priceCents,
        currency: "usd",
      };
    },
    async retrieve(sessionId) {
      const row = await db.kysely
        .selectFrom("checkout_sessions")
        .select(["status", "created_at"])
        .where("id", "=", sessionId)
        .where("provider", "=", "sandbox")
        .executeTakeFirst();
      if (!row) throw new Error(`no sandbox checkout session ${sessionId}`);
      const paid = row.status === "paid" || row.status === "refunded" || row.status === "disputed";
      const expired = !paid && (row.status === "expired" || now() - Number(row.created_at) > SANDBOX_SESSION_TTL_MS);
      return {
        id: sessionId,
        paymentStatus: paid ? "paid" : "unpaid",
        status: paid ? "complete" : expired ? "expired" : "open",
        paymentIntent: null,
      };
    },
  };
}
