// POST /api/me/name `{ name }`: the caller's name on the boards (an account's display name, a guest's
// chosen name; at most 15 characters, the leaderboard name rules). Their board rows and finished runs
// take it at once. `{ name, changed }`; 400 invalid_name; 401 without a session.
import { z } from "zod";
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { limited } from "../../../server/http/rate-limit.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage } from "../../../server/http/refusals.ts";
import type { Route } from "./+types/me.name";

const bodySchema = z.object({ name: z.string().max(200) }).strict();
/** Renames per player: generous for a person, dull for a script re-labelling the boards. */
const RENAME_LIMIT = { windowMs: 60_000, max: 10 };

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.playOrSignInFirst");
    const body = await readJsonBody(request, bodySchema, 1_000);
    if (!body.ok) return body.response;
    const tooMany = await limited(request, services.rateLimits, `rename:${session.user.id}`, RENAME_LIMIT);
    if (tooMany) return tooMany;
    const result = await services.players.rename(session.user.id, body.data.name);
    if (!result.ok) return failureResponse(inRequestLanguage(request, result));
    return jsonOk({ name: result.name, changed: result.changed });
  },
});

export const loader = api.loader;
export const action = api.action;
