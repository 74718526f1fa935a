// GET /api/leaderboards/stream?board=daily&board=weekly (none: all three): Server-Sent Events, one
// `leaderboard` event per board on connect and one per change. The stream lives in
// server/leaderboards/feed.ts; this module only hands it the request.
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { leaderboardStreamResponse } from "../../../server/leaderboards/feed.ts";
import type { Route } from "./+types/leaderboards.stream";

export function loader({ request, context }: Route.LoaderArgs) {
  return leaderboardStreamResponse(request, getServices(context).leaderboardFeed);
}

export function action() {
  return methodNotAllowed("GET");
}
