import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error("expected a ConfigError");
}

describe("loadConfig", () => {
  it("gives the defaults for an empty environment", () => {
    expect(loadConfig({})).toEqual({
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      BUILD_DIR: "build",
      PORT: 3000,
      DATABASE_URL: "file:data/flapmaster.db",
      DATABASE_POOL_MAX: 10,
      LOG_LEVEL: "info",
      TRUST_PROXY: false,
      SHUTDOWN_TIMEOUT_MS: 10_000,
      SEED_ON_START: true,
      PUBLIC_URL: "http://localhost:3000",
      AUTH_ALLOWED_HOSTS: [],
      ADMIN_EMAIL: "admin@flapmaster.invalid",
      MAIL_FROM: "Flap Master <no-reply@flapmaster.invalid>",
      SUPPORT_EMAIL: "support@flapmaster.invalid",
      CAMPAIGN_RATE_PER_SECOND: 10,
      CAMPAIGN_BATCH_SIZE: 50,
      LEADERBOARD_TIMEZONE: "UTC",
      LEADERBOARD_STREAMS_PER_ADDRESS: 30,
      publicUrlConfigured: false,
    });
  });

  it("tells a given PUBLIC_URL (loopback included) from the default standing in", () => {
    expect(loadConfig({ PUBLIC_URL: "http://127.0.0.1:4000/" })).toMatchObject({
      PUBLIC_URL: "http://127.0.0.1:4000",
      publicUrlConfigured: true,
    });
    expect(loadConfig({ PUBLIC_URL: "http://localhost:3000" }).publicUrlConfigured).toBe(true);
    expect(loadConfig({ PUBLIC_URL: " " }).publicUrlConfigured).toBe(false);
  });

  it("reads the leaderboard time zone and the proxy's country header", () => {
    expect(loadConfig({ LEADERBOARD_TIMEZONE: "Europe/Berlin", COUNTRY_HEADER: "CF-IPCountry" })).toMatchObject({
      LEADERBOARD_TIMEZONE: "Europe/Berlin",
      COUNTRY_HEADER: "cf-ipcountry",
    });
    expect(problemsOf({ LEADERBOARD_TIMEZONE: "Mars/Olympus", COUNTRY_HEADER: "bad header" })).toEqual([
      'LEADERBOARD_TIMEZONE="Mars/Olympus": must be an IANA time zone name, e.g. UTC or Europe/Berlin',
      'COUNTRY_HEADER="bad header": must be a header name, e.g. cf-ipcountry',
    ]);
  });

  it("reads the accounts settings and says what is wrong with them", () => {
    expect(
      loadConfig({
        PUBLIC_URL: "https://flap.example.com/",
        AUTH_ALLOWED_HOSTS: "flap.example.com, www.flap.example.com",
        ADMIN_EMAIL: "Ops@Example.com",
        SMTP_URL: "smtp://user:pw@mail.example.com:587",
      }),
    ).toMatchObject({
      PUBLIC_URL: "https://flap.example.com",
      AUTH_ALLOWED_HOSTS: ["flap.example.com", "www.flap.example.com"],
      ADMIN_EMAIL: "ops@example.com",
      SMTP_URL: "smtp://user:pw@mail.example.com:587",
    });
    const problems = problemsOf({
      PUBLIC_URL: "ftp://x",
      ADMIN_EMAIL: "admin@localhost",
      ADMIN_PASSWORD: "short",
      BETTER_AUTH_SECRET: "tiny",
      SMTP_URL: "mail.example.com",
    });
    expect(problems.map((p) => p.split("=")[0]).sort()).toEqual(
      ["ADMIN_EMAIL", "ADMIN_PASSWORD", "BETTER_AUTH_SECRET", "PUBLIC_URL", "SMTP_URL"].sort(),
    );
    // Secrets are never echoed back in the problem lines.
    expect(problems.join("\n")).not.toContain("short");
    expect(problems.join("\n")).not.toContain("tiny");
  });

  it("reads the support address the contact form mails to", () => {
    expect(loadConfig({ SUPPORT_EMAIL: "Help@Example.com" }).SUPPORT_EMAIL).toBe("help@example.com");
    expect(problemsOf({ SUPPORT_EMAIL: "support" })).toEqual([
      'SUPPORT_EMAIL="support": must be an e-mail address with a dotted domain, e.g. support@example.com',
    ]);
  });

  it("reads the games feed URL (http or https only; unset means no More Games section)", () => {
    expect(loadConfig({}).GAMES_FEED_URL).toBeUndefined();
    expect(loadConfig({ GAMES_FEED_URL: "https://feed.example.com/feed.php?key=1" }).GAMES_FEED_URL).toBe(
      "https://feed.example.com/feed.php?key=1",
    );
    expect(problemsOf({ GAMES_FEED_URL: "file:///etc/passwd" })).toEqual([
      'GAMES_FEED_URL="file:///etc/passwd": must be an http(s) URL, e.g. https://feed.example.com/feed.php',
    ]);
  });

  it("parses given values", () => {
    const config = loadConfig({
      PORT: "8080",
      DATABASE_URL: "postgres://app@db:5432/flap",
      TRUST_PROXY: "1",
      SEED_ON_START: "false",
      NODE_ENV: "development",
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: "postgres://app@db:5432/flap",
      TRUST_PROXY: true,
      SEED_ON_START: false,
      NODE_ENV: "development",
    });
  });

  it("names PORT in one problem line when it is not a number", () => {
    const problems = problemsOf({ PORT: "abc" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT="abc": /);
  });

  it("names DATABASE_URL in one problem line for an unsupported engine", () => {
    const problems = problemsOf({ DATABASE_URL: "mysql://x" });
    expect(problems).toEqual(['DATABASE_URL="mysql://x": must start with file:, postgres:// or postgresql://']);
  });

  it("gives one line per bad variable", () => {
    const problems = problemsOf({ PORT: "70000", LOG_LEVEL: "loud", HOST: "0.0.0.0" });
    expect(problems).toHaveLength(2);
    expect(problems.some((p) => p.startsWith('PORT="70000": '))).toBe(true);
    expect(problems.some((p) => p.startsWith('LOG_LEVEL="loud": '))).toBe(true);
  });

  it("treats empty strings as unset", () => {
    const config = loadConfig({ PORT: "", DATABASE_URL: "", SEED_ON_START: "", LOG_LEVEL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe("file:data/flapmaster.db");
    expect(config.SEED_ON_START).toBe(true);
    expect(config.LOG_LEVEL).toBe("info");
  });

  it("treats blank strings as unset too (a blank PORT is not port 0)", () => {
    expect(loadConfig({ PORT: " ", DATABASE_POOL_MAX: "\t" })).toMatchObject({ PORT: 3000, DATABASE_POOL_MAX: 10 });
    expect(loadConfig({ PORT: "0" }).PORT).toBe(0);
  });

  it("ConfigError's message lists every problem", () => {
    const error = new ConfigError(["A=1: bad", "B=2: worse"]);
    expect(error.message).toBe("Invalid configuration:\nA=1: bad\nB=2: worse");
  });
  it("reads the payment settings and refuses contradictions", () => {
    expect(
      loadConfig({
        NODE_ENV: "test",
        STRIPE_SECRET_KEY: "sk_test_abc123",
        STRIPE_API_BASE: "http://127.0.0.1:12111",
        PAYMENTS_SANDBOX: "false",
      }),
    ).toMatchObject({ STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_API_BASE: "http://127.0.0.1:12111", PAYMENTS_SANDBOX: false });
    expect(problemsOf({ STRIPE_SECRET_KEY: "pk_live_oops", STRIPE_WEBHOOK_SECRET: "nope" })).toEqual([
      'STRIPE_SECRET_KEY="(hidden)": must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)',
      'STRIPE_WEBHOOK_SECRET="(hidden)": must be a webhook signing secret (whsec_...)',
    ]);
    expect(problemsOf({ NODE_ENV: "test", STRIPE_SECRET_KEY: "sk_test_abc", PAYMENTS_SANDBOX: "true" })).toEqual([
      'PAYMENTS_SANDBOX="true": cannot be true while STRIPE_SECRET_KEY is set (one payment provider at a time)',
    ]);
    expect(problemsOf({ STRIPE_SECRET_KEY: "sk_live_abc" })).toEqual([
      'STRIPE_WEBHOOK_SECRET="(hidden)": must be set when STRIPE_SECRET_KEY is set in production (whsec_... from the Stripe dashboard)',
    ]);
  });
});
