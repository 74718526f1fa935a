// Test and bench helper: a deterministic population of players with every fact a segment can ask
// about, written the same way to any engine, plus a plain-JS reference of what each criterion means.
import type { Kysely } from "kysely";
import { createRng, nextUnit } from "../../game/sim/prng.ts";
import type { Database } from "../db/schema.ts";
import { ACHIEVEMENT_IDS, DAY_MS, holds, type Criterion } from "./criteria.ts";

export interface TestPlayer {
  id: string;
  email: string;
  guest: boolean;
  createdAt: number;
  stats: { games: number; best: number; lastPlayedAt: number | null } | null;
  coins: number | null;
  /** Checkout sessions: amount and status. */
  checkouts: Array<{ cents: number; status: "paid" | "refunded" | "open" }>;
  /** How the newsletter knows them, if at all. */
  newsletter: { by: "player" | "email"; state: "confirmed" | "pending" | "unsubscribed" } | null;
  achievements: Array<{ id: string; unlocked: boolean }>;
  profile: { locale: string | null; country: string | null; lastSeenAt: number } | null;
}

/** The game's seeded PRNG (game/sim/prng.ts) as a function: the same players on every run and engine. */
export function prng(seed: number): () => number {
  const rng = createRng(seed);
  return () => nextUnit(rng);
}

const LOCALES = ["en", "fr", "de", "es", null] as const;
const COUNTRIES = ["US", "FR", "DE", "GB", "JP", null] as const;

export function makePlayers(count: number, now: number, seed = 7): TestPlayer[] {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const players: TestPlayer[] = [];
  for (let i = 0; i < count; i++) {
    const guest = random() < 0.4;
    // Whole days and a few hours off, so day boundaries are crossed both ways.
    const daysAgo = (max: number) => now - Math.floor(random() * max) * DAY_MS - Math.floor(random() * 20) * 3_600_000;
    const createdAt = daysAgo(400);
    const played = random() < 0.75;
    const stats = played
      ? { games: Math.floor(random() * 60), best: Math.floor(random() * 120), lastPlayedAt: random() < 0.9 ? daysAgo(90) : null }
      : null;
    const checkouts: TestPlayer["checkouts"] = [];
    if (!guest && random() < 0.35) {
      for (let c = 0; c < 1 + Math.floor(random() * 3); c++)
        checkouts.push({ cents: pick([99, 499, 1999]), status: pick(["paid", "paid", "refunded", "open"] as const) });
    }
    players.push({
      id: `p${String(i).padStart(6, "0")}`,
      email: guest ? `guest-${i}@guest.invalid` : `Player${i}@Example.com`,
      guest,
      createdAt,
      stats,
      coins: random() < 0.85 ? Math.floor(random() * 5000) : null,
      checkouts,
      newsletter:
        random() < 0.4
          ? {
              by: guest || random() < 0.5 ? "player" : "email",
              state: pick(["confirmed", "confirmed", "pending", "unsubscribed"] as const),
            }
          : null,
      achievements: ACHIEVEMENT_IDS.filter(() => random() < 0.3).map((id) => ({ id, unlocked: random() < 0.7 })),
      profile: random() < 0.7 ? { locale: pick(LOCALES), country: pick(COUNTRIES), lastSeenAt: daysAgo(60) } : null,
    });
  }
  return players;
}

async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Writes the players (and one operator account that must never be counted). */
export async function insertPlayers(k: Kysely<Database>, players: TestPlayer[], options: { batch?: number } = {}): Promise<void> {
  const batch = options.batch ?? 200;
  const iso = (ms: number) => new Date(ms).toISOString();
  await k
    .insertInto("user")
    .values({ id: "operator", name: "Operator", email: "ops@example.com", createdAt: iso(0), updatedAt: iso(0), role: "admin" })
    .execute();
  await inBatches(players, batch, (b) =>
    k
      .insertInto("user")
      .values(
        b.map((p) => ({
          id: p.id,
          name: p.id,
          email: p.email.toLowerCase(),
          createdAt: iso(p.createdAt),
          updatedAt: iso(p.createdAt),
          isAnonymous: p.guest,
        })),
      )
      .execute(),
  );
  const stats = players.filter((p) => p.stats);
  await inBatches(stats, batch, (b) =>
    k
      .insertInto("player_stats")
      .values(
        b.map((p) => ({
          player_id: p.id,
          games_played: p.stats!.games,
          best_score: p.stats!.best,
          last_played_at: p.stats!.lastPlayedAt,
          updated_at: 0,
        })),
      )
      .execute(),
  );
  const wallets = players.filter((p) => p.coins !== null);
  await inBatches(wallets, batch, (b) =>
    k
      .insertInto("wallets")
      .values(b.map((p) => ({ player_id: p.id, coins: p.coins!, updated_at: 0 })))
      .execute(),
  );
  const checkouts = players.flatMap((p) => p.checkouts.map((c, i) => ({ p, c, i })));
  await inBatches(checkouts, batch, (b) =>
    k
      .insertInto("checkout_sessions")
      .values(
        b.map(({ p, c, i }) => ({
          id: `cs_${p.id}_${i}`,
          provider: "sandbox" as const,
          player_id: p.id,
          pack_id: "starter",
          coins: 1000,
          amount_cents: c.cents,
          currency: "usd",
          status: c.status,
          created_at: 0,
          updated_at: 0,
        })),
      )
      .execute(),
  );
  const subscribers = players.filter((p) => p.newsletter);
  await inBatches(subscribers, batch, (b) =>
    k
      .insertInto("newsletter_subscriptions")
      .values(
        b.map((p) => ({
          id: `n_${p.id}`,
          // By e-mail: subscribed before signing in (no player id), under the account's address.
          email: p.newsletter!.by === "email" ? p.email.toLowerCase() : `${p.id}@subscriber.example`,
          player_id: p.newsletter!.by === "player" ? p.id : null,
          consent_text: "yes",
          consent_at: 0,
          confirm_token_hash: `c_${p.id}`,
          confirmed_at: p.newsletter!.state === "pending" ? null : 1,
          unsubscribe_token_hash: `u_${p.id}`,
          unsubscribed_at: p.newsletter!.state === "unsubscribed" ? 2 : null,
          created_at: 0,
          updated_at: 0,
        })),
      )
      .execute(),
  );
  const achievements = players.flatMap((p) => p.achievements.map((a) => ({ p, a })));
  await inBatches(achievements, batch, (b) =>
    k
      .insertInto("player_achievements")
      .values(
        b.map(({ p, a }) => ({ player_id: p.id, achievement_id: a.id, progress: 1, unlocked_at: a.unlocked ? 5 : null, updated_at: 0 })),
      )
      .execute(),
  );
  const profiles = players.filter((p) => p.profile);
  await inBatches(profiles, batch, (b) =>
    k
      .insertInto("player_profile")
      .values(
        b.map((p) => ({
          player_id: p.id,
          locale: p.profile!.locale,
          country: p.profile!.country,
          last_seen_at: p.profile!.lastSeenAt,
          updated_at: 0,
        })),
      )
      .execute(),
  );
}

// ---- the reference meaning of each criterion ------------------------------------------------------

export function matchesReference(p: TestPlayer, c: Criterion, now: number): boolean {
  switch (c.type) {
    case "games_played":
      return holds(p.stats?.games ?? 0, c.operator, c.value);
    case "best_score":
      return holds(p.stats?.best ?? 0, c.operator, c.value);
    case "coins":
      return holds(p.coins ?? 0, c.operator, c.value);
    case "total_spent":
      return holds(
        p.checkouts.filter((x) => x.status === "paid").reduce((sum, x) => sum + x.cents, 0),
        c.operator,
        c.value,
      );
    case "days_since_last_seen": {
      const seen = p.profile?.lastSeenAt ?? p.stats?.lastPlayedAt ?? p.createdAt;
      return holds(Math.floor((now - seen) / DAY_MS), c.operator, c.value);
    }
    case "account_type":
      return (p.guest === (c.value === "guest")) === (c.operator === "is");
    case "newsletter": {
      const consent = p.newsletter?.state === "confirmed";
      return (consent === c.value) === (c.operator === "is");
    }
    case "language":
    case "country": {
      const actual = c.type === "language" ? (p.profile?.locale ?? null) : (p.profile?.country ?? null);
      if (c.operator === "in") return actual !== null && (c.value as string[]).includes(actual);
      return c.operator === "is" ? actual === c.value : actual !== c.value;
    }
    case "achievement": {
      const unlocked = p.achievements.some((a) => a.id === c.value && a.unlocked);
      return unlocked === (c.operator === "unlocked");
    }
  }
}

export function referenceCount(players: TestPlayer[], criteria: Criterion[], now: number): number {
  return players.filter((p) => criteria.every((c) => matchesReference(p, c, now))).length;
}
