import pino from "pino";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import type { MailMessage, Mailer } from "../mail/mailer.ts";
import { createRateLimiter } from "../security/rate-limit.ts";
import { CONTACT_LIMIT, createContactService } from "./contact.ts";

function setup(db: Db, failMail = false) {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    transport: "smtp",
    async send(message) {
      if (failMail) throw new Error("smtp down");
      sent.push(message);
      return { delivered: true };
    },
    allowRecipient: async () => ({ allowed: true, retryAfterMs: 0 }),
    close() {},
  };
  const contact = createContactService({
    db,
    mailer,
    rateLimits: createRateLimiter(db),
    logger: pino({ level: "silent" }),
    supportEmail: "help@flap.example.com",
    now: () => 1_700_000_000_000,
  });
  return { contact, sent };
}

const stored = (db: Db, email: string) => db.kysely.selectFrom("contact_messages").selectAll().where("email", "=", email).execute();

describeEachDialect("contact", (getDb) => {
  it("stores the message and mails it to SUPPORT_EMAIL with the sender as Reply-To", async () => {
    const db = getDb();
    const { contact, sent } = setup(db);
    const result = await contact.send({
      email: " sender@example.com ",
      message: "  The bird <b>sticks</b>\nat 40.  ",
      ip: "198.51.100.1",
      userAgent: "UA/1",
    });
    expect(result).toMatchObject({ ok: true });
    const rows = await stored(db, "sender@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: "The bird <b>sticks</b>\nat 40.",
      ip: "198.51.100.1",
      user_agent: "UA/1",
      status: "new",
      locale: "en",
      player_id: null,
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: "help@flap.example.com",
      replyTo: "sender@example.com",
      subject: "Contact form: message from sender@example.com",
    });
    expect(sent[0]!.text).toContain("The bird <b>sticks</b>\nat 40.");
    expect(sent[0]!.html).toContain("The bird &lt;b&gt;sticks&lt;/b&gt;");
  });

  it("needs an e-mail and a message", async () => {
    const db = getDb();
    const { contact, sent } = setup(db);
    expect(await contact.send({ email: "nope", message: "hi", ip: "198.51.100.2" })).toMatchObject({
      ok: false,
      status: 400,
      error: "invalid_email",
    });
    expect(await contact.send({ email: "empty@example.com", message: "   ", ip: "198.51.100.2" })).toMatchObject({
      ok: false,
      status: 400,
      error: "message_required",
    });
    expect(await contact.send({ email: "long@example.com", message: "x".repeat(10_001), ip: "198.51.100.2" })).toMatchObject({
      ok: false,
      status: 400,
      error: "message_too_long",
    });
    expect(await stored(db, "empty@example.com")).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it("answers a filled honeypot like a success but stores and mails nothing", async () => {
    const db = getDb();
    const { contact, sent } = setup(db);
    expect(
      await contact.send({ email: "bot@example.com", message: "buy now", website: "http://spam.example", ip: "198.51.100.3" }),
    ).toEqual({ ok: true, id: null });
    expect(await stored(db, "bot@example.com")).toHaveLength(0);
    expect(sent).toHaveLength(0);
  });

  it("rate-limits per IP with a clear 429", async () => {
    const db = getDb();
    const { contact } = setup(db);
    for (let i = 0; i < CONTACT_LIMIT.max; i++) {
      expect((await contact.send({ email: "burst@example.com", message: `m${i}`, ip: "198.51.100.4" })).ok).toBe(true);
    }
    const refused = await contact.send({ email: "burst@example.com", message: "one more", ip: "198.51.100.4" });
    expect(refused).toMatchObject({ ok: false, status: 429, error: "rate_limited" });
    if (!refused.ok) expect(refused.message).toMatch(/Please wait a few minutes/);
    expect(await stored(db, "burst@example.com")).toHaveLength(CONTACT_LIMIT.max);
    expect((await contact.send({ email: "burst@example.com", message: "other ip", ip: "198.51.100.5" })).ok).toBe(true);
  });

  it("keeps the message when the mail fails (the admin inbox still has it)", async () => {
    const db = getDb();
    const { contact } = setup(db, true);
    expect((await contact.send({ email: "kept@example.com", message: "hello", ip: "198.51.100.6" })).ok).toBe(true);
    expect(await stored(db, "kept@example.com")).toHaveLength(1);
  });
});
