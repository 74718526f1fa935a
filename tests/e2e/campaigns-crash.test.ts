// Kill the sender mid-batch (kill -9), restart, every recipient exactly once: the production server on
// a SQLite file, mailing a real SMTP server (tests/e2e/smtp.ts) at a slow configured rate.
//
// The kill lands between two mails of a batch, after the last accepted mail's row is recorded: that is
// where a crash almost always lands (the sender spends nearly all its time waiting for the rate's next
// slot). The one place where exactly once cannot hold, a kill in the instant between the SMTP server's
// acceptance and the row's update, re-sends that one mail with the same Message-ID (docs/admin.md,
// "Crash safety"); the worker's unit tests cover that lease take-over.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPlayers, insertSegment } from "../../server/campaigns/test-data.ts";
import { openDatabase } from "../../server/db/index.ts";
import { asAdmin } from "./auth-client.ts";
import { createTestDatabase, startServer, type RunningServer, type TestDatabase } from "./server.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const ADMIN_PASSWORD = "campaign-crash-admin-password";
const RECIPIENTS = 40;

function messageIdOf(raw: string): string {
  return /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? "";
}

describe("campaign sender crash", () => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let server: RunningServer | undefined;
  const env = () => ({
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    ADMIN_PASSWORD,
    PUBLIC_URL: "http://localhost:3000",
    // 200 ms between mails: the kill below lands well inside one of those gaps.
    CAMPAIGN_RATE_PER_SECOND: "5",
    CAMPAIGN_BATCH_SIZE: "10",
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase("sqlite");
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("kill the sender mid-batch, restart, every recipient exactly once", async () => {
    server = await startServer({ env: env() });
    const db = openDatabase(database.url);
    const players = Array.from({ length: RECIPIENTS }, (_, i) => ({
      id: `crash${String(i).padStart(3, "0")}`,
      email: `crash${i}@example.com`,
      name: `Crash ${i}`,
    }));
    await insertPlayers(db.kysely, players);
    await insertSegment(db.kysely, "crash-segment", "Crash test");

    const admin = await asAdmin(server.url, ADMIN_PASSWORD);
    const sent = await admin.send("/api/admin/campaigns", {
      json: { action: "send", segmentId: "crash-segment", subject: "Hello {{name}}", body: "Hi {{name}}" },
    });
    expect(sent.status).toBe(201);
    const { campaign } = (await sent.json()) as { campaign: { id: string; total: number } };
    expect(campaign.total).toBe(RECIPIENTS);

    // Mid-send, in the middle of the second batch of 10: once the mails the SMTP server accepted are
    // all recorded as sent (the sender is waiting for its next slot), kill -9.
    const recorded = async () =>
      Number(
        (
          await db.kysely
            .selectFrom("campaign_recipients")
            .select((eb) => eb.fn.countAll().as("n"))
            .where("campaign_id", "=", campaign.id)
            .where("status", "=", "sent")
            .executeTakeFirstOrThrow()
        ).n,
      );
    await expect.poll(() => smtp.messages.length, { timeout: 20_000, interval: 10 }).toBeGreaterThanOrEqual(15);
    await expect.poll(async () => (await recorded()) === smtp.messages.length, { interval: 5 }).toBe(true);
    await server.stop("SIGKILL");
    const beforeCrash = smtp.messages.length;
    expect(await recorded()).toBe(beforeCrash);
    expect(beforeCrash).toBeGreaterThan(10);
    expect(beforeCrash).toBeLessThan(20);
    await db.close();

    // The same database: the new process takes the dead one's claims after their lease.
    server = await startServer({ env: env() });
    const again = await asAdmin(server.url, ADMIN_PASSWORD);
    await expect
      .poll(
        async () =>
          ((await (await again.send(`/api/admin/campaigns/${campaign.id}`)).json()) as { campaign: { status: string } }).campaign.status,
        { timeout: 60_000, interval: 500 },
      )
      .toBe("finished");

    const detail = (await (await again.send(`/api/admin/campaigns/${campaign.id}?status=sent`)).json()) as {
      campaign: { sent: number; failed: number; queued: number };
      total: number;
    };
    expect(detail.campaign).toMatchObject({ sent: RECIPIENTS, failed: 0, queued: 0 });

    // Every recipient got the mail exactly once, under its own Message-ID.
    const byRecipient = new Map<string, Set<string>>();
    for (const message of smtp.messages) {
      const to = message.to[0]!;
      byRecipient.set(to, (byRecipient.get(to) ?? new Set()).add(messageIdOf(message.raw)));
    }
    expect([...byRecipient.keys()].sort()).toEqual(players.map((p) => p.email).sort());
    for (const [to, ids] of byRecipient) {
      expect(ids.size, to).toBe(1);
      expect([...ids][0]).toMatch(new RegExp(`^<${campaign.id}\\.crash\\d{3}@localhost>$`));
    }
    expect(smtp.messages.map((m) => m.to[0]).sort()).toEqual(players.map((p) => p.email).sort());
    expect(new Set(smtp.messages.map((m) => messageIdOf(m.raw))).size).toBe(RECIPIENTS);
  }, 120_000);
});
