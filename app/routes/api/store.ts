// GET /api/store: the catalogue with the server's prices, and what the caller owns: `{ balance,
// activeSkin, skins, powerUps, coinPacks }`. The session is optional and no guest is made here: a
// visitor sees balance 0, the default skins owned and the first of them active.
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { okResponse } from "../../../server/runs/http.ts";
import type { Route } from "./+types/store";

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  return okResponse(await services.store.view(session?.user.id ?? null));
}

export function action() {
  return methodNotAllowed("GET");
}
