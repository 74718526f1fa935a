// Accounts end to end: every /login view in Chromium against the production build, with the mails
// read from a real local SMTP server and the links in them followed; the SMS code from the outbox.
// Each flow also runs over HTTP (the forms posted as a page without JavaScript posts them), on both
// engines; the flows in Chromium run on SQLite only (docs/decisions/030).
import { parse } from "node-html-parser";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { rowsContaining, tableColumns } from "../../server/db/introspect.ts";
import { listOutbox } from "../../server/mail/mailer.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { Client, asGuest, asPlayer } from "./auth-client.ts";
import { launchBrowser, openPage, type WatchedPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

/** Polls long enough for a shared, busy machine (password hashing takes a while). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { interval: 50 });

/** Failed form posts answer 4xx on purpose; Chromium logs those responses on the console. */
const EXPECTED_HTTP_ERROR = /Failed to load resource: .*status of 4\d\d/;
const expectedHttpErrors = (errors: string[]) => errors.filter((e) => !EXPECTED_HTTP_ERROR.test(e));
/** Our words for Better Auth's INVALID_EMAIL_OR_PASSWORD (its own, "Invalid email or password", are never shown). */
const WRONG_EMAIL_OR_PASSWORD = "The e-mail address or password is not right. Check both and try again, or reset your password.";

describe.each(["sqlite", "postgres"] as const)("accounts on %s", (dialect) => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;
  let db: Db;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(dialect);
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, ADMIN_PASSWORD: "operator-e2e-password" } });
    // CI time: Chromium only where the browser flows run (docs/decisions/030).
    if (dialect === "sqlite") browser = await launchBrowser();
    db = openDatabase(database.url, { poolMax: 2 });
  });

  afterAll(async () => {
    await db?.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  const open = async () => (await openPage(browser, { viewport: { width: 1280, height: 900 } })).allowErrors(EXPECTED_HTTP_ERROR);
  /** Loads a page and waits until React Router runs in it (cheaper than waiting for network idle). */
  const go = async (page: Page, url: string) => {
    await page.goto(url.startsWith("http") ? url : server.url + url);
    await page.waitForFunction(() => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter));
  };
  const submit = (page: Page) => page.getByTestId("auth-submit").click();
  const errorBox = (page: Page) => page.getByTestId("auth-error");
  const noticeBox = (page: Page) => page.getByTestId("auth-notice");
  const view = (page: Page) => page.getByTestId("auth-view").getAttribute("data-view");
  const password = (page: Page, label = "Password") => page.getByLabel(label, { exact: true });

  /** A page's answer over HTTP: status, where it sends the visitor, and what its boxes say. */
  async function answer(response: Response) {
    const location = response.headers.get("location");
    const html = response.status >= 300 && response.status < 400 ? (await response.body?.cancel(), null) : parse(await response.text());
    const text = (testId: string) => html?.querySelector(`[data-testid="${testId}"]`)?.text ?? null;
    const url = new URL(response.url);
    return {
      status: response.status,
      location,
      /** Path and query of the answered URL (the last hop of a followed link). */
      at: url.pathname + url.search,
      view: html?.querySelector('[data-testid="auth-view"]')?.getAttribute("data-view") ?? null,
      error: text("auth-error"),
      notice: text("auth-notice"),
      text,
    };
  }
  /** A form posted as the page posts it (a page without JavaScript does the same). */
  const post = async (client: Client, path: string, form: Record<string, string>) => answer(await client.send(path, { form }));
  /** A link followed (redirects within the site, cookies kept) to the page it ends on. */
  const visit = async (client: Client, url: string) => answer(await client.follow(url));

  /** A deleted account leaves no row naming it, on the boards or anywhere (docs/decisions/025). */
  async function expectErased(playerId: string, email: string, name: string, entryId: string) {
    expect(await db.kysely.selectFrom("leaderboard_entries").selectAll().where("id", "=", entryId).execute()).toEqual([]);
    const found: Record<string, number> = {};
    for (const [table, columns] of await tableColumns(db)) {
      const n = await rowsContaining(db, table, columns, [playerId, email, name]);
      if (n > 0) found[table] = n;
    }
    expect(found).toEqual({});
    expect(await db.kysely.selectFrom("audit_log").select("actor").where("action", "=", "player.erase").execute()).toContainEqual({
      actor: "player",
    });
    expect(await db.kysely.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
  }

  async function signUpByEmail(watched: WatchedPage, email: string, pw: string) {
    const { page } = watched;
    await go(page, "/login?view=sign_up");
    await page.getByLabel("Email or phone number").fill(email);
    await password(page).fill(pw);
    await submit(page);
    await poll(() => noticeBox(page).textContent()).toBe("Check your e-mail for the confirmation link.");
    const mail = await smtp.waitFor({ to: email, subject: "Confirm your Flap Master e-mail" });
    expect(mail.html).toContain(mail.links[0]!.replace(/&/g, "&amp;"));
    await page.goto(mail.links[0]!);
  }

  async function signOut(page: Page) {
    await go(page, "/account");
    await page.getByTestId("account-sign-out").click();
    await page.waitForURL(server.url + "/");
  }

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: a guest signs up ..." below; server/auth/service.test.ts
  // "a guest keeps its coins when it signs up and confirms the e-mail").
  it.runIf(dialect === "sqlite")(
    "a guest signs up, confirms the e-mail, keeps its coins, signs out and comes back with a magic link",
    async () => {
      const watched = await open();
      const { page, errors } = watched;
      await go(page, "/");
      // The /play page asks for a guest on first play; the same request from this page.
      const guest = await page.request.post(server.url + "/api/session/guest", { headers: { origin: server.url } });
      expect(guest.status()).toBe(201);
      const guestId = ((await guest.json()) as { player: { id: string } }).player.id;
      await createWalletService(db).apply({ playerId: guestId, delta: 250, reason: "test", reference: `e2e-seed:${guestId}` });

      await go(page, "/login?view=sign_up");
      await poll(() => page.locator("h1").textContent()).toBe("Welcome Back");
      expect(await page.getByText("Sign in to continue playing").count()).toBe(1);
      expect(await page.getByTestId("guest-note").count()).toBe(1);
      await submit(page);
      await poll(() => errorBox(page).textContent()).toBe("You must provide either an email or phone number and a password");

      // A long address with no hyphen to break at (it once pushed the account page wider than a phone:
      // checked below).
      const email = `guest.player.${dialect}@examplemail.com`;
      await signUpByEmail(watched, email, "guest-password-1");
      await page.waitForURL(server.url + "/store");
      await go(page, "/account");
      expect(await page.getByTestId("account-email").textContent()).toContain(email);
      expect(await page.getByTestId("account-coins").textContent()).toBe("250");
      // On a phone the e-mail wraps in its card: the page is no wider than the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const emailBox = (await page.getByTestId("account-email").boundingBox())!;
      expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(390);
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByTestId("account-sign-out").click();
      await page.waitForURL(server.url + "/");
      await go(page, "/account");
      await page.waitForURL(/\/login\?redirectTo=%2Faccount$/);

      await page.goto(server.url + "/login?view=magic_link");
      await submit(page);
      await poll(() => errorBox(page).textContent()).toBe("Please enter your email address.");
      await page.getByLabel("Email address").fill(email);
      await submit(page);
      await poll(() => noticeBox(page).textContent()).toBe("Check your e-mail for the magic link.");
      const mail = await smtp.waitFor({ to: email, subject: "Your Flap Master sign-in link" });
      await page.goto(mail.links[0]!);
      await page.waitForURL(server.url + "/store");
      await go(page, "/account");
      expect(await page.getByTestId("account-coins").textContent()).toBe("250");
      expect(expectedHttpErrors(errors)).toEqual([]);
      await watched.close();
      // A used link does not work twice.
      const again = await open();
      await go(again.page, mail.links[0]!);
      expect(new URL(again.page.url()).pathname).toBe("/login");
      expect(await view(again.page)).toBe("magic_link");
      expect(await errorBox(again.page).textContent()).toBe("This link is invalid or has expired. Please ask for a new one.");
      await again.close();
    },
  );

  it("over HTTP: a guest signs up on /login, confirms, keeps its coins, signs out, and a magic link signs in once", async () => {
    const client = await asGuest(server.url);
    const guestId = (await client.session()).player!.id;
    await createWalletService(db).apply({ playerId: guestId, delta: 250, reason: "test", reference: `e2e-seed:${guestId}` });
    expect(await post(client, "/login", { intent: "sign_up", identifier: "", password: "" })).toMatchObject({
      status: 400,
      error: "You must provide either an email or phone number and a password",
    });
    const email = `http-guest-${dialect}@example.com`;
    expect(await post(client, "/login", { intent: "sign_up", identifier: email, password: "guest-password-1" })).toMatchObject({
      status: 200,
      notice: "Check your e-mail for the confirmation link.",
    });
    const confirm = await smtp.waitFor({ to: email, subject: "Confirm your Flap Master e-mail" });
    expect((await visit(client, confirm.links[0]!)).at).toBe("/store");
    const account = await visit(client, "/account");
    expect([account.text("account-email"), account.text("account-coins")]).toEqual([email, "250"]);

    expect(await post(client, "/account", { intent: "sign_out" })).toMatchObject({ status: 302, location: "/" });
    expect((await client.session()).player).toBeNull();
    expect(await visit(client, "/account")).toMatchObject({ at: "/login?redirectTo=%2Faccount", view: "sign_in" });

    expect(await post(client, "/login", { intent: "magic_link", email: "" })).toMatchObject({
      status: 400,
      error: "Please enter your email address.",
    });
    expect(await post(client, "/login", { intent: "magic_link", email })).toMatchObject({
      status: 200,
      notice: "Check your e-mail for the magic link.",
    });
    const link = (await smtp.waitFor({ to: email, subject: "Your Flap Master sign-in link" })).links[0]!;
    expect((await visit(client, link)).at).toBe("/store");
    expect((await visit(client, "/account")).text("account-coins")).toBe("250");
    // A used link does not work twice.
    expect(await visit(new Client(server.url), link)).toMatchObject({
      at: expect.stringMatching(/^\/login\?view=magic_link&error=/),
      view: "magic_link",
      error: "This link is invalid or has expired. Please ask for a new one.",
    });
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: sign_in ..." and "/login's sign_in sends the player on to
  // same-site paths only" below; server/auth/service.test.ts "signs in with a password, ...").
  it.runIf(dialect === "sqlite")("sign_in: errors in the red box, then back to the page the player came from", async () => {
    const email = `signin-${dialect}@example.com`;
    await asPlayer(server.url, smtp, email, "signin-password-1");

    const watched = await open();
    const { page, errors } = watched;
    // The header's account icon, followed in the page (a client-side navigation fetches /account's
    // data from /account.data): /account's guard sends the visitor to sign in and back to the page.
    await go(page, "/");
    await page.getByTestId("header-account").click();
    await page.waitForURL(server.url + "/login?redirectTo=%2Faccount");
    expect(await view(page)).toBe("sign_in");
    await page.getByLabel("Email or phone number").fill(email);
    await submit(page);
    await poll(() => errorBox(page).textContent()).toBe("You must provide either an email or phone number and a password");
    await password(page).fill("not-my-password");
    await submit(page);
    await poll(() => errorBox(page).textContent()).toBe(WRONG_EMAIL_OR_PASSWORD);
    await page.getByLabel("Email or phone number").fill(email);
    await password(page).fill("signin-password-1");
    await submit(page);
    await page.waitForURL(server.url + "/account");
    // Signed in, /login itself moves on.
    await page.goto(server.url + "/login");
    await page.waitForURL(server.url + "/store");
    expect(expectedHttpErrors(errors)).toEqual([]);
    await watched.close();
  });

  it("over HTTP: sign_in refuses a missing and a wrong password, then signs in to the page asked for; /login moves on", async () => {
    const email = `http-signin-${dialect}@example.com`;
    await asPlayer(server.url, smtp, email, "signin-password-1");
    const client = new Client(server.url);
    expect((await visit(client, "/account")).at).toBe("/login?redirectTo=%2Faccount");
    const signIn = (password: string) => post(client, "/login", { intent: "sign_in", identifier: email, password, redirectTo: "/account" });
    expect(await signIn("")).toMatchObject({ status: 400, error: "You must provide either an email or phone number and a password" });
    expect(await signIn("not-my-password")).toMatchObject({ status: 401, view: "sign_in", error: WRONG_EMAIL_OR_PASSWORD });
    expect(await signIn("signin-password-1")).toMatchObject({ status: 302, location: "/account" });
    expect((await client.session()).player).toMatchObject({ isGuest: false });
    // Signed in, /login itself moves on.
    expect((await visit(client, "/login")).at).toBe("/store");
  });

  it("/login's sign_in sends the player on to same-site paths only", async () => {
    const email = `redirect-${dialect}@example.com`;
    await asPlayer(server.url, smtp, email, "signin-password-1");
    // No open redirect: only a same-site path is followed (the form works without JavaScript too).
    for (const [target, lands] of [
      ["//evil.example/x", "/store"],
      ["/\\evil.example", "/store"],
      ["https://evil.example/", "/store"],
      ["/leaderboard?x=1", "/leaderboard?x=1"],
      // A data URL (from a page built before the fix, or typed) means its page.
      ["/account.data?_routes=routes%2Faccount", "/account"],
    ]) {
      const response = await new Client(server.url).send("/login", {
        form: { intent: "sign_in", identifier: email, password: "signin-password-1", redirectTo: target! },
      });
      expect([response.status, response.headers.get("location")], target).toEqual([302, lands]);
    }
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: forgotten_password ..." below; server/auth/account-mails.test.ts
  // "mails 'your password was changed' after a change and after a reset; ...").
  it.runIf(dialect === "sqlite")("forgotten_password mails a link that opens update_password; after updating, sign_in", async () => {
    const email = `reset-${dialect}@example.com`;
    await asPlayer(server.url, smtp, email, "old-password-1");

    const watched = await open();
    const { page, errors } = watched;
    await go(page, "/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await poll(() => view(page)).toBe("forgotten_password");
    await page.getByLabel("Email address").fill(email);
    await submit(page);
    await poll(() => noticeBox(page).textContent()).toContain("we have sent it a link to reset the password");
    const mail = await smtp.waitFor({ to: email, subject: "Reset your Flap Master password" });
    await go(page, mail.links[0]!);
    expect(new URL(page.url()).searchParams.get("view")).toBe("update_password");
    expect(await view(page)).toBe("update_password");
    await password(page, "New password").fill("new-password-2");
    await submit(page);
    await poll(() => view(page)).toBe("sign_in");
    expect(await noticeBox(page).textContent()).toBe("Your password has been updated. Sign in with your new password.");
    await page.getByLabel("Email or phone number").fill(email);
    await password(page).fill("old-password-1");
    await submit(page);
    await poll(() => errorBox(page).textContent()).toBe(WRONG_EMAIL_OR_PASSWORD);
    await password(page).fill("new-password-2");
    await submit(page);
    await page.waitForURL(server.url + "/store");
    expect(expectedHttpErrors(errors)).toEqual([]);
    await watched.close();
  });

  it("over HTTP: forgotten_password mails a link to update_password; the new password signs in, the old one not", async () => {
    const email = `http-reset-${dialect}@example.com`;
    await asPlayer(server.url, smtp, email, "old-password-1");
    const client = new Client(server.url);
    expect(await post(client, "/login", { intent: "forgotten_password", email })).toMatchObject({
      status: 200,
      view: "forgotten_password",
      notice: expect.stringContaining("we have sent it a link to reset the password"),
    });
    const mail = await smtp.waitFor({ to: email, subject: "Reset your Flap Master password" });
    const opened = await visit(client, mail.links[0]!);
    expect(opened).toMatchObject({ status: 200, view: "update_password" });
    const token = new URL(opened.at, server.url).searchParams.get("token");
    expect(token).toBeTruthy();
    expect(await post(client, "/login", { intent: "update_password", token: token!, newPassword: "new-password-2" })).toMatchObject({
      status: 200,
      view: "sign_in",
      notice: "Your password has been updated. Sign in with your new password.",
    });
    const signIn = (password: string) => post(client, "/login", { intent: "sign_in", identifier: email, password });
    expect(await signIn("old-password-1")).toMatchObject({ status: 401, error: WRONG_EMAIL_OR_PASSWORD });
    expect(await signIn("new-password-2")).toMatchObject({ status: 302, location: "/store" });
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: verify_otp ..." below; server/auth/mail-locale.test.ts).
  it.runIf(dialect === "sqlite")("verify_otp: a 6-digit code by e-mail signs in (a wrong one is refused)", async () => {
    const email = `code-${dialect}@example.com`;
    const watched = await open();
    const { page, errors } = watched;
    await go(page, "/login?view=verify_otp");
    await submit(page);
    await poll(() => errorBox(page).textContent()).toBe("You must provide either an email or phone number");
    await page.getByLabel("Email or phone number").fill(email);
    await submit(page);
    await poll(() => noticeBox(page).textContent()).toBe(`We sent a 6-digit code to ${email}.`);
    const mail = await smtp.waitFor({ to: email, subject: /^Your Flap Master sign-in code: \d{6}$/ });
    const code = /(\d{6})$/.exec(mail.subject)![1]!;
    expect(mail.text).toContain(code);
    await page.getByLabel("Code").fill(code === "000000" ? "111111" : "000000");
    await submit(page);
    await poll(() => errorBox(page).count()).toBe(1);
    await page.getByLabel("Code").fill(code);
    await submit(page);
    await page.waitForURL(server.url + "/store");
    expect(expectedHttpErrors(errors)).toEqual([]);
    await watched.close();
  });

  it("over HTTP: verify_otp mails a 6-digit code that signs in; a wrong one is refused", async () => {
    const email = `http-code-${dialect}@example.com`;
    const client = new Client(server.url);
    expect(await post(client, "/login", { intent: "send_code", identifier: "" })).toMatchObject({
      status: 400,
      error: "You must provide either an email or phone number",
    });
    expect(await post(client, "/login", { intent: "send_code", identifier: email })).toMatchObject({
      status: 200,
      view: "verify_otp",
      notice: `We sent a 6-digit code to ${email}.`,
    });
    const mail = await smtp.waitFor({ to: email, subject: /^Your Flap Master sign-in code: \d{6}$/ });
    const code = /(\d{6})$/.exec(mail.subject)![1]!;
    const verify = (tried: string) => post(client, "/login", { intent: "verify_code", identifier: email, purpose: "sign_in", code: tried });
    const wrong = await verify(code === "000000" ? "111111" : "000000");
    expect(wrong).toMatchObject({ view: "verify_otp", error: expect.any(String) });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(await verify(code)).toMatchObject({ status: 302, location: "/store" });
    expect((await client.session()).player).toMatchObject({ isGuest: false });
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: sign_up with a phone number ..." below).
  it.runIf(dialect === "sqlite")(
    "sign_up with a phone number: the SMS code from the outbox confirms it, then phone + password signs in",
    async () => {
      const phone = dialect === "sqlite" ? "+15550001001" : "+15550001002";
      const watched = await open();
      const { page, errors } = watched;
      await go(page, "/login?view=sign_up");
      await page.getByLabel("Email or phone number").fill("5550001001");
      await password(page).fill("phone-password-1");
      await submit(page);
      await poll(() => errorBox(page).textContent()).toContain("country code");
      await page.getByLabel("Email or phone number").fill(phone);
      await password(page).fill("phone-password-1");
      await submit(page);
      await poll(() => view(page)).toBe("verify_otp");
      expect(await noticeBox(page).textContent()).toBe(`We sent a 6-digit code by SMS to ${phone}.`);
      let sms: Awaited<ReturnType<typeof listOutbox>> = [];
      await poll(async () => (sms = await listOutbox(db, { recipient: phone, channel: "sms" })).length).toBe(1);
      const code = /(\d{6})/.exec(sms[0]!.text)![1]!;
      await page.getByLabel("Code").fill(code);
      await submit(page);
      await page.waitForURL(server.url + "/store");
      await go(page, "/account");
      expect(await page.getByText(phone).count()).toBe(1);
      expect(await page.getByTestId("account-email").textContent()).toBe("Not set");
      await signOut(page);

      await go(page, "/login");
      await page.getByLabel("Email or phone number").fill(phone);
      await password(page).fill("phone-password-1");
      await submit(page);
      await page.waitForURL(server.url + "/store");
      expect(expectedHttpErrors(errors)).toEqual([]);
      await watched.close();
    },
  );

  it("over HTTP: sign_up with a phone number sends an SMS code that confirms it; then phone + password signs in", async () => {
    const phone = dialect === "sqlite" ? "+15550002001" : "+15550002002";
    const client = new Client(server.url);
    const signUp = (identifier: string) => post(client, "/login", { intent: "sign_up", identifier, password: "phone-password-1" });
    expect((await signUp("5550002001")).error).toContain("country code");
    expect(await signUp(phone)).toMatchObject({ status: 200, view: "verify_otp", notice: `We sent a 6-digit code by SMS to ${phone}.` });
    let sms: Awaited<ReturnType<typeof listOutbox>> = [];
    await poll(async () => (sms = await listOutbox(db, { recipient: phone, channel: "sms" })).length).toBe(1);
    const code = /(\d{6})/.exec(sms[0]!.text)![1]!;
    // The page sends the password typed at the first step along with the code.
    expect(
      await post(client, "/login", {
        intent: "verify_code",
        identifier: phone,
        purpose: "phone_sign_up",
        code,
        password: "phone-password-1",
      }),
    ).toMatchObject({ status: 302, location: "/store" });
    const account = await visit(client, "/account");
    expect(account.text("account-page")).toContain(phone);
    expect(account.text("account-email")).toBe("Not set");
    expect(await post(client, "/account", { intent: "sign_out" })).toMatchObject({ status: 302, location: "/" });

    const again = new Client(server.url);
    expect(await post(again, "/login", { intent: "sign_in", identifier: phone, password: "phone-password-1" })).toMatchObject({
      status: 302,
      location: "/store",
    });
  });

  // CI time: the browser flow runs on SQLite only; the page is the same on either engine, and what it
  // calls is tested on both ("over HTTP: /account ..." below; server/players/erasure.test.ts and
  // server/players/service.test.ts "exports everything about a player; deletion ...").
  it.runIf(dialect === "sqlite")(
    "/account: a new name, the data as JSON, and deleting the account leaves no trace of them, on the boards or anywhere",
    async () => {
      const email = `leaver-${dialect}@example.com`;
      const watched = await open();
      const { page, errors } = watched;
      await signUpByEmail(watched, email, "leaver-password-1");
      await page.waitForURL(server.url + "/store");
      const { player } = (await (await page.request.get(server.url + "/api/session")).json()) as { player: { id: string } };
      await db.kysely
        .insertInto("leaderboard_entries")
        .values({
          id: `e2e-${dialect}`,
          board: "daily",
          period: "2026-01-01",
          player_id: player.id,
          name: "Leaver",
          score: 42,
          achieved_at: 1,
        })
        .execute();

      await go(page, "/account");
      await page.getByLabel("Display name").fill("Ace Flapper");
      await page.getByTestId("account-save-name").click();
      await poll(() => page.getByTestId("auth-notice").textContent()).toBe("Your name is saved.");

      const exported = await page.request.get(server.url + "/api/account/export");
      expect(exported.headers()["content-disposition"]).toMatch(/^attachment; filename="flap-master-data-\d{4}-\d\d-\d\d\.json"$/);
      const data = (await exported.json()) as {
        profile: { email: string; name: string };
        leaderboardEntries: unknown[];
        sessions: unknown[];
      };
      expect(data.profile).toMatchObject({ email, name: "Ace Flapper" });
      expect(data.leaderboardEntries).toHaveLength(1);
      expect(data.sessions.length).toBeGreaterThan(0);

      await password(page, "Enter your password to confirm").fill("wrong-password");
      await page.getByTestId("account-delete").click();
      await poll(() => page.getByTestId("auth-error").textContent()).toBe(
        "That password is not right. Enter your current password to delete your account.",
      );
      await password(page, "Enter your password to confirm").fill("leaver-password-1");
      await page.getByTestId("account-delete").click();
      await page.waitForURL(server.url + "/");
      await expectErased(player.id, email, "Ace Flapper", `e2e-${dialect}`);
      expect(((await (await page.request.get(server.url + "/api/session")).json()) as { player: unknown }).player).toBeNull();
      expect(expectedHttpErrors(errors)).toEqual([]);
      await watched.close();
    },
  );

  it("over HTTP: /account saves a new name, exports the data, and deleting the account leaves no trace", async () => {
    const email = `http-leaver-${dialect}@example.com`;
    const client = await asPlayer(server.url, smtp, email, "leaver-password-1");
    const playerId = (await client.session()).player!.id;
    const entryId = `http-${dialect}`;
    await db.kysely
      .insertInto("leaderboard_entries")
      .values({ id: entryId, board: "daily", period: "2026-01-01", player_id: playerId, name: "Leaver", score: 42, achieved_at: 1 })
      .execute();
    expect(await post(client, "/account", { intent: "change_name", name: "Quiet Leaver" })).toMatchObject({
      status: 200,
      notice: "Your name is saved.",
    });

    const exported = await client.send("/api/account/export");
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="flap-master-data-\d{4}-\d\d-\d\d\.json"$/);
    const data = (await exported.json()) as {
      profile: { email: string; name: string };
      leaderboardEntries: unknown[];
      sessions: unknown[];
    };
    expect(data.profile).toMatchObject({ email, name: "Quiet Leaver" });
    expect(data.leaderboardEntries).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);

    expect(await post(client, "/account", { intent: "delete_account", confirm: "wrong-password" })).toMatchObject({
      status: 400,
      error: "That password is not right. Enter your current password to delete your account.",
    });
    const cookies = new Map(client.cookies);
    expect(await post(client, "/account", { intent: "delete_account", confirm: "leaver-password-1" })).toMatchObject({
      status: 302,
      location: "/",
    });
    await expectErased(playerId, email, "Quiet Leaver", entryId);
    // Signed out on the server: the cookies the player had lead nowhere.
    const replay = new Client(server.url);
    for (const [name, value] of cookies) replay.cookies.set(name, value);
    expect((await replay.session()).player).toBeNull();
  });
});
