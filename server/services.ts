import type { Logger } from "pino";
import type { Config } from "./config.ts";
import type { Db } from "./db/index.ts";
import { createLeaderboardService, type LeaderboardService } from "./leaderboards/service.ts";
import { createSettingsService, type SettingsService } from "./settings/service.ts";
import { createCatalogueService, type CatalogueService } from "./store/catalogue.ts";

/** Everything a route may use, created once per process in server/main.ts. Routes never write SQL. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  settings: SettingsService;
  catalogue: CatalogueService;
  leaderboards: LeaderboardService;
}

export function createServices(deps: { config: Config; db: Db; logger: Logger }): Services {
  return {
    ...deps,
    settings: createSettingsService(deps.db),
    catalogue: createCatalogueService(deps.db),
    leaderboards: createLeaderboardService(deps.db),
  };
}
