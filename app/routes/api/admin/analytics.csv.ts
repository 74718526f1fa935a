// GET /api/admin/analytics.csv ?range=today|week|month|all (default today) or ?from=&to= (YYYY-MM-DD)
// [&segment=<segment id>]
// (operator only): the report's day-by-day series as CSV, one row per local day of the period (the
// same figures the page's charts draw, from services.analytics.report), for a spreadsheet.
import { getServices } from "../../../../shared/context.ts";
import { csvLine } from "../../../../server/admin/player-data.ts";
import { REPORT_QUERY_HINT, reportQuerySchema } from "../../../../server/analytics/days.ts";
import { failureResponse, jsonError } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/analytics.csv";

export const SERIES_HEADER = ["date", "games_started", "games_finished", "players", "purchases", "revenue_cents", "page_views", "visitors"];

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const query = reportQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!query.success) return jsonError(400, "invalid_query", REPORT_QUERY_HINT);
    const result = await getServices(context).analytics.report({
      range: query.data.range,
      custom: query.data.custom,
      segmentId: query.data.segment,
    });
    if (!result.ok) return failureResponse(result);
    const { current } = result.report;
    const rows = current.series.map((day) =>
      csvLine([day.date, day.gamesStarted, day.gamesFinished, day.players, day.purchases, day.revenueCents, day.pageViews, day.visitors]),
    );
    return new Response(csvLine(SERIES_HEADER) + rows.join(""), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="flap-master-analytics-${query.data.range}-${current.firstDay}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = api.loader;
export const action = api.action;
