// GET /api/admin/subscribers/export.csv?q&status: the subscribers the list shows (every page), streamed
// in batches as the socket drains. Columns: server/site/subscribers.ts EXPORT_HEADER.
import { getServices } from "../../../../shared/context.ts";
import { csvByteStream } from "../../../../server/admin/player-data.ts";
import { jsonError } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { subscriberFilterOf } from "../../../../server/site/subscribers.ts";
import type { Route } from "./+types/subscribers.export";

const api = resource<Route.LoaderArgs>({
  async GET({ request, context }) {
    const filter = subscriberFilterOf(new URL(request.url).searchParams);
    if (!filter.ok) return jsonError(400, "invalid_query", filter.message);
    const { subscribers } = getServices(context);
    const { page: _page, ...rest } = filter.data;
    return new Response(csvByteStream(subscribers.exportCsv(rest)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="flap-master-subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = api.loader;
export const action = api.action;
