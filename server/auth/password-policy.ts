// Passwords nobody should be allowed: all whitespace, and the most common ones. The list is the
// "passwords-common" dictionary of @zxcvbn-ts/language-common (a maintained list of the passwords
// most often found in breaches, most common first), compared without case and outer spaces, so
// "Password", "PASSWORD" and " password " are refused with "password".
import { dictionary } from "@zxcvbn-ts/language-common";

export type PasswordProblem = "PASSWORD_BLANK" | "PASSWORD_TOO_COMMON";

let common: ReadonlySet<string> | undefined;

/** Built on first use (about 49,000 words): processes that never set a password never pay for it. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary["passwords-common"].map((word) => word.toLowerCase()));
  return common;
}

/** Why `password` may not be used, or null. Length limits are Better Auth's (server/auth/auth.ts). */
export function passwordProblem(password: string): PasswordProblem | null {
  const trimmed = password.trim();
  if (trimmed === "") return "PASSWORD_BLANK";
  if (commonPasswords().has(trimmed.toLowerCase())) return "PASSWORD_TOO_COMMON";
  return null;
}

/**
 * Better Auth endpoints that set a password, and the body field that carries it. The admin's own
 * create-user and set-user-password follow the same rule.
 */
export const PASSWORD_SETTING_FIELDS: Readonly<Record<string, string>> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/set-password": "newPassword",
  "/reset-password": "newPassword",
  "/email-otp/reset-password": "password",
  "/phone-number/reset-password": "newPassword",
  "/admin/create-user": "password",
  "/admin/set-user-password": "newPassword",
};
