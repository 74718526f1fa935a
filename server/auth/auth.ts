// The Better Auth instance: e-mail + password (verification, reset), magic link, e-mail one-time
// code, phone + password with SMS code, anonymous guests, the admin role — on the project's own Kysely
// instance and tables (migrations/0002_accounts.ts).
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins/admin";
import { adminAc, userAc } from "better-auth/plugins/admin/access";
import { anonymous } from "better-auth/plugins/anonymous";
import { emailOTP } from "better-auth/plugins/email-otp";
import { magicLink } from "better-auth/plugins/magic-link";
import { phoneNumber } from "better-auth/plugins/phone-number";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import type { Mailer } from "../mail/mailer.ts";
import type { SmsSender } from "../mail/sms.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { renderMail, renderSms, type MailKind } from "../mail/templates.ts";
import { mailLocaleOf, type MailTrigger } from "./mail-locale.ts";
import type { PlayersService } from "../players/service.ts";
import { checkName } from "../runs/service.ts";
import { CLIENT_IP_HEADER, SECURE_REQUEST_HEADER } from "../http/origin.ts";
import type { RateLimiter, RateLimitRule } from "../security/rate-limit.ts";
import { PASSWORD_SETTING_FIELDS, passwordProblem } from "./password-policy.ts";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, nameFromEmail } from "./input.ts";
import {
  ACCOUNT_SIGN_IN,
  CODE_PATHS,
  IP_GUESTS,
  IP_MESSAGES,
  IP_SIGN_IN,
  MESSAGE_PATHS,
  PASSWORD_SIGN_IN_PATHS,
  SESSION_PASSWORD_PATHS,
  RECIPIENT_MESSAGES,
  tooManyMessage,
} from "./limits.ts";

export { CLIENT_IP_HEADER, SECURE_REQUEST_HEADER };

export const SESSION_DAYS = 30;
export const VERIFY_EMAIL_MINUTES = 60;
export const RESET_PASSWORD_MINUTES = 60;
export const MAGIC_LINK_MINUTES = 10;
export const OTP_MINUTES = 10;
export { GUEST_NAME } from "../../shared/players.ts";
import { GUEST_NAME } from "../../shared/players.ts";
/** Phone-only players get an address that can never receive mail (RFC 6761 .invalid). */
export const PHONE_EMAIL_DOMAIN = "phone.placeholder.invalid";

export interface AuthDeps {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  sms: SmsSender;
  rateLimits: RateLimiter;
  players: PlayersService;
  secret: string;
  /**
   * An account's address is confirmed (at sign-up or later): the welcome mail (server/campaigns), in
   * `locale`, the confirming request's language (null when it tells none). Not awaited.
   */
  onAccountConfirmed?: (
    user: Record<string, unknown> & { id: string; email: string; name: string },
    locale: Locale | null,
  ) => Promise<unknown>;
}

/** Hosts whose requests may name the base URL of links in mails (everything else gets PUBLIC_URL). */
export function allowedHostsOf(config: Config): string[] {
  const hosts = new Set<string>([new URL(config.PUBLIC_URL).host, ...config.AUTH_ALLOWED_HOSTS]);
  // Loopback on any port: development, tests, and an operator on the machine itself.
  for (const loopback of ["localhost", "localhost:*", "127.0.0.1", "127.0.0.1:*", "[::1]", "[::1]:*"]) hosts.add(loopback);
  return [...hosts];
}

/**
 * Longest accepted value per field of Better Auth's bodies (also inside an admin call's `data`): past
 * any real address, number or name. Longer ones went into indexed columns (lower(email),
 * lower(name)), which PostgreSQL cannot index past ~2.7 kB: a 500, found by the fuzz test.
 */
const FIELD_LIMITS: Record<string, number> = {
  email: EMAIL_MAX_LENGTH,
  newEmail: EMAIL_MAX_LENGTH,
  phoneNumber: 32,
  name: 200,
  image: 2_000,
};

function oversizedField(path: string, body: Record<string, unknown>): string | null {
  const data = body.data !== null && typeof body.data === "object" ? (body.data as Record<string, unknown>) : {};
  for (const [name, max] of Object.entries(FIELD_LIMITS)) {
    // A player's own name follows the name rules below (refused or replaced there); the operator's
    // admin calls set names as given.
    if (name === "name" && !path.startsWith("/admin/")) continue;
    for (const value of [body[name], data[name]]) if (typeof value === "string" && value.length > max) return name;
  }
  return null;
}

const MAX_BAN_SECONDS = 100 * 365 * 24 * 60 * 60;

/** Endpoints whose body (and its `data`) become columns of the user row. */
const USER_WRITES = new Set(["/update-user", "/admin/update-user", "/admin/create-user"]);

/**
 * A user field given as an object or a list (roles excepted): Better Auth handed it to the database
 * driver, which cannot bind it (a 500, found by the fuzz test).
 */
function nestedUserField(body: Record<string, unknown>): string | null {
  const data =
    body.data !== null && typeof body.data === "object" && !Array.isArray(body.data) ? (body.data as Record<string, unknown>) : {};
  const fields: Array<[string, unknown]> = [
    ...Object.entries(body).filter(([name]) => name !== "data"),
    ...Object.entries(data).map(([name, value]): [string, unknown] => [`data.${name}`, value]),
  ];
  if (body.data !== undefined && body.data !== null && (typeof body.data !== "object" || Array.isArray(body.data))) return "data";
  for (const [name, value] of fields) {
    // Name and e-mail are required columns: null is not a value for them.
    if (value === null && /^(data\.)?(name|email)$/.test(name)) return name;
    if (value === null || typeof value !== "object") continue;
    if (/^(data\.)?role$/.test(name) && Array.isArray(value) && value.every((role) => typeof role === "string")) continue;
    return name;
  }
  return null;
}

/** Mails that let their reader into the account: never sent to an operator. */
const SIGN_IN_MAILS: ReadonlySet<MailKind> = new Set(["reset_password", "magic_link", "otp_sign_in", "otp_forget_password"]);

/** Where the "your password was changed" mail sends someone who did not change it. */
const PASSWORD_RESET_URL = (config: Config) => `${config.PUBLIC_URL}/login?view=forgotten_password`;

/** The signed-in player's own password changes (resets come through onPasswordReset). */
const PASSWORD_CHANGE_PATHS = new Set(["/change-password", "/set-password"]);

export function buildAuth(deps: AuthDeps) {
  const { config, db, logger, mailer, sms, rateLimits, players } = deps;
  // Fired, never awaited: these hooks may run inside the library's transaction.
  const accountConfirmed = (
    user: { id: string; email: string; name: string; emailVerified?: unknown } & Record<string, unknown>,
    trigger: MailTrigger | null,
  ) => {
    if (!deps.onAccountConfirmed || !user.emailVerified) return;
    const locale = mailLocaleOf(trigger ?? {});
    setImmediate(() => {
      void deps.onAccountConfirmed!(user, locale).catch((error: unknown) => logger.error({ err: error }, "welcome mail not queued"));
    });
  };
  const log = logger.child({ module: "auth" });

  /**
   * Sends without holding up (or failing) the request; errors are logged. `trigger`: what Better Auth
   * gives of the request that triggers the mail, whose language it is written in (server/auth/mail-locale.ts).
   */
  const deliver = (kind: MailKind, to: string, vars: { url?: string; code?: string; minutes?: number }, trigger: MailTrigger) => {
    // The operator signs in with the password only (the Admin Access dialog, rate-limited); no link
    // or code that a mailbox could use instead. Its password is reset with npm run admin:reset-password.
    if (to.trim().toLowerCase() === config.ADMIN_EMAIL && kind !== "verify_email") {
      log.warn({ kind }, "not mailing the operator account a sign-in link or code");
      return;
    }
    const message = renderMail(kind, vars, mailLocaleOf(trigger) ?? "en");
    void (async () => {
      // The operator team signs in with passwords too: no link or code into an operator account
      // (docs/decisions/027-operator-roles.md); an owner can have a new invitation sent instead.
      if (SIGN_IN_MAILS.has(kind)) {
        const account = await db.kysely.selectFrom("user").select("role").where("email", "=", to.trim().toLowerCase()).executeTakeFirst();
        if (account?.role === "admin") {
          log.warn({ kind }, "not mailing an operator account a sign-in link or code");
          return;
        }
      }
      await mailer.send({ to, ...message });
    })().catch((error: unknown) => log.error({ err: error, kind }, "sending an auth e-mail failed"));
  };
  const deliverSms = (to: string, code: string, trigger: MailTrigger) => {
    void sms
      .send(to, renderSms(code, OTP_MINUTES, mailLocaleOf(trigger) ?? "en"))
      .catch((error: unknown) => log.error({ err: error }, "sending an SMS failed"));
  };

  const limit = async (key: string, rule: RateLimitRule) => {
    const decision = await rateLimits.consume(key, rule);
    if (!decision.allowed) {
      throw new APIError(
        "TOO_MANY_REQUESTS",
        { message: tooManyMessage(decision.retryAfterMs), code: "RATE_LIMITED" },
        { "Retry-After": String(Math.ceil(decision.retryAfterMs / 1000)) },
      );
    }
  };

  return betterAuth({
    appName: "Flap Master",
    secret: deps.secret,
    basePath: "/api/auth",
    // Links in mails point at the host the request came to when it is one of ours, else PUBLIC_URL.
    baseURL: { allowedHosts: allowedHostsOf(config), fallback: config.PUBLIC_URL, protocol: "auto" },
    database: { db: db.kysely, type: db.dialect, transaction: true },
    telemetry: { enabled: false },
    // Better Auth writes each refusal it answers (a hook's APIError, a rate limit, a wrong password) to
    // the console at ERROR, outside our logs, though it is the player's 4xx (the request log has it as a
    // warning). Only what is not a refusal is an error, logged as ours.
    onAPIError: {
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) return;
        log.error({ err: error }, "auth request failed");
      },
    },
    logger: {
      level: "warn",
      log(level, message, ...args) {
        const method = level === "error" ? "error" : level === "warn" ? "warn" : level === "debug" ? "debug" : "info";
        log[method](args.length > 0 ? { details: args.map((a) => (a instanceof Error ? a.message : a)) } : {}, message);
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        deliver("reset_password", user.email, { url, minutes: RESET_PASSWORD_MINUTES }, { request });
      },
      // A sign-up with an address that has an account answers as any sign-up ("Check your e-mail": no
      // way to learn who plays here); the address's owner is told, with the way in.
      onExistingUserSignUp: async ({ user }, request) => {
        deliver("account_exists", user.email, { url: `${config.PUBLIC_URL}/login` }, { request });
      },
      // Every reset (link, e-mail code, SMS code) tells the account's address; changes are in the after hook.
      onPasswordReset: async ({ user }, request) => {
        deliver("password_changed", user.email, { url: PASSWORD_RESET_URL(config) }, { request });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_MINUTES * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        deliver("verify_email", user.email, { url, minutes: VERIFY_EMAIL_MINUTES }, { request });
      },
    },
    user: {
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    rateLimit: {
      // Better Auth's own limiter for HTTP calls of /api/auth/*, kept in our database table.
      enabled: true,
      window: 60,
      max: 100,
      customStorage: {
        async consume(key, rule) {
          const decision = await rateLimits.consume(`ba:${key}`, { windowMs: rule.window * 1000, max: rule.max });
          return { allowed: decision.allowed, retryAfter: decision.allowed ? null : Math.ceil(decision.retryAfterMs / 1000) };
        },
      },
      customRules: {
        // Our hook below limits these per account and per address; keep the library's per-path
        // limit for HTTP calls generous so players behind one NAT are not locked out.
        "/sign-in/*": { window: 60, max: 30 },
        "/sign-up/*": { window: 60, max: 20 },
      },
    },
    advanced: {
      cookiePrefix: "flap",
      // Secure is added per request in production over HTTPS (server/auth/service.ts): the same
      // cookie names work on http://localhost and behind a TLS proxy.
      useSecureCookies: false,
      trustedProxyHeaders: config.TRUST_PROXY,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Mails go out in the background: a response never waits for (or fails on) SMTP.
      backgroundTasks: {
        handler: (promise) => {
          void promise.catch((error: unknown) => log.error({ err: error }, "auth background task failed"));
        },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every player has a name to show: guests "Guest", others their e-mail's local part
          // until they choose one on /account. (No database work here: it may run in a transaction.)
          // A name sent to /api/auth/sign-up/* that breaks the name rules (length, control
          // characters, profanity) is replaced the same way.
          before: async (user) => {
            const given = checkName(user.name);
            if (given.ok) return given.name === user.name ? undefined : { data: { ...user, name: given.name } };
            const isGuest = Boolean((user as Record<string, unknown>).isAnonymous);
            const made = isGuest ? GUEST_NAME : nameFromEmail(user.email);
            return { data: { ...user, name: checkName(made).ok ? made : "Player" } };
          },
          after: async (user, ctx) => accountConfirmed(user, ctx),
        },
        update: { after: async (user, ctx) => accountConfirmed(user, ctx) },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const path = ctx.path ?? "";
        const ip = ctx.headers?.get(CLIENT_IP_HEADER) || "unknown";
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const oversized = oversizedField(path, body);
        if (oversized) throw new APIError("BAD_REQUEST", { message: `${oversized}: too long`, code: "FIELD_TOO_LONG", field: oversized });
        const nested = USER_WRITES.has(path) ? nestedUserField(body) : null;
        if (nested)
          throw new APIError("BAD_REQUEST", {
            message: `${nested}: must be a text, a number or true/false`,
            code: "INVALID_FIELD",
            field: nested,
          });
        // No all-whitespace or common password, on every path that sets one (server/auth/password-policy.ts).
        const passwordName = PASSWORD_SETTING_FIELDS[path];
        const newPassword = passwordName ? body[passwordName] : undefined;
        const weak = typeof newPassword === "string" ? passwordProblem(newPassword) : null;
        if (weak) {
          const message = weak === "PASSWORD_BLANK" ? "password: cannot be only spaces" : "password: one of the most common passwords";
          throw new APIError("BAD_REQUEST", { message, code: weak, field: passwordName });
        }
        // The library looks a role up by name in a plain object: "constructor" found Object's and threw
        // (a 500, found by bench:fuzz). Only our two roles are roles.
        if ((path === "/admin/set-role" || path === "/admin/create-user") && body.role !== undefined) {
          const roles = Array.isArray(body.role) ? body.role : [body.role];
          if (roles.length === 0 || !roles.every((role) => role === "admin" || role === "player")) {
            throw new APIError("BAD_REQUEST", { message: 'role: must be "admin" or "player"', code: "INVALID_ROLE" });
          }
        }
        // A ban's length becomes a date: past what a date can hold it threw (a 500, found by the fuzz test).
        if (
          path === "/admin/ban-user" &&
          body.banExpiresIn != null &&
          !(typeof body.banExpiresIn === "number" && body.banExpiresIn > 0 && body.banExpiresIn <= MAX_BAN_SECONDS)
        ) {
          throw new APIError("BAD_REQUEST", { message: "banExpiresIn: a number of seconds from 1 to 100 years", code: "INVALID_FIELD" });
        }
        const field = (name: "email" | "phoneNumber") => {
          const value = body[name];
          return typeof value === "string" ? value.trim().toLowerCase() : "";
        };
        const passwordField = PASSWORD_SIGN_IN_PATHS[path];
        if (passwordField) {
          // Counted before the password is looked at: the refused attempt costs no hash.
          await limit(`signin:ip:${ip}`, IP_SIGN_IN);
          const account = field(passwordField);
          if (account) await limit(`signin:account:${account}`, ACCOUNT_SIGN_IN);
          return;
        }
        if (SESSION_PASSWORD_PATHS.has(path)) {
          await limit(`signin:ip:${ip}`, IP_SIGN_IN);
          const session = await getSessionFromCtx(ctx).catch(() => null);
          const email = session?.user.email?.trim().toLowerCase();
          if (email) await limit(`signin:account:${email}`, ACCOUNT_SIGN_IN);
          return;
        }
        const messageField = MESSAGE_PATHS[path];
        if (messageField) {
          await limit(`messages:ip:${ip}`, IP_MESSAGES);
          const recipient = field(messageField);
          if (recipient) await limit(`messages:to:${recipient}`, RECIPIENT_MESSAGES);
          return;
        }
        if (CODE_PATHS.has(path)) {
          await limit(`signin:ip:${ip}`, IP_SIGN_IN);
          return;
        }
        if (path === "/sign-in/anonymous") await limit(`guests:ip:${ip}`, IP_GUESTS);
        // /account's change of name and a direct call alike: the rules of a leaderboard name.
        if (path === "/update-user" && body.name !== undefined) {
          const named = checkName(body.name);
          if (!named.ok) throw new APIError("BAD_REQUEST", { message: named.message, code: "INVALID_NAME" });
          return { context: { body: { ...body, name: named.name } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A password changed (or first set) by the signed-in player: tell the account's address.
        if (PASSWORD_CHANGE_PATHS.has(ctx.path ?? "")) {
          const returned = ctx.context.returned;
          if (returned && !isAPIError(returned)) {
            const fromAnswer = (returned as { user?: { email?: unknown } }).user?.email;
            const email = typeof fromAnswer === "string" ? fromAnswer : ctx.context.session?.user.email;
            if (email) deliver("password_changed", email, { url: PASSWORD_RESET_URL(config) }, { headers: ctx.headers });
          }
          return;
        }
        // A successful password sign-in clears the account's count: the limit is for guessing.
        const passwordField = PASSWORD_SIGN_IN_PATHS[ctx.path ?? ""];
        if (!passwordField || !ctx.context.newSession) return;
        const value = (ctx.body as Record<string, unknown> | undefined)?.[passwordField];
        if (typeof value === "string") await rateLimits.reset(`signin:account:${value.trim().toLowerCase()}`);
      }),
    },
    plugins: [
      anonymous({
        generateName: () => GUEST_NAME,
        // A guest who signs up or signs in keeps everything: one transaction, then the plugin
        // deletes the guest user.
        onLinkAccount: async ({ anonymousUser, newUser }) => {
          const result = await players.mergeGuest(anonymousUser.user.id, newUser.user.id);
          log.info({ guestId: anonymousUser.user.id, playerId: newUser.user.id, ...result }, "guest merged into account");
        },
      }),
      admin({
        defaultRole: "player",
        adminRoles: ["admin"],
        roles: { admin: adminAc, player: userAc },
        allowImpersonatingAdmins: false,
      }),
      magicLink({
        expiresIn: MAGIC_LINK_MINUTES * 60,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }, ctx) => {
          deliver("magic_link", email, { url, minutes: MAGIC_LINK_MINUTES }, { request: ctx?.request, headers: ctx?.headers });
        },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_MINUTES * 60,
        allowedAttempts: 3,
        storeOTP: "hashed",
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const kind: MailKind =
            type === "sign-in"
              ? "otp_sign_in"
              : type === "email-verification"
                ? "otp_email_verification"
                : type === "forget-password"
                  ? "otp_forget_password"
                  : "otp_change_email";
          deliver(kind, email, { code: otp, minutes: OTP_MINUTES }, { request: ctx?.request, headers: ctx?.headers });
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: OTP_MINUTES * 60,
        allowedAttempts: 3,
        requireVerification: true,
        phoneNumberValidator: (value) => /^\+[1-9]\d{6,14}$/.test(value),
        sendOTP: ({ phoneNumber: to, code }, ctx) => deliverSms(to, code, { request: ctx?.request, headers: ctx?.headers }),
        sendPasswordResetOTP: ({ phoneNumber: to, code }, ctx) => deliverSms(to, code, { request: ctx?.request, headers: ctx?.headers }),
        signUpOnVerification: {
          getTempEmail: (value) => `${value.replace(/\D/g, "")}@${PHONE_EMAIL_DOMAIN}`,
          getTempName: () => "Player",
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;
