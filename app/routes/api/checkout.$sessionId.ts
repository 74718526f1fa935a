// GET /api/checkout/:sessionId: the caller's own checkout, confirmed with the provider first when it is
// not yet fulfilled (so /success credits the coins even before the webhook arrives):
// `{ id, status, packId, coins, amountCents, currency, balance }`.
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { unauthorizedResponse } from "../../../server/auth/access.ts";
import { errorResponse, okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/checkout.$sessionId";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  if (!session) return unauthorizedResponse("Please sign in to verify your payment");
  const view = params.sessionId.length <= 255 ? await services.payments.view(session.user.id, params.sessionId) : null;
  if (!view) return errorResponse(404, "not_found", "No such checkout session.");
  return okResponse(view);
}

export function action() {
  return methodNotAllowed("GET");
}
