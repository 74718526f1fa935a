// POST /api/runs/:id/finish `{ log | inputs (+ timing), claimedScore, name? }`: the server replays the run and,
// when it checks out, records it, updates the bests and credits the coins:
// `{ score, coins, balance, ranked, ranks: { daily, weekly, alltime, course, bestday }, newBests, name, achievementsUnlocked, challenge?, course? }`
// (`name` given becomes the player's board name; without it the run goes on under the one they have).
// (`ranked` is false for a banned player: recorded and credited, not on the boards).
// A refused run answers 4xx with why.
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { locationOf } from "../../../server/players/location.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { limited } from "../../../server/http/rate-limit.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage } from "../../../server/http/refusals.ts";
import { FINISH_LIMIT } from "../../../server/runs/http.ts";
import { finishBodySchema } from "../../../server/runs/finish-body.ts";
import type { Route } from "./+types/runs.$id.finish";

const api = resource<Route.ActionArgs>({
  async POST({ request, context, params }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.startGameFirst");
    const tooMany = await limited(request, services.rateLimits, `run-finish:${session.user.id}`, FINISH_LIMIT);
    if (tooMany) return tooMany;
    const body = await readJsonBody(request, finishBodySchema);
    if (!body.ok) return body.response;
    const location = locationOf(request.headers, services.config.COUNTRY_HEADER);
    const result = await services.runs.finish(session.user.id, params.id, { ...body.data, location });
    services.metrics.runFinished(result);
    if (!result.ok) return failureResponse(inRequestLanguage(request, result));
    const { ok: _ok, ...finished } = result;
    return jsonOk(finished);
  },
});

export const loader = api.loader;
export const action = api.action;
