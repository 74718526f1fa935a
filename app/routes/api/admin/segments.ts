// /api/admin/segments (operator only)
//   GET  ?view=list (default)  -> { segments: [{ id, name, description, criteria, players, ... }] }
//        ?id=<id>              -> { segment } | 404
//   POST { action: "count", criteria }                              -> { players }
//        { action: "create", name, description, criteria? }         -> 201 { segment }
//        { action: "update", id, name?, description?, criteria? }   -> { segment }
//        { action: "delete", id }                                   -> { id }
//   4xx `{ error, message, field? }`. Validation and the audit rows live in server/segments/.
import { z } from "zod";
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import type { SegmentFailure } from "../../../../server/segments/service.ts";
import { methodNotAllowed } from "../../../http.server.ts";
import type { Route } from "./+types/segments";

const id = z.string().min(1).max(100);
// Fields are checked by the service, which names the bad one; here only the envelope.
const bodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("count"), criteria: z.unknown() }).strict(),
  z.object({ action: z.literal("create"), name: z.unknown(), description: z.unknown(), criteria: z.unknown().optional() }).strict(),
  z.object({ action: z.literal("update"), id, name: z.unknown().optional(), description: z.unknown().optional(), criteria: z.unknown().optional() }).strict(),
  z.object({ action: z.literal("delete"), id }).strict(),
]);

const querySchema = z.object({ view: z.literal("list").optional(), id: id.optional() }).strict();

function failure(result: SegmentFailure): Response {
  const { status, error, message, field } = result;
  return okResponse({ error, message, ...(field ? { field } : {}) }, { status });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, "invalid_query", "Use ?view=list or ?id=<segment id>.");
  if (query.data.id) {
    const segment = await services.segments.get(query.data.id);
    return segment ? okResponse({ segment }) : errorResponse(404, "not_found", "No such segment.");
  }
  return okResponse({ segments: await services.segments.list() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const input = body.data;
  switch (input.action) {
    case "count": {
      const result = await services.segments.count(input.criteria);
      return result.ok ? okResponse({ players: result.players }) : failure(result);
    }
    case "create": {
      const result = await services.segments.create(input, actor);
      return result.ok ? okResponse({ segment: result.segment }, { status: 201 }) : failure(result);
    }
    case "update": {
      const { id: segmentId, action: _action, ...changes } = input;
      const result = await services.segments.update(segmentId, changes, actor);
      return result.ok ? okResponse({ segment: result.segment }) : failure(result);
    }
    case "delete": {
      const result = await services.segments.delete(input.id, actor);
      return result.ok ? okResponse({ id: result.id }) : failure(result);
    }
  }
}
