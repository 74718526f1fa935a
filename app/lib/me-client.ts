// GET /api/me: the signed-in (or guest) player's balance, inventory, bests, stats and achievements.
// Without a session the server answers 401; callers that may have no session ask /api/session first
// (a 200 either way), so a fresh visitor's console shows no failed request.
import type { Achievement } from "../../game/achievements.ts";
import type { InventoryId } from "../../game/sim/index.ts";

export interface MeBest {
  score: number;
  rank: number | null;
}

export interface Me {
  player: { id: string; name: string; isGuest: boolean };
  balance: number;
  inventory: Partial<Record<InventoryId, number>>;
  bests: { daily: MeBest | null; weekly: MeBest | null; alltime: MeBest | null; course: MeBest | null; bestday: MeBest | null };
  stats: { gamesPlayed: number; totalFlaps: number; perfectRuns: number; bestScore: number };
  achievements: Achievement[];
}

/**
 * The player's state; null when there is no session or the server cannot be reached.
 * `{ session: "check" }` asks /api/session first (for pages a visitor may open without one).
 */
export async function fetchMe(options: { session?: "check"; timeoutMs?: number } = {}): Promise<Me | "no_session" | null> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 3000);
  try {
    if (options.session === "check") {
      const session = (await (await fetch("/api/session", { signal })).json()) as { player?: unknown };
      if (!session.player) return "no_session";
    }
    const response = await fetch("/api/me", { signal });
    if (response.status === 401) return "no_session";
    if (!response.ok) return null;
    return (await response.json()) as Me;
  } catch {
    return null;
  }
}
