import { z } from "zod";
import type { Db } from "../db/index.ts";

// Ranges and defaults have one home, game/sim/settings.ts, shared by the browser, the replay and
// this service. pipeFrequency goes to 4000 instead of the spec's 3000 so that the 3500 ms default is
// representable (DESIGN.md).
import { DEFAULT_GAME_SETTINGS as SIM_DEFAULTS, POWER_UP_TYPES, SETTINGS_LIMITS } from "../../game/sim/index.ts";

export { POWER_UP_TYPES };
export type { PowerUpType } from "../../game/sim/index.ts";

/** Slider ranges of the admin Game Settings page (spec section 5). */
export const SETTINGS_RANGES = SETTINGS_LIMITS;

const r = SETTINGS_RANGES;

export const powerUpSettingsSchema = z.object({
  enabled: z.boolean(),
  /** ms */
  duration: z.number().int().min(r.powerUpDuration.min).max(r.powerUpDuration.max),
  /** in pipes */
  frequency: z.number().int().min(r.powerUpFrequency.min).max(r.powerUpFrequency.max),
});

/** The game's live settings; validated on every read and every admin save. */
export const gameSettingsSchema = z.object({
  gravity: z.number().min(r.gravity.min).max(r.gravity.max),
  jumpForce: z.number().min(r.jumpForce.min).max(r.jumpForce.max),
  pipeSpeed: z.number().min(r.pipeSpeed.min).max(r.pipeSpeed.max),
  pipeGap: z.number().int().min(r.pipeGap.min).max(r.pipeGap.max),
  pipeFrequency: z.number().int().min(r.pipeFrequency.min).max(r.pipeFrequency.max),
  powerUps: z.object({
    slowMotion: powerUpSettingsSchema,
    shield: powerUpSettingsSchema,
    doublePoints: powerUpSettingsSchema,
    miniSize: powerUpSettingsSchema,
    magnetism: powerUpSettingsSchema,
  }),
});

export type PowerUpSettings = z.infer<typeof powerUpSettingsSchema>;
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** Spec section 9: physics defaults and in-play power-up defaults (duration ms / frequency in pipes). */
export const DEFAULT_GAME_SETTINGS: GameSettings = SIM_DEFAULTS;

export interface VersionedSettings {
  version: number;
  settings: GameSettings;
}

export interface SettingsService {
  /** The newest saved version. Throws when none exists (the seed writes version 1). */
  current(): Promise<VersionedSettings>;
  /** A given version (runs are replayed with the settings they were played with), or undefined. */
  atVersion(version: number): Promise<VersionedSettings | undefined>;
}

export class SettingsMissingError extends Error {
  constructor() {
    super("no game settings are saved yet; seed the database (npm run db:migrate)");
  }
}

function parseRow(row: { version: number; settings_json: string }): VersionedSettings {
  const settings = gameSettingsSchema.parse(JSON.parse(row.settings_json));
  return { version: Number(row.version), settings };
}

export function createSettingsService(db: Db): SettingsService {
  const k = db.kysely;
  return {
    async current() {
      const row = await k
        .selectFrom("game_settings_versions")
        .select(["version", "settings_json"])
        .orderBy("version", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new SettingsMissingError();
      return parseRow(row);
    },
    async atVersion(version) {
      const row = await k
        .selectFrom("game_settings_versions")
        .select(["version", "settings_json"])
        .where("version", "=", version)
        .executeTakeFirst();
      return row ? parseRow(row) : undefined;
    },
  };
}
