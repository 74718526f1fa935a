// GET /api/me: the caller's balance, inventory, skins, bests (score and rank per board), totals and
// achievements. 401 without a session (a visitor becomes a guest on POST /api/runs).
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { unauthorizedResponse } from "../../../server/auth/access.ts";
import { jsonOk } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { refusalTextFor } from "../../../server/http/refusals.ts";
import { meView } from "../../../server/players/me.ts";
import type { Route } from "./+types/me";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.playOrSignInFirst");
    const view = await meView(services, session.user.id);
    if (!view) return unauthorizedResponse(refusalTextFor(request, "api.refusal.playOrSignInFirst"));
    return jsonOk(view);
  },
});

export const loader = api.loader;
export const action = api.action;
