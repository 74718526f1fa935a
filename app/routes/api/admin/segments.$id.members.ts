// GET /api/admin/segments/:id/members?page=N -> { segment, members: [{ playerId, name, email }], page, pageSize }
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { jsonError, jsonOk } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/segments.$id.members";

const querySchema = z.object({ page: z.coerce.number().int().min(1).max(1_000_000).default(1) }).strict();

const api = resource<Route.LoaderArgs>({
  async GET({ request, params, context }) {
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return jsonError(400, "invalid_query", "Use ?page=<number from 1>.");
    const result = await getServices(context).segments.members(params.id, query.data.page);
    return result ? jsonOk(result) : jsonError(404, "not_found", "No such segment.");
  },
});

export const loader = api.loader;
export const action = api.action;
