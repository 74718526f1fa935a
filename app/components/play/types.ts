import type { SkinEffects } from "../../../game/render/bird.ts";

/** A skin as the /play page gets it from its loader. */
export interface PlaySkin {
  id: string;
  name: string;
  color: string;
  rarity: string;
  priceCoins: number;
  unlockedByDefault: boolean;
  effects: SkinEffects;
}
