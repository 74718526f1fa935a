import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/index.ts";
import { createLeaderboardService, type LeaderboardService } from "./leaderboards/service.ts";

/** Everything a route may use, created once per process in server/main.ts. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  leaderboards: LeaderboardService;
}

export function createServices(deps: { config: Config; db: Db; logger: Logger }): Services {
  return { ...deps, leaderboards: createLeaderboardService(deps.db) };
}
