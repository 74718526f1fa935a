// GET /api/store: the catalogue with the server's prices, and what the caller owns: `{ balance,
// activeSkin, skins, powerUps, coinPacks }`. The session is optional and no guest is made here: a
// visitor sees balance 0, the default skins owned and the first of them active.
import { getServices } from "../../../shared/context.ts";
import { jsonOk } from "../../../server/http/json.ts";
import { publicCacheHeaders } from "../../../server/http/public-cache.ts";
import { resource } from "../../../server/http/resource.ts";
import type { Route } from "./+types/store";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const services = getServices(context);
    const session = await services.auth.getSession(request);
    // Without a session the answer is every visitor's: the server's public cache may give it to others.
    return jsonOk(await services.store.view(session?.user.id ?? null), session ? {} : { headers: publicCacheHeaders });
  },
});

export const loader = api.loader;
export const action = api.action;
