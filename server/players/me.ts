import type { Achievement } from "../../game/achievements.ts";
import type { InventoryId } from "../../game/sim/types.ts";
import type { Board } from "../leaderboards/service.ts";
import type { PlayerStats } from "../achievements/service.ts";
import type { Services } from "../services.ts";

/** GET /api/me: what the game client shows of the signed-in (or guest) player. */
export interface MeView {
  player: { id: string; name: string; isGuest: boolean };
  balance: number;
  inventory: Partial<Record<InventoryId, number>>;
  /** Skin ids the player may fly (unlocked by default or owned), and the active one. */
  skins: { unlocked: string[]; active: string | null };
  bests: Record<Board, { score: number; rank: number } | null>;
  stats: PlayerStats;
  achievements: Achievement[];
}

export async function meView(services: Services, playerId: string): Promise<MeView | null> {
  const profile = await services.players.profile(playerId);
  if (!profile) return null;
  const [balance, inventory, skins, stats, achievements] = await Promise.all([
    services.wallet.balance(playerId),
    services.inventory.counts(playerId),
    services.store.playerSkins(playerId),
    services.achievements.stats(playerId),
    services.achievements.list(playerId),
  ]);
  const bests = await services.leaderboards.bestsOf(playerId);
  return {
    player: { id: profile.id, name: profile.name, isGuest: profile.isGuest },
    balance,
    inventory,
    skins,
    bests,
    stats,
    achievements,
  };
}
