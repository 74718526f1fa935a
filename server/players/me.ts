import { sql } from "kysely";
import type { Achievement } from "../../game/achievements.ts";
import type { InventoryId } from "../../game/sim/types.ts";
import type { Board } from "../leaderboards/service.ts";
import { achievementsOfRows, statsOfRow, type PlayerStats } from "../achievements/service.ts";
import { precompiled } from "../db/compiled.ts";
import { countsOfRows } from "../runs/inventory.ts";
import type { Services } from "../services.ts";
import { toBool } from "./export.ts";

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

// GET /api/me is a guest's most frequent call, and it read one player's rows of seven tables in seven
// statements (each its own snapshot on SQLite, its own round trip on PostgreSQL). It reads them in two:
// the one-row tables joined to the player's user row, the many-row ones in one union. Only reads:
// each capability still writes its own tables, and what a row means stays its service's (statsOfRow,
// achievementsOfRows, countsOfRows, playerSkinsOf). Both compiled once (server/db/compiled.ts).
const selectPlayerRow = precompiled((db, v: { playerId: string }) =>
  db
    .selectFrom("user")
    .leftJoin("wallets", "wallets.player_id", "user.id")
    .leftJoin("player_stats", "player_stats.player_id", "user.id")
    .leftJoin("player_state", "player_state.player_id", "user.id")
    .select([
      "user.id",
      "user.name",
      "user.isAnonymous",
      "wallets.coins",
      "player_stats.games_played",
      "player_stats.best_score",
      "player_stats.total_flaps",
      "player_stats.perfect_runs",
      "player_stats.last_played_at",
      "player_state.active_skin",
    ])
    .where("user.id", "=", v.playerId),
);

/** The player's inventory ("i": item, count), owned skins ("s": skin id) and achievements ("a": id, progress, unlocked_at). */
const selectPlayerRows = precompiled((db, v: { playerId: string }) =>
  db
    .selectFrom("inventories")
    .select([sql<string>`'i'`.as("kind"), "item as id", "count as n", sql<number | null>`cast(null as bigint)`.as("at")])
    .where("inventories.player_id", "=", v.playerId)
    .unionAll(
      db
        .selectFrom("player_skins")
        .select([sql<string>`'s'`.as("kind"), "skin_id as id", sql<number>`0`.as("n"), sql<number | null>`cast(null as bigint)`.as("at")])
        .where("player_skins.player_id", "=", v.playerId),
    )
    .unionAll(
      db
        .selectFrom("player_achievements")
        .select([sql<string>`'a'`.as("kind"), "achievement_id as id", "progress as n", "unlocked_at as at"])
        .where("player_achievements.player_id", "=", v.playerId),
    ),
);

export async function meView(services: Services, playerId: string): Promise<MeView | null> {
  const k = services.db.kysely;
  const player = (await selectPlayerRow(k, { playerId })).rows[0];
  if (!player) return null;
  const { rows } = await selectPlayerRows(k, { playerId });
  const items: { item: string; count: unknown }[] = [];
  const owned: string[] = [];
  const achieved: { achievement_id: string; progress: unknown; unlocked_at: unknown }[] = [];
  for (const row of rows) {
    if (row.kind === "i") items.push({ item: row.id, count: row.n });
    else if (row.kind === "s") owned.push(row.id);
    else achieved.push({ achievement_id: row.id, progress: row.n, unlocked_at: row.at });
  }
  const skins = await services.store.playerSkinsOf(owned, player.active_skin ?? null);
  const bests = await services.leaderboards.bestsOf(playerId);
  return {
    player: { id: player.id, name: player.name, isGuest: toBool(player.isAnonymous) },
    balance: player.coins === null ? 0 : Number(player.coins),
    inventory: countsOfRows(items),
    skins,
    bests,
    stats: statsOfRow(player),
    achievements: achievementsOfRows(achieved),
  };
}
