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

  it("turns the sandbox on by default for the embedded SQLite in development and tests only", () => {
    expect(provider({ NODE_ENV: "development" })).toBe("sandbox");
    expect(provider({ NODE_ENV: "test", DATABASE_URL: "file:/tmp/x.db" })).toBe("sandbox");
    expect(provider({ NODE_ENV: "development", PAYMENTS_SANDBOX: "false" })).toBeNull();
  });

  it("gives no coin packs away in production unless PAYMENTS_SANDBOX=true says so", () => {
    expect(provider({})).toBeNull(); // NODE_ENV defaults to production
    expect(provider({ NODE_ENV: "production", DATABASE_URL: "file:/tmp/x.db" })).toBeNull();
    expect(paymentsModeOf(loadConfig({ NODE_ENV: "production" })).reason).toContain("PAYMENTS_SANDBOX=true");
    expect(provider({ NODE_ENV: "production", DATABASE_URL: "file:/tmp/x.db", PAYMENTS_SANDBOX: "true" })).toBe("sandbox");
  });

  it("refuses the sandbox on PostgreSQL unless PAYMENTS_SANDBOX=true", () => {
    expect(provider({ NODE_ENV: "production", DATABASE_URL: PG })).toBeNull();
    expect(provider({ NODE_ENV: "development", DATABASE_URL: PG })).toBeNull();
    expect(provider({ NODE_ENV: "production", DATABASE_URL: PG, PAYMENTS_SANDBOX: "true" })).toBe("sandbox");
  });
});
