import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { paymentsModeOf } from "./mode.ts";

const PG = "postgres://app@db.internal:5432/flap";

describe("paymentsModeOf", () => {
  const provider = (env: Record<string, string>) => paymentsModeOf(loadConfig(env)).provider;

  it("uses Stripe when a key is set", () => {
    expect(provider({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x" })).toBe("stripe");
    expect(provider({ STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_x", DATABASE_URL: PG })).toBe("stripe");
  });

  it("turns the sandbox on by default for the embedded SQLite, also with NODE_ENV=production", () => {
    expect(provider({})).toBe("sandbox");
    expect(provider({ NODE_ENV: "production", DATABASE_URL: "file:/tmp/x.db" })).toBe("sandbox");
    expect(provider({ PAYMENTS_SANDBOX: "false" })).toBeNull();
  });

  it("refuses the sandbox on PostgreSQL unless PAYMENTS_SANDBOX=true", () => {
    expect(provider({ NODE_ENV: "production", DATABASE_URL: PG })).toBeNull();
    expect(provider({ NODE_ENV: "development", DATABASE_URL: PG })).toBeNull();
    expect(provider({ NODE_ENV: "production", DATABASE_URL: PG, PAYMENTS_SANDBOX: "true" })).toBe("sandbox");
  });
});
