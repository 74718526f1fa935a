// Errors a player meets, in the player's language (issue #23): a bad e-mail on sign-up, three wrong
// one-time codes, a wrong password when deleting the account, an over-long address on the contact
// form. Walked in Chromium against the production build, in German (a phone-sized screen, the
// language chosen with ?lang=de and kept by its cookie) and in English: each shows the dictionary's
// sentence, never Better Auth's or zod's words or a field path. SQLite only: the texts do not depend
// on the database (tests/e2e/auth.test.ts runs the flows on both). Screenshots of the German errors
// land in test-results/auth-errors/.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translate } from "../../shared/i18n/dictionaries.server.ts";
import type { MessageKey } from "../../shared/i18n/site/en.ts";
import { asPlayer, Client } from "./auth-client.ts";
import { launchBrowser, openPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type ReceivedMail, type SmtpFixture } from "./smtp.ts";

const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { interval: 50 });
/** Refused form posts answer 4xx on purpose; Chromium logs those responses on the console. Nothing else may show there. */
const EXPECTED_HTTP_ERROR = /Failed to load resource: .*status of 4\d\d/;
/** What the library and zod say, and field paths: never shown. */
const LIBRARY_WORDING =
  /\[body\.|^\w+(\.\w+)*: |Invalid email|Invalid OTP|Too many attempts$|Invalid password|Please confirm to delete|too long$|Too big|expected string/i;

const shots = join(process.cwd(), "test-results", "auth-errors");

describe("errors in the player's language (sqlite)", () => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    smtp = await startSmtp();
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, ADMIN_PASSWORD: "operator-e2e-password" } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  /** The n-th mail (from 1) to `to`, once it is there. */
  async function nthMail(to: string, n: number): Promise<ReceivedMail> {
    await poll(() => smtp.messages.filter((mail) => mail.to.includes(to)).length).toBeGreaterThanOrEqual(n);
    return smtp.messages.filter((mail) => mail.to.includes(to))[n - 1]!;
  }

  describe.each([
    { locale: "de", query: "?lang=de", viewport: { width: 390, height: 844 } },
    { locale: "en", query: "", viewport: { width: 1280, height: 900 } },
  ] as const)("in $locale", ({ locale, query, viewport }) => {
    const text = (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);

    async function open() {
      const watched = (await openPage(browser, { viewport, deviceScaleFactor: 1 })).allowErrors(EXPECTED_HTTP_ERROR);
      return watched;
    }
    /** Loads a page and waits until React Router runs in it. The first visit's ?lang=de sets the cookie. */
    async function go(page: Page, path: string) {
      await page.goto(server.url + path);
      await page.waitForFunction(() => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter));
    }
    const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);
    /** Clicks a form's button and waits for the action's answer (the same error twice is still a new answer). */
    async function submit(page: Page, testId: string) {
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === "POST" && response.url().includes(".data")),
        page.getByTestId(testId).click(),
      ]);
    }
    const errorBox = (page: Page) => page.getByTestId("auth-error");
    /** The error box shows `expected`, and nothing of the library's. */
    async function shows(page: Page, expected: string) {
      await poll(() => errorBox(page).textContent()).toBe(expected);
      expect(expected).not.toMatch(LIBRARY_WORDING);
    }
    const shot = (page: Page, name: string) => (locale === "de" ? page.screenshot({ path: join(shots, `${name}.png`) }) : undefined);

    it("a bad e-mail on sign-up: the dictionary's sentence, on the page and from the API", async () => {
      const { page, errors } = await open();
      await go(page, `/login${query}${query ? "&" : "?"}view=sign_up`);
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);
      for (const address of ["not-an-email", "ana@example", `${"a".repeat(300)}@example.com`]) {
        await field(page, "identifier").fill(address);
        await field(page, "password").fill("a-good-password-1");
        await submit(page, "auth-submit");
        await shows(page, text("login.error.invalidEmail"));
        // The address stays in the field, to be corrected.
        expect(await field(page, "identifier").inputValue()).toBe(address);
      }
      if (locale === "de")
        expect(await errorBox(page).textContent()).toBe("Bitte gib eine gültige E-Mail-Adresse ein, z. B. du@beispiel.de.");
      await shot(page, "sign-up-bad-email");

      // The same refusal straight from Better Auth's endpoint: its code, our sentence in the cookie's language.
      const api = new Client(server.url);
      if (locale === "de") api.cookies.set("lang", "de");
      for (const email of ["not-an-email", `${"a".repeat(300)}@example.com`]) {
        const response = await api.send("/api/auth/sign-up/email", { json: { email, password: "a-good-password-1", name: "Ana" } });
        expect(response.status).toBe(400);
        const body = (await response.json()) as { error: string; message: string };
        expect(body.message).toBe(text("login.error.invalidEmail"));
        expect(["invalid_email", "validation_error", "field_too_long"]).toContain(body.error);
      }
      expect(errors.filter((error) => !EXPECTED_HTTP_ERROR.test(error))).toEqual([]);
    });

    it("three wrong codes: each says the code is wrong; then the code is used up and the page says to ask for a new one, which works", async () => {
      const email = `codes-${locale}@example.com`;
      const { page, errors } = await open();
      await go(page, `/login${query}${query ? "&" : "?"}view=verify_otp`);
      await field(page, "identifier").fill(email);
      await page.getByTestId("auth-submit").click();
      await poll(() => page.getByTestId("auth-notice").textContent()).toBe(text("login.notice.code_sent_email", { identifier: email }));
      const code = /(\d{6})/.exec((await nthMail(email, 1)).subject)![1]!;
      const wrong = ["000000", "111111", "222222"].filter((guess) => guess !== code);

      for (const guess of wrong) {
        await field(page, "code").fill(guess);
        await submit(page, "auth-submit");
        await shows(page, text("login.error.wrongCode"));
        if (guess === wrong[0]) await shot(page, "wrong-code");
      }
      // Three wrong tries: even the right code is refused now, and the page says what to do.
      await field(page, "code").fill(code);
      await submit(page, "auth-submit");
      await shows(page, text("login.error.codeLocked"));
      await shot(page, "code-used-up");

      await page.getByTestId("auth-resend").click();
      await poll(() => page.getByTestId("auth-notice").textContent()).toBe(text("login.notice.code_sent_email", { identifier: email }));
      expect(await errorBox(page).count()).toBe(0);
      const fresh = /(\d{6})/.exec((await nthMail(email, 2)).subject)![1]!;
      await field(page, "code").fill(fresh);
      await page.getByTestId("auth-submit").click();
      await page.waitForURL(server.url + "/store");
      expect(errors.filter((error) => !EXPECTED_HTTP_ERROR.test(error))).toEqual([]);
    });

    it("a wrong password on account deletion says the password is wrong; the right one deletes", async () => {
      const email = `leaver-${locale}@example.com`;
      await asPlayer(server.url, smtp, email, "leaver-password-1");
      const { page, errors } = await open();
      await go(page, `/login${query}`);
      await field(page, "identifier").fill(email);
      await field(page, "password").fill("leaver-password-1");
      await page.getByTestId("auth-submit").click();
      await page.waitForURL(server.url + "/store");
      await go(page, "/account");
      expect(await page.locator("html").getAttribute("lang")).toBe(locale);

      await submit(page, "account-delete");
      await shows(page, text("account.error.deletePasswordMissing"));
      await field(page, "confirm").fill("not-my-password");
      await submit(page, "account-delete");
      await shows(page, text("account.error.deleteWrongPassword"));
      await shot(page, "delete-wrong-password");
      await field(page, "confirm").fill("leaver-password-1");
      await page.getByTestId("account-delete").click();
      await page.waitForURL(server.url + "/");
      expect(errors.filter((error) => !EXPECTED_HTTP_ERROR.test(error))).toEqual([]);
    });

    it("an address too long for the contact API: the form's sentence, not zod's", async () => {
      const { page, errors } = await open();
      await go(page, `/contact${query}`);
      const form = page.getByTestId("contact-form").first();
      await form.getByTestId("contact-email").fill(`${"a".repeat(1_000)}@example.com`);
      await form.getByTestId("contact-message").fill("Hello");
      await form.getByTestId("contact-submit").click();
      await poll(() => form.getByTestId("contact-status").getAttribute("data-status")).toBe("error");
      const shown = await form.getByTestId("contact-status").textContent();
      expect(shown).toBe(text("contact.invalidEmail"));
      expect(shown).not.toMatch(LIBRARY_WORDING);
      expect(errors.filter((error) => !EXPECTED_HTTP_ERROR.test(error))).toEqual([]);
    });
  });
});
