// GET /api/leaderboards/stream?board=daily&board=weekly (none: all three): Server-Sent Events, one
// `leaderboard` event per board on connect and one per change. The stream lives in
// server/leaderboards/feed.ts; this module only hands it the request.
import { getServices } from "../../../shared/context.ts";
import { leaderboardStreamResponse } from "../../../server/leaderboards/feed.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/leaderboards.stream";

const api = resource<Route.LoaderArgs>({
  GET({ request, context }) {
    return leaderboardStreamResponse(request, getServices(context).leaderboardFeed);
  },
});

export const loader = api.loader;
export const action = api.action;
