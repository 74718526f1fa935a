// The retention job on both engines with an injected clock: what the Privacy Policy's periods allow
// goes, what they keep stays, one instance at a time runs it (the lease), and /metrics has its figures.
import pino from "pino";
import { expect, it } from "vitest";
import { describeEachDialect } from "../../tests/dialects.ts";
import { createAchievementsService } from "../achievements/service.ts";
import { createAuditService } from "../audit/service.ts";
import type { Db } from "../db/index.ts";
import { createMetrics } from "../metrics.ts";
import { createInventoryService } from "../runs/inventory.ts";
import { createWalletService } from "../wallet/service.ts";
import { createRetentionJob, RETENTION_LEASE } from "./retention.ts";
import { createPlayersService } from "./service.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2027, 5, 1, 12);
const ago = (days: number) => NOW - days * DAY;
const iso = (ms: number) => new Date(ms).toISOString();
const silent = pino({ level: "silent" });

async function user(db: Db, id: string, options: { guest: boolean; createdDaysAgo: number }) {
  const at = iso(ago(options.createdDaysAgo));
  await db.kysely
    .insertInto("user")
    .values({ id, name: id, email: `${id}@example.com`, isAnonymous: options.guest, createdAt: at, updatedAt: at })
    .execute();
}

function jobFor(db: Db, holder: string, extra: { erase?: Parameters<typeof createRetentionJob>[0]["erase"] } = {}) {
  const players = createPlayersService(db, createWalletService(db), createInventoryService(db), createAchievementsService(db));
  const metrics = createMetrics({ db, databaseUrl: "unused" });
  const job = createRetentionJob({
    db,
    erase: extra.erase ?? players.erase,
    audit: createAuditService(db),
    logger: silent,
    metrics,
    now: () => NOW,
    holder,
  });
  return { job, metrics };
}

async function ids(db: Db, table: "user" | "contact_messages" | "newsletter_subscriptions" | "session" | "verification" | "outbox") {
  return (await db.kysely.selectFrom(table).select("id").orderBy("id").execute()).map((r) => r.id);
}

describeEachDialect("retention job", (getDb) => {
  it("erases guests idle for 12 months and deletes what the policy's periods let go, keeping the rest", async () => {
    const db = getDb();
    const k = db.kysely;
    // Guests: idle 400 days (goes), old but played 10 days ago (stays), old but visited (stays), new (stays).
    await user(db, "guest-idle", { guest: true, createdDaysAgo: 400 });
    await k
      .insertInto("leaderboard_entries")
      .values({
        id: "idle-entry",
        board: "alltime",
        period: "all",
        player_id: "guest-idle",
        name: "guest-idle",
        score: 3,
        achieved_at: ago(390),
      })
      .execute();
    await user(db, "guest-played", { guest: true, createdDaysAgo: 400 });
    await k
      .insertInto("player_stats")
      .values({ player_id: "guest-played", games_played: 1, best_score: 1, last_played_at: ago(10), updated_at: ago(10) })
      .execute();
    await user(db, "guest-visited", { guest: true, createdDaysAgo: 400 });
    await k
      .insertInto("player_profile")
      .values({ player_id: "guest-visited", last_seen_at: ago(20), updated_at: ago(20) })
      .execute();
    await user(db, "guest-new", { guest: true, createdDaysAgo: 30 });
    // An account idle for years is the player's own: kept.
    await user(db, "account-idle", { guest: false, createdDaysAgo: 900 });

    await k
      .insertInto("contact_messages")
      .values([
        { id: "cm-old", email: "a@example.com", message: "old", created_at: ago(370) },
        { id: "cm-new", email: "b@example.com", message: "new", created_at: ago(300) },
      ])
      .execute();
    const subscription = (id: string, unsubscribedDaysAgo: number | null) => ({
      id,
      email: `${id}@example.com`,
      consent_text: "yes",
      consent_at: ago(2000),
      confirm_token_hash: `c-${id}`,
      unsubscribe_token_hash: `u-${id}`,
      unsubscribed_at: unsubscribedDaysAgo === null ? null : ago(unsubscribedDaysAgo),
      created_at: ago(2000),
      updated_at: ago(2000),
    });
    await k
      .insertInto("newsletter_subscriptions")
      .values([subscription("nl-withdrawn-old", 1100), subscription("nl-withdrawn-new", 400), subscription("nl-active", null)])
      .execute();
    const session = (id: string, expiresAt: number) => ({
      id,
      token: `t-${id}`,
      userId: "account-idle",
      expiresAt: iso(expiresAt),
      createdAt: iso(ago(40)),
      updatedAt: iso(ago(40)),
      ipAddress: "203.0.113.1",
      userAgent: "Firefox",
    });
    await k
      .insertInto("session")
      .values([session("s-expired", ago(1)), session("s-valid", NOW + DAY)])
      .execute();
    const verification = (id: string, expiresAt: number) => ({
      id,
      identifier: `reset-password:${id}`,
      value: "account-idle",
      expiresAt: iso(expiresAt),
      createdAt: iso(ago(1)),
      updatedAt: iso(ago(1)),
    });
    await k
      .insertInto("verification")
      .values([verification("v-expired", NOW - 1000), verification("v-valid", NOW + 60_000)])
      .execute();
    await k
      .insertInto("outbox")
      .values([
        { id: "ob-old", channel: "email", recipient: "a@example.com", subject: "Hi", text: "x", html: null, created_at: ago(15) },
        { id: "ob-new", channel: "email", recipient: "a@example.com", subject: "Hi", text: "x", html: null, created_at: ago(13) },
      ])
      .execute();

    const { job, metrics } = jobFor(db, "instance-a");
    const report = await job.runOnce();
    expect(report).toEqual({
      at: NOW,
      removed: {
        guests: 1,
        contact_messages: 1,
        newsletter_withdrawals: 1,
        expired_sessions: 1,
        expired_verifications: 1,
        mail_log: 1,
      },
      failed: [],
    });
    expect(await ids(db, "user")).toEqual(["account-idle", "guest-new", "guest-played", "guest-visited"]);
    // The same erasure as a deleted account: the guest's entry left the board.
    expect(await k.selectFrom("leaderboard_entries").select("id").where("id", "=", "idle-entry").execute()).toEqual([]);
    expect(await ids(db, "contact_messages")).toEqual(["cm-new"]);
    expect(await ids(db, "newsletter_subscriptions")).toEqual(["nl-active", "nl-withdrawn-new"]);
    expect(await ids(db, "session")).toEqual(["s-valid"]);
    expect(await ids(db, "verification")).toEqual(["v-valid"]);
    expect(await ids(db, "outbox")).toEqual(["ob-new"]);
    // One audit row for the run, none per guest.
    const audit = await k.selectFrom("audit_log").select(["action", "actor", "after_json"]).where("action", "like", "%").execute();
    expect(audit.map((row) => [row.action, row.actor])).toEqual([["retention.run", "system"]]);
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ removed: { guests: 1 } });

    const text = await metrics.registry.metrics();
    expect(text).toContain('flapmaster_retention_removed_total{kind="guests"} 1');
    expect(text).toContain('flapmaster_retention_removed_total{kind="mail_log"} 1');
    expect(text).toContain('flapmaster_retention_failures_total{kind="guests"} 0');
    expect(text).toContain(`flapmaster_retention_last_run_timestamp_seconds ${NOW / 1000}`);

    // A second run finds nothing more to do.
    expect(Object.values((await job.runOnce())!.removed)).toEqual([0, 0, 0, 0, 0, 0]);
    await job.stop();
  });

  it("runs on one instance at a time, and counts a kind that failed without stopping the others", async () => {
    const db = getDb();
    const a = jobFor(db, "instance-a");
    const b = jobFor(db, "instance-b", {
      erase: () => {
        throw new Error("database went away");
      },
    });
    expect(await a.job.runOnce()).not.toBeNull();
    // A holds the lease (it is not given up between runs): B skips.
    expect(await b.job.runOnce()).toBeNull();
    await a.job.stop();
    expect(await db.kysely.selectFrom("job_leases").select("holder").where("name", "=", RETENTION_LEASE).execute()).toEqual([]);

    await user(db, "guest-failing", { guest: true, createdDaysAgo: 500 });
    await db.kysely
      .insertInto("contact_messages")
      .values({ id: "cm-older", email: "c@example.com", message: "old", created_at: ago(500) })
      .execute();
    const report = await b.job.runOnce();
    expect(report).toMatchObject({ failed: ["guests"], removed: { guests: 0, contact_messages: 1 } });
    expect(await b.metrics.registry.metrics()).toContain('flapmaster_retention_failures_total{kind="guests"} 1');
    expect(await ids(db, "user")).toContain("guest-failing");
    await b.job.stop();
  });
});
