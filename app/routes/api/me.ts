// GET /api/me: the caller's balance, inventory, skins, bests (score and rank per board), totals and
// achievements. 401 without a session (a visitor becomes a guest on POST /api/runs).
import { getServices } from "../../context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { unauthorizedResponse } from "../../../server/auth/access.ts";
import { meView } from "../../../server/players/me.ts";
import { okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/me";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  if (!session) return unauthorizedResponse("Play a game or sign in first.");
  const me = await meView(services, session.user.id);
  if (!me) return unauthorizedResponse("Play a game or sign in first.");
  return okResponse(me);
}

export function action() {
  return methodNotAllowed("GET");
}
