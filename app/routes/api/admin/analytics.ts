// /api/admin/analytics (operator only)
//   GET  ?range=today|week|month|all (default today) [&segment=<segment id>]
//          -> { range, timeZone, generatedAt, today, segment, rolledThrough, empty, current, previous, settings }
//        ?view=settings -> { settings }
//   POST { retentionDays }  -> { settings }   (audited as analytics.settings when it changes)
//   4xx `{ error, message }`: a bad range or an unknown segment is a 400. The shapes are documented
//   in docs/admin.md "Analytics"; the figures come from server/analytics/.
import { z } from "zod";
import { ADMIN_BODY_BYTES, errorResponse, okResponse, readJsonBody, requireAdminRequest } from "../../../../server/admin/http.ts";
import { ANALYTICS_RANGES } from "../../../../server/analytics/days.ts";
import { methodNotAllowed } from "../../../http.server.ts";
import type { Route } from "./+types/analytics";

const querySchema = z.union([
  z.object({ view: z.literal("settings") }).strict(),
  z
    .object({
      range: z.enum(ANALYTICS_RANGES as [string, ...string[]]).default("today"),
      segment: z.string().min(1).max(100).optional(),
    })
    .strict(),
]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return errorResponse(400, "invalid_query", `Use ?range=${ANALYTICS_RANGES.join("|")} and optionally &segment=<segment id>, or ?view=settings.`);
  const settings = await services.analytics.settings();
  if ("view" in query.data) return okResponse({ settings });
  const result = await services.analytics.report({ range: query.data.range as (typeof ANALYTICS_RANGES)[number], segmentId: query.data.segment });
  if (!result.ok) return errorResponse(result.status, result.error, result.message);
  return okResponse({ ...result.report, settings });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, actor } = await requireAdminRequest(request, context);
  if (request.method !== "POST") return methodNotAllowed("POST");
  // Checked by the service, which names the problem; here only the size.
  const body = await readJsonBody(request, z.unknown(), ADMIN_BODY_BYTES);
  if (!body.ok) return body.response;
  const result = await services.analytics.updateSettings(body.data, actor);
  if (!result.ok) return errorResponse(result.status, result.error, result.message);
  return okResponse({ settings: result.settings });
}
