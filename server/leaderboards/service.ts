import type { Db } from "../db/index.ts";

export interface LeaderboardRow {
  rank: number;
  name: string;
  score: number;
  location: string;
  /** Epoch ms, UTC. */
  achievedAt: number;
  isSample: boolean;
}

export interface LeaderboardService {
  /** Today's (UTC) daily board plus the sample rows, best first, ranked 1..n. */
  topDaily(limit: number): Promise<LeaderboardRow[]>;
}

export function createLeaderboardService(_db: Db): LeaderboardService {
  return {
    async topDaily(_limit) {
      return [];
    },
  };
}
