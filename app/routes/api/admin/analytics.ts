// /api/admin/analytics (operator only)
//   GET  ?range=today|week|month|all (default today) or ?from=YYYY-MM-DD&to=YYYY-MM-DD (range=custom)
//          [&segment=<segment id>]
//          -> { range, timeZone, generatedAt, today, segment, rolledThrough, empty, current, previous, settings }
//        ?view=settings -> { settings }
//   POST { retentionDays }  -> { settings }   (audited as analytics.settings when it changes)
//   4xx `{ error, message }`: a bad range (custom: from after to, to after today, over 3,660 days) or an
//   unknown segment is a 400. The shapes are documented
//   in docs/admin.md "Analytics"; the figures come from server/analytics/.
import { z } from "zod";
import { getServices } from "../../../../shared/context.ts";
import { ADMIN_BODY_BYTES, getAdmin } from "../../../../server/admin/guard.ts";
import { REPORT_QUERY_HINT, reportQuerySchema } from "../../../../server/analytics/days.ts";
import { failureResponse, jsonError, jsonOk, readJsonBody } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/analytics";

const querySchema = z.union([z.object({ view: z.literal("settings") }).strict(), reportQuerySchema]);

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const { analytics } = getServices(context);
    const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return jsonError(400, "invalid_query", REPORT_QUERY_HINT);
    const settings = await analytics.settings();
    if ("view" in query.data) return jsonOk({ settings });
    const result = await analytics.report({ range: query.data.range, custom: query.data.custom, segmentId: query.data.segment });
    if (!result.ok) return failureResponse(result);
    return jsonOk({ ...result.report, settings });
  },
  async POST({ request, context }) {
    // Checked by the service, which names the problem; here only the size.
    const body = await readJsonBody(request, z.unknown(), ADMIN_BODY_BYTES);
    if (!body.ok) return body.response;
    const result = await getServices(context).analytics.updateSettings(body.data, getAdmin(context).actor);
    if (!result.ok) return failureResponse(result);
    return jsonOk({ settings: result.settings });
  },
});

export const loader = api.loader;
export const action = api.action;
