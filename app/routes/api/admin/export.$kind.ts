// GET /api/admin/export/scores.csv (finished runs: Name, Score, Date) and /api/admin/export/players.csv
// (?q&type filter it like the list): streamed, read from the database in batches as the socket drains.
import { jsonError, methodNotAllowed } from "../../../http.server.ts";
import { errorResponse, requireAdminRequest } from "../../../../server/admin/http.ts";
import { csvByteStream, exportFileName, parsePlayerQuery, playerDataFor } from "../../../../server/admin/player-data.ts";
import type { Route } from "./+types/export.$kind";

const KINDS = { "scores.csv": "scores", "players.csv": "players" } as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = await requireAdminRequest(request, context);
  const kind = Object.hasOwn(KINDS, params.kind) ? KINDS[params.kind as keyof typeof KINDS] : null;
  if (!kind) return jsonError(404, "not_found", "Unknown export: use scores.csv or players.csv.");
  const data = playerDataFor(services);
  let lines;
  if (kind === "players") {
    const parsed = parsePlayerQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return errorResponse(400, "invalid_query", parsed.message);
    lines = data.exportPlayers({ q: parsed.query.q, type: parsed.query.type });
  } else {
    lines = data.exportScores();
  }
  const fileName = exportFileName(kind, Date.now(), services.config.LEADERBOARD_TIMEZONE);
  return new Response(csvByteStream(lines), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminRequest(request, context);
  return methodNotAllowed("GET");
}
