// POST /api/runs/:id/powerups `{ tick, type }`: debits one inventory power-up for the run,
// idempotent per (run, tick, type). `{ applied, remaining }`; 409 no_inventory when none is left.
import { z } from "zod";
import { requireSession } from "../../../server/auth/guards.server.ts";
import { getServices } from "../../../shared/context.ts";
import { failureResponse, jsonOk, readJsonBody } from "../../../server/http/json.ts";
import { resource } from "../../../server/http/resource.ts";
import { inRequestLanguage } from "../../../server/http/refusals.ts";
import type { Route } from "./+types/runs.$id.powerups";

const bodySchema = z.object({
  tick: z.number().int().min(0),
  type: z.string().min(1).max(40),
});

const api = resource<Route.ActionArgs>({
  async POST({ request, context, params }) {
    const services = getServices(context);
    const session = await requireSession(request, context, "api.refusal.startGameFirst");
    const body = await readJsonBody(request, bodySchema, 10_000);
    if (!body.ok) return body.response;
    const result = await services.runs.activate(session.user.id, params.id, body.data.tick, body.data.type);
    if (!result.ok) return failureResponse(inRequestLanguage(request, result));
    return jsonOk({ applied: result.applied, remaining: result.remaining });
  },
});

export const loader = api.loader;
export const action = api.action;
