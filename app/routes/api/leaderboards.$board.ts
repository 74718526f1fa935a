// GET /api/leaderboards/:board (daily | weekly | alltime | course | bestday) `?limit=10&around=2`:
// `{ board, top, me: { rank } | null, around }` — the current period's best rows, the caller's rank
// and the rows around the caller (empty without a session or a score).
import { getServices } from "../../../shared/context.ts";
import { isBoard } from "../../../server/leaderboards/service.ts";
import { loadBoard, playerIdOf } from "../../lib/leaderboard.server.ts";
import { jsonError, jsonOk } from "../../../server/http/json.ts";
import { publicCacheHeaders } from "../../../server/http/public-cache.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/leaderboards.$board";

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  const n = value === null ? fallback : Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

const api = resource<Route.LoaderArgs>({
  async GET({ request, context, params }) {
    if (!isBoard(params.board)) return jsonError(404, "unknown_board", "Boards are daily, weekly, alltime, course and bestday.");
    const board = params.board;
    const services = getServices(context);
    const url = new URL(request.url);
    const limit = intParam(url.searchParams.get("limit"), 10, 1, 100);
    const k = intParam(url.searchParams.get("around"), 2, 0, 25);
    const playerId = await playerIdOf(services, request);
    // Without a session the answer is every visitor's: the server's public cache may give it to others.
    return jsonOk(await loadBoard(services, playerId, board, limit, k), playerId === null ? { headers: publicCacheHeaders } : {});
  },
});

export const loader = api.loader;
export const action = api.action;
