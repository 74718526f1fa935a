import type { SkinEffects } from "../../../game/render/bird.ts";
import type { GameSettings } from "../../../game/sim/types.ts";
import type { LeaderboardBoard } from "../../lib/leaderboard-live.ts";

/**
 * How long the game-over card ignores input once it is up: a start key does not play again and a tap
 * or click on its buttons goes nowhere. Players are still tapping as the bird hits; that late tap
 * must not press Back to Home or Play Again before they have seen their score.
 */
export const GAME_OVER_GUARD_MS = 700;

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

/** A friend challenge as the /play loader finds it (services.runs.challenge, its log decoded). */
export interface PlayChallenge {
  id: string;
  name: string;
  score: number;
  /** The challenger's verified run: seed, settings and inputs (the ghost replays them). */
  run: { seed: number; settingsVersion: number; settings: GameSettings; inputs: Array<[number, number]>; maxTicks?: number };
}

/** Who won a challenge run: from the finish answer once submitted, else by comparing scores. */
export interface ChallengeResult {
  name: string;
  score: number;
  won: boolean;
  /** The server said so (the run was submitted and verified). */
  verified: boolean;
}

/** What became of a run on the server, for the game-over card. */
export type RunVerdict =
  /** The finish is on its way. */
  | { kind: "saving" }
  /** Verified and credited (on the boards unless `ranked` is false: a banned player, or `unranked`). */
  | {
      kind: "counted";
      coins: number;
      /** The day's limit of coins from runs, when it held this run's coins back. */
      coinLimit?: number;
      balance: number;
      ranked: boolean;
      /** A run on no board: why (the card says it). */
      unranked?: "own_challenge" | "old_settings" | "course_replaced";
      /** A daily-course run: its ranks are the course boards'. */
      course: boolean;
      /** Held for the operator's review (machine-like play): the card says so. */
      held?: boolean;
      ranks: Record<LeaderboardBoard, number | null>;
      newBests: LeaderboardBoard[];
      name: string;
    }
  /** Sent, and not counted; `line` says why in the player's language. */
  | { kind: "refused"; line: string }
  /** Never sent (offline, a pinned test run, or no run issued): the name stays on this device. */
  | { kind: "local"; line: string };
