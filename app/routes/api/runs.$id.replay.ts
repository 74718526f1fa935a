// GET /api/runs/:id/replay: a finished, verified run to watch (public: a replay link is shared)
// `{ id, name, score, ticks, seed, settingsVersion, settings, log, maxTicks?, skin, finishedAt, boards }`;
// 404 for a run that is missing, unfinished, held or rejected in review, removed from the boards or
// erased (server/runs/replays.ts). A hidden name comes as its placeholder.
import { getServices } from "../../../shared/context.ts";
import { jsonError, jsonOk } from "../../../server/http/json.ts";
import { publicCacheHeaders } from "../../../server/http/public-cache.ts";
import { resource } from "../../../server/http/resource.ts";
import { refusalTextFor } from "../../../server/http/refusals.ts";
import { localeOfRequest } from "../../../shared/i18n/locales.ts";
import type { Route } from "./+types/runs.$id.replay";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context, params }) {
    const replay = await getServices(context).replays.replay(params.id, localeOfRequest(request).locale);
    if (!replay) return jsonError(404, "run_not_found", refusalTextFor(request, "api.refusal.replayNotFound"));
    // The same answer for everyone who reads this language: the public cache may give it to others.
    return jsonOk(replay, { headers: publicCacheHeaders });
  },
});

export const loader = api.loader;
export const action = api.action;
