// GET /api/admin/campaigns -> { campaigns }; ?reach=<segment id> -> { recipients, segment } (how many a send
// would mail now: the same query the send freezes its recipients with).
// POST { action: "send", name?, segmentId, subject, body (Markdown), scheduledAt? (epoch ms) } -> 201 { campaign }.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/campaigns";

// Fields are checked one by one below so each missing one has its own error code.
const bodySchema = z.object({
  action: z.literal("send"),
  name: z.string().max(200).optional(),
  segmentId: z.string().max(100).nullish(),
  subject: z.string().max(200).nullish(),
  body: z.string().max(20_000).nullish(),
  templateId: z.string().max(100).nullish(),
  scheduledAt: z.number().int().nullish(),
});

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const { sends } = getServices(context).campaigns;
    const reach = new URL(request.url).searchParams.get("reach");
    if (reach !== null) {
      if (!reach || reach.length > 100) return jsonError(400, "segment_required", "Choose a segment.");
      const result = await sends.reach(reach);
      return result.ok ? jsonOk({ recipients: result.recipients, segment: result.segment }) : failureResponse(result);
    }
    return jsonOk({ campaigns: await sends.list() });
  },
  async POST({ request, context }) {
    const parsed = await readJsonBody(request, bodySchema, ADMIN_BODY_BYTES);
    if (!parsed.ok) return parsed.response;
    const { name, segmentId, subject, body, templateId, scheduledAt } = parsed.data;
    if (!segmentId?.trim()) return jsonError(400, "segment_required", "Choose a segment.");
    if (!subject?.trim()) return jsonError(400, "subject_required", "Enter a subject.");
    if (!body?.trim()) return jsonError(400, "content_required", "Enter the content of the mail.");
    const input = { name, segmentId, subject: subject.trim(), body, templateId: templateId ?? null, scheduledAt: scheduledAt ?? null };
    const result = await getServices(context).campaigns.sends.send(input, getAdmin(context).actor);
    return result.ok ? jsonOk({ campaign: result.campaign }, { status: 201 }) : failureResponse(result);
  },
});

export const loader = api.loader;
export const action = api.action;
