// GET /api/admin/inbox?view=messages|outbox|audit&... (the pages' filters) and
// POST /api/admin/inbox { action: "set_status", id, status } (move a contact message).
import { z } from "zod";
import {
  ADMIN_BODY_BYTES,
  errorResponse,
  okResponse,
  readJsonBody,
  requireAdminRequest,
} from "../../../../server/admin/http.ts";
import { CONTACT_STATUSES, auditFilterOf, messagesFilterOf, outboxFilterOf } from "../../../../server/admin/inbox.ts";
import type { Route } from "./+types/inbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  const params = new URL(request.url).searchParams;
  const view = params.get("view") ?? "messages";
  params.delete("view");
  if (view === "messages") {
    const filter = messagesFilterOf(params);
    return filter.ok ? okResponse(await services.inbox.messages(filter.data)) : errorResponse(400, "invalid_query", filter.message);
  }
  if (view === "outbox") {
    const filter = outboxFilterOf(params);
    return filter.ok ? okResponse(await services.inbox.outbox(filter.data)) : errorResponse(400, "invalid_query", filter.message);
  }
  if (view === "audit") {
    const filter = auditFilterOf(params);
    return filter.ok ? okResponse(await services.audit.search(filter.data)) : errorResponse(400, "invalid_query", filter.message);
  }
  return errorResponse(400, "invalid_query", "view: must be messages, outbox or audit");
}

const bodySchema = z.object({
  action: z.literal("set_status"),
  id: z.string().min(1).max(100),
  status: z.enum(CONTACT_STATUSES),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return errorResponse(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
  const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const result = await services.inbox.setStatus(body.data.id, body.data.status, actor);
  return result.ok ? okResponse({ message: result.message }) : errorResponse(result.status, result.error, result.message);
}
