// Unsubscribe links of campaign and lifecycle mails. The newsletter keeps only a hash of its own
// random token, so a campaign cannot put that token in a mail; instead a campaign link carries
// "c1.<subscription id>.<HMAC of the id>" under a per-database app secret. It is deterministic (the
// re-send of a mail after a crash is byte-for-byte the same message), needs no storage, and unsubscribes
// the same newsletter_subscriptions row as the newsletter's own link (server/site/newsletter.ts).
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/index.ts";
import { getOrCreateSecret } from "../security/secrets.ts";

const SECRET_NAME = "campaign_unsubscribe";
const PREFIX = "c1";

const secrets = new WeakMap<Db, Promise<string>>();

function secretOf(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = getOrCreateSecret(db, SECRET_NAME);
    // A failed read (database down) must not stick.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

function mac(secret: string, subscriptionId: string): string {
  return createHmac("sha256", secret).update(`unsubscribe:${subscriptionId}`).digest("base64url");
}

export async function unsubscribeTokenFor(db: Db, subscriptionId: string): Promise<string> {
  return `${PREFIX}.${subscriptionId}.${mac(await secretOf(db), subscriptionId)}`;
}

export function unsubscribeUrlFor(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The subscription id a campaign link's token names, or null (not a campaign token, or forged). */
export async function subscriptionOfCampaignToken(db: Db, token: string): Promise<string | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== PREFIX || !parts[1] || !parts[2]) return null;
  const expected = Buffer.from(mac(await secretOf(db), parts[1]));
  const given = Buffer.from(parts[2]);
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts[1] : null;
}
