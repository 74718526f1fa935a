import { z } from "zod";
import type { Db } from "../db/index.ts";

/**
 * Slider ranges of the admin Game Settings page (spec section 5). pipeFrequency goes to 4000 instead
 * of the spec's 3000 so that the 3500 ms default is representable (DESIGN.md).
 */
export const SETTINGS_RANGES = {
  gravity: { min: 0.1, max: 1, step: 0.05 },
  jumpForce: { min: 3, max: 12, step: 0.5 },
  pipeSpeed: { min: 1, max: 6, step: 0.5 },
  pipeGap: { min: 100, max: 250, step: 10 },
  pipeFrequency: { min: 1000, max: 4000, step: 100 },
  powerUpDuration: { min: 1000, max: 20000, step: 1000 },
  powerUpFrequency: { min: 10, max: 100, step: 5 },
} as const;

export const POWER_UP_TYPES = ["slowMotion", "shield", "doublePoints", "miniSize", "magnetism"] as const;
export type PowerUpType = (typeof POWER_UP_TYPES)[number];

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
export const DEFAULT_GAME_SETTINGS: GameSettings = {
  gravity: 0.25,
  jumpForce: 4.5,
  pipeSpeed: 3,
  pipeGap: 180,
  pipeFrequency: 3500,
  powerUps: {
    slowMotion: { enabled: true, duration: 5000, frequency: 30 },
    shield: { enabled: true, duration: 8000, frequency: 40 },
    doublePoints: { enabled: true, duration: 10000, frequency: 25 },
    miniSize: { enabled: true, duration: 12000, frequency: 35 },
    magnetism: { enabled: true, duration: 7000, frequency: 45 },
  },
};

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
