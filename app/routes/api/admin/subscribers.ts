// /api/admin/subscribers (operator only; the admin guard runs first, routes/api/admin/layout.ts)
//   GET  ?q&status&page                                   -> { items, total, page, pageSize, counts, blocked }
//   POST { action: "unsubscribe", id }                    -> { subscriber }
//        { action: "block", email, reason? }              -> 201 { blocked }
//        { action: "unblock", email }                     -> { email }
//   4xx `{ error, message, field? }`. Rules and audit rows: server/site/subscribers.ts.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { subscriberFilterOf } from "../../../../server/site/subscribers.ts";
import type { Route } from "./+types/subscribers";

const bodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("unsubscribe"), id: z.string().min(1).max(100) }).strict(),
  z.object({ action: z.literal("block"), email: z.string().max(1_000), reason: z.string().max(2_000).default("") }).strict(),
  z.object({ action: z.literal("unblock"), email: z.string().min(1).max(1_000) }).strict(),
]);

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const filter = subscriberFilterOf(new URL(request.url).searchParams);
    if (!filter.ok) return jsonError(400, "invalid_query", filter.message);
    const { subscribers } = getServices(context);
    const [page, blocked] = await Promise.all([subscribers.list(filter.data), subscribers.blocked({ q: filter.data.q })]);
    return jsonOk({ ...page, blocked });
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const { subscribers } = getServices(context);
    const { actor } = getAdmin(context);
    const input = body.data;
    switch (input.action) {
      case "unsubscribe": {
        const result = await subscribers.unsubscribe(input.id, actor);
        return result.ok ? jsonOk({ subscriber: result.subscriber }) : failureResponse(result);
      }
      case "block": {
        const result = await subscribers.block({ email: input.email, reason: input.reason }, actor);
        return result.ok ? jsonOk({ blocked: result.blocked }, { status: 201 }) : failureResponse(result);
      }
      case "unblock": {
        const result = await subscribers.unblock(input.email, actor);
        return result.ok ? jsonOk({ email: result.email }) : failureResponse(result);
      }
    }
  },
});

export const loader = api.loader;
export const action = api.action;
