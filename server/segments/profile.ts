// player_profile: the facts about a player that segments ask for and no other table holds: the
// language the site speaks to them, their country, and when they were last seen. Kept current from
// the run start (at most once a minute per player) and the session check (at most once an hour).
import type { Kysely } from "kysely";
import { precompiled } from "../db/compiled.ts";
import type { Database } from "../db/schema.ts";
import { acceptLanguageRegion, countryName } from "../players/location.ts";

export interface ProfileTouch {
  /** One of shared/i18n/locales.ts. */
  locale: string | null;
  /** ISO 3166 alpha-2, or null when unknown. */
  country: string | null;
  now: number;
  /**
   * Skip the write when the stored sighting is younger than this (ms). The upsert's own condition, so
   * several server processes still write at most once per interval.
   */
  minIntervalMs?: number;
}

/** The visitor's country code: the trusted proxy's header, else the Accept-Language region; null if neither. */
export function countryCodeOf(headers: Headers, countryHeader: string | undefined): string | null {
  const proxied = countryHeader ? headers.get(countryHeader) : null;
  if (proxied && countryName(proxied)) return proxied.trim().toUpperCase();
  const region = acceptLanguageRegion(headers.get("accept-language"));
  return region && countryName(region) ? region : null;
}

/**
 * The upsert, compiled once per database and shape (server/db/compiled.ts): every run start records a
 * sighting, and Kysely's building and compiling cost more CPU than SQLite's upsert. Shape "ifOlder"
 * updates only a sighting older than `olderThan`.
 */
const upsertSighting = precompiled(
  (db, v: { playerId: string; locale: string | null; country: string | null; now: number; olderThan: number }, shape) =>
    db
      .insertInto("player_profile")
      .values({ player_id: v.playerId, locale: v.locale, country: v.country, last_seen_at: v.now, updated_at: v.now })
      .onConflict((oc) => {
        const update = oc.column("player_id").doUpdateSet((eb) => ({
          locale: eb.fn.coalesce(eb.ref("excluded.locale"), eb.ref("player_profile.locale")),
          country: eb.fn.coalesce(eb.ref("excluded.country"), eb.ref("player_profile.country")),
          last_seen_at: eb.ref("excluded.last_seen_at"),
          updated_at: eb.ref("excluded.updated_at"),
        }));
        return shape === "ifOlder" ? update.where("player_profile.last_seen_at", "<=", v.olderThan) : update;
      }),
);

/** Records a sighting of the player (upsert). A known value is never replaced by an unknown one. */
export async function touchProfile(db: Kysely<Database>, playerId: string, touch: ProfileTouch): Promise<void> {
  const { locale, country, now } = touch;
  const olderThan = now - (touch.minIntervalMs ?? 0);
  await upsertSighting(db, { playerId, locale, country, now, olderThan }, touch.minIntervalMs ? "ifOlder" : "");
}
