// "Download my data" and the operator's "Export data": everything held about one player as one JSON
// document. Which table feeds which section is server/players/personal-data.ts; a table holding the
// player's id or e-mail is either here or says there why not (server/players/erasure.test.ts).
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { precompiled } from "../db/compiled.ts";

export interface PlayerProfile {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  emailVerified: boolean;
  isGuest: boolean;
  role: "player" | "admin";
  createdAt: number;
}

/** Better Auth dates come back as Date (PostgreSQL) or ISO text (SQLite); see migrations/0002. */
export function toEpochMs(value: Date | string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "number") return value;
  return Date.parse(value);
}

export function toBool(value: boolean | number | null | undefined): boolean {
  return value === true || value === 1;
}

const PLACEHOLDER = /\.invalid$/i;

/** The profile's statement for `playerId` (the players service compiles it once: GET /api/me reads it per call). */
// Compiled once (server/db/compiled.ts): GET /api/me reads it per call, and Kysely's building and
// compiling cost more than the read.
const selectProfile = precompiled((db, v: { playerId: string }) =>
  db
    .selectFrom("user")
    .select(["id", "name", "email", "phoneNumber", "emailVerified", "isAnonymous", "role", "createdAt"])
    .where("id", "=", v.playerId),
);

export async function profileIn(k: Kysely<Database>, playerId: string): Promise<PlayerProfile | null> {
  return profileOf((await selectProfile(k, { playerId })).rows[0]);
}

function profileOf(user: Awaited<ReturnType<typeof selectProfile>>["rows"][number] | undefined): PlayerProfile | null {
  if (!user) return null;
  return {
    id: user.id,
    name: user.name,
    email: PLACEHOLDER.test(user.email) ? null : user.email,
    phoneNumber: user.phoneNumber,
    emailVerified: toBool(user.emailVerified),
    isGuest: toBool(user.isAnonymous),
    role: user.role,
    createdAt: toEpochMs(user.createdAt),
  };
}

type Iso = string;

export interface PlayerExport {
  exportedAt: Iso;
  profile: PlayerProfile & {
    banned: boolean;
    banReason: string | null;
    /** The operator hid the name on the boards. */
    nameHidden: boolean;
    /** What segments know: the site's language, the country from the address, the last visit. */
    locale: string | null;
    country: string | null;
    lastSeenAt: Iso | null;
  };
  wallet: { coins: number; ledger: Array<{ delta: number; balanceAfter: number; reason: string; reference: string; at: Iso }> };
  skins: { active: string | null; owned: Array<{ skinId: string; source: string; acquiredAt: Iso }> };
  inventory: Array<{ item: string; count: number }>;
  stats: { gamesPlayed: number; totalFlaps: number; perfectRuns: number; bestScore: number; lastPlayedAt: Iso | null } | null;
  achievements: Array<{ id: string; progress: number; unlockedAt: Iso | null }>;
  purchases: Array<{ kind: string; itemId: string; priceCoins: number; at: Iso }>;
  /** Coin packs paid with money (card details stay with the payment provider). */
  payments: Array<{
    id: string;
    provider: string;
    packId: string;
    coins: number;
    amountCents: number;
    currency: string;
    status: string;
    createdAt: Iso;
    fulfilledAt: Iso | null;
  }>;
  /**
   * Every run's record. The input log itself (each flap's tick) is summarised as its length: the
   * score, statistics and power-ups it produced are here, and the log is kept only to verify runs
   * and replay challenges.
   */
  runs: Array<{
    id: string;
    status: string;
    seed: number;
    settingsVersion: number;
    startedAt: Iso;
    finishedAt: Iso | null;
    score: number | null;
    ticks: number | null;
    name: string | null;
    location: string | null;
    challengeOf: string | null;
    rejectReason: string | null;
    review: string | null;
    inputLogLength: number;
    powerUpsUsed: Array<{ tick: number; type: string }>;
  }>;
  leaderboardEntries: Array<{ board: string; period: string; name: string; score: number; location: string; achievedAt: Iso }>;
  /** Entries an operator took off a board (with why). */
  leaderboardRemovals: Array<{ board: string; period: string; score: number; reason: string; removedAt: Iso; restoredAt: Iso | null }>;
  sessions: Array<{ createdAt: Iso; expiresAt: Iso; ipAddress: string | null; userAgent: string | null }>;
  signInMethods: string[];
  newsletter: Array<{
    email: string;
    locale: string;
    consentText: string;
    consentAt: Iso;
    confirmedAt: Iso | null;
    unsubscribedAt: Iso | null;
    unlockedSkinId: string | null;
  }>;
  contactMessages: Array<{ email: string; message: string; locale: string; ip: string | null; userAgent: string | null; at: Iso }>;
  /** Their address on the newsletter blocklist (no mail from us), with the operator's reason. */
  blocked: Array<{ email: string; reason: string; at: Iso }>;
  analyticsEvents: Array<{ name: string; runId: string | null; value: number | null; props: unknown; at: Iso }>;
  campaignMails: Array<{ campaign: string; subject: string; email: string; status: string; sentAt: Iso | null }>;
  /** Mails and text messages in the built-in outbox (subjects only: their bodies hold sign-in links). */
  mails: Array<{ channel: string; recipient: string; subject: string; at: Iso }>;
  /** What operators did about this player (the audit log; operators' names are theirs, not shown). */
  adminActions: Array<{ action: string; at: Iso }>;
}

const iso = (ms: number | string | bigint) => new Date(Number(ms)).toISOString();
const isoOrNull = (ms: number | string | bigint | null | undefined) => (ms === null || ms === undefined ? null : iso(ms));
const lower = (s: string) => s.toLowerCase();

export async function exportIn(k: Kysely<Database>, playerId: string, now: number): Promise<PlayerExport | null> {
  const profile = await profileIn(k, playerId);
  if (!profile) return null;
  const user = await k.selectFrom("user").select(["email", "banned", "banReason"]).where("id", "=", playerId).executeTakeFirstOrThrow();
  const email = lower(user.email);
  const phone = profile.phoneNumber;
  const [
    moderation,
    segmentProfile,
    wallet,
    ledger,
    owned,
    state,
    inventory,
    stats,
    achievements,
    purchases,
    payments,
    runs,
    entries,
    removals,
    sessions,
    accounts,
    newsletter,
    contact,
    events,
    campaignMails,
    mails,
    audits,
    blocked,
  ] = await Promise.all([
    k.selectFrom("player_moderation").select("name_hidden").where("player_id", "=", playerId).executeTakeFirst(),
    k.selectFrom("player_profile").select(["locale", "country", "last_seen_at"]).where("player_id", "=", playerId).executeTakeFirst(),
    k.selectFrom("wallets").select("coins").where("player_id", "=", playerId).executeTakeFirst(),
    k
      .selectFrom("wallet_ledger")
      .select(["delta", "balance_after", "reason", "reference", "created_at"])
      .where("player_id", "=", playerId)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    k
      .selectFrom("player_skins")
      .select(["skin_id", "source", "acquired_at"])
      .where("player_id", "=", playerId)
      .orderBy("acquired_at")
      .execute(),
    k.selectFrom("player_state").select("active_skin").where("player_id", "=", playerId).executeTakeFirst(),
    k.selectFrom("inventories").select(["item", "count"]).where("player_id", "=", playerId).orderBy("item").execute(),
    k
      .selectFrom("player_stats")
      .select(["games_played", "total_flaps", "perfect_runs", "best_score", "last_played_at"])
      .where("player_id", "=", playerId)
      .executeTakeFirst(),
    k
      .selectFrom("player_achievements")
      .select(["achievement_id", "progress", "unlocked_at"])
      .where("player_id", "=", playerId)
      .orderBy("achievement_id")
      .execute(),
    k
      .selectFrom("purchases")
      .select(["kind", "item_id", "price_coins", "created_at"])
      .where("player_id", "=", playerId)
      .orderBy("created_at")
      .execute(),
    k.selectFrom("checkout_sessions").selectAll().where("player_id", "=", playerId).orderBy("created_at").execute(),
    k
      .selectFrom("runs")
      .select([
        "id",
        "status",
        "seed",
        "settings_version",
        "started_at",
        "finished_at",
        "score",
        "ticks",
        "name",
        "location",
        "challenge_id",
        "reject_reason",
        "review",
        (eb) => eb.fn.coalesce(eb.fn<number>("length", ["input_log"]), eb.lit(0)).as("input_log_length"),
      ])
      .where("player_id", "=", playerId)
      .orderBy("started_at")
      .execute(),
    k
      .selectFrom("leaderboard_entries")
      .select(["board", "period", "name", "score", "location", "achieved_at"])
      .where("player_id", "=", playerId)
      .orderBy("achieved_at", "desc")
      .execute(),
    k
      .selectFrom("leaderboard_removals")
      .select(["board", "period", "score", "reason", "removed_at", "restored_at"])
      .where("player_id", "=", playerId)
      .orderBy("removed_at")
      .execute(),
    k.selectFrom("session").select(["createdAt", "expiresAt", "ipAddress", "userAgent"]).where("userId", "=", playerId).execute(),
    k.selectFrom("account").select(["providerId"]).where("userId", "=", playerId).execute(),
    k
      .selectFrom("newsletter_subscriptions")
      .selectAll()
      .where((eb) => eb.or([eb("player_id", "=", playerId), eb(eb.fn("lower", ["email"]), "=", email)]))
      .orderBy("created_at")
      .execute(),
    k
      .selectFrom("contact_messages")
      .selectAll()
      .where((eb) => eb.or([eb("player_id", "=", playerId), eb(eb.fn("lower", ["email"]), "=", email)]))
      .orderBy("created_at")
      .execute(),
    k
      .selectFrom("analytics_events")
      .select(["name", "run_id", "value", "props_json", "created_at"])
      .where("player_id", "=", playerId)
      .orderBy("created_at")
      .execute(),
    k
      .selectFrom("campaign_recipients")
      .innerJoin("campaigns", "campaigns.id", "campaign_recipients.campaign_id")
      .select([
        "campaigns.name",
        "campaigns.subject",
        "campaign_recipients.email",
        "campaign_recipients.status",
        "campaign_recipients.sent_at",
      ])
      .where((eb) =>
        eb.or([eb("campaign_recipients.player_id", "=", playerId), eb(eb.fn("lower", ["campaign_recipients.email"]), "=", email)]),
      )
      .orderBy("campaigns.created_at")
      .execute(),
    k
      .selectFrom("outbox")
      .select(["channel", "recipient", "subject", "created_at"])
      .where((eb) => eb.or([eb(eb.fn("lower", ["recipient"]), "=", email), ...(phone ? [eb("recipient", "=", phone)] : [])]))
      .orderBy("created_at")
      .execute(),
    k
      .selectFrom("audit_log")
      .select(["action", "at"])
      .where((eb) => eb.or([eb("target", "=", playerId), eb("actor_id", "=", playerId)]))
      .orderBy("at")
      .execute(),
    k.selectFrom("newsletter_blocklist").select(["email", "reason", "created_at"]).where("email", "=", email).execute(),
  ]);
  const powerUps = await k
    .selectFrom("run_powerups")
    .select(["run_id", "tick", "type"])
    .where("run_id", "in", k.selectFrom("runs").select("id").where("player_id", "=", playerId))
    .orderBy("tick")
    .execute();
  const powerUpsOf = (runId: string) => powerUps.filter((p) => p.run_id === runId).map((p) => ({ tick: Number(p.tick), type: p.type }));

  return {
    exportedAt: iso(now),
    profile: {
      ...profile,
      banned: toBool(user.banned),
      banReason: user.banReason,
      nameHidden: Number(moderation?.name_hidden ?? 0) === 1,
      locale: segmentProfile?.locale ?? null,
      country: segmentProfile?.country ?? null,
      lastSeenAt: isoOrNull(segmentProfile?.last_seen_at),
    },
    wallet: {
      coins: Number(wallet?.coins ?? 0),
      ledger: ledger.map((e) => ({
        delta: Number(e.delta),
        balanceAfter: Number(e.balance_after),
        reason: e.reason,
        reference: e.reference,
        at: iso(e.created_at),
      })),
    },
    skins: {
      active: state?.active_skin ?? null,
      owned: owned.map((s) => ({ skinId: s.skin_id, source: s.source, acquiredAt: iso(s.acquired_at) })),
    },
    inventory: inventory.map((i) => ({ item: i.item, count: Number(i.count) })),
    stats: stats
      ? {
          gamesPlayed: Number(stats.games_played),
          totalFlaps: Number(stats.total_flaps),
          perfectRuns: Number(stats.perfect_runs),
          bestScore: Number(stats.best_score),
          lastPlayedAt: isoOrNull(stats.last_played_at),
        }
      : null,
    achievements: achievements.map((a) => ({ id: a.achievement_id, progress: Number(a.progress), unlockedAt: isoOrNull(a.unlocked_at) })),
    purchases: purchases.map((p) => ({ kind: p.kind, itemId: p.item_id, priceCoins: Number(p.price_coins), at: iso(p.created_at) })),
    payments: payments.map((c) => ({
      id: c.id,
      provider: c.provider,
      packId: c.pack_id,
      coins: Number(c.coins),
      amountCents: Number(c.amount_cents),
      currency: c.currency,
      status: c.status,
      createdAt: iso(c.created_at),
      fulfilledAt: isoOrNull(c.fulfilled_at),
    })),
    runs: runs.map((r) => ({
      id: r.id,
      status: r.status,
      seed: Number(r.seed),
      settingsVersion: Number(r.settings_version),
      startedAt: iso(r.started_at),
      finishedAt: isoOrNull(r.finished_at),
      score: r.score === null ? null : Number(r.score),
      ticks: r.ticks === null ? null : Number(r.ticks),
      name: r.name,
      location: r.location,
      challengeOf: r.challenge_id,
      rejectReason: r.reject_reason,
      review: r.review,
      inputLogLength: Number(r.input_log_length),
      powerUpsUsed: powerUpsOf(r.id),
    })),
    leaderboardEntries: entries.map((e) => ({
      board: e.board,
      period: e.period,
      name: e.name,
      score: Number(e.score),
      location: e.location,
      achievedAt: iso(e.achieved_at),
    })),
    leaderboardRemovals: removals.map((r) => ({
      board: r.board,
      period: r.period,
      score: Number(r.score),
      reason: r.reason,
      removedAt: iso(r.removed_at),
      restoredAt: isoOrNull(r.restored_at),
    })),
    sessions: sessions.map((s) => ({
      createdAt: iso(toEpochMs(s.createdAt)),
      expiresAt: iso(toEpochMs(s.expiresAt)),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
    signInMethods: [...new Set(accounts.map((a) => (a.providerId === "credential" ? "password" : a.providerId)))],
    newsletter: newsletter.map((n) => ({
      email: n.email,
      locale: n.locale,
      consentText: n.consent_text,
      consentAt: iso(n.consent_at),
      confirmedAt: isoOrNull(n.confirmed_at),
      unsubscribedAt: isoOrNull(n.unsubscribed_at),
      unlockedSkinId: n.unlocked_skin_id,
    })),
    blocked: blocked.map((b) => ({ email: b.email, reason: b.reason, at: iso(b.created_at) })),
    contactMessages: contact.map((m) => ({
      email: m.email,
      message: m.message,
      locale: m.locale,
      ip: m.ip,
      userAgent: m.user_agent,
      at: iso(m.created_at),
    })),
    analyticsEvents: events.map((e) => ({
      name: e.name,
      runId: e.run_id,
      value: e.value === null ? null : Number(e.value),
      props: e.props_json === null ? null : (JSON.parse(e.props_json) as unknown),
      at: iso(e.created_at),
    })),
    campaignMails: campaignMails.map((m) => ({
      campaign: m.name,
      subject: m.subject,
      email: m.email,
      status: m.status,
      sentAt: isoOrNull(m.sent_at),
    })),
    mails: mails.map((m) => ({ channel: m.channel, recipient: m.recipient, subject: m.subject, at: iso(m.created_at) })),
    adminActions: audits.map((a) => ({ action: a.action, at: iso(a.at) })),
  };
}
