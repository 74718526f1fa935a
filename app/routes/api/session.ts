// GET /api/session: who is playing — `{ player: null }` or `{ player: { id, name, isGuest, role } }`.
import { getServices } from "../../../shared/context.ts";
import { recordSighting } from "../../../server/segments/http.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/session";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const services = getServices(context);
    const response = await services.auth.sessionResponse(request);
    // Segments: last seen, language and country, at most hourly per player (player_profile).
    const { player } = (await response.clone().json()) as { player: { id: string } | null };
    if (player) await recordSighting(services, player.id, request, "session");
    return response;
  },
});

export const loader = api.loader;
export const action = api.action;
