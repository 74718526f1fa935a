// Every mail and SMS the /login flows trigger is written in the page request's language, also where
// Better Auth's server-side calls hand the mail callback no request (sign-up confirmation, password
// reset); the welcome mail of a confirmed account is queued in the confirming request's language.
import { pino } from "pino";
import { beforeAll, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/index.ts";
import { listOutbox } from "../mail/mailer.ts";
import { createServices, type Services } from "../services.ts";
import { mailLocaleOf, withMailLocale } from "./mail-locale.ts";

const ORIGIN = "http://127.0.0.1:3999";
const logger = pino({ level: "silent" });

function page(path: string, headers: Record<string, string> = {}): Request {
  return new Request(ORIGIN + path, { headers: { origin: ORIGIN, "x-flap-client-ip": "10.0.0.7", ...headers } });
}

/** The newest outbox message to `to` that `matches` (mails go out in the background). */
async function waitForOutbox(db: Db, to: string, matches: (subject: string) => boolean = () => true) {
  for (let i = 0; i < 150; i++) {
    const found = (await listOutbox(db, { recipient: to })).find((message) => matches(message.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no such message in the outbox for ${to}`);
}

it("reads the language set for the flow first, then ?lang, the cookie and Accept-Language", async () => {
  const request = new Request("http://x/login?lang=it", { headers: { cookie: "lang=de", "accept-language": "fr" } });
  expect(mailLocaleOf({ request })).toBe("it");
  expect(mailLocaleOf({ headers: request.headers })).toBe("de");
  expect(mailLocaleOf({ headers: new Headers({ "accept-language": "ja-JP" }) })).toBe("ja");
  expect(mailLocaleOf({})).toBeNull();
  expect(await withMailLocale("ru", async () => mailLocaleOf({ request }))).toBe("ru");
});

describeEachDialect(
  "mails of the /login flows",
  (getDb) => {
    let services: Services;
    beforeAll(async () => {
      const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
      services = createServices({ config, db: getDb(), logger });
      await services.auth.bootstrap();
    });

    const cases: Array<{ locale: Locale; request: (path: string) => Request }> = [
      { locale: "de", request: (path) => page(path, { cookie: "lang=de", "accept-language": "en" }) },
      { locale: "ja", request: (path) => page(`${path}&lang=ja`, { "accept-language": "fr" }) },
    ];

    it.each(cases)("are written in $locale", async ({ locale, request }) => {
      const { flows } = services.auth;
      const address = (what: string) => `${what}-${locale}@example.com`;

      expect(
        (
          await flows.signUp(request("/login?view=sign_up"), {
            identifier: { kind: "email", value: address("signup") },
            password: "correct horse 1",
            redirectTo: "/",
          })
        ).ok,
      ).toBe(true);
      expect((await waitForOutbox(getDb(), address("signup"))).subject).toBe(translate(locale, "mail.verify_email.subject"));

      expect((await flows.forgotPassword(request("/login?view=forgotten_password"), { email: address("signup") })).ok).toBe(true);
      const confirmation = translate(locale, "mail.verify_email.subject");
      expect((await waitForOutbox(getDb(), address("signup"), (s) => s !== confirmation)).subject).toBe(
        translate(locale, "mail.reset_password.subject"),
      );

      expect((await flows.magicLink(request("/login?view=magic_link"), { email: address("link"), redirectTo: "/" })).ok).toBe(true);
      expect((await waitForOutbox(getDb(), address("link"))).subject).toBe(translate(locale, "mail.magic_link.subject"));

      expect(
        (
          await flows.sendCode(request("/login?view=verify_otp"), {
            identifier: { kind: "email", value: address("code") },
            purpose: "sign_in",
          })
        ).ok,
      ).toBe(true);
      const codeMail = await waitForOutbox(getDb(), address("code"));
      const otp = /(\d{6})/.exec(codeMail.subject)![1]!;
      expect(codeMail.subject).toBe(translate(locale, "mail.otp_sign_in.subject", { code: otp }));

      const phone = locale === "de" ? "+4915112345678" : "+819012345678";
      expect(
        (await flows.sendCode(request("/login?view=verify_otp"), { identifier: { kind: "phone", value: phone }, purpose: "sign_in" })).ok,
      ).toBe(true);
      const sms = await waitForOutbox(getDb(), phone);
      const code = /\d{6}/.exec(sms.text)![0];
      expect(sms.text).toBe(translate(locale, "mail.smsCode", { code, minutes: 10 }));

      // A code sign-in makes the confirmed account: its welcome mail waits in the campaign queue in this language.
      expect(
        (
          await flows.verifyCode(request("/login?view=verify_otp"), {
            identifier: { kind: "email", value: address("code") },
            code: otp,
            purpose: "sign_in",
          })
        ).ok,
      ).toBe(true);
      let queued: { locale: string } | undefined;
      for (let i = 0; i < 150 && !queued; i++) {
        queued = await getDb()
          .kysely.selectFrom("campaign_recipients")
          .select("locale")
          .where("email", "=", address("code"))
          .executeTakeFirst();
        if (!queued) await new Promise((r) => setTimeout(r, 20));
      }
      expect(queued?.locale).toBe(locale);
    });
  },
  { seed: true },
);
