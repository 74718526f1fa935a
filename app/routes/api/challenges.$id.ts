// GET /api/challenges/:id: a finished run offered as a friend challenge (public: the link is shared)
// `{ id, name, score, seed, settingsVersion, log }`; the friend's run starts with POST /api/runs
// `{ challengeId }` on the same seed, and the ghost replays `log`.
import { getServices } from "../../../shared/context.ts";
import { jsonError, jsonOk } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { refusalTextFor } from "../../../server/http/refusals.ts";
import type { Route } from "./+types/challenges.$id";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context, params }) {
    const challenge = await getServices(context).runs.challenge(params.id);
    if (!challenge) return jsonError(404, "challenge_not_found", refusalTextFor(request, "api.refusal.challengeNotFound"));
    return jsonOk(challenge);
  },
});

export const loader = api.loader;
export const action = api.action;
