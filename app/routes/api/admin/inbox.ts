// GET /api/admin/inbox?view=messages|outbox|audit&... (the pages' filters) and
// POST /api/admin/inbox { action: "set_status", id, status } (move a contact message).
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { CONTACT_STATUSES, auditFilterOf, messagesFilterOf, outboxFilterOf } from "../../../../server/admin/inbox.ts";
import { jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/inbox";

const bodySchema = z.object({
  action: z.literal("set_status"),
  id: z.string().min(1).max(100),
  status: z.enum(CONTACT_STATUSES),
});

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const services = getServices(context);
    const params = new URL(request.url).searchParams;
    const view = params.get("view") ?? "messages";
    params.delete("view");
    if (view === "messages") {
      const filter = messagesFilterOf(params);
      return filter.ok ? jsonOk(await services.inbox.messages(filter.data)) : jsonError(400, "invalid_query", filter.message);
    }
    if (view === "outbox") {
      const filter = outboxFilterOf(params);
      return filter.ok ? jsonOk(await services.inbox.outbox(filter.data)) : jsonError(400, "invalid_query", filter.message);
    }
    if (view === "audit") {
      const filter = auditFilterOf(params);
      return filter.ok ? jsonOk(await services.audit.search(filter.data)) : jsonError(400, "invalid_query", filter.message);
    }
    return jsonError(400, "invalid_query", "view: must be messages, outbox or audit");
  },
  async POST({ request, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const result = await getServices(context).inbox.setStatus(body.data.id, body.data.status, getAdmin(context).actor);
    return result.ok ? jsonOk({ message: result.message }) : jsonError(result.status, result.error, result.message);
  },
});

export const loader = api.loader;
export const action = api.action;
