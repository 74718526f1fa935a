// The account's safety: the password policy (all-whitespace and the most common passwords refused on
// every path that sets one, in the player's language), the "you already have an account" mail of a
// duplicate sign-up (the page still says "Check your e-mail"), and the "your password was changed"
// mail after a change or a reset. Real Better Auth, real outbox, both engines.
import { pino } from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { loadConfig } from "../config.ts";
import type { Db } from "../db/index.ts";
import { listOutbox } from "../mail/mailer.ts";
import { createServices, type Services } from "../services.ts";
import { passwordProblem } from "./password-policy.ts";

const ORIGIN = "http://127.0.0.1:3998";
const logger = pino({ level: "silent" });

function request(path: string, init: { body?: unknown; cookie?: string; ip?: string; lang?: string } = {}): Request {
  const headers = new Headers({ origin: ORIGIN, "x-flap-client-ip": init.ip ?? "10.3.0.1", "x-flap-secure": "0" });
  if (init.lang) headers.set("accept-language", init.lang);
  if (init.body !== undefined) headers.set("content-type", "application/json");
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(ORIGIN + path, {
    method: init.body === undefined ? "GET" : "POST",
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function mailsTo(db: Db, to: string, subject: RegExp, count = 1) {
  for (let i = 0; i < 150; i++) {
    const found = (await listOutbox(db, { recipient: to })).filter((m) => subject.test(m.subject));
    if (found.length >= count) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`fewer than ${count} mails to ${to} matching ${subject}`);
}

describe("passwordProblem", () => {
  it("refuses all-whitespace and the most common passwords, whatever their case and outer spaces", () => {
    for (const blank of ["        ", "\t\t\t\t\t\t\t\t", "\u00a0\u3000        "]) expect(passwordProblem(blank)).toBe("PASSWORD_BLANK");
    for (const common of ["password", "Password", " PASSWORD ", "12345678", "qwertyuiop", "iloveyou", "football"])
      expect(passwordProblem(common)).toBe("PASSWORD_TOO_COMMON");
    for (const fine of ["correct horse battery", "player-password-1", "  spaced out words  ", "Tr0ub4dor&3-flap"])
      expect(passwordProblem(fine)).toBeNull();
  });
});

describeEachDialect("account safety mails and the password policy", (getDb) => {
  let services: Services;
  /** A confirmed account's session cookie. */
  async function confirmedAccount(email: string, password: string, lang = "en"): Promise<string> {
    const signUp = await services.auth.handler(request("/api/auth/sign-up/email", { body: { email, password, name: "Reader" }, lang }));
    expect(signUp.status).toBe(200);
    const [confirm] = await mailsTo(getDb(), email, /./);
    const link = new URL(/https?:\/\/\S+/.exec(confirm!.text)![0]);
    const verified = await services.auth.handler(request(link.pathname + link.search));
    return cookieOf(verified.headers);
  }

  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", ADMIN_PASSWORD: "operator-password-123", PUBLIC_URL: ORIGIN });
    services = createServices({ config, db: getDb(), logger });
    await services.auth.bootstrap();
  });

  it("refuses a blank or common password on sign-up, over HTTP and on /login, in the player's language; nothing is created", async () => {
    const blank = await services.auth.handler(
      request("/api/auth/sign-up/email", {
        body: { email: "blank@example.com", password: "        ", name: "x" },
        lang: "de",
        ip: "10.3.1.1",
      }),
    );
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      error: "password_blank",
      message: "Ein Passwort nur aus Leerzeichen ist kein Passwort. Wähle eines mit Buchstaben, Ziffern oder Sonderzeichen.",
    });
    const common = await services.auth.handler(
      request("/api/auth/sign-up/email", { body: { email: "common@example.com", password: "password", name: "x" }, ip: "10.3.1.2" }),
    );
    expect(common.status).toBe(400);
    expect(await common.json()).toEqual({
      error: "password_too_common",
      message: "This password is one of the most common ones and is easy to guess. Choose another one.",
    });
    const onPage = await services.auth.flows.signUp(request("/login", { body: {}, lang: "fr", ip: "10.3.1.3" }), {
      identifier: { kind: "email", value: "page@example.com" },
      password: "12345678",
      redirectTo: "/store",
    });
    expect(onPage).toMatchObject({ ok: false, status: 400, code: "PASSWORD_TOO_COMMON", error: { key: "login.error.passwordTooCommon" } });
    // A phone sign-up sets its password after the SMS code: refused before any SMS.
    const phone = await services.auth.flows.signUp(request("/login", { body: {}, ip: "10.3.1.4" }), {
      identifier: { kind: "phone", value: "+15550107777" },
      password: "        ",
      redirectTo: "/store",
    });
    expect(phone).toMatchObject({ ok: false, code: "PASSWORD_BLANK", error: { key: "login.error.passwordBlank" } });
    const made = await getDb()
      .kysely.selectFrom("user")
      .select("email")
      .where("email", "in", ["blank@example.com", "common@example.com", "page@example.com"])
      .execute();
    expect(made).toEqual([]);
    expect(await listOutbox(getDb(), { channel: "sms" })).toEqual([]);
  });

  it("a sign-up with an address that has an account answers 'Check your e-mail' and mails its owner, in the requester's language", async () => {
    await confirmedAccount("taken@example.com", "taken password 1");
    const again = await services.auth.flows.signUp(request("/login", { body: {}, lang: "es", ip: "10.3.2.1" }), {
      identifier: { kind: "email", value: "taken@example.com" },
      password: "another password 2",
      redirectTo: "/store",
    });
    // The very answer a new address gets: nobody learns the address has an account.
    expect(again).toEqual({ ok: true, notice: "check_email_confirm" });
    const [notice] = await mailsTo(getDb(), "taken@example.com", /registrarse/);
    expect(notice!.subject).toBe("Alguien intentó registrarse con tu correo");
    expect(notice!.text).toContain(`Iniciar sesión: ${ORIGIN}/login`);
    expect(notice!.html).toContain("¿Has olvidado tu contraseña?");
    // One account, its password unchanged.
    const users = await getDb().kysely.selectFrom("user").select("id").where("email", "=", "taken@example.com").execute();
    expect(users).toHaveLength(1);
    const signIn = await services.auth.flows.signIn(request("/login", { body: {}, ip: "10.3.2.2" }), {
      identifier: { kind: "email", value: "taken@example.com" },
      password: "taken password 1",
    });
    expect(signIn.ok).toBe(true);
  });

  it("mails 'your password was changed' after a change and after a reset; a refused change mails nothing", async () => {
    const cookie = await confirmedAccount("changer@example.com", "first password 1", "it");
    const changeRequest = (lang: string) => request("/account", { body: {}, cookie, lang, ip: "10.3.3.1" });
    const refused = await services.auth.flows.changePassword(changeRequest("it"), {
      currentPassword: "first password 1",
      newPassword: "iloveyou",
    });
    expect(refused).toMatchObject({ ok: false, code: "PASSWORD_TOO_COMMON" });
    const wrong = await services.auth.flows.changePassword(changeRequest("it"), {
      currentPassword: "not it at all",
      newPassword: "second password 2",
    });
    expect(wrong.ok).toBe(false);
    const changed = await services.auth.flows.changePassword(changeRequest("it"), {
      currentPassword: "first password 1",
      newPassword: "second password 2",
    });
    expect(changed.ok).toBe(true);
    const [mail] = await mailsTo(getDb(), "changer@example.com", /password/i);
    expect(mail!.subject).toBe("La tua password di Flap Master è stata cambiata");
    expect(mail!.text).toContain(`Reimposta la password: ${ORIGIN}/login?view=forgotten_password`);
    expect((await listOutbox(getDb(), { recipient: "changer@example.com" })).filter((m) => /cambiata/.test(m.subject))).toHaveLength(1);

    // A reset through the mailed link: the same notice, in the language of the reset's request.
    const forgot = await services.auth.flows.forgotPassword(request("/login", { body: {}, lang: "ja", ip: "10.3.3.2" }), {
      email: "changer@example.com",
    });
    expect(forgot.ok).toBe(true);
    const [resetMail] = await mailsTo(getDb(), "changer@example.com", /パスワード.*再設定|Reset|再設定/);
    const token = /reset-password\/([^?\s]+)/.exec(resetMail!.text)![1]!;
    const reset = await services.auth.flows.updatePassword(request("/login", { body: {}, lang: "ja", ip: "10.3.3.3" }), {
      token,
      newPassword: "third password 3",
    });
    expect(reset).toEqual({ ok: true, notice: "password_updated" });
    const [resetNotice] = await mailsTo(getDb(), "changer@example.com", /^Flap Master のパスワードが変更されました$/);
    expect(resetNotice!.text).toContain("パスワードが変更されました");
  });
});
