// GET /api/admin/players/:id/export (operator only): the player page's "Export data", the same JSON
// document the player downloads from /account (server/players/export.ts). Audited: an operator read
// everything held about a person.
import { getAdmin } from "../../../../server/admin/guard.ts";
import { jsonAttachment, jsonError } from "../../../../server/http/json.ts";
import { resource } from "../../../../server/http/resource.ts";
import { getServices } from "../../../../shared/context.ts";
import type { Route } from "./+types/players.$id.export";

const api = resource<Route.LoaderArgs>({
  async GET({ context, params }) {
    const { players, audit } = getServices(context);
    const data = await players.exportData(params.id);
    if (!data) return jsonError(404, "player_not_found", "This player does not exist.");
    await audit.record({ actor: getAdmin(context).actor, action: "player.export", target: params.id });
    return jsonAttachment(data, `flap-master-player-${params.id}-${data.exportedAt.slice(0, 10)}.json`);
  },
});

export const loader = api.loader;
export const action = api.action;
