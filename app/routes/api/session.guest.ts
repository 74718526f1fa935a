// POST /api/session/guest: the /play page asks for a player on first play. Answers the current
// player when there is one (200), else makes a guest and sets its session cookie (201).
import { getServices } from "../../../shared/context.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/session.guest";

const api = resource<Route.ActionArgs>({
  POST({ request, context }) {
    return getServices(context).auth.guestSession(request);
  },
});

export const loader = api.loader;
export const action = api.action;
