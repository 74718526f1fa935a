// GET /api/admin/players?q&type&sort&dir&page&pageSize: one page of Player Data and the statistics.
import { getServices } from "../../../../shared/context.ts";
import { parsePlayerQuery } from "../../../../server/admin/player-data.ts";
import { jsonError, jsonOk } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/players";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const parsed = parsePlayerQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return jsonError(400, "invalid_query", parsed.message);
    const { playerData } = getServices(context);
    const [page, statistics] = await Promise.all([playerData.list(parsed.query), playerData.statistics()]);
    return jsonOk({ ...page, statistics });
  },
});

export const loader = api.loader;
export const action = api.action;
