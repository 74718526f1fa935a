// POST /api/store/active-skin `{ skinId }`: the skin /play draws. Only a skin unlocked by default or
// owned (409 skin_locked otherwise); needs a session (guest or account).
import { z } from "zod";
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage } from "../../../server/http/refusals.ts";
import type { Route } from "./+types/store.active-skin";

const bodySchema = z.object({ skinId: z.string().min(1).max(100) }).strict();

const api = resource<Route.ActionArgs>({
  async POST({ request, context }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.playOrSignInFirst");
    const body = await readJsonBody(request, bodySchema, 1_000);
    if (!body.ok) return body.response;
    const result = await services.store.setActiveSkin(session.user.id, body.data.skinId);
    if (!result.ok) return failureResponse(inRequestLanguage(request, result));
    return jsonOk({ activeSkin: result.activeSkin });
  },
});

export const loader = api.loader;
export const action = api.action;
