// GET /api/store: the catalogue with the server's prices, and what the caller owns: `{ balance,
// activeSkin, skins, powerUps, coinPacks }`, names and descriptions in the request's language
// (`?lang=xx` > the `lang` cookie > Accept-Language; English where the catalogue has no translation).
// The session is optional and no guest is made here: a visitor sees balance 0, the default skins
// owned and the first of them active.
import { getServices } from "../../../shared/context.ts";
import { jsonOk } from "../../../server/http/json.ts";
import { publicCacheHeaders } from "../../../server/http/public-cache.ts";
import { resource } from "../../../server/http/resource.ts";
import { localeOfRequest } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/store";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const services = getServices(context);
    const session = await services.auth.getSession(request);
    // Without a session the answer is every visitor's: the server's public cache may give it to others.
    const view = await services.store.view(session?.user.id ?? null, localeOfRequest(request).locale);
    return jsonOk(view, session ? {} : { headers: publicCacheHeaders });
  },
});

export const loader = api.loader;
export const action = api.action;
