// GET /api/admin/campaigns -> { campaigns }; POST { action: "send", name?, segmentId, subject, body } -> 201 { campaign }.
import { z } from "zod";
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import type { Route } from "./+types/campaigns";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  return okResponse({ campaigns: await services.campaigns.sends.list() });
}

// Fields are checked one by one below so each missing one has its own error code.
const bodySchema = z.object({
  action: z.literal("send"),
  name: z.string().max(200).optional(),
  segmentId: z.string().max(100).nullish(),
  subject: z.string().max(200).nullish(),
  body: z.string().max(20_000).nullish(),
  templateId: z.string().max(100).nullish(),
});

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return errorResponse(405, "method_not_allowed", "Use POST.", { Allow: "POST" });
  const parsed = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
  if (!parsed.ok) return parsed.response;
  const { name, segmentId, subject, body, templateId } = parsed.data;
  if (!segmentId?.trim()) return errorResponse(400, "segment_required", "Choose a segment.");
  if (!subject?.trim()) return errorResponse(400, "subject_required", "Enter a subject.");
  if (!body?.trim()) return errorResponse(400, "content_required", "Enter the content of the mail.");
  const result = await services.campaigns.sends.send({ name, segmentId, subject: subject.trim(), body, templateId: templateId ?? null }, actor);
  return result.ok ? okResponse({ campaign: result.campaign }, { status: 201 }) : errorResponse(result.status, result.error, result.message);
}
