import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { startSmtp, type SmtpFixture } from "../../tests/e2e/smtp.ts";
import { createMailer, isUndeliverable, listOutbox, storeInOutbox } from "./mailer.ts";
import { createSmsSender } from "./sms.ts";
import { escapeHtml, renderMail, renderSms } from "./templates.ts";

const logger = pino({ level: "silent" });

describe("mail templates", () => {
  it("renders a link mail as plain text and HTML with the link in both", () => {
    const url = "http://127.0.0.1:3000/api/auth/verify-email?token=abc&callbackURL=%2Fstore";
    const mail = renderMail("verify_email", { url, minutes: 60 });
    expect(mail.subject).toBe("Confirm your Flap Master e-mail");
    expect(mail.text).toContain(url);
    expect(mail.text).toContain("60 minutes");
    expect(mail.html).toContain(`href="${escapeHtml(url)}"`);
    expect(mail.html).toContain('<html lang="en">');
  });

  it("renders a code mail with the code in subject, text and HTML", () => {
    const mail = renderMail("otp_sign_in", { code: "123456", minutes: 5 });
    expect(mail.subject).toBe("Your Flap Master sign-in code: 123456");
    expect(mail.text).toContain("Your code: 123456");
    expect(mail.html).toContain("123456");
    expect(renderSms("654321", 5)).toBe("Your Flap Master code is 654321. It works for 5 minutes.");
  });

  it("escapes what it puts into HTML", () => {
    const mail = renderMail("magic_link", { url: 'http://x/"><script>alert(1)</script>', minutes: 5 });
    expect(mail.html).not.toContain("<script>");
  });

  it("knows which addresses cannot receive mail", () => {
    expect(isUndeliverable("guest-1@anonymous.placeholder.invalid")).toBe(true);
    expect(isUndeliverable("admin@flapmaster.invalid")).toBe(true);
    expect(isUndeliverable("ana@example.com")).toBe(false);
  });
});

describeEachDialect("mail outbox (no SMTP_URL)", (getDb) => {
  it("stores every e-mail and SMS in the outbox", async () => {
    const mailer = createMailer({ db: getDb(), logger, from: "Flap Master <no-reply@example.com>" });
    expect(mailer.transport).toBe("outbox");
    const mail = renderMail("reset_password", { url: "http://localhost:3000/reset", minutes: 60 });
    expect(await mailer.send({ to: "ana@example.com", ...mail })).toEqual({ delivered: true });
    expect(await mailer.send({ to: "guest@anonymous.placeholder.invalid", ...mail })).toEqual({ delivered: false });
    const sms = createSmsSender({ db: getDb(), logger });
    expect(sms.transport).toBe("outbox");
    await sms.send("+15550001111", renderSms("111222", 5));

    const emails = await listOutbox(getDb(), { channel: "email" });
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ recipient: "ana@example.com", subject: mail.subject, text: mail.text, html: mail.html });
    const texts = await listOutbox(getDb(), { recipient: "+15550001111" });
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", subject: "", html: null });
    expect(texts[0]!.text).toContain("111222");
  });

  it("lists the newest first, also for mails stored in one millisecond", async () => {
    const at = 1_800_000_000_000;
    for (let i = 1; i <= 20; i++) await storeInOutbox(getDb(), { channel: "email", to: "same-ms@example.com", text: `mail ${i}` }, at);
    const listed = await listOutbox(getDb(), { recipient: "same-ms@example.com" });
    expect(listed.map((mail) => mail.text)).toEqual(Array.from({ length: 20 }, (_, i) => `mail ${20 - i}`));
  });

  it("sends one recipient at most 5 mails in 15 minutes and 20 a day, whoever asks; operator mail is not counted", async () => {
    const clock = { now: 1_800_000_000_000 };
    const mailer = createMailer({ db: getDb(), logger, from: "Flap Master <no-reply@example.com>", now: () => clock.now });
    const mail = renderMail("magic_link", { url: "http://localhost:3000/x", minutes: 5 });
    const to = "Victim@Example.com";
    const delivered: boolean[] = [];
    for (let i = 0; i < 6; i++) delivered.push((await mailer.send({ to, ...mail })).delivered);
    expect(delivered).toEqual([true, true, true, true, true, false]);
    expect(await mailer.send({ to: "victim@example.com", ...mail })).toEqual({ delivered: false, limited: true });
    // Another recipient has its own limit; an operator's mail (campaign, test send) is not counted.
    expect(await mailer.send({ to: "someone.else@example.com", ...mail })).toEqual({ delivered: true });
    expect(await mailer.send({ to, ...mail, recipientLimit: "exempt" })).toEqual({ delivered: true });
    // Each new 15-minute window allows 5 more, until 20 in the day.
    for (let window = 1; window < 4; window++) {
      clock.now += 16 * 60_000;
      for (let i = 0; i < 5; i++) expect((await mailer.send({ to, ...mail })).delivered).toBe(true);
    }
    clock.now += 16 * 60_000;
    expect(await mailer.allowRecipient(to)).toMatchObject({ allowed: false });
    expect((await mailer.send({ to, ...mail })).delivered).toBe(false);
    clock.now += 24 * 60 * 60_000;
    expect(await mailer.allowRecipient(to)).toEqual({ allowed: true, retryAfterMs: 0 });
    // A place taken with allowRecipient is not counted twice by the send that uses it.
    expect(await mailer.send({ to, ...mail, recipientLimit: "counted" })).toEqual({ delivered: true });
    const outbox = await listOutbox(getDb(), { recipient: "victim@example.com" });
    expect(outbox.length + (await listOutbox(getDb(), { recipient: to })).length).toBe(5 + 1 + 15 + 1);
  });
});

describe("mail over SMTP", () => {
  let smtp: SmtpFixture;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it("sends plain + HTML through SMTP_URL, and the link survives the trip", async () => {
    const mailer = createMailer({
      db: undefined as never, // never touched for an exempt mail over SMTP (the outbox tests count the limit)
      logger,
      smtpUrl: smtp.url,
      from: "Flap Master <no-reply@example.com>",
    });
    expect(mailer.transport).toBe("smtp");
    const url = "http://127.0.0.1:3000/api/auth/magic-link/verify?token=" + "x".repeat(80) + "&callbackURL=%2Fstore";
    await mailer.send({ to: "Ana@Example.com", ...renderMail("magic_link", { url, minutes: 5 }), recipientLimit: "exempt" });
    const received = await smtp.waitFor({ to: "ana@example.com" });
    expect(received.subject).toBe("Your Flap Master sign-in link");
    expect(received.links).toEqual([url]);
    expect(received.html).toContain("<a href=");
    mailer.close();
  });
});
