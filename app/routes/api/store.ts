// GET /api/store: the catalogue with the server's prices, and what the caller owns: `{ balance,
// activeSkin, skins, powerUps, coinPacks }`. The session is optional and no guest is made here: a
// visitor sees balance 0, the default skins owned and the first of them active.
import { getServices } from "../../../shared/context.ts";
import { jsonOk } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/store";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const services = getServices(context);
    const session = await services.auth.getSession(request);
    return jsonOk(await services.store.view(session?.user.id ?? null));
  },
});

export const loader = api.loader;
export const action = api.action;
