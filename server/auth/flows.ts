// The steps behind /login and /account, each one call into Better Auth made on the server with the
// visitor's headers (so its hooks — rate limits, the guest merge — run exactly as over HTTP).
import { isAPIError } from "better-auth/api";
import type { Logger } from "pino";
import { localeOfRequest } from "../../shared/i18n/locales.ts";
import type { Config } from "../config.ts";
import type { PlayersService } from "../players/service.ts";
import type { Auth } from "./auth.ts";
import { authErrorText, authFailureOf, type AuthErrorText, type AuthForm } from "./errors.ts";
import { nameFromEmail, type Identifier } from "./input.ts";
import { withMailLocale } from "./mail-locale.ts";
import { passwordProblem } from "./password-policy.ts";
import type { CurrentSession } from "./service.ts";

export type { Identifier } from "./input.ts";

/**
 * What the page shows next. A refusal carries Better Auth's `code` (for logs and tests) and `error`,
 * the site text that says it to the player (server/auth/errors.ts); never the library's message.
 */
export type FlowResult =
  | { ok: true; headers?: Headers; notice?: FlowNotice; next?: { view: "verify_otp"; identifier: string; purpose: OtpPurpose } }
  | {
      ok: false;
      error: AuthErrorText;
      status: number;
      code?: string;
      next?: { view: "verify_otp"; identifier: string; purpose: OtpPurpose };
    };

export type FlowNotice =
  | "check_email_confirm"
  | "check_email_reset"
  | "check_email_link"
  | "code_sent_email"
  | "code_sent_phone"
  | "password_updated"
  | "name_updated"
  | "password_changed";

/** sign_in: a code to sign in; phone_sign_up: finishing a phone sign-up (sets the password). */
export type OtpPurpose = "sign_in" | "phone_sign_up";

export interface AuthFlows {
  signIn(request: Request, input: { identifier: Identifier; password: string }): Promise<FlowResult>;
  signUp(request: Request, input: { identifier: Identifier; password: string; redirectTo: string }): Promise<FlowResult>;
  forgotPassword(request: Request, input: { email: string }): Promise<FlowResult>;
  magicLink(request: Request, input: { email: string; redirectTo: string }): Promise<FlowResult>;
  sendCode(request: Request, input: { identifier: Identifier; purpose: OtpPurpose }): Promise<FlowResult>;
  verifyCode(
    request: Request,
    input: { identifier: Identifier; code: string; password?: string; purpose: OtpPurpose },
  ): Promise<FlowResult>;
  updatePassword(request: Request, input: { token: string; newPassword: string }): Promise<FlowResult>;
  changePassword(request: Request, input: { currentPassword: string; newPassword: string }): Promise<FlowResult>;
  /** For an account without a password (magic link, codes, phone). */
  setPassword(request: Request, input: { newPassword: string }): Promise<FlowResult>;
  /**
   * Whether `password` is the signed-in player's (the confirmation of deleting the account): ok, or a
   * failure that says why (a wrong password, or too many tries on the account: then it was not checked).
   */
  checkPassword(request: Request, input: { password: string }): Promise<FlowResult>;
}

interface FlowDeps {
  instance(): Promise<Auth>;
  getSession(request: Request): Promise<CurrentSession | null>;
  config: Config;
  logger: Logger;
  players: PlayersService;
}

function cookiesOf(headers: Headers | null | undefined): Headers {
  const out = new Headers();
  for (const cookie of headers?.getSetCookie() ?? []) out.append("set-cookie", cookie);
  return out;
}

/** A Cookie header carrying the cookies just set (to act as the new session within this request). */
function cookieHeaderFrom(setCookies: Headers): string {
  return setCookies
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** A Better Auth refusal on `form` as the page's answer; anything else is a bug and is thrown on. */
function failure(error: unknown, form: AuthForm): Extract<FlowResult, { ok: false }> {
  if (isAPIError(error)) {
    const refused = authFailureOf(error.statusCode, error.body, error.headers);
    return { ok: false, status: error.statusCode, code: refused.code, error: authErrorText(refused, form) };
  }
  throw error;
}

/**
 * Each flow with the page request's language (`?lang` > cookie > Accept-Language) set for the mails and
 * SMS it triggers: Better Auth's server-side calls do not hand every mail callback the headers.
 */
function inRequestLanguage(flows: AuthFlows): AuthFlows {
  const wrapped: Record<string, unknown> = {};
  for (const [name, flow] of Object.entries(flows) as Array<[string, (request: Request, input: never) => Promise<FlowResult>]>) {
    wrapped[name] = (request: Request, input: never) => withMailLocale(localeOfRequest(request).locale, () => flow(request, input));
  }
  return wrapped as unknown as AuthFlows;
}

export function createFlows(deps: FlowDeps): AuthFlows {
  const { instance } = deps;

  return inRequestLanguage({
    async signIn(request, { identifier, password }) {
      const auth = await instance();
      try {
        if (identifier.kind === "email") {
          const result = await auth.api.signInEmail({
            body: { email: identifier.value, password, rememberMe: true },
            headers: request.headers,
            returnHeaders: true,
          });
          return { ok: true, headers: cookiesOf(result.headers) };
        }
        const result = await auth.api.signInPhoneNumber({
          body: { phoneNumber: identifier.value, password, rememberMe: true },
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, headers: cookiesOf(result.headers) };
      } catch (error) {
        const result = failure(error, "sign_in");
        if (result.code === "PHONE_NUMBER_NOT_VERIFIED") {
          // The plugin has just texted a code: confirm the number, then sign in.
          return { ...result, next: { view: "verify_otp", identifier: identifier.value, purpose: "sign_in" } };
        }
        return result;
      }
    },

    async signUp(request, { identifier, password, redirectTo }) {
      const auth = await instance();
      try {
        if (identifier.kind === "email") {
          // With e-mail verification on, an address that already has an account gets the same
          // answer (no way to probe who plays here).
          await auth.api.signUpEmail({
            body: {
              email: identifier.value,
              password,
              name: nameFromEmail(identifier.value),
              callbackURL: `/login?verified=1&redirectTo=${encodeURIComponent(redirectTo)}`,
            },
            headers: request.headers,
          });
          return { ok: true, notice: "check_email_confirm" };
        }
        const context = await auth.$context;
        // The password is set only after the code is confirmed: its rules are checked before the SMS.
        const problem = password.length < context.password.config.minPasswordLength ? "PASSWORD_TOO_SHORT" : passwordProblem(password);
        if (problem) {
          const refused = { status: 400, code: problem };
          return { ok: false, ...refused, error: authErrorText(refused, "sign_up") };
        }
        await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: identifier.value }, headers: request.headers });
        return {
          ok: true,
          notice: "code_sent_phone",
          next: { view: "verify_otp", identifier: identifier.value, purpose: "phone_sign_up" },
        };
      } catch (error) {
        return failure(error, "sign_up");
      }
    },

    async forgotPassword(request, { email }) {
      const auth = await instance();
      try {
        await auth.api.requestPasswordReset({ body: { email, redirectTo: "/login?view=update_password" }, headers: request.headers });
        return { ok: true, notice: "check_email_reset" };
      } catch (error) {
        return failure(error, "forgotten_password");
      }
    },

    async magicLink(request, { email, redirectTo }) {
      const auth = await instance();
      try {
        await auth.api.signInMagicLink({
          body: {
            email,
            name: nameFromEmail(email),
            callbackURL: redirectTo,
            newUserCallbackURL: redirectTo,
            errorCallbackURL: "/login?view=magic_link",
          },
          headers: request.headers,
        });
        return { ok: true, notice: "check_email_link" };
      } catch (error) {
        return failure(error, "magic_link");
      }
    },

    async sendCode(request, { identifier, purpose }) {
      const auth = await instance();
      try {
        if (identifier.kind === "email") {
          await auth.api.sendVerificationOTP({ body: { email: identifier.value, type: "sign-in" }, headers: request.headers });
          return { ok: true, notice: "code_sent_email", next: { view: "verify_otp", identifier: identifier.value, purpose } };
        }
        await auth.api.sendPhoneNumberOTP({ body: { phoneNumber: identifier.value }, headers: request.headers });
        return { ok: true, notice: "code_sent_phone", next: { view: "verify_otp", identifier: identifier.value, purpose } };
      } catch (error) {
        return failure(error, "send_code");
      }
    },

    async verifyCode(request, { identifier, code, password, purpose }) {
      const auth = await instance();
      try {
        if (identifier.kind === "email") {
          const result = await auth.api.signInEmailOTP({
            body: { email: identifier.value, otp: code },
            headers: request.headers,
            returnHeaders: true,
          });
          return { ok: true, headers: cookiesOf(result.headers) };
        }
        const result = await auth.api.verifyPhoneNumber({
          body: { phoneNumber: identifier.value, code },
          headers: request.headers,
          returnHeaders: true,
        });
        const cookies = cookiesOf(result.headers);
        if (purpose === "phone_sign_up" && password) {
          // The account was made by the verification; give it the password chosen on sign_up.
          const asNewSession = new Headers(request.headers);
          asNewSession.set("cookie", cookieHeaderFrom(cookies));
          try {
            await auth.api.setPassword({ body: { newPassword: password }, headers: asNewSession });
          } catch (error) {
            // An existing account keeps its password (the code proved the phone; nothing to set).
            if (!isAPIError(error)) throw error;
            deps.logger.info({ code: (error.body as { code?: string } | undefined)?.code }, "phone sign-up: password not set");
          }
        }
        return { ok: true, headers: cookies };
      } catch (error) {
        return failure(error, "verify_code");
      }
    },

    async updatePassword(request, { token, newPassword }) {
      const auth = await instance();
      try {
        await auth.api.resetPassword({ body: { token, newPassword }, headers: request.headers });
        return { ok: true, notice: "password_updated" };
      } catch (error) {
        return failure(error, "update_password");
      }
    },

    async changePassword(request, { currentPassword, newPassword }) {
      const auth = await instance();
      try {
        const result = await auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: request.headers,
          returnHeaders: true,
        });
        return { ok: true, notice: "password_changed", headers: cookiesOf(result.headers) };
      } catch (error) {
        return failure(error, "change_password");
      }
    },

    async setPassword(request, { newPassword }) {
      const auth = await instance();
      try {
        await auth.api.setPassword({ body: { newPassword }, headers: request.headers });
        return { ok: true, notice: "password_changed" };
      } catch (error) {
        return failure(error, "set_password");
      }
    },

    async checkPassword(request, { password }) {
      const auth = await instance();
      try {
        await auth.api.verifyPassword({ body: { password }, headers: request.headers });
        return { ok: true };
      } catch (error) {
        return failure(error, "delete_account");
      }
    },
  });
}
