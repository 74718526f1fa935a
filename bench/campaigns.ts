// Campaign sending: 10 thousand consenting recipients mailed into a local SMTP server that discards
// what it receives, by the app's own worker (server/campaigns) and mailer (nodemailer over SMTP_URL),
// on SQLite (a temp WAL file) and PostgreSQL (a fresh database). The rate limit is set far above what
// one sender reaches, so the figure is the sender's own ceiling per instance.
//
// Figures per engine and SMTP transport (one connection per mail, and nodemailer's pool: ?pool=true):
// freezing the recipients (the send request's work), mails per second from the first claim until the
// campaign is finished, and peak RSS / heapUsed above the level before the send, sampled every 20 ms.
//
// Run: npm run bench:campaigns (BENCH_ENGINES=sqlite,postgres  BENCH_RECIPIENTS=10000
// BENCH_TRANSPORTS=single,pool  BENCH_BATCH=100)
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { createAuditService } from "../server/audit/service.ts";
import { createCampaignModule } from "../server/campaigns/index.ts";
import { insertPlayers, insertSegment } from "../server/campaigns/test-data.ts";
import { openDatabase } from "../server/db/index.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { seed } from "../server/db/seed.ts";
import { createMailer } from "../server/mail/mailer.ts";
import { createTestDatabase } from "../tests/e2e/server.ts";
import { report } from "./lib.ts";

const engines = (process.env.BENCH_ENGINES ?? "sqlite,postgres").split(",") as ("sqlite" | "postgres")[];
const transports = (process.env.BENCH_TRANSPORTS ?? "single,pool").split(",") as ("single" | "pool")[];
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 100);
const log = (message: string) => process.stderr.write(message + "\n");
const logger = pino({ level: "silent" });

/** An SMTP server that accepts everything and keeps nothing (the bench measures the sender). */
async function startSink(): Promise<{ url: string; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // No reverse DNS of 127.0.0.1 per connection: the sink must not be the bottleneck.
    disableReverseLookup: true,
    onData(stream, _session, callback) {
      stream.on("data", () => {});
      stream.on("end", () => {
        received++;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function runOne(engine: "sqlite" | "postgres", transport: "single" | "pool") {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.url);
  const sink = await startSink();
  const mailer = createMailer({
    db,
    logger,
    smtpUrl: transport === "pool" ? `${sink.url}/?pool=true` : sink.url,
    from: "Bench <bench@example.com>",
  });
  try {
    await migrateToLatest(db);
    await seed(db);
    // Welcome mails off: only the campaign is measured.
    await db.kysely.updateTable("lifecycle_settings").set({ welcome_enabled: 0 }).execute();
    await insertPlayers(
      db.kysely,
      Array.from({ length: RECIPIENTS }, (_, i) => ({
        id: `b${String(i).padStart(6, "0")}`,
        email: `bench${i}@example.com`,
        name: `Bench <${i}>`,
      })),
    );
    await insertSegment(db.kysely, "bench", "Bench");
    const module = createCampaignModule({
      config: { PUBLIC_URL: "https://flap.example.com", CAMPAIGN_RATE_PER_SECOND: 10_000, CAMPAIGN_BATCH_SIZE: BATCH },
      db,
      logger,
      mailer,
      audit: createAuditService(db),
    });

    globalThis.gc?.();
    const baseRss = process.memoryUsage().rss;
    const baseHeap = process.memoryUsage().heapUsed;
    let peakRss = baseRss;
    let peakHeap = baseHeap;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);

    const frozenAt = performance.now();
    const started = await module.sends.send(
      { segmentId: "bench", subject: "Hi {{name}}", body: "Hello {{name}},\n\nA new skin is here." },
      { id: null, label: "bench" },
    );
    if (!started.ok) throw new Error(started.message);
    const freezeMs = performance.now() - frozenAt;
    if (started.campaign.total !== RECIPIENTS) throw new Error(`froze ${started.campaign.total} recipients`);

    const sendAt = performance.now();
    module.worker.start();
    for (;;) {
      const row = await db.kysely.selectFrom("campaigns").select("status").where("id", "=", started.campaign.id).executeTakeFirstOrThrow();
      if (row.status === "finished") break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (performance.now() - sendAt) / 1000;
    await module.worker.stop();
    clearInterval(sampler);
    const detail = await module.sends.detail(started.campaign.id, {});
    if (detail!.campaign.sent !== RECIPIENTS || sink.received() !== RECIPIENTS) {
      throw new Error(`sent ${detail!.campaign.sent}, received ${sink.received()} of ${RECIPIENTS}`);
    }
    const extra = { engine, transport, recipients: RECIPIENTS, batch: BATCH };
    report("campaign_freeze_recipients", freezeMs, "ms", extra);
    report("campaign_send_rate", RECIPIENTS / seconds, "mails/s", extra);
    report("campaign_send_peak_rss_above_base", (peakRss - baseRss) / 1_048_576, "MiB", extra);
    report("campaign_send_peak_heap_above_base", (peakHeap - baseHeap) / 1_048_576, "MiB", extra);
    report("campaign_send_peak_rss", peakRss / 1_048_576, "MiB", extra);
  } finally {
    mailer.close();
    await sink.close();
    await db.close();
    await database.drop();
  }
}

for (const engine of engines) {
  for (const transport of transports) {
    log(`campaigns bench: ${engine}, ${transport} SMTP connection, ${RECIPIENTS} recipients`);
    await runOne(engine, transport);
  }
}
