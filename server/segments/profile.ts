// player_profile: the facts about a player that segments ask for and no other table holds: the
// language the site speaks to them, their country, and when they were last seen. Kept current from
// the run start (every run) and the session check (at most once per interval per player).
import type { CompiledQuery, DialectAdapter, Kysely } from "kysely";
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
 * The upsert, with and without the interval's condition, compiled once per database (every run start
 * records a sighting: Kysely's building and compiling cost more CPU than SQLite's upsert). Its
 * parameters: player id, locale, country, last seen, updated, then the condition's bound.
 */
const upserts = new WeakMap<DialectAdapter, { always: CompiledQuery; ifOlder: CompiledQuery }>();

function upsertOf(db: Kysely<Database>, conditional: boolean) {
  return db
    .insertInto("player_profile")
    .values({ player_id: "", locale: null, country: null, last_seen_at: 0, updated_at: 0 })
    .onConflict((oc) => {
      const update = oc.column("player_id").doUpdateSet((eb) => ({
        locale: eb.fn.coalesce(eb.ref("excluded.locale"), eb.ref("player_profile.locale")),
        country: eb.fn.coalesce(eb.ref("excluded.country"), eb.ref("player_profile.country")),
        last_seen_at: eb.ref("excluded.last_seen_at"),
        updated_at: eb.ref("excluded.updated_at"),
      }));
      return conditional ? update.where("player_profile.last_seen_at", "<=", 0) : update;
    })
    .compile();
}

/** Records a sighting of the player (upsert). A known value is never replaced by an unknown one. */
export async function touchProfile(db: Kysely<Database>, playerId: string, touch: ProfileTouch): Promise<void> {
  const { locale, country, now } = touch;
  const adapter = db.getExecutor().adapter;
  let compiled = upserts.get(adapter);
  if (!compiled) {
    compiled = { always: upsertOf(db, false), ifOlder: upsertOf(db, true) };
    upserts.set(adapter, compiled);
  }
  const values = [playerId, locale, country, now, now];
  await db.executeQuery(
    touch.minIntervalMs
      ? { ...compiled.ifOlder, parameters: [...values, now - touch.minIntervalMs] }
      : { ...compiled.always, parameters: values },
  );
}
