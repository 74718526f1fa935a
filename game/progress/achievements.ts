// The offline copy of the player's achievements (local storage key 'achievements', as the spec names
// it). The server is the source of truth: the copy is written from GET /api/me answers and read only
// when the server cannot be reached. Parsed defensively (storage is user-editable): entries are
// matched to the known definitions, whose names and texts win over anything stored.
import { ACHIEVEMENTS, type Achievement } from "../achievements.ts";
import type { StorageLike } from "./index.ts";

export const ACHIEVEMENTS_KEY = "achievements";

/** Every known achievement with no progress (a player who has not played yet). */
export function emptyAchievements(): Achievement[] {
  return ACHIEVEMENTS.map((a) => ({ ...a, requirement: { ...a.requirement }, progress: 0, unlocked: false, unlockedAt: null }));
}

/** A stored list, merged onto the definitions; null when there is nothing usable. */
export function parseAchievements(raw: string | null | undefined): Achievement[] | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  const stored = new Map<string, { progress: number; unlockedAt: number | null }>();
  for (const item of value as unknown[]) {
    if (!item || typeof item !== "object") continue;
    const { id, progress, unlocked, unlockedAt } = item as Record<string, unknown>;
    if (typeof id !== "string") continue;
    const p = typeof progress === "number" && Number.isFinite(progress) && progress > 0 ? progress : 0;
    const at = unlocked === true && typeof unlockedAt === "number" && Number.isFinite(unlockedAt) ? unlockedAt : null;
    stored.set(id, { progress: p, unlockedAt: at });
  }
  if (stored.size === 0) return null;
  return emptyAchievements().map((a) => {
    const s = stored.get(a.id);
    if (!s) return a;
    const progress = Math.min(a.requirement.value, s.progress);
    const unlocked = s.unlockedAt !== null && progress >= a.requirement.value;
    return { ...a, progress, unlocked, unlockedAt: unlocked ? s.unlockedAt : null };
  });
}

function defaultStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readAchievementsCache(storage: StorageLike | null = defaultStorage()): Achievement[] | null {
  try {
    return parseAchievements(storage?.getItem(ACHIEVEMENTS_KEY));
  } catch {
    return null;
  }
}

/** Stores the server's list (only the fields that change; definitions come from the code). */
export function writeAchievementsCache(list: readonly Achievement[], storage: StorageLike | null = defaultStorage()): void {
  const slim = list.map(({ id, progress, unlocked, unlockedAt }) => ({ id, progress, unlocked, unlockedAt }));
  try {
    storage?.setItem(ACHIEVEMENTS_KEY, JSON.stringify(slim));
  } catch {
    // full or blocked: the list is simply not available offline
  }
}
