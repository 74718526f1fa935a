// Campaign delivery over HTTP against the production server on PostgreSQL and a real SMTP server:
// bounces and 'retry failed', the RFC 8058 unsubscribe link and header, escaping of player values,
// and the input checks of the templates and campaigns APIs.
import { beforeAll, describe, expect, it } from "vitest";
import { insertPlayers, insertSegment } from "../../server/campaigns/test-data.ts";
import { openDatabase, type Db } from "../../server/db/index.ts";
import { asAdmin, asPlayer, Client } from "./auth-client.ts";
import { useApp } from "./fixture.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const ADMIN_PASSWORD = "campaign-delivery-admin-password";

interface CampaignView {
  id: string;
  status: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
}

function header(raw: string, name: string): string | null {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? null;
}

// The SMTP fixture must exist before the server starts (its URL is in the env).
const smtp: SmtpFixture = await startSmtp();

describe("campaign delivery", () => {
  const app = useApp({
    engine: "postgres",
    env: {
      SMTP_URL: smtp.url,
      ADMIN_PASSWORD,
      PUBLIC_URL: "http://localhost:3000",
      CAMPAIGN_RATE_PER_SECOND: "200",
      CAMPAIGN_BATCH_SIZE: "20",
    },
  });
  let admin: Client;
  let db: Db;

  beforeAll(async () => {
    admin = await asAdmin(app.server.url, ADMIN_PASSWORD);
    db = openDatabase(app.database.url, { poolMax: 2 });
    return async () => {
      await db.close();
      await smtp.close();
    };
  });

  const campaignOf = async (id: string) =>
    ((await (await admin.send(`/api/admin/campaigns/${id}`)).json()) as { campaign: CampaignView }).campaign;
  const until = (id: string, done: (c: CampaignView) => boolean) =>
    expect.poll(async () => done(await campaignOf(id)), { timeout: 20_000, interval: 200 }).toBe(true);
  const send = async (segmentId: string, subject: string, body: string) => {
    const response = await admin.send("/api/admin/campaigns", { json: { action: "send", segmentId, subject, body } });
    expect(response.status).toBe(201);
    return ((await response.json()) as { campaign: CampaignView }).campaign;
  };

  it("answers the spec's required fields with 400s and changes nothing", async () => {
    const bad = async (path: string, json: unknown) => {
      const response = await admin.send(path, { json });
      return { status: response.status, error: ((await response.json()) as { error: string }).error };
    };
    expect(await bad("/api/admin/templates", { action: "test_send", subject: "s", body: "b" })).toEqual({
      status: 400,
      error: "address_required",
    });
    expect(await bad("/api/admin/templates", { action: "test_send", to: "not-an-address", subject: "s", body: "b" })).toEqual({
      status: 400,
      error: "address_required",
    });
    expect(await bad("/api/admin/campaigns", { action: "send", subject: "s", body: "b" })).toEqual({
      status: 400,
      error: "segment_required",
    });
    expect(await bad("/api/admin/campaigns", { action: "send", segmentId: "x", body: "b" })).toEqual({
      status: 400,
      error: "subject_required",
    });
    expect(await bad("/api/admin/campaigns", { action: "send", segmentId: "x", subject: "s", body: " " })).toEqual({
      status: 400,
      error: "content_required",
    });
    expect(await bad("/api/admin/campaigns", { action: "send", segmentId: "no-such-segment", subject: "s", body: "b" })).toEqual({
      status: 400,
      error: "segment_required",
    });
    expect((await (await admin.send("/api/admin/campaigns")).json()) as unknown).toEqual({ campaigns: [] });
    // Operator only.
    expect((await new Client(app.server.url).send("/api/admin/campaigns")).status).toBeGreaterThanOrEqual(300);

    const test = await admin.send("/api/admin/templates", {
      json: { action: "test_send", to: "Test@Example.com", subject: "Test {{name}}", body: "Body" },
    });
    expect(await test.json()).toEqual({ sent: true, transport: "smtp" });
    expect((await smtp.waitFor({ to: "test@example.com", subject: "Test Alex" })).subject).toBe("Test Alex");
  });

  it("SMTP failures for some recipients show as failed and 'retry failed' delivers them", async () => {
    await insertPlayers(db.kysely, [
      ...Array.from({ length: 6 }, (_, i) => ({ id: `ok${i}`, email: `ok${i}@example.com`, name: `Ok ${i}` })),
      ...Array.from({ length: 3 }, (_, i) => ({ id: `bounce${i}`, email: `bounce${i}@example.com`, name: `Bounce ${i}` })),
    ]);
    await insertSegment(db.kysely, "seg-bounce", "Bounce test");
    smtp.clear();
    smtp.refuse = (address) => address.startsWith("bounce");
    const campaign = await send("seg-bounce", "Bounce {{name}}", "Hi {{name}}");
    expect(campaign.total).toBe(9);
    await until(campaign.id, (c) => c.status === "finished");
    expect(await campaignOf(campaign.id)).toMatchObject({ sent: 6, failed: 3, queued: 0 });
    const failed = (await (await admin.send(`/api/admin/campaigns/${campaign.id}?status=failed`)).json()) as {
      recipients: Array<{ email: string; status: string; error: string; attempts: number }>;
      total: number;
    };
    expect(failed.total).toBe(3);
    for (const r of failed.recipients) {
      expect(r.email).toMatch(/^bounce\d@example\.com$/);
      expect(r.status).toBe("failed");
      expect(r.error).toContain("550");
      expect(r.attempts).toBe(1);
    }

    smtp.refuse = null;
    const retried = await admin.send(`/api/admin/campaigns/${campaign.id}`, { json: { action: "retry_failed" } });
    expect(retried.status).toBe(200);
    await until(campaign.id, (c) => c.status === "finished" && c.sent === 9);
    expect(await campaignOf(campaign.id)).toMatchObject({ sent: 9, failed: 0 });
    const received = smtp.messages.map((m) => m.to[0]).sort();
    expect(received).toEqual(
      [
        ...Array.from({ length: 3 }, (_, i) => `bounce${i}@example.com`),
        ...Array.from({ length: 6 }, (_, i) => `ok${i}@example.com`),
      ].sort(),
    );
    // Nothing failed is left to retry; a finished campaign cannot be paused.
    expect((await admin.send(`/api/admin/campaigns/${campaign.id}`, { json: { action: "retry_failed" } })).status).toBe(409);
    expect((await admin.send(`/api/admin/campaigns/${campaign.id}`, { json: { action: "pause" } })).status).toBe(409);
    const audit = await db.kysely.selectFrom("audit_log").select("action").where("target", "=", campaign.id).orderBy("at").execute();
    expect(audit.map((a) => a.action)).toEqual(["campaigns.send", "campaigns.retry_failed"]);
  });

  it("Unsubscribe link and header: one-click POST without a session unsubscribes; the next campaign skips that player", async () => {
    await insertPlayers(db.kysely, [
      { id: "u1", email: "u1@example.com", name: "Una" },
      { id: "u2", email: "u2@example.com", name: "Udo" },
    ]);
    await db.kysely
      .insertInto("segments")
      .values({
        id: "seg-unsub",
        name: "Unsub test",
        description: "d",
        criteria_json: JSON.stringify([]),
        created_at: Date.now(),
        updated_at: Date.now(),
      })
      .execute();
    // Only u1 and u2 stay subscribed for this test.
    await db.kysely
      .updateTable("newsletter_subscriptions")
      .set({ unsubscribed_at: Date.now() })
      .where("player_id", "not in", ["u1", "u2"])
      .execute();
    smtp.clear();
    const first = await send("seg-unsub", "Letter for {{name}}", "Dear {{name}}");
    expect(first.total).toBe(2);
    const mail = await smtp.waitFor({ to: "u1@example.com", subject: "Letter for Una" });
    const listUnsubscribe = header(mail.raw, "List-Unsubscribe");
    expect(header(mail.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const link = /^<(http:\/\/localhost:3000\/unsubscribe\?token=[^>]+)>$/.exec(listUnsubscribe ?? "")?.[1];
    expect(link, listUnsubscribe ?? "no header").toBeTruthy();
    expect(mail.links).toContain(link);
    expect(mail.html).toContain(link!.replace(/&/g, "&amp;"));

    // A mail client's one-click POST: no cookies, no Origin.
    const url = new URL(link!);
    const anonymous = new Client(app.server.url);
    const asked = await anonymous.send(`${url.pathname}${url.search}`);
    expect(await asked.text()).toContain("u1@example.com");
    const posted = await anonymous.send(`${url.pathname}${url.search}`, { form: { "List-Unsubscribe": "One-Click" }, origin: null });
    expect(posted.status).toBe(200);
    const row = await db.kysely
      .selectFrom("newsletter_subscriptions")
      .select("unsubscribed_at")
      .where("player_id", "=", "u1")
      .executeTakeFirstOrThrow();
    expect(row.unsubscribed_at).not.toBeNull();
    // A forged token unsubscribes nobody.
    const forged = await anonymous.send(`${url.pathname}?token=${encodeURIComponent(`c1.sub-u2.${"A".repeat(43)}`)}`, {
      form: { "List-Unsubscribe": "One-Click" },
      origin: null,
    });
    expect(forged.status).toBe(200);
    expect(
      (
        await db.kysely
          .selectFrom("newsletter_subscriptions")
          .select("unsubscribed_at")
          .where("player_id", "=", "u2")
          .executeTakeFirstOrThrow()
      ).unsubscribed_at,
    ).toBeNull();

    await until(first.id, (c) => c.status === "finished");
    smtp.clear();
    const second = await send("seg-unsub", "Second for {{name}}", "Again");
    expect(second.total).toBe(1);
    await until(second.id, (c) => c.status === "finished");
    expect(smtp.messages.map((m) => m.to[0])).toEqual(["u2@example.com"]);
  });

  it("A template with <script> in a player's name is escaped", async () => {
    await insertPlayers(db.kysely, [{ id: "xss", email: "xss@example.com", name: `<script>alert("x")</script>` }]);
    await insertSegment(db.kysely, "seg-xss", "XSS test");
    await db.kysely.updateTable("newsletter_subscriptions").set({ unsubscribed_at: Date.now() }).where("player_id", "<>", "xss").execute();
    const created = await admin.send("/api/admin/templates", {
      json: { action: "create", name: "Escaping", subject: "Hi {{name}}", body: "Hello {{name}}!" },
    });
    expect(created.status).toBe(201);
    const { template } = (await created.json()) as { template: { id: string; subject: string; body: string } };
    const preview = (await (
      await admin.send("/api/admin/templates", {
        json: { action: "preview", subject: template.subject, body: template.body, playerId: "xss" },
      })
    ).json()) as {
      html: string;
      player: { id: string; name: string };
    };
    expect(preview.player).toEqual({ id: "xss", name: `<script>alert("x")</script>` });
    expect(preview.html).not.toContain("<script>");
    expect(preview.html).toContain("Hello &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;!");

    smtp.clear();
    const campaign = await send("seg-xss", template.subject, template.body);
    const mail = await smtp.waitFor({ to: "xss@example.com" });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;");
    await until(campaign.id, (c) => c.status === "finished");
  });

  it("welcome mail once after sign-up (switchable); the lifecycle settings round-trip", async () => {
    const settings = (await (await admin.send("/api/admin/lifecycle")).json()) as {
      welcome: { enabled: boolean; templateId: string | null };
      comeBack: { enabled: boolean; intervalDays: number };
    };
    expect(settings.welcome).toEqual({ enabled: true, templateId: "welcome" });
    expect(settings.comeBack).toMatchObject({ enabled: false, intervalDays: 30 });
    smtp.clear();
    await asPlayer(app.server.url, smtp, "newcomer@example.com");
    const welcome = await smtp.waitFor({ to: "newcomer@example.com", subject: "Welcome to Flap Master, Player!" });
    expect(welcome.text).toContain("Hi Player,");
    // Not subscribed to the newsletter: no list headers.
    expect(header(welcome.raw, "List-Unsubscribe")).toBeNull();

    const off = await admin.send("/api/admin/lifecycle", { json: { ...settings, welcome: { enabled: false, templateId: "welcome" } } });
    expect(((await off.json()) as typeof settings).welcome.enabled).toBe(false);
    await asPlayer(app.server.url, smtp, "quiet@example.com");
    // The first player's later mails (a confirmation link, say) would not welcome again either.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.messages.filter((m) => m.subject.startsWith("Welcome to Flap Master")).map((m) => m.to[0])).toEqual([
      "newcomer@example.com",
    ]);
    const bad = await admin.send("/api/admin/lifecycle", {
      json: { ...settings, comeBack: { ...settings.comeBack, enabled: true, segmentId: null, templateId: "new-skin" } },
    });
    expect(bad.status).toBe(400);
  });
});
