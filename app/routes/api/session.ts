// GET /api/session: who is playing — `{ player: null }` or `{ player: { id, name, isGuest, role } }`.
import { getServices } from "../../context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import type { Route } from "./+types/session";

export function loader({ request, context }: Route.LoaderArgs) {
  return getServices(context).auth.sessionResponse(request);
}

export function action() {
  return methodNotAllowed("GET");
}
