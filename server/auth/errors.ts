// What a player reads when Better Auth (or one of our hooks around it) refuses: its stable error
// `code`, and the form it came from, name a sentence of the site texts. Better Auth's own messages are
// English and written for developers ("Invalid OTP", "[body.email] Invalid email address"): never
// shown. A code not listed here gets the form's own "we could not..." sentence, never the raw text.
import type { Vars } from "../../shared/i18n/index.ts";
import type { messages as account } from "../../shared/i18n/site/account/en.ts";
import type { messages as loginErrors } from "../../shared/i18n/site/loginErrors/en.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./input.ts";

/** The forms of /login and /account that call Better Auth, and `other` for anything else. */
export type AuthForm =
  | "sign_in"
  | "sign_up"
  | "forgotten_password"
  | "magic_link"
  | "send_code"
  | "verify_code"
  | "update_password"
  | "change_password"
  | "set_password"
  | "delete_account"
  | "other";

/** /login is sent loginErrors; /account loginErrors and account (shared/i18n/sections.server.ts). */
export type AuthErrorKey = keyof typeof loginErrors | Extract<keyof typeof account, `account.error.${string}`>;

export interface AuthErrorText {
  key: AuthErrorKey;
  vars?: Vars;
}

/** A refusal as Better Auth describes it, whatever way it came (a thrown APIError or an HTTP answer). */
export interface AuthFailure {
  status: number;
  /** Better Auth's code ("INVALID_OTP") or one of our hooks' ("RATE_LIMITED", "FIELD_TOO_LONG"). */
  code?: string;
  /** The request field at fault, where the refusal names one. */
  field?: string;
  /** For a 429: when to try again. */
  retryAfterMs?: number;
}

/** The forms whose sentences only /account is sent (the rest use loginErrors, which both pages get). */
export const ACCOUNT_FORMS: ReadonlySet<AuthForm> = new Set(["change_password", "set_password", "delete_account"]);

/** What each form says when the refusal is none it knows: what failed, and to try again. */
const FALLBACK: Record<AuthForm, AuthErrorKey> = {
  sign_in: "login.error.signInFailed",
  sign_up: "login.error.signUpFailed",
  forgotten_password: "login.error.sendFailed",
  magic_link: "login.error.sendFailed",
  send_code: "login.error.sendFailed",
  verify_code: "login.error.codeFailed",
  update_password: "login.error.passwordFailed",
  change_password: "login.error.passwordFailed",
  set_password: "login.error.passwordFailed",
  delete_account: "account.error.checkFailed",
  other: "login.error.generic",
};

/** Codes whose sentence is the same on every form. */
const BY_CODE: Record<string, AuthErrorText> = {
  INVALID_EMAIL: { key: "login.error.invalidEmail" },
  INVALID_EMAIL_OR_PASSWORD: { key: "login.error.wrongEmailOrPassword" },
  INVALID_PHONE_NUMBER_OR_PASSWORD: { key: "login.error.wrongPhoneOrPassword" },
  INVALID_PHONE_NUMBER: { key: "login.error.invalidPhone" },
  EMAIL_NOT_VERIFIED: { key: "login.error.emailNotVerified" },
  PHONE_NUMBER_NOT_VERIFIED: { key: "login.error.phoneNotVerified" },
  PASSWORD_TOO_SHORT: { key: "login.error.passwordTooShort", vars: { min: PASSWORD_MIN_LENGTH } },
  PASSWORD_TOO_LONG: { key: "login.error.passwordTooLong", vars: { max: PASSWORD_MAX_LENGTH } },
  PASSWORD_BLANK: { key: "login.error.passwordBlank" },
  PASSWORD_TOO_COMMON: { key: "login.error.passwordTooCommon" },
  USER_ALREADY_EXISTS: { key: "login.error.accountExists" },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { key: "login.error.accountExists" },
  PHONE_NUMBER_EXIST: { key: "login.error.accountExists" },
  INVALID_OTP: { key: "login.error.wrongCode" },
  OTP_EXPIRED: { key: "login.error.codeExpired" },
  OTP_NOT_FOUND: { key: "login.error.codeExpired" },
  // The e-mail and SMS codes allow three wrong tries; the next one is refused with this.
  TOO_MANY_ATTEMPTS: { key: "login.error.codeLocked" },
  INVALID_TOKEN: { key: "login.error.invalidLink" },
  TOKEN_EXPIRED: { key: "login.error.invalidLink" },
  // A dangerous step (/verify-password) needs a session made within the last day.
  SESSION_NOT_FRESH: { key: "login.error.signInAgain" },
  SESSION_EXPIRED: { key: "login.error.signInAgain" },
  PASSWORD_ALREADY_SET: { key: "account.error.passwordAlreadySet" },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { key: "account.error.noPassword" },
};

/** "Too many attempts. Please wait N seconds (or minutes, from 90 s on) and try again." */
export function tooManyText(retryAfterMs: number): AuthErrorText {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return seconds >= 90
    ? { key: "login.error.tooManyMinutes", vars: { minutes: Math.ceil(seconds / 60) } }
    : { key: "login.error.tooManySeconds", vars: { seconds } };
}

/** A refusal that names a field (bad shape, too long): the field's sentence, else the form's. */
function fieldText(field: string | undefined, form: AuthForm): AuthErrorText {
  const name = field?.split(".").pop();
  if (name === "email" || name === "newEmail") return { key: "login.error.invalidEmail" };
  if (name === "phoneNumber") return { key: "login.error.invalidPhone" };
  if (name === "otp" || name === "code") return { key: "login.error.wrongCode" };
  return { key: FALLBACK[form] };
}

/** The sentence for a refusal on a form. */
export function authErrorText(failure: AuthFailure, form: AuthForm): AuthErrorText {
  if (failure.status === 429 || failure.code === "RATE_LIMITED") return tooManyText(failure.retryAfterMs ?? 60_000);
  const code = failure.code;
  if (code === "VALIDATION_ERROR" || code === "FIELD_TOO_LONG" || code === "INVALID_FIELD") return fieldText(failure.field, form);
  if (code === "INVALID_PASSWORD") {
    // The password of the signed-in player, checked before a change or the account's deletion.
    if (form === "delete_account") return { key: "account.error.deleteWrongPassword" };
    if (form === "change_password") return { key: "account.error.wrongCurrentPassword" };
    return { key: FALLBACK[form] };
  }
  const known = code ? BY_CODE[code] : undefined;
  if (known && (ACCOUNT_FORMS.has(form) || form === "other" || known.key.startsWith("login."))) return known;
  return { key: FALLBACK[form] };
}

/**
 * A refusal's parts from Better Auth's error body (`{code, message, field?}`) and headers. Its
 * request validation (better-call's VALIDATION_ERROR) names the field only inside its message,
 * as "[body.email] ...": that prefix is read, never the words after it.
 */
export function authFailureOf(status: number, body: unknown, headers?: HeadersInit | null): AuthFailure {
  const fields = (body !== null && typeof body === "object" ? body : {}) as { code?: unknown; field?: unknown; message?: unknown };
  const code = typeof fields.code === "string" && fields.code ? fields.code : undefined;
  let field = typeof fields.field === "string" ? fields.field : undefined;
  if (!field && code === "VALIDATION_ERROR" && typeof fields.message === "string") {
    field = /^\[body\.([\w.]+)\]/.exec(fields.message)?.[1];
  }
  const failure: AuthFailure = { status, code, field };
  if (status === 429) {
    // Our limiter says Retry-After; Better Auth's own (HTTP calls only) X-Retry-After.
    const read = new Headers(headers ?? undefined);
    const seconds = Number(read.get("Retry-After") ?? read.get("X-Retry-After"));
    if (Number.isFinite(seconds) && seconds > 0) failure.retryAfterMs = seconds * 1000;
  }
  return failure;
}
