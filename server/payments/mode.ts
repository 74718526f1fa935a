// Which payment provider takes new coin-pack checkouts. The rule (also in .env.example and
// docs/operations.md "Payments"):
//   1. STRIPE_SECRET_KEY set            -> Stripe (PAYMENTS_SANDBOX=true next to it is a config error).
//   2. PAYMENTS_SANDBOX=true            -> the sandbox, on any database and in any NODE_ENV.
//   3. PAYMENTS_SANDBOX=false           -> none: POST /api/checkout answers 503 payments_unavailable.
//   4. unset, NODE_ENV=production       -> none. A production server never gives coin packs away by
//                                          default: test payments there must be asked for (rule 2).
//   5. unset, embedded SQLite, NODE_ENV development or test -> the sandbox (trying it out locally works
//                                          out of the box).
//   6. unset, PostgreSQL                -> none. A shared database means a real deployment (rule 2).
// With no provider the store shows the coin packs as not available.
import type { Config } from "../config.ts";
import { dialectOf } from "../db/index.ts";

export type ProviderName = "stripe" | "sandbox";

export interface PaymentsMode {
  /** The provider for new checkouts, or null (payments unavailable). */
  provider: ProviderName | null;
  /** Why, in words for the start-up log. */
  reason: string;
}

export function paymentsModeOf(config: Pick<Config, "STRIPE_SECRET_KEY" | "PAYMENTS_SANDBOX" | "DATABASE_URL" | "NODE_ENV">): PaymentsMode {
  if (config.STRIPE_SECRET_KEY) return { provider: "stripe", reason: "STRIPE_SECRET_KEY is set" };
  if (config.PAYMENTS_SANDBOX === true) return { provider: "sandbox", reason: "PAYMENTS_SANDBOX=true" };
  if (config.PAYMENTS_SANDBOX === false) return { provider: null, reason: "PAYMENTS_SANDBOX=false and no STRIPE_SECRET_KEY" };
  if (config.NODE_ENV === "production") {
    return { provider: null, reason: "no STRIPE_SECRET_KEY with NODE_ENV=production: set PAYMENTS_SANDBOX=true for test payments" };
  }
  if (dialectOf(config.DATABASE_URL) === "sqlite") {
    return { provider: "sandbox", reason: "no STRIPE_SECRET_KEY and the embedded SQLite database" };
  }
  return {
    provider: null,
    reason: "no STRIPE_SECRET_KEY, and the sandbox needs PAYMENTS_SANDBOX=true with PostgreSQL",
  };
}
