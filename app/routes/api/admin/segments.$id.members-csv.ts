// GET /api/admin/segments/:id/members.csv: every member now (player_id, name, email), streamed in batches.
import { getServices } from "../../../../shared/context.ts";
import { csvByteStream } from "../../../../server/admin/player-data.ts";
import { jsonError } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/segments.$id.members-csv";

const api = resource<Route.LoaderArgs>({
  async GET({ params, context }) {
    const lines = await getServices(context).segments.exportMembers(params.id);
    if (!lines) return jsonError(404, "not_found", "No such segment.");
    return new Response(csvByteStream(lines), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="flap-master-segment-${new Date().toISOString().slice(0, 10)}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = api.loader;
export const action = api.action;
