// POST /api/runs/:id/powerups `{ tick, type }`: debits one inventory power-up for the run,
// idempotent per (run, tick, type). `{ applied, remaining }`; 409 no_inventory when none is left.
import { z } from "zod";
import { getServices } from "../../../shared/context.ts";
import { methodNotAllowed } from "../../http.server.ts";
import { unauthorizedResponse } from "../../../server/auth/access.ts";
import { failureResponse, okResponse, readJsonBody } from "../../../server/runs/http.ts";
import type { Route } from "./+types/runs.$id.powerups";

const bodySchema = z.object({
  tick: z.number().int().min(0),
  type: z.string().min(1).max(40),
});

export function loader() {
  return methodNotAllowed("POST");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const services = getServices(context);
  const session = await services.auth.getSession(request);
  if (!session) return unauthorizedResponse("Start a game first.");
  const body = await readJsonBody(request, bodySchema, 10_000);
  if (!body.ok) return body.response;
  const result = await services.runs.activate(session.user.id, params.id, body.data.tick, body.data.type);
  if (!result.ok) return failureResponse(result);
  return okResponse({ applied: result.applied, remaining: result.remaining });
}
