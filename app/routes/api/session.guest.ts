// POST /api/session/guest: the /play page asks for a player on first play. Answers the current
// player when there is one (200), else makes a guest and sets its session cookie (201).
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import type { Route } from "./+types/session.guest";

export function loader() {
  return methodNotAllowed("POST");
}

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return getServices(context).auth.guestSession(request);
}
