// GET /api/checkout/:sessionId: the caller's own checkout, confirmed with the provider first when it is
// not yet fulfilled (so /success credits the coins even before the webhook arrives):
// `{ id, status, packId, coins, amountCents, currency, balance }`.
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { jsonError, jsonOk } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { refusalTextFor } from "../../../server/http/refusals.ts";
import type { Route } from "./+types/checkout.$sessionId";

const api = resource<Route.LoaderArgs>({
  async GET({ request, params, context }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.signInToVerifyPayment");
    const view = params.sessionId.length <= 255 ? await services.payments.view(session.user.id, params.sessionId) : null;
    if (!view) return jsonError(404, "not_found", refusalTextFor(request, "api.refusal.checkoutNotFound"));
    return jsonOk(view);
  },
});

export const loader = api.loader;
export const action = api.action;
