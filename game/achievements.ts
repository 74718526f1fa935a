// The eight achievements (product spec, "Achievements"). DOM-free and shared: the server advances
// them from verified runs only (server/achievements), the /play client draws them and keeps an
// offline copy in local storage. Progress only rises; an achievement unlocks when its progress
// reaches the requirement.

export type AchievementRequirementType = "games_played" | "score" | "total_flaps" | "perfect_runs";
export type AchievementRarity = "common" | "rare" | "epic" | "legendary";

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  /** An emoji: drawn as text, so no image requests. */
  icon: string;
  rarity: AchievementRarity;
  requirement: { type: AchievementRequirementType; value: number };
}

/** A player's state of one achievement (GET /api/me, the finish answer). */
export interface Achievement extends AchievementDefinition {
  progress: number;
  unlocked: boolean;
  /** Epoch ms; null while locked. */
  unlockedAt: number | null;
}

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    id: "first-flight",
    name: "First Flight",
    description: "Play your first game",
    icon: "🐣",
    rarity: "common",
    requirement: { type: "games_played", value: 1 },
  },
  {
    id: "rookie",
    name: "Rookie",
    description: "Score 10 points in one game",
    icon: "🥉",
    rarity: "common",
    requirement: { type: "score", value: 10 },
  },
  {
    id: "intermediate",
    name: "Intermediate",
    description: "Score 25 points in one game",
    icon: "🥈",
    rarity: "rare",
    requirement: { type: "score", value: 25 },
  },
  {
    id: "expert",
    name: "Expert",
    description: "Score 50 points in one game",
    icon: "🥇",
    rarity: "epic",
    requirement: { type: "score", value: 50 },
  },
  {
    id: "master",
    name: "Master",
    description: "Score 100 points in one game",
    icon: "🏆",
    rarity: "legendary",
    requirement: { type: "score", value: 100 },
  },
  {
    id: "dedicated",
    name: "Dedicated",
    description: "Play 50 games",
    icon: "🎮",
    rarity: "rare",
    requirement: { type: "games_played", value: 50 },
  },
  {
    id: "flap-master",
    name: "Flap Master",
    description: "Flap 1,000 times",
    icon: "🪽",
    rarity: "epic",
    requirement: { type: "total_flaps", value: 1000 },
  },
  {
    id: "perfect-10",
    name: "Perfect 10",
    description: "Finish 10 perfect runs with no close calls",
    icon: "💎",
    rarity: "legendary",
    requirement: { type: "perfect_runs", value: 10 },
  },
];

/** The player's totals that achievements are measured against. */
export interface AchievementStats {
  gamesPlayed: number;
  bestScore: number;
  totalFlaps: number;
  perfectRuns: number;
}

/** The progress a player's stats give towards a requirement (capped at the requirement). */
export function progressOf(definition: AchievementDefinition, stats: AchievementStats): number {
  const { type, value } = definition.requirement;
  const measured =
    type === "games_played"
      ? stats.gamesPlayed
      : type === "score"
        ? stats.bestScore
        : type === "total_flaps"
          ? stats.totalFlaps
          : stats.perfectRuns;
  return Math.min(value, Math.max(0, measured));
}
