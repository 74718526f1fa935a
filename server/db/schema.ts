// Kysely table types: what a row holds on BOTH engines (see migrations/). Booleans are 0/1 integers,
// times are epoch ms (UTC) numbers, money is integer cents, JSON lives in text columns.
import type { ColumnType } from "kysely";

/** A column with a database default: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** 0 or 1. */
export type IntBool = 0 | 1;

export type Rarity = "common" | "rare" | "epic" | "legendary";

export interface SkinsTable {
  id: string;
  name: string;
  /** CSS colour, e.g. '#FFD700'. */
  color: string;
  rarity: Rarity;
  price_coins: number;
  unlocked_by_default: WithDefault<IntBool>;
  purchase_only: WithDefault<IntBool>;
  /** JSON of SkinEffects (server/store/catalogue.ts). */
  effects_json: WithDefault<string>;
  sort_order: WithDefault<number>;
}

export interface PowerUpsTable {
  /** e.g. 'time-slow'. */
  id: string;
  name: string;
  description: string;
  price_coins: number;
  /** null for power-ups not measured in time (shield, extra-life, mega-zap). */
  duration_ms: number | null;
  /** e.g. '10 s', '1 hit', '1 life', 'instant'. */
  duration_text: string;
  sort_order: WithDefault<number>;
}

export interface CoinPacksTable {
  id: string;
  name: string;
  coins: number;
  bonus_coins: WithDefault<number>;
  /** USD cents. */
  price_cents: number;
  description: string;
  stripe_price_id: string | null;
  sort_order: WithDefault<number>;
}

export interface GameSettingsVersionsTable {
  version: number;
  /** JSON of GameSettings (server/settings/service.ts). */
  settings_json: string;
  created_at: number;
  created_by: string | null;
  note: WithDefault<string>;
}

export interface EmailTemplatesTable {
  id: string;
  name: string;
  subject: string;
  /** May contain the {{name}} placeholder. */
  body: string;
  created_at: number;
  updated_at: number;
}

export interface LeaderboardEntriesTable {
  id: string;
  /** 'daily', later 'weekly', 'all-time'. */
  board: string;
  /** Period key: the UTC date 'YYYY-MM-DD' for daily; 'sample' for seeded sample rows. */
  period: string;
  player_id: string | null;
  name: string;
  location: WithDefault<string>;
  score: number;
  achieved_at: number;
  is_sample: WithDefault<IntBool>;
}

export interface Database {
  skins: SkinsTable;
  power_ups: PowerUpsTable;
  coin_packs: CoinPacksTable;
  game_settings_versions: GameSettingsVersionsTable;
  email_templates: EmailTemplatesTable;
  leaderboard_entries: LeaderboardEntriesTable;
  seed_steps: SeedStepsTable;
}

export interface SeedStepsTable {
  name: string;
  applied_at: number;
}
