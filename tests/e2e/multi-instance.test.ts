// Two app processes behind nginx (scripts/cluster.ts, the loopback twin of compose.yaml)
// against one PostgreSQL database. Each step acts on one instance directly and checks on the other,
// so nothing may live in one process's memory: the session, the wallet, the leaderboard's live
// updates (LISTEN/NOTIFY) and the campaign sender's claims. PostgreSQL only: SQLite is an embedded
// file for one process; every check here is about sharing between processes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPlayers, insertSegment } from "../../server/campaigns/test-data.ts";
import { openDatabase } from "../../server/db/index.ts";
import { asAdmin, asGuest, asPlayer, type Client } from "./auth-client.ts";
import { startCluster, type Cluster } from "./cluster.ts";
import { createTestDatabase, type TestDatabase } from "./server.ts";
import { EventReader } from "./sse.ts";
import { startSmtp, type SmtpFixture } from "./smtp.ts";

const ADMIN_PASSWORD = "multi-instance-admin-password";
const RECIPIENTS = 30;

describe("two instances behind nginx on one PostgreSQL", () => {
  let smtp: SmtpFixture;
  let database: TestDatabase;
  let cluster: Cluster;
  /** Instance 1 and instance 2, addressed directly (not through nginx). */
  const one = () => cluster.instances[0]!.url;
  const two = () => cluster.instances[1]!.url;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase("postgres");
    cluster = await startCluster({
      instances: 2,
      databaseUrl: database.url,
      env: {
        SMTP_URL: smtp.url,
        ADMIN_PASSWORD,
        PAYMENTS_SANDBOX: "true",
        // Small batches at a brisk rate. Both instances run a sender; the lease lets one send at a time.
        CAMPAIGN_RATE_PER_SECOND: "40",
        CAMPAIGN_BATCH_SIZE: "5",
      },
    });
  });
  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
    await database?.drop();
  });

  it("serves the site through nginx, and each instance reports healthy on its own", async () => {
    for (const url of [cluster.url, one(), two()]) {
      const health = await fetch(url + "/healthz");
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
    }
    const home = await fetch(cluster.url + "/");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("<title>");
  });

  it("a coin pack paid on one instance is in the balance on the other, and a skin bought there shows on the first", async () => {
    const player: Client = await asPlayer(cluster.url, smtp, "multi@example.com");
    const checkout = await player.send(one() + "/api/checkout", { json: { packId: "popular" } });
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    // A page's form addressed to the instance itself, as the browser would through nginx (Origin = Host).
    const paid = await player.send(one() + url, { form: { intent: "pay" }, origin: one() });
    expect(paid.status).toBe(302);
    expect(paid.headers.get("location")).toMatch(/^\/success\?session_id=/);

    const me = (await (await player.send(two() + "/api/me")).json()) as { balance: number };
    expect(me.balance).toBe(5500);

    const bought = await player.send(two() + "/api/store/purchase", {
      json: { itemId: "skin-fire-cardinal", idempotencyKey: "multi-instance-skin-1" },
    });
    expect(bought.status).toBe(200);
    const store = (await (await player.send(one() + "/api/store")).json()) as {
      balance: number;
      skins: Array<{ id: string; priceCoins: number; owned: boolean }>;
    };
    const skin = store.skins.find((s) => s.id === "fire-cardinal")!;
    expect(skin.owned).toBe(true);
    expect(store.balance).toBe(5500 - skin.priceCoins);

    // The same purchase retried on the other instance is the same purchase, not a second one.
    const again = await player.send(one() + "/api/store/purchase", {
      json: { itemId: "skin-fire-cardinal", idempotencyKey: "multi-instance-skin-1" },
    });
    expect(again.status).toBe(200);
    expect(((await (await player.send(two() + "/api/me")).json()) as { balance: number }).balance).toBe(store.balance);
  });

  it("a listener on one instance (and one through nginx) sees a run finished on the other", async () => {
    const abort = new AbortController();
    const readers = await Promise.all(
      [two(), cluster.url].map(async (base) => {
        const response = await fetch(base + "/api/leaderboards/stream?board=daily", { signal: abort.signal });
        expect(response.status).toBe(200);
        const reader = new EventReader(response);
        await reader.waitFor(() => (reader.events().length > 0 ? true : undefined), 5000);
        return reader;
      }),
    );
    try {
      const guest = await asGuest(one());
      const start = await guest.send("/api/runs", { method: "POST" });
      expect(start.status).toBe(201);
      const { runId } = (await start.json()) as { runId: string };
      // The bird falls with no input: a real, verified run with score 0 that still enters the daily board.
      const finish = await guest.send(`/api/runs/${runId}/finish`, { json: { inputs: [], claimedScore: 0, name: "Across" } });
      expect(finish.status).toBe(200);
      for (const reader of readers) {
        await reader.waitFor(
          () => reader.events().find((e) => e.data.board === "daily" && e.data.top.some((row) => row.name === "Across")),
          3000,
        );
      }
    } finally {
      abort.abort();
    }
  });

  it("a campaign started on one instance is mailed exactly once to each recipient", async () => {
    const db = openDatabase(database.url);
    const players = Array.from({ length: RECIPIENTS }, (_, i) => ({
      id: `multi${String(i).padStart(3, "0")}`,
      email: `multi${i}@example.com`,
      name: `Multi ${i}`,
    }));
    try {
      await insertPlayers(db.kysely, players);
      await insertSegment(db.kysely, "multi-segment", "Multi-instance test");
    } finally {
      await db.close();
    }
    const admin = await asAdmin(cluster.url, ADMIN_PASSWORD);
    const sent = await admin.send(one() + "/api/admin/campaigns", {
      json: { action: "send", segmentId: "multi-segment", subject: "Hello {{name}}", body: "Hi {{name}}" },
    });
    expect(sent.status).toBe(201);
    const { campaign } = (await sent.json()) as { campaign: { id: string; total: number } };
    expect(campaign.total).toBe(RECIPIENTS);
    await expect
      .poll(
        async () =>
          ((await (await admin.send(`${two()}/api/admin/campaigns/${campaign.id}`)).json()) as { campaign: { status: string } }).campaign
            .status,
        {
          timeout: 30_000,
          interval: 250,
        },
      )
      .toBe("finished");
    const campaignMails = smtp.messages.filter((m) => m.to[0]?.startsWith("multi") && m.to[0] !== "multi@example.com");
    expect(campaignMails.map((m) => m.to[0]).sort()).toEqual(players.map((p) => p.email).sort());
  });
});
