// The newsletter and the contact form end to end on a phone-sized screen, against the production
// build: validation, the skin unlocked on the server, the double opt-in mail caught by a local SMTP
// server and its links followed (confirm, unsubscribe, one-click unsubscribe), the contact mail to
// SUPPORT_EMAIL, and the failure paths. Screenshots land in test-results/newsletter-contact/.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage, type WatchedPage } from "./browser.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const poll = <T>(fn: () => Promise<T> | T, timeout = 15_000) => expect.poll(fn, { timeout, interval: 50 });
/** Refused posts answer 4xx on purpose; Chromium logs those responses on the console. */
const EXPECTED_HTTP_ERROR = /Failed to load resource: .*status of 4\d\d/;
const unexpected = (errors: string[]) => errors.filter((e) => !EXPECTED_HTTP_ERROR.test(e));

const SUPPORT = "support@flap.test";
const shots = join(process.cwd(), "test-results", "newsletter-contact");

describe("newsletter and contact (sqlite)", () => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer;
  let browser: Browser;
  const pages: WatchedPage[] = [];

  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    smtp = await startSmtp();
    database = await createTestDatabase("sqlite");
    server = await startServer({ env: { DATABASE_URL: database.url, SMTP_URL: smtp.url, SUPPORT_EMAIL: SUPPORT } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const p of pages) await p.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  const open = async () => {
    const watched = (await openPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 })).allowErrors(
      EXPECTED_HTTP_ERROR,
    );
    pages.push(watched);
    return watched;
  };
  const go = async (page: Page, url: string) => {
    await page.goto(url.startsWith("http") ? url : server.url + url);
    await page.waitForFunction(() => Boolean((window as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter));
  };
  /** Mail links point at PUBLIC_URL; the server under test listens elsewhere. */
  const local = (link: string) => {
    const url = new URL(link);
    return server.url + url.pathname + url.search;
  };
  const shot = async (page: Page, name: string, testId: string) => {
    await page.getByTestId(testId).first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `${name}.png`) });
  };
  const ownedSkins = (page: Page) =>
    page.evaluate(async () => {
      const store = (await (await fetch("/api/store")).json()) as { skins: { id: string; owned: boolean }[] };
      return store.skins.filter((s) => s.owned).map((s) => s.id);
    });

  it("validates, unlocks the first locked skin, mails the opt-in link and confirms", async () => {
    const watched = await open();
    const { page } = watched;
    await go(page, "/");
    const form = page.getByTestId("newsletter-form");
    const button = page.getByTestId("newsletter-submit");
    const message = page.getByTestId("newsletter-message");
    await form.scrollIntoViewIfNeeded();
    await expect(button.textContent()).resolves.toBe("Subscribe & Unlock Character");
    await shot(page, "newsletter-idle", "newsletter-form");

    await page.getByTestId("newsletter-email").fill("player-at-example");
    await page.getByTestId("newsletter-consent").check();
    await button.click();
    await poll(() => message.textContent()).toBe("Please enter a valid email address.");
    expect(await button.textContent()).toBe("Try Again");
    await shot(page, "newsletter-invalid", "newsletter-form");

    await page.getByTestId("newsletter-email").fill("flyer@example.com");
    await page.getByTestId("newsletter-consent").uncheck();
    await button.click();
    await poll(() => message.textContent()).toBe("Please agree to receive e-mails to subscribe.");
    expect(await ownedSkins(page)).toEqual(["classic"]);

    await page.getByTestId("newsletter-consent").check();
    const started = Date.now();
    await button.click();
    await poll(() => button.textContent()).toBe("Subscribed!");
    // The spec's feedback delay: nothing shows before 1 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await message.textContent()).toBe("Thank you! You've unlocked the Ice Falcon");
    expect(await page.getByTestId("newsletter-email").inputValue()).toBe("");
    await shot(page, "newsletter-success", "newsletter-form");
    // Unlocked on the server, for the guest this visitor became.
    expect(await ownedSkins(page)).toEqual(["classic", "ice-falcon"]);
    // Back to idle after 5 s.
    await poll(() => button.textContent(), 9_000).toBe("Subscribe & Unlock Character");
    expect(await page.getByTestId("newsletter-status").getAttribute("data-status")).toBe("idle");

    const mail = await smtp.waitFor({ to: "flyer@example.com", subject: "Confirm your Flap Master newsletter subscription" });
    expect(mail.text).toContain("Ice Falcon");
    expect(mail.raw).toMatch(/List-Unsubscribe:\s*<http[^>]+\/unsubscribe\?token=/);
    expect(mail.raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const confirm = mail.links.find((l) => l.includes("/newsletter/confirm?token="));
    const unsubscribe = mail.links.find((l) => l.includes("/unsubscribe?token="));
    expect(confirm && unsubscribe).toBeTruthy();

    await go(page, local(confirm!));
    await poll(() => page.getByTestId("newsletter-confirm").getAttribute("data-state")).toBe("done");
    expect(await page.getByTestId("newsletter-confirm").textContent()).toBe("Your subscription is confirmed. Welcome to the flock!");

    // The same address again: no second unlock, a clear message.
    await go(page, "/");
    await page.getByTestId("newsletter-email").fill("Flyer@Example.com");
    await page.getByTestId("newsletter-consent").check();
    await button.click();
    await poll(() => message.textContent()).toBe(
      "This e-mail address is already subscribed. The bonus character is unlocked only once per address.",
    );
    expect(await ownedSkins(page)).toEqual(["classic", "ice-falcon"]);

    // One-click unsubscribe (RFC 8058): a mail client POSTs to the link without a browser.
    const oneClick = await fetch(local(unsubscribe!), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    await go(page, local(unsubscribe!));
    expect(await page.getByTestId("unsubscribe-status").getAttribute("data-state")).toBe("done");
    expect(unexpected(watched.errors)).toEqual([]);
  });

  it("unsubscribes from the mail's link with the page's button, without signing in", async () => {
    const watched = await open();
    const { page } = watched;
    await go(page, "/");
    await page.getByTestId("newsletter-email").fill("second@example.com");
    await page.getByTestId("newsletter-consent").check();
    await page.getByTestId("newsletter-submit").click();
    await poll(() => page.getByTestId("newsletter-message").textContent()).toBe("Thank you! You've unlocked the Ice Falcon");
    const mail = await smtp.waitFor({ to: "second@example.com" });
    const link = mail.links.find((l) => l.includes("/unsubscribe?token="))!;

    const fresh = await open(); // another browser: no session at all
    await go(fresh.page, local(link));
    expect(await fresh.page.getByText("Stop receiving Flap Master newsletter e-mails at second@example.com?").count()).toBe(1);
    await fresh.page.screenshot({ path: join(shots, "unsubscribe-ask.png") });
    await fresh.page.getByTestId("unsubscribe-submit").click();
    await poll(() => fresh.page.getByTestId("unsubscribe-status").textContent()).toBe(
      "You are unsubscribed. You will not receive any more newsletter e-mails.",
    );
    await go(fresh.page, "/unsubscribe?token=bogus");
    expect(await fresh.page.getByTestId("unsubscribe-status").textContent()).toBe("This unsubscribe link is not valid.");
    expect(unexpected(watched.errors)).toEqual([]);
    expect(unexpected(fresh.errors)).toEqual([]);
  });

  it("sends a contact message to SUPPORT_EMAIL, and shows the failures", async () => {
    const watched = await open();
    const { page } = watched;
    await go(page, "/contact");
    const form = page.getByTestId("contact-form").first();
    const email = form.getByTestId("contact-email");
    const text = form.getByTestId("contact-message");
    const button = form.getByTestId("contact-submit");
    const status = form.getByTestId("contact-status");
    // The honeypot is out of sight and out of the tab order.
    const honeypot = form.getByTestId("contact-website");
    const box = await honeypot.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    expect(await honeypot.getAttribute("tabindex")).toBe("-1");

    await email.fill("visitor@example.com");
    await text.fill("The bird is too fast on my phone.\nThanks!");
    // Hold the answer back to see the loading state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact", async (route) => {
      await held;
      await route.continue();
    });
    await button.click();
    await poll(() => button.textContent()).toBe("Sending...");
    expect(await button.isDisabled()).toBe(true);
    await shot(page, "contact-sending", "contact-form");
    release();
    await poll(() => status.textContent()).toBe("Message sent successfully!");
    await page.unroute("**/api/contact");
    expect(await email.inputValue()).toBe("");
    expect(await text.inputValue()).toBe("");
    await shot(page, "contact-success", "contact-form");

    const mail = await smtp.waitFor({ to: SUPPORT, subject: "Contact form: message from visitor@example.com" });
    expect(mail.to).toEqual([SUPPORT]);
    expect(mail.text).toContain("The bird is too fast on my phone.");
    expect(mail.raw).toMatch(/Reply-To: visitor@example\.com/i);
    await poll(() => status.getAttribute("data-status"), 6_000).toBe("idle");

    // A blank message is refused by the server.
    await email.fill("visitor@example.com");
    await text.fill("   ");
    await button.click();
    await poll(() => status.textContent()).toBe("Please enter a message.");
    expect(await status.getAttribute("data-status")).toBe("error");

    // The per-IP limit (5 per 10 minutes): one sent above, four more, then the clear 429.
    const codes = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 0; i < 4; i++) {
        const r = await fetch("/api/contact", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: "v@example.com", message: `m${i}` }),
        });
        out.push(r.status);
      }
      return out;
    });
    expect(codes).toEqual([200, 200, 200, 200]);
    await text.fill("One more question");
    await button.click();
    await poll(() => status.textContent()).toBe("You have sent several messages in a short time. Please wait a few minutes and try again.");
    expect(await text.inputValue()).toBe("One more question");
    await shot(page, "contact-error", "contact-form");
    expect(unexpected(watched.errors)).toEqual([]);
  });
});
