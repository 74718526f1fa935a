// GET /api/admin/campaigns/:id?status=queued|sent|failed|skipped&page=N -> { campaign, recipients, total, page, pageSize };
// POST { action: "pause" | "resume" | "cancel" | "retry_failed" } -> { campaign } (409 when not allowed now);
//      { action: "edit", name?, segmentId, subject, body, scheduledAt } -> { campaign } (a scheduled one, before it starts).
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

const bodySchema = z.discriminatedUnion("action", [
  z.object({ action: z.enum(["pause", "resume", "cancel", "retry_failed"]) }),
  z.object({
    action: z.literal("edit"),
    name: z.string().max(200).optional(),
    segmentId: z.string().max(100).nullish(),
    subject: z.string().max(200).nullish(),
    body: z.string().max(20_000).nullish(),
    scheduledAt: z.number().int(),
  }),
]);

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
    const { sends } = getServices(context).campaigns;
    const input = body.data;
    if (input.action === "edit") {
      if (!input.segmentId?.trim()) return jsonError(400, "segment_required", "Choose a segment.");
      if (!input.subject?.trim()) return jsonError(400, "subject_required", "Enter a subject.");
      if (!input.body?.trim()) return jsonError(400, "content_required", "Enter the content of the mail.");
      const edit = {
        name: input.name,
        segmentId: input.segmentId,
        subject: input.subject.trim(),
        body: input.body,
        scheduledAt: input.scheduledAt,
      };
      const result = await sends.editScheduled(params.id, edit, getAdmin(context).actor);
      return result.ok ? jsonOk({ campaign: result.campaign }) : failureResponse(result);
    }
    const result = await sends.control(params.id, input.action, getAdmin(context).actor);
    return result.ok ? jsonOk({ campaign: result.campaign }) : failureResponse(result);
  },
});

export const loader = api.loader;
export const action = api.action;
