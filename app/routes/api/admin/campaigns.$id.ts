// GET /api/admin/campaigns/:id?status=queued|sent|failed|skipped&page=N -> { campaign, recipients, total, page, pageSize };
// POST { action: "pause" | "resume" | "cancel" | "retry_failed" } -> { campaign } (409 when not allowed now).
import { z } from "zod";
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import { RECIPIENT_STATUSES } from "../../../../server/campaigns/service.ts";
import type { Route } from "./+types/campaigns.$id";

const querySchema = z.object({
  status: z.enum(RECIPIENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  const search = new URL(request.url).searchParams;
  const query = querySchema.safeParse({ status: search.get("status") || undefined, page: search.get("page") || undefined });
  if (!query.success) {
    const issue = query.error.issues[0];
    return errorResponse(400, "invalid_query", `${issue?.path.join(".")}: ${issue?.message}`);
  }
  const detail = await services.campaigns.sends.detail(params.id, query.data);
  return detail ? okResponse(detail) : errorResponse(404, "not_found", "No such campaign.");
}

const bodySchema = z.object({ action: z.enum(["pause", "resume", "cancel", "retry_failed"]) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return errorResponse(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
  const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const result = await services.campaigns.sends.control(params.id, body.data.action, actor);
  return result.ok ? okResponse({ campaign: result.campaign }) : errorResponse(result.status, result.error, result.message);
}
