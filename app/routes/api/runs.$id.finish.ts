// POST /api/runs/:id/finish `{ log | inputs (+ timing), claimedScore, name? }`: the server replays the run and,
// when it checks out, records it, updates the bests and credits the coins:
// `{ score, coins, balance, ranked, ranks: { daily, weekly, alltime, course, bestday }, newBests, name, achievementsUnlocked, challenge?, course? }`
// (`name` given becomes the player's board name; without it the run goes on under the one they have).
// (`ranked` is false for a banned player: recorded and credited, not on the boards).
// A refused run answers 4xx with why.
import { z } from "zod";
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { locationOf } from "../../../server/players/location.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { limited } from "../../../server/http/rate-limit.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage } from "../../../server/http/refusals.ts";
import { FINISH_LIMIT } from "../../../server/runs/http.ts";
import { MAX_ENCODED_LENGTH, MAX_RUN_INPUTS } from "../../../game/replay/types.ts";
import type { Route } from "./+types/runs.$id.finish";

const bodySchema = z
  .object({
    log: z.string().max(MAX_ENCODED_LENGTH).optional(),
    inputs: z
      .array(z.tuple([z.number().int(), z.number().int()]))
      .max(MAX_RUN_INPUTS)
      .optional(),
    // Each input's sub-tick timing (game/replay SUB_TICK_STEPS), beside raw inputs.
    timing: z.array(z.number().int()).max(MAX_RUN_INPUTS).optional(),
    claimedScore: z.number().int().min(0),
    name: z.string().max(200).optional(),
  })
  .refine((b) => (b.log === undefined) !== (b.inputs === undefined), { message: "Send either log or inputs." })
  .refine((b) => b.timing === undefined || b.inputs !== undefined, { message: "Send timing with inputs (a log carries its own)." });

const api = resource<Route.ActionArgs>({
  async POST({ request, context, params }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.startGameFirst");
    const tooMany = await limited(request, services.rateLimits, `run-finish:${session.user.id}`, FINISH_LIMIT);
    if (tooMany) return tooMany;
    const body = await readJsonBody(request, bodySchema);
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
