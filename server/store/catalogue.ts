import { z } from "zod";
import type { Db } from "../db/index.ts";

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a #rrggbb colour");

/** Cosmetic extras drawn by the renderer; rarer skins have more of them. */
export const skinEffectsSchema = z.object({
  glow: z.boolean().optional(),
  particles: z.boolean().optional(),
  trailColor: hexColor.optional(),
  wingColor: hexColor.optional(),
});
export type SkinEffects = z.infer<typeof skinEffectsSchema>;

export const RARITIES = ["common", "rare", "epic", "legendary"] as const;
export const raritySchema = z.enum(RARITIES);

export const skinSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  color: hexColor,
  rarity: raritySchema,
  priceCoins: z.number().int().min(0),
  unlockedByDefault: z.boolean(),
  /** Only obtainable by buying (not given away, e.g. by the newsletter unlock). */
  purchaseOnly: z.boolean(),
  effects: skinEffectsSchema,
  sortOrder: z.number().int(),
});
export type Skin = z.infer<typeof skinSchema>;

export const powerUpSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  priceCoins: z.number().int().min(0),
  durationMs: z.number().int().positive().nullable(),
  durationText: z.string().min(1),
  sortOrder: z.number().int(),
});
export type PowerUp = z.infer<typeof powerUpSchema>;

export const coinPackSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  coins: z.number().int().positive(),
  bonusCoins: z.number().int().min(0),
  /** USD cents. */
  priceCents: z.number().int().positive(),
  description: z.string(),
  stripePriceId: z.string().min(1).nullable(),
  sortOrder: z.number().int(),
});
export type CoinPack = z.infer<typeof coinPackSchema>;

export interface CatalogueService {
  skins(): Promise<Skin[]>;
  powerUps(): Promise<PowerUp[]>;
  coinPacks(): Promise<CoinPack[]>;
}

export function createCatalogueService(db: Db): CatalogueService {
  const k = db.kysely;
  return {
    async skins() {
      const rows = await k.selectFrom("skins").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) =>
        skinSchema.parse({
          id: row.id,
          name: row.name,
          color: row.color,
          rarity: row.rarity,
          priceCoins: Number(row.price_coins),
          unlockedByDefault: Number(row.unlocked_by_default) === 1,
          purchaseOnly: Number(row.purchase_only) === 1,
          effects: JSON.parse(row.effects_json),
          sortOrder: Number(row.sort_order),
        }),
      );
    },
    async powerUps() {
      const rows = await k.selectFrom("power_ups").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) =>
        powerUpSchema.parse({
          id: row.id,
          name: row.name,
          description: row.description,
          priceCoins: Number(row.price_coins),
          durationMs: row.duration_ms === null ? null : Number(row.duration_ms),
          durationText: row.duration_text,
          sortOrder: Number(row.sort_order),
        }),
      );
    },
    async coinPacks() {
      const rows = await k.selectFrom("coin_packs").selectAll().orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) =>
        coinPackSchema.parse({
          id: row.id,
          name: row.name,
          coins: Number(row.coins),
          bonusCoins: Number(row.bonus_coins),
          priceCents: Number(row.price_cents),
          description: row.description,
          stripePriceId: row.stripe_price_id,
          sortOrder: Number(row.sort_order),
        }),
      );
    },
  };
}
