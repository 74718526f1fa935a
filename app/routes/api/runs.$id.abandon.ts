// POST /api/runs/:id/abandon: ends the caller's open run without a score: the game sends it when the
// page is closed or left mid-run (a beacon, else fetch keepalive), so no run stays open. `{ abandoned }` (false when
// the run had ended already); 404 for a run that is not the caller's.
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { unauthorizedResponse } from "../../../server/auth/access.ts";
import { failureResponse, okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/runs.$id.abandon";

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  if (!session) return unauthorizedResponse("Start a game first.");
  const result = await services.runs.abandon(session.user.id, params.id);
  if (!result.ok) return failureResponse(result);
  return okResponse({ abandoned: result.abandoned });
}
