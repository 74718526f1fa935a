import pino from "pino";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { Db } from "../db/index.ts";
import { createMailer, listOutbox, type MailMessage, type Mailer } from "../mail/mailer.ts";
import { createRateLimiter } from "../security/rate-limit.ts";
import { createCatalogueService } from "../store/catalogue.ts";
import { consentTextFor, createNewsletterService, hashToken, subscribeMessage, type SubscribeOutcome } from "./newsletter.ts";

async function addUser(db: Db, id: string) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, isAnonymous: false, createdAt: now, updatedAt: now })
    .execute();
}

function fakeMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    transport: "smtp",
    async send(message) {
      sent.push(message);
      return { delivered: true };
    },
    allowRecipient: async () => ({ allowed: true, retryAfterMs: 0 }),
    close() {},
  };
  return { mailer, sent };
}

function setup(db: Db, clock = { now: 1_700_000_000_000 }) {
  const { mailer, sent } = fakeMailer();
  const newsletter = createNewsletterService({
    db,
    mailer,
    catalogue: createCatalogueService(db),
    rateLimits: createRateLimiter(db),
    logger: pino({ level: "silent" }),
    publicUrl: "https://flap.example.com",
    now: () => clock.now,
  });
  const ip = `10.0.0.${Math.floor(Math.random() * 250)}`;
  const subscribe = (email: string, playerId: string, extra: { consent?: boolean; ip?: string } = {}) =>
    newsletter.subscribe({ email, consent: extra.consent ?? true, playerId, ip: extra.ip ?? ip });
  return { newsletter, sent, subscribe, clock };
}

function ok(result: Awaited<ReturnType<ReturnType<typeof setup>["subscribe"]>>): SubscribeOutcome {
  if (!result.ok) throw new Error(`expected success, got ${JSON.stringify(result)}`);
  return result;
}

/** The token in a link of the mail's text part. */
function tokenIn(mail: MailMessage, path: string): string {
  const match = new RegExp(`https://flap\\.example\\.com${path.replace("/", "\\/")}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  return match[1]!;
}

async function newsletterSkins(db: Db, playerId: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom("player_skins")
    .select("skin_id")
    .where("player_id", "=", playerId)
    .where("source", "=", "newsletter")
    .execute();
  return rows.map((r) => r.skin_id);
}

describeEachDialect(
  "newsletter",
  (getDb) => {
    it("refuses an address without an @ and a dot, and a missing consent, storing nothing", async () => {
      const db = getDb();
      await addUser(db, "nl-bad");
      const { subscribe, sent } = setup(db);
      for (const email of ["", "player.example.com", "player@example", "a b@example.com"]) {
        expect(await subscribe(email, "nl-bad")).toMatchObject({
          ok: false,
          status: 400,
          error: "invalid_email",
          message: "Please enter a valid email address.",
        });
      }
      expect(await subscribe("nl-bad@example.com", "nl-bad", { consent: false })).toMatchObject({
        ok: false,
        status: 400,
        error: "consent_required",
      });
      const rows = await db.kysely.selectFrom("newsletter_subscriptions").selectAll().where("player_id", "=", "nl-bad").execute();
      expect(rows).toHaveLength(0);
      expect(sent).toHaveLength(0);
    });

    it("stores the consent and unlocks the first locked skin in catalogue order, once per e-mail", async () => {
      const db = getDb();
      await addUser(db, "nl-a");
      await addUser(db, "nl-b");
      const { subscribe, sent, clock } = setup(db);
      const first = ok(await subscribe("  Flyer.One@Example.com ", "nl-a"));
      expect(first).toMatchObject({ status: "subscribed", skin: { id: "ice-falcon", name: "Ice Falcon" } });
      expect(subscribeMessage(first, "en")).toBe("Thank you! You've unlocked the Ice Falcon");
      expect(await newsletterSkins(db, "nl-a")).toEqual(["ice-falcon"]);

      const row = await db.kysely
        .selectFrom("newsletter_subscriptions")
        .selectAll()
        .where("email", "=", "flyer.one@example.com")
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        player_id: "nl-a",
        consent_text: consentTextFor("en"),
        unlocked_skin_id: "ice-falcon",
        confirmed_at: null,
      });
      expect(Number(row.consent_at)).toBe(clock.now);
      expect(row.consent_text).toContain("I agree to receive e-mails");

      // The confirmation mail: confirm + unsubscribe links, one-click headers; tokens are stored hashed.
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to: "flyer.one@example.com", subject: "Confirm your Flap Master newsletter subscription" });
      expect(sent[0]!.text).toContain("Ice Falcon");
      const unsubscribe = tokenIn(sent[0]!, "/unsubscribe");
      expect(sent[0]!.headers).toEqual({
        "List-Unsubscribe": `<https://flap.example.com/unsubscribe?token=${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(row.confirm_token_hash).toBe(hashToken(tokenIn(sent[0]!, "/newsletter/confirm")));
      expect(row.unsubscribe_token_hash).toBe(hashToken(unsubscribe));

      // The same address again, even from another player: no second unlock, a clear answer.
      const again = ok(await subscribe("flyer.one@example.com", "nl-b"));
      expect(again).toMatchObject({ status: "already_subscribed", skin: null });
      expect(subscribeMessage(again, "en")).toContain("already subscribed");
      expect(await newsletterSkins(db, "nl-b")).toEqual([]);
    });

    it("unlocks once per player: a second address of the same player unlocks nothing", async () => {
      const db = getDb();
      await addUser(db, "nl-c");
      const { subscribe } = setup(db);
      expect(ok(await subscribe("c1@example.com", "nl-c")).skin?.id).toBe("ice-falcon");
      const second = ok(await subscribe("c2@example.com", "nl-c"));
      expect(second).toMatchObject({ status: "subscribed", skin: null, playerAlreadyUnlocked: true });
      expect(subscribeMessage(second, "en")).toBe("Thank you for subscribing! Your newsletter bonus character was already unlocked.");
      expect(await newsletterSkins(db, "nl-c")).toEqual(["ice-falcon"]);
    });

    it("names the unlocked skin in the subscriber's language, in the answer and the mail", async () => {
      const db = getDb();
      await addUser(db, "nl-de");
      const { newsletter, sent } = setup(db);
      const outcome = ok(
        await newsletter.subscribe({ email: "vogel@example.com", consent: true, playerId: "nl-de", ip: "10.0.1.1", locale: "de" }),
      );
      expect(outcome.skin).toEqual({ id: "ice-falcon", name: "Eisfalke" });
      expect(subscribeMessage(outcome, "de")).toBe("Danke! Du hast Eisfalke freigeschaltet");
      expect(sent.at(-1)!.text).toContain("Eisfalke");
      expect(sent.at(-1)!.text).not.toContain("Ice Falcon");
    });

    it("skips owned skins and answers the plain thanks when every giveable skin is owned", async () => {
      const db = getDb();
      await addUser(db, "nl-d");
      await addUser(db, "nl-e");
      const own = (player: string, skin: string) =>
        db.kysely.insertInto("player_skins").values({ player_id: player, skin_id: skin, source: "purchase", acquired_at: 1 }).execute();
      await own("nl-d", "ice-falcon");
      const { subscribe } = setup(db);
      expect(ok(await subscribe("d@example.com", "nl-d")).skin).toEqual({ id: "emerald-hummingbird", name: "Emerald Hummingbird" });

      for (const skin of ["ice-falcon", "emerald-hummingbird", "rainbow-parrot", "fire-cardinal", "shadow-raven"]) await own("nl-e", skin);
      const all = ok(await subscribe("e@example.com", "nl-e"));
      expect(all).toMatchObject({ status: "subscribed", skin: null, playerAlreadyUnlocked: false });
      expect(subscribeMessage(all, "en")).toBe("Thank you for subscribing to our newsletter!");
      // Buy-only skins are never given away.
      expect(await newsletterSkins(db, "nl-e")).toEqual([]);
    });

    it("confirms with the mailed token, unsubscribes with the other, and re-subscribing unlocks nothing", async () => {
      const db = getDb();
      await addUser(db, "nl-f");
      const { newsletter, subscribe, sent } = setup(db);
      ok(await subscribe("f@example.com", "nl-f"));
      const confirm = tokenIn(sent[0]!, "/newsletter/confirm");
      const unsubscribe = tokenIn(sent[0]!, "/unsubscribe");

      expect(await newsletter.confirm("not-a-token")).toEqual({ ok: false, reason: "invalid" });
      expect(await newsletter.confirm(unsubscribe)).toEqual({ ok: false, reason: "invalid" });
      expect(await newsletter.confirm(confirm)).toEqual({ ok: true, email: "f@example.com", state: "done" });
      expect(await newsletter.confirm(confirm)).toEqual({ ok: true, email: "f@example.com", state: "already" });
      const confirmed = await db.kysely
        .selectFrom("newsletter_subscriptions")
        .select("confirmed_at")
        .where("email", "=", "f@example.com")
        .executeTakeFirstOrThrow();
      expect(confirmed.confirmed_at).not.toBeNull();

      // Confirmed: subscribing again sends nothing new.
      expect(ok(await subscribe("f@example.com", "nl-f")).status).toBe("already_subscribed");
      expect(sent).toHaveLength(1);

      expect(await newsletter.lookupUnsubscribe(unsubscribe)).toEqual({ email: "f@example.com", unsubscribed: false });
      expect(await newsletter.unsubscribe(unsubscribe)).toEqual({ ok: true, email: "f@example.com", state: "done" });
      expect(await newsletter.unsubscribe(unsubscribe)).toEqual({ ok: true, email: "f@example.com", state: "already" });
      expect(await newsletter.unsubscribe("nope")).toEqual({ ok: false, reason: "invalid" });
      expect(await newsletter.confirm(confirm)).toEqual({ ok: false, reason: "unsubscribed" });

      const back = ok(await subscribe("f@example.com", "nl-f"));
      expect(back).toMatchObject({ status: "resubscribed", skin: null });
      expect(await newsletterSkins(db, "nl-f")).toEqual(["ice-falcon"]);
      // New tokens: the old links stop working, the new mail's work.
      expect(sent).toHaveLength(2);
      expect(await newsletter.confirm(confirm)).toEqual({ ok: false, reason: "invalid" });
      expect(await newsletter.confirm(tokenIn(sent[1]!, "/newsletter/confirm"))).toMatchObject({ ok: true, state: "done" });
      const row = await db.kysely
        .selectFrom("newsletter_subscriptions")
        .selectAll()
        .where("email", "=", "f@example.com")
        .executeTakeFirstOrThrow();
      expect(row.unsubscribed_at).toBeNull();
    });

    it("refuses a blocked address in the visitor's language: no row, no skin, no mail", async () => {
      const db = getDb();
      const { newsletter, sent } = setup(db);
      await db.kysely.insertInto("newsletter_blocklist").values({ email: "blocked@example.com", created_at: 1 }).execute();
      const result = await newsletter.subscribe({
        email: " Blocked@Example.com",
        consent: true,
        playerId: "nl-blocked",
        ip: "10.9.9.9",
        locale: "es",
      });
      expect(result).toMatchObject({ ok: false, status: 403, error: "address_blocked" });
      expect(!result.ok && result.message).toMatch(/^Esta dirección no puede suscribirse/);
      expect(
        await db.kysely.selectFrom("newsletter_subscriptions").select("id").where("email", "=", "blocked@example.com").execute(),
      ).toEqual([]);
      expect(await newsletterSkins(db, "nl-blocked")).toEqual([]);
      expect(sent.filter((m) => m.to === "blocked@example.com")).toEqual([]);
    });

    it("rate-limits subscriptions per IP", async () => {
      const db = getDb();
      await addUser(db, "nl-g");
      const { subscribe } = setup(db);
      for (let i = 0; i < 10; i++) expect((await subscribe(`g${i}@example.com`, "nl-g", { ip: "203.0.113.9" })).ok).toBe(true);
      expect(await subscribe("g-last@example.com", "nl-g", { ip: "203.0.113.9" })).toMatchObject({
        ok: false,
        status: 429,
        error: "rate_limited",
      });
      expect((await subscribe("g-other@example.com", "nl-g", { ip: "203.0.113.10" })).ok).toBe(true);
    });

    it("sends one unconfirmed address at most 5 confirmation mails in 15 minutes from any network; the 6th request changes nothing", async () => {
      const db = getDb();
      await addUser(db, "nl-bomb");
      const logger = pino({ level: "silent" });
      const mailer = createMailer({ db, logger, from: "Flap Master <no-reply@example.com>" });
      const newsletter = createNewsletterService({
        db,
        mailer,
        catalogue: createCatalogueService(db),
        rateLimits: createRateLimiter(db),
        logger,
        publicUrl: "https://flap.example.com",
      });
      const email = "nl-bomb-target@example.com";
      for (let i = 0; i < 5; i++) {
        expect((await newsletter.subscribe({ email, consent: true, playerId: "nl-bomb", ip: `10.6.0.${i}` })).ok).toBe(true);
      }
      const row = () => db.kysely.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
      const before = await row();
      const sixth = await newsletter.subscribe({
        email: "NL-Bomb-Target@example.com",
        consent: true,
        playerId: "nl-bomb",
        ip: "10.6.0.99",
      });
      expect(sixth).toMatchObject({
        ok: false,
        status: 429,
        error: "rate_limited",
        message: "Too many confirmation mails to this address. Please check your inbox or try again later.",
      });
      expect(await row()).toEqual(before); // the tokens of the last mail still work
      expect(await listOutbox(db, { recipient: email })).toHaveLength(5);
    });
  },
  { seed: true },
);
