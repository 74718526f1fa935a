// The one place that reads process.env. Every variable is documented in .env.example.
import { z } from "zod";
import { isTimeZone } from "./leaderboards/service.ts";

const booleanFlag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("127.0.0.1"),
    // Where `npm run build` wrote the app (relative to the project); lets two checkouts' test runs
    // build side by side (react-router.config.ts reads the same variable).
    BUILD_DIR: z.string().min(1).default("build"),
    PORT: z.coerce.number({ error: "must be a port number (0-65535)" }).int().min(0).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, "must start with file:, postgres:// or postgresql://")
      .default("file:data/flapmaster.db"),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    // Verification worker threads (server/runs/verify-pool.ts); 0 replays finished runs on the main
    // thread. Unset: one fewer than the cores (the main thread keeps one), at least 1.
    VERIFY_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
    // SQLite: a file the server writes each statement's CPU time to, once a second (diagnosis only;
    // server/db/sqlite-statement-stats.ts). Unset: nothing is timed.
    SQLITE_STATEMENT_STATS: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: booleanFlag.default(false),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    SEED_ON_START: booleanFlag.default(true),
    // GET /metrics (server/metrics.ts): with a token, `Authorization: Bearer <token>` from anywhere;
    // unset, direct loopback connections only. See docs/operations.md "Monitoring".
    METRICS_TOKEN: z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, "must be 16-200 printable characters without spaces (e.g. openssl rand -hex 24)")
      .optional(),

    // Accounts (server/auth, server/mail). See .env.example.
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://flap.example.com" })
      .transform((value) => value.replace(/\/+$/, ""))
      .default("http://localhost:3000"),
    AUTH_ALLOWED_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((host) => host.trim())
          .filter(Boolean),
      )
      .default([]),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)").optional(),
    ADMIN_EMAIL: z
      .email({ error: "must be an e-mail address with a dotted domain, e.g. admin@example.com" })
      .transform((value) => value.toLowerCase())
      .default("admin@flapmaster.invalid"),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").max(128).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Flap Master <no-reply@flapmaster.invalid>"),
    // Where the contact form's messages are mailed (never taken from the browser). A *.invalid address
    // is not mailed: the messages still reach the admin inbox (table contact_messages).
    SUPPORT_EMAIL: z
      .email({ error: "must be an e-mail address with a dotted domain, e.g. support@example.com" })
      .transform((value) => value.toLowerCase())
      .default("support@flapmaster.invalid"),
    // Campaign sender (server/campaigns/worker.ts): mails per second per instance, rows claimed per batch.
    CAMPAIGN_RATE_PER_SECOND: z.coerce.number({ error: "must be a number of mails per second" }).positive().max(10_000).default(10),
    CAMPAIGN_BATCH_SIZE: z.coerce.number({ error: "must be a whole number" }).int().min(1).max(1000).default(50),

    // Runs and leaderboards (server/runs, server/leaderboards).
    LEADERBOARD_TIMEZONE: z.string().refine(isTimeZone, "must be an IANA time zone name, e.g. UTC or Europe/Berlin").default("UTC"),
    // Live leaderboard streams (GET /api/leaderboards/stream) one client address may hold open on an
    // instance; the next is refused 429 too_many_streams (server/leaderboards/feed.ts).
    LEADERBOARD_STREAMS_PER_ADDRESS: z.coerce.number({ error: "must be a whole number" }).int().min(1).max(10_000).default(30),
    // A header in which a trusted reverse proxy or CDN puts the visitor's ISO country code (e.g.
    // cf-ipcountry). Unset: the location comes from the Accept-Language region only.
    COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, "must be a header name, e.g. cf-ipcountry")
      .transform((value) => value.toLowerCase())
      .optional(),

    // More Games (server/site/games-feed.ts): the external games feed, asked with format=0&num=20&page=1.
    // Unset: the home page has no More Games section.
    GAMES_FEED_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://feed.example.com/feed.php" }).optional(),

    // Payments (server/payments). See .env.example and docs/operations.md "Payments".
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "must be a Stripe secret key (sk_live_..., sk_test_... or rk_...)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, "must be a webhook signing secret (whsec_...)")
      .optional(),
    // Tests only: talk to a local fake Stripe (http://127.0.0.1:PORT) instead of api.stripe.com.
    STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. http://127.0.0.1:12111" }).optional(),
    // Unset: the sandbox is on only for the embedded SQLite outside production, without a Stripe key
    // (see server/payments/mode.ts).
    PAYMENTS_SANDBOX: booleanFlag.optional(),
  })
  .superRefine((env, ctx) => {
    // One provider at a time: a live key next to a sandbox switch is a mistake, not a choice.
    if (env.STRIPE_SECRET_KEY && env.PAYMENTS_SANDBOX === true) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENTS_SANDBOX"],
        message: "cannot be true while STRIPE_SECRET_KEY is set (one payment provider at a time)",
      });
    }
    // Without the webhook, refunds, disputes and delayed payments would go unnoticed in production.
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET && env.NODE_ENV === "production") {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "must be set when STRIPE_SECRET_KEY is set in production (whsec_... from the Stripe dashboard)",
      });
    }
  });

export type Config = z.infer<typeof envSchema> & {
  /** False when PUBLIC_URL was not given and its default stands in (server/site/public-url.ts warns). */
  publicUrlConfigured: boolean;
};

/** Never echoed back in a problem line (they may hold passwords). */
const SECRET_VARIABLES = new Set([
  "BETTER_AUTH_SECRET",
  "ADMIN_PASSWORD",
  "SMTP_URL",
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "METRICS_TOKEN",
]);

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.join("\n")}`);
    this.problems = problems;
  }
}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty (or blank) string means "unset" so that `PORT= npm start` falls back to the default;
  // a blank PORT would otherwise coerce to 0, a random port.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim() !== ""));
  const result = envSchema.safeParse(present);
  if (result.success) return { ...result.data, publicUrlConfigured: present.PUBLIC_URL !== undefined };
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join(".");
    const shown = SECRET_VARIABLES.has(name) ? "(hidden)" : (env[name] ?? "");
    return `${name}=${JSON.stringify(shown)}: ${issue.message}`;
  });
  throw new ConfigError(problems);
}
