// GET /api/admin/players?q&type&sort&dir&page&pageSize: one page of Player Data and the statistics.
import { methodNotAllowed } from "../../../http.server.ts";
import { errorResponse, okResponse, requireAdminRequest } from "../../../../server/admin/http.ts";
import { parsePlayerQuery, playerDataFor } from "../../../../server/admin/player-data.ts";
import type { Route } from "./+types/players";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  const parsed = parsePlayerQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return errorResponse(400, "invalid_query", parsed.message);
  const data = playerDataFor(services);
  const [page, statistics] = await Promise.all([data.list(parsed.query), data.statistics()]);
  return okResponse({ ...page, statistics });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminRequest(request, context);
  return methodNotAllowed("GET");
}
