// Test and bench helper: players with confirmed newsletter subscriptions, and a segment of everyone.
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export interface PlayerSpec {
  id: string;
  email: string;
  name: string;
  /** Newsletter state of the address (default confirmed). */
  newsletter?: "confirmed" | "pending" | "unsubscribed" | "none";
}

export async function insertPlayers(k: Kysely<Database>, players: PlayerSpec[], at = Date.now()): Promise<void> {
  const iso = new Date(at).toISOString();
  for (let i = 0; i < players.length; i += 500) {
    const chunk = players.slice(i, i + 500);
    await k
      .insertInto("user")
      .values(
        chunk.map((p) => ({
          id: p.id,
          name: p.name,
          email: p.email,
          emailVerified: true,
          createdAt: iso,
          updatedAt: iso,
          isAnonymous: false,
          role: "player" as const,
        })),
      )
      .execute();
    const subscribed = chunk.filter((p) => (p.newsletter ?? "confirmed") !== "none");
    if (subscribed.length === 0) continue;
    await k
      .insertInto("newsletter_subscriptions")
      .values(
        subscribed.map((p) => ({
          id: `sub-${p.id}`,
          email: p.email.toLowerCase(),
          player_id: p.id,
          locale: "en",
          consent_text: "I agree to receive e-mails.",
          consent_at: at,
          confirm_token_hash: `confirm-${p.id}`,
          confirmed_at: p.newsletter === "pending" ? null : at,
          unsubscribe_token_hash: `unsubscribe-${p.id}`,
          unsubscribed_at: p.newsletter === "unsubscribed" ? at : null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
}

/** A segment with no criteria: every player. */
export async function insertSegment(k: Kysely<Database>, id: string, name: string, at = Date.now()): Promise<void> {
  await k
    .insertInto("segments")
    .values({ id, name, description: "test segment", criteria_json: "[]", created_at: at, updated_at: at })
    .execute();
}
