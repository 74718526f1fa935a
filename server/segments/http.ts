// The one call the public routes make to keep player_profile current (run start, session check).
import type { Kysely } from "kysely";
import { localeOfHeaders } from "../../shared/i18n/locales.ts";
import type { Database } from "../db/schema.ts";
import type { Services } from "../services.ts";
import { countryCodeOf } from "./profile.ts";
import { RUN_TOUCH_INTERVAL_MS, SESSION_TOUCH_INTERVAL_MS } from "./service.ts";

/**
 * Records that the player was seen, with the language and country their request carries. `session`
 * (GET /api/session, called on every page) writes at most once an hour per player, `run` (a run's
 * start) at most once a minute. Never fails the
 * request it rides on: a failed write is logged and the sighting is simply missed. With `executor`
 * (a run start's SQLite transaction) the write is that transaction's: a failed SQLite statement
 * changes nothing and leaves its transaction going on (PostgreSQL's would abort it: not given there).
 */
export async function recordSighting(
  services: Pick<Services, "segments" | "config" | "logger">,
  playerId: string,
  request: Request,
  kind: "run" | "session",
  executor?: Kysely<Database>,
): Promise<void> {
  try {
    await services.segments.touch(
      playerId,
      {
        locale: localeOfHeaders(request.headers),
        country: countryCodeOf(request.headers, services.config.COUNTRY_HEADER),
        minIntervalMs: kind === "session" ? SESSION_TOUCH_INTERVAL_MS : RUN_TOUCH_INTERVAL_MS,
      },
      executor,
    );
  } catch (error) {
    services.logger.warn({ err: error, playerId }, "player profile not updated");
  }
}
