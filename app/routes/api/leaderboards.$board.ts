// GET /api/leaderboards/:board (daily | weekly | alltime) `?limit=10&around=2`:
// `{ board, top, me: { rank } | null, around }` — the current period's best rows, the caller's rank
// and the rows around the caller (empty without a session or a score).
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { isBoard } from "../../../server/leaderboards/service.ts";
import { loadBoard, playerIdOf } from "../../lib/leaderboard.server.ts";
import { errorResponse, okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/leaderboards.$board";

function intParam(value: string | null, fallback: number, min: number, max: number): number {
  const n = value === null ? fallback : Number(value);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : fallback;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isBoard(params.board)) return errorResponse(404, "unknown_board", "Boards are daily, weekly and alltime.");
  const board = params.board;
  const services = getServices(context);
  const url = new URL(request.url);
  const limit = intParam(url.searchParams.get("limit"), 10, 1, 100);
  const k = intParam(url.searchParams.get("around"), 2, 0, 25);
  return okResponse(await loadBoard(services, await playerIdOf(services, request), board, limit, k));
}

export function action() {
  return methodNotAllowed("GET");
}
