import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import type { AuditActor } from "../audit/service.ts";
import { createAuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";
import { createCampaignModule } from "./index.ts";
import { NAME_FALLBACK, renderTemplate } from "./render.ts";
import { insertPlayers, insertSegment } from "./test-data.ts";
import { subscriptionOfCampaignToken } from "./unsubscribe.ts";
import { backoffMs, LEASE_MARGIN_MS } from "./worker.ts";

const actor: AuditActor = { id: "admin-1", label: "admin@example.com" };
const logger = pino({ level: "silent" });

describe("render", () => {
  it("escapes player values in HTML and fills the name placeholder, with a fallback", () => {
    const mail = renderTemplate("Hi {{name}}!", "Hello {{ name }},\n\nSee <b>you</b>.", {
      name: "<script>alert(1)</script>",
      unsubscribeUrl: "https://x.test/unsubscribe?token=a&b",
    });
    expect(mail.html).not.toContain("<script>alert(1)</script>");
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // The body is Markdown with inline HTML: the operator's <b> is bold.
    expect(mail.html).toContain("<b>you</b>");
    expect(mail.text).toContain("See you.");
    expect(mail.html).toContain('href="https://x.test/unsubscribe?token=a&amp;b"');
    expect(mail.text).toContain("Hello <script>alert(1)</script>,");
    expect(mail.text).toContain("Unsubscribe: https://x.test/unsubscribe?token=a&b");
    expect(renderTemplate("Hi {{name}}", "x", { name: "  " }).subject).toBe(`Hi ${NAME_FALLBACK}`);
    expect(renderTemplate("Hi {{name|friend}}", "x", { name: null }).subject).toBe("Hi friend");
    // A name cannot add a header line.
    expect(renderTemplate("Hi {{name}}", "x", { name: "a\r\nBcc: x@y.z" }).subject).toBe("Hi a Bcc: x@y.z");
  });

  it("renders Markdown to sanitised HTML with a matching plain-text part", () => {
    const body = [
      "# Big news, {{name}}",
      "",
      "A **new skin** and *more*: see [the store](https://flap.example.com/store).",
      "",
      "- one",
      "- two",
      "",
      '<b>bold</b> <script>alert(1)</script><img src=x onerror=alert(2)> <a href="javascript:alert(3)">bad</a>',
      '<iframe src="https://evil.example"></iframe><p style="color:red" onclick="x()">styled</p>',
    ].join("\n");
    const mail = renderTemplate("Hi", body, { name: "**Zoe** <i>", locale: "en" });
    expect(mail.html).toContain("<h1>Big news, **Zoe** &lt;i&gt;</h1>");
    expect(mail.html).toContain("<strong>new skin</strong>");
    expect(mail.html).toContain('<a href="https://flap.example.com/store" target="_blank" rel="noopener noreferrer">the store</a>');
    expect(mail.html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(mail.html).toContain("<b>bold</b>");
    for (const bad of ["<script", "alert(1)", "onerror", "javascript:", "<iframe", "onclick", "color:red", 'src="x"']) {
      expect(mail.html).not.toContain(bad);
    }
    expect(mail.text).toContain("Big news, **Zoe** <i>");
    expect(mail.text).toContain("A new skin and more: see the store [https://flap.example.com/store].");
    expect(mail.text).toMatch(/\* one\n \* two/);
    expect(mail.text).toContain("bold");
    expect(mail.text).not.toContain("<b>");
    expect(mail.text).not.toContain("alert(1)");
  });

  it("greets by the chosen name, else the template's fallback, else 'Player' in the recipient's language", () => {
    // A name that is only the address's local part is what sign-up gave the account: not a name.
    expect(renderTemplate("Hi {{name}}", "x", { name: "bob.player", email: "bob.player@example.com", locale: "en" }).subject).toBe(
      "Hi Player",
    );
    expect(renderTemplate("Hi {{name}}", "x", { name: "bob.player", email: "bob.player@example.com", locale: "de" }).subject).toBe(
      "Hi Spieler",
    );
    expect(renderTemplate("{{name}}さん", "x", { name: null, locale: "ja" }).subject).toBe("プレイヤーさん");
    expect(renderTemplate("Hi {{name|friend}}", "x", { name: "bob.player", email: "bob.player@example.com", locale: "fr" }).subject).toBe(
      "Hi friend",
    );
    expect(renderTemplate("Hi {{name}}", "Dear {{name}}", { name: "Bobby", email: "bob.player@example.com" }).text).toContain("Dear Bobby");
  });

  it("backs off 30 s, 2 min, 8 min ... at most an hour", () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual([30_000, 120_000, 480_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});

class FakeMailer implements Mailer {
  readonly transport = "smtp" as const;
  sent: MailMessage[] = [];
  /** Answers an error to throw for an address, or null to accept. */
  refuse: (to: string) => Error | null = () => null;
  onSend: (message: MailMessage) => Promise<void> | void = () => {};
  async send(message: MailMessage) {
    await this.onSend(message);
    const error = this.refuse(message.to);
    if (error) throw error;
    this.sent.push(message);
    return { delivered: !message.to.endsWith(".invalid") };
  }
  async allowRecipient() {
    return { allowed: true, retryAfterMs: 0 };
  }
  close() {}
}

function smtpError(code: number, text: string): Error {
  return Object.assign(new Error(`Can't send mail - all recipients were rejected: ${text}`), { responseCode: code, response: text });
}

describeEachDialect(
  "campaigns",
  (getDb: () => Db) => {
    let clock = Date.UTC(2030, 0, 1);
    const now = () => clock;
    const make = (mailer: FakeMailer, batch = 100) =>
      createCampaignModule({
        config: { PUBLIC_URL: "https://flap.example.com", CAMPAIGN_RATE_PER_SECOND: 10_000, CAMPAIGN_BATCH_SIZE: batch },
        db: getDb(),
        logger,
        mailer,
        audit: createAuditService(getDb()),
        now,
      });
    const drain = async (m: ReturnType<typeof make>) => {
      while ((await m.worker.runOnce()) > 0);
    };

    it("templates: seeded, created, edited, deleted (audited); preview for a real player, escaped", async () => {
      const m = make(new FakeMailer());
      const seeded = await m.templates.list();
      expect(seeded.map((t) => t.name)).toEqual(expect.arrayContaining(["Welcome Email", "New Skin Available"]));
      const created = await m.templates.create({ name: "Promo", subject: "Hi {{name}}", body: "Body" }, actor);
      expect(created.ok).toBe(true);
      const id = created.ok ? created.template.id : "";
      const updated = await m.templates.update(id, { name: "Promo 2", subject: "Yo {{name}}", body: "B2" }, actor);
      expect(updated.ok && updated.template.name).toBe("Promo 2");
      expect((await m.templates.update("nope", { name: "a", subject: "b", body: "c" }, actor)).ok).toBe(false);
      expect((await m.templates.remove(id, actor)).ok).toBe(true);
      expect(await m.templates.get(id)).toBeNull();
      // The welcome mail uses the seeded template: it cannot be deleted from under it.
      const inUse = await m.templates.remove("welcome", actor);
      expect(inUse.ok === false && inUse.error).toBe("template_in_use");
      const audit = await getDb().kysely.selectFrom("audit_log").select("action").where("target", "=", id).execute();
      expect(audit.map((a) => a.action).sort()).toEqual(["templates.create", "templates.delete", "templates.update"]);

      const noPlayer = await m.templates.preview({ subject: "Hi {{name}}", body: "x" });
      expect(noPlayer.ok && noPlayer.player).toBeNull();
      expect(noPlayer.ok && noPlayer.subject).toBe("Hi Alex");
      await insertPlayers(getDb().kysely, [{ id: "evil", email: "evil@example.com", name: "<script>x()</script>" }], clock);
      const preview = await m.templates.preview({ subject: "Hi {{name}}", body: "Dear {{name}}" });
      expect(preview.ok && preview.player).toEqual({ id: "evil", name: "<script>x()</script>" });
      expect(preview.ok && preview.html).toContain("Dear &lt;script&gt;x()&lt;/script&gt;");
      expect(preview.ok && preview.html).not.toContain("<script>x()");

      const bad = await m.templates.testSend({ to: "nope", subject: "s", body: "b" }, actor);
      expect(bad.ok === false && bad.error).toBe("address_required");
      await getDb().kysely.deleteFrom("newsletter_subscriptions").execute();
      await getDb().kysely.deleteFrom("user").execute();
    });

    it("a send freezes consenting members; the worker mails each once with Message-ID and one-click unsubscribe", async () => {
      const k = getDb().kysely;
      const mailer = new FakeMailer();
      const m = make(mailer, 3);
      await insertSegment(k, "everyone", "Everyone", clock);
      await insertPlayers(
        k,
        [
          { id: "a1", email: "a1@example.com", name: "Ann" },
          { id: "a2", email: "a2@example.com", name: "" },
          { id: "a3", email: "a3@example.com", name: "Cid" },
          { id: "a4", email: "a4@example.com", name: "Pending", newsletter: "pending" },
          { id: "a5", email: "a5@example.com", name: "Gone", newsletter: "unsubscribed" },
          { id: "a6", email: "a6@example.com", name: "Never", newsletter: "none" },
        ],
        clock,
      );
      expect((await m.sends.send({ segmentId: "missing", subject: "s", body: "b" }, actor)).ok).toBe(false);
      const started = await m.sends.send({ segmentId: "everyone", subject: "News for {{name}}", body: "Hi {{name}}" }, actor);
      if (!started.ok) throw new Error(started.message);
      expect(started.campaign).toMatchObject({ status: "sending", total: 3, queued: 3, segmentName: "Everyone" });
      // Frozen: a player added later is not mailed.
      await insertPlayers(k, [{ id: "a7", email: "a7@example.com", name: "Late" }], clock);
      await drain(m);
      expect(mailer.sent.map((s) => s.to).sort()).toEqual(["a1@example.com", "a2@example.com", "a3@example.com"]);
      const ann = mailer.sent.find((s) => s.to === "a1@example.com")!;
      expect(ann.subject).toBe("News for Ann");
      expect(mailer.sent.find((s) => s.to === "a2@example.com")!.subject).toBe(`News for ${NAME_FALLBACK}`);
      expect(ann.headers!["Message-ID"]).toBe(`<${started.campaign.id}.a1@flap.example.com>`);
      expect(ann.headers!["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const link = /^<(https:\/\/flap\.example\.com\/unsubscribe\?token=([^>]+))>$/.exec(ann.headers!["List-Unsubscribe"]!);
      expect(link).not.toBeNull();
      expect(ann.text).toContain(link![1]);
      expect(await subscriptionOfCampaignToken(getDb(), decodeURIComponent(link![2]!))).toBe("sub-a1");
      expect(await subscriptionOfCampaignToken(getDb(), decodeURIComponent(link![2]!).replace(/.$/, "x"))).toBeNull();
      const detail = await m.sends.detail(started.campaign.id, {});
      expect(detail!.campaign).toMatchObject({ status: "finished", sent: 3, queued: 0, failed: 0 });
      expect(detail!.recipients.every((r) => r.status === "sent" && r.attempts === 1 && r.sentAt === clock)).toBe(true);
      // Every send is audited.
      const audited = await k.selectFrom("audit_log").select("action").where("target", "=", started.campaign.id).execute();
      expect(audited.map((a) => a.action)).toEqual(["campaigns.send"]);

      // The next campaign skips a player who unsubscribed in between (at freeze time) and a banned one ...
      await k.updateTable("newsletter_subscriptions").set({ unsubscribed_at: clock }).where("id", "=", "sub-a1").execute();
      await insertPlayers(k, [{ id: "a8", email: "a8@example.com", name: "Banned" }], clock);
      await k.updateTable("user").set({ banned: true }).where("id", "=", "a8").execute();
      mailer.sent = [];
      const second = await m.sends.send({ segmentId: "everyone", subject: "Again", body: "b" }, actor);
      expect(second.ok && second.campaign.total).toBe(3); // a2, a3, a7 (not a8)
      // ... and at send time.
      await k.updateTable("newsletter_subscriptions").set({ unsubscribed_at: clock }).where("id", "=", "sub-a7").execute();
      await drain(m);
      expect(mailer.sent.map((s) => s.to).sort()).toEqual(["a2@example.com", "a3@example.com"]);
      const skipped = await m.sends.detail(second.ok ? second.campaign.id : "", { status: "skipped" });
      expect(skipped!.recipients).toEqual([expect.objectContaining({ playerId: "a7", status: "skipped", error: "unsubscribed" })]);
    });

    it("reach counts what the send freezes: confirmed, not unsubscribed, not banned, not blocked, deliverable", async () => {
      const k = getDb().kysely;
      await k.deleteFrom("newsletter_subscriptions").execute();
      await k.deleteFrom("user").execute();
      const mailer = new FakeMailer();
      const m = make(mailer);
      await insertSegment(k, "reach", "Reach", clock);
      await insertPlayers(
        k,
        [
          { id: "r1", email: "r1@example.com", name: "R1" },
          { id: "r2", email: "r2@example.com", name: "R2", newsletter: "pending" },
          { id: "r3", email: "r3@example.com", name: "R3", newsletter: "unsubscribed" },
          { id: "r4", email: "r4@example.com", name: "R4" },
          { id: "r5", email: "r5@example.com", name: "R5" },
          { id: "r6", email: "r6@placeholder.invalid", name: "R6" },
          { id: "r7", email: "r7@example.com", name: "R7", newsletter: "none" },
        ],
        clock,
      );
      await k.updateTable("user").set({ banned: true }).where("id", "=", "r4").execute();
      await k.insertInto("newsletter_blocklist").values({ email: "r5@example.com", created_at: clock }).execute();
      const reach = await m.sends.reach("reach");
      expect(reach).toMatchObject({ ok: true, recipients: 1 });
      expect((await m.sends.reach("nope")).ok).toBe(false);
      const sent = await m.sends.send({ segmentId: "reach", subject: "s", body: "b" }, actor);
      expect(sent.ok && sent.campaign.total).toBe(reach.ok ? reach.recipients : -1);
      // Blocked after the freeze: skipped at send time, never mailed.
      await k.insertInto("newsletter_blocklist").values({ email: "r1@example.com", created_at: clock }).execute();
      await drain(m);
      expect(mailer.sent).toEqual([]);
      const skipped = await m.sends.detail(sent.ok ? sent.campaign.id : "", { status: "skipped" });
      expect(skipped!.recipients).toEqual([expect.objectContaining({ playerId: "r1", error: "blocked" })]);
    });

    it("a scheduled campaign waits for its time, can be edited or cancelled before, and starts once", async () => {
      const k = getDb().kysely;
      await k.deleteFrom("newsletter_subscriptions").execute();
      await k.deleteFrom("user").execute();
      const mailer = new FakeMailer();
      const m = make(mailer);
      await insertSegment(k, "sched", "Scheduled", clock);
      await insertPlayers(k, [{ id: "s1", email: "s1@example.com", name: "Sam" }], clock);
      const inPast = await m.sends.send({ segmentId: "sched", subject: "s", body: "b", scheduledAt: clock - 1 }, actor);
      expect(inPast.ok === false && inPast.error).toBe("schedule_in_past");
      const at = clock + 3_600_000;
      const scheduled = await m.sends.send({ segmentId: "sched", subject: "Soon", body: "**Soon**", scheduledAt: at }, actor);
      if (!scheduled.ok) throw new Error(scheduled.message);
      expect(scheduled.campaign).toMatchObject({ status: "draft", scheduledAt: at, total: 0, startedAt: null });
      const id = scheduled.campaign.id;
      // A player who joins before the time is mailed: recipients are frozen when it starts.
      await insertPlayers(k, [{ id: "s2", email: "s2@example.com", name: "Sue" }], clock);
      await drain(m);
      expect(mailer.sent).toEqual([]);
      const edited = await m.sends.editScheduled(
        id,
        { segmentId: "sched", subject: "Later, {{name}}", body: "_Later_", scheduledAt: at + 60_000 },
        actor,
      );
      expect(edited.ok && edited.campaign).toMatchObject({ subject: "Later, {{name}}", scheduledAt: at + 60_000, status: "draft" });
      clock = at; // the old time: nothing yet
      await drain(m);
      expect(mailer.sent).toEqual([]);
      clock = at + 60_000;
      expect(await m.sends.startDue()).toBe(1);
      expect(await m.sends.startDue()).toBe(0);
      await drain(m);
      expect(mailer.sent.map((s) => s.subject).sort()).toEqual(["Later, Sam", "Later, Sue"]);
      expect(mailer.sent[0]!.html).toContain("<em>Later</em>");
      const done = (await m.sends.detail(id, {}))!.campaign;
      expect(done).toMatchObject({ status: "finished", sent: 2, startedAt: at + 60_000 });
      const late = await m.sends.editScheduled(id, { segmentId: "sched", subject: "x", body: "y", scheduledAt: clock + 1000 }, actor);
      expect(late.ok === false && late.error).toBe("invalid_transition");

      // Cancelled before its time: never starts.
      const other = await m.sends.send({ segmentId: "sched", subject: "Never", body: "b", scheduledAt: clock + 1000 }, actor);
      const otherId = other.ok ? other.campaign.id : "";
      expect((await m.sends.control(otherId, "cancel", actor)).ok).toBe(true);
      clock += 2000;
      mailer.sent = [];
      await drain(m);
      expect(await m.sends.startDue()).toBe(0);
      expect(mailer.sent).toEqual([]);
      const audited = await k.selectFrom("audit_log").select("action").where("target", "in", [id, otherId]).orderBy("id").execute();
      expect(audited.map((a) => a.action)).toEqual([
        "campaigns.schedule",
        "campaigns.reschedule",
        "campaigns.scheduled_start",
        "campaigns.schedule",
        "campaigns.cancel",
      ]);
    });

    it("previews skip banned players", async () => {
      const k = getDb().kysely;
      await k.deleteFrom("newsletter_subscriptions").execute();
      await k.deleteFrom("user").execute();
      const m = make(new FakeMailer());
      await insertPlayers(k, [{ id: "ok", email: "fine.player@example.com", name: "fine.player" }], clock - 1000);
      await insertPlayers(k, [{ id: "bad", email: "bad@example.com", name: "Banned Ben" }], clock);
      await k.updateTable("user").set({ banned: true }).where("id", "=", "bad").execute();
      const preview = await m.templates.preview({ subject: "Hi {{name}}", body: "x" });
      // The newest player is banned: the preview takes the next; its name is only its address's local part.
      expect(preview.ok && preview.player?.id).toBe("ok");
      expect(preview.ok && preview.subject).toBe("Hi Player");
      const named = await m.templates.preview({ subject: "Hi", body: "x", playerId: "bad" });
      expect(named.ok === false && named.error).toBe("player_banned");
    });

    it("SMTP refusals: 5xx fails at once with the error, 4xx retries with backoff; 'retry failed' delivers", async () => {
      const k = getDb().kysely;
      const mailer = new FakeMailer();
      const m = make(mailer);
      await insertPlayers(
        k,
        [
          { id: "f1", email: "bounce-1@example.com", name: "B1" },
          { id: "f2", email: "slow-1@example.com", name: "S1" },
          { id: "f3", email: "ok-1@example.com", name: "O1" },
        ],
        clock,
      );
      await insertSegment(k, "failing", "Failing", clock);
      await k
        .updateTable("newsletter_subscriptions")
        .set({ unsubscribed_at: clock })
        .where("player_id", "not in", ["f1", "f2", "f3"])
        .execute();
      mailer.refuse = (to) =>
        to.startsWith("bounce")
          ? smtpError(550, "550 5.1.1 mailbox unavailable")
          : to.startsWith("slow")
            ? smtpError(451, "451 try later")
            : null;
      const started = await m.sends.send({ segmentId: "failing", subject: "s", body: "b" }, actor);
      const id = started.ok ? started.campaign.id : "";
      await drain(m);
      let detail = (await m.sends.detail(id, {}))!;
      expect(detail.campaign).toMatchObject({ status: "sending", sent: 1, failed: 1, queued: 1 });
      expect(detail.recipients.find((r) => r.playerId === "f1")).toMatchObject({
        status: "failed",
        error: "550 5.1.1 mailbox unavailable",
        attempts: 1,
      });
      expect(detail.recipients.find((r) => r.playerId === "f2")).toMatchObject({ status: "queued", error: "451 try later", attempts: 1 });
      // Not due yet: nothing happens before the backoff.
      expect(await m.worker.runOnce()).toBe(0);
      clock += backoffMs(1);
      mailer.refuse = (to) => (to.startsWith("bounce") ? smtpError(550, "550 5.1.1 mailbox unavailable") : null);
      await drain(m);
      detail = (await m.sends.detail(id, {}))!;
      expect(detail.campaign).toMatchObject({ status: "finished", sent: 2, failed: 1, queued: 0 });
      expect((await m.sends.control(id, "pause", actor)).ok).toBe(false);

      mailer.refuse = () => null;
      const retried = await m.sends.control(id, "retry_failed", actor);
      expect(retried.ok && retried.campaign).toMatchObject({ status: "sending", failed: 0, queued: 1 });
      await drain(m);
      detail = (await m.sends.detail(id, {}))!;
      expect(detail.campaign).toMatchObject({ status: "finished", sent: 3, failed: 0 });
      expect(mailer.sent.filter((s) => s.to === "bounce-1@example.com")).toHaveLength(1);
      const again = await m.sends.control(id, "retry_failed", actor);
      expect(again.ok === false && again.status).toBe(409);
    });

    it("pause holds between mails, resume goes on, cancel skips the rest; a dead sender's claims return after the lease", async () => {
      const k = getDb().kysely;
      const mailer = new FakeMailer();
      const m = make(mailer, 10);
      await k.deleteFrom("newsletter_subscriptions").execute();
      await k.deleteFrom("user").execute();
      await insertPlayers(
        k,
        Array.from({ length: 6 }, (_, i) => ({ id: `q${i}`, email: `q${i}@example.com`, name: `Q${i}` })),
        clock,
      );
      const started = await m.sends.send({ segmentId: "everyone", subject: "s", body: "b" }, actor);
      const id = started.ok ? started.campaign.id : "";
      // The operator pauses while the second mail is on the wire.
      mailer.onSend = async () => {
        if (mailer.sent.length === 1) await m.sends.control(id, "pause", actor);
      };
      await m.worker.runOnce();
      expect(mailer.sent).toHaveLength(2);
      let detail = (await m.sends.detail(id, {}))!;
      expect(detail.campaign).toMatchObject({ status: "paused", sent: 2, queued: 4 });
      expect(await m.worker.runOnce()).toBe(0);
      mailer.onSend = () => {};
      expect((await m.sends.control(id, "resume", actor)).ok).toBe(true);

      // A sender claims a batch and dies (no sends recorded): nobody takes the rows until the lease ends.
      await k
        .updateTable("campaign_recipients")
        .set({ status: "sending", lease_until: clock + 1000, attempts: 1 })
        .where("campaign_id", "=", id)
        .where("status", "=", "queued")
        .execute();
      expect(await m.worker.runOnce()).toBe(0);
      clock += 1000;
      mailer.onSend = async () => {
        if (mailer.sent.length === 3) await m.sends.control(id, "cancel", actor);
      };
      await drain(m);
      // The mail on the wire at the cancel counts as sent; the rest are skipped.
      detail = (await m.sends.detail(id, {}))!;
      expect(detail.campaign).toMatchObject({ status: "cancelled", sent: 4, skipped: 2, queued: 0 });
      expect(new Set(mailer.sent.map((s) => s.to)).size).toBe(mailer.sent.length);
      expect((await m.sends.control(id, "resume", actor)).ok).toBe(false);
      expect(LEASE_MARGIN_MS).toBeGreaterThan(0);
    });

    it("welcome mail once per confirmed account; come-back campaign at most once per interval", async () => {
      const k = getDb().kysely;
      const mailer = new FakeMailer();
      const m = make(mailer);
      await k.deleteFrom("newsletter_subscriptions").execute();
      await k.deleteFrom("user").execute();
      const account = { id: "w1", email: "W1@Example.com", name: "Wendy", emailVerified: true, createdAt: new Date(clock).toISOString() };
      expect(await m.lifecycle.welcome(account)).toBe("queued");
      expect(await m.lifecycle.welcome(account)).toBe("already");
      expect(await m.lifecycle.welcome({ ...account, id: "g", email: "guest@guest.invalid" })).toBe("not_applicable");
      await drain(m);
      expect(mailer.sent.map((s) => [s.to, s.subject])).toEqual([["w1@example.com", "Welcome to Flap Master, Wendy!"]]);
      expect((await m.sends.list()).some((c) => c.id === "welcome")).toBe(false);

      const settings = await m.lifecycle.settings();
      expect(settings.welcome).toEqual({ enabled: true, templateId: "welcome" });
      const off = await m.lifecycle.save({ ...settings, welcome: { enabled: false, templateId: "welcome" } }, actor);
      expect(off.ok).toBe(true);
      expect(await m.lifecycle.welcome({ ...account, id: "w2", email: "w2@example.com" })).toBe("off");

      const missing = await m.lifecycle.save(
        { ...settings, comeBack: { enabled: true, segmentId: null, templateId: "new-skin", intervalDays: 7, lastRunAt: null } },
        actor,
      );
      expect(missing.ok === false && missing.error).toBe("segment_required");
      await insertPlayers(k, [{ id: "c1", email: "c1@example.com", name: "Cora" }], clock);
      const saved = await m.lifecycle.save(
        { ...settings, comeBack: { enabled: true, segmentId: "everyone", templateId: "new-skin", intervalDays: 7, lastRunAt: null } },
        actor,
      );
      expect(saved.ok).toBe(true);
      mailer.sent = [];
      await m.lifecycle.tick();
      await m.lifecycle.tick();
      await drain(m);
      expect(mailer.sent.map((s) => s.subject)).toEqual(["Cora, a new bird skin just landed"]);
      clock += 6 * 86_400_000;
      await m.lifecycle.tick();
      expect((await m.sends.list()).filter((c) => c.name.includes("come back"))).toHaveLength(1);
      clock += 86_400_000;
      await m.lifecycle.tick();
      expect((await m.sends.list()).filter((c) => c.name.includes("come back"))).toHaveLength(2);
      expect((await m.lifecycle.settings()).comeBack.lastRunAt).toBe(clock);
    });
  },
  { seed: true },
);
