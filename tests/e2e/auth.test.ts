// Accounts end to end: every /login view in Chromium against the production build, with the mails
// read from a real local SMTP server and the links in them followed; the SMS code from the outbox.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { rowsContaining, tableColumns } from "../../server/db/introspect.ts";
import { listOutbox } from "../../server/mail/mailer.ts";
import { createWalletService } from "../../server/wallet/service.ts";
import { Client, asPlayer } from "./auth-client.ts";
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
    browser = await launchBrowser();
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

  it("a guest signs up, confirms the e-mail, keeps its coins, signs out and comes back with a magic link", async () => {
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

    const email = `guest-${dialect}@example.com`;
    await signUpByEmail(watched, email, "guest-password-1");
    await page.waitForURL(server.url + "/store");
    await go(page, "/account");
    expect(await page.getByTestId("account-email").textContent()).toContain(email);
    expect(await page.getByTestId("account-coins").textContent()).toBe("250");

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
  });

  it("sign_in: errors in the red box, then back to the page the player came from (same-site paths only)", async () => {
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

  it("forgotten_password mails a link that opens update_password; after updating, sign_in", async () => {
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

  it("verify_otp: a 6-digit code by e-mail signs in (a wrong one is refused)", async () => {
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

  it("sign_up with a phone number: the SMS code from the outbox confirms it, then phone + password signs in", async () => {
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
  });

  it("/account: a new name, the data as JSON, and deleting the account leaves no trace of them, on the boards or anywhere", async () => {
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
    expect(await db.kysely.selectFrom("leaderboard_entries").selectAll().where("id", "=", `e2e-${dialect}`).execute()).toEqual([]);
    // No row of any table holds their id, address or name any more (docs/decisions/025).
    const found: Record<string, number> = {};
    for (const [table, columns] of await tableColumns(db)) {
      const n = await rowsContaining(db, table, columns, [player.id, email, "Ace Flapper"]);
      if (n > 0) found[table] = n;
    }
    expect(found).toEqual({});
    expect(await db.kysely.selectFrom("audit_log").select("actor").where("action", "=", "player.erase").execute()).toContainEqual({
      actor: "player",
    });
    expect(await db.kysely.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()).toBeUndefined();
    expect(((await (await page.request.get(server.url + "/api/session")).json()) as { player: unknown }).player).toBeNull();
    expect(expectedHttpErrors(errors)).toEqual([]);
    await watched.close();
  });
});
