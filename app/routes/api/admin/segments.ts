// /api/admin/segments (operator only)
//   GET  ?view=list (default)  -> { segments: [{ id, name, description, criteria, players, ... }] }
//        ?id=<id>              -> { segment } | 404
//   POST { action: "count", criteria }                              -> { players }
//        { action: "create", name, description, criteria? }         -> 201 { segment }
//        { action: "update", id, name?, description?, criteria? }   -> { segment }
//        { action: "delete", id }                                   -> { id }
//   4xx `{ error, message, field? }`. Validation and the audit rows live in server/segments/.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/segments";

const id = z.string().min(1).max(100);
// Fields are checked by the service, which names the bad one; here only the envelope.
const bodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("count"), criteria: z.unknown() }).strict(),
  z.object({ action: z.literal("create"), name: z.unknown(), description: z.unknown(), criteria: z.unknown().optional() }).strict(),
  z
    .object({
      action: z.literal("update"),
      id,
      name: z.unknown().optional(),
      description: z.unknown().optional(),
      criteria: z.unknown().optional(),
    })
    .strict(),
  z.object({ action: z.literal("delete"), id }).strict(),
]);

const querySchema = z.object({ view: z.literal("list").optional(), id: id.optional() }).strict();

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const { segments } = getServices(context);
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return jsonError(400, "invalid_query", "Use ?view=list or ?id=<segment id>.");
    if (query.data.id) {
      const segment = await segments.get(query.data.id);
      return segment ? jsonOk({ segment }) : jsonError(404, "not_found", "No such segment.");
    }
    return jsonOk({ segments: await segments.list() });
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { segments } = getServices(context);
    const { actor } = getAdmin(context);
    const input = body.data;
    switch (input.action) {
      case "count": {
        const result = await segments.count(input.criteria);
        return result.ok ? jsonOk({ players: result.players }) : failureResponse(result);
      }
      case "create": {
        const result = await segments.create(input, actor);
        return result.ok ? jsonOk({ segment: result.segment }, { status: 201 }) : failureResponse(result);
      }
      case "update": {
        const { id: segmentId, action: _action, ...changes } = input;
        const result = await segments.update(segmentId, changes, actor);
        return result.ok ? jsonOk({ segment: result.segment }) : failureResponse(result);
      }
      case "delete": {
        const result = await segments.delete(input.id, actor);
        return result.ok ? jsonOk({ id: result.id }) : failureResponse(result);
      }
    }
  },
});

export const loader = api.loader;
export const action = api.action;
