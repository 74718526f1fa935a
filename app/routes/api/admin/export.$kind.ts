// GET /api/admin/export/scores.csv (finished runs: Name, Score, Date) and /api/admin/export/players.csv
// (?q&type filter it like the list): streamed, read from the database in batches as the socket drains.
import { getServices } from "../../../../shared/context.ts";
import { csvByteStream, exportFileName, parsePlayerQuery } from "../../../../server/admin/player-data.ts";
import { jsonError } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import type { Route } from "./+types/export.$kind";

const KINDS = { "scores.csv": "scores", "players.csv": "players" } as const;

const api = resource<Route.LoaderArgs>({
  async GET({ request, context, params }) {
    const services = getServices(context);
    const kind = Object.hasOwn(KINDS, params.kind) ? KINDS[params.kind as keyof typeof KINDS] : null;
    if (!kind) return jsonError(404, "not_found", "Unknown export: use scores.csv or players.csv.");
    let lines;
    if (kind === "players") {
      const parsed = parsePlayerQuery(new URL(request.url).searchParams);
      if (!parsed.ok) return jsonError(400, "invalid_query", parsed.message);
      lines = services.playerData.exportPlayers({ q: parsed.query.q, type: parsed.query.type });
    } else {
      lines = services.playerData.exportScores();
    }
    const fileName = exportFileName(kind, Date.now(), services.config.LEADERBOARD_TIMEZONE);
    return new Response(csvByteStream(lines), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "no-store",
      },
    });
  },
});

export const loader = api.loader;
export const action = api.action;
