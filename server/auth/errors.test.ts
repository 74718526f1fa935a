// Every refusal of Better Auth a player can meet reads as a site text in their language: each known
// code its own sentence, anything else the form's fallback, never the library's words.
import { describe, expect, it } from "vitest";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import { ROUTE_SECTIONS, keysOf } from "../../shared/i18n/sections.server.ts";
import { ACCOUNT_FORMS, authErrorText, authFailureOf, tooManyText, type AuthFailure, type AuthForm } from "./errors.ts";

const LOGIN_FORMS: AuthForm[] = ["sign_in", "sign_up", "forgotten_password", "magic_link", "send_code", "verify_code", "update_password"];
const FORMS: AuthForm[] = [...LOGIN_FORMS, "change_password", "set_password", "delete_account", "other"];

/** Better Auth's codes (core, email-otp, phone-number) and our hooks', as thrown. */
const CODES = [
  "INVALID_EMAIL",
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_PHONE_NUMBER",
  "INVALID_PHONE_NUMBER_OR_PASSWORD",
  "EMAIL_NOT_VERIFIED",
  "PHONE_NUMBER_NOT_VERIFIED",
  "PASSWORD_TOO_SHORT",
  "PASSWORD_TOO_LONG",
  "USER_ALREADY_EXISTS",
  "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  "PHONE_NUMBER_EXIST",
  "INVALID_OTP",
  "OTP_EXPIRED",
  "OTP_NOT_FOUND",
  "TOO_MANY_ATTEMPTS",
  "INVALID_TOKEN",
  "TOKEN_EXPIRED",
  "INVALID_PASSWORD",
  "SESSION_NOT_FRESH",
  "SESSION_EXPIRED",
  "PASSWORD_ALREADY_SET",
  "CREDENTIAL_ACCOUNT_NOT_FOUND",
  "VALIDATION_ERROR",
  "FIELD_TOO_LONG",
  "INVALID_FIELD",
  "RATE_LIMITED",
  "FAILED_TO_CREATE_USER",
  "SOMETHING_NEW_IN_A_LATER_VERSION",
];

const en = (failure: AuthFailure, form: AuthForm) => {
  const text = authErrorText(failure, form);
  return translate("en", text.key, text.vars);
};
const de = (failure: AuthFailure, form: AuthForm) => {
  const text = authErrorText(failure, form);
  return translate("de", text.key, text.vars);
};

describe("the sentence for each Better Auth code", () => {
  it.each([
    [
      "INVALID_EMAIL",
      "sign_up",
      "Please enter a valid e-mail address, such as you@example.com.",
      "Bitte gib eine gültige E-Mail-Adresse ein, z. B. du@beispiel.de.",
    ],
    [
      "INVALID_EMAIL_OR_PASSWORD",
      "sign_in",
      "The e-mail address or password is not right. Check both and try again, or reset your password.",
      "E-Mail-Adresse oder Passwort stimmt nicht. Prüfe beides und versuche es noch einmal, oder setze dein Passwort zurück.",
    ],
    [
      "INVALID_PHONE_NUMBER_OR_PASSWORD",
      "sign_in",
      "The phone number or password is not right. Check both and try again, or sign in with a one-time code.",
      "Telefonnummer oder Passwort stimmt nicht. Prüfe beides und versuche es noch einmal, oder melde dich mit einem Einmalcode an.",
    ],
    [
      "INVALID_PHONE_NUMBER",
      "send_code",
      "Enter the phone number with its country code, e.g. +15551234567.",
      "Gib die Telefonnummer mit Ländervorwahl ein, z. B. +15551234567.",
    ],
    [
      "EMAIL_NOT_VERIFIED",
      "sign_in",
      "Please confirm your e-mail first: we have sent you a new confirmation link.",
      "Bitte bestätige zuerst deine E-Mail-Adresse: Wir haben dir einen neuen Bestätigungslink geschickt.",
    ],
    [
      "PHONE_NUMBER_NOT_VERIFIED",
      "sign_in",
      "Confirm your phone number with the code we sent you.",
      "Bestätige deine Telefonnummer mit dem Code, den wir dir geschickt haben.",
    ],
    ["PASSWORD_TOO_SHORT", "sign_up", "Choose a password of at least 8 characters.", "Wähle ein Passwort mit mindestens 8 Zeichen."],
    [
      "PASSWORD_TOO_LONG",
      "update_password",
      "Choose a password of at most 128 characters.",
      "Wähle ein Passwort mit höchstens 128 Zeichen.",
    ],
    [
      "PHONE_NUMBER_EXIST",
      "sign_up",
      "This e-mail address or phone number already has an account. Sign in instead.",
      "Für diese E-Mail-Adresse oder Telefonnummer gibt es schon ein Konto. Melde dich stattdessen an.",
    ],
    [
      "INVALID_OTP",
      "verify_code",
      "That code is not right. Check the latest code we sent you and try again.",
      "Dieser Code stimmt nicht. Prüfe den neuesten Code, den wir dir geschickt haben, und versuche es noch einmal.",
    ],
    [
      "OTP_EXPIRED",
      "verify_code",
      "This code has expired. Ask for a new code below and enter that one.",
      "Dieser Code ist abgelaufen. Fordere unten einen neuen Code an und gib ihn ein.",
    ],
    [
      "TOO_MANY_ATTEMPTS",
      "verify_code",
      "This code was entered wrongly too many times and no longer works. Ask for a new code below and enter that one.",
      "Dieser Code wurde zu oft falsch eingegeben und gilt nicht mehr. Fordere unten einen neuen Code an und gib ihn ein.",
    ],
    [
      "INVALID_TOKEN",
      "update_password",
      "This link is invalid or has expired. Please ask for a new one.",
      "Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
    ],
    [
      "INVALID_PASSWORD",
      "delete_account",
      "That password is not right. Enter your current password to delete your account.",
      "Das Passwort stimmt nicht. Gib dein aktuelles Passwort ein, um dein Konto zu löschen.",
    ],
    [
      "INVALID_PASSWORD",
      "change_password",
      "Your current password is not right. Enter it again, or sign out and reset it from the sign-in page.",
      "Dein aktuelles Passwort stimmt nicht. Gib es noch einmal ein, oder melde dich ab und setze es auf der Anmeldeseite zurück.",
    ],
    [
      "SESSION_NOT_FRESH",
      "delete_account",
      "For your safety, this needs a recent sign-in. Sign out, sign in again, then try once more.",
      "Aus Sicherheitsgründen musst du dich dafür neu anmelden. Melde dich ab und wieder an und versuche es dann noch einmal.",
    ],
    [
      "PASSWORD_ALREADY_SET",
      "set_password",
      "Your account already has a password. Reload the page to change it.",
      "Dein Konto hat schon ein Passwort. Lade die Seite neu, um es zu ändern.",
    ],
  ] as const)("%s on %s", (code, form, english, german) => {
    const failure = { status: 400, code };
    expect(en(failure, form)).toBe(english);
    expect(de(failure, form)).toBe(german);
  });

  it("names the field a validation refusal points at (better-call's '[body.email] ...'), not the library's words", () => {
    const invalidAddress = authFailureOf(400, { code: "VALIDATION_ERROR", message: "[body.email] Invalid email address" });
    expect(invalidAddress).toEqual({ status: 400, code: "VALIDATION_ERROR", field: "email" });
    expect(en(invalidAddress, "sign_up")).toBe("Please enter a valid e-mail address, such as you@example.com.");
    // Our hook's refusal of an over-long field names it apart from its message ("email: too long").
    const tooLong = authFailureOf(400, { code: "FIELD_TOO_LONG", message: "phoneNumber: too long", field: "phoneNumber" });
    expect(de(tooLong, "sign_in")).toBe("Gib die Telefonnummer mit Ländervorwahl ein, z. B. +15551234567.");
    // A field without a sentence of its own: the form's.
    const other = authFailureOf(400, { code: "VALIDATION_ERROR", message: "[body.rememberMe] Invalid input: expected boolean" });
    expect(en(other, "sign_in")).toBe("We could not sign you in. Please try again.");
  });

  it("says how long to wait after too many tries, from the answer's Retry-After", () => {
    const refused = authFailureOf(
      429,
      { code: "RATE_LIMITED", message: "Too many attempts. Please wait 42 seconds and try again." },
      { "Retry-After": "42" },
    );
    expect(refused.retryAfterMs).toBe(42_000);
    expect(en(refused, "sign_in")).toBe("Too many attempts. Please wait 42 seconds and try again.");
    expect(de(refused, "sign_in")).toBe("Zu viele Versuche. Bitte warte 42 Sekunden und versuche es dann noch einmal.");
    // Better Auth's own limiter (HTTP calls) says X-Retry-After, and has no code.
    const library = authFailureOf(429, { message: "Too many requests. Please try again later." }, { "X-Retry-After": "600" });
    expect(de(library, "send_code")).toBe("Zu viele Versuche. Bitte warte 10 Minuten und versuche es dann noch einmal.");
    expect(tooManyText(1)).toEqual({ key: "login.error.tooManySeconds", vars: { seconds: 1 } });
    expect(tooManyText(89_000)).toEqual({ key: "login.error.tooManySeconds", vars: { seconds: 89 } });
    expect(tooManyText(90_000)).toEqual({ key: "login.error.tooManyMinutes", vars: { minutes: 2 } });
  });

  it("answers a code it does not know (or none) with the form's own sentence, never the library's message", () => {
    const libraryMessage = "Something internal: FAILED_TO_CREATE_USER";
    const fallbacks: Record<AuthForm, string> = {
      sign_in: "We could not sign you in. Please try again.",
      sign_up: "We could not create your account. Please try again.",
      forgotten_password: "We could not send the message. Please try again in a moment.",
      magic_link: "We could not send the message. Please try again in a moment.",
      send_code: "We could not send the message. Please try again in a moment.",
      verify_code: "We could not check the code. Ask for a new code below and try again.",
      update_password: "We could not save the new password. Please try again.",
      change_password: "We could not save the new password. Please try again.",
      set_password: "We could not save the new password. Please try again.",
      delete_account: "We could not check your password. Please try again.",
      other: "Something went wrong. Please try again.",
    };
    for (const form of FORMS) {
      for (const failure of [
        authFailureOf(422, { code: "SOMETHING_NEW_IN_A_LATER_VERSION", message: libraryMessage }),
        authFailureOf(400, { message: libraryMessage }),
        authFailureOf(500, null),
      ]) {
        expect(en(failure, form), form).toBe(fallbacks[form]);
        expect(de(failure, form), form).not.toBe(fallbacks[form]);
        expect(de(failure, form), form).not.toContain("FAILED");
      }
    }
    expect(de({ status: 400, code: "NOPE" }, "sign_in")).toBe("Wir konnten dich nicht anmelden. Bitte versuche es noch einmal.");
  });

  it("only ever names texts the page of the form is sent, in every language, for every code", () => {
    const loginKeys = new Set<string>(keysOf(ROUTE_SECTIONS["routes/login"]));
    const accountKeys = new Set<string>(keysOf(ROUTE_SECTIONS["routes/account"]));
    for (const form of FORMS) {
      if (form === "other") continue;
      const sent = ACCOUNT_FORMS.has(form) ? accountKeys : loginKeys;
      for (const code of CODES) {
        for (const status of [400, 401, 403, 429]) {
          const { key } = authErrorText({ status, code, field: "email" }, form);
          expect(sent.has(key), `${code} on ${form}: ${key}`).toBe(true);
        }
      }
    }
  });

  it("reads like a sentence, not a library message or a field path, in every language", () => {
    for (const locale of ["en", "es", "fr", "de", "pt", "it", "ru", "ja", "zh"] as const) {
      for (const form of FORMS) {
        for (const code of CODES) {
          const text = authErrorText({ status: code === "RATE_LIMITED" ? 429 : 400, code, field: "email" }, form);
          const shown = translate(locale, text.key, text.vars);
          expect(shown).not.toMatch(/\[body\.|^\w+: |Invalid OTP|Too many attempts$|\{\w+\}/);
          expect(shown.length).toBeGreaterThan(5);
        }
      }
    }
  });
});
