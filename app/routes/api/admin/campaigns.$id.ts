// GET /api/admin/campaigns/:id?status=queued|sent|failed|skipped&page=N -> { campaign, recipients, total, page, pageSize };
// POST { action: "pause" | "resume" | "cancel" | "retry_failed" } -> { campaign } (409 when not allowed now).
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { RECIPIENT_STATUSES } from "../../../../server/campaigns/service.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/campaigns.$id";
import { operatorIssueMessage } from "../../../../server/http/operator-messages.ts";

const querySchema = z.object({
  status: z.enum(RECIPIENT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

const bodySchema = z.object({ action: z.enum(["pause", "resume", "cancel", "retry_failed"]) });

const api = resource<Route.LoaderArgs>({
  async GET({ request, params, context }) {
    const search = new URL(request.url).searchParams;
    const query = querySchema.safeParse({ status: search.get("status") || undefined, page: search.get("page") || undefined });
    if (!query.success) {
      const issue = query.error.issues[0];
      return jsonError(400, "invalid_query", operatorIssueMessage(issue));
    }
    const detail = await getServices(context).campaigns.sends.detail(params.id, query.data);
    return detail ? jsonOk(detail) : jsonError(404, "not_found", "No such campaign.");
  },
  async POST({ request, params, context }) {
    const body = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const result = await getServices(context).campaigns.sends.control(params.id, body.data.action, getAdmin(context).actor);
    return result.ok ? jsonOk({ campaign: result.campaign }) : failureResponse(result);
  },
});

export const loader = api.loader;
export const action = api.action;
