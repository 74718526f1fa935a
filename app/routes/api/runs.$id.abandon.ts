// POST /api/runs/:id/abandon: ends the caller's open run without a score: the game sends it when the
// page is closed or left mid-run (a beacon, else fetch keepalive), so no run stays open. `{ abandoned }` (false when
// the run had ended already); 404 for a run that is not the caller's.
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { failureResponse, jsonOk } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage } from "../../../server/http/refusals.ts";
import type { Route } from "./+types/runs.$id.abandon";

const api = resource<Route.ActionArgs>({
  async POST({ request, context, params }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.startGameFirst");
    const result = await services.runs.abandon(session.user.id, params.id);
    if (!result.ok) return failureResponse(inRequestLanguage(request, result));
    return jsonOk({ abandoned: result.abandoned });
  },
});

export const loader = api.loader;
export const action = api.action;
